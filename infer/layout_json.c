// SPDX-License-Identifier: GPL-2.0
/* The unflattened layout model in JSON, written by the plugin, read by cachelint infer. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "layout_json.h"
#include "report.h"
#include "strtab.h"
#include "xalloc.h"

void filetab__init(struct cl_filetab *t)
{
	memset(t, 0, sizeof(*t));
	t->index = strtab__new();
}

void filetab__exit(struct cl_filetab *t)
{
	strtab__delete(t->index);
	free(t->names);
}

void filetab__print_pos(const struct cl_printer *p, struct cl_filetab *t,
			const struct cl_pos *pos)
{
	size_t id;

	if (!pos->file)
		return;
	/* consecutive positions are mostly in one file: skip the hash */
	if (pos->file == t->last_file)
		id = t->last_id;
	else
		id = (size_t)(uintptr_t)strtab__lookup(t->index, pos->file);
	if (!id) {
		XGROW(t->names, t->nr, t->alloc);
		t->names[t->nr++] = strtab__intern(t->index, pos->file);
		id = t->nr;
		strtab__set(t->index, pos->file, (void *)(uintptr_t)id);
	}
	t->last_file = pos->file;
	t->last_id = id;
	printer__puts(p, ", \"at\": [");
	printer__u64(p, id - 1);
	printer__puts(p, ", ");
	printer__u64(p, pos->line);
	printer__puts(p, ", ");
	printer__u64(p, pos->column);
	printer__puts(p, "]");
}

void filetab__print(const struct cl_printer *p, const struct cl_filetab *t)
{
	printer__printf(p, "[");
	for (size_t i = 0; i < t->nr; i++) {
		printer__printf(p, "%s", i ? ", " : "");
		json__print_string(p, t->names[i]);
	}
	printer__printf(p, "]");
}

bool filetab__read_pos(const struct cl_json *files, const struct cl_json *o,
		       struct cl_pos *pos)
{
	const struct cl_json *at = json__get(o, "at");
	const char *file;

	memset(pos, 0, sizeof(*pos));
	if (at && at->type == CL_JSON_ARRAY && at->nr == 3 && files &&
	    files->type == CL_JSON_ARRAY) {
		double i = at->items[0]->number;

		if (i < 0 || i >= (double)files->nr || files->items[(size_t)i]->type != CL_JSON_STRING)
			return false;
		pos->file = files->items[(size_t)i]->string;
		pos->line = (unsigned int)at->items[1]->number;
		pos->column = (unsigned int)at->items[2]->number;
		return true;
	}
	file = json__string(o, "file");
	if (!file)
		return false;
	pos->file = file;
	pos->line = (unsigned int)json__number(o, "line", 0);
	pos->column = (unsigned int)json__number(o, "column", 0);
	return true;
}

static void print_string_key(const struct cl_printer *p, const char *key, const char *s)
{
	printer__puts(p, ", \"");
	printer__puts(p, key);
	printer__puts(p, "\": ");
	json__print_string(p, s);
}

static void print_pos(const struct cl_printer *p, const struct cl_pos *pos)
{
	if (!pos->file)
		return;
	print_string_key(p, "file", pos->file);
	printer__puts(p, ", \"line\": ");
	printer__u64(p, pos->line);
	printer__puts(p, ", \"column\": ");
	printer__u64(p, pos->column);
}

/* Plain appends: print_field runs for every field of every written record,
 * and vsnprintf per piece cost more than the rest of the pass. */
#define put printer__puts
#define put_u64 printer__u64

static void put_key_string(const struct cl_printer *p, const char *key, const char *s)
{
	put(p, key);
	json__print_string(p, s);
}

