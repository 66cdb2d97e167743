// SPDX-License-Identifier: GPL-2.0
/* Output files replaced whole: see file.h for why devices are written in place. */
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
