/*
 * Lock words: the kernel takes most locks out of line (_raw_spin_lock,
 * mutex_lock, down_read), so the atomic on the lock word is not in the
 * caller's code.  The call is: a lock call given &p->lock writes the
 * lock's first leaf (qspinlock.val, mutex.owner, rw_semaphore.count) with
 * an atomic read-modify-write, holding the lock (an acquire holds it after
 * the call, a release before).
 *
 *   struct pool     lock is taken by pool_get() and pool_put(), sem is
 *                   read-locked by pool_walk() and pool_scan(); mask and
 *                   size are read without either by pool_lookup() and
 *                   pool_peek(): both lock words are write-hot, on mask's
 *                   and size's line, reported (-DALIGNED: the readers'
 *                   fields start their own line, not reported).
 *                   pool_busy() only asks spin_is_locked(): no write.
 *                   pool_resize() changes mask under a static spinlock,
 *                   taken through the inlined spin_lock(): a lock with one
 *                   instance system-wide (global:pool_cfg_lock);
 *                   pool_limit() changes size under the lock of a static
 *                   struct (global:pool_limits, as def_rt_bandwidth's).
 *   struct inode_i  cache_es is changed by three extent paths (RMW);
 *                   crtime's hot readers, fill_raw() and fill_times(), run
 *                   under raw_lock, which sits on crtime's line: every
 *                   read of crtime comes with a write of the line, true
 *                   sharing, not reported (-DLOCK_FAR: raw_lock on another
 *                   line, reported, as ext4_inode_info's i_crtime was);
 *                   the lock word against crtime is dropped too.
 *                   spin_lock(&ei->raw_lock) is an inlined wrapper, and
 *                   update_inode() finds ei with container_of() from the
 *                   embedded vfs_inode (as EXT4_I() does), which GCC folds
 *                   to &MEM[(spinlock_t *)inode + -NB]: the lock word and
 *                   the lock are both struct inode_i's, where the lock
 *                   lives, not struct spinlock's or struct vinode's.
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define ____cacheline_aligned __attribute__((__aligned__(64)))

typedef struct qspinlock {
	union {
		int val;
		struct {
			unsigned char locked;
			unsigned char pending;
		};
	};
} arch_spinlock_t;
typedef struct raw_spinlock {
	arch_spinlock_t raw_lock;
	unsigned int magic, owner_cpu;
} raw_spinlock_t;
typedef struct spinlock {
	union {
		struct raw_spinlock rlock;
	};
} spinlock_t;
struct rw_semaphore {
	long count;
	long owner;
	raw_spinlock_t wait_lock;
};

void _raw_spin_lock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock);
unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock);
void _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags);
int _raw_spin_is_locked(raw_spinlock_t *lock);
void down_read(struct rw_semaphore *sem);
void up_read(struct rw_semaphore *sem);

static inline void spin_lock(spinlock_t *lock)
{
	_raw_spin_lock(&lock->rlock);
}

static inline void spin_unlock(spinlock_t *lock)
{
	_raw_spin_unlock(&lock->rlock);
}

static inline int spin_is_locked(spinlock_t *lock)
{
	return _raw_spin_is_locked(&lock->rlock);
}

struct item {
	struct item *next;
	long key;
};

struct pool {
	spinlock_t lock;
	struct rw_semaphore sem;
#ifdef ALIGNED
	unsigned long mask ____cacheline_aligned;
#else
	unsigned long mask;
#endif
	long size;
	struct item *free;
	struct item **slots;
};

struct item *pool_get(struct pool *p)
{
	struct item *it;

	spin_lock(&p->lock);
	it = p->free;
	if (it)
		p->free = it->next;
	spin_unlock(&p->lock);
	return it;
}

void pool_put(struct pool *p, struct item *it)
{
	unsigned long flags = _raw_spin_lock_irqsave(&p->lock.rlock);

	it->next = p->free;
	p->free = it;
	_raw_spin_unlock_irqrestore(&p->lock.rlock, flags);
}

long pool_walk(struct pool *p, long (*fn)(struct item *))
{
	long n = 0;

	down_read(&p->sem);
	for (struct item *it = p->free; it; it = it->next)
		n += fn(it);
	up_read(&p->sem);
	return n;
}

long pool_scan(struct pool *p)
{
	long n = 0;

	down_read(&p->sem);
	for (struct item *it = p->free; it; it = it->next)
		n++;
	up_read(&p->sem);
	return n;
}

struct item *pool_lookup(struct pool *p, unsigned long key)
{
	return p->slots[key & READ_ONCE(p->mask)];
}

long pool_peek(struct pool *p, unsigned long key)
{
	return (long)(key & READ_ONCE(p->mask)) < READ_ONCE(p->size);
}

static spinlock_t pool_cfg_lock;
static struct pool_limits {
	long max;
	spinlock_t lock;
} pool_limits;

void pool_resize(struct pool *p, unsigned long mask)
{
	spin_lock(&pool_cfg_lock);
	p->mask = mask;
	spin_unlock(&pool_cfg_lock);
}

void pool_limit(struct pool *p, long size)
{
	spin_lock(&pool_limits.lock);
	p->size = size < pool_limits.max ? size : pool_limits.max;
	spin_unlock(&pool_limits.lock);
}

int pool_busy(struct pool *p)
{
	return spin_is_locked(&p->lock);
}

struct vinode {
	long i_size;
	long i_blocks;
};

struct inode_i {
	long cache_es;
	long crtime;
#ifdef LOCK_FAR
	long pad[8];
#endif
	spinlock_t raw_lock;
	long blocks[16];
	struct vinode vfs_inode;
};

static inline struct inode_i *INODE_I(struct vinode *inode)
{
	return (struct inode_i *)((char *)inode - __builtin_offsetof(struct inode_i, vfs_inode));
}

void es_insert(struct inode_i *ei, long es)
{
	__atomic_store_n(&ei->cache_es, es, __ATOMIC_RELAXED);
}

void es_remove(struct inode_i *ei)
{
	__atomic_fetch_and(&ei->cache_es, 0, __ATOMIC_RELAXED);
}

void es_lookup(struct inode_i *ei, long es)
{
	if (__atomic_load_n(&ei->cache_es, __ATOMIC_RELAXED) == es)
		__atomic_fetch_add(&ei->cache_es, 1, __ATOMIC_RELAXED);
}

static __attribute__((noinline)) void fill_raw(struct inode_i *ei, long *raw)
{
	raw[0] = READ_ONCE(ei->crtime);
}

static __attribute__((noinline)) void fill_times(struct inode_i *ei, long *raw)
{
	raw[1] = READ_ONCE(ei->crtime) + 1;
}

void update_inode(struct vinode *inode, long *raw)
{
	struct inode_i *ei = INODE_I(inode);

	spin_lock(&ei->raw_lock);
	fill_raw(ei, raw);
	fill_times(ei, raw);
	spin_unlock(&ei->raw_lock);
}

void sync_inode(struct inode_i *ei, long *raw)
{
	spin_lock(&ei->raw_lock);
	fill_raw(ei, raw);
	raw[2] = 1;
	spin_unlock(&ei->raw_lock);
}
/*
 * check-name: lock words: a lock call given &p->lock is an RMW of its first leaf
 *
 * spin_lock/irqsave and down_read/up_read on &p->lock are RMWs (n=0,0,2)
 * of its first leaf (inode_i raw_lock.rlock.raw_lock.val in update_inode
 * and sync_inode, pool lock.rlock.raw_lock.val in pool_get and pool_put,
 * holding the record's lock; pool sem.count in pool_walk and pool_scan);
 * spin_is_locked is none.  A lock taken through an inlined spin_lock() is
 * named by the record it lives in, or the static variable: the call from
 * update_inode to fill_raw holds struct inode_i; pool mask in pool_resize
 * holds struct spinlock and global:pool_cfg_lock; pool size in pool_limit
 * struct pool_limits and global:pool_limits.
 * check-command: unit -O2 lockword.c && sites
 * check-output-start
struct inode_i crtime fill_raw:220 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct inode_i crtime fill_times:225 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct spinlock rlock.raw_lock.val spin_lock:72 hot n=0,0,1 w=0,0,1 plain {"lock":true,"via":[0,1],"fresh":{"param":1},"locks":["struct spinlock"]}
struct spinlock rlock.raw_lock.val spin_unlock:77 hot n=0,0,1 w=0,0,1 plain {"lock":true,"via":[0,1],"fresh":{"param":1}}
struct spinlock rlock.raw_lock.val pool_resize:164 hot n=0,0,2 w=0,0,2 plain {"lock":true,"locks":["struct spinlock","global:pool_cfg_lock"]}
struct spinlock rlock.raw_lock.val pool_limit:171 hot n=0,0,2 w=0,0,2 plain {"lock":true,"locks":["struct pool_limits","global:pool_limits"]}
struct pool lock.rlock.raw_lock.val pool_get:107 hot n=0,0,2 w=0,0,2 plain {"lock":true,"via":[0,2],"fresh":{"param":2},"locks":["struct pool"]}
struct pool lock.rlock.raw_lock.val pool_put:117 hot n=0,0,2 w=0,0,2 plain {"lock":true,"via":[0,2],"fresh":{"param":2},"locks":["struct pool"]}
struct pool free pool_get:110 hot n=1,1,0 w=1,0.7,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true,"locks":["struct pool"]}
struct pool free pool_put:120 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true,"locks":["struct pool"]}
struct pool free pool_walk:129 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct pool free pool_scan:140 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct item next pool_get:110 hot n=1,0,0 w=0.7,0,0 plain {"locks":["struct pool"]}
struct item next pool_put:119 hot n=0,1,0 w=0,1,0 plain {"via":[1,1],"fresh":{"param":1},"varied":true,"locks":["struct pool"]}
struct item next pool_walk:129 hot n=1,0,0 w=8.09091,0,0 plain
struct item next pool_scan:140 hot n=1,0,0 w=8.09091,0,0 plain
struct pool sem.count pool_walk:128 hot n=0,0,2 w=0,0,2 plain {"lock":true,"via":[0,2],"fresh":{"param":2}}
struct pool sem.count pool_scan:139 hot n=0,0,2 w=0,0,2 plain {"lock":true,"via":[0,2],"fresh":{"param":2}}
struct pool slots pool_lookup:148 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct pool mask pool_lookup:148 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct pool mask pool_peek:153 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct pool mask pool_resize:165 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"varied":true,"locks":["struct spinlock","global:pool_cfg_lock"]}
struct pool size pool_peek:153 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct pool size pool_limit:172 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"varied":true,"locks":["struct pool_limits","global:pool_limits"]}
struct pool_limits max pool_limit:172 hot n=1,0,0 w=1,0,0 plain {"locks":["struct pool_limits","global:pool_limits"]}
struct inode_i cache_es es_insert:204 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1}}
struct inode_i cache_es es_remove:209 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct inode_i cache_es es_lookup:215 hot n=1,0,1 w=1,0,0.2024 plain {"via":[0,2],"fresh":{"param":1}}
struct inode_i raw_lock.rlock.raw_lock.val update_inode:232 hot n=0,0,2 w=0,0,2 plain {"lock":true,"via":[0,2],"fresh":{"param":2},"locks":["struct inode_i"]}
struct inode_i raw_lock.rlock.raw_lock.val sync_inode:240 hot n=0,0,2 w=0,0,2 plain {"lock":true,"via":[0,2],"fresh":{"param":2},"locks":["struct inode_i"]}
 * check-output-end
 * check-command: unit -O2 lockword.c && jq -c '.accesses.calls[]' $dir/lockword.cachelint.json
 * check-output-start
{"from":"spin_lock","to":"_raw_spin_lock","w":1,"args":[0]}
{"from":"spin_unlock","to":"_raw_spin_unlock","w":1,"args":[0]}
{"from":"spin_is_locked","to":"_raw_spin_is_locked","w":1,"args":[0]}
{"from":"pool_get","to":"_raw_spin_lock","w":1,"args":[0]}
{"from":"pool_get","to":"_raw_spin_unlock","w":1,"locks":["struct pool"],"args":[0]}
{"from":"pool_put","to":"_raw_spin_lock_irqsave","w":1,"args":[0]}
{"from":"pool_put","to":"_raw_spin_unlock_irqrestore","w":1,"locks":["struct pool"],"args":[0]}
{"from":"pool_walk","to":"down_read","w":1,"args":[0]}
{"from":"pool_walk","to":"up_read","w":1,"args":[0]}
{"from":"pool_scan","to":"down_read","w":1,"args":[0]}
{"from":"pool_scan","to":"up_read","w":1,"args":[0]}
{"from":"pool_resize","to":"_raw_spin_lock","w":1}
{"from":"pool_resize","to":"_raw_spin_unlock","w":1,"locks":["global","struct spinlock"]}
{"from":"pool_limit","to":"_raw_spin_lock","w":1}
{"from":"pool_limit","to":"_raw_spin_unlock","w":1,"locks":["global","struct pool_limits"]}
{"from":"pool_busy","to":"_raw_spin_is_locked","w":1,"args":[0]}
{"from":"update_inode","to":"_raw_spin_lock","w":1,"args":[0]}
{"from":"update_inode","to":"fill_raw","w":1,"locks":["struct inode_i"],"args":[0,1]}
{"from":"update_inode","to":"fill_times","w":1,"locks":["struct inode_i"],"args":[0,1]}
{"from":"update_inode","to":"_raw_spin_unlock","w":1,"locks":["struct inode_i"],"args":[0]}
{"from":"sync_inode","to":"_raw_spin_lock","w":1,"args":[0]}
{"from":"sync_inode","to":"fill_raw","w":1,"locks":["struct inode_i"],"args":[0,1]}
{"from":"sync_inode","to":"_raw_spin_unlock","w":1,"locks":["struct inode_i"],"args":[0]}
 * check-output-end
 *
 * --lock-words: a spinlock and an rwsem taken on the line of lockless
 * readers are reported, low confidence (2 findings, against 'mask' of
 * struct pool, top writer pool_get), nothing of struct inode_i: its
 * readers take a lock on the same line, true sharing (1 true sharing with
 * --stats; -DLOCK_FAR: 'cache_es'/'crtime' reported).  -DALIGNED or
 * without --lock-words: no lock word in a finding.
 * check-command: unit -O2 lockword.c && cachelint infer --silent-stores --candidates --lock-words $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/lockword.c:92:22: warning: write-hot field 'sem.count' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mask' (bytes 48-55, role inferred from code) in 'struct pool' [cachelint:false-sharing]
    confidence low: 'sem.count' (write_hot code): top writer pool_walk (tests/infer/lockword.c:128:2), top reader none, 2/0/0 hot functions rmw/store/load; 'mask' (read_hot code): top writer none, top reader pool_lookup (tests/infer/lockword.c:148:24), 0/0/2 hot functions rmw/store/load
    rank: score 0.08 = write rate 0.4 (top pool_walk 0.2, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pool_lookup 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/lockword.c:91:13: warning: write-hot field 'lock.rlock.raw_lock.val' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mask' (bytes 48-55, role inferred from code) in 'struct pool' [cachelint:false-sharing]
    confidence low: 'lock.rlock.raw_lock.val' (write_hot code): top writer pool_get (tests/infer/lockword.c:107:2), top reader none, 2/0/0 hot functions rmw/store/load; 'mask' (read_hot code): top writer none, top reader pool_lookup (tests/infer/lockword.c:148:24), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.4 (top pool_get 0.2, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.5 (atomic RMW, every writer holds struct pool) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pool_lookup 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DALIGNED lockword.c && cachelint infer --silent-stores --candidates --lock-words $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/lockword.c:99:15: warning: write-hot field 'free' (bytes 80-87, role inferred from code) shares cache line 1 (bytes 64-127 of 64-byte lines) with read-hot field 'mask' (bytes 64-71, role inferred from code) in 'struct pool' [cachelint:false-sharing]
    confidence low: 'free' (write_hot code): top writer pool_put (tests/infer/lockword.c:120:10), top reader pool_get (tests/infer/lockword.c:110:11), 0/2/4 hot functions rmw/store/load; 'mask' (read_hot code): top writer none, top reader pool_lookup (tests/infer/lockword.c:148:24), 0/0/2 hot functions rmw/store/load
    rank: score 0.0051 = write rate 0.17 (top pool_put 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.15 (plain stores, every writer holds struct pool) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pool_lookup 0.1) x read share 1.00 (reads 0.2; the write side's own 0.70)
 * check-output-end
 * check-command: unit -O2 lockword.c && cachelint infer --silent-stores --candidates $dir
 * check-output-start
 * check-output-end
 * check-command: unit -O2 lockword.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-output-start
cachelint infer: 1 reports, 12 accessed fields, 5 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 2 write-hot, 3 read-hot, 7 cold
cachelint infer: 0 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 1 true sharing, 0 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 27 functions, 23 calls, 0 function-pointer targets, 5 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 -DLOCK_FAR lockword.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/lockword.c:187:7: warning: write-hot field 'cache_es' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'crtime' (bytes 8-15, role inferred from code) in 'struct inode_i' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'cache_es' (write_hot code): top writer es_insert (tests/infer/lockword.c:204:2), top reader es_lookup (tests/infer/lockword.c:215:3), 2/1/1 hot functions rmw/store/load; 'crtime' (read_hot code): top writer none, top reader fill_raw (tests/infer/lockword.c:220:11), 0/0/2 hot functions rmw/store/load
    rank: score 0.044 = write rate 0.22 (top es_insert 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top fill_raw 0.1) x read share 1.00 (reads 0.2; the write side's own 0.31)
 * check-output-end
 */
