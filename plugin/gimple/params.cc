// SPDX-License-Identifier: GPL-2.0
/*
 * Writes through pointer parameters, for infer/callgraph_params.c.  From
 * each pointer-to-non-const parameter's default definition, the pass
 * follows the pointers derived from it (copies, conversions, offsets,
 * &p->member, PHIs) to every use:
 *   - a store whose address is derived from it, an asm output on it: written;
 *   - the pointer itself stored to memory, returned, given to an asm, an
 *     indirect call, an integer parameter, an unprototyped function or a
 *     builtin other than a few known readers: it may be written later or
 *     elsewhere, so written too;
 *   - an argument of a direct call: passed on, callee and parameter
 *     recorded (cachelint infer follows the chain across units);
 *   - loads, compares, a variadic argument (printk's "%p"): no write.
 * Past MAX_DERIVED pointers the parameter counts as written.  A parameter
 * whose direct writes are all atomic (a locked asm, an __atomic or __sync
 * RMW) and at least one is, is written atomically: refcount_inc(&t->usage)
 * out of line is an RMW of usage at its call, not a store.  Nothing is
 * changed: the pass only reads the immediate uses.
 */
#include "gimple-compat.h"

#include "atomics.h"
#include "params.h"
#include "access.h"

#define MAX_DERIVED 64

struct derived {
	tree names[MAX_DERIVED];
	int nr;
	bool overflow;
};

static void add_derived(struct derived *d, tree name)
{
	if (!name || TREE_CODE(name) != SSA_NAME)
		return;
	for (int i = 0; i < d->nr; i++)
		if (d->names[i] == name)
			return;
	if (d->nr == MAX_DERIVED) {
		d->overflow = true;
		return;
	}
	d->names[d->nr++] = name;
}

/* Is op an address or a memory reference based on name (MEM[name + 8])? */
static bool based_on(tree op, tree name)
{
	tree base;

	if (!op)
		return false;
	if (TREE_CODE(op) == ADDR_EXPR)
		op = TREE_OPERAND(op, 0);
	base = get_base_address(op);
	return base && (TREE_CODE(base) == MEM_REF || TREE_CODE(base) == TARGET_MEM_REF) &&
	       TREE_OPERAND(base, 0) == name;
}

static bool pointer_sized(tree t)
{
	return t && (POINTER_TYPE_P(t) ||
		     (INTEGRAL_TYPE_P(t) && TYPE_PRECISION(t) >= TYPE_PRECISION(ptr_type_node)));
}

enum use_kind { USE_NONE, USE_WRITTEN, USE_ATOMIC };

/* name itself, or an address computed from it (&name->member) */
static bool is_pointer_to(tree op, tree name)
{
	return op == name || (op && TREE_CODE(op) == ADDR_EXPR && based_on(op, name));
}

static enum use_kind assign_use(gimple *use, tree name, struct derived *d)
{
	tree lhs = gimple_assign_lhs(use), rhs1 = gimple_assign_rhs1(use);

	if (TREE_CODE(lhs) != SSA_NAME) {
		/* a store through it, or of the pointer (written later, elsewhere);
		 * q->x = p->y only reads through p */
		if (based_on(lhs, name) || !gimple_assign_single_p(use) ||
		    is_pointer_to(rhs1, name))
			return USE_WRITTEN;
		return USE_NONE;
	}
	if (gimple_assign_single_p(use)) {
		if (is_pointer_to(rhs1, name))
			add_derived(d, lhs);
		return USE_NONE;	/* else a load through it */
	}
	/* conversions, offsets, masks of a tagged pointer; not compares */
	if (pointer_sized(TREE_TYPE(lhs)))
		add_derived(d, lhs);
	return USE_NONE;
}

/*
 * A builtin given name as argument arg: does it write through it?  Those
 * that only read or compute with a pointer say no (the result of
 * __builtin_expect and __builtin_assume_aligned is the pointer again);
 * memcpy's source is read, its destination written; any other may write.
 */
