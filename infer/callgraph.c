// SPDX-License-Identifier: GPL-2.0
/*
 * The build's call graph and the locks held on entry to each function
 * (callgraph.h): building, merging, JSON, and the fixed point.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "callgraph.h"
#include "strtab.h"
#include "xalloc.h"

#define NONE SIZE_MAX

struct cl_callgraph *callgraph__new(void)
{
	struct cl_callgraph *cg = xzalloc(sizeof(*cg));

	cg->fn_index = strtab__new();
	cg->field_index = strtab__new();
	cg->call_index = strtab__new();
	cg->target_index = strtab__new();
	cg->lock_index = strtab__new();
	cg->pass_index = strtab__new();
	cg->fnarg_index = strtab__new();
	cg->param_target_index = strtab__new();
	cg->rare_weight = 0.2;
	/* bit 0, so that a full table still knows it */
	callgraph__lock_bit(cg, CL_GLOBAL_LOCK);
	return cg;
}

void callgraph__delete(struct cl_callgraph *cg)
{
	if (!cg)
		return;
	for (size_t i = 0; i < cg->nr_fns; i++)
		free(cg->fns[i].name);
	for (size_t i = 0; i < cg->nr_fields; i++)
		free(cg->fields[i]);
	for (unsigned int i = 0; i < cg->nr_locks; i++)
		free(cg->locks[i]);
	free(cg->walk_marks);
	free(cg->into.start);
	free(cg->into.items);
	free(cg->from.start);
	free(cg->from.items);
	free(cg->field_targets.start);
	free(cg->field_targets.items);
	free(cg->fns);
	free(cg->fields);
	free(cg->calls);
	free(cg->targets);
	strtab__delete(cg->fn_index);
	strtab__delete(cg->field_index);
	strtab__delete(cg->call_index);
	strtab__delete(cg->target_index);
	strtab__delete(cg->lock_index);
	strtab__delete(cg->pass_index);
	free(cg->passes);
	strtab__delete(cg->fnarg_index);
	strtab__delete(cg->param_target_index);
	free(cg->fnargs);
	free(cg->param_targets);
	free(cg);
}

int callgraph__lock_bit(struct cl_callgraph *cg, const char *key)
{
	size_t bit;

	/* one instance system-wide each: which one does not matter here */
	if (!strncmp(key, CL_GLOBAL_LOCK ":", strlen(CL_GLOBAL_LOCK ":")))
		key = CL_GLOBAL_LOCK;
	bit = (size_t)(uintptr_t)strtab__lookup(cg->lock_index, key);

	if (bit)
		return (int)bit - 1;
	if (cg->nr_locks >= CL_MAX_LOCK_KEYS)
		return -1;
	cg->locks[cg->nr_locks] = xstrdup(key);
	strtab__insert(cg->lock_index, key, (void *)(uintptr_t)(cg->nr_locks + 1));
	return (int)cg->nr_locks++;
}

int callgraph__find_lock(const struct cl_callgraph *cg, const char *key)
{
	return (int)(size_t)(uintptr_t)strtab__lookup(cg->lock_index, key) - 1;
}

cl_lockset callgraph__lockset(struct cl_callgraph *cg, const char *const *keys, size_t nr)
{
	cl_lockset set = lockset__none();

	for (size_t i = 0; i < nr; i++)
		lockset__add(&set, callgraph__lock_bit(cg, keys[i]));
	return set;
}

size_t callgraph__function(struct cl_callgraph *cg, const char *name)
{
	size_t idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, name);

	if (idx)
		return idx - 1;
	XGROW(cg->fns, cg->nr_fns, cg->alloc_fns);
	memset(&cg->fns[cg->nr_fns], 0, sizeof(cg->fns[0]));
	cg->fns[cg->nr_fns].name = xstrdup(name);
	cg->fns[cg->nr_fns].ret_from = CL_NO_FN;
	strtab__insert(cg->fn_index, name, (void *)(uintptr_t)(cg->nr_fns + 1));
	return cg->nr_fns++;
}

