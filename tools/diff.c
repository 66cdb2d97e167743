// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint diff OLD NEW (or BASE R1 R2 ... for a series): what moved, what
 * it costs, which findings came and went.  Every lookup goes through a hash
 * index, so the work is linear in the number of structs and fields.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "diff.h"
#include "opts.h"
#include "report_fmt.h"

static void *xgrow(void *p, size_t nr, size_t elem)
{
	/* grow on powers of two */
	if (nr & (nr - 1))
		return p;
	p = realloc(p, (nr ? nr * 2 : 1) * elem);
	if (!p)
		abort();
	return p;
}

static bool wanted(const struct cl_step *st, size_t old_rec, size_t new_rec, bool all)
{
	if (all)
		return true;
	if (old_rec != CL_NONE && st->old->info[old_rec].declared)
		return true;
	return new_rec != CL_NONE && st->new->info[new_rec].declared;
}

static uint64_t line_of(const struct cl_field *f, unsigned int line_size)
{
	return field__byte_offset(f) / line_size;
}

static void container_costs(const struct cl_step *st, struct cl_struct_diff *sd)
{
	const struct cl_loaded *o = st->old, *n = st->new;
	int64_t per_instance = (int64_t)sd->new_size - (int64_t)sd->old_size;

	for (size_t e = loaded__first_embed(n, sd->name); e != CL_NONE; e = n->embeds[e].next) {
		const struct cl_embed *em = &n->embeds[e];
		const struct cl_record *c = loaded__record(n, em->container);
		size_t oc = loaded__find(o, c->key);
		struct cl_container_cost *cc;

		/* an aggregate also appears nested ("a.b.arr"); the outermost path says enough */
		sd->containers = xgrow(sd->containers, sd->nr_containers, sizeof(*cc));
		cc = &sd->containers[sd->nr_containers++];
		memset(cc, 0, sizeof(*cc));
		cc->container = c->key;
		cc->field = c->fields[em->field].name;
		cc->count = em->count;
		cc->delta_bytes = per_instance * (int64_t)(em->count ? em->count : 1);
		cc->new_size = c->byte_size;
		cc->new_lines = n->info[em->container].nr_lines;
		if (oc != CL_NONE) {
			cc->old_size = loaded__record(o, oc)->byte_size;
			cc->old_lines = o->info[oc].nr_lines;
		}
	}
}

static void prune(const struct cl_record *a, const struct cl_record *b, struct cl_struct_diff *sd);

static void compare_records(struct cl_step *st, struct cl_struct_diff *sd)
{
	const struct cl_record *a = sd->old_rec != CL_NONE ? loaded__record(st->old, sd->old_rec) : NULL;
	const struct cl_record *b = sd->new_rec != CL_NONE ? loaded__record(st->new, sd->new_rec) : NULL;
	unsigned int ls_old = st->old->line_size, ls_new = st->new->line_size;
	struct cl_index names;
	bool *seen;

	if (a) {
		sd->old_size = a->byte_size;
		sd->old_lines = st->old->info[sd->old_rec].nr_lines;
		sd->old_padding = st->old->info[sd->old_rec].padding_bytes;
	}
	if (b) {
		sd->new_size = b->byte_size;
		sd->new_lines = st->new->info[sd->new_rec].nr_lines;
		sd->new_padding = st->new->info[sd->new_rec].padding_bytes;
	}
	if (!a || !b)
		return;
	index__init(&names);
	seen = calloc(a->nr_fields + 1, sizeof(bool));
	if (!seen)
		abort();
	for (size_t i = 0; i < a->nr_fields; i++) {
		int added;

		index__insert(&names, a->fields[i].name, strlen(a->fields[i].name), i, &added);
	}
	for (size_t k = 0; k < b->nr_fields; k++) {
		const struct cl_field *fb = &b->fields[k];
		struct cl_index_slot *s = index__find(&names, fb->name, strlen(fb->name));
		const struct cl_field *fa;
		struct cl_moved m;

		if (!s) {
			sd->added = xgrow(sd->added, sd->nr_added, sizeof(size_t));
			sd->added[sd->nr_added++] = k;
			continue;
		}
		seen[s->value] = true;
		fa = &a->fields[s->value];
		m.old_field = s->value;
		m.new_field = k;
		if (line_of(fa, ls_old) != line_of(fb, ls_new)) {
			sd->moved = xgrow(sd->moved, sd->nr_moved, sizeof(m));
			sd->moved[sd->nr_moved++] = m;
		}
		if (fa->role != fb->role || fa->origin != fb->origin) {
			sd->role_changed = xgrow(sd->role_changed, sd->nr_role_changed, sizeof(m));
			sd->role_changed[sd->nr_role_changed++] = m;
		}
	}
	for (size_t i = 0; i < a->nr_fields; i++) {
		if (seen[i])
			continue;
		sd->removed = xgrow(sd->removed, sd->nr_removed, sizeof(size_t));
		sd->removed[sd->nr_removed++] = i;
	}
	free(seen);
	index__exit(&names);
	prune(a, b, sd);
	if (sd->old_size != sd->new_size)
		container_costs(st, sd);
}

