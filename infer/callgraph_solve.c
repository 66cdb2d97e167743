// SPDX-License-Identifier: GPL-2.0
/*
 * Locks held on entry: held(F) = AND over the calls into F of (locks held
 * at the call | held(caller)), leaving out rare calls (see frequencies())
 * while F has frequent ones.  Roots hold nothing; everything else starts
 * at "all locks" and only loses bits, so the iteration ends, at the
 * greatest fixed point: a recursive cycle keeps what its way in holds.
 */
#include <stdint.h>
#include <stdlib.h>

#include "callgraph.h"
#include "xalloc.h"

#define NONE SIZE_MAX

#define csr cl_cg_lists

static void csr__exit(struct csr *c)
{
	free(c->start);
	free(c->items);
	c->start = c->items = NULL;
}

/* The calls made through each function-pointer field. */
static void calls_by_field(const struct cl_callgraph *cg, struct csr *out)
{
	size_t *fill;

	out->start = xzalloc((cg->nr_fields + 1) * sizeof(size_t));
	for (size_t i = 0; i < cg->nr_calls; i++)
		if (cg->calls[i].via != NONE)
			out->start[cg->calls[i].via + 1]++;
	for (size_t f = 0; f < cg->nr_fields; f++)
		out->start[f + 1] += out->start[f];
	out->items = xzalloc((out->start[cg->nr_fields] + 1) * sizeof(size_t));
	fill = xzalloc((cg->nr_fields + 1) * sizeof(size_t));
	for (size_t i = 0; i < cg->nr_calls; i++)
		if (cg->calls[i].via != NONE) {
			size_t f = cg->calls[i].via;

			out->items[out->start[f] + fill[f]++] = i;
		}
	free(fill);
}

/* The calls into each function: direct ones, and those through every
 * field the function was stored into. */
static void calls_into(const struct cl_callgraph *cg, const struct csr *by_field,
		       struct csr *out)
{
	size_t *fill;

	out->start = xzalloc((cg->nr_fns + 1) * sizeof(size_t));
	for (size_t i = 0; i < cg->nr_calls; i++)
		if (cg->calls[i].callee != NONE)
			out->start[cg->calls[i].callee + 1]++;
	for (size_t t = 0; t < cg->nr_targets; t++) {
		size_t f = cg->targets[t][0];

		out->start[cg->targets[t][1] + 1] += by_field->start[f + 1] - by_field->start[f];
	}
	for (size_t i = 0; i < cg->nr_fns; i++)
		out->start[i + 1] += out->start[i];
	out->items = xzalloc((out->start[cg->nr_fns] + 1) * sizeof(size_t));
	fill = xzalloc((cg->nr_fns + 1) * sizeof(size_t));
	for (size_t i = 0; i < cg->nr_calls; i++) {
		size_t to = cg->calls[i].callee;

		if (to != NONE)
			out->items[out->start[to] + fill[to]++] = i;
	}
	for (size_t t = 0; t < cg->nr_targets; t++) {
		size_t f = cg->targets[t][0], to = cg->targets[t][1];

		for (size_t k = by_field->start[f]; k < by_field->start[f + 1]; k++)
			out->items[out->start[to] + fill[to]++] = by_field->items[k];
	}
	free(fill);
}

/* The functions a call may enter: its callee, or every target of its field. */
static void targets_by_field(const struct cl_callgraph *cg, struct csr *out)
{
	size_t *fill;

	out->start = xzalloc((cg->nr_fields + 1) * sizeof(size_t));
	for (size_t t = 0; t < cg->nr_targets; t++)
		out->start[cg->targets[t][0] + 1]++;
	for (size_t f = 0; f < cg->nr_fields; f++)
		out->start[f + 1] += out->start[f];
	out->items = xzalloc((out->start[cg->nr_fields] + 1) * sizeof(size_t));
	fill = xzalloc((cg->nr_fields + 1) * sizeof(size_t));
	for (size_t t = 0; t < cg->nr_targets; t++) {
		size_t f = cg->targets[t][0];

		out->items[out->start[f] + fill[f]++] = cg->targets[t][1];
	}
	free(fill);
}

