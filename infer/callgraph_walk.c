// SPDX-License-Identifier: GPL-2.0
/*
 * Bounded searches in a solved call graph (callgraph.h): does a function run
 * in the same operation as one of a set of others?  Up from the function
 * through its callers, then down from each through their callees, a few
 * calls each way, at most MAX_VISIT functions per question.  Visits are
 * marked with a generation number, so a question costs what it visits, not
 * the size of the graph (the marks live in the graph, made by solve).
 */
#include <stdint.h>
#include <stdlib.h>

#include "callgraph.h"
#include "strtab.h"

#define NONE SIZE_MAX
#define MAX_VISIT 1024

struct walk {
	const struct cl_callgraph *cg;
	unsigned int *up, *down, *goal;	/* per function: generation seen */
	unsigned int gen;
	size_t visits;
};

static size_t fn_index(const struct cl_callgraph *cg, const char *name)
{
	size_t idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, name);

	return idx ? idx - 1 : NONE;
}

/* Is a goal within depth calls below fn (fn itself included)? */
static bool reaches_goal(struct walk *w, size_t fn, unsigned int depth)
{
	const struct cl_callgraph *cg = w->cg;

	if (w->goal[fn] == w->gen)
		return true;
	if (w->down[fn] == w->gen || !depth || ++w->visits > MAX_VISIT)
		return false;
	w->down[fn] = w->gen;
	for (size_t k = cg->from.start[fn]; k < cg->from.start[fn + 1]; k++) {
		const struct cl_cg_call *c = &cg->calls[cg->from.items[k]];

		if (c->callee != NONE) {
			if (reaches_goal(w, c->callee, depth - 1))
				return true;
			continue;
		}
		for (size_t t = cg->field_targets.start[c->via];
		     t < cg->field_targets.start[c->via + 1]; t++)
			if (reaches_goal(w, cg->field_targets.items[t], depth - 1))
				return true;
	}
	return false;
}

/* Up from fn, depth calls at most: does some caller reach a goal? */
static bool caller_reaches_goal(struct walk *w, size_t fn, unsigned int up, unsigned int depth)
{
	const struct cl_callgraph *cg = w->cg;

	if (w->up[fn] == w->gen || w->visits > MAX_VISIT)
		return false;
	w->up[fn] = w->gen;
	if (reaches_goal(w, fn, depth))
		return true;
	if (!up)
		return false;
	for (size_t k = cg->into.start[fn]; k < cg->into.start[fn + 1]; k++)
		if (caller_reaches_goal(w, cg->calls[cg->into.items[k]].caller, up - 1, depth))
			return true;
	return false;
}

bool callgraph__same_operation(struct cl_callgraph *cg, const char *writer,
			       const char *const *others, size_t nr_others, unsigned int depth)
{
	struct walk w;
	size_t fn;
	bool any = false;

	if (!cg || !cg->solved || !cg->walk_marks || (fn = fn_index(cg, writer)) == NONE)
		return false;
	w.cg = cg;
	w.up = cg->walk_marks;
	w.down = cg->walk_marks + cg->nr_fns;
	w.goal = cg->walk_marks + 2 * cg->nr_fns;
	w.gen = ++cg->walk_gen;
	w.visits = 0;
	for (size_t i = 0; i < nr_others; i++) {
		size_t o = fn_index(cg, others[i]);

		if (o != NONE) {
			w.goal[o] = w.gen;
			any = true;
		}
	}
	return any && caller_reaches_goal(&w, fn, depth, depth);
}
