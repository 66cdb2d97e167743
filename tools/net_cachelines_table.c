// SPDX-License-Identifier: GPL-2.0
/*
 * net_cachelines/ *.rst tables -> rows of cells.  The old column format is
 * read by header positions, not by splitting on blanks: 6.12's net_device.rst
 * has types with spaces ("struct hlist_head") and rows with one access column
 * blank, which only the column a word starts in can tell apart.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "net_cachelines_table.h"
#include "net_cachelines_text.h"
#include "xalloc.h"

static bool is_access_word(const char *w, size_t n)
{
	static const char *const words[] = { "read_mostly", "read_write", "write_mostly", "-" };

	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && !strncmp(w, words[i], n))
			return true;
	return false;
}

static bool is_column_header(const struct src_line *l)
{
	return !strncasecmp(l->s, "Type ", 5) && nct_contains_nocase(l->s, "name") &&
	       (nct_contains_nocase(l->s, "tx") || nct_contains_nocase(l->s, "rx"));
}

struct word {
	size_t b, e;	/* [b, e) columns of the line */
};

/* The old format's rows: split into words with their columns. */
static size_t split_words(const struct src_line *l, struct word *w, size_t max)
{
	size_t n = 0, i = 0;

	while (i < l->len && n < max) {
		while (i < l->len && l->s[i] == ' ')
			i++;
		if (i >= l->len)
			break;
		w[n].b = i;
		while (i < l->len && l->s[i] != ' ')
			i++;
		w[n++].e = i;
	}
	return n;
}

static char *word_text(const struct src_line *l, const struct word *w)
{
	return xasprintf("%.*s", (int)(w->e - w->b), l->s + w->b);
}

static size_t distance(size_t a, size_t b)
{
	return a > b ? a - b : b - a;
}

/*
 * One row of the old format.  The words that start before the tx column are
 * the type (which may contain blanks) and, last, the name; up to two access
 * words follow, each in the column it starts nearest to when only one of the
 * two is filled in; the rest is the comment.
 */
static void parse_column_row(const struct src_line *l, struct nc_row *r, size_t tx_col,
			     size_t rx_col, size_t comment_col)
{
	struct word w[64];
	size_t n = split_words(l, w, 64), lead = 0, i, nacc = 0;

	while (lead < n && w[lead].b + 2 < tx_col)
		lead++;
	if (lead < 2 && n >= 2) {
		char *second = word_text(l, &w[1]);

		if (!is_access_word(second, strlen(second)))
			lead = 2;	/* a type or name wider than its column */
		free(second);
	}
	if (!lead && n)
		lead = 1;
	for (i = 0; i + 1 < lead; i++)
		nct_append(&r->cell[NC_TYPE], word_text(l, &w[i]));
	if (lead == 1)
		nct_append(&r->cell[NC_TYPE], word_text(l, &w[0]));	/* "..enum": no name */
	else if (lead)
		nct_append(&r->cell[NC_NAME], word_text(l, &w[lead - 1]));
	for (i = lead; i < n && nacc < 2; i++, nacc++) {
		char *text = word_text(l, &w[i]);
		int col;

		/* A word in the access columns is an access word, valid or not. */
		if (!is_access_word(text, strlen(text)) && w[i].b + 2 >= comment_col) {
			free(text);
			break;
		}
		if (nacc == 1)
			col = NC_RX;
		else if (i + 1 < n && is_access_word(l->s + w[i + 1].b, w[i + 1].e - w[i + 1].b))
			col = NC_TX;
		else
			col = distance(w[i].b, rx_col) < distance(w[i].b, tx_col) ? NC_RX : NC_TX;
		nct_append(&r->cell[col], text);
		if (col == NC_RX)
			nacc = 1;	/* nothing can follow an rx word but the comment */
	}
	if (i < n)
		nct_append(&r->cell[NC_COMMENT], nct_columns(l, w[i].b, 0));
}

