/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which findings get a fix-it.  Starting a field on a new line moves every
 * field after it too, so one fix can resolve several findings or leave new
 * ones; the plan picks fixes until the record would be clean.
 */
#ifndef CACHELINT_FIXPLAN_H
#define CACHELINT_FIXPLAN_H

#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The side a fix would start on a new line: the rules' fix_field for
 * false sharing; the later field for write contention; the field itself
 * for a straddle.  -1 if none.
 */
int fixplan__side(const struct cl_finding *f);

/*
 * Returns an xmalloc'd array of chk->nr_findings sides: the side of the
 * finding whose field gets a fix-it, or -1 for no fix-it.
 */
int *fixplan__choose(const struct cl_check *chk, unsigned int line_size);

#ifdef __cplusplus
}
#endif

#endif
