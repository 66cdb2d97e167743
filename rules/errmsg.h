/* SPDX-License-Identifier: GPL-2.0 */
/* Error text for bad input: "FILE:LINE: what", as compilers write it. */
#ifndef CACHELINT_ERRMSG_H
#define CACHELINT_ERRMSG_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Writes "path:line: what" into err (errlen bytes, may be 0); returns false. */
bool errmsg__at(char *err, size_t errlen, const char *path, unsigned int line,
		const char *fmt, ...) __attribute__((format(printf, 5, 6)));

#ifdef __cplusplus
}
#endif

#endif
