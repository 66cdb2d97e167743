// SPDX-License-Identifier: GPL-2.0
/*
 * One finding per cache line.  Three write-hot fields beside five read-hot
 * ones are fifteen pairs but one layout problem with one fix; the pairs stay
 * underneath (diff compares them, the fix plan checks them).
 */
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "xalloc.h"

static bool groupable(enum cl_rule rule)
{
	return rule == CL_RULE_FALSE_SHARING || rule == CL_RULE_WRITE_CONTENTION;
}

static bool same_line(const struct cl_finding *a, const struct cl_finding *b)
{
	return a->rule == b->rule && a->cacheline == b->cacheline &&
	       a->start_offset == b->start_offset && !strcmp(a->record, b->record);
}

struct cl_group_view group__field(const struct cl_check *chk, const struct cl_group *gr,
				  size_t i)
{
	const struct cl_group_field *gf = &gr->fields[i];
	const struct cl_finding *f = &chk->findings[gf->pair];
	int s = gf->pair_side;
	struct cl_group_view v = {
		f->names[s], f->roles[s], f->origins[s], f->byte_offsets[s], f->byte_sizes[s],
		&f->pos[s], f->cookies[s],
	};

	return v;
}

static int field_index(const struct cl_check *chk, const struct cl_group *gr, const char *name)
{
	for (size_t i = 0; i < gr->nr_fields; i++)
		if (!strcmp(group__field(chk, gr, i).name, name))
			return (int)i;
	return -1;
}

static void add_field(const struct cl_check *chk, struct cl_group *gr, size_t pair, int side)
{
	struct cl_group_field *gf;
	size_t alloc = gr->nr_fields;

	if (!chk->findings[pair].names[side] ||
	    field_index(chk, gr, chk->findings[pair].names[side]) >= 0)
		return;
	XGROW(gr->fields, gr->nr_fields, alloc);
	gf = &gr->fields[gr->nr_fields++];
	gf->pair = pair;
	gf->pair_side = side;
	gf->side = 0;
}

static bool paired(const struct cl_check *chk, const struct cl_group *gr, const char *a,
		   const char *b)
{
	for (size_t k = 0; k < gr->nr_pairs; k++) {
		const struct cl_finding *f = group__pair(chk, gr, k);

		if (f->names[1] && ((!strcmp(f->names[0], a) && !strcmp(f->names[1], b)) ||
				    (!strcmp(f->names[0], b) && !strcmp(f->names[1], a))))
			return true;
	}
	return false;
}

static int by_offset_ctx_cmp(const struct cl_check *chk, const struct cl_group *gr,
			     const struct cl_group_field *a, const struct cl_group_field *b)
{
	const struct cl_finding *fa = &chk->findings[a->pair], *fb = &chk->findings[b->pair];
	uint64_t oa = fa->byte_offsets[a->pair_side], ob = fb->byte_offsets[b->pair_side];

	(void)gr;
	if (a->side != b->side)
		return a->side < b->side ? -1 : 1;
	if (oa != ob)
		return oa < ob ? -1 : 1;
	return strcmp(fa->names[a->pair_side], fb->names[b->pair_side]);
}

/* Insertion sort: a line holds a few dozen fields at most. */
static void sort_fields(const struct cl_check *chk, struct cl_group *gr)
{
	for (size_t i = 1; i < gr->nr_fields; i++) {
		struct cl_group_field t = gr->fields[i];
		size_t j = i;

		while (j && by_offset_ctx_cmp(chk, gr, &gr->fields[j - 1], &t) > 0) {
			gr->fields[j] = gr->fields[j - 1];
			j--;
		}
		gr->fields[j] = t;
	}
}

/*
 * Sides.  False sharing: the writers, then the readers (the rules put the
 * write-hot field first in each pair).  Write contention: writers of one
 * group never make a pair, so in declaration order a field joins the side
 * of the first earlier field it is not paired with, else opens a new one.
 */
