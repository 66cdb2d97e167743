/*
 * The mm_struct seed in code form (cache-aware scheduling RFC v4 25/28):
 * account_mm_sched() runs on every tick and stores -1 into mm_sched_cpu
 * unconditionally; every thread of the process reads nr_running_avg, which
 * sits on the same line.  No annotation: inference must find the false
 * sharing and the silent store.  -DFIXED applies the fix of the thread
 * (a compare before the store, nr_running_avg on its own line); -DGUARD
 * only the compare, -DALIGN only the move.
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#ifdef FIXED
#define GUARD
#define ALIGN
#endif
#ifdef ALIGN
#define __cacheline_aligned __attribute__((aligned(64)))
#else
#define __cacheline_aligned
#endif

typedef unsigned long long u64;
typedef struct { int lock; } raw_spinlock_t;

struct mm_struct {
	unsigned long flags;
	raw_spinlock_t mm_sched_lock;
	unsigned long mm_sched_epoch;
	int mm_sched_cpu;
	u64 nr_running_avg __cacheline_aligned;
	unsigned long total_vm;
};

struct task_struct { struct mm_struct *mm; int nr_threads; int cpu; };
struct rq { int cpu; int nr_running; };
struct pcpu_sched { int occ; };

int llc_size(int cpu);
int fair_cpu(int cpu);
int pick_cpu(struct mm_struct *mm);

static int exceed_llc_nr(struct mm_struct *mm, int cpu)
{
	return READ_ONCE(mm->nr_running_avg) > (u64)llc_size(cpu);
}

void account_mm_sched(struct rq *rq, struct task_struct *p, struct pcpu_sched *pcpu_sched)
{
	struct mm_struct *mm = p->mm;

	if (p->nr_threads <= 1 || exceed_llc_nr(mm, rq->cpu)) {
#ifdef GUARD
		if (mm->mm_sched_cpu != -1)
#endif
			mm->mm_sched_cpu = -1;
		pcpu_sched->occ = 0;
	}
}

void task_cache_work(struct task_struct *p, int nr)
{
	struct mm_struct *mm = p->mm;

	mm->mm_sched_cpu = pick_cpu(mm);
	WRITE_ONCE(mm->nr_running_avg, (mm->nr_running_avg * 7 + nr) / 8);
}

int select_task_rq_cache(struct task_struct *p, int prev_cpu)
{
	struct mm_struct *mm = p->mm;

	if (READ_ONCE(mm->nr_running_avg) > 4)
		return prev_cpu;
	return mm->mm_sched_cpu >= 0 ? mm->mm_sched_cpu : prev_cpu;
}

int migrate_degrades_cache(struct task_struct *p, int nr_cpus)
{
	int bad = 0;

	for (int cpu = 0; cpu < nr_cpus; cpu++)
		bad += READ_ONCE(p->mm->nr_running_avg) > (u64)fair_cpu(cpu);
	return bad;
}

/* sets many fields to constants: an initialiser, not a silent store */
void mm_sched_init(struct mm_struct *mm)
{
	mm->flags = 0;
	mm->mm_sched_lock.lock = 0;
	mm->mm_sched_epoch = 0;
	mm->mm_sched_cpu = -1;
	mm->total_vm = 0;
}
/*
 * check-name: the mm_struct seed's fixes: guard only, move only, both
 *
 * (The seed itself, with cpupri, is in cpupri.c's block.)
 * -DGUARD: the compare makes the tick's store one made on change
 * (account_mm_sched: on_change == the stores' weight): no silent store;
 * task_cache_work() still changes mm_sched_cpu, so the false sharing stays.
 * check-command: unit -O2 -DGUARD mm.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/mm.c:29:6: warning: write-hot field 'mm_sched_cpu' (bytes 24-27, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'nr_running_avg' (bytes 32-39, role inferred from code) in 'struct mm_struct' [cachelint:false-sharing]
    confidence low: 'mm_sched_cpu' (write_hot code): top writer task_cache_work (tests/infer/mm.c:64:19), top reader account_mm_sched (tests/infer/mm.c:55:21), 0/2/2 hot functions rmw/store/load; 'nr_running_avg' (read_hot code): top writer task_cache_work (tests/infer/mm.c:65:2), top reader migrate_degrades_cache (tests/infer/mm.c:82:10), 0/1/4 hot functions rmw/store/load
    rank: score 0.00417 = write rate 0.152 (top task_cache_work 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top select_task_rq_cache 0.1) x read share 0.91 (reads 1.05; the write side's own 0.49)
 * check-output-end
 * check-command: unit -O2 -DGUARD mm.c && sites | grep ' mm_sched_cpu account_mm_sched:'
 * check-output-start
struct mm_struct mm_sched_cpu account_mm_sched:55 hot n=1,1,0 w=0.7926,0.523116,0 plain {"on_change":0.523116}
 * check-output-end
 *
 * -DALIGN: nr_running_avg on its own line: no false sharing, no silent store.
 * check-command: unit -O2 -DALIGN mm.c && cachelint infer --silent-stores --candidates $dir
 * check-output-start
 * check-output-end
 *
 * -DFIXED: clean, exit 0.
 * check-command: unit -O2 -DFIXED mm.c && cachelint infer --silent-stores --candidates $dir
 * check-output-start
 * check-output-end
 */
