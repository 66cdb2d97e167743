/* struct cpupri after the fix: each vector's mask starts its own line. */
#define ____cacheline_aligned __attribute__((__aligned__(64)))
#define CPUPRI_NR_PRIORITIES 101
typedef struct { int counter; } atomic_t;
typedef struct cpumask *cpumask_var_t;

struct cpupri_vec {
	atomic_t count __attribute__((cachelint_write_hot));
	cpumask_var_t mask ____cacheline_aligned __attribute__((cachelint_read_hot));
};

struct cpupri {
	struct cpupri_vec pri_to_cpu[CPUPRI_NR_PRIORITIES];
	int *cpu_to_pri;
};
/*
 * check-name: cpupri pri_to_cpu[] with the fix is clean
 *
 * check-error-start
 * check-error-end
 */
