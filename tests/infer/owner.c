/*
 * The task's own fields: what a task does to its own task_struct through
 * `current` runs on the CPU the task runs on, so a write-hot field and a
 * read-hot field that only the task itself writes and reads cost no miss
 * (the line moves only when the task migrates).  current is the kernel's:
 * get_current() loads pcpu_hot.current_task through %gs (__seg_gs with
 * CONFIG_USE_X86_SEG_SUPPORT; -DASM_CURRENT: the asm of
 * this_cpu_read_stable() instead).
 *
 *   flags    set with an atomic by the task itself, on syscall entry and
 *            on the tick (set_tsk_thread_flag(current, ...)): write-hot,
 *            the task's own;
 *   work     set with an atomic by task_work_add() on any task and by the
 *            tick on current: write-hot, not the task's own;
 *   prio     read by the task itself, on every schedule out and syscall
 *            return: read-hot, the task's own (-DPARENT: also read through
 *            current->parent, another task: not its own);
 *   cpu      read by a wakeup and a load balancer of any task: read-hot,
 *            not the task's own.
 *
 * All four share line 0.  Reported: flags/cpu, work/prio, work/cpu.  Not
 * reported: flags/prio, both the task's own (--keep-own: reported).
 *
 * Helpers the early inliner leaves out of line get the task as a
 * parameter: mark_task(t) sets flags, called by relay_mark(t), called by
 * task_signal() with current; prio_of(t) reads prio, called by sched_in()
 * with current.  Every call passes current (directly or as the caller's
 * parameter that is current in turn), so those accesses are the task's
 * own too.  -DREMOTE_CALL: peek_prio(p) calls prio_of(p) with any task:
 * prio's reader is not the task's own, flags/prio is reported.
 */
typedef unsigned long uintptr_t;

struct task {
	unsigned long flags;
	unsigned long work;
	int prio;
	int cpu;
	struct task *parent;
	long pad[4];
};

struct pcpu_hot {
	union {
		struct {
			struct task *current_task;
			int preempt_count;
		};
		unsigned char pad[64];
	};
};

/* C++ has no named address spaces */
#if defined(ASM_CURRENT) || defined(__cplusplus)
extern struct pcpu_hot pcpu_hot;

static inline __attribute__((always_inline)) struct task *get_current(void)
{
	struct task *t;

	asm("movq %%gs:%P1, %0" : "=r"(t) : "p"(&pcpu_hot.current_task));
	return t;
}
#else
extern const struct pcpu_hot __seg_gs const_pcpu_hot;
#define __my_cpu_type(var) __typeof__(var) __seg_gs
#define __my_cpu_ptr(ptr) (__my_cpu_type(*(ptr)) *)(uintptr_t)(ptr)
#define this_cpu_read_const(pcp) ({ *(__my_cpu_type(pcp) *)__my_cpu_ptr(&(pcp)); })

static inline __attribute__((always_inline)) struct task *get_current(void)
{
	return this_cpu_read_const(const_pcpu_hot.current_task);
}
#endif
#define current get_current()
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))

static inline void set_flag(unsigned long *word, unsigned long bit)
{
	__atomic_fetch_or(word, 1UL << bit, __ATOMIC_RELAXED);
}

void syscall_enter(void)
{
	set_flag(&current->flags, 1);
}

void task_tick(void)
{
	struct task *t = current;

	set_flag(&t->flags, 2);
	set_flag(&t->work, 0);
}

void task_work_add(struct task *p)
{
	set_flag(&p->work, 1);
}

void note_prio(int);

static __attribute__((noinline)) void mark_task(struct task *t)
{
	set_flag(&t->flags, 3);
}

static __attribute__((noinline)) void relay_mark(struct task *t)
{
	mark_task(t);
}

void task_signal(void)
{
	relay_mark(current);
}

static __attribute__((noinline)) int prio_of(struct task *t)
{
	return READ_ONCE(t->prio);
}

void sched_in(void)
{
	note_prio(prio_of(current));
}

#ifdef REMOTE_CALL
int peek_prio(struct task *p)
{
	return prio_of(p);
}
#endif

void sched_out(void)
{
	note_prio(READ_ONCE(current->prio));
}

void syscall_return(void)
{
	if (current->prio > 100)
		note_prio(0);
}

