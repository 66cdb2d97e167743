// SPDX-License-Identifier: GPL-2.0
/*
 * perf report's text, one entry per line after the '#' header:
 *
 *     12.34%  [k] tcp_ack                      (--no-children)
 *     40.00%     0.51%  [k] tcp_rcv_established (--children)
 *      3.10%  nginx  [kernel.kallsyms]  [k] tcp_ack  (more sort keys)
 *
 * Lines not starting with a number are the header ('#'), blank, or a call
 * chain's (indented names, |, --, ---) and are skipped.  The symbol is
 * the word after the [k]/[.] marker, or the first word after the
 * percentages; [unknown] and raw addresses name nothing.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hotfns.h"
#include "perf_profile.h"

static const char *skip_space(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* "12.34%" at s: the value, s moved past it; false if s holds none. */
static bool take_percent(const char **s, double *out)
{
	char *end;

	if (!isdigit((unsigned char)**s))
		return false;
	errno = 0;
	*out = strtod(*s, &end);
	if (errno || *end != '%')
		return false;
	*s = skip_space(end + 1);
	return true;
}

static bool names_nothing(const char *sym)
{
	return !*sym || sym[0] == '[' || !strncmp(sym, "0x", 2);
}

/* The symbol word of an entry's rest (after the percentages), or "". */
static void entry_symbol(const char *rest, char *sym, size_t size)
{
	const char *p = rest, *marker = NULL;
	size_t len;

	/* the last "[x] " marker: shared-object columns come before it */
	for (; (p = strchr(p, '[')); p++)
		if (p[1] && p[2] == ']' && (p[3] == ' ' || p[3] == '\t'))
			marker = p;
	p = marker ? skip_space(marker + 3) : rest;
	len = strcspn(p, " \t\r\n");
	if (len >= size)
		len = size - 1;
	memcpy(sym, p, len);
	sym[len] = 0;
}

/*
 * Calls each(line, lineno, ctx) for every line of path, read whole
 * (getline: a long C++ or Rust symbol is one line however long).  False
 * when the file cannot be opened (said here) or each() says stop (it said
 * why).
 */
static bool each_line(const char *path, bool (*each)(char *line, unsigned int lineno, void *ctx),
		      void *ctx)
{
	FILE *fp = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	unsigned int lineno = 0;
	bool ok = true;

	if (!fp) {
		fprintf(stderr, "cachelint infer: %s: %s\n", path, strerror(errno));
		return false;
	}
	while (ok && getline(&line, &cap, fp) > 0)
		ok = each(line, ++lineno, ctx);
	free(line);
	fclose(fp);
	return ok;
}

struct profile_read {
	const char *path;
	double min_percent;
	struct cl_hotfns *h;
	unsigned int entries;		/* profile lines, or function symbols */
};

static bool profile_line(char *line, unsigned int lineno, void *ctx)
{
	struct profile_read *r = ctx;
	const char *s = skip_space(line);
	double share, second;
	char sym[512];

	/* call-chain lines are indented names, '|' and "--" */
	if (!isdigit((unsigned char)*s))
		return true;
	if (!take_percent(&s, &share)) {
		fprintf(stderr, "cachelint infer: %s:%u: not a line of `perf report --stdio` "
			"(an entry starts with its percentage)\n", r->path, lineno);
		return false;
	}
	take_percent(&s, &second);	/* Self, after Children */
	r->entries++;
	entry_symbol(s, sym, sizeof(sym));
	if (share >= r->min_percent && !names_nothing(sym))
		hotfns__add_sampled(r->h, sym);
	return true;
}

bool perf_profile__read(const char *path, double min_percent, struct cl_hotfns *h)
{
	struct profile_read r = { path, min_percent, h, 0 };

	if (!each_line(path, profile_line, &r))
		return false;
	if (!r.entries) {
		fprintf(stderr, "cachelint infer: %s: no entries: expected the output of "
			"`perf report --stdio --sort sym`\n", path);
		return false;
	}
	return true;
}

/* Splits line into at most max words; returns how many. */
static int split_words(char *line, char **words, int max)
{
	int n = 0;

	for (char *w = strtok(line, " \t\r\n"); w && n < max; w = strtok(NULL, " \t\r\n"))
		words[n++] = w;
	return n;
}

static bool symbol_line(char *line, unsigned int lineno, void *ctx)
{
	struct profile_read *r = ctx;
	char *w[3];
	int n = split_words(line, w, 3);

	if (!n || (n == 2 && !w[0][1]))
		return true;	/* blank, or nm's undefined "U name" */
	if (n != 3 || !isxdigit((unsigned char)w[0][0]) || w[1][1]) {
		fprintf(stderr, "cachelint infer: %s:%u: not a symbol line "
			"(\"ADDRESS TYPE NAME\", as nm and /proc/kallsyms print)\n", r->path, lineno);
		return false;
	}
	if (strchr("tTwW", w[1][0])) {
		hotfns__add_symbol(r->h, w[2]);
		r->entries++;
	}
	return true;
}

bool perf_profile__read_symbols(const char *path, struct cl_hotfns *h)
{
	struct profile_read r = { path, 0, h, 0 };

	if (!each_line(path, symbol_line, &r))
		return false;
	if (!r.entries) {
		fprintf(stderr, "cachelint infer: %s: no function symbols (type t or T)\n", path);
		return false;
	}
	return true;
}
