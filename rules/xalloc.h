/* SPDX-License-Identifier: GPL-2.0 */
/* Allocation that cannot fail quietly: out of memory is fatal, as in pahole. */
#ifndef CACHELINT_XALLOC_H
#define CACHELINT_XALLOC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

void *xmalloc(size_t size);
void *xzalloc(size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* p, an array of *alloc elements of elem bytes, grown (doubling, at least
 * 64) to hold need; *alloc is updated. */
void *xgrow(void *p, size_t *alloc, size_t need, size_t elem);

/* Grows array (with nr used, alloc allocated) to hold one more element. */
#define XGROW(array, nr, alloc)							\
	do {									\
		if ((nr) >= (alloc)) {						\
			(alloc) = (alloc) ? (alloc) * 2 : 8;			\
			(array) = xrealloc((array), (alloc) * sizeof(*(array)));	\
		}								\
	} while (0)

#ifdef __cplusplus
}
#endif

#endif
