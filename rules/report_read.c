// SPDX-License-Identifier: GPL-2.0
/*
 * Reads a JSON report (DESIGN.md schema) back into a unit and a finding list.
 * Lenient with keys it does not know (later versions add keys), strict with
 * known keys of the wrong type: a report that says "offset": "8" was not
 * written by cachelint and guessing would hide the real problem.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "file.h"
#include "report_read.h"
#include "settings.h"

struct reader {
	const char *path;
	char *err;
	size_t errlen;
	bool failed;
	struct cl_unit *unit;
};

static struct cl_settings default_settings;
static bool default_settings_ready;

static void reader__error(struct reader *r, const char *where, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void reader__error(struct reader *r, const char *where, const char *fmt, ...)
{
	char what[256];
	va_list ap;

	if (r->failed)
		return;
	r->failed = true;
	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	if (r->err && r->errlen)
		snprintf(r->err, r->errlen, "%s: %s%s%s", r->path, where, *where ? ": " : "", what);
}

static const char *type_name(enum cl_json_type t)
{
	switch (t) {
	case CL_JSON_NULL: return "null";
	case CL_JSON_BOOL: return "a boolean";
	case CL_JSON_NUMBER: return "a number";
	case CL_JSON_STRING: return "a string";
	case CL_JSON_ARRAY: return "an array";
	case CL_JSON_OBJECT: return "an object";
	}
	return "?";
}

/*
 * Typed lookups: absent (or null) -> false with no error; present with the
 * wrong type -> false and an error naming where and the key.
 */
static const struct cl_json *get_typed(struct reader *r, const struct cl_json *obj,
				       const char *where, const char *key,
				       enum cl_json_type want, const char *want_name)
{
	const struct cl_json *j = json__get(obj, key);

	if (!j || j->type == CL_JSON_NULL)
		return NULL;
	if (j->type != want) {
		char at[256];

		snprintf(at, sizeof(at), "%s%s\"%s\"", where, *where ? "." : "", key);
		reader__error(r, at, "expected %s, found %s", want_name, type_name(j->type));
		return NULL;
	}
	return j;
}

static const char *get_string(struct reader *r, const struct cl_json *obj,
			      const char *where, const char *key)
{
	const struct cl_json *j = get_typed(r, obj, where, key, CL_JSON_STRING, "a string");

	return j ? j->string : NULL;
}

static bool get_bool(struct reader *r, const struct cl_json *obj, const char *where,
		     const char *key, bool dflt)
{
	const struct cl_json *j = get_typed(r, obj, where, key, CL_JSON_BOOL, "a boolean");

	return j ? j->boolean : dflt;
}

/* A non-negative integer; returns false when absent or wrong. */
static bool get_uint(struct reader *r, const struct cl_json *obj, const char *where,
		     const char *key, uint64_t *out)
{
	const struct cl_json *j = get_typed(r, obj, where, key, CL_JSON_NUMBER, "a number");
	char at[256];

	if (!j)
		return false;
	if (j->number < 0 || j->number != floor(j->number) || j->number > 1.8e19) {
		snprintf(at, sizeof(at), "%s%s\"%s\"", where, *where ? "." : "", key);
		reader__error(r, at, "expected a non-negative integer, found %g", j->number);
		return false;
	}
	*out = (uint64_t)j->number;
	return true;
}

static bool need_uint(struct reader *r, const struct cl_json *obj, const char *where,
		      const char *key, uint64_t *out)
{
	if (get_uint(r, obj, where, key, out))
		return true;
	if (!r->failed)
		reader__error(r, where, "missing \"%s\"", key);
	return false;
}

static void read_pos(struct reader *r, const struct cl_json *obj, const char *where,
		     struct cl_pos *pos)
{
	const char *file = get_string(r, obj, where, "file");
	uint64_t v;

	if (file)
		pos->file = unit__intern(r->unit, file);
	if (get_uint(r, obj, where, "line", &v))
		pos->line = (unsigned int)v;
	if (get_uint(r, obj, where, "column", &v))
		pos->column = (unsigned int)v;
}

static bool read_role(struct reader *r, const struct cl_json *obj, const char *where,
		      const char *key, enum cl_role *role)
{
	const char *s = get_string(r, obj, where, key);

	*role = CL_ROLE_NONE;
	if (s && !role__parse(s, role)) {
		reader__error(r, where, "unknown role \"%s\"", s);
		return false;
	}
	return !r->failed;
}

static bool parse_origin(struct reader *r, const char *where, const char *s,
			 enum cl_origin *origin)
{
	*origin = CL_ORIGIN_NONE;
	if (!s || !*s || !strcmp(s, "none"))
		return true;
	if (!origin__parse(s, origin)) {
		reader__error(r, where, "unknown origin \"%s\"", s);
		return false;
	}
	return true;
}

