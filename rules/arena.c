// SPDX-License-Identifier: GPL-2.0
/*
 * Bump allocation in blocks.  Besides the malloc and free calls it saves,
 * it keeps a compiler's heap whole: the GCC plugin makes a record for every
 * type of a unit's headers while cc1 is still parsing, and thousands of
 * small chunks that live to the end, interleaved with cc1's own, made each
 * of cc1's later mallocs slower (5 M instructions in a kernel unit).
 */
#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "xalloc.h"

#define BLOCK_SIZE 65536

struct cl_arena_block {
	struct cl_arena_block *next;
	size_t used, size;
	alignas(max_align_t) char data[];
};

static void *bump(struct cl_arena *arena, size_t n, size_t align)
{
	struct cl_arena_block *b = arena->blocks;
	size_t need = n;
	void *p;

	if (b)
		b->used = (b->used + align - 1) & ~(align - 1);

	if (!b || b->size - b->used < need) {
		/* a piece larger than a block gets a block of its own, behind the newest */
		size_t size = need > BLOCK_SIZE / 4 ? need : BLOCK_SIZE;

		b = xmalloc(sizeof(*b) + size);
		b->used = 0;
		b->size = size;
		if (size == need && arena->blocks) {
			b->next = arena->blocks->next;
			arena->blocks->next = b;
		} else {
			b->next = arena->blocks;
			arena->blocks = b;
		}
	}
	p = b->data + b->used;
	b->used += need;
	return p;
}

void *arena__alloc(struct cl_arena *arena, size_t n)
{
	return bump(arena, n ? n : 1, alignof(max_align_t));
}

void *arena__alloc_bytes(struct cl_arena *arena, size_t n)
{
	return bump(arena, n ? n : 1, 1);
}

void *arena__zalloc(struct cl_arena *arena, size_t n)
{
	return memset(arena__alloc(arena, n), 0, n);
}

char *arena__strdup(struct cl_arena *arena, const char *s)
{
	size_t len = strlen(s) + 1;

	return memcpy(bump(arena, len, 1), s, len);
}

void arena__free(struct cl_arena *arena)
{
	while (arena->blocks) {
		struct cl_arena_block *next = arena->blocks->next;

		free(arena->blocks);
		arena->blocks = next;
	}
}
