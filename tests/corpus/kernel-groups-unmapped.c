/* The groups of kernel-groups-group-map.c without group-map: no roles, no finding. */
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
 * check-name: without group-map, groups named neither write nor read give no role
 *
 * check-error-start
 * check-error-end
 */
