// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint pahole: the layout of the built binary (DWARF or BTF, through
 * pahole), with roles from the plugin's reports and an annotation file,
 * cross-checked against the compiler's view and linted by the same rules.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cmd.h"
#include "opts.h"
#include "pahole/dwarf.h"
#include "pahole/index.h"
#include "pahole/parse.h"
#include "pahole/print.h"
#include "pahole/declared.h"
#include "pahole/run.h"
#include "pahole/typedefs.h"
#include "report.h"
#include "settings.h"
#include "strtab.h"
#include "xalloc.h"

/* Below this input size pahole -a (typedef'd anonymous structs) is cheap. */
#define SMALL_INPUT_BYTES (8ll << 20)
/* Rounds of "pahole -C typedef-names" for typedefs of typedefs. */
#define MAX_TYPEDEF_ROUNDS 3

struct pahole_opts {
	struct cl_settings settings;
	const char *format;		/* "text" or "json" */
	const char *pahole;
	enum pahole_format input_format;
	bool all;
	bool stats;
	bool verbose;
	bool text_input;		/* FILEs are saved pahole output */
	const char *class_names;	/* -C: the text output shows these structs only */
	bool expand;			/* --expand: pahole -E's text of them */
	size_t nr_files;
	char **files;
	/* each FILE's DWARF read directly (pahole/dwarf.h), or NULL: pahole alone */
	struct pahole_dwarf **dwarf;
};

static void usage(FILE *fp)
{
	fprintf(fp,
		"usage: cachelint pahole [options] FILE...\n"
		"  FILE: an object or executable built with -g, a vmlinux, or raw BTF\n"
		"  (/sys/kernel/btf/vmlinux is the running kernel's)\n"
		"\n"
		"  --reports FILE|DIR     the plugin's JSON reports (DIR: *.cachelint.json, recursively);\n"
		"                         roles from them, and their offsets checked against the binary\n"
		"  --annotations FILE     roles from a file: 'STRUCT.FIELD[.SUB...] ROLE [GROUP]' a line\n"
		"  --format text|json     output (default text); json is the plugin's report schema\n"
		"  --all                  every struct in the JSON output, not only those with roles\n"
		"  --stats                one summary line instead of the layouts\n"
		"  --line-size N          cache line size in bytes (default 64, never the host's)\n"
		"  --placement aligned|any  where a struct may start (default aligned)\n"
		"  --infer-types=yes|no   atomic_t, spinlocks ... as write-hot candidates (default yes)\n"
		"  --group-map PATTERN:ROLE[,...]  kernel cacheline groups whose name contains\n"
		"                         PATTERN get ROLE (write_hot, read_hot, cold)\n"
		"  -F btf|dwarf           the type information to read (default: by file magic)\n"
		"  --pahole PROGRAM       the pahole to run (default $CACHELINT_PAHOLE, else pahole)\n"
		"  --text                 FILEs are saved pahole output (pahole --cacheline_size=N)\n"
		"  -v, --verbose          pahole's warnings and notes about skipped structs\n"
		"  -C, --class_name STRUCT[,STRUCT...]  text output: these structs only, as\n"
		"                         pahole -C prints them, roles and findings as comments\n"
		"  -E, --expand           text output: embedded structs expanded, as pahole -E\n"
		"\n"
		"exit codes: 0 clean, 1 findings, 2 bad input or usage\n");
}

static int bad_usage(const char *fmt, const char *arg)
{
	fprintf(stderr, "cachelint pahole: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\n");
	return CL_EXIT_USAGE;
}

enum {
	OPT_ALL = 0x100, OPT_STATS, OPT_TEXT, OPT_REPORTS, OPT_ANNOTATIONS, OPT_FORMAT,
	OPT_LINE_SIZE, OPT_PLACEMENT, OPT_INFER_TYPES, OPT_GROUP_MAP, OPT_PAHOLE,
};