/* Old format: a "Type Name fastpath_tx_access fastpath_rx_access" header. */
static bool parse_columns(struct parser *p, size_t *idx)
{
	const struct src_line *h = &p->lines[*idx];
	struct word w[16];
	size_t n = split_words(h, w, 16), tx_col = 0, rx_col = 0, comment_col = (size_t)-1 / 2;
	char *cells[16];
	int map[16];
	struct nc_table *t;

	for (size_t i = 0; i < n; i++)
		cells[i] = word_text(h, &w[i]);
	bool ok = nct_map_header(cells, n, map);

	for (size_t i = 0; i < n; i++) {
		if (map[i] == NC_TX)
			tx_col = w[i].b;
		if (map[i] == NC_RX)
			rx_col = w[i].b;
		if (map[i] == NC_COMMENT)
			comment_col = w[i].b;
		free(cells[i]);
	}
	if (!ok)
		return nct_fail(p, *idx, "table header without Name, tx and rx access columns");
	t = nct_new_table(p, *idx);
	for ((*idx)++; *idx < p->nr_lines; (*idx)++) {
		const struct src_line *l = &p->lines[*idx];

		if (!l->len || !strncmp(l->s, ".. ", 3))
			continue;
		if (nct_is_adornment(l) || nct_is_simple_rule(l) || nct_is_grid_border(l) || is_column_header(l))
			break;
		parse_column_row(l, nct_new_row(t, *idx), tx_col, rx_col, comment_col);
	}
	return true;
}

/* RST simple table: columns are the runs of '=' of its first rule line. */
static bool parse_simple(struct parser *p, size_t *idx)
{
	const struct src_line *rule = &p->lines[*idx];
	size_t start[16], n = 0, i, header_idx = *idx + 1;
	char *cells[16] = { NULL };
	int map[16];
	struct nc_table *t;

	for (i = 0; i < rule->len && n < 16; i++)
		if (rule->s[i] == '=' && (!i || rule->s[i - 1] == ' '))
			start[n++] = i;
	for (i = 0; i < n; i++)
		cells[i] = xstrdup("");
	for (i = *idx + 1; i < p->nr_lines && !nct_is_simple_rule(&p->lines[i]); i++)
		for (size_t c = 0; c < n; c++)
			nct_append(&cells[c], nct_columns(&p->lines[i], start[c], c + 1 < n ? start[c + 1] : 0));
	if (i >= p->nr_lines)
		return nct_fail(p, *idx, "simple table without the rule line that ends its header");
	bool ok = nct_map_header(cells, n, map);

	for (size_t c = 0; c < n; c++)
		free(cells[c]);
	if (!ok)
		return nct_fail(p, header_idx, "table header without Name, tx and rx access columns");
	t = nct_new_table(p, header_idx);
	for (i++; i < p->nr_lines && !nct_is_simple_rule(&p->lines[i]); i++) {
		const struct src_line *l = &p->lines[i];
		struct nc_row *r;

		if (!l->len)
			continue;
		char *first = nct_columns(l, start[0], n > 1 ? start[1] : 0);
		bool continuation = !*first && t->nr;

		free(first);
		r = continuation ? &t->rows[t->nr - 1] : nct_new_row(t, i);
		for (size_t c = 0; c < n; c++)
			if (map[c] >= 0)
				nct_append(&r->cell[map[c]], nct_columns(l, start[c], c + 1 < n ? start[c + 1] : 0));
	}
	if (i >= p->nr_lines)
		return nct_fail(p, *idx, "simple table without its closing rule line");
	*idx = i + 1;
	return true;
}

/*
 * RST grid table: the '+' of its first border are the column boundaries; a
 * row runs over lines until the next border; "+===+" ends the header.
 */
