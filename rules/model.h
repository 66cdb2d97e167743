/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The layout model every front end fills: a unit holds record types, a record
 * holds fields at absolute bit offsets.  Nothing here knows GCC, libclang or
 * pahole; front ends translate into it and the rules read only it.
 */
#ifndef CACHELINT_MODEL_H
#define CACHELINT_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"

#ifdef __cplusplus
extern "C" {
#endif

struct cl_strtab;

enum cl_role {
	CL_ROLE_NONE = 0,
	CL_ROLE_COLD,
	CL_ROLE_READ_HOT,
	CL_ROLE_WRITE_HOT,
};

/* How a role was known.  Only ATTRIBUTE, GROUP, FILE and CODE are "declared". */
enum cl_origin {
	CL_ORIGIN_NONE = 0,
	CL_ORIGIN_ATTRIBUTE,	/* cachelint_* attribute or annotate("cachelint:...") */
	CL_ORIGIN_GROUP,	/* kernel __cacheline_group_begin/end markers */
	CL_ORIGIN_TYPE,		/* atomic_t, spinlock_t, _Atomic ...: a candidate only */
	CL_ORIGIN_FILE,		/* an annotation file */
	CL_ORIGIN_CODE,		/* inferred from the accesses the compiler saw */
};

struct cl_pos {
	const char *file;	/* interned; NULL when unknown */
	unsigned int line;
	unsigned int column;
};

/*
 * Fields of one union alternative never coexist with those of another, so a
 * pair that sits in different branches of one union is no pair.  Each field
 * carries the unions it is nested in: (union id, branch index), outermost first.
 */
#define CL_MAX_UNION_DEPTH 8
#define CL_MAX_DIMS 4
struct cl_union_step {
	uint32_t union_id;	/* unique within the record */
	uint32_t branch;	/* index of the alternative within that union */
};

struct cl_field {
	char *name;		/* path from the record: "a", "named.x", "arr[3].f" */
	char *type_name;	/* spelled type: "atomic_t", "struct cpumask *" */
	/*
	 * When the field's type, or its array element type, is a struct or union
	 * known in the unit by this key ("struct cpupri_vec", "td_t"), the rules
	 * expand it to check embedded instances at their real offsets.
	 */
	char *record_key;
	uint64_t array_count;	/* elements when an array of record_key, else 0 */
	/* a multi-dimensional array's extents, outermost first (nr_dims > 1 only) */
	unsigned int nr_dims;
	uint64_t dims[CL_MAX_DIMS];
	uint64_t bit_offset;	/* from the start of the outermost record */
	uint64_t bit_size;	/* 0 for zero-length and flexible arrays */
	/*
	 * One element of an array of scalars ("long lowmem_reserve[5]",
	 * "u16 u6_addr16[8]"), else 0: the code loads an element, never the
	 * whole array, so only an element can straddle a line.
	 */
	uint64_t elem_bit_size;
	bool is_bitfield;
	bool is_flexible;	/* flexible array member: size unknown */
	bool is_atomic;		/* _Atomic qualified: a type-inferred candidate */
	bool is_marker;		/* kernel cacheline group marker field */
	/*
	 * A struct or union member (or an array of them) in a record already
	 * flattened, whose record_key is gone (cachelint infer's records):
	 * never loaded as one unit, its members are checked instead.
	 */
	bool is_aggregate;
	enum cl_role role;
	enum cl_origin origin;
	char *group;		/* cachelint_group name, or the kernel group's name */
	unsigned int union_depth;
	struct cl_union_step unions[CL_MAX_UNION_DEPTH];
	struct cl_pos pos;
	void *cookie;		/* front-end private (a GCC tree, a CXCursor copy) */
};

struct cl_record {
	char *key;		/* "struct foo", "union bar", or a typedef name */
	uint64_t byte_size;
	uint64_t byte_align;
	bool is_union;
	bool ignore;		/* cachelint_ignore: do not lint */
	bool is_anonymous;	/* only checked inside the records that embed it */
	bool has_errors;	/* front end saw something it could not lay out */
	struct cl_pos pos;
	void *cookie;
	size_t nr_fields;
	size_t alloc_fields;
	struct cl_field *fields;
};

/* One unit (a translation unit, a binary, a merged build). */
struct cl_unit {
	char *source;		/* main input file, or the binary's path */
	size_t nr_records;
	size_t alloc_records;
	struct cl_record **records;
	struct cl_strtab *strings;	/* interning for positions */
	void *index;			/* key -> record lookup, private to model.c */
	struct cl_arena memory;		/* the records and their keys */
};

struct cl_unit *unit__new(const char *source);
void unit__delete(struct cl_unit *unit);
/* Adds a record; the unit owns it.  A second record with the same key is kept
 * too (configurations differ), but unit__find returns the first. */
struct cl_record *unit__add_record(struct cl_unit *unit, const char *key);
struct cl_record *unit__find(const struct cl_unit *unit, const char *key);
const char *unit__intern(struct cl_unit *unit, const char *s);

/* Appends a zeroed field named name and returns it (valid until the next add). */
struct cl_field *record__add_field(struct cl_record *rec, const char *name);
void record__set_key(struct cl_unit *unit, struct cl_record *rec, const char *key);
void field__set_type(struct cl_field *f, const char *type_name);
void field__set_record_key(struct cl_field *f, const char *record_key);
void field__set_group(struct cl_field *f, const char *group);
/* Records one more array extent, outermost first; past CL_MAX_DIMS they merge. */
void field__add_dim(struct cl_field *f, uint64_t extent);

static inline uint64_t field__byte_offset(const struct cl_field *f)
{
	return f->bit_offset / 8;
}

/* Bytes the field touches, rounded out to whole bytes. */
static inline uint64_t field__byte_size(const struct cl_field *f)
{
	uint64_t first = f->bit_offset / 8;
	uint64_t end = (f->bit_offset + f->bit_size + 7) / 8;

	return end - first;
}

/*
 * The record's own member that holds a flattened path: "arr" for
 * "arr[3].mask", "inner" for "inner.x", the field itself for a direct or
 * anonymous-flattened field.  Diagnostics about fields of embedded records
 * point there, so a pragma around the record silences them.  NULL if none.
 */
const struct cl_field *record__member_for_path(const struct cl_record *rec, const char *path);

bool role__is_hot(enum cl_role role);
/* "write-hot", "read-hot", "cold", "unannotated": the words of messages. */
const char *role__words(enum cl_role role);
bool origin__is_declared(enum cl_origin origin);
const char *role__name(enum cl_role role);	/* "write_hot", "read_hot", "cold", "none" */
const char *origin__name(enum cl_origin origin);	/* "attribute", "group", "type", "file", "code" */
/* Parses "write_hot"/"write-hot"/"read_hot"/"read-hot"/"cold"/"none"; false if unknown. */
bool role__parse(const char *s, enum cl_role *role);
bool origin__parse(const char *s, enum cl_origin *origin);

#ifdef __cplusplus
}
#endif

#endif