static void assign_sides(const struct cl_check *chk, struct cl_group *gr)
{
	gr->nr_sides = 1;
	if (gr->rule == CL_RULE_FALSE_SHARING) {
		for (size_t i = 0; i < gr->nr_fields; i++) {
			gr->fields[i].side = gr->fields[i].pair_side ? 1 : 0;
			if (gr->fields[i].side)
				gr->nr_sides = 2;
		}
		sort_fields(chk, gr);
		return;
	}
	for (size_t i = 0; i < gr->nr_fields; i++)
		gr->fields[i].side = 0;
	sort_fields(chk, gr);	/* all side 0: declaration order */
	for (size_t i = 1; i < gr->nr_fields; i++) {
		const char *name = group__field(chk, gr, i).name;
		unsigned int side = gr->nr_sides;

		for (size_t j = 0; j < i; j++)
			if (!paired(chk, gr, name, group__field(chk, gr, j).name)) {
				side = gr->fields[j].side;
				break;
			}
		gr->fields[i].side = side;
		if (side == gr->nr_sides)
			gr->nr_sides++;
	}
	sort_fields(chk, gr);
}

/* Lines of a field once everything from base on starts a new line (base 0: none). */
static void span_after(uint64_t offset, uint64_t size, uint64_t base, uint64_t start,
		       unsigned int line_size, uint64_t *first, uint64_t *last)
{
	uint64_t rel = base ? offset - base : offset + start;

	*first = rel / line_size;
	*last = (rel + (size ? size : 1) - 1) / line_size;
}

/*
 * Does pair f still share a line when each of bases[] (sorted) starts a
 * new line?  Fields in different segments are apart; in one segment, their
 * lines are relative to the segment's base (every field after a line
 * aligned field keeps its distance to it).
 */
static bool pair_conflicts(const struct cl_finding *f, const uint64_t *bases, size_t nr,
			   unsigned int line_size)
{
	uint64_t seg[2] = { 0, 0 }, a0, a1, b0, b1;

	for (int s = 0; s < 2 && f->names[s]; s++)
		for (size_t k = 0; k < nr; k++)
			if (f->byte_offsets[s] >= bases[k])
				seg[s] = bases[k];
	if (!f->names[1]) {
		span_after(f->byte_offsets[0], f->byte_sizes[0], seg[0], f->start_offset,
			   line_size, &a0, &a1);
		return a0 != a1;
	}
	if (seg[0] != seg[1])
		return false;
	span_after(f->byte_offsets[0], f->byte_sizes[0], seg[0], f->start_offset, line_size,
		   &a0, &a1);
	span_after(f->byte_offsets[1], f->byte_sizes[1], seg[1], f->start_offset, line_size,
		   &b0, &b1);
	return a0 <= b1 && b0 <= a1;
}

static size_t pairs_left(const struct cl_check *chk, const struct cl_group *gr,
			 const uint64_t *bases, size_t nr, unsigned int line_size)
{
	size_t left = 0;

	for (size_t k = 0; k < gr->nr_pairs; k++)
		left += pair_conflicts(group__pair(chk, gr, k), bases, nr, line_size);
	return left;
}

/* A field the rules said a fix may start (false sharing of bitfields: none). */
static bool fixable(const struct cl_check *chk, const struct cl_group *gr, size_t i)
{
	const struct cl_group_field *gf = &gr->fields[i];
	const struct cl_finding *f = &chk->findings[gf->pair];

	if (gr->rule == CL_RULE_FALSE_SHARING)
		return f->fix_field >= 0;
	return gr->rule == CL_RULE_WRITE_CONTENTION || gr->rule == CL_RULE_STRADDLE;
}

/* Is field i a start that parts two sides (in declaration order)? */
static bool side_start(const struct cl_check *chk, const struct cl_group *gr,
		       const size_t *order, size_t k)
{
	size_t i = order[k];

	return k && gr->fields[order[k - 1]].side != gr->fields[i].side &&
	       fixable(chk, gr, i) && group__field(chk, gr, i).byte_offset;
}

static uint64_t padding_at(const struct cl_check *chk, const struct cl_group *gr, size_t i,
			   unsigned int line_size)
{
	uint64_t at = (group__field(chk, gr, i).byte_offset +
		       chk->findings[gr->fields[i].pair].start_offset) % line_size;

	return at ? line_size - at : 0;
}

