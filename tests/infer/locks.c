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
/*
 * check-name: locks held across calls, and the pair the record's lock serializes
 *
 * The call graph: calls with the locks held (runq_tick's ops->tick via
 * struct runq_ops holding struct runq; task_peek to runq_read_clock holding
 * runq and task; the stopper's void * data, runq_stopper to
 * runq_read_clock2 holding runq; runq_unlock called holding runq,
 * runq_lock_nested holding none), the ops-table targets (ops_tick) and the
 * escapes (runq_stopper).
 * check-command: unit -O2 locks.c && jq -c '.accesses.calls[] | del(.args)' $dir/locks.cachelint.json
 * check-output-start
{"from":"ops_tick","to":"runq_read_clock","w":1}
{"from":"ops_tick","to":"runq_read_clock2","w":1}
{"from":"runq_slow_path","to":"runq_read_clock","w":1}
{"from":"runq_lock","to":"runq_lock_nested","w":1}
{"from":"runq_stopper","to":"runq_lock_nested","w":1}
{"from":"runq_stopper","to":"runq_read_clock2","w":1,"locks":["struct runq"]}
{"from":"runq_stopper","to":"runq_unlock","w":1,"locks":["struct runq"]}
{"from":"runq_tick","to":"runq_lock_nested","w":1}
{"from":"runq_tick","via":"struct runq_ops","field":"tick","w":1,"locks":["struct runq"]}
{"from":"runq_tick","to":"runq_unlock","w":1,"locks":["struct runq"]}
{"from":"runq_account","to":"runq_lock_nested","w":1}
{"from":"runq_account","to":"runq_unlock","w":1,"locks":["struct runq"]}
{"from":"task_event","to":"task_runq_lock","w":1}
{"from":"task_event","to":"runq_unlock","w":1,"locks":["struct runq","struct task"]}
{"from":"task_peek","to":"task_runq_lock","w":1}
{"from":"task_peek","to":"runq_read_clock","w":1,"locks":["struct runq","struct task"]}
{"from":"task_peek","to":"runq_read_clock2","w":1,"locks":["struct runq","struct task"]}
{"from":"task_peek","to":"runq_unlock","w":1,"locks":["struct runq","struct task"]}
{"from":"runq_kick","to":"stop_one_cpu","w":1}
{"from":"runq_maybe_offline","to":"runq_slow_path","w":0.1}
{"from":"vsock_queue","to":"vbase_lock","w":1}
{"from":"vsock_queue","to":"vbase_unlock","w":1,"locks":["struct vbase"]}
{"from":"vsock_drop","to":"vbase_lock","w":1}
{"from":"vsock_drop","to":"vbase_unlock","w":1,"locks":["struct vbase"]}
{"from":"vsock_space","to":"vbase_lock","w":1}
{"from":"vsock_space","to":"vbase_unlock","w":1,"locks":["struct vbase"]}
{"from":"vsock_room","to":"vbase_lock","w":1}
{"from":"vsock_room","to":"vbase_unlock","w":1,"locks":["struct vbase"]}
 * check-output-end
 * check-command: unit -O2 locks.c && jq -c '.accesses.fnptrs, .accesses.escapes' $dir/locks.cachelint.json
 * check-output-start
[{"function":"ops_tick","struct":"struct runq_ops","field":"tick"}]
["runq_stopper"]
 * check-output-end
 *
 * Each access site keeps the locks held at all its accesses (nr_events:
 * runq_account holding runq, task_event holding runq and task).
 * check-command: unit -O2 locks.c && sites
 * check-output-start
struct runq clock runq_read_clock:74 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct runq clock runq_read_clock2:79 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct runq_ops tick runq_tick:93 hot n=1,0,0 w=1,0,0 plain {"via":[1,1],"locks":["struct runq"]}
struct runq nr_events runq_account:100 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1},"locks":["struct runq"]}
struct runq nr_events task_event:108 hot n=0,0,1 w=0,0,1 plain {"fresh":{"result":["task_runq_lock",1]},"locks":["struct task","struct runq"]}
struct vsock backlog vsock_queue:206 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1},"locks":["struct vbase"]}
struct vsock backlog vsock_drop:213 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1},"locks":["struct vbase"]}
struct vsock rcv_space vsock_space:222 hot n=1,0,0 w=1,0,0 plain {"via":[0,1],"locks":["struct vbase"]}
struct vsock rcv_space vsock_room:232 hot n=1,0,0 w=1,0,0 plain {"via":[0,1],"locks":["struct vbase"]}
 * check-output-end
 *
 * Every writer and reader under the runq's own lock: not reported, 2
 * serialized by the record's lock; --keep-serialized: 'nr_events'/'clock'
 * of struct runq reported.  The lock of the record a record starts with
 * (struct sock in tcp_sock) serializes it: no 'backlog'/'rcv_space' of
 * struct vsock, except with --keep-serialized or -DBASE_NOT_FIRST (an
 * embedded lock does not).
 * check-command: unit -O2 locks.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-output-start
cachelint infer: 1 reports, 5 accessed fields, 3 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 2 write-hot, 2 read-hot, 1 cold
cachelint infer: 0 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 2 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 22 functions, 28 calls, 1 function-pointer targets, 4 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 locks.c && cachelint infer --silent-stores --candidates --keep-serialized $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/locks.c:193:15: warning: write-hot field 'backlog' (bytes 8-11, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcv_space' (bytes 16-23, role inferred from code) in 'struct vsock' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'backlog' (write_hot code): top writer vsock_queue (tests/infer/locks.c:206:2), top reader none, 2/0/0 hot functions rmw/store/load; 'rcv_space' (read_hot code): top writer none, top reader vsock_space (tests/infer/locks.c:222:4), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top vsock_queue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top vsock_space 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/locks.c:42:15: warning: write-hot field 'nr_events' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'clock' (bytes 8-15, role inferred from code) in 'struct runq' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_events' (write_hot code): top writer runq_account (tests/infer/locks.c:100:2), top reader none, 2/0/0 hot functions rmw/store/load; 'clock' (read_hot code): top writer none, top reader runq_read_clock (tests/infer/locks.c:74:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.2 (top runq_account 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.5 (atomic RMW, every writer holds struct runq) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top runq_read_clock 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DBASE_NOT_FIRST locks.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/locks.c:193:15: warning: write-hot field 'backlog' (bytes 16-19, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcv_space' (bytes 24-31, role inferred from code) in 'struct vsock' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'backlog' (write_hot code): top writer vsock_queue (tests/infer/locks.c:206:2), top reader none, 2/0/0 hot functions rmw/store/load; 'rcv_space' (read_hot code): top writer none, top reader vsock_space (tests/infer/locks.c:222:4), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top vsock_queue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top vsock_space 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * Each -D adds a way in without the runq's lock: 'nr_events'/'clock'
 * reported, 1 serialized.
 * check-command: unit -O2 -DLOCKLESS_READER locks.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/locks.c:42:15: warning: write-hot field 'nr_events' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'clock' (bytes 8-15, role inferred from code) in 'struct runq' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_events' (write_hot code): top writer runq_account (tests/infer/locks.c:100:2), top reader none, 2/0/0 hot functions rmw/store/load; 'clock' (read_hot code): top writer none, top reader runq_read_clock (tests/infer/locks.c:74:9), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.2 (top runq_account 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.5 (atomic RMW, every writer holds struct runq) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top runq_read_clock 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
cachelint infer: 1 reports, 5 accessed fields, 3 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 2 write-hot, 2 read-hot, 1 cold
cachelint infer: 1 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 1 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 23 functions, 28 calls, 1 function-pointer targets, 4 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 -DESCAPED locks.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/locks.c:42:15: warning: write-hot field 'nr_events' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'clock' (bytes 8-15, role inferred from code) in 'struct runq' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_events' (write_hot code): top writer runq_account (tests/infer/locks.c:100:2), top reader none, 2/0/0 hot functions rmw/store/load; 'clock' (read_hot code): top writer none, top reader runq_read_clock (tests/infer/locks.c:74:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.2 (top runq_account 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.5 (atomic RMW, every writer holds struct runq) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top runq_read_clock 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
cachelint infer: 1 reports, 5 accessed fields, 3 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 2 write-hot, 2 read-hot, 1 cold
cachelint infer: 1 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 1 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 24 functions, 29 calls, 1 function-pointer targets, 4 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 -DOTHER_LOCK locks.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/locks.c:42:15: warning: write-hot field 'nr_events' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'clock' (bytes 8-15, role inferred from code) in 'struct runq' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_events' (write_hot code): top writer runq_account (tests/infer/locks.c:100:2), top reader none, 2/0/0 hot functions rmw/store/load; 'clock' (read_hot code): top writer none, top reader runq_read_clock (tests/infer/locks.c:74:9), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.2 (top runq_account 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.5 (atomic RMW, every writer holds struct runq) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top runq_read_clock 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
cachelint infer: 1 reports, 6 accessed fields, 4 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 2 write-hot, 2 read-hot, 2 cold
cachelint infer: 1 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 1 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 25 functions, 30 calls, 1 function-pointer targets, 5 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 -DFREQUENT_UNLOCKED locks.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/locks.c:42:15: warning: write-hot field 'nr_events' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'clock' (bytes 8-15, role inferred from code) in 'struct runq' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_events' (write_hot code): top writer runq_account (tests/infer/locks.c:100:2), top reader none, 2/0/0 hot functions rmw/store/load; 'clock' (read_hot code): top writer none, top reader runq_read_clock (tests/infer/locks.c:74:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.2 (top runq_account 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.5 (atomic RMW, every writer holds struct runq) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top runq_read_clock 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
cachelint infer: 1 reports, 5 accessed fields, 3 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 2 write-hot, 2 read-hot, 1 cold
cachelint infer: 1 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 1 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 22 functions, 28 calls, 1 function-pointer targets, 4 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 *
 * --locks explains the locks on entry, call by call (the unlikely() caller
 * is rare; only runq_maybe_offline() calls runq_slow_path: cold).
 * check-command: unit -O2 locks.c && \
 *	cachelint infer --silent-stores --candidates --locks runq_read_clock --locks runq_slow_path --locks nosuch $dir
 * check-output-start
runq_read_clock: called, frequency 1; held on entry: struct runq
  called by ops_tick (weight 1, frequency 1); held there: struct runq
  called by runq_slow_path (weight 1, frequency 0.1, rare, cold); held there: none
  called by task_peek (weight 1, frequency 1); held there: struct runq, struct task
runq_slow_path: called, frequency 0.1; held on entry: none; cold: only cold code calls it
  called by runq_maybe_offline (weight 0.1, frequency 0.1, rare, cold); held there: none
nosuch: not in the call graph
 * check-output-end
 *
 * A bad report (the report edited): exit 2, the message names the file and
 * the key, site, call or entry.  A bad call graph; a store weight on change
 * above the stores' weight; the same for RMWs; a lock that is no string;
 * stores passed to a callee above the stores' weight; more of the task's
 * own accesses than accesses; a call argument that is neither current, a
 * parameter nor null; an access through a parameter out of range; more
 * writes into new objects than writes; a return of a parameter the call
 * graph does not follow; a return that is neither new, a result nor null;
 * a call argument naming no callee's result; a bad params summary; a bad
 * atomic parameter list.
 * check-command: unit -O2 locks.c && jq '.accesses.calls = 3' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses": "calls", "fnptrs", "escapes", "exports" and "statics" must be arrays
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.fields[0].sites[0].on_change = 1e9' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.fields[0].sites[0]": "on_change" must be a weight, at most the stores'
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.fields[0].sites[0].on_change_rmw = 1e9' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.fields[0].sites[0]": "on_change_rmw" must be a weight, at most the RMWs'
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.calls[0].locks = [1]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.calls[0]": expected {"from", "to" or "via" and "field", "locks": [strings], "args": [at most 6 of "current", "new", "result:F", a parameter or null]}
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.fields[0].sites[0].passed = [["f", 0, 1, 1e9]]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.fields[0].sites[0]": "passed" must be [[callee, parameter, count, weight]], weights at most the stores'
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.fields[0].sites[0].own = 1e9' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.fields[0].sites[0]": "own" must be a count, at most the accesses'
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.calls[0].args = ["someone"]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.calls[0]": expected {"from", "to" or "via" and "field", "locks": [strings], "args": [at most 6 of "current", "new", "result:F", a parameter or null]}
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.fields[0].sites[0].via = [9, 1]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.fields[0].sites[0]": "via" must be [parameter 0-5, a count of the accesses not through current]
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.fields[0].sites[0].fresh = {"new": 1e9}' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.fields[0].sites[0]": "fresh" must be {"new": N, "result": [function, N], "param": N} with counts at most the writes'
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.returns = [["f", "param:9"]]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.returns[0]": expected [function, "new", "result:FUNCTION", "param:0" to "param:5" or null]
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.returns = [["f", "someone"]]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.returns[0]": expected [function, "new", "result:FUNCTION", "param:0" to "param:5" or null]
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.calls[0].args = ["result:"]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.calls[0]": expected {"from", "to" or "via" and "field", "locks": [strings], "args": [at most 6 of "current", "new", "result:F", a parameter or null]}
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.params = [{"function": "f", "written": ["x"]}]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.params[0]": expected {"function", "written": [parameter numbers], "atomic": [parameter numbers], "passes": [[parameter, function, parameter]]}
 * check-output-end
 * check-command: unit -O2 locks.c && jq '.accesses.params = [{"function": "f", "written": [0], "atomic": 0}]' $dir/locks.cachelint.json >$dir/bad.json && \
 *	cachelint infer --silent-stores --candidates $dir/bad.json
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.json: "accesses.params[0]": expected {"function", "written": [parameter numbers], "atomic": [parameter numbers], "passes": [[parameter, function, parameter]]}
 * check-output-end
 */
