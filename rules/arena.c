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

/*
 * Blocks double from 4 KB to 16 KB (or the arena's max_block): a tool holds
 * thousands of units at once (infer over a kernel build's reports), most
 * with a few records, and the last block's slack is each one's waste.
 */
#define FIRST_BLOCK 4096
#define BLOCK_SIZE 16384

struct cl_arena_block {
	struct cl_arena_block *next;
	size_t used, size;
	alignas(max_align_t) char data[];
};

static void *bump(struct cl_arena *arena, size_t n, size_t align)
{
	struct cl_arena_block *b = arena->blocks;
	size_t at = b ? (b->used + align - 1) & ~(align - 1) : 0;

	if (!b || at > b->size || b->size - at < n) {
		size_t max = arena->max_block ? arena->max_block : BLOCK_SIZE;
		size_t next = !b ? FIRST_BLOCK : b->size < max ? b->size * 2 : max;

		if (n > next / 4) {
			/* a large piece gets a block of its own, behind the newest */
			b = xmalloc(sizeof(*b) + n);
			b->used = b->size = n;
			b->next = arena->blocks ? arena->blocks->next : NULL;
			if (arena->blocks)
				arena->blocks->next = b;
			else
				arena->blocks = b;
			return b->data;
		}
		b = xmalloc(sizeof(*b) + next);
		b->size = next;
		b->next = arena->blocks;
		arena->blocks = b;
		at = 0;
	}
	b->used = at + n;
	return b->data + at;
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
