// SPDX-License-Identifier: GPL-2.0
/* Input files read whole; output files replaced whole (file.h says why
 * devices are written in place). */
#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file.h"
#include "xalloc.h"

FILE *file__replace_open(struct file_replace *fr, const char *path)
{
	struct stat st;

	fr->path = path;
	fr->tmp = NULL;
	if (!stat(path, &st) && !S_ISREG(st.st_mode)) {
		fr->fp = fopen(path, "w");
		return fr->fp;
	}
	/* the pid keeps two writers of one target (make -j) off each other's file */
	fr->tmp = xasprintf("%s.tmp.%ld", path, (long)getpid());
	fr->fp = fopen(fr->tmp, "w");
	if (!fr->fp) {
		int err = errno;

		free(fr->tmp);
		fr->tmp = NULL;
		errno = err;
	}
	return fr->fp;
}

int file__replace_commit(struct file_replace *fr)
{
	int failed = ferror(fr->fp);
	int err = failed ? EIO : 0;

	if (fclose(fr->fp) && !failed) {
		failed = 1;
		err = errno;
	}
	fr->fp = NULL;
	if (fr->tmp) {
		if (!failed && rename(fr->tmp, fr->path)) {
			failed = 1;
			err = errno;
		}
		if (failed)
			unlink(fr->tmp);
		free(fr->tmp);
		fr->tmp = NULL;
	}
	errno = err;
	return failed ? -1 : 0;
}

void file__replace_abort(struct file_replace *fr)
{
	if (fr->fp)
		fclose(fr->fp);
	fr->fp = NULL;
	if (fr->tmp) {
		unlink(fr->tmp);
		free(fr->tmp);
		fr->tmp = NULL;
	}
}

int file__replace(const char *path, const void *data, size_t len)
{
	struct file_replace fr;

	if (!file__replace_open(&fr, path))
		return -1;
	if (len && fwrite(data, 1, len, fr.fp) != len) {
		int err = errno;

		file__replace_abort(&fr);
		errno = err ? err : EIO;
		return -1;
	}
	return file__replace_commit(&fr);
}

char *file__read(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	size_t alloc = 65536, n = 0, got;
	struct stat st;
	char *buf;
	int saved;

	if (!fp)
		return NULL;
	if (!fstat(fileno(fp), &st) && S_ISREG(st.st_mode) && st.st_size > 0)
		alloc = (size_t)st.st_size + 1;
	buf = xmalloc(alloc);
	/* one read for a regular file; grown only if more than its size comes */
	for (;;) {
		if (n + 1 == alloc) {
			int c = getc(fp);

			if (c == EOF)
				break;
			alloc *= 2;
			buf = xrealloc(buf, alloc);
			buf[n++] = (char)c;
		}
		got = fread(buf + n, 1, alloc - n - 1, fp);
		if (!got)
			break;
		n += got;
	}
	if (ferror(fp)) {
		saved = errno ? errno : EIO;
		fclose(fp);
		free(buf);
		errno = saved;
		return NULL;
	}
	fclose(fp);
	buf[n] = '\0';
	*len = n;
	return buf;
}
