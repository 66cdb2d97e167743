// SPDX-License-Identifier: GPL-2.0
/*
 * Which units of a build have a report.  A report names its unit by the
 * main input path GCC was given, which Kbuild also records, as
 * "source_TARGET := PATH", in the .TARGET.cmd file it writes after each
 * compile, ccache hit or not.  Both are resolved against the object tree
 * (the folder Kbuild compiles in), so "../src/kernel/fork.c" and the
 * absolute path are one unit.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "merge_units.h"

static char *resolve(const struct merge_units *u, const char *path)
{
	char *joined = NULL, *real;

	if (path[0] != '/' && u->base && asprintf(&joined, "%s/%s", u->base, path) < 0)
		abort();
	real = realpath(joined ? joined : path, NULL);
	if (!real)
		real = strdup(joined ? joined : path);
	free(joined);
	return real;
}

static void units__add(struct merge_units *u, const char *source)
{
	if (u->nr == u->alloc) {
		u->alloc = u->alloc ? 2 * u->alloc : 64;
		u->paths = realloc(u->paths, u->alloc * sizeof(*u->paths));
		u->shown = realloc(u->shown, u->alloc * sizeof(*u->shown));
		u->seen = realloc(u->seen, u->alloc * sizeof(*u->seen));
		if (!u->paths || !u->shown || !u->seen)
			abort();
	}
	u->paths[u->nr] = resolve(u, source);
	u->shown[u->nr] = strdup(source);
	u->seen[u->nr++] = false;
}

static bool ends_with(const char *s, size_t len, const char *suffix)
{
	size_t n = strlen(suffix);

	return len >= n && !memcmp(s + len - n, suffix, n);
}

/*
 * One .cmd file: its source if the command was a C compile with cachelint,
 * to an object or, as bounds.s and asm-offsets.s are, to assembler.
 */
static void scan_cmd(struct merge_units *u, const char *path)
{
	FILE *fp = fopen(path, "r");
	char *line = NULL, *source = NULL;
	size_t cap = 0;
	bool with_plugin = false;
	ssize_t len;

	if (!fp)
		return;
	while ((len = getline(&line, &cap, fp)) > 0) {
		char *def = strstr(line, " := ");

		if (line[len - 1] == '\n')
			line[--len] = '\0';
		if (!def)
			continue;
		/* "savedcmd_" since Linux 6.1, "cmd_" before */
		if ((!strncmp(line, "savedcmd_", 9) || !strncmp(line, "cmd_", 4)) &&
		    strstr(def, "cachelint"))
			with_plugin = true;
		else if (!strncmp(line, "source_", 7) && ends_with(line, (size_t)len, ".c") &&
			 (ends_with(line, (size_t)(def - line), ".o") ||
			  ends_with(line, (size_t)(def - line), ".s")))
			source = strdup(def + 4);
	}
	if (source && with_plugin)
		units__add(u, source);
	free(source);
	free(line);
	fclose(fp);
}

static int scan_dir(struct merge_units *u, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d) {
		fprintf(stderr, "cachelint merge: --kbuild %s: %s\n", dir, strerror(errno));
		return -1;
	}
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		char *path;
		struct stat st;

		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (asprintf(&path, "%s/%s", dir, e->d_name) < 0)
			abort();
		if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
			scan_dir(u, path);	/* an unreadable subfolder is skipped */
		else if (e->d_name[0] == '.' &&
			 (ends_with(e->d_name, n, ".o.cmd") || ends_with(e->d_name, n, ".s.cmd")))
			scan_cmd(u, path);
		free(path);
	}
	closedir(d);
	return 0;
}

int units__scan_kbuild(struct merge_units *u, const char *dir)
{
	u->base = dir;
	return scan_dir(u, dir);
}

int units__read_list(struct merge_units *u, const char *file)
{
	FILE *fp = fopen(file, "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;

	if (!fp) {
		fprintf(stderr, "cachelint merge: --units %s: %s\n", file, strerror(errno));
		return -1;
	}
	while ((len = getline(&line, &cap, fp)) > 0) {
		while (len && (line[len - 1] == '\n' || line[len - 1] == ' '))
			line[--len] = '\0';
		if (len && line[0] != '#')
			units__add(u, line);
	}
	free(line);
	fclose(fp);
	return 0;
}

void units__see(struct merge_units *u, const char *source)
{
	char *real;

	if (!u->nr)
		return;
	real = resolve(u, source);
	for (size_t i = 0; i < u->nr; i++)
		if (!strcmp(u->paths[i], real))
			u->seen[i] = true;
	free(real);
}

size_t units__print(const struct merge_units *u, FILE *fp)
{
	size_t have = 0, shown = 0;

	for (size_t i = 0; i < u->nr; i++)
		have += u->seen[i];
	fprintf(fp, "cachelint merge: reports for %zu of %zu units of the build", have, u->nr);
	if (have == u->nr) {
		fputc('\n', fp);
		return 0;
	}
	fprintf(fp, "; without one (a ccache hit, a compile elsewhere, an error):");
	for (size_t i = 0; i < u->nr && shown < 20; i++)
		if (!u->seen[i]) {
			fprintf(fp, " %s", u->shown[i]);
			shown++;
		}
	fprintf(fp, "%s\n", u->nr - have > shown ? " ..." : "");
	return u->nr - have;
}

void units__exit(struct merge_units *u)
{
	for (size_t i = 0; i < u->nr; i++) {
		free(u->paths[i]);
		free(u->shown[i]);
	}
	free(u->paths);
	free(u->shown);
	free(u->seen);
}
