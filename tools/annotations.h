/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Annotation files: roles for fields whose source cannot be changed (or not
 * yet), one line per field:
 *
 *	# comment
 *	STRUCT.FIELD[.SUB...] ROLE [GROUP]
 *
 * STRUCT is the tag (or typedef) name without "struct "; ROLE is write_hot,
 * read_hot or cold; GROUP (write_hot only) names fields written together.
 */
#ifndef CACHELINT_ANNOTATIONS_H
#define CACHELINT_ANNOTATIONS_H

#include <stddef.h>

#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

struct annotation {
	char *record;		/* "tcp_sock", as written */
	char *path;		/* "lock.count", array indices removed */
	enum cl_role role;
	char *group;		/* NULL when none */
	unsigned int line;
};

struct annotation_file {
	char *path;
	size_t nr, alloc;
	struct annotation *items;
};

/* Reads and parses a file; NULL with "FILE:LINE: what" in err on any error. */
struct annotation_file *annotations__read(const char *path, char *err, size_t errlen);
/* Parses text already in memory; name is used in messages. */
struct annotation_file *annotations__parse(const char *name, const char *text, size_t len,
					   char *err, size_t errlen);
void annotations__delete(struct annotation_file *af);

/* The record an annotation's STRUCT names in unit: "struct X", "union X", "X". */
struct cl_record *annotations__find_record(const struct cl_unit *unit, const char *name);
/*
 * The field that declares path ("a", "in.a", "arr[2].f") from rec, through
 * the records its members embed (owner: the record holding it); NULL if
 * the layout has no such field.
 */
struct cl_field *annotations__find_field(const struct cl_unit *unit, struct cl_record *rec,
					 const char *path, struct cl_record **owner);
/*
 * For a path rec lacks: the name of rec's own member nearest to it, for a
 * "did you mean"; NULL when none is near enough to be a typo.
 */
const char *annotations__nearest_field(const struct cl_record *rec, const char *path);

#ifdef __cplusplus
}
#endif

#endif
