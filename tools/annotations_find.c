// SPDX-License-Identifier: GPL-2.0
/*
 * Where an annotation's role goes in a layout.  A role belongs to a field of
 * a type, so a flattened path ("in.a", "arr[2].f") is walked through the
 * records to the field that declares it, and the role is set there: the
 * rules then see it in every container and array element.  Shared by
 * cachelint pahole (the binary's layout) and cachelint infer (the build's).
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "annotations.h"
#include "spell.h"
#include "xalloc.h"

#define MAX_WALK_DEPTH 16

struct cl_record *annotations__find_record(const struct cl_unit *unit, const char *name)
{
	struct cl_record *rec;
	char *key;

	if (!strncmp(name, "struct ", 7) || !strncmp(name, "union ", 6))
		return unit__find(unit, name);
	key = xasprintf("struct %s", name);
	rec = unit__find(unit, key);
	free(key);
	if (!rec) {
		key = xasprintf("union %s", name);
		rec = unit__find(unit, key);
		free(key);
	}
	return rec ? rec : unit__find(unit, name);
}

static struct cl_field *walk(const struct cl_unit *unit, struct cl_record *rec, const char *path,
			     struct cl_record **owner, unsigned int depth)
{
	if (!rec || depth > MAX_WALK_DEPTH)
		return NULL;
	for (size_t i = 0; i < rec->nr_fields; i++)
		if (!strcmp(rec->fields[i].name, path)) {
			*owner = rec;
			return &rec->fields[i];
		}
	for (size_t i = 0; i < rec->nr_fields; i++) {
		struct cl_field *f = &rec->fields[i];
		size_t n = strlen(f->name);
		const char *p = path + n;

		if (strncmp(path, f->name, n) || (*p != '.' && *p != '['))
			continue;
		/* element indices: every element has the same fields */
		while (*p == '[') {
			const char *close = strchr(p, ']');

			if (!close)
				return NULL;
			p = close + 1;
		}
		if (!*p) {
			*owner = rec;
			return f;	/* "arr[2]": the array member itself */
		}
		if (*p != '.' || !f->record_key)
			continue;
		return walk(unit, unit__find(unit, f->record_key), p + 1, owner, depth + 1);
	}
	return NULL;
}

struct cl_field *annotations__find_field(const struct cl_unit *unit, struct cl_record *rec,
					 const char *path, struct cl_record **owner)
{
	return walk(unit, rec, path, owner, 0);
}

const char *annotations__nearest_field(const struct cl_record *rec, const char *path)
{
	return spell__nearest_in(path, strlen(path), rec->fields, rec->nr_fields,
				 sizeof(rec->fields[0]), offsetof(struct cl_field, name));
}
