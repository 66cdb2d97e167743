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
/*
 * check-name: the precision filters: each -D undoes what makes a pair noise
 *
 * The default findings: a pair inside an embedded record is reported once,
 * on that record ('hits'/'limit' in 'struct stats', nothing on 'struct
 * holder'); release_sockish() is a hot writer ('owned'/'rcvbuf' of struct
 * sockish); helpers only alloc and free call stay hot ('nr_free'/'limit'
 * of struct poolish); one finding for a pair against two members of one
 * union (hits/curr or donor of struct aliased); a field with atomic RMWs is
 * write-hot however often it is read ('nr'/'cfg' of struct iowait); no
 * 'struct membar', no silent-store.  Each pair below is absent here.
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * Written in one operation (a common caller) is true sharing: 'len'/'head'
 * of struct queue with -DSEPARATE_OPS or --cowrite-depth 0.
 * check-command: unit -O2 -DSEPARATE_OPS filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:212:7: warning: write-hot field 'len' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'head' (bytes 8-15, role inferred from code) in 'struct queue' [cachelint:false-sharing]
    confidence low: 'len' (write_hot code): top writer queue_link (tests/infer/filters.c:218:2), top reader none, 1/0/0 hot functions rmw/store/load; 'head' (read_hot code): top writer queue_mark (tests/infer/filters.c:223:2), top reader queue_peek1 (tests/infer/filters.c:242:1), 0/1/5 hot functions rmw/store/load
    rank: score 0.0417 = write rate 0.1 (top queue_link 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.5 (5 hot readers not writing the line; 0 writing it; top queue_peek1 0.1) x read share 0.83 (reads 0.5; the write side's own 0.00)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --cowrite-depth 0 $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:212:7: warning: write-hot field 'len' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'head' (bytes 8-15, role inferred from code) in 'struct queue' [cachelint:false-sharing]
    confidence low: 'len' (write_hot code): top writer queue_link (tests/infer/filters.c:218:2), top reader none, 1/0/0 hot functions rmw/store/load; 'head' (read_hot code): top writer queue_mark (tests/infer/filters.c:223:2), top reader queue_peek1 (tests/infer/filters.c:242:1), 0/1/5 hot functions rmw/store/load
    rank: score 0.0417 = write rate 0.1 (top queue_link 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.5 (5 hot readers not writing the line; 0 writing it; top queue_peek1 0.1) x read share 0.83 (reads 0.5; the write side's own 0.00)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * True sharing, each brought back by --keep-true-sharing: sum and avg
 * written by the same function ('sum'/'avg' of struct pelt; a writer of
 * sum alone, -DSTRAY_WRITER); every reader of napi_id also writes rmem on
 * its line ('rmem'/'napi_id' of struct rxq; a lone reader, -DLONE_READER);
 * every reader of rx_dst charges rmem on its line, so backlog's pair is
 * true sharing ('backlog'/'rx_dst' of struct rxline; -DLINE_PEEK).
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --keep-true-sharing $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:212:7: warning: write-hot field 'len' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'head' (bytes 8-15, role inferred from code) in 'struct queue' [cachelint:false-sharing]
    confidence low: 'len' (write_hot code): top writer queue_link (tests/infer/filters.c:218:2), top reader none, 1/0/0 hot functions rmw/store/load; 'head' (read_hot code): top writer queue_mark (tests/infer/filters.c:223:2), top reader queue_peek1 (tests/infer/filters.c:242:1), 0/1/5 hot functions rmw/store/load
    rank: score 0.0417 = write rate 0.1 (top queue_link 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.5 (5 hot readers not writing the line; 0 writing it; top queue_peek1 0.1) x read share 0.83 (reads 0.5; the write side's own 0.00)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:99:16: warning: write-hot field 'sum' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'avg' (bytes 8-15, role inferred from code) in 'struct pelt' [cachelint:false-sharing]
    confidence low: 'sum' (write_hot code): top writer pelt_update (tests/infer/filters.c:106:2), top reader pelt_update (tests/infer/filters.c:106:2), 1/0/1 hot functions rmw/store/load; 'avg' (read_hot code): top writer pelt_update (tests/infer/filters.c:107:2), top reader pelt_read1 (tests/infer/filters.c:120:1), 0/1/6 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top pelt_update 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.6 (6 hot readers not writing the line; 0 writing it; top pelt_read1 0.1) x read share 0.86 (reads 0.6; the write side's own 0.50)
tests/infer/filters.c:245:7: warning: write-hot field 'rmem' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'napi_id' (bytes 8-15, role inferred from code) in 'struct rxq' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rmem' (write_hot code): top writer rxq_receive1 (tests/infer/filters.c:251:1), top reader none, 3/0/0 hot functions rmw/store/load; 'napi_id' (read_hot code): top writer none, top reader rxq_receive1 (tests/infer/filters.c:251:1), 0/0/3 hot functions rmw/store/load
    rank: score 0 = write rate 0.3 (top rxq_receive1 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0 (0 hot readers not writing the line; 3 writing it) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:264:7: warning: write-hot field 'backlog' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rx_dst' (bytes 16-23, role inferred from code) in 'struct rxline' [cachelint:false-sharing]
    confidence low: 'backlog' (write_hot code): top writer rxline_queue (tests/infer/filters.c:269:47), top reader none, 0/2/0 hot functions rmw/store/load; 'rx_dst' (read_hot code): top writer none, top reader rxline_receive1 (tests/infer/filters.c:273:1), 0/0/3 hot functions rmw/store/load
    rank: score 0 = write rate 0.2 (top rxline_queue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0 (0 hot readers not writing the line; 3 writing it) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:265:7: warning: write-hot field 'rmem' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rx_dst' (bytes 16-23, role inferred from code) in 'struct rxline' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rmem' (write_hot code): top writer rxline_receive1 (tests/infer/filters.c:273:1), top reader none, 3/0/0 hot functions rmw/store/load; 'rx_dst' (read_hot code): top writer none, top reader rxline_receive1 (tests/infer/filters.c:273:1), 0/0/3 hot functions rmw/store/load
    rank: score 0 = write rate 0.3 (top rxline_receive1 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0 (0 hot readers not writing the line; 3 writing it) x read share 1.00 (reads 0.3; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DSTRAY_WRITER filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:99:16: warning: write-hot field 'sum' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'avg' (bytes 8-15, role inferred from code) in 'struct pelt' [cachelint:false-sharing]
    confidence low: 'sum' (write_hot code): top writer pelt_update (tests/infer/filters.c:106:2), top reader pelt_update (tests/infer/filters.c:106:2), 2/0/1 hot functions rmw/store/load; 'avg' (read_hot code): top writer pelt_update (tests/infer/filters.c:107:2), top reader pelt_read1 (tests/infer/filters.c:120:1), 0/1/6 hot functions rmw/store/load
    rank: score 0.0514 = write rate 0.2 (top pelt_update 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.6 (6 hot readers not writing the line; 0 writing it; top pelt_read1 0.1) x read share 0.86 (reads 0.6; the write side's own 0.33)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DLONE_READER filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:245:7: warning: write-hot field 'rmem' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'napi_id' (bytes 8-15, role inferred from code) in 'struct rxq' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rmem' (write_hot code): top writer rxq_receive1 (tests/infer/filters.c:251:1), top reader none, 3/0/0 hot functions rmw/store/load; 'napi_id' (read_hot code): top writer none, top reader rxq_receive1 (tests/infer/filters.c:251:1), 0/0/4 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.3 (top rxq_receive1 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 3 writing it; top rxq_peek 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DLINE_PEEK filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:265:7: warning: write-hot field 'rmem' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rx_dst' (bytes 16-23, role inferred from code) in 'struct rxline' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rmem' (write_hot code): top writer rxline_receive1 (tests/infer/filters.c:273:1), top reader none, 3/0/0 hot functions rmw/store/load; 'rx_dst' (read_hot code): top writer none, top reader rxline_receive1 (tests/infer/filters.c:273:1), 0/0/4 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.3 (top rxline_receive1 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 3 writing it; top rxline_peek 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:264:7: warning: write-hot field 'backlog' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rx_dst' (bytes 16-23, role inferred from code) in 'struct rxline' [cachelint:false-sharing]
    confidence low: 'backlog' (write_hot code): top writer rxline_queue (tests/infer/filters.c:269:47), top reader none, 0/2/0 hot functions rmw/store/load; 'rx_dst' (read_hot code): top writer none, top reader rxline_receive1 (tests/infer/filters.c:273:1), 0/0/4 hot functions rmw/store/load
    rank: score 0.012 = write rate 0.2 (top rxline_queue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.1 (1 hot reader not writing the line; 3 writing it; top rxline_peek 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
 * check-output-end
 *
 * Declared roles too: the readers of a declared read-hot rx_dst write the
 * line anyway, true sharing (-DDECLARED); a lone reader (-DLINE_PEEK): the
 * write-hot 'backlog' / read-hot 'rx_dst' pair is reported.
 * check-command: unit -O2 -DDECLARED filters.c && \
 *	cachelint infer --silent-stores --candidates --declared-pairs $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DDECLARED -DLINE_PEEK filters.c && \
 *	cachelint infer --silent-stores --candidates --declared-pairs $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:265:7: warning: write-hot field 'rmem' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rx_dst' (bytes 16-23) in 'struct rxline' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rmem' (write_hot code): top writer rxline_receive1 (tests/infer/filters.c:273:1), top reader none, 3/0/0 hot functions rmw/store/load; 'rx_dst' (read_hot attribute): top writer none, top reader rxline_receive1 (tests/infer/filters.c:273:1), 0/0/4 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.3 (top rxline_receive1 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 3 writing it; top rxline_peek 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:264:7: warning: write-hot field 'backlog' (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rx_dst' (bytes 16-23) in 'struct rxline' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'backlog' (write_hot attribute): top writer rxline_queue (tests/infer/filters.c:269:47), top reader none, 0/2/0 hot functions rmw/store/load; 'rx_dst' (read_hot attribute): top writer none, top reader rxline_receive1 (tests/infer/filters.c:273:1), 0/0/4 hot functions rmw/store/load
    rank: score 0.012 = write rate 0.2 (top rxline_queue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.1 (1 hot reader not writing the line; 3 writing it; top rxline_peek 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
 * check-output-end
 *
 * A list_head's own next and prev are one generic object, embedded in more
 * than 8 records: 'head.prev'/'head.next' of struct waitq with -DFEW_LISTS
 * or --generic-embeddings 0.
 * check-command: unit -O2 -DFEW_LISTS filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:124:19: warning: write-hot field 'head.prev' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'head.next' (bytes 8-15, role inferred from code) in 'struct waitq' [cachelint:false-sharing]
    confidence low: 'head.prev' (write_hot code): top writer waitq_add (tests/infer/filters.c:127:56), top reader waitq_add (tests/infer/filters.c:127:56), 0/2/2 hot functions rmw/store/load; 'head.next' (read_hot code): top writer none, top reader waitq_active1 (tests/infer/filters.c:130:1), 0/0/9 hot functions rmw/store/load
    rank: score 0.054 = write rate 0.2 (top waitq_add 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.9 (9 hot readers not writing the line; 0 writing it; top waitq_active1 0.1) x read share 1.00 (reads 0.9; the write side's own 0.50)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --generic-embeddings 0 $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:124:19: warning: write-hot field 'head.prev' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'head.next' (bytes 8-15, role inferred from code) in 'struct waitq' [cachelint:false-sharing]
    confidence low: 'head.prev' (write_hot code): top writer waitq_add (tests/infer/filters.c:127:56), top reader waitq_add (tests/infer/filters.c:127:56), 0/2/2 hot functions rmw/store/load; 'head.next' (read_hot code): top writer none, top reader waitq_active1 (tests/infer/filters.c:130:1), 0/0/9 hot functions rmw/store/load
    rank: score 0.054 = write rate 0.2 (top waitq_add 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.9 (9 hot readers not writing the line; 0 writing it; top waitq_active1 0.1) x read share 1.00 (reads 0.9; the write side's own 0.50)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * Writers named fork, execve, sysctl, show, dump or probe are rare: no
 * write-hot 'wake_cpu' / read-hot 'on_rq' of struct proc, except with
 * -DOTHER_NAMES or --no-setup-names.
 * check-command: unit -O2 -DOTHER_NAMES filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:329:6: warning: write-hot field 'wake_cpu' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'on_rq' (bytes 4-7, role inferred from code) in 'struct proc' [cachelint:false-sharing]
    confidence low: 'wake_cpu' (write_hot code): top writer proc_copy (tests/infer/filters.c:336:2), top reader proc_last_cpu_get (tests/infer/filters.c:353:2), 0/7/1 hot functions rmw/store/load; 'on_rq' (read_hot code): top writer none, top reader proc_switch_in (tests/infer/filters.c:374:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.084 = write rate 0.7 (top proc_copy 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top proc_switch_in 0.1) x read share 1.00 (reads 0.2; the write side's own 0.13)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --no-setup-names $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:329:6: warning: write-hot field 'wake_cpu' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'on_rq' (bytes 4-7, role inferred from code) in 'struct proc' [cachelint:false-sharing]
    confidence low: 'wake_cpu' (write_hot code): top writer proc_fork (tests/infer/filters.c:336:2), top reader proc_last_cpu_show (tests/infer/filters.c:353:2), 0/7/1 hot functions rmw/store/load; 'on_rq' (read_hot code): top writer none, top reader proc_switch_in (tests/infer/filters.c:374:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.084 = write rate 0.7 (top proc_fork 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top proc_switch_in 0.1) x read share 1.00 (reads 0.2; the write side's own 0.13)
tests/infer/filters.c:424:6: warning: write-hot field 'excl' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'counters' (bytes 4-7, role inferred from code) in 'struct pmuish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'excl' (write_hot code): top writer pmu_add_exclusive (tests/infer/filters.c:431:2), top reader none, 2/0/0 hot functions rmw/store/load; 'counters' (read_hot code): top writer none, top reader pmuish_read (tests/infer/filters.c:459:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pmu_add_exclusive 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pmuish_read 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:566:6: warning: write-hot field 'users' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 4-7, role inferred from code) in 'struct expish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'users' (write_hot code): top writer expish_get (tests/infer/filters.c:573:2), top reader none, 2/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader expish_mode (tests/infer/filters.c:605:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top expish_get 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top expish_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * sockish_release() (-DTEARDOWN_NAME) is a teardown writer: no 'owned'/'rcvbuf'.
 * check-command: unit -O2 -DTEARDOWN_NAME filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * Helpers only event init and cleanup call are cold by their callers
 * ('excl'/'counters' of struct pmuish with -DHOT_CALLER); exported helpers
 * only setup and cleanup call are cold, passed as a callback they are not
 * ('users'/'mode' of struct expish with -DCALLBACK); both with
 * --no-cold-callers.
 * check-command: unit -O2 -DHOT_CALLER filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:424:6: warning: write-hot field 'excl' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'counters' (bytes 4-7, role inferred from code) in 'struct pmuish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'excl' (write_hot code): top writer pmu_add_exclusive (tests/infer/filters.c:431:2), top reader none, 1/0/0 hot functions rmw/store/load; 'counters' (read_hot code): top writer none, top reader pmuish_read (tests/infer/filters.c:459:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top pmu_add_exclusive 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pmuish_read 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DCALLBACK filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:566:6: warning: write-hot field 'users' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 4-7, role inferred from code) in 'struct expish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'users' (write_hot code): top writer expish_get (tests/infer/filters.c:573:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader expish_mode (tests/infer/filters.c:605:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top expish_get 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top expish_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --no-cold-callers $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:424:6: warning: write-hot field 'excl' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'counters' (bytes 4-7, role inferred from code) in 'struct pmuish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'excl' (write_hot code): top writer pmu_add_exclusive (tests/infer/filters.c:431:2), top reader none, 2/0/0 hot functions rmw/store/load; 'counters' (read_hot code): top writer none, top reader pmuish_read (tests/infer/filters.c:459:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pmu_add_exclusive 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pmuish_read 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:566:6: warning: write-hot field 'users' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 4-7, role inferred from code) in 'struct expish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'users' (write_hot code): top writer expish_get (tests/infer/filters.c:573:2), top reader none, 2/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader expish_mode (tests/infer/filters.c:605:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top expish_get 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top expish_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * &x->xprts passed to a callee whose body only reads the list is no store:
 * 'xprts.next'/'iter_ops' of struct xswitch with -DROTATES or --callee-stores.
 * check-command: unit -O2 -DROTATES filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:514:19: warning: write-hot field 'xprts.next' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'iter_ops' (bytes 16-23, role inferred from code) in 'struct xswitch' [cachelint:false-sharing]
    confidence low: 'xprts.next' (write_hot code): top writer xsw_find_rr (tests/infer/filters.c:534:9), top reader none, 0/2/0 hot functions rmw/store/load; 'iter_ops' (read_hot code): top writer none, top reader xsw_find_rr (tests/infer/filters.c:532:7), 0/0/4 hot functions rmw/store/load
    rank: score 0 = write rate 0.169 (top xsw_find_rr 0.0845, no hot entry reaches it) x alone 0.00 (2 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top xsw_ops 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
tests/infer/filters.c:514:19: warning: write-hot field 'xprts.prev' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'iter_ops' (bytes 16-23, role inferred from code) in 'struct xswitch' [cachelint:false-sharing]
    confidence low: 'xprts.prev' (write_hot code): top writer xsw_find_rr (tests/infer/filters.c:534:9), top reader none, 0/2/0 hot functions rmw/store/load; 'iter_ops' (read_hot code): top writer none, top reader xsw_find_rr (tests/infer/filters.c:532:7), 0/0/4 hot functions rmw/store/load
    rank: score 0 = write rate 0.169 (top xsw_find_rr 0.0845, no hot entry reaches it) x alone 0.00 (2 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top xsw_ops 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --callee-stores $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:514:19: warning: write-hot field 'xprts.next' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'iter_ops' (bytes 16-23, role inferred from code) in 'struct xswitch' [cachelint:false-sharing]
    confidence low: 'xprts.next' (write_hot code): top writer xsw_find_rr (tests/infer/filters.c:534:9), top reader none, 0/2/0 hot functions rmw/store/load; 'iter_ops' (read_hot code): top writer none, top reader xsw_find_rr (tests/infer/filters.c:532:7), 0/0/4 hot functions rmw/store/load
    rank: score 0 = write rate 0.183 (top xsw_find_rr 0.0917, no hot entry reaches it) x alone 0.00 (2 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top xsw_ops 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
tests/infer/filters.c:514:19: warning: write-hot field 'xprts.prev' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'iter_ops' (bytes 16-23, role inferred from code) in 'struct xswitch' [cachelint:false-sharing]
    confidence low: 'xprts.prev' (write_hot code): top writer xsw_find_rr (tests/infer/filters.c:534:9), top reader none, 0/2/0 hot functions rmw/store/load; 'iter_ops' (read_hot code): top writer none, top reader xsw_find_rr (tests/infer/filters.c:532:7), 0/0/4 hot functions rmw/store/load
    rank: score 0 = write rate 0.183 (top xsw_find_rr 0.0917, no hot entry reaches it) x alone 0.00 (2 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 2 writing it; top xsw_ops 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
 * check-output-end
 *
 * Stores made only when the value changes are cold; an unguarded reset
 * elsewhere (-DUNGUARDED_RESET) makes them count: 'state'/'clock' of
 * struct membar.
 * check-command: unit -O2 -DUNGUARDED_RESET filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:279:6: warning: write-hot field 'state' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'clock' (bytes 8-15, role inferred from code) in 'struct membar' [cachelint:false-sharing]
    confidence low: 'state' (write_hot code): top writer membar_reset (tests/infer/filters.c:310:2), top reader membar_switch (tests/infer/filters.c:288:2), 0/3/2 hot functions rmw/store/load; 'clock' (read_hot code): top writer none, top reader membar_clock (tests/infer/filters.c:299:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.0294 = write rate 0.245 (top membar_reset 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top membar_clock 0.1) x read share 1.00 (reads 0.2; the write side's own 0.45)
tests/infer/filters.c:310:2: warning: 'state' of struct membar is set to 0 in membar_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'clock', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->state != 0) p->state = 0;
    rank: score 0.0294 = write rate 0.245 (top membar_reset 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top membar_clock 0.1) x read share 1.00 (reads 0.2; the write side's own 0.45)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * flags <<= 1 ... flags = 4 in one function is no silent store; flags = 4
 * alone (-DNO_SHIFT) is, in clockish_update.
 * check-command: unit -O2 -DNO_SHIFT filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:162:11: warning: 'flags' of struct clockish is set to 4 in clockish_update on every pass, without checking its value; it shares cache line 0 with read-hot 'clock', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->flags != 4) p->flags = 4;
    rank: score 0.018 = write rate 0.1 (top clockish_update 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.6 (6 hot readers not writing the line; 0 writing it; top clockish_read1 0.1) x read share 1.00 (reads 0.6; the write side's own 0.50)
 * check-output-end
 *
 * Fields of one line-aligned, one-line embedded record share the line by
 * design: 'la.sum'/'la.avg' of struct owner with -DUNALIGNED_UNIT or
 * --keep-line-units.
 * check-command: unit -O2 -DUNALIGNED_UNIT filters.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:180:14: warning: write-hot field 'la.sum' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'la.avg' (bytes 16-23, role inferred from code) in 'struct owner' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'la.sum' (write_hot code): top writer owner_account (tests/infer/filters.c:183:39), top reader none, 1/0/0 hot functions rmw/store/load; 'la.avg' (read_hot code): top writer none, top reader owner_read1 (tests/infer/filters.c:185:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top owner_account 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top owner_read1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --keep-line-units $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:180:14: warning: write-hot field 'la.sum' (bytes 64-71, role inferred from code) shares cache line 1 (bytes 64-127 of 64-byte lines) with read-hot field 'la.avg' (bytes 72-79, role inferred from code) in 'struct owner' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'la.sum' (write_hot code): top writer owner_account (tests/infer/filters.c:183:39), top reader none, 1/0/0 hot functions rmw/store/load; 'la.avg' (read_hot code): top writer none, top reader owner_read1 (tests/infer/filters.c:185:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top owner_account 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top owner_read1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * --all-pairs turns the filters off ('sum'/'avg' and 'head.prev'/'head.next'
 * come back); --stats counts what each dropped (2 repeated, 1 inside a
 * line-aligned record, 1 inside a generic type, 5 true sharing; with
 * --all-pairs only the 2 repeated).
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --all-pairs --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:124:19: warning: write-hot field 'head.prev' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'head.next' (bytes 8-15, role inferred from code) in 'struct waitq' [cachelint:false-sharing]
    confidence low: 'head.prev' (write_hot code): top writer waitq_add (tests/infer/filters.c:127:56), top reader waitq_add (tests/infer/filters.c:127:56), 0/2/2 hot functions rmw/store/load; 'head.next' (read_hot code): top writer none, top reader waitq_active1 (tests/infer/filters.c:130:1), 0/0/9 hot functions rmw/store/load
    rank: score 0.054 = write rate 0.2 (top waitq_add 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.9 (9 hot readers not writing the line; 0 writing it; top waitq_active1 0.1) x read share 1.00 (reads 0.9; the write side's own 0.50)
tests/infer/filters.c:212:7: warning: write-hot field 'len' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'head' (bytes 8-15, role inferred from code) in 'struct queue' [cachelint:false-sharing]
    confidence low: 'len' (write_hot code): top writer queue_link (tests/infer/filters.c:218:2), top reader none, 1/0/0 hot functions rmw/store/load; 'head' (read_hot code): top writer queue_mark (tests/infer/filters.c:223:2), top reader queue_peek1 (tests/infer/filters.c:242:1), 0/1/5 hot functions rmw/store/load
    rank: score 0.0417 = write rate 0.1 (top queue_link 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.5 (5 hot readers not writing the line; 0 writing it; top queue_peek1 0.1) x read share 0.83 (reads 0.5; the write side's own 0.00)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:180:14: warning: write-hot field 'la.sum' (bytes 64-71, role inferred from code) shares cache line 1 (bytes 64-127 of 64-byte lines) with read-hot field 'la.avg' (bytes 72-79, role inferred from code) in 'struct owner' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'la.sum' (write_hot code): top writer owner_account (tests/infer/filters.c:183:39), top reader none, 1/0/0 hot functions rmw/store/load; 'la.avg' (read_hot code): top writer none, top reader owner_read1 (tests/infer/filters.c:185:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top owner_account 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top owner_read1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:99:16: warning: write-hot field 'sum' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'avg' (bytes 8-15, role inferred from code) in 'struct pelt' [cachelint:false-sharing]
    confidence low: 'sum' (write_hot code): top writer pelt_update (tests/infer/filters.c:106:2), top reader pelt_update (tests/infer/filters.c:106:2), 1/0/1 hot functions rmw/store/load; 'avg' (read_hot code): top writer pelt_update (tests/infer/filters.c:107:2), top reader pelt_read1 (tests/infer/filters.c:120:1), 0/1/6 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top pelt_update 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.6 (6 hot readers not writing the line; 0 writing it; top pelt_read1 0.1) x read share 0.86 (reads 0.6; the write side's own 0.50)
tests/infer/filters.c:245:7: warning: write-hot field 'rmem' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'napi_id' (bytes 8-15, role inferred from code) in 'struct rxq' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rmem' (write_hot code): top writer rxq_receive1 (tests/infer/filters.c:251:1), top reader none, 3/0/0 hot functions rmw/store/load; 'napi_id' (read_hot code): top writer none, top reader rxq_receive1 (tests/infer/filters.c:251:1), 0/0/3 hot functions rmw/store/load
    rank: score 0 = write rate 0.3 (top rxq_receive1 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0 (0 hot readers not writing the line; 3 writing it) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:264:7: warning: write-hot field 'backlog' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rx_dst' (bytes 16-23, role inferred from code) in 'struct rxline' [cachelint:false-sharing]
    confidence low: 'backlog' (write_hot code): top writer rxline_queue (tests/infer/filters.c:269:47), top reader none, 0/2/0 hot functions rmw/store/load; 'rx_dst' (read_hot code): top writer none, top reader rxline_receive1 (tests/infer/filters.c:273:1), 0/0/3 hot functions rmw/store/load
    rank: score 0 = write rate 0.2 (top rxline_queue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0 (0 hot readers not writing the line; 3 writing it) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:265:7: warning: write-hot field 'rmem' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rx_dst' (bytes 16-23, role inferred from code) in 'struct rxline' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rmem' (write_hot code): top writer rxline_receive1 (tests/infer/filters.c:273:1), top reader none, 3/0/0 hot functions rmw/store/load; 'rx_dst' (read_hot code): top writer none, top reader rxline_receive1 (tests/infer/filters.c:273:1), 0/0/3 hot functions rmw/store/load
    rank: score 0 = write rate 0.3 (top rxline_receive1 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0 (0 hot readers not writing the line; 3 writing it) x read share 1.00 (reads 0.3; the write side's own 0.00)
cachelint infer: 1 reports, 41 accessed fields, 19 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 15 write-hot, 22 read-hot, 4 cold
cachelint infer: 12 findings; pairs dropped: 2 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 0 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 115 functions, 11 calls, 0 function-pointer targets, 1 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 filters.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/filters.c:201:6: warning: write-hot field 'nr' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cfg' (bytes 8-15, role inferred from code) in 'struct iowait' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr' (write_hot code): top writer iowait_block (tests/infer/filters.c:205:39), top reader iowait_read1 (tests/infer/filters.c:208:1), 2/0/10 hot functions rmw/store/load; 'cfg' (read_hot code): top writer none, top reader iowait_read1 (tests/infer/filters.c:208:1), 0/0/10 hot functions rmw/store/load
    rank: score 0.2 = write rate 0.2 (top iowait_block 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 1 (10 hot readers not writing the line; 0 writing it; top iowait_read1 0.1) x read share 1.00 (reads 1; the write side's own 0.83)
tests/infer/filters.c:472:6: warning: write-hot field 'nr_free' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 4-7, role inferred from code) in 'struct poolish' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'nr_free' (write_hot code): top writer pool_take (tests/infer/filters.c:479:2), top reader none, 2/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader poolish_full (tests/infer/filters.c:500:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top pool_take 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top poolish_full 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:188:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'curr' (bytes 8-15, role inferred from code) in 'struct aliased' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer aliased_hit (tests/infer/filters.c:195:39), top reader none, 1/0/0 hot functions rmw/store/load; 'curr' (read_hot code): top writer none, top reader aliased_curr1 (tests/infer/filters.c:198:1), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.1 (top aliased_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top aliased_curr1 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/filters.c:393:6: warning: write-hot field 'owned' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'rcvbuf' (bytes 4-7, role inferred from code) in 'struct sockish' [cachelint:false-sharing]
    confidence low: 'owned' (write_hot code): top writer release_sockish (tests/infer/filters.c:400:2), top reader none, 0/2/0 hot functions rmw/store/load; 'rcvbuf' (read_hot code): top writer none, top reader sockish_recv (tests/infer/filters.c:410:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top release_sockish 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top sockish_recv 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/filters.c:133:7: warning: write-hot field 'hits' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'limit' (bytes 8-15, role inferred from code) in 'struct stats' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'hits' (write_hot code): top writer stats_hit (tests/infer/filters.c:145:35), top reader none, 1/0/0 hot functions rmw/store/load; 'limit' (read_hot code): top writer none, top reader stats_check1 (tests/infer/filters.c:146:45), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top stats_hit 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top stats_check1 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
cachelint infer: 1 reports, 41 accessed fields, 19 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 15 write-hot, 22 read-hot, 4 cold
cachelint infer: 5 findings; pairs dropped: 2 repeated (by the embedded record, or a union's same bytes), 1 inside a line-aligned record, 1 inside a generic type, 5 true sharing, 0 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 115 functions, 11 calls, 0 function-pointer targets, 1 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 */
