/* SPDX-License-Identifier: GPL-2.0 */
/* Findings -> GCC diagnostics: warning (or error), note, fix-it hint. */
#ifndef CACHELINT_PLUGIN_DIAGNOSE_H
#define CACHELINT_PLUGIN_DIAGNOSE_H

#include "report.h"

/*
 * Called while the unit is parsed: remembers whether the kernel's
 * ____cacheline_aligned_in_smp is defined, for the fix-it text.
 */
void diagnose__notice_macros(void);

/*
 * One warning per (record, cache line, rule) at its first write-hot field,
 * a note per other field and one fix-it (conf->per_pair: one warning per
 * pair, as before), at the field or at the member of the
 * checked record that embeds it (an error with as_errors),
 * under -Wattributes so pragmas and -Wno-error=attributes work, a note at
 * the other field, and a fix-it that starts fix_field on a new line.
 * Returns the number of diagnostics GCC actually showed.
 */
size_t diagnose__findings(const struct cl_check *chk, const struct cl_report_conf *conf,
			  const struct cl_unit *unit, bool as_errors);

#endif
