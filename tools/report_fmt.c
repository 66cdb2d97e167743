// SPDX-License-Identifier: GPL-2.0
/* Options, dispatch and shared helpers of the report writers; see report_fmt.h. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "report_fmt.h"
#include "report_json.h"

/* --srcroot: positions under it are shown relative to it */
static const char *display_root;

void render_opts__init(struct cl_render_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->format = CL_FMT_TEXT;
	o->layouts = true;
	o->max_lines = 256;
	o->max_fields = 48;
}

bool format__parse(const char *s, enum cl_format *fmt)
{
	static const struct { const char *name; enum cl_format fmt; } names[] = {
		{ "text", CL_FMT_TEXT }, { "markdown", CL_FMT_MARKDOWN }, { "md", CL_FMT_MARKDOWN },
		{ "html", CL_FMT_HTML }, { "sarif", CL_FMT_SARIF }, { "json", CL_FMT_JSON },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(s, names[i].name)) {
			*fmt = names[i].fmt;
			return true;
		}
	return false;
}

int render_opts__option(struct cl_render_opts *o, int code, const char *value, const char *cmd)
{
	unsigned long v;
	char *end;

	switch (code) {
	case 'f':
		if (!format__parse(value, &o->format)) {
			fprintf(stderr, "cachelint %s: unknown format '%s' "
				"(text, markdown, html, sarif, json)\n", cmd, value);
			return -1;
		}
		return 1;
	case RENDER_OPT_TITLE:
		o->title = value;
		return 1;
	case RENDER_OPT_SRCROOT:
		o->srcroot = value;
		loaded__set_srcroot(value);
		return 1;
	case RENDER_OPT_DOCS_URL:
		o->docs_url = value;
		return 1;
	case RENDER_OPT_MAX_LINES:
		v = strtoul(value, &end, 10);
		if (*end || !v || v > 100000) {
			fprintf(stderr, "cachelint %s: bad --max-lines '%s'\n", cmd, value);
			return -1;
		}
		o->max_lines = (unsigned int)v;
		return 1;
	case RENDER_OPT_AUTHOR:
		o->mail_author = value;
		return 1;
	case RENDER_OPT_BASE:
		o->mail_base = value;
		return 1;
	case RENDER_OPT_COMPILER:
		o->mail_compiler = value;
		return 1;
	case RENDER_OPT_CONFIG:
		o->mail_config = value;
		return 1;
	case RENDER_OPT_FLAGS:
		o->mail_flags = value;
		return 1;
	case RENDER_OPT_REPRODUCE:
		if (o->nr_reproduce < 32)
			o->mail_reproduce[o->nr_reproduce++] = value;
		return 1;
	case RENDER_OPT_TRAILER:
		if (o->nr_trailers < 8)
			o->mail_trailers[o->nr_trailers++] = value;
		return 1;
	case RENDER_OPT_MAIL:
		o->mail = true;
		return 1;
	case RENDER_OPT_NO_LAYOUTS:
		o->layouts = false;
		return 1;
	}
	return 0;
}

static int flush_to(const char *out, struct cl_buf *buf)
{
	FILE *fp = stdout;
	int ok;

	if (out && strcmp(out, "-")) {
		fp = fopen(out, "w");
		if (!fp) {
			fprintf(stderr, "cachelint: cannot write %s: %s\n", out, strerror(errno));
			return -1;
		}
	}
	ok = fwrite(buf->data ? buf->data : "", 1, buf->len, fp) == buf->len;
	ok = (fp == stdout ? fflush(fp) : fclose(fp)) == 0 && ok;
	if (!ok)
		fprintf(stderr, "cachelint: cannot write %s: %s\n", out ? out : "stdout",
			strerror(errno));
	return ok ? 0 : -1;
}

/*
 * Plain text for a mail: no line wider than TEXT_COLUMNS (a tab to the next
 * multiple of 8).  A longer line is broken at its last space that fits,
 * and goes on indented as it started plus four spaces, so a warning's
 * field list reads as one paragraph; a word wider than the line stays whole.
 */
#define TEXT_COLUMNS 99

static size_t width_to(const char *s, size_t n)
{
	size_t w = 0;

	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\t')
			w = (w / 8 + 1) * 8;
		else if ((c & 0xc0) != 0x80)
			w++;
	}
	return w;
}