/* "unions": [[union_id, branch], ...], written for fields inside unions. */
static void read_unions(struct reader *r, const struct cl_json *obj, const char *where,
			struct cl_field *f)
{
	const struct cl_json *u = get_typed(r, obj, where, "unions", CL_JSON_ARRAY, "an array");

	if (!u)
		return;
	for (size_t i = 0; i < u->nr && f->union_depth < CL_MAX_UNION_DEPTH; i++) {
		const struct cl_json *step = u->items[i];

		if (step->type != CL_JSON_ARRAY || step->nr != 2 ||
		    step->items[0]->type != CL_JSON_NUMBER ||
		    step->items[1]->type != CL_JSON_NUMBER) {
			reader__error(r, where, "\"unions\"[%zu]: expected [union_id, branch]", i);
			return;
		}
		f->unions[f->union_depth].union_id = (uint32_t)step->items[0]->number;
		f->unions[f->union_depth].branch = (uint32_t)step->items[1]->number;
		f->union_depth++;
	}
}

static void read_field(struct reader *r, struct cl_record *rec, const struct cl_json *jf,
		       const char *where)
{
	const char *name, *s;
	struct cl_field *f;
	uint64_t offset = 0, size = 0, v;

	if (jf->type != CL_JSON_OBJECT) {
		reader__error(r, where, "expected an object, found %s", type_name(jf->type));
		return;
	}
	name = get_string(r, jf, where, "name");
	if (!name) {
		if (!r->failed)
			reader__error(r, where, "missing \"name\"");
		return;
	}
	if (!need_uint(r, jf, where, "offset", &offset))
		return;
	if (!get_uint(r, jf, where, "size", &size) && r->failed)
		return;

	f = record__add_field(rec, name);
	if (!f) {
		reader__error(r, where, "out of memory");
		return;
	}
	f->bit_offset = offset * 8;
	f->bit_size = size * 8;
	if (get_uint(r, jf, where, "bit_offset", &v)) {
		f->bit_offset = v;
		f->is_bitfield = true;
	}
	if (get_uint(r, jf, where, "bit_size", &v)) {
		f->bit_size = v;
		f->is_bitfield = true;
	}
	if (!read_role(r, jf, where, "role", &f->role))
		return;
	if (!parse_origin(r, where, get_string(r, jf, where, "origin"), &f->origin))
		return;
	s = get_string(r, jf, where, "group");
	if (s)
		field__set_group(f, s);
	s = get_string(r, jf, where, "type");
	if (s)
		field__set_type(f, s);
	f->is_flexible = get_bool(r, jf, where, "flexible", false);
	f->is_atomic = get_bool(r, jf, where, "atomic", false);
	f->is_marker = get_bool(r, jf, where, "marker", false);
	read_unions(r, jf, where, f);
	read_pos(r, jf, where, &f->pos);
}

static void read_struct(struct reader *r, const struct cl_json *js, const char *where)
{
	const struct cl_json *fields;
	struct cl_record *rec;
	const char *name, *kind;
	uint64_t v;

	if (js->type != CL_JSON_OBJECT) {
		reader__error(r, where, "expected an object, found %s", type_name(js->type));
		return;
	}
	name = get_string(r, js, where, "name");
	if (!name) {
		if (!r->failed)
			reader__error(r, where, "missing \"name\"");
		return;
	}
	rec = unit__add_record(r->unit, name);
	if (!rec) {
		reader__error(r, where, "out of memory");
		return;
	}
	if (get_uint(r, js, where, "size", &v))
		rec->byte_size = v;
	if (get_uint(r, js, where, "align", &v))
		rec->byte_align = v;
	kind = get_string(r, js, where, "kind");
	rec->is_union = kind ? !strcmp(kind, "union") : !strncmp(name, "union ", 6);
	rec->is_union = get_bool(r, js, where, "is_union", rec->is_union);
	rec->ignore = get_bool(r, js, where, "ignore", false);
	rec->is_anonymous = get_bool(r, js, where, "anonymous", false);
	rec->has_errors = get_bool(r, js, where, "has_errors", false);
	read_pos(r, js, where, &rec->pos);

	fields = get_typed(r, js, where, "fields", CL_JSON_ARRAY, "an array");
	for (size_t i = 0; fields && i < fields->nr && !r->failed; i++) {
		char at[256];

		snprintf(at, sizeof(at), "%s.fields[%zu]", where, i);
		read_field(r, rec, fields->items[i], at);
	}
}