static const struct option pahole_options[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "all", no_argument, NULL, OPT_ALL },
	{ "stats", no_argument, NULL, OPT_STATS },
	{ "verbose", no_argument, NULL, 'v' },
	{ "text", no_argument, NULL, OPT_TEXT },
	{ "expand", no_argument, NULL, 'E' },
	{ "class_name", required_argument, NULL, 'C' },
	{ "reports", required_argument, NULL, OPT_REPORTS },
	{ "annotations", required_argument, NULL, OPT_ANNOTATIONS },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "line-size", required_argument, NULL, OPT_LINE_SIZE },
	{ "placement", required_argument, NULL, OPT_PLACEMENT },
	{ "infer-types", required_argument, NULL, OPT_INFER_TYPES },
	{ "group-map", required_argument, NULL, OPT_GROUP_MAP },
	{ "pahole", required_argument, NULL, OPT_PAHOLE },
	{ NULL, 0, NULL, 0 },
};

/* One option: 0 to go on, else the exit code (-1: help printed). */
static int parse_option(struct pahole_opts *o, struct pahole_roles *roles, int code,
			const char *v)
{
	struct cl_group_map *maps;
	char err[1024], why[64];

	switch (code) {
	case 'h':
		usage(stdout);
		return -1;
	case OPT_ALL:
		o->all = true;
		break;
	case OPT_STATS:
		o->stats = true;
		break;
	case 'v':
		o->verbose = true;
		break;
	case OPT_TEXT:
		o->text_input = true;
		break;
	case 'E':
		o->expand = true;
		break;
	case 'C':
		if (!*v)
			return bad_usage("-C wants STRUCT[,STRUCT...]%s", "");
		o->class_names = v;
		break;
	case OPT_REPORTS:
		if (!*v)
			return bad_usage("--reports wants a file or folder%s", "");
		if (pahole_roles__load_reports(roles, v, err, sizeof(err)))
			return bad_usage("%s", err);
		break;
	case OPT_ANNOTATIONS:
		if (!*v)
			return bad_usage("--annotations wants a file%s", "");
		if (pahole_roles__load_annotations(roles, v, err, sizeof(err)))
			return bad_usage("%s", err);
		break;
	case OPT_FORMAT:
		if (strcmp(v, "text") && strcmp(v, "json"))
			return bad_usage("--format wants text or json, not '%s'", v);
		o->format = v;
		break;
	case OPT_LINE_SIZE:
		if (!line_size__parse(v, &o->settings.line_size, why, sizeof(why)))
			return bad_usage("--line-size wants " CL_LINE_SIZE_WANTED ", not '%s'", v);
		break;
	case OPT_PLACEMENT:
		if (!placement__parse(v, &o->settings.placement))
			return bad_usage("--placement wants aligned or any, not '%s'", v);
		break;
	case OPT_INFER_TYPES:
		if (!strcmp(v, "yes"))
			o->settings.infer_types = true;
		else if (!strcmp(v, "no"))
			o->settings.infer_types = false;
		else
			return bad_usage("--infer-types wants yes or no, not '%s'", v);
		break;
	case OPT_GROUP_MAP:
		maps = (struct cl_group_map *)o->settings.group_maps;
		if (!group_map__parse(v, &maps, &o->settings.nr_group_maps))
			return bad_usage("--group-map wants " CL_GROUP_MAP_WANTED ", not '%s'", v);
		o->settings.group_maps = maps;
		break;
	case 'F':
		if (!strcmp(v, "btf"))
			o->input_format = PAHOLE_FORMAT_BTF;
		else if (!strcmp(v, "dwarf"))
			o->input_format = PAHOLE_FORMAT_DWARF;
		else
			return bad_usage("-F wants btf or dwarf, not '%s'", v);
		break;
	case OPT_PAHOLE:
		if (!*v)
			return bad_usage("--pahole wants a program%s", "");
		o->pahole = v;
		break;
	}
	return 0;
}

