/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Writing JSON from the reader's DOM (merge passes every key of a struct or
 * finding through, even keys it does not know) and findings as JSON objects
 * for diff's output.
 */
#ifndef CACHELINT_REPORT_JSON_H
#define CACHELINT_REPORT_JSON_H

#include "json.h"
#include "report.h"

/*
 * Compact JSON of j, object keys in their order, skipping the object keys
 * listed in skip (NULL-terminated, only at the top level; NULL for none).
 */
void json__print(const struct cl_printer *p, const struct cl_json *j, const char *const *skip);
/* The same, indented by depth tabs-of-two-spaces, for files people read. */
void json__print_pretty(const struct cl_printer *p, const struct cl_json *j, int depth);
/* A number as JSON: integers without a fraction. */
void json__print_number(const struct cl_printer *p, double v);

/* One finding in the report schema of DESIGN.md (plus message and offsets). */
void finding__print_json(const struct cl_printer *p, const struct cl_finding *f);

#endif
