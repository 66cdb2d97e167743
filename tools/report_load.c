// SPDX-License-Identifier: GPL-2.0
/* Loading a report for merge, diff and report; see report_load.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "report.h"
#include "file.h"
#include "report_load.h"

/* ---- source lines, for GCC's display columns ----------------------------- */

static const char *src_root;

struct src_text {
	char *file;			/* as the report names it */
	char *text;			/* NULL: not found */
	size_t *starts;			/* byte offset of each line */
	size_t nr_lines;
};

static struct src_text *src_texts;
static size_t nr_src_texts;

void loaded__set_srcroot(const char *dir)
{
	src_root = dir;
}

/* A source file's text, NULL if unreadable or not text. */
static char *slurp(const char *path)
{
	size_t len;
	char *text = file__read(path, &len);

	if (text && memchr(text, 0, len)) {	/* not a source file */
		free(text);
		return NULL;
	}
	return text;
}

static struct src_text *src_text(const char *near, const char *file)
{
	struct src_text *t;
	char path[8192];
	const char *slash;

	for (size_t i = 0; i < nr_src_texts; i++)
		if (!strcmp(src_texts[i].file, file))
			return &src_texts[i];
	src_texts = realloc(src_texts, (nr_src_texts + 1) * sizeof(*src_texts));
	if (!src_texts)
		abort();
	t = &src_texts[nr_src_texts++];
	memset(t, 0, sizeof(*t));
	t->file = strdup(file);
	if (!t->file)
		abort();
	/* --srcroot first: the series runner's worktree, not the user's tree it runs in */
	if (file[0] != '/' && src_root) {
		snprintf(path, sizeof(path), "%s/%s", src_root, file);
		t->text = slurp(path);
	}
	if (!t->text)
		t->text = slurp(file);
	/* the plugin writes a unit's report next to its object, usually the build folder */
	slash = near ? strrchr(near, '/') : NULL;
	if (!t->text && file[0] != '/' && slash) {
		snprintf(path, sizeof(path), "%.*s/%s", (int)(slash - near), near, file);
		t->text = slurp(path);
	}
	if (!t->text)
		return t;
	for (size_t off = 0;;) {
		const char *nl = strchr(t->text + off, '\n');

		if (!(t->nr_lines & (t->nr_lines + 1)) || !t->starts) {
			t->starts = realloc(t->starts, 2 * (t->nr_lines + 1) * sizeof(*t->starts));
			if (!t->starts)
				abort();
		}
		t->starts[t->nr_lines++] = off;
		if (!nl)
			break;
		off = (size_t)(nl - t->text) + 1;
	}
	return t;
}

const char *source__line_near(const char *near, const char *file, unsigned int line, size_t *len)
{
	struct src_text *t = file && *file ? src_text(near, file) : NULL;
	const char *s;

	if (!t || !t->text || !line || line > t->nr_lines)
		return NULL;
	s = t->text + t->starts[line - 1];
	*len = strcspn(s, "\n");
	if (*len && s[*len - 1] == '\r')
		(*len)--;
	return s;
}

const char *source__line(const struct cl_loaded *l, const char *file, unsigned int line,
			 size_t *len)
{
	return source__line_near(l ? l->path : NULL, file, line, len);
}

struct cl_pos pos__display_near(const char *near, const struct cl_pos *pos)
{
	struct cl_pos out = *pos;
	const char *s;
	size_t len;

	if (!pos->column)
		return out;
	s = source__line_near(near, pos->file, pos->line, &len);
	if (s)
		out.column = column__display(s, len, pos->column);
	return out;
}

bool report__byte_columns(const char *tool)
{
	/* libclang's and pahole's reports have GCC's columns; the plugin's, bytes */
	return !tool || (strcmp(tool, "libclang") && strcmp(tool, "pahole"));
}

unsigned int column__display(const char *line, size_t len, unsigned int byte_column)
{
	unsigned int display = 0;

	if (!byte_column || byte_column - 1 > len)
		return byte_column;
	for (size_t i = 0; i + 1 < byte_column; i++) {
		unsigned char ch = (unsigned char)line[i];

		if (ch == '\t')
			display = (display / 8 + 1) * 8;
		else if ((ch & 0xc0) != 0x80)
			display++;
	}
	return display + 1;
}

struct cl_pos loaded__display_pos(const struct cl_loaded *l, const struct cl_pos *pos)
{
	return l->byte_columns ? pos__display_near(l->path, pos) : *pos;
}

