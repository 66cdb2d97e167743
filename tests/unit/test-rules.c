// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of rules/ without any compiler: models built by hand, as a
 * front end would fill them, and the findings the rules must make.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "json.h"
#include "report.h"
#include "rules.h"
#include "spell.h"

#include "tap.h"

static struct cl_field *add(struct cl_record *rec, const char *name, const char *type,
			    uint64_t byte_offset, uint64_t byte_size, enum cl_role role)
{
	struct cl_field *f = record__add_field(rec, name);

	field__set_type(f, type);
	f->bit_offset = byte_offset * 8;
	f->bit_size = byte_size * 8;
	f->role = role;
	f->origin = role != CL_ROLE_NONE ? CL_ORIGIN_ATTRIBUTE : CL_ORIGIN_NONE;
	f->pos.line = (unsigned int)rec->nr_fields;
	return f;
}

static struct cl_record *record(struct cl_unit *u, const char *key, uint64_t size,
				uint64_t align)
{
	struct cl_record *rec = unit__add_record(u, key);

	rec->byte_size = size;
	rec->byte_align = align;
	return rec;
}

static size_t run(const struct cl_unit *u, const struct cl_settings *s, struct cl_check *chk)
{
	check__init(chk, s);
	return check__unit(chk, u);
}

static const struct cl_finding *find(const struct cl_check *chk, enum cl_rule rule,
				     const char *a, const char *b)
{
	for (size_t i = 0; i < chk->nr_findings; i++) {
		const struct cl_finding *f = &chk->findings[i];

		if (f->rule == rule && !strcmp(f->names[0], a) &&
		    ((!b && !f->names[1]) || (b && f->names[1] && !strcmp(f->names[1], b))))
			return f;
	}
	return NULL;
}

/* cpupri_vec as in 6.12 with CPUMASK_OFFSTACK: count (atomic_t) and mask (pointer). */
static struct cl_unit *cpupri_unit(bool fixed)
{
	struct cl_unit *u = unit__new("cpupri.c");
	uint64_t vec_size = fixed ? 128 : 16;
	struct cl_record *vec = record(u, "struct cpupri_vec", vec_size, fixed ? 64 : 8);
	struct cl_record *cp;
	struct cl_field *f;

	add(vec, "count", "atomic_t", 0, 4, CL_ROLE_WRITE_HOT);
	add(vec, "mask", "cpumask_var_t", fixed ? 64 : 8, 8, CL_ROLE_READ_HOT);
	cp = record(u, "struct cpupri", vec_size * 101 + 8, fixed ? 64 : 8);
	f = add(cp, "pri_to_cpu", "struct cpupri_vec[101]", 0, vec_size * 101, CL_ROLE_NONE);
	field__set_record_key(f, "struct cpupri_vec");
	f->array_count = 101;
	add(cp, "cpu_to_pri", "int *", vec_size * 101, 8, CL_ROLE_NONE);
	return u;
}

static void test_cpupri(void)
{
	struct cl_settings s;
	struct cl_check chk;
	struct cl_unit *u = cpupri_unit(false);
	const struct cl_finding *f;

	settings__init(&s);
	run(u, &s, &chk);
	f = find(&chk, CL_RULE_FALSE_SHARING, "count", "mask");
	EXPECT(f && f->cacheline == 0 && !strcmp(f->record, "struct cpupri_vec"),
	       "cpupri_vec: count vs mask on line 0");
	EXPECT(f && f->fix_field == 1, "cpupri_vec: the fix moves mask");
	EXPECT(find(&chk, CL_RULE_FALSE_SHARING, "pri_to_cpu[0].count", "pri_to_cpu[1].mask") ||
	       find(&chk, CL_RULE_FALSE_SHARING, "pri_to_cpu[1].count", "pri_to_cpu[0].mask"),
	       "cpupri: element k's count vs element k+1's mask");
	EXPECT(!find(&chk, CL_RULE_FALSE_SHARING, "pri_to_cpu[0].count", "pri_to_cpu[0].mask"),
	       "cpupri: the pair inside one element is left to cpupri_vec itself");
	EXPECT(chk.nr_findings == 2, "cpupri: element pairs collapsed into one (%zu findings)",
	       chk.nr_findings);
	if (f)
		printf("# %s\n", f->message);
	check__exit(&chk);
	unit__delete(u);

	u = cpupri_unit(true);
	run(u, &s, &chk);
	EXPECT(chk.nr_findings == 0, "cpupri after mask ____cacheline_aligned: clean (%zu)",
	       chk.nr_findings);
	check__exit(&chk);
	unit__delete(u);
}

