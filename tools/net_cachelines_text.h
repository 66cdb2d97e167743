/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The text layer under the net_cachelines table readers: lines with tabs
 * expanded, column slices, header mapping, and "FILE:LINE: what" errors.
 * Private to net_cachelines_table.c and net_cachelines_text.c.
 */
#ifndef CACHELINT_NET_CACHELINES_TEXT_H
#define CACHELINT_NET_CACHELINES_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "net_cachelines_table.h"

struct src_line {
	char *s;	/* tabs expanded, no '\r', no trailing blanks */
	size_t len;
};

struct parser {
	const char *path;
	struct src_line *lines;
	size_t nr_lines;
	char *err;
	size_t errlen;
	struct nc_doc *doc;
};

bool nct_fail(struct parser *p, size_t idx, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void nct_split_lines(struct parser *p, const char *text, size_t len);
char *nct_trimmed(const char *s, size_t n);
char *nct_columns(const struct src_line *l, size_t from, size_t to);
void nct_append(char **cell, char *text);
bool nct_only_chars(const struct src_line *l, const char *set);
bool nct_is_simple_rule(const struct src_line *l);
bool nct_is_grid_border(const struct src_line *l);
bool nct_is_adornment(const struct src_line *l);
bool nct_contains_nocase(const char *hay, const char *needle);
bool nct_map_header(char **cells, size_t n, int *map /* per cell: enum nc_col or -1 */);
struct nc_table *nct_new_table(struct parser *p, size_t header_idx);
struct nc_row *nct_new_row(struct nc_table *t, size_t idx);

#endif
