// SPDX-License-Identifier: GPL-2.0
/*
 * "Did you mean": a restricted Damerau-Levenshtein distance (optimal string
 * alignment) over three rolling rows, and a cut-off that keeps suggestions to
 * plausible typos.  Words here are option keys, roles and field paths: short,
 * so the quadratic cost does not matter, but the rows live on the heap only
 * for words too long for the stack buffer.
 */
#include <stdlib.h>
#include <string.h>

#include "spell.h"

#define SPELL_STACK_COLUMNS 128

static size_t min3(size_t a, size_t b, size_t c)
{
	size_t m = a < b ? a : b;

	return m < c ? m : c;
}

size_t spell__distance(const char *a, size_t alen, const char *b, size_t blen)
{
	size_t stack[3 * SPELL_STACK_COLUMNS];
	size_t *buf = stack, *prev2, *prev, *cur, d;

	if (blen + 1 > SPELL_STACK_COLUMNS) {
		buf = malloc(3 * (blen + 1) * sizeof(*buf));
		if (!buf)	/* no memory: call them unrelated, never suggest */
			return alen > blen ? alen : blen;
	}
	prev2 = buf;
	prev = buf + (blen + 1);
	cur = buf + 2 * (blen + 1);
	for (size_t j = 0; j <= blen; j++)
		prev[j] = j;
	for (size_t i = 1; i <= alen; i++) {
		cur[0] = i;
		for (size_t j = 1; j <= blen; j++) {
			size_t cost = a[i - 1] != b[j - 1];

			cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
			    prev2[j - 2] + 1 < cur[j])
				cur[j] = prev2[j - 2] + 1;
		}
		size_t *t = prev2;

		prev2 = prev;
		prev = cur;
		cur = t;
	}
	d = prev[blen];
	if (buf != stack)
		free(buf);
	return d;
}

/* How many edits still read as a typo of the longer of two words. */
static size_t cutoff(size_t alen, size_t blen)
{
	size_t longer = alen > blen ? alen : blen;

	if (longer <= 2)
		return longer == 2 ? 1 : 0;
	return (longer + 2) / 3;
}

const char *spell__nearest_in(const char *word, size_t len, const void *table, size_t nr,
			      size_t stride, size_t name_offset)
{
	const char *best = NULL;
	size_t best_distance = (size_t)-1;

	for (size_t i = 0; i < nr; i++) {
		const char *cand;
		size_t clen, d;

		memcpy(&cand, (const char *)table + i * stride + name_offset, sizeof(cand));
		if (!cand)
			continue;
		clen = strlen(cand);
		if (clen == len && !memcmp(cand, word, len))
			return NULL;
		d = spell__distance(word, len, cand, clen);
		if (d && d <= cutoff(len, clen) && d < best_distance) {
			best = cand;
			best_distance = d;
		}
	}
	return best;
}

const char *spell__nearest(const char *word, size_t len, const char *const *candidates,
			   size_t nr_candidates)
{
	return spell__nearest_in(word, len, candidates, nr_candidates, sizeof(*candidates), 0);
}
