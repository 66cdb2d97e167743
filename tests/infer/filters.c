/*
 * The precision filters of cachelint infer, one struct each.  Every pair
 * here is found by the layout rules; only the ones a layout change can fix
 * are reported by default.  Each -D option undoes what makes a pair noise,
 * so the same test shows the pair reported:
 *
 *   struct pelt     avg and sum are written together by pelt_update(): true
 *                   sharing (-DSTRAY_WRITER: another function writes sum
 *                   alone, so some writes leave avg unchanged)
 *   struct waitq    its list_head's next and prev: one generic object,
 *                   list_head being embedded in more than 8 records
 *                   (-DFEW_LISTS: in 2 only)
 *   struct holder   embeds struct stats once: the pair inside is reported
 *                   on struct stats, not again on struct holder
 *   struct clockish flags <<= 1 ... flags = 4 in one function: computed, so
 *                   the constant store is not silent (-DNO_SHIFT: it is)
 *   struct aliased  curr and donor are one union's same bytes: one finding
 *                   for hits against them, not two
 *   struct iowait   nr is read by many functions and atomically updated by
 *                   two: an atomic RMW makes it write-hot, however often
 *                   it is read
 *   struct owner    embeds struct lavg, a one-line record aligned to the
 *                   line (as struct sched_avg is): its fields share the line
 *                   by design (-DUNALIGNED_UNIT: not aligned, reported)
 *   struct queue    len is updated by queue_link() and head set by
 *                   queue_mark(), both called by queue_add(): one operation
 *                   writes both, true sharing (-DSEPARATE_OPS: queue_mark()
 *                   is called by another function, reported)
 *   struct rxq      every reader of napi_id also charges rmem on the same
 *                   line: it takes the line anyway, true sharing
 *                   (-DLONE_READER: one reader only reads, reported)
 *   struct rxline   backlog is written by the backlog path; every reader
 *                   of rx_dst charges rmem, on the same line: the readers
 *                   take the line anyway, moving backlog saves them
 *                   nothing (-DLINE_PEEK: one reader only reads, reported);
 *                   the same with both roles declared (-DDECLARED)
 *   struct membar   state is stored only when it changes (compared with
 *                   the value first, as membarrier_switch_mm() does): cold,
 *                   no pair with clock (-DUNGUARDED_RESET: another function
 *                   resets it unguarded, so it changes often and the
 *                   guarded stores count too: reported)
 *   struct proc     wake_cpu is written by seven functions, six of them
 *                   named fork, execve, sysctl, show, dump and probe: those count
 *                   as rare, so one hot writer is left and wake_cpu is not
 *                   write-hot (-DOTHER_NAMES: the same functions named
 *                   otherwise are hot writers, reported against on_rq)
 *   struct sockish  owned is written by release_sockish() and
 *                   sockish_lock(): "release" first is no teardown name,
 *                   reported (-DTEARDOWN_NAME: sockish_release is, not
 *                   reported)
 *   struct pmuish   excl is changed by two helpers that only event init
 *                   and cleanup call: cold by their callers, not reported
 *                   (-DHOT_CALLER: a per-event function calls one too)
 *   struct poolish  nr_free is changed by two helpers that only functions
 *                   named alloc and free call: allocators run per event,
 *                   so the helpers stay hot, reported
 *   struct expish   users is changed by two exported helpers that only
 *                   setup and cleanup call: the build is the world, cold
 *                   (-DCALLBACK: one is also passed as a callback, its
 *                   callers are unknown, hot: reported)
 *   struct xswitch  &x->xprts is passed to xsw_next(), whose body only
 *                   reads the list: no store, not reported (-DROTATES:
 *                   xsw_next() moves the head, a store by the callee)
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))

struct list_head { struct list_head *next, *prev; };

static inline void __list_add(struct list_head *n, struct list_head *prev,
			      struct list_head *next)
{
	next->prev = n;
	n->next = next;
	n->prev = prev;
	WRITE_ONCE(prev->next, n);
}

static inline void list_add_tail(struct list_head *n, struct list_head *head)
{
	__list_add(n, head->prev, head);
}

static inline int list_empty(const struct list_head *head)
{
	return READ_ONCE(head->next) == head;
}

/* list_head in many records, as in any kernel unit */
#ifdef FEW_LISTS
#define LISTS(X) X(a)
#else
#define LISTS(X) X(a) X(b) X(c) X(d) X(e) X(f) X(g) X(h)
#endif
#define LIST_RECORD(n) struct lr_##n { struct list_head node; int v; };
LISTS(LIST_RECORD)

