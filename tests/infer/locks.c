/*
 * Locks held across calls: struct runq's write-hot counter and read-hot
 * clock share a line, but every hot writer and every hot reader holds the
 * runq's own lock, so the line moves with the lock and the pair is not
 * reported (cachelint infer: "serialized by the record's lock").  The lock
 * is seen the ways the kernel takes rq->__lock:
 *
 *   - runq_lock_nested(rq, 0), an out-of-line wrapper named "lock" taking
 *     the record (raw_spin_rq_lock_nested), inlined into runq_lock();
 *   - task_runq_lock(), which returns the locked record (task_rq_lock);
 *   - a stopper callback whose void *data is the record;
 *   - in the callers only: runq_read_clock() takes no lock, every call of it
 *     (direct, and through the ops table's ->tick) holds one;
 *   - an unlocked call in an unlikely() branch of a function reached only
 *     so does not count (a hotplug-style slow path).
 *
 * Each -D option adds a way in without the lock, and the pair is reported:
 *   -DLOCKLESS_READER  a public function reads the clock without the lock
 *   -DESCAPED          runq_read_clock's address is passed to a function:
 *                      its callers are unknown
 *   -DOTHER_LOCK       a reader holds struct other's lock, not the runq's
 *   -DFREQUENT_UNLOCKED the unlocked call is made on every call
 *
 * A record that starts with another is that record too: struct tcp_sock
 * starts with struct sock (through inet_connection_sock and inet_sock),
 * and lock_sock(sk) locks the tcp_sock.  struct vsock starts with struct
 * vbase; its writers and readers take vbase_lock(b) and reach vsock's
 * fields as tcp_sk(sk) does.  Not reported, with -DBASE_NOT_FIRST (vbase
 * is vsock's second member: an embedded record, no base) reported.
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define unlikely(x) __builtin_expect(!!(x), 0)

typedef struct raw_spinlock { int slock; } raw_spinlock_t;

void _raw_spin_lock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock);

struct runq {
	raw_spinlock_t __lock;
	unsigned int nr_events;
	long clock;
	long pad[5];
};

struct task {
	raw_spinlock_t pi_lock;
	struct runq *rq;
};

struct other {
	raw_spinlock_t lock;
	long x;
};

struct runq_ops {
	long (*tick)(struct runq *rq);
};

void runq_lock_nested(struct runq *rq, int subclass);
void runq_unlock(struct runq *rq);
struct runq *task_runq_lock(struct task *p);
void stop_one_cpu(int cpu, int (*fn)(void *), void *arg);
void call_later(long (*fn)(struct runq *), struct runq *rq);

static inline void runq_lock(struct runq *rq)
{
	runq_lock_nested(rq, 0);
}

static __attribute__((noinline)) long runq_read_clock(struct runq *rq)
{
	return READ_ONCE(rq->clock);
}

static __attribute__((noinline)) long runq_read_clock2(struct runq *rq)
{
	return READ_ONCE(rq->clock) * 2;
}

static __attribute__((noinline)) long ops_tick(struct runq *rq)
{
	return runq_read_clock(rq) + runq_read_clock2(rq);
}

const struct runq_ops fair_ops = { .tick = ops_tick };

/* the writers and the readers run in different operations: not true sharing */
void runq_tick(struct runq *rq, const struct runq_ops *ops)
{
	runq_lock(rq);
	ops->tick(rq);
	runq_unlock(rq);
}

void runq_account(struct runq *rq)
{
	runq_lock(rq);
	__atomic_fetch_add(&rq->nr_events, 1, __ATOMIC_RELAXED);
	runq_unlock(rq);
}

void task_event(struct task *p)
{
	struct runq *rq = task_runq_lock(p);

	__atomic_fetch_add(&rq->nr_events, 1, __ATOMIC_RELAXED);
	runq_unlock(rq);
}

long task_peek(struct task *p)
{
	struct runq *rq = task_runq_lock(p);
	long c = runq_read_clock(rq) + runq_read_clock2(rq);

	runq_unlock(rq);
	return c;
}

static int runq_stopper(void *data)
{
	struct runq *rq = (struct runq *)data;
	long c;

	runq_lock(rq);
	c = runq_read_clock2(rq);
	runq_unlock(rq);
	return (int)c;
}

void runq_kick(int cpu, struct runq *rq)
{
	stop_one_cpu(cpu, runq_stopper, rq);
}

/* reached only from an unlikely() branch: its unlocked call is rare */
static __attribute__((noinline)) long runq_slow_path(struct runq *rq)
{
	return runq_read_clock(rq);
}

long runq_maybe_offline(struct runq *rq, int offline)
{
#ifdef FREQUENT_UNLOCKED
	return runq_slow_path(rq) + offline;
#else
	if (unlikely(offline))
		return runq_slow_path(rq);
	return 0;
#endif
}

#ifdef LOCKLESS_READER
long runq_peek(struct runq *rq)
{
	return READ_ONCE(rq->clock);
}
#endif

#ifdef ESCAPED
void runq_defer(struct runq *rq)
{
	call_later(runq_read_clock, rq);
}
#endif

#ifdef OTHER_LOCK
void other_lock(struct other *o);
void other_unlock(struct other *o);

long other_read(struct other *o, struct runq *rq)
{
	long c;

	other_lock(o);
	c = READ_ONCE(rq->clock) + o->x;
	other_unlock(o);
	return c;
}
#endif

struct vbase {
	raw_spinlock_t slock;
	int owned;
};

struct vsock {
#ifdef BASE_NOT_FIRST
	long cookie;
#endif
	struct vbase base;
	unsigned int backlog;
	long rcv_space;
	long pad[4];
};

#define vsock_of(b) ((struct vsock *)((char *)(b) - __builtin_offsetof(struct vsock, base)))

void vbase_lock(struct vbase *b);
void vbase_unlock(struct vbase *b);

void vsock_queue(struct vbase *b)
{
	vbase_lock(b);
	__atomic_fetch_add(&vsock_of(b)->backlog, 1, __ATOMIC_RELAXED);
	vbase_unlock(b);
}

void vsock_drop(struct vbase *b)
{
	vbase_lock(b);
	__atomic_fetch_sub(&vsock_of(b)->backlog, 1, __ATOMIC_RELAXED);
	vbase_unlock(b);
}

long vsock_space(struct vbase *b)
{
	long r;

	vbase_lock(b);
	r = vsock_of(b)->rcv_space;
	vbase_unlock(b);
	return r;
}

long vsock_room(struct vbase *b)
{
	long r;

	vbase_lock(b);
	r = vsock_of(b)->rcv_space * 2;
	vbase_unlock(b);
	return r;
}