/* Two-element arrays of a finding: "fields", "origins", "offsets", ... */
static const struct cl_json *get_pair(struct reader *r, const struct cl_json *obj,
				      const char *where, const char *key)
{
	const struct cl_json *a = get_typed(r, obj, where, key, CL_JSON_ARRAY, "an array");

	if (a && (a->nr < 1 || a->nr > 2)) {
		reader__error(r, where, "\"%s\": expected 1 or 2 elements, found %zu", key, a->nr);
		return NULL;
	}
	return a;
}

static bool pair_item(struct reader *r, const struct cl_json *a, size_t i, const char *where,
		      const char *key, enum cl_json_type want, const struct cl_json **out)
{
	*out = NULL;
	if (!a || i >= a->nr || a->items[i]->type == CL_JSON_NULL)
		return true;
	if (a->items[i]->type != want) {
		reader__error(r, where, "\"%s\"[%zu]: expected %s, found %s", key, i,
			      type_name(want), type_name(a->items[i]->type));
		return false;
	}
	*out = a->items[i];
	return true;
}

/*
 * One pair: a finding of a report written before grouping, or one item of
 * a grouped finding's "pairs" (parent gives what the pair leaves out).
 */
static void read_pair(struct reader *r, struct cl_check *chk, const struct cl_json *jf,
		      const char *where, enum cl_rule rule, const char *record,
		      const struct cl_json *parent)
{
	const struct cl_json *names, *origins, *offsets, *sizes, *roles, *item;
	const char *s;
	struct cl_finding *f;
	uint64_t v;

	if (jf->type != CL_JSON_OBJECT) {
		reader__error(r, where, "expected an object, found %s", type_name(jf->type));
		return;
	}
	f = check__add(chk, rule, record ? record : "");
	if (!f) {
		reader__error(r, where, "out of memory");
		return;
	}
	f->fix_field = -1;
	if (parent) {
		if (get_uint(r, parent, where, "cacheline", &v))
			f->cacheline = v;
		if (get_uint(r, parent, where, "start_offset", &v))
			f->start_offset = v;
	}

	names = get_pair(r, jf, where, "fields");
	origins = get_pair(r, jf, where, "origins");
	offsets = get_pair(r, jf, where, "offsets");
	sizes = get_pair(r, jf, where, "sizes");
	roles = get_pair(r, jf, where, "roles");
	for (size_t i = 0; i < 2 && !r->failed; i++) {
		if (!pair_item(r, names, i, where, "fields", CL_JSON_STRING, &item))
			return;
		if (item) {
			f->names[i] = strdup(item->string);
			if (!f->names[i]) {
				reader__error(r, where, "out of memory");
				return;
			}
		}
		if (!pair_item(r, origins, i, where, "origins", CL_JSON_STRING, &item))
			return;
		if (item && !parse_origin(r, where, item->string, &f->origins[i]))
			return;
		if (!pair_item(r, roles, i, where, "roles", CL_JSON_STRING, &item))
			return;
		if (item && !role__parse(item->string, &f->roles[i])) {
			reader__error(r, where, "unknown role \"%s\"", item->string);
			return;
		}
		if (!pair_item(r, offsets, i, where, "offsets", CL_JSON_NUMBER, &item))
			return;
		if (item)
			f->byte_offsets[i] = item->number > 0 ? (uint64_t)item->number : 0;
		if (!pair_item(r, sizes, i, where, "sizes", CL_JSON_NUMBER, &item))
			return;
		if (item)
			f->byte_sizes[i] = item->number > 0 ? (uint64_t)item->number : 0;
	}
	if (get_uint(r, jf, where, "cacheline", &v))
		f->cacheline = v;
	if (get_uint(r, jf, where, "start_offset", &v))
		f->start_offset = v;
	if (get_uint(r, jf, where, "fix_field", &v) && v <= 1)
		f->fix_field = (int)v;
	read_pos(r, jf, where, &f->pos[0]);
	/* the other field's position, when the writer gives it */
	item = get_typed(r, jf, where, "note", CL_JSON_OBJECT, "an object");
	if (item)
		read_pos(r, item, where, &f->pos[1]);
	s = get_string(r, jf, where, "message");
	if (s)
		f->message = strdup(s);
	s = get_string(r, jf, where, "extra");
	if (s)
		f->extra = strdup(s);
}

/*
 * A finding: grouped (one per struct, line and rule, with its "pairs") or,
 * in a report written before grouping, one pair; both become pairs here,
 * and every reader groups them again, so old and new reports count alike.
 */
