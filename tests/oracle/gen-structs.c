// SPDX-License-Identifier: GPL-2.0
/*
 * gen-structs [-a] [-d PERCENT] SEED COUNT OUT.c: writes COUNT random struct/union definitions
 * and a main() that prints, from the compiled program itself, the size of
 * every record and the bit offset and bit size of every field path.  A front
 * end's layout (the plugin's JSON report, pahole, libclang) is then compared
 * with what the compiler really did; see tests/README.md for the format.
 *
 * Deterministic for a SEED: a failure is reproduced from the seed alone.
 * -a also puts cachelint_write_hot/read_hot on about a quarter of the scalar
 * and bitfield members (only when the plugin is loaded) and kernel cacheline
 * group markers around some runs of top-level members; -d PERCENT puts the
 * attributes on that share of members, without groups (the layout is the
 * same for any PERCENT, and without -a or -d).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Keeps the generated file (and the report) a sane size. */
#define MAX_PATHS_PER_RECORD 160
#define MAX_DEPTH 3

enum path_kind { PATH_LEAF, PATH_BITFIELD, PATH_FLEX, PATH_CONTAINER };

struct path {
	char *name;
	enum path_kind kind;
	bool is_bool;		/* _Bool bitfield: set to 1, not -1 */
	const char *role;	/* "write_hot", "read_hot", "cold" or NULL */
	const char *origin;	/* "attribute" (-a) or "group" (kernel group) */
	const char *group;	/* the kernel group's name, or NULL */
	bool is_array;		/* an array of scalars: only an element may straddle */
};

/*
 * What the record's source says about packing and alignment, for the A line
 * of the truth: a front end that reads DWARF through pahole 1.24 cannot see
 * all of it (tests/oracle/pahole-align.sh says which and why).
 */
enum {
	HINT_PACKED = 1,	/* packed on the record */
	HINT_ALIGNED = 2,	/* aligned(N) on the record */
	HINT_PACKED_MEMBER = 4,	/* packed on a member, at any depth of its definition */
	HINT_EMBEDS = 8,	/* a member's record type hides its alignment (below) */
};

struct record {
	char key[64];		/* as a front end names it */
	char ctype[64];		/* how C code spells the type */
	bool has_flex;		/* cannot be embedded in another record */
	bool not_flat;		/* has unions or record-typed members ("K" line) */
	unsigned int nr_groups;	/* kernel cacheline groups made so far */
	unsigned int hints;	/* HINT_* */
	size_t nr_paths, alloc_paths;
	struct path *paths;
};

static uint64_t rng_state;
static struct record *records;
static size_t nr_records;
static unsigned long long seed;
static bool annotate;		/* -a, -d: put role attributes on some fields */
static bool kernel_groups;	/* -a: kernel cacheline groups too */
static unsigned int annotate_percent = 25;	/* -d: how many */
/* The kernel cacheline group being generated (top level of a struct only). */
static const char *group_role;
static char group_name[32];

/* A growable text buffer for the definition being built. */
struct text {
	char *data;
	size_t len, alloc;
};

static void die(const char *msg)
{
	fprintf(stderr, "gen-structs: %s\n", msg);
	exit(2);
}

static void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n);
	if (!p)
		die("out of memory");
	return p;
}

static char *xstrdup(const char *s)
{
	char *d = strdup(s);

	if (!d)
		die("out of memory");
	return d;
}

static void text__printf(struct text *t, const char *fmt, ...)
{
	va_list ap;
	int n;

	for (;;) {
		size_t room = t->alloc - t->len;

		va_start(ap, fmt);
		n = vsnprintf(t->data ? t->data + t->len : NULL, room, fmt, ap);
		va_end(ap);
		if (n >= 0 && (size_t)n < room)
			break;
		t->alloc = t->alloc * 2 + (size_t)n + 256;
		t->data = xrealloc(t->data, t->alloc);
	}
	t->len += (size_t)n;
}

/* xorshift64*: small, and the same sequence on every host. */
static uint64_t rng_next(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 2685821657736338717ULL;
}

static unsigned int rng_below(unsigned int n)
{
	return (unsigned int)((rng_next() >> 33) % n);
}

