// SPDX-License-Identifier: GPL-2.0
#include <stdarg.h>
#include <stdio.h>

#include "errmsg.h"

bool errmsg__at(char *err, size_t errlen, const char *path, unsigned int line,
		const char *fmt, ...)
{
	char what[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	if (err && errlen)
		snprintf(err, errlen, "%s:%u: %s", path, line, what);
	return false;
}
