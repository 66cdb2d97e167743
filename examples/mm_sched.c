// SPDX-License-Identifier: GPL-2.0
/*
 * Seed case: "[RFC PATCH v4 25/28] sched: Skip cache aware scheduling if the
 * process has many active threads" (Chen Yu, 2025; include/linux/mm_types.h).
 *
 * task_cache_work() writes mm->mm_sched_cpu (often -1, again and again);
 * every thread of the process reads mm->nr_running_avg in exceed_llc_nr().
 * Both sit on one cache line, so each write turns the line Modified and
 * every read on another CPU is a HITM: ~10% lost in mysql/sysbench on 256
 * cores.  The fix moved nr_running_avg to its own line:
 *
 *   -	u64 nr_running_avg;
 *   +	u64 nr_running_avg ____cacheline_aligned_in_smp;
 *
 * which is the fix-it cachelint prints; see it as a patch with
 *   gcc -fplugin=build/cachelint.so -Iinclude -c examples/mm_sched.c \
 *       -fdiagnostics-generate-patch
 *
 * mm_struct is one big anonymous struct plus a flexible cpu_bitmap[], as in
 * the kernel: the plugin flattens the anonymous member.
 */
#include "cachelint.h"

typedef unsigned long long u64;
typedef struct { int counter; } atomic_t;
typedef struct { unsigned int slock; } raw_spinlock_t;
#define ____cacheline_aligned_in_smp __attribute__((__aligned__(64)))

struct mm_struct {
	struct {
		struct {
			atomic_t mm_count;
		} ____cacheline_aligned_in_smp;
		unsigned long task_size;
		void *pgd;
		atomic_t mm_users;
		int map_count;
		raw_spinlock_t mm_sched_lock;
		unsigned long mm_sched_epoch;
		int mm_sched_cpu __write_hot;
#ifdef FIXED
		u64 nr_running_avg __read_hot ____cacheline_aligned_in_smp;
#else
		u64 nr_running_avg __read_hot;
#endif
		unsigned long flags;
	};
	unsigned long cpu_bitmap[];
};

int exceed_llc_nr(struct mm_struct *mm, int llc_weight);

int exceed_llc_nr(struct mm_struct *mm, int llc_weight)
{
	return mm->nr_running_avg > (u64)llc_weight;
}
