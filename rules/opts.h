/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The commands' options (cachelint's and cachelint-check's) go through getopt_long (GNU: --opt=value and
 * --opt value, unique prefixes, options after operands); what getopt_long
 * refuses is said the same way by every command, with the nearest option
 * when the word is a misspelling of one.
 */
#ifndef CACHELINT_OPTS_H
#define CACHELINT_OPTS_H

#include <getopt.h>

/* The short options every command starts with: ":" (report a missing
 * argument as ':'), and -h for help. */
#define OPTS_SHORT_PREFIX ":h"

/*
 * Call after getopt_long returned '?' or ':' (opterr = 0): prints
 * "cachelint CMD: unknown option '--x'; did you mean '--y'?" or
 * "cachelint CMD: --x needs a value" to stderr.  The caller exits 2.
 */
void opts__refused(const char *cmd, const struct option *table, char **argv, int code);

/* Resets getopt for a command's own argv (main may have parsed before). */
void opts__reset(void);

#endif
