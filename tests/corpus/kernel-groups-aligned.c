/* The _aligned group markers (v6.12) put each group on its own line. */
typedef unsigned char __u8;
typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;
#define SMP_CACHE_BYTES 64
#define __aligned(x) __attribute__((__aligned__(x)))

#define __cacheline_group_begin(GROUP) \
	__u8 __cacheline_group_begin__##GROUP[0]
#define __cacheline_group_end(GROUP) \
	__u8 __cacheline_group_end__##GROUP[0]
#define __cacheline_group_begin_aligned(GROUP, ...)		\
	__cacheline_group_begin(GROUP)				\
	__aligned((__VA_ARGS__ + 0) ? : SMP_CACHE_BYTES)
#define __cacheline_group_pad(...)				\
	u8 :8 __aligned((__VA_ARGS__ + 0) ? : SMP_CACHE_BYTES)
#define __cacheline_group_end_aligned(GROUP, ...)		\
	__cacheline_group_end(GROUP);				\
	__cacheline_group_pad(__VA_ARGS__)

struct idpf_queue_like {
	__cacheline_group_begin_aligned(read_mostly);
	void *desc_ring;
	u32 desc_count;
	__cacheline_group_end_aligned(read_mostly);

	__cacheline_group_begin_aligned(read_write);
	u32 next_to_use;
	u32 next_to_clean;
	u64 stats_packets;
	__cacheline_group_end_aligned(read_write);

	__cacheline_group_begin_aligned(cold);
	u32 q_id;
	__cacheline_group_end_aligned(cold);
};
/*
 * check-name: aligned kernel groups (read_mostly, read_write, cold) are clean
 *
 * check-error-start
 * check-error-end
 */