struct cl_pos loaded__warn_pos(const struct cl_loaded *l, const struct cl_finding *f, int side)
{
	size_t i = (size_t)(f - l->report->findings.findings);
	size_t rec = i < loaded__nr_findings(l) ? l->finding_rec[i] : CL_NONE;
	const char *name = f->names[side];
	const struct cl_field *m = NULL;

	if (rec != CL_NONE && name && strpbrk(name, ".["))
		m = record__member_for_path(loaded__record(l, rec), name);
	if (!m || !m->pos.file)
		return f->pos[side];
	return loaded__display_pos(l, &m->pos);
}

/* The findings' positions in display columns, once. */
static void display_findings(struct cl_loaded *l)
{
	struct cl_check *chk = &l->report->findings;

	for (size_t i = 0; i < chk->nr_findings; i++)
		for (int s = 0; s < 2; s++)
			chk->findings[i].pos[s] = loaded__display_pos(l, &chk->findings[i].pos[s]);
}

/*
 * Marks the fields that contain others: "arr[1]" and "arr" contain
 * "arr[1].f", "outer" contains "outer.inner".  Padding is what no leaf covers,
 * so a writer that lists an embedded array whole and element by element
 * still shows the padding inside the elements.
 */
static void mark_leaves(const struct cl_record *rec, bool *is_leaf)
{
	struct cl_index names;

	index__init(&names);
	for (size_t i = 0; i < rec->nr_fields; i++) {
		int added;

		index__insert(&names, rec->fields[i].name, strlen(rec->fields[i].name), i, &added);
		is_leaf[i] = true;
	}
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const char *name = rec->fields[i].name;

		for (const char *c = name; *c; c++) {
			struct cl_index_slot *s;

			if (*c != '.' && *c != '[')
				continue;
			s = index__find(&names, name, (size_t)(c - name));
			if (s && s->value != i)
				is_leaf[s->value] = false;
		}
	}
	index__exit(&names);
}

/*
 * Padding of a record: bytes no direct member covers, plus the padding
 * inside each embedded record times its instances.  Arrays are expanded in
 * the report only for one period of the line pattern, so the inside of an
 * array is counted from its element record, when the report has it.
 */
static uint64_t padding_of(struct cl_loaded *l, size_t idx)
{
	const struct cl_record *rec = l->report->unit->records[idx];
	struct cl_rinfo *info = &l->info[idx];
	uint64_t covered = 0, size = rec->byte_size, inner = 0;
	unsigned char *map;

	if (info->padding_state == 2)
		return info->padding_bytes;
	if (info->padding_state == 1)
		return 0;	/* a cycle in a broken report: count nothing */
	info->padding_state = 1;
	/* a record of many megabytes is no cache layout question; skip it */
	map = size && size <= (64u << 20) ? calloc((size + 7) / 8, 1) : NULL;
	for (size_t i = 0; map && i < rec->nr_fields; i++) {
		const struct cl_field *f = &rec->fields[i];
		uint64_t from = field__byte_offset(f), to = from + field__byte_size(f);

		if (!info->is_top[i])
			continue;
		if (to > size)
			to = size;
		for (uint64_t b = from; b < to; b++) {
			if (!(map[b / 8] & (1u << (b % 8)))) {
				map[b / 8] |= 1u << (b % 8);
				covered++;
			}
		}
		if (info->embeds && info->embeds[i]) {
			size_t sub = loaded__find(l, info->embeds[i]);

			if (sub != CL_NONE && sub != idx)
				inner += padding_of(l, sub) * (info->counts[i] ? info->counts[i] : 1);
		}
	}
	if (map)
		info->padding_bytes = size - covered + inner;
	free(map);
	info->padding_state = 2;
	return info->padding_bytes;
}

static void add_embed(struct cl_loaded *l, size_t rec, size_t field, const char *key,
		      uint64_t count)
{
	struct cl_index_slot *s;
	struct cl_embed *e;
	int added;

	if (!(l->nr_embeds & (l->nr_embeds - 1))) {
		l->embeds = realloc(l->embeds, (l->nr_embeds ? l->nr_embeds * 2 : 1) * sizeof(*e));
		if (!l->embeds)
			abort();
	}
	e = &l->embeds[l->nr_embeds];
	e->container = rec;
	e->field = field;
	e->record = key;
	e->count = count;
	if (!l->info[rec].embeds) {
		size_t n = l->report->unit->records[rec]->nr_fields;

		l->info[rec].embeds = calloc(n, sizeof(char *));
		l->info[rec].counts = calloc(n, sizeof(uint64_t));
		if (!l->info[rec].embeds || !l->info[rec].counts)
			abort();
	}
	l->info[rec].embeds[field] = key;
	l->info[rec].counts[field] = count;
	s = index__insert(&l->embedded, key, strlen(key), l->nr_embeds, &added);
	e->next = added ? CL_NONE : s->value;
	s->value = l->nr_embeds++;
}

