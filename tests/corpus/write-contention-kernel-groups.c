/* Two kernel write groups on one line contend with each other. */
typedef unsigned char __u8;
typedef unsigned long long u64;
#define __cacheline_group_begin(GROUP) \
	__u8 __cacheline_group_begin__##GROUP[0]
#define __cacheline_group_end(GROUP) \
	__u8 __cacheline_group_end__##GROUP[0]

struct rxtx_stats {
	__cacheline_group_begin(stats_write_rx);
	u64 rx_packets;
	__cacheline_group_end(stats_write_rx);
	__cacheline_group_begin(stats_write_tx);
	u64 tx_packets;
	__cacheline_group_end(stats_write_tx);
};
/*
 * check-name: kernel groups stats_write_rx and stats_write_tx share line 0
 *
 * check-error-start
write-contention-kernel-groups.c:11:13: warning: write-hot field ‘rx_packets’ (bytes 0-7, role by cacheline group) shares cache line 0 (bytes 0-63 of 64-byte lines) with write-hot field ‘tx_packets’ (bytes 8-15, role by cacheline group) in ‘struct rxtx_stats’: writers of different groups contend [cachelint:write-contention] [-Wattributes]
write-contention-kernel-groups.c:14:13: note: write-hot field ‘tx_packets’ declared here (bytes 8-15)
 * check-error-end
 */
