// SPDX-License-Identifier: GPL-2.0
/*
 * pahole as a child process: stdout is parsed while it runs (the two use
 * both cores on a big BTF), stderr goes to a temporary file because pahole
 * 1.24 warns about things it cannot print ("Unknown kind 17" on new BTF,
 * "DW_TAG_(null) not handled" for _Atomic) and succeeds anyway.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "index.h"
#include "print.h"
#include "report.h"
#include "run.h"
#include "typedefs.h"
#include "xalloc.h"

static char program_buf[4096];

const char *pahole_run__program(const struct pahole_run *run, char *err, size_t errlen)
{
	const char *name = run->pahole;
	const char *path;

	if (!name || !*name)
		name = getenv("CACHELINT_PAHOLE");
	if (!name || !*name)
		name = "pahole";
	if (strchr(name, '/')) {
		if (access(name, X_OK)) {
			snprintf(err, errlen, "%s: cannot run: %s", name, strerror(errno));
			return NULL;
		}
		return name;
	}
	path = getenv("PATH");
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	while (*path) {
		const char *colon = strchr(path, ':');
		size_t n = colon ? (size_t)(colon - path) : strlen(path);

		struct stat st;

		snprintf(program_buf, sizeof(program_buf), "%.*s/%s", (int)n, n ? path : ".", name);
		/* as execvp: a directory named pahole (a build's object folder) is no program */
		if (!access(program_buf, X_OK) && !stat(program_buf, &st) && S_ISREG(st.st_mode))
			return program_buf;
		path += n + (colon ? 1 : 0);
	}
	snprintf(err, errlen, "%s not found in PATH (install dwarves, or pass --pahole PROGRAM)",
		 name);
	return NULL;
}

int pahole_run__detect(struct pahole_run *run, char *err, size_t errlen)
{
	unsigned char magic[4] = { 0 };
	struct stat st;
	ssize_t got;
	int fd;

	fd = open(run->path, O_RDONLY);
	if (fd < 0) {
		snprintf(err, errlen, "%s: %s", run->path, strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "%s: not a regular file", run->path);
		close(fd);
		return -1;
	}
	run->input_bytes = (long long)st.st_size;
	got = read(fd, magic, sizeof(magic));
	close(fd);
	if (got >= 4 && !memcmp(magic, "\177ELF", 4))
		return 0;	/* pahole tries DWARF, then a .BTF section */
	/* struct btf_header starts with __u16 magic = 0xeB9F, in either byte order */
	if (got >= 2 && ((magic[0] == 0x9f && magic[1] == 0xeb) ||
			 (magic[0] == 0xeb && magic[1] == 0x9f))) {
		if (run->format == PAHOLE_FORMAT_DWARF) {
			snprintf(err, errlen, "%s: raw BTF has no DWARF (use -F btf)", run->path);
			return -1;
		}
		run->format = PAHOLE_FORMAT_BTF;
		return 0;
	}
	snprintf(err, errlen, "%s: neither an ELF file with DWARF (-g) nor raw BTF", run->path);
	return -1;
}

/* The first lines of pahole's stderr, for an error message. */
static void stderr_excerpt(FILE *fp, char *out, size_t outlen)
{
	char line[512];
	size_t used = 0;
	int lines = 0;

	out[0] = '\0';
	rewind(fp);
	while (lines < 3 && fgets(line, sizeof(line), fp)) {
		size_t n = strlen(line);

		if (n && line[n - 1] == '\n')
			line[--n] = '\0';
		if (!n)
			continue;
		used += (size_t)snprintf(out + used, used < outlen ? outlen - used : 0, "%s%s",
					 lines ? "; " : "", line);
		if (used >= outlen)
			break;
		lines++;
	}
}

static size_t copy_stderr(FILE *fp, bool echo)
{
	char line[4096];
	size_t lines = 0;

	rewind(fp);
	while (fgets(line, sizeof(line), fp)) {
		lines++;
		if (echo)
			fprintf(stderr, "pahole: %s", line);
	}
	return lines;
}