struct pelt {
	unsigned long sum;
	unsigned long avg;
	int weight;
};

void pelt_update(struct pelt *p, unsigned long delta)
{
	__atomic_fetch_add(&p->sum, delta, __ATOMIC_RELAXED);
	WRITE_ONCE(p->avg, READ_ONCE(p->sum) / 2);
}

#ifdef STRAY_WRITER
void pelt_decay(struct pelt *p)
{
	__atomic_fetch_sub(&p->sum, 1, __ATOMIC_RELAXED);
}
#endif

#define READER(s, f, n) unsigned long s##_read##n(struct s *p) { return READ_ONCE(p->f) * n; }
#define READERS(s, f) READER(s, f, 1) READER(s, f, 2) READER(s, f, 3) READER(s, f, 4) \
	READER(s, f, 5) READER(s, f, 6)
READERS(pelt, avg)

struct waitq {
	int lock;
	struct list_head head;
};

void waitq_add(struct waitq *q, struct list_head *n) { list_add_tail(n, &q->head); }
void waitq_add2(struct waitq *q, struct list_head *n) { list_add_tail(n, &q->head); }
#define ACTIVE(n) int waitq_active##n(struct waitq *q) { return !list_empty(&q->head) * n; }
ACTIVE(1) ACTIVE(2) ACTIVE(3) ACTIVE(4) ACTIVE(5) ACTIVE(6) ACTIVE(7) ACTIVE(8) ACTIVE(9)

struct stats {
	long hits;
	long limit;
};

struct holder {
	int id;
	struct stats st;
};

void holder_hit(struct holder *h) { __atomic_fetch_add(&h->st.hits, 1, __ATOMIC_RELAXED); }
long holder_check1(struct holder *h) { return READ_ONCE(h->st.limit); }
long holder_check2(struct holder *h) { return READ_ONCE(h->st.limit) + 1; }
void stats_hit(struct stats *s) { __atomic_fetch_add(&s->hits, 1, __ATOMIC_RELAXED); }
long stats_check1(struct stats *s) { return READ_ONCE(s->limit); }
long stats_check2(struct stats *s) { return READ_ONCE(s->limit) * 2; }

struct clockish {
	unsigned int flags;
	unsigned long clock;
};

void clockish_tick(struct clockish *c);

void clockish_update(struct clockish *c)
{
#ifndef NO_SHIFT
	c->flags <<= 1;
#endif
	clockish_tick(c);
	c->flags = 4;
}

unsigned int clockish_flags(struct clockish *c) { return c->flags; }
READERS(clockish, clock)

#ifdef UNALIGNED_UNIT
#define __line_aligned
#else
#define __line_aligned __attribute__((aligned(64)))
#endif
struct lavg {
	long sum;
	long avg;
} __line_aligned;

struct owner {
	int id;
	struct lavg la;
};

void owner_account(struct owner *o) { __atomic_fetch_add(&o->la.sum, 1, __ATOMIC_RELAXED); }
#define OWNER_READER(n) long owner_read##n(struct owner *o) { return READ_ONCE(o->la.avg) * n; }
OWNER_READER(1) OWNER_READER(2) OWNER_READER(3)

struct aliased {
	long hits;
	union {
		void *curr;
		void *donor;
	};
};

void aliased_hit(struct aliased *a) { __atomic_fetch_add(&a->hits, 1, __ATOMIC_RELAXED); }
#define ALIAS_READER(n) void *aliased_curr##n(struct aliased *a) { return READ_ONCE(a->curr); } \
	void *aliased_donor##n(struct aliased *a) { return READ_ONCE(a->donor); }
