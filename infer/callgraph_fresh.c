// SPDX-License-Identifier: GPL-2.0
/*
 * New objects (callgraph.h).  fork writes a hundred fields of the child's
 * task_struct, sk_clone_lock() those of a new socket: every such store is
 * made once per object, before any other CPU can hold the line, yet in a
 * profile of the pass it looks like a hot writer of each field.  The pass
 * notes which writes go into what an allocator just returned; the
 * functions that return such objects (dup_task_struct(), sk_clone_lock(),
 * inet_csk_clone_lock() on top of it) and the parameters every call gives
 * one (sched_fork(p)) are solved here over the build.
 *
 *   "returns": [[F, "new" | "result:G" | "param:K" | null]...]
 *
 * One entry per kind of value F's body returns: a new object, the result
 * of G, its own parameter K, anything else (null).  A function that
 * returns its parameter (mm_init(mm, ...)) gives its caller a new object
 * when the caller gave it one: that is decided per caller, from what its
 * calls pass (callgraph__result_fresh).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "callgraph.h"
#include "json.h"
#include "report.h"
#include "strtab.h"
#include "xalloc.h"

#define RESULT_PREFIX "result:"
#define PARAM_PREFIX "param:"

static void add_return(struct cl_cg_fn *f, int source, uint32_t from)
{
	if (source == CL_ARG_NEW)
		f->ret_new = true;
	else if (source >= 0 && source < CL_CG_MAX_ARGS)
		f->ret_params |= (uint8_t)(1u << source);
	else if (source != CL_ARG_RESULT || from == CL_NO_FN)
		f->ret_other = true;
	else if (f->ret_from == CL_NO_FN)
		f->ret_from = from;
	else if (f->ret_from != from)
		f->ret_other = true;	/* two callees: one of them may not be */
}

void callgraph__add_return(struct cl_callgraph *cg, const char *fn, int source,
			   const char *from)
{
	uint32_t from_idx = from ? (uint32_t)callgraph__function(cg, from) : CL_NO_FN;
	size_t idx = callgraph__function(cg, fn);

	add_return(&cg->fns[idx], source, from_idx);
	cg->fresh_solved = false;
}

void callgraph__merge_returns(struct cl_callgraph *dst, const struct cl_callgraph *src)
{
	for (size_t i = 0; i < src->nr_fns; i++) {
		const struct cl_cg_fn *f = &src->fns[i];

		if (f->ret_new)
			callgraph__add_return(dst, f->name, CL_ARG_NEW, NULL);
		if (f->ret_from != CL_NO_FN)
			callgraph__add_return(dst, f->name, CL_ARG_RESULT,
					      src->fns[f->ret_from].name);
		if (f->ret_other)
			callgraph__add_return(dst, f->name, CL_ARG_OTHER, NULL);
		for (int k = 0; k < CL_CG_MAX_ARGS; k++)
			if (f->ret_params >> k & 1)
				callgraph__add_return(dst, f->name, k, NULL);
	}
}

/*
 * A call through the field "*struct foo\npath" returns a new object when
 * every function stored into the field does (at least one; after solve).
 */
static bool field_returns_fresh(const struct cl_callgraph *cg, const char *name)
{
	size_t field = (size_t)(uintptr_t)strtab__lookup(cg->field_index, name + 1);
	size_t start, end;

	if (!field || !cg->field_targets.start)
		return false;
	start = cg->field_targets.start[field - 1];
	end = cg->field_targets.start[field];
	for (size_t t = start; t < end; t++)
		if (!cg->fns[cg->field_targets.items[t]].returns_fresh)
			return false;
	return end > start;
}

static bool arg_fresh(const struct cl_callgraph *cg, const struct cl_cg_call *c, int i)
{
	return c->args[i] == CL_ARG_NEW ||
	       (c->args[i] == CL_ARG_RESULT && c->arg_from[i] != CL_NO_FN &&
		cg->fns[c->arg_from[i]].returns_fresh);
}

/*
 * What caller gets from callee: a new object when callee returns one, or
 * when callee returns nothing but new objects and its parameters, and
 * caller's calls pass new objects in each of those.  One level: a callee
 * whose own callee returns a parameter counts as returning anything.
 */
