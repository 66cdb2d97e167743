// SPDX-License-Identifier: GPL-2.0
/*
 * `perf c2c report --stdio` text (perf 6.1, tools/perf/builtin-c2c.c):
 * banners of '=' around a section title, then the section:
 *
 *   Trace Event Information, Global Shared Cache Line Event Information,
 *   c2c details:     "  Name   : value" lines (Load Local HITM, Load
 *                    Remote HITM, Cachelines sort on ...)
 *   Shared Data Cache Line Table: '#' header lines, then one row per line:
 *       Index  Address  Node  PA-cnt  Hitm%  Tot-Hitm  LclHitm  RmtHitm
 *       Records  Loads  Stores  ...
 *   Shared Cache Line Distribution Pareto: per line, between two rules of
 *   '-', "Num RmtHitm LclHitm St-L1Hit St-L1Miss [St-N/A] Address", then
 *   one row per (offset, code address):
 *       RmtHitm% LclHitm% St-L1Hit% St-L1Miss% [St-N/A%]  Offset  Node
 *       PA-cnt  [Pid] [Tid]  Code-address  cycles x3  Records  CPUs
 *       [k] symbol  object  source:line  nodes
 *
 * The columns are found by their kind, not by their place: the first
 * percentage of a table row, the "[k]"/"[.]" marker before the symbol;
 * so the optional columns (N/A stores, -c pid,tid, --no-source, -d peer)
 * read the same.  Anything else is refused with the file and line.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer_rank.h"
#include "perf_c2c.h"
#include "xalloc.h"

enum section {
	SEC_NONE, SEC_STATS, SEC_TABLE, SEC_PARETO,
};

#define MAX_TOKENS 48

struct c2c_read {
	const char *path;
	struct cl_c2c *c;
	enum section sec;
	bool want_title, want_close;	/* inside a banner */
	bool seen_table, seen_pareto;
	double lcl_hitm, rmt_hitm;	/* the trace's */
	bool have_trace_hitm;
	struct cl_c2c_line *cur;	/* the Pareto's line */
	double st_l1hit, st_l1miss, st_na;
};

static bool say(const struct c2c_read *r, unsigned int lineno, const char *why)
{
	fprintf(stderr, "cachelint infer: %s:%u: %s\n", r->path, lineno, why);
	return false;
}

static char *trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = 0;
	return s;
}

static bool all_of(const char *s, char ch)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (*s != ch)
			return false;
	return true;
}

static int tokens(char *line, char **tok)
{
	int n = 0;

	for (char *t = strtok(line, " \t"); t && n < MAX_TOKENS; t = strtok(NULL, " \t"))
		tok[n++] = t;
	return n;
}

static bool number(const char *s, double *out)
{
	char *end;

	if (!isdigit((unsigned char)*s))
		return false;
	errno = 0;
	*out = strtod(s, &end);
	return !errno && !*end;
}

static bool percent(const char *s, double *out)
{
	char *end;

	if (!isdigit((unsigned char)*s))
		return false;
	errno = 0;
	*out = strtod(s, &end);
	return !errno && end[0] == '%' && !end[1];
}

static bool hex(const char *s, uint64_t *out)
{
	char *end;

	if (strncmp(s, "0x", 2) || !isxdigit((unsigned char)s[2]))
		return false;
	errno = 0;
	*out = strtoull(s, &end, 16);
	return !errno && !*end;
}

static bool section_title(struct c2c_read *r, const char *title, unsigned int lineno)
{
	if (!strcmp(title, "Trace Event Information") ||
	    !strcmp(title, "Global Shared Cache Line Event Information") ||
	    !strcmp(title, "c2c details")) {
		r->sec = SEC_STATS;
	} else if (!strcmp(title, "Shared Data Cache Line Table")) {
		r->sec = SEC_TABLE;
		r->seen_table = true;
	} else if (!strcmp(title, "Shared Cache Line Distribution Pareto")) {
		if (!r->seen_table)
			return say(r, lineno, "the Pareto before the Shared Data Cache Line Table");
		r->sec = SEC_PARETO;
		r->seen_pareto = true;
	} else {
		return say(r, lineno, "not a section of `perf c2c report --stdio`");
	}
	return true;
}

