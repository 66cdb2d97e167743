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