static void wrap_line(struct cl_buf *out, const char *s, size_t n)
{
	struct cl_printer p = printer__buf(out);
	const char *line = s;
	size_t lead = strspn(s, " \t"), lead_w;
	bool first = true;

	const char *role;

	if (lead > n)
		lead = n;
	lead_w = width_to(s, lead) + 4;
	/* a layout line goes on under its role, after the offset and size comment */
	role = memmem(s, n, " */ ", 4);
	if (role && width_to(s, (size_t)(role - s) + 4) < TEXT_COLUMNS / 2)
		lead_w = width_to(s, (size_t)(role - s) + 4);
	while (n) {
		size_t cut = n, head_w = first ? 0 : lead_w;

		if (head_w + width_to(s, n) > TEXT_COLUMNS) {
			size_t best = 0;

			for (size_t i = first ? lead + 1 : 1; i < n; i++) {
				if (s[i] != ' ')
					continue;
				if (head_w + width_to(s, i) > TEXT_COLUMNS) {
					if (!best)
						best = i;	/* a long word: break after it */
					break;
				}
				best = i;
			}
			if (best)
				cut = best;
		}
		if (!first)
			printer__printf(&p, "%.*s%*s", (int)lead, line,
					(int)(lead_w - width_to(line, lead)), "");
		printer__printf(&p, "%.*s\n", (int)cut, s);
		s += cut;
		n -= cut;
		while (n && *s == ' ') {
			s++;
			n--;
		}
		first = false;
	}
}

/* buf's text with every line wrapped to TEXT_COLUMNS */
static void wrap_text(struct cl_buf *buf)
{
	struct cl_buf out = { 0 };
	struct cl_printer p = printer__buf(&out);
	const char *s = buf->data ? buf->data : "";
	size_t len = buf->len;

	while (len) {
		const char *nl = memchr(s, '\n', len);
		size_t n = nl ? (size_t)(nl - s) : len;

		if (!n)
			printer__printf(&p, "\n");
		else if (*s == TEXT_NOWRAP)	/* source and patch lines stay as they are */
			printer__printf(&p, "%.*s\n", (int)n - 1, s + 1);
		else
			wrap_line(&out, s, n);
		if (!nl) {
			/* no newline at the end: keep it so */
			if (out.len && out.data[out.len - 1] == '\n')
				out.len--;
			break;
		}
		s += n + 1;
		len -= n + 1;
	}
	buf__exit(buf);
	*buf = out;
}

int render__report_to(const char *out, const struct cl_render_opts *o,
		      const struct cl_loaded *l, const struct cl_loaded *baseline)
{
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);
	struct cl_loaded *pair[2] = { (struct cl_loaded *)baseline, (struct cl_loaded *)l };
	struct cl_diff d;
	int rc;

	display_root = o->srcroot;
	switch (o->format) {
	case CL_FMT_TEXT:
		text__report(&p, o, l);
		wrap_text(&buf);
		break;
	case CL_FMT_MARKDOWN:
		md__report(&p, o, l);
		break;
	case CL_FMT_HTML:
		html__report(&p, o, l);
		break;
	case CL_FMT_SARIF:
		if (baseline) {
			diff__compute(&d, pair, 2, NULL, false);
			sarif__write(&p, o, l, &d.total);
			diff__exit(&d);
		} else {
			sarif__write(&p, o, l, NULL);
		}
		break;
	case CL_FMT_JSON:
		json__print_pretty(&p, l->report->root, 0);
		printer__printf(&p, "\n");
		break;
	}
	rc = flush_to(out, &buf);
	buf__exit(&buf);
	return rc;
}

int render__diff_to(const char *out, const struct cl_render_opts *o, const struct cl_diff *d)
{
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);
	int rc;

	display_root = o->srcroot;
	switch (o->format) {
	case CL_FMT_TEXT:
		text__diff(&p, o, d);
		wrap_text(&buf);
		break;
	case CL_FMT_MARKDOWN:
		md__diff(&p, o, d);
		break;
	case CL_FMT_HTML:
		html__diff(&p, o, d);
		break;
	case CL_FMT_SARIF:
		sarif__write(&p, o, d->total.new, &d->total);
		break;
	case CL_FMT_JSON:
		jsonout__diff(&p, o, d);
		break;
	}
	rc = flush_to(out, &buf);
	buf__exit(&buf);
	return rc;
}


static const char *display_file(const char *file)
{
	size_t n = display_root ? strlen(display_root) : 0;

	while (n > 1 && display_root[n - 1] == '/')
		n--;
	if (n && !strncmp(file, display_root, n) && file[n] == '/')
		return file + n + 1;
	return file;
}