static int parse_options(int argc, char **argv, struct pahole_opts *o, struct pahole_roles *roles)
{
	int code, rc;

	settings__init(&o->settings);
	o->format = "text";
	o->files = xzalloc((size_t)argc * sizeof(*o->files));
	opts__reset();
	while ((code = getopt_long(argc, argv, OPTS_SHORT_PREFIX "vEC:F:", pahole_options,
				   NULL)) != -1) {
		if (code == '?' || code == ':') {
			opts__refused("pahole", pahole_options, argv, code);
			if (code == '?')
				usage(stderr);
			return CL_EXIT_USAGE;
		}
		rc = parse_option(o, roles, code, optarg);
		if (rc)
			return rc;
	}
	for (int i = optind; i < argc; i++)
		o->files[o->nr_files++] = argv[i];
	if (!o->nr_files) {
		fprintf(stderr, "cachelint pahole: no input file\n");
		usage(stderr);
		return CL_EXIT_USAGE;
	}
	return 0;
}

/* Reads a saved pahole dump into the parser. */
static int parse_text_file(const char *path, struct pahole_parser *pp, char *err, size_t errlen)
{
	FILE *fp = fopen(path, "rb");
	char buf[1 << 16];
	size_t got;

	if (!fp) {
		snprintf(err, errlen, "%s: cannot open", path);
		return -1;
	}
	while ((got = fread(buf, 1, sizeof(buf), fp)))
		pahole_parser__feed(pp, buf, got);
	pahole_parser__finish(pp);
	if (ferror(fp)) {
		snprintf(err, errlen, "%s: read error", path);
		fclose(fp);
		return -1;
	}
	fclose(fp);
	return 0;
}

struct name_list {
	struct cl_buf buf;
	size_t nr;
};

static void add_name(const char *name, void *ctx)
{
	struct name_list *names = ctx;
	struct cl_printer p = printer__buf(&names->buf);

	printer__printf(&p, "%s%s", names->nr ? "," : "", name);
	names->nr++;
}

struct want_ctx {
	struct pahole_roles *roles;
	struct name_list *names;
	bool all;
};

static bool want_record(const struct cl_record *rec, void *ctx)
{
	struct want_ctx *w = ctx;

	return w->all || pahole_roles__wants(rec, w->roles);
}

static void add_wanted_name(const char *name, void *ctx)
{
	add_name(name, ((struct want_ctx *)ctx)->names);
}

/*
 * The answers to the pahole -C rounds below, which on DWARF reload the
 * whole object each (pahole_typedefs.h): on DWARF every typedef's target
 * read from it (pahole/dwarf.h), no pahole run; else pahole -E -C over the
 * first round's names and the records that use them, run once: what it
 * prints for the names and the typedef chains of the records' members.
 * NULL when there is nothing to learn, or with CACHELINT_TYPEDEF_PREFETCH=0
 * (pahole -C alone, to compare).
 */
static struct pahole_typedefs *prefetch_typedefs(struct pahole_opts *o, struct pahole_run *runs,
						 struct cl_unit *unit, struct want_ctx *w)
{
	const char *env = getenv("CACHELINT_TYPEDEF_PREFETCH");
	struct pahole_typedefs *td;
	char *records, *list, err[1024];

	if (env && !strcmp(env, "0"))
		return NULL;
	if (o->dwarf) {
		/* every typedef's answer, from the DWARF itself: no pahole -E run */
		td = pahole_typedefs__new();
		for (size_t f = 0; f < o->nr_files; f++)
			pahole_dwarf__learn_typedefs(o->dwarf[f], td);
		return td;
	}
	records = pahole_typedefs__containers(unit, want_record, w);
	list = xasprintf("%s%s%s", w->names->buf.data, records ? "," : "", records ? records : "");
	free(records);
	if (strlen(list) > (96 << 10)) {	/* one argument: Linux takes 128 KiB */
		free(list);
		return NULL;
	}
	td = pahole_typedefs__new();
	for (size_t f = 0; f < o->nr_files && td; f++) {
		struct pahole_run r = runs[f];

		/* no -I (a third of pahole's time on DWARF), pahole's warnings are the first run's */
		r.class_names = list;
		r.anonymous = false;
		r.decl_info = false;
		r.verbose = false;
		r.index = NULL;
		r.expand = true;
		r.typedefs = td;
		if (pahole_run__parse(&r, NULL, err, sizeof(err))) {
			pahole_typedefs__delete(td);
			td = NULL;	/* pahole -C answers, as without */
		}
	}
	free(list);
	return td;
}

