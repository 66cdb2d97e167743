/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A memory reference in GIMPLE -> the struct field it names: record key
 * ("struct foo") and member path ("in.b", "pri_to_cpu[].count"), through
 * container_of, arrays of structs, nested and anonymous members, MEM_REFs at
 * an offset, bit-field tests, and pointers taken by inlined helpers.
 */
#ifndef CACHELINT_PLUGIN_FIELDREF_H
#define CACHELINT_PLUGIN_FIELDREF_H

/* A resolved field: record key and path inside it. */
struct fieldref {
	char key[256];
	char path[512];
	bool pending_array;	/* the path ends in an array of records */
	long pending_index;	/* ... at this constant element, or -1: any */
};

/* "struct foo", "union bar", or a typedef'd anonymous struct's typedef name. */
bool fieldref__record_key(tree type, char *out, size_t size);
/* Appends a named member (nothing for an anonymous one); false if too long.
 * A pending array element becomes "[N]" for a constant index, else "[]". */
bool fieldref__append_member(struct fieldref *n, tree field);
/*
 * The object a pointer points to, when its definition says so: p_5 = &X,
 * copies and conversions of it, p_5 = q_4 + CST (added to *byte_offset).
 */
tree fieldref__pointer_target(tree ptr, HOST_WIDE_INT *byte_offset);
/*
 * Before resolving a function's references: notes the record types its
 * pointers point to, for pointers converted to a first member's type.
 */
void fieldref__begin_function(function *fun);
/* Fills n (zeroed by the caller) for ref; depth 0 from outside.  False if
 * ref names no struct field. */
bool fieldref__resolve(tree ref, int depth, struct fieldref *n);

/* Bits of a value read, bit 0 its least significant. */
struct fieldref_bits {
	HOST_WIDE_INT first, size;
};
/*
 * A folded bit-field test reads a word, BIT_FIELD_REF <p->s, 32, 64>, and
 * masks or shifts it: fills n (zeroed) for the member holding bit `bit` of
 * the value ref reads, and *bits with that member's bits.  False if ref is
 * no BIT_FIELD_REF or no member holds the bit.
 */
bool fieldref__resolve_bit(tree ref, HOST_WIDE_INT bit, struct fieldref *n,
			   struct fieldref_bits *bits);

#endif
