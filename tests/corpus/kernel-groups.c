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
kernel-groups.c:22:13: warning: write-hot field ‘segs_out’ (bytes 8-11, role by cacheline group) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘max_window’ (bytes 0-3, role by cacheline group) in ‘struct tcp_sock_like’ [cachelint:false-sharing] [-Wattributes]
kernel-groups.c:17:13: note: read-hot field ‘max_window’ declared here (bytes 0-3)
kernel-groups.c:23:13: warning: write-hot field ‘bytes_sent’ (bytes 16-23, role by cacheline group) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘max_window’ (bytes 0-3, role by cacheline group) in ‘struct tcp_sock_like’ [cachelint:false-sharing] [-Wattributes]
kernel-groups.c:17:13: note: read-hot field ‘max_window’ declared here (bytes 0-3)
kernel-groups.c:22:13: warning: write-hot field ‘segs_out’ (bytes 8-11, role by cacheline group) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘rcv_ssthresh’ (bytes 4-7, role by cacheline group) in ‘struct tcp_sock_like’ [cachelint:false-sharing] [-Wattributes]
kernel-groups.c:18:13: note: read-hot field ‘rcv_ssthresh’ declared here (bytes 4-7)
kernel-groups.c:23:13: warning: write-hot field ‘bytes_sent’ (bytes 16-23, role by cacheline group) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘rcv_ssthresh’ (bytes 4-7, role by cacheline group) in ‘struct tcp_sock_like’ [cachelint:false-sharing] [-Wattributes]
kernel-groups.c:18:13: note: read-hot field ‘rcv_ssthresh’ declared here (bytes 4-7)
 * check-error-end
 */
