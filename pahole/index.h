/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pahole's output kept as text, indexed by type, and parsed only where it
 * matters.  A check without --all needs the structs that can have a
 * declared role (kernel group markers, the reports', the annotation
 * file's) and the types they embed: about 20 of a kernel's 10,000.
 */
#ifndef CACHELINT_PAHOLE_INDEX_H
#define CACHELINT_PAHOLE_INDEX_H

#include <stdbool.h>
#include <stddef.h>

#include "parse.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pahole_index;

struct pahole_index *pahole_index__new(void);
void pahole_index__delete(struct pahole_index *idx);
/* Appends output as it arrives from pahole. */
void pahole_index__append(struct pahole_index *idx, const char *buf, size_t len);
/* Ends one input: splits the text gathered so far into top-level types. */
void pahole_index__build(struct pahole_index *idx);
size_t pahole_index__types(const struct pahole_index *idx);
/* A type of that key was printed. */
bool pahole_index__has_key(const struct pahole_index *idx, const char *key);
/* Parses the types of that key not parsed yet; false when none was printed. */
bool pahole_index__parse_key(struct pahole_index *idx, struct pahole_parser *pp, const char *key);

/*
 * Parses the types that contain a kernel group marker or whose key wanted()
 * accepts, then every type those embed (by member type, following typedef
 * names the unit cannot resolve yet), until nothing new is needed.
 * Returns the number of types parsed.
 */
size_t pahole_index__parse_needed(struct pahole_index *idx, struct pahole_parser *pp,
				  struct cl_unit *unit,
				  bool (*wanted)(const char *key, void *ctx), void *ctx);

/*
 * The text of key's first span in the indexed dump (pahole's own lines for
 * it, as the dump printed them), not NUL-terminated; NULL if not indexed.
 */
#define PAHOLE_INDEX_HAS_TEXT 1
const char *pahole_index__text(const struct pahole_index *idx, const char *key, size_t *len);

#ifdef __cplusplus
}
#endif

#endif
