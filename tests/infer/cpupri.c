/*
 * The cpupri seed in code form (kernel/sched/cpupri.c, v6.12): cpupri_set()
 * updates pri_to_cpu[].count with atomics, the find loop reads
 * pri_to_cpu[].mask for every priority.  No annotation anywhere: inference
 * must find that count (write-hot) and mask (read-hot) share lines.
 */
#define __always_inline inline __attribute__((always_inline))
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define CPUPRI_NR_PRIORITIES 102
#define CPUPRI_INVALID (-1)

typedef struct { int counter; } atomic_t;
struct cpumask { unsigned long bits[4]; };
typedef struct cpumask *cpumask_var_t;

static __always_inline void atomic_inc(atomic_t *v)
{
	asm volatile("lock; incl %0" : "+m" (v->counter));
}

static __always_inline void atomic_dec(atomic_t *v)
{
	asm volatile("lock; decl %0" : "+m" (v->counter));
}

static __always_inline int atomic_read(const atomic_t *v)
{
	return READ_ONCE(v->counter);
}

struct cpupri_vec {
	atomic_t count;
	cpumask_var_t mask;
};

struct cpupri {
	struct cpupri_vec pri_to_cpu[CPUPRI_NR_PRIORITIES];
	int *cpu_to_pri;
};

int cpumask_test_cpu(int cpu, const struct cpumask *m);
int cpumask_and(struct cpumask *dst, const struct cpumask *a, const struct cpumask *b);
void cpumask_set_cpu(int cpu, struct cpumask *m);
void cpumask_clear_cpu(int cpu, struct cpumask *m);
struct cpumask *alloc_mask(void);

static int __cpupri_find(struct cpupri *cp, const struct cpumask *allowed,
			 struct cpumask *lowest_mask, int idx)
{
	struct cpupri_vec *vec = &cp->pri_to_cpu[idx];
	int skip = 0;

	if (!atomic_read(&vec->count))
		skip = 1;
	if (skip)
		return 0;
	if (lowest_mask)
		return cpumask_and(lowest_mask, allowed, vec->mask);
	return cpumask_test_cpu(0, vec->mask);
}

int cpupri_find_fitness(struct cpupri *cp, const struct cpumask *allowed,
			struct cpumask *lowest_mask, int task_pri)
{
	for (int idx = 0; idx < task_pri; idx++) {
		if (!__cpupri_find(cp, allowed, lowest_mask, idx))
			continue;
		if (cpumask_test_cpu(1, cp->pri_to_cpu[idx].mask))
			return 1;
	}
	return 0;
}

int cpupri_find(struct cpupri *cp, const struct cpumask *allowed, struct cpumask *lowest_mask)
{
	return cpupri_find_fitness(cp, allowed, lowest_mask, 100);
}

void cpupri_set(struct cpupri *cp, int cpu, int newpri)
{
	int *currpri = &cp->cpu_to_pri[cpu];
	int oldpri = *currpri;

	if (newpri == oldpri)
		return;
	if (newpri != CPUPRI_INVALID) {
		struct cpupri_vec *vec = &cp->pri_to_cpu[newpri];

		cpumask_set_cpu(cpu, vec->mask);
		atomic_inc(&vec->count);
	}
	if (oldpri != CPUPRI_INVALID) {
		struct cpupri_vec *vec = &cp->pri_to_cpu[oldpri];

		atomic_dec(&vec->count);
		cpumask_clear_cpu(cpu, vec->mask);
	}
	*currpri = newpri;
}

__attribute__((section(".init.text"), cold)) int cpupri_init(struct cpupri *cp)
{
	for (int i = 0; i < CPUPRI_NR_PRIORITIES; i++) {
		struct cpupri_vec *vec = &cp->pri_to_cpu[i];

		vec->count.counter = 0;
		vec->mask = alloc_mask();
	}
	return 0;
}
