/* SPDX-License-Identifier: GPL-2.0 */
/* Where the per-unit JSON report goes, and writing it. */
#ifndef CACHELINT_PLUGIN_OUTPUT_H
#define CACHELINT_PLUGIN_OUTPUT_H

#include "report.h"

/*
 * The report's path for this unit (xmalloc'd), or NULL when no report is
 * due: report=PATH wins; report-dir=DIR gives DIR/<main input path>.cachelint.json
 * for every unit read from a regular file; otherwise <aux_base_name>.cachelint.json
 * next to the object, only for units that defined a struct or union.
 */
char *output__path(const struct cl_unit *unit);

/* Writes the report atomically; a failure is an error naming the path. */
void output__write(const struct cl_unit *unit, const struct cl_check *chk,
		   const struct cl_report_conf *conf);

#endif
