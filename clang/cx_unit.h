/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One translation unit through libclang: parse, build the model, run the
 * rules, render the diagnostics or the JSON report into buffers (so units
 * checked in parallel print in unit order).
 */
#ifndef CACHELINT_CX_UNIT_H
#define CACHELINT_CX_UNIT_H

#include <clang-c/Index.h>

#include "cx_args.h"
#include "report.h"

enum cx_format {
	CX_FORMAT_TEXT = 0,
	CX_FORMAT_JSON,
};

struct cx_options {
	struct cl_settings settings;
	enum cx_format format;
	bool all;			/* JSON: every record, not only those with roles */
	bool as_errors;			/* 'error:' instead of 'warning:' */
	bool skip_bodies;		/* CXTranslationUnit_SkipFunctionBodies */
	bool byte_columns;		/* libclang's byte columns, not GCC's display columns */
	const char *open_quote, *close_quote;
};

struct cx_job {
	char *file;			/* the unit's main file, as the user named it */
	struct cx_args args;		/* full argv for libclang, source included */
	/* results */
	int status;			/* CL_EXIT_CLEAN, _FINDINGS or _USAGE */
	size_t nr_findings;
	struct cl_buf out;		/* diagnostics or JSON, for stdout */
	struct cl_buf err;		/* errors, for stderr */
};

struct cx_jobs {
	size_t nr, alloc;
	struct cx_job *jobs;
};

/* Appends a zeroed job for file (argv starts with the driver name). */
struct cx_job *cx_jobs__add(struct cx_jobs *jobs, const char *file);
void cx_jobs__exit(struct cx_jobs *jobs);

/* Parses and checks one unit with index (one index per thread). */
void cx_unit__run(CXIndex index, const struct cx_options *opts, struct cx_job *job);

#endif
