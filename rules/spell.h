/* SPDX-License-Identifier: GPL-2.0 */
/*
 * "Did you mean": the nearest of a set of known words to a misspelt one, for
 * the messages about unknown plugin arguments, roles, subcommands and fields
 * of annotation files, as GCC suggests a near identifier.
 */
#ifndef CACHELINT_SPELL_H
#define CACHELINT_SPELL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Edit distance between a[0..alen) and b[0..blen): insertions, deletions,
 * substitutions and swaps of two neighbours each cost one.
 */
size_t spell__distance(const char *a, size_t alen, const char *b, size_t blen);

/*
 * The candidate nearest to word[0..len), or NULL when none is near enough to
 * be a likely typo: about a third of the longer word may differ, never all of
 * a one- or two-letter word.  An exact match is no suggestion (NULL).  Ties go
 * to the earlier candidate, so callers list the common words first.
 */
const char *spell__nearest(const char *word, size_t len, const char *const *candidates,
			   size_t nr_candidates);

/*
 * The same over an array of structs whose first member, or a member at
 * byte offset name_offset, is a const char *: spares callers a copy of their
 * tables.  stride is the size of one element.
 */
const char *spell__nearest_in(const char *word, size_t len, const void *table, size_t nr,
			      size_t stride, size_t name_offset);

#ifdef __cplusplus
}
#endif

#endif
