/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cachelint infer --profile: the functions a run executed, read from
 * `perf report --stdio` text, and the binary's function symbols from nm,
 * System.map or /proc/kallsyms text (infer/hotfns.h says why both).
 */
#ifndef CACHELINT_PERF_PROFILE_H
#define CACHELINT_PERF_PROFILE_H

#include <stdbool.h>

struct cl_hotfns;

/*
 * Adds every entry of at least min_percent (the first percentage column:
 * Children with --children, Overhead without).  False, with a message
 * naming the file and line on stderr, on a line that is not perf report's
 * or on a file without entries.
 */
bool perf_profile__read(const char *path, double min_percent, struct cl_hotfns *h);

/* Adds every text symbol ("ffffffff81000000 T name [module]"). */
bool perf_profile__read_symbols(const char *path, struct cl_hotfns *h);

#endif
