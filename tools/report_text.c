// SPDX-License-Identifier: GPL-2.0
/*
 * Plain text in the style of a kernel test robot mail: no markup, the
 * diagnostics as GCC prints them (new ones prefixed by ">>"), layouts in
 * pahole's comment style, so it can be pasted into a mailing-list reply.
 */
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "report_fmt.h"

static void finding_lines(const struct cl_printer *p, const struct cl_finding *f,
			  const char *mark)
{
	printer__printf(p, "%s", mark);
	pos__print(p, &f->pos[0]);
	printer__printf(p, ": warning: %s [cachelint:%s]\n", f->message ? f->message : "",
			rule__name(f->rule));
	if (f->names[1] && f->pos[1].file) {
		printer__printf(p, "%*s", (int)strlen(mark), "");
		pos__print(p, &f->pos[1]);
		printer__printf(p, ": note: %s field '%s' declared here\n", role__words(f->roles[1]),
				f->names[1]);
	}
}

/*
 * A grouped finding as the plugin prints it: the warning at the first field
 * of the write side, a note per other field, then its pairs, one short line
 * each, so that a line of 8 fields stays readable and no line runs on.
 */
static void group_lines(const struct cl_printer *p, const struct cl_fgroup *g)
{
	const struct cl_finding *f0 = g->pairs[0];
	const struct cl_fgroup_field *w = g->nr_fields ? &g->fields[0] : NULL;

	if (g->nr_pairs == 1) {
		finding_lines(p, f0, "");
		return;
	}
	pos__print(p, w ? &w->f->pos[w->side] : &f0->pos[0]);
	printer__printf(p, ": warning: %s [cachelint:%s]\n", g->message, rule__name(g->rule));
	for (size_t i = 1; i < g->nr_fields; i++) {
		const struct cl_finding *f = g->fields[i].f;
		int s = g->fields[i].side;

		if (!f->pos[s].file)
			continue;
		pos__print(p, &f->pos[s]);
		printer__printf(p, ": note: %s field '%s' declared here\n", role__words(f->roles[s]),
				f->names[s]);
	}
	printer__printf(p, "  %zu pairs:", g->nr_pairs);
	for (size_t i = 0, col = 11; i < g->nr_pairs; i++) {
		const struct cl_finding *f = g->pairs[i];
		size_t w2 = strlen(f->names[0]) + (f->names[1] ? strlen(f->names[1]) : 0) + 6;

		if (col + w2 > 96) {
			printer__printf(p, "\n   ");
			col = 3;
		}
		printer__printf(p, " %s/%s%s", f->names[0], f->names[1] ? f->names[1] : "",
				i + 1 < g->nr_pairs ? "," : "");
		col += w2;
	}
	printer__printf(p, "\n");
}

static void variant_notes(const struct cl_printer *p, const struct cl_loaded *l)
{
	bool any = false;

	for (size_t i = 0; i < loaded__nr_records(l); i++) {
		const struct cl_rinfo *info = &l->info[i];
		const struct cl_json *vu = info->variant_units;

		if (info->variants < 2)
			continue;
		if (!any)
			printer__printf(p, "\nLayout variants (one name, several layouts in this build):\n\n");
		any = true;
		printer__printf(p, "  %s variant %u of %u: %llu bytes, %llu cache line%s, in",
				loaded__record(l, i)->key, info->variant, info->variants,
				(unsigned long long)loaded__record(l, i)->byte_size,
				(unsigned long long)info->nr_lines, info->nr_lines == 1 ? "" : "s");
		for (size_t k = 0; vu && k < vu->nr && k < 8; k++)
			if (vu->items[k]->type == CL_JSON_STRING)
				printer__printf(p, "%s %s", k ? "," : "", vu->items[k]->string);
		if (vu && vu->nr > 8)
			printer__printf(p, " and %zu more", vu->nr - 8);
		printer__printf(p, "\n");
	}
}