void pos__print(const struct cl_printer *p, const struct cl_pos *pos)
{
	const char *file = pos->file ? display_file(pos->file) : NULL;

	if (!file || !*file)
		printer__printf(p, "?");
	else if (pos->column)
		printer__printf(p, "%s:%u:%u", file, pos->line, pos->column);
	else if (pos->line)
		printer__printf(p, "%s:%u", file, pos->line);
	else
		printer__printf(p, "%s", file);
}

size_t loaded__findings_of(const struct cl_loaded *l, size_t rec, const struct cl_finding **out,
			   size_t max)
{
	size_t n = 0;

	for (size_t i = 0; i < loaded__nr_findings(l); i++) {
		if (l->finding_rec[i] != rec)
			continue;
		if (n < max)
			out[n] = loaded__finding(l, i);
		n++;
	}
	return n;
}

void delta__print(const struct cl_printer *p, uint64_t a, uint64_t b, const char *unit)
{
	long long d = (long long)b - (long long)a;

	const char *sp = *unit ? " " : "";

	size_t ulen = strlen(unit);

	/* "1 cache line", not "1 cache lines" */
	if (a == b)
		printer__printf(p, "%llu%s%.*s", (unsigned long long)a, sp,
				(int)(a == 1 && ulen && unit[ulen - 1] == 's' ? ulen - 1 : ulen), unit);
	else
		printer__printf(p, "%llu -> %llu%s%s (%+lld)", (unsigned long long)a,
				(unsigned long long)b, sp, unit, d);
}

void rules__summary(const struct cl_printer *p, const struct cl_finding *const *f, size_t nr)
{
	bool first = true;

	for (int r = 0; r < CL_RULE__COUNT; r++) {
		size_t n = 0;

		for (size_t i = 0; i < nr; i++)
			n += f[i]->rule == (enum cl_rule)r;
		if (!n)
			continue;
		printer__printf(p, "%s%zu %s", first ? "" : ", ", n, rule__name((enum cl_rule)r));
		first = false;
	}
}

/*
 * The field's part of a finding line: "<- false-sharing with 'limit'", one
 * mark per rule with the partners of its pairs, so that a field of a line
 * with five partners keeps a line a reader can take in.
 */
#define MARK_PARTNERS 2

static void mark_findings(const struct cl_printer *p, const struct cl_finding *const *fs,
			  size_t nr, const char *name)
{
	for (int r = 0; r < CL_RULE__COUNT; r++) {
		size_t partners = 0;
		bool marked = false;

		for (size_t i = 0; i < nr; i++) {
			const struct cl_finding *f = fs[i];

			if (f->rule != (enum cl_rule)r || !finding__names(f, name))
				continue;
			if (!f->names[1]) {	/* straddle: one mark per finding */
				printer__printf(p, "  <- %s", rule__name(f->rule));
				continue;
			}
			if (!marked)
				printer__printf(p, "  <- %s with", rule__name(f->rule));
			marked = true;
			if (partners++ < MARK_PARTNERS)
				printer__printf(p, "%s '%s'", partners > 1 ? "," : "",
						strcmp(f->names[0], name) ? f->names[0] : f->names[1]);
		}
		if (partners > MARK_PARTNERS)
			printer__printf(p, " and %zu more", partners - MARK_PARTNERS);
	}
}

