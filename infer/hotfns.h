/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The functions a run of the real workload executed, from a sampling
 * profile (perf report).  The code alone cannot tell a store made once per
 * connection, per probe or per error from one made per packet: GCC's guessed
 * frequencies give both about 1 per call.  A profile can: with one, code it
 * never sampled is cold.
 *
 * A function inlined into its callers has no symbol of its own, so no
 * sample names it: it runs as often as the hot function it was inlined
 * into.  Hence hot = sampled, or called directly by a hot function and
 * possibly inlined there: not a symbol of the binary when the binary's
 * symbols are known, static otherwise.
 */
#ifndef CACHELINT_HOTFNS_H
#define CACHELINT_HOTFNS_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct cl_callgraph;
struct cl_strtab;

struct cl_hotfns {
	struct cl_strtab *sampled;	/* base names the profile sampled */
	struct cl_strtab *symbols;	/* the binary's functions; NULL: unknown */
	struct cl_strtab *hot;		/* hotfns__solve's answer */
	size_t nr_sampled;		/* distinct base names */
	size_t nr_matched;		/* ... that the build's call graph has */
	size_t nr_inlined;		/* hot only as callees of hot functions */
};

struct cl_hotfns *hotfns__new(void);
void hotfns__delete(struct cl_hotfns *h);

/* "tcp_ack.isra.0" -> "tcp_ack": GCC's clone and split-part suffixes off. */
char *hotfns__base_name(const char *symbol);

/* A sampled symbol (suffixes are dropped here). */
void hotfns__add_sampled(struct cl_hotfns *h, const char *symbol);
/* A function symbol of the binary the profile was taken on. */
void hotfns__add_symbol(struct cl_hotfns *h, const char *symbol);

/* Sampled functions, then what hot functions may have inlined (see above). */
void hotfns__solve(struct cl_hotfns *h, const struct cl_callgraph *cg);
/* After solve: did the profile see name run (itself or inlined)? */
bool hotfns__hot(const struct cl_hotfns *h, const char *name);
/* Why name is hot or cold by the profile, for --locks: one phrase. */
const char *hotfns__why(const struct cl_hotfns *h, const char *name);

#ifdef __cplusplus
}
#endif

#endif