static void read_embed(struct cl_loaded *l, size_t rec, size_t field, const struct cl_json *jf)
{
	const char *key = json__string(jf, "record");

	if (key && *key)
		add_embed(l, rec, field, key, (uint64_t)json__number(jf, "count", 0));
}

/* The field names of rec, one per line: what its members look like embedded. */
static void signature(const struct cl_record *rec, struct cl_buf *out)
{
	struct cl_printer p = printer__buf(out);

	for (size_t i = 0; i < rec->nr_fields; i++)
		printer__printf(&p, "%s\n", rec->fields[i].name);
}

/*
 * A report without "record" keys (written by another tool) still shows an
 * embedded struct by its expanded members, "arr[0].f" or "outer.f", right
 * after the aggregate: a record of the report with exactly those member
 * names (and, for an array, a size that divides the array's) is its type.
 */
static void infer_embeds(struct cl_loaded *l)
{
	const struct cl_unit *unit = l->report->unit;
	struct cl_index sigs;
	struct cl_buf b = { 0 };
	bool built = false;

	index__init(&sigs);
	for (size_t i = 0; i < unit->nr_records; i++) {
		const struct cl_record *rec = unit->records[i];

		for (size_t k = 0; k + 1 < rec->nr_fields; k++) {
			const struct cl_field *agg = &rec->fields[k];
			size_t len = strlen(agg->name), end;
			const char *next = rec->fields[k + 1].name;
			bool array = !strncmp(next, agg->name, len) && !strncmp(next + len, "[0].", 4);
			size_t skip = len + (array ? 4 : 1);
			struct cl_index_slot *s;
			const struct cl_record *sub;

			if (!l->info[i].is_top[k] || (l->info[i].embeds && l->info[i].embeds[k]))
				continue;
			if (!array && (strncmp(next, agg->name, len) || next[len] != '.'))
				continue;
			if (!built) {
				for (size_t r = 0; r < unit->nr_records; r++) {
					int added;

					b.len = 0;
					signature(unit->records[r], &b);
					if (b.len)
						index__insert(&sigs, b.data, b.len, r, &added);
				}
				built = true;
			}
			b.len = 0;
			for (end = k + 1; end < rec->nr_fields &&
			     !strncmp(rec->fields[end].name, next, skip); end++) {
				struct cl_printer p = printer__buf(&b);

				printer__printf(&p, "%s\n", rec->fields[end].name + skip);
			}
			s = b.len ? index__find(&sigs, b.data, b.len) : NULL;
			if (!s || s->value == i)
				continue;
			sub = unit->records[s->value];
			if (array && (!sub->byte_size || field__byte_size(agg) % sub->byte_size))
				continue;
			add_embed(l, i, k, sub->key, array ? field__byte_size(agg) / sub->byte_size : 0);
		}
	}
	buf__exit(&b);
	index__exit(&sigs);
}

/* merge's "variant" of a finding: the layout of its name it was found in */
static void read_finding_variants(struct cl_loaded *l)
{
	const struct cl_json *findings = json__get(l->report->root, "findings");
	size_t nr = l->report->findings.nr_findings, at = 0;

	if (!findings || findings->type != CL_JSON_ARRAY)
		return;
	l->finding_variant = calloc(nr + 1, sizeof(*l->finding_variant));
	if (!l->finding_variant)
		abort();
	/* a grouped finding was read as its pairs: each pair has the group's variant */
	for (size_t i = 0; i < findings->nr && at < nr; i++) {
		const struct cl_json *pairs = json__get(findings->items[i], "pairs");
		size_t n = pairs && pairs->type == CL_JSON_ARRAY && pairs->nr ? pairs->nr : 1;
		unsigned int v = (unsigned int)json__number(findings->items[i], "variant", 0);

		for (size_t k = 0; k < n && at < nr; k++)
			l->finding_variant[at++] = v;
	}
}

/*
 * Which pairs a fix-it can part: the writer names the grouped finding's
 * fix ("fix": the field started on the next line); the pairs it keeps do
 * not say it again, and the rules offer no fix for a pair without it.
 */
