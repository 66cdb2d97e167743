/* SPDX-License-Identifier: GPL-2.0 */
/* A string-keyed hash table: interning, and key -> pointer maps. */
#ifndef CACHELINT_STRTAB_H
#define CACHELINT_STRTAB_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct cl_strtab;

struct cl_strtab *strtab__new(void);
/* A table that keeps the caller's key pointers, which must outlive it. */
struct cl_strtab *strtab__new_borrowed(void);
void strtab__delete(struct cl_strtab *tab);
/* Returns the table's own copy of s, adding it if needed. */
const char *strtab__intern(struct cl_strtab *tab, const char *s);
/* Maps key to value; an existing key keeps its first value.  Returns the stored value. */
void *strtab__insert(struct cl_strtab *tab, const char *key, void *value);
/* Maps key to value, replacing what was there. */
void strtab__set(struct cl_strtab *tab, const char *key, void *value);
void *strtab__lookup(const struct cl_strtab *tab, const char *key);
size_t strtab__count(const struct cl_strtab *tab);

#ifdef __cplusplus
}
#endif

#endif
