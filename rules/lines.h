/* SPDX-License-Identifier: GPL-2.0 */
/* Which cache lines a field touches, for a given start of its record. */
#ifndef CACHELINT_LINES_H
#define CACHELINT_LINES_H

#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

struct cl_span {
	uint64_t first_line;
	uint64_t last_line;
};

/* Lines touched by f when the record starts start_byte bytes into a line. */
static inline struct cl_span field__span(const struct cl_field *f, uint64_t start_byte,
					 unsigned int line_size)
{
	uint64_t first_bit = start_byte * 8 + f->bit_offset;
	uint64_t last_bit = first_bit + (f->bit_size ? f->bit_size - 1 : 0);
	struct cl_span span = {
		first_bit / 8 / line_size,
		last_bit / 8 / line_size,
	};

	return span;
}

/*
 * The starts a record may have within a line: 0 only when placement is
 * aligned or the record's alignment is at least a line, else every multiple
 * of its alignment.  Returns how many were written to starts (<= line_size).
 */
unsigned int placement__starts(const struct cl_record *rec, const struct cl_settings *s,
			       uint64_t *starts);

#ifdef __cplusplus
}
#endif

#endif