static void print_field(const struct cl_printer *p, const struct cl_field *f,
			struct cl_filetab *files)
{
	put(p, "{\"name\": ");
	json__print_string(p, f->name);
	put(p, ", \"bit_offset\": ");
	put_u64(p, f->bit_offset);
	put(p, ", \"bit_size\": ");
	put_u64(p, f->bit_size);
	if (f->is_bitfield)
		put(p, ", \"bitfield\": true");
	if (f->is_flexible)
		put(p, ", \"flexible\": true");
	if (f->is_atomic)
		put(p, ", \"atomic\": true");
	if (f->is_marker)
		put(p, ", \"marker\": true");
	if (f->type_name)
		put_key_string(p, ", \"type\": ", f->type_name);
	if (f->record_key)
		put_key_string(p, ", \"record\": ", f->record_key);
	if (f->array_count) {
		put(p, ", \"count\": ");
		put_u64(p, f->array_count);
	}
	if (f->elem_bit_size) {
		put(p, ", \"elem_bit_size\": ");
		put_u64(p, f->elem_bit_size);
	}
	if (f->role != CL_ROLE_NONE) {
		put(p, ", \"role\": \"");
		put(p, role__name(f->role));
		put(p, "\", \"origin\": \"");
		put(p, origin__name(f->origin));
		put(p, "\"");
	}
	if (f->group)
		put_key_string(p, ", \"group\": ", f->group);
	if (f->union_depth) {
		put(p, ", \"unions\": [");
		for (unsigned int i = 0; i < f->union_depth; i++) {
			put(p, i ? ", [" : "[");
			put_u64(p, f->unions[i].union_id);
			put(p, ", ");
			put_u64(p, f->unions[i].branch);
			put(p, "]");
		}
		put(p, "]");
	}
	if (files)
		filetab__print_pos(p, files, &f->pos);
	else
		print_pos(p, &f->pos);
	put(p, "}");
}

void layout__print_record(const struct cl_printer *p, const struct cl_record *rec, int indent,
			  struct cl_filetab *files)
{
	for (int i = 0; i < indent; i++)
		put(p, " ");
	put(p, "{\"name\": ");
	json__print_string(p, rec->key);
	put(p, ", \"size\": ");
	put_u64(p, rec->byte_size);
	put(p, ", \"align\": ");
	put_u64(p, rec->byte_align);
	if (rec->is_union)
		put(p, ", \"union\": true");
	if (rec->is_anonymous)
		put(p, ", \"anonymous\": true");
	if (rec->ignore)
		put(p, ", \"ignore\": true");
	if (files)
		filetab__print_pos(p, files, &rec->pos);
	else
		print_pos(p, &rec->pos);
	put(p, ", \"fields\": [");
	for (size_t i = 0; i < rec->nr_fields; i++) {
		if (i)
			put(p, ", ");
		print_field(p, &rec->fields[i], files);
	}
	put(p, "]}");
}

static bool flag(const struct cl_json *o, const char *key)
{
	const struct cl_json *v = json__get(o, key);

	return v && v->type == CL_JSON_BOOL && v->boolean;
}

static void read_pos(struct cl_unit *unit, const struct cl_json *files,
		     const struct cl_json *o, struct cl_pos *pos)
{
	if (filetab__read_pos(files, o, pos))
		pos->file = unit__intern(unit, pos->file);
}

static bool read_field(struct cl_unit *unit, struct cl_record *rec, const struct cl_json *o,
		       const struct cl_json *files, const char *at, size_t i, char *err,
		       size_t errlen)
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
	f->elem_bit_size = (uint64_t)json__number(o, "elem_bit_size", 0);
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
	read_pos(unit, files, o, &f->pos);
	return true;
}

bool layout__read_record(struct cl_unit *unit, const struct cl_json *obj,
			 const struct cl_json *files, const char *at, char *err, size_t errlen)
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
	read_pos(unit, files, obj, &rec->pos);
	for (size_t i = 0; i < fields->nr; i++)
		if (!read_field(unit, rec, fields->items[i], files, at, i, err, errlen))
			return false;
	return true;
}
