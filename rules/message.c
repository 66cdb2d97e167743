// SPDX-License-Identifier: GPL-2.0
/*
 * The words of a finding, shared by every front end so that GCC, libclang
 * and pahole say the same thing about the same layout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "settings.h"
#include "cachelint-version.h"
#include "xalloc.h"

void report_conf__init(struct cl_report_conf *conf, const struct cl_settings *s)
{
	memset(conf, 0, sizeof(*conf));
	conf->line_size = s ? s->line_size : CL_LINE_SIZE_DEFAULT;
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

/*
 * The rules' own findings are worded here, from their fields, each time a
 * writer asks, with the writer's quotes (GCC's in a diagnostic, ASCII in a
 * report); a tool's finding (layout-mismatch, role-contradiction ...)
 * comes with its words in message, or in extra.
 */
char *finding__message(const struct cl_finding *f, const struct cl_report_conf *conf)
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
		printer__printf(&p, "%s", f->message ? f->message :
				f->extra ? f->extra : rule__name(f->rule));
		break;
	}
	return buf.data ? buf.data : xstrdup("");
}

void finding__format_message(struct cl_finding *f, const struct cl_report_conf *conf)
{
	char *text = finding__message(f, conf);

	free(f->message);
	f->message = text;
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

/* The fields of side s of a group, in declaration order (fields[] keeps it per side). */
static size_t side_fields(const struct cl_group *gr, unsigned int s, size_t *first)
{
	size_t n = 0;

	for (size_t i = 0; i < gr->nr_fields; i++)
		if (gr->fields[i].side == s && !n++)
			*first = i;
	return n;
}

/* Does a field of another side than s start in [lo, hi)? */
static bool other_side_in(const struct cl_check *chk, const struct cl_group *gr, unsigned int s,
			  uint64_t lo, uint64_t hi)
{
	for (size_t i = 0; i < gr->nr_fields; i++) {
		uint64_t at = group__field(chk, gr, i).byte_offset;

		if (gr->fields[i].side != s && at >= lo && at < hi)
			return true;
	}
	return false;
}

/*
 * A side's bytes: one range, or when another side's fields lie between
 * (read, write, read), one range per run: "bytes 8-15, 24-31".
 */
static void print_side_ranges(const struct cl_printer *p, const struct cl_check *chk,
			      const struct cl_group *gr, unsigned int s, size_t first)
{
	uint64_t lo = 0, hi = 0;
	bool open = false, many = false;

	for (size_t i = first; i <= gr->nr_fields; i++) {
		bool end = i == gr->nr_fields || gr->fields[i].side != s;
		struct cl_group_view v;

		if (!end) {
			v = group__field(chk, gr, i);
			if (open && !other_side_in(chk, gr, s, hi, v.byte_offset)) {
				uint64_t e = v.byte_offset + (v.byte_size ? v.byte_size : 1);

				hi = e > hi ? e : hi;
				continue;
			}
		}
		if (open) {
			if (many)
				printer__printf(p, hi - lo > 1 ? ", %llu-%llu" : ", %llu",
						(unsigned long long)lo, (unsigned long long)(hi - 1));
			else
				print_bytes(p, lo, hi - lo);
			many = true;
		}
		if (end)
			break;
		lo = v.byte_offset;
		hi = lo + (v.byte_size ? v.byte_size : 1);
		open = true;
	}
}

/* Above this many names, a side is named by its first few and a count. */
#define GROUP_NAMES_SHOWN 6

/* "3 write-hot fields 'a', 'b', 'c' (bytes 20-31, roles by cacheline group)" */
static void print_group_side(const struct cl_printer *p, const struct cl_check *chk,
			     const struct cl_group *gr, unsigned int s,
			     const struct cl_report_conf *conf)
{
	size_t first = 0, n = side_fields(gr, s, &first), shown = 0;
	struct cl_group_view v0 = group__field(chk, gr, first);
	bool same_origin = true;
	const char *by = NULL;

	if (n > 1)
		printer__printf(p, "%zu ", n);
	printer__printf(p, "%s field%s ", role__words(v0.role), n > 1 ? "s" : "");
	for (size_t i = first; i < gr->nr_fields && gr->fields[i].side == s; i++) {
		struct cl_group_view v = group__field(chk, gr, i);

		same_origin &= v.origin == v0.origin;
		if (shown < GROUP_NAMES_SHOWN || n <= GROUP_NAMES_SHOWN + 1)
			printer__printf(p, "%s%s%s%s", shown ? ", " : "", conf->open_quote, v.name,
					conf->close_quote);
		shown++;
	}
	if (n > GROUP_NAMES_SHOWN + 1)
		printer__printf(p, " and %zu more", n - GROUP_NAMES_SHOWN);
	printer__printf(p, " (");
	print_side_ranges(p, chk, gr, s, first);
	switch (same_origin ? v0.origin : CL_ORIGIN_NONE) {
	case CL_ORIGIN_TYPE: by = "by type"; break;
	case CL_ORIGIN_GROUP: by = "by cacheline group"; break;
	case CL_ORIGIN_FILE: by = "from annotation file"; break;
	case CL_ORIGIN_CODE: by = "inferred from code"; break;
	default: break;
	}
	if (by)
		printer__printf(p, ", role%s %s", n > 1 ? "s" : "", by);
	printer__printf(p, ")");
}

void group__format_message(struct cl_group *gr, const struct cl_check *chk,
			   const struct cl_report_conf *conf)
{
	struct cl_finding f0 = *group__pair(chk, gr, 0);
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);
	size_t first = 0;

	free(gr->message);
	if (gr->rule != CL_RULE_FALSE_SHARING && gr->rule != CL_RULE_WRITE_CONTENTION &&
	    gr->rule != CL_RULE_STRADDLE) {
		/* a tool's finding (layout-mismatch ...) comes with its own words */
		gr->message = xstrdup(f0.message ? f0.message : f0.extra ? f0.extra :
				      rule__name(f0.rule));
		return;
	}
	if (gr->nr_pairs == 1 || gr->nr_sides < 2) {
		/* one pair (or a tool's finding): the pair's own words */
		gr->message = finding__message(&f0, conf);
		return;
	}
	print_group_side(&p, chk, gr, 0, conf);
	printer__printf(&p, " %s ", side_fields(gr, 0, &first) > 1 ? "share" : "shares");
	print_line(&p, &f0, conf);
	for (unsigned int s = 1; s < gr->nr_sides; s++) {
		printer__printf(&p, "%s with ", s > 1 ? " and" : "");
		print_group_side(&p, chk, gr, s, conf);
	}
	print_record(&p, &f0, conf);
	if (gr->rule == CL_RULE_WRITE_CONTENTION)
		printer__printf(&p, ": writers of different groups contend");
	gr->message = buf.data ? buf.data : xstrdup("");
}