static bool rng_percent(unsigned int p)
{
	return rng_below(100) < p;
}

static void record__add_path_full(struct record *rec, const char *name, enum path_kind kind,
				  bool is_bool, const char *role, const char *origin,
				  const char *group)
{
	if (rec->nr_paths == rec->alloc_paths) {
		rec->alloc_paths = rec->alloc_paths * 2 + 16;
		rec->paths = xrealloc(rec->paths, rec->alloc_paths * sizeof(*rec->paths));
	}
	rec->paths[rec->nr_paths++] = (struct path){ xstrdup(name), kind, is_bool, role, origin,
						     group ? xstrdup(group) : NULL, false };
}

/* A path of this record: in an open kernel group it takes the group's role. */
static void record__add_path(struct record *rec, const char *name, enum path_kind kind,
			     bool is_bool, const char *role)
{
	if (group_role && (kind == PATH_LEAF || kind == PATH_BITFIELD))
		record__add_path_full(rec, name, kind, is_bool, group_role, "group", group_name);
	else
		record__add_path_full(rec, name, kind, is_bool, role, role ? "attribute" : NULL, NULL);
}

static const char *const scalar_types[] = {
	"char", "signed char", "unsigned char", "short", "unsigned short", "int",
	"unsigned int", "long", "unsigned long", "long long", "unsigned long long",
	"float", "double", "long double", "_Bool", "void *", "const char *", "int *",
};
#define NR_SCALARS (sizeof(scalar_types) / sizeof(scalar_types[0]))

struct bitfield_type {
	const char *name;
	unsigned int bits;
};
static const struct bitfield_type bitfield_types[] = {
	{ "unsigned int", 32 }, { "int", 32 }, { "unsigned char", 8 }, { "signed char", 8 },
	{ "unsigned short", 16 }, { "short", 16 }, { "unsigned long long", 64 },
	{ "long", 64 }, { "_Bool", 1 },
};
#define NR_BITFIELD_TYPES (sizeof(bitfield_types) / sizeof(bitfield_types[0]))

/* The record being generated, for the hints its members give it. */
static struct record *current;

static const char *field_attr(void)
{
	static const char *const attrs[] = {
		" __attribute__((aligned(2)))", " __attribute__((aligned(4)))",
		" __attribute__((aligned(8)))", " __attribute__((aligned(16)))",
		" __attribute__((aligned(32)))", " __attribute__((aligned(64)))",
		" __attribute__((aligned(128)))", " __attribute__((packed))",
	};

	const char *attr;

	if (!rng_percent(12))
		return "";
	attr = attrs[rng_below(sizeof(attrs) / sizeof(attrs[0]))];
	if (strstr(attr, "packed") && current)
		current->hints |= HINT_PACKED_MEMBER;
	return attr;
}

/*
 * With -a, a role on about one field in four (macros of the prologue); *role
 * gets the role's name for the truth's R lines.
 */
static const char *role_attr(const char **role)
{
	/* draw the same numbers either way: -a must not change the layout */
	bool hot = rng_percent(annotate_percent), write = rng_percent(50);

	*role = NULL;
	if (!annotate || !hot || group_role)	/* a group's members have its role */
		return "";
	*role = write ? "write_hot" : "read_hot";
	return write ? " GEN_WRITE_HOT" : " GEN_READ_HOT";
}

/*
 * Packed records are a third of the attributed ones, with aligned(N) on
 * some (below, at and above their members' alignment): gcc's DWARF tells
 * their alignment only through DW_AT_alignment and the offsets.
 */
static const char *record_attr(struct record *rec)
{
	static const char *const attrs[] = {
		" __attribute__((packed))", " __attribute__((aligned(16)))",
		" __attribute__((aligned(64)))", " __attribute__((packed, aligned(4)))",
		" __attribute__((aligned(128)))", " __attribute__((aligned(8)))",
		" __attribute__((packed))", " __attribute__((packed, aligned(2)))",
		" __attribute__((packed, aligned(8)))",
	};
	const char *attr;

	if (!rng_percent(20))
		return "";
	attr = attrs[rng_below(sizeof(attrs) / sizeof(attrs[0]))];
	if (strstr(attr, "packed"))
		rec->hints |= HINT_PACKED;
	if (strstr(attr, "aligned"))
		rec->hints |= HINT_ALIGNED;
	return attr;
}

