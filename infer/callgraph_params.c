// SPDX-License-Identifier: GPL-2.0
/*
 * Writes through pointer parameters.  The pass records, at a call
 * f(&p->list) through a pointer to non-const, a store of p->list that the
 * callee may make; whether it does is in the callee's body, which may be
 * in another unit.  Each body seen says which parameters it writes through
 * itself and to which callees it passes each one on; written(F, i) is the
 * least fixed point: a direct write, or a pass to a (G, j) that writes, or
 * to a G whose body the build does not have.  xprt_switch_find_next_entry_
 * roundrobin(head, ...) only walks the list: the store at its call goes.
 * atomic(F, i), also a least fixed point: F's own writes through i are all
 * atomic RMWs, or F has none and passes i to an atomic (G, j); the store
 * at refcount_inc(&t->usage) is then an RMW.
 *
 * JSON, in a unit's "accesses" object:
 *   "params": [{"function": F, "written": [I...], "atomic": [I...],
 *               "passes": [[I, G, J]...]}]
 * one entry per body seen (an entry without members is a body that writes
 * through none of its parameters); "atomic" is a subset of "written".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "callgraph.h"
#include "json.h"
#include "report.h"
#include "strtab.h"
#include "xalloc.h"

void callgraph__add_body(struct cl_callgraph *cg, const char *fn)
{
	size_t idx = callgraph__function(cg, fn);

	cg->fns[idx].has_body = true;
	cg->params_solved = false;
}

void callgraph__add_param_write(struct cl_callgraph *cg, const char *fn, unsigned int param)
{
	size_t idx = callgraph__function(cg, fn);

	cg->fns[idx].has_body = true;
	if (param < CL_MAX_PARAMS)
		cg->fns[idx].params_direct |= (uint32_t)1 << param;
	cg->params_solved = false;
}

void callgraph__add_param_atomic(struct cl_callgraph *cg, const char *fn, unsigned int param)
{
	size_t idx = callgraph__function(cg, fn);

	cg->fns[idx].has_body = true;
	if (param < CL_MAX_PARAMS)
		cg->fns[idx].params_atomic_direct |= (uint32_t)1 << param;
	cg->params_solved = false;
}

static void add_pass(struct cl_callgraph *cg, size_t fn, unsigned int param, size_t callee,
		     unsigned int callee_param)
{
	char key[96];

	snprintf(key, sizeof(key), "%zu %u %zu %u", fn, param, callee, callee_param);
	if (strtab__lookup(cg->pass_index, key))
		return;
	strtab__insert(cg->pass_index, key, (void *)1);
	XGROW(cg->passes, cg->nr_passes, cg->alloc_passes);
	cg->passes[cg->nr_passes++] = (struct cl_cg_pass){ fn, callee, param, callee_param };
	cg->params_solved = false;
}

void callgraph__add_param_pass(struct cl_callgraph *cg, const char *fn, unsigned int param,
			       const char *callee, unsigned int callee_param)
{
	size_t from = callgraph__function(cg, fn);
	size_t to = callgraph__function(cg, callee);	/* may move cg->fns */

	cg->fns[from].has_body = true;
	add_pass(cg, from, param, to, callee_param);
}

static bool written(const struct cl_callgraph *cg, size_t fn, unsigned int param)
{
	const struct cl_cg_fn *f = &cg->fns[fn];

	return !f->has_body || param >= CL_MAX_PARAMS || (f->params_written >> param & 1);
}

static bool atomic(const struct cl_callgraph *cg, size_t fn, unsigned int param)
{
	const struct cl_cg_fn *f = &cg->fns[fn];

	return f->has_body && param < CL_MAX_PARAMS && (f->params_atomic >> param & 1);
}

