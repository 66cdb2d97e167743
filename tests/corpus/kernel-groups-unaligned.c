/* idpf-style group names without _aligned: read_write is write-hot, read_mostly read-hot. */
typedef unsigned char __u8;
typedef unsigned int u32;
typedef unsigned long long u64;

#define __cacheline_group_begin(GROUP) \
	__u8 __cacheline_group_begin__##GROUP[0]
#define __cacheline_group_end(GROUP) \
	__u8 __cacheline_group_end__##GROUP[0]

struct idpf_queue_like {
	__cacheline_group_begin(read_mostly);
	void *desc_ring;
	__cacheline_group_end(read_mostly);

	__cacheline_group_begin(read_write);
	u32 next_to_use;
	__cacheline_group_end(read_write);

	__cacheline_group_begin(cold);
	u32 q_id;
	__cacheline_group_end(cold);
};
/*
 * check-name: kernel groups read_write (write-hot) and read_mostly (read-hot) share line 0; cold is not hot
 *
 * check-error-start
kernel-groups-unaligned.c:17:13: warning: write-hot field ‘next_to_use’ (bytes 8-11, role by cacheline group) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘desc_ring’ (bytes 0-7, role by cacheline group) in ‘struct idpf_queue_like’ [cachelint:false-sharing] [-Wattributes]
kernel-groups-unaligned.c:13:15: note: read-hot field ‘desc_ring’ declared here (bytes 0-7)
 * check-error-end
 */