/* Interleaved sides: add starts, greedily, until no pair is left on one line. */
static void more_fixes(const struct cl_check *chk, struct cl_group *gr, const size_t *order,
		       unsigned int line_size)
{
	uint64_t bases[CL_GROUP_MAX_FIXES + 1];
	size_t left = gr->fix_left;

	for (unsigned int k = 0; k < gr->nr_fixes; k++)
		bases[k] = group__field(chk, gr, (size_t)gr->fixes[k]).byte_offset;
	while (left && gr->nr_fixes && gr->nr_fixes < CL_GROUP_MAX_FIXES) {
		size_t best = gr->nr_fields, best_left = left;
		uint64_t best_pad = 0;

		for (size_t k = 1; k < gr->nr_fields; k++) {
			size_t i = order[k], l;
			uint64_t b = group__field(chk, gr, i).byte_offset, sorted[CL_GROUP_MAX_FIXES + 1];
			unsigned int n = 0, m;
			bool dup = false;

			if (!side_start(chk, gr, order, k))
				continue;
			for (m = 0; m < gr->nr_fixes; m++)
				dup |= bases[m] == b;
			if (dup)
				continue;
			for (m = 0; m < gr->nr_fixes; m++)
				if (bases[m] < b)
					sorted[n++] = bases[m];
			sorted[n++] = b;
			for (m = 0; m < gr->nr_fixes; m++)
				if (bases[m] > b)
					sorted[n++] = bases[m];
			l = pairs_left(chk, gr, sorted, n, line_size);
			if (l < best_left || (l == best_left && best < gr->nr_fields &&
					      padding_at(chk, gr, i, line_size) < best_pad)) {
				best = i;
				best_left = l;
				best_pad = padding_at(chk, gr, i, line_size);
			}
		}
		if (best == gr->nr_fields)
			break;
		bases[gr->nr_fixes] = group__field(chk, gr, best).byte_offset;
		gr->fixes[gr->nr_fixes] = (int)best;
		gr->paddings[gr->nr_fixes++] = best_pad;
		left = best_left;
		/* keep bases sorted for pairs_left */
		for (unsigned int a = 1; a < gr->nr_fixes; a++)
			for (unsigned int b = a; b && bases[b - 1] > bases[b]; b--) {
				uint64_t t = bases[b];

				bases[b] = bases[b - 1];
				bases[b - 1] = t;
			}
	}
	gr->fix_left = left;
}

/*
 * Candidates: a field where, in declaration order, the side changes (the
 * first field of a run of one side): aligning it moves its run and all that
 * follows.  Best: fewest pairs left, then fewest bytes of padding; alt is
 * the best candidate that starts another side than the best.
 */
static void choose_fix(const struct cl_check *chk, struct cl_group *gr, unsigned int line_size)
{
	size_t n = gr->nr_fields, *order = xmalloc((n + 1) * sizeof(*order));

	gr->fix = gr->alt = -1;
	if (gr->rule == CL_RULE_STRADDLE && n == 1) {
		struct cl_group_view v = group__field(chk, gr, 0);
		uint64_t at = (v.byte_offset + chk->findings[gr->pairs[0]].start_offset) % line_size;

		gr->fix = 0;
		gr->fix_padding = at ? line_size - at : 0;
		gr->nr_fixes = 1;
		gr->fixes[0] = 0;
		gr->paddings[0] = gr->fix_padding;
		free(order);
		return;
	}
	for (size_t i = 0; i < n; i++)
		order[i] = i;
	for (size_t i = 1; i < n; i++) {	/* declaration order, whatever the side */
		size_t t = order[i], j = i;

		while (j && group__field(chk, gr, order[j - 1]).byte_offset >
				    group__field(chk, gr, t).byte_offset) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = t;
	}
	for (size_t k = 1; k < n; k++) {
		size_t i = order[k];
		struct cl_group_view v = group__field(chk, gr, i);
		uint64_t base = v.byte_offset, at, pad;
		size_t left;

		if (gr->fields[order[k - 1]].side == gr->fields[i].side || !fixable(chk, gr, i) ||
		    !base)
			continue;
		at = (base + chk->findings[gr->fields[i].pair].start_offset) % line_size;
		pad = at ? line_size - at : 0;
		left = pairs_left(chk, gr, &base, 1, line_size);
		if (gr->fix < 0 || left < gr->fix_left ||
		    (left == gr->fix_left && pad < gr->fix_padding)) {
			if (gr->fix >= 0 && gr->fields[gr->fix].side != gr->fields[i].side) {
				gr->alt = gr->fix;
				gr->alt_left = gr->fix_left;
				gr->alt_padding = gr->fix_padding;
			}
			gr->fix = (int)i;
			gr->fix_left = left;
			gr->fix_padding = pad;
		} else if (gr->fields[gr->fix].side != gr->fields[i].side &&
			   (gr->alt < 0 || left < gr->alt_left ||
			    (left == gr->alt_left && pad < gr->alt_padding))) {
			gr->alt = (int)i;
			gr->alt_left = left;
			gr->alt_padding = pad;
		}
	}
	if (gr->fix >= 0) {
		gr->nr_fixes = 1;
		gr->fixes[0] = gr->fix;
		gr->paddings[0] = gr->fix_padding;
	}
	more_fixes(chk, gr, order, line_size);
	free(order);
}

