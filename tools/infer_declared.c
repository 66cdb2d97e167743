// SPDX-License-Identifier: GPL-2.0
/*
 * Declared roles from an annotation file for cachelint infer.  A record no
 * report has is not stale: a build of kernel/sched/ does not see struct
 * sock.  A record that is there without the field is: the file names
 * something the source no longer has.
 */
#include <stdlib.h>
#include <string.h>

#include "infer_declared.h"
#include "xalloc.h"

void infer_declared__apply(struct infer_declared *d, const struct annotation_file *af,
			   struct cl_unit *layouts)
{
	memset(d, 0, sizeof(*d));
	d->af = af;
	for (size_t i = 0; i < af->nr; i++) {
		const struct annotation *a = &af->items[i];
		struct cl_record *rec = annotations__find_record(layouts, a->record), *owner;
		struct cl_field *f = rec ? annotations__find_field(layouts, rec, a->path, &owner) : NULL;

		if (!rec) {
			d->nr_absent++;
			continue;
		}
		if (!f) {
			XGROW(d->stale, d->nr_stale, d->alloc_stale);
			d->stale[d->nr_stale++] = i;
			continue;
		}
		f->role = a->role;
		f->origin = CL_ORIGIN_FILE;
		field__set_group(f, a->group);
		d->nr_applied++;
	}
}

void infer_declared__report_stale(const struct infer_declared *d, struct cl_unit *layouts,
				  struct cl_check *chk)
{
	for (size_t i = 0; i < d->nr_stale; i++) {
		const struct annotation *a = &d->af->items[d->stale[i]];
		const struct cl_record *rec = annotations__find_record(layouts, a->record);
		struct cl_finding *fd = check__add(chk, CL_RULE_STALE_ANNOTATION, rec->key);

		fd->names[0] = xstrdup(a->path);
		fd->roles[0] = a->role;
		fd->origins[0] = CL_ORIGIN_FILE;
		fd->pos[0].file = unit__intern(layouts, d->af->path);
		fd->pos[0].line = a->line;
		fd->message = xasprintf("annotation '%s.%s' names no field '%s' of '%s' in the "
					"build's reports", a->record, a->path, a->path, rec->key);
	}
}

void infer_declared__exit(struct infer_declared *d)
{
	free(d->stale);
	memset(d, 0, sizeof(*d));
}