/*
 * Typedef'd members (atomic_t, td_t, foo_t of struct foo) point at records
 * only when pahole printed those; a second pahole run with -C asks for the
 * ones still missing.  Only for the records that matter (all with --all or
 * a small input): the kernel's full BTF would double pahole's time.
 */
static int resolve_typedefs(struct pahole_opts *o, struct pahole_run *runs, struct cl_unit *unit,
			    struct pahole_parser *pp, struct pahole_index *index,
			    struct pahole_roles *roles, bool all, char *err, size_t errlen)
{
	struct pahole_typedefs *td = NULL;
	/* pahole -C answers a name the same every time: ask it once */
	struct cl_strtab *asked = strtab__new();
	bool prefetched = false;
	int rc = 0;

	for (int round = 0; round < MAX_TYPEDEF_ROUNDS && !rc; round++) {
		struct name_list names = { 0 }, ask = { 0 };
		struct want_ctx w = { roles, &names, all };
		char *save = NULL;

		pahole_roles__collect_wanted(roles, unit);
		pahole_unit__resolve(unit, pp, want_record, add_wanted_name, &w);
		if (!names.nr || o->text_input) {
			buf__exit(&names.buf);
			break;
		}
		pahole_parser__set_skip_known(pp, true);
		if (!prefetched) {
			prefetched = true;
			td = prefetch_typedefs(o, runs, unit, &w);
		}
		/* what pahole -C would print, in its order; the rest goes to pahole */
		for (char *n = strtok_r(names.buf.data, ",", &save); n; n = strtok_r(NULL, ",", &save))
			if (!strtab__lookup(asked, n) && !pahole_typedefs__answer(td, n, pp, index, unit)) {
				strtab__insert(asked, n, (void *)1);
				add_name(n, &ask);
			}
		for (size_t f = 0; f < o->nr_files && ask.nr; f++) {
			runs[f].class_names = ask.buf.data;
			runs[f].anonymous = false;
			rc = pahole_run__parse(&runs[f], pp, err, errlen);
			runs[f].class_names = NULL;
			if (rc)
				break;
		}
		buf__exit(&names.buf);
		buf__exit(&ask.buf);
	}
	pahole_typedefs__delete(td);
	strtab__delete(asked);
	pahole_roles__collect_wanted(roles, unit);
	return rc;
}

/* The keys roles are for: reported structs, annotated STRUCT names. */
static struct cl_strtab *wanted_keys(const struct pahole_roles *roles)
{
	struct cl_strtab *keys = strtab__new();

	for (size_t r = 0; r < roles->nr_reports; r++) {
		const struct cl_unit *ru = roles->reports[r]->unit;

		for (size_t i = 0; i < ru->nr_records; i++)
			strtab__set(keys, ru->records[i]->key, (void *)1);
	}
	for (size_t i = 0; roles->annotations && i < roles->annotations->nr; i++) {
		const char *name = roles->annotations->items[i].record;
		char *k;

		strtab__set(keys, name, (void *)1);
		k = xasprintf("struct %s", name);
		strtab__set(keys, k, (void *)1);
		free(k);
		k = xasprintf("union %s", name);
		strtab__set(keys, k, (void *)1);
		free(k);
	}
	return keys;
}

static bool is_wanted_key(const char *key, void *ctx)
{
	return strtab__lookup(ctx, key) != NULL;
}

