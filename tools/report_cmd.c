// SPDX-License-Identifier: GPL-2.0
/* cachelint report: one JSON report (a unit's or a merged build's) in any format. */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "opts.h"
#include "report_fmt.h"

static void usage(FILE *fp)
{
	fprintf(fp,
		"usage: cachelint report [--format text|markdown|html|sarif|json] [-o OUT]\n"
		"                        [--title TEXT] [--srcroot DIR] [--baseline OLD.json]\n"
		"                        [--all] [--no-layouts] [--max-lines N] [--docs-url URL]\n"
		"                        REPORT.json\n"
		"  text: plain, for a mailing-list reply; markdown: a CI comment; html: a page\n"
		"  with one SVG per struct; sarif: SARIF 2.1.0 for code scanning (--srcroot\n"
		"  makes uris relative, --baseline sets each result's baselineState,\n"
		"  --docs-url URL is the base of the rules' helpUri).\n"
		"  Exit: 0 no findings, 1 findings, 2 bad input.\n");
}

int cmd_report(int argc, char **argv)
{
	struct cl_render_opts opts;
	const char *path = NULL, *baseline_path = NULL, *out = NULL;
	struct cl_loaded *l = NULL, *baseline = NULL;
	char err[512];
	int rc = CL_EXIT_USAGE;

	static const struct option options[] = {
		RENDER_OPTIONS,
		{ "help", no_argument, NULL, 'h' },
		{ "output", required_argument, NULL, 'o' },
		{ "baseline", required_argument, NULL, 'b' },
		{ "all", no_argument, NULL, 'a' },
		{ NULL, 0, NULL, 0 },
	};
	int code, taken;

	render_opts__init(&opts);
	opts__reset();
	while ((code = getopt_long(argc, argv, OPTS_SHORT_PREFIX RENDER_SHORT "o:", options,
				   NULL)) != -1) {
		taken = render_opts__option(&opts, code, optarg, "report");
		if (taken < 0)
			return CL_EXIT_USAGE;
		if (taken)
			continue;
		switch (code) {
		case 'b':
			baseline_path = optarg;
			break;
		case 'o':
			out = optarg;
			break;
		case 'a':
			opts.all = true;
			break;
		case 'h':
			usage(stdout);
			return CL_EXIT_CLEAN;
		default:
			opts__refused("report", options, argv, code);
			usage(stderr);
			return CL_EXIT_USAGE;
		}
	}
	if (optind < argc)
		path = argv[optind];
	if (optind + 1 < argc) {
		fprintf(stderr, "cachelint report: one report only, extra argument '%s'\n",
			argv[optind + 1]);
		usage(stderr);
		return CL_EXIT_USAGE;
	}
	if (!path) {
		fprintf(stderr, "cachelint report: no report given\n");
		usage(stderr);
		return CL_EXIT_USAGE;
	}
	l = loaded__open(path, err, sizeof(err));
	if (!l) {
		fprintf(stderr, "cachelint report: %s\n", err);
		return CL_EXIT_USAGE;
	}
	if (baseline_path) {
		baseline = loaded__open(baseline_path, err, sizeof(err));
		if (!baseline) {
			fprintf(stderr, "cachelint report: %s\n", err);
			goto out;
		}
	}
	if (render__report_to(out, &opts, l, baseline) == 0)
		rc = loaded__nr_findings(l) ? CL_EXIT_FINDINGS : CL_EXIT_CLEAN;
out:
	loaded__close(baseline);
	loaded__close(l);
	return rc;
}