static bool parse_grid(struct parser *p, size_t *idx)
{
	const struct src_line *border = &p->lines[*idx];
	size_t bound[17], n = 0, i, header_end = 0, first = *idx;
	char *cells[16];
	int map[16];
	struct nc_table *t = NULL;
	bool in_row = false;

	for (i = 0; i < border->len && n < 17; i++)
		if (border->s[i] == '+')
			bound[n++] = i;
	n--;	/* columns */
	for (i = *idx + 1; i < p->nr_lines; i++)
		if (nct_is_grid_border(&p->lines[i]) && strchr(p->lines[i].s, '=')) {
			header_end = i;
			break;
		}
	for (size_t c = 0; c < n; c++)
		cells[c] = xstrdup("");
	for (i = *idx + 1; i < p->nr_lines; i++) {
		const struct src_line *l = &p->lines[i];

		if (nct_is_grid_border(l)) {
			if (!t && (i == header_end || !header_end)) {
				bool ok = nct_map_header(cells, n, map);

				for (size_t c = 0; c < n; c++)
					free(cells[c]);
				if (!ok)
					return nct_fail(p, first + 1, "table header without Name, tx and rx access columns");
				t = nct_new_table(p, first + 1);
			}
			in_row = false;
			continue;
		}
		if (!l->len || l->s[0] != '|')
			break;
		if (l->len < bound[n] + 1 || l->s[bound[n]] != '|')
			return nct_fail(p, i, "grid table row does not end at its border's last column");
		if (!t) {
			for (size_t c = 0; c < n; c++)
				nct_append(&cells[c], nct_columns(l, bound[c] + 1, bound[c + 1]));
			continue;
		}
		struct nc_row *r = in_row ? &t->rows[t->nr - 1] : nct_new_row(t, i);

		in_row = true;
		for (size_t c = 0; c < n; c++)
			if (map[c] >= 0)
				nct_append(&r->cell[map[c]], nct_columns(l, bound[c] + 1, bound[c + 1]));
	}
	if (!t) {
		for (size_t c = 0; c < n; c++)
			free(cells[c]);
		return nct_fail(p, first, "grid table without a border after its header");
	}
	if (in_row)
		return nct_fail(p, i - 1, "grid table without its closing border");
	*idx = i;
	return true;
}

static void scan_title(struct parser *p, size_t i)
{
	const struct src_line *l = &p->lines[i];
	char name[128], kind[16];

	if (p->doc->title_name || !l->len || i + 1 >= p->nr_lines || !nct_is_adornment(&p->lines[i + 1]))
		return;
	if (sscanf(l->s, "%127s %15s", name, kind) == 2 &&
	    (!strcmp(kind, "struct") || !strcmp(kind, "enum"))) {
		p->doc->title_name = xstrdup(name);
		p->doc->title_kind = xstrdup(kind);
	}
}

struct nc_doc *nc_doc__parse(const char *path, const char *text, size_t len, char *err,
			     size_t errlen)
{
	struct parser p = { .path = path, .err = err, .errlen = errlen };
	bool ok = true;

	p.doc = xzalloc(sizeof(*p.doc));
	p.doc->path = xstrdup(path);
	nct_split_lines(&p, text, len);
	for (size_t i = 0; ok && i < p.nr_lines;) {
		const struct src_line *l = &p.lines[i];

		if (strstr(l->s, ".. toctree::"))
			p.doc->has_toctree = true;
		scan_title(&p, i);
		if (nct_is_simple_rule(l))
			ok = parse_simple(&p, &i);
		else if (nct_is_grid_border(l))
			ok = parse_grid(&p, &i);
		else if (is_column_header(l))
			ok = parse_columns(&p, &i);
		else
			i++;
	}
	for (size_t i = 0; i < p.nr_lines; i++)
		free(p.lines[i].s);
	free(p.lines);
	if (!ok) {
		nc_doc__delete(p.doc);
		return NULL;
	}
	return p.doc;
}

void nc_doc__delete(struct nc_doc *doc)
{
	if (!doc)
		return;
	for (size_t t = 0; t < doc->nr; t++) {
		for (size_t r = 0; r < doc->tables[t].nr; r++)
			for (int c = 0; c < NC_NR_COLS; c++)
				free(doc->tables[t].rows[r].cell[c]);
		free(doc->tables[t].rows);
	}
	free(doc->tables);
	free(doc->title_name);
	free(doc->title_kind);
	free(doc->path);
	free(doc);
}
