/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One C member declaration as pahole prints it ("unsigned int f:3",
 * "struct cpumask * mask", "void (*fn)(int)", "char buf[4][8]
 * __attribute__((__aligned__(64)))"): name, spelled type, array, bitfield.
 */
#ifndef CACHELINT_PAHOLE_DECL_H
#define CACHELINT_PAHOLE_DECL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pahole_decl {
	char *name;		/* NULL for "int :0" */
	char *type;		/* spelled type without the name; "" when none */
	char *record_key;	/* "struct foo" when the (element) type is one */
	uint64_t array_count;	/* product of the dimensions; 0 if not an array */
	unsigned int nr_dims;	/* extents of a multi-dimensional array, outermost first */
	uint64_t dims[CL_MAX_DIMS];
	uint64_t bit_size;	/* bitfields */
	uint64_t aligned;	/* __aligned__(N), 0 if none: the largest written */
	/*
	 * The last __aligned__(N) written.  pahole prints an inline type's
	 * own attributes before the member name and the member's after it
	 * ("} __attribute__((__aligned__(16))) s __attribute__((__aligned__(1)));"),
	 * and gcc gives a member of a user-aligned type DW_AT_alignment too,
	 * so the last one is the member's: its real alignment.
	 */
	uint64_t member_aligned;
	uint64_t first_aligned;	/* the first __aligned__(N) written */
	unsigned int nr_aligned;	/* how many were written */
	bool is_bitfield;
	bool is_flexible;	/* "[]" */
	bool is_pointer;
	bool is_packed;
};

void pahole_decl__init(struct pahole_decl *d);
void pahole_decl__exit(struct pahole_decl *d);
/* Parses len bytes (no trailing ';').  False when it is no declaration. */
bool pahole_decl__parse(const char *s, size_t len, struct pahole_decl *d);
/* What follows '}' of an inline type: attributes, "name", "*name", "name[2]", "x:3". */
bool pahole_decl__parse_closing(const char *s, size_t len, struct pahole_decl *d);
/* Size in bytes of a C base type spelled by pahole (gcc or clang spelling), else 0. */
unsigned int pahole_decl__base_size(const char *type);
/* One C identifier, nothing else. */
bool pahole_decl__is_identifier(const char *s);

#ifdef __cplusplus
}
#endif

#endif
