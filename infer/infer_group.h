/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cachelint infer's text output by cache line: one warning per line of a
 * record that holds false-sharing pairs, naming every write-hot and every
 * read-hot field of those pairs once, each with its evidence.  On Linux 6.12
 * kernel/sched that is 22 items to review instead of 55 pairs: a reviewer
 * reads the code of each field once.  Other rules print as they are.
 */
#ifndef CACHELINT_INFER_GROUP_H
#define CACHELINT_INFER_GROUP_H

#include "infer.h"

#ifdef __cplusplus
extern "C" {
#endif

struct cl_printer;
/* Prints inf's findings, false-sharing pairs grouped by (record, line). */
void infer__print_by_line(const struct cl_printer *p, const struct cl_infer *inf);

#ifdef __cplusplus
}
#endif

#endif