void layout__print(const struct cl_printer *p, const struct cl_render_opts *o,
		   const struct cl_loaded *l, size_t rec_idx, const char *prefix)
{
	const struct cl_record *rec = loaded__record(l, rec_idx);
	const struct cl_rinfo *info = &l->info[rec_idx];
	const struct cl_finding *fs[64];
	size_t nr_fs = loaded__findings_of(l, rec_idx, fs, 64);
	uint64_t line = 0, end = 0, agg_end = 0;
	size_t shown = 0;

	int name_w = 16;

	if (nr_fs > 64)
		nr_fs = 64;
	/* names as wide as the record needs, so that the marks fit a mail's line */
	for (size_t i = 0; i < rec->nr_fields; i++)
		if ((info->is_leaf[i] || rec->fields[i].role) && (int)strlen(rec->fields[i].name) > name_w)
			name_w = (int)strlen(rec->fields[i].name);
	if (name_w > 32)
		name_w = 32;
	printer__printf(p, "%s%s {", prefix, rec->key);
	printer__printf(p, "%*s/* size: %llu, cachelines: %llu", rec->key[0] ? 1 : 0, "",
			(unsigned long long)rec->byte_size, (unsigned long long)info->nr_lines);
	if (info->variants > 1)
		printer__printf(p, ", variant %u of %u", info->variant, info->variants);
	printer__printf(p, " */\n");
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *f = &rec->fields[i];
		uint64_t off = field__byte_offset(f), size = field__byte_size(f);

		/*
		 * aggregates are shown by their members; an array's elements are
		 * expanded for one period of the line pattern only, so the rest of
		 * the array is no hole
		 */
		if (info->counts && info->counts[i] && off + size > agg_end)
			agg_end = off + size;
		if (!info->is_leaf[i] && !f->role)
			continue;
		if (shown >= o->max_fields) {
			printer__printf(p, "%s\t/* ... %zu more fields */\n", prefix,
					rec->nr_fields - i);
			break;
		}
		if (off > end && off > agg_end && info->is_leaf[i])
			printer__printf(p, "%s\t/* XXX %llu bytes hole */\n", prefix,
					(unsigned long long)(off - end));
		if (off / l->line_size > line + 1) {
			/* lines with nothing listed on them (an array's unexpanded tail) */
			printer__printf(p, "%s\t/* --- cachelines %llu-%llu (bytes %llu-%llu) --- */\n",
					prefix, (unsigned long long)(line + 1),
					(unsigned long long)(off / l->line_size - 1),
					(unsigned long long)((line + 1) * l->line_size),
					(unsigned long long)((off / l->line_size) * l->line_size - 1));
			line = off / l->line_size - 1;
		}
		if (off / l->line_size > line) {
			line = off / l->line_size;
			printer__printf(p, "%s\t/* --- cacheline %llu boundary (%llu bytes) --- */\n",
					prefix, (unsigned long long)line,
					(unsigned long long)(line * l->line_size));
		}
		printer__printf(p, "%s\t%-*s /* %5llu %5llu */", prefix, name_w, f->name,
				(unsigned long long)off, (unsigned long long)size);
		if (f->role)
			printer__printf(p, " %s (%s%s%s)", role__words(f->role), origin__name(f->origin),
					f->group ? " " : "", f->group ? f->group : "");
		mark_findings(p, fs, nr_fs, f->name);
		printer__printf(p, "\n");
		if (info->is_leaf[i] && off + size > end)
			end = off + size;
		shown++;
	}
	if (agg_end > end)
		end = agg_end;
	if (end < rec->byte_size && shown < o->max_fields)
		printer__printf(p, "%s\t/* padding: %llu */\n", prefix,
				(unsigned long long)(rec->byte_size - end));
	printer__printf(p, "%s};\n", prefix);
}

/*
 * The findings one layout problem makes: the rules' grouping, run per
 * variant record, so that two layouts of one name never share a group.
 */
static int fgroup_cmp(const void *a, const void *b)
{
	const struct cl_fgroup *x = a, *y = b;

	return x->first < y->first ? -1 : x->first > y->first;
}