static void test_line_sizes_and_placement(void)
{
	struct cl_settings s;
	struct cl_check chk;
	struct cl_unit *u = unit__new("t.c");
	struct cl_record *r = record(u, "struct s", 128, 8);

	add(r, "w", "long", 56, 8, CL_ROLE_WRITE_HOT);
	add(r, "r", "long", 64, 8, CL_ROLE_READ_HOT);
	settings__init(&s);
	run(u, &s, &chk);
	EXPECT(chk.nr_findings == 0, "line 64 aligned: 56 and 64 on different lines");
	check__exit(&chk);
	s.line_size = 128;
	run(u, &s, &chk);
	EXPECT(find(&chk, CL_RULE_FALSE_SHARING, "w", "r") != NULL, "line 128: same line");
	check__exit(&chk);
	s.line_size = 32;
	run(u, &s, &chk);
	EXPECT(chk.nr_findings == 0, "line 32: different lines");
	check__exit(&chk);
	s.line_size = 64;
	s.placement = CL_PLACEMENT_ANY;
	run(u, &s, &chk);
	EXPECT(chk.nr_findings == 1 && chk.findings[0].start_offset == 8,
	       "placement=any: they meet when the struct starts 8 bytes in");
	if (chk.nr_findings)
		printf("# %s\n", chk.findings[0].message);
	check__exit(&chk);
	unit__delete(u);
}

static void test_type_and_groups(void)
{
	struct cl_settings s;
	struct cl_check chk;
	struct cl_unit *u = unit__new("t.c");
	struct cl_record *r = record(u, "struct t", 64, 8);
	struct cl_field *f;

	add(r, "lock", "spinlock_t", 0, 4, CL_ROLE_NONE);
	add(r, "plain", "long", 8, 8, CL_ROLE_NONE);
	settings__init(&s);
	run(u, &s, &chk);
	EXPECT(chk.nr_findings == 0, "type inference alone finds nothing");
	check__exit(&chk);
	add(r, "cfg", "long", 16, 8, CL_ROLE_READ_HOT);
	run(u, &s, &chk);
	f = NULL;
	EXPECT(find(&chk, CL_RULE_FALSE_SHARING, "lock", "cfg") != NULL,
	       "spinlock_t (by type) vs declared read-hot");
	check__exit(&chk);
	s.infer_types = false;
	run(u, &s, &chk);
	EXPECT(chk.nr_findings == 0, "infer-types=no: nothing");
	check__exit(&chk);
	unit__delete(u);
	(void)f;

	/* kernel groups: a write group and a read group share line 0 */
	u = unit__new("g.c");
	r = record(u, "struct tcp_sock", 128, 8);
	add(r, "__cacheline_group_begin__tcp_sock_read_tx", "__u8[0]", 0, 0, CL_ROLE_NONE);
	add(r, "max_window", "u32", 0, 4, CL_ROLE_NONE);
	add(r, "__cacheline_group_end__tcp_sock_read_tx", "__u8[0]", 4, 0, CL_ROLE_NONE);
	add(r, "__cacheline_group_begin__tcp_sock_write_tx", "__u8[0]", 4, 0, CL_ROLE_NONE);
	add(r, "segs_out", "u32", 4, 4, CL_ROLE_NONE);
	add(r, "__cacheline_group_end__tcp_sock_write_tx", "__u8[0]", 8, 0, CL_ROLE_NONE);
	add(r, "__cacheline_group_begin__tcp_sock_write_rx", "__u8[0]", 8, 0, CL_ROLE_NONE);
	add(r, "bytes_received", "u64", 8, 8, CL_ROLE_NONE);
	add(r, "__cacheline_group_end__tcp_sock_write_rx", "__u8[0]", 16, 0, CL_ROLE_NONE);
	settings__init(&s);
	run(u, &s, &chk);
	EXPECT(find(&chk, CL_RULE_FALSE_SHARING, "segs_out", "max_window") != NULL,
	       "kernel groups: write_tx vs read_tx");
	EXPECT(find(&chk, CL_RULE_WRITE_CONTENTION, "segs_out", "bytes_received") != NULL,
	       "kernel groups: write_tx vs write_rx contend");
	check__exit(&chk);
	unit__delete(u);

	/* a group both paths write does not contend with a one-path group */
	u = unit__new("txrx.c");
	r = record(u, "struct t2", 64, 8);
	add(r, "__cacheline_group_begin__t_write_txrx", "__u8[0]", 0, 0, CL_ROLE_NONE);
	add(r, "snd_nxt", "u32", 0, 4, CL_ROLE_NONE);
	add(r, "__cacheline_group_end__t_write_txrx", "__u8[0]", 4, 0, CL_ROLE_NONE);
	add(r, "__cacheline_group_begin__t_write_rx", "__u8[0]", 4, 0, CL_ROLE_NONE);
	add(r, "bytes_received", "u32", 4, 4, CL_ROLE_NONE);
	add(r, "__cacheline_group_end__t_write_rx", "__u8[0]", 8, 0, CL_ROLE_NONE);
	run(u, &s, &chk);
	EXPECT(chk.nr_findings == 0, "write_txrx vs write_rx: no contention (%zu)",
	       chk.nr_findings);
	check__exit(&chk);
	unit__delete(u);
}

