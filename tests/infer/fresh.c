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
/*
 * check-name: writes into new objects are the object's initialization
 *
 * Writes into a new object ("fresh": {"new"}), a callee's result
 * ({"result"}) and a parameter every call gives one ({"param"}) are
 * counted; each way a body returns is recorded (ERR_PTR and NULL are no
 * object; a constructor field's result; its own parameter), and the call
 * arguments.
 * check-command: unit -O2 fresh.c && sites | grep '^struct conn '
 * check-output-start
struct conn err conn_prepare:79 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"consts":["0"],"silent":{"value":"0","weight":1,"at":[0,79,2]}}
struct conn err conn_clone:90 hot n=0,1,0 w=0,0.9996,0 volatile {"fresh":{"new":1},"consts":["0"],"silent":{"value":"0","weight":0.9996,"at":[0,90,2]}}
struct conn flags conn_prepare:80 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct conn state conn_clone:89 hot n=1,1,0 w=0.9996,0.9996,0 volatile {"via":[0,1],"fresh":{"new":1},"varied":true}
struct conn state conn_accept:102 hot n=0,1,0 w=0,0.4888,0 volatile {"fresh":{"result":["conn_clone",1]},"consts":["2"],"silent":{"value":"2","weight":0.4888,"at":[0,102,2]}}
struct conn state conn_new:112 hot n=0,1,0 w=0,0.9996,0 volatile {"fresh":{"new":1},"consts":["1"],"silent":{"value":"1","weight":0.9996,"at":[0,112,2]}}
struct conn state conn_spawn:158 hot n=0,1,0 w=0,0.6905,0 volatile {"fresh":{"result":["conn_make",1]},"consts":["2"],"silent":{"value":"2","weight":0.6905,"at":[0,158,2]}}
struct conn state conn_open:185 hot n=0,1,0 w=0,0.6905,0 volatile {"fresh":{"result":["conn_make_init",1]},"consts":["3"],"silent":{"value":"3","weight":0.6905,"at":[0,185,2]}}
struct conn ops conn_clone:91 hot n=0,1,0 w=0,0.9996,0 plain {"fresh":{"new":1},"varied":true}
struct conn ops conn_new:113 hot n=0,1,0 w=0,0.9996,0 plain {"fresh":{"new":1},"varied":true}
struct conn ops conn_rx:209 hot n=1,0,0 w=0.9896,0,0 plain {"via":[0,1]}
struct conn ops conn_tx:216 hot n=1,0,0 w=0.9896,0,0 plain {"via":[0,1]}
struct conn rx_packets conn_rx:206 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct conn id conn_rx:207 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct conn id conn_tx:214 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
 * check-output-end
 * check-command: unit -O2 fresh.c && jq -c '.accesses.returns' $dir/fresh.cachelint.json && \
 *	jq -c '[.accesses.calls[] | select(.args) | [.from, .to, .args]]' $dir/fresh.cachelint.json
 * check-output-start
[["make_plain","new"],["conn_alloc","new"],["conn_make","new"],["conn_make","result:*struct conn_factory\nmake"],["conn_init","param:0"],["conn_make_init","result:conn_init"],["conn_clone","new"],["conn_new","new"]]
[["conn_init","conn_prepare",[0]],["conn_make_init","conn_init",["new"]],["conn_clone","conn_prepare",["new"]],["conn_accept","conn_clone",[0]],["conn_accept","publish",["result:conn_clone"]],["conn_new","conn_prepare",["new"]],["conn_spawn","conn_make",[0]],["conn_spawn","publish",["result:conn_make"]],["conn_open","publish",["result:conn_make_init"]]]
 * check-output-end
 *
 * -DCACHED: a function that may return a published object, or a
 * constructor field one of whose functions may, returns no new object, nor
 * do its callers' results.
 * check-command: unit -O2 -DCACHED fresh.c && jq -c '.accesses.returns' $dir/fresh.cachelint.json && \
 *	sites | grep '^struct conn state '
 * check-output-start
[["make_cached",null],["make_plain","new"],["conn_alloc","new"],["conn_alloc",null],["conn_make","new"],["conn_make","result:*struct conn_factory\nmake"],["conn_init","param:0"],["conn_make_init","result:conn_init"],["conn_clone","result:conn_alloc"],["conn_new","new"]]
struct conn state conn_clone:89 hot n=1,1,0 w=0.6905,0.6905,0 volatile {"via":[0,1],"fresh":{"result":["conn_alloc",1]},"varied":true}
struct conn state conn_accept:102 hot n=0,1,0 w=0,0.4888,0 volatile {"fresh":{"result":["conn_clone",1]},"consts":["2"],"silent":{"value":"2","weight":0.4888,"at":[0,102,2]}}
struct conn state conn_new:112 hot n=0,1,0 w=0,0.9996,0 volatile {"fresh":{"new":1},"consts":["1"],"silent":{"value":"1","weight":0.9996,"at":[0,112,2]}}
struct conn state conn_spawn:158 hot n=0,1,0 w=0,0.6905,0 volatile {"fresh":{"result":["conn_make",1]},"consts":["2"],"silent":{"value":"2","weight":0.6905,"at":[0,158,2]}}
struct conn state conn_open:185 hot n=0,1,0 w=0,0.6905,0 volatile {"fresh":{"result":["conn_make_init",1]},"consts":["3"],"silent":{"value":"3","weight":0.6905,"at":[0,185,2]}}
 * check-output-end
 *
 * Fields written only into new objects are not write-hot (pairs
 * rx_packets/id and rx_packets/ops only; 6 functions return a new object,
 * 3 parameters always get one) and their constant stores are not silent;
 * a live object's writer (-DREUSE, -DCACHED: one silent store) or
 * --keep-fresh brings the pairs back.
 * check-command: unit -O2 fresh.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/fresh.c:55:16: warning: write-hot field 'rx_packets' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'ops' (bytes 32-39, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rx_packets' (write_hot code): top writer conn_rx (tests/infer/fresh.c:206:2), top reader none, 1/0/0 hot functions rmw/store/load; 'ops' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:209:10), 0/0/2 hot functions rmw/store/load
    rank: score 0.01 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.198; the write side's own 0.00)
tests/infer/fresh.c:55:16: warning: write-hot field 'rx_packets' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rx_packets' (write_hot code): top writer conn_rx (tests/infer/fresh.c:206:2), top reader none, 1/0/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0.01 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
cachelint infer: 1 reports, 8 accessed fields, 3 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 1 write-hot, 3 read-hot, 4 cold
cachelint infer: 2 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 0 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 16 functions, 19 calls, 1 function-pointer targets, 1 lock records
cachelint infer: new objects: 6 functions return one, 3 parameters always get one
 * check-output-end
 * check-command: unit -O2 fresh.c && cachelint infer --silent-stores --candidates --keep-fresh $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/fresh.c:53:6: warning: write-hot field 'state' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence low: 'state' (write_hot code): top writer conn_clone (tests/infer/fresh.c:89:2), top reader conn_clone (tests/infer/fresh.c:89:2), 0/5/1 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0.0139 = write rate 0.387 (top conn_clone 0.1, no hot entry reaches it) x alone 0.60 (2 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.21)
tests/infer/fresh.c:55:16: warning: write-hot field 'rx_packets' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rx_packets' (write_hot code): top writer conn_rx (tests/infer/fresh.c:206:2), top reader none, 1/0/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0.01 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/fresh.c:54:7: warning: write-hot field 'err' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence low: 'err' (write_hot code): top writer conn_prepare (tests/infer/fresh.c:79:2), top reader none, 0/2/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.2 (top conn_prepare 0.1, no hot entry reaches it) x alone 0.00 (2 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/fresh.c:56:16: warning: write-hot field 'flags' (bytes 24-31, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer conn_prepare (tests/infer/fresh.c:80:2), top reader none, 1/0/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top conn_prepare 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DREUSE fresh.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/fresh.c:55:16: warning: write-hot field 'rx_packets' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'ops' (bytes 32-39, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rx_packets' (write_hot code): top writer conn_rx (tests/infer/fresh.c:206:2), top reader none, 1/0/0 hot functions rmw/store/load; 'ops' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:209:10), 0/0/2 hot functions rmw/store/load
    rank: score 0.01 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.198; the write side's own 0.00)
tests/infer/fresh.c:55:16: warning: write-hot field 'rx_packets' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rx_packets' (write_hot code): top writer conn_rx (tests/infer/fresh.c:206:2), top reader none, 1/0/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0.01 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/fresh.c:200:2: warning: 'state' of struct conn is set to 4 in conn_reopen on every pass, without checking its value; it shares cache line 0 with read-hot 'id', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->state != 4) p->state = 4;
    rank: score 0.006 = write rate 0.1 (top conn_reopen 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.50)
tests/infer/fresh.c:56:16: warning: write-hot field 'flags' (bytes 24-31, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'ops' (bytes 32-39, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer conn_prepare (tests/infer/fresh.c:80:2), top reader none, 1/0/0 hot functions rmw/store/load; 'ops' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:209:10), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top conn_prepare 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.198; the write side's own 0.00)
tests/infer/fresh.c:56:16: warning: write-hot field 'flags' (bytes 24-31, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer conn_prepare (tests/infer/fresh.c:80:2), top reader none, 1/0/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top conn_prepare 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DCACHED fresh.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/fresh.c:158:2: warning: 'state' of struct conn is set to 2 in conn_spawn on every pass, without checking its value; it shares cache line 0 with read-hot 'id', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->state != 2) p->state = 2;
    rank: score 0.0112 = write rate 0.187 (top conn_clone 0.0691, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.27)
tests/infer/fresh.c:55:16: warning: write-hot field 'rx_packets' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'rx_packets' (write_hot code): top writer conn_rx (tests/infer/fresh.c:206:2), top reader none, 1/0/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0.01 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/fresh.c:53:6: warning: write-hot field 'state' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence low: 'state' (write_hot code): top writer conn_clone (tests/infer/fresh.c:89:2), top reader conn_clone (tests/infer/fresh.c:89:2), 0/3/1 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0.00748 = write rate 0.187 (top conn_clone 0.0691, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.27)
tests/infer/fresh.c:54:7: warning: write-hot field 'err' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence low: 'err' (write_hot code): top writer conn_prepare (tests/infer/fresh.c:79:2), top reader none, 0/2/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.169 (top conn_prepare 0.1, no hot entry reaches it) x alone 0.00 (2 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/fresh.c:56:16: warning: write-hot field 'flags' (bytes 24-31, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'id' (bytes 40-43, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer conn_prepare (tests/infer/fresh.c:80:2), top reader none, 1/0/0 hot functions rmw/store/load; 'id' (read_hot code): top writer none, top reader conn_rx (tests/infer/fresh.c:207:7), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top conn_prepare 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.1 (1 hot reader not writing the line; 1 writing it; top conn_tx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 fresh.c && cachelint infer --silent-stores --candidates --format json $dir | \
 *	jq -c '.findings[] | [.rule, .fields]'
 * check-output-start
["false-sharing",["rx_packets","ops"]]
["false-sharing",["rx_packets","id"]]
 * check-output-end
 *
 * What a function returning its parameter returns is new when its caller
 * gave it a new object (conn_make_init()), not when a live one
 * (conn_reopen(), -DREUSE); the evidence names a writer into new objects
 * (conn.ops: conn_clone).
 * check-command: unit -O2 fresh.c && \
 *	cachelint infer --silent-stores --candidates --annotations-out $dir/f.ann $dir >/dev/null; cat $dir/f.ann
 * check-output-start
# cachelint infer: roles inferred from the code's accesses
# STRUCT.FIELD ROLE; each preceded by its evidence
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader conn_rx (tests/infer/fresh.c:209) [1 load, 0 store, 0 rmw; weight 0.99/0/0]; rated reads 0.198, writes 0 (read share 1.00)
conn_ops.rx read_hot
# hot code: 0 function(s) with RMW, 0 storing, 1 loading; top reader conn_clone (tests/infer/fresh.c:89) [1 load, 1 store, 0 rmw; weight 1/1/0]; writes into new objects only (initialization), e.g. conn_clone (tests/infer/fresh.c:89) [1 load, 1 store, 0 rmw; weight 1/1/0]; rated reads 0.1, writes 0 (read share 1.00)
conn.state cold
# hot code: 0 function(s) with RMW, 0 storing, 0 loading; writes into new objects only (initialization), e.g. conn_prepare (tests/infer/fresh.c:79) [0 load, 1 store, 0 rmw; weight 0/1/0]
conn.err cold
# hot code: 1 function(s) with RMW, 0 storing, 0 loading; top writer conn_rx (tests/infer/fresh.c:206) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.1 (read share 0.00)
conn.rx_packets write_hot
# hot code: 0 function(s) with RMW, 0 storing, 0 loading; writes into new objects only (initialization), e.g. conn_prepare (tests/infer/fresh.c:80) [0 load, 0 store, 1 rmw; weight 0/0/1]
conn.flags cold
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader conn_rx (tests/infer/fresh.c:209) [1 load, 0 store, 0 rmw; weight 0.99/0/0]; writes into new objects only (initialization), e.g. conn_clone (tests/infer/fresh.c:91) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.198, writes 0 (read share 1.00)
conn.ops read_hot
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader conn_rx (tests/infer/fresh.c:207) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.2, writes 0 (read share 1.00)
conn.id read_hot
# hot code: 0 function(s) with RMW, 0 storing, 1 loading; top reader conn_make (tests/infer/fresh.c:146) [1 load, 0 store, 0 rmw; weight 0.826/0/0]; rated reads 0.0826, writes 0 (read share 1.00)
conn_factory.make cold
 * check-output-end
 * check-command: unit -O2 -DREUSE fresh.c && \
 *	cachelint infer --silent-stores --candidates --annotations-out $dir/f.ann $dir >/dev/null; cat $dir/f.ann
 * check-output-start
# cachelint infer: roles inferred from the code's accesses
# STRUCT.FIELD ROLE; each preceded by its evidence
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader conn_rx (tests/infer/fresh.c:209) [1 load, 0 store, 0 rmw; weight 0.99/0/0]; rated reads 0.198, writes 0 (read share 1.00)
conn_ops.rx read_hot
# hot code: 0 function(s) with RMW, 1 storing, 1 loading; top writer conn_reopen (tests/infer/fresh.c:200) [0 load, 1 store, 0 rmw; weight 0/1/0]; top reader conn_clone (tests/infer/fresh.c:89) [1 load, 1 store, 0 rmw; weight 1/1/0]; writes into new objects only (initialization), e.g. conn_clone (tests/infer/fresh.c:89) [1 load, 1 store, 0 rmw; weight 1/1/0]; rated reads 0.1, writes 0.1 (read share 0.50)
conn.state cold
# hot code: 0 function(s) with RMW, 1 storing, 0 loading; top writer conn_prepare (tests/infer/fresh.c:79) [0 load, 1 store, 0 rmw; weight 0/1/0]; writes into new objects only (initialization), e.g. conn_clone (tests/infer/fresh.c:90) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0, writes 0.1 (read share 0.00)
conn.err cold
# hot code: 1 function(s) with RMW, 0 storing, 0 loading; top writer conn_rx (tests/infer/fresh.c:206) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.1 (read share 0.00)
conn.rx_packets write_hot
# hot code: 1 function(s) with RMW, 0 storing, 0 loading; top writer conn_prepare (tests/infer/fresh.c:80) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.1 (read share 0.00)
conn.flags write_hot
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader conn_rx (tests/infer/fresh.c:209) [1 load, 0 store, 0 rmw; weight 0.99/0/0]; writes into new objects only (initialization), e.g. conn_clone (tests/infer/fresh.c:91) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.198, writes 0 (read share 1.00)
conn.ops read_hot
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader conn_rx (tests/infer/fresh.c:207) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.2, writes 0 (read share 1.00)
conn.id read_hot
# hot code: 0 function(s) with RMW, 0 storing, 1 loading; top reader conn_make (tests/infer/fresh.c:146) [1 load, 0 store, 0 rmw; weight 0.826/0/0]; rated reads 0.0826, writes 0 (read share 1.00)
conn_factory.make cold
 * check-output-end
 */
