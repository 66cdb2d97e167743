// SPDX-License-Identifier: GPL-2.0
/*
 * Markdown for a CI comment on a pull or merge request: a summary line, a
 * table of findings, per commit what came and went, layouts folded away in
 * <details> so a long report does not bury the conversation.
 */
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "report_fmt.h"

/* Text inside a table cell: pipes and newlines would break the row. */
static void cell(const struct cl_printer *p, const char *s)
{
	for (; s && *s; s++) {
		if (*s == '|')
			printer__printf(p, "\\|");
		else if (*s == '\n')
			printer__printf(p, " ");
		else
			printer__printf(p, "%c", *s);
	}
}

static void table_head(const struct cl_printer *p)
{
	printer__printf(p, "| rule | struct | fields | cache line | where |\n"
			   "|---|---|---|---|---|\n");
}

static void table_row(const struct cl_printer *p, const struct cl_loaded *l,
		      const struct cl_finding *f)
{
	struct cl_pos at = loaded__warn_pos(l, f, 0);

	printer__printf(p, "| `%s` | `", rule__name(f->rule));
	cell(p, f->record);
	printer__printf(p, "` | `");
	cell(p, f->names[0]);
	printer__printf(p, "` (%s)", role__words(f->roles[0]));
	if (f->names[1]) {
		printer__printf(p, ", `");
		cell(p, f->names[1]);
		printer__printf(p, "` (%s)", role__words(f->roles[1]));
	}
	printer__printf(p, " | %llu | `", (unsigned long long)f->cacheline);
	pos__print(p, &at);
	printer__printf(p, "` |\n");
}

/*
 * A grouped finding's row: every field of the line, write side first, each
 * side with its role once; the pair count says how many pairs it stands for.
 */
static void group_row(const struct cl_printer *p, const struct cl_loaded *l,
		      const struct cl_fgroup *g)
{
	const struct cl_finding *f0 = g->pairs[0];
	const struct cl_fgroup_field *at = g->nr_fields ? &g->fields[0] : NULL;
	struct cl_pos where;

	if (g->nr_pairs == 1) {
		table_row(p, l, f0);
		return;
	}
	where = at ? loaded__warn_pos(l, at->f, at->side) : loaded__warn_pos(l, f0, 0);
	printer__printf(p, "| `%s` | `", rule__name(g->rule));
	cell(p, f0->record);
	printer__printf(p, "` | ");
	for (size_t i = 0; i < g->nr_fields; i++) {
		const struct cl_fgroup_field *ff = &g->fields[i];
		bool last = i + 1 == g->nr_fields || g->fields[i + 1].group_side != ff->group_side;

		printer__printf(p, "%s`", i == 0 ? "" : g->fields[i - 1].group_side != ff->group_side ?
					   " with " : ", ");
		cell(p, ff->f->names[ff->side]);
		printer__printf(p, "`");
		if (last)
			printer__printf(p, " (%s)", role__words(ff->f->roles[ff->side]));
	}
	printer__printf(p, "; %zu pairs | %llu | `", g->nr_pairs, (unsigned long long)f0->cacheline);
	pos__print(p, &where);
	printer__printf(p, "` |\n");
}

static void layout_details(const struct cl_printer *p, const struct cl_render_opts *o,
			   const struct cl_loaded *l, size_t rec)
{
	printer__printf(p, "<details><summary><code>");
	cell(p, loaded__record(l, rec)->key);
	printer__printf(p, "</code>: %llu bytes, %llu cache line%s</summary>\n\n```c\n",
			(unsigned long long)loaded__record(l, rec)->byte_size,
			(unsigned long long)l->info[rec].nr_lines, l->info[rec].nr_lines == 1 ? "" : "s");
	layout__print(p, o, l, rec, "");
	printer__printf(p, "```\n\n</details>\n\n");
}

