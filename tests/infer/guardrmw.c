/*
 * RMWs under a test of the same field: the kernel's way to keep a hot path
 * from writing a shared line when there is nothing to change.
 *   if (!test_bit(0, &q->state)) set_bit(0, &q->state);   (the bit)
 *   if (READ_ONCE(q->err)) return xchg(&q->err, 0);        (sock_error())
 * Both write only on change: a hot path that finds the bit set, or no
 * error, leaves the line alone, so neither field is write-hot from them.
 * A guarded counter is not that: if (q->inflight < max) atomic_inc() adds
 * each time.  A test inside likely() or unlikely() is a test too (mode's
 * store on change).  -DUNGUARDED drops the tests: then state and err are
 * write-hot.  Compiled at -O0 and -O2 by tests/suites/70-infer.sh.
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

static inline __attribute__((always_inline)) void set_bit(long nr, volatile unsigned long *addr)
{
	asm volatile("lock; btsq %1,%0" : : "m" (*(volatile long *)addr), "Ir" (nr) : "memory");
}

static inline __attribute__((always_inline)) int test_bit(long nr, const volatile unsigned long *addr)
{
	return (int)((*addr >> nr) & 1);
}

static inline __attribute__((always_inline)) int xchg_int(int *p, int v)
{
	asm volatile("xchgl %0, %1" : "+r" (v), "+m" (*p) : : "memory");
	return v;
}

static inline __attribute__((always_inline)) void atomic_inc(int *p)
{
	asm volatile("lock; incl %0" : "+m" (*p));
}

struct gq {
	unsigned long state;	/* guarded set_bit */
	int err;		/* guarded xchg */
	int inflight;		/* guarded counter: still write-hot */
	long limit;		/* read-hot */
	long mask;		/* read-hot */
	int mode;		/* stored on change, under unlikely() */
};

long use(long v);

void gq_mark(struct gq *q)
{
#ifndef UNGUARDED
	if (!test_bit(0, &q->state))
#endif
		set_bit(0, &q->state);
}

void gq_mark_again(struct gq *q)
{
#ifndef UNGUARDED
	if (!test_bit(0, &q->state))
#endif
		set_bit(0, &q->state);
}

int gq_error(struct gq *q)
{
#ifndef UNGUARDED
	if (!READ_ONCE(q->err))
		return 0;
#endif
	return -xchg_int(&q->err, 0);
}

/* sock_error() itself: the test inside likely(), a hint GCC keeps until
 * after the pass */
int gq_error_again(struct gq *q)
{
#ifndef UNGUARDED
	if (likely(!q->err))
		return 0;
#endif
	return -xchg_int(&q->err, 0);
}

/* a store on change, the compare inside unlikely() */
void gq_set_mode(struct gq *q, int mode)
{
#ifndef UNGUARDED
	if (unlikely(q->mode != mode))
#endif
		q->mode = mode;
}

void gq_start(struct gq *q)
{
	if (READ_ONCE(q->inflight) < READ_ONCE(q->limit))
		atomic_inc(&q->inflight);
}

long gq_poll(struct gq *q, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += use(READ_ONCE(q->limit) + READ_ONCE(q->mask));
	return s;
}

long gq_peek(struct gq *q)
{
	return READ_ONCE(q->mask) + READ_ONCE(q->limit);
}
/*
 * check-name: RMWs under a test of their own field write on change
 *
 * -O2: set_bit after !test_bit and xchg after a READ_ONCE or likely() test
 * write only on change (on_change_rmw == the RMWs' weight: gq_error,
 * gq_error_again, gq_mark, gq_mark_again), a counter under a limit test
 * adds each time (gq_start); a store under unlikely(p->mode != mode) is
 * made on change.  So state and err are not write-hot, inflight is.
 * check-command: unit -O2 guardrmw.c && sites | grep '^struct gq '
 * check-output-start
struct gq state gq_mark:54 hot n=1,0,1 w=1,0,0.5 volatile {"via":[0,2],"on_change_rmw":0.5}
struct gq state gq_mark_again:62 hot n=1,0,1 w=1,0,0.5 volatile {"via":[0,2],"on_change_rmw":0.5}
struct gq err gq_error:71 hot n=1,0,1 w=1,0,0.66 volatile {"via":[0,2],"fresh":{"param":1},"on_change_rmw":0.66}
struct gq err gq_error_again:82 hot n=1,0,1 w=1,0,0.1 plain {"via":[0,2],"fresh":{"param":1},"on_change_rmw":0.1}
struct gq mode gq_set_mode:91 hot n=1,1,0 w=1,0.1,0 plain {"via":[0,2],"fresh":{"param":1},"on_change":0.1}
struct gq inflight gq_start:97 hot n=1,0,1 w=1,0,0.5 volatile {"via":[0,2],"fresh":{"param":1}}
struct gq limit gq_start:96 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct gq limit gq_poll:105 hot n=1,0,0 w=8.09091,0,0 volatile {"via":[0,1]}
struct gq limit gq_peek:111 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct gq mask gq_poll:105 hot n=1,0,0 w=8.09091,0,0 volatile {"via":[0,1]}
struct gq mask gq_peek:111 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
 * check-output-end
 * check-command: unit -O2 guardrmw.c && \
 *	cachelint infer --candidates --annotations-out $dir/g.ann $dir >/dev/null 2>&1; grep -v '^#' $dir/g.ann
 * check-output-start
gq.state read_hot
gq.err read_hot
gq.inflight write_hot
gq.limit read_hot
gq.mask read_hot
gq.mode cold
 * check-output-end
 *
 * -O0: the inlined test_bit's load goes through memory: only the READ_ONCE
 * guard of xchg (err) is seen.
 * check-command: unit -O0 guardrmw.c && sites | grep '^struct gq err '
 * check-output-start
struct gq err gq_error:71 hot n=1,0,1 w=1,0,1 volatile {"via":[0,2],"fresh":{"param":1},"on_change_rmw":1}
struct gq err gq_error_again:82 hot n=1,0,1 w=1,0,1 plain {"via":[0,2],"fresh":{"param":1},"on_change_rmw":1}
 * check-output-end
 *
 * -DUNGUARDED: without the tests, state and err are write-hot; no site
 * writes on change.
 * check-command: unit -O2 -DUNGUARDED guardrmw.c && \
 *	cachelint infer --candidates --annotations-out $dir/g.ann $dir >/dev/null 2>&1; grep -v '^#' $dir/g.ann
 * check-output-start
gq.state write_hot
gq.err write_hot
gq.inflight write_hot
gq.limit read_hot
gq.mask read_hot
gq.mode cold
 * check-output-end
 * check-command: unit -O2 -DUNGUARDED guardrmw.c && \
 *	jq '[.accesses.fields[].sites[] | select(has("on_change") or has("on_change_rmw"))] | length' $dir/guardrmw.cachelint.json
 * check-output-start
0
 * check-output-end
 */