/* A pass that makes (fn, param) written or atomic, which it was not. */
static bool settle_pass(struct cl_callgraph *cg, const struct cl_cg_pass *ps)
{
	struct cl_cg_fn *f = &cg->fns[ps->fn];
	uint32_t bit = (uint32_t)1 << ps->param;
	bool changed = false;

	if (ps->param >= CL_MAX_PARAMS)
		return false;
	if (!(f->params_written & bit) && written(cg, ps->callee, ps->callee_param)) {
		f->params_written |= bit;
		changed = true;
	}
	/* a plain write of its own decides: then it is no atomic parameter */
	if (!(f->params_atomic & bit) && !(f->params_direct & bit) &&
	    atomic(cg, ps->callee, ps->callee_param)) {
		f->params_atomic |= bit;
		changed = true;
	}
	return changed;
}

void callgraph__solve_params(struct cl_callgraph *cg)
{
	bool changed = true;

	for (size_t i = 0; i < cg->nr_fns; i++) {
		cg->fns[i].params_written = cg->fns[i].params_direct;
		cg->fns[i].params_atomic = cg->fns[i].params_atomic_direct;
	}
	/* passes go from caller to callee: a few sweeps settle the chains */
	while (changed) {
		changed = false;
		for (size_t i = 0; i < cg->nr_passes; i++)
			changed |= settle_pass(cg, &cg->passes[i]);
	}
	cg->params_solved = true;
}

bool callgraph__param_written(struct cl_callgraph *cg, const char *fn, unsigned int param)
{
	size_t idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, fn);

	if (!idx)
		return true;
	if (!cg->params_solved)
		callgraph__solve_params(cg);
	return written(cg, idx - 1, param);
}

bool callgraph__param_atomic(struct cl_callgraph *cg, const char *fn, unsigned int param)
{
	size_t idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, fn);

	if (!idx)
		return false;
	if (!cg->params_solved)
		callgraph__solve_params(cg);
	return atomic(cg, idx - 1, param);
}

void callgraph__merge_params(struct cl_callgraph *dst, const struct cl_callgraph *src)
{
	for (size_t i = 0; i < src->nr_fns; i++) {
		const struct cl_cg_fn *f = &src->fns[i];

		if (!f->has_body)
			continue;
		callgraph__add_body(dst, f->name);
		for (unsigned int b = 0; b < CL_MAX_PARAMS; b++) {
			if (f->params_direct >> b & 1)
				callgraph__add_param_write(dst, f->name, b);
			if (f->params_atomic_direct >> b & 1)
				callgraph__add_param_atomic(dst, f->name, b);
		}
	}
	for (size_t i = 0; i < src->nr_passes; i++) {
		const struct cl_cg_pass *ps = &src->passes[i];

		callgraph__add_param_pass(dst, src->fns[ps->fn].name, ps->param,
					  src->fns[ps->callee].name, ps->callee_param);
	}
}

/* Items grouped by key(items, i) < nr_keys, in their order within a key:
 * order[start[k] .. start[k + 1]).  One counting sort serves every index
 * of the graph's arrays by function. */
size_t *callgraph__index_by(size_t nr_keys, size_t n, size_t (*key)(const void *, size_t),
			    const void *items, size_t **order)
{
	size_t *start = xzalloc((nr_keys + 2) * sizeof(size_t));

	*order = xzalloc((n + 1) * sizeof(size_t));
	for (size_t i = 0; i < n; i++)
		start[key(items, i) + 2]++;
	for (size_t k = 0; k < nr_keys; k++)
		start[k + 2] += start[k + 1];
	for (size_t i = 0; i < n; i++)
		(*order)[start[key(items, i) + 1]++] = i;
	return start;
}

size_t callgraph__pass_fn(const void *passes, size_t i)
{
	return ((const struct cl_cg_pass *)passes)[i].fn;
}

static void print_bits(const struct cl_printer *p, const char *key, uint32_t bits)
{
	bool first = true;

	if (!bits)
		return;
	printer__printf(p, ", \"%s\": [", key);
	for (unsigned int b = 0; b < CL_MAX_PARAMS; b++)
		if (bits >> b & 1) {
			printer__printf(p, "%s%u", first ? "" : ", ", b);
			first = false;
		}
	printer__puts(p, "]");
}

