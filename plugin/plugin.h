/* SPDX-License-Identifier: GPL-2.0 */
/*
 * State shared by the plugin's files: the parsed -fplugin-arg options and
 * the unit being built.  One cc1 run compiles one unit, so file-scope state
 * is the natural shape (as in the kernel's scripts/gcc-plugins).
 */
#ifndef CACHELINT_PLUGIN_H
#define CACHELINT_PLUGIN_H

#include "rules.h"

struct pl_options {
	unsigned int line_size;		/* bytes, power of two, 8..4096 */
	enum cl_placement placement;
	const char *report_dir;		/* NULL: next to the object */
	const char *report_path;	/* NULL: derived from the unit */
	bool report_all;		/* every record in the JSON report */
	bool report_stderr;		/* the report on stderr, framed, for cachelint-gcc */
	bool as_errors;			/* findings are errors */
	bool group_pairs;		/* group=pair: one diagnostic per pair */
	bool infer_types;
	bool infer_access;		/* record field accesses for cachelint infer */
	bool disable;			/* attributes only, no checks, no report */
	bool verbose;
	bool help;
	size_t nr_group_maps;
	struct cl_group_map *group_maps;
};

extern struct pl_options pl_opts;
/* The argument prefix: the .so's base name, "cachelint" unless renamed. */
extern const char *pl_base_name;

/* verbose: one line to stderr, prefixed "cachelint: ". */
void pl_verbose(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