static void fgroups__add_rec(struct cl_fgroups *out, size_t *alloc, const struct cl_loaded *l,
			     const struct cl_finding *const *fs, size_t nr, size_t rec, bool *done)
{
	const struct cl_finding *base = l->report->findings.findings;
	struct cl_check tmp = { 0 };
	size_t *map = calloc(nr + 1, sizeof(*map));
	struct cl_grouping g;
	struct cl_settings settings;
	struct cl_report_conf conf;

	tmp.findings = calloc(nr + 1, sizeof(*tmp.findings));
	if (!map || !tmp.findings)
		abort();
	for (size_t i = 0; i < nr; i++) {
		if (done[i] || l->finding_rec[fs[i] - base] != rec)
			continue;
		done[i] = true;
		map[tmp.nr_findings] = i;
		tmp.findings[tmp.nr_findings++] = *fs[i];	/* shallow: names stay the report's */
	}
	settings__init(&settings);
	settings.line_size = l->line_size;
	report_conf__init(&conf, &settings);
	grouping__build(&g, &tmp, l->line_size, false);
	for (size_t k = 0; k < g.nr_groups; k++) {
		struct cl_group *gr = &g.groups[k];
		struct cl_fgroup *fg;

		if (out->nr == *alloc) {
			*alloc = *alloc ? 2 * *alloc : 16;
			out->groups = realloc(out->groups, *alloc * sizeof(*out->groups));
			if (!out->groups)
				abort();
		}
		fg = &out->groups[out->nr++];
		memset(fg, 0, sizeof(*fg));
		fg->rec = rec;
		fg->rule = gr->rule;
		fg->first = map[gr->pairs[0]];
		fg->nr_pairs = gr->nr_pairs;
		fg->pairs = calloc(gr->nr_pairs + 1, sizeof(*fg->pairs));
		fg->fields = calloc(gr->nr_fields + 1, sizeof(*fg->fields));
		if (!fg->pairs || !fg->fields)
			abort();
		for (size_t i = 0; i < gr->nr_pairs; i++)
			fg->pairs[i] = fs[map[gr->pairs[i]]];
		for (size_t i = 0; i < gr->nr_fields; i++) {
			fg->fields[i].f = fs[map[gr->fields[i].pair]];
			fg->fields[i].side = gr->fields[i].pair_side;
			fg->fields[i].group_side = gr->fields[i].side;
		}
		fg->nr_fields = gr->nr_fields;
		for (unsigned int x = 0; x < CL_GROUP_MAX_FIXES && gr->fix >= 0; x++) {
			int idx = gr->nr_fixes ? (x < gr->nr_fixes ? gr->fixes[x] : -1) : (x ? -1 : gr->fix);

			if (idx < 0)
				break;
			fg->fixes[fg->nr_fixes].f = fs[map[gr->fields[idx].pair]];
			fg->fixes[fg->nr_fixes].side = gr->fields[idx].pair_side;
			fg->fixes[fg->nr_fixes++].group_side = gr->fields[idx].side;
		}
		if (gr->fix >= 0) {
			struct cl_buf fb = { 0 };

			group__format_fix(&tmp, gr, &conf, &fb);
			fg->fix_note = fb.data;	/* NULL when it said nothing */
		}
		/* one pair keeps the words the report has; a group gets the plugin's */
		if (gr->nr_pairs == 1) {
			fg->message = strdup(fg->pairs[0]->message ? fg->pairs[0]->message : "");
		} else {
			group__format_message(gr, &tmp, &conf);
			fg->message = gr->message;
			gr->message = NULL;
		}
	}
	grouping__exit(&g);
	free(tmp.findings);
	free(map);
}

void fgroups__build(struct cl_fgroups *out, const struct cl_loaded *l,
		    const struct cl_finding *const *fs, size_t nr)
{
	bool *done = calloc(nr + 1, sizeof(*done));
	const struct cl_finding *base = l->report->findings.findings;
	size_t alloc = 0;

	memset(out, 0, sizeof(*out));
	if (!done)
		abort();
	for (size_t i = 0; i < nr; i++)
		if (!done[i])
			fgroups__add_rec(out, &alloc, l, fs, nr, l->finding_rec[fs[i] - base], done);
	if (out->nr)
		qsort(out->groups, out->nr, sizeof(*out->groups), fgroup_cmp);
	out->firsts = calloc(out->nr + 1, sizeof(*out->firsts));
	if (!out->firsts)
		abort();
	for (size_t i = 0; i < out->nr; i++)
		out->firsts[i] = out->groups[i].pairs[0];
	free(done);
}

void fgroups__exit(struct cl_fgroups *g)
{
	for (size_t i = 0; i < g->nr; i++) {
		free(g->groups[i].pairs);
		free(g->groups[i].fields);
		free(g->groups[i].message);
		free(g->groups[i].fix_note);
	}
	free(g->groups);
	free(g->firsts);
	memset(g, 0, sizeof(*g));
}

size_t fgroups__nr_structs(const struct cl_fgroups *g)
{
	size_t n = 0;

	for (size_t i = 0; i < g->nr; i++) {
		bool seen = false;

		for (size_t k = 0; k < i && !seen; k++)
			seen = g->groups[k].rec == g->groups[i].rec &&
			       (g->groups[i].rec != CL_NONE ||
				!strcmp(g->groups[k].pairs[0]->record, g->groups[i].pairs[0]->record));
		n += !seen;
	}
	return n;
}

void fmt__uri_chars(const struct cl_printer *p, const char *path)
{
	for (const unsigned char *c = (const unsigned char *)path; *c; c++) {
		if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
		    strchr("/-._~+,", *c))
			printer__printf(p, "%c", *c);
		else
			printer__printf(p, "%%%02X", *c);
	}
}
