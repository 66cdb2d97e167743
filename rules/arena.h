/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Memory freed all at once: the strings and records of a unit or a flat
 * view, thousands of small pieces that live exactly as long as their owner.
 */
#ifndef CACHELINT_ARENA_H
#define CACHELINT_ARENA_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct cl_arena_block;

struct cl_arena {
	struct cl_arena_block *blocks;	/* newest first */
	size_t max_block;		/* bytes; 0: 16 KB.  The GCC plugin's one unit takes 64 KB */
};

/* n bytes aligned for any object; zeroed if zero is set */
void *arena__alloc(struct cl_arena *arena, size_t n);
void *arena__zalloc(struct cl_arena *arena, size_t n);
char *arena__strdup(struct cl_arena *arena, const char *s);
/* n bytes with no alignment, for strings */
void *arena__alloc_bytes(struct cl_arena *arena, size_t n);
/* Frees every block; the arena is empty and usable again. */
void arena__free(struct cl_arena *arena);

#ifdef __cplusplus
}
#endif

#endif
