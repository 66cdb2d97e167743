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
/*
 * check-name: the cpupri and mm_struct seeds, found without annotations
 *
 * cpupri.c and mm.c together.  The atomic count and the find loop's mask
 * share a line, confidence high, the finding cites the writer cpupri_set
 * and the reader (cpupri_find) with positions; mm_sched_cpu (written every
 * tick) and nr_running_avg (read by all) share a line, confidence low;
 * the silent store of mm_sched_cpu in account_mm_sched is at the store
 * (mm.c:5x) with the guarded form; none for mm_sched_init's constant
 * stores.  Exit 1 on findings.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[0].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[0].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56)
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[1].mask' (bytes 24-31, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[1].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56)
tests/infer/mm.c:55:21: warning: 'mm_sched_cpu' of struct mm_struct is set to -1 in account_mm_sched on every pass, without checking its value; it shares cache line 0 with read-hot 'nr_running_avg', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->mm_sched_cpu != -1) p->mm_sched_cpu = -1;
    rank: score 0.00982 = write rate 0.179 (top task_cache_work 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top select_task_rq_cache 0.1) x read share 0.91 (reads 1.05; the write side's own 0.27)
tests/infer/mm.c:29:6: warning: write-hot field 'mm_sched_cpu' (bytes 24-27, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'nr_running_avg' (bytes 32-39, role inferred from code) in 'struct mm_struct' [cachelint:false-sharing]
    confidence low: 'mm_sched_cpu' (write_hot code): top writer task_cache_work (tests/infer/mm.c:64:19), top reader select_task_rq_cache (tests/infer/mm.c:74:11), 0/2/1 hot functions rmw/store/load; 'nr_running_avg' (read_hot code): top writer task_cache_work (tests/infer/mm.c:65:2), top reader migrate_degrades_cache (tests/infer/mm.c:82:10), 0/1/4 hot functions rmw/store/load
    rank: score 0.00491 = write rate 0.179 (top task_cache_work 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top select_task_rq_cache 0.1) x read share 0.91 (reads 1.05; the write side's own 0.27)
 * check-output-end
 *
 * --annotations-out: inferred roles with evidence comments.
 * check-command: unit -O2 cpupri.c mm.c && \
 *	cachelint infer --silent-stores --candidates --annotations-out $dir/seed.ann $dir >/dev/null; \
 *	cat $dir/seed.ann
 * check-output-start
# cachelint infer: roles inferred from the code's accesses
# STRUCT.FIELD ROLE; each preceded by its evidence
# hot code: 1 function(s) with RMW, 0 storing, 1 loading; top writer cpupri_set (tests/infer/cpupri.c:90) [0 load, 0 store, 2 rmw; weight 0/0/0.773]; top reader __cpupri_find (tests/infer/cpupri.c:53) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.1, writes 0.0773 (read share 0.56)
cpupri_vec.count.counter write_hot
# hot code: 0 function(s) with RMW, 0 storing, 3 loading; top reader cpupri_find_fitness (tests/infer/cpupri.c:68) [1 load, 0 store, 0 rmw; weight 5.83/0/0]; written only in cold/init code, e.g. cpupri_init (tests/infer/cpupri.c:107) [0 load, 1 store, 0 rmw; weight 0/99/0]; rated reads 0.727, writes 0 (read share 1.00)
cpupri_vec.mask read_hot
# hot code: 0 function(s) with RMW, 0 storing, 1 loading; top reader cpupri_set (tests/infer/cpupri.c:81) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.1, writes 0 (read share 1.00)
cpupri.cpu_to_pri cold
# hot code: 0 function(s) with RMW, 0 storing, 0 loading; written only in cold/init code, e.g. mm_sched_init (tests/infer/mm.c:89) [0 load, 1 store, 0 rmw; weight 0/1/0]
mm_struct.flags cold
# hot code: 0 function(s) with RMW, 0 storing, 0 loading; written only in cold/init code, e.g. mm_sched_init (tests/infer/mm.c:90) [0 load, 1 store, 0 rmw; weight 0/1/0]
mm_struct.mm_sched_lock.lock cold
# hot code: 0 function(s) with RMW, 0 storing, 0 loading; written only in cold/init code, e.g. mm_sched_init (tests/infer/mm.c:91) [0 load, 1 store, 0 rmw; weight 0/1/0]
mm_struct.mm_sched_epoch cold
# hot code: 0 function(s) with RMW, 2 storing, 1 loading; top writer task_cache_work (tests/infer/mm.c:64) [0 load, 1 store, 0 rmw; weight 0/1/0]; top reader select_task_rq_cache (tests/infer/mm.c:74) [1 load, 0 store, 0 rmw; weight 0.66/0/0]; rated reads 0.066, writes 0.179 (read share 0.27)
mm_struct.mm_sched_cpu write_hot
# hot code: 0 function(s) with RMW, 1 storing, 4 loading; top writer task_cache_work (tests/infer/mm.c:65) [1 load, 1 store, 0 rmw; weight 1/1/0]; top reader migrate_degrades_cache (tests/infer/mm.c:82) [1 load, 0 store, 0 rmw; weight 8.09/0/0]; rated reads 1.05, writes 0.1 (read share 0.91)
mm_struct.nr_running_avg read_hot
# hot code: 0 function(s) with RMW, 0 storing, 0 loading; written only in cold/init code, e.g. mm_sched_init (tests/infer/mm.c:93) [0 load, 1 store, 0 rmw; weight 0/1/0]
mm_struct.total_vm cold
# hot code: 0 function(s) with RMW, 0 storing, 4 loading; top reader migrate_degrades_cache (tests/infer/mm.c:82) [1 load, 0 store, 0 rmw; weight 8.09/0/0]; rated reads 1.11, writes 0 (read share 1.00)
task_struct.mm read_hot
# hot code: 0 function(s) with RMW, 0 storing, 1 loading; top reader account_mm_sched (tests/infer/mm.c:51) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.1, writes 0 (read share 1.00)
task_struct.nr_threads cold
# hot code: 0 function(s) with RMW, 0 storing, 1 loading; top reader account_mm_sched (tests/infer/mm.c:51) [1 load, 0 store, 0 rmw; weight 0.415/0/0]; rated reads 0.0415, writes 0 (read share 1.00)
rq.cpu cold
# hot code: 0 function(s) with RMW, 1 storing, 0 loading; top writer account_mm_sched (tests/infer/mm.c:56) [0 load, 1 store, 0 rmw; weight 0/0.793/0]; rated reads 0, writes 0.0793 (read share 0.00)
pcpu_sched.occ cold
 * check-output-end
 *
 * silent-store is opt-in: none with --candidates alone, the false sharing stays.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[0].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[0].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56)
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[1].mask' (bytes 24-31, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[1].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56)
tests/infer/mm.c:29:6: warning: write-hot field 'mm_sched_cpu' (bytes 24-27, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'nr_running_avg' (bytes 32-39, role inferred from code) in 'struct mm_struct' [cachelint:false-sharing]
    confidence low: 'mm_sched_cpu' (write_hot code): top writer task_cache_work (tests/infer/mm.c:64:19), top reader select_task_rq_cache (tests/infer/mm.c:74:11), 0/2/1 hot functions rmw/store/load; 'nr_running_avg' (read_hot code): top writer task_cache_work (tests/infer/mm.c:65:2), top reader migrate_degrades_cache (tests/infer/mm.c:82:10), 0/1/4 hot functions rmw/store/load
    rank: score 0.00491 = write rate 0.179 (top task_cache_work 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top select_task_rq_cache 0.1) x read share 0.91 (reads 1.05; the write side's own 0.27)
 * check-output-end
 *
 * --confidence high keeps the cpupri pair and the silent store, drops the
 * low pair; a bad value is an error naming the option.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --silent-stores --candidates --confidence high $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[0].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[0].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56)
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count.counter' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[1].mask' (bytes 24-31, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count.counter' (write_hot code): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[1].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
    rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56)
tests/infer/mm.c:55:21: warning: 'mm_sched_cpu' of struct mm_struct is set to -1 in account_mm_sched on every pass, without checking its value; it shares cache line 0 with read-hot 'nr_running_avg', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->mm_sched_cpu != -1) p->mm_sched_cpu = -1;
    rank: score 0.00982 = write rate 0.179 (top task_cache_work 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top select_task_rq_cache 0.1) x read share 0.91 (reads 1.05; the write side's own 0.27)
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --silent-stores --candidates --confidence medium $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: --confidence takes high or low
 * check-output-end
 *
 * The defaults: a finding needs a declared side.  The seeds declare
 * nothing, so their pairs are candidates: held back, counted on stderr (as
 * many as the --candidates run lists false-sharing and straddle
 * findings: the count below), exit 0.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer $dir
 * check-output-start
cachelint infer: 3 candidate findings with roles from the code alone not shown (--candidates lists them)
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --candidates --format json $dir | \
 *	jq '[.findings[] | select(.rule == "false-sharing" or .rule == "straddle")] | length'
 * check-output-start
3
 * check-output-end
 *
 * --annotations: one side declared in a file, the other from the code.
 * The declared atomic_t is accessed through its member, whose accesses are
 * its evidence (no count.counter); a line naming a missing field is stale
 * at FILE:LINE, one naming a struct no report has is only counted.
 * check-command: unit -O2 cpupri.c mm.c && \
 *	printf '%s\n' '# the seed, one side declared' 'cpupri_vec.count write_hot' \
 *		'cpupri_vec.nosuch read_hot' 'no_such_struct.x cold' >$dir/one.ann && \
 *	cachelint infer --annotations $dir/one.ann $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count' (bytes 0-3, role from annotation file) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[0].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count' (write_hot file): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[0].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count' (bytes 0-3, role from annotation file) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[1].mask' (bytes 24-31, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count' (write_hot file): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[1].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
$dir/one.ann:3: warning: annotation 'cpupri_vec.nosuch' names no field 'nosuch' of 'struct cpupri_vec' in the build's reports [cachelint:stale-annotation]
cachelint infer: note: 1 line of $dir/one.ann names a struct no report has: not applied
cachelint infer: 1 candidate finding with roles from the code alone not shown (--candidates lists them)
 * check-output-end
 *
 * A file's write-hot field the code only reads is a role-contradiction.
 * check-command: unit -O2 cpupri.c mm.c && printf 'cpupri_vec.mask write_hot\n' >$dir/c.ann && \
 *	cachelint infer --annotations $dir/c.ann $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/cpupri.c:37:20: warning: 'pri_to_cpu[0].mask' of struct cpupri is declared write-hot but the code writes it only in init or cold code (written in cpupri_init (tests/infer/cpupri.c:107:13); the code says read_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 0 storing, 3 loading; top reader cpupri_find_fitness (tests/infer/cpupri.c:68) [1 load, 0 store, 0 rmw; weight 5.83/0/0]; written only in cold/init code, e.g. cpupri_init (tests/infer/cpupri.c:107) [0 load, 1 store, 0 rmw; weight 0/99/0]
cachelint infer: 1 candidate finding with roles from the code alone not shown (--candidates lists them)
 * check-output-end
 *
 * A bad line is an error naming the file and line (exit 2).
 * check-command: unit -O2 cpupri.c mm.c && printf 'cpupri_vec.count hot\n' >$dir/bad.ann && \
 *	cachelint infer --annotations $dir/bad.ann $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.ann:1: unknown role 'hot' (want write_hot, read_hot or cold)
 * check-output-end
 *
 * The review loop: --annotations-out, read back with --annotations,
 * declares both sides of every pair.  Those pairs are the plugin's and
 * pahole's to report: held back and counted by default; --declared-pairs
 * lists as many false-sharing findings as --candidates did without the file.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --annotations-out $dir/all.ann $dir >/dev/null 2>&1; \
 *	cachelint infer --annotations $dir/all.ann $dir
 * check-output-start
cachelint infer: 3 pairs of declared roles not shown: the plugin reports them (--declared-pairs lists them)
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --annotations-out $dir/all.ann $dir >/dev/null 2>&1; \
 *	cachelint infer --annotations $dir/all.ann --declared-pairs --format json $dir | \
 *	jq '[.findings[] | select(.rule == "false-sharing")] | length'; \
 *	cachelint infer --candidates --format json $dir | jq '[.findings[] | select(.rule == "false-sharing")] | length'
 * check-output-start
3
3
 * check-output-end
 *
 * A declared aggregate speaks for its members: declaring atomic_t count and
 * its counter repeats no pair (two false-sharing findings, no count.counter).
 * check-command: unit -O2 cpupri.c mm.c && \
 *	printf '%s\n' 'cpupri_vec.count write_hot' 'cpupri_vec.count.counter write_hot' >$dir/agg.ann && \
 *	cachelint infer --annotations $dir/agg.ann $dir 2>/dev/null
 * check-exit-value: 1
 * check-output-start
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count' (bytes 0-3, role from annotation file) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[0].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count' (write_hot file): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[0].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
tests/infer/cpupri.c:37:20: warning: write-hot field 'pri_to_cpu[0].count' (bytes 0-3, role from annotation file) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'pri_to_cpu[1].mask' (bytes 24-31, role inferred from code) in 'struct cpupri' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'pri_to_cpu[0].count' (write_hot file): top writer cpupri_set (tests/infer/cpupri.c:90:3), top reader __cpupri_find (tests/infer/cpupri.c:53:7), 1/0/1 hot functions rmw/store/load; 'pri_to_cpu[1].mask' (read_hot code): top writer none, top reader cpupri_find_fitness (tests/infer/cpupri.c:68:46), 0/0/3 hot functions rmw/store/load
 * check-output-end
 *
 * --format json: the rules, the origins ("code" for both sides), "top
 * writer" in every false-sharing finding's extra, struct mm_struct listed.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --silent-stores --candidates --format json $dir | \
 *	jq -c '.findings[] | [.rule, .origins, (.extra | test("top writer"))]'
 * check-output-start
["false-sharing",["code","code"],true]
["false-sharing",["code","code"],true]
["silent-store",["code","code"],false]
["false-sharing",["code","code"],true]
 * check-output-end
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --silent-stores --candidates --format json $dir | \
 *	jq -c '[.structs[].name]'
 * check-output-start
["struct cpupri","struct mm_struct","struct task_struct","struct rq","struct pcpu_sched"]
 * check-output-end
 *
 * --rmw-functions 2: one RMW function no longer makes count write-hot: no finding.
 * check-command: unit -O2 cpupri.c && cachelint infer --silent-stores --candidates --rmw-functions 2 $dir
 * check-output-start
 * check-output-end
 *
 * --by-line: the 3 pairs (above) on 2 lines give 2 warnings, each field
 * once with its evidence; the silent store as before.
 * check-command: unit -O2 cpupri.c mm.c && cachelint infer --silent-stores --candidates --by-line $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/cpupri.c:37:20: warning: cache line 0 of 'struct cpupri' (bytes 0-63 of 64-byte lines): write-hot 'pri_to_cpu[0].count.counter' shares it with read-hot 'pri_to_cpu[0].mask', 'pri_to_cpu[1].mask' (2 pairs, 2 of high confidence) [cachelint:false-sharing]
    write-hot 'pri_to_cpu[0].count.counter' (bytes 0-3, from the code): hot code: 1 function(s) with RMW, 0 storing, 1 loading; top writer cpupri_set (tests/infer/cpupri.c:90) [0 load, 0 store, 2 rmw; weight 0/0/0.773]; top reader __cpupri_find (tests/infer/cpupri.c:53) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.1, writes 0.0773 (read share 0.56)
    read-hot 'pri_to_cpu[0].mask' (bytes 8-15, from the code): hot code: 0 function(s) with RMW, 0 storing, 3 loading; top reader cpupri_find_fitness (tests/infer/cpupri.c:68) [1 load, 0 store, 0 rmw; weight 5.83/0/0]; written only in cold/init code, e.g. cpupri_init (tests/infer/cpupri.c:107) [0 load, 1 store, 0 rmw; weight 0/99/0]; rated reads 0.727, writes 0 (read share 1.00)
    read-hot 'pri_to_cpu[1].mask' (bytes 24-31, from the code): hot code: 0 function(s) with RMW, 0 storing, 3 loading; top reader cpupri_find_fitness (tests/infer/cpupri.c:68) [1 load, 0 store, 0 rmw; weight 5.83/0/0]; written only in cold/init code, e.g. cpupri_init (tests/infer/cpupri.c:107) [0 load, 1 store, 0 rmw; weight 0/99/0]; rated reads 0.727, writes 0 (read share 1.00)
    confidence high: 'pri_to_cpu[0].count.counter' / 'pri_to_cpu[0].mask'
    confidence high: 'pri_to_cpu[0].count.counter' / 'pri_to_cpu[1].mask'
    line score 0.0309 (its pairs' sum); costliest pair 'pri_to_cpu[0].count.counter' / 'pri_to_cpu[0].mask', rank: score 0.0155 = write rate 0.0773 (top cpupri_set 0.0773, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 1 writing it; top __cpupri_find 0.1) x read share 1.00 (reads 0.727; the write side's own 0.56)
tests/infer/mm.c:55:21: warning: 'mm_sched_cpu' of struct mm_struct is set to -1 in account_mm_sched on every pass, without checking its value; it shares cache line 0 with read-hot 'nr_running_avg', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->mm_sched_cpu != -1) p->mm_sched_cpu = -1;
tests/infer/mm.c:29:6: warning: cache line 0 of 'struct mm_struct' (bytes 0-63 of 64-byte lines): write-hot 'mm_sched_cpu' shares it with read-hot 'nr_running_avg' (1 pair, 0 of high confidence) [cachelint:false-sharing]
    write-hot 'mm_sched_cpu' (bytes 24-27, from the code): hot code: 0 function(s) with RMW, 2 storing, 1 loading; top writer task_cache_work (tests/infer/mm.c:64) [0 load, 1 store, 0 rmw; weight 0/1/0]; top reader select_task_rq_cache (tests/infer/mm.c:74) [1 load, 0 store, 0 rmw; weight 0.66/0/0]; rated reads 0.066, writes 0.179 (read share 0.27)
    read-hot 'nr_running_avg' (bytes 32-39, from the code): hot code: 0 function(s) with RMW, 1 storing, 4 loading; top writer task_cache_work (tests/infer/mm.c:65) [1 load, 1 store, 0 rmw; weight 1/1/0]; top reader migrate_degrades_cache (tests/infer/mm.c:82) [1 load, 0 store, 0 rmw; weight 8.09/0/0]; rated reads 1.05, writes 0.1 (read share 0.91)
    line score 0.00491 (its pairs' sum); costliest pair 'mm_sched_cpu' / 'nr_running_avg', rank: score 0.00491 = write rate 0.179 (top task_cache_work 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top select_task_rq_cache 0.1) x read share 0.91 (reads 1.05; the write side's own 0.27)
 * check-output-end
 */