/* "  Load Local HITM                   :       3402" */
static bool stats_line(struct c2c_read *r, char *s, unsigned int lineno)
{
	char *colon = strchr(s, ':'), *key, *value;
	double v;

	if (!colon)
		return say(r, lineno, "expected \"NAME : VALUE\" in a statistics section of "
			   "`perf c2c report --stdio`");
	*colon = 0;
	key = trim(s);
	value = trim(colon + 1);
	if (!strcmp(key, "Load Local HITM") && number(value, &v)) {
		r->lcl_hitm = v;
		r->have_trace_hitm = true;
	} else if (!strcmp(key, "Load Remote HITM") && number(value, &v)) {
		r->rmt_hitm = v;
		r->have_trace_hitm = true;
	} else if (!strcmp(key, "Cachelines sort on")) {
		r->c->peer = !strcmp(value, "Peer Snoop");
	}
	return true;
}

static struct cl_c2c_line *line_by_index(struct cl_c2c *c, unsigned int index)
{
	for (size_t i = 0; i < c->nr_lines; i++)
		if (c->lines[i].index == index)
			return &c->lines[i];
	return NULL;
}

/* "      0  0xff1100010a5b6c00     1    2150   49.04%     8005     1466     6539 ..." */
static bool table_row(struct c2c_read *r, char *s, unsigned int lineno)
{
	char *tok[MAX_TOKENS];
	int n = tokens(s, tok), k;
	double index, pct, v[7];
	uint64_t addr;
	struct cl_c2c_line *l;

	if (n < 2 || !number(tok[0], &index) || !hex(tok[1], &addr))
		return say(r, lineno, "not a row of the Shared Data Cache Line Table (Index, "
			   "Cacheline address, ...)");
	for (k = 2; k < n && !percent(tok[k], &pct); k++)
		;
	if (k + 7 > n)
		return say(r, lineno, "a row of the Shared Data Cache Line Table without its "
			   "Hitm percentage and counts (the file is cut short?)");
	for (int i = 1; i < 7; i++)
		if (!number(tok[k + i], &v[i]))
			return say(r, lineno, "a Shared Data Cache Line Table row whose HITM, record, "
				   "load and store counts are not numbers");
	if (line_by_index(r->c, (unsigned int)index))
		return say(r, lineno, "a cache line index given twice");
	XGROW(r->c->lines, r->c->nr_lines, r->c->alloc_lines);
	l = &r->c->lines[r->c->nr_lines++];
	memset(l, 0, sizeof(*l));
	l->index = (unsigned int)index;
	l->address = addr;
	l->hitm = v[1];
	l->lcl_hitm = v[2];
	l->rmt_hitm = v[3];
	l->stores = v[6];
	l->lineno = lineno;
	return true;
}

/* "      0     6539     1466    15378       87        0  0xff1100010a5b6c00" */
static bool pareto_line(struct c2c_read *r, char **tok, int n, unsigned int lineno)
{
	double v[6];
	uint64_t addr;

	if ((n != 6 && n != 7) || !hex(tok[n - 1], &addr))
		return say(r, lineno, "not a cache line of the Pareto (Num, RmtHitm, LclHitm, "
			   "Store L1Hit, L1Miss, [N/A,] Address)");
	for (int i = 0; i < n - 1; i++)
		if (!number(tok[i], &v[i]))
			return say(r, lineno, "a Pareto cache line whose counts are not numbers");
	r->cur = line_by_index(r->c, (unsigned int)v[0]);
	if (!r->cur)
		return say(r, lineno, "a Pareto cache line that the Shared Data Cache Line Table "
			   "does not list");
	if (r->cur->address != addr)
		return say(r, lineno, "a Pareto cache line whose address is not the table's");
	r->cur->rmt_hitm = v[1];
	r->cur->lcl_hitm = v[2];
	r->st_l1hit = v[3];
	r->st_l1miss = v[4];
	r->st_na = n == 7 ? v[5] : 0;
	return true;
}

