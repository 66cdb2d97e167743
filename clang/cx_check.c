// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint check: the libclang front end.
 *
 *   cachelint check [options] FILE... [-- COMPILER ARGS...]
 *   cachelint check [options] -p BUILD_DIR [FILE...] [-- EXTRA ARGS...]
 *
 * Units are independent, so -j N parses them in N threads, each with its
 * own CXIndex (libclang's rule for threads); the output is kept in unit
 * order so a parallel run prints exactly what a serial one does.
 */
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "cx_cdb.h"
#include "cx_unit.h"
#include "opts.h"
#include "settings.h"
#include "xalloc.h"

#define MAX_JOBS 256

static void usage(FILE *fp)
{
	fprintf(fp,
		"usage: cachelint check [options] FILE... [-- COMPILER ARGS...]\n"
		"       cachelint check [options] -p BUILD_DIR [FILE...] [-- EXTRA ARGS...]\n"
		"\n"
		"Parses each unit with libclang and checks the layout of its structs\n"
		"against the roles of their fields (false-sharing, write-contention, straddle).\n"
		"\n"
		"options:\n"
		"  -p BUILD_DIR            units from BUILD_DIR/compile_commands.json\n"
		"  --format text|json      GCC-style diagnostics (default) or the JSON report,\n"
		"                          one JSON document per unit\n"
		"  --all                   JSON: every struct, not only those with roles\n"
		"  --line-size N           cache line size in bytes (default 64)\n"
		"  --placement aligned|any where a struct may start (default aligned)\n"
		"  --infer-types=no        no write-hot candidates from atomic_t, locks, _Atomic\n"
		"  --error                 findings are errors ('error:' instead of 'warning:')\n"
		"  --group-map PATTERN:ROLE[,...]  kernel cacheline groups whose name contains\n"
		"                          PATTERN get ROLE (write_hot, read_hot, cold, none)\n"
		"  --quotes auto|utf8|ascii  quotes around names: GCC's choice for the\n"
		"                          locale (auto, default), 'x' or \u2018x\u2019\n"
		"  --column-unit=display|byte  columns as GCC counts them (tabs to\n"
		"                          multiples of 8; default) or in bytes\n"
		"  --function-bodies       parse function bodies too (slower; only needed\n"
		"                          for structs defined inside functions)\n"
		"  -j N                    check N units in parallel (default 1)\n"
		"  --print-args            print the arguments libclang gets for each unit\n"
		"                          (one line per unit, shell-quoted) and exit\n"
		"\n"
		"exit codes: 0 clean, 1 findings, 2 bad input (a unit that does not parse)\n");
}

/* GCC uses typographic quotes when the locale's character set is UTF-8. */
static bool locale_is_utf8(void)
{
	const char *codeset;

	if (!setlocale(LC_CTYPE, ""))
		return false;
	codeset = nl_langinfo(CODESET);
	return codeset && (!strcmp(codeset, "UTF-8") || !strcmp(codeset, "utf8"));
}

struct cli {
	struct cx_options opts;
	const char *build_dir;
	char **files;
	size_t nr_files, alloc_files;
	char **extra;
	size_t nr_extra;
	unsigned int threads;
	bool print_args;		/* print each unit's libclang arguments, parse nothing */
	size_t nr_maps;
	struct cl_group_map *maps;
};

static bool parse_uint(const char *s, unsigned int *out)
{
	char *end;
	unsigned long v = strtoul(s, &end, 10);

	if (!*s || *end || v > 1u << 20)
		return false;
	*out = (unsigned int)v;
	return true;
}

static int bad(const char *what, const char *value)
{
	fprintf(stderr, "cachelint check: invalid %s '%s'\n", what, value);
	return -1;
}

enum {
	OPT_ALL = 0x100, OPT_ERROR, OPT_COLUMN_UNIT, OPT_PRINT_ARGS, OPT_FUNCTION_BODIES,
	OPT_FORMAT, OPT_LINE_SIZE, OPT_PLACEMENT, OPT_INFER_TYPES, OPT_GROUP_MAP, OPT_QUOTES,
};

static const struct option check_options[] = {
	{ "help", no_argument, NULL, 'h' },
	{ "all", no_argument, NULL, OPT_ALL },
	{ "error", no_argument, NULL, OPT_ERROR },
	{ "column-unit", required_argument, NULL, OPT_COLUMN_UNIT },
	{ "print-args", no_argument, NULL, OPT_PRINT_ARGS },
	{ "function-bodies", no_argument, NULL, OPT_FUNCTION_BODIES },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "line-size", required_argument, NULL, OPT_LINE_SIZE },
	{ "placement", required_argument, NULL, OPT_PLACEMENT },
	{ "infer-types", optional_argument, NULL, OPT_INFER_TYPES },
	{ "group-map", required_argument, NULL, OPT_GROUP_MAP },
	{ "quotes", required_argument, NULL, OPT_QUOTES },
	{ NULL, 0, NULL, 0 },
};

