// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint infer REPORT...|DIR: merges the access profiles and layouts that
 * the plugin's infer-access pass wrote into every unit's report, infers each
 * field's role from the code, and runs every rule on those roles.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "access.h"
#include "cmd.h"
#include "hotfns.h"
#include "infer.h"
#include "infer_declared.h"
#include "infer_group.h"
#include "infer_layouts.h"
#include "infer_load.h"
#include "infer_rank.h"
#include "opts.h"
#include "perf_c2c.h"
#include "perf_profile.h"
#include "report.h"
#include "settings.h"
#include "xalloc.h"

struct infer_opts {
	bool json;
	const char *annotations_out;
	const char *annotations;	/* --annotations FILE: declared roles */
	unsigned int line_size;		/* 0: from the reports */
	bool types;
	bool stats;
	bool by_line;			/* --by-line: text grouped by cache line */
	bool no_rank;			/* --no-rank: --candidates in the checks' order */
	size_t top;			/* --top N: the first N by score (0: all) */
	char **explain;			/* --locks FUNCTION */
	size_t nr_explain;
	char **profiles;		/* --profile FILE */
	size_t nr_profiles;
	double profile_min;		/* --profile-min PERCENT */
	const char *symbols;		/* --profile-symbols FILE */
	const char *c2c;		/* --c2c FILE: perf c2c report --stdio */
	struct cl_infer_settings is;
	char **paths;
	size_t nr_paths, alloc_paths;
};