size_t callgraph__field(struct cl_callgraph *cg, const char *field)
{
	size_t idx = (size_t)(uintptr_t)strtab__lookup(cg->field_index, field);

	if (idx)
		return idx - 1;
	XGROW(cg->fields, cg->nr_fields, cg->alloc_fields);
	cg->fields[cg->nr_fields] = xstrdup(field);
	strtab__insert(cg->field_index, field, (void *)(uintptr_t)(cg->nr_fields + 1));
	return cg->nr_fields++;
}

/* Two sightings of a call pass the same thing at argument i. */
static bool same_arg(const struct cl_cg_call *c, int i, const signed char *args,
		     const uint32_t *from)
{
	if (!args || args[i] != c->args[i])
		return false;
	return args[i] != CL_ARG_RESULT || (from && from[i] == c->arg_from[i]);
}

static void add_call(struct cl_callgraph *cg, size_t caller, size_t callee, size_t via,
		     cl_lockset locks, double weight, const signed char *args,
		     const uint32_t *from)
{
	char key[64];
	size_t idx;
	struct cl_cg_call *c;

	snprintf(key, sizeof(key), "%zu %zu %zu", caller, callee, via);
	idx = (size_t)(uintptr_t)strtab__lookup(cg->call_index, key);
	if (idx) {
		c = &cg->calls[idx - 1];
		c->locks = lockset__and(c->locks, &locks);
		if (weight > c->weight)
			c->weight = weight;
		for (int i = 0; i < CL_CG_MAX_ARGS; i++)
			if (!same_arg(c, i, args, from)) {
				c->args[i] = CL_ARG_OTHER;
				c->arg_from[i] = CL_NO_FN;
			}
		return;
	}
	XGROW(cg->calls, cg->nr_calls, cg->alloc_calls);
	c = &cg->calls[cg->nr_calls];
	*c = (struct cl_cg_call){ caller, callee, via, locks, weight, { 0 }, { 0 } };
	for (int i = 0; i < CL_CG_MAX_ARGS; i++) {
		c->args[i] = args ? args[i] : CL_ARG_OTHER;
		c->arg_from[i] = c->args[i] == CL_ARG_RESULT && from ? from[i] : CL_NO_FN;
		if (c->args[i] == CL_ARG_RESULT && c->arg_from[i] == CL_NO_FN)
			c->args[i] = CL_ARG_OTHER;
	}
	strtab__insert(cg->call_index, key, (void *)(uintptr_t)(++cg->nr_calls));
}

const struct cl_cg_call *callgraph__find_call(const struct cl_callgraph *cg, size_t caller,
					      size_t callee)
{
	char key[64];
	size_t idx;

	snprintf(key, sizeof(key), "%zu %zu %zu", caller, callee, NONE);
	idx = (size_t)(uintptr_t)strtab__lookup(cg->call_index, key);
	return idx ? &cg->calls[idx - 1] : NULL;
}

void callgraph__add_call_from(struct cl_callgraph *cg, const char *caller, const char *callee,
			      const char *via_field, cl_lockset locks, double weight,
			      const signed char *args, const char *const *from)
{
	size_t fn = callgraph__function(cg, caller);
	uint32_t from_idx[CL_CG_MAX_ARGS];

	for (int i = 0; i < CL_CG_MAX_ARGS; i++)
		from_idx[i] = from && from[i] ? (uint32_t)callgraph__function(cg, from[i])
					      : CL_NO_FN;
	if (callee)
		add_call(cg, fn, callgraph__function(cg, callee), NONE, locks, weight, args,
			 from_idx);
	else if (via_field)
		add_call(cg, fn, NONE, callgraph__field(cg, via_field), locks, weight, args, from_idx);
}

void callgraph__add_call(struct cl_callgraph *cg, const char *caller, const char *callee,
			 const char *via_field, cl_lockset locks, double weight,
			 const signed char *args)
{
	callgraph__add_call_from(cg, caller, callee, via_field, locks, weight, args, NULL);
}

static void add_target(struct cl_callgraph *cg, size_t field, size_t fn)
{
	char key[64];

	snprintf(key, sizeof(key), "%zu %zu", field, fn);
	if (strtab__lookup(cg->target_index, key))
		return;
	strtab__insert(cg->target_index, key, (void *)1);
	XGROW(cg->targets, cg->nr_targets, cg->alloc_targets);
	cg->targets[cg->nr_targets][0] = field;
	cg->targets[cg->nr_targets][1] = fn;
	cg->nr_targets++;
}

