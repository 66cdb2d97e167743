// SPDX-License-Identifier: GPL-2.0
/*
 * report__diagnostics prints each finding at its field; the plugin prints
 * it at the checked record's member, so that a pragma around the record
 * silences findings about fields of embedded records declared elsewhere,
 * then says where the field itself is declared.  Same lines here.
 */
#include <string.h>

#include "cx_diag.h"

/* The member of the checked record holding path, or NULL for a direct field. */
static const struct cl_field *member_of(const struct cl_unit *unit, const char *record,
					const char *path)
{
	if (!path[strcspn(path, ".[")])
		return NULL;
	return record__member_for_path(unit__find(unit, record), path);
}


const struct cl_pos *cx_diag__primary(const struct cl_unit *unit, const struct cl_finding *f)
{
	const struct cl_field *outer = member_of(unit, f->record, f->names[0]);

	return outer ? &outer->pos : &f->pos[0];
}

void cx_diag__print(const struct cl_printer *p, const struct cl_report_conf *conf,
		    const struct cl_unit *unit, const struct cl_check *chk, bool as_errors,
		    const bool *quiet)
{
	for (size_t i = 0; i < chk->nr_findings; i++) {
		const struct cl_finding *f = &chk->findings[i];
		const struct cl_field *outer = member_of(unit, f->record, f->names[0]);
		struct cl_buf note = { 0 };

		if (quiet && quiet[i])
			continue;

		pos__print_diag(p, outer ? &outer->pos : &f->pos[0]);
		printer__printf(p, "%s: %s [cachelint:%s]\n", as_errors ? "error" : "warning",
				f->message ? f->message : "", rule__name(f->rule));
		finding__format_note(f, conf, &note);
		if (note.len) {
			pos__print_diag(p, &f->pos[1]);
			printer__printf(p, "note: %s\n", note.data);
		}
		buf__exit(&note);
		if (outer) {
			pos__print_diag(p, &f->pos[0]);
			printer__printf(p, "note: %s field %s%s%s declared here\n",
					role__words(f->roles[0]), conf->open_quote, f->names[0],
					conf->close_quote);
		}
	}
}
