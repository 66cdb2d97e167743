// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint infer --locks FUNCTION: what decides the locks a function holds
 * on entry, call by call, so that a reviewer can check a dropped pair.
 */
#include <stdint.h>

#include "callgraph.h"
#include "report.h"
#include "strtab.h"

static void print_set(const struct cl_printer *p, const struct cl_callgraph *cg, cl_lockset set)
{
	bool first = true;

	for (unsigned int b = 0; b < cg->nr_locks; b++)
		if (lockset__has(&set, b)) {
			printer__printf(p, "%s%s", first ? "" : ", ", cg->locks[b]);
			first = false;
		}
	if (first)
		printer__puts(p, "none");
}

static void explain_call(const struct cl_printer *p, const struct cl_callgraph *cg,
			 const struct cl_cg_call *c)
{
	const struct cl_cg_fn *from = &cg->fns[c->caller];

	printer__printf(p, "  called by %s (weight %.3g, frequency %.3g%s%s); held there: ",
			from->name, c->weight, from->frequency * c->weight,
			from->frequency * c->weight < cg->rare_weight ? ", rare" : "",
			cg->cold_solved && from->cold ? ", cold" : "");
	print_set(p, cg, lockset__or(c->locks, &from->held));
	printer__puts(p, "\n");
}

void callgraph__explain(const struct cl_printer *p, const struct cl_callgraph *cg,
			const char *name)
{
	size_t idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, name);
	const struct cl_cg_fn *fn;

	if (!idx || !cg->solved) {
		printer__printf(p, "%s: not in the call graph\n", name);
		return;
	}
	fn = &cg->fns[idx - 1];
	printer__printf(p, "%s: %s, frequency %.3g; held on entry: ", name,
			fn->escapes ? "address escapes (a root)" :
			fn->exported ? "exported (a root for the locks)" : fn->root ? "a root" :
			fn->inlined ? "inlined into every caller (constrains nothing)" : "called",
			fn->frequency);
	print_set(p, cg, fn->held);
	if (cg->cold_solved && fn->cold && !fn->inlined)
		printer__puts(p, fn->self_cold ? "; cold itself" : "; cold: only cold code calls it");
	printer__puts(p, "\n");
	for (size_t i = 0; i < cg->nr_calls; i++) {
		const struct cl_cg_call *c = &cg->calls[i];
		bool through = false;

		for (size_t t = 0; c->via != SIZE_MAX && t < cg->nr_targets && !through; t++)
			through = cg->targets[t][0] == c->via && cg->targets[t][1] == idx - 1;
		if (c->callee == idx - 1 || through)
			explain_call(p, cg, c);
	}
}