/* One option; 0 to go on, 1 for --help, -1 on a usage error. */
static int parse_option(struct cli *cli, int code, const char *v, const char **quotes)
{
	char why[64];

	switch (code) {
	case 'h':
		return 1;
	case OPT_ALL:
		cli->opts.all = true;
		break;
	case OPT_ERROR:
		cli->opts.as_errors = true;
		break;
	case OPT_COLUMN_UNIT:
		if (strcmp(v, "byte") && strcmp(v, "display"))
			return bad("--column-unit (byte or display)", v);
		cli->opts.byte_columns = !strcmp(v, "byte");
		break;
	case OPT_PRINT_ARGS:
		cli->print_args = true;
		break;
	case OPT_FUNCTION_BODIES:
		cli->opts.skip_bodies = false;
		break;
	case 'p':
		cli->build_dir = v;
		break;
	case 'j':
		if (!parse_uint(v, &cli->threads) || !cli->threads)
			return bad("-j", v);
		break;
	case OPT_FORMAT:
		if (!strcmp(v, "text"))
			cli->opts.format = CX_FORMAT_TEXT;
		else if (!strcmp(v, "json"))
			cli->opts.format = CX_FORMAT_JSON;
		else
			return bad("--format", v);
		break;
	case OPT_LINE_SIZE:
		if (!line_size__parse(v, &cli->opts.settings.line_size, why, sizeof(why)))
			return bad("--line-size (" CL_LINE_SIZE_WANTED ")", v);
		break;
	case OPT_PLACEMENT:
		if (!placement__parse(v, &cli->opts.settings.placement))
			return bad("--placement", v);
		break;
	case OPT_INFER_TYPES:
		if (!v || !strcmp(v, "yes") || !strcmp(v, "1"))
			cli->opts.settings.infer_types = true;
		else if (!strcmp(v, "no") || !strcmp(v, "0"))
			cli->opts.settings.infer_types = false;
		else
			return bad("--infer-types", v);
		break;
	case OPT_GROUP_MAP:
		if (!group_map__parse(v, &cli->maps, &cli->nr_maps))
			return bad("--group-map (" CL_GROUP_MAP_WANTED ")", v);
		break;
	case OPT_QUOTES:
		if (strcmp(v, "auto") && strcmp(v, "utf8") && strcmp(v, "ascii"))
			return bad("--quotes", v);
		*quotes = v;
		break;
	}
	return 0;
}

/* Fills cli from argv; returns 0, 1 for --help, -1 on a usage error. */
static int parse_cli(struct cli *cli, int argc, char **argv)
{
	const char *quotes = "auto";
	int nr_opts = argc, code, rc;

	/* FILEs and options before "--", the compiler's arguments after it */
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--")) {
			cli->extra = argv + i + 1;
			cli->nr_extra = (size_t)(argc - i - 1);
			nr_opts = i;
			break;
		}
	}
	opts__reset();
	while ((code = getopt_long(nr_opts, argv, OPTS_SHORT_PREFIX "p:j:", check_options,
				   NULL)) != -1) {
		if (code == '?' || code == ':') {
			opts__refused("check", check_options, argv, code);
			return -1;
		}
		rc = parse_option(cli, code, optarg, &quotes);
		if (rc)
			return rc;
	}
	for (int i = optind; i < nr_opts; i++) {
		XGROW(cli->files, cli->nr_files, cli->alloc_files);
		cli->files[cli->nr_files++] = argv[i];
	}
	if (!strcmp(quotes, "utf8") || (!strcmp(quotes, "auto") && locale_is_utf8())) {
		cli->opts.open_quote = "\u2018";
		cli->opts.close_quote = "\u2019";
	}
	cli->opts.settings.group_maps = cli->maps;
	cli->opts.settings.nr_group_maps = cli->nr_maps;
	if (!cli->build_dir && !cli->nr_files) {
		fprintf(stderr, "cachelint check: no input files (and no -p BUILD_DIR)\n");
		return -1;
	}
	return 0;
}

/* Direct mode: each FILE with the arguments after --. */
static int direct_jobs(const struct cli *cli, struct cx_jobs *jobs)
{
	int ret = 0;

	for (size_t i = 0; i < cli->nr_files; i++) {
		struct cx_job *job;

		if (access(cli->files[i], R_OK)) {
			fprintf(stderr, "cachelint check: %s: cannot read: %m\n", cli->files[i]);
			ret = -1;
			continue;
		}
		job = cx_jobs__add(jobs, cli->files[i]);
		cx_args__push_command(&job->args, cli->extra, cli->nr_extra, NULL, NULL);
		cx_args__push_cachelint(&job->args);
		cx_args__push(&job->args, cli->files[i]);
	}
	return ret;
}

/* The work queue: threads take the next unit; main prints units in order. */
struct pool {
	const struct cx_options *opts;
	struct cx_jobs *jobs;
	pthread_mutex_t lock;
	pthread_cond_t done_cond;
	size_t next;
	bool *done;
};

