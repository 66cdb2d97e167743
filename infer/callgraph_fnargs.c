// SPDX-License-Identifier: GPL-2.0
/*
 * Function addresses given as arguments (callgraph.h).  A driver hands
 * its hot paths to the core by address: netif_napi_add(dev, napi, poll)
 * passes poll on to netif_napi_add_weight(), which stores it with
 * napi->poll = poll, and __napi_poll() calls n->poll() from softirq.
 * The initializers and stores the pass sees directly (ops tables) name
 * the field; here the field is known only in the callee's body, maybe in
 * another unit.  Each unit records the addresses it passes ("fnargs") and
 * the function-pointer parameters its bodies store into a field
 * ("fnparams"); the parameter passes of callgraph_params.c link the two
 * across the build.  Without this, every NAPI poll and timer callback
 * is an unknown root to the ranking, however hot the code that calls it.
 *
 * JSON, in a unit's "accesses" object:
 *   "fnargs":   [{"function": F, "to": G, "param": I}]
 *               F's address is parameter I of a direct call of G
 *   "fnparams": [{"function": G, "param": I, "struct": S, "field": P}]
 *               G stores its parameter I into S's field P
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

/* How many passes a parameter goes through before it is stored: the
 * kernel's wrappers are one or two deep. */
#define MAX_PASS_DEPTH 6

/* Whether key is new to the set, which then holds it. */
static bool first_seen(struct cl_strtab *set, const char *key)
{
	if (strtab__lookup(set, key))
		return false;
	strtab__insert(set, key, (void *)1);
	return true;
}

static void add_fnarg(struct cl_callgraph *cg, size_t fn, size_t callee, unsigned int param)
{
	char key[80];

	snprintf(key, sizeof(key), "%zu %zu %u", fn, callee, param);
	if (!first_seen(cg->fnarg_index, key))
		return;
	XGROW(cg->fnargs, cg->nr_fnargs, cg->alloc_fnargs);
	cg->fnargs[cg->nr_fnargs++] = (struct cl_cg_fnarg){ fn, callee, param };
}

void callgraph__add_fnarg(struct cl_callgraph *cg, const char *fn, const char *callee,
			  unsigned int param)
{
	size_t from = callgraph__function(cg, fn);

	add_fnarg(cg, from, callgraph__function(cg, callee), param);
}

static void add_param_target(struct cl_callgraph *cg, size_t fn, unsigned int param,
			     size_t field)
{
	char key[80];

	snprintf(key, sizeof(key), "%zu %u %zu", fn, param, field);
	if (!first_seen(cg->param_target_index, key))
		return;
	XGROW(cg->param_targets, cg->nr_param_targets, cg->alloc_param_targets);
	cg->param_targets[cg->nr_param_targets++] = (struct cl_cg_param_target){ fn, field, param };
}

void callgraph__add_param_target(struct cl_callgraph *cg, const char *fn, unsigned int param,
				 const char *field)
{
	size_t idx = callgraph__function(cg, fn);

	add_param_target(cg, idx, param, callgraph__field(cg, field));
}

void callgraph__merge_fnargs(struct cl_callgraph *dst, const struct cl_callgraph *src)
{
	for (size_t i = 0; i < src->nr_fnargs; i++) {
		const struct cl_cg_fnarg *a = &src->fnargs[i];

		callgraph__add_fnarg(dst, src->fns[a->fn].name, src->fns[a->callee].name, a->param);
	}
	for (size_t i = 0; i < src->nr_param_targets; i++) {
		const struct cl_cg_param_target *t = &src->param_targets[i];

		callgraph__add_param_target(dst, src->fns[t->fn].name, t->param,
					    src->fields[t->field]);
	}
}

static size_t target_fn(const void *items, size_t i)
{
	return ((const struct cl_cg_param_target *)items)[i].fn;
}

struct fnarg_walk {
	struct cl_callgraph *cg;
	const size_t *pass_start, *pass_order, *store_start, *store_order;
	size_t target;			/* the function whose address travels */
};

/* (fn, param) holds w->target's address: every field it is stored into
 * gets the target, and every callee it is passed on to is followed. */
static void follow(struct fnarg_walk *w, size_t fn, unsigned int param, int depth)
{
	struct cl_callgraph *cg = w->cg;

	for (size_t k = w->store_start[fn]; k < w->store_start[fn + 1]; k++) {
		const struct cl_cg_param_target *t = &cg->param_targets[w->store_order[k]];

		if (t->param == param)
			callgraph__add_target(cg, cg->fields[t->field], cg->fns[w->target].name);
	}
	if (depth >= MAX_PASS_DEPTH)
		return;
	for (size_t k = w->pass_start[fn]; k < w->pass_start[fn + 1]; k++) {
		const struct cl_cg_pass *ps = &cg->passes[w->pass_order[k]];

		if (ps->param == param && ps->callee != fn)
			follow(w, ps->callee, ps->callee_param, depth + 1);
	}
}