void callgraph__add_target(struct cl_callgraph *cg, const char *field, const char *fn)
{
	add_target(cg, callgraph__field(cg, field), callgraph__function(cg, fn));
}

void callgraph__add_escape(struct cl_callgraph *cg, const char *fn)
{
	size_t idx = callgraph__function(cg, fn);	/* may move cg->fns */

	cg->fns[idx].escapes = true;
}

void callgraph__add_export(struct cl_callgraph *cg, const char *fn)
{
	size_t idx = callgraph__function(cg, fn);	/* may move cg->fns */

	cg->fns[idx].exported = true;
}

void callgraph__add_static(struct cl_callgraph *cg, const char *fn)
{
	size_t idx = callgraph__function(cg, fn);	/* may move cg->fns */

	cg->fns[idx].is_static = true;
}

static cl_lockset remap(struct cl_callgraph *dst, const struct cl_callgraph *src,
			cl_lockset set)
{
	cl_lockset out = lockset__none();

	for (unsigned int b = 0; b < src->nr_locks; b++)
		if (lockset__has(&set, b))
			lockset__add(&out, callgraph__lock_bit(dst, src->locks[b]));
	return out;
}

void callgraph__merge(struct cl_callgraph *dst, const struct cl_callgraph *src)
{
	for (size_t i = 0; i < src->nr_fns; i++)
		if (src->fns[i].exported)
			callgraph__add_export(dst, src->fns[i].name);
	for (size_t i = 0; i < src->nr_fns; i++)
		if (src->fns[i].escapes)
			callgraph__add_escape(dst, src->fns[i].name);
		else if (src->fns[i].is_static)
			callgraph__add_static(dst, src->fns[i].name);
	for (size_t i = 0; i < src->nr_calls; i++) {
		const struct cl_cg_call *c = &src->calls[i];
		size_t caller = callgraph__function(dst, src->fns[c->caller].name);
		size_t callee = c->callee == NONE ? NONE :
				callgraph__function(dst, src->fns[c->callee].name);
		size_t via = c->via == NONE ? NONE : callgraph__field(dst, src->fields[c->via]);
		uint32_t from[CL_CG_MAX_ARGS];

		for (int k = 0; k < CL_CG_MAX_ARGS; k++)
			from[k] = c->arg_from[k] == CL_NO_FN ? CL_NO_FN :
				  (uint32_t)callgraph__function(dst, src->fns[c->arg_from[k]].name);
		add_call(dst, caller, callee, via, remap(dst, src, c->locks), c->weight, c->args,
			 from);
	}
	for (size_t i = 0; i < src->nr_targets; i++)
		add_target(dst, callgraph__field(dst, src->fields[src->targets[i][0]]),
			   callgraph__function(dst, src->fns[src->targets[i][1]].name));
	callgraph__merge_params(dst, src);
	callgraph__merge_fnargs(dst, src);
	callgraph__merge_returns(dst, src);
	dst->solved = false;
	dst->fresh_solved = false;
	dst->cold_solved = false;
	dst->current_solved = false;
}

/* A solved graph's function, or NULL. */
static const struct cl_cg_fn *solved_fn(const struct cl_callgraph *cg, const char *name)
{
	size_t idx;

	if (!cg || !cg->solved)
		return NULL;
	idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, name);
	return idx ? &cg->fns[idx - 1] : NULL;
}

cl_lockset callgraph__held(const struct cl_callgraph *cg, const char *name)
{
	const struct cl_cg_fn *fn = solved_fn(cg, name);

	return fn ? fn->held : lockset__none();
}

double callgraph__frequency(const struct cl_callgraph *cg, const char *name)
{
	const struct cl_cg_fn *fn = solved_fn(cg, name);

	return fn ? fn->frequency : 1;
}

bool callgraph__inlined(const struct cl_callgraph *cg, const char *name)
{
	const struct cl_cg_fn *fn = solved_fn(cg, name);

	return fn && fn->inlined;
}