/* A symbol as the access records name it: no "+0x12", ".isra.0", ".cold". */
static char *function_name(const char *sym)
{
	size_t len = strcspn(sym, "+.");

	if (!len || !strncmp(sym, "0x", 2))
		return NULL;
	return xasprintf("%.*s", (int)len, sym);
}

/* "  22.15%  20.33%   0.00%   0.00%   0.00%   0x8  1  1  0xffffffff8110c8b3 ... [k] cpupri_set ..." */
static bool pareto_row(struct c2c_read *r, char **tok, int n, unsigned int lineno)
{
	double pct[5] = { 0 };
	int np = 0, k;
	uint64_t off;
	struct cl_c2c_access *a;
	struct cl_c2c_line *l = r->cur;

	while (np < n && np < 5 && percent(tok[np], &pct[np]))
		np++;
	if (np < 4 || np >= n || !hex(tok[np], &off))
		return say(r, lineno, "not an offset row of the Pareto (HITM and store "
			   "percentages, then the offset)");
	if (!l)
		return say(r, lineno, "an offset row before its cache line");
	if (off >= 4096)
		return say(r, lineno, "an offset row whose offset is past any cache line");
	XGROW(l->accesses, l->nr_accesses, l->alloc_accesses);
	a = &l->accesses[l->nr_accesses++];
	memset(a, 0, sizeof(*a));
	a->offset = off;
	a->lineno = lineno;
	a->hitm = (pct[0] * l->rmt_hitm + pct[1] * l->lcl_hitm) / 100;
	a->stores = (pct[2] * r->st_l1hit + pct[3] * r->st_l1miss + pct[4] * r->st_na) / 100;
	/* the symbol follows its "[k]" (kernel) or "[.]" (user) marker */
	for (k = np + 1; k + 1 < n; k++)
		if (strlen(tok[k]) == 3 && tok[k][0] == '[' && tok[k][2] == ']') {
			a->function = function_name(tok[k + 1]);
			break;
		}
	return true;
}

static bool pareto(struct c2c_read *r, char *s, unsigned int lineno)
{
	char *tok[MAX_TOKENS];
	int n;
	double pct;

	/* rules around a line's row; call chains (-g) under a row */
	if (all_of(s, '-') || s[0] == '|' || !strncmp(s, "--", 2))
		return true;
	n = tokens(s, tok);
	if (n && percent(tok[0], &pct))
		return pareto_row(r, tok, n, lineno);
	return pareto_line(r, tok, n, lineno);
}

static bool c2c_line(struct c2c_read *r, char *raw, unsigned int lineno)
{
	char *s = trim(raw);

	if (!*s)
		return true;
	if (all_of(s, '=')) {
		if (r->want_title)
			return say(r, lineno, "a banner without its section title");
		r->want_title = !r->want_close;
		r->want_close = false;
		return true;
	}
	if (r->want_title) {
		r->want_title = false;
		r->want_close = true;
		return section_title(r, s, lineno);
	}
	if (r->want_close)
		return say(r, lineno, "a section title without its closing banner");
	if (s[0] == '#')
		return true;
	switch (r->sec) {
	case SEC_NONE:
		return say(r, lineno, "not the output of `perf c2c report --stdio` (it starts "
			   "with '=' banners)");
	case SEC_STATS:
		return stats_line(r, s, lineno);
	case SEC_TABLE:
		return table_row(r, s, lineno);
	case SEC_PARETO:
		return pareto(r, s, lineno);
	}
	return true;
}

void perf_c2c__delete(struct cl_c2c *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->nr_lines; i++) {
		for (size_t j = 0; j < c->lines[i].nr_accesses; j++)
			free(c->lines[i].accesses[j].function);
		free(c->lines[i].accesses);
		free(c->lines[i].data_symbol);
	}
	free(c->lines);
	free(c->path);
	free(c);
}

static bool mem_text(char **text, size_t nr, const char *path, struct cl_c2c *c);

/* perf mem report's column names, over its dots */
static bool is_mem_text(char **text, size_t nr)
{
	for (size_t i = 0; i < nr; i++)
		if (text[i][0] == '#' && strstr(text[i], "Data Symbol") && strstr(text[i], "Symbol"))
			return true;
	return false;
}

