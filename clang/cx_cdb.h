/* SPDX-License-Identifier: GPL-2.0 */
/* Units from a compile_commands.json (kbuild's gen_compile_commands.py, bear, cmake). */
#ifndef CACHELINT_CX_CDB_H
#define CACHELINT_CX_CDB_H

#include <stdio.h>

#include "cx_unit.h"

/*
 * Adds a job per compile command of build_dir/compile_commands.json: for
 * each of files (every command in the database when nr_files is 0), with
 * extra arguments appended.  Returns 0, or -1 after a message on err naming
 * the database or the file it has no command for.
 */
int cx_cdb__jobs(const char *build_dir, char *const *files, size_t nr_files,
		 char *const *extra, size_t nr_extra, struct cx_jobs *jobs, FILE *err);

#endif