/* "a[3].b.c" -> "a": the direct member a path belongs to */
static size_t top_len(const char *name)
{
	return strcspn(name, ".[");
}

/* "a[3].b.c" -> length of "a[3].b", the nearest enclosing field; 0 if none */
static size_t parent_len(const char *name)
{
	const char *dot = strrchr(name, '.');

	return dot ? (size_t)(dot - name) : 0;
}

static bool has_field(const struct cl_record *rec, const char *name, size_t len)
{
	for (size_t i = 0; i < rec->nr_fields; i++)
		if (!strncmp(rec->fields[i].name, name, len) && !rec->fields[i].name[len])
			return true;
	return false;
}

/*
 * Keep what a reader needs: an array is expanded in a report for one period
 * of the line pattern, so when its element size changes, elements appear
 * and disappear without any change in the source; and a field inside a
 * moved field moves with it.
 */
static void prune(const struct cl_record *a, const struct cl_record *b, struct cl_struct_diff *sd)
{
	struct cl_index moved;
	size_t n = 0;

	for (size_t i = 0; i < sd->nr_added; i++) {
		const char *name = b->fields[sd->added[i]].name;

		if (!strchr(name, '[') || !has_field(a, name, top_len(name)))
			sd->added[n++] = sd->added[i];
	}
	sd->nr_added = n;
	n = 0;
	for (size_t i = 0; i < sd->nr_removed; i++) {
		const char *name = a->fields[sd->removed[i]].name;

		if (!strchr(name, '[') || !has_field(b, name, top_len(name)))
			sd->removed[n++] = sd->removed[i];
	}
	sd->nr_removed = n;
	index__init(&moved);
	for (size_t i = 0; i < sd->nr_moved; i++) {
		const char *name = b->fields[sd->moved[i].new_field].name;
		int added;

		index__insert(&moved, name, strlen(name), i, &added);
	}
	n = 0;
	for (size_t i = 0; i < sd->nr_moved; i++) {
		const char *name = b->fields[sd->moved[i].new_field].name;
		size_t plen = parent_len(name);

		if (!plen || !index__find(&moved, name, plen))
			sd->moved[n++] = sd->moved[i];
	}
	sd->nr_moved = n;
	index__exit(&moved);
}

static bool changed(const struct cl_struct_diff *sd)
{
	return sd->old_rec == CL_NONE || sd->new_rec == CL_NONE || sd->old_size != sd->new_size ||
	       sd->nr_moved || sd->nr_added || sd->nr_removed || sd->nr_role_changed;
}

static void add_struct(struct cl_step *st, const char *name, size_t o, size_t n, bool all)
{
	struct cl_struct_diff sd;

	if (!wanted(st, o, n, all))
		return;
	memset(&sd, 0, sizeof(sd));
	sd.name = name;
	sd.old_rec = o;
	sd.new_rec = n;
	compare_records(st, &sd);
	if (!changed(&sd)) {
		free(sd.moved);
		free(sd.role_changed);
		free(sd.added);
		free(sd.removed);
		free(sd.containers);
		return;
	}
	st->structs = xgrow(st->structs, st->nr_structs, sizeof(sd));
	st->structs[st->nr_structs++] = sd;
}

/* One layout of the name on each side: a struct that moved files is itself. */
static bool one_layout(const struct cl_step *st, const char *record)
{
	size_t o = record ? loaded__find(st->old, record) : CL_NONE;
	size_t n = record ? loaded__find(st->new, record) : CL_NONE;

	return (o == CL_NONE || st->old->info[o].next_same == CL_NONE) &&
	       (n == CL_NONE || st->new->info[n].next_same == CL_NONE);
}

