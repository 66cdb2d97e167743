/*
 * Configuration writers: struct ndev's threaded and prio flags are updated
 * with atomic RMWs next to the flags every packet reads, but only while a
 * lock with one instance system-wide is held, so only one CPU at a time
 * can be there: configuration, not a per-event path (dev_set_threaded()
 * under RTNL in net/core/dev.c).  cachelint infer counts such code as cold
 * and reports nothing.  The lock is seen the ways the kernel takes them:
 *
 *   - rtnl_lock()/__rtnl_unlock(), lock calls without arguments;
 *   - mutex_lock(&cfg_mutex), a lock in a static variable;
 *   - down_write(&cfg_sem), a static rw_semaphore's write side;
 *   - in the callers only: ndev_apply_prio() takes no lock, its only caller
 *     holds the rw_semaphore;
 *   - a sysfs store's "if (!rtnl_trylock()) return restart_syscall();":
 *     held where the trylock succeeded;
 *   - ASSERT_RTNL(): WARN_ONCE(!rtnl_is_locked()), held from there on.
 *
 * Each -D option adds a writer that can run on many CPUs at once, and the
 * pair is reported:
 *   -DREAD_SIDE   a writer under the read side of a static rwlock
 *   -DPER_CPU     a writer under a lock in a per-CPU variable
 *   -DINSTANCE    a writer under the device's own lock (one per device)
 *   -DUNLOCKED    ndev_apply_prio() is also called without any lock
 *   -DTRY_FAILED  the sysfs store writes where the trylock failed
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))

struct mutex { int owner; };
struct rw_semaphore { int count; };
typedef struct rwlock { int lock; } rwlock_t;
typedef struct spinlock { int slock; } spinlock_t;

void rtnl_lock(void);
void __rtnl_unlock(void);
void rtnl_unlock(void);
int rtnl_trylock(void);
int rtnl_is_locked(void);
void warn_slowpath(const char *msg);
void mutex_lock(struct mutex *lock);
void mutex_unlock(struct mutex *lock);
void down_write(struct rw_semaphore *sem);
void up_write(struct rw_semaphore *sem);
void _raw_read_lock(rwlock_t *lock);
void _raw_read_unlock(rwlock_t *lock);
void _raw_spin_lock(spinlock_t *lock);
void _raw_spin_unlock(spinlock_t *lock);

struct ndev {
	spinlock_t lock;
	unsigned int threaded;
	unsigned int prio;
	unsigned int flags;
	long pad[6];
};

static struct mutex cfg_mutex;
static struct rw_semaphore cfg_sem;

int ndev_set_threaded(struct ndev *dev, int on)
{
	rtnl_lock();
	__atomic_fetch_or(&dev->threaded, on, __ATOMIC_RELAXED);
	__rtnl_unlock();
	return 0;
}

int ndev_clear_threaded(struct ndev *dev)
{
	mutex_lock(&cfg_mutex);
	__atomic_fetch_and(&dev->threaded, 0, __ATOMIC_RELAXED);
	mutex_unlock(&cfg_mutex);
	return 0;
}

__attribute__((noinline)) void ndev_apply_prio(struct ndev *dev, unsigned int prio)
{
	__atomic_fetch_or(&dev->prio, prio, __ATOMIC_RELAXED);
}

int ndev_set_prio(struct ndev *dev, unsigned int prio)
{
	down_write(&cfg_sem);
	ndev_apply_prio(dev, prio);
	up_write(&cfg_sem);
	return 0;
}

int threaded_store(struct ndev *dev, int on)
{
	if (!rtnl_trylock()) {
#ifdef TRY_FAILED
		__atomic_fetch_or(&dev->threaded, 4, __ATOMIC_RELAXED);
#endif
		return -512;	/* -ERESTARTSYS */
	}
	__atomic_fetch_or(&dev->threaded, on, __ATOMIC_RELAXED);
	rtnl_unlock();
	return 0;
}

int ndev_update_prio(struct ndev *dev)
{
	if (__builtin_expect(!rtnl_is_locked(), 0))
		warn_slowpath("RTNL: assertion failed");
	__atomic_fetch_add(&dev->prio, 1, __ATOMIC_RELAXED);
	return 0;
}

/* the per-packet readers */
int ndev_rx(struct ndev *dev)
{
	return READ_ONCE(dev->flags) & 1;
}

int ndev_tx(struct ndev *dev)
{
	return READ_ONCE(dev->flags) & 2;
}

#ifdef READ_SIDE
static rwlock_t cfg_rwlock;

void ndev_poke_threaded(struct ndev *dev)
{
	_raw_read_lock(&cfg_rwlock);
	__atomic_fetch_or(&dev->threaded, 2, __ATOMIC_RELAXED);
	_raw_read_unlock(&cfg_rwlock);
}
#endif

#ifdef PER_CPU
static __attribute__((section(".data..percpu"))) spinlock_t cpu_lock;

void ndev_poke_threaded(struct ndev *dev)
{
	_raw_spin_lock(&cpu_lock);
	__atomic_fetch_or(&dev->threaded, 2, __ATOMIC_RELAXED);
	_raw_spin_unlock(&cpu_lock);
}
#endif

#ifdef INSTANCE
void ndev_poke_threaded(struct ndev *dev)
{
	_raw_spin_lock(&dev->lock);
	__atomic_fetch_or(&dev->threaded, 2, __ATOMIC_RELAXED);
	_raw_spin_unlock(&dev->lock);
}
#endif

