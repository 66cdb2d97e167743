/* SPDX-License-Identifier: GPL-2.0 */
/* cachelint pahole's text output: pahole's own text with roles and findings beside members. */
#ifndef CACHELINT_PAHOLE_PRINT_H
#define CACHELINT_PAHOLE_PRINT_H

#include <stdbool.h>
#include <stdio.h>

#include "report.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pahole_run;

/*
 * pahole's text of each type, by key ("struct foo", "union bar", a typedef
 * name), exactly as "pahole -C NAME" prints it: split at the top-level
 * braces of pahole output (a dump, -I's comments dropped, or a -C run).
 * The first type of a key is kept, as pahole -C prints the first.
 */
struct pahole_texts;

struct pahole_texts *pahole_texts__new(void);
void pahole_texts__delete(struct pahole_texts *t);
void pahole_texts__add(struct pahole_texts *t, const char *buf, size_t len);
/* A saved pahole output (--text).  Returns 0, or -1 with err set. */
int pahole_texts__read_file(struct pahole_texts *t, const char *path, char *err, size_t errlen);
/*
 * One "pahole --cacheline_size=N [-F F] [-E] --skip_missing -C names FILE"
 * run (program, file, format and line size from run): for the printing
 * options only, never the check.  Returns 0, or -1 with err set.
 */
int pahole_texts__run(struct pahole_texts *t, const struct pahole_run *run, const char *names,
		      bool expand, char *err, size_t errlen);
size_t pahole_texts__count(const struct pahole_texts *t);
/* The i-th type's key, in pahole's order. */
const char *pahole_texts__key(const struct pahole_texts *t, size_t i);
const char *pahole_texts__find(const struct pahole_texts *t, const char *key, size_t *len);

struct pahole_print_opts {
	/* pahole's text of the structs; a struct it lacks is drawn from the model */
	const struct pahole_texts *texts;
	/* pahole -E's text: a member holding a finding inside it is shown as there */
	const struct pahole_texts *expanded;
	/* -C: the structs of texts, in their order, with their findings only */
	bool only_texts;
};

/*
 * Every checked struct with a hot field or a finding (po->only_texts: the
 * structs asked for), as pahole prints it, each role and finding group a
 * comment at the end of its member's line ("/ * write-hot * /", "/ *
 * false-sharing with 'mask' [1] * /"; a field inside a collapsed embedded
 * struct is named at the member that embeds it), then the findings as
 * diagnostics ("file:line:col: warning: ... [cachelint:rule] [1]");
 * findings of structs not printed (stale annotations ...) come last.
 * po NULL: every struct drawn from the model.
 */
void pahole_print__text(const struct cl_printer *p, const struct cl_report_conf *conf,
			const struct cl_unit *unit, const struct cl_check *chk,
			const struct pahole_print_opts *po);

/* How many finding groups of key's struct name a field inside a collapsed member of texts. */
size_t pahole_print__inside(const struct cl_check *chk, const struct cl_report_conf *conf,
			    const struct pahole_texts *texts, const char *key);

#ifdef __cplusplus
}
#endif

#endif