void text__report(const struct cl_printer *p, const struct cl_render_opts *o,
		  const struct cl_loaded *l)
{
	size_t nr = loaded__nr_findings(l), nr_structs;
	const struct cl_finding **fs = calloc(nr + 1, sizeof(*fs));
	struct cl_fgroups gs;

	for (size_t i = 0; i < nr; i++)
		fs[i] = loaded__finding(l, i);
	/* a finding is one (struct variant, cache line, rule), its pairs under it */
	fgroups__build(&gs, l, fs, nr);
	nr_structs = fgroups__nr_structs(&gs);
	if (o->title)
		printer__printf(p, "%s\n\n", o->title);
	if (l->nr_units > 1)
		printer__printf(p, "cachelint checked %zu struct%s in %llu units (%u-byte cache lines)",
				loaded__nr_records(l), loaded__nr_records(l) == 1 ? "" : "s",
				(unsigned long long)l->nr_units, l->line_size);
	else
		printer__printf(p, "cachelint checked %zu struct%s of %s (%u-byte cache lines)",
				loaded__nr_records(l), loaded__nr_records(l) == 1 ? "" : "s",
				l->report->source && *l->report->source ? l->report->source : l->path,
				l->line_size);
	if (!nr) {
		printer__printf(p, "\nand found no false sharing.\n");
	} else {
		printer__printf(p, "\nand noticed the following warnings: %zu in %zu struct%s (",
				gs.nr, nr_structs, nr_structs == 1 ? "" : "s");
		rules__summary(p, gs.firsts, gs.nr);
		if (gs.nr != nr)
			printer__printf(p, "; %zu field pair%s", nr, nr == 1 ? "" : "s");
		printer__printf(p, ").\n\nAll warnings:\n\n");
		for (size_t i = 0; i < gs.nr; i++)
			group_lines(p, &gs.groups[i]);
	}
	variant_notes(p, l);
	if (o->layouts) {
		bool first = true;

		for (size_t i = 0; i < loaded__nr_records(l); i++) {
			if (!o->all && !loaded__findings_of(l, i, NULL, 0))
				continue;
			if (first)
				printer__printf(p, "\nLayouts (offset, size in bytes):\n");
			first = false;
			printer__printf(p, "\n");
			layout__print(p, o, l, i, "");
		}
	}
	fgroups__exit(&gs);
	free(fs);
}

static const struct cl_field *field_at(const struct cl_loaded *l, size_t rec, size_t k)
{
	return &loaded__record(l, rec)->fields[k];
}

static void struct_change(const struct cl_printer *p, const struct cl_render_opts *o,
			  const struct cl_step *st, const struct cl_struct_diff *sd)
{
	unsigned int ls = st->new->line_size;

	if (sd->old_rec == CL_NONE) {
		printer__printf(p, "  %s: new, %llu bytes, %llu cache line%s\n", sd->name,
				(unsigned long long)sd->new_size, (unsigned long long)sd->new_lines,
				sd->new_lines == 1 ? "" : "s");
		return;
	}
	if (sd->new_rec == CL_NONE) {
		printer__printf(p, "  %s: gone (was %llu bytes)\n", sd->name,
				(unsigned long long)sd->old_size);
		return;
	}
	printer__printf(p, "  %s: ", sd->name);
	delta__print(p, sd->old_size, sd->new_size, "bytes");
	printer__printf(p, ", ");
	delta__print(p, sd->old_lines, sd->new_lines, "cache lines");
	printer__printf(p, "\n");
	if (sd->old_size != sd->new_size) {
		long long d = (long long)sd->new_size - (long long)sd->old_size;
		long long dp = (long long)sd->new_padding - (long long)sd->old_padding;

		printer__printf(p, "    cost: %+lld bytes per instance; padding %llu -> %llu bytes (%+lld)\n",
				d, (unsigned long long)sd->old_padding,
				(unsigned long long)sd->new_padding, dp);
	}
	for (size_t i = 0; i < sd->nr_containers; i++) {
		const struct cl_container_cost *c = &sd->containers[i];

		printer__printf(p, "    in %s as %s", c->container, c->field);
		if (c->count)
			printer__printf(p, "[%llu]", (unsigned long long)c->count);
		printer__printf(p, ": %+lld bytes per %s", (long long)c->delta_bytes, c->container);
		if (c->old_size)
			printer__printf(p, ", %llu -> %llu bytes, %llu -> %llu cache lines",
					(unsigned long long)c->old_size, (unsigned long long)c->new_size,
					(unsigned long long)c->old_lines, (unsigned long long)c->new_lines);
		printer__printf(p, "\n");
	}
	for (size_t i = 0; i < sd->nr_moved; i++) {
		const struct cl_field *a = field_at(st->old, sd->old_rec, sd->moved[i].old_field);
		const struct cl_field *b = field_at(st->new, sd->new_rec, sd->moved[i].new_field);

		if (i == o->max_fields) {
			printer__printf(p, "    ... %zu more moved fields\n", sd->nr_moved - i);
			break;
		}
		printer__printf(p, "    moved: %-24s offset %llu (line %llu) -> %llu (line %llu)\n",
				b->name, (unsigned long long)field__byte_offset(a),
				(unsigned long long)(field__byte_offset(a) / st->old->line_size),
				(unsigned long long)field__byte_offset(b),
				(unsigned long long)(field__byte_offset(b) / ls));
	}
	for (size_t i = 0; i < sd->nr_added && i < o->max_fields; i++) {
		const struct cl_field *b = field_at(st->new, sd->new_rec, sd->added[i]);

		printer__printf(p, "    added: %-24s offset %llu (line %llu)%s%s\n", b->name,
				(unsigned long long)field__byte_offset(b),
				(unsigned long long)(field__byte_offset(b) / ls),
				b->role ? ", " : "", b->role ? role__words(b->role) : "");
	}
	for (size_t i = 0; i < sd->nr_removed && i < o->max_fields; i++)
		printer__printf(p, "    removed: %s\n",
				field_at(st->old, sd->old_rec, sd->removed[i])->name);
	for (size_t i = 0; i < sd->nr_role_changed && i < o->max_fields; i++) {
		const struct cl_field *a = field_at(st->old, sd->old_rec, sd->role_changed[i].old_field);
		const struct cl_field *b = field_at(st->new, sd->new_rec, sd->role_changed[i].new_field);

		printer__printf(p, "    role: %-24s %s (%s) -> %s (%s)\n", b->name, role__words(a->role),
				origin__name(a->origin), role__words(b->role), origin__name(b->origin));
	}
}

