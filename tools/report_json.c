// SPDX-License-Identifier: GPL-2.0
/* JSON output from the DOM and from findings; see report_json.h. */
#include <math.h>
#include <string.h>

#include "report_fmt.h"
#include "report_json.h"

void json__print_number(const struct cl_printer *p, double v)
{
	if (isfinite(v) && v == floor(v) && fabs(v) < 9007199254740992.0)
		printer__printf(p, "%.0f", v);
	else if (isfinite(v))
		printer__printf(p, "%.17g", v);
	else
		printer__printf(p, "null");
}

static bool skipped(const char *key, const char *const *skip)
{
	for (; skip && *skip; skip++)
		if (!strcmp(key, *skip))
			return true;
	return false;
}

static void print_any(const struct cl_printer *p, const struct cl_json *j, const char *const *skip,
		      int depth)
{
	bool pretty = depth >= 0, first = true;

	switch (j->type) {
	case CL_JSON_NULL:
		printer__printf(p, "null");
		return;
	case CL_JSON_BOOL:
		printer__printf(p, j->boolean ? "true" : "false");
		return;
	case CL_JSON_NUMBER:
		json__print_number(p, j->number);
		return;
	case CL_JSON_STRING:
		json__print_string(p, j->string);
		return;
	case CL_JSON_ARRAY:
	case CL_JSON_OBJECT:
		break;
	}
	printer__printf(p, j->type == CL_JSON_ARRAY ? "[" : "{");
	for (size_t i = 0; i < j->nr; i++) {
		if (j->type == CL_JSON_OBJECT && skipped(j->keys[i], skip))
			continue;
		if (!first)
			printer__printf(p, ",");
		first = false;
		if (pretty)
			printer__printf(p, "\n%*s", 2 * (depth + 1), "");
		if (j->type == CL_JSON_OBJECT) {
			json__print_string(p, j->keys[i]);
			printer__printf(p, pretty ? ": " : ":");
		}
		print_any(p, j->items[i], NULL, pretty ? depth + 1 : -1);
	}
	if (pretty && !first)
		printer__printf(p, "\n%*s", 2 * depth, "");
	printer__printf(p, j->type == CL_JSON_ARRAY ? "]" : "}");
}

void json__print(const struct cl_printer *p, const struct cl_json *j, const char *const *skip)
{
	print_any(p, j, skip, -1);
}

void json__print_pretty(const struct cl_printer *p, const struct cl_json *j, int depth)
{
	print_any(p, j, NULL, depth);
}

void finding__print_json(const struct cl_printer *p, const struct cl_finding *f)
{
	int n = f->names[1] ? 2 : 1;

	printer__printf(p, "{\"rule\":");
	json__print_string(p, rule__name(f->rule));
	printer__printf(p, ",\"struct\":");
	json__print_string(p, f->record ? f->record : "");
	printer__printf(p, ",\"fields\":[");
	for (int i = 0; i < n; i++) {
		printer__printf(p, i ? "," : "");
		json__print_string(p, f->names[i] ? f->names[i] : "");
	}
	printer__printf(p, "],\"roles\":[");
	for (int i = 0; i < n; i++) {
		printer__printf(p, i ? "," : "");
		json__print_string(p, role__name(f->roles[i]));
	}
	printer__printf(p, "],\"origins\":[");
	for (int i = 0; i < n; i++) {
		printer__printf(p, i ? "," : "");
		json__print_string(p, origin__name(f->origins[i]));
	}
	printer__printf(p, "],\"offsets\":[");
	for (int i = 0; i < n; i++)
		printer__printf(p, "%s%llu", i ? "," : "", (unsigned long long)f->byte_offsets[i]);
	printer__printf(p, "],\"sizes\":[");
	for (int i = 0; i < n; i++)
		printer__printf(p, "%s%llu", i ? "," : "", (unsigned long long)f->byte_sizes[i]);
	printer__printf(p, "],\"cacheline\":%llu,\"file\":", (unsigned long long)f->cacheline);
	json__print_string(p, f->pos[0].file ? f->pos[0].file : "");
	printer__printf(p, ",\"line\":%u,\"column\":%u", f->pos[0].line, f->pos[0].column);
	if (f->message) {
		printer__printf(p, ",\"message\":");
		json__print_string(p, f->message);
	}
	printer__printf(p, "}");
}

static void findings_array(const struct cl_printer *p, const char *key,
			   const struct cl_finding *const *f, size_t nr)
{
	printer__printf(p, ",\n     \"%s\": [", key);
	for (size_t i = 0; i < nr; i++) {
		printer__printf(p, "%s\n       ", i ? "," : "");
		finding__print_json(p, f[i]);
	}
	printer__printf(p, "]");
}

static void field_move(const struct cl_printer *p, const struct cl_step *st,
		       const struct cl_struct_diff *sd, const struct cl_moved *m)
{
	const struct cl_field *a = &st->old->report->unit->records[sd->old_rec]->fields[m->old_field];
	const struct cl_field *b = &st->new->report->unit->records[sd->new_rec]->fields[m->new_field];

	printer__printf(p, "{\"field\":");
	json__print_string(p, b->name);
	printer__printf(p, ",\"old_offset\":%llu,\"new_offset\":%llu,\"old_line\":%llu,"
			"\"new_line\":%llu,\"old_role\":\"%s\",\"new_role\":\"%s\"}",
			(unsigned long long)field__byte_offset(a),
			(unsigned long long)field__byte_offset(b),
			(unsigned long long)(field__byte_offset(a) / st->old->line_size),
			(unsigned long long)(field__byte_offset(b) / st->new->line_size),
			role__name(a->role), role__name(b->role));
}