/* Packing, or a union's own aligned(N), which pahole 1.24 does not print. */
static bool hides_align(const struct record *r)
{
	return (r->hints & (HINT_PACKED | HINT_PACKED_MEMBER | HINT_EMBEDS)) ||
	       (!strncmp(r->key, "union ", 6) && (r->hints & HINT_ALIGNED));
}

/* A previously made record that may be embedded count times without too many paths. */
static const struct record *pick_embeddable(const struct record *rec, unsigned int count)
{
	for (int tries = 0; tries < 4 && nr_records > 0; tries++) {
		const struct record *r = &records[rng_below((unsigned int)nr_records)];

		if (r->has_flex || r == rec)
			continue;
		if (rec->nr_paths + (r->nr_paths + 1) * count + 1 > MAX_PATHS_PER_RECORD)
			continue;
		return r;
	}
	return NULL;
}

/* Adds the paths of an embedded record under prefix ("m." or "arr[2]."). */
static void add_embedded_paths(struct record *rec, const char *prefix, const struct record *inner)
{
	char name[512];

	for (size_t i = 0; i < inner->nr_paths; i++) {
		snprintf(name, sizeof(name), "%s%s", prefix, inner->paths[i].name);
		record__add_path_full(rec, name, inner->paths[i].kind, inner->paths[i].is_bool,
				      inner->paths[i].role, inner->paths[i].origin,
				      inner->paths[i].group);
	}
}

static void gen_members(struct record *rec, struct text *t, const char *prefix,
			unsigned int depth, unsigned int *counter, bool is_union);

/* One member; returns true when it added at least one named path. */
static bool gen_member(struct record *rec, struct text *t, const char *prefix,
		       unsigned int depth, unsigned int *counter, bool is_union)
{
	char name[32], path[512];
	const char *role;
	/* depth + 1 tabs; depth never exceeds MAX_DEPTH (3) */
	const char *indent = &"\t\t\t\t"[MAX_DEPTH - (depth < MAX_DEPTH ? depth : MAX_DEPTH)];
	/* a group holds scalars, arrays of scalars and bitfields only */
	unsigned int pick = group_role ? rng_below(66) : rng_below(100);

	(void)is_union;

	snprintf(name, sizeof(name), "f%u", (*counter)++);
	snprintf(path, sizeof(path), "%s%s", prefix, name);

	if (pick < 34) {		/* scalar */
scalar:
		const char *type = scalar_types[rng_below(NR_SCALARS)], *attr = field_attr();

		text__printf(t, "%s%s %s%s%s;\n", indent, type, name, attr, role_attr(&role));
		record__add_path(rec, path, PATH_LEAF, false, role);
	} else if (pick < 44) {	/* array of scalars, sometimes zero-length */
		unsigned int n = rng_percent(10) ? 0 : 1 + rng_below(9);

		if (group_role && !n)
			n = 1;		/* a zero-size member of a group has no bytes to lint */

		text__printf(t, "%s%s %s[%u]%s;\n", indent, scalar_types[rng_below(NR_SCALARS)], name,
			     n, field_attr());
		record__add_path(rec, path, PATH_LEAF, false, NULL);
		rec->paths[rec->nr_paths - 1].is_array = true;
	} else if (pick < 66) {	/* bitfield */
		const struct bitfield_type *bt = &bitfield_types[rng_below(NR_BITFIELD_TYPES)];
		unsigned int width = 1 + rng_below(bt->bits);

		if (rng_percent(10)) {	/* unnamed padding or a :0 barrier: no path */
			text__printf(t, "%s%s : %u;\n", indent, bt->name,
				     rng_percent(50) ? 0 : width);
			return false;
		}
		text__printf(t, "%s%s %s : %u%s;\n", indent, bt->name, name, width, role_attr(&role));
		record__add_path(rec, path, PATH_BITFIELD, bt->bits == 1, role);
	} else if (pick < 78 && depth < MAX_DEPTH) {	/* unnamed struct/union: flattened */
		bool inner_union = rng_percent(40);
		size_t before = rec->nr_paths;

		rec->not_flat |= inner_union;
		text__printf(t, "%s%s {\n", indent, inner_union ? "union" : "struct");
		gen_members(rec, t, prefix, depth + 1, counter, inner_union);
		text__printf(t, "%s}%s;\n", indent, rng_percent(15) ? " __attribute__((aligned(64)))" : "");
		return rec->nr_paths > before;
	} else if (pick < 84 && depth < MAX_DEPTH) {	/* named member of an inline anonymous type */
		bool inner_union = rng_percent(30);
		char inner_prefix[520];

		record__add_path(rec, path, PATH_CONTAINER, false, NULL);
		rec->not_flat = true;
		snprintf(inner_prefix, sizeof(inner_prefix), "%s.", path);
		text__printf(t, "%s%s {\n", indent, inner_union ? "union" : "struct");
		gen_members(rec, t, inner_prefix, depth + 1, counter, inner_union);
		text__printf(t, "%s} %s%s;\n", indent, name, field_attr());
	} else if (pick < 92) {	/* a member of an earlier record type */
		const struct record *inner = pick_embeddable(rec, 1);
		char inner_prefix[520];

		if (!inner)
			goto scalar;
		if (hides_align(inner))
			rec->hints |= HINT_EMBEDS;
		text__printf(t, "%s%s %s%s;\n", indent, inner->ctype, name, field_attr());
		record__add_path(rec, path, PATH_CONTAINER, false, NULL);
		rec->not_flat = true;
		snprintf(inner_prefix, sizeof(inner_prefix), "%s.", path);
		add_embedded_paths(rec, inner_prefix, inner);
	} else {			/* array of an earlier record type */
		unsigned int n = 1 + rng_below(3);
		const struct record *inner = pick_embeddable(rec, n);
		char inner_prefix[560];

		if (!inner)
			goto scalar;
		if (hides_align(inner))
			rec->hints |= HINT_EMBEDS;
		text__printf(t, "%s%s %s[%u];\n", indent, inner->ctype, name, n);
		record__add_path(rec, path, PATH_CONTAINER, false, NULL);
		rec->not_flat = true;
		for (unsigned int k = 0; k < n; k++) {
			snprintf(inner_prefix, sizeof(inner_prefix), "%s[%u].", path, k);
			add_embedded_paths(rec, inner_prefix, inner);
		}
	}
	return true;
}

