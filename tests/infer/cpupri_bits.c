/*
 * The cpupri seed as x86_64 defconfig builds it (issue 26): without
 * CPUMASK_OFFSTACK the mask bits sit in struct cpupri_vec, and cpupri_set()
 * updates them with atomic bitops next to atomic_inc(&count), so both are
 * write-hot by role.  But every cpupri_find() reads the masks of all the
 * priorities it tries: by rate the mask is read-mostly relative to count
 * (its read share higher), which --rank shows in each field's evidence.
 */
#define __always_inline inline __attribute__((always_inline))
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define CPUPRI_NR_PRIORITIES 102
#define CPUPRI_INVALID (-1)

typedef struct { int counter; } atomic_t;
struct cpumask { unsigned long bits[1]; };

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

static __always_inline void set_bit(long nr, unsigned long *addr)
{
	asm volatile("lock; btsq %1,%0" : : "m" (*addr), "Ir" (nr) : "memory");
}

static __always_inline void clear_bit(long nr, unsigned long *addr)
{
	asm volatile("lock; btrq %1,%0" : : "m" (*addr), "Ir" (nr) : "memory");
}

struct cpupri_vec {
	atomic_t count;
	struct cpumask mask;
};

struct cpupri {
	struct cpupri_vec pri_to_cpu[CPUPRI_NR_PRIORITIES];
	int *cpu_to_pri;
};

static int any_and(const unsigned long *a, const unsigned long *b)
{
	return (READ_ONCE(*a) & READ_ONCE(*b)) != 0;
}

static int __cpupri_find(struct cpupri *cp, const struct cpumask *allowed, int idx)
{
	struct cpupri_vec *vec = &cp->pri_to_cpu[idx];

	if (!atomic_read(&vec->count))
		return 0;
	return any_and(allowed->bits, vec->mask.bits);
}

int cpupri_find_fitness(struct cpupri *cp, const struct cpumask *allowed, int task_pri)
{
	for (int idx = 0; idx < task_pri; idx++) {
		if (!__cpupri_find(cp, allowed, idx))
			continue;
		for (int k = 0; k < 4; k++)
			if (any_and(allowed->bits, cp->pri_to_cpu[idx].mask.bits))
				return idx;
	}
	return -1;
}

int cpupri_find(struct cpupri *cp, const struct cpumask *allowed)
{
	return cpupri_find_fitness(cp, allowed, 100);
}

int select_task_rq_rt(struct cpupri *cp, const struct cpumask *allowed)
{
	return cpupri_find(cp, allowed);
}

void cpupri_set(struct cpupri *cp, int cpu, int newpri)
{
	int *currpri = &cp->cpu_to_pri[cpu];
	int oldpri = *currpri;

	if (newpri == oldpri)
		return;
	if (newpri != CPUPRI_INVALID) {
		struct cpupri_vec *vec = &cp->pri_to_cpu[newpri];

		set_bit(cpu, vec->mask.bits);
		atomic_inc(&vec->count);
	}
	if (oldpri != CPUPRI_INVALID) {
		struct cpupri_vec *vec = &cp->pri_to_cpu[oldpri];

		atomic_dec(&vec->count);
		clear_bit(cpu, vec->mask.bits);
	}
	*currpri = newpri;
}
/*
 * check-name: cpupri with a cpumask of bits (72-rank's fixture), ranked
 * check-command: unit -O2 cpupri_bits.c && cachelint infer --candidates --rank $dir
 * check-output-start
 * check-output-end
 */