/* finding__key, and with layout the file that defines its layout */
static char *key_of(const struct cl_loaded *l, size_t i, bool layout)
{
	char *k = finding__key(loaded__finding(l, i)), *q;
	size_t rec = l->finding_rec[i];
	const char *file = rec != CL_NONE ? loaded__record(l, rec)->pos.file : NULL;

	if (!layout)
		return k;
	q = malloc(strlen(k) + strlen(file ? file : "") + 2);
	if (!q)
		abort();
	sprintf(q, "%s\n%s", k, file ? file : "");
	free(k);
	return q;
}

/* Does this pass look at old (or new) finding i? */
static bool in_pass(const struct cl_step *st, bool new_side, size_t i, const bool *done,
		    bool single)
{
	const struct cl_loaded *l = new_side ? st->new : st->old;

	return !done[i] && (!single || one_layout(st, loaded__finding(l, i)->record));
}

/*
 * Pairs what is still unmatched of old and new by key (with the layout or
 * not), as multisets; single limits it to names with one layout on each
 * side.  Of several old findings of one key, the last ones are matched:
 * the first left over are the fixed ones, in old's order.
 */
static void match(struct cl_step *st, bool layout, bool *old_done, bool *new_done, bool single)
{
	struct cl_index keys;
	size_t nr_old = loaded__nr_findings(st->old), nr_new = loaded__nr_findings(st->new);
	size_t *count = calloc(nr_old + 1, sizeof(size_t)), *taken = calloc(nr_old + 1, sizeof(size_t));

	if (!count || !taken)
		abort();
	index__init(&keys);
	for (size_t i = 0; i < nr_old; i++) {
		struct cl_index_slot *s;
		char *k;
		int added;

		if (!in_pass(st, false, i, old_done, single))
			continue;
		k = key_of(st->old, i, layout);
		s = index__insert(&keys, k, strlen(k), keys.nr, &added);
		free(k);
		count[s->value]++;
	}
	for (size_t i = 0; i < nr_new; i++) {
		struct cl_index_slot *s;
		char *k;

		if (!in_pass(st, true, i, new_done, single))
			continue;
		k = key_of(st->new, i, layout);
		s = index__find(&keys, k, strlen(k));
		free(k);
		if (s && count[s->value] > taken[s->value]) {
			taken[s->value]++;
			new_done[i] = true;
		}
	}
	for (size_t i = nr_old; i-- > 0;) {
		struct cl_index_slot *s;
		char *k;

		if (!in_pass(st, false, i, old_done, single))
			continue;
		k = key_of(st->old, i, layout);
		s = index__find(&keys, k, strlen(k));
		free(k);
		if (s && taken[s->value]) {
			taken[s->value]--;
			old_done[i] = true;
		}
	}
	index__exit(&keys);
	free(count);
	free(taken);
}

/*
 * Findings are matched by rule, struct and field names, counted as
 * multisets: first within the layout (the file defining it), so that two
 * file-local struct entry never stand for each other; then, for names with
 * one layout on each side, across files (a struct moved to a header).
 */
static void compare_findings(struct cl_step *st)
{
	size_t nr_old = loaded__nr_findings(st->old), nr_new = loaded__nr_findings(st->new);
	bool *old_done = calloc(nr_old + 1, sizeof(bool)), *new_done = calloc(nr_new + 1, sizeof(bool));

	if (!old_done || !new_done)
		abort();
	match(st, true, old_done, new_done, false);
	match(st, false, old_done, new_done, true);
	for (size_t i = 0; i < nr_new; i++) {
		const struct cl_finding *f = loaded__finding(st->new, i);

		if (new_done[i])
			continue;
		st->introduced = xgrow(st->introduced, st->nr_introduced, sizeof(f));
		st->introduced[st->nr_introduced++] = f;
	}
	/* what is left over on the old side was fixed; walk old in its order */
	for (size_t i = 0; i < nr_old; i++) {
		const struct cl_finding *f = loaded__finding(st->old, i);

		if (old_done[i])
			continue;
		st->fixed = xgrow(st->fixed, st->nr_fixed, sizeof(f));
		st->fixed[st->nr_fixed++] = f;
	}
	free(old_done);
	free(new_done);
}