static void read_fixable(struct cl_loaded *l)
{
	const struct cl_json *findings = json__get(l->report->root, "findings");
	size_t nr = l->report->findings.nr_findings, at = 0;

	if (!findings || findings->type != CL_JSON_ARRAY)
		return;
	for (size_t i = 0; i < findings->nr && at < nr; i++) {
		const struct cl_json *pairs = json__get(findings->items[i], "pairs");
		size_t n = pairs && pairs->type == CL_JSON_ARRAY && pairs->nr ? pairs->nr : 1;
		bool fix = json__string(findings->items[i], "fix") != NULL;

		for (size_t k = 0; k < n && at < nr; k++, at++) {
			struct cl_finding *f = &l->report->findings.findings[at];

			if (fix && f->fix_field < 0 && f->names[1])
				f->fix_field = f->byte_offsets[1] > f->byte_offsets[0];
		}
	}
}

/* The extra keys merge writes (variants, units) sit in the raw JSON. */
static void read_extras(struct cl_loaded *l)
{
	const struct cl_json *structs = json__get(l->report->root, "structs");
	const struct cl_unit *unit = l->report->unit;

	l->notes = json__get(l->report->root, "notes");
	l->nr_units = (uint64_t)json__number(l->report->root, "units", 1);
	if (!structs || structs->type != CL_JSON_ARRAY || structs->nr != unit->nr_records)
		return;
	for (size_t i = 0; i < structs->nr; i++) {
		const struct cl_json *s = structs->items[i];
		const char *name = json__string(s, "name");
		const struct cl_json *vu = json__get(s, "variant_units");

		if (!name || strcmp(name, unit->records[i]->key))
			return;		/* not the reader's order: ignore the extras */
		l->info[i].variants = (unsigned int)json__number(s, "variants", 1);
		l->info[i].variant = (unsigned int)json__number(s, "variant", 0);
		l->info[i].units = (uint64_t)json__number(s, "units", 0);
		if (vu && vu->type == CL_JSON_ARRAY)
			l->info[i].variant_units = vu;
	}
	read_finding_variants(l);
	for (size_t i = 0; i < structs->nr; i++) {
		const struct cl_json *fields = json__get(structs->items[i], "fields");

		if (!fields || fields->type != CL_JSON_ARRAY ||
		    fields->nr != unit->records[i]->nr_fields)
			continue;
		for (size_t k = 0; k < fields->nr; k++)
			read_embed(l, i, k, fields->items[k]);
	}
}

/* The record of f's name that is merge's variant v, or CL_NONE. */
static size_t variant_record(const struct cl_loaded *l, const struct cl_finding *f,
			     unsigned int v)
{
	for (size_t i = f->record ? loaded__find(l, f->record) : CL_NONE; i != CL_NONE;
	     i = l->info[i].next_same)
		if (l->info[i].variant == v)
			return i;
	return CL_NONE;
}

struct cl_loaded *loaded__open(const char *path, char *err, size_t errlen)
{
	struct cl_report *r = report__read(path, err, errlen);
	struct cl_settings settings;
	struct cl_report_conf conf;
	struct cl_loaded *l;
	size_t nr;

	if (!r)
		return NULL;
	l = calloc(1, sizeof(*l));
	if (!l)
		abort();
	nr = r->unit->nr_records;
	l->info = calloc(nr ? nr : 1, sizeof(*l->info));
	if (!l->info)
		abort();
	l->report = r;
	l->path = r->path ? r->path : path;
	l->line_size = r->line_size ? r->line_size : 64;
	index__init(&l->by_name);
	index__init(&l->embedded);
	for (size_t i = nr; i-- > 0;) {
		const struct cl_record *rec = r->unit->records[i];
		struct cl_rinfo *info = &l->info[i];
		struct cl_index_slot *s;
		int added;

		info->variants = 1;
		info->is_leaf = calloc(rec->nr_fields ? rec->nr_fields : 1, sizeof(bool));
		info->is_top = calloc(rec->nr_fields ? rec->nr_fields : 1, sizeof(bool));
		if (!info->is_leaf || !info->is_top)
			abort();
		mark_leaves(rec, info->is_leaf);
		for (size_t k = 0; k < rec->nr_fields; k++)
			info->is_top[k] = !strpbrk(rec->fields[k].name, ".[");
		info->nr_lines = lines__count(rec->byte_size, l->line_size);
		for (size_t k = 0; k < rec->nr_fields; k++)
			if (rec->fields[k].role != CL_ROLE_NONE &&
			    origin__is_declared(rec->fields[k].origin))
				info->declared = true;
		/* walking backwards leaves the first record of a name in the index */
		s = index__insert(&l->by_name, rec->key, strlen(rec->key), i, &added);
		info->next_same = added ? CL_NONE : s->value;
		s->value = i;
	}
	read_extras(l);
	read_fixable(l);
	infer_embeds(l);
	for (size_t i = 0; i < nr; i++)
		padding_of(l, i);