void grouping__format_messages(struct cl_grouping *g, const struct cl_check *chk,
			       const struct cl_report_conf *conf)
{
	for (size_t i = 0; i < g->nr_groups; i++)
		group__format_message(&g->groups[i], chk, conf);
}

void group__format_note(const struct cl_check *chk, const struct cl_group *gr, size_t i,
			const struct cl_report_conf *conf, struct cl_buf *out)
{
	struct cl_printer p = printer__buf(out);
	struct cl_group_view v = group__field(chk, gr, i);

	printer__printf(&p, "%s field %s%s%s declared here (", role__words(v.role),
			conf->open_quote, v.name, conf->close_quote);
	print_bytes(&p, v.byte_offset, v.byte_size);
	printer__printf(&p, ")");
}

static const char *side_label(const struct cl_group *gr, unsigned int s, char *tmp, size_t len)
{
	if (gr->rule == CL_RULE_FALSE_SHARING)
		return s ? "read side" : "write side";
	snprintf(tmp, len, "writers of group %u", s + 1);
	return tmp;
}

void group__format_fix(const struct cl_check *chk, const struct cl_group *gr,
		       const struct cl_report_conf *conf, struct cl_buf *out)
{
	struct cl_printer p = printer__buf(out);
	char t1[32], t2[32];
	struct cl_group_view v;

	if (gr->fix < 0)
		return;
	if (gr->nr_fixes > 1) {
		/* read, write, read: no single start parts the sides */
		printer__printf(&p, "fix: the sides interleave, so %u fields start new lines:",
				gr->nr_fixes);
		int sorted[CL_GROUP_MAX_FIXES];
		unsigned int nr = gr->nr_fixes;

		/* in declaration order, as the patch reads */
		memcpy(sorted, gr->fixes, sizeof(sorted));
		for (unsigned int a = 1; a < nr; a++)
			for (unsigned int b = a; b && group__field(chk, gr, (size_t)sorted[b - 1]).byte_offset >
						     group__field(chk, gr, (size_t)sorted[b]).byte_offset; b--) {
				int t = sorted[b];

				sorted[b] = sorted[b - 1];
				sorted[b - 1] = t;
			}
		for (unsigned int k = 0; k < nr; k++) {
			unsigned int fk = 0;

			while (gr->fixes[fk] != sorted[k])
				fk++;
			v = group__field(chk, gr, (size_t)sorted[k]);
			printer__printf(&p, "%s %s%s%s (%s, %llu bytes of padding)", k ? "," : "",
					conf->open_quote, v.name, conf->close_quote,
					side_label(gr, gr->fields[sorted[k]].side, t1, sizeof(t1)),
					(unsigned long long)gr->paddings[fk]);
		}
		if (gr->fix_left)
			printer__printf(&p, "; %zu pair%s still share a line", gr->fix_left,
					gr->fix_left == 1 ? "" : "s");
		return;
	}
	v = group__field(chk, gr, (size_t)gr->fix);
	printer__printf(&p, "fix: start the %s on the next line at %s%s%s: %llu bytes of padding",
			side_label(gr, gr->fields[gr->fix].side, t1, sizeof(t1)), conf->open_quote,
			v.name, conf->close_quote, (unsigned long long)gr->fix_padding);
	if (gr->alt >= 0) {
		struct cl_group_view a = group__field(chk, gr, (size_t)gr->alt);

		printer__printf(&p, ", fewer than the %llu that moving the %s at %s%s%s costs",
				(unsigned long long)gr->alt_padding,
				side_label(gr, gr->fields[gr->alt].side, t2, sizeof(t2)),
				conf->open_quote, a.name, conf->close_quote);
	} else {
		printer__printf(&p, " (the %s comes first: only this side can move)",
				gr->rule == CL_RULE_FALSE_SHARING ?
				side_label(gr, !gr->fields[gr->fix].side, t2, sizeof(t2)) : "other side");
	}
	if (gr->fix_left)
		printer__printf(&p, "; %zu pair%s still share a line", gr->fix_left,
				gr->fix_left == 1 ? "" : "s");
}