static void usage(FILE *fp)
{
	fprintf(fp,
		"usage: cachelint infer [options] REPORT.json...|DIR...\n"
		"  reads units' JSON reports written with -fplugin-arg-cachelint-infer-access\n"
		"  (a DIR is searched for *.cachelint.json), infers field roles from the code\n"
		"  and reports the findings of every rule on them\n"
		"options:\n"
		"  --format text|json           output format (default text)\n"
		"  --by-line                    text: one warning per cache line with false\n"
		"                               sharing, naming each field once with its\n"
		"                               evidence, instead of one per pair\n"
		"  --annotations FILE           declared roles (the format --annotations-out\n"
		"                               writes), as if each were an attribute\n"
		"  --annotations-out FILE       write the inferred roles as an annotation file\n"
		"  --line-size N                cache line bytes (default: the reports')\n"
		"  --types                      also use type candidates (atomic_t, locks ...)\n"
		"  --all-pairs                  report every pair the layout rules find: turn\n"
		"                               off the precision filters below\n"
		"  --keep-unmarked              keep pairs where neither field shows concurrent\n"
		"                               access (atomic RMW, READ_ONCE/WRITE_ONCE)\n"
		"  --keep-true-sharing          keep pairs where every hot writer of the\n"
		"                               write-hot field also writes the read-hot one\n"
		"                               (itself, or in one operation: see below)\n"
		"  --cowrite-depth N            one operation: a caller at most N calls above\n"
		"                               the writer reaches a writer of the read-hot\n"
		"                               field at most N calls down (3; 0: the same\n"
		"                               function only)\n"
		"  --generic-embeddings N       two fields of one instance of a record embedded\n"
		"                               in more than N places are one generic object:\n"
		"                               no pair (8; 0 keeps them)\n"
		"  --keep-line-units            keep pairs inside one embedded record that is\n"
		"                               line-aligned and at most a line long\n"
		"  --lock-words                 a lock word (spin_lock(&p->lock) and the like)\n"
		"                               may be write-hot; by default it only says its\n"
		"                               line is written (low precision: docs/infer.md)\n"
		"  --keep-serialized            keep pairs whose every hot writer and reader\n"
		"                               holds the lock of the pair's record, itself or\n"
		"                               in all its callers\n"
		"  --keep-own                   keep pairs whose every hot writer and reader\n"
		"                               is the task's own access through current\n"
		"  --keep-fresh                 count writes into new objects (what an\n"
		"                               allocator just returned) as hot writes\n"
		"  --candidates                 also report false-sharing and straddle findings\n"
		"                               whose every role comes from the code (by\n"
		"                               default a finding needs a declared side:\n"
		"                               an attribute, a kernel group, --annotations)\n"
		"  --declared-pairs             also report false-sharing pairs whose both roles\n"
		"                               are declared (the plugin and cachelint pahole\n"
		"                               report those from the declarations alone)\n"
		"  --rank                       order findings by their estimated cost (coherence\n"
		"                               misses per run of the hot entries: write rate x\n"
		"                               remote readers x read share), each with its\n"
		"                               factors; the default with --candidates\n"
		"  --no-rank                    --candidates in the checks' order\n"
		"  --top N                      only the N highest-scoring findings (implies --rank)\n"
		"  --rank-base-rate R           rate of code no hot entry (tick, schedule, wakeup,\n"
		"                               softirq, fast-path syscall) reaches (0.1)\n"
		"  --c2c FILE                   `perf c2c report --stdio` (or `perf mem report\n"
		"                               --stdio`) of a run: a finding's line that c2c\n"
		"                               measured (its offsets and functions resolve to\n"
		"                               the line's fields) multiplies its score by 1 +\n"
		"                               the read side's HITMs (implies --rank)\n"
		"  --confidence high|low        high: only false-sharing pairs with an atomic\n"
		"                               RMW writer and a read side no hot code writes;\n"
		"                               low (default): every pair, each labelled\n"
		"  --stats                      print what was read, inferred and dropped to\n"
		"                               stderr\n"
		"  --locks FUNCTION             print the locks FUNCTION's callers hold on entry\n"
		"                               and why (each call into it), to stderr\n"
		"  --no-setup-names             do not count functions named *init*, *alloc*,\n"
		"                               *free*, *setup*, *exit* ... as cold\n"
		"  --hot-under-global-locks     do not count code holding a lock with one\n"
		"                               instance system-wide (rtnl_lock(), a static\n"
		"                               mutex), itself or in all its callers, as cold\n"
		"  --no-cold-callers            do not count functions that only cold code\n"
		"                               calls (setup, __init, global locks) as cold\n"
		"  --callee-stores              count f(&p->x) through a pointer to non-const\n"
		"                               as a store even when f's body in the build\n"
		"                               writes nothing through it\n"
		"  --profile FILE               `perf report --stdio --sort sym` of a run of\n"
		"                               the workload (record with -g and report with\n"
		"                               --children to count callers): code it never\n"
		"                               sampled is cold (repeatable: the union)\n"
		"  --profile-min PERCENT        only entries of at least PERCENT count (0)\n"
		"  --profile-symbols FILE       the profiled binary's symbols (nm, System.map,\n"
		"                               /proc/kallsyms): a function without one was\n"
		"                               inlined and is as hot as its hot callers\n"
		"                               (default: any static function may have been)\n"
		"thresholds (weights are executions per call of the accessing function):\n"
		"  --rmw-functions N            write-hot: atomic RMW in N hot functions (1)\n"
		"  --store-functions N          write-hot: stores from N hot functions (2)\n"
		"  --store-weight W             write-hot: one hot store of weight >= W (8)\n"
		"  --min-write-weight W         a hot site's stores and RMWs of total weight < W\n"
		"                               are rare and count as cold (0.05; one unlikely()\n"
		"                               branch weighs 0.1; 0 off)\n"
		"  --rmw-over-reads N           write-hot even if read-mostly: atomic RMW in N\n"
		"                               hot functions (2; 0 never)\n"
		"  --read-functions N           read-hot: loads from N hot functions (2)\n"
		"  --read-ratio R               read-hot: load weight >= R x write weight (4)\n"
		"  --silent-stores              also report silent-store (off: few candidates\n"
		"                               are real; docs/infer.md)\n"
		"  --silent-weight W            silent-store: unguarded constant store >= W (0.25)\n"
		"  --silent-readers N           silent-store: the field is read by N other hot\n"
		"                               functions (1)\n"
		"  --init-fields N              a function setting N fields to constants\n"
		"                               initialises: no silent-store (4)\n"
		"  --contradiction-weight W     declared read-hot stored with weight >= W (8)\n"
		"  --max-embeddings N           credit an embedded record's own accesses to\n"
		"                               containers when embedded in <= N places (1)\n");
}