void callgraph__solve_fnargs(struct cl_callgraph *cg)
{
	struct fnarg_walk w = { .cg = cg };
	size_t *pass_order, *store_order, *pass_start, *store_start;

	if (!cg->nr_fnargs || !cg->nr_param_targets)
		return;
	pass_start = callgraph__index_by(cg->nr_fns, cg->nr_passes, callgraph__pass_fn, cg->passes, &pass_order);
	store_start = callgraph__index_by(cg->nr_fns, cg->nr_param_targets, target_fn,
					  cg->param_targets, &store_order);
	w.pass_start = pass_start;
	w.pass_order = pass_order;
	w.store_start = store_start;
	w.store_order = store_order;
	/* callgraph__add_target adds no function: the indexes stay valid */
	for (size_t i = 0; i < cg->nr_fnargs; i++) {
		w.target = cg->fnargs[i].fn;
		follow(&w, cg->fnargs[i].callee, cg->fnargs[i].param, 0);
	}
	free(pass_start);
	free(pass_order);
	free(store_start);
	free(store_order);
}

void callgraph__print_fnargs(const struct cl_printer *p, const struct cl_callgraph *cg)
{
	printer__puts(p, ",\n    \"fnargs\": [");
	for (size_t i = 0; i < cg->nr_fnargs; i++) {
		const struct cl_cg_fnarg *a = &cg->fnargs[i];

		printer__puts(p, i ? ",\n      {\"function\": " : "\n      {\"function\": ");
		json__print_string(p, cg->fns[a->fn].name);
		printer__puts(p, ", \"to\": ");
		json__print_string(p, cg->fns[a->callee].name);
		printer__printf(p, ", \"param\": %u}", a->param);
	}
	printer__puts(p, cg->nr_fnargs ? "\n    ],\n    \"fnparams\": [" : "],\n    \"fnparams\": [");
	for (size_t i = 0; i < cg->nr_param_targets; i++) {
		const struct cl_cg_param_target *t = &cg->param_targets[i];

		printer__puts(p, i ? ",\n      {\"function\": " : "\n      {\"function\": ");
		json__print_string(p, cg->fns[t->fn].name);
		printer__printf(p, ", \"param\": %u", t->param);
		callgraph__print_field(p, "struct", cg->fields[t->field]);
		printer__puts(p, "}");
	}
	printer__puts(p, cg->nr_param_targets ? "\n    ]" : "]");
}

static bool read_param(const struct cl_json *o, unsigned int *out)
{
	const struct cl_json *v = json__get(o, "param");

	if (!v || v->type != CL_JSON_NUMBER || v->number < 0 || v->number >= CL_MAX_PARAMS ||
	    v->number != (double)(unsigned int)v->number)
		return false;
	*out = (unsigned int)v->number;
	return true;
}

bool callgraph__read_fnargs(struct cl_callgraph *cg, const struct cl_json *accesses, char *err,
			    size_t errlen)
{
	const struct cl_json *args = json__get(accesses, "fnargs");
	const struct cl_json *params = json__get(accesses, "fnparams");
	unsigned int param;

	if ((args && args->type != CL_JSON_ARRAY) || (params && params->type != CL_JSON_ARRAY)) {
		snprintf(err, errlen, "\"accesses\": \"fnargs\" and \"fnparams\" must be arrays");
		return false;
	}
	for (size_t i = 0; args && i < args->nr; i++) {
		const struct cl_json *o = args->items[i];
		const char *fn = json__string(o, "function"), *to = json__string(o, "to");

		if (!fn || !to || !read_param(o, &param))
			return callgraph__json_error(err, errlen, "fnargs", i,
				    "{\"function\", \"to\", \"param\": a parameter number}");
		callgraph__add_fnarg(cg, fn, to, param);
	}
	for (size_t i = 0; params && i < params->nr; i++) {
		const struct cl_json *o = params->items[i];
		const char *fn = json__string(o, "function"), *rec = json__string(o, "struct");
		const char *path = json__string(o, "field");
		char *field;

		if (!fn || !rec || !path || !read_param(o, &param))
			return callgraph__json_error(err, errlen, "fnparams", i,
				    "{\"function\", \"param\": a parameter number, \"struct\", \"field\"}");
		field = xasprintf("%s\n%s", rec, path);
		callgraph__add_param_target(cg, fn, param, field);
		free(field);
	}
	return true;
}