static void add_change(struct cl_step *st, enum cl_gchange_kind kind,
		       const struct cl_fgroup *g, const bool *marked,
		       const struct cl_finding *base)
{
	struct cl_gchange *c;
	size_t n = 0;

	for (size_t i = 0; i < g->nr_pairs; i++)
		n += marked[g->pairs[i] - base];
	if (!n)
		return;
	if (n < g->nr_pairs)
		kind = kind == CL_GROUP_NEW ? CL_GROUP_GREW : CL_GROUP_SHRANK;
	st->changes = xgrow(st->changes, st->nr_changes, sizeof(*c));
	c = &st->changes[st->nr_changes++];
	c->kind = kind;
	c->group = g;
	c->nr_pairs = 0;
	c->pairs = calloc(n + 1, sizeof(*c->pairs));
	if (!c->pairs)
		abort();
	for (size_t i = 0; i < g->nr_pairs; i++)
		if (marked[g->pairs[i] - base])
			c->pairs[c->nr_pairs++] = g->pairs[i];
	st->nr_groups[kind]++;
}

static struct cl_fgroups *groups_of(const struct cl_loaded *l)
{
	size_t nr = loaded__nr_findings(l);
	const struct cl_finding **fs = calloc(nr + 1, sizeof(*fs));
	struct cl_fgroups *g = calloc(1, sizeof(*g));

	if (!fs || !g)
		abort();
	for (size_t i = 0; i < nr; i++)
		fs[i] = loaded__finding(l, i);
	fgroups__build(g, l, fs, nr);
	free(fs);
	return g;
}

/*
 * The pairs a step introduced and fixed, counted as the reports count
 * findings: per (struct variant, cache line, rule).  A line whose finding
 * gains a pair is a changed finding, not a new one, but the pair is named,
 * so that a maintainer sees which pair a patch added.
 */
static void group_step(struct cl_step *st)
{
	const struct cl_finding *nb = st->new->report->findings.findings;
	const struct cl_finding *ob = st->old->report->findings.findings;
	bool *intro = calloc(loaded__nr_findings(st->new) + 1, sizeof(bool));
	bool *gone = calloc(loaded__nr_findings(st->old) + 1, sizeof(bool));

	if (!intro || !gone)
		abort();
	for (size_t i = 0; i < st->nr_introduced; i++)
		intro[st->introduced[i] - nb] = true;
	for (size_t i = 0; i < st->nr_fixed; i++)
		gone[st->fixed[i] - ob] = true;
	st->new_groups = groups_of(st->new);
	st->old_groups = groups_of(st->old);
	for (size_t i = 0; st->nr_introduced && i < st->new_groups->nr; i++)
		add_change(st, CL_GROUP_NEW, &st->new_groups->groups[i], intro, nb);
	for (size_t i = 0; st->nr_fixed && i < st->old_groups->nr; i++)
		add_change(st, CL_GROUP_GONE, &st->old_groups->groups[i], gone, ob);
	free(intro);
	free(gone);
}

/*
 * How alike two layouts of one name are: where defined, then size and
 * members; 0 for two types (defined in two files, unlike in size or
 * members).
 */
static unsigned int likeness(const struct cl_record *a, const struct cl_record *b)
{
	unsigned int score = 1;
	bool same_file = a->pos.file && b->pos.file && !strcmp(a->pos.file, b->pos.file);

	if (same_file)
		score += 8 + 4 * (a->pos.line == b->pos.line);
	if (a->byte_size == b->byte_size)
		score += 2;
	if (a->nr_fields == b->nr_fields) {
		size_t k = 0;

		while (k < a->nr_fields && !strcmp(a->fields[k].name, b->fields[k].name))
			k++;
		score += 2 * (k == a->nr_fields);
	}
	if (!same_file && a->pos.file && b->pos.file && score < 5)
		return 0;
	return score;
}

/*
 * One name, several layouts (two units' file-local struct entry, or a
 * config variant): the most alike old and new layouts are compared first,
 * defined in the same file before anything else, not those in the same
 * place of their lists; a new layout like no old one is new, and old ones
 * left are gone.
 */