static bool builtin_writes(gimple *call, enum built_in_function code, unsigned int arg,
			   struct derived *d)
{
	switch (code) {
	case BUILT_IN_EXPECT:
	case BUILT_IN_ASSUME_ALIGNED:
		add_derived(d, gimple_call_lhs(call));
		return false;
	case BUILT_IN_PREFETCH:
	case BUILT_IN_OBJECT_SIZE:
	case BUILT_IN_DYNAMIC_OBJECT_SIZE:
	case BUILT_IN_CONSTANT_P:
	case BUILT_IN_MEMCMP:
	case BUILT_IN_BCMP:
	case BUILT_IN_STRLEN:
	case BUILT_IN_STRNLEN:
	case BUILT_IN_STRCMP:
	case BUILT_IN_STRNCMP:
		return false;
	case BUILT_IN_MEMCPY:
	case BUILT_IN_MEMMOVE:
		return arg == 0;
	default:
		return !(code >= BUILT_IN_ATOMIC_LOAD && code <= BUILT_IN_ATOMIC_LOAD_16);
	}
}

/* As builtin_writes(); an atomic RMW on what it is given is USE_ATOMIC. */
static enum use_kind builtin_use(gimple *call, unsigned int arg, struct derived *d)
{
	enum built_in_function code = DECL_FUNCTION_CODE(gimple_call_fndecl(call));

	if (arg == 0 && atomics__builtin_kind(call) == CL_ACCESS_RMW)
		return USE_ATOMIC;
	return builtin_writes(call, code, arg, d) ? USE_WRITTEN : USE_NONE;
}

/* name passed as argument i of a direct call to callee, of type ptype */
static enum use_kind passed_to(struct cl_callgraph *cg, const char *fn, unsigned int param,
			       const char *callee, unsigned int i, tree ptype, bool prototyped)
{
	if (!prototyped)
		return USE_WRITTEN;
	/* printk("%p", p) and the like read; a pointer to const is read */
	if (!ptype || VOID_TYPE_P(ptype) ||
	    (POINTER_TYPE_P(ptype) && TYPE_READONLY(TREE_TYPE(ptype))))
		return USE_NONE;
	/* an integer parameter (unsigned long addr) is not followed there */
	if (!POINTER_TYPE_P(ptype))
		return USE_WRITTEN;
	callgraph__add_param_pass(cg, fn, param, callee, i);
	return USE_NONE;
}

static enum use_kind call_use(gimple *call, tree name, struct derived *d,
			      struct cl_callgraph *cg, const char *fn, unsigned int param)
{
	tree callee = gimple_call_fndecl(call), fntype = gimple_call_fntype(call);
	tree args = fntype ? TYPE_ARG_TYPES(fntype) : NULL_TREE;
	bool builtin = callee && fndecl_built_in_p(callee, BUILT_IN_NORMAL);
	const char *callee_name = callee && !fndecl_built_in_p(callee) ?
				  lang_hooks.decl_printable_name(callee, 1) : NULL;

	for (unsigned int i = 0; i < gimple_call_num_args(call); i++) {
		tree arg = gimple_call_arg(call, i), ptype = args ? TREE_VALUE(args) : NULL_TREE;

		if (args)
			args = TREE_CHAIN(args);
		/* a value loaded through it, or another argument */
		if (!is_pointer_to(arg, name))
			continue;
		if (builtin) {
			enum use_kind k = builtin_use(call, i, d);

			if (k != USE_NONE)
				return k;
			continue;
		}
		/* through a function pointer, or an internal function */
		if (!callee_name || gimple_call_internal_p(call))
			return USE_WRITTEN;
		if (passed_to(cg, fn, param, callee_name, i, ptype,
			      fntype && prototype_p(fntype)) == USE_WRITTEN)
			return USE_WRITTEN;
	}
	return USE_NONE;
}

