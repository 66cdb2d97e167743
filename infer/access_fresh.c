// SPDX-License-Identifier: GPL-2.0
/*
 * Writes into new objects, per site (access.h): what the pass counted,
 * merged over units, and in the unit's JSON:
 *
 *   "fresh": {"new": N, "result": [F, N], "param": N}
 *
 * N of the site's writes went into an object the function allocated, into
 * the result of its call of F, and through its parameter "via".  Whether
 * F returns a new object and whether that parameter always is one is the
 * build's to say (callgraph_fresh.c).
 */
#include <string.h>

#include "access.h"
#include "json.h"
#include "report.h"
#include "strtab.h"

static void add_result(struct cl_access_profile *prof, struct cl_access_site *s,
		       const char *from, unsigned int count)
{
	if (!s->fresh_from) {
		s->fresh_from = strtab__intern(prof->strings, from);
		s->fresh_result = count;
	} else if (!strcmp(s->fresh_from, from)) {
		s->fresh_result += count;
	} else {
		s->fresh_from = "";	/* two callees: neither is all */
		s->fresh_result = 0;
	}
}

void access_site__add_fresh(struct cl_access_profile *prof, struct cl_access_site *s,
			    int source, const char *from, unsigned int count)
{
	if (source == CL_ARG_NEW)
		s->fresh_new += count;
	else if (source == CL_ARG_RESULT && from && *from)
		add_result(prof, s, from, count);
	else if (source >= 0 && source == s->via_param)
		s->fresh_param += count;
}

void access_site__forget_fresh(struct cl_access_site *s, unsigned int n)
{
	unsigned int *counts[] = { &s->fresh_new, &s->fresh_result, &s->fresh_param };

	for (size_t i = 0; i < sizeof(counts) / sizeof(counts[0]) && n; i++) {
		unsigned int take = *counts[i] < n ? *counts[i] : n;

		*counts[i] -= take;
		n -= take;
	}
}

bool access_site__fresh_writes(const struct cl_access_site *s, struct cl_callgraph *cg)
{
	unsigned int writes = s->count[CL_ACCESS_STORE] + s->count[CL_ACCESS_RMW];
	unsigned int fresh = s->fresh_new;

	if (!writes)
		return false;
	if (fresh < writes && s->fresh_result &&
	    callgraph__result_fresh(cg, s->function, s->fresh_from))
		fresh += s->fresh_result;
	if (fresh < writes && s->fresh_param && s->via_param >= 0 &&
	    callgraph__param_is_fresh(cg, s->function, s->via_param))
		fresh += s->fresh_param;
	return fresh >= writes;
}

void access_site__merge_fresh(struct cl_access_profile *dst, struct cl_access_site *ds,
			      const struct cl_access_site *ss)
{
	ds->fresh_new += ss->fresh_new;
	if (ss->fresh_from && *ss->fresh_from)
		add_result(dst, ds, ss->fresh_from, ss->fresh_result);
	else if (ss->fresh_from)
		add_result(dst, ds, "", 0);
	/* after add_via: a parameter that became two counts for neither */
	if (ss->via_param >= 0 && ss->via_param == ds->via_param)
		ds->fresh_param += ss->fresh_param;
}

void access_site__print_fresh(const struct cl_printer *p, const struct cl_access_site *s)
{
	bool result = s->fresh_result && s->fresh_from && *s->fresh_from;
	bool param = s->fresh_param && s->via_param >= 0;
	const char *sep = "";

	if (!s->fresh_new && !result && !param)
		return;
	printer__puts(p, ", \"fresh\": {");
	if (s->fresh_new) {
		printer__puts(p, "\"new\": ");
		printer__u64(p, s->fresh_new);
		sep = ", ";
	}
	if (result) {
		printer__puts(p, sep);
		printer__puts(p, "\"result\": [");
		json__print_string(p, s->fresh_from);
		printer__puts(p, ", ");
		printer__u64(p, s->fresh_result);
		printer__puts(p, "]");
		sep = ", ";
	}
	if (param) {
		printer__puts(p, sep);
		printer__puts(p, "\"param\": ");
		printer__u64(p, s->fresh_param);
	}
	printer__puts(p, "}");
}

static bool read_count(const struct cl_json *v, double most, unsigned int *out)
{
	if (!v || v->type != CL_JSON_NUMBER || v->number < 0 || v->number > most ||
	    v->number != (double)(unsigned int)v->number)
		return false;
	*out = (unsigned int)v->number;
	return true;
}

bool access_site__read_fresh(struct cl_access_profile *prof, struct cl_access_site *s,
			     const struct cl_json *fresh, double writes)
{
	const struct cl_json *nw, *res, *par;
	unsigned int n = 0, r = 0, q = 0;

	if (!fresh)
		return true;
	if (fresh->type != CL_JSON_OBJECT)
		return false;
	nw = json__get(fresh, "new");
	res = json__get(fresh, "result");
	par = json__get(fresh, "param");
	if ((nw && !read_count(nw, writes, &n)) ||
	    (res && (res->type != CL_JSON_ARRAY || res->nr != 2 ||
		     res->items[0]->type != CL_JSON_STRING || !*res->items[0]->string ||
		     !read_count(res->items[1], writes, &r))) ||
	    (par && !read_count(par, writes, &q)))
		return false;
	s->fresh_new += n;
	if (res)
		add_result(prof, s, res->items[0]->string, r);
	if (s->via_param >= 0)	/* merged with a unit through another: neither */
		s->fresh_param += q;
	return true;
}
