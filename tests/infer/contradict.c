/*
 * Declared roles the code disagrees with: 'limit' is declared read-hot but
 * stored in a hot loop; 'users' is declared write-hot but only __init code
 * writes it.  'mode' agrees with its declaration: no finding.
 */
#if defined(__has_attribute) && __has_attribute(cachelint_read_hot)
#define __read_hot __attribute__((cachelint_read_hot))
#define __write_hot __attribute__((cachelint_write_hot))
#else
#define __read_hot
#define __write_hot
#endif
#define __init __attribute__((section(".init.text"), cold))

struct tunables {
	long limit __read_hot;
	long users __write_hot;
	int mode __read_hot;
	int pad[13];
};

long work(long v);

void rebalance(struct tunables *t, int n)
{
	for (int i = 0; i < n; i++)
		t->limit = work(t->limit + i);
}

long get_users(struct tunables *t)
{
	return t->users + t->mode;
}

long check_users(struct tunables *t)
{
	return t->users > 3 ? t->mode : 0;
}

__init void tunables_init(struct tunables *t)
{
	t->users = 1;
	t->mode = 2;
}

/*
 * 'setting' is stored by two plain setters (configuration code looks like
 * that): no contradiction.  'hits' is updated atomically by hot code: one.
 * map[k].count is stored in a loop for every k: one finding, not sixteen.
 */
struct tc {
	int count __read_hot;
	int offset __read_hot;
};

struct qdev {
	long setting __read_hot;
	long hits __read_hot;
	struct tc map[16];
};

void qdev_set(struct qdev *d, long v) { d->setting = v; }
void qdev_reset(struct qdev *d) { d->setting = 0; }
long qdev_get(struct qdev *d) { return d->setting + d->map[1].offset; }
long qdev_peek(struct qdev *d) { return d->setting * 2 + d->map[2].offset; }
void qdev_hit(struct qdev *d) { __atomic_fetch_add(&d->hits, 1, __ATOMIC_RELAXED); }

void qdev_map(struct qdev *d, int n)
{
	for (int i = 0; i < n; i++)
		d->map[i].count = work(i);
}

/*
 * A declared write-hot list head that the hot path writes only through
 * pointers to the generic node type, loaded from the list (the neighbour
 * of an added or removed node may be the head), as __skb_queue_tail() and
 * __skb_unlink() write a socket's queue head.  Those writes stay struct
 * lnode's own, so the code cannot say the head is written only in init.
 * -DNO_HOT_ADD drops the hot path: then it says so.
 */
struct lnode {
	struct lnode *next, *prev;
};

struct item {
	struct lnode link;
	int v;
};

/* the kernel's cacheline groups (include/linux/cache.h) */
struct rxq {
	unsigned char __cacheline_group_begin__rxq_write_rx[0];
	struct lnode head;
	unsigned char __cacheline_group_end__rxq_write_rx[0];
	long depth __read_hot;
	long pad[5];
};

__init void rxq_init(struct rxq *q)
{
	q->head.next = q->head.prev = &q->head;
}

#ifndef NO_HOT_ADD
static inline void lnode_insert(struct lnode *n, struct lnode *prev, struct lnode *next)
{
	n->next = next;
	n->prev = prev;
	next->prev = n;
	prev->next = n;
}

static inline void lnode_del(struct lnode *e)
{
	e->next->prev = e->prev;
	e->prev->next = e->next;
}

void rxq_push(struct rxq *q, struct item *it)
{
	lnode_insert(&it->link, q->head.prev, (struct lnode *)q);
}

struct item *rxq_pop(struct rxq *q)
{
	struct lnode *first = q->head.next;

	if (first == &q->head)
		return 0;
	lnode_del(first);
	return (struct item *)first;
}
#endif
int rxq_empty(struct rxq *q) { return q->head.next == &q->head; }
int rxq_first_v(struct rxq *q) { return ((struct item *)q->head.next)->v + q->depth; }

/*
 * A declared read-hot pointer that a loop sets to NULL after freeing what
 * it points to (idpf_vport_intr_rel(): kfree(q->rx); q->rx = NULL): a
 * teardown, no contradiction.  -DREFILL stores a new buffer instead.
 */
struct buf;
void buf_free(struct buf *b);
struct buf *buf_get(int i);

struct qvec {
	struct buf *rx __read_hot;
	long stats;
};

struct qvec vecs[64];

void qvec_rel(void)
{
	for (int i = 0; i < 64; i++) {
#ifdef REFILL
		vecs[i].rx = buf_get(i);
#else
		buf_free(vecs[i].rx);
		vecs[i].rx = 0;
#endif
	}
}

