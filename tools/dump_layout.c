// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint dump-layout: the layout model of a JSON report or of a saved
 * pahole text dump, in pahole's comment style.  A debugging aid first: it
 * shows exactly what the rules see.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "file.h"
#include "opts.h"
#include "pahole/parse.h"
#include "report.h"
#include "report_read.h"
#include "settings.h"

static void usage(FILE *fp)
{
	fprintf(fp,
		"usage: cachelint dump-layout [options] FILE...\n"
		"  FILE is a JSON report (.cachelint.json) or pahole's text output\n"
		"  --line-size N     cache line size in bytes (default: the report's, else 64)\n"
		"  --raw             print the model's records unexpanded, one field a line\n"
		"  -h, --help        this text\n");
}

/* Reads the whole file; NULL with a message on stderr. */
static char *slurp(const char *path, size_t *len)
{
	char *buf = file__read(path, len);

	if (!buf)
		fprintf(stderr, "cachelint dump-layout: %s: %s\n", path, strerror(errno));
	return buf;
}

static void print_raw(const struct cl_record *rec)
{
	printf("%s size %llu align %llu%s%s%s\n", rec->key, (unsigned long long)rec->byte_size,
	       (unsigned long long)rec->byte_align, rec->is_union ? " union" : "",
	       rec->is_anonymous ? " anonymous" : "", rec->has_errors ? " has-errors" : "");
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *f = &rec->fields[i];

		printf("\t%s bits %llu+%llu type '%s'", f->name, (unsigned long long)f->bit_offset,
		       (unsigned long long)f->bit_size, f->type_name ? f->type_name : "");
		if (f->record_key)
			printf(" record '%s'", f->record_key);
		if (f->array_count)
			printf(" count %llu", (unsigned long long)f->array_count);
		if (f->is_bitfield)
			printf(" bitfield");
		if (f->is_flexible)
			printf(" flexible");
		for (unsigned int u = 0; u < f->union_depth; u++)
			printf(" u%u.%u", f->unions[u].union_id, f->unions[u].branch);
		if (f->role != CL_ROLE_NONE)
			printf(" %s (%s)", role__name(f->role), origin__name(f->origin));
		printf("\n");
	}
}

static void dump_unit(const struct cl_unit *unit, unsigned int line_size, bool raw)
{
	struct cl_settings settings;
	struct cl_report_conf conf;
	struct cl_printer p = printer__file(stdout);

	settings__init(&settings);
	settings.line_size = line_size;
	report_conf__init(&conf, &settings);
	for (size_t i = 0; i < unit->nr_records; i++) {
		const struct cl_record *rec = unit->records[i];
		struct cl_flat *flat;

		if (raw) {
			print_raw(rec);
			continue;
		}
		if (rec->is_anonymous)
			continue;
		flat = flat__new(unit, rec, &settings);
		report__dump_layout(&p, &conf, flat, NULL);
		flat__delete(flat);
	}
}

static int dump_file(const char *path, unsigned int line_size, bool raw)
{
	size_t len, skip = 0;
	char *text = slurp(path, &len);
	char err[512];

	if (!text)
		return CL_EXIT_USAGE;
	while (skip < len && (text[skip] == ' ' || text[skip] == '\n' || text[skip] == '\t'))
		skip++;
	if (skip < len && (text[skip] == '{' || text[skip] == '[')) {
		struct cl_report *report;

		free(text);
		report = report__read(path, err, sizeof(err));
		if (!report) {
			fprintf(stderr, "cachelint dump-layout: %s\n", err);
			return CL_EXIT_USAGE;
		}
		dump_unit(report->unit, line_size ? line_size : report->line_size, raw);
		report__delete(report);
	} else {
		struct cl_unit *unit = unit__new(path);
		struct pahole_parser *pp = pahole_parser__new(unit, path);
		size_t problems;

		pahole_parser__feed(pp, text, len);
		pahole_parser__finish(pp);
		free(text);
		pahole_unit__resolve(unit, pp, NULL, NULL, NULL);
		problems = pahole_parser__problems(pp);
		for (size_t i = 0; pahole_parser__problem(pp, i); i++)
			fprintf(stderr, "cachelint dump-layout: warning: %s\n",
				pahole_parser__problem(pp, i));
		if (problems > PAHOLE_MAX_PROBLEM_MESSAGES)
			fprintf(stderr, "cachelint dump-layout: warning: %s: %zu more problems\n",
				path, problems - PAHOLE_MAX_PROBLEM_MESSAGES);
		if (!unit->nr_records && problems) {
			fprintf(stderr, "cachelint dump-layout: %s: neither a JSON report nor pahole output\n",
				path);
			pahole_parser__delete(pp);
			unit__delete(unit);
			return CL_EXIT_USAGE;
		}
		dump_unit(unit, line_size ? line_size : CL_LINE_SIZE_DEFAULT, raw);
		pahole_parser__delete(pp);
		unit__delete(unit);
	}
	return CL_EXIT_CLEAN;
}

int cmd_dump_layout(int argc, char **argv)
{
	unsigned int line_size = 0;
	bool raw = false;
	int i, rc = CL_EXIT_CLEAN, files = 0;

	static const struct option options[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "raw", no_argument, NULL, 'r' },
		{ "line-size", required_argument, NULL, 'l' },
		{ NULL, 0, NULL, 0 },
	};
	int code;

	opts__reset();
	while ((code = getopt_long(argc, argv, OPTS_SHORT_PREFIX, options, NULL)) != -1) {
		char why[64];

		switch (code) {
		case 'h':
			usage(stdout);
			return CL_EXIT_CLEAN;
		case 'r':
			raw = true;
			break;
		case 'l':
			if (!line_size__parse(optarg, &line_size, why, sizeof(why))) {
				fprintf(stderr, "cachelint dump-layout: --line-size wants %s, not '%s'\n",
					why, optarg);
				return CL_EXIT_USAGE;
			}
			break;
		default:
			opts__refused("dump-layout", options, argv, code);
			usage(stderr);
			return CL_EXIT_USAGE;
		}
	}
	i = optind;
	for (; i < argc; i++, files++) {
		int r = dump_file(argv[i], line_size, raw);

		if (r > rc)
			rc = r;
	}
	if (!files) {
		usage(stderr);
		return CL_EXIT_USAGE;
	}
	return rc;
}
