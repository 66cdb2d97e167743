/*
 * A public fix in code form (issue 26): "sched/task_group: Re-layout
 * structure to reduce false sharing" (Deng Pan, LKML 2023-05-25,
 * https://lkml.iu.edu/hypermail/linux/kernel/2305.3/03048.html; merged
 * for v6.5).  In the v6.0 layout the line that b0367629acf6 gave
 * load_avg (____cacheline_aligned) also holds rt_se and rt_rq, which
 * set_task_rq() loads on every migrating wakeup, while enqueues and
 * ticks add to load_avg: pipe-based context switching spent 6% of its
 * cycles on those loads.  The ranking must put load_avg against rt_se and
 * rt_rq first, above the unit's other pairs (the bandwidth timer's
 * plain counters, the idle flag set from cgroup files with WRITE_ONCE).
 */
#define __always_inline inline __attribute__((always_inline))
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define ____cacheline_aligned __attribute__((aligned(64)))

typedef struct { long counter; } atomic_long_t;

static __always_inline void atomic_long_add(long i, atomic_long_t *v)
{
	asm volatile("lock; addq %1,%0" : "+m" (v->counter) : "er" (i));
}

struct sched_entity { long avg; struct cfs_rq *cfs_rq; struct sched_entity *parent; };
struct sched_rt_entity { struct rt_rq *rt_rq; struct sched_rt_entity *parent; };
struct cfs_rq { struct task_group *tg; long avg_load, tg_load_avg_contrib; };
struct rt_rq { int rt_nr_running; };
struct rt_bandwidth { long rt_period, rt_runtime; int nr_periods; int overruns; };

struct task_group {
	void *css;
	struct sched_entity **se;
	struct cfs_rq **cfs_rq;
	unsigned long shares;
	int idle;
	atomic_long_t load_avg ____cacheline_aligned;
	struct sched_rt_entity **rt_se;
	struct rt_rq **rt_rq;
	struct rt_bandwidth rt_bandwidth;
	struct task_group *parent;
};

struct task_struct {
	int cpu;
	struct task_group *sched_task_group;
	struct sched_entity se;
	struct sched_rt_entity rt;
};

static void update_tg_load_avg(struct cfs_rq *cfs_rq)
{
	long delta = cfs_rq->avg_load - cfs_rq->tg_load_avg_contrib;

	if (delta > 64 || delta < -64) {
		atomic_long_add(delta, &cfs_rq->tg->load_avg);
		cfs_rq->tg_load_avg_contrib += delta;
	}
}

void enqueue_task_fair(struct cfs_rq *cfs_rq)
{
	cfs_rq->avg_load += 4;
	update_tg_load_avg(cfs_rq);
}

/* the wakee's CPU enqueues, from the wakeup IPI's queue */
void sched_ttwu_pending(struct cfs_rq *cfs_rq)
{
	enqueue_task_fair(cfs_rq);
}

/* ... and every tick updates the group's load */
void sched_tick(struct cfs_rq *cfs_rq)
{
	cfs_rq->avg_load -= 1;
	update_tg_load_avg(cfs_rq);
}

static void set_task_rq(struct task_struct *p, int cpu)
{
	struct task_group *tg = p->sched_task_group;

	p->se.cfs_rq = READ_ONCE(tg->cfs_rq[cpu]);
	p->se.parent = READ_ONCE(tg->se[cpu]);
	p->rt.rt_rq = READ_ONCE(tg->rt_rq[cpu]);
	p->rt.parent = READ_ONCE(tg->rt_se[cpu]);
}

static void set_task_cpu(struct task_struct *p, int cpu)
{
	set_task_rq(p, cpu);
	WRITE_ONCE(p->cpu, cpu);
}

/* the waker picks the CPU and queues the task there (sched_ttwu_pending) */
int try_to_wake_up(struct task_struct *p, int cpu)
{
	if (READ_ONCE(p->cpu) != cpu)
		set_task_cpu(p, cpu);
	return 1;
}

