// SPDX-License-Identifier: GPL-2.0
/*
 * Cold by its callers.  A function every way into which comes from cold
 * code runs no more often than that code: x86_add_exclusive() is called
 * only from perf event init and destroy, stop_machine_park() only from CPU
 * hotplug callbacks, so their stores are configuration, not per-event
 * traffic, whatever their own names say.
 *
 * cold(F) = F is cold itself (callgraph__mark_cold: __init, a cold
 * attribute, a setup name), or F is no root (an exported function the
 * build calls is none here) and every way into it that is
 * not rare (all of them if every one is rare; see callgraph_solve.c) is a
 * cold call: its caller is cold, or, with global_locks, it holds a lock
 * with one instance system-wide.  Roots have unknown callers and are cold
 * only by themselves.  Everything else starts cold and only warms up: the
 * greatest fixed point, so a recursive cycle entered only from cold code
 * stays cold.
 */
#include <stdint.h>
#include <stdlib.h>

#include "callgraph.h"
#include "strtab.h"
#include "xalloc.h"

void callgraph__mark_cold(struct cl_callgraph *cg, const char *name)
{
	size_t idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, name);

	if (idx)
		cg->fns[idx - 1].self_cold = true;
}

static bool frequent_call(const struct cl_callgraph *cg, const struct cl_cg_call *c)
{
	return cg->fns[c->caller].frequency * c->weight >= cg->rare_weight;
}

static bool cold_call(const struct cl_callgraph *cg, const struct cl_cg_call *c,
		      bool global_locks)
{
	const struct cl_cg_fn *from = &cg->fns[c->caller];

	return from->cold || (global_locks && (lockset__has(&c->locks, CL_GLOBAL_BIT) ||
					       lockset__has(&from->held, CL_GLOBAL_BIT)));
}

static bool cold_from_callers(const struct cl_callgraph *cg, size_t fn, bool global_locks)
{
	const struct cl_cg_lists *into = &cg->into;
	bool all_rare = true;

	for (size_t k = into->start[fn]; k < into->start[fn + 1] && all_rare; k++)
		all_rare = !frequent_call(cg, &cg->calls[into->items[k]]);
	for (size_t k = into->start[fn]; k < into->start[fn + 1]; k++) {
		const struct cl_cg_call *c = &cg->calls[into->items[k]];

		if ((all_rare || frequent_call(cg, c)) && !cold_call(cg, c, global_locks))
			return false;
	}
	return true;
}

/* Queues every function fn's calls may enter that is still cold. */
static void push_cold_callees(const struct cl_callgraph *cg, size_t fn, size_t *stack,
			      size_t *depth, bool *queued)
{
	const struct cl_cg_lists *from = &cg->from, *targets = &cg->field_targets;

	for (size_t k = from->start[fn]; k < from->start[fn + 1]; k++) {
		const struct cl_cg_call *c = &cg->calls[from->items[k]];
		size_t first = 0, last = 1, one = c->callee;
		const size_t *to = &one;

		if (c->callee == SIZE_MAX) {
			first = targets->start[c->via];
			last = targets->start[c->via + 1];
			to = targets->items;
		}
		for (size_t t = first; t < last; t++)
			if (cg->fns[to[t]].cold && !queued[to[t]]) {
				queued[to[t]] = true;
				stack[(*depth)++] = to[t];
			}
	}
}

/*
 * Roots have unknown callers, except an exported function the build calls:
 * here the build is the world, and a module outside it calling an
 * exported helper per event is not what the reports can show.
 */
static bool cold_root(const struct cl_callgraph *cg, size_t fn)
{
	const struct cl_cg_fn *f = &cg->fns[fn];

	return f->root && !(f->exported && !f->escapes && cg->into.start[fn] < cg->into.start[fn + 1]);
}

void callgraph__solve_cold(struct cl_callgraph *cg, bool global_locks)
{
	size_t *stack = xzalloc((cg->nr_fns + 1) * sizeof(size_t));
	bool *queued = xzalloc((cg->nr_fns + 1) * sizeof(bool));
	size_t depth = 0;

	if (!cg->solved)
		callgraph__solve(cg);
	/* an inlined copy constrains nothing: its callers hold the calls too */
	for (size_t i = 0; i < cg->nr_fns; i++) {
		struct cl_cg_fn *fn = &cg->fns[i];

		fn->cold = fn->self_cold || fn->inlined || !cold_root(cg, i);
		if (fn->cold && !fn->self_cold && !fn->inlined) {
			queued[i] = true;
			stack[depth++] = i;
		}
	}
	while (depth) {
		size_t fn = stack[--depth];

		queued[fn] = false;
		if (cg->fns[fn].self_cold || cg->fns[fn].inlined || !cg->fns[fn].cold)
			continue;
		if (!cold_from_callers(cg, fn, global_locks)) {
			cg->fns[fn].cold = false;
			push_cold_callees(cg, fn, stack, &depth, queued);
		}
	}
	free(stack);
	free(queued);
	cg->cold_solved = true;
}

bool callgraph__cold(const struct cl_callgraph *cg, const char *name)
{
	size_t idx;

	if (!cg || !cg->cold_solved)
		return false;
	idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, name);
	return idx && cg->fns[idx - 1].cold && !cg->fns[idx - 1].inlined;
}