/*
 * Kernel cacheline group markers (include/linux/cache.h, v6.8+): zero-length
 * arrays named __cacheline_group_begin__NAME / _end__NAME; the rules give the
 * fields between them a role by the name (write, read, cold).
 */
static void group_marker(struct record *rec, struct text *t, const char *which)
{
	char name[80];

	snprintf(name, sizeof(name), "__cacheline_group_%s__%s", which, group_name);
	text__printf(t, "\tunsigned char %s[0];\n", name);
	record__add_path_full(rec, name, PATH_LEAF, false, NULL, NULL, NULL);
}

static void group_open(struct record *rec, struct text *t)
{
	unsigned int kind = rng_below(100);
	const char *word = kind < 50 ? "write" : kind < 85 ? "read" : "cold";

	snprintf(group_name, sizeof(group_name), "grp%u_%s", rec->nr_groups++, word);
	group_marker(rec, t, "begin");
	group_role = kind < 50 ? "write_hot" : kind < 85 ? "read_hot" : "cold";
}

static void group_close(struct record *rec, struct text *t)
{
	group_role = NULL;
	group_marker(rec, t, "end");
}

static void gen_members(struct record *rec, struct text *t, const char *prefix,
			unsigned int depth, unsigned int *counter, bool is_union)
{
	unsigned int n = 1 + rng_below(depth ? 4 : 8), group_left = 0;
	/* groups only with -a: without it a truth has no roles at all */
	bool named = false, groups = kernel_groups && depth == 0 && !is_union;

	for (unsigned int i = 0; i < n || !named; i++) {
		if (rec->nr_paths >= MAX_PATHS_PER_RECORD - 4 && named)
			break;
		if (groups && !group_left && rng_percent(10)) {
			group_open(rec, t);
			group_left = 1 + rng_below(3);
		}
		if (gen_member(rec, t, prefix, depth, counter, is_union))
			named = true;
		if (group_left && --group_left == 0)
			group_close(rec, t);
	}
	if (group_left)
		group_close(rec, t);
}

