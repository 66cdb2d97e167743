/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A string-keyed hash index (open addressing, FNV-1a), for merge's
 * name+layout table and the name lookups of diff: every lookup is O(1), so
 * merging thousands of unit reports stays linear in their size.
 */
#ifndef CACHELINT_REPORT_INDEX_H
#define CACHELINT_REPORT_INDEX_H

#include <stddef.h>
#include <stdint.h>

struct cl_index_slot {
	char *key;		/* owned copy; NULL for an empty slot */
	size_t key_len;
	uint64_t hash;
	size_t value;
};

struct cl_index {
	size_t nr;
	size_t cap;		/* a power of two */
	struct cl_index_slot *slots;
};

uint64_t index__hash(const char *key, size_t len);
void index__init(struct cl_index *idx);
void index__exit(struct cl_index *idx);
/* Returns the slot holding key, or NULL. */
struct cl_index_slot *index__find(const struct cl_index *idx, const char *key, size_t len);
/*
 * Returns the slot of key, adding it with value when absent; *added tells
 * which.  The returned pointer is valid until the next insertion.
 */
struct cl_index_slot *index__insert(struct cl_index *idx, const char *key, size_t len,
				    size_t value, int *added);

#endif