/* What was read and decided, so a reviewer can see what the filters hid. */
/* Tags two units define apart: each layout was inferred on its own. */
static void print_split(const struct infer_layouts *il)
{
	fprintf(stderr, "cachelint infer: %zu struct tag%s with several layouts, kept apart as %zu "
		"records", il->nr_split_tags, il->nr_split_tags == 1 ? "" : "s",
		il->nr_split_layouts);
	for (size_t i = 0; i < il->nr_split_tags && i < 8; i++)
		fprintf(stderr, "%s'%s' (%u)", i ? ", " : ": ", il->split_tags[i],
			il->split_counts[i]);
	fprintf(stderr, "%s\n", il->nr_split_tags > 8 ? ", ..." : "");
}

static void print_stats(const struct infer_opts *o, const struct cl_infer *inf,
			const struct cl_access_profile *prof, const struct infer_layouts *il)
{
	size_t roles[CL_ROLE_WRITE_HOT + 1] = { 0 };

	for (size_t r = 0; r < inf->inferred->nr_records; r++)
		for (size_t i = 0; i < inf->inferred->records[r]->nr_fields; i++) {
			const struct cl_field *f = &inf->inferred->records[r]->fields[i];

			if (f->origin == CL_ORIGIN_CODE)
				roles[f->role]++;
		}
	fprintf(stderr, "cachelint infer: %zu reports, %zu accessed fields, %zu records "
		"(%zu local-only skipped)\n", o->nr_paths, prof->nr_fields,
		inf->inferred->nr_records, inf->nr_local_records);
	print_split(il);
	fprintf(stderr, "cachelint infer: code roles: %zu write-hot, %zu read-hot, %zu cold\n",
		roles[CL_ROLE_WRITE_HOT], roles[CL_ROLE_READ_HOT], roles[CL_ROLE_COLD]);
	fprintf(stderr, "cachelint infer: %zu findings; pairs dropped: %zu repeated (by the "
		"embedded record, or a union's same bytes), %zu inside a line-aligned record, %zu inside a generic type, "
		"%zu true sharing, %zu serialized by the record's lock, %zu the task's own, "
		"%zu without concurrent access, %zu low-confidence; held back: %zu candidates, "
		"%zu pairs of declared roles\n",
		inf->chk.nr_findings, inf->nr_repeated, inf->nr_line_unit, inf->nr_generic,
		inf->nr_cowritten, inf->nr_serialized, inf->nr_own, inf->nr_dropped,
		inf->nr_low_confidence, inf->nr_code_only, inf->nr_declared_pairs);
	if (inf->hot)
		fprintf(stderr, "cachelint infer: profile: %zu functions sampled, %zu of them in "
			"the build, %zu more hot as callees they may have inlined\n",
			inf->hot->nr_sampled, inf->hot->nr_matched, inf->hot->nr_inlined);
	if (prof->callgraph)
		fprintf(stderr, "cachelint infer: call graph: %zu functions, %zu calls, %zu "
			"function-pointer targets, %u lock records\n", prof->callgraph->nr_fns,
			prof->callgraph->nr_calls, prof->callgraph->nr_targets,
			prof->callgraph->nr_locks);
	if (prof->callgraph) {
		size_t returning, params;

		callgraph__count_fresh(prof->callgraph, &returning, &params);
		fprintf(stderr, "cachelint infer: new objects: %zu functions return one, %zu "
			"parameters always get one\n", returning, params);
	}
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && !strcmp(s + a - b, suffix);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void add_path(struct infer_opts *o, const char *path)
{
	XGROW(o->paths, o->nr_paths, o->alloc_paths);
	o->paths[o->nr_paths++] = xstrdup(path);
}

/* Every *.cachelint.json under dir, recursively. */
static int scan_dir(struct infer_opts *o, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d) {
		fprintf(stderr, "cachelint infer: %s: %s\n", dir, strerror(errno));
		return -1;
	}
	while ((e = readdir(d))) {
		char *path;
		struct stat st;

		if (e->d_name[0] == '.')
			continue;
		path = xasprintf("%s/%s", dir, e->d_name);
		if (stat(path, &st) == 0) {
			if (S_ISDIR(st.st_mode)) {
				if (scan_dir(o, path)) {
					free(path);
					closedir(d);
					return -1;
				}
			} else if (ends_with(e->d_name, ".cachelint.json")) {
				add_path(o, path);
			}
		}
		free(path);
	}
	closedir(d);
	return 0;
}