static void diagnose_pair(const struct cl_printer *p, const struct cl_report_conf *conf,
			  const struct cl_unit *unit, const struct cl_finding *f, bool as_errors)
{
	const struct cl_field *outer = member_of(unit, f->record, f->names[0]);
	struct cl_buf note = { 0 };
	char *message = finding__message(f, conf);

	pos__print_diag(p, outer ? &outer->pos : &f->pos[0]);
	printer__printf(p, "%s: %s [cachelint:%s]\n", as_errors ? "error" : "warning",
			message, rule__name(f->rule));
	free(message);
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

/* Declaration order of a group's fields, whatever their side. */
size_t *group__decl_order(const struct cl_check *chk, const struct cl_group *gr)
{
	size_t *order = xmalloc((gr->nr_fields + 1) * sizeof(*order));

	for (size_t i = 0; i < gr->nr_fields; i++) {
		size_t j = i;

		order[i] = i;
		while (j && group__field(chk, gr, order[j - 1]).byte_offset >
				    group__field(chk, gr, i).byte_offset) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = i;
	}
	return order;
}

static void diagnose_group(const struct cl_printer *p, const struct cl_report_conf *conf,
			   const struct cl_unit *unit, const struct cl_check *chk,
			   const struct cl_group *gr, bool as_errors)
{
	struct cl_group_view v0 = group__field(chk, gr, 0);
	const char *record = group__pair(chk, gr, 0)->record;
	const struct cl_field *outer = member_of(unit, record, v0.name);
	size_t *order = group__decl_order(chk, gr);
	struct cl_buf note = { 0 };

	pos__print_diag(p, outer ? &outer->pos : v0.pos);
	printer__printf(p, "%s: %s [cachelint:%s]\n", as_errors ? "error" : "warning",
			gr->message ? gr->message : "", rule__name(gr->rule));
	for (size_t k = 0; k < gr->nr_fields; k++) {
		if (!order[k])
			continue;
		note.len = 0;
		group__format_note(chk, gr, order[k], conf, &note);
		pos__print_diag(p, group__field(chk, gr, order[k]).pos);
		printer__printf(p, "note: %s\n", note.data);
	}
	if (outer) {
		pos__print_diag(p, v0.pos);
		printer__printf(p, "note: %s field %s%s%s declared here\n", role__words(v0.role),
				conf->open_quote, v0.name, conf->close_quote);
	}
	note.len = 0;
	if (gr->planned)
		group__format_fix(chk, gr, conf, &note);
	if (note.len) {
		pos__print_diag(p, group__field(chk, gr, (size_t)gr->fixes[0]).pos);
		printer__printf(p, "note: %s\n", note.data);
	}
	buf__exit(&note);
	free(order);
}

void report__diagnostics(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct cl_unit *unit, const struct cl_check *chk,
			 bool as_errors, const bool *quiet)
{
	struct cl_grouping g;

	if (conf->per_pair) {
		for (size_t i = 0; i < chk->nr_findings; i++)
			if (!quiet || !quiet[i])
				diagnose_pair(p, conf, unit, &chk->findings[i], as_errors);
		return;
	}
	grouping__build(&g, chk, conf->line_size, false);
	grouping__format_messages(&g, chk, conf);
	grouping__plan(&g, chk, conf->line_size);
	for (size_t i = 0; i < g.nr_groups; i++) {
		const struct cl_group *gr = &g.groups[i];
		bool all_quiet = quiet != NULL;

		for (size_t k = 0; k < gr->nr_pairs && all_quiet; k++)
			all_quiet = quiet[gr->pairs[k]];
		if (all_quiet)
			continue;
		if (gr->nr_pairs == 1)
			diagnose_pair(p, conf, unit, group__pair(chk, gr, 0), as_errors);
		else
			diagnose_group(p, conf, unit, chk, gr, as_errors);
	}
	grouping__exit(&g);
}
