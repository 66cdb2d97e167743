/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Precision filters of cachelint infer: which inferred pairs are worth a
 * reviewer's time.  Each filter drops a class of pairs the layout rules find
 * but a layout change cannot or need not fix; each has its own counter in
 * struct cl_infer and a setting in struct cl_infer_settings.
 */
#ifndef CACHELINT_INFER_FILTER_H
#define CACHELINT_INFER_FILTER_H

#include "infer.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Drops, among findings [from, nr_findings), the pairs that:
 * - repeat a finding the embedded record they both sit in reports itself,
 *   or an earlier finding on the same bytes (union members);
 * - sit inside one embedded record aligned to and at most one line long
 *   (settings.drop_line_units);
 * - sit inside one instance of a generic type (settings.generic_embeddings);
 * - are true sharing: every hot writer of the write-hot side also writes
 *   the read-hot side (settings.drop_cowritten);
 * - show no concurrent access on either side (settings.require_concurrency).
 */
void infer__filter_pairs(struct cl_infer *inf, size_t from);

#ifdef __cplusplus
}
#endif

#endif
