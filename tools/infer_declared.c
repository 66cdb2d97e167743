// SPDX-License-Identifier: GPL-2.0
/*
 * Declared roles from an annotation file for cachelint infer.  A record no
 * report has is not stale: a build of kernel/sched/ does not see struct
 * sock.  A record that is there without the field is: the file names
 * something the source no longer has.
 */
#include <stdlib.h>
#include <string.h>

#include "crosscheck.h"
#include "infer_declared.h"
#include "infer_layouts.h"
#include "xalloc.h"

/* Sets the line's role on rec's field; false if rec has no such field. */
static bool apply_one(struct cl_unit *layouts, struct cl_record *rec, const struct annotation *a)
{
	struct cl_record *owner;
	struct cl_field *f = annotations__find_field(layouts, rec, a->path, &owner);

	if (!f)
		return false;
	f->role = a->role;
	f->origin = CL_ORIGIN_FILE;
	field__set_group(f, a->group);
	return true;
}

/* Is key a layout of the tag the line names ("entry", "struct entry")? */
static bool names_tag(const char *record, const char *key)
{
	char buf[512];
	const char *tag = infer_layouts__tag(key, buf, sizeof(buf));

	if (tag == key)
		return false;	/* one layout: annotations__find_record's */
	if (!strncmp(record, "struct ", 7) || !strncmp(record, "union ", 6))
		return !strcmp(record, tag);
	if (!strncmp(tag, "struct ", 7))
		return !strcmp(record, tag + 7);
	if (!strncmp(tag, "union ", 6))
		return !strcmp(record, tag + 6);
	return !strcmp(record, tag);
}

/*
 * A line names a tag: where the build has several layouts of it
 * (tools/infer_layouts.h), it applies to each that has the field, and is
 * stale only when none has.
 */
void infer_declared__apply(struct infer_declared *d, const struct annotation_file *af,
			   struct cl_unit *layouts)
{
	memset(d, 0, sizeof(*d));
	d->af = af;
	for (size_t i = 0; i < af->nr; i++) {
		const struct annotation *a = &af->items[i];
		struct cl_record *plain = annotations__find_record(layouts, a->record), *rec = plain;
		bool found = rec != NULL, applied = rec && apply_one(layouts, rec, a);

		for (size_t r = 0; !plain && r < layouts->nr_records; r++) {
			struct cl_record *lr = layouts->records[r];

			if (!names_tag(a->record, lr->key))
				continue;
			if (!found) {
				found = true;
				rec = lr;	/* the stale finding's */
			}
			applied |= apply_one(layouts, lr, a);
		}
		if (!found) {
			d->nr_absent++;
			continue;
		}
		if (!applied) {
			XGROW(d->stale, d->nr_stale, d->alloc_stale);
			XGROW(d->stale_keys, d->nr_stale_keys, d->alloc_stale_keys);
			d->stale_keys[d->nr_stale_keys++] = rec->key;
			d->stale[d->nr_stale++] = i;
			continue;
		}
		d->nr_applied++;
	}
}

void infer_declared__report_stale(const struct infer_declared *d, struct cl_unit *layouts,
				  struct cl_check *chk)
{
	for (size_t i = 0; i < d->nr_stale; i++) {
		const struct annotation *a = &d->af->items[d->stale[i]];
		const char *key = d->stale_keys[i];
		const struct cl_record *rec = unit__find(layouts, key);
		struct cl_stale_annotation sa = {
			.record = a->record, .path = a->path, .role = a->role,
			.pos = { .file = unit__intern(layouts, d->af->path), .line = a->line },
			.key = key,
			.nearest = rec ? annotations__nearest_field(rec, a->path) : NULL,
			.where = "the build's reports",
		};

		check__add_stale_annotation(chk, &sa);
	}
}

void infer_declared__exit(struct infer_declared *d)
{
	free(d->stale);
	free(d->stale_keys);
	memset(d, 0, sizeof(*d));
}