static void test_unions_bitfields_straddle(void)
{
	struct cl_settings s;
	struct cl_check chk;
	struct cl_unit *u = unit__new("u.c");
	struct cl_record *r = record(u, "struct u", 64, 8);
	struct cl_field *a, *b, *c;

	a = add(r, "a", "long", 0, 8, CL_ROLE_WRITE_HOT);
	b = add(r, "b", "long", 8, 8, CL_ROLE_READ_HOT);
	c = add(r, "c", "long", 8, 8, CL_ROLE_READ_HOT);
	/* a and b: branch 0 and 1 of one union; c: outside */
	a->union_depth = b->union_depth = 1;
	a->unions[0].union_id = b->unions[0].union_id = 1;
	a->unions[0].branch = 0;
	b->unions[0].branch = 1;
	c->bit_offset = 16 * 8;
	settings__init(&s);
	run(u, &s, &chk);
	EXPECT(!find(&chk, CL_RULE_FALSE_SHARING, "a", "b"), "union alternatives are no pair");
	EXPECT(find(&chk, CL_RULE_FALSE_SHARING, "a", "c") != NULL, "union member vs outside");
	check__exit(&chk);
	unit__delete(u);

	u = unit__new("b.c");
	r = record(u, "struct bits", 72, 8);
	a = add(r, "flag", "unsigned int", 0, 0, CL_ROLE_WRITE_HOT);
	a->is_bitfield = true;
	a->bit_offset = 3;
	a->bit_size = 1;
	b = add(r, "mode", "unsigned int", 0, 0, CL_ROLE_READ_HOT);
	b->is_bitfield = true;
	b->bit_offset = 9;
	b->bit_size = 3;
	add(r, "x", "long", 60, 8, CL_ROLE_READ_HOT);
	run(u, &s, &chk);
	EXPECT(find(&chk, CL_RULE_FALSE_SHARING, "flag", "mode") != NULL,
	       "bitfields in different bytes of one line");
	EXPECT(find(&chk, CL_RULE_STRADDLE, "x", NULL) != NULL, "x at 60..67 straddles");

	EXPECT(find(&chk, CL_RULE_FALSE_SHARING, "flag", "mode") &&
	       find(&chk, CL_RULE_FALSE_SHARING, "flag", "mode")->fix_field == -1,
	       "no fix-it for a bitfield");
	check__exit(&chk);
	unit__delete(u);
}

