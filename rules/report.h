/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Report writers.  Every printer takes a settings struct and writes through
 * one output function, so the plugin, the tools and the tests share them.
 */
#ifndef CACHELINT_REPORT_H
#define CACHELINT_REPORT_H

#include <stdio.h>
#include <string.h>
#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef void (*cl_write_fn)(void *ctx, const char *buf, size_t len);

struct cl_printer {
	cl_write_fn write;
	void *ctx;
};

/* A printer over a stdio stream. */
struct cl_printer printer__file(FILE *fp);
/* printf through a printer. */
void printer__printf(const struct cl_printer *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/*
 * Without vsnprintf: a kernel unit's report holds a hundred thousand
 * numbers, and formatting them was most of what infer-access costs.
 */
void printer__puts(const struct cl_printer *p, const char *s);
void printer__u64(const struct cl_printer *p, uint64_t v);
/* v in decimal at the end of digits; returns the index of its first digit */
#define U64_DIGITS 24
size_t u64__digits(uint64_t v, char digits[U64_DIGITS]);
/* A JSON number with about 6 significant digits, as %.6g gives. */
void printer__number(const struct cl_printer *p, double v);

/* A growable string, also usable as a printer target. */
struct cl_buf {
	char *data;
	size_t len;
	size_t alloc;
};
/*
 * Appends n bytes and keeps the buffer NUL-terminated.  Inline: a kernel
 * unit's report is ~100,000 small pieces, written here by the printer of
 * printer__buf and, field by field, by the report writer itself.
 */
void buf__reserve(struct cl_buf *buf, size_t need);	/* room for need bytes in all */

static inline void buf__add(struct cl_buf *buf, const char *s, size_t n)
{
	if (__builtin_expect(buf->len + n + 1 > buf->alloc, 0))
		buf__reserve(buf, (buf->len + n + 1) * 2);
	memcpy(buf->data + buf->len, s, n);
	buf->len += n;
	buf->data[buf->len] = '\0';
}

struct cl_printer printer__buf(struct cl_buf *buf);
/* The buffer a printer__buf printer writes into, else NULL: a writer of
 * many small pieces may append to it directly. */
struct cl_buf *printer__buf_of(const struct cl_printer *p);
void buf__exit(struct cl_buf *buf);

struct cl_report_conf {
	unsigned int line_size;
	const char *tool;		/* "gcc-plugin", "pahole", "libclang", ... */
	const char *tool_version;	/* cachelint's own ("version" is the format's) */
	const char *source;		/* the unit's main input file */
	bool all;			/* every record, not only those with roles */
	enum cl_placement placement;
	/* quotes around names in messages: GCC passes its own open/close quote */
	const char *open_quote;
	const char *close_quote;
	/* one diagnostic per pair (group=pair), not one per (record, line, rule) */
	bool per_pair;
	/*
	 * Extra top-level keys of the JSON report (e.g. "accesses"): called after
	 * "findings" with the printer; it prints `,\n  "key": value` itself.
	 */
	void (*json_extra)(const struct cl_printer *p, void *ctx);
	void *json_extra_ctx;
};

void report_conf__init(struct cl_report_conf *conf, const struct cl_settings *s);

/*
 * A finding's message, xmalloc'd, in conf's quotes: one line naming both
 * fields, the record, the cache line and byte ranges; no file position, no
 * rule tag.  The rules' findings carry no message: every writer words them
 * here when it writes.  A tool's finding keeps the words it was given.
 */
char *finding__message(const struct cl_finding *f, const struct cl_report_conf *conf);
/* Stores that in finding->message: for findings read back without one. */
void finding__format_message(struct cl_finding *f, const struct cl_report_conf *conf);
/* The note's text for the other field ("read-hot field 'mask' declared here (bytes 8-15)"). */
void finding__format_note(const struct cl_finding *f, const struct cl_report_conf *conf,
			  struct cl_buf *out);

/*
 * A group's words: with one pair, the pair's message; else every side,
 * "3 write-hot fields 'a', 'b', 'c' (bytes 20-31) share cache line 0 (...)
 * with 5 read-hot fields ... in 'struct s'" (long sides end "and N more").
 */
void group__format_message(struct cl_group *gr, const struct cl_check *chk,
			   const struct cl_report_conf *conf);
void grouping__format_messages(struct cl_grouping *g, const struct cl_check *chk,
			       const struct cl_report_conf *conf);
/* "read-hot field 'mask' declared here (bytes 8-15)" for field i of a group. */
void group__format_note(const struct cl_check *chk, const struct cl_group *gr, size_t i,
			const struct cl_report_conf *conf, struct cl_buf *out);
/* Which side the group's fix moves and why (nothing when it has none). */
void group__format_fix(const struct cl_check *chk, const struct cl_group *gr,
		       const struct cl_report_conf *conf, struct cl_buf *out);
/* Indexes of a group's fields in declaration order (xmalloc'd). */
size_t *group__decl_order(const struct cl_check *chk, const struct cl_group *gr);

/* "file:line:col: " (or "<unknown>: "), the start of a diagnostic line. */
void pos__print_diag(const struct cl_printer *p, const struct cl_pos *pos);

/*
 * GCC's diagnostic format without caret lines, as the plugin prints it,
 * one warning per group (conf->per_pair: per pair):
 *   file:line:col: warning: MSG [cachelint:RULE]
 *   file:line:col: note: NOTE		(each other field, in declaration order)
 *   file:line:col: note: the fix-it ...	(a group of several pairs)
 * The warning stands at the checked record's own member (for a field of an
 * embedded record, the member that embeds it), so that a pragma around the
 * record silences it; a last note says where the field itself is declared.
 * unit gives the members (NULL: at the field); quiet[i] skips finding i
 * (silenced by a pragma; NULL: none is).
 */
void report__diagnostics(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct cl_unit *unit, const struct cl_check *chk,
			 bool as_errors, const bool *quiet);
/* Where report__diagnostics puts the finding's warning. */
const struct cl_pos *finding__primary_pos(const struct cl_unit *unit,
					  const struct cl_finding *f);

/*
 * The JSON report of DESIGN.md: version, line_size, tool, source, structs
 * (flattened fields with roles and origins), findings.
 */
void report__json(const struct cl_printer *p, const struct cl_report_conf *conf,
		  const struct cl_unit *unit, const struct cl_check *chk);

/*
 * Writes the JSON report to path atomically: a temporary file in the same
 * folder, then rename(2), so parallel make -j never sees half a report.
 * Returns 0, or -1 with errno set.
 */
/* The "findings" array's items, grouped (each with its "pairs"). */
void report__json_findings(const struct cl_printer *p, const struct cl_report_conf *conf,
			   const struct cl_check *chk);

int report__write_json_file(const char *path, const struct cl_report_conf *conf,
			    const struct cl_unit *unit, const struct cl_check *chk);

/*
 * How report__dump_layout draws a record: dump-layout shows holes and each
 * role with its origin; cachelint pahole, where pahole's own text is
 * missing, indents nested members and writes its own comments per member.
 */
struct cl_dump_settings {
	bool holes;		/* "XXX n bytes hole" lines and the holes summary */
	bool indent_nested;	/* two spaces per level of a flattened path */
	/* the rest of member i's line after its offset comment; NULL: its role */
	void (*annotate)(const struct cl_printer *p, const struct cl_flat *flat, size_t i,
			 void *ctx);
	void *ctx;
};

/* The model in pahole's comment style, with roles and line boundaries. */
void report__dump_layout(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct cl_flat *flat, const struct cl_dump_settings *ds);

#ifdef __cplusplus
}
#endif

#endif