long qvec_poll(int i) { return vecs[i].rx != 0 ? vecs[i].stats : 0; }
long qvec_clean(int i) { return (long)vecs[i].rx + vecs[i].stats; }

/*
 * A declared read-hot state word that hot code tests everywhere and an
 * atomic sets now and then (net_device.state: 68 readers, the set_bit of
 * 10 functions): the code agrees it is read-mostly, no contradiction.
 * -DBUSY_STATE sets it in a loop: written as often as read, one finding.
 */
struct ndev {
	unsigned long state __read_hot;
	long mtu;
};

static inline __attribute__((always_inline)) void ndev_set_bit(long nr, unsigned long *addr)
{
	asm volatile("lock; btsq %1,%0" : : "m" (*(volatile long *)addr), "Ir" (nr) : "memory");
}

void ndev_carrier_on(struct ndev *d) { ndev_set_bit(1, &d->state); }

long ndev_xmit(struct ndev *d, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++) {
#ifdef BUSY_STATE
		ndev_set_bit(2, &d->state);
#endif
		s += (d->state & 2) ? work(i) : d->mtu;
	}
	return s;
}

long ndev_poll(struct ndev *d, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += (d->state & 4) ? work(i) : 0;
	return s;
}
/*
 * check-name: declared roles the code contradicts
 *
 * 'limit' declared read-hot is written in a hot loop (rebalance); 'users'
 * declared write-hot is written only in init (tunables_init); not 'mode'.
 * An atomic update of 'hits' contradicts read-hot (qdev_hit), two plain
 * setters of 'setting' do not; one finding per array field (map[].count
 * once, no map[].offset).  A declared read-hot word (ndev 'state') an
 * atomic sets now and then is read-mostly to the code too: none.  The
 * rxq list head written hot only through struct lnode * is not "written
 * only in init".  A loop that frees and NULLs the read-hot 'rx' of struct
 * qvec is a teardown: none.
 * check-command: unit -O2 contradict.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/contradict.c:161:14: warning: 'rx' of struct qvec is set to NULL in qvec_rel on every pass, without checking its value; it shares cache line 0 with read-hot 'stats', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->rx != NULL) p->rx = NULL;
    rank: score 0.384 = write rate 6.39 (top qvec_rel 6.39, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top qvec_poll 0.1) x read share 1.00 (reads 0.17; the write side's own 0.51)
tests/infer/contradict.c:17:7: warning: 'users' of struct tunables is declared write-hot but the code writes it only in init or cold code (written in tunables_init (tests/infer/contradict.c:42:11); the code says read_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader get_users (tests/infer/contradict.c:32) [1 load, 0 store, 0 rmw; weight 1/0/0]; written only in cold/init code, e.g. tunables_init (tests/infer/contradict.c:42) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.2, writes 0 (read share 1.00)
    rank: score 0.0485 = write rate 0.809 (of 'limit' on its line, top rebalance 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top get_users 0.1) x read share 1.00 (reads 0.2; the write side's own 0.50)
tests/infer/contradict.c:63:46: warning: 'setting' of struct qdev is set to 0 in qdev_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'map[1].offset', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->setting != 0) p->setting = 0;
    rank: score 0.006 = write rate 0.2 (top qdev_set 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.1 (1 hot reader not writing the line; 0 writing it; top qdev_get 0.1) x read share 1.00 (reads 0.1; the write side's own 0.50)
tests/infer/contradict.c:16:7: warning: 'limit' of struct tunables is declared read-hot but the code writes it on a hot path (written in rebalance (tests/infer/contradict.c:27:12); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 1 loading; top writer rebalance (tests/infer/contradict.c:27) [1 load, 1 store, 0 rmw; weight 8.09/8.09/0]; top reader rebalance (tests/infer/contradict.c:27) [1 load, 1 store, 0 rmw; weight 8.09/8.09/0]; rated reads 0.809, writes 0.809 (read share 0.50)
    rank: score 0 = write rate 0.809 (top rebalance 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0 (0 readers) x read share 0.50 (reads 0.809; the write side's own 0.50)
tests/infer/contradict.c:58:7: warning: 'hits' of struct qdev is declared read-hot but the code writes it on a hot path (written in qdev_hit (tests/infer/contradict.c:66:33); the code says write_hot) [cachelint:role-contradiction]
    hot code: 1 function(s) with RMW, 0 storing, 0 loading; top writer qdev_hit (tests/infer/contradict.c:66) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.1 (read share 0.00)
    rank: score 0 = write rate 0.1 (top qdev_hit 0.1, no hot entry reaches it) x cpus 1 (atomic RMW) x reader rate 0.1 (0 readers); declared, no hot reader seen x read share 0.00 (reads 0; the write side's own 0.00)
tests/infer/contradict.c:59:12: warning: 'map[0].count' of struct qdev is declared read-hot but the code writes it on a hot path (written in qdev_map (tests/infer/contradict.c:71:19); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 0 loading; top writer qdev_map (tests/infer/contradict.c:71) [0 load, 1 store, 0 rmw; weight 0/8.09/0]; rated reads 0, writes 0.809 (read share 0.00)
    rank: score 0 = write rate 0.809 (top qdev_map 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0.1 (0 readers); declared, no hot reader seen x read share 0.00 (reads 0; the write side's own 0.00)
cachelint infer: 3 pairs of declared roles not shown: the plugin reports them (--declared-pairs lists them)
 * check-output-end
 *
 * -DBUSY_STATE: 'state' set in a loop (ndev_xmit): one contradiction.
 * check-command: unit -O2 -DBUSY_STATE contradict.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/contradict.c:161:14: warning: 'rx' of struct qvec is set to NULL in qvec_rel on every pass, without checking its value; it shares cache line 0 with read-hot 'stats', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->rx != NULL) p->rx = NULL;
    rank: score 0.384 = write rate 6.39 (top qvec_rel 6.39, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top qvec_poll 0.1) x read share 1.00 (reads 0.17; the write side's own 0.51)
tests/infer/contradict.c:176:16: warning: 'state' of struct ndev is declared read-hot but the code writes it on a hot path (written in ndev_xmit (tests/infer/contradict.c:193:3); the code says write_hot) [cachelint:role-contradiction]
    hot code: 2 function(s) with RMW, 0 storing, 2 loading; top writer ndev_xmit (tests/infer/contradict.c:193) [1 load, 0 store, 1 rmw; weight 8.09/0/8.09]; top reader ndev_xmit (tests/infer/contradict.c:193) [1 load, 0 store, 1 rmw; weight 8.09/0/8.09]; rated reads 1.62, writes 0.909 (read share 0.64)
    rank: score 0.0582 = write rate 0.909 (top ndev_xmit 0.809, no hot entry reaches it) x cpus 1 (atomic RMW) x reader rate 0.1 (1 reader); top ndev_poll 0.1 x read share 0.64 (reads 1.62; the write side's own 0.64)
tests/infer/contradict.c:17:7: warning: 'users' of struct tunables is declared write-hot but the code writes it only in init or cold code (written in tunables_init (tests/infer/contradict.c:42:11); the code says read_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader get_users (tests/infer/contradict.c:32) [1 load, 0 store, 0 rmw; weight 1/0/0]; written only in cold/init code, e.g. tunables_init (tests/infer/contradict.c:42) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.2, writes 0 (read share 1.00)
    rank: score 0.0485 = write rate 0.809 (of 'limit' on its line, top rebalance 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top get_users 0.1) x read share 1.00 (reads 0.2; the write side's own 0.50)
tests/infer/contradict.c:63:46: warning: 'setting' of struct qdev is set to 0 in qdev_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'map[1].offset', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->setting != 0) p->setting = 0;
    rank: score 0.006 = write rate 0.2 (top qdev_set 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.1 (1 hot reader not writing the line; 0 writing it; top qdev_get 0.1) x read share 1.00 (reads 0.1; the write side's own 0.50)
tests/infer/contradict.c:16:7: warning: 'limit' of struct tunables is declared read-hot but the code writes it on a hot path (written in rebalance (tests/infer/contradict.c:27:12); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 1 loading; top writer rebalance (tests/infer/contradict.c:27) [1 load, 1 store, 0 rmw; weight 8.09/8.09/0]; top reader rebalance (tests/infer/contradict.c:27) [1 load, 1 store, 0 rmw; weight 8.09/8.09/0]; rated reads 0.809, writes 0.809 (read share 0.50)
    rank: score 0 = write rate 0.809 (top rebalance 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0 (0 readers) x read share 0.50 (reads 0.809; the write side's own 0.50)
tests/infer/contradict.c:58:7: warning: 'hits' of struct qdev is declared read-hot but the code writes it on a hot path (written in qdev_hit (tests/infer/contradict.c:66:33); the code says write_hot) [cachelint:role-contradiction]
    hot code: 1 function(s) with RMW, 0 storing, 0 loading; top writer qdev_hit (tests/infer/contradict.c:66) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.1 (read share 0.00)
    rank: score 0 = write rate 0.1 (top qdev_hit 0.1, no hot entry reaches it) x cpus 1 (atomic RMW) x reader rate 0.1 (0 readers); declared, no hot reader seen x read share 0.00 (reads 0; the write side's own 0.00)
tests/infer/contradict.c:59:12: warning: 'map[0].count' of struct qdev is declared read-hot but the code writes it on a hot path (written in qdev_map (tests/infer/contradict.c:71:19); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 0 loading; top writer qdev_map (tests/infer/contradict.c:71) [0 load, 1 store, 0 rmw; weight 0/8.09/0]; rated reads 0, writes 0.809 (read share 0.00)
    rank: score 0 = write rate 0.809 (top qdev_map 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0.1 (0 readers); declared, no hot reader seen x read share 0.00 (reads 0; the write side's own 0.00)
cachelint infer: 3 pairs of declared roles not shown: the plugin reports them (--declared-pairs lists them)
 * check-output-end
 *
 * -DNO_HOT_ADD: without the hot writes the head is written only in init
 * (rxq_init): once, at the head (its next and prev are its evidence).
 * check-command: unit -O2 -DNO_HOT_ADD contradict.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/contradict.c:161:14: warning: 'rx' of struct qvec is set to NULL in qvec_rel on every pass, without checking its value; it shares cache line 0 with read-hot 'stats', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->rx != NULL) p->rx = NULL;
    rank: score 0.384 = write rate 6.39 (top qvec_rel 6.39, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top qvec_poll 0.1) x read share 1.00 (reads 0.17; the write side's own 0.51)
tests/infer/contradict.c:17:7: warning: 'users' of struct tunables is declared write-hot but the code writes it only in init or cold code (written in tunables_init (tests/infer/contradict.c:42:11); the code says read_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader get_users (tests/infer/contradict.c:32) [1 load, 0 store, 0 rmw; weight 1/0/0]; written only in cold/init code, e.g. tunables_init (tests/infer/contradict.c:42) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.2, writes 0 (read share 1.00)
    rank: score 0.0485 = write rate 0.809 (of 'limit' on its line, top rebalance 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top get_users 0.1) x read share 1.00 (reads 0.2; the write side's own 0.50)
tests/infer/contradict.c:63:46: warning: 'setting' of struct qdev is set to 0 in qdev_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'map[1].offset', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->setting != 0) p->setting = 0;
    rank: score 0.006 = write rate 0.2 (top qdev_set 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.1 (1 hot reader not writing the line; 0 writing it; top qdev_get 0.1) x read share 1.00 (reads 0.1; the write side's own 0.50)
tests/infer/contradict.c:16:7: warning: 'limit' of struct tunables is declared read-hot but the code writes it on a hot path (written in rebalance (tests/infer/contradict.c:27:12); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 1 loading; top writer rebalance (tests/infer/contradict.c:27) [1 load, 1 store, 0 rmw; weight 8.09/8.09/0]; top reader rebalance (tests/infer/contradict.c:27) [1 load, 1 store, 0 rmw; weight 8.09/8.09/0]; rated reads 0.809, writes 0.809 (read share 0.50)
    rank: score 0 = write rate 0.809 (top rebalance 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0 (0 readers) x read share 0.50 (reads 0.809; the write side's own 0.50)
tests/infer/contradict.c:58:7: warning: 'hits' of struct qdev is declared read-hot but the code writes it on a hot path (written in qdev_hit (tests/infer/contradict.c:66:33); the code says write_hot) [cachelint:role-contradiction]
    hot code: 1 function(s) with RMW, 0 storing, 0 loading; top writer qdev_hit (tests/infer/contradict.c:66) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.1 (read share 0.00)
    rank: score 0 = write rate 0.1 (top qdev_hit 0.1, no hot entry reaches it) x cpus 1 (atomic RMW) x reader rate 0.1 (0 readers); declared, no hot reader seen x read share 0.00 (reads 0; the write side's own 0.00)
tests/infer/contradict.c:59:12: warning: 'map[0].count' of struct qdev is declared read-hot but the code writes it on a hot path (written in qdev_map (tests/infer/contradict.c:71:19); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 0 loading; top writer qdev_map (tests/infer/contradict.c:71) [0 load, 1 store, 0 rmw; weight 0/8.09/0]; rated reads 0, writes 0.809 (read share 0.00)
    rank: score 0 = write rate 0.809 (top qdev_map 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0.1 (0 readers); declared, no hot reader seen x read share 0.00 (reads 0; the write side's own 0.00)
tests/infer/contradict.c:94:15: warning: 'head' of struct rxq is declared write-hot but the code writes it only in init or cold code (written in rxq_init (tests/infer/contradict.c:102:15); the code says read_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader rxq_empty (tests/infer/contradict.c:135) [1 load, 0 store, 0 rmw; weight 1/0/0]; written only in cold/init code, e.g. rxq_init (tests/infer/contradict.c:102) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.2, writes 0 (read share 1.00)
    rank: score 0 = write rate 0 (no other field of the line is written hot) x cpus 1 (no hot writer) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rxq_empty 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
cachelint infer: 3 pairs of declared roles not shown: the plugin reports them (--declared-pairs lists them)
 * check-output-end
 *
 * -DREFILL: a loop storing new buffers into 'rx' is a hot write (qvec_rel).
 * check-command: unit -O2 -DREFILL contradict.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/contradict.c:17:7: warning: 'users' of struct tunables is declared write-hot but the code writes it only in init or cold code (written in tunables_init (tests/infer/contradict.c:42:11); the code says read_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader get_users (tests/infer/contradict.c:32) [1 load, 0 store, 0 rmw; weight 1/0/0]; written only in cold/init code, e.g. tunables_init (tests/infer/contradict.c:42) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.2, writes 0 (read share 1.00)
    rank: score 0.0485 = write rate 0.809 (of 'limit' on its line, top rebalance 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top get_users 0.1) x read share 1.00 (reads 0.2; the write side's own 0.50)
tests/infer/contradict.c:148:14: warning: 'rx' of struct qvec is declared read-hot but the code writes it on a hot path (written in qvec_rel (tests/infer/contradict.c:158:14); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 2 loading; top writer qvec_rel (tests/infer/contradict.c:158) [0 load, 1 store, 0 rmw; weight 0/63.9/0]; top reader qvec_poll (tests/infer/contradict.c:166) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.2, writes 6.39 (read share 0.03)
    rank: score 0.0116 = write rate 6.39 (top qvec_rel 6.39, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0.2 (2 readers); top qvec_poll 0.1 x read share 0.03 (reads 0.2; the write side's own 0.03)
tests/infer/contradict.c:63:46: warning: 'setting' of struct qdev is set to 0 in qdev_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'map[1].offset', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->setting != 0) p->setting = 0;
    rank: score 0.006 = write rate 0.2 (top qdev_set 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.1 (1 hot reader not writing the line; 0 writing it; top qdev_get 0.1) x read share 1.00 (reads 0.1; the write side's own 0.50)
tests/infer/contradict.c:16:7: warning: 'limit' of struct tunables is declared read-hot but the code writes it on a hot path (written in rebalance (tests/infer/contradict.c:27:12); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 1 loading; top writer rebalance (tests/infer/contradict.c:27) [1 load, 1 store, 0 rmw; weight 8.09/8.09/0]; top reader rebalance (tests/infer/contradict.c:27) [1 load, 1 store, 0 rmw; weight 8.09/8.09/0]; rated reads 0.809, writes 0.809 (read share 0.50)
    rank: score 0 = write rate 0.809 (top rebalance 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0 (0 readers) x read share 0.50 (reads 0.809; the write side's own 0.50)
tests/infer/contradict.c:58:7: warning: 'hits' of struct qdev is declared read-hot but the code writes it on a hot path (written in qdev_hit (tests/infer/contradict.c:66:33); the code says write_hot) [cachelint:role-contradiction]
    hot code: 1 function(s) with RMW, 0 storing, 0 loading; top writer qdev_hit (tests/infer/contradict.c:66) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.1 (read share 0.00)
    rank: score 0 = write rate 0.1 (top qdev_hit 0.1, no hot entry reaches it) x cpus 1 (atomic RMW) x reader rate 0.1 (0 readers); declared, no hot reader seen x read share 0.00 (reads 0; the write side's own 0.00)
tests/infer/contradict.c:59:12: warning: 'map[0].count' of struct qdev is declared read-hot but the code writes it on a hot path (written in qdev_map (tests/infer/contradict.c:71:19); the code says write_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 1 storing, 0 loading; top writer qdev_map (tests/infer/contradict.c:71) [0 load, 1 store, 0 rmw; weight 0/8.09/0]; rated reads 0, writes 0.809 (read share 0.00)
    rank: score 0 = write rate 0.809 (top qdev_map 0.809, no hot entry reaches it) x cpus 0.3 (plain stores) x reader rate 0.1 (0 readers); declared, no hot reader seen x read share 0.00 (reads 0; the write side's own 0.00)
cachelint infer: 3 pairs of declared roles not shown: the plugin reports them (--declared-pairs lists them)
 * check-output-end
 */
