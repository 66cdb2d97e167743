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
#include "gcc-compat.h"
#include "basic-block.h"
#include "tree-ssa-alias.h"
#include "internal-fn.h"
#include "gimple-expr.h"
#include "is-a.h"
#include "gimple.h"
#include "ssa.h"
#include "stringpool.h"
#include "function.h"

#include "owner.h"

#define MAX_STEPS 16

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

int owner__pointer_source(tree ptr)
{
	for (int step = 0; step < MAX_STEPS; step++) {
		gimple *def;

		if (!ptr || TREE_CODE(ptr) != SSA_NAME)
			return CL_ARG_OTHER;
		if (SSA_NAME_IS_DEFAULT_DEF(ptr))
			return SSA_NAME_VAR(ptr) && TREE_CODE(SSA_NAME_VAR(ptr)) == PARM_DECL ?
				       param_index(SSA_NAME_VAR(ptr)) : CL_ARG_OTHER;
		def = SSA_NAME_DEF_STMT(ptr);
		if (gimple_code(def) == GIMPLE_ASM)
			return asm_loads_current(as_a<gasm *>(def), ptr) ? CL_ARG_CURRENT
									  : CL_ARG_OTHER;
		if (!is_gimple_assign(def))
			return CL_ARG_OTHER;
		switch (gimple_assign_rhs_code(def)) {
		case SSA_NAME:
		CASE_CONVERT:
		case POINTER_PLUS_EXPR:	/* a member's address: still the task */
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

int owner__ref_source(tree ref)
{
	while (ref && handled_component_p(ref))
		ref = TREE_OPERAND(ref, 0);
	if (ref && (TREE_CODE(ref) == MEM_REF || TREE_CODE(ref) == TARGET_MEM_REF))
		return owner__pointer_source(TREE_OPERAND(ref, 0));
	return CL_ARG_OTHER;
}
