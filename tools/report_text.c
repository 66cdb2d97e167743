// SPDX-License-Identifier: GPL-2.0
/*
 * Plain text in the style of a kernel test robot mail: no markup, the
 * diagnostics as GCC prints them (new ones prefixed by ">>"), layouts in
 * pahole's comment style, so it can be pasted into a mailing-list reply.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json.h"
#include "report_fmt.h"

static bool same_place(const struct cl_pos *a, const struct cl_pos *b)
{
	return a->line == b->line && a->column == b->column &&
	       !strcmp(a->file ? a->file : "", b->file ? b->file : "");
}

static void pair_list(const struct cl_printer *p, const char *head,
		      const struct cl_finding *const *pairs, size_t nr)
{
	size_t col = strlen(head);

	printer__printf(p, "%s", head);
	for (size_t i = 0; i < nr; i++) {
		const struct cl_finding *f = pairs[i];
		size_t w = strlen(f->names[0]) + (f->names[1] ? strlen(f->names[1]) + 1 : 0) + 2;

		if (col + w > 96) {
			printer__printf(p, "\n%*s", 6, "");
			col = 6;
		}
		printer__printf(p, " %s%s%s%s", f->names[0], f->names[1] ? "/" : "",
				f->names[1] ? f->names[1] : "", i + 1 < nr ? "," : "");
		col += w;
	}
	printer__printf(p, "\n");
}

/*
 * A grouped finding as the plugin prints it: the warning at the checked
 * record's member holding the first field of the write side, a note per
 * other field, where that field is declared when the warning stands at the
 * member embedding it, then its pairs, so that a line of 8 fields stays
 * readable.  mark starts the warning (">> " for a new one), the notes are
 * indented as far; marked pairs (a diff's new ones) are listed after words.
 */