static void step_text(const struct cl_printer *p, const struct cl_render_opts *o,
		      const struct cl_step *st, const char *what)
{
	printer__printf(p, "%s %s\n", what, st->label);
	if (!st->nr_introduced && !st->nr_fixed && !st->nr_structs) {
		printer__printf(p, "  no layout changes in annotated structs\n\n");
		return;
	}
	if (st->nr_introduced) {
		printer__printf(p, "  introduces %zu finding%s (", st->nr_introduced,
				st->nr_introduced == 1 ? "" : "s");
		rules__summary(p, st->introduced, st->nr_introduced);
		printer__printf(p, "):\n");
		for (size_t i = 0; i < st->nr_introduced; i++)
			finding_lines(p, st->introduced[i], ">> ");
	}
	if (st->nr_fixed) {
		printer__printf(p, "  fixes %zu finding%s (", st->nr_fixed, st->nr_fixed == 1 ? "" : "s");
		rules__summary(p, st->fixed, st->nr_fixed);
		printer__printf(p, "):\n");
		for (size_t i = 0; i < st->nr_fixed; i++)
			finding_lines(p, st->fixed[i], "-- ");
	}
	if (st->nr_structs) {
		printer__printf(p, "  layout changes:\n");
		for (size_t i = 0; i < st->nr_structs; i++)
			struct_change(p, o, st, &st->structs[i]);
	}
	printer__printf(p, "\n");
}

void text__diff(const struct cl_printer *p, const struct cl_render_opts *o,
		const struct cl_diff *d)
{
	const struct cl_step *t = &d->total;

	if (o->title)
		printer__printf(p, "%s\n\n", o->title);
	printer__printf(p, "cachelint compared the layouts of %s%s with %s (%u-byte cache lines).\n",
			d->nr_steps > 1 ? "each commit on top of " : "", d->base_label,
			d->nr_steps > 1 ? "the one before" : d->steps[0].label, t->new->line_size);
	printer__printf(p, "New warnings are prefixed by \">>\", fixed ones by \"--\".\n\n");
	for (size_t i = 0; i < d->nr_steps; i++)
		step_text(p, o, &d->steps[i], d->nr_steps > 1 ? "commit" : "changes in");
	if (d->nr_steps > 1) {
		printer__printf(p, "Summary: %s has %zu finding%s that %s did not",
				t->label, t->nr_introduced, t->nr_introduced == 1 ? "" : "s",
				d->base_label);
		printer__printf(p, "; %zu fixed.\n", t->nr_fixed);
	} else {
		printer__printf(p, "Summary: %zu new finding%s, %zu fixed.\n", t->nr_introduced,
				t->nr_introduced == 1 ? "" : "s", t->nr_fixed);
	}
}
