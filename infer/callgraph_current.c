// SPDX-License-Identifier: GPL-2.0
/*
 * Parameters that are always current (callgraph.h): the task's own
 * task_struct reaches most code as `current` itself, but also as a
 * parameter of a helper the early inliner left out of line:
 * exit_signals(tsk) from do_exit(), where tsk = current.  An access
 * through such a parameter is the task's own as much as current->x is.
 *
 * The greatest fixed point over the direct calls of the build: every
 * parameter of a function with callers starts as current, and loses it
 * when one call into the function passes something else there, or one of
 * its caller's parameters that is not current.  Roots (address taken,
 * exported, no caller in the build) and functions called through a
 * function-pointer field have none: a caller outside the build, or an
 * indirect one, may pass any task.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "callgraph.h"
#include "strtab.h"
#include "xalloc.h"

#define ALL_PARAMS ((uint8_t)((1u << CL_CG_MAX_ARGS) - 1))

/* The parameters of c's callee that c passes current as. */
static uint8_t current_args(const struct cl_callgraph *cg, const struct cl_cg_call *c,
			    const uint8_t *masks)
{
	uint8_t mask = 0;

	for (int i = 0; i < CL_CG_MAX_ARGS; i++) {
		int src = c->args[i];

		if (src == CL_ARG_CURRENT ||
		    (src >= 0 && src < CL_CG_MAX_ARGS && (masks[c->caller] & (1u << src))))
			mask |= (uint8_t)(1u << i);
	}
	return mask;
}

uint8_t *callgraph__solve_arg_property(struct cl_callgraph *cg,
				       uint8_t (*args_with)(const struct cl_callgraph *cg,
							    const struct cl_cg_call *c,
							    const uint8_t *masks))
{
	uint8_t *masks = xmalloc(cg->nr_fns + 1);
	bool changed = true;

	if (!cg->solved)
		callgraph__solve(cg);
	for (size_t i = 0; i < cg->nr_fns; i++)
		masks[i] = cg->fns[i].root || cg->fns[i].inlined ? 0 : ALL_PARAMS;
	/* stored into a function-pointer field: an indirect call may pass it
	 * anything (one pass over the targets, not one per indirect call) */
	for (size_t t = 0; t < cg->nr_targets; t++)
		masks[cg->targets[t][1]] = 0;
	while (changed) {
		changed = false;
		for (size_t i = 0; i < cg->nr_calls; i++) {
			const struct cl_cg_call *c = &cg->calls[i];
			uint8_t keep;

			if (c->callee == SIZE_MAX)
				continue;
			keep = masks[c->callee] & args_with(cg, c, masks);
			if (keep != masks[c->callee]) {
				masks[c->callee] = keep;
				changed = true;
			}
		}
	}
	return masks;
}

static void solve_current(struct cl_callgraph *cg)
{
	uint8_t *masks = callgraph__solve_arg_property(cg, current_args);

	for (size_t i = 0; i < cg->nr_fns; i++)
		cg->fns[i].current_params = masks[i];
	free(masks);
	cg->current_solved = true;
}

bool callgraph__param_is_current(struct cl_callgraph *cg, const char *fn, int param)
{
	size_t idx;

	if (!cg || param < 0 || param >= CL_CG_MAX_ARGS)
		return false;
	if (!cg->current_solved)
		solve_current(cg);
	idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, fn);
	return idx && (cg->fns[idx - 1].current_params & (1u << param));
}
