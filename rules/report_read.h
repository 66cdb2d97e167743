/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reading the JSON reports back (the plugin's, cachelint check's, pahole's):
 * for the pahole cross-check, merge, diff and report.
 */
#ifndef CACHELINT_REPORT_READ_H
#define CACHELINT_REPORT_READ_H

#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

struct cl_json;

struct cl_report {
	char *path;			/* the file it was read from */
	char *tool;
	char *source;
	unsigned int line_size;
	/*
	 * structs become records whose fields are already flattened (dotted
	 * paths, arr[k].f) with record_key unset; roles and origins as written.
	 */
	struct cl_unit *unit;
	/* findings as written; settings of chk point at a static default */
	struct cl_check findings;
	/* the report's "accesses" key, kept raw for cachelint infer (NULL if absent) */
	struct cl_json *accesses;
	struct cl_json *root;
};

/*
 * Reads one report.  On error returns NULL and writes a message naming the
 * file (and, for a syntax error, the line) into err (errlen bytes).
 */
struct cl_report *report__read(const char *path, char *err, size_t errlen);
void report__delete(struct cl_report *report);

#ifdef __cplusplus
}
#endif

#endif