static void pair_variants(struct cl_step *st, const char *name, size_t first_new,
			  size_t first_old, bool all)
{
	const struct cl_loaded *o = st->old, *n = st->new;
	size_t nr_old = 0, nr_new = 0, *olds, *news, *pair;
	bool *used;

	for (size_t oi = first_old; oi != CL_NONE; oi = o->info[oi].next_same)
		nr_old++;
	for (size_t ni = first_new; ni != CL_NONE; ni = n->info[ni].next_same)
		nr_new++;
	olds = calloc(nr_old + 1, sizeof(size_t));
	news = calloc(nr_new + 1, sizeof(size_t));
	pair = calloc(nr_new + 1, sizeof(size_t));
	used = calloc(nr_old + 1, sizeof(bool));
	if (!olds || !news || !pair || !used)
		abort();
	nr_old = nr_new = 0;
	for (size_t oi = first_old; oi != CL_NONE; oi = o->info[oi].next_same)
		olds[nr_old++] = oi;
	for (size_t ni = first_new; ni != CL_NONE; ni = n->info[ni].next_same) {
		pair[nr_new] = CL_NONE;
		news[nr_new++] = ni;
	}
	/* greedy, best pair first; ties in list order (a config variant's) */
	for (;;) {
		unsigned int best = 0;
		size_t bj = 0, bk = 0;

		for (size_t j = 0; j < nr_new; j++)
			for (size_t k = 0; pair[j] == CL_NONE && k < nr_old; k++) {
				unsigned int sc = used[k] ? 0 : likeness(loaded__record(o, olds[k]),
									 loaded__record(n, news[j]));

				if (sc > best) {
					best = sc;
					bj = j;
					bk = k;
				}
			}
		if (!best)
			break;
		pair[bj] = olds[bk];
		used[bk] = true;
	}
	for (size_t j = 0; j < nr_new; j++)
		add_struct(st, name, pair[j], news[j], all);
	for (size_t k = 0; k < nr_old; k++)
		if (!used[k])
			add_struct(st, name, olds[k], CL_NONE, all);
	free(olds);
	free(news);
	free(pair);
	free(used);
}

static void compute_step(struct cl_step *st, bool all)
{
	const struct cl_loaded *o = st->old, *n = st->new;

	/* new side in its order, variants paired by layout; then what is gone */
	for (size_t i = 0; i < loaded__nr_records(n); i++) {
		const struct cl_record *rec = loaded__record(n, i);
		size_t first = loaded__find(n, rec->key), oi = loaded__find(o, rec->key);

		if (first != i)
			continue;
		if ((oi != CL_NONE && o->info[oi].next_same != CL_NONE) ||
		    n->info[i].next_same != CL_NONE) {
			pair_variants(st, rec->key, i, oi, all);
			continue;
		}
		add_struct(st, rec->key, oi, i, all);
	}
	for (size_t i = 0; i < loaded__nr_records(o); i++) {
		const struct cl_record *rec = loaded__record(o, i);

		if (loaded__find(o, rec->key) == i && loaded__find(n, rec->key) == CL_NONE)
			for (size_t oi = i; oi != CL_NONE; oi = o->info[oi].next_same)
				add_struct(st, rec->key, oi, CL_NONE, all);
	}
	compare_findings(st);
	group_step(st);
}

void diff__compute(struct cl_diff *d, struct cl_loaded **reports, size_t nr_reports,
		   const char *const *labels, bool all_structs)
{
	memset(d, 0, sizeof(*d));
	d->reports = reports;
	d->nr_reports = nr_reports;
	d->all_structs = all_structs;
	d->base_label = labels && labels[0] ? labels[0] : reports[0]->path;
	d->nr_steps = nr_reports - 1;
	d->steps = calloc(d->nr_steps + 1, sizeof(*d->steps));
	if (!d->steps)
		abort();
	for (size_t i = 0; i < d->nr_steps; i++) {
		struct cl_step *st = &d->steps[i];

		st->old = reports[i];
		st->new = reports[i + 1];
		st->label = labels && labels[i + 1] ? labels[i + 1] : reports[i + 1]->path;
		compute_step(st, all_structs);
	}
	d->total.old = reports[0];
	d->total.new = reports[nr_reports - 1];
	d->total.label = d->steps[d->nr_steps - 1].label;
	compute_step(&d->total, all_structs);
}

static void step_exit(struct cl_step *st)
{
	for (size_t i = 0; i < st->nr_structs; i++) {
		struct cl_struct_diff *sd = &st->structs[i];

		free(sd->moved);
		free(sd->role_changed);
		free(sd->added);
		free(sd->removed);
		free(sd->containers);
	}
	free(st->structs);
	for (size_t i = 0; i < st->nr_changes; i++)
		free(st->changes[i].pairs);
	free(st->changes);
	if (st->new_groups)
		fgroups__exit(st->new_groups);
	if (st->old_groups)
		fgroups__exit(st->old_groups);
	free(st->new_groups);
	free(st->old_groups);
	free(st->introduced);
	free(st->fixed);
}

void diff__exit(struct cl_diff *d)
{
	for (size_t i = 0; i < d->nr_steps; i++)
		step_exit(&d->steps[i]);
	step_exit(&d->total);
	free(d->steps);
}

