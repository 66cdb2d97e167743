/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Findings as the GCC plugin prints them, so the two front ends' outputs
 * diff cleanly: the warning at the checked record's own member (for a field
 * of an embedded record, the member that embeds it), a note at the other
 * field, and a note at the field itself when that is elsewhere.
 */
#ifndef CACHELINT_CX_DIAG_H
#define CACHELINT_CX_DIAG_H

#include "report.h"

/* quiet[i]: finding i is silenced by a pragma (NULL: none is). */
void cx_diag__print(const struct cl_printer *p, const struct cl_report_conf *conf,
		    const struct cl_unit *unit, const struct cl_check *chk, bool as_errors,
		    const bool *quiet);
/* Where the finding is reported: the checked record's member. */
const struct cl_pos *cx_diag__primary(const struct cl_unit *unit, const struct cl_finding *f);

#endif
