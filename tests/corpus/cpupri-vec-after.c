/* kernel/sched/cpupri.h after "Optimize cpupri_vec layout" (seed 1). */
#define ____cacheline_aligned __attribute__((__aligned__(64)))
typedef struct { int counter; } atomic_t;
typedef struct cpumask *cpumask_var_t;

struct cpupri_vec {
	atomic_t count __attribute__((cachelint_write_hot));
	cpumask_var_t mask ____cacheline_aligned __attribute__((cachelint_read_hot));
};
/*
 * check-name: cpupri_vec with mask ____cacheline_aligned is clean
 *
 * check-error-start
 * check-error-end
 */