size_t step__findings_of(const struct cl_step *s, const char *record, bool new_side)
{
	const struct cl_loaded *l = new_side ? s->new : s->old;
	size_t n = 0;

	for (size_t i = 0; i < loaded__nr_findings(l); i++)
		if (loaded__finding(l, i)->record && !strcmp(loaded__finding(l, i)->record, record))
			n++;
	return n;
}

static void usage(FILE *fp)
{
	fprintf(fp,
		"usage: cachelint diff [--format FMT] [--label TEXT]... [--all] [-o OUT]\n"
		"                      OLD.json NEW.json [NEWER.json...]\n"
		"  Per struct: fields moved to another cache line, size and cache-line count,\n"
		"  padding cost per instance and per container; findings introduced and fixed.\n"
		"  With more than two reports, each is compared with the one before (a patch\n"
		"  series); --label names each report in order (base first).\n"
		"  FMT: text (default), markdown, html, sarif, json; --title TEXT, --srcroot DIR\n"
		"  (positions and SARIF uris relative to it), --max-lines N (HTML rows),\n"
		"  --docs-url URL (SARIF rules' help), --no-layouts (text: findings only).\n"
		"  --mail: text as the kernel test robot's mail, in its words from\n"
		"  --author NAME, --base COMMIT, --compiler TEXT, --config FILE, --flags TEXT,\n"
		"  --reproduce LINE... and --trailer LINE... (ci/cachelint-series passes them).\n"
		"  Exit: 0 no new findings, 1 the last report has findings the first has not,\n"
		"  2 bad input.\n");
}

int cmd_diff(int argc, char **argv)
{
	struct cl_render_opts opts;
	const char **labels = calloc((size_t)argc + 1, sizeof(char *));
	struct cl_loaded **reports = calloc((size_t)argc + 1, sizeof(*reports));
	size_t nr_labels = 0, nr = 0;
	const char *out = NULL;
	bool all = false;
	struct cl_diff d;
	int rc = CL_EXIT_USAGE, code, taken;
	static const struct option options[] = {
		RENDER_OPTIONS,
		{ "help", no_argument, NULL, 'h' },
		{ "label", required_argument, NULL, 'l' },
		{ "all", no_argument, NULL, 'a' },
		{ "output", required_argument, NULL, 'o' },
		{ NULL, 0, NULL, 0 },
	};

	if (!labels || !reports)
		abort();
	render_opts__init(&opts);
	opts__reset();
	while ((code = getopt_long(argc, argv, OPTS_SHORT_PREFIX RENDER_SHORT "o:", options,
				   NULL)) != -1) {
		taken = render_opts__option(&opts, code, optarg, "diff");
		if (taken < 0)
			goto out;
		if (taken)
			continue;
		switch (code) {
		case 'l':
			labels[nr_labels++] = optarg;
			break;
		case 'a':
			all = true;
			break;
		case 'o':
			out = optarg;
			break;
		case 'h':
			usage(stdout);
			rc = CL_EXIT_CLEAN;
			goto out;
		default:
			opts__refused("diff", options, argv, code);
			usage(stderr);
			goto out;
		}
	}
	for (int i = optind; i < argc; i++) {
		char err[512];

		reports[nr] = loaded__open(argv[i], err, sizeof(err));
		if (!reports[nr]) {
			fprintf(stderr, "cachelint diff: %s\n", err);
			goto out;
		}
		nr++;
	}
	if (nr < 2) {
		fprintf(stderr, "cachelint diff: needs an old and a new report\n");
		usage(stderr);
		goto out;
	}
	if (nr_labels && nr_labels != nr)
		fprintf(stderr, "cachelint diff: %zu labels for %zu reports; labels are by position\n",
			nr_labels, nr);
	for (size_t i = 1; i < nr; i++)
		if (reports[i]->line_size != reports[0]->line_size)
			fprintf(stderr, "cachelint diff: warning: %s has line size %u, %s has %u\n",
				reports[i]->path, reports[i]->line_size, reports[0]->path,
				reports[0]->line_size);
	diff__compute(&d, reports, nr, labels, all);
	if (render__diff_to(out, &opts, &d))
		rc = CL_EXIT_USAGE;
	else
		rc = d.total.nr_introduced ? CL_EXIT_FINDINGS : CL_EXIT_CLEAN;
	diff__exit(&d);
out:
	for (size_t i = 0; i < nr; i++)
		loaded__close(reports[i]);
	free(reports);
	free(labels);
	return rc;
}
