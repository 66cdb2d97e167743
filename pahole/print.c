// SPDX-License-Identifier: GPL-2.0
/*
 * The text output of cachelint pahole.  It keeps pahole's own look (offset
 * and size comments, "--- cacheline N boundary ---" lines) so a developer
 * compares it with what pahole shows, and adds on the right of each member
 * its role and the findings it takes part in.
 */
#include <stdlib.h>
#include <string.h>

#include "print.h"
#include "xalloc.h"

static void print_boundary(const struct cl_printer *p, uint64_t offset, unsigned int line_size)
{
	uint64_t line = offset / line_size, ago = offset % line_size;

	printer__printf(p, "\t/* --- cacheline %llu boundary (%llu bytes) ",
			(unsigned long long)line, (unsigned long long)(line * line_size));
	if (ago)
		printer__printf(p, "was %llu byte%s ago ", (unsigned long long)ago,
				ago == 1 ? "" : "s");
	printer__printf(p, "--- */\n");
}

static bool names_field(const struct cl_finding *fd, const char *name)
{
	return (fd->names[0] && !strcmp(fd->names[0], name)) ||
	       (fd->names[1] && !strcmp(fd->names[1], name));
}

/* The findings of one record, so a member looks at those only. */
struct record_findings {
	size_t nr;
	const struct cl_finding **list;
	const size_t *numbers;		/* each pair's group number */
	const size_t *sizes;		/* how many pairs its group has */
};

static void print_member(const struct cl_printer *p, const struct cl_flat *flat, size_t i,
			 const struct record_findings *rf)
{
	const struct cl_field *f = &flat->fields[i];
	unsigned int depth = 0;
	char decl[600];

	for (const char *c = f->name; *c; c++)
		depth += *c == '.';
	if (f->is_bitfield)
		snprintf(decl, sizeof(decl), "%s:%llu;", f->name, (unsigned long long)f->bit_size);
	else
		snprintf(decl, sizeof(decl), "%s;", f->name);
	printer__printf(p, "\t%*s%-*s %-21s", (int)depth * 2, "", 26 - (int)(depth * 2 < 26 ? depth * 2 : 26),
			f->type_name ? f->type_name : "", decl);
	if (f->is_bitfield)
		printer__printf(p, " /* %5llu:%2llu %4llu */", (unsigned long long)(f->bit_offset / 8),
				(unsigned long long)(f->bit_offset % 8),
				(unsigned long long)field__byte_size(f));
	else
		printer__printf(p, " /* %5llu %5llu */", (unsigned long long)field__byte_offset(f),
				(unsigned long long)field__byte_size(f));
	if (f->role != CL_ROLE_NONE && !flat->shadowed[i]) {
		printer__printf(p, " %s (%s", role__name(f->role), origin__name(f->origin));
		if (f->group)
			printer__printf(p, ", group %s", f->group);
		printer__printf(p, ")");
	}
	/* a group's number once per member, even when several of its pairs name it */
	for (size_t k = 0; k < rf->nr; k++) {
		const struct cl_finding *fd = rf->list[k];
		bool seen = false;

		if (!names_field(fd, f->name))
			continue;
		for (size_t j = 0; j < k && !seen; j++)
			seen = rf->numbers[j] == rf->numbers[k] && names_field(rf->list[j], f->name);
		if (seen)
			continue;
		printer__printf(p, " <- [%zu] %s", rf->numbers[k], rule__name(fd->rule));
		if (rf->sizes[k] == 1 && fd->names[1] && strcmp(fd->names[1], fd->names[0]))
			printer__printf(p, " with '%s'",
					!strcmp(fd->names[0], f->name) ? fd->names[1] : fd->names[0]);
	}
	printer__printf(p, "\n");
}

static void print_layout(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct cl_flat *flat, const struct cl_check *chk,
			 const size_t *numbers, const size_t *group_sizes)
{
	const struct cl_record *rec = flat->record;
	unsigned int line_size = conf->line_size;
	uint64_t last_line = 0;
	struct record_findings rf = { 0 };
	size_t *nums = xmalloc((chk->nr_findings + 1) * sizeof(*nums));
	size_t *sizes = xmalloc((chk->nr_findings + 1) * sizeof(*sizes));

	rf.list = xmalloc((chk->nr_findings + 1) * sizeof(*rf.list));
	for (size_t k = 0; k < chk->nr_findings; k++)
		if (!strcmp(chk->findings[k].record, rec->key)) {
			nums[rf.nr] = numbers[k];
			sizes[rf.nr] = group_sizes[k];
			rf.list[rf.nr++] = &chk->findings[k];
		}
	rf.numbers = nums;
	rf.sizes = sizes;
	printer__printf(p, "%s {\n", rec->key);
	for (size_t i = 0; i < flat->nr_fields; i++) {
		uint64_t offset = field__byte_offset(&flat->fields[i]);

		if (offset / line_size > last_line) {
			last_line = offset / line_size;
			print_boundary(p, offset, line_size);
		}
		print_member(p, flat, i, &rf);
	}
	free(rf.list);
	free(nums);
	free(sizes);
	printer__printf(p, "\n\t/* size: %llu, cachelines: %llu, members: %zu */\n",
			(unsigned long long)rec->byte_size,
			(unsigned long long)((rec->byte_size + line_size - 1) / line_size),
			flat->nr_fields);
	if (flat->truncated)
		printer__printf(p, "\t/* expansion stopped: too many members */\n");
	printer__printf(p, "};\n");
}