void md__report(const struct cl_printer *p, const struct cl_render_opts *o,
		const struct cl_loaded *l)
{
	size_t nr = loaded__nr_findings(l);
	const struct cl_finding **fs = calloc(nr + 1, sizeof(*fs));
	struct cl_fgroups gs;

	for (size_t i = 0; i < nr; i++)
		fs[i] = loaded__finding(l, i);
	/* one row per (struct variant, cache line, rule), its pairs counted in it */
	fgroups__build(&gs, l, fs, nr);
	printer__printf(p, "## %s\n\n", o->title ? o->title : "cachelint report");
	if (!nr) {
		printer__printf(p, "No false sharing found in %zu structs (%u-byte cache lines).\n",
				loaded__nr_records(l), l->line_size);
	} else {
		printer__printf(p, "**%zu finding%s** (", gs.nr, gs.nr == 1 ? "" : "s");
		rules__summary(p, gs.firsts, gs.nr);
		if (gs.nr != nr)
			printer__printf(p, "; %zu field pair%s", nr, nr == 1 ? "" : "s");
		printer__printf(p, ") in %zu structs checked, %u-byte cache lines.\n\n",
				loaded__nr_records(l), l->line_size);
		table_head(p);
		for (size_t i = 0; i < gs.nr; i++)
			group_row(p, l, &gs.groups[i]);
		printer__printf(p, "\n");
	}
	for (size_t i = 0; i < loaded__nr_records(l); i++) {
		if (l->info[i].variants < 2 || loaded__find(l, loaded__record(l, i)->key) != i)
			continue;
		printer__printf(p, "> **note:** `");
		cell(p, loaded__record(l, i)->key);
		printer__printf(p, "` has %u layouts in this build (config- or unit-dependent):",
				l->info[i].variants);
		for (size_t v = i; v != CL_NONE; v = l->info[v].next_same) {
			const struct cl_json *vu = l->info[v].variant_units;

			printer__printf(p, "%s %llu bytes in", v == i ? "" : ";",
					(unsigned long long)loaded__record(l, v)->byte_size);
			for (size_t k = 0; vu && k < vu->nr && k < 8; k++) {
				printer__printf(p, "%s `", k ? "," : "");
				cell(p, vu->items[k]->type == CL_JSON_STRING ? vu->items[k]->string : "?");
				printer__printf(p, "`");
			}
			if (vu && vu->nr > 8)
				printer__printf(p, " and %zu more", vu->nr - 8);
		}
		printer__printf(p, "\n\n");
	}
	if (o->layouts)
		for (size_t i = 0; i < loaded__nr_records(l); i++)
			if (o->all || loaded__findings_of(l, i, NULL, 0))
				layout_details(p, o, l, i);
	fgroups__exit(&gs);
	free(fs);
}

static void struct_row(const struct cl_printer *p, const struct cl_step *st,
		       const struct cl_struct_diff *sd)
{
	long long d = (long long)sd->new_size - (long long)sd->old_size;

	printer__printf(p, "| `");
	cell(p, sd->name);
	printer__printf(p, "` | ");
	if (sd->old_rec == CL_NONE) {
		printer__printf(p, "new, %llu | %llu | %llu | | ", (unsigned long long)sd->new_size,
				(unsigned long long)sd->new_lines,
				(unsigned long long)sd->new_padding);
	} else if (sd->new_rec == CL_NONE) {
		printer__printf(p, "gone (was %llu) | | | | ", (unsigned long long)sd->old_size);
	} else {
		delta__print(p, sd->old_size, sd->new_size, "");
		printer__printf(p, " | ");
		delta__print(p, sd->old_lines, sd->new_lines, "");
		printer__printf(p, " | ");
		delta__print(p, sd->old_padding, sd->new_padding, "");
		printer__printf(p, " | ");
		if (d)
			printer__printf(p, "%+lld bytes per instance", d);
		printer__printf(p, " | ");
	}
	for (size_t i = 0; i < sd->nr_moved && i < 6; i++) {
		printer__printf(p, "%s`", i ? ", " : "");
		cell(p, loaded__record(st->new, sd->new_rec)->fields[sd->moved[i].new_field].name);
		printer__printf(p, "`");
	}
	if (sd->nr_moved > 6)
		printer__printf(p, " and %zu more", sd->nr_moved - 6);
	printer__printf(p, " |\n");
	for (size_t i = 0; i < sd->nr_containers; i++) {
		const struct cl_container_cost *c = &sd->containers[i];

		printer__printf(p, "| &nbsp;&nbsp;in `");
		cell(p, c->container);
		printer__printf(p, "` as `");
		cell(p, c->field);
		if (c->count)
			printer__printf(p, "[%llu]", (unsigned long long)c->count);
		printer__printf(p, "` | ");
		if (c->old_size)
			delta__print(p, c->old_size, c->new_size, "");
		printer__printf(p, " | ");
		if (c->old_size)
			delta__print(p, c->old_lines, c->new_lines, "");
		printer__printf(p, " | | %+lld bytes per `", (long long)c->delta_bytes);
		cell(p, c->container);
		printer__printf(p, "`");
		if (c->count)
			printer__printf(p, " (%llu x %+lld)", (unsigned long long)c->count,
					(long long)c->delta_bytes / (long long)c->count);
		printer__printf(p, " | |\n");
	}
}

