// SPDX-License-Identifier: GPL-2.0
/* The layout model: units own records, records own fields and their strings. */
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "strtab.h"
#include "xalloc.h"

struct cl_unit *unit__new(const char *source)
{
	struct cl_unit *unit = xzalloc(sizeof(*unit));

	unit->source = xstrdup(source ? source : "");
	unit->strings = strtab__new();
	unit->index = strtab__new_borrowed();
	return unit;
}

static void record__delete(struct cl_record *rec)
{
	for (size_t i = 0; i < rec->nr_fields; i++) {
		struct cl_field *f = &rec->fields[i];

		free(f->name);
		free(f->type_name);
		free(f->record_key);
		free(f->group);
	}
	free(rec->fields);
}

void unit__delete(struct cl_unit *unit)
{
	if (!unit)
		return;
	for (size_t i = 0; i < unit->nr_records; i++)
		record__delete(unit->records[i]);
	free(unit->records);
	strtab__delete(unit->strings);
	strtab__delete(unit->index);
	arena__free(&unit->memory);
	free(unit->source);
	free(unit);
}

struct cl_record *unit__add_record(struct cl_unit *unit, const char *key)
{
	struct cl_record *rec = arena__zalloc(&unit->memory, sizeof(*rec));

	rec->key = arena__strdup(&unit->memory, key ? key : "");
	XGROW(unit->records, unit->nr_records, unit->alloc_records);
	unit->records[unit->nr_records++] = rec;
	/* the index keeps the first record of a key, and borrows the key */
	strtab__insert(unit->index, rec->key, rec);
	return rec;
}

struct cl_record *unit__find(const struct cl_unit *unit, const char *key)
{
	if (!key)
		return NULL;
	return strtab__lookup(unit->index, key);
}

const char *unit__intern(struct cl_unit *unit, const char *s)
{
	if (!s)
		return NULL;
	return strtab__intern(unit->strings, s);
}

void record__set_key(struct cl_unit *unit, struct cl_record *rec, const char *key)
{
	/* the index keeps the first key (in the arena still); renaming is for
	 * typedef'd anonymous structs and the binary's same-named records */
	rec->key = arena__strdup(&unit->memory, key);
}

struct cl_field *record__add_field(struct cl_record *rec, const char *name)
{
	struct cl_field *f;

	XGROW(rec->fields, rec->nr_fields, rec->alloc_fields);
	f = &rec->fields[rec->nr_fields++];
	memset(f, 0, sizeof(*f));
	f->name = xstrdup(name ? name : "");
	return f;
}

static void set_string(char **slot, const char *s)
{
	free(*slot);
	*slot = s ? xstrdup(s) : NULL;
}

void field__set_type(struct cl_field *f, const char *type_name)
{
	set_string(&f->type_name, type_name);
}

void field__set_record_key(struct cl_field *f, const char *record_key)
{
	set_string(&f->record_key, record_key);
}

void field__set_group(struct cl_field *f, const char *group)
{
	set_string(&f->group, group);
}

const struct cl_field *record__member_for_path(const struct cl_record *rec, const char *path)
{
	size_t len = strcspn(path, ".[");

	if (!rec)
		return NULL;
	for (size_t i = 0; i < rec->nr_fields; i++)
		if (!strncmp(rec->fields[i].name, path, len) && !rec->fields[i].name[len])
			return &rec->fields[i];
	return NULL;
}

const char *role__words(enum cl_role role)
{
	switch (role) {
	case CL_ROLE_WRITE_HOT:
		return "write-hot";
	case CL_ROLE_READ_HOT:
		return "read-hot";
	case CL_ROLE_COLD:
		return "cold";
	default:
		return "unannotated";
	}
}

void field__add_dim(struct cl_field *f, uint64_t extent)
{
	if (f->nr_dims < CL_MAX_DIMS)
		f->dims[f->nr_dims++] = extent;
	else
		f->dims[CL_MAX_DIMS - 1] *= extent;
}

bool role__is_hot(enum cl_role role)
{
	return role == CL_ROLE_READ_HOT || role == CL_ROLE_WRITE_HOT;
}

bool origin__is_declared(enum cl_origin origin)
{
	return origin == CL_ORIGIN_ATTRIBUTE || origin == CL_ORIGIN_GROUP ||
	       origin == CL_ORIGIN_FILE || origin == CL_ORIGIN_CODE;
}

static const char *const role_names[] = {
	[CL_ROLE_NONE] = "none",
	[CL_ROLE_COLD] = "cold",
	[CL_ROLE_READ_HOT] = "read_hot",
	[CL_ROLE_WRITE_HOT] = "write_hot",
};

static const char *const origin_names[] = {
	[CL_ORIGIN_NONE] = "none",
	[CL_ORIGIN_ATTRIBUTE] = "attribute",
	[CL_ORIGIN_GROUP] = "group",
	[CL_ORIGIN_TYPE] = "type",
	[CL_ORIGIN_FILE] = "file",
	[CL_ORIGIN_CODE] = "code",
};

const char *role__name(enum cl_role role)
{
	return (unsigned)role < 4 ? role_names[role] : "none";
}

const char *origin__name(enum cl_origin origin)
{
	return (unsigned)origin < 6 ? origin_names[origin] : "none";
}

/* Accepts both write_hot and write-hot: the annotation file and the JSON differ in habit. */
static bool same_word(const char *a, const char *b)
{
	for (; *a && *b; a++, b++) {
		char ca = *a == '-' ? '_' : *a, cb = *b == '-' ? '_' : *b;

		if (ca != cb)
			return false;
	}
	return !*a && !*b;
}

bool role__parse(const char *s, enum cl_role *role)
{
	for (unsigned i = 0; s && i < 4; i++)
		if (same_word(s, role_names[i])) {
			*role = (enum cl_role)i;
			return true;
		}
	return false;
}

bool origin__parse(const char *s, enum cl_origin *origin)
{
	for (unsigned i = 0; s && i < 6; i++)
		if (!strcmp(s, origin_names[i])) {
			*origin = (enum cl_origin)i;
			return true;
		}
	return false;
}
