// SPDX-License-Identifier: GPL-2.0
/* The JSON report of DESIGN.md, written through a printer, and atomically to a file. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json.h"
#include "file.h"
#include "report.h"
#include "settings.h"
#include "xalloc.h"

#define REPORT_VERSION 1

/*
 * A kernel unit's report lists thousands of fields (1.5 MB for a unit that
 * includes netdevice.h): the field writers use puts and u64, not printf,
 * which cost about 1,000 instructions a call.
 */
static void print_key_u64(const struct cl_printer *p, const char *key, uint64_t value)
{
	printer__puts(p, key);
	printer__u64(p, value);
}

static void print_key_string(const struct cl_printer *p, const char *key, const char *value)
{
	printer__puts(p, ", \"");
	printer__puts(p, key);
	printer__puts(p, "\": ");
	json__print_string(p, value ? value : "");
}

static void print_pos(const struct cl_printer *p, const struct cl_pos *pos)
{
	if (!pos->file)
		return;
	print_key_string(p, "file", pos->file);
	print_key_u64(p, ", \"line\": ", pos->line);
	print_key_u64(p, ", \"column\": ", pos->column);
}

/*
 * A field's line is put together in one buffer and printed in one piece:
 * through the printer it was 20 calls, and each string a char-by-char
 * escape, 3,700 instructions a field of a 6,000-field kernel report.  The
 * bytes are json__print_string's and printer__u64's.
 */
#define LINE_LIT(l, s) buf__add((l), (s), sizeof(s) - 1)

static void line_u64(struct cl_buf *l, uint64_t v)
{
	char digits[U64_DIGITS];
	size_t n = u64__digits(v, digits);

	buf__add(l, digits + n, U64_DIGITS - n);
}

#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull

/*
 * Whether the n bytes at s need no JSON escape (no control character, no
 * quote, no backslash), eight at a time: a byte below 0x20, or equal to
 * '"' or '\\', sets its high bit in the test (bytes of 0x80 and above may
 * too, so a word the test flags is read again byte by byte).
 */
static bool plain_bytes(const char *s, size_t n)
{
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w, q, b;

		memcpy(&w, s + i, 8);
		q = w ^ (ONES * '"');
		b = w ^ (ONES * '\\');
		if (!(((w - ONES * 0x20) | (q - ONES) | (b - ONES)) & ~w & HIGHS))
			continue;
		for (size_t k = i; k < i + 8; k++)
			if ((unsigned char)s[k] < 0x20 || s[k] == '"' || s[k] == '\\')
				return false;
	}
	for (; i < n; i++)
		if ((unsigned char)s[i] < 0x20 || s[i] == '"' || s[i] == '\\')
			return false;
	return true;
}

static void line_string(struct cl_buf *l, const char *s)
{
	struct cl_buf esc = { NULL, 0, 0 };
	struct cl_printer p;
	size_t n;

	if (!s)
		s = "";
	n = strlen(s);
	if (plain_bytes(s, n)) {
		buf__add(l, "\"", 1);
		buf__add(l, s, n);
		buf__add(l, "\"", 1);
		return;
	}
	p = printer__buf(&esc);		/* something to escape: json.c's own way */
	json__print_string(&p, s);
	buf__add(l, esc.data, esc.len);
	buf__exit(&esc);
}

static void line_key_string(struct cl_buf *l, const char *key, size_t key_len, const char *value)
{
	buf__add(l, key, key_len);
	line_string(l, value ? value : "");
}

#define LINE_KEY_STRING(l, key, value) line_key_string((l), (key), sizeof(key) - 1, (value))

/*
 * The fields of a record share their file name (one interned string):
 * the last one's length, and whether it is plain, are kept for a struct.
 */
struct file_memo {
	const char *file;
	size_t len;
	bool plain;
};

static void line_file(struct cl_buf *l, const char *file, struct file_memo *m)
{
	if (file != m->file) {
		const unsigned char *c = (const unsigned char *)file;

		while (*c >= 0x20 && *c != '"' && *c != '\\')
			c++;
		m->file = file;
		m->len = (size_t)((const char *)c - file);
		m->plain = !*c;
	}
	LINE_LIT(l, ", \"file\": ");
	if (!m->plain) {
		line_string(l, file);
		return;
	}
	buf__add(l, "\"", 1);
	buf__add(l, file, m->len);
	buf__add(l, "\"", 1);
}

