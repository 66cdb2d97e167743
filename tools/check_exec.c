// SPDX-License-Identifier: GPL-2.0
/*
 * `cachelint check` runs cachelint-check, the libclang front end: linking
 * libclang here would slow every other subcommand down at startup.  It is
 * looked up relative to this program, never in the source tree: beside it
 * in a build folder (build/cachelint-check), else where make install and
 * the Debian package put it (PREFIX/bin/cachelint ->
 * PREFIX/libexec/cachelint/cachelint-check).  $CACHELINT_CHECK wins.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"

static const char *const check_paths[] = {
	"cachelint-check",
	"../libexec/cachelint/cachelint-check",
};

/* path: this program's folder with a slash; returns the first helper found. */
static const char *check__find(char *path, size_t dir_len, size_t size)
{
	for (size_t i = 0; i < sizeof(check_paths) / sizeof(check_paths[0]); i++) {
		char clean[PATH_MAX];

		snprintf(path + dir_len, size - dir_len, "%s", check_paths[i]);
		if (access(path, X_OK))
			continue;
		/* bin/../libexec/...: the plain path, for ps and error messages */
		if (realpath(path, clean) && strlen(clean) < size)
			strcpy(path, clean);
		return path;
	}
	/* none: name the build folder's, the first place looked at */
	snprintf(path + dir_len, size - dir_len, "%s", check_paths[0]);
	return path;
}

int cmd_check(int argc, char **argv)
{
	char path[PATH_MAX];
	const char *env = getenv("CACHELINT_CHECK");
	ssize_t len;
	char *slash;

	(void)argc;
	if (env && *env) {
		snprintf(path, sizeof(path), "%s", env);
	} else {
		len = readlink("/proc/self/exe", path, sizeof(path) - 64);
		if (len < 0) {
			fprintf(stderr, "cachelint: cannot find own path: %s\n", strerror(errno));
			return CL_EXIT_USAGE;
		}
		path[len] = '\0';
		slash = strrchr(path, '/');
		check__find(path, slash ? (size_t)(slash + 1 - path) : 0, sizeof(path));
	}
	execv(path, argv);
	fprintf(stderr, "cachelint: cannot run the libclang front end %s: %s\n", path,
		strerror(errno));
	return CL_EXIT_USAGE;
}