static struct cl_group *new_group(struct cl_grouping *g, size_t *alloc, enum cl_rule rule)
{
	struct cl_group *gr;

	XGROW(g->groups, g->nr_groups, *alloc);
	gr = &g->groups[g->nr_groups++];
	memset(gr, 0, sizeof(*gr));
	gr->rule = rule;
	gr->fix = gr->alt = -1;
	return gr;
}

static void add_pair(struct cl_group *gr, size_t pair)
{
	size_t alloc = gr->nr_pairs;

	XGROW(gr->pairs, gr->nr_pairs, alloc);
	gr->pairs[gr->nr_pairs++] = pair;
}

void grouping__build(struct cl_grouping *g, const struct cl_check *chk,
		     unsigned int line_size, bool per_pair)
{
	size_t alloc = 0;
	bool *taken = xzalloc((chk->nr_findings + 1) * sizeof(*taken));

	memset(g, 0, sizeof(*g));
	for (size_t i = 0; i < chk->nr_findings; i++) {
		const struct cl_finding *f = &chk->findings[i];
		struct cl_group *gr;

		if (taken[i])
			continue;
		gr = new_group(g, &alloc, f->rule);
		for (size_t j = i; j < chk->nr_findings; j++) {
			if (j != i && (per_pair || !groupable(f->rule) || taken[j] ||
				       !same_line(f, &chk->findings[j])))
				continue;
			taken[j] = true;
			add_pair(gr, j);
		}
		for (size_t k = 0; k < gr->nr_pairs; k++) {
			add_field(chk, gr, gr->pairs[k], 0);
			add_field(chk, gr, gr->pairs[k], 1);
		}
		assign_sides(chk, gr);
		if (groupable(gr->rule) || gr->rule == CL_RULE_STRADDLE)
			choose_fix(chk, gr, line_size);
	}
	free(taken);
}

void grouping__exit(struct cl_grouping *g)
{
	for (size_t i = 0; i < g->nr_groups; i++) {
		free(g->groups[i].pairs);
		free(g->groups[i].fields);
		free(g->groups[i].message);
	}
	free(g->groups);
	memset(g, 0, sizeof(*g));
}

static uint64_t fix_offset(const struct cl_check *chk, const struct cl_group *gr)
{
	return group__field(chk, gr, (size_t)gr->fix).byte_offset;
}

static void add_base(uint64_t *bases, size_t *nr, uint64_t b)
{
	size_t k = (*nr)++;

	while (k && bases[k - 1] > b) {
		bases[k] = bases[k - 1];
		k--;
	}
	bases[k] = b;
}

void grouping__plan(struct cl_grouping *g, const struct cl_check *chk, unsigned int line_size)
{
	size_t n = g->nr_groups;
	bool *done = xzalloc((n + 1) * sizeof(*done));
	uint64_t *bases = xmalloc((n * CL_GROUP_MAX_FIXES + 1) * sizeof(*bases));

	for (size_t r = 0; r < n; r++) {
		const char *record = group__pair(chk, &g->groups[r], 0)->record;
		size_t nr_bases = 0;

		if (done[r])
			continue;
		for (;;) {
			size_t best = n;

			for (size_t i = r; i < n; i++) {
				struct cl_group *gr = &g->groups[i];

				if (done[i] || gr->fix < 0 ||
				    strcmp(group__pair(chk, gr, 0)->record, record) ||
				    (nr_bases && !pairs_left(chk, gr, bases, nr_bases, line_size)))
					continue;
				if (best == n || fix_offset(chk, gr) < fix_offset(chk, &g->groups[best]))
					best = i;
			}
			if (best == n)
				break;
			done[best] = true;
			g->groups[best].planned = true;
			for (unsigned int k = 0; k < g->groups[best].nr_fixes; k++)
				add_base(bases, &nr_bases,
					 group__field(chk, &g->groups[best],
						      (size_t)g->groups[best].fixes[k]).byte_offset);
		}
		for (size_t i = r; i < n; i++)
			if (!strcmp(group__pair(chk, &g->groups[i], 0)->record, record))
				done[i] = true;
	}
	free(bases);
	free(done);
}
