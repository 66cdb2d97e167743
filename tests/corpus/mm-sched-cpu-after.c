/* include/linux/mm_types.h with the fix of seed 2. */
#define ____cacheline_aligned __attribute__((__aligned__(64)))
#define ____cacheline_aligned_in_smp ____cacheline_aligned
typedef unsigned long long u64;
typedef struct { volatile unsigned int raw_lock; } raw_spinlock_t;

struct mm_struct {
	long mm_users;
	raw_spinlock_t mm_sched_lock;
	unsigned long mm_sched_epoch;
	int mm_sched_cpu __attribute__((cachelint_write_hot));
	/*
	 * mm_sched_cpu and nr_running_avg are put into separate
	 * cachelines to avoid cache contention.
	 */
	u64 nr_running_avg ____cacheline_aligned_in_smp __attribute__((cachelint_read_hot));
	unsigned long flags;
};
/*
 * check-name: mm_struct with nr_running_avg ____cacheline_aligned_in_smp is clean
 *
 * check-error-start
 * check-error-end
 */