static bool result_fresh(const struct cl_callgraph *cg, size_t caller, size_t callee)
{
	const struct cl_cg_fn *g = &cg->fns[callee];
	const struct cl_cg_call *c;

	if (g->returns_fresh)
		return true;
	if (!g->ret_params || g->ret_other || g->name[0] == CL_FIELD_RESULT ||
	    (g->ret_from != CL_NO_FN && !cg->fns[g->ret_from].returns_fresh) ||
	    !(c = callgraph__find_call(cg, caller, callee)))
		return false;
	for (int k = 0; k < CL_CG_MAX_ARGS; k++)
		if ((g->ret_params >> k & 1) && !arg_fresh(cg, c, k))
			return false;
	return true;
}

static bool returns_fresh_now(const struct cl_callgraph *cg, size_t fn)
{
	const struct cl_cg_fn *f = &cg->fns[fn];

	if (f->name[0] == CL_FIELD_RESULT)
		return field_returns_fresh(cg, f->name);
	return !f->ret_other && !f->ret_params && (f->ret_new || f->ret_from != CL_NO_FN) &&
	       (f->ret_from == CL_NO_FN || result_fresh(cg, fn, f->ret_from));
}

/* The least fixed point: a chain of callees ends in an allocation. */
static void solve_returns(struct cl_callgraph *cg)
{
	bool changed = true;

	for (size_t i = 0; i < cg->nr_fns; i++)
		cg->fns[i].returns_fresh = false;
	while (changed) {
		changed = false;
		for (size_t i = 0; i < cg->nr_fns; i++) {
			struct cl_cg_fn *f = &cg->fns[i];

			if (!f->returns_fresh && returns_fresh_now(cg, i)) {
				f->returns_fresh = true;
				changed = true;
			}
		}
	}
}

static uint8_t fresh_args(const struct cl_callgraph *cg, const struct cl_cg_call *c,
			  const uint8_t *masks)
{
	uint8_t mask = 0;

	for (int i = 0; i < CL_CG_MAX_ARGS; i++) {
		int src = c->args[i];

		if (src == CL_ARG_NEW ||
		    (src == CL_ARG_RESULT && c->arg_from[i] != CL_NO_FN &&
		     result_fresh(cg, c->caller, c->arg_from[i])) ||
		    (src >= 0 && src < CL_CG_MAX_ARGS && (masks[c->caller] & (1u << src))))
			mask |= (uint8_t)(1u << i);
	}
	return mask;
}

/* The greatest fixed point, as for current (callgraph_current.c). */
static void solve_params(struct cl_callgraph *cg)
{
	uint8_t *masks = callgraph__solve_arg_property(cg, fresh_args);

	for (size_t i = 0; i < cg->nr_fns; i++)
		cg->fns[i].fresh_params = masks[i];
	free(masks);
}

static const struct cl_cg_fn *solved(struct cl_callgraph *cg, const char *fn)
{
	size_t idx;

	if (!cg->solved)
		callgraph__solve(cg);
	if (!cg->fresh_solved) {
		solve_returns(cg);
		solve_params(cg);
		cg->fresh_solved = true;
	}
	idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, fn);
	return idx ? &cg->fns[idx - 1] : NULL;
}

bool callgraph__returns_fresh(struct cl_callgraph *cg, const char *fn)
{
	const struct cl_cg_fn *f = cg && fn ? solved(cg, fn) : NULL;

	/* a field only sites name is no function of the graph */
	if (!f && cg && fn && fn[0] == CL_FIELD_RESULT)
		return field_returns_fresh(cg, fn);
	return f && f->returns_fresh;
}

bool callgraph__result_fresh(struct cl_callgraph *cg, const char *caller, const char *callee)
{
	size_t from, to;

	if (!cg || !caller || !callee)
		return false;
	if (callee[0] == CL_FIELD_RESULT)
		return callgraph__returns_fresh(cg, callee);
	if (!solved(cg, callee) || !solved(cg, caller))
		return false;
	from = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, caller) - 1;
	to = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, callee) - 1;
	return result_fresh(cg, from, to);
}

bool callgraph__param_is_fresh(struct cl_callgraph *cg, const char *fn, int param)
{
	const struct cl_cg_fn *f;

	if (!cg || !fn || param < 0 || param >= CL_CG_MAX_ARGS)
		return false;
	f = solved(cg, fn);
	return f && (f->fresh_params & (1u << param));
}