static bool parse_number(const char *opt, const char *s, double *out)
{
	char *end;

	errno = 0;
	*out = s ? strtod(s, &end) : 0;
	if (!s || errno || end == s || *end || *out < 0) {
		fprintf(stderr, "cachelint infer: %s needs a non-negative number%s%s\n", opt,
			s ? ", not " : "", s ? s : "");
		return false;
	}
	return true;
}

/* A repeatable option's value, kept in order; false (said why) if missing. */
static bool push_value(char ***list, size_t *nr, const char *value, const char *missing)
{
	if (!value) {
		fprintf(stderr, "cachelint infer: %s\n", missing);
		return false;
	}
	*list = xrealloc(*list, (*nr + 1) * sizeof(char *));
	(*list)[(*nr)++] = (char *)value;
	return true;
}

/* The numeric thresholds of the inference, one option each. */
static const struct {
	const char *name;
	size_t off;
	bool integer;
} infer_numbers[] = {
#define NUM(n, f, i) { n, offsetof(struct cl_infer_settings, f), i }
	NUM("rmw-functions", rmw_functions, true),
	NUM("store-functions", store_functions, true),
	NUM("store-weight", store_weight, false),
	NUM("min-write-weight", min_write_weight, false),
	NUM("read-functions", read_functions, true),
	NUM("read-ratio", read_ratio, false),
	NUM("silent-weight", silent_weight, false),
	NUM("init-fields", init_fields, true),
	NUM("contradiction-weight", contradiction_weight, false),
	NUM("max-embeddings", max_embeddings, true),
	NUM("silent-readers", silent_readers, true),
	NUM("generic-embeddings", generic_embeddings, true),
	NUM("rmw-over-reads", rmw_over_reads, true),
	NUM("cowrite-depth", cowrite_depth, true),
	NUM("rank-base-rate", rank_base_rate, false),
#undef NUM
};
#define NR_NUMBERS (sizeof(infer_numbers) / sizeof(infer_numbers[0]))

enum {
	OPT_NUMBER = 0x100,	/* + index into infer_numbers */
	OPT_FORMAT = 0x200, OPT_ANNOTATIONS, OPT_ANNOTATIONS_OUT, OPT_LINE_SIZE, OPT_ALL_PAIRS,
	OPT_KEEP_SERIALIZED, OPT_KEEP_OWN, OPT_CANDIDATES, OPT_RANK, OPT_NO_RANK, OPT_TOP,
	OPT_DECLARED_PAIRS, OPT_SILENT_STORES, OPT_KEEP_FRESH, OPT_LOCK_WORDS, OPT_KEEP_UNMARKED,
	OPT_KEEP_TRUE_SHARING, OPT_KEEP_LINE_UNITS, OPT_CONFIDENCE, OPT_STATS, OPT_BY_LINE,
	OPT_LOCKS, OPT_PROFILE, OPT_PROFILE_MIN, OPT_PROFILE_SYMBOLS, OPT_NO_SETUP_NAMES,
	OPT_HOT_UNDER_GLOBAL_LOCKS, OPT_NO_COLD_CALLERS, OPT_CALLEE_STORES, OPT_TYPES, OPT_C2C,
};

