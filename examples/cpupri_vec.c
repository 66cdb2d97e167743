// SPDX-License-Identifier: GPL-2.0
/*
 * Seed case: "sched/rt: Optimize cpupri_vec layout to mitigate cache line
 * contention" (Pan Deng, 2025; kernel/sched/cpupri.h).
 *
 * cpupri_set() does atomic_inc/atomic_dec on vec->count whenever a CPU's RT
 * priority changes; cpupri_find() reads count and then mask of every
 * priority vector on each RT wakeup, from every CPU.  With 16-byte vectors,
 * four of them share a 64-byte line: a count written for priority k evicts
 * the masks of priorities k-3..k+3 from every other CPU's cache.  On a
 * 2-socket, 240-core machine the fix gave +11% FFmpeg FPS and +31%
 * stress-ng cyclic.
 *
 *   gcc -fplugin=build/cachelint.so -Iinclude -c examples/cpupri_vec.c
 *   gcc -fplugin=build/cachelint.so -Iinclude -c examples/cpupri_vec.c -DFIXED
 *
 * The first warns twice: count and mask inside one cpupri_vec, and count of
 * pri_to_cpu[k] against mask of pri_to_cpu[k+1] inside struct cpupri.  The
 * second, with the merged fix, is clean.
 */
#include "cachelint.h"

/* Minimal stand-ins for the kernel's types (x86_64, CPUMASK_OFFSTACK=y). */
typedef struct { int counter; } atomic_t;
struct cpumask { unsigned long bits[8]; };
typedef struct cpumask *cpumask_var_t;
#define ____cacheline_aligned __attribute__((__aligned__(64)))

#define CPUPRI_NR_PRIORITIES 101

struct cpupri_vec {
	atomic_t		count __write_hot;
#ifdef FIXED
	cpumask_var_t		mask __read_hot ____cacheline_aligned;
#else
	cpumask_var_t		mask __read_hot;
#endif
};

struct cpupri {
	struct cpupri_vec	pri_to_cpu[CPUPRI_NR_PRIORITIES];
	int			*cpu_to_pri;
};

int cpupri_find_first(struct cpupri *cp);

int cpupri_find_first(struct cpupri *cp)
{
	for (int idx = 0; idx < CPUPRI_NR_PRIORITIES; idx++)
		if (cp->pri_to_cpu[idx].count.counter && cp->pri_to_cpu[idx].mask)
			return idx;
	return -1;
}
