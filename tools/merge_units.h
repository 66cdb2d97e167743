/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The units of a build, to tell how many of them a merge has reports for:
 * a ccache hit or a distcc job that ran elsewhere leaves a unit without one.
 */
#ifndef CACHELINT_MERGE_UNITS_H
#define CACHELINT_MERGE_UNITS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct merge_units {
	char **paths;		/* each unit's source, resolved */
	char **shown;		/* ... as the build wrote it */
	bool *seen;
	size_t nr, alloc;
	const char *base;	/* relative sources are relative to it */
};

/*
 * The C units Kbuild compiled with cachelint under DIR (an object tree, or
 * an M= folder): every .NAME.o.cmd (or .s.cmd) whose command names cachelint and whose
 * source is a .c file.  Returns -1 (message printed) when DIR is unreadable.
 */
int units__scan_kbuild(struct merge_units *u, const char *dir);
/* One source path a line ('#' comments), relative to the current folder. */
int units__read_list(struct merge_units *u, const char *file);
/* A report's "source" (relative ones are taken as the build's). */
void units__see(struct merge_units *u, const char *source);
/* "reports for N of M units of the build"; returns the number missing. */
size_t units__print(const struct merge_units *u, FILE *fp);
void units__exit(struct merge_units *u);

#endif
