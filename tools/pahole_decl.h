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
	uint64_t aligned;	/* __aligned__(N), 0 if none */
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