static void print_field(struct cl_buf *l, const struct cl_field *f, struct file_memo *m)
{
	LINE_LIT(l, "        {\"name\": ");
	line_string(l, f->name);
	LINE_LIT(l, ", \"offset\": ");
	line_u64(l, field__byte_offset(f));
	LINE_LIT(l, ", \"size\": ");
	line_u64(l, field__byte_size(f));
	if (f->is_bitfield) {
		LINE_LIT(l, ", \"bit_offset\": ");
		line_u64(l, f->bit_offset);
		LINE_LIT(l, ", \"bit_size\": ");
		line_u64(l, f->bit_size);
	}
	if (f->type_name)
		LINE_KEY_STRING(l, ", \"type\": ", f->type_name);
	LINE_LIT(l, ", \"role\": \"");
	buf__add(l, role__name(f->role), strlen(role__name(f->role)));
	LINE_LIT(l, "\", \"origin\": \"");
	buf__add(l, origin__name(f->origin), strlen(origin__name(f->origin)));
	LINE_LIT(l, "\"");
	if (f->group)
		LINE_KEY_STRING(l, ", \"group\": ", f->group);
	if (f->record_key)
		LINE_KEY_STRING(l, ", \"record\": ", f->record_key);
	if (f->array_count) {
		LINE_LIT(l, ", \"count\": ");
		line_u64(l, f->array_count);
	}
	if (f->is_flexible)
		LINE_LIT(l, ", \"flexible\": true");
	if (f->is_marker)
		LINE_LIT(l, ", \"marker\": true");
	if (f->pos.file) {
		line_file(l, f->pos.file, m);
		LINE_LIT(l, ", \"line\": ");
		line_u64(l, f->pos.line);
		LINE_LIT(l, ", \"column\": ");
		line_u64(l, f->pos.column);
	}
	LINE_LIT(l, "}");
}

static uint64_t cachelines(uint64_t byte_size, unsigned int line_size)
{
	return (byte_size + line_size - 1) / line_size;
}

static void print_struct(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct cl_flat *flat, bool *first)
{
	const struct cl_record *rec = flat->record;
	struct cl_buf line = { NULL, 0, 0 };
	struct file_memo memo = { NULL, 0, false };
	struct cl_buf *direct = printer__buf_of(p);

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
		/* into the report's buffer when it is one: a copy less a field */
		struct cl_buf *l = direct ? direct : &line;

		if (!direct)
			line.len = 0;
		print_field(l, &flat->fields[i], &memo);
		if (i + 1 < flat->nr_fields)
			LINE_LIT(l, ",\n");
		else
			LINE_LIT(l, "\n");
		if (!direct)
			p->write(p->ctx, line.data, line.len);
	}
	free(line.data);
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

/* One pair, as every finding was before grouping: fields, roles ... note, message. */
static void print_pair_body(const struct cl_printer *p, const struct cl_report_conf *conf,
			    const struct cl_finding *f)
{
	int n = f->names[1] ? 2 : 1;

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
	{
		char *message = finding__message(f, conf);

		print_key_string(p, "message", message);
		free(message);
	}
	if (f->extra)
		print_key_string(p, "extra", f->extra);
}

static void print_finding(const struct cl_printer *p, const struct cl_report_conf *conf,
			  const struct cl_finding *f)
{
	printer__printf(p, "    {\"rule\": \"%s\", \"struct\": ", rule__name(f->rule));
	json__print_string(p, f->record);
	print_pair_body(p, conf, f);
	printer__printf(p, "}");
}

/* A list of the group's fields' strings or numbers, in the group's order. */
static void print_group_list(const struct cl_printer *p, const struct cl_check *chk,
			     const struct cl_group *gr, const char *key, int what)
{
	printer__printf(p, ", \"%s\": [", key);
	for (size_t i = 0; i < gr->nr_fields; i++) {
		struct cl_group_view v = group__field(chk, gr, i);

		printer__printf(p, "%s", i ? ", " : "");
		switch (what) {
		case 0: json__print_string(p, v.name); break;
		case 1: printer__printf(p, "\"%s\"", role__name(v.role)); break;
		case 2: printer__printf(p, "\"%s\"", origin__name(v.origin)); break;
		case 3: printer__u64(p, v.byte_offset); break;
		default: printer__u64(p, v.byte_size); break;
		}
	}
	printer__printf(p, "]");
}

