/* Kernel cacheline groups (include/linux/cache.h, v6.8+) give roles by name. */
typedef unsigned char __u8;
typedef unsigned int u32;
typedef unsigned long long u64;

#ifndef __cacheline_group_begin
#define __cacheline_group_begin(GROUP) \
	__u8 __cacheline_group_begin__##GROUP[0]
#endif
#ifndef __cacheline_group_end
#define __cacheline_group_end(GROUP) \
	__u8 __cacheline_group_end__##GROUP[0]
#endif

struct tcp_sock_like {
	__cacheline_group_begin(tcp_sock_read_tx);
	u32 max_window;
	u32 rcv_ssthresh;
	__cacheline_group_end(tcp_sock_read_tx);

	__cacheline_group_begin(tcp_sock_write_tx);
	u32 segs_out;
	u64 bytes_sent;
	__cacheline_group_end(tcp_sock_write_tx);
};
/*
 * check-name: kernel groups: tcp_sock_write_tx fields share line 0 with tcp_sock_read_tx fields
 *
 * check-patch-start
--- kernel-groups.c
+++ kernel-groups.c
@@ -19,7 +19,7 @@
 	__cacheline_group_end(tcp_sock_read_tx);
 
 	__cacheline_group_begin(tcp_sock_write_tx);
-	u32 segs_out;
+	u32 segs_out __attribute__((aligned(64)));
 	u64 bytes_sent;
 	__cacheline_group_end(tcp_sock_write_tx);
 };
 * check-patch-end
 * check-error-start
kernel-groups.c:22:13: warning: 2 write-hot fields ‘segs_out’, ‘bytes_sent’ (bytes 8-23, roles by cacheline group) share cache line 0 (bytes 0-63 of 64-byte lines) with 2 read-hot fields ‘max_window’, ‘rcv_ssthresh’ (bytes 0-7, roles by cacheline group) in ‘struct tcp_sock_like’ [cachelint:false-sharing] [-Wattributes]
kernel-groups.c:17:13: note: read-hot field ‘max_window’ declared here (bytes 0-3)
kernel-groups.c:18:13: note: read-hot field ‘rcv_ssthresh’ declared here (bytes 4-7)
kernel-groups.c:23:13: note: write-hot field ‘bytes_sent’ declared here (bytes 16-23)
kernel-groups.c:22:13: note: fix: start the write side on the next line at ‘segs_out’: 56 bytes of padding (the read side comes first: only this side can move)
 * check-error-end
 */