static const struct option infer_options[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "annotations", required_argument, NULL, OPT_ANNOTATIONS },
	{ "annotations-out", required_argument, NULL, OPT_ANNOTATIONS_OUT },
	{ "line-size", required_argument, NULL, OPT_LINE_SIZE },
	{ "all-pairs", no_argument, NULL, OPT_ALL_PAIRS },
	{ "keep-serialized", no_argument, NULL, OPT_KEEP_SERIALIZED },
	{ "keep-own", no_argument, NULL, OPT_KEEP_OWN },
	{ "candidates", no_argument, NULL, OPT_CANDIDATES },
	{ "rank", no_argument, NULL, OPT_RANK },
	{ "no-rank", no_argument, NULL, OPT_NO_RANK },
	{ "top", required_argument, NULL, OPT_TOP },
	{ "declared-pairs", no_argument, NULL, OPT_DECLARED_PAIRS },
	{ "silent-stores", no_argument, NULL, OPT_SILENT_STORES },
	{ "keep-fresh", no_argument, NULL, OPT_KEEP_FRESH },
	{ "lock-words", no_argument, NULL, OPT_LOCK_WORDS },
	{ "keep-unmarked", no_argument, NULL, OPT_KEEP_UNMARKED },
	{ "keep-true-sharing", no_argument, NULL, OPT_KEEP_TRUE_SHARING },
	{ "keep-line-units", no_argument, NULL, OPT_KEEP_LINE_UNITS },
	{ "confidence", required_argument, NULL, OPT_CONFIDENCE },
	{ "stats", no_argument, NULL, OPT_STATS },
	{ "by-line", no_argument, NULL, OPT_BY_LINE },
	{ "locks", required_argument, NULL, OPT_LOCKS },
	{ "profile", required_argument, NULL, OPT_PROFILE },
	{ "profile-min", required_argument, NULL, OPT_PROFILE_MIN },
	{ "profile-symbols", required_argument, NULL, OPT_PROFILE_SYMBOLS },
	{ "no-setup-names", no_argument, NULL, OPT_NO_SETUP_NAMES },
	{ "hot-under-global-locks", no_argument, NULL, OPT_HOT_UNDER_GLOBAL_LOCKS },
	{ "no-cold-callers", no_argument, NULL, OPT_NO_COLD_CALLERS },
	{ "callee-stores", no_argument, NULL, OPT_CALLEE_STORES },
	{ "types", no_argument, NULL, OPT_TYPES },
	{ "c2c", required_argument, NULL, OPT_C2C },
#define NUM_OPT(i) { infer_numbers[i].name, required_argument, NULL, OPT_NUMBER + (i) }
	NUM_OPT(0), NUM_OPT(1), NUM_OPT(2), NUM_OPT(3), NUM_OPT(4), NUM_OPT(5), NUM_OPT(6),
	NUM_OPT(7), NUM_OPT(8), NUM_OPT(9), NUM_OPT(10), NUM_OPT(11), NUM_OPT(12),
	NUM_OPT(13), NUM_OPT(14),
#undef NUM_OPT
	{ NULL, 0, NULL, 0 },
};
_Static_assert(sizeof(infer_options) / sizeof(infer_options[0]) == 32 + NR_NUMBERS + 1,
	       "every number of infer_numbers has its option");

static int parse_number_option(struct infer_opts *o, size_t k, const char *v)
{
	char opt[64];
	double d;

	snprintf(opt, sizeof(opt), "--%s", infer_numbers[k].name);
	if (!parse_number(opt, v, &d))
		return CL_EXIT_USAGE;
	if (infer_numbers[k].integer)
		*(unsigned int *)((char *)&o->is + infer_numbers[k].off) = (unsigned int)d;
	else
		*(double *)((char *)&o->is + infer_numbers[k].off) = d;
	return -1;
}

