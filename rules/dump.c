// SPDX-License-Identifier: GPL-2.0
/*
 * The model in pahole's own comment style, so that a kernel developer reads
 * what they already know: offsets and sizes in a trailing comment, line
 * boundaries as pahole prints them, plus the role of each hot field.
 */
#include <stdio.h>
#include <string.h>

#include "report.h"

static void print_boundary(const struct cl_printer *p, uint64_t offset, unsigned int line_size)
{
	uint64_t line = offset / line_size;
	uint64_t ago = offset - line * line_size;

	printer__printf(p, "\t/* --- cacheline %llu boundary (%llu bytes) ",
			(unsigned long long)line, (unsigned long long)(line * line_size));
	if (ago)
		printer__printf(p, "was %llu byte%s ago ", (unsigned long long)ago,
				ago == 1 ? "" : "s");
	printer__printf(p, "--- */\n");
}

static void print_role(const struct cl_printer *p, const struct cl_flat *flat, size_t i)
{
	const struct cl_field *f = &flat->fields[i];

	if (f->role == CL_ROLE_NONE || flat->shadowed[i])
		return;
	printer__printf(p, " %s (%s", role__name(f->role), origin__name(f->origin));
	if (f->group)
		printer__printf(p, ", group %s", f->group);
	printer__printf(p, ")");
}

static void print_member(const struct cl_printer *p, const struct cl_flat *flat, size_t i,
			 const struct cl_dump_settings *ds)
{
	const struct cl_field *f = &flat->fields[i];
	int indent = 0;
	char decl[600];

	for (const char *c = f->name; ds->indent_nested && *c; c++)
		indent += *c == '.' ? 2 : 0;
	if (f->is_bitfield)
		snprintf(decl, sizeof(decl), "%s:%llu;", f->name, (unsigned long long)f->bit_size);
	else
		snprintf(decl, sizeof(decl), "%s;", f->name);
	printer__printf(p, "\t%*s%-*s %-21s", indent, "", indent < 26 ? 26 - indent : 0,
			f->type_name ? f->type_name : ds->indent_nested ? "" : "?", decl);
	if (f->is_bitfield)
		printer__printf(p, " /* %5llu:%2llu %4llu */", (unsigned long long)(f->bit_offset / 8),
				(unsigned long long)(f->bit_offset % 8),
				(unsigned long long)field__byte_size(f));
	else
		printer__printf(p, " /* %5llu %5llu */", (unsigned long long)field__byte_offset(f),
				(unsigned long long)field__byte_size(f));
	if (ds->annotate)
		ds->annotate(p, flat, i, ds->ctx);
	else
		print_role(p, flat, i);
	printer__printf(p, "\n");
}

void report__dump_layout(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct cl_flat *flat, const struct cl_dump_settings *ds)
{
	static const struct cl_dump_settings defaults = { .holes = true };
	const struct cl_record *rec = flat->record;
	unsigned int line_size = conf->line_size;
	uint64_t last_line = 0, end = 0, sum_holes = 0, holes = 0;

	if (!ds)
		ds = &defaults;
	printer__printf(p, "%s {\n", rec->key);
	for (size_t i = 0; i < flat->nr_fields; i++) {
		const struct cl_field *f = &flat->fields[i];
		uint64_t offset = field__byte_offset(f);
		bool top = flat->instance[i] == 0 && !f->union_depth && !strchr(f->name, '.');

		if (ds->holes && top && !rec->is_union && offset > end) {
			printer__printf(p, "\n\t/* XXX %llu byte%s hole, try to pack */\n",
					(unsigned long long)(offset - end), offset - end == 1 ? "" : "s");
			holes++;
			sum_holes += offset - end;
		}
		if (offset / line_size > last_line) {
			last_line = offset / line_size;
			print_boundary(p, offset, line_size);
		}
		print_member(p, flat, i, ds);
		if (top && offset + field__byte_size(f) > end)
			end = offset + field__byte_size(f);
	}
	printer__printf(p, "\n\t/* size: %llu, cachelines: %llu, members: %zu */\n",
			(unsigned long long)rec->byte_size,
			(unsigned long long)((rec->byte_size + line_size - 1) / line_size),
			flat->nr_fields);
	if (!ds->holes) {
		if (flat->truncated)
			printer__printf(p, "\t/* expansion stopped: too many members */\n");
		printer__printf(p, "};\n");
		return;
	}
	if (holes)
		printer__printf(p, "\t/* holes: %llu, sum holes: %llu */\n",
				(unsigned long long)holes, (unsigned long long)sum_holes);
	if (!rec->is_union && rec->byte_size > end)
		printer__printf(p, "\t/* padding: %llu */\n", (unsigned long long)(rec->byte_size - end));
	if (rec->byte_size % line_size)
		printer__printf(p, "\t/* last cacheline: %llu bytes */\n",
				(unsigned long long)(rec->byte_size % line_size));
	if (flat->truncated)
		printer__printf(p, "\t/* expansion stopped: too many members */\n");
	printer__printf(p, "};\n");
}
