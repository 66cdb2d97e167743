// SPDX-License-Identifier: GPL-2.0
/* cachelint: dispatch to a subcommand. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "cachelint-version.h"
#include "spell.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* One line per subcommand; each file adds its own. */
static const struct cl_command commands[] = {
	{ "dump-layout", cmd_dump_layout, "print the layout model of a JSON report or layout file" },
	{ "check", cmd_check, "parse units with libclang and check their struct layouts" },
	{ "pahole", cmd_pahole, "check roles against the layout of a built binary (DWARF/BTF)" },
	{ "merge", cmd_merge, "merge per-unit JSON reports into one build report" },
	{ "diff", cmd_diff, "compare two reports (or a series): moved fields, costs, new findings" },
	{ "infer", cmd_infer, "infer field roles from the accesses the compiler saw (infer-access)" },
	{ "report", cmd_report, "render a report as text, markdown, html, sarif or json" },
	{ "import-net-cachelines", cmd_import_net_cachelines, "turn the kernel's net_cachelines/*.rst tables into an annotation file" },
};

static void usage(FILE *fp)
{
	fprintf(fp, "usage: cachelint COMMAND [options]\n       cachelint --version\n\ncommands:\n");
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(fp, "  %-24s %s\n", commands[i].name, commands[i].summary);
	fprintf(fp, "\nexit codes: 0 clean, 1 findings, 2 bad input or usage\n");
}

int main(int argc, char **argv)
{
	const char *near;

	if (argc < 2) {
		usage(stderr);
		return CL_EXIT_USAGE;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return CL_EXIT_CLEAN;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("cachelint %s\n", CACHELINT_VERSION);
		return CL_EXIT_CLEAN;
	}
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].run(argc - 1, argv + 1);
	near = spell__nearest_in(argv[1], strlen(argv[1]), commands, ARRAY_SIZE(commands),
				 sizeof(commands[0]), offsetof(struct cl_command, name));
	if (near)
		fprintf(stderr, "cachelint: unknown command '%s'; did you mean '%s'?\n", argv[1], near);
	else
		fprintf(stderr, "cachelint: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return CL_EXIT_USAGE;
}
