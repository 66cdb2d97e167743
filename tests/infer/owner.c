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
