/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The two rules that compare declarations with another source of truth:
 * layout-mismatch (the compiler's report against the binary's layout, for
 * cachelint pahole) and stale-annotation (an annotation file's line that
 * names no field, for cachelint pahole and cachelint infer).  The front
 * ends find the cases; the findings and their words are made here.
 */
#ifndef CACHELINT_CROSSCHECK_H
#define CACHELINT_CROSSCHECK_H

#include <stdbool.h>

#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Do the two fields take the same bytes (bits, for bit-fields)? */
bool field__same_place(const struct cl_field *a, const struct cl_field *b);

/*
 * Field want of record_key in the compiler's report (report_path) is at
 * have in the binary, or absent from it (have NULL).
 */
void check__add_layout_mismatch(struct cl_check *chk, const char *record_key,
				const struct cl_field *want, const struct cl_field *have,
				const char *report_path, unsigned int line_size);

struct cl_stale_annotation {
	const char *record;	/* as the annotation spells it */
	const char *path;	/* the field path it names */
	enum cl_role role;
	struct cl_pos pos;	/* its line in the annotation file */
	const char *key;	/* the record looked in, NULL if there is none */
	const char *nearest;	/* its nearest field name, or NULL */
	const char *where;	/* "the binary", "the build's reports" */
};

/* Returns the finding, for a front end's own extra text. */
struct cl_finding *check__add_stale_annotation(struct cl_check *chk,
					       const struct cl_stale_annotation *sa);

#ifdef __cplusplus
}
#endif

#endif
