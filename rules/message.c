// SPDX-License-Identifier: GPL-2.0
/*
 * The words of a finding, shared by every front end so that GCC, libclang
 * and pahole say the same thing about the same layout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "cachelint-version.h"
#include "xalloc.h"

void report_conf__init(struct cl_report_conf *conf, const struct cl_settings *s)
{
	memset(conf, 0, sizeof(*conf));
	conf->line_size = s ? s->line_size : 64;
	conf->placement = s ? s->placement : CL_PLACEMENT_ALIGNED;
	conf->tool = "cachelint";
	conf->tool_version = CACHELINT_VERSION;
	conf->open_quote = "'";
	conf->close_quote = "'";
}


static void print_bytes(const struct cl_printer *p, uint64_t offset, uint64_t size)
{
	if (size <= 1)
		printer__printf(p, "byte %llu", (unsigned long long)offset);
	else
		printer__printf(p, "bytes %llu-%llu", (unsigned long long)offset,
				(unsigned long long)(offset + size - 1));
}

/* "write-hot field 'count' (bytes 0-3, by type)" */
static void print_side(const struct cl_printer *p, const struct cl_finding *f, int side,
		       const struct cl_report_conf *conf)
{
	printer__printf(p, "%s field %s%s%s (", role__words(f->roles[side]), conf->open_quote,
			f->names[side], conf->close_quote);
	print_bytes(p, f->byte_offsets[side], f->byte_sizes[side]);
	switch (f->origins[side]) {
	case CL_ORIGIN_TYPE:
		printer__printf(p, ", role by type");
		break;
	case CL_ORIGIN_GROUP:
		printer__printf(p, ", role by cacheline group");
		break;
	case CL_ORIGIN_FILE:
		printer__printf(p, ", role from annotation file");
		break;
	case CL_ORIGIN_CODE:
		printer__printf(p, ", role inferred from code");
		break;
	default:
		break;
	}
	printer__printf(p, ")");
}

/* The line's bytes in the record's own offsets, for the record's placement. */
static void print_line(const struct cl_printer *p, const struct cl_finding *f,
		       const struct cl_report_conf *conf)
{
	uint64_t first = f->cacheline * conf->line_size;
	uint64_t last = first + conf->line_size - 1 - f->start_offset;

	first = first > f->start_offset ? first - f->start_offset : 0;
	printer__printf(p, "cache line %llu (", (unsigned long long)f->cacheline);
	print_bytes(p, first, last - first + 1);
	printer__printf(p, " of %u-byte lines)", conf->line_size);
}

static void print_record(const struct cl_printer *p, const struct cl_finding *f,
			 const struct cl_report_conf *conf)
{
	printer__printf(p, " in %s%s%s", conf->open_quote, f->record, conf->close_quote);
	if (f->start_offset)
		printer__printf(p, " when it starts %llu bytes into a line",
				(unsigned long long)f->start_offset);
}

void finding__format_message(struct cl_finding *f, const struct cl_report_conf *conf)
{
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);

	switch (f->rule) {
	case CL_RULE_FALSE_SHARING:
	case CL_RULE_WRITE_CONTENTION:
		print_side(&p, f, 0, conf);
		printer__printf(&p, " shares ");
		print_line(&p, f, conf);
		printer__printf(&p, " with ");
		print_side(&p, f, 1, conf);
		print_record(&p, f, conf);
		if (f->rule == CL_RULE_WRITE_CONTENTION)
			printer__printf(&p, ": writers of different groups contend");
		break;
	case CL_RULE_STRADDLE:
		print_side(&p, f, 0, conf);
		printer__printf(&p, " straddles cache lines %llu and %llu",
				(unsigned long long)f->cacheline,
				(unsigned long long)f->cacheline + 1);
		print_record(&p, f, conf);
		printer__printf(&p, " (%u-byte lines)", conf->line_size);
		break;
	default:
		/* tools' own findings come with their text in extra */
		printer__printf(&p, "%s", f->extra ? f->extra : rule__name(f->rule));
		break;
	}
	free(f->message);
	f->message = buf.data ? buf.data : xstrdup("");
}

void finding__format_note(const struct cl_finding *f, const struct cl_report_conf *conf,
			  struct cl_buf *out)
{
	struct cl_printer p = printer__buf(out);

	if (!f->names[1])
		return;
	printer__printf(&p, "%s field %s%s%s declared here (", role__words(f->roles[1]),
			conf->open_quote, f->names[1], conf->close_quote);
	print_bytes(&p, f->byte_offsets[1], f->byte_sizes[1]);
	printer__printf(&p, ")");
}

void pos__print_diag(const struct cl_printer *p, const struct cl_pos *pos)
{
	if (!pos->file) {
		printer__printf(p, "<unknown>: ");
		return;
	}
	printer__printf(p, "%s:%u:", pos->file, pos->line);
	if (pos->column)
		printer__printf(p, "%u:", pos->column);
	printer__printf(p, " ");
}

/* The member of the checked record holding path, or NULL for a direct field. */
static const struct cl_field *member_of(const struct cl_unit *unit, const char *record,
					const char *path)
{
	if (!unit || !path[strcspn(path, ".[")])
		return NULL;
	return record__member_for_path(unit__find(unit, record), path);
}

const struct cl_pos *finding__primary_pos(const struct cl_unit *unit,
					  const struct cl_finding *f)
{
	const struct cl_field *outer = member_of(unit, f->record, f->names[0]);

	return outer ? &outer->pos : &f->pos[0];
}

void report__diagnostics(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct cl_unit *unit, const struct cl_check *chk,
			 bool as_errors, const bool *quiet)
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
