// SPDX-License-Identifier: GPL-2.0
/* The JSON report of DESIGN.md, written through a printer, and atomically to a file. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json.h"
#include "report.h"
#include "xalloc.h"

#define REPORT_VERSION 1

static void print_key_string(const struct cl_printer *p, const char *key, const char *value)
{
	printer__printf(p, ", \"%s\": ", key);
	json__print_string(p, value ? value : "");
}

static void print_pos(const struct cl_printer *p, const struct cl_pos *pos)
{
	if (!pos->file)
		return;
	print_key_string(p, "file", pos->file);
	printer__printf(p, ", \"line\": %u, \"column\": %u", pos->line, pos->column);
}

static void print_field(const struct cl_printer *p, const struct cl_field *f)
{
	printer__printf(p, "        {\"name\": ");
	json__print_string(p, f->name);
	printer__printf(p, ", \"offset\": %llu, \"size\": %llu",
			(unsigned long long)field__byte_offset(f),
			(unsigned long long)field__byte_size(f));
	if (f->is_bitfield)
		printer__printf(p, ", \"bit_offset\": %llu, \"bit_size\": %llu",
				(unsigned long long)f->bit_offset, (unsigned long long)f->bit_size);
	if (f->type_name)
		print_key_string(p, "type", f->type_name);
	printer__printf(p, ", \"role\": \"%s\", \"origin\": \"%s\"", role__name(f->role),
			origin__name(f->origin));
	if (f->group)
		print_key_string(p, "group", f->group);
	if (f->record_key)
		print_key_string(p, "record", f->record_key);
	if (f->array_count)
		printer__printf(p, ", \"count\": %llu", (unsigned long long)f->array_count);
	if (f->is_flexible)
		printer__printf(p, ", \"flexible\": true");
	if (f->is_marker)
		printer__printf(p, ", \"marker\": true");
	print_pos(p, &f->pos);
	printer__printf(p, "}");
}

static uint64_t cachelines(uint64_t byte_size, unsigned int line_size)
{
	return (byte_size + line_size - 1) / line_size;
}

static void print_struct(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct cl_flat *flat, bool *first)
{
	const struct cl_record *rec = flat->record;

	printer__printf(p, "%s    {\"name\": ", *first ? "" : ",\n");
	*first = false;
	json__print_string(p, rec->key);
	printer__printf(p, ", \"kind\": \"%s\", \"size\": %llu, \"align\": %llu, \"cachelines\": %llu",
			rec->is_union ? "union" : "struct", (unsigned long long)rec->byte_size,
			(unsigned long long)rec->byte_align,
			(unsigned long long)cachelines(rec->byte_size, conf->line_size));
	print_pos(p, &rec->pos);
	if (flat->truncated)
		printer__printf(p, ", \"truncated\": true");
	printer__printf(p, ",\n      \"fields\": [\n");
	for (size_t i = 0; i < flat->nr_fields; i++) {
		print_field(p, &flat->fields[i]);
		printer__printf(p, "%s\n", i + 1 < flat->nr_fields ? "," : "");
	}
	printer__printf(p, "      ]}");
}

static void print_string_pair(const struct cl_printer *p, const char *key, const char *a,
			      const char *b)
{
	printer__printf(p, ", \"%s\": [", key);
	json__print_string(p, a ? a : "");
	if (b) {
		printer__printf(p, ", ");
		json__print_string(p, b);
	}
	printer__printf(p, "]");
}

static void print_finding(const struct cl_printer *p, const struct cl_finding *f)
{
	int n = f->names[1] ? 2 : 1;

	printer__printf(p, "    {\"rule\": \"%s\", \"struct\": ", rule__name(f->rule));
	json__print_string(p, f->record);
	print_string_pair(p, "fields", f->names[0], f->names[1]);
	print_string_pair(p, "roles", role__name(f->roles[0]),
			  n > 1 ? role__name(f->roles[1]) : NULL);
	print_string_pair(p, "origins", origin__name(f->origins[0]),
			  n > 1 ? origin__name(f->origins[1]) : NULL);
	printer__printf(p, ", \"offsets\": [%llu", (unsigned long long)f->byte_offsets[0]);
	if (n > 1)
		printer__printf(p, ", %llu", (unsigned long long)f->byte_offsets[1]);
	printer__printf(p, "], \"sizes\": [%llu", (unsigned long long)f->byte_sizes[0]);
	if (n > 1)
		printer__printf(p, ", %llu", (unsigned long long)f->byte_sizes[1]);
	printer__printf(p, "], \"cacheline\": %llu, \"start_offset\": %llu",
			(unsigned long long)f->cacheline, (unsigned long long)f->start_offset);
	print_pos(p, &f->pos[0]);
	if (n > 1 && f->pos[1].file) {
		printer__printf(p, ", \"note\": {\"file\": ");
		json__print_string(p, f->pos[1].file);
		printer__printf(p, ", \"line\": %u, \"column\": %u}", f->pos[1].line,
				f->pos[1].column);
	}
	if (f->message)
		print_key_string(p, "message", f->message);
	if (f->extra)
		print_key_string(p, "extra", f->extra);
	printer__printf(p, "}");
}

static const struct cl_flat *checked_flat(const struct cl_check *chk, const struct cl_record *rec)
{
	for (size_t i = 0; i < chk->nr_flats; i++)
		if (chk->flats[i]->record == rec)
			return chk->flats[i];
	return NULL;
}

void report__json(const struct cl_printer *p, const struct cl_report_conf *conf,
		  const struct cl_unit *unit, const struct cl_check *chk)
{
	bool first = true;

	printer__printf(p, "{\n  \"version\": %d", REPORT_VERSION);
	print_key_string(p, "tool", conf->tool);
	if (conf->tool_version)
		print_key_string(p, "tool_version", conf->tool_version);
	print_key_string(p, "source", conf->source ? conf->source : unit->source);
	printer__printf(p, ", \"line_size\": %u, \"placement\": \"%s\",\n  \"structs\": [\n",
			conf->line_size, conf->placement == CL_PLACEMENT_ANY ? "any" : "aligned");
	for (size_t i = 0; i < unit->nr_records; i++) {
		const struct cl_record *rec = unit->records[i];
		const struct cl_flat *flat = checked_flat(chk, rec);

		if (flat) {
			print_struct(p, conf, flat, &first);
		} else if (conf->all && !rec->is_anonymous && !rec->has_errors) {
			struct cl_flat *tmp = flat__new(unit, rec, chk->settings);

			print_struct(p, conf, tmp, &first);
			flat__delete(tmp);
		}
	}
	printer__printf(p, "\n  ],\n  \"findings\": [\n");
	for (size_t i = 0; i < chk->nr_findings; i++) {
		print_finding(p, &chk->findings[i]);
		printer__printf(p, "%s\n", i + 1 < chk->nr_findings ? "," : "");
	}
	printer__printf(p, "  ]");
	if (conf->json_extra)
		conf->json_extra(p, conf->json_extra_ctx);
	printer__printf(p, "\n}\n");
}

int report__write_json_file(const char *path, const struct cl_report_conf *conf,
			    const struct cl_unit *unit, const struct cl_check *chk)
{
	char *tmp = xasprintf("%s.tmp.%ld", path, (long)getpid());
	FILE *fp = fopen(tmp, "w");
	struct cl_printer p;
	int err;

	if (!fp) {
		err = errno;
		free(tmp);
		errno = err;
		return -1;
	}
	p = printer__file(fp);
	report__json(&p, conf, unit, chk);
	if (ferror(fp) | fclose(fp) || rename(tmp, path)) {
		err = errno;
		unlink(tmp);
		free(tmp);
		errno = err;
		return -1;
	}
	free(tmp);
	return 0;
}