static void print_stats(FILE *fp, const struct cl_unit *unit, const struct cl_check *chk,
			size_t problems)
{
	size_t structs = 0, fields = 0, annotated = 0;

	for (size_t i = 0; i < unit->nr_records; i++) {
		fields += unit->records[i]->nr_fields;
		structs += !unit->records[i]->is_anonymous;
	}
	for (size_t s = 0; s < chk->nr_flats; s++) {
		const struct cl_flat *flat = chk->flats[s];

		for (size_t i = 0; i < flat->nr_fields; i++)
			annotated += flat->fields[i].role != CL_ROLE_NONE && !flat->shadowed[i] &&
				     origin__is_declared(flat->fields[i].origin);
	}
	fprintf(fp, "structs %zu, fields %zu, annotated fields %zu, findings %zu, parse problems %zu\n",
		structs, fields, annotated, chk->nr_findings, problems);
}

/* CACHELINT_TIMING=1: where the time goes, for bench/pahole.sh */
static void phase(const char *what)
{
	static struct timespec last;
	static int enabled = -1;
	struct timespec now;

	if (enabled < 0)
		enabled = getenv("CACHELINT_TIMING") != NULL;
	if (!enabled)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (last.tv_sec)
		fprintf(stderr, "cachelint pahole: %-10s %.3f s\n", what,
			(double)(now.tv_sec - last.tv_sec) + (now.tv_nsec - last.tv_nsec) / 1e9);
	last = now;
}

/* The DWARF's facts about a record pahole printed: the first file that has it. */
static bool dwarf_record_info(const char *key, struct pahole_record_info *out, void *ctx)
{
	const struct pahole_opts *o = ctx;

	for (size_t f = 0; f < o->nr_files; f++) {
		const struct pahole_dwarf_record *r = pahole_dwarf__record(o->dwarf[f], key);

		if (r) {
			out->decl_file = r->decl_file;
			out->decl_line = r->decl_line;
			out->align_bytes = r->align_bytes;
			out->byte_size = r->byte_size;
			return true;
		}
	}
	return false;
}

/*
 * On DWARF, what pahole's text lacks (declarations, alignments, typedef
 * targets) is read with libdw: one pahole run then, without -I (a third of
 * pahole's time on DWARF) and without the -E round.  CACHELINT_DWARF=0 asks
 * pahole alone, as on BTF (to compare).  False when a FILE has no DWARF.
 */
static bool read_dwarf(struct pahole_opts *o, const struct pahole_run *runs)
{
	const char *env = getenv("CACHELINT_DWARF");

	if (o->text_input || (env && !strcmp(env, "0")))
		return false;
	for (size_t f = 0; f < o->nr_files; f++)
		if (runs[f].format == PAHOLE_FORMAT_BTF)
			return false;
	o->dwarf = xzalloc(o->nr_files * sizeof(*o->dwarf));
	for (size_t f = 0; f < o->nr_files; f++) {
		o->dwarf[f] = pahole_dwarf__open(o->files[f]);
		if (!o->dwarf[f]) {
			while (f)
				pahole_dwarf__delete(o->dwarf[--f]);
			free(o->dwarf);
			o->dwarf = NULL;
			return false;
		}
	}
	return true;
}

static void *load_dwarf(void *arg)
{
	struct pahole_opts *o = arg;

	for (size_t f = 0; f < o->nr_files; f++)
		pahole_dwarf__load(o->dwarf[f]);
	return NULL;
}

/*
 * The DWARF is read while pahole runs: on an object pahole's load of the
 * DWARF comes before its first line, and the two take both cores.  Only
 * the index's parse asks the reader (record_info), after pahole ends;
 * without an index the parser asks as the text streams in, so the reader
 * is joined first.  No thread (a failed create): read here.
 */
static bool start_dwarf(struct pahole_opts *o, pthread_t *thread)
{
	if (!pthread_create(thread, NULL, load_dwarf, o))
		return true;
	load_dwarf(o);
	return false;
}