/*
 * The grouped finding of DESIGN.md: every field of the line that takes part
 * (write side first) with their roles, origins, offsets and sizes, the
 * group's message and position (its first write-hot field), and "pairs",
 * each pair as a finding was written before grouping.
 */
static void print_group(const struct cl_printer *p, const struct cl_report_conf *conf,
			const struct cl_check *chk, const struct cl_group *gr)
{
	const struct cl_finding *f0 = group__pair(chk, gr, 0);

	printer__printf(p, "    {\"rule\": \"%s\", \"struct\": ", rule__name(gr->rule));
	json__print_string(p, f0->record);
	print_group_list(p, chk, gr, "fields", 0);
	print_group_list(p, chk, gr, "roles", 1);
	print_group_list(p, chk, gr, "origins", 2);
	print_group_list(p, chk, gr, "offsets", 3);
	print_group_list(p, chk, gr, "sizes", 4);
	printer__printf(p, ", \"cacheline\": %llu, \"start_offset\": %llu",
			(unsigned long long)f0->cacheline, (unsigned long long)f0->start_offset);
	print_pos(p, group__field(chk, gr, 0).pos);
	if (gr->message)
		print_key_string(p, "message", gr->message);
	if (gr->fix >= 0)
		print_key_string(p, "fix", group__field(chk, gr, (size_t)gr->fix).name);
	printer__printf(p, ",\n      \"pairs\": [");
	for (size_t k = 0; k < gr->nr_pairs; k++) {
		/* each pair whole, as a finding was written before grouping */
		printer__printf(p, "%s\n    ", k ? "," : "");
		print_finding(p, conf, group__pair(chk, gr, k));
	}
	printer__printf(p, "]}");
}

static bool writes_pairs(enum cl_rule rule)
{
	return rule == CL_RULE_FALSE_SHARING || rule == CL_RULE_WRITE_CONTENTION ||
	       rule == CL_RULE_STRADDLE;
}

void report__json_findings(const struct cl_printer *p, const struct cl_report_conf *conf,
			   const struct cl_check *chk)
{
	struct cl_grouping g;

	grouping__build(&g, chk, conf->line_size, conf->per_pair);
	grouping__format_messages(&g, chk, conf);
	for (size_t i = 0; i < g.nr_groups; i++) {
		const struct cl_group *gr = &g.groups[i];

		if (writes_pairs(gr->rule) && !conf->per_pair)
			print_group(p, conf, chk, gr);
		else
			print_finding(p, conf, group__pair(chk, gr, 0));
		printer__printf(p, "%s\n", i + 1 < g.nr_groups ? "," : "");
	}
	grouping__exit(&g);
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
			conf->line_size, placement__name(conf->placement));
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
	report__json_findings(p, conf, chk);
	printer__printf(p, "  ]");
	if (conf->json_extra)
		conf->json_extra(p, conf->json_extra_ctx);
	printer__printf(p, "\n}\n");
}

int report__write_json_file(const char *path, const struct cl_report_conf *conf,
			    const struct cl_unit *unit, const struct cl_check *chk)
{
	struct cl_buf buf = { NULL, 0, 0 };
	struct cl_printer p;
	int rc, err;

	/*
	 * In memory first: one fwrite, not one locked stdio call per piece.
	 * Room for the checked records' fields (about 250 bytes each) from the
	 * start: growing a 1.5 MB report by doubling copies it about twice.
	 */
	size_t need = 65536;

	for (size_t i = 0; i < chk->nr_flats; i++)
		need += chk->flats[i]->nr_fields * 256;
	buf__reserve(&buf, need);
	p = printer__buf(&buf);
	report__json(&p, conf, unit, chk);
	rc = file__replace(path, buf.data, buf.len);
	err = errno;
	buf__exit(&buf);
	errno = err;
	return rc;
}
