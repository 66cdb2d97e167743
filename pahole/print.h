/* SPDX-License-Identifier: GPL-2.0 */
/* cachelint pahole's text output: pahole's layout with roles and findings beside members. */
#ifndef CACHELINT_PAHOLE_PRINT_H
#define CACHELINT_PAHOLE_PRINT_H

#include <stdio.h>

#include "report.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Every checked struct with a hot field or a finding, as pahole prints it,
 * each role and each finding marked at its member, then the findings as
 * diagnostics ("file:line:col: warning: ... [cachelint:rule]"); findings
 * of structs not printed (stale annotations ...) come last.
 */
void pahole_print__text(const struct cl_printer *p, const struct cl_report_conf *conf,
			const struct cl_unit *unit, const struct cl_check *chk);

#ifdef __cplusplus
}
#endif

#endif