#ifdef UNLOCKED
void ndev_event(struct ndev *dev)
{
	ndev_apply_prio(dev, 4);
}
#endif
/*
 * check-name: configuration writers under global locks are cold
 *
 * rtnl_lock(), a static mutex, a successful rtnl_trylock() and
 * ASSERT_RTNL() hold global locks, named.
 * check-command: unit -O2 config.c && sites | grep '^struct ndev '
 * check-output-start
struct ndev threaded ndev_set_threaded:62 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1},"locks":["global:rtnl"]}
struct ndev threaded ndev_clear_threaded:70 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1},"locks":["struct mutex","global:cfg_mutex"]}
struct ndev threaded threaded_store:96 hot n=0,0,1 w=0,0,0.9791 plain {"via":[0,1],"fresh":{"param":1},"locks":["global:rtnl"]}
struct ndev prio ndev_apply_prio:77 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct ndev prio ndev_update_prio:105 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1},"locks":["global:rtnl"]}
struct ndev flags ndev_rx:112 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct ndev flags ndev_tx:117 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
 * check-output-end
 *
 * Writers under rtnl_lock(), a static mutex, a static rwsem (in the
 * caller): not reported (--hot-under-global-locks: both fields).
 * check-command: unit -O2 config.c && cachelint infer --silent-stores --candidates $dir
 * check-output-start
 * check-output-end
 * check-command: unit -O2 config.c && cachelint infer --silent-stores --candidates --hot-under-global-locks $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/config.c:50:15: warning: write-hot field 'threaded' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'flags' (bytes 12-15, role inferred from code) in 'struct ndev' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'threaded' (write_hot code): top writer ndev_set_threaded (tests/infer/config.c:62:2), top reader none, 3/0/0 hot functions rmw/store/load; 'flags' (read_hot code): top writer none, top reader ndev_rx (tests/infer/config.c:112:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.0596 = write rate 0.298 (top ndev_set_threaded 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top ndev_rx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/config.c:51:15: warning: write-hot field 'prio' (bytes 8-11, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'flags' (bytes 12-15, role inferred from code) in 'struct ndev' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'prio' (write_hot code): top writer ndev_apply_prio (tests/infer/config.c:77:2), top reader none, 2/0/0 hot functions rmw/store/load; 'flags' (read_hot code): top writer none, top reader ndev_rx (tests/infer/config.c:112:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top ndev_apply_prio 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top ndev_rx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * Each -D adds a writer that runs on many CPUs at once: that field
 * (threaded, or prio for -DUNLOCKED) reported against 'flags'.
 * check-command: unit -O2 -DREAD_SIDE config.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/config.c:50:15: warning: write-hot field 'threaded' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'flags' (bytes 12-15, role inferred from code) in 'struct ndev' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'threaded' (write_hot code): top writer ndev_poke_threaded (tests/infer/config.c:126:2), top reader none, 1/0/0 hot functions rmw/store/load; 'flags' (read_hot code): top writer none, top reader ndev_rx (tests/infer/config.c:112:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top ndev_poke_threaded 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top ndev_rx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DPER_CPU config.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/config.c:50:15: warning: write-hot field 'threaded' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'flags' (bytes 12-15, role inferred from code) in 'struct ndev' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'threaded' (write_hot code): top writer ndev_poke_threaded (tests/infer/config.c:137:2), top reader none, 1/0/0 hot functions rmw/store/load; 'flags' (read_hot code): top writer none, top reader ndev_rx (tests/infer/config.c:112:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top ndev_poke_threaded 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top ndev_rx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DINSTANCE config.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/config.c:50:15: warning: write-hot field 'threaded' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'flags' (bytes 12-15, role inferred from code) in 'struct ndev' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'threaded' (write_hot code): top writer ndev_poke_threaded (tests/infer/config.c:146:2), top reader none, 1/0/0 hot functions rmw/store/load; 'flags' (read_hot code): top writer none, top reader ndev_rx (tests/infer/config.c:112:9), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top ndev_poke_threaded 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 0.5 (atomic RMW, every writer holds struct ndev) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top ndev_rx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DUNLOCKED config.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/config.c:51:15: warning: write-hot field 'prio' (bytes 8-11, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'flags' (bytes 12-15, role inferred from code) in 'struct ndev' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'prio' (write_hot code): top writer ndev_apply_prio (tests/infer/config.c:77:2), top reader none, 1/0/0 hot functions rmw/store/load; 'flags' (read_hot code): top writer none, top reader ndev_rx (tests/infer/config.c:112:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top ndev_apply_prio 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top ndev_rx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DTRY_FAILED config.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/config.c:50:15: warning: write-hot field 'threaded' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'flags' (bytes 12-15, role inferred from code) in 'struct ndev' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'threaded' (write_hot code): top writer threaded_store (tests/infer/config.c:92:3), top reader none, 1/0/0 hot functions rmw/store/load; 'flags' (read_hot code): top writer none, top reader ndev_rx (tests/infer/config.c:112:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top threaded_store 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top ndev_rx 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * --locks says a global lock is held on entry (so the function is cold).
 * check-command: unit -O2 config.c && cachelint infer --silent-stores --candidates --locks ndev_apply_prio $dir
 * check-output-start
ndev_apply_prio: called, frequency 1; held on entry: global, struct rw_semaphore; cold: only cold code calls it
  called by ndev_set_prio (weight 1, frequency 1); held there: global, struct rw_semaphore
 * check-output-end
 */
