// SPDX-License-Identifier: GPL-2.0
/*
 * Hot functions from a profile (hotfns.h): the sampled ones, and their
 * direct callees that may have been inlined into them, transitively.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "callgraph.h"
#include "hotfns.h"
#include "strtab.h"
#include "xalloc.h"

struct cl_hotfns *hotfns__new(void)
{
	struct cl_hotfns *h = xzalloc(sizeof(*h));

	h->sampled = strtab__new();
	return h;
}

void hotfns__delete(struct cl_hotfns *h)
{
	if (!h)
		return;
	strtab__delete(h->sampled);
	if (h->symbols)
		strtab__delete(h->symbols);
	if (h->hot)
		strtab__delete(h->hot);
	free(h);
}

/*
 * GCC names a function's clones and split parts foo.constprop.0,
 * foo.isra.0, foo.part.0, foo.cold, foo.lto_priv.0: all are foo's code.
 * A name cannot contain '.', so everything from the first one goes.
 */
char *hotfns__base_name(const char *symbol)
{
	size_t len = strcspn(symbol, ".");
	char *name = xmalloc(len + 1);

	memcpy(name, symbol, len);
	name[len] = 0;
	return name;
}

void hotfns__add_sampled(struct cl_hotfns *h, const char *symbol)
{
	char *name = hotfns__base_name(symbol);

	if (*name && !strtab__lookup(h->sampled, name)) {
		strtab__insert(h->sampled, name, (void *)1);
		h->nr_sampled++;
	}
	free(name);
}

void hotfns__add_symbol(struct cl_hotfns *h, const char *symbol)
{
	char *name = hotfns__base_name(symbol);

	if (!h->symbols)
		h->symbols = strtab__new();
	if (*name)
		strtab__insert(h->symbols, name, (void *)1);
	free(name);
}

/* Could calls to fn have been inlined, so that samples name the caller? */
static bool maybe_inlined(const struct cl_hotfns *h, const struct cl_cg_fn *fn)
{
	if (h->symbols)
		return !strtab__lookup(h->symbols, fn->name);
	return fn->is_static;
}

void hotfns__solve(struct cl_hotfns *h, const struct cl_callgraph *cg)
{
	size_t *stack, nr = 0;
	bool *hot;

	if (h->hot)
		strtab__delete(h->hot);
	h->hot = strtab__new();
	h->nr_matched = h->nr_inlined = 0;
	hot = xzalloc((cg->nr_fns + 1) * sizeof(*hot));
	stack = xmalloc((cg->nr_fns + 1) * sizeof(*stack));
	for (size_t i = 0; i < cg->nr_fns; i++)
		if (strtab__lookup(h->sampled, cg->fns[i].name)) {
			hot[i] = true;
			stack[nr++] = i;
			h->nr_matched++;
		}
	/* cg->from exists once the graph is solved (callgraph__solve) */
	while (nr && cg->solved) {
		size_t fn = stack[--nr];

		for (size_t k = cg->from.start[fn]; k < cg->from.start[fn + 1]; k++) {
			size_t callee = cg->calls[cg->from.items[k]].callee;

			if (callee == SIZE_MAX || hot[callee] || !maybe_inlined(h, &cg->fns[callee]))
				continue;
			hot[callee] = true;
			stack[nr++] = callee;
			h->nr_inlined++;
		}
	}
	for (size_t i = 0; i < cg->nr_fns; i++)
		if (hot[i])
			strtab__insert(h->hot, cg->fns[i].name, (void *)1);
	free(stack);
	free(hot);
}

bool hotfns__hot(const struct cl_hotfns *h, const char *name)
{
	if (!h->hot)
		return strtab__lookup(h->sampled, name) != NULL;
	return strtab__lookup(h->hot, name) || strtab__lookup(h->sampled, name);
}

const char *hotfns__why(const struct cl_hotfns *h, const char *name)
{
	if (strtab__lookup(h->sampled, name))
		return "sampled: hot";
	if (hotfns__hot(h, name))
		return "not sampled, but a hot function calls it and may have inlined it: hot";
	return "never sampled: cold";
}
