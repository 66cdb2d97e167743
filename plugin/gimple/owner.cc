// SPDX-License-Identifier: GPL-2.0
/*
 * `current`, seen in GIMPLE after the early inliner (owner.h).  With
 * CONFIG_USE_X86_SEG_SUPPORT get_current() is
 *
 *	_5 = const_pcpu_hot.D.1992.D.1990.current_task;
 *
 * and without it an asm whose input is &pcpu_hot.current_task.  The
 * pointer then goes through copies and conversions to the access.  Only the
 * task's own record counts: current->mm->... is another object, loaded
 * from a field that is not current_task, so it is not the task's own.
 */
#include "gimple-compat.h"

#include "calls.h"
#include "fieldref.h"
#include "owner.h"
#include "strtab.h"

#define MAX_STEPS 32

/* ref, or the object &ref takes, ends in a member named current_task. */
static bool names_current_task(tree ref)
{
	tree field;

	if (ref && TREE_CODE(ref) == ADDR_EXPR)
		ref = TREE_OPERAND(ref, 0);
	if (!ref || TREE_CODE(ref) != COMPONENT_REF)
		return false;
	field = TREE_OPERAND(ref, 1);
	return DECL_NAME(field) && !strcmp(IDENTIFIER_POINTER(DECL_NAME(field)), "current_task");
}

/* An asm that outputs ptr and reads current_task (this_cpu_read_stable). */
static bool asm_loads_current(gasm *stmt, tree ptr)
{
	bool outputs = false;

	for (unsigned int i = 0; i < gimple_asm_noutputs(stmt); i++)
		if (TREE_VALUE(gimple_asm_output_op(stmt, i)) == ptr)
			outputs = true;
	if (!outputs)
		return false;
	for (unsigned int i = 0; i < gimple_asm_ninputs(stmt); i++)
		if (names_current_task(TREE_VALUE(gimple_asm_input_op(stmt, i))))
			return true;
	return false;
}

/* The index of parameter parm of the function being compiled, or -1. */
static int param_index(tree parm)
{
	int i = 0;

	if (!cfun || !cfun->decl)
		return CL_ARG_OTHER;
	for (tree a = DECL_ARGUMENTS(cfun->decl); a; a = DECL_CHAIN(a), i++)
		if (a == parm)
			return i < CL_CG_MAX_ARGS ? i : CL_ARG_OTHER;
	return CL_ARG_OTHER;
}

/* An integer computed from a pointer ((unsigned long)p & ~3): the pointer
 * comes back, unlike an error number's ERR_PTR(err). */
static bool int_from_pointer(tree t)
{
	for (int step = 0; step < 4 && t && TREE_CODE(t) == SSA_NAME; step++) {
		gimple *def = SSA_NAME_DEF_STMT(t);

		if (!def || !is_gimple_assign(def))
			return false;
		switch (gimple_assign_rhs_code(def)) {
		CASE_CONVERT:
			if (POINTER_TYPE_P(TREE_TYPE(gimple_assign_rhs1(def))))
				return true;
			/* fall through */
		case PLUS_EXPR:
		case MINUS_EXPR:
		case BIT_AND_EXPR:
		case BIT_IOR_EXPR:
		case BIT_XOR_EXPR:
			t = gimple_assign_rhs1(def);
			continue;
		default:
			return false;
		}
	}
	return false;
}

/* name, kept: g++'s printable names live in a ring of four */
static const char *keep_name(const char *name)
{
	static struct cl_strtab *names;

	if (!names)
		names = strtab__new();
	return strtab__intern(names, name);
}

/*
 * A call's result: a new object (a malloc-like callee), F's, or that of
 * a call through the function-pointer field "*struct foo\nfield" (the
 * targets of the field say, infer/callgraph_fresh.c).
 */
static int call_source(gimple *def, const char **from)
{
	tree fndecl = gimple_call_fndecl(def);
	const char *name;

	if (!fndecl) {
		struct fieldref n;
		char field[sizeof(n.key) + sizeof(n.path) + 2];

		if (!calls__callee_field(gimple_call_fn(def), &n))
			return CL_ARG_OTHER;
		snprintf(field, sizeof(field), "%c%s\n%s", CL_FIELD_RESULT, n.key, n.path);
		*from = keep_name(field);
		return CL_ARG_RESULT;
	}
	if (DECL_IS_MALLOC(fndecl))
		return CL_ARG_NEW;
	if (fndecl_built_in_p(fndecl) || !DECL_NAME(fndecl))
		return CL_ARG_OTHER;
	name = lang_hooks.decl_printable_name(fndecl, 1);
	if (!name)
		return CL_ARG_OTHER;
	*from = keep_name(name);
	return CL_ARG_RESULT;
}