static void *worker(void *data)
{
	struct pool *pool = data;
	CXIndex index = clang_createIndex(0, 0);

	for (;;) {
		size_t i;

		pthread_mutex_lock(&pool->lock);
		i = pool->next++;
		pthread_mutex_unlock(&pool->lock);
		if (i >= pool->jobs->nr)
			break;
		cx_unit__run(index, pool->opts, &pool->jobs->jobs[i]);
		pthread_mutex_lock(&pool->lock);
		pool->done[i] = true;
		pthread_cond_broadcast(&pool->done_cond);
		pthread_mutex_unlock(&pool->lock);
	}
	clang_disposeIndex(index);
	return NULL;
}

static void print_job(struct cx_job *job)
{
	if (job->out.len)
		fwrite(job->out.data, 1, job->out.len, stdout);
	if (job->out.len && job->out.data[job->out.len - 1] != '\n')
		putchar('\n');
	fflush(stdout);
	if (job->err.len)
		fwrite(job->err.data, 1, job->err.len, stderr);
	/* printed: the memory can go, a whole kernel's units add up */
	buf__exit(&job->out);
	buf__exit(&job->err);
}

static int run_jobs(const struct cx_options *opts, struct cx_jobs *jobs, unsigned int threads)
{
	struct pool pool = { .opts = opts, .jobs = jobs };
	pthread_t tids[MAX_JOBS];
	unsigned int started = 0;
	int status = CL_EXIT_CLEAN;

	if (threads > jobs->nr)
		threads = (unsigned int)jobs->nr;
	if (threads > MAX_JOBS)
		threads = MAX_JOBS;
	pool.done = xzalloc((jobs->nr + 1) * sizeof(*pool.done));
	pthread_mutex_init(&pool.lock, NULL);
	pthread_cond_init(&pool.done_cond, NULL);
	for (unsigned int t = 0; t < threads; t++)
		if (!pthread_create(&tids[started], NULL, worker, &pool))
			started++;
	if (!started)
		worker(&pool);
	for (size_t i = 0; i < jobs->nr; i++) {
		pthread_mutex_lock(&pool.lock);
		while (!pool.done[i])
			pthread_cond_wait(&pool.done_cond, &pool.lock);
		pthread_mutex_unlock(&pool.lock);
		print_job(&jobs->jobs[i]);
		if (jobs->jobs[i].status == CL_EXIT_USAGE)
			status = CL_EXIT_USAGE;
		else if (jobs->jobs[i].status == CL_EXIT_FINDINGS && status == CL_EXIT_CLEAN)
			status = CL_EXIT_FINDINGS;
	}
	for (unsigned int t = 0; t < started; t++)
		pthread_join(tids[t], NULL);
	pthread_cond_destroy(&pool.done_cond);
	pthread_mutex_destroy(&pool.lock);
	free(pool.done);
	return status;
}

/* The argv of each unit, quoted for sh: for `clang-14 -fsyntax-only $(...)` comparisons. */
static int print_args(const struct cx_jobs *jobs)
{
	for (size_t i = 0; i < jobs->nr; i++) {
		const struct cx_args *args = &jobs->jobs[i].args;

		for (size_t k = 0; k < args->nr; k++) {
			const char *a = args->argv[k];

			if (k)
				putchar(' ');
			if (a[strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=,./+:@%")]) {
				putchar('\'');
				for (; *a; a++)
					fputs(*a == '\'' ? "'\\''" : (char[]){ *a, 0 }, stdout);
				putchar('\'');
			} else {
				fputs(a, stdout);
			}
		}
		putchar('\n');
	}
	return CL_EXIT_CLEAN;
}

int cmd_check(int argc, char **argv)
{
	struct cli cli = { .threads = 1 };
	struct cx_jobs jobs = { 0 };
	int ret, status;

	settings__init(&cli.opts.settings);
	cli.opts.skip_bodies = true;
	cli.opts.open_quote = "'";
	cli.opts.close_quote = "'";
	ret = parse_cli(&cli, argc, argv);
	if (ret) {
		if (ret > 0)
			usage(stdout);
		else
			fprintf(stderr, "usage: cachelint check [options] FILE... [-- ARGS] | -p BUILD_DIR [FILE...]\n");
		status = ret > 0 ? CL_EXIT_CLEAN : CL_EXIT_USAGE;
		goto out;
	}
	if (cli.build_dir)
		ret = cx_cdb__jobs(cli.build_dir, cli.files, cli.nr_files, cli.extra, cli.nr_extra,
				   &jobs, stderr);
	else
		ret = direct_jobs(&cli, &jobs);
	if (cli.print_args)
		status = print_args(&jobs);
	else
		status = run_jobs(&cli.opts, &jobs, cli.threads);
	if (ret)
		status = CL_EXIT_USAGE;
out:
	cx_jobs__exit(&jobs);
	for (size_t i = 0; i < cli.nr_maps; i++)
		free((char *)cli.maps[i].pattern);
	free(cli.maps);
	free(cli.files);
	return status;
}
