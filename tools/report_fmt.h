/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Output formats of cachelint report and cachelint diff: text (the plain
 * style of a kernel test robot mail), Markdown (a CI comment), HTML (one SVG
 * picture per struct), SARIF 2.1.0 (code scanning) and JSON.
 */
#ifndef CACHELINT_REPORT_FMT_H
#define CACHELINT_REPORT_FMT_H

#include <getopt.h>

#include "diff.h"
#include "report.h"

enum cl_format {
	CL_FMT_TEXT = 0,
	CL_FMT_MARKDOWN,
	CL_FMT_HTML,
	CL_FMT_SARIF,
	CL_FMT_JSON,
};

struct cl_render_opts {
	enum cl_format format;
	const char *title;		/* --title: heading of the page or mail */
	const char *srcroot;		/* --srcroot: SARIF uris relative to this folder */
	const char *docs_url;		/* --docs-url: cachelint's tree (README.md, docs/) on the web */
	bool layouts;			/* text/markdown: layouts of structs with findings */
	bool all;			/* report: every struct, not only those with findings */
	unsigned int max_lines;		/* HTML: cache lines drawn per struct */
	unsigned int max_fields;	/* text/markdown: fields listed per struct */
	/*
	 * diff --mail: each step as a kernel test robot mail block (what
	 * ci/cachelint-series prints); the words given by the runner
	 */
	bool mail;
	const char *mail_author;	/* --author NAME: "Hi NAME," */
	const char *mail_base;		/* --base TEXT */
	const char *mail_compiler;	/* --compiler TEXT */
	const char *mail_config;	/* --config TEXT */
	const char *mail_flags;		/* --flags TEXT */
	const char *mail_reproduce[32];	/* --reproduce LINE (a command each) */
	unsigned int nr_reproduce;
	const char *mail_trailers[8];	/* --trailer 'Reported-by: ...' */
	unsigned int nr_trailers;
};

void render_opts__init(struct cl_render_opts *o);

/*
 * The rendering options report and diff share, as getopt_long entries (a
 * command's table starts with RENDER_OPTIONS) and their short letters.
 */
enum {
	RENDER_OPT_TITLE = 0x300, RENDER_OPT_SRCROOT, RENDER_OPT_DOCS_URL, RENDER_OPT_MAX_LINES,
	RENDER_OPT_AUTHOR, RENDER_OPT_BASE, RENDER_OPT_COMPILER, RENDER_OPT_CONFIG,
	RENDER_OPT_FLAGS, RENDER_OPT_REPRODUCE, RENDER_OPT_TRAILER, RENDER_OPT_MAIL,
	RENDER_OPT_NO_LAYOUTS,
};
#define RENDER_SHORT "f:"
#define RENDER_OPTIONS \
	{ "format", required_argument, NULL, 'f' }, \
	{ "title", required_argument, NULL, RENDER_OPT_TITLE }, \
	{ "srcroot", required_argument, NULL, RENDER_OPT_SRCROOT }, \
	{ "docs-url", required_argument, NULL, RENDER_OPT_DOCS_URL }, \
	{ "max-lines", required_argument, NULL, RENDER_OPT_MAX_LINES }, \
	{ "author", required_argument, NULL, RENDER_OPT_AUTHOR }, \
	{ "base", required_argument, NULL, RENDER_OPT_BASE }, \
	{ "compiler", required_argument, NULL, RENDER_OPT_COMPILER }, \
	{ "config", required_argument, NULL, RENDER_OPT_CONFIG }, \
	{ "flags", required_argument, NULL, RENDER_OPT_FLAGS }, \
	{ "reproduce", required_argument, NULL, RENDER_OPT_REPRODUCE }, \
	{ "trailer", required_argument, NULL, RENDER_OPT_TRAILER }, \
	{ "mail", no_argument, NULL, RENDER_OPT_MAIL }, \
	{ "no-layouts", no_argument, NULL, RENDER_OPT_NO_LAYOUTS }

/*
 * One option getopt_long returned: 1 if it is a rendering option (taken),
 * 0 if not, -1 on a bad value (message printed, naming cmd).
 */
int render_opts__option(struct cl_render_opts *o, int code, const char *value, const char *cmd);
bool format__parse(const char *s, enum cl_format *fmt);

/* Renders to the file out ("-" or NULL: stdout); 0, or -1 with a message. */
int render__report_to(const char *out, const struct cl_render_opts *o,
		      const struct cl_loaded *l, const struct cl_loaded *baseline);
int render__diff_to(const char *out, const struct cl_render_opts *o, const struct cl_diff *d);

void text__report(const struct cl_printer *p, const struct cl_render_opts *o,
		  const struct cl_loaded *l);
void text__diff(const struct cl_printer *p, const struct cl_render_opts *o,
		const struct cl_diff *d);
