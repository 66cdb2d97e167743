// SPDX-License-Identifier: GPL-2.0
/* String-keyed hash index; see report_index.h. */
#include <stdlib.h>
#include <string.h>

#include "report_index.h"

uint64_t index__hash(const char *key, size_t len)
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (size_t i = 0; i < len; i++) {
		h ^= (unsigned char)key[i];
		h *= 0x100000001b3ull;
	}
	return h;
}

void index__init(struct cl_index *idx)
{
	idx->nr = 0;
	idx->cap = 0;
	idx->slots = NULL;
}

void index__exit(struct cl_index *idx)
{
	for (size_t i = 0; i < idx->cap; i++)
		free(idx->slots[i].key);
	free(idx->slots);
	index__init(idx);
}

static struct cl_index_slot *probe(const struct cl_index *idx, const char *key, size_t len,
				   uint64_t h)
{
	size_t mask = idx->cap - 1;

	for (size_t i = h & mask;; i = (i + 1) & mask) {
		struct cl_index_slot *s = &idx->slots[i];

		if (!s->key)
			return s;
		if (s->hash == h && s->key_len == len && !memcmp(s->key, key, len))
			return s;
	}
}

struct cl_index_slot *index__find(const struct cl_index *idx, const char *key, size_t len)
{
	struct cl_index_slot *s;

	if (!idx->cap)
		return NULL;
	s = probe(idx, key, len, index__hash(key, len));
	return s->key ? s : NULL;
}

static void grow(struct cl_index *idx)
{
	struct cl_index old = *idx;

	idx->cap = old.cap ? old.cap * 2 : 64;
	idx->slots = calloc(idx->cap, sizeof(*idx->slots));
	if (!idx->slots)
		abort();
	for (size_t i = 0; i < old.cap; i++) {
		if (old.slots[i].key)
			*probe(idx, old.slots[i].key, old.slots[i].key_len, old.slots[i].hash) =
				old.slots[i];
	}
	free(old.slots);
}

struct cl_index_slot *index__insert(struct cl_index *idx, const char *key, size_t len,
				    size_t value, int *added)
{
	uint64_t h = index__hash(key, len);
	struct cl_index_slot *s;

	/* keep the load under 1/2 so probes stay short */
	if ((idx->nr + 1) * 2 > idx->cap)
		grow(idx);
	s = probe(idx, key, len, h);
	if (s->key) {
		*added = 0;
		return s;
	}
	s->key = malloc(len + 1);
	if (!s->key)
		abort();
	memcpy(s->key, key, len);
	s->key[len] = '\0';
	s->key_len = len;
	s->hash = h;
	s->value = value;
	idx->nr++;
	*added = 1;
	return s;
}
