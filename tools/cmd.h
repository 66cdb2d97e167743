/* SPDX-License-Identifier: GPL-2.0 */
/* The subcommands of the cachelint command; each lives in its own file. */
#ifndef CACHELINT_CMD_H
#define CACHELINT_CMD_H

/* Exit codes of DESIGN.md. */
#define CL_EXIT_CLEAN 0
#define CL_EXIT_FINDINGS 1
#define CL_EXIT_USAGE 2

struct cl_command {
	const char *name;
	int (*run)(int argc, char **argv);	/* argv[0] is the subcommand */
	const char *summary;
};

int cmd_dump_layout(int argc, char **argv);
int cmd_pahole(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_infer(int argc, char **argv);	/* tools/infer_cmd.c */
int cmd_check(int argc, char **argv);	/* clang/cx_check.c; tools/check_exec.c runs it */
int cmd_import_net_cachelines(int argc, char **argv);	/* tools/import_net_cachelines.c */

#endif