static void free_text(char **text, size_t nr)
{
	for (size_t i = 0; i < nr; i++)
		free(text[i]);
	free(text);
}

struct cl_c2c *perf_c2c__read(const char *path)
{
	FILE *fp = fopen(path, "r");
	struct c2c_read r = { .path = path };
	char *line = NULL, **text = NULL;
	size_t cap = 0, nr = 0, alloc = 0;
	unsigned int lineno = 0;
	bool ok = true;

	if (!fp) {
		fprintf(stderr, "cachelint infer: %s: %s\n", path, strerror(errno));
		return NULL;
	}
	r.c = xzalloc(sizeof(*r.c));
	r.c->path = xstrdup(path);
	for (ssize_t len; ok && (len = getline(&line, &cap, fp)) > 0;) {
		if (strlen(line) != (size_t)len) {
			ok = say(&r, (unsigned int)nr + 1, "a NUL byte: not text");
			break;
		}
		line[strcspn(line, "\r\n")] = 0;
		XGROW(text, nr, alloc);
		text[nr++] = xstrdup(line);
	}
	free(line);
	fclose(fp);
	if (ok && is_mem_text(text, nr)) {
		r.c->mem = true;
		ok = mem_text(text, nr, path, r.c);
		free_text(text, nr);
		if (!ok) {
			perf_c2c__delete(r.c);
			return NULL;
		}
		for (size_t i = 0; i < r.c->nr_lines;) {
			if (r.c->lines[i].hitm > 0) {
				r.c->total_hitm += r.c->lines[i].hitm;
				i++;
				continue;
			}
			/* nobody missed on it: not a shared line */
			for (size_t j = 0; j < r.c->lines[i].nr_accesses; j++)
				free(r.c->lines[i].accesses[j].function);
			free(r.c->lines[i].accesses);
			free(r.c->lines[i].data_symbol);
			r.c->lines[i] = r.c->lines[--r.c->nr_lines];
		}
		return r.c;
	}
	for (size_t i = 0; ok && i < nr; i++)
		ok = c2c_line(&r, text[i], ++lineno);
	free_text(text, nr);
	if (ok && (r.want_title || r.want_close))
		ok = say(&r, lineno, "the file ends inside a banner (cut short?)");
	if (ok && !r.seen_table) {
		fprintf(stderr, "cachelint infer: %s: no Shared Data Cache Line Table: expected the "
			"output of `perf c2c report --stdio`\n", path);
		ok = false;
	}
	if (ok && r.c->nr_lines && !r.seen_pareto) {
		fprintf(stderr, "cachelint infer: %s: no Shared Cache Line Distribution Pareto after "
			"the table: the offsets and functions are missing (cut short?)\n", path);
		ok = false;
	}
	for (size_t i = 0; ok && i < r.c->nr_lines; i++)
		if (!r.c->lines[i].nr_accesses)
			ok = say(&r, r.c->lines[i].lineno, "a cache line with no offset rows in the "
				 "Pareto (the file is cut short?)");
	if (!ok) {
		perf_c2c__delete(r.c);
		return NULL;
	}
	r.c->total_hitm = r.lcl_hitm + r.rmt_hitm;
	if (!r.have_trace_hitm || r.c->total_hitm <= 0) {
		r.c->total_hitm = 0;
		for (size_t i = 0; i < r.c->nr_lines; i++)
			r.c->total_hitm += r.c->lines[i].hitm;
	}
	return r.c;
}

/*
 * `perf mem report --stdio` (perf 6.1's default sort, builtin-mem.c and
 * util/sort.c: local_weight,mem,sym,dso,symbol_daddr,dso_daddr,snoop,tlb,
 * locked,blocked,local_ins_lat,local_p_stage_cyc, with -n's Samples): one
 * "# Samples: N of event 'E'" block per event, a '#' line of column names
 * over a '#' line of dots that gives each column's place, then one row per
 * entry.  The columns are cut where the dots are (a value may hold spaces:
 * "L1 or L2 hit"); the ones used are Samples, Symbol, Data Symbol and
 * Snoop.  A row's data address (its "[k] 0xff11..." Data Symbol, or a data
 * symbol's "+0x1c8", taken as line-aligned) gives its line and offset;
 * loads that snooped HitM count as HITMs, every sample of a store event
 * as a store.  Lines without a HITM are left out, as c2c leaves out lines
 * nobody shares.
 */
