// SPDX-License-Identifier: GPL-2.0
/*
 * Code that uses annotated structs, for tests/suites/12-codegen.sh: the object
 * code must be the same with and without the plugin.  Loads, stores,
 * read-modify-writes, atomics, bitfields, arrays of structs, anonymous
 * members, initialised data, and a struct with a finding (so the plugin has
 * something to say while compiling).
 */
#include "cachelint.h"

#define ____cacheline_aligned __attribute__((__aligned__(64)))
#define ____cacheline_aligned_in_smp ____cacheline_aligned

typedef struct { int counter; } atomic_t;
typedef struct { volatile unsigned int raw_lock; } raw_spinlock_t;

struct cpupri_vec {
	atomic_t count __write_hot;
	void *mask __read_hot;
};

struct cpupri {
	struct cpupri_vec pri_to_cpu[101];
	int *cpu_to_pri;
};

struct mm_like {
	struct {
		atomic_t mm_count __write_hot;
	} ____cacheline_aligned_in_smp;
	unsigned long mmap_base;
	raw_spinlock_t mm_sched_lock;
	int mm_sched_cpu __write_hot;
	unsigned long long nr_running_avg ____cacheline_aligned_in_smp __read_hot;
	union {
		long as_long __read_hot;
		unsigned char bytes[8];
	};
	unsigned int ready : 1, state : 3 __write_hot, pad : 28;
	unsigned long cpu_bitmap[];
};

struct stats {
	long rx_packets __hot_group(rx);
	long tx_packets __hot_group(tx);
	_Atomic long seq;
	long cfg __read_hot;
};

struct cpupri global_cpupri;
struct stats global_stats = { .cfg = 42 };
static const struct stats template_stats = { 1, 2, 3, 4 };

void cpupri_set(struct cpupri *cp, int pri, int cpu);
void cpupri_set(struct cpupri *cp, int pri, int cpu)
{
	struct cpupri_vec *vec = &cp->pri_to_cpu[pri];

	__atomic_fetch_add(&vec->count.counter, 1, __ATOMIC_SEQ_CST);
	cp->cpu_to_pri[cpu] = pri;
}

int cpupri_find(const struct cpupri *cp, int lowest);
int cpupri_find(const struct cpupri *cp, int lowest)
{
	for (int idx = 0; idx < lowest && idx < 101; idx++) {
		const struct cpupri_vec *vec = &cp->pri_to_cpu[idx];

		if (__atomic_load_n(&vec->count.counter, __ATOMIC_ACQUIRE) && vec->mask)
			return idx;
	}
	return -1;
}

void account_mm(struct mm_like *mm, int cpu, int over);
void account_mm(struct mm_like *mm, int cpu, int over)
{
	if (over) {
		if (mm->mm_sched_cpu != -1)
			mm->mm_sched_cpu = -1;
	} else {
		mm->mm_sched_cpu = cpu;
	}
	mm->state = (mm->state + 1) & 7;
	mm->cpu_bitmap[cpu / 64] |= 1UL << (cpu % 64);
	mm->nr_running_avg = (mm->nr_running_avg * 7 + (unsigned long long)cpu) / 8;
}

long read_mm(const struct mm_like *mm);
long read_mm(const struct mm_like *mm)
{
	return (long)mm->nr_running_avg + mm->as_long + mm->ready + mm->bytes[3];
}

void stats_add(struct stats *s, long rx, long tx);
void stats_add(struct stats *s, long rx, long tx)
{
	s->rx_packets += rx;
	s->tx_packets += tx;
	s->seq++;
	if (s->cfg > template_stats.cfg)
		s->cfg = template_stats.cfg;
}

long stats_sum(void);
long stats_sum(void)
{
	struct stats local = global_stats;
	long sum = 0;

	for (int i = 0; i < 101; i++)
		sum += global_cpupri.pri_to_cpu[i].count.counter;
	return sum + local.rx_packets + local.cfg;
}
