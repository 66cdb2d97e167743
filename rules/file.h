/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reading a whole input file, and writing an output file so that a reader
 * never sees half of it (parallel make, a merge read while a build runs):
 * written aside, then renamed over the target.  A target that exists and is not a regular file (/dev/null, a
 * FIFO, /dev/stdout) is written in place: renaming over it would replace the
 * device itself with a regular file when run as root.
 */
#ifndef CACHELINT_FILE_H
#define CACHELINT_FILE_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

struct file_replace {
	FILE *fp;		/* where to write */
	char *tmp;		/* the name written aside, or NULL when in place */
	const char *path;	/* the target */
};

/* Opens the file to write for path; NULL with errno set on failure. */
FILE *file__replace_open(struct file_replace *fr, const char *path);

/* Closes and moves it into place: 0, or -1 with errno (nothing is left aside). */
int file__replace_commit(struct file_replace *fr);

/* Closes and drops what was written aside; the target is left as it was. */
void file__replace_abort(struct file_replace *fr);

/* The three above for data already in memory. */
int file__replace(const char *path, const void *data, size_t len);

/*
 * The whole file, xmalloc'd, with a NUL after its *len bytes (so text
 * parsers may stop at it); NULL with errno set when it cannot be opened or
 * read.  Regular files are read in one go; pipes and devices as they come.
 */
char *file__read(const char *path, size_t *len);

#ifdef __cplusplus
}
#endif

#endif