/* The calls each function makes. */
static void calls_from(const struct cl_callgraph *cg, struct csr *out)
{
	size_t *fill;

	out->start = xzalloc((cg->nr_fns + 1) * sizeof(size_t));
	for (size_t i = 0; i < cg->nr_calls; i++)
		out->start[cg->calls[i].caller + 1]++;
	for (size_t i = 0; i < cg->nr_fns; i++)
		out->start[i + 1] += out->start[i];
	out->items = xzalloc((out->start[cg->nr_fns] + 1) * sizeof(size_t));
	fill = xzalloc((cg->nr_fns + 1) * sizeof(size_t));
	for (size_t i = 0; i < cg->nr_calls; i++) {
		size_t from = cg->calls[i].caller;

		out->items[out->start[from] + fill[from]++] = i;
	}
	free(fill);
}

/*
 * A worklist of functions whose value changed: their callees are looked at
 * again.  Each function is queued at most once at a time.
 */
struct worklist {
	const struct cl_callgraph *cg;
	const struct csr *from, *targets;
	size_t *queue;			/* ring of nr_fns + 1 */
	bool *queued;
	size_t head, tail;
};

static void worklist__init(struct worklist *w, const struct cl_callgraph *cg,
			   const struct csr *from, const struct csr *targets)
{
	w->cg = cg;
	w->from = from;
	w->targets = targets;
	w->queue = xzalloc((cg->nr_fns + 1) * sizeof(size_t));
	w->queued = xzalloc((cg->nr_fns + 1) * sizeof(bool));
	w->head = w->tail = 0;
}

static void worklist__exit(struct worklist *w)
{
	free(w->queue);
	free(w->queued);
}

static void worklist__push(struct worklist *w, size_t fn)
{
	if (w->queued[fn])
		return;
	w->queued[fn] = true;
	w->queue[w->tail] = fn;
	w->tail = (w->tail + 1) % (w->cg->nr_fns + 1);
}

static bool worklist__pop(struct worklist *w, size_t *fn)
{
	if (w->head == w->tail)
		return false;
	*fn = w->queue[w->head];
	w->head = (w->head + 1) % (w->cg->nr_fns + 1);
	w->queued[*fn] = false;
	return true;
}

/* Queues every function fn's calls may enter. */
static void worklist__push_callees(struct worklist *w, size_t fn)
{
	for (size_t k = w->from->start[fn]; k < w->from->start[fn + 1]; k++) {
		const struct cl_cg_call *c = &w->cg->calls[w->from->items[k]];

		if (c->callee != NONE) {
			worklist__push(w, c->callee);
			continue;
		}
		for (size_t t = w->targets->start[c->via]; t < w->targets->start[c->via + 1]; t++)
			worklist__push(w, w->targets->items[t]);
	}
}

/*
 * Functions no root reaches (a cycle nobody outside calls) are roots too:
 * nothing shows what their callers hold.
 */
static void mark_unreachable(struct cl_callgraph *cg, struct worklist *w)
{
	bool *reached = xzalloc((cg->nr_fns + 1) * sizeof(bool));
	size_t fn;

	for (size_t i = 0; i < cg->nr_fns; i++)
		if (cg->fns[i].root)
			worklist__push(w, i);
	while (worklist__pop(w, &fn))
		if (!reached[fn]) {
			reached[fn] = true;
			worklist__push_callees(w, fn);
		}
	for (size_t i = 0; i < cg->nr_fns; i++)
		if (!reached[i] && !cg->fns[i].inlined)
			cg->fns[i].root = true;
	free(reached);
}

/*
 * How often each function runs per run of a root, at most once: its
 * heaviest way in, the product of the call weights along it.  A function
 * reached only from an unlikely() branch, or only from such functions, is
 * rare, and so are its calls.
 */
static double *frequencies(const struct cl_callgraph *cg, const struct csr *into,
			   struct worklist *w)
{
	double *freq = xzalloc((cg->nr_fns + 1) * sizeof(double));
	size_t fn;

