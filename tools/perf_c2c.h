/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cachelint infer --c2c: the cache lines `perf c2c report --stdio` measured
 * (perf 6.1's text: the Shared Data Cache Line Table and the Shared Cache
 * Line Distribution Pareto), for the ranking (infer/infer_rank.h).
 */
#ifndef CACHELINT_PERF_C2C_H
#define CACHELINT_PERF_C2C_H

struct cl_c2c;

/*
 * Reads path; NULL, with a message naming the file (and the line) on
 * stderr, if it cannot be read, is not perf c2c's text, or is cut short.
 */
struct cl_c2c *perf_c2c__read(const char *path);
void perf_c2c__delete(struct cl_c2c *c);

#endif
