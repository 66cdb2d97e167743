// SPDX-License-Identifier: GPL-2.0
/*
 * `cachelint check` runs build/cachelint-check, the libclang front end,
 * which lives beside this program: linking libclang here would slow every
 * other subcommand down at startup.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"

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
		len = readlink("/proc/self/exe", path, sizeof(path) - 32);
		if (len < 0) {
			fprintf(stderr, "cachelint: cannot find own path: %s\n", strerror(errno));
			return CL_EXIT_USAGE;
		}
		path[len] = '\0';
		slash = strrchr(path, '/');
		strcpy(slash ? slash + 1 : path, "cachelint-check");
	}
	execv(path, argv);
	fprintf(stderr, "cachelint: cannot run the libclang front end %s: %s\n", path,
		strerror(errno));
	return CL_EXIT_USAGE;
}
