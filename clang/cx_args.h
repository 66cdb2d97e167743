/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The compiler arguments libclang gets for one unit: the user's (or the
 * compilation database's) minus what would write files or load GCC plugins,
 * plus -D__CACHELINT__ and the warnings that must not stop a lint.
 */
#ifndef CACHELINT_CX_ARGS_H
#define CACHELINT_CX_ARGS_H

#include <stddef.h>

struct cx_args {
	size_t nr, alloc;
	char **argv;			/* argv[0] is the driver name; NULL-terminated */
};

void cx_args__init(struct cx_args *args);
void cx_args__exit(struct cx_args *args);
void cx_args__push(struct cx_args *args, const char *arg);

/*
 * Appends a compile command's arguments (without its argv[0]), dropping
 * dependency-file output, -o and GCC plugin options.  Arguments equal to
 * src_arg (the database's "file") are replaced by abs_file.
 */
void cx_args__push_command(struct cx_args *args, char *const *argv, size_t argc,
			   const char *src_arg, const char *abs_file);

/* What cachelint adds after the user's arguments. */
void cx_args__push_cachelint(struct cx_args *args);

/* Whether a compiler argument is one the filter drops; *skip_next for "-MF x". */
int cx_args__dropped(const char *arg, int *skip_next);

#endif
