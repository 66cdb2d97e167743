/*
 * A public fix in code form (issue 26): commit b0367629acf6 "sched/fair:
 * Move the cache-hot 'load_avg' variable into its own cacheline" (v4.4).
 * Before it, struct task_group kept the atomic load_avg, which
 * update_tg_load_avg() adds to on every tick of every CPU, on the line of
 * se, cfs_rq and shares, which the tick's update_cfs_shares() reads on
 * every CPU: the v4.3 layout, reduced to what the tick touches.  No
 * annotation: the ranking must put load_avg against those fields first,
 * above the unit's other pairs (tg_debug's, whose writer no hot entry
 * reaches; the nr_spread pair, plain stores under the group's own lock).
 */
#define __always_inline inline __attribute__((always_inline))
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))

typedef struct { long counter; } atomic_long_t;
typedef struct { int val; } spinlock_t;

static __always_inline void atomic_long_add(long i, atomic_long_t *v)
{
	asm volatile("lock; addq %1,%0" : "+m" (v->counter) : "er" (i));
}

static __always_inline long atomic_long_read(const atomic_long_t *v)
{
	return READ_ONCE(v->counter);
}

struct sched_entity { unsigned long weight; long avg; };
struct cfs_rq {
	struct task_group *tg;
	long avg_load, tg_load_contrib;
	struct sched_entity *curr;
};

struct task_group {
	void *css;
	struct sched_entity **se;
	struct cfs_rq **cfs_rq;
	unsigned long shares;
	atomic_long_t load_avg;
	spinlock_t lock;
	int nr_spread;
	int spread_seen;
	struct task_group *parent;
};

/* the debug knob: an atomic writer only a sysfs-like root calls */
struct tg_debug {
	atomic_long_t hits;
	long limit;
};

void _raw_spin_lock(spinlock_t *l);
void _raw_spin_unlock(spinlock_t *l);
int smp_processor_id(void);

static void update_tg_load_avg(struct cfs_rq *cfs_rq)
{
	long delta = cfs_rq->avg_load - cfs_rq->tg_load_contrib;

	if (delta > 64 || delta < -64) {
		atomic_long_add(delta, &cfs_rq->tg->load_avg);
		cfs_rq->tg_load_contrib += delta;
	}
}

static long calc_cfs_shares(struct cfs_rq *cfs_rq, struct task_group *tg)
{
	long load = atomic_long_read(&tg->load_avg);

	return (long)READ_ONCE(tg->shares) * cfs_rq->avg_load / (load + 1);
}

static void update_cfs_shares(struct cfs_rq *cfs_rq)
{
	struct task_group *tg = cfs_rq->tg;
	int cpu = smp_processor_id();
	struct sched_entity *se = READ_ONCE(tg->se[cpu]);

	if (!se || READ_ONCE(tg->cfs_rq[cpu]) != cfs_rq)
		return;
	se->weight = calc_cfs_shares(cfs_rq, tg);
}

static void entity_tick(struct cfs_rq *cfs_rq)
{
	cfs_rq->avg_load += 1;
	update_tg_load_avg(cfs_rq);
	update_cfs_shares(cfs_rq);
}

void sched_tick(struct cfs_rq *cfs_rq)
{
	entity_tick(cfs_rq);
}

/* a wakeup's walk up the group tree reads shares too */
int try_to_wake_up(struct cfs_rq *cfs_rq)
{
	struct task_group *tg = cfs_rq->tg;
	int spread = 0;

	for (; tg; tg = READ_ONCE(tg->parent))
		spread += READ_ONCE(tg->shares) > 1024;
	return spread;
}

/* plain stores under the group's own lock, from the balancer */
void tg_note_spread(struct task_group *tg, int n)
{
	_raw_spin_lock(&tg->lock);
	tg->nr_spread = n;
	tg->spread_seen = n;
	_raw_spin_unlock(&tg->lock);
}

void tg_spread_balance(struct task_group *tg, int n)
{
	_raw_spin_lock(&tg->lock);
	tg->nr_spread = n + 1;
	_raw_spin_unlock(&tg->lock);
}

long tg_debug_store(struct tg_debug *d, long v)
{
	atomic_long_add(v, &d->hits);
	return READ_ONCE(d->limit);
}

long tg_debug_show_limit(struct tg_debug *d)
{
	return READ_ONCE(d->limit) + 1;
}

long tg_debug_check(struct tg_debug *d)
{
	return READ_ONCE(d->limit) > 4;
}
/*
 * check-name: task_group load_avg (72-rank's fixture of commit b0367629acf6), ranked
 * check-command: unit -O2 tgload.c && cachelint infer --candidates --rank $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/tgload.c:41:16: warning: write-hot field 'load_avg.counter' (bytes 32-39, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'shares' (bytes 24-31, role inferred from code) in 'struct task_group' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'load_avg.counter' (write_hot code): top writer update_tg_load_avg (tests/infer/tgload.c:63:3), top reader update_cfs_shares (tests/infer/tgload.c:83:15), 1/0/1 hot functions rmw/store/load; 'shares' (read_hot code): top writer none, top reader try_to_wake_up (tests/infer/tgload.c:105:13), 0/0/2 hot functions rmw/store/load
    rank: score 1 = write rate 0.5 (top update_tg_load_avg 0.5 from sched_tick) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 2 (2 hot readers not writing the line; 0 writing it; top update_cfs_shares 1 from sched_tick) x read share 1.00 (reads 8.46; the write side's own 0.43)
tests/infer/tgload.c:50:16: warning: write-hot field 'hits.counter' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct tg_debug' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits.counter' (write_hot code): top writer tg_debug_store (tests/infer/tgload.c:127:2), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader tg_debug_store (tests/infer/tgload.c:128:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.01 = write rate 0.1 (top tg_debug_store 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top tg_debug_check 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/tgload.c:43:6: warning: write-hot field 'nr_spread' (bytes 44-47, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'shares' (bytes 24-31, role inferred from code) in 'struct task_group' [cachelint:false-sharing]
    confidence low: 'nr_spread' (write_hot code): top writer tg_note_spread (tests/infer/tgload.c:113:16), top reader none, 0/2/0 hot functions rmw/store/load; 'shares' (read_hot code): top writer none, top reader try_to_wake_up (tests/infer/tgload.c:105:13), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.2 (top tg_note_spread 0.1, no hot entry reaches it) x alone 0.00 (2 of its writers also write the line) x cpus 0.15 (plain stores, every writer holds struct task_group) x remote reader rate 2 (2 hot readers not writing the line; 0 writing it; top update_cfs_shares 1 from sched_tick) x read share 1.00 (reads 8.46; the write side's own 0.00)
 * check-output-end
 */