static void print_entry(const struct cl_printer *p, const struct cl_callgraph *cg, size_t fn,
			const size_t *order, size_t first_pass, size_t end_pass)
{
	const struct cl_cg_fn *f = &cg->fns[fn];

	json__print_string(p, f->name);
	print_bits(p, "written", f->params_direct);
	print_bits(p, "atomic", f->params_atomic_direct);
	for (size_t k = first_pass; k < end_pass; k++) {
		const struct cl_cg_pass *ps = &cg->passes[order[k]];

		printer__printf(p, "%s[%u, ", k == first_pass ? ", \"passes\": [" : ", ", ps->param);
		json__print_string(p, cg->fns[ps->callee].name);
		printer__printf(p, ", %u]", ps->callee_param);
	}
	printer__puts(p, end_pass > first_pass ? "]}" : "}");
}

void callgraph__print_params(const struct cl_printer *p, const struct cl_callgraph *cg)
{
	size_t *order, *start = callgraph__index_by(cg->nr_fns, cg->nr_passes, callgraph__pass_fn,
						   cg->passes, &order);
	bool first = true;

	printer__puts(p, ",\n    \"params\": [");
	for (size_t i = 0; i < cg->nr_fns; i++) {
		if (!cg->fns[i].has_body)
			continue;
		printer__puts(p, first ? "\n      {\"function\": " : ",\n      {\"function\": ");
		first = false;
		print_entry(p, cg, i, order, start[i], start[i + 1]);
	}
	printer__puts(p, first ? "]" : "\n    ]");
	free(start);
	free(order);
}

static bool param_index(const struct cl_json *v, unsigned int *out)
{
	if (!v || v->type != CL_JSON_NUMBER || v->number < 0 || v->number > 1e6 ||
	    v->number != (double)(unsigned int)v->number)
		return false;
	*out = (unsigned int)v->number;
	return true;
}

static bool read_entry(struct cl_callgraph *cg, const struct cl_json *o)
{
	const char *fn = json__string(o, "function");
	const struct cl_json *w = json__get(o, "written"), *ps = json__get(o, "passes");
	const struct cl_json *at = json__get(o, "atomic");
	unsigned int param, callee_param;

	if (!fn || (w && w->type != CL_JSON_ARRAY) || (ps && ps->type != CL_JSON_ARRAY) ||
	    (at && at->type != CL_JSON_ARRAY))
		return false;
	callgraph__add_body(cg, fn);
	for (size_t k = 0; w && k < w->nr; k++) {
		if (!param_index(w->items[k], &param))
			return false;
		callgraph__add_param_write(cg, fn, param);
	}
	for (size_t k = 0; at && k < at->nr; k++) {
		if (!param_index(at->items[k], &param))
			return false;
		callgraph__add_param_atomic(cg, fn, param);
	}
	for (size_t k = 0; ps && k < ps->nr; k++) {
		const struct cl_json *t = ps->items[k];

		if (t->type != CL_JSON_ARRAY || t->nr != 3 || !param_index(t->items[0], &param) ||
		    t->items[1]->type != CL_JSON_STRING || !param_index(t->items[2], &callee_param))
			return false;
		callgraph__add_param_pass(cg, fn, param, t->items[1]->string, callee_param);
	}
	return true;
}

bool callgraph__read_params(struct cl_callgraph *cg, const struct cl_json *params, char *err,
			    size_t errlen)
{
	if (!params)
		return true;
	if (params->type != CL_JSON_ARRAY) {
		snprintf(err, errlen, "\"accesses.params\": expected an array");
		return false;
	}
	for (size_t i = 0; i < params->nr; i++)
		if (params->items[i]->type != CL_JSON_OBJECT || !read_entry(cg, params->items[i])) {
			snprintf(err, errlen,
				 "\"accesses.params[%zu]\": expected {\"function\", \"written\": "
				 "[parameter numbers], \"atomic\": [parameter numbers], "
				 "\"passes\": [[parameter, function, parameter]]}",
				 i);
			return false;
		}
	return true;
}