	settings__init(&settings);
	settings.line_size = l->line_size;
	report_conf__init(&conf, &settings);
	for (size_t i = 0; i < r->findings.nr_findings; i++)
		if (!r->findings.findings[i].message)
			finding__format_message(&r->findings.findings[i], &conf);
	/* the writers ask "which findings are about this record" per record */
	l->finding_rec = malloc((r->findings.nr_findings + 1) * sizeof(size_t));
	if (!l->finding_rec)
		abort();
	for (size_t i = 0; i < r->findings.nr_findings; i++) {
		const struct cl_finding *f = &r->findings.findings[i];
		unsigned int v = l->finding_variant ? l->finding_variant[i] : 0;
		size_t at = v ? variant_record(l, f, v) : CL_NONE;

		l->finding_rec[i] = at != CL_NONE ? at : loaded__finding_record(l, f);
	}
	l->byte_columns = report__byte_columns(r->tool);
	display_findings(l);
	return l;
}

void loaded__close(struct cl_loaded *l)
{
	if (!l)
		return;
	for (size_t i = 0; i < l->report->unit->nr_records; i++) {
		free(l->info[i].is_leaf);
		free(l->info[i].is_top);
		free(l->info[i].embeds);
		free(l->info[i].counts);
	}
	free(l->info);
	index__exit(&l->by_name);
	index__exit(&l->embedded);
	free(l->embeds);
	free(l->finding_rec);
	free(l->finding_variant);
	report__delete(l->report);
	free(l);
}

size_t loaded__find(const struct cl_loaded *l, const char *key)
{
	struct cl_index_slot *s = index__find(&l->by_name, key, strlen(key));

	return s ? s->value : CL_NONE;
}

size_t loaded__first_embed(const struct cl_loaded *l, const char *key)
{
	struct cl_index_slot *s = index__find(&l->embedded, key, strlen(key));

	return s ? s->value : CL_NONE;
}

size_t record__field_index(const struct cl_record *rec, const char *name)
{
	if (!name)
		return CL_NONE;
	for (size_t i = 0; i < rec->nr_fields; i++)
		if (!strcmp(rec->fields[i].name, name))
			return i;
	return CL_NONE;
}

static bool same_pos(const struct cl_pos *a, const struct cl_pos *b)
{
	return a->file && b->file && a->line == b->line && !strcmp(a->file, b->file);
}

/* How well rec holds the finding's fields: each at its offset, and where it was declared. */
static unsigned int fit(const struct cl_record *rec, const struct cl_finding *f)
{
	unsigned int score = 0;

	for (int side = 0; side < 2 && f->names[side]; side++) {
		size_t k = record__field_index(rec, f->names[side]);

		if (k == CL_NONE)
			return 0;
		if (field__byte_offset(&rec->fields[k]) != f->byte_offsets[side])
			return 0;
		score += 1 + same_pos(&rec->fields[k].pos, &f->pos[side]);
	}
	return score;
}

size_t loaded__finding_record(const struct cl_loaded *l, const struct cl_finding *f)
{
	size_t first = f->record ? loaded__find(l, f->record) : CL_NONE, best = first;
	unsigned int best_fit = 0;

	if (first == CL_NONE || l->info[first].next_same == CL_NONE)
		return first;
	/* one name, several layouts: the one with both fields, declared where it says */
	for (size_t i = first; i != CL_NONE; i = l->info[i].next_same) {
		unsigned int s = fit(loaded__record(l, i), f);

		if (s > best_fit) {
			best_fit = s;
			best = i;
		}
	}
	return best;
}

bool finding__names(const struct cl_finding *f, const char *field)
{
	return (f->names[0] && !strcmp(f->names[0], field)) ||
	       (f->names[1] && !strcmp(f->names[1], field));
}

char *finding__key(const struct cl_finding *f)
{
	const char *a = f->names[0] ? f->names[0] : "", *b = f->names[1] ? f->names[1] : "";
	size_t len;
	char *key;

	/* the pair is unordered: the same two fields after a move are the same finding */
	if (strcmp(a, b) > 0) {
		const char *t = a;

		a = b;
		b = t;
	}
	len = strlen(rule__name(f->rule)) + strlen(f->record ? f->record : "") +
	      strlen(a) + strlen(b) + 4;
	key = malloc(len);
	if (!key)
		abort();
	snprintf(key, len, "%s\n%s\n%s\n%s", rule__name(f->rule), f->record ? f->record : "", a, b);
	return key;
}
