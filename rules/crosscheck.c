// SPDX-License-Identifier: GPL-2.0
/* layout-mismatch and stale-annotation findings (crosscheck.h). */
#include <stdio.h>

#include "crosscheck.h"
#include "xalloc.h"

static void print_span(char *out, size_t outlen, const struct cl_field *f)
{
	if (f->is_bitfield)
		snprintf(out, outlen, "bits %llu-%llu", (unsigned long long)f->bit_offset,
			 (unsigned long long)(f->bit_offset + f->bit_size - (f->bit_size ? 1 : 0)));
	else if (f->bit_size <= 8)
		snprintf(out, outlen, "byte %llu%s", (unsigned long long)field__byte_offset(f),
			 f->bit_size ? "" : " (size 0)");
	else
		snprintf(out, outlen, "bytes %llu-%llu", (unsigned long long)field__byte_offset(f),
			 (unsigned long long)(field__byte_offset(f) + field__byte_size(f) - 1));
}

bool field__same_place(const struct cl_field *a, const struct cl_field *b)
{
	if (a->is_bitfield || b->is_bitfield)
		return a->bit_offset == b->bit_offset && a->bit_size == b->bit_size;
	return field__byte_offset(a) == field__byte_offset(b) &&
	       field__byte_size(a) == field__byte_size(b);
}

void check__add_layout_mismatch(struct cl_check *chk, const char *record_key,
				const struct cl_field *want, const struct cl_field *have,
				const char *report_path, unsigned int line_size)
{
	struct cl_finding *fd = check__add(chk, CL_RULE_LAYOUT_MISMATCH, record_key);
	char a[80], b[80];

	fd->names[0] = xstrdup(want->name);
	fd->roles[0] = want->role;
	fd->origins[0] = want->origin;
	fd->byte_offsets[0] = field__byte_offset(want);
	fd->byte_sizes[0] = field__byte_size(want);
	fd->pos[0] = want->pos;
	fd->cacheline = field__byte_offset(want) / line_size;
	print_span(a, sizeof(a), want);
	if (have) {
		fd->names[1] = xstrdup(have->name);
		fd->roles[1] = want->role;
		fd->origins[1] = want->origin;
		fd->byte_offsets[1] = field__byte_offset(have);
		fd->byte_sizes[1] = field__byte_size(have);
		fd->cacheline = field__byte_offset(have) / line_size;
		print_span(b, sizeof(b), have);
		fd->message = xasprintf("field '%s' of '%s' is at %s in the compiler's report (%s) "
					"but at %s in the binary: they were built from different "
					"sources or configurations", want->name, record_key, a,
					report_path, b);
	} else {
		fd->message = xasprintf("field '%s' of '%s' (%s in the compiler's report %s) is not "
					"in the binary's layout: they were built from different "
					"sources or configurations", want->name, record_key, a,
					report_path);
	}
	fd->extra = xasprintf("report %s", report_path);
}

struct cl_finding *check__add_stale_annotation(struct cl_check *chk,
					       const struct cl_stale_annotation *sa)
{
	struct cl_finding *fd = check__add(chk, CL_RULE_STALE_ANNOTATION,
					   sa->key ? sa->key : sa->record);

	fd->names[0] = xstrdup(sa->path);
	fd->roles[0] = sa->role;
	fd->origins[0] = CL_ORIGIN_FILE;
	fd->pos[0] = sa->pos;
	if (sa->key && sa->nearest)
		fd->message = xasprintf("annotation '%s.%s' names no field '%s' of '%s' in %s; "
					"did you mean '%s.%s'?", sa->record, sa->path, sa->path,
					sa->key, sa->where, sa->record, sa->nearest);
	else if (sa->key)
		fd->message = xasprintf("annotation '%s.%s' names no field '%s' of '%s' in %s",
					sa->record, sa->path, sa->path, sa->key, sa->where);
	else
		fd->message = xasprintf("annotation '%s.%s' names no struct or union '%s' in %s",
					sa->record, sa->path, sa->record, sa->where);
	return fd;
}