static void read_finding(struct reader *r, struct cl_check *chk, const struct cl_json *jf,
			 const char *where)
{
	const struct cl_json *pairs;
	const char *rule_name, *record;
	enum cl_rule rule;

	if (jf->type != CL_JSON_OBJECT) {
		reader__error(r, where, "expected an object, found %s", type_name(jf->type));
		return;
	}
	rule_name = get_string(r, jf, where, "rule");
	if (!rule_name) {
		if (!r->failed)
			reader__error(r, where, "missing \"rule\"");
		return;
	}
	if (!rule__parse(rule_name, &rule)) {
		reader__error(r, where, "unknown rule \"%s\"", rule_name);
		return;
	}
	record = get_string(r, jf, where, "struct");
	pairs = get_typed(r, jf, where, "pairs", CL_JSON_ARRAY, "an array");
	if (r->failed)
		return;
	if (!pairs) {
		read_pair(r, chk, jf, where, rule, record, NULL);
		return;
	}
	if (!pairs->nr) {
		reader__error(r, where, "\"pairs\": empty");
		return;
	}
	for (size_t i = 0; i < pairs->nr && !r->failed; i++) {
		char at[96];

		snprintf(at, sizeof(at), "%s.pairs[%zu]", where, i);
		read_pair(r, chk, pairs->items[i], at, rule, record, jf);
	}
}

struct cl_report *report__read(const char *path, char *err, size_t errlen)
{
	char jerr[200], scratch[1];
	struct reader r = { .path = path, .err = err, .errlen = errlen };
	const struct cl_json *structs, *findings;
	struct cl_report *report;
	const char *s;
	size_t len;
	uint64_t v;
	char *text;

	if (!err || !errlen) {
		err = scratch;
		errlen = sizeof(scratch);
		r.err = err;
		r.errlen = errlen;
	}
	err[0] = '\0';
	text = file__read(path, &len);
	if (!text) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return NULL;
	}
	report = calloc(1, sizeof(*report));
	if (!report) {
		free(text);
		snprintf(err, errlen, "%s: out of memory", path);
		return NULL;
	}
	report->path = strdup(path);
	report->root = json__parse(text, len, jerr, sizeof(jerr));
	free(text);
	if (!default_settings_ready) {
		settings__init(&default_settings);
		default_settings_ready = true;
	}
	check__init(&report->findings, &default_settings);
	if (!report->root) {
		snprintf(err, errlen, "%s: %s", path, jerr);
		goto fail;
	}
	if (report->root->type != CL_JSON_OBJECT) {
		reader__error(&r, "", "not a cachelint report (top level is %s, not an object)",
			      type_name(report->root->type));
		goto fail;
	}
	if (!json__get(report->root, "version") && !json__get(report->root, "structs")) {
		reader__error(&r, "", "not a cachelint report (no \"version\" and no \"structs\")");
		goto fail;
	}
	get_uint(&r, report->root, "", "version", &v);
	report->line_size = CL_LINE_SIZE_DEFAULT;
	if (get_uint(&r, report->root, "", "line_size", &v)) {
		if (!line_size__valid(v)) {
			reader__error(&r, "\"line_size\"", "%llu is not " CL_LINE_SIZE_WANTED,
				      (unsigned long long)v);
			goto fail;
		}
		report->line_size = (unsigned int)v;
	}
	s = get_string(&r, report->root, "", "tool");
	report->tool = s ? strdup(s) : NULL;
	s = get_string(&r, report->root, "", "source");
	report->source = s ? strdup(s) : NULL;
	if (r.failed)
		goto fail;

	report->unit = unit__new(report->source ? report->source : path);
	if (!report->unit) {
		snprintf(err, errlen, "%s: out of memory", path);
		goto fail;
	}
	r.unit = report->unit;
	structs = get_typed(&r, report->root, "", "structs", CL_JSON_ARRAY, "an array");
	for (size_t i = 0; structs && i < structs->nr && !r.failed; i++) {
		char at[64];

		snprintf(at, sizeof(at), "structs[%zu]", i);
		read_struct(&r, structs->items[i], at);
	}
	findings = get_typed(&r, report->root, "", "findings", CL_JSON_ARRAY, "an array");
	for (size_t i = 0; findings && i < findings->nr && !r.failed; i++) {
		char at[64];

		snprintf(at, sizeof(at), "findings[%zu]", i);
		read_finding(&r, &report->findings, findings->items[i], at);
	}
	if (r.failed)
		goto fail;
	report->accesses = (struct cl_json *)json__get(report->root, "accesses");
	return report;
fail:
	report__delete(report);
	return NULL;
}

void report__delete(struct cl_report *report)
{
	if (!report)
		return;
	check__exit(&report->findings);
	if (report->unit)
		unit__delete(report->unit);
	/* accesses points into root */
	json__delete(report->root);
	free(report->tool);
	free(report->source);
	free(report->path);
	free(report);
}