static char *join_files(const struct pahole_opts *o)
{
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);

	for (size_t i = 0; i < o->nr_files; i++)
		printer__printf(&p, "%s%s", i ? " " : "", o->files[i]);
	return buf.data;
}

/* "struct foo" -> "foo": the name pahole -C takes */
static const char *bare_name(const char *key)
{
	if (!strncmp(key, "struct ", 7))
		return key + 7;
	if (!strncmp(key, "union ", 6))
		return key + 6;
	return key;
}

/* The types of texts that -C NAMES names, in pahole's (the file's) order. */
static struct pahole_texts *only_names(struct pahole_texts *texts, const char *names)
{
	struct pahole_texts *kept = pahole_texts__new();
	char *list = xasprintf(",%s,", names);

	for (size_t i = 0; i < pahole_texts__count(texts); i++) {
		const char *key = pahole_texts__key(texts, i), *text;
		char *item = xasprintf(",%s,", bare_name(key));
		size_t len;

		if (strstr(list, item) && (text = pahole_texts__find(texts, key, &len)))
			pahole_texts__add(kept, text, len);
		free(item);
	}
	free(list);
	pahole_texts__delete(texts);
	return kept;
}

/*
 * The text output: pahole's own text of each struct shown, with roles and
 * findings as comments (pahole/print.h).  Only the printing options run
 * pahole again: -C NAMES once (the names' text), --expand or a finding
 * inside an embedded struct once more with -E.  The check itself (no
 * option) runs none, and draws a struct from the model until the dump it
 * read can give back a type's text.
 */
static int print_text(struct pahole_opts *o, struct pahole_run *runs, struct pahole_index *index,
		      const struct cl_unit *unit, const struct cl_check *chk,
		      const struct cl_report_conf *conf,
		      const struct cl_printer *out, char *err, size_t errlen)
{
	struct pahole_texts *texts = NULL, *expanded = NULL;
	struct pahole_print_opts po = { 0 };
	struct name_list inside = { 0 };
	int rc = 0;

	if (o->text_input) {
		texts = pahole_texts__new();
		for (size_t f = 0; f < o->nr_files && !rc; f++)
			rc = pahole_texts__read_file(texts, o->files[f], err, errlen);
		if (!rc && o->class_names)
			texts = only_names(texts, o->class_names);
	} else if (o->class_names || o->expand) {
		struct name_list names = { 0 };

		if (o->class_names) {
			add_name(o->class_names, &names);
		} else {
			for (size_t s = 0; s < chk->nr_flats; s++)
				add_name(bare_name(chk->flats[s]->record->key), &names);
		}
		texts = pahole_texts__new();
		for (size_t f = 0; f < o->nr_files && !rc && names.nr; f++)
			rc = pahole_texts__run(texts, &runs[f], names.buf.data, o->expand, err, errlen);
		buf__exit(&names.buf);
	} else if (index) {
		(void)index;
#ifdef PAHOLE_INDEX_HAS_TEXT
		/* the dump the check read, kept by the index: no pahole run */
		texts = pahole_texts__new();
		for (size_t s = 0; s < chk->nr_flats; s++) {
			size_t len;
			const char *t = pahole_index__text(index, chk->flats[s]->record->key, &len);

			if (t)
				pahole_texts__add(texts, t, len);
		}
#endif
	}
	if (rc)
		goto out;
	/*
	 * -C: a member holding a finding inside it is shown as pahole -E shows
	 * it (pahole_print__text splices its block in).  Without -C no pahole
	 * runs: the finding is named at the member that embeds it.
	 */
	if (o->class_names && !o->expand && !o->text_input) {
		for (size_t i = 0; i < pahole_texts__count(texts); i++) {
			const char *key = pahole_texts__key(texts, i);

			if (pahole_print__inside(chk, conf, texts, key))
				add_name(bare_name(key), &inside);
		}
		if (inside.nr) {
			expanded = pahole_texts__new();
			for (size_t f = 0; f < o->nr_files && !rc; f++)
				rc = pahole_texts__run(expanded, &runs[f], inside.buf.data, true,
						       err, errlen);
		}
	}
	if (!rc) {
		po.texts = texts;
		po.expanded = expanded;
		po.only_texts = o->class_names != NULL;
		if (o->class_names && !pahole_texts__count(texts))
			fprintf(stderr, "cachelint pahole: warning: pahole printed no struct '%s'\n",
				o->class_names);
		pahole_print__text(out, conf, unit, chk, texts || expanded ? &po : NULL);
	}
out:
	buf__exit(&inside.buf);
	pahole_texts__delete(texts);
	pahole_texts__delete(expanded);
	return rc ? CL_EXIT_USAGE : 0;
}

