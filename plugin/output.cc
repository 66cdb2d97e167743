// SPDX-License-Identifier: GPL-2.0
/*
 * The per-unit JSON report.  Named the way GCC names its own per-unit side
 * files (.su, .ci): from aux_base_name, so it lands next to the object.
 * Under report-dir the main input's path is mirrored below DIR, which keeps
 * names unique across a parallel kernel build without flattening paths.
 */
#include "gcc-compat.h"
#include "plugin.h"
#include "output.h"

#include <sys/stat.h>
#include <unistd.h>

/* "a/./b/../c.c" -> "a/b/__/c.c"; "/abs/x.c" -> "abs/x.c". */
static char *mirror_path(const char *input)
{
	char *out = XNEWVEC(char, 2 * strlen(input) + 2);
	size_t len = 0;
	const char *p = input;

	while (*p) {
		const char *end = strchr(p, '/');
		size_t n = end ? (size_t)(end - p) : strlen(p);

		if (n == 0 || (n == 1 && p[0] == '.')) {
			/* skip empty and "." components */
		} else {
			if (len)
				out[len++] = '/';
			if (n == 2 && p[0] == '.' && p[1] == '.') {
				memcpy(out + len, "__", 2);
				len += 2;
			} else {
				memcpy(out + len, p, n);
				len += n;
			}
		}
		p += n;
		if (*p == '/')
			p++;
	}
	out[len] = '\0';
	return out;
}

/* mkdir -p of path's parent folders; parallel make may race us: EEXIST is fine. */
static bool make_parents(const char *path)
{
	char *copy = xstrdup(path);
	bool ok = true;

	for (char *p = copy + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(copy, 0777) && errno != EEXIST) {
			error("cannot create folder %qs for the cachelint report: %m", copy);
			ok = false;
			break;
		}
		*p = '/';
	}
	free(copy);
	return ok;
}

static bool input_is_regular_file(void)
{
	struct stat st;

	return main_input_filename && !stat(main_input_filename, &st) && S_ISREG(st.st_mode);
}

char *output__path(const struct cl_unit *unit)
{
	if (compat__writing_pch())
		return NULL;	/* the units that include it report its types */
	if (pl_opts.report_path)
		return xstrdup(pl_opts.report_path);
	if (pl_opts.report_dir) {
		char *rel, *path;

		if (!input_is_regular_file())
			return NULL;	/* gcc -x c /dev/null, stdin: configure probes */
		rel = mirror_path(main_input_filename);
		path = concat(pl_opts.report_dir, "/", rel, ".cachelint.json", NULL);
		free(rel);
		return path;
	}
	if (!unit->nr_records || !aux_base_name || !*aux_base_name ||
	    !strncmp(aux_base_name, "/dev/", 5))
		return NULL;
	/* echo ... | gcc -fsyntax-only -x c -: no object, no file: no a--.cachelint.json */
	if (flag_syntax_only && !input_is_regular_file())
		return NULL;
	return concat(aux_base_name, ".cachelint.json", NULL);
}

/*
 * report=/dev/stdout or a FIFO: write in place.  The atomic write renames a
 * temporary file over the target, which would replace /dev/null itself
 * when run as root.
 */
static bool is_special_file(const char *path)
{
	struct stat st;

	return !stat(path, &st) && !S_ISREG(st.st_mode);
}

static int write_in_place(const char *path, const struct cl_unit *unit,
			  const struct cl_check *chk, const struct cl_report_conf *conf)
{
	FILE *fp = fopen(path, "w");
	struct cl_printer p;

	if (!fp)
		return -1;
	p = printer__file(fp);
	report__json(&p, conf, unit, chk);
	return fclose(fp) ? -1 : 0;
}

/*
 * report-stderr: the report travels in the compiler's stderr, which ccache
 * stores and replays on a hit and distcc sends back, and cachelint-gcc
 * writes it to PATH.  Base64 in 76-column lines: a framing line can never
 * occur inside, and no byte depends on a trailing newline or an encoding.
 */
static void base64_lines(struct cl_buf *out, const unsigned char *in, size_t len)
{
	static const char digits[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	struct cl_printer p = printer__buf(out);
	char line[80];
	size_t n = 0;

	for (size_t i = 0; i < len; i += 3) {
		unsigned long v = (unsigned long)in[i] << 16;

		if (i + 1 < len)
			v |= (unsigned long)in[i + 1] << 8;
		if (i + 2 < len)
			v |= in[i + 2];
		line[n++] = digits[v >> 18 & 63];
		line[n++] = digits[v >> 12 & 63];
		line[n++] = i + 1 < len ? digits[v >> 6 & 63] : '=';
		line[n++] = i + 2 < len ? digits[v & 63] : '=';
		if (n == 76 || i + 3 >= len) {
			line[n++] = '\n';
			line[n] = '\0';
			printer__puts(&p, line);
			n = 0;
		}
	}
}

static int write_to_stderr(const char *path, const struct cl_unit *unit,
			   const struct cl_check *chk, const struct cl_report_conf *conf)
{
	struct cl_buf json = { NULL, 0, 0 }, block = { NULL, 0, 0 };
	struct cl_printer p = printer__buf(&json);
	int rc = 0;

	report__json(&p, conf, unit, chk);
	p = printer__buf(&block);
	printer__printf(&p, "cachelint-report-begin %s\n", path);
	base64_lines(&block, (const unsigned char *)json.data, json.len);
	printer__puts(&p, "cachelint-report-end\n");
	/* GCC's diagnostics are out before ours, and ours go in one write */
	fflush(stderr);
	for (size_t done = 0; done < block.len;) {
		ssize_t n = write(STDERR_FILENO, block.data + done, block.len - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			rc = -1;
			break;
		}
		done += n;
	}
	buf__exit(&json);
	buf__exit(&block);
	return rc;
}

void output__write(const struct cl_unit *unit, const struct cl_check *chk,
		   const struct cl_report_conf *conf)
{
	char *path = output__path(unit);

	if (!path) {
		pl_verbose("no report for %s (%zu records)",
			   main_input_filename ? main_input_filename : "?", unit->nr_records);
		return;
	}
	if (pl_opts.report_stderr) {
		if (strchr(path, '\n') || write_to_stderr(path, unit, chk, conf))
			error("cannot write the cachelint report %qs to stderr", path);
	} else if (is_special_file(path)) {
		if (write_in_place(path, unit, chk, conf))
			error("cannot write the cachelint report %qs: %m", path);
	} else if (make_parents(path)) {
		if (report__write_json_file(path, conf, unit, chk))
			error("cannot write the cachelint report %qs: %m", path);
		else
			pl_verbose("wrote %s (%zu records, %zu findings)", path, unit->nr_records,
				   chk->nr_findings);
	}
	free(path);
}
