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
 *   the read-hot side, or every hot reader of the read-hot side also
 *   writes the write-hot side, itself or in one operation
 *   (settings.drop_cowritten, settings.cowrite_depth);
 * - show no concurrent access on either side (settings.require_concurrency);
 * - repeat, for a member of a declared aggregate, the aggregate's own pair;
 * and holds back, unless settings.code_only_findings, the false-sharing and
 * straddle findings whose every role comes from the code (candidates), and
 * unless settings.declared_pairs, the pairs of two declared roles.
 */
void infer__filter_pairs(struct cl_infer *inf, size_t from);

/*
 * A false-sharing pair of code roles is high-confidence when the write-hot
 * side is updated with an atomic RMW in hot code (its authors know other
 * CPUs touch it) and no hot code writes the read-hot side (so the readers'
 * misses cannot be true sharing).  On Linux 6.12 kernel/sched 17 of 86
 * pairs are, 5 of them judged real against 13 of the other 69
 * (docs/kernel-findings.md).  A declared side counts as meeting its half.
 */
bool infer__high_confidence(const struct cl_infer *inf, const struct cl_finding *f);

#ifdef __cplusplus
}
#endif

#endif
