/* group-map gives roles to kernel groups whose names say neither write nor read. */
typedef unsigned char __u8;
typedef unsigned long long u64;
#define __cacheline_group_begin(GROUP) \
	__u8 __cacheline_group_begin__##GROUP[0]
#define __cacheline_group_end(GROUP) \
	__u8 __cacheline_group_end__##GROUP[0]

struct sock_like {
	__cacheline_group_begin(sk_fastpath);
	u64 sk_drops;
	__cacheline_group_end(sk_fastpath);
	__cacheline_group_begin(sk_config);
	u64 sk_rcvbuf;
	__cacheline_group_end(sk_config);
};
/*
 * check-name: group-map=fastpath:write_hot,config:read_hot maps two kernel groups
 * check-args: group-map=fastpath:write_hot,config:read_hot
 *
 * check-error-start
kernel-groups-group-map.c:11:13: warning: write-hot field ‘sk_drops’ (bytes 0-7, role by cacheline group) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘sk_rcvbuf’ (bytes 8-15, role by cacheline group) in ‘struct sock_like’ [cachelint:false-sharing] [-Wattributes]
kernel-groups-group-map.c:14:13: note: read-hot field ‘sk_rcvbuf’ declared here (bytes 8-15)
 * check-error-end
 */