struct mem_column {
	size_t from, to;		/* in the line */
	char name[48];
};

struct mem_read {
	const char *path;
	struct cl_c2c *c;
	bool stores;			/* the current block's event stores */
	size_t nr_cols;
	struct mem_column cols[24];
	int samples, symbol, daddr, snoop;	/* column indices, -1: none */
	char *header;			/* the previous '#' line: the names over the dots */
	unsigned int rows;
};

static bool mem_say(const struct mem_read *m, unsigned int lineno, const char *why)
{
	fprintf(stderr, "cachelint infer: %s:%u: %s\n", m->path, lineno, why);
	return false;
}

static int mem_col(const struct mem_read *m, const char *name)
{
	for (size_t i = 0; i < m->nr_cols; i++)
		if (!strcmp(m->cols[i].name, name))
			return (int)i;
	return -1;
}

/* "# ........  ............  ..." under "# Overhead  Samples  ...": the columns */
static bool mem_columns(struct mem_read *m, const char *dots, unsigned int lineno)
{
	size_t n = strlen(dots), hn = m->header ? strlen(m->header) : 0;

	m->nr_cols = 0;
	for (size_t i = 1; i < n;) {
		size_t j;
		struct mem_column *c;

		if (dots[i] != '.') {
			i++;
			continue;
		}
		for (j = i; j < n && dots[j] == '.'; j++)
			;
		if (m->nr_cols == sizeof(m->cols) / sizeof(m->cols[0]))
			break;
		c = &m->cols[m->nr_cols++];
		c->from = i;
		c->to = j;
		c->name[0] = 0;
		if (i < hn) {
			char buf[sizeof(c->name)];
			size_t len = (j < hn ? j : hn) - i;

			if (len >= sizeof(buf))
				len = sizeof(buf) - 1;
			memcpy(buf, m->header + i, len);
			buf[len] = 0;
			snprintf(c->name, sizeof(c->name), "%s", trim(buf));
		}
		i = j;
	}
	m->samples = mem_col(m, "Samples");
	m->symbol = mem_col(m, "Symbol");
	m->daddr = mem_col(m, "Data Symbol");
	m->snoop = mem_col(m, "Snoop");
	if (m->symbol < 0 || m->daddr < 0 || (!m->stores && m->snoop < 0)) {
		fprintf(stderr, "cachelint infer: %s:%u: the columns of `perf mem report --stdio` "
			"need Symbol, Data Symbol and (for loads) Snoop\n", m->path, lineno);
		return false;
	}
	return true;
}

/* The text of column k of a row, trimmed, into buf. */
static const char *mem_cell(const struct mem_read *m, const char *row, int k, char *buf,
			    size_t size)
{
	size_t n = strlen(row), from = m->cols[k].from, to = m->cols[k].to, len;

	/* the last column runs to the end of the row */
	if ((size_t)k + 1 == m->nr_cols)
		to = n;
	if (from >= n)
		return "";
	if (to > n)
		to = n;
	len = to - from < size - 1 ? to - from : size - 1;
	memcpy(buf, row + from, len);
	buf[len] = 0;
	return trim(buf);
}

/*
 * "[k] 0xff1100010a5b6c08" or "[k] def_root_domain+0x1c8" -> the line's
 * address (or offset in the data symbol, *sym its name), the offset in it
 */
static bool mem_daddr(const char *cell, uint64_t *line, uint64_t *offset, char **sym)
{
	const char *s = cell, *plus;
	uint64_t a;

	if (s[0] == '[' && s[1] && s[2] == ']')
		s += 3;
	while (*s == ' ')
		s++;
	*sym = NULL;
	if (hex(s, &a)) {
		*line = a & ~63ULL;
		*offset = a & 63;
		return true;
	}
	plus = strstr(s, "+0x");
	if (!plus || plus == s || !hex(plus + 1, &a))
		return false;
	/* a data symbol, taken as line-aligned */
	*sym = xasprintf("%.*s", (int)(plus - s), s);
	*line = a & ~63ULL;
	*offset = a & 63;
	return true;
}

