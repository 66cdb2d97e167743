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

/* One record as a JSON object on one line (indent: leading spaces). */
void layout__print_record(const struct cl_printer *p, const struct cl_record *rec,
			  int indent);

/*
 * Adds the record described by obj to unit unless a record with its key is
 * already there.  False with a message in err (naming at) on bad input.
 */
bool layout__read_record(struct cl_unit *unit, const struct cl_json *obj, const char *at,
			 char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