static void gen_record(FILE *out, size_t index)
{
	struct record *rec = &records[nr_records];
	struct text t = { 0 };
	unsigned int counter = 0, kind = rng_below(100);
	bool is_union = kind < 15, is_typedef = kind >= 15 && kind < 27;

	memset(rec, 0, sizeof(*rec));
	current = rec;
	if (is_typedef) {
		snprintf(rec->key, sizeof(rec->key), "g%llu_%zu_t", seed, index);
		snprintf(rec->ctype, sizeof(rec->ctype), "%s", rec->key);
		text__printf(&t, "typedef struct {\n");
	} else {
		snprintf(rec->key, sizeof(rec->key), "%s g%llu_%zu", is_union ? "union" : "struct",
			 seed, index);
		snprintf(rec->ctype, sizeof(rec->ctype), "%s", rec->key);
		text__printf(&t, "%s {\n", rec->key);
	}
	rec->not_flat = is_union;
	gen_members(rec, &t, "", 0, &counter, is_union);
	if (!is_union && rng_percent(8)) {	/* a flexible array member ends the struct */
		char name[32];

		snprintf(name, sizeof(name), "f%u", counter++);
		text__printf(&t, "\t%s %s[];\n", scalar_types[rng_below(NR_SCALARS)], name);
		record__add_path(rec, name, PATH_FLEX, false, NULL);
		rec->has_flex = true;
	}
	if (is_typedef)
		text__printf(&t, "}%s %s;\n", record_attr(rec), rec->key);
	else
		text__printf(&t, "}%s;\n", record_attr(rec));
	current = NULL;
	text__printf(&t, "%s %s_obj;\n\n", rec->ctype, is_typedef ? rec->key : rec->key + (is_union ? 6 : 7));
	fwrite(t.data, 1, t.len, out);
	free(t.data);
	nr_records++;
}

/* The part of the generated program that measures one record. */
static void gen_dump(FILE *out, const struct record *rec, size_t index)
{
	fprintf(out, "static void dump_%zu(void)\n{\n", index);
	fprintf(out, "\tstatic %s o;\n", rec->ctype);
	fprintf(out, "\tprintf(\"S\\t%s\\t%%zu\\t%%zu\\n\", sizeof(%s), _Alignof(%s));\n",
		rec->key, rec->ctype, rec->ctype);
	if (!rec->not_flat)
		fprintf(out, "\tprintf(\"K\\t%s\\tflat\\n\");\n", rec->key);
	if (rec->hints)
		fprintf(out, "\tprintf(\"A\\t%s\\t%s%s%s%s\\n\");\n", rec->key,
			rec->hints & HINT_PACKED ? "packed," : "",
			rec->hints & HINT_ALIGNED ? "aligned," : "",
			rec->hints & HINT_PACKED_MEMBER ? "packed-member," : "",
			rec->hints & HINT_EMBEDS ? "embeds," : "");
	for (size_t i = 0; i < rec->nr_paths; i++) {
		const struct path *p = &rec->paths[i];
		const char *tag = p->kind == PATH_CONTAINER ? "C" : "F";

		if (p->role)
			fprintf(out, "\tprintf(\"R\\t%s\\t%s\\t%s\\t%s\\t%s\\n\");\n", rec->key,
				p->name, p->role, p->origin, p->group ? p->group : "");
		switch (p->kind) {
		case PATH_BITFIELD:
			fprintf(out, "\tmemset(&o, 0, sizeof(o)); o.%s = %s; "
				"scan(\"%s\", \"%s\", &o, sizeof(o));\n",
				p->name, p->is_bool ? "1" : "-1", rec->key, p->name);
			break;
		case PATH_FLEX:
			fprintf(out, "\tprintf(\"F\\t%s\\t%s\\t%%zu\\t0\\n\", "
				"offsetof(%s, %s) * 8);\n", rec->key, p->name, rec->ctype, p->name);
			break;
		default:
			/* an array of scalars: a sixth column, one element's bits */
			if (p->is_array)
				fprintf(out, "\tprintf(\"%s\\t%s\\t%s\\t%%zu\\t%%zu\\t%%zu\\n\", "
					"offsetof(%s, %s) * 8, sizeof(o.%s) * 8, sizeof(o.%s[0]) * 8);\n",
					tag, rec->key, p->name, rec->ctype, p->name, p->name, p->name);
			else
				fprintf(out, "\tprintf(\"%s\\t%s\\t%s\\t%%zu\\t%%zu\\n\", "
					"offsetof(%s, %s) * 8, sizeof(o.%s) * 8);\n",
					tag, rec->key, p->name, rec->ctype, p->name, p->name);
		}
	}
	fprintf(out, "}\n\n");
}