static void field_names(const struct cl_printer *p, const struct cl_record *rec,
			const size_t *idx, size_t nr)
{
	printer__printf(p, "[");
	for (size_t i = 0; i < nr; i++) {
		printer__printf(p, i ? "," : "");
		json__print_string(p, rec->fields[idx[i]].name);
	}
	printer__printf(p, "]");
}

static void struct_diff(const struct cl_printer *p, const struct cl_step *st,
			const struct cl_struct_diff *sd)
{
	printer__printf(p, "\n       {\"name\":");
	json__print_string(p, sd->name);
	printer__printf(p, ",\"status\":\"%s\",\"old_size\":%llu,\"new_size\":%llu,"
			"\"size_delta\":%lld,\"old_cachelines\":%llu,\"new_cachelines\":%llu,"
			"\"old_padding\":%llu,\"new_padding\":%llu,\"moved\":[",
			sd->old_rec == CL_NONE ? "new" : sd->new_rec == CL_NONE ? "gone" : "changed",
			(unsigned long long)sd->old_size, (unsigned long long)sd->new_size,
			(long long)sd->new_size - (long long)sd->old_size,
			(unsigned long long)sd->old_lines, (unsigned long long)sd->new_lines,
			(unsigned long long)sd->old_padding, (unsigned long long)sd->new_padding);
	for (size_t i = 0; i < sd->nr_moved; i++) {
		printer__printf(p, i ? "," : "");
		field_move(p, st, sd, &sd->moved[i]);
	}
	printer__printf(p, "],\"role_changed\":[");
	for (size_t i = 0; i < sd->nr_role_changed; i++) {
		printer__printf(p, i ? "," : "");
		field_move(p, st, sd, &sd->role_changed[i]);
	}
	printer__printf(p, "],\"added\":");
	if (sd->new_rec != CL_NONE)
		field_names(p, st->new->report->unit->records[sd->new_rec], sd->added, sd->nr_added);
	else
		printer__printf(p, "[]");
	printer__printf(p, ",\"removed\":");
	if (sd->old_rec != CL_NONE)
		field_names(p, st->old->report->unit->records[sd->old_rec], sd->removed,
			    sd->nr_removed);
	else
		printer__printf(p, "[]");
	printer__printf(p, ",\"containers\":[");
	for (size_t i = 0; i < sd->nr_containers; i++) {
		const struct cl_container_cost *c = &sd->containers[i];

		printer__printf(p, "%s{\"container\":", i ? "," : "");
		json__print_string(p, c->container);
		printer__printf(p, ",\"field\":");
		json__print_string(p, c->field);
		printer__printf(p, ",\"count\":%llu,\"delta_bytes\":%lld,\"old_size\":%llu,"
				"\"new_size\":%llu,\"old_cachelines\":%llu,\"new_cachelines\":%llu}",
				(unsigned long long)c->count, (long long)c->delta_bytes,
				(unsigned long long)c->old_size, (unsigned long long)c->new_size,
				(unsigned long long)c->old_lines, (unsigned long long)c->new_lines);
	}
	printer__printf(p, "]}");
}

static void step_json(const struct cl_printer *p, const struct cl_step *st)
{
	printer__printf(p, "    {\"label\": ");
	json__print_string(p, st->label);
	printer__printf(p, ", \"old\": ");
	json__print_string(p, st->old->path);
	printer__printf(p, ", \"new\": ");
	json__print_string(p, st->new->path);
	findings_array(p, "introduced", st->introduced, st->nr_introduced);
	findings_array(p, "fixed", st->fixed, st->nr_fixed);
	/* counted as the reports count: one finding per (struct, line, rule) */
	printer__printf(p, ",\n     \"findings\": {\"new\": %zu, \"grown\": %zu, \"shrunk\": %zu, "
			"\"fixed\": %zu}", st->nr_groups[CL_GROUP_NEW], st->nr_groups[CL_GROUP_GREW],
			st->nr_groups[CL_GROUP_SHRANK], st->nr_groups[CL_GROUP_GONE]);
	printer__printf(p, ",\n     \"structs\": [");
	for (size_t i = 0; i < st->nr_structs; i++) {
		printer__printf(p, i ? "," : "");
		struct_diff(p, st, &st->structs[i]);
	}
	printer__printf(p, "]}");
}

void jsonout__diff(const struct cl_printer *p, const struct cl_render_opts *o,
		   const struct cl_diff *d)
{
	printer__printf(p, "{\n  \"version\": 1, \"kind\": \"cachelint-diff\", \"line_size\": %u, "
			"\"base\": ", d->total.new->line_size);
	json__print_string(p, d->base_label);
	printer__printf(p, ",\n  \"steps\": [\n");
	for (size_t i = 0; i < d->nr_steps; i++) {
		step_json(p, &d->steps[i]);
		printer__printf(p, "%s\n", i + 1 < d->nr_steps ? "," : "");
	}
	printer__printf(p, "  ],\n  \"total\":\n");
	step_json(p, &d->total);
	printer__printf(p, "\n}\n");
}