static void step_md(const struct cl_printer *p, const struct cl_step *st, bool series)
{
	printer__printf(p, "### %s", series ? "" : "Changes in ");
	cell(p, st->label);
	printer__printf(p, "\n\n");
	if (!st->nr_changes && !st->nr_structs) {
		printer__printf(p, "No layout changes in annotated structs.\n\n");
		return;
	}
	for (int k = 0; k < 4; k++) {
		static const char *const heads[] = {
			[CL_GROUP_NEW] = ":warning: **introduces",
			[CL_GROUP_GREW] = ":warning: **adds field pairs to",
			[CL_GROUP_GONE] = ":white_check_mark: **fixes",
			[CL_GROUP_SHRANK] = ":white_check_mark: **removes field pairs from",
		};
		static const enum cl_gchange_kind order[] = {
			CL_GROUP_NEW, CL_GROUP_GREW, CL_GROUP_GONE, CL_GROUP_SHRANK,
		};
		enum cl_gchange_kind kind = order[k];
		bool old_side = kind == CL_GROUP_GONE || kind == CL_GROUP_SHRANK;
		size_t n = st->nr_groups[kind], pairs = 0;

		if (!n)
			continue;
		for (size_t i = 0; i < st->nr_changes; i++)
			if (st->changes[i].kind == kind)
				pairs += st->changes[i].nr_pairs;
		printer__printf(p, "%s %zu finding%s** (%zu field pair%s)\n\n", heads[kind], n,
				n == 1 ? "" : "s", pairs, pairs == 1 ? "" : "s");
		table_head(p);
		for (size_t i = 0; i < st->nr_changes; i++)
			if (st->changes[i].kind == kind)
				group_row(p, old_side ? st->old : st->new, st->changes[i].group);
		printer__printf(p, "\n");
		if (kind == CL_GROUP_GREW || kind == CL_GROUP_SHRANK) {
			printer__printf(p, "%s:", kind == CL_GROUP_GREW ? "New pairs" : "Pairs gone");
			for (size_t i = 0; i < st->nr_changes; i++)
				for (size_t j = 0; st->changes[i].kind == kind && j < st->changes[i].nr_pairs; j++) {
					const struct cl_finding *f = st->changes[i].pairs[j];

					printer__printf(p, " `");
					cell(p, f->names[0]);
					printer__printf(p, "`/`");
					cell(p, f->names[1] ? f->names[1] : "");
					printer__printf(p, "`");
				}
			printer__printf(p, "\n\n");
		}
	}
	if (st->nr_structs) {
		printer__printf(p, "| struct | size (bytes) | cache lines | padding (bytes) | cost | "
				   "fields moved to another line |\n|---|---|---|---|---|---|\n");
		for (size_t i = 0; i < st->nr_structs; i++)
			struct_row(p, st, &st->structs[i]);
		printer__printf(p, "\n");
	}
}

void md__diff(const struct cl_printer *p, const struct cl_render_opts *o, const struct cl_diff *d)
{
	const struct cl_step *t = &d->total;

	printer__printf(p, "## %s\n\n", o->title ? o->title : "cachelint layout check");
	if (t->nr_groups[CL_GROUP_NEW] + t->nr_groups[CL_GROUP_GREW]) {
		printer__printf(p, ":x: **%zu new finding%s", t->nr_groups[CL_GROUP_NEW],
				t->nr_groups[CL_GROUP_NEW] == 1 ? "" : "s");
		if (t->nr_groups[CL_GROUP_GREW])
			printer__printf(p, ", %zu with new field pairs", t->nr_groups[CL_GROUP_GREW]);
		printer__printf(p, "** since `");
	} else
		printer__printf(p, ":heavy_check_mark: **no new findings** since `");
	cell(p, d->base_label);
	printer__printf(p, "`; %zu fixed; %u-byte cache lines.\n\n", t->nr_groups[CL_GROUP_GONE],
			t->new->line_size);
	for (size_t i = 0; i < d->nr_steps; i++)
		step_md(p, &d->steps[i], d->nr_steps > 1);
}