/* A struct member is not loaded as one unit: crossing a line costs it nothing. */
static void test_straddle_composite(void)
{
	struct cl_settings s;
	struct cl_check chk;
	struct cl_unit *u = unit__new("c.c");
	struct cl_record *in = record(u, "struct est", 16, 8);
	struct cl_record *r = record(u, "struct outer", 128, 8);
	struct cl_field *f;

	add(in, "a", "u64", 0, 8, CL_ROLE_NONE);
	add(in, "b", "u64", 8, 8, CL_ROLE_NONE);
	f = add(r, "est", "struct est", 56, 16, CL_ROLE_READ_HOT);
	field__set_record_key(f, "struct est");
	add(r, "scalar", "u64", 120, 8, CL_ROLE_READ_HOT);
	settings__init(&s);
	run(u, &s, &chk);
	EXPECT(!find(&chk, CL_RULE_STRADDLE, "est", NULL), "no straddle for a struct member");
	check__exit(&chk);
	f = add(r, "odd", "u64", 124, 8, CL_ROLE_READ_HOT);
	r->byte_size = 136;
	run(u, &s, &chk);
	EXPECT(find(&chk, CL_RULE_STRADDLE, "odd", NULL) != NULL, "a scalar at 124..131 straddles");
	check__exit(&chk);
	unit__delete(u);
}

/* A per-member comment for report__dump_layout's callback. */
static void mark_member(const struct cl_printer *p, const struct cl_flat *flat, size_t i, void *ctx)
{
	printer__printf(p, " %s", (const char *)ctx);
}

static void test_json(void)
{
	struct cl_settings s;
	struct cl_check chk;
	struct cl_unit *u = cpupri_unit(false);
	struct cl_report_conf conf;
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);

	settings__init(&s);
	run(u, &s, &chk);
	report_conf__init(&conf, &s);
	report__json(&p, &conf, u, &chk);
	EXPECT(buf.data && strstr(buf.data, "\"name\": \"pri_to_cpu[1].mask\", \"offset\": 24"),
	       "json: array elements as arr[k].f at absolute offsets");
	EXPECT(buf.data && strstr(buf.data, "\"rule\": \"false-sharing\""), "json: findings");
	buf__exit(&buf);
	p = printer__buf(&buf);
	report__dump_layout(&p, &conf, chk.flats[0], NULL);
	EXPECT(buf.data && strstr(buf.data, "/* size: 16, cachelines: 1"),
	       "dump-layout: pahole trailer");
	printf("%s", buf.data ? buf.data : "");
	buf__exit(&buf);
	{
		const struct cl_dump_settings ds = {
			.indent_nested = true, .annotate = mark_member, .ctx = (void *)"[m]",
		};

		const struct cl_flat *nested = NULL;

		for (size_t i = 0; i < chk.nr_flats && !nested; i++)
			if (!strcmp(chk.flats[i]->record->key, "struct cpupri"))
				nested = chk.flats[i];
		p = printer__buf(&buf);
		if (nested)
			report__dump_layout(&p, &conf, nested, &ds);
		EXPECT(buf.data && strstr(buf.data, "\t  atomic_t") && strstr(buf.data, " */ [m]\n") &&
		       !strstr(buf.data, "write_hot (") && !strstr(buf.data, "XXX"),
		       "dump-layout: the caller's comments instead of roles, nested paths indented, no holes");
		buf__exit(&buf);
	}
	check__exit(&chk);
	unit__delete(u);
}

/*
 * The report's strings: names, types and file names that need escaping,
 * with the character to escape at every place of an eight-byte word (the
 * writer tests eight bytes at a time), and bytes of 0x80 and above that
 * need none, read back by the JSON parser as they were written.
 */
