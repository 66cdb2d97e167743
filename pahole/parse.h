/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pahole's text output (v1.24 and later, absolute offsets, decimal) into the
 * layout model: one cl_record per struct/union printed, members at absolute
 * bit offsets, unnamed nested structs/unions flattened with union steps,
 * named nested ones as anonymous records the member points at.
 */
#ifndef CACHELINT_PAHOLE_PARSE_H
#define CACHELINT_PAHOLE_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pahole_parser;

/* A line pahole printed that the parser could not place (kept for messages). */
#define PAHOLE_MAX_PROBLEM_MESSAGES 8

struct pahole_parser *pahole_parser__new(struct cl_unit *unit, const char *origin);
void pahole_parser__delete(struct pahole_parser *pp);
/* Names the input in problem messages and restarts line numbers. */
void pahole_parser__set_origin(struct pahole_parser *pp, const char *origin);
/*
 * When set, a record whose key the unit already holds is skipped: the second
 * pass over typedef names must not duplicate what the first pass found.
 */
void pahole_parser__set_skip_known(struct pahole_parser *pp, bool skip);
/* Feeds one line, without its newline.  Never fails: problems are counted. */
void pahole_parser__line(struct pahole_parser *pp, const char *line, size_t len);
/* Feeds a buffer of whole or partial lines (streaming from a pipe). */
void pahole_parser__feed(struct pahole_parser *pp, const char *buf, size_t len);
/* Ends the input: flushes a partial last line, closes unterminated records. */
void pahole_parser__finish(struct pahole_parser *pp);

/*
 * What pahole's text may lack about a top-level record, from another reader
 * of the same binary (pahole/dwarf.h): its declaration (pahole -I's), its
 * own alignment (DW_AT_alignment: pahole prints none after a union, and
 * drops a struct's where it prints __packed__) and its size (pahole 1.24
 * prints none for a union).  info() is asked for each record's key as it
 * closes; false when it knows nothing of it.  With it set, a union's
 * padding no longer raises its alignment: an unnamed bit-field, which DWARF
 * omits, pads a union as much as an aligned(N) does.
 */
struct pahole_record_info {
	const char *decl_file;	/* NULL when unknown */
	unsigned int decl_line;
	uint64_t align_bytes;	/* the record's own alignment, 0 when none was written */
	uint64_t byte_size;	/* 0 when unknown */
};
void pahole_parser__set_record_info(struct pahole_parser *pp,
				    bool (*info)(const char *key, struct pahole_record_info *out,
						 void *ctx),
				    void *ctx);

size_t pahole_parser__problems(const struct pahole_parser *pp);
/* The first problems as "ORIGIN:LINE: what", NULL past the end. */
const char *pahole_parser__problem(const struct pahole_parser *pp, size_t i);

/*
 * pahole 1.24 prints no size for a union.  In sizes mode the parser reads
 * "pahole -s" output (name, size, holes) instead; pahole_unit__fix_sizes
 * then sets the size of every record printed without one, from that list or
 * from a member of that type seen elsewhere.  unsized: how many lack one.
 */
void pahole_parser__set_sizes_mode(struct pahole_parser *pp, bool on);
size_t pahole_parser__unsized(const struct pahole_parser *pp);
void pahole_unit__fix_sizes(struct cl_unit *unit, const struct pahole_parser *pp);

/*
 * typedef aliases seen ("typedef struct foo foo_t;"): the key a typedef name
 * stands for, following chains, or NULL.
 */
const char *pahole_parser__alias(const struct pahole_parser *pp, const char *name);

/*
 * Resolves members whose type is a typedef name to the record it stands for
 * (a typedef'd anonymous struct, or an alias of a named one).  Returns the
 * number of typedef names still unknown; with names != NULL, calls add()
 * once per unknown name (for a second pahole pass with -C), looking only
 * at records for which want() is true (all when want is NULL).
 */
size_t pahole_unit__resolve(struct cl_unit *unit, const struct pahole_parser *pp,
			    bool (*want)(const struct cl_record *rec, void *ctx),
			    void (*add)(const char *name, void *ctx), void *ctx);

/* True for C's own type words: "int", "long", "_Bool", ...: never a record. */
bool pahole__is_base_type(const char *type_name);

#ifdef __cplusplus
}
#endif

#endif