/* Where the leaves of a return's PHIs go (owner__return_sources). */
struct leaf_sink {
	void (*note)(int source, const char *from, void *ctx);
	void *ctx;
};
#define LEAVES_NOTED (-6)

static int source_of(tree ptr, const char **from, int *budget, const struct leaf_sink *sink);

/*
 * Both ways in of a PHI must agree; no object (NULL) agrees with all.  With
 * a sink, each way in is a leaf of its own.
 */
static int phi_source(gphi *phi, const char **from, int *budget, const struct leaf_sink *sink)
{
	int source = OWNER_NO_OBJECT;

	for (unsigned int i = 0; i < gimple_phi_num_args(phi); i++) {
		const char *f = NULL;
		int s = source_of(gimple_phi_arg_def(phi, i), &f, budget, sink);

		if (sink && s != LEAVES_NOTED && s != OWNER_NO_OBJECT)
			sink->note(s, f, sink->ctx);
		if (sink || s == OWNER_NO_OBJECT)
			continue;
		if (source == OWNER_NO_OBJECT) {
			source = s;
			*from = f;
		} else if (s != source || (s == CL_ARG_RESULT && strcmp(f, *from))) {
			return CL_ARG_OTHER;
		}
	}
	return sink ? LEAVES_NOTED : source;
}

static int source_of(tree ptr, const char **from, int *budget, const struct leaf_sink *sink)
{
	while (ptr && --*budget > 0) {
		gimple *def;

		if (TREE_CODE(ptr) == INTEGER_CST)
			return OWNER_NO_OBJECT;		/* NULL, ERR_PTR(-ENOMEM) */
		if (TREE_CODE(ptr) == ADDR_EXPR) {	/* &p->member: still p's object */
			tree base = get_base_address(TREE_OPERAND(ptr, 0));

			if (!base || TREE_CODE(base) != MEM_REF)
				return CL_ARG_OTHER;
			ptr = TREE_OPERAND(base, 0);
			continue;
		}
		if (TREE_CODE(ptr) != SSA_NAME)
			return CL_ARG_OTHER;
		if (!POINTER_TYPE_P(TREE_TYPE(ptr)))	/* ERR_PTR(err) */
			return int_from_pointer(ptr) ? CL_ARG_OTHER : OWNER_NO_OBJECT;
		if (SSA_NAME_IS_DEFAULT_DEF(ptr))
			return SSA_NAME_VAR(ptr) && TREE_CODE(SSA_NAME_VAR(ptr)) == PARM_DECL ?
				       param_index(SSA_NAME_VAR(ptr)) : CL_ARG_OTHER;
		def = SSA_NAME_DEF_STMT(ptr);
		if (gimple_code(def) == GIMPLE_ASM)
			return asm_loads_current(as_a<gasm *>(def), ptr) ? CL_ARG_CURRENT
									  : CL_ARG_OTHER;
		if (gimple_code(def) == GIMPLE_PHI)
			return phi_source(as_a<gphi *>(def), from, budget, sink);
		if (is_gimple_call(def))
			return call_source(def, from);
		if (!is_gimple_assign(def))
			return CL_ARG_OTHER;
		switch (gimple_assign_rhs_code(def)) {
		case SSA_NAME:
		CASE_CONVERT:
		case POINTER_PLUS_EXPR:	/* a member's address: still the object */
		case ADDR_EXPR:
			ptr = gimple_assign_rhs1(def);
			continue;
		default:
			break;
		}
		return gimple_assign_single_p(def) && names_current_task(gimple_assign_rhs1(def)) ?
			       CL_ARG_CURRENT : CL_ARG_OTHER;
	}
	return CL_ARG_OTHER;
}

int owner__pointer_source(tree ptr, const char **from)
{
	int budget = MAX_STEPS;
	const char *f = NULL;
	int source = source_of(ptr, &f, &budget, NULL);

	if (from)
		*from = source == CL_ARG_RESULT ? f : NULL;
	return source;
}

void owner__return_sources(tree value, void (*note)(int source, const char *from, void *ctx),
			   void *ctx)
{
	struct leaf_sink sink = { note, ctx };
	int budget = MAX_STEPS;
	const char *f = NULL;
	int source = source_of(value, &f, &budget, &sink);

	if (source != LEAVES_NOTED && source != OWNER_NO_OBJECT)
		note(source, source == CL_ARG_RESULT ? f : NULL, ctx);
}

int owner__ref_source(tree ref, const char **from)
{
	if (from)
		*from = NULL;
	while (ref && handled_component_p(ref))
		ref = TREE_OPERAND(ref, 0);
	if (ref && (TREE_CODE(ref) == MEM_REF || TREE_CODE(ref) == TARGET_MEM_REF)) {
		int source = owner__pointer_source(TREE_OPERAND(ref, 0), from);

		return source == OWNER_NO_OBJECT ? CL_ARG_OTHER : source;
	}
	return CL_ARG_OTHER;
}