int pahole_run__parse(struct pahole_run *run, struct pahole_parser *pp, char *err,
		      size_t errlen)
{
	const char *argv[16];
	char line_arg[64], msg[400];
	static char buf[1 << 20];
	const char *program = pahole_run__program(run, err, errlen);
	struct cl_buf text_buf = { 0 };
	struct cl_printer text = printer__buf(&text_buf);
	FILE *errfp;
	int out[2], argc = 0, status;
	ssize_t got;
	pid_t pid;

	if (!program)
		return -1;
	snprintf(line_arg, sizeof(line_arg), "--cacheline_size=%u", run->line_size);
	argv[argc++] = program;
	argv[argc++] = line_arg;
	if (run->format == PAHOLE_FORMAT_BTF) {
		argv[argc++] = "-F";
		argv[argc++] = "btf";
	} else if (run->format == PAHOLE_FORMAT_DWARF) {
		argv[argc++] = "-F";
		argv[argc++] = "dwarf";
	}
	if (run->anonymous || run->sizes)
		argv[argc++] = "-a";
	if (run->sizes)
		argv[argc++] = "-s";
	if (run->decl_info && !run->sizes && run->format != PAHOLE_FORMAT_BTF)
		argv[argc++] = "-I";
	if (run->expand)
		argv[argc++] = "-E";
	if (run->class_names) {
		/* pahole 1.24 stops at the first name it does not know, silently */
		argv[argc++] = "--skip_missing";
		argv[argc++] = "-C";
		argv[argc++] = run->class_names;
	}
	argv[argc++] = run->path;
	argv[argc] = NULL;

	errfp = tmpfile();
	if (!errfp || pipe(out)) {
		snprintf(err, errlen, "cannot run %s: %s", program, strerror(errno));
		if (errfp)
			fclose(errfp);
		return -1;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		snprintf(err, errlen, "cannot run %s: %s", program, strerror(errno));
		close(out[0]);
		close(out[1]);
		fclose(errfp);
		return -1;
	}
	if (!pid) {
		dup2(out[1], STDOUT_FILENO);
		dup2(fileno(errfp), STDERR_FILENO);
		close(out[0]);
		close(out[1]);
		execv(program, (char *const *)argv);
		fprintf(stderr, "cannot run %s: %s\n", program, strerror(errno));
		_exit(127);
	}
	close(out[1]);
#ifdef F_SETPIPE_SZ
	/* 6 MB of text from a kernel: fewer, larger hand-overs between the two */
	fcntl(out[0], F_SETPIPE_SZ, 1 << 20);
#endif
	for (;;) {
		got = read(out[0], buf, sizeof(buf));
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			break;
		if (run->typedefs)
			pahole_typedefs__feed(run->typedefs, buf, (size_t)got);
		else if (run->texts)
			text.write(text.ctx, buf, (size_t)got);
		else if (run->index)
			pahole_index__append(run->index, buf, (size_t)got);
		else
			pahole_parser__feed(pp, buf, (size_t)got);
	}
	close(out[0]);
	if (run->typedefs)
		pahole_typedefs__finish(run->typedefs);
	else if (run->texts)
		pahole_texts__add(run->texts, text_buf.data ? text_buf.data : "", text_buf.len);
	else if (run->index)
		pahole_index__build(run->index);
	else
		pahole_parser__finish(pp);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	run->stderr_lines = copy_stderr(errfp, run->verbose);
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		stderr_excerpt(errfp, msg, sizeof(msg));
		if (strstr(msg, "type information"))
			snprintf(err, errlen, "%s: no %s type information (compile with -g)",
				 run->path, run->format == PAHOLE_FORMAT_BTF ? "BTF" : "DWARF or BTF");
		else if (WIFSIGNALED(status))
			snprintf(err, errlen, "%s: pahole died of signal %d%s%s", run->path,
				 WTERMSIG(status), *msg ? ": " : "", msg);
		else
			snprintf(err, errlen, "%s: pahole failed (exit %d)%s%s", run->path,
				 WEXITSTATUS(status), *msg ? ": " : "", msg);
		fclose(errfp);
		buf__exit(&text_buf);
		return -1;
	}
	fclose(errfp);
	buf__exit(&text_buf);
	return 0;
}