void callgraph__count_fresh(struct cl_callgraph *cg, size_t *returning, size_t *params)
{
	*returning = *params = 0;
	if (cg->nr_fns)
		solved(cg, cg->fns[0].name);
	for (size_t i = 0; i < cg->nr_fns; i++) {
		if (cg->fns[i].name[0] == CL_FIELD_RESULT)
			continue;
		*returning += cg->fns[i].returns_fresh;
		for (int b = 0; b < CL_CG_MAX_ARGS; b++)
			*params += cg->fns[i].fresh_params >> b & 1;
	}
}

static void print_return(const struct cl_printer *p, bool *first, const char *fn,
			 const char *what, const char *from)
{
	printer__puts(p, *first ? "\n      [" : ",\n      [");
	*first = false;
	json__print_string(p, fn);
	printer__puts(p, ", ");
	if (from) {
		char *s = xasprintf(RESULT_PREFIX "%s", from);

		json__print_string(p, s);
		free(s);
	} else if (what) {
		json__print_string(p, what);
	} else {
		printer__puts(p, "null");
	}
	printer__puts(p, "]");
}

void callgraph__print_returns(const struct cl_printer *p, const struct cl_callgraph *cg)
{
	bool first = true;

	printer__puts(p, ",\n    \"returns\": [");
	for (size_t i = 0; i < cg->nr_fns; i++) {
		const struct cl_cg_fn *f = &cg->fns[i];

		if (f->ret_new)
			print_return(p, &first, f->name, "new", NULL);
		if (f->ret_from != CL_NO_FN)
			print_return(p, &first, f->name, NULL, cg->fns[f->ret_from].name);
		if (f->ret_other)
			print_return(p, &first, f->name, NULL, NULL);
		for (int k = 0; k < CL_CG_MAX_ARGS; k++)
			if (f->ret_params >> k & 1) {
				char what[16];

				snprintf(what, sizeof(what), PARAM_PREFIX "%d", k);
				print_return(p, &first, f->name, what, NULL);
			}
	}
	printer__puts(p, first ? "]" : "\n    ]");
}

/* "param:K" with K a parameter the call graph follows: K, else -1 */
static int param_number(const char *s)
{
	size_t len = strlen(PARAM_PREFIX);

	if (strncmp(s, PARAM_PREFIX, len) || s[len] < '0' || s[len] > '9' || s[len + 1])
		return -1;
	return s[len] - '0' < CL_CG_MAX_ARGS ? s[len] - '0' : -1;
}

bool callgraph__read_returns(struct cl_callgraph *cg, const struct cl_json *returns,
			     char *err, size_t errlen)
{
	for (size_t i = 0; returns && i < returns->nr; i++) {
		const struct cl_json *e = returns->type == CL_JSON_ARRAY ? returns->items[i] : NULL;
		const struct cl_json *what = e && e->type == CL_JSON_ARRAY && e->nr == 2 ?
						     e->items[1] : NULL;
		const char *s = what && what->type == CL_JSON_STRING ? what->string : NULL;

		int param = s ? param_number(s) : -1;

		if (!what || e->items[0]->type != CL_JSON_STRING ||
		    (what->type != CL_JSON_NULL &&
		     !(s && (!strcmp(s, "new") || param >= 0 ||
			     (!strncmp(s, RESULT_PREFIX, strlen(RESULT_PREFIX)) &&
			      s[strlen(RESULT_PREFIX)]))))) {
			snprintf(err, errlen, "\"accesses.returns[%zu]\": expected [function, "
				 "\"new\", \"" RESULT_PREFIX "FUNCTION\", \"" PARAM_PREFIX
				 "0\" to \"" PARAM_PREFIX "%d\" or null]", i, CL_CG_MAX_ARGS - 1);
			return false;
		}
		if (!s)
			callgraph__add_return(cg, e->items[0]->string, CL_ARG_OTHER, NULL);
		else if (param >= 0)
			callgraph__add_return(cg, e->items[0]->string, param, NULL);
		else if (!strcmp(s, "new"))
			callgraph__add_return(cg, e->items[0]->string, CL_ARG_NEW, NULL);
		else
			callgraph__add_return(cg, e->items[0]->string, CL_ARG_RESULT,
					      s + strlen(RESULT_PREFIX));
	}
	if (returns && returns->type != CL_JSON_ARRAY) {
		snprintf(err, errlen, "\"accesses.returns\": expected an array");
		return false;
	}
	return true;
}
