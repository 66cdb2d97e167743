// SPDX-License-Identifier: GPL-2.0
/* cachelint report: one JSON report (a unit's or a merged build's) in any format. */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "report_fmt.h"

static void usage(FILE *fp)
{
	fprintf(fp,
		"usage: cachelint report [--format text|markdown|html|sarif|json] [-o OUT]\n"
		"                        [--title TEXT] [--srcroot DIR] [--baseline OLD.json]\n"
		"                        [--all] [--no-layouts] [--max-lines N] REPORT.json\n"
		"  text: plain, for a mailing-list reply; markdown: a CI comment; html: a page\n"
		"  with one SVG per struct; sarif: SARIF 2.1.0 for code scanning (--srcroot\n"
		"  makes uris relative, --baseline sets each result's baselineState).\n"
		"  Exit: 0 no findings, 1 findings, 2 bad input.\n");
}

int cmd_report(int argc, char **argv)
{
	struct cl_render_opts opts;
	const char *path = NULL, *baseline_path = NULL, *out = NULL;
	struct cl_loaded *l = NULL, *baseline = NULL;
	char err[512];
	int rc = CL_EXIT_USAGE;

	render_opts__init(&opts);
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		int used = render_opts__parse(&opts, argc - i, argv + i, "report");

		if (used < 0)
			return CL_EXIT_USAGE;
		if (used > 0) {
			i += used - 1;
		} else if (!strcmp(a, "--baseline") && i + 1 < argc) {
			baseline_path = argv[++i];
		} else if (!strcmp(a, "-o") && i + 1 < argc) {
			out = argv[++i];
		} else if (!strcmp(a, "--all")) {
			opts.all = true;
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			usage(stdout);
			return CL_EXIT_CLEAN;
		} else if ((a[0] == '-' && a[1]) || path) {
			fprintf(stderr, "cachelint report: %s '%s'\n",
				path ? "one report only, extra argument" : "unknown option", a);
			usage(stderr);
			return CL_EXIT_USAGE;
		} else {
			path = a;
		}
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
