// SPDX-License-Identifier: GPL-2.0
/* The text layer of the net_cachelines readers (net_cachelines_text.h). */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "net_cachelines_text.h"
#include "xalloc.h"

bool nct_fail(struct parser *p, size_t idx, const char *fmt, ...)
{
	char what[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	snprintf(p->err, p->errlen, "%s:%zu: %s", p->path, idx + 1, what);
	return false;
}

void nct_split_lines(struct parser *p, const char *text, size_t len)
{
	size_t alloc = 0, pos = 0;

	while (pos < len) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - (text + pos)) : len - pos;
		char *s = xmalloc(n * 8 + 1);
		size_t o = 0;

		for (size_t i = 0; i < n; i++) {
			char c = text[pos + i];

			if (c == '\t') {
				do
					s[o++] = ' ';
				while (o % 8);
			} else if (c != '\r') {
				s[o++] = c;
			}
		}
		while (o && s[o - 1] == ' ')
			o--;
		s[o] = '\0';
		XGROW(p->lines, p->nr_lines, alloc);
		p->lines[p->nr_lines].s = s;
		p->lines[p->nr_lines++].len = o;
		pos += n + 1;
	}
}

char *nct_trimmed(const char *s, size_t n)
{
	while (n && isspace((unsigned char)*s))
		s++, n--;
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	return xasprintf("%.*s", (int)n, s);
}

/* Text of columns [from, to) of a line, trimmed; to == 0 means to the end. */
char *nct_columns(const struct src_line *l, size_t from, size_t to)
{
	if (from >= l->len)
		return xstrdup("");
	if (!to || to > l->len)
		to = l->len;
	return nct_trimmed(l->s + from, to - from);
}

/* Appends text to *cell with one blank between. */
void nct_append(char **cell, char *text)
{
	if (!*text) {
		free(text);
		return;
	}
	if (!**cell) {
		free(*cell);
		*cell = text;
		return;
	}
	char *both = xasprintf("%s %s", *cell, text);

	free(*cell);
	free(text);
	*cell = both;
}

bool nct_only_chars(const struct src_line *l, const char *set)
{
	if (!l->len)
		return false;
	for (size_t i = 0; i < l->len; i++)
		if (!strchr(set, l->s[i]))
			return false;
	return true;
}

bool nct_is_simple_rule(const struct src_line *l)
{
	return nct_only_chars(l, "= ") && strstr(l->s, "= ") && l->s[0] == '=';
}

bool nct_is_grid_border(const struct src_line *l)
{
	return l->len >= 3 && l->s[0] == '+' && l->s[l->len - 1] == '+' && nct_only_chars(l, "+-=");
}

bool nct_is_adornment(const struct src_line *l)
{
	return l->len >= 3 && (nct_only_chars(l, "=") || nct_only_chars(l, "-") || nct_only_chars(l, "~"));
}

/* strcasestr() without _GNU_SOURCE. */
bool nct_contains_nocase(const char *hay, const char *needle)
{
	size_t n = strlen(needle);

	for (; *hay; hay++)
		if (!strncasecmp(hay, needle, n))
			return true;
	return false;
}

/* Maps header cells to columns; false if Name, tx or rx is missing. */
bool nct_map_header(char **cells, size_t n, int *map /* per cell: enum nc_col or -1 */)
{
	bool seen[NC_NR_COLS] = { false };

	for (size_t i = 0; i < n; i++) {
		const char *h = cells[i];
		int col = -1;

		if (!strcasecmp(h, "type"))
			col = NC_TYPE;
		else if (!strcasecmp(h, "name") || !strcasecmp(h, "member") || !strcasecmp(h, "field"))
			col = NC_NAME;
		else if (nct_contains_nocase(h, "tx"))
			col = NC_TX;
		else if (nct_contains_nocase(h, "rx"))
			col = NC_RX;
		else if (nct_contains_nocase(h, "comment"))
			col = NC_COMMENT;
		if (col >= 0 && seen[col])
			col = -1;
		if (col >= 0)
			seen[col] = true;
		map[i] = col;
	}
	return seen[NC_NAME] && seen[NC_TX] && seen[NC_RX];
}

struct nc_table *nct_new_table(struct parser *p, size_t header_idx)
{
	struct nc_doc *d = p->doc;
	struct nc_table *t;

	XGROW(d->tables, d->nr, d->alloc);
	t = &d->tables[d->nr++];
	memset(t, 0, sizeof(*t));
	t->line = header_idx + 1;
	return t;
}

struct nc_row *nct_new_row(struct nc_table *t, size_t idx)
{
	struct nc_row *r;

	XGROW(t->rows, t->nr, t->alloc);
	r = &t->rows[t->nr++];
	r->line = idx + 1;
	for (int c = 0; c < NC_NR_COLS; c++)
		r->cell[c] = xstrdup("");
	return r;
}

