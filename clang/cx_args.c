// SPDX-License-Identifier: GPL-2.0
/*
 * A compile command written for GCC (the kernel's gen_compile_commands.py,
 * bear) mostly works for libclang, with three exceptions handled here:
 * dependency options would make libclang write .d files relative to our
 * working directory, -fplugin= would make it try to dlopen a GCC plugin,
 * and -Werror would turn clang-only warnings (unknown GCC attributes such as
 * cachelint_write_hot itself) into "parse errors".  GCC-only options clang
 * does not know are reported by the driver as "unknown argument" errors
 * without a location; cx_unit ignores those, they do not stop the parse.
 */
#include <stdlib.h>
#include <string.h>

#include "cx_args.h"
#include "xalloc.h"

void cx_args__init(struct cx_args *args)
{
	memset(args, 0, sizeof(*args));
	cx_args__push(args, "clang");
}

void cx_args__exit(struct cx_args *args)
{
	for (size_t i = 0; i < args->nr; i++)
		free(args->argv[i]);
	free(args->argv);
	memset(args, 0, sizeof(*args));
}

void cx_args__push(struct cx_args *args, const char *arg)
{
	if (args->nr + 1 >= args->alloc) {
		args->alloc = args->alloc ? args->alloc * 2 : 32;
		args->argv = xrealloc(args->argv, args->alloc * sizeof(*args->argv));
	}
	args->argv[args->nr++] = xstrdup(arg);
	args->argv[args->nr] = NULL;
}

static int starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

int cx_args__dropped(const char *arg, int *skip_next)
{
	static const char *const with_value[] = { "-MF", "-MT", "-MQ", "-o" };
	static const char *const alone[] = { "-MD", "-MMD", "-MP", "-M", "-MM", "-c", "-S",
					     "-E", "-Werror", "-pedantic-errors" };

	*skip_next = 0;
	for (size_t i = 0; i < sizeof(with_value) / sizeof(with_value[0]); i++) {
		if (!strcmp(arg, with_value[i])) {
			*skip_next = 1;
			return 1;
		}
		/* -MFfile, -ofile */
		if (starts_with(arg, with_value[i]) && strcmp(with_value[i], "-o"))
			return 1;
	}
	for (size_t i = 0; i < sizeof(alone) / sizeof(alone[0]); i++)
		if (!strcmp(arg, alone[i]))
			return 1;
	/* -Wp,-MMD,kernel/sched/.core.o.d (kbuild), -Wp,-MD,... */
	if (starts_with(arg, "-Wp,-M"))
		return 1;
	if (starts_with(arg, "-fplugin=") || starts_with(arg, "-fplugin-arg-"))
		return 1;
	if (starts_with(arg, "-Werror="))
		return 1;
	return 0;
}

void cx_args__push_command(struct cx_args *args, char *const *argv, size_t argc,
			   const char *src_arg, const char *abs_file)
{
	for (size_t i = 0; i < argc; i++) {
		int skip_next;

		if (src_arg && abs_file && !strcmp(argv[i], src_arg)) {
			cx_args__push(args, abs_file);
			continue;
		}
		if (cx_args__dropped(argv[i], &skip_next)) {
			i += skip_next;
			continue;
		}
		cx_args__push(args, argv[i]);
	}
}

void cx_args__push_cachelint(struct cx_args *args)
{
	/* include/cachelint.h expands the annotations to annotate("cachelint:...") */
	cx_args__push(args, "-D__CACHELINT__");
	cx_args__push(args, "-Wno-unknown-attributes");
	cx_args__push(args, "-Wno-ignored-attributes");
	cx_args__push(args, "-Wno-unknown-warning-option");
	cx_args__push(args, "-Wno-error");
}