ALIAS_READER(1) ALIAS_READER(2) ALIAS_READER(3)

struct iowait {
	int nr;
	long cfg;
};

void iowait_block(struct iowait *w) { __atomic_fetch_add(&w->nr, 1, __ATOMIC_RELAXED); }
void iowait_wake(struct iowait *w) { __atomic_fetch_sub(&w->nr, 1, __ATOMIC_RELAXED); }
#define IOWAIT_READER(n) long iowait_read##n(struct iowait *w) { return READ_ONCE(w->nr) * n + w->cfg; }
IOWAIT_READER(1) IOWAIT_READER(2) IOWAIT_READER(3) IOWAIT_READER(4) IOWAIT_READER(5)
IOWAIT_READER(6) IOWAIT_READER(7) IOWAIT_READER(8) IOWAIT_READER(9) IOWAIT_READER(10)

struct queue {
	long len;
	void *head;
};

static __attribute__((noinline)) void queue_link(struct queue *q)
{
	__atomic_fetch_add(&q->len, 1, __ATOMIC_RELAXED);
}

static __attribute__((noinline)) void queue_mark(struct queue *q, void *p)
{
	WRITE_ONCE(q->head, p);
}

void queue_add(struct queue *q, void *p)
{
	queue_link(q);
#ifndef SEPARATE_OPS
	queue_mark(q, p);
#endif
}

#ifdef SEPARATE_OPS
void queue_set(struct queue *q, void *p)
{
	queue_mark(q, p);
}
#endif

#define QUEUE_READER(n) void *queue_peek##n(struct queue *q) { return READ_ONCE(q->head); }
QUEUE_READER(1) QUEUE_READER(2) QUEUE_READER(3) QUEUE_READER(4) QUEUE_READER(5)

struct rxq {
	long rmem;
	long napi_id;
};

#define RXQ_RECEIVE(n) long rxq_receive##n(struct rxq *q) \
	{ __atomic_fetch_add(&q->rmem, n, __ATOMIC_RELAXED); return READ_ONCE(q->napi_id) + n; }
RXQ_RECEIVE(1) RXQ_RECEIVE(2) RXQ_RECEIVE(3)
#ifdef LONE_READER
long rxq_peek(struct rxq *q) { return READ_ONCE(q->napi_id); }
#endif

#ifdef DECLARED
#define RXLINE_WRITE_HOT __attribute__((cachelint_write_hot))
#define RXLINE_READ_HOT __attribute__((cachelint_read_hot))
#else
#define RXLINE_WRITE_HOT
#define RXLINE_READ_HOT
#endif
struct rxline {
	long backlog RXLINE_WRITE_HOT;
	long rmem;
	long rx_dst RXLINE_READ_HOT;
};

void rxline_queue(struct rxline *l, long n) { WRITE_ONCE(l->backlog, n); }
void rxline_drain(struct rxline *l) { WRITE_ONCE(l->backlog, 0); }
#define RXLINE_RECEIVE(n) long rxline_receive##n(struct rxline *l) \
	{ __atomic_fetch_add(&l->rmem, n, __ATOMIC_RELAXED); return READ_ONCE(l->rx_dst) + n; }
RXLINE_RECEIVE(1) RXLINE_RECEIVE(2) RXLINE_RECEIVE(3)
#ifdef LINE_PEEK
long rxline_peek(struct rxline *l) { return READ_ONCE(l->rx_dst); }
#endif

struct membar {
	int state;
	long clock;
	long pad[6];
};

void membar_switch(struct membar *m, int state)
{
	if (READ_ONCE(m->state) == state)
		return;
	WRITE_ONCE(m->state, state);
}

void membar_update(struct membar *m, int state)
{
	if (READ_ONCE(m->state) != state)
		WRITE_ONCE(m->state, state);
}

long membar_clock(struct membar *m)
{
	return READ_ONCE(m->clock);
}