static void test_json_strings(void)
{
	static const char *const specials[] = { "\"", "\\", "\n", "\t", "\x01", "\x1f", "\xc3\xa9" };
	struct cl_settings s;
	struct cl_check chk;
	struct cl_unit *u = unit__new("strings.c");
	struct cl_record *rec = record(u, "struct s", 4096, 64);
	struct cl_report_conf conf;
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);
	char names[7 * 20][64];
	size_t n = 0, good = 0;
	struct cl_json *doc;
	const struct cl_json *fields = NULL;
	char err[200];

	for (size_t k = 0; k < 7; k++)
		for (size_t at = 0; at < 20; at++, n++) {
			struct cl_field *f;

			/* "aaa...<special>bbb": the special at byte `at` of 24 */
			snprintf(names[n], sizeof(names[n]), "%.*s%s%.*s", (int)at,
				 "aaaaaaaaaaaaaaaaaaaaaaaa", specials[k], (int)(23 - at),
				 "bbbbbbbbbbbbbbbbbbbbbbbb");
			f = add(rec, names[n], names[n], n * 8, 8,
				n ? CL_ROLE_NONE : CL_ROLE_WRITE_HOT);
			f->pos.file = names[n];
		}
	add(rec, "r", "int", n * 8, 4, CL_ROLE_READ_HOT);
	settings__init(&s);
	run(u, &s, &chk);
	report_conf__init(&conf, &s);
	report__json(&p, &conf, u, &chk);
	doc = buf.data ? json__parse(buf.data, buf.len, err, sizeof(err)) : NULL;
	EXPECT(doc != NULL, "json strings: the report parses");
	if (doc) {
		const struct cl_json *structs = json__get(doc, "structs");

		if (structs && structs->nr)
			fields = json__get(structs->items[0], "fields");
	}
	for (size_t i = 0; fields && i < n && i < fields->nr; i++) {
		const char *name = json__string(fields->items[i], "name");
		const char *type = json__string(fields->items[i], "type");
		const char *file = json__string(fields->items[i], "file");

		good += name && type && file && !strcmp(name, names[i]) && !strcmp(type, names[i]) &&
			!strcmp(file, names[i]);
	}
	EXPECT(good == n, "json strings: every name, type and file read back as written, "
			  "the escaped character at every byte of a word");
	json__delete(doc);
	buf__exit(&buf);
	check__exit(&chk);
	unit__delete(u);
}

/*
 * The arena behind units and flat views: pieces of every size, small and
 * larger than a block, aligned and not, each keeps what was written into
 * it while the others are written, and strings come back as they went in.
 */
static void test_arena(void)
{
	struct cl_arena a = { NULL };
	enum { N = 3000 };
	unsigned char *piece[N];
	size_t size[N];
	char *str[N];
	char text[40];
	int misaligned = 0, overwritten = 0, strings = 0;

	for (size_t i = 0; i < N; i++) {
		size[i] = i % 97 == 0 ? 5000 + i : i % 13;	/* some larger than a block's quarter */
		piece[i] = i % 2 ? arena__alloc(&a, size[i]) : arena__alloc_bytes(&a, size[i]);
		if (i % 2 && (uintptr_t)piece[i] % _Alignof(max_align_t))
			misaligned++;
		memset(piece[i], (int)(i & 0xff), size[i]);
		snprintf(text, sizeof(text), "string %zu", i);
		str[i] = arena__strdup(&a, text);
	}
	for (size_t i = 0; i < N; i++) {
		for (size_t k = 0; k < size[i]; k++)
			overwritten += piece[i][k] != (unsigned char)(i & 0xff);
		snprintf(text, sizeof(text), "string %zu", i);
		strings += !strcmp(str[i], text);
	}
	EXPECT(!misaligned, "arena: arena__alloc pieces are aligned for any object");
	EXPECT(!overwritten, "arena: no piece overlaps another (small, large, unaligned)");
	EXPECT(strings == N, "arena: arena__strdup gives the string back");
	EXPECT(((unsigned char *)arena__zalloc(&a, 64))[63] == 0, "arena: arena__zalloc zeroes");
	arena__free(&a);
	EXPECT(a.blocks == NULL, "arena: arena__free leaves it empty");
}

