/*
 * Writes into new objects: what a connection's accept path stores into the
 * connection it has just allocated (as sk_clone_lock() into the new socket,
 * copy_process() into the child's task_struct) is made once per object,
 * before any other CPU can read it.  However often accept runs, those
 * stores are not a writer other CPUs' reads of the same line compete with.
 *
 *   state, err   written (WRITE_ONCE: other CPUs read them) only into new
 *                connections: by conn_new() into what kmalloc() returned,
 *                by conn_clone() into the result of conn_alloc() (a
 *                function that returns a new object), by conn_accept()
 *                into the result of conn_clone() (one that returns
 *                conn_alloc()'s, or an ERR_PTR), by conn_spawn() into the
 *                result of conn_make(), which returns kmalloc()'s or that
 *                of a call through a constructor field whose every
 *                function returns a new object, by conn_open() into the
 *                result of conn_make_init(), which returns what
 *                conn_init() returns, its parameter, given kmalloc()'s
 *                connection, and by conn_prepare(c), whose every call
 *                passes a new connection;
 *   flags        set_bit() by conn_prepare() only;
 *   rx_packets   an atomic counter of every received packet: write-hot;
 *   ops          read on every packet, written only into new connections:
 *                read-hot (--keep-fresh: write-hot);
 *   id           read on every packet: read-hot.
 *
 * All share line 0.  Reported: rx_packets/ops and rx_packets/id.  Not
 * reported: state, err or flags against ops or id (--keep-fresh: against
 * id, ops being write-hot then).
 *
 * -DREUSE: conn_reset() re-initializes a live connection through
 * conn_prepare(), and conn_reopen() through conn_init(), whose result is
 * then the live connection: conn_prepare()'s parameter is no longer always
 * new, flags/ops and flags/id are reported, and so is state (conn_reopen()
 * writes it into no new object).  -DCACHED: conn_alloc() may return a cached,
 * published connection, and so may a second constructor: conn_alloc(),
 * conn_clone() and conn_make() no longer return new objects; state, err
 * and flags are written hot, and "state = 2" in conn_accept() and
 * conn_spawn() is a silent store (by default it is the initialization of a
 * new connection, no silent store).
 */
typedef unsigned long size_t;

void *kmalloc(size_t size, int flags) __attribute__((malloc, alloc_size(1)));
void publish(void *obj);
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))

struct conn_ops {
	int (*rx)(void *);
};

struct conn {
	int state;
	long err;
	unsigned long rx_packets;
	unsigned long flags;
	const struct conn_ops *ops;
	unsigned int id;
	long pad[3];
};

extern const struct conn_ops clone_ops;

#ifdef CACHED
struct conn *conn_cache;
#endif

static __attribute__((noinline)) struct conn *conn_alloc(void)
{
#ifdef CACHED
	if (conn_cache)
		return conn_cache;
#endif
	return (struct conn *)kmalloc(sizeof(struct conn), 0);
}

static __attribute__((noinline)) void conn_prepare(struct conn *c)
{
	WRITE_ONCE(c->err, 0);
	__atomic_fetch_or(&c->flags, 1UL, __ATOMIC_RELAXED);	/* set_bit() */
}

struct conn *conn_clone(const struct conn *old, long error)
{
	struct conn *n = conn_alloc();

	if (!n)
		return (struct conn *)error;	/* ERR_PTR(error) */
	WRITE_ONCE(n->state, old->state);
	WRITE_ONCE(n->err, 0);
	n->ops = &clone_ops;
	conn_prepare(n);
	return n;
}

void conn_accept(const struct conn *listener)
{
	struct conn *c = conn_clone(listener, -12);

	if ((unsigned long)c >= (unsigned long)-4095)
		return;
	WRITE_ONCE(c->state, 2);
	publish(c);
}

struct conn *conn_new(const struct conn_ops *ops)
{
	struct conn *c = (struct conn *)kmalloc(sizeof(*c), 0);

	if (!c)
		return 0;
	WRITE_ONCE(c->state, 1);
	c->ops = ops;
	conn_prepare(c);
	return c;
}

/* An ops table of constructors: what a call through it returns is new
 * when every constructor stored into the field returns a new object. */
struct conn_factory {
	struct conn *(*make)(void);
};

static struct conn *make_plain(void)
{
	return (struct conn *)kmalloc(sizeof(struct conn), 0);
}

const struct conn_factory plain_factory = { make_plain };

#ifdef CACHED
static struct conn *make_cached(void)
{
	return conn_cache;
}

const struct conn_factory cached_factory = { make_cached };
#endif

/* the factory's connection, or kmalloc()'s: new either way */
static __attribute__((noinline)) struct conn *conn_make(const struct conn_factory *f)
{
	struct conn *c;

	if (f)
		c = f->make();
	else
		c = (struct conn *)kmalloc(sizeof(*c), 0);
	return c;
}

void conn_spawn(const struct conn_factory *f)
{
	struct conn *c = conn_make(f);

	if (!c)
		return;
	WRITE_ONCE(c->state, 2);
	publish(c);
}

/* initializes the connection it is given and returns it (mm_init()) */
static __attribute__((noinline)) struct conn *conn_init(struct conn *c)
{
	conn_prepare(c);
	return c;
}

/* kmalloc()'s connection through conn_init(): new (mm_alloc()) */
static __attribute__((noinline)) struct conn *conn_make_init(void)
{
	struct conn *c = (struct conn *)kmalloc(sizeof(*c), 0);

	if (!c)
		return 0;
	return conn_init(c);
}

void conn_open(void)
{
	struct conn *c = conn_make_init();

	if (!c)
		return;
	WRITE_ONCE(c->state, 3);
	publish(c);
}

#ifdef REUSE
void conn_reset(struct conn *c)
{
	conn_prepare(c);
}

/* conn_init() given a live connection: what it returns is not new */
void conn_reopen(struct conn *live)
{
	struct conn *c = conn_init(live);

	WRITE_ONCE(c->state, 4);
}
#endif

int conn_rx(struct conn *c, void *pkt)
{
	__atomic_fetch_add(&c->rx_packets, 1, __ATOMIC_RELAXED);
	if (c->id == 0)
		return -1;
	return c->ops->rx(pkt);
}

int conn_tx(struct conn *c, void *pkt)
{
	if (c->id == 0)
		return -1;
	return c->ops->rx(pkt);
}