long membar_clock2(struct membar *m)
{
	return READ_ONCE(m->clock) * 2;
}

#ifdef UNGUARDED_RESET
void membar_reset(struct membar *m)
{
	WRITE_ONCE(m->state, 0);
}
#endif

/*
 * wake_cpu is also set by fork and exec paths (sched_fork(),
 * sched_mm_cid_before_execve()): on a child nobody else sees yet, on a
 * process image once; and by what an administrator runs: a sysctl handler,
 * a sysfs show, a netlink dump.  Only proc_migrate() writes it per event.
 */
#ifdef OTHER_NAMES
#define proc_fork proc_copy
#define proc_before_execve proc_before_load
#define proc_cpu_sysctl proc_cpu_set
#define proc_last_cpu_show proc_last_cpu_get
#define proc_dump proc_walk
#define proc_probe proc_attach
#endif
struct proc {
	int wake_cpu;
	int on_rq;
	int pad[14];
};

void proc_fork(struct proc *child, int cpu)
{
	WRITE_ONCE(child->wake_cpu, cpu);
}

void proc_before_execve(struct proc *p, int cpu)
{
	WRITE_ONCE(p->wake_cpu, cpu);
}

void proc_cpu_sysctl(struct proc *p, int cpu)
{
	WRITE_ONCE(p->wake_cpu, cpu);
}

int proc_last_cpu_show(struct proc *p)
{
	int cpu = READ_ONCE(p->wake_cpu);

	WRITE_ONCE(p->wake_cpu, -1);
	return cpu;
}

void proc_dump(struct proc *p)
{
	WRITE_ONCE(p->wake_cpu, 0);
}

void proc_probe(struct proc *p)
{
	WRITE_ONCE(p->wake_cpu, 1);
}

void proc_migrate(struct proc *p, int cpu)
{
	WRITE_ONCE(p->wake_cpu, cpu);
}

int proc_switch_in(struct proc *p)
{
	return READ_ONCE(p->on_rq);
}

int proc_switch_out(struct proc *p)
{
	return READ_ONCE(p->on_rq) + 1;
}

/*
 * "release" is a teardown word only at the end of a name: release_sock()
 * runs on every send, inet_release() once per socket.  owned is written by
 * release_sockish() and sockish_lock(): two hot writers, reported against
 * rcvbuf (-DTEARDOWN_NAME: the first is named sockish_release, rare, and
 * one hot writer is left: not reported).
 */
#ifdef TEARDOWN_NAME
#define release_sockish sockish_release
#endif
struct sockish {
	int owned;
	int rcvbuf;
	int pad[14];
};

void release_sockish(struct sockish *sk)
{
	WRITE_ONCE(sk->owned, 0);
}

void sockish_lock(struct sockish *sk)
{
	WRITE_ONCE(sk->owned, 1);
}

int sockish_recv(struct sockish *sk)
{
	return READ_ONCE(sk->rcvbuf);
}

int sockish_poll(struct sockish *sk)
{
	return READ_ONCE(sk->rcvbuf) > 0;
}

/*
 * Cold by the callers: x86_add_exclusive() and x86_del_exclusive() have no
 * setup word in their names, but only perf event init and destroy call
 * them.  A helper that only cold code calls is cold.
 */
struct pmuish {
	int excl;
	int counters;
	int pad[14];
};

__attribute__((noinline)) void pmu_add_exclusive(struct pmuish *p)
{
	__atomic_fetch_add(&p->excl, 1, __ATOMIC_RELAXED);
}

__attribute__((noinline)) void pmu_del_exclusive(struct pmuish *p)
{
	__atomic_fetch_sub(&p->excl, 1, __ATOMIC_RELAXED);
}

int pmuish_event_init(struct pmuish *p)
{
	pmu_add_exclusive(p);
	return 0;
}

void pmuish_event_cleanup(struct pmuish *p)
{
	pmu_del_exclusive(p);
}

