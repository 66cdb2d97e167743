/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The unit's part of the build's call graph (infer/callgraph.h): direct
 * calls, calls through a function-pointer field (p->sched_class->
 * enqueue_task(...)), the functions stored into such fields (in static
 * initializers or by assignment) and the functions whose address goes
 * anywhere else (callbacks): those escape, their callers are unknown.
 * A function only EXPORT_SYMBOL takes the address of is an export.
 */
#ifndef CACHELINT_PLUGIN_CALLS_H
#define CACHELINT_PLUGIN_CALLS_H

#include "callgraph.h"

/* A call made by fn at stmt (weight: its block's, per call of fn) with the
 * named locks held; function addresses in stmt. */
void calls__note_stmt(struct cl_callgraph *cg, const char *fn, gimple *stmt,
		      const char *const *locks, size_t nr_locks, double weight);
/* Function addresses in bb's PHI nodes escape. */
void calls__note_phis(struct cl_callgraph *cg, basic_block bb);
struct fieldref;
/* The field an indirect callee was loaded from: _2 = _1->enqueue_task. */
bool calls__callee_field(tree fn, struct fieldref *n);
/* fn's function-pointer parameters stored into fields (napi->poll = poll). */
void calls__note_params(struct cl_callgraph *cg, function *fun, const char *fn);
/* Function addresses in the unit's static initializers; once per unit. */
void calls__note_initializers(struct cl_callgraph *cg);

#endif
