// SPDX-License-Identifier: GPL-2.0
/* Printers: one output function behind every writer (stdio, a growable buffer). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "xalloc.h"

static void write_file(void *ctx, const char *buf, size_t len)
{
	fwrite(buf, 1, len, (FILE *)ctx);
}

struct cl_printer printer__file(FILE *fp)
{
	struct cl_printer p = { write_file, fp };

	return p;
}

static void write_buf(void *ctx, const char *data, size_t len)
{
	struct cl_buf *buf = ctx;

	if (buf->len + len + 1 > buf->alloc) {
		buf->alloc = (buf->len + len + 1) * 2;
		buf->data = xrealloc(buf->data, buf->alloc);
	}
	memcpy(buf->data + buf->len, data, len);
	buf->len += len;
	buf->data[buf->len] = '\0';
}

struct cl_printer printer__buf(struct cl_buf *buf)
{
	struct cl_printer p = { write_buf, buf };

	return p;
}

void buf__exit(struct cl_buf *buf)
{
	free(buf->data);
	memset(buf, 0, sizeof(*buf));
}

void printer__printf(const struct cl_printer *p, const char *fmt, ...)
{
	char small[512];
	va_list ap;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (len < 0)
		return;
	if ((size_t)len < sizeof(small)) {
		p->write(p->ctx, small, (size_t)len);
		return;
	}
	{
		char *big = xmalloc((size_t)len + 1);

		va_start(ap, fmt);
		vsnprintf(big, (size_t)len + 1, fmt, ap);
		va_end(ap);
		p->write(p->ctx, big, (size_t)len);
		free(big);
	}
}