static struct cl_c2c_line *mem_line(struct cl_c2c *c, uint64_t address, char *sym)
{
	struct cl_c2c_line *l;

	for (size_t i = 0; i < c->nr_lines; i++)
		if (c->lines[i].address == address &&
		    (sym ? c->lines[i].data_symbol && !strcmp(c->lines[i].data_symbol, sym) :
		     !c->lines[i].data_symbol)) {
			free(sym);
			return &c->lines[i];
		}
	XGROW(c->lines, c->nr_lines, c->alloc_lines);
	l = &c->lines[c->nr_lines];
	memset(l, 0, sizeof(*l));
	l->index = (unsigned int)c->nr_lines++;
	l->address = address;
	l->data_symbol = sym;
	return l;
}

static bool mem_row(struct mem_read *m, const char *row, unsigned int lineno)
{
	char cell[512];
	double samples = 1;
	uint64_t line, off;
	bool hitm;
	struct cl_c2c_line *l;
	struct cl_c2c_access *a;
	char *fn, *dsym;

	if (!m->nr_cols)
		return mem_say(m, lineno, "a row before the column names of `perf mem report "
			       "--stdio`");
	if (m->samples >= 0 && !number(mem_cell(m, row, m->samples, cell, sizeof(cell)), &samples))
		return mem_say(m, lineno, "a `perf mem report` row whose Samples is not a number");
	if (!mem_daddr(mem_cell(m, row, m->daddr, cell, sizeof(cell)), &line, &off, &dsym))
		return mem_say(m, lineno, "a `perf mem report` row without a data address or "
			       "symbol+offset");
	hitm = !m->stores && !strcmp(mem_cell(m, row, m->snoop, cell, sizeof(cell)), "HitM");
	if (!hitm && !m->stores) {
		free(dsym);
		return true;
	}
	{
		const char *sym = mem_cell(m, row, m->symbol, cell, sizeof(cell));

		if (sym[0] == '[' && sym[1] && sym[2] == ']')
			sym += 3;
		while (*sym == ' ')
			sym++;
		fn = function_name(sym);
	}
	l = mem_line(m->c, line, dsym);
	l->lineno = l->lineno ? l->lineno : lineno;
	XGROW(l->accesses, l->nr_accesses, l->alloc_accesses);
	a = &l->accesses[l->nr_accesses++];
	memset(a, 0, sizeof(*a));
	a->offset = off;
	a->function = fn;
	a->lineno = lineno;
	if (hitm) {
		a->hitm = samples;
		l->hitm += samples;
		l->lcl_hitm += samples;
	} else {
		a->stores = samples;
		l->stores += samples;
	}
	m->rows++;
	return true;
}

static bool mem_text(char **text, size_t nr, const char *path, struct cl_c2c *c)
{
	struct mem_read m = { .path = path, .c = c, .samples = -1 };
	bool ok = true;

	for (size_t i = 0; ok && i < nr; i++) {
		char *s = text[i];
		unsigned int lineno = (unsigned int)i + 1;

		if (!strncmp(s, "# Samples: ", 11)) {
			const char *ev = strstr(s, " of event ");

			m.stores = ev && strstr(ev, "store");
			m.nr_cols = 0;
		} else if (s[0] == '#' && strstr(s, "..") && m.header) {
			ok = mem_columns(&m, s, lineno);
		} else if (s[0] == '#') {
			m.header = s;
		} else {
			size_t k = strspn(s, " \t\r\n");

			if (s[k])
				ok = mem_row(&m, s, lineno);
		}
	}
	if (ok && !m.rows)
		fprintf(stderr, "cachelint infer: %s: no HITM loads or stores with a data address: "
			"expected `perf mem report --stdio` of loads and stores\n", path);
	return ok && m.rows;
}