static int run(struct pahole_opts *o, struct pahole_roles *roles)
{
	struct pahole_run *runs = xzalloc(o->nr_files * sizeof(*runs));
	char *source = join_files(o);
	struct cl_unit *unit = unit__new(source);
	struct pahole_parser *pp = pahole_parser__new(unit, o->files[0]);
	struct cl_printer out = printer__file(stdout);
	struct cl_report_conf conf;
	struct cl_check chk;
	long long input_bytes = 0;
	struct pahole_index *index = NULL;
	bool small, index_only = false, loading = false;
	pthread_t loader;
	size_t problems;
	char err[1024];
	int rc = CL_EXIT_USAGE;

	phase("start");
	check__init(&chk, &o->settings);
	for (size_t f = 0; f < o->nr_files; f++) {
		runs[f].pahole = o->pahole;
		runs[f].path = o->files[f];
		runs[f].format = o->input_format;
		runs[f].line_size = o->settings.line_size;
		runs[f].verbose = o->verbose;
		if (!o->text_input && pahole_run__detect(&runs[f], err, sizeof(err)))
			goto fail;
		input_bytes += runs[f].input_bytes;
	}
	if (!o->text_input && !pahole_run__program(&runs[0], err, sizeof(err)))
		goto fail;
	small = input_bytes < SMALL_INPUT_BYTES;
	/* pahole -a and -C cost little on an object, but 5x on the kernel's BTF */
	for (size_t f = 0; f < o->nr_files; f++)
		if (runs[f].format == PAHOLE_FORMAT_BTF)
			small = false;
	/*
	 * Without --all or --stats only the structs that can have a declared
	 * role matter: keep pahole's text and parse those (and what they embed).
	 */
	if (!o->all && !o->stats && !o->text_input && !getenv("CACHELINT_PARSE_ALL"))
		index = pahole_index__new();
	if (read_dwarf(o, runs)) {
		pahole_parser__set_record_info(pp, dwarf_record_info, o);
		loading = start_dwarf(o, &loader);
		if (loading && !index) {
			pthread_join(loader, NULL);
			loading = false;
		}
	}
	phase("dwarf");
	for (size_t f = 0; f < o->nr_files; f++) {
		runs[f].anonymous = small;
		runs[f].decl_info = !o->dwarf;
		runs[f].index = index;
		pahole_parser__set_origin(pp, o->files[f]);
		if (o->text_input ? parse_text_file(o->files[f], pp, err, sizeof(err)) :
		    pahole_run__parse(&runs[f], pp, err, sizeof(err)))
			goto fail;
		runs[f].index = NULL;
	}
	if (loading) {
		pthread_join(loader, NULL);
		loading = false;
	}
	if (index) {
		struct cl_strtab *keys = wanted_keys(roles);

		pahole_parser__set_origin(pp, source);
		pahole_index__parse_needed(index, pp, unit, is_wanted_key, keys);
		strtab__delete(keys);
		if (!unit->nr_records && pahole_index__types(index))
			index_only = true;	/* nothing can have a role: nothing to check */
	}
	phase("parse");
	if (resolve_typedefs(o, runs, unit, pp, index, roles, o->all || small,
			     err, sizeof(err)))
		goto fail;
	if (index) {
		/* what the typedefs found by pahole -C embed, from the kept text */
		pahole_index__parse_needed(index, pp, unit, NULL, NULL);
		pahole_unit__resolve(unit, pp, NULL, NULL, NULL);
	}

	problems = pahole_parser__problems(pp);
	for (size_t i = 0; pahole_parser__problem(pp, i); i++)
		fprintf(stderr, "cachelint pahole: warning: %s\n", pahole_parser__problem(pp, i));
	if (problems > PAHOLE_MAX_PROBLEM_MESSAGES)
		fprintf(stderr, "cachelint pahole: warning: %zu more lines of pahole output not understood\n",
			problems - PAHOLE_MAX_PROBLEM_MESSAGES);

	if (pahole_parser__unsized(pp) && small && !o->text_input) {
		/* unions' sizes: pahole -s lists them (cheap on an object) */
		pahole_parser__set_sizes_mode(pp, true);
		for (size_t f = 0; f < o->nr_files; f++) {
			runs[f].sizes = true;
			if (pahole_run__parse(&runs[f], pp, err, sizeof(err)))
				goto fail;
			runs[f].sizes = false;
		}
		pahole_parser__set_sizes_mode(pp, false);
	}
	pahole_unit__fix_sizes(unit, pp);
	phase("typedefs");
	if (!unit->nr_records && problems && !index_only) {
		snprintf(err, sizeof(err), "%s: pahole printed nothing this reads as a struct "
			 "(%zu lines not understood)", source, problems);
		goto fail;
	}
	pahole_roles__apply(roles, unit, &chk, &o->settings, o->verbose);
	phase("roles");
	check__unit(&chk, unit);
	/* at the container's member, as the plugin warns (pahole/declared.c) */
	pahole_roles__locate(unit, &chk);
	phase("rules");

	report_conf__init(&conf, &o->settings);
	conf.tool = "pahole";
	conf.source = source;
	conf.all = o->all;
	if (!strcmp(o->format, "json")) {
		report__json(&out, &conf, unit, &chk);
		if (o->stats)
			print_stats(stderr, unit, &chk, problems);
	} else if (o->stats) {
		print_stats(stdout, unit, &chk, problems);
	} else {
		rc = print_text(o, runs, index, unit, &chk, &conf, &out, err, sizeof(err));
		if (rc)
			goto fail;
	}
	fflush(stdout);
	phase("output");
	rc = chk.nr_findings ? CL_EXIT_FINDINGS : CL_EXIT_CLEAN;
	goto out;
fail:
	fprintf(stderr, "cachelint pahole: %s\n", err);
out:
	check__exit(&chk);
	pahole_parser__delete(pp);
	pahole_index__delete(index);
	/*
	 * The process ends here: handing a kernel's 60,000 fields back to malloc
	 * one by one costs a tenth of the run, so a big unit is left to exit().
	 */
	if (unit->nr_records < 1000 || getenv("CACHELINT_FREE_ALL"))
		unit__delete(unit);
	if (loading)
		pthread_join(loader, NULL);	/* a pahole run failed */
	for (size_t f = 0; o->dwarf && f < o->nr_files; f++)
		pahole_dwarf__delete(o->dwarf[f]);
	free(o->dwarf);
	o->dwarf = NULL;
	free(runs);
	free(source);
	phase("cleanup");
	return rc;
}

int cmd_pahole(int argc, char **argv)
{
	struct pahole_roles roles;
	struct pahole_opts o;
	int rc;

	memset(&o, 0, sizeof(o));
	pahole_roles__init(&roles);
	rc = parse_options(argc, argv, &o, &roles);
	if (rc)
		rc = rc < 0 ? CL_EXIT_CLEAN : rc;
	else
		rc = run(&o, &roles);
	pahole_roles__exit(&roles);
	for (size_t i = 0; i < o.settings.nr_group_maps; i++)
		free((char *)o.settings.group_maps[i].pattern);
	free((void *)o.settings.group_maps);
	free(o.files);
	return rc;
}