static const char prologue[] =
	"/* Generated by tests/oracle/gen-structs.c: do not edit. */\n"
	"#include <stddef.h>\n#include <stdio.h>\n#include <string.h>\n\n"
	"#if defined(__has_attribute) && __has_attribute(cachelint_write_hot)\n"
	"#define GEN_WRITE_HOT __attribute__((cachelint_write_hot))\n"
	"#define GEN_READ_HOT __attribute__((cachelint_read_hot))\n"
	"#else\n#define GEN_WRITE_HOT\n#define GEN_READ_HOT\n#endif\n\n"
	"/* Bits set in a zeroed object after storing all ones in one bitfield. */\n"
	"static void scan(const char *key, const char *path, const void *obj, size_t size)\n"
	"{\n"
	"\tconst unsigned char *b = obj;\n"
	"\tsize_t first = (size_t)-1, last = 0;\n\n"
	"\tfor (size_t i = 0; i < size * 8; i++) {\n"
	"\t\tif (b[i / 8] & (1u << (i % 8))) {\n"
	"\t\t\tif (first == (size_t)-1)\n\t\t\t\tfirst = i;\n"
	"\t\t\tlast = i;\n\t\t}\n\t}\n"
	"\tprintf(\"F\\t%s\\t%s\\t%zu\\t%zu\\n\", key, path, first, last - first + 1);\n"
	"}\n\n";

int main(int argc, char **argv)
{
	char *end;
	unsigned long count;
	FILE *out;

	while (argc > 1 && argv[1][0] == '-') {
		if (!strcmp(argv[1], "-a")) {
			annotate = true;
			kernel_groups = true;
		} else if (!strcmp(argv[1], "-d") && argc > 2) {
			annotate = true;
			annotate_percent = (unsigned int)strtoul(argv[2], &end, 10);
			if (*end || end == argv[2] || annotate_percent > 100)
				die("-d takes a percentage from 0 to 100");
			argv++;
			argc--;
		} else {
			break;
		}
		argv++;
		argc--;
	}
	if (argc != 4) {
		fprintf(stderr, "usage: gen-structs [-a] [-d PERCENT] SEED COUNT OUT.c\n");
		return 2;
	}
	errno = 0;
	seed = strtoull(argv[1], &end, 10);
	if (errno || *end || end == argv[1])
		die("SEED must be a number");
	count = strtoul(argv[2], &end, 10);
	if (errno || *end || end == argv[2] || count == 0 || count > 100000)
		die("COUNT must be a number from 1 to 100000");
	out = fopen(argv[3], "w");
	if (!out) {
		fprintf(stderr, "gen-structs: %s: %s\n", argv[3], strerror(errno));
		return 2;
	}
	rng_state = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
	if (!rng_state)
		rng_state = 1;
	records = xrealloc(NULL, count * sizeof(*records));

	fputs(prologue, out);
	for (size_t i = 0; i < count; i++)
		gen_record(out, i);
	for (size_t i = 0; i < count; i++)
		gen_dump(out, &records[i], i);
	fprintf(out, "int main(void)\n{\n");
	for (size_t i = 0; i < count; i++)
		fprintf(out, "\tdump_%zu();\n", i);
	fprintf(out, "\treturn 0;\n}\n");
	if (fclose(out) != 0) {
		fprintf(stderr, "gen-structs: %s: %s\n", argv[3], strerror(errno));
		return 2;
	}
	return 0;
}
