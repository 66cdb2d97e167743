// SPDX-License-Identifier: GPL-2.0
/*
 * Seed case: "[sched] af7f588d8f: will-it-scale.per_thread_ops -13.9%
 * regression" (kernel test robot, 2023), after "sched: Introduce
 * per-memory-map concurrency ID".  context_switch1 in thread mode: all
 * threads share one mm_struct, and every context switch now also wrote the
 * mm's concurrency-ID state, next to the lazy-TLB reference count written
 * on the same switch and to fields every switch only reads.  Up to -85% on
 * 104-thread Skylake.
 *
 * This is a simplified illustration of that layout pattern, not the exact
 * 6.4 mm_struct: two groups of fields written on every switch by every CPU
 * (one under cid_lock, one atomic) and read-mostly fields on one line.
 * cachelint reports write-contention between the groups and false sharing
 * with the read-mostly fields; -DFIXED gives each its own line.
 */
#include "cachelint.h"

typedef struct { int counter; } atomic_t;
typedef struct { unsigned int slock; } raw_spinlock_t;
#define ____cacheline_aligned_in_smp __attribute__((__aligned__(64)))
#ifdef FIXED
# define NEW_LINE ____cacheline_aligned_in_smp
#else
# define NEW_LINE
#endif

struct mm_struct {
	void		*pgd __read_hot;		/* read by switch_mm() */
	unsigned long	context_id __read_hot;
	atomic_t	mm_count __hot_group(lazy_tlb) NEW_LINE;	/* mmgrab()/mmdrop() on switch */
	raw_spinlock_t	cid_lock __hot_group(cid) NEW_LINE;	/* mm_cid_get()/put() */
	unsigned long	cid_bitmap[1] __hot_group(cid);
};

unsigned long mm_context(struct mm_struct *mm);

unsigned long mm_context(struct mm_struct *mm)
{
	return mm->context_id + (unsigned long)mm->pgd;
}
