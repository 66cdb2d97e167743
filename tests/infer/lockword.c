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
