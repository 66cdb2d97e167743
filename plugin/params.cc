// SPDX-License-Identifier: GPL-2.0
/*
 * Writes through pointer parameters, for rules/callgraph_params.c.  From
 * each pointer-to-non-const parameter's default definition, the pass
 * follows the pointers derived from it (copies, conversions, offsets,
 * &p->member, PHIs) to every use:
 *   - a store whose address is derived from it: written;
 *   - the pointer itself stored to memory, returned, given to an asm, an
 *     indirect call or a builtin other than a few known readers: it may be
 *     written later or elsewhere, so written too;
 *   - an argument of a direct call: passed on, callee and parameter
 *     recorded (cachelint infer follows the chain across units);
 *   - loads, compares, a variadic argument (printk's "%p"): no write.
 * Past MAX_DERIVED pointers the parameter counts as written.  Nothing is
 * changed: the pass only reads the immediate uses.
 */
#include "gcc-compat.h"
#include "backend.h"
#include "tree-ssa-alias.h"
#include "internal-fn.h"
#include "gimple-expr.h"
#include "is-a.h"
#include "gimple.h"
#include "ssa.h"
#include "tree-dfa.h"

#include "params.h"

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

enum use_kind { USE_NONE, USE_WRITTEN };

static enum use_kind assign_use(gimple *use, tree name, struct derived *d)
{
	tree lhs = gimple_assign_lhs(use), rhs1 = gimple_assign_rhs1(use);

	if (TREE_CODE(lhs) != SSA_NAME)	/* a store: through name, or of name */
		return USE_WRITTEN;
	if (gimple_assign_single_p(use)) {
		if (rhs1 == name || (TREE_CODE(rhs1) == ADDR_EXPR && based_on(rhs1, name)))
			add_derived(d, lhs);
		return USE_NONE;	/* else a load through it */
	}
	/* conversions, offsets, masks of a tagged pointer; not compares */
	if (pointer_sized(TREE_TYPE(lhs)))
		add_derived(d, lhs);
	return USE_NONE;
}

/* A builtin that only reads through or computes with its pointer arguments. */
static bool reading_builtin(gimple *call, tree *result_derived)
{
	tree fn = gimple_call_fndecl(call);

	*result_derived = NULL_TREE;
	if (!fn || !fndecl_built_in_p(fn, BUILT_IN_NORMAL))
		return false;
	switch (DECL_FUNCTION_CODE(fn)) {
	case BUILT_IN_EXPECT:
	case BUILT_IN_ASSUME_ALIGNED:
		*result_derived = gimple_call_lhs(call);
		return true;
	case BUILT_IN_PREFETCH:
	case BUILT_IN_OBJECT_SIZE:
	case BUILT_IN_DYNAMIC_OBJECT_SIZE:
	case BUILT_IN_CONSTANT_P:
		return true;
	default:
		return DECL_FUNCTION_CODE(fn) >= BUILT_IN_ATOMIC_LOAD &&
		       DECL_FUNCTION_CODE(fn) <= BUILT_IN_ATOMIC_LOAD_16;
	}
}

static enum use_kind call_use(gimple *call, tree name, struct derived *d,
			      struct cl_callgraph *cg, const char *fn, unsigned int param)
{
	tree callee = gimple_call_fndecl(call), fntype = gimple_call_fntype(call), result;
	tree args = fntype ? TYPE_ARG_TYPES(fntype) : NULL_TREE;
	const char *callee_name;

	if (reading_builtin(call, &result)) {
		add_derived(d, result);
		return USE_NONE;
	}
	if (gimple_call_internal_p(call) || !callee || fndecl_built_in_p(callee) ||
	    !(callee_name = lang_hooks.decl_printable_name(callee, 1)))
		return USE_WRITTEN;
	for (unsigned int i = 0; i < gimple_call_num_args(call); i++) {
		tree arg = gimple_call_arg(call, i), ptype = args ? TREE_VALUE(args) : NULL_TREE;

		if (args)
			args = TREE_CHAIN(args);
		if (arg != name && !(TREE_CODE(arg) == ADDR_EXPR && based_on(arg, name)))
			continue;	/* a load through it, or another argument */
		/* printk("%p", p) and the like read; a pointer to const is read */
		if (!ptype || VOID_TYPE_P(ptype) ||
		    (POINTER_TYPE_P(ptype) && TYPE_READONLY(TREE_TYPE(ptype))))
			continue;
		callgraph__add_param_pass(cg, fn, param, callee_name, i);
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
	case GIMPLE_COND:
	case GIMPLE_SWITCH:
	case GIMPLE_DEBUG:
		return USE_NONE;
	default:			/* return, asm, and anything unexpected */
		return USE_WRITTEN;
	}
}

/* Does fun write through parm (passes recorded on the way)? */
static bool param_written(function *fun, tree parm, struct cl_callgraph *cg, const char *fn,
			  unsigned int param)
{
	tree ddef = ssa_default_def(fun, parm);
	struct derived d;
	bool written = false;

	d.nr = 0;
	d.overflow = false;
	if (!is_gimple_reg(parm))
		return true;		/* its address is taken: not followed */
	if (!ddef)
		return false;		/* never used */
	add_derived(&d, ddef);
	for (int i = 0; i < d.nr && !written; i++) {
		imm_use_iterator it;
		use_operand_p use_p;

		/* the fast iterator only reads the use list */
		FOR_EACH_IMM_USE_FAST(use_p, it, d.names[i])
			if (classify_use(USE_STMT(use_p), d.names[i], &d, cg, fn, param) ==
			    USE_WRITTEN)
				written = true;
	}
	return written || d.overflow;
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
		if (param_written(fun, parm, cg, fn, i))
			callgraph__add_param_write(cg, fn, i);
	}
}