#ifdef PARENT
void reparent_prio(void)
{
	note_prio(current->parent->prio);
}
#endif

int wake_task(struct task *p)
{
	return READ_ONCE(p->cpu);
}

int balance_task(struct task *p)
{
	return p->cpu + 1;
}
/*
 * check-name: the task's own: accesses through current
 *
 * Both the __seg_gs load of current and the asm of this_cpu_read_stable()
 * (-DASM_CURRENT): accesses through current are the task's own ("own"),
 * through a task pointer not ("via").
 * check-command: unit -O2 owner.c && sites | grep '^struct task '
 * check-output-start
struct task prio prio_of:120 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct task prio sched_out:137 hot n=1,0,0 w=1,0,0 volatile {"own":1}
struct task prio syscall_return:142 hot n=1,0,0 w=1,0,0 plain {"own":1}
struct task flags mark_task:105 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct task flags syscall_enter:85 hot n=0,0,1 w=0,0,1 plain {"own":1}
struct task flags task_tick:92 hot n=0,0,1 w=0,0,1 plain {"own":1}
struct task work task_tick:93 hot n=0,0,1 w=0,0,1 plain {"own":1}
struct task work task_work_add:98 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct task cpu wake_task:155 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct task cpu balance_task:160 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
 * check-output-end
 * check-command: unit -O2 -DASM_CURRENT owner.c && sites | grep '^struct task '
 * check-output-start
struct task prio prio_of:120 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct task prio sched_out:137 hot n=1,0,0 w=1,0,0 volatile {"own":1}
struct task prio syscall_return:142 hot n=1,0,0 w=1,0,0 plain {"own":1}
struct task flags mark_task:105 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct task flags syscall_enter:85 hot n=0,0,1 w=0,0,1 plain {"own":1}
struct task flags task_tick:92 hot n=0,0,1 w=0,0,1 plain {"own":1}
struct task work task_tick:93 hot n=0,0,1 w=0,0,1 plain {"own":1}
struct task work task_work_add:98 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct task cpu wake_task:155 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct task cpu balance_task:160 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
 * check-output-end
 *
 * A pair only the task itself writes and reads through current
 * (flags/prio) is dropped (1 the task's own); a remote writer or reader,
 * or current->parent (-DPARENT), keeps it; so does --keep-own.
 * check-command: unit -O2 owner.c && cachelint infer --silent-stores --candidates --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/owner.c:35:16: warning: write-hot field 'flags' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer mark_task (tests/infer/owner.c:105:2), top reader none, 3/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.004 = write rate 0.3 (top mark_task 0.1, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.1 (atomic RMW, the task's own) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'prio' (bytes 16-19, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'prio' (read_hot code): top writer none, top reader prio_of (tests/infer/owner.c:120:9), 0/0/3 hot functions rmw/store/load
    rank: score 0.003 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top prio_of 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00) x 0.1 (the task's own reads)
cachelint infer: 1 reports, 4 accessed fields, 1 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 2 write-hot, 2 read-hot, 0 cold
cachelint infer: 3 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 0 serialized by the record's lock, 1 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: call graph: 14 functions, 6 calls, 0 function-pointer targets, 1 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: unit -O2 owner.c && cachelint infer --silent-stores --candidates --keep-own $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/owner.c:35:16: warning: write-hot field 'flags' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer mark_task (tests/infer/owner.c:105:2), top reader none, 3/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.004 = write rate 0.3 (top mark_task 0.1, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.1 (atomic RMW, the task's own) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'prio' (bytes 16-19, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'prio' (read_hot code): top writer none, top reader prio_of (tests/infer/owner.c:120:9), 0/0/3 hot functions rmw/store/load
    rank: score 0.003 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top prio_of 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00) x 0.1 (the task's own reads)
tests/infer/owner.c:35:16: warning: write-hot field 'flags' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'prio' (bytes 16-19, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer mark_task (tests/infer/owner.c:105:2), top reader none, 3/0/0 hot functions rmw/store/load; 'prio' (read_hot code): top writer none, top reader prio_of (tests/infer/owner.c:120:9), 0/0/3 hot functions rmw/store/load
    rank: score 0.0006 = write rate 0.3 (top mark_task 0.1, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.1 (atomic RMW, the task's own) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top prio_of 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00) x 0.1 (the task's own reads)
 * check-output-end
 * check-command: unit -O2 -DASM_CURRENT owner.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/owner.c:35:16: warning: write-hot field 'flags' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer mark_task (tests/infer/owner.c:105:2), top reader none, 3/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.004 = write rate 0.3 (top mark_task 0.1, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.1 (atomic RMW, the task's own) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'prio' (bytes 16-19, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'prio' (read_hot code): top writer none, top reader prio_of (tests/infer/owner.c:120:9), 0/0/3 hot functions rmw/store/load
    rank: score 0.003 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top prio_of 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00) x 0.1 (the task's own reads)
 * check-output-end
 * check-command: unit -O2 -DPARENT owner.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'prio' (bytes 16-19, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'prio' (read_hot code): top writer none, top reader prio_of (tests/infer/owner.c:120:9), 0/0/4 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.4 (4 hot readers not writing the line; 0 writing it; top prio_of 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/owner.c:35:16: warning: write-hot field 'flags' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'prio' (bytes 16-19, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer mark_task (tests/infer/owner.c:105:2), top reader none, 3/0/0 hot functions rmw/store/load; 'prio' (read_hot code): top writer none, top reader prio_of (tests/infer/owner.c:120:9), 0/0/4 hot functions rmw/store/load
    rank: score 0.008 = write rate 0.3 (top mark_task 0.1, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.1 (atomic RMW, the task's own) x remote reader rate 0.4 (4 hot readers not writing the line; 0 writing it; top prio_of 0.1) x read share 1.00 (reads 0.4; the write side's own 0.00)
tests/infer/owner.c:35:16: warning: write-hot field 'flags' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer mark_task (tests/infer/owner.c:105:2), top reader none, 3/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.004 = write rate 0.3 (top mark_task 0.1, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.1 (atomic RMW, the task's own) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * A parameter every call gives current (task_signal to relay_mark:
 * ["current"]), or the caller's current parameter (relay_mark to
 * mark_task: [0]), is the task's own; -DREMOTE_CALL, one call with
 * another task, keeps the pair flags/prio.
 * check-command: unit -O2 owner.c && jq -c '.accesses.calls[] | select(.args)' $dir/owner.cachelint.json
 * check-output-start
{"from":"relay_mark","to":"mark_task","w":1,"args":[0]}
{"from":"task_signal","to":"relay_mark","w":1,"args":["current"]}
{"from":"sched_in","to":"prio_of","w":1,"args":["current"]}
 * check-output-end
 * check-command: unit -O2 -DREMOTE_CALL owner.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'prio' (bytes 16-19, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'prio' (read_hot code): top writer none, top reader prio_of (tests/infer/owner.c:120:9), 0/0/3 hot functions rmw/store/load
    rank: score 0.03 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top prio_of 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/owner.c:36:16: warning: write-hot field 'work' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'work' (write_hot code): top writer task_tick (tests/infer/owner.c:93:2), top reader none, 2/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.2 (top task_tick 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/owner.c:35:16: warning: write-hot field 'flags' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'prio' (bytes 16-19, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer mark_task (tests/infer/owner.c:105:2), top reader none, 3/0/0 hot functions rmw/store/load; 'prio' (read_hot code): top writer none, top reader prio_of (tests/infer/owner.c:120:9), 0/0/3 hot functions rmw/store/load
    rank: score 0.006 = write rate 0.3 (top mark_task 0.1, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.1 (atomic RMW, the task's own) x remote reader rate 0.3 (3 hot readers not writing the line; 0 writing it; top prio_of 0.1) x read share 1.00 (reads 0.3; the write side's own 0.00)
tests/infer/owner.c:35:16: warning: write-hot field 'flags' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'cpu' (bytes 20-23, role inferred from code) in 'struct task' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'flags' (write_hot code): top writer mark_task (tests/infer/owner.c:105:2), top reader none, 3/0/0 hot functions rmw/store/load; 'cpu' (read_hot code): top writer none, top reader wake_task (tests/infer/owner.c:155:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.004 = write rate 0.3 (top mark_task 0.1, no hot entry reaches it) x alone 0.67 (1 of its writers also write the line) x cpus 0.1 (atomic RMW, the task's own) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top wake_task 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 */
