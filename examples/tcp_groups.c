// SPDX-License-Identifier: GPL-2.0
/*
 * Roles without annotations: the kernel's cacheline groups (v6.8+,
 * include/linux/cache.h), as in struct tcp_sock, net_device and sock.
 * A group whose name contains "write" is write-hot, one containing "read"
 * is read-hot.  Here the groups are declared with the plain markers, so
 * nothing starts them on a new line and the end of the read group shares
 * a line with the start of the write group.  -DFIXED uses the _aligned
 * markers, like the kernel does (__cacheline_group_begin_aligned).
 */
#include "cachelint.h"

typedef unsigned char __u8;
typedef unsigned int u32;
#define ____cacheline_aligned __attribute__((__aligned__(64)))
#define __cacheline_group_begin(GROUP) __u8 __cacheline_group_begin__##GROUP[0]
#define __cacheline_group_end(GROUP) __u8 __cacheline_group_end__##GROUP[0]
#ifdef FIXED
# define __cacheline_group_begin_aligned(GROUP) \
	__cacheline_group_begin(GROUP) ____cacheline_aligned
#else
# define __cacheline_group_begin_aligned(GROUP) __cacheline_group_begin(GROUP)
#endif

struct tcp_sock_like {
	__cacheline_group_begin_aligned(tcp_sock_read_tx);
	u32 max_window;
	u32 rcv_ssthresh;
	u32 reordering;
	u32 notsent_lowat;
	u32 gso_segs;
	__cacheline_group_end(tcp_sock_read_tx);

	__cacheline_group_begin_aligned(tcp_sock_write_tx);
	u32 segs_out;
	u32 data_segs_out;
	u32 lsndtime;
	__cacheline_group_end(tcp_sock_write_tx);
};

u32 tcp_max_window(const struct tcp_sock_like *tp);

u32 tcp_max_window(const struct tcp_sock_like *tp)
{
	return tp->max_window;
}
