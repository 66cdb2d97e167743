/*
 * Reference counts updated out of line: the early inliner leaves
 * refcount_inc() and kref_put() calls in their callers at -O2 when the
 * helper is not __always_inline, and the caller's unit records
 * "&t->usage given to ref_inc()": a store ref_inc() may make.  Its body
 * (plugin/gimple/params.cc) says it writes through the parameter only with a
 * locked asm, so cachelint infer counts the call as an atomic RMW, as if
 * the asm had been inlined.
 *
 *   struct task   'usage' is taken and dropped by task_get()/task_put()
 *                 through ref_inc()/ref_put() (a lock-prefixed asm, an
 *                 __atomic builtin) and by task_drop() through obj_put(),
 *                 which only passes the pointer on: 3 functions with an
 *                 RMW at the call, no store; ref_inc() and ref_put() are
 *                 the other 2 (their atomic_t is embedded in struct task
 *                 only, so their own RMWs count for 'usage' too).
 *                 'stamp' is given to stamp_set(), which stores into it
 *                 and then updates it atomically: its plain write decides,
 *                 the call stays a store.  'cpu' and 'prio' are read by
 *                 every poll: the pairs are reported with 'usage' as an
 *                 atomic writer (confidence high).
 *   -DPLAIN_REF   ref_inc() increments without a lock: task_get()'s call
 *                 is a store again, and so is ref_inc()'s own increment.
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define noinline __attribute__((noinline))

typedef struct { int counter; } atomic_t;

struct task {
	atomic_t usage;
	long stamp;
	int cpu;
	int prio;
	long pad[5];
};

noinline void ref_inc(atomic_t *r)
{
#ifdef PLAIN_REF
	__asm__ volatile("incl %0" : "+m"(r->counter));
#else
	__asm__ volatile("lock; incl %0" : "+m"(r->counter));
#endif
}

noinline int ref_put(atomic_t *r)
{
	return __atomic_sub_fetch(&r->counter, 1, __ATOMIC_RELEASE) == 0;
}

/* passes the count on, writes nothing itself */
noinline int obj_put(atomic_t *r)
{
	return ref_put(r);
}

noinline void stamp_set(long *p)
{
	*p = 0;
	__atomic_fetch_add(p, 1, __ATOMIC_RELAXED);
}

void task_get(struct task *t)
{
	ref_inc(&t->usage);
}

int task_put(struct task *t)
{
	return ref_put(&t->usage);
}

int task_drop(struct task *t)
{
	stamp_set(&t->stamp);
	return obj_put(&t->usage);
}

int task_poll(struct task *t)
{
	return READ_ONCE(t->cpu) + READ_ONCE(t->prio);
}

int task_where(struct task *t)
{
	return READ_ONCE(t->cpu) * READ_ONCE(t->prio);
}
/*
 * check-name: a count given to an out-of-line atomic helper is an RMW at the call
 *
 * ref_inc(&t->usage): an RMW at the call (task_get: 0 store, 1 rmw; 5
 * functions with RMW); stamp_set() stores first (task_drop: 1 store).
 * check-command: unit -O2 refcount.c && \
 *	cachelint infer --silent-stores --candidates --annotations-out $dir/r.ann $dir >/dev/null; cat $dir/r.ann
 * check-output-start
# cachelint infer: roles inferred from the code's accesses
# STRUCT.FIELD ROLE; each preceded by its evidence
# hot code: 2 function(s) with RMW, 0 storing, 0 loading; top writer ref_inc (tests/infer/refcount.c:43) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.2 (read share 0.00)
atomic_t.counter write_hot
# hot code: 5 function(s) with RMW, 0 storing, 0 loading; top writer task_get (tests/infer/refcount.c:66) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.5 (read share 0.00)
task.usage.counter write_hot
# hot code: 0 function(s) with RMW, 1 storing, 0 loading; top writer task_drop (tests/infer/refcount.c:76) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0, writes 0.1 (read share 0.00)
task.stamp cold
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader task_poll (tests/infer/refcount.c:82) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.2, writes 0 (read share 1.00)
task.cpu read_hot
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader task_poll (tests/infer/refcount.c:82) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.2, writes 0 (read share 1.00)
task.prio read_hot
 * check-output-end
 *
 * -DPLAIN_REF, a plain helper: a store (3 with RMW, 2 storing; task_get 1 store).
 * check-command: unit -O2 -DPLAIN_REF refcount.c && \
 *	cachelint infer --silent-stores --candidates --annotations-out $dir/r.ann $dir >/dev/null; cat $dir/r.ann
 * check-output-start
# cachelint infer: roles inferred from the code's accesses
# STRUCT.FIELD ROLE; each preceded by its evidence
# hot code: 1 function(s) with RMW, 1 storing, 0 loading; top writer ref_inc (tests/infer/refcount.c:41) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0, writes 0.2 (read share 0.00)
atomic_t.counter write_hot
# hot code: 3 function(s) with RMW, 2 storing, 0 loading; top writer task_get (tests/infer/refcount.c:66) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0, writes 0.5 (read share 0.00)
task.usage.counter write_hot
# hot code: 0 function(s) with RMW, 1 storing, 0 loading; top writer task_drop (tests/infer/refcount.c:76) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0, writes 0.1 (read share 0.00)
task.stamp cold
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader task_poll (tests/infer/refcount.c:82) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.2, writes 0 (read share 1.00)
task.cpu read_hot
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader task_poll (tests/infer/refcount.c:82) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.2, writes 0 (read share 1.00)
task.prio read_hot
 * check-output-end
 */