	for (size_t i = 0; i < cg->nr_fns; i++)
		if (cg->fns[i].root) {
			freq[i] = 1;
			worklist__push_callees(w, i);
		}
	while (worklist__pop(w, &fn)) {
		double best = freq[fn];

		if (cg->fns[fn].root)
			continue;
		for (size_t k = into->start[fn]; k < into->start[fn + 1]; k++) {
			const struct cl_cg_call *c = &cg->calls[into->items[k]];
			double f = freq[c->caller] * c->weight;

			if (f > best)
				best = f > 1 ? 1 : f;
		}
		/* a relative change under 1e-6 is no news: cycles converge */
		if (best > freq[fn] * (1 + 1e-6) + 1e-12) {
			freq[fn] = best;
			worklist__push_callees(w, fn);
		}
	}
	return freq;
}

static bool frequent(const struct cl_callgraph *cg, const double *freq,
		     const struct cl_cg_call *c)
{
	return freq[c->caller] * c->weight >= cg->rare_weight;
}

static cl_lockset held_from_callers(const struct cl_callgraph *cg, const struct csr *into,
				    const double *freq, size_t fn, const cl_lockset *all)
{
	cl_lockset held = *all;
	bool all_rare = true;

	for (size_t k = into->start[fn]; k < into->start[fn + 1] && all_rare; k++)
		all_rare = !frequent(cg, freq, &cg->calls[into->items[k]]);
	for (size_t k = into->start[fn]; k < into->start[fn + 1]; k++) {
		const struct cl_cg_call *c = &cg->calls[into->items[k]];

		if (all_rare || frequent(cg, freq, c)) {
			cl_lockset there = lockset__or(c->locks, &cg->fns[c->caller].held);

			held = lockset__and(held, &there);
		}
	}
	return held;
}

void callgraph__solve(struct cl_callgraph *cg)
{
	cl_lockset all = lockset__first(cg->nr_locks);
	struct csr by_field;
	struct worklist w;
	double *freq;
	size_t fn;

	csr__exit(&cg->into);
	csr__exit(&cg->from);
	csr__exit(&cg->field_targets);
	callgraph__solve_fnargs(cg);
	calls_by_field(cg, &by_field);
	calls_into(cg, &by_field, &cg->into);
	calls_from(cg, &cg->from);
	targets_by_field(cg, &cg->field_targets);
	worklist__init(&w, cg, &cg->from, &cg->field_targets);
	for (size_t i = 0; i < cg->nr_fns; i++) {
		bool uncalled = cg->into.start[i] == cg->into.start[i + 1];

		bool taken = cg->fns[i].escapes || cg->fns[i].exported;

		cg->fns[i].inlined = cg->fns[i].is_static && !taken && uncalled;
		cg->fns[i].root = !cg->fns[i].inlined && (taken || uncalled);
	}
	/*
	 * Stored into a field that no call of the build goes through (a
	 * cgroup_subsys or file_operations method): called from outside.
	 */
	for (size_t t = 0; t < cg->nr_targets; t++) {
		size_t f = cg->targets[t][0], target = cg->targets[t][1];

		if (by_field.start[f] == by_field.start[f + 1]) {
			cg->fns[target].inlined = false;
			cg->fns[target].root = true;
		} else if (cg->fns[target].inlined) {
			cg->fns[target].inlined = false;
		}
	}
	mark_unreachable(cg, &w);
	freq = frequencies(cg, &cg->into, &w);
	/* greatest fixed point: start at "all held" and only lose bits */
	for (size_t i = 0; i < cg->nr_fns; i++) {
		cg->fns[i].held = cg->fns[i].root ? lockset__none() : all;
		if (cg->fns[i].root)
			worklist__push_callees(&w, i);
	}
	while (worklist__pop(&w, &fn)) {
		cl_lockset held;

		if (cg->fns[fn].root || cg->fns[fn].inlined)
			continue;
		held = held_from_callers(cg, &cg->into, freq, fn, &all);
		if (!lockset__equal(&held, &cg->fns[fn].held)) {
			cg->fns[fn].held = held;
			worklist__push_callees(&w, fn);
		}
	}
	for (size_t i = 0; i < cg->nr_fns; i++)
		cg->fns[i].frequency = freq[i];
	worklist__exit(&w);
	csr__exit(&by_field);
	free(freq);
	free(cg->walk_marks);
	cg->walk_marks = xzalloc((3 * cg->nr_fns + 1) * sizeof(unsigned int));
	cg->walk_gen = 0;
	cg->solved = true;
}
