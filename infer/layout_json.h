/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The layout model itself (not flattened) in JSON: records with their direct
 * fields, record keys and array counts, so a reader can flatten embedded
 * records again.  cachelint infer needs this for the records the code
 * accesses, which the report's "structs" only lists when they carry roles.
 */
#ifndef CACHELINT_LAYOUT_JSON_H
#define CACHELINT_LAYOUT_JSON_H

#include <stdbool.h>
#include <stddef.h>

#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

struct cl_printer;
struct cl_json;
struct cl_strtab;

/*
 * File names written once: positions become "at": [file index, line,
 * column] into a "files" array printed at the end (reports repeat a few
 * header paths tens of thousands of times).
 */
struct cl_filetab {
	struct cl_strtab *index;	/* name -> index + 1 */
	const char **names;
	size_t nr, alloc;
	const char *last_file;		/* the previous position's file and id */
	size_t last_id;
};

void filetab__init(struct cl_filetab *t);
void filetab__exit(struct cl_filetab *t);
/* Prints `"at": [i, line, column]` (with a leading ", ") or nothing. */
void filetab__print_pos(const struct cl_printer *p, struct cl_filetab *t,
			const struct cl_pos *pos);
/* Prints the names as a JSON array. */
void filetab__print(const struct cl_printer *p, const struct cl_filetab *t);
/* Reads "at" (or "file"/"line"/"column") of o; false if there is none.
 * The name points into files (or o). */
bool filetab__read_pos(const struct cl_json *files, const struct cl_json *o,
		       struct cl_pos *pos);

/* One record as a JSON object on one line (indent: leading spaces). */
void layout__print_record(const struct cl_printer *p, const struct cl_record *rec,
			  int indent, struct cl_filetab *files);

/*
 * Adds the record described by obj to unit unless a record with its key is
 * already there.  False with a message in err (naming at) on bad input.
 */
bool layout__read_record(struct cl_unit *unit, const struct cl_json *obj,
			 const struct cl_json *files, const char *at, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
