/* SPDX-License-Identifier: GPL-2.0 */
/*
 * #pragma GCC diagnostic ignored "-Wattributes" silences the plugin's
 * findings (GCC reports them under -Wattributes); the libclang front end
 * reads the same pragmas so that both print the same diagnostics.
 */
#ifndef CACHELINT_CX_PRAGMA_H
#define CACHELINT_CX_PRAGMA_H

#include <stdbool.h>
#include <stddef.h>

/*
 * Whether option ("-Wattributes") is ignored at line of a file whose text is
 * text: #pragma GCC|clang diagnostic push / pop / ignored / warning / error,
 * read in order up to that line.
 */
bool cx_pragma__ignored(const char *text, size_t size, unsigned int line, const char *option);

#endif
