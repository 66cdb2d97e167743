// SPDX-License-Identifier: GPL-2.0
/*
 * The fix-it plan, per record.  Aligning field F (offset o) to a line
 * boundary keeps the fields before it in place and shifts every field after
 * it so that o lands on a boundary: their offsets relative to o stay the
 * same (a line-size alignment is at least any other alignment), so their
 * lines become (offset - o) / line_size.  Greedily:
 *
 *   1. among the findings still conflicting, take the one whose fix field
 *      comes first, and fix it (the new base o is its offset);
 *   2. a finding still conflicts if both its fields lie at or after o and
 *      still share a line relative to o (a straddle: still crosses one);
 *   3. repeat until none conflicts.
 *
 * pgd (read) | mm_count (write) | pcpu_cid (read) on one line gives two
 * fixes, mm_count and pcpu_cid; a write group after a read group gives
 * one, at the group's first field.  Findings whose sides come from
 * embedded records (arr[k].f) are planned in the record that was checked;
 * the fix-it itself is deduplicated by location in diagnose.cc.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "fixplan.h"

int fixplan__side(const struct cl_finding *f)
{
	int side = -1;

	if (f->fix_field == 0 || f->fix_field == 1)
		side = f->fix_field;
	else if (f->rule == CL_RULE_WRITE_CONTENTION && f->names[1])
		side = f->byte_offsets[1] > f->byte_offsets[0] ? 1 : 0;
	else if (f->rule == CL_RULE_STRADDLE)
		side = 0;
	return side >= 0 && f->cookies[side] ? side : -1;
}

static bool has_fix(const struct cl_finding *f)
{
	return fixplan__side(f) >= 0;
}

static uint64_t fix_offset(const struct cl_finding *f)
{
	return f->byte_offsets[fixplan__side(f)];
}

/* Lines [first, last] of a field relative to base. */
static void lines_of(const struct cl_finding *f, int side, uint64_t base, unsigned int line,
		     uint64_t *first, uint64_t *last)
{
	uint64_t off = f->byte_offsets[side] - base;
	uint64_t size = f->byte_sizes[side] ? f->byte_sizes[side] : 1;

	*first = off / line;
	*last = (off + size - 1) / line;
}

/* Does f still conflict once everything from base on starts a new line? */
static bool still_conflicts(const struct cl_finding *f, bool have_base, uint64_t base,
			    unsigned int line)
{
	uint64_t a0, a1, b0, b1;

	if (!have_base)
		return true;	/* the rules said so */
	if (f->byte_offsets[0] < base)
		return false;	/* moved apart, or not moved at all */
	lines_of(f, 0, base, line, &a0, &a1);
	if (!f->names[1])
		return a0 != a1;	/* straddle */
	if (f->byte_offsets[1] < base)
		return false;
	lines_of(f, 1, base, line, &b0, &b1);
	return a0 <= b1 && b0 <= a1;
}

int *fixplan__choose(const struct cl_check *chk, unsigned int line_size)
{
	size_t n = chk->nr_findings;
	bool *chosen = xzalloc((n ? n : 1) * sizeof(bool));
	int *sides = xmalloc((n ? n : 1) * sizeof(int));
	bool *planned = xzalloc((n ? n : 1) * sizeof(bool));	/* record already planned */

	for (size_t r = 0; r < n; r++) {
		const char *record = chk->findings[r].record;
		bool have_base = false;
		uint64_t base = 0;

		if (planned[r])
			continue;
		for (size_t i = r; i < n; i++)
			if (!strcmp(chk->findings[i].record, record))
				planned[i] = true;
		for (size_t rounds = 0; rounds < n; rounds++) {
			size_t best = n;

			for (size_t i = r; i < n; i++) {
				const struct cl_finding *f = &chk->findings[i];

				if (chosen[i] || !has_fix(f) || strcmp(f->record, record) ||
				    (have_base && fix_offset(f) <= base) ||
				    !still_conflicts(f, have_base, base, line_size))
					continue;
				if (best == n || fix_offset(f) < fix_offset(&chk->findings[best]))
					best = i;
			}
			if (best == n)
				break;
			chosen[best] = true;
			have_base = true;
			base = fix_offset(&chk->findings[best]);
		}
	}
	for (size_t i = 0; i < n; i++)
		sides[i] = chosen[i] ? fixplan__side(&chk->findings[i]) : -1;
	free(planned);
	free(chosen);
	return sides;
}
