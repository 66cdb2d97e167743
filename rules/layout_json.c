// SPDX-License-Identifier: GPL-2.0
/* The unflattened layout model in JSON, written by the plugin, read by cachelint infer. */
#include <stdio.h>
#include <string.h>

#include "json.h"
#include "layout_json.h"
#include "report.h"

static void print_string_key(const struct cl_printer *p, const char *key, const char *s)
{
	printer__printf(p, ", \"%s\": ", key);
	json__print_string(p, s);
}

static void print_pos(const struct cl_printer *p, const struct cl_pos *pos)
{
	if (!pos->file)
		return;
	print_string_key(p, "file", pos->file);
	printer__printf(p, ", \"line\": %u, \"column\": %u", pos->line, pos->column);
}

static void print_field(const struct cl_printer *p, const struct cl_field *f)
{
	printer__printf(p, "{\"name\": ");
	json__print_string(p, f->name);
	printer__printf(p, ", \"bit_offset\": %llu, \"bit_size\": %llu",
			(unsigned long long)f->bit_offset, (unsigned long long)f->bit_size);
	if (f->type_name)
		print_string_key(p, "type", f->type_name);
	if (f->record_key)
		print_string_key(p, "record", f->record_key);
	if (f->array_count)
		printer__printf(p, ", \"count\": %llu", (unsigned long long)f->array_count);
	if (f->is_bitfield)
		printer__printf(p, ", \"bitfield\": true");
	if (f->is_flexible)
		printer__printf(p, ", \"flexible\": true");
	if (f->is_atomic)
		printer__printf(p, ", \"atomic\": true");
	if (f->is_marker)
		printer__printf(p, ", \"marker\": true");
	if (f->role != CL_ROLE_NONE)
		printer__printf(p, ", \"role\": \"%s\", \"origin\": \"%s\"", role__name(f->role),
				origin__name(f->origin));
	if (f->group)
		print_string_key(p, "group", f->group);
	if (f->union_depth) {
		printer__printf(p, ", \"unions\": [");
		for (unsigned int i = 0; i < f->union_depth; i++)
			printer__printf(p, "%s[%u, %u]", i ? ", " : "", f->unions[i].union_id,
					f->unions[i].branch);
		printer__printf(p, "]");
	}
	print_pos(p, &f->pos);
	printer__printf(p, "}");
}

void layout__print_record(const struct cl_printer *p, const struct cl_record *rec, int indent)
{
	printer__printf(p, "%*s{\"name\": ", indent, "");
	json__print_string(p, rec->key);
	printer__printf(p, ", \"size\": %llu, \"align\": %llu",
			(unsigned long long)rec->byte_size, (unsigned long long)rec->byte_align);
	if (rec->is_union)
		printer__printf(p, ", \"union\": true");
	if (rec->is_anonymous)
		printer__printf(p, ", \"anonymous\": true");
	if (rec->ignore)
		printer__printf(p, ", \"ignore\": true");
	print_pos(p, &rec->pos);
	printer__printf(p, ", \"fields\": [");
	for (size_t i = 0; i < rec->nr_fields; i++) {
		printer__printf(p, "%s", i ? ", " : "");
		print_field(p, &rec->fields[i]);
	}
	printer__printf(p, "]}");
}

static bool flag(const struct cl_json *o, const char *key)
{
	const struct cl_json *v = json__get(o, key);

	return v && v->type == CL_JSON_BOOL && v->boolean;
}

static void read_pos(struct cl_unit *unit, const struct cl_json *o, struct cl_pos *pos)
{
	const char *file = json__string(o, "file");

	if (!file)
		return;
	pos->file = unit__intern(unit, file);
	pos->line = (unsigned int)json__number(o, "line", 0);
	pos->column = (unsigned int)json__number(o, "column", 0);
}

static bool read_field(struct cl_unit *unit, struct cl_record *rec, const struct cl_json *o,
		       const char *at, size_t i, char *err, size_t errlen)
{
	const char *name = json__string(o, "name"), *s;
	const struct cl_json *unions = json__get(o, "unions");
	struct cl_field *f;

	if (o->type != CL_JSON_OBJECT || !name || json__number(o, "bit_offset", -1) < 0) {
		snprintf(err, errlen, "%s.fields[%zu]: expected {\"name\", \"bit_offset\", ...}",
			 at, i);
		return false;
	}
	f = record__add_field(rec, name);
	f->bit_offset = (uint64_t)json__number(o, "bit_offset", 0);
	f->bit_size = (uint64_t)json__number(o, "bit_size", 0);
	if ((s = json__string(o, "type")))
		field__set_type(f, s);
	if ((s = json__string(o, "record")))
		field__set_record_key(f, s);
	f->array_count = (uint64_t)json__number(o, "count", 0);
	f->is_bitfield = flag(o, "bitfield");
	f->is_flexible = flag(o, "flexible");
	f->is_atomic = flag(o, "atomic");
	f->is_marker = flag(o, "marker");
	if ((s = json__string(o, "role")) && !role__parse(s, &f->role)) {
		snprintf(err, errlen, "%s.fields[%zu].role: unknown role '%s'", at, i, s);
		return false;
	}
	if ((s = json__string(o, "origin")) && !origin__parse(s, &f->origin)) {
		snprintf(err, errlen, "%s.fields[%zu].origin: unknown origin '%s'", at, i, s);
		return false;
	}
	if ((s = json__string(o, "group")))
		field__set_group(f, s);
	for (size_t u = 0; unions && unions->type == CL_JSON_ARRAY && u < unions->nr &&
	     u < CL_MAX_UNION_DEPTH; u++) {
		const struct cl_json *step = unions->items[u];

		if (step->type != CL_JSON_ARRAY || step->nr != 2)
			continue;
		f->unions[f->union_depth].union_id = (uint32_t)step->items[0]->number;
		f->unions[f->union_depth].branch = (uint32_t)step->items[1]->number;
		f->union_depth++;
	}
	read_pos(unit, o, &f->pos);
	return true;
}

bool layout__read_record(struct cl_unit *unit, const struct cl_json *obj, const char *at,
			 char *err, size_t errlen)
{
	const char *key = json__string(obj, "name");
	const struct cl_json *fields = json__get(obj, "fields");
	struct cl_record *rec;

	if (obj->type != CL_JSON_OBJECT || !key || !fields || fields->type != CL_JSON_ARRAY) {
		snprintf(err, errlen, "%s: expected {\"name\", \"size\", \"fields\": [...]}", at);
		return false;
	}
	if (unit__find(unit, key))
		return true;
	rec = unit__add_record(unit, key);
	rec->byte_size = (uint64_t)json__number(obj, "size", 0);
	rec->byte_align = (uint64_t)json__number(obj, "align", 1);
	rec->is_union = flag(obj, "union");
	rec->is_anonymous = flag(obj, "anonymous");
	rec->ignore = flag(obj, "ignore");
	read_pos(unit, obj, &rec->pos);
	for (size_t i = 0; i < fields->nr; i++)
		if (!read_field(unit, rec, fields->items[i], at, i, err, errlen))
			return false;
	return true;
}