#ifdef HOT_CALLER
void pmuish_sched_in(struct pmuish *p)
{
	pmu_add_exclusive(p);
}
#endif

int pmuish_read(struct pmuish *p)
{
	return READ_ONCE(p->counters);
}

int pmuish_enable(struct pmuish *p)
{
	return READ_ONCE(p->counters) > 1;
}

/*
 * ... but not by an allocator's name: __alloc_pages() and __free_pages()
 * run per event, and so does what they call (get_page_from_freelist()).
 */
struct poolish {
	int nr_free;
	int limit;
	int pad[14];
};

__attribute__((noinline)) void pool_take(struct poolish *p)
{
	__atomic_fetch_sub(&p->nr_free, 1, __ATOMIC_RELAXED);
}

__attribute__((noinline)) void pool_give(struct poolish *p)
{
	__atomic_fetch_add(&p->nr_free, 1, __ATOMIC_RELAXED);
}

void *poolish_alloc(struct poolish *p)
{
	pool_take(p);
	return p;
}

void poolish_free(struct poolish *p)
{
	pool_give(p);
}

int poolish_full(struct poolish *p)
{
	return READ_ONCE(p->limit) == 0;
}

int poolish_room(struct poolish *p)
{
	return READ_ONCE(p->limit) > 1;
}

/*
 * Stores by a callee: xprt_switch_find_next_entry_roundrobin() passes
 * &xps->xps_xprt_list to a pointer to non-const, but only walks the list.
 * Its body says so; the caller's store becomes a load.
 */
struct xswitch {
	struct list_head xprts;
	const void *iter_ops;
	long pad[5];
};

__attribute__((noinline)) struct list_head *xsw_next(struct list_head *head,
						     struct list_head *cur)
{
	struct list_head *n = cur ? cur->next : head->next;

#ifdef ROTATES
	WRITE_ONCE(head->next, n->next);
#endif
	return n == head ? 0 : n;
}

struct list_head *xsw_find_rr(struct xswitch *x, struct list_head *cur)
{
	if (!READ_ONCE(x->iter_ops))
		return 0;
	return xsw_next(&x->xprts, cur);
}

struct list_head *xsw_find_first(struct xswitch *x)
{
	if (!READ_ONCE(x->iter_ops))
		return 0;
	return xsw_next(&x->xprts, 0);
}

const void *xsw_ops(struct xswitch *x)
{
	return READ_ONCE(x->iter_ops);
}

int xsw_has_ops(struct xswitch *x)
{
	return READ_ONCE(x->iter_ops) != 0;
}

/*
 * EXPORT_SYMBOL(mmput_async): the address kept in .discard.addressable
 * makes it a root for the locks (a module outside the build may call it
 * holding anything), but its coldness comes from the callers the build
 * has.
 */
#define __ADDRESSABLE(sym) \
	static void *__attribute__((section(".discard.addressable"), used)) \
		__addressable_##sym = (void *)(unsigned long)&sym;
#define EXPORT_SYMBOL(sym) __ADDRESSABLE(sym)

struct expish {
	int users;
	int mode;
	int pad[14];
};

__attribute__((noinline)) void expish_get(struct expish *e)
{
	__atomic_fetch_add(&e->users, 1, __ATOMIC_RELAXED);
}
EXPORT_SYMBOL(expish_get)

__attribute__((noinline)) void expish_put(struct expish *e)
{
	__atomic_fetch_sub(&e->users, 1, __ATOMIC_RELAXED);
}
EXPORT_SYMBOL(expish_put)

int expish_setup(struct expish *e)
{
	expish_get(e);
	return 0;
}

void expish_cleanup(struct expish *e)
{
	expish_put(e);
}

#ifdef CALLBACK
void call_later(void (*fn)(struct expish *), struct expish *e);

void expish_defer(struct expish *e)
{
	call_later(expish_get, e);
}
#endif

int expish_mode(struct expish *e)
{
	return READ_ONCE(e->mode);
}

int expish_active(struct expish *e)
{
	return READ_ONCE(e->mode) != 0;
}
