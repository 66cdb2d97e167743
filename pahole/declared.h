/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The declared roles of a binary's layout: from the plugin's JSON reports
 * (with the layout-mismatch cross-check) and from an annotation file (with
 * stale-annotation for names the binary does not have).
 */
#ifndef CACHELINT_PAHOLE_DECLARED_H
#define CACHELINT_PAHOLE_DECLARED_H

#include <stdbool.h>
#include <stddef.h>

#include "annotations.h"
#include "report_read.h"
#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

struct pahole_roles {
	size_t nr_reports, alloc_reports;
	struct cl_report **reports;
	struct annotation_file *annotations;
	struct cl_strtab *wanted;	/* record keys roles are for */
};

void pahole_roles__init(struct pahole_roles *roles);
void pahole_roles__exit(struct pahole_roles *roles);
/*
 * Reads a report file, or every *.cachelint.json under a folder (recursively).
 * Returns 0, or -1 with a message naming the file in err.
 */
int pahole_roles__load_reports(struct pahole_roles *roles, const char *path, char *err,
			       size_t errlen);
int pahole_roles__load_annotations(struct pahole_roles *roles, const char *path, char *err,
				   size_t errlen);

/* The binary's record an annotation's STRUCT names: "struct X", "union X", "X". */
struct cl_record *pahole_roles__find_record(const struct cl_unit *unit, const char *name);

/*
 * For pahole_unit__resolve: true for records roles are for, and records they
 * embed (so typedef'd members of annotated structs get expanded).
 */
bool pahole_roles__wants(const struct cl_record *rec, void *ctx);
/* Recomputes the wanted set over unit (after each resolve pass). */
void pahole_roles__collect_wanted(struct pahole_roles *roles, const struct cl_unit *unit);

/*
 * Applies the reports' declared roles to the binary's records and adds a
 * layout-mismatch finding for every annotated field whose offset or size in
 * the binary differs from the compiler's.  Then the annotation file's roles,
 * with a stale-annotation finding for names the binary lacks.  Returns the
 * number of findings added.  Messages about skipped structs go to stderr
 * when verbose.
 */
size_t pahole_roles__apply(struct pahole_roles *roles, struct cl_unit *unit,
			   struct cl_check *chk, const struct cl_settings *settings, bool verbose);

/*
 * After check__unit: each finding's place is the checked record's member
 * holding its first field (the container's member, as the plugin warns).
 */
void pahole_roles__locate(const struct cl_unit *unit, struct cl_check *chk);

#ifdef __cplusplus
}
#endif

#endif