int __schedule(struct task_struct *prev)
{
	struct rt_rq *rt_rq = READ_ONCE(prev->sched_task_group->rt_rq[prev->cpu]);

	return READ_ONCE(rt_rq->rt_nr_running);
}

/* the RT bandwidth timer: plain counters its own callback keeps */
int sched_rt_period_timer(struct task_group *tg)
{
	tg->rt_bandwidth.overruns++;
	tg->rt_bandwidth.nr_periods += READ_ONCE(tg->rt_bandwidth.overruns);
	return READ_ONCE(tg->rt_bandwidth.rt_period) > 0;
}

int sched_rt_runtime_exceeded(struct task_group *tg)
{
	return READ_ONCE(tg->rt_bandwidth.rt_runtime) < READ_ONCE(tg->rt_bandwidth.rt_period);
}

/* cpu.idle, written from a cgroup file */
int sched_group_set_idle(struct task_group *tg, int idle)
{
	WRITE_ONCE(tg->idle, idle);
	return 0;
}

int sched_group_reset_idle(struct task_group *tg)
{
	WRITE_ONCE(tg->idle, 0);
	return 0;
}

int tg_is_idle(struct task_group *tg)
{
	return READ_ONCE(tg->idle) && READ_ONCE(tg->shares);
}

int se_is_idle(struct task_group *tg)
{
	return READ_ONCE(tg->idle) + READ_ONCE(tg->shares);
}
/*
 * check-name: task_group re-layout (72-rank's fixture), ranked
 * check-command: unit -O2 tgrt.c && cachelint infer --candidates --rank $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/tgrt.c:37:16: warning: write-hot field 'load_avg.counter' (bytes 64-71, role inferred from code) shares cache line 1 (bytes 64-127 of 64-byte lines) with read-hot field 'rt_rq' (bytes 80-87, role inferred from code) in 'struct task_group' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'load_avg.counter' (write_hot code): top writer update_tg_load_avg (tests/infer/tgrt.c:56:3), top reader none, 1/0/0 hot functions rmw/store/load; 'rt_rq' (read_hot code): top writer none, top reader set_task_rq (tests/infer/tgrt.c:86:16), 0/0/2 hot functions rmw/store/load
    rank: score 0.744 = write rate 0.5 (top update_tg_load_avg 0.5 from sched_tick) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1.49 (2 hot readers not writing the line; 0 writing it; top __schedule 1 from __schedule) x read share 1.00 (reads 1.49; the write side's own 0.00)
tests/infer/tgrt.c:37:16: warning: write-hot field 'load_avg.counter' (bytes 64-71, role inferred from code) shares cache line 1 (bytes 64-127 of 64-byte lines) with read-hot field 'rt_bandwidth.rt_period' (bytes 88-95, role inferred from code) in 'struct task_group' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'load_avg.counter' (write_hot code): top writer update_tg_load_avg (tests/infer/tgrt.c:56:3), top reader none, 1/0/0 hot functions rmw/store/load; 'rt_bandwidth.rt_period' (read_hot code): top writer none, top reader sched_rt_period_timer (tests/infer/tgrt.c:116:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.05 = write rate 0.5 (top update_tg_load_avg 0.5 from sched_tick) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top sched_rt_runtime_exceeded 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/tgrt.c:36:6: warning: write-hot field 'idle' (bytes 32-35, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'shares' (bytes 24-31, role inferred from code) in 'struct task_group' [cachelint:false-sharing]
    confidence low: 'idle' (write_hot code): top writer sched_group_set_idle (tests/infer/tgrt.c:127:2), top reader tg_is_idle (tests/infer/tgrt.c:139:9), 0/2/2 hot functions rmw/store/load; 'shares' (read_hot code): top writer none, top reader se_is_idle (tests/infer/tgrt.c:144:31), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top sched_group_set_idle 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top tg_is_idle 0.1) x read share 1.00 (reads 0.15; the write side's own 0.50)
 * check-output-end
 */