static void print_at(const struct cl_printer *p, const struct cl_report_conf *conf,
		     const struct cl_pos *pos)
{
	if (pos->file) {
		printer__printf(p, "%s:%u:", pos->file, pos->line);
		if (pos->column)
			printer__printf(p, "%u:", pos->column);
	} else {
		printer__printf(p, "%s:", conf->source ? conf->source : "<binary>");
	}
}

/* A group as the plugin words it: the warning, then a note per other field. */
static void print_finding(const struct cl_printer *p, const struct cl_report_conf *conf,
			  const struct cl_check *chk, const struct cl_group *gr, size_t number)
{
	const struct cl_finding *fd = group__pair(chk, gr, 0);
	struct cl_buf note = { 0 };
	size_t *order;

	print_at(p, conf, gr->nr_pairs > 1 ? group__field(chk, gr, 0).pos : &fd->pos[0]);
	printer__printf(p, " warning: [%zu] %s [cachelint:%s]\n", number,
			gr->message ? gr->message : "", rule__name(fd->rule));
	if (fd->rule != CL_RULE_FALSE_SHARING && fd->rule != CL_RULE_WRITE_CONTENTION)
		return;
	if (gr->nr_pairs == 1) {
		finding__format_note(fd, conf, &note);
		if (note.len && fd->pos[1].file) {
			print_at(p, conf, &fd->pos[1]);
			printer__printf(p, " note: %s\n", note.data);
		}
		buf__exit(&note);
		return;
	}
	order = group__decl_order(chk, gr);
	for (size_t k = 0; k < gr->nr_fields; k++) {
		const struct cl_pos *pos = group__field(chk, gr, order[k]).pos;

		if (!order[k] || !pos->file)
			continue;
		note.len = 0;
		group__format_note(chk, gr, order[k], conf, &note);
		print_at(p, conf, pos);
		printer__printf(p, " note: %s\n", note.data);
	}
	free(order);
	buf__exit(&note);
}

static bool flat_is_interesting(const struct cl_flat *flat, const struct cl_check *chk)
{
	for (size_t i = 0; i < flat->nr_fields; i++)
		if (role__is_hot(flat->fields[i].role) &&
		    origin__is_declared(flat->fields[i].origin))
			return true;
	for (size_t k = 0; k < chk->nr_findings; k++)
		if (!strcmp(chk->findings[k].record, flat->record->key))
			return true;
	return false;
}

void pahole_print__text(const struct cl_printer *p, const struct cl_report_conf *conf,
			const struct cl_unit *unit, const struct cl_check *chk)
{
	struct cl_grouping g;
	size_t *numbers = xzalloc((chk->nr_findings + 1) * sizeof(*numbers));
	size_t *sizes = xzalloc((chk->nr_findings + 1) * sizeof(*sizes));
	size_t *group_number = xzalloc((chk->nr_findings + 1) * sizeof(*group_number));
	bool *printed = xzalloc((chk->nr_findings + 1) * sizeof(*printed));
	size_t next = 1;

	(void)unit;
	grouping__build(&g, chk, conf->line_size, conf->per_pair);
	grouping__format_messages(&g, chk, conf);
	/* number groups in the order their structs are printed */
	for (size_t s = 0; s < chk->nr_flats; s++) {
		const struct cl_flat *flat = chk->flats[s];

		if (!flat_is_interesting(flat, chk))
			continue;
		for (size_t i = 0; i < g.nr_groups; i++)
			if (!group_number[i] &&
			    !strcmp(group__pair(chk, &g.groups[i], 0)->record, flat->record->key))
				group_number[i] = next++;
	}
	for (size_t i = 0; i < g.nr_groups; i++) {
		if (!group_number[i])
			group_number[i] = next++;
		for (size_t k = 0; k < g.groups[i].nr_pairs; k++) {
			numbers[g.groups[i].pairs[k]] = group_number[i];
			sizes[g.groups[i].pairs[k]] = g.groups[i].nr_pairs;
		}
	}

	for (size_t s = 0; s < chk->nr_flats; s++) {
		const struct cl_flat *flat = chk->flats[s];

		if (!flat_is_interesting(flat, chk))
			continue;
		print_layout(p, conf, flat, chk, numbers, sizes);
		for (size_t n = 1; n < next; n++)
			for (size_t i = 0; i < g.nr_groups; i++)
				if (group_number[i] == n && !printed[i] &&
				    !strcmp(group__pair(chk, &g.groups[i], 0)->record,
					    flat->record->key)) {
					print_finding(p, conf, chk, &g.groups[i], n);
					printed[i] = true;
				}
		printer__printf(p, "\n");
	}
	for (size_t n = 1; n < next; n++)
		for (size_t i = 0; i < g.nr_groups; i++)
			if (group_number[i] == n && !printed[i]) {
				print_finding(p, conf, chk, &g.groups[i], n);
				printed[i] = true;
			}
	grouping__exit(&g);
	free(numbers);
	free(sizes);
	free(group_number);
	free(printed);
}