/*
 * A grouped finding in GCC's words (report_text.c): mark before the
 * warning; marked pairs listed after "  words:" (a diff's new pairs).
 */
struct cl_fgroup;
void text__group(const struct cl_printer *p, const struct cl_loaded *l, const struct cl_fgroup *g,
		 const char *mark, const char *words, const struct cl_finding *const *marked,
		 size_t nr_marked);
/* A step's grouped findings: introduced, grown, fixed, shrunk. */
void text__step_changes(const struct cl_printer *p, const struct cl_step *st);
void text__step_summary(const struct cl_printer *p, const struct cl_step *t);
void md__report(const struct cl_printer *p, const struct cl_render_opts *o,
		const struct cl_loaded *l);
void md__diff(const struct cl_printer *p, const struct cl_render_opts *o, const struct cl_diff *d);
void html__report(const struct cl_printer *p, const struct cl_render_opts *o,
		  const struct cl_loaded *l);
void html__diff(const struct cl_printer *p, const struct cl_render_opts *o,
		const struct cl_diff *d);
/*
 * SARIF of head's findings; with a step (base against head), each result
 * gets a baselineState (new / unchanged) and fixed ones are listed absent.
 */
void sarif__write(const struct cl_printer *p, const struct cl_render_opts *o,
		  const struct cl_loaded *head, const struct cl_step *vs_base);
void jsonout__diff(const struct cl_printer *p, const struct cl_render_opts *o,
		   const struct cl_diff *d);

/* Shared helpers of the writers (report_fmt.c). */

/* Starts a line of text output that is not wrapped (a source or patch line). */
#define TEXT_NOWRAP '\001'


/*
 * The folder SARIF uris and HTML links are relative to: --srcroot, else the
 * git top level of the current folder (or of the report's first source
 * file's), else NULL (report_sarif.c).
 */
const char *srcroot__resolve(const struct cl_render_opts *o, const struct cl_loaded *l);

/* A path in a URI (an HTML link, a SARIF uri): percent-encoded, '/' kept. */
void fmt__uri_chars(const struct cl_printer *p, const char *path);
/* "file:line:col" of a position, "file:line", or "?" */
void pos__print(const struct cl_printer *p, const struct cl_pos *pos);
/* Findings of the report about record index rec (the variant holding them). */
size_t loaded__findings_of(const struct cl_loaded *l, size_t rec, const struct cl_finding **out,
			   size_t max);
/*
 * A pahole-like listing of a record: one line per field with offset, size
 * and role, cache-line boundaries and holes, findings marked at the field.
 * prefix starts every line (a tab for mails, "" in a Markdown code block).
 */
void layout__print(const struct cl_printer *p, const struct cl_render_opts *o,
		   const struct cl_loaded *l, size_t rec, const char *prefix);
/* "24 -> 32 bytes (+8)" style signed difference */
void delta__print(const struct cl_printer *p, uint64_t a, uint64_t b, const char *unit);
/* Human count of rules in findings: "1 false-sharing, 2 straddle". */
void rules__summary(const struct cl_printer *p, const struct cl_finding *const *f, size_t nr);

/*
 * One finding per (struct variant, cache line, rule), as the plugin prints
 * it: the pairs of a line under one entry, fields write side first.
 */
struct cl_fgroup_field {
	const struct cl_finding *f;	/* a pair naming the field, as f->names[side] */
	int side;
	unsigned int group_side;	/* 0 write side (or first writer group), 1 read side ... */
};

struct cl_fgroup {
	enum cl_rule rule;
	size_t rec;			/* the variant record (loaded finding_rec), or CL_NONE */
	size_t first;			/* index in the list given of its first pair */
	size_t nr_pairs;
	const struct cl_finding **pairs;	/* in the rules' order */
	size_t nr_fields;
	struct cl_fgroup_field *fields;	/* side 0 first, each side in declaration order */
	char *message;			/* owned: the grouped warning's words */
	/* the fix-it: the fields started on the next line, and why (owned) */
	unsigned int nr_fixes;
	struct cl_fgroup_field fixes[CL_GROUP_MAX_FIXES];
	char *fix_note;
};

struct cl_fgroups {
	size_t nr;
	struct cl_fgroup *groups;	/* in the order of their first pair */
	const struct cl_finding **firsts;	/* each group's first pair, for rules__summary */
};

/* fs: findings of l (pointers into its report), e.g. a diff step's introduced ones. */
void fgroups__build(struct cl_fgroups *out, const struct cl_loaded *l,
		    const struct cl_finding *const *fs, size_t nr);
void fgroups__exit(struct cl_fgroups *g);
/* Distinct struct variants among the groups. */
size_t fgroups__nr_structs(const struct cl_fgroups *g);

#endif
