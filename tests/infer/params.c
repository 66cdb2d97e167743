/*
 * Writes through pointer parameters (plugin/gimple/params.cc): the "params"
 * summary of each body, which cachelint infer uses to settle the stores a
 * call f(&p->x) may make.  Each function's comment says what its summary
 * must say about its pointer parameter(s).
 */
struct node { struct node *next, *prev; long val; };

void opaque(struct node *n);
void log_msg(const char *fmt, ...);
void by_addr(unsigned long addr);
#ifndef __cplusplus
void kr_style();
#endif
struct node *stash;

/* reads only */
__attribute__((noinline)) long p_read(struct node *n)
{
	return n->next ? n->val : 0;
}

/* written */
__attribute__((noinline)) void p_store(struct node *n)
{
	n->val = 1;
}

/* written: the pointer escapes into memory */
void p_escape(struct node *n)
{
	stash = n;
}

/* written: returned to the caller, who may write */
struct node *p_return(struct node *n)
{
	return n->next ? n : 0;
}

/* passed on: a to p_read's 0 (not written), b to p_store's 0 (written) */
long p_relay(struct node *a, struct node *b)
{
	p_store(b);
	return p_read(a);
}

/* written: an asm output on it (the kernel's atomics) */
void p_asm(struct node *n)
{
	__asm__ volatile("incq %0" : "+m"(n->val));
}

/* reads only: an asm memory input */
long p_asm_in(struct node *n)
{
	long v;

	__asm__("movq %1, %0" : "=r"(v) : "m"(n->val));
	return v;
}

/* a: written (memcpy's destination); b: read (its source) */
void p_copy(struct node *a, struct node *b)
{
	__builtin_memcpy(a, b, sizeof(*a));
}

/* reads only: a variadic argument, a derived pointer compared */
int p_vararg(struct node *n)
{
	log_msg("%p", n);
	return &n->prev == (struct node **)0;
}

/* written: given to an integer parameter, an unknown function pointer,
 * an unprototyped function */
void p_int(struct node *n)
{
	by_addr((unsigned long)n);
}

void p_indirect(struct node *n, void (*cb)(struct node *))
{
	cb(n);
}

void p_kr(struct node *n)
{
#ifdef __cplusplus
	by_addr((unsigned long)n);	/* C++ has no unprototyped functions */
#else
	kr_style(n);
#endif
}

/* written: its address is taken */
void p_addr(struct node *n)
{
	struct node **pp = &n;

	opaque(*pp);
	(*pp)->val = 2;
}

/* a derived pointer (&n->next, a PHI) written */
void p_derived(struct node *n, int c)
{
	struct node **link = c ? &n->next : &n->prev;

	*link = 0;
}

/* reads only: a copy of a field through it, into another record */
void p_copy_field(struct node *dst_unused, const struct node *src, struct node *from)
{
	stash->val = from->val + src->val;
	(void)dst_unused;
}

/* written atomically: an __atomic RMW on it */
void p_atomic(struct node *n)
{
	__atomic_fetch_add(&n->val, 1, __ATOMIC_RELAXED);
}

/* written atomically: a locked asm output (atomic_inc()) */
void p_lock_asm(struct node *n)
{
	__asm__ volatile("lock; incq %0" : "+m"(n->val));
}

/* written atomically: a locked bitop's memory input (set_bit()) */
void p_lock_bit(struct node *n, long nr)
{
	__asm__ volatile("lock; btsq %1,%0" : : "m"(n->val), "Ir"(nr) : "memory");
}

/* written, not atomically: a plain store next to the atomic */
void p_atomic_mixed(struct node *n)
{
	n->prev = 0;
	__atomic_fetch_add(&n->val, 1, __ATOMIC_RELAXED);
}
/*
 * check-name: writes through pointer parameters: each body's summary
 *
 * Reads, stores, escapes, returns, asm outputs and inputs, memcpy, variadic,
 * integer and indirect calls, address taken, derived pointers, atomic
 * writes, as the comments in the file say.  At -O0 p_addr passes nothing
 * to opaque().
 * check-command: unit -O2 params.c && jq -c '.accesses.params[]' $dir/params.cachelint.json
 * check-output-start
{"function":"p_read"}
{"function":"p_store","written":[0]}
{"function":"p_escape","written":[0]}
{"function":"p_return","written":[0]}
{"function":"p_relay","passes":[[0,"p_read",0],[1,"p_store",0]]}
{"function":"p_asm","written":[0]}
{"function":"p_asm_in"}
{"function":"p_copy","written":[0]}
{"function":"p_vararg"}
{"function":"p_int","written":[0]}
{"function":"p_indirect","written":[0]}
{"function":"p_kr","written":[0]}
{"function":"p_addr","written":[0],"passes":[[0,"opaque",0]]}
{"function":"p_derived","written":[0]}
{"function":"p_copy_field"}
{"function":"p_atomic","written":[0],"atomic":[0]}
{"function":"p_lock_asm","written":[0],"atomic":[0]}
{"function":"p_lock_bit","written":[0],"atomic":[0]}
{"function":"p_atomic_mixed","written":[0]}
 * check-output-end
 * check-command: unit -O0 params.c && jq -c '.accesses.params[]' $dir/params.cachelint.json
 * check-output-start
{"function":"p_read"}
{"function":"p_store","written":[0]}
{"function":"p_escape","written":[0]}
{"function":"p_return","written":[0]}
{"function":"p_relay","passes":[[0,"p_read",0],[1,"p_store",0]]}
{"function":"p_asm","written":[0]}
{"function":"p_asm_in"}
{"function":"p_copy","written":[0]}
{"function":"p_vararg"}
{"function":"p_int","written":[0]}
{"function":"p_indirect","written":[0]}
{"function":"p_kr","written":[0]}
{"function":"p_addr","written":[0]}
{"function":"p_derived","written":[0]}
{"function":"p_copy_field"}
{"function":"p_atomic","written":[0],"atomic":[0]}
{"function":"p_lock_asm","written":[0],"atomic":[0]}
{"function":"p_lock_bit","written":[0],"atomic":[0]}
{"function":"p_atomic_mixed","written":[0]}
 * check-output-end
 */
