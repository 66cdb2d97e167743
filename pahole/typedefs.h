/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What "pahole -C NAME" would print for typedef names, learnt in advance
 * from one "pahole -E -C STRUCTS" run.  On DWARF every pahole run loads the
 * whole object again (about 0.75x of pahole's own dump), and resolving
 * typedef chains one "pahole -C" round at a time (u32, then __u32) cost up
 * to three such loads.  pahole -E prints each member's whole chain in a
 * comment before its type ("typedef u32 -> __u32", then "unsigned int x;"),
 * and with -C it prints the names' own typedef lines, so one run answers
 * every round; a name it cannot answer for sure still goes to pahole -C.
 */
#ifndef CACHELINT_PAHOLE_TYPEDEFS_H
#define CACHELINT_PAHOLE_TYPEDEFS_H

#include <stdbool.h>
#include <stddef.h>

#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pahole_parser;
struct pahole_index;
struct pahole_typedefs;

/* What pahole -C NAME prints for a typedef NAME, as another reader knows it. */
enum pahole_typedef_kind {
	PAHOLE_TYPEDEF_ALIAS,	/* "typedef TARGET NAME;" */
	PAHOLE_TYPEDEF_ANON,	/* a typedef'd anonymous struct or union: its own body */
	PAHOLE_TYPEDEF_NONE,	/* nothing the parser takes an alias from (pointer, array, function) */
};

struct pahole_typedefs *pahole_typedefs__new(void);
void pahole_typedefs__delete(struct pahole_typedefs *td);
/* Reads pahole -E output, streamed in pieces. */
void pahole_typedefs__feed(struct pahole_typedefs *td, const char *buf, size_t len);
void pahole_typedefs__finish(struct pahole_typedefs *td);
/* A fact known for sure (pahole_dwarf.h reads them from DWARF): as pahole -C's own. */
void pahole_typedefs__learn(struct pahole_typedefs *td, const char *name,
			    enum pahole_typedef_kind kind, const char *target);
/* Typedef names learnt for sure. */
size_t pahole_typedefs__count(const struct pahole_typedefs *td);

/*
 * Answers one name as "pahole -C NAME" would have: a "typedef X NAME;" line
 * into the parser, the typedef'd anonymous struct's text from the index
 * (or nothing to do when the unit has it: idx NULL), or nothing (a function
 * typedef).  False when not sure: then pahole -C must be asked.
 */
bool pahole_typedefs__answer(const struct pahole_typedefs *td, const char *name,
			     struct pahole_parser *pp, struct pahole_index *idx,
			     const struct cl_unit *unit);

/*
 * The -C list for the pahole -E run: the bare names of the records of unit
 * that want() accepts and that have a member typed by a name not resolved
 * yet.  NULL when there is none.  Free with free().
 */
char *pahole_typedefs__containers(const struct cl_unit *unit,
				  bool (*want)(const struct cl_record *rec, void *ctx), void *ctx);

#ifdef __cplusplus
}
#endif

#endif