/* One option; -1 to go on, else the exit code. */
static int parse_option(struct infer_opts *o, int code, const char *v)
{
	double d;

	if (code >= OPT_NUMBER && code < OPT_NUMBER + (int)NR_NUMBERS)
		return parse_number_option(o, (size_t)(code - OPT_NUMBER), v);
	switch (code) {
	case OPT_FORMAT:
		if (strcmp(v, "text") && strcmp(v, "json")) {
			fprintf(stderr, "cachelint infer: --format takes text or json\n");
			return CL_EXIT_USAGE;
		}
		o->json = !strcmp(v, "json");
		break;
	case OPT_ANNOTATIONS:
		o->annotations = v;
		break;
	case OPT_ANNOTATIONS_OUT:
		o->annotations_out = v;
		break;
	case OPT_LINE_SIZE: {
		char why[64];

		if (!line_size__parse(v, &o->line_size, why, sizeof(why))) {
			fprintf(stderr, "cachelint infer: --line-size wants %s, not '%s'\n", why, v);
			return CL_EXIT_USAGE;
		}
		break;
	}
	case OPT_ALL_PAIRS:
		o->is.require_concurrency = false;
		o->is.drop_cowritten = false;
		o->is.generic_embeddings = 0;
		o->is.drop_line_units = false;
		o->is.drop_serialized = false;
		o->is.drop_own = false;
		break;
	case OPT_KEEP_SERIALIZED:
		o->is.drop_serialized = false;
		break;
	case OPT_KEEP_OWN:
		o->is.drop_own = false;
		break;
	case OPT_CANDIDATES:
		o->is.code_only_findings = true;
		break;
	case OPT_RANK:
		o->is.rank = true;
		break;
	case OPT_NO_RANK:
		o->no_rank = true;
		break;
	case OPT_TOP:
		if (!parse_number("--top", v, &d) || d < 1 || d != (double)(size_t)d) {
			fprintf(stderr, "cachelint infer: --top takes a positive whole number\n");
			return CL_EXIT_USAGE;
		}
		o->top = (size_t)d;
		o->is.rank = true;
		break;
	case OPT_DECLARED_PAIRS:
		o->is.declared_pairs = true;
		break;
	case OPT_SILENT_STORES:
		o->is.silent_stores = true;
		break;
	case OPT_KEEP_FRESH:
		o->is.fresh_writes_cold = false;
		break;
	case OPT_LOCK_WORDS:
		o->is.lock_words = true;
		break;
	case OPT_KEEP_UNMARKED:
		o->is.require_concurrency = false;
		break;
	case OPT_KEEP_TRUE_SHARING:
		o->is.drop_cowritten = false;
		break;
	case OPT_KEEP_LINE_UNITS:
		o->is.drop_line_units = false;
		break;
	case OPT_CONFIDENCE:
		if (strcmp(v, "high") && strcmp(v, "low")) {
			fprintf(stderr, "cachelint infer: --confidence takes high or low\n");
			return CL_EXIT_USAGE;
		}
		o->is.high_confidence_only = !strcmp(v, "high");
		break;
	case OPT_STATS:
		o->stats = true;
		break;
	case OPT_BY_LINE:
		o->by_line = true;
		break;
	case OPT_LOCKS:
		push_value(&o->explain, &o->nr_explain, v, "");
		break;
	case OPT_PROFILE:
		push_value(&o->profiles, &o->nr_profiles, v, "");
		break;
	case OPT_PROFILE_MIN:
		if (!parse_number("--profile-min", v, &o->profile_min))
			return CL_EXIT_USAGE;
		break;
	case OPT_PROFILE_SYMBOLS:
		o->symbols = v;
		break;
	case OPT_NO_SETUP_NAMES:
		o->is.setup_names = false;
		break;
	case OPT_HOT_UNDER_GLOBAL_LOCKS:
		o->is.global_locks_cold = false;
		break;
	case OPT_NO_COLD_CALLERS:
		o->is.cold_callers = false;
		break;
	case OPT_CALLEE_STORES:
		o->is.settle_passed = false;
		break;
	case OPT_TYPES:
		o->types = true;
		break;
	case OPT_C2C:
		o->c2c = v;
		o->is.rank = true;
		break;
	}
	return -1;
}

static int parse_args(struct infer_opts *o, int argc, char **argv)
{
	int code, rc;

	opts__reset();
	while ((code = getopt_long(argc, argv, OPTS_SHORT_PREFIX, infer_options, NULL)) != -1) {
		if (code == 'h') {
			usage(stdout);
			return 0;
		}
		if (code == '?' || code == ':') {
			opts__refused("infer", infer_options, argv, code);
			if (code == '?')
				usage(stderr);
			return CL_EXIT_USAGE;
		}
		rc = parse_option(o, code, optarg);
		if (rc >= 0)
			return rc;
	}
	for (int i = optind; i < argc; i++) {
		struct stat st;

		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			if (scan_dir(o, argv[i]))
				return CL_EXIT_USAGE;
		} else {
			add_path(o, argv[i]);
		}
	}
	if (!o->nr_paths) {
		fprintf(stderr, "cachelint infer: no reports given (or none under the folders)\n");
		usage(stderr);
		return CL_EXIT_USAGE;
	}
	/* a review of the code's own pairs reads the top of the list */
	if (o->is.code_only_findings && !o->no_rank)
		o->is.rank = true;
	if (o->no_rank && o->is.rank) {
		fprintf(stderr, "cachelint infer: --no-rank contradicts --rank, --top and --c2c\n");
		return CL_EXIT_USAGE;
	}
	if (o->symbols && !o->nr_profiles) {
		fprintf(stderr, "cachelint infer: --profile-symbols needs --profile\n");
		return CL_EXIT_USAGE;
	}
	return -1;
}

