// SPDX-License-Identifier: GPL-2.0
/*
 * Stores by a callee.  f(&p->list) through a pointer to non-const is a
 * store of p->list only if f writes through that parameter.  The pass
 * cannot see f's body from the caller's unit; it records the store with
 * its callee and parameter, and every body it sees with the parameters
 * it writes through (infer/callgraph_params.c).  cachelint infer settles
 * each such store on the whole build: a list walk
 * (xprt_switch_find_next_entry_roundrobin(&xps->xps_xprt_list, ...)) reads
 * the head, so the store becomes a load; refcount_inc(&t->usage), when
 * the early inliner left it out of line, updates the count with a locked
 * xadd, so the store becomes an atomic RMW.
 */
#include <string.h>

#include "access.h"
#include "callgraph.h"
#include "strtab.h"

void access_site__add_passed(struct cl_access_profile *prof, struct cl_access_site *s,
			     const char *callee, unsigned int param, unsigned int count,
			     double weight)
{
	const char *name = strtab__intern(prof->strings, callee);

	for (unsigned int i = 0; i < s->nr_passed; i++)
		if (s->passed[i].callee == name && s->passed[i].param == param) {
			s->passed[i].count += count;
			s->passed[i].weight += weight;
			return;
		}
	/* more callees than room: those stay plain stores */
	if (s->nr_passed == CL_MAX_PASSED)
		return;
	s->passed[s->nr_passed++] = (struct cl_passed){ name, param, count, weight };
}

static void move_stores(struct cl_access_site *s, enum cl_access_kind to, double weight,
			unsigned int count)
{
	s->weight[CL_ACCESS_STORE] -= weight;
	s->weight[to] += weight;
	s->count[CL_ACCESS_STORE] -= count;
	s->count[to] += count;
}

static void settle_site(struct cl_callgraph *cg, struct cl_access_site *s)
{
	unsigned int kept = 0;

	for (unsigned int i = 0; i < s->nr_passed; i++) {
		const struct cl_passed *ps = &s->passed[i];
		double w = ps->weight < s->weight[CL_ACCESS_STORE] ? ps->weight :
								      s->weight[CL_ACCESS_STORE];
		unsigned int n = ps->count < s->count[CL_ACCESS_STORE] ? ps->count :
									 s->count[CL_ACCESS_STORE];

		if (callgraph__param_atomic(cg, ps->callee, ps->param)) {
			/* the callee's write is an atomic RMW (still a write) */
			move_stores(s, CL_ACCESS_RMW, w, n);
			continue;
		}
		if (callgraph__param_written(cg, ps->callee, ps->param)) {
			s->passed[kept++] = *ps;
			continue;
		}
		/* the callee reads what it is given: a load there */
		move_stores(s, CL_ACCESS_LOAD, w, n);
		access_site__forget_fresh(s, n);
	}
	s->nr_passed = kept;
	if (s->on_change_weight > s->weight[CL_ACCESS_STORE])
		s->on_change_weight = s->weight[CL_ACCESS_STORE];
}

void profile__settle_passed(struct cl_access_profile *prof)
{
	if (!prof->callgraph)
		return;
	for (size_t i = 0; i < prof->nr_fields; i++)
		for (size_t j = 0; j < prof->fields[i]->nr_sites; j++)
			if (prof->fields[i]->sites[j].nr_passed)
				settle_site(prof->callgraph, &prof->fields[i]->sites[j]);
}