/* The report's numbers without vsnprintf: the same values as %.6g gives. */
static void test_numbers(void)
{
	static const double vals[] = { 0, 1, 8, 0.773, 0.7734567, 1.28, 12.5, 123456.7,
				       0.001, 0.00012, 0.0999999, 9.9999999, 3.3333333,
				       1234567.89, 1e7, -1, 5e-5 };
	static const uint64_t ints[] = { 0, 7, 10, 4294967296ULL, 18446744073709551615ULL };
	int bad = 0;

	for (size_t i = 0; i < sizeof(vals) / sizeof(vals[0]); i++) {
		struct cl_buf b = { 0 };
		struct cl_printer p = printer__buf(&b);
		char ref[64];

		printer__number(&p, vals[i]);
		snprintf(ref, sizeof(ref), "%.6g", vals[i]);
		if (!b.data || strtod(b.data, NULL) != strtod(ref, NULL)) {
			printf("    %s printed for %s\n", b.data ? b.data : "(nothing)", ref);
			bad++;
		}
		buf__exit(&b);
	}
	EXPECT(!bad, "printer__number: the values %%.6g gives");
	bad = 0;
	for (size_t i = 0; i < sizeof(ints) / sizeof(ints[0]); i++) {
		struct cl_buf b = { 0 };
		struct cl_printer p = printer__buf(&b);
		char ref[32];

		printer__u64(&p, ints[i]);
		snprintf(ref, sizeof(ref), "%llu", (unsigned long long)ints[i]);
		bad += !b.data || strcmp(b.data, ref);
		buf__exit(&b);
	}
	EXPECT(!bad, "printer__u64: the digits %%llu gives");
	/* two digits at a time: every number to 1,000, and around each power of ten */
	bad = 0;
	for (uint64_t p10 = 1, k = 0; k < 1001 + 3 * 20; k++) {
		uint64_t x = k < 1001 ? k : p10 - 1 + (k - 1001) % 3;
		char digits[U64_DIGITS], ref[32];
		size_t n = u64__digits(x, digits);

		if (k >= 1001 && (k - 1001) % 3 == 2)
			p10 = p10 > UINT64_MAX / 10 ? p10 : p10 * 10;
		snprintf(ref, sizeof(ref), "%llu", (unsigned long long)x);
		bad += U64_DIGITS - n != strlen(ref) || memcmp(digits + n, ref, strlen(ref));
	}
	EXPECT(!bad, "u64__digits: 0 to 1,000 and the neighbours of every power of ten");
}

static void test_spell(void)
{
	static const char *const keys[] = { "line-size", "placement", "report-dir", "report",
					     "infer-access", "ops", "disable", "help" };
	static const char *const roles[] = { "write_hot", "read_hot", "cold" };
	struct { int pad; const char *name; } table[] = { { 1, "dump-layout" }, { 2, "merge" } };
	const char *s;

	EXPECT(spell__distance("kitten", 6, "sitting", 7) == 3, "spell: kitten/sitting is 3");
	EXPECT(spell__distance("write_hto", 9, "write_hot", 9) == 1, "spell: a swap of neighbours costs one");
	EXPECT(spell__distance("", 0, "abc", 3) == 3, "spell: from nothing is the length");
	s = spell__nearest("opss", 4, keys, 8);
	EXPECT(s && !strcmp(s, "ops"), "spell: opss -> ops (%s)", s ? s : "none");
	s = spell__nearest("write_hto", 9, roles, 3);
	EXPECT(s && !strcmp(s, "write_hot"), "spell: write_hto -> write_hot (%s)", s ? s : "none");
	s = spell__nearest("repot-dir", 9, keys, 8);
	EXPECT(s && !strcmp(s, "report-dir"), "spell: repot-dir -> report-dir (%s)", s ? s : "none");
	EXPECT(!spell__nearest("zzzzzz", 6, keys, 8), "spell: nothing near an unrelated word");
	EXPECT(!spell__nearest("x", 1, keys, 8), "spell: a one-letter word gets no guess");
	EXPECT(!spell__nearest("ops", 3, keys, 8), "spell: an exact match is no suggestion");
	s = spell__nearest_in("marge", 5, table, 2, sizeof(table[0]), offsetof(__typeof__(table[0]), name));
	EXPECT(s && !strcmp(s, "merge"), "spell: a table of structs (%s)", s ? s : "none");
}

int main(void)
{
	test_numbers();
	test_arena();
	test_cpupri();
	test_line_sizes_and_placement();
	test_type_and_groups();
	test_unions_bitfields_straddle();
	test_straddle_composite();
	test_json();
	test_json_strings();
	test_spell();
	return failures ? 1 : 0;
}
