// SPDX-License-Identifier: GPL-2.0
/*
 * A unit that does not parse is reported as such (its first error) and
 * skipped: a layout computed from a broken AST would be fiction.  Errors the
 * driver raises about options it does not know (GCC-only flags in a kbuild
 * compile command) carry no source location and do not stop the parse, so
 * they are not counted.
 */
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "cx_local.h"
#include "cx_model.h"
#include "cx_pragma.h"
#include "cx_unit.h"
#include "xalloc.h"

/*
 * Driver errors say an option is not clang's (GCC-only flags of a kbuild
 * command: "unknown argument", "-ftrivial-auto-var-init=zero hasn't been
 * enabled" ...), not that the source is bad: no location, no category.
 * Preprocessor and parse errors always have a category.
 */
static bool is_option_error(CXDiagnostic d)
{
	CXFile file = NULL;

	clang_getSpellingLocation(clang_getDiagnosticLocation(d), &file, NULL, NULL, NULL);
	return !file && clang_getDiagnosticCategory(d) == 0;
}

/* Reports the first error; returns whether there was one. */
static bool report_errors(CXTranslationUnit tu, struct cx_job *job)
{
	struct cl_printer p = printer__buf(&job->err);
	unsigned int nr = clang_getNumDiagnostics(tu), errors = 0;
	char *first = NULL;

	for (unsigned int i = 0; i < nr; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);

		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error && !is_option_error(d)) {
			if (!first) {
				CXString s = clang_formatDiagnostic(d,
					CXDiagnostic_DisplaySourceLocation | CXDiagnostic_DisplayColumn);

				first = xstrdup(clang_getCString(s));
				clang_disposeString(s);
			}
			errors++;
		}
		clang_disposeDiagnostic(d);
	}
	if (!errors)
		return false;
	printer__printf(&p, "cachelint check: %s: parse error, unit skipped: %s", job->file, first);
	if (errors > 1)
		printer__printf(&p, " (and %u more error%s)", errors - 1, errors > 2 ? "s" : "");
	printer__printf(&p, "\n");
	free(first);
	return true;
}

static const char *parse_error_name(enum CXErrorCode code)
{
	switch (code) {
	case CXError_Crashed:
		return "libclang crashed";
	case CXError_InvalidArguments:
		return "invalid arguments";
	case CXError_ASTReadError:
		return "AST read error";
	default:
		return "cannot parse (does the file exist? are the compiler arguments right?)";
	}
}

/*
 * Findings silenced by #pragma GCC diagnostic ignored "-Wattributes" at
 * their position, as GCC silences the plugin's.  Returns how many are left.
 */
static size_t silence(CXTranslationUnit tu, const struct cl_unit *unit,
		      const struct cl_check *chk, bool *quiet)
{
	const char *last = NULL, *text = NULL;
	size_t left = 0, size = 0;

	for (size_t i = 0; i < chk->nr_findings; i++) {
		const struct cl_pos *pos = finding__primary_pos(unit, &chk->findings[i]);

		/* interned names; a unit's findings mostly sit in one file */
		if (pos->file != last) {
			CXFile file = pos->file ? clang_getFile(tu, pos->file) : NULL;

			last = pos->file;
			size = 0;
			text = file ? clang_getFileContents(tu, file, &size) : NULL;
		}
		quiet[i] = text && cx_pragma__ignored(text, size, pos->line, "-Wattributes");
		left += !quiet[i];
	}
	return left;
}

static void render(const struct cx_options *opts, struct cx_job *job, struct cl_unit *unit,
		   struct cl_check *chk, const bool *quiet)
{
	struct cl_printer p = printer__buf(&job->out);
	struct cl_report_conf conf;

	report_conf__init(&conf, &opts->settings);
	conf.tool = "libclang";
	conf.source = job->file;
	conf.all = opts->all;
	conf.open_quote = opts->open_quote;
	conf.close_quote = opts->close_quote;
	if (opts->format == CX_FORMAT_JSON)
		report__json(&p, &conf, unit, chk);
	else
		report__diagnostics(&p, &conf, unit, chk, opts->as_errors, quiet);
}

static enum CXErrorCode parse(CXIndex index, struct cx_job *job, unsigned int flags,
			      CXTranslationUnit *tu)
{
	return clang_parseTranslationUnit2FullArgv(index, NULL,
						   (const char *const *)job->args.argv,
						   (int)job->args.nr, NULL, 0, flags, tu);
}

void cx_unit__run(CXIndex index, const struct cx_options *opts, struct cx_job *job)
{
	unsigned int flags = CXTranslationUnit_IgnoreNonErrorsFromIncludedFiles;
	CXTranslationUnit tu = NULL;
	enum CXErrorCode code;
	struct cl_unit *unit;
	struct cl_check chk;
	bool *quiet;

	if (opts->skip_bodies)
		flags |= CXTranslationUnit_SkipFunctionBodies;
	code = parse(index, job, flags, &tu);
	/*
	 * Skipping function bodies saves most of the parse, but hides structs
	 * defined inside functions: parse again, with bodies, the rare unit
	 * that has one.
	 */
	if (code == CXError_Success && tu && (flags & CXTranslationUnit_SkipFunctionBodies) &&
	    cx_local__main_file_has_records(tu)) {
		clang_disposeTranslationUnit(tu);
		tu = NULL;
		code = parse(index, job, flags & ~CXTranslationUnit_SkipFunctionBodies, &tu);
	}
	if (code != CXError_Success || !tu) {
		struct cl_printer p = printer__buf(&job->err);

		printer__printf(&p, "cachelint check: %s: %s\n", job->file, parse_error_name(code));
		job->status = CL_EXIT_USAGE;
		return;
	}
	if (report_errors(tu, job)) {
		clang_disposeTranslationUnit(tu);
		job->status = CL_EXIT_USAGE;
		return;
	}
	unit = unit__new(job->file);
	{
		/* the compile command's directory (cx_cdb.c passes it so) */
		const char *workdir = NULL;

		for (size_t i = 0; i + 1 < job->args.nr; i++)
			if (job->args.argv[i] && !strcmp(job->args.argv[i], "-working-directory"))
				workdir = job->args.argv[i + 1];
		cx_model__build(tu, unit, !opts->byte_columns, workdir);
	}
	check__init(&chk, &opts->settings);
	check__unit(&chk, unit);
	/* the JSON report keeps them all, as the plugin's does */
	quiet = xzalloc((chk.nr_findings + 1) * sizeof(*quiet));
	job->nr_findings = silence(tu, unit, &chk, quiet);
	render(opts, job, unit, &chk, quiet);
	free(quiet);
	job->status = job->nr_findings ? CL_EXIT_FINDINGS : CL_EXIT_CLEAN;
	check__exit(&chk);
	unit__delete(unit);
	clang_disposeTranslationUnit(tu);
}

struct cx_job *cx_jobs__add(struct cx_jobs *jobs, const char *file)
{
	struct cx_job *job;

	XGROW(jobs->jobs, jobs->nr, jobs->alloc);
	job = &jobs->jobs[jobs->nr++];
	memset(job, 0, sizeof(*job));
	job->file = xstrdup(file);
	cx_args__init(&job->args);
	return job;
}

void cx_jobs__exit(struct cx_jobs *jobs)
{
	for (size_t i = 0; i < jobs->nr; i++) {
		free(jobs->jobs[i].file);
		cx_args__exit(&jobs->jobs[i].args);
		buf__exit(&jobs->jobs[i].out);
		buf__exit(&jobs->jobs[i].err);
	}
	free(jobs->jobs);
	memset(jobs, 0, sizeof(*jobs));
}
