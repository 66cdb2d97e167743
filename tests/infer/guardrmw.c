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