void text__group(const struct cl_printer *p, const struct cl_loaded *l, const struct cl_fgroup *g,
		 const char *mark, const char *words, const struct cl_finding *const *marked,
		 size_t nr_marked)
{
	const struct cl_finding *f0 = g->pairs[0];
	const struct cl_fgroup_field *w = g->nr_fields ? &g->fields[0] : NULL;
	const struct cl_finding *wf = w ? w->f : f0;
	int ws = w ? w->side : 0;
	struct cl_pos at = loaded__warn_pos(l, wf, ws);
	int ind = (int)strlen(mark);

	printer__printf(p, "%s", mark);
	pos__print(p, &at);
	printer__printf(p, ": warning: %s [cachelint:%s]\n",
			g->nr_pairs == 1 ? (f0->message ? f0->message : "") : g->message,
			rule__name(g->rule));
	if (g->nr_pairs == 1 && f0->names[1] && f0->pos[1].file) {
		printer__printf(p, "%*s", ind, "");
		pos__print(p, &f0->pos[1]);
		printer__printf(p, ": note: %s field '%s' declared here\n", role__words(f0->roles[1]),
				f0->names[1]);
	}
	for (size_t i = 1; g->nr_pairs > 1 && i < g->nr_fields; i++) {
		const struct cl_finding *f = g->fields[i].f;
		int s = g->fields[i].side;

		if (!f->pos[s].file)
			continue;
		printer__printf(p, "%*s", ind, "");
		pos__print(p, &f->pos[s]);
		printer__printf(p, ": note: %s field '%s' declared here\n", role__words(f->roles[s]),
				f->names[s]);
	}
	if (wf->pos[ws].file && !same_place(&at, &wf->pos[ws])) {
		printer__printf(p, "%*s", ind, "");
		pos__print(p, &wf->pos[ws]);
		printer__printf(p, ": note: %s field '%s' declared here\n", role__words(wf->roles[ws]),
				wf->names[ws]);
	}
	/* the plugin's last note: which side its fix-it moves, and why */
	if (g->nr_pairs > 1 && g->fix_note && *g->fix_note && g->nr_fixes &&
	    g->fixes[0].f->pos[g->fixes[0].side].file) {
		printer__printf(p, "%*s", ind, "");
		pos__print(p, &g->fixes[0].f->pos[g->fixes[0].side]);
		printer__printf(p, ": note: %s\n", g->fix_note);
	}
	if (g->nr_pairs > 1) {
		char head[48];

		snprintf(head, sizeof(head), "%*s  %zu pairs:", ind, "", g->nr_pairs);
		pair_list(p, head, g->pairs, g->nr_pairs);
	}
	if (nr_marked && words) {
		char head[64];

		snprintf(head, sizeof(head), "%*s  %s:", ind, "", words);
		pair_list(p, head, marked, nr_marked);
	}
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
			text__group(p, l, &gs.groups[i], "", NULL, NULL, 0);
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

/* "1 finding (1 false-sharing, 3 field pairs)" of the changes of one kind */
static void changes_count(const struct cl_printer *p, const struct cl_step *st,
			  enum cl_gchange_kind kind)
{
	const struct cl_finding **firsts = calloc(st->nr_changes + 1, sizeof(*firsts));
	size_t n = 0, pairs = 0;

	if (!firsts)
		abort();
	for (size_t i = 0; i < st->nr_changes; i++)
		if (st->changes[i].kind == kind) {
			firsts[n++] = st->changes[i].group->pairs[0];
			pairs += st->changes[i].nr_pairs;
		}
	printer__printf(p, "%zu finding%s (", n, n == 1 ? "" : "s");
	rules__summary(p, firsts, n);
	printer__printf(p, "; %zu field pair%s)", pairs, pairs == 1 ? "" : "s");
	free(firsts);
}

static void changes_text(const struct cl_printer *p, const struct cl_step *st,
			 enum cl_gchange_kind kind)
{
	static const char *const heads[] = {
		[CL_GROUP_NEW] = "introduces", [CL_GROUP_GREW] = "adds field pairs to",
		[CL_GROUP_SHRANK] = "removes field pairs from", [CL_GROUP_GONE] = "fixes",
	};
	bool old_side = kind == CL_GROUP_SHRANK || kind == CL_GROUP_GONE;

	if (!st->nr_groups[kind])
		return;
	printer__printf(p, "  %s ", heads[kind]);
	changes_count(p, st, kind);
	printer__printf(p, ":\n");
	for (size_t i = 0; i < st->nr_changes; i++) {
		const struct cl_gchange *c = &st->changes[i];

		if (c->kind != kind)
			continue;
		text__group(p, old_side ? st->old : st->new, c->group, old_side ? "-- " : ">> ",
			    kind == CL_GROUP_GREW ? "new pairs" : kind == CL_GROUP_SHRANK ? "pairs gone" : NULL,
			    c->pairs, c->nr_pairs);
	}
}

void text__step_changes(const struct cl_printer *p, const struct cl_step *st)
{
	changes_text(p, st, CL_GROUP_NEW);
	changes_text(p, st, CL_GROUP_GREW);
	changes_text(p, st, CL_GROUP_GONE);
	changes_text(p, st, CL_GROUP_SHRANK);
}

static void step_text(const struct cl_printer *p, const struct cl_render_opts *o,
		      const struct cl_step *st, const char *what)
{
	printer__printf(p, "%s %s\n", what, st->label);
	if (!st->nr_changes && !st->nr_structs) {
		printer__printf(p, "  no layout changes in annotated structs\n\n");
		return;
	}
	text__step_changes(p, st);
	if (st->nr_structs) {
		printer__printf(p, "  layout changes:\n");
		for (size_t i = 0; i < st->nr_structs; i++)
			struct_change(p, o, st, &st->structs[i]);
	}
	printer__printf(p, "\n");
}

/* "1 new finding (2 field pairs), 1 with new field pairs; 0 fixed" */
void text__step_summary(const struct cl_printer *p, const struct cl_step *t)
{
	size_t pairs = 0;

	for (size_t i = 0; i < t->nr_changes; i++)
		if (t->changes[i].kind == CL_GROUP_NEW || t->changes[i].kind == CL_GROUP_GREW)
			pairs += t->changes[i].nr_pairs;
	printer__printf(p, "%zu new finding%s", t->nr_groups[CL_GROUP_NEW],
			t->nr_groups[CL_GROUP_NEW] == 1 ? "" : "s");
	if (t->nr_groups[CL_GROUP_GREW])
		printer__printf(p, ", %zu with new field pairs", t->nr_groups[CL_GROUP_GREW]);
	printer__printf(p, " (%zu new field pair%s); %zu fixed", pairs, pairs == 1 ? "" : "s",
			t->nr_groups[CL_GROUP_GONE]);
	if (t->nr_groups[CL_GROUP_SHRANK])
		printer__printf(p, ", %zu with fewer field pairs", t->nr_groups[CL_GROUP_SHRANK]);
}

/* ---- diff --mail: a kernel test robot mail per commit that adds findings -- */

/* line, its tabs expanded to spaces (GCC's caret lines), at most max columns */
static size_t expand_tabs(const char *s, size_t len, char *out, size_t max)
{
	size_t w = 0;

	for (size_t i = 0; i < len && w < max; i++) {
		if (s[i] == '\t') {
			do
				out[w++] = ' ';
			while (w % 8 && w < max);
		} else {
			out[w++] = s[i];
		}
	}
	out[w] = 0;
	return w;
}

static bool is_ident(char c)
{
	return c == '_' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z');
}

#define MAIL_SOURCE_COLUMNS 88

/*
 * The lines around a position as GCC shows them, with the kernel test
 * robot's "vim +N file" above: two lines either side, a caret under the
 * name at the position.
 */
static void mail_source(const struct cl_printer *p, const struct cl_loaded *l,
			const struct cl_pos *pos)
{
	char buf[MAIL_SOURCE_COLUMNS + 8];
	unsigned int from = pos->line > 2 ? pos->line - 2 : 1;
	const char *s;
	size_t len;

	if (!pos->file || !source__line(l, pos->file, pos->line, &len))
		return;
	printer__printf(p, "vim +%u %s\n\n", pos->line, pos->file);
	for (unsigned int n = from; n <= pos->line + 2; n++) {
		size_t w;

		s = source__line(l, pos->file, n, &len);
		if (!s)
			break;
		w = expand_tabs(s, len, buf, MAIL_SOURCE_COLUMNS);
		printer__printf(p, "%c%s%5u | %s\n", TEXT_NOWRAP, n == pos->line ? ">" : " ", n, buf);
		if (n == pos->line && pos->column && pos->column <= w) {
			size_t at = pos->column - 1, end = at;

			while (end < w && is_ident(buf[end]))
				end++;
			printer__printf(p, "%c       | %*s^", TEXT_NOWRAP, (int)at, "");
			for (size_t k = at + 1; k < end; k++)
				printer__printf(p, "~");
			printer__printf(p, "\n");
		}
	}
	printer__printf(p, "\n");
}

/* the byte index of a display column of a line */
static size_t byte_at_column(const char *s, size_t len, unsigned int column)
{
	for (size_t i = 0; i < len; i++)
		if (column__display(s, len, (unsigned int)i + 1) >= column)
			return i;
	return len;
}

/*
 * The fix-it as a patch: the alignment the plugin inserts after the
 * field's declarator (name and array brackets): ____cacheline_aligned_in_smp
 * in a kernel tree, else __attribute__((aligned(N))).
 */
/* the patches a mail block has shown: one per line of source, as the plugin offers them */
struct mail_offered {
	size_t nr;
	struct cl_pos at[64];
};

static bool offered(struct mail_offered *done, const struct cl_pos *pos)
{
	for (size_t i = 0; i < done->nr; i++)
		if (done->at[i].line == pos->line && !strcmp(done->at[i].file, pos->file))
			return true;
	if (done->nr < 64)
		done->at[done->nr++] = *pos;
	return false;
}

static bool mail_fix(const struct cl_printer *p, const struct cl_render_opts *o,
		     const struct cl_loaded *l, const struct cl_fgroup *g, struct mail_offered *done)
{
	char kernel_h[4096];
	bool kernel, any = false, patched = false;
	const char *root = o->srcroot ? o->srcroot : ".";

	snprintf(kernel_h, sizeof(kernel_h), "%s/include/linux/cache.h", root);
	kernel = access(kernel_h, R_OK) == 0;
	for (unsigned int k = 0; k < g->nr_fixes; k++) {
		const struct cl_finding *f = g->fixes[k].f;
		const struct cl_pos *pos = &f->pos[g->fixes[k].side];
		size_t len, at, end;
		const char *s = pos->file ? source__line(l, pos->file, pos->line, &len) : NULL;
		const char *before, *after;
		size_t blen = 0, alen = 0;

		if (!s || !pos->column)
			continue;
		if (offered(done, pos)) {
			if (!any)
				printer__printf(p, "The fix-it of '%s' is the patch above.\n\n",
						f->names[g->fixes[k].side]);
			any = true;
			continue;
		}
		at = byte_at_column(s, len, pos->column);
		end = at;
		if (end >= len || !is_ident(s[end]))
			continue;
		while (end < len && is_ident(s[end]))
			end++;
		for (;;) {
			size_t i = end;
			int depth = 0;

			while (i < len && (s[i] == ' ' || s[i] == '\t'))
				i++;
			if (i >= len || s[i] != '[')
				break;
			for (; i < len; i++) {
				if (s[i] == '[')
					depth++;
				else if (s[i] == ']' && --depth == 0)
					break;
			}
			if (i >= len)
				break;
			end = i + 1;
		}
		if (!any)
			printer__printf(p, "The fix-it, as a patch (%s):\n\n",
					kernel ? "____cacheline_aligned_in_smp, as the kernel spells it"
					       : "the alignment the plugin offers");
		any = true;
		patched = true;
		before = pos->line > 1 ? source__line(l, pos->file, pos->line - 1, &blen) : NULL;
		after = source__line(l, pos->file, pos->line + 1, &alen);
		printer__printf(p, "%c--- a/%s\n%c+++ b/%s\n", TEXT_NOWRAP, pos->file, TEXT_NOWRAP,
				pos->file);
		printer__printf(p, "%c@@ -%u,%d +%u,%d @@\n", TEXT_NOWRAP,
				before ? pos->line - 1 : pos->line, 1 + !!before + !!after,
				before ? pos->line - 1 : pos->line, 1 + !!before + !!after);
		if (before)
			printer__printf(p, "%c %.*s\n", TEXT_NOWRAP, (int)blen, before);
		printer__printf(p, "%c-%.*s\n", TEXT_NOWRAP, (int)len, s);
		printer__printf(p, "%c+%.*s", TEXT_NOWRAP, (int)end, s);
		if (kernel)
			printer__printf(p, " ____cacheline_aligned_in_smp");
		else
			printer__printf(p, " __attribute__((aligned(%u)))", l->line_size);
		printer__printf(p, "%.*s\n", (int)(len - end), s + end);
		if (after)
			printer__printf(p, "%c %.*s\n", TEXT_NOWRAP, (int)alen, after);
	}
	if (patched)
		printer__printf(p, "\n");
	return any;
}

/*
 * A shell command of the reproduce block, broken at unquoted spaces with a
 * backslash so that it pastes whole and no line passes the mail's width.
 */
static void mail_command(const struct cl_printer *p, const char *cmd)
{
	size_t col = 8, start = 0, len = strlen(cmd);
	char quote = 0;
	size_t last_space = 0;

	printer__printf(p, "%c        ", TEXT_NOWRAP);
	for (size_t i = 0; i <= len; i++) {
		char c = cmd[i];

		if (i < len && quote) {
			if (c == quote)
				quote = 0;
		} else if (c == '\'' || c == '"') {
			quote = c;
		}
		if (i == len || (c == ' ' && !quote)) {
			size_t wlen = i - start;

			if (last_space && col + wlen > 96) {
				printer__printf(p, " \\\n%c            ", TEXT_NOWRAP);
				col = 12;
			} else if (last_space) {
				printer__printf(p, " ");
				col++;
			}
			printer__printf(p, "%.*s", (int)wlen, cmd + start);
			col += wlen;
			start = i + 1;
			last_space = 1;
		}
	}
	printer__printf(p, "\n");
}

static bool adds_findings(const struct cl_step *st)
{
	return st->nr_groups[CL_GROUP_NEW] || st->nr_groups[CL_GROUP_GREW];
}

static void mail_step(const struct cl_printer *p, const struct cl_render_opts *o,
		      const struct cl_step *st)
{
	struct mail_offered done = { 0 };

	printer__printf(p, "commit %s\n\n", st->label);
	if (o->mail_author)
		printer__printf(p, "Hi %s,\n\n", o->mail_author);
	printer__printf(p, "cachelint noticed the following build warnings (false sharing of cache lines):\n\n");
	if (o->mail_base)
		printer__printf(p, "base:      %s\n", o->mail_base);
	printer__printf(p, "commit:    %s\n", st->label);
	if (o->mail_compiler)
		printer__printf(p, "compiler:  %s\n", o->mail_compiler);
	if (o->mail_config)
		printer__printf(p, "config:    %s\n", o->mail_config);
	if (o->mail_flags)
		printer__printf(p, "flags:     %s\n", o->mail_flags);
	printer__printf(p, "line size: %u bytes\n", st->new->line_size);
	if (o->nr_reproduce) {
		printer__printf(p, "reproduce:\n");
		for (unsigned int i = 0; i < o->nr_reproduce; i++)
			mail_command(p, o->mail_reproduce[i]);
	}
	if (o->nr_trailers) {
		printer__printf(p, "\nIf you fix the issue in a separate patch/commit (i.e. not just a new "
				"version of\nthe same patch/commit), kindly add following tags\n");
		for (unsigned int i = 0; i < o->nr_trailers; i++)
			printer__printf(p, "| %s\n", o->mail_trailers[i]);
	}
	printer__printf(p, "\nAll warnings (new ones prefixed by >>):\n\n");
	for (size_t i = 0; i < st->nr_changes; i++) {
		const struct cl_gchange *c = &st->changes[i];
		const struct cl_fgroup_field *w;
		struct cl_pos at;

		if (c->kind != CL_GROUP_NEW && c->kind != CL_GROUP_GREW)
			continue;
		text__group(p, st->new, c->group, ">> ",
			    c->kind == CL_GROUP_GREW ? "new pairs" : NULL, c->pairs, c->nr_pairs);
		printer__printf(p, "\n");
		w = c->group->nr_fields ? &c->group->fields[0] : NULL;
		at = w ? loaded__warn_pos(st->new, w->f, w->side)
		       : loaded__warn_pos(st->new, c->group->pairs[0], 0);
		mail_source(p, st->new, &at);
		mail_fix(p, o, st->new, c->group, &done);
	}
	if (st->nr_groups[CL_GROUP_GONE] || st->nr_groups[CL_GROUP_SHRANK]) {
		changes_text(p, st, CL_GROUP_GONE);
		changes_text(p, st, CL_GROUP_SHRANK);
		printer__printf(p, "\n");
	}
	if (st->nr_structs) {
		printer__printf(p, "Layout changes of annotated structs:\n");
		for (size_t i = 0; i < st->nr_structs; i++)
			struct_change(p, o, st, &st->structs[i]);
		printer__printf(p, "\n");
	}
}

void text__diff(const struct cl_printer *p, const struct cl_render_opts *o,
		const struct cl_diff *d)
{
	if (o->mail) {
		/* the runner puts the steps together; here only each step's block */
		for (size_t i = 0; i < d->nr_steps; i++) {
			if (adds_findings(&d->steps[i]))
				mail_step(p, o, &d->steps[i]);
			else
				step_text(p, o, &d->steps[i], "commit");
		}
		return;
	}

	const struct cl_step *t = &d->total;

	if (o->title)
		printer__printf(p, "%s\n\n", o->title);
	printer__printf(p, "cachelint compared the layouts of %s%s with %s (%u-byte cache lines).\n",
			d->nr_steps > 1 ? "each commit on top of " : "", d->base_label,
			d->nr_steps > 1 ? "the one before" : d->steps[0].label, t->new->line_size);
	printer__printf(p, "New warnings are prefixed by \">>\", fixed ones by \"--\".\n\n");
	for (size_t i = 0; i < d->nr_steps; i++)
		step_text(p, o, &d->steps[i], d->nr_steps > 1 ? "commit" : "changes in");
	printer__printf(p, "Summary: ");
	if (d->nr_steps > 1)
		printer__printf(p, "against %s, %s has ", d->base_label, t->label);
	text__step_summary(p, t);
	printer__printf(p, ".\n");
}