/* --profile and --profile-symbols: NULL on bad input (the message is out). */
static struct cl_hotfns *read_profiles(const struct infer_opts *o)
{
	struct cl_hotfns *h = hotfns__new();

	for (size_t i = 0; i < o->nr_profiles; i++)
		if (!perf_profile__read(o->profiles[i], o->profile_min, h))
			goto bad;
	if (o->symbols && !perf_profile__read_symbols(o->symbols, h))
		goto bad;
	return h;
bad:
	hotfns__delete(h);
	return NULL;
}

static void print_text(const struct cl_infer *inf, const struct cl_report_conf *conf)
{
	struct cl_printer out = printer__file(stdout);

	for (size_t i = 0; i < inf->chk.nr_findings; i++) {
		const struct cl_finding *f = &inf->chk.findings[i];
		const struct cl_rank_factors *rf = infer__rank_factors(inf, i);
		char *message;

		/* GCC's form: no column when there is none (an annotation file's line) */
		if (f->pos[0].file && f->pos[0].column)
			printf("%s:%u:%u: ", f->pos[0].file, f->pos[0].line, f->pos[0].column);
		else if (f->pos[0].file)
			printf("%s:%u: ", f->pos[0].file, f->pos[0].line);
		message = finding__message(f, conf);
		printf("warning: %s [cachelint:%s]\n", message, rule__name(f->rule));
		free(message);
		if (f->extra)
			printf("    %s\n", f->extra);
		if (rf) {
			fputs("    ", stdout);
			rank__print_text(&out, rf);
			fputs("\n", stdout);
		}
	}
}

static int write_annotations(const char *path, const struct cl_infer *inf)
{
	FILE *fp = fopen(path, "w");
	struct cl_printer p;

	if (!fp) {
		fprintf(stderr, "cachelint infer: %s: %s\n", path, strerror(errno));
		return -1;
	}
	p = printer__file(fp);
	infer__print_annotations(&p, inf);
	if (ferror(fp) | fclose(fp)) {
		fprintf(stderr, "cachelint infer: %s: write failed\n", path);
		return -1;
	}
	return 0;
}

