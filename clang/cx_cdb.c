// SPDX-License-Identifier: GPL-2.0
/*
 * A compile command runs in its "directory": relative -I paths and the
 * source itself are relative to it.  Units are parsed in parallel threads of
 * one process, so there is no chdir(2): clang gets -working-directory,
 * which its file manager resolves every relative path against, the source
 * included, so that paths print as gcc prints them in that directory.
 */
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <clang-c/CXCompilationDatabase.h>

#include "cx_cdb.h"
#include "xalloc.h"

static char *cx_string(CXString s)
{
	char *copy = xstrdup(clang_getCString(s) ? clang_getCString(s) : "");

	clang_disposeString(s);
	return copy;
}

static char *absolute(const char *dir, const char *file)
{
	if (file[0] == '/' || !dir[0])
		return xstrdup(file);
	return xasprintf("%s/%s", dir, file);
}

static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? slash + 1 : path;
}

static bool same_file(const char *dir, const char *arg, const char *abs_file)
{
	char a[PATH_MAX], b[PATH_MAX];
	char *path;
	bool same;

	if (strcmp(base_name(arg), base_name(abs_file)))
		return false;
	path = absolute(dir, arg);
	same = realpath(path, a) && realpath(abs_file, b) && !strcmp(a, b);
	free(path);
	return same;
}

static void add_command(CXCompileCommand cmd, char *const *extra, size_t nr_extra,
			struct cx_jobs *jobs)
{
	char *dir = cx_string(clang_CompileCommand_getDirectory(cmd));
	char *file = cx_string(clang_CompileCommand_getFilename(cmd));
	char *abs_file = absolute(dir, file);
	unsigned int nr_args = clang_CompileCommand_getNumArgs(cmd);
	char **argv = xzalloc((nr_args + 1) * sizeof(*argv));
	/*
	 * The unit as the command names it, relative to its directory (libclang
	 * makes "file" absolute): clang then names it, and every header found
	 * through a relative -I, as gcc run there does (kernel/sched/cpupri.c).
	 */
	const char *given = NULL;
	struct cx_job *job;

	for (unsigned int i = 0; i < nr_args; i++) {
		argv[i] = cx_string(clang_CompileCommand_getArg(cmd, i));
		if (!given && i > 0 && argv[i][0] != '-' && dir[0] && same_file(dir, argv[i], abs_file))
			given = argv[i];
	}
	job = cx_jobs__add(jobs, given ? given : abs_file);
	/* argv[0] is the compiler the build used; libclang is the parser here */
	if (nr_args > 0)
		cx_args__push_command(&job->args, argv + 1, nr_args - 1, given ? NULL : file,
				      given ? NULL : abs_file);
	for (size_t i = 0; i < nr_extra; i++)
		cx_args__push(&job->args, extra[i]);
	cx_args__push_cachelint(&job->args);
	if (dir[0]) {
		cx_args__push(&job->args, "-working-directory");
		cx_args__push(&job->args, dir);
	}
	for (unsigned int i = 0; i < nr_args; i++)
		free(argv[i]);
	free(argv);
	free(abs_file);
	free(file);
	free(dir);
}

/*
 * libclang's getCompileCommands() interpolates a command for a file the
 * database does not list (from a similar file's): a guess.  Only the
 * database's own commands for the file count (those of all commands whose
 * file is real, when real is set), so a typo is an error, not a guess.
 */
static size_t add_commands(CXCompileCommands cmds, const char *real, char *const *extra,
			   size_t nr_extra, struct cx_jobs *jobs)
{
	unsigned int n = clang_CompileCommands_getSize(cmds);
	size_t added = 0;

	for (unsigned int i = 0; i < n; i++) {
		CXCompileCommand cmd = clang_CompileCommands_getCommand(cmds, i);

		if (real) {
			char *dir = cx_string(clang_CompileCommand_getDirectory(cmd));
			char *file = cx_string(clang_CompileCommand_getFilename(cmd));
			char *abs_file = absolute(dir, file);
			char cmd_real[PATH_MAX];
			bool same = realpath(abs_file, cmd_real) && !strcmp(cmd_real, real);

			free(abs_file);
			free(file);
			free(dir);
			if (!same)
				continue;
		}
		add_command(cmd, extra, nr_extra, jobs);
		added++;
	}
	return added;
}

int cx_cdb__jobs(const char *build_dir, char *const *files, size_t nr_files,
		 char *const *extra, size_t nr_extra, struct cx_jobs *jobs, FILE *err)
{
	CXCompilationDatabase_Error error = CXCompilationDatabase_NoError;
	CXCompilationDatabase db;
	char *path = xasprintf("%s/compile_commands.json", build_dir);
	int ret = 0;

	if (access(path, R_OK)) {
		fprintf(err, "cachelint check: %s: %s\n", path, strerror(errno));
		free(path);
		return -1;
	}
	db = clang_CompilationDatabase_fromDirectory(build_dir, &error);
	if (error != CXCompilationDatabase_NoError || !db) {
		fprintf(err, "cachelint check: %s: not a valid compilation database\n", path);
		free(path);
		return -1;
	}
	if (!nr_files) {
		CXCompileCommands cmds = clang_CompilationDatabase_getAllCompileCommands(db);

		if (!cmds || !clang_CompileCommands_getSize(cmds)) {
			fprintf(err, "cachelint check: %s: no compile commands\n", path);
			ret = -1;
		} else {
			add_commands(cmds, NULL, extra, nr_extra, jobs);
		}
		clang_CompileCommands_dispose(cmds);
	}
	for (size_t i = 0; i < nr_files && !ret; i++) {
		char real[PATH_MAX];
		CXCompileCommands cmds;

		if (!realpath(files[i], real)) {
			fprintf(err, "cachelint check: %s: %s\n", files[i], strerror(errno));
			ret = -1;
			break;
		}
		cmds = clang_CompilationDatabase_getAllCompileCommands(db);
		if (!cmds || !add_commands(cmds, real, extra, nr_extra, jobs)) {
			fprintf(err, "cachelint check: %s: no compile command for it in %s\n",
				files[i], path);
			ret = -1;
		}
		clang_CompileCommands_dispose(cmds);
	}
	clang_CompilationDatabase_dispose(db);
	free(path);
	return ret;
}
