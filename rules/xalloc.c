// SPDX-License-Identifier: GPL-2.0
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"

static void out_of_memory(size_t size)
{
	fprintf(stderr, "cachelint: out of memory (%zu bytes)\n", size);
	abort();
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		out_of_memory(size);
	return p;
}

void *xzalloc(size_t size)
{
	void *p = calloc(1, size ? size : 1);

	if (!p)
		out_of_memory(size);
	return p;
}

void *xrealloc(void *old, size_t size)
{
	void *p = realloc(old, size ? size : 1);

	if (!p)
		out_of_memory(size);
	return p;
}

void *xgrow(void *p, size_t *alloc, size_t need, size_t elem)
{
	if (need <= *alloc)
		return p;
	*alloc = *alloc ? *alloc * 2 : 64;
	if (*alloc < need)
		*alloc = need;
	return xrealloc(p, *alloc * elem);
}

char *xstrdup(const char *s)
{
	size_t len = strlen(s) + 1;

	return memcpy(xmalloc(len), s, len);
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	int len;
	char *s;

	va_start(ap, fmt);
	len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	s = xmalloc((size_t)len + 1);
	va_start(ap, fmt);
	vsnprintf(s, (size_t)len + 1, fmt, ap);
	va_end(ap);
	return s;
}
