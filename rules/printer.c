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

void buf__reserve(struct cl_buf *buf, size_t need)
{
	if (need <= buf->alloc)
		return;
	buf->alloc = need;
	buf->data = xrealloc(buf->data, need);
	if (!buf->len)
		buf->data[0] = '\0';
}

static void write_buf(void *ctx, const char *data, size_t len)
{
	buf__add(ctx, data, len);
}

struct cl_printer printer__buf(struct cl_buf *buf)
{
	struct cl_printer p = { write_buf, buf };

	return p;
}

struct cl_buf *printer__buf_of(const struct cl_printer *p)
{
	return p->write == write_buf ? p->ctx : NULL;
}

void buf__exit(struct cl_buf *buf)
{
	free(buf->data);
	memset(buf, 0, sizeof(*buf));
}

void printer__puts(const struct cl_printer *p, const char *s)
{
	p->write(p->ctx, s, strlen(s));
}

size_t u64__digits(uint64_t v, char digits[U64_DIGITS])
{
	/* two digits a division: a report's offsets and lines are 2-5 digits */
	static const char pairs[] = "00010203040506070809101112131415161718192021222324"
				    "25262728293031323334353637383940414243444546474849"
				    "50515253545556575859606162636465666768697071727374"
				    "75767778798081828384858687888990919293949596979899";
	size_t n = U64_DIGITS;

	while (v >= 100) {
		unsigned int r = (unsigned int)(v % 100);

		v /= 100;
		digits[--n] = pairs[2 * r + 1];
		digits[--n] = pairs[2 * r];
	}
	if (v >= 10) {
		digits[--n] = pairs[2 * v + 1];
		digits[--n] = pairs[2 * v];
	} else {
		digits[--n] = (char)('0' + v);
	}
	return n;
}

void printer__u64(const struct cl_printer *p, uint64_t v)
{
	char digits[U64_DIGITS];
	size_t n = u64__digits(v, digits);

	p->write(p->ctx, digits + n, U64_DIGITS - n);
}

void printer__number(const struct cl_printer *p, double v)
{
	uint64_t scaled;
	int decimals = 6;

	if (v >= 0 && v < 1e15 && v == (double)(uint64_t)v) {
		printer__u64(p, (uint64_t)v);
		return;
	}
	if (!(v >= 1e-3 && v < 1e6)) {	/* negative, tiny, huge, NaN: rare */
		printer__printf(p, "%.6g", v);
		return;
	}
	/* six significant digits: fewer decimals above 1, more below 0.1 */
	if (v >= 1)
		for (double t = v; t >= 1 && decimals > 0; t /= 10)
			decimals--;
	else
		for (double t = v * 10; t < 1; t *= 10)
			decimals++;
	for (int i = 0; i < decimals; i++)
		v *= 10;
	scaled = (uint64_t)(v + 0.5);
	while (decimals > 0 && scaled % 10 == 0) {
		scaled /= 10;
		decimals--;
	}
	{
		char digits[32];
		int n = sizeof(digits);

		for (int i = 0; i < decimals; i++) {
			digits[--n] = (char)('0' + scaled % 10);
			scaled /= 10;
		}
		if (decimals)
			digits[--n] = '.';
		do {
			digits[--n] = (char)('0' + scaled % 10);
			scaled /= 10;
		} while (scaled);
		p->write(p->ctx, digits + n, sizeof(digits) - n);
	}
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