int cmd_infer(int argc, char **argv)
{
	struct infer_opts o = { 0 };
	struct cl_access_profile *prof;
	struct cl_unit *layouts;
	struct cl_settings settings;
	struct cl_report_conf conf;
	struct cl_infer inf;
	struct cl_hotfns *hot = NULL;
	struct annotation_file *af = NULL;
	struct infer_declared declared = { 0 };
	struct infer_layouts il = { 0 };
	struct cl_c2c *c2c = NULL;
	unsigned int line_size;
	char err[512];
	int rc;

	/*
	 * Every report is a DOM of small nodes freed at once: without fastbins
	 * glibc need not consolidate them on the next large allocation
	 * (a quarter of the CPU time on 3,000 kernel reports).
	 */
	mallopt(M_MXFAST, 0);
	infer_settings__init(&o.is);
	rc = parse_args(&o, argc, argv);
	if (rc >= 0)
		goto out_paths;
	/* sorted, so the merged profile and the output do not depend on readdir */
	qsort(o.paths, o.nr_paths, sizeof(*o.paths), cmp_str);
	if (o.nr_profiles && !(hot = read_profiles(&o))) {
		rc = CL_EXIT_USAGE;
		goto out_paths;
	}
	if (o.c2c && !(c2c = perf_c2c__read(o.c2c))) {
		rc = CL_EXIT_USAGE;
		goto out_paths;
	}
	if (o.annotations && !(af = annotations__read(o.annotations, err, sizeof(err)))) {
		fprintf(stderr, "cachelint infer: %s\n", err);
		rc = CL_EXIT_USAGE;
		goto out_paths;
	}
	prof = profile__new();
	layouts = unit__new("build");
	line_size = o.line_size;
	rc = CL_EXIT_CLEAN;
	infer_layouts__init(&il, o.nr_paths);
	if (!infer__load_reports(o.paths, o.nr_paths, prof, layouts, &line_size, &il))
		rc = CL_EXIT_USAGE;
	if (rc == CL_EXIT_USAGE)
		goto out;
	if (af) {
		infer_declared__apply(&declared, af, layouts);
		if (declared.nr_absent)
			fprintf(stderr, "cachelint infer: note: %zu line%s of %s name%s a struct no "
				"report has: not applied\n", declared.nr_absent,
				declared.nr_absent == 1 ? "" : "s", af->path,
				declared.nr_absent == 1 ? "s" : "");
	}
	settings__init(&settings);
	settings.line_size = line_size ? line_size : CL_LINE_SIZE_DEFAULT;
	settings.infer_types = o.types;
	if (o.is.settle_passed)
		profile__settle_passed(prof);
	infer__init(&inf, &o.is, &settings, layouts, prof);
	if (hot)
		infer__use_profile(&inf, hot);
	infer__run(&inf);
	infer_declared__report_stale(&declared, layouts, &inf.chk);
	inf.c2c = c2c;
	if (o.is.rank)
		infer__rank(&inf, o.top);
	report_conf__init(&conf, &settings);
	conf.tool = "cachelint-infer";
	/* infer ranks pairs (and groups them itself with --by-line): one per pair */
	conf.per_pair = true;
	conf.source = o.nr_paths == 1 ? o.paths[0] : "build";
	if (o.json) {
		struct cl_printer p = printer__file(stdout);

		if (o.is.rank) {
			conf.json_extra = infer__print_ranking_json;
			conf.json_extra_ctx = &inf;
		}
		report__json(&p, &conf, inf.inferred, &inf.chk);
	} else if (o.by_line) {
		struct cl_printer p = printer__file(stdout);

		infer__print_by_line(&p, &inf);
	} else {
		print_text(&inf, &conf);
	}
	if (o.stats) {
		struct cl_printer err_out = printer__file(stderr);

		print_stats(&o, &inf, prof, &il);
		rank__print_c2c_uncovered(&err_out, &inf);
	}
	/* held back is not clean: say so where the exit status cannot */
	if (inf.nr_code_only)
		fprintf(stderr, "cachelint infer: %zu candidate finding%s with roles from the code "
			"alone not shown (--candidates lists them)\n", inf.nr_code_only,
			inf.nr_code_only == 1 ? "" : "s");
	if (inf.nr_declared_pairs)
		fprintf(stderr, "cachelint infer: %zu pair%s of declared roles not shown: the plugin "
			"reports them (--declared-pairs lists them)\n", inf.nr_declared_pairs,
			inf.nr_declared_pairs == 1 ? "" : "s");
	for (size_t i = 0; i < o.nr_explain; i++) {
		struct cl_printer p = printer__file(stderr);

		callgraph__explain(&p, prof->callgraph, o.explain[i]);
		if (hot)
			fprintf(stderr, "%s: in the profile: %s\n", o.explain[i],
				hotfns__why(hot, o.explain[i]));
	}
	if (o.annotations_out && write_annotations(o.annotations_out, &inf))
		rc = CL_EXIT_USAGE;
	else if (inf.chk.nr_findings)
		rc = CL_EXIT_FINDINGS;
	infer__exit(&inf);
out:
	infer_layouts__exit(&il);
	unit__delete(layouts);
	profile__delete(prof);
out_paths:
	for (size_t i = 0; i < o.nr_paths; i++)
		free(o.paths[i]);
	free(o.paths);
	free(o.explain);
	free(o.profiles);
	hotfns__delete(hot);
	perf_c2c__delete(c2c);
	infer_declared__exit(&declared);
	annotations__delete(af);
	return rc;
}