/*
 * An asm writes through name if an output is based on it, or if it gets
 * the pointer itself ("r" (p)); a memory input ("m" (*p)) is read, unless
 * the asm is one that writes its inputs (set_bit()'s "lock bts").  A
 * memory operand of a locked asm is written atomically.
 */
static enum use_kind asm_use(gasm *stmt, tree name)
{
	enum use_kind memory = atomics__asm_is_atomic(stmt) ? USE_ATOMIC : USE_WRITTEN;

	for (unsigned int i = 0; i < gimple_asm_noutputs(stmt); i++) {
		tree op = TREE_VALUE(gimple_asm_output_op(stmt, i));

		if (op == name)
			return USE_WRITTEN;
		if (based_on(op, name))
			return memory;
	}
	for (unsigned int i = 0; i < gimple_asm_ninputs(stmt); i++) {
		tree op = TREE_VALUE(gimple_asm_input_op(stmt, i));

		if (is_pointer_to(op, name))
			return USE_WRITTEN;
		if (based_on(op, name) && atomics__asm_updates_inputs(stmt))
			return memory;
	}
	return USE_NONE;
}

static enum use_kind classify_use(gimple *use, tree name, struct derived *d,
				  struct cl_callgraph *cg, const char *fn, unsigned int param)
{
	switch (gimple_code(use)) {
	case GIMPLE_PHI:
		add_derived(d, gimple_phi_result(use));
		return USE_NONE;
	case GIMPLE_ASSIGN:
		return assign_use(use, name, d);
	case GIMPLE_CALL:
		return call_use(use, name, d, cg, fn, param);
	case GIMPLE_ASM:
		return asm_use(as_a<gasm *>(use), name);
	case GIMPLE_COND:
	case GIMPLE_SWITCH:
	case GIMPLE_DEBUG:
		return USE_NONE;
	default:			/* return, and anything unexpected */
		return USE_WRITTEN;
	}
}

/*
 * How fun writes through parm itself (passes recorded on the way):
 * USE_NONE, USE_ATOMIC when every direct write is atomic, else USE_WRITTEN.
 * Every use is classified, so that all passes are recorded.
 */
static enum use_kind param_use(function *fun, tree parm, struct cl_callgraph *cg, const char *fn,
			       unsigned int param)
{
	tree ddef = ssa_default_def(fun, parm);
	struct derived d;
	bool plain = false, atomic = false;

	d.nr = 0;
	d.overflow = false;
	if (!is_gimple_reg(parm))
		return USE_WRITTEN;	/* its address is taken: not followed */
	if (!ddef)
		return USE_NONE;	/* never used */
	add_derived(&d, ddef);
	for (int i = 0; i < d.nr; i++) {
		imm_use_iterator it;
		use_operand_p use_p;

		/* the fast iterator only reads the use list */
		FOR_EACH_IMM_USE_FAST(use_p, it, d.names[i]) {
			enum use_kind k = classify_use(USE_STMT(use_p), d.names[i], &d, cg, fn,
						       param);

			plain |= k == USE_WRITTEN;
			atomic |= k == USE_ATOMIC;
		}
	}
	if (plain || d.overflow)
		return USE_WRITTEN;
	return atomic ? USE_ATOMIC : USE_NONE;
}

void params__note_function(struct cl_callgraph *cg, function *fun, const char *fn)
{
	unsigned int i = 0;

	callgraph__add_body(cg, fn);
	for (tree parm = DECL_ARGUMENTS(fun->decl); parm; parm = DECL_CHAIN(parm), i++) {
		tree type = TREE_TYPE(parm);

		if (i >= CL_MAX_PARAMS)
			break;
		if (!type || !POINTER_TYPE_P(type) || TYPE_READONLY(TREE_TYPE(type)))
			continue;
		switch (param_use(fun, parm, cg, fn, i)) {
		case USE_ATOMIC:
			callgraph__add_param_atomic(cg, fn, i);
			/* fall through: an atomic write is a write */
		case USE_WRITTEN:
			callgraph__add_param_write(cg, fn, i);
			break;
		default:
			break;
		}
	}
}
