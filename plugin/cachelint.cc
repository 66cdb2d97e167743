// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint.so: a GCC plugin that warns when a write-hot and a read-hot
 * struct field share a cache line.
 *
 * Usage: gcc -fplugin=cachelint.so [-fplugin-arg-cachelint-KEY[=VALUE] ...]
 * Options: see options.cc (or -fplugin-arg-cachelint-help).
 *
 * The plugin only reads: it registers attributes that have no effect on
 * code generation, builds a layout model from the finished types, runs the
 * rules of rules/ at PLUGIN_FINISH (which also runs under -fsyntax-only
 * and after -Werror failures, unlike PLUGIN_FINISH_UNIT), emits GCC
 * diagnostics and writes a per-unit JSON report.  No GIMPLE pass, except
 * with infer-access (access.cc: it records field accesses, read-only).
 */
#include "gcc-compat.h"
#include "plugin.h"
#include "gimple/pass.h"
#include "attributes.h"
#include "diagnose.h"
#include "layout.h"
#include "options.h"
#include "output.h"

int plugin_is_GPL_compatible;

static struct plugin_info cachelint_info = {
	options__version,
	options__help_text,
};

static bool unit_started;	/* false under -E: no START_UNIT there */

void pl_verbose(const char *fmt, ...)
{
	va_list ap;

	if (!pl_opts.verbose)
		return;
	fputs("cachelint: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/*
 * PLUGIN_PRAGMAS runs in every mode, -E included, once cpplib can take
 * definitions (cpp_define in plugin_init crashes).  -U/-D on the command
 * line still win, as they are processed later.  Preprocessed input (.i,
 * -save-temps, ccache, distcc) has no macros left to test, and cpplib there
 * reads "#define" as a bad line marker: skip it.
 */
static void define_macros(void *gcc_data, void *user_data)
{
	if (parse_in && !cpp_get_options(parse_in)->preprocessed)
		cpp_define(parse_in, "__CACHELINT__=1");
}

static void start_unit(void *gcc_data, void *user_data)
{
	unit_started = true;
}

static void settings_from_options(struct cl_settings *s)
{
	settings__init(s);
	s->line_size = pl_opts.line_size;
	s->placement = pl_opts.placement;
	s->infer_types = pl_opts.infer_types;
	s->nr_group_maps = pl_opts.nr_group_maps;
	s->group_maps = pl_opts.group_maps;
}

static void finish(void *gcc_data, void *user_data)
{
	struct cl_settings settings;
	struct cl_report_conf conf;
	struct cl_check chk;
	struct cl_unit *unit;
	size_t shown;

	if (!unit_started)
		return;		/* -E, or a front end that parsed nothing */
	if (seen_error()) {
		pl_verbose("errors in the unit: no checks, no report");
		return;
	}
	unit = layout__finish();
	settings_from_options(&settings);
	report_conf__init(&conf, &settings);
	conf.tool = "gcc-plugin";
	conf.source = main_input_filename;
	conf.all = pl_opts.report_all;
	conf.placement = pl_opts.placement;
	conf.open_quote = open_quote;
	conf.close_quote = close_quote;
	conf.per_pair = pl_opts.group_pairs;

	if (pl_opts.infer_access) {
		/* the access profile and the accessed records' layouts (docs/infer.md) */
		conf.json_extra = access__write_json;
		conf.json_extra_ctx = unit;
	}
	check__init(&chk, &settings);
	check__unit(&chk, unit);
	shown = diagnose__findings(&chk, &conf, unit, pl_opts.as_errors);
	pl_verbose("%s: %zu records, %zu findings, %zu shown",
		   main_input_filename ? main_input_filename : "?", unit->nr_records,
		   chk.nr_findings, shown);
	/* The report reads the same in every locale: ASCII quotes there. */
	conf.open_quote = "'";
	conf.close_quote = "'";
	output__write(unit, &chk, &conf);
	/*
	 * No check__exit: cc1 exits after PLUGIN_FINISH, and freeing a kernel
	 * unit's flattened records one string at a time cost 3 M instructions.
	 */
}

int plugin_init(struct plugin_name_args *info, struct plugin_gcc_version *version)
{
	bool args_ok;

	if (!plugin_default_version_check(version, &gcc_version)) {
		/* a plugin is only valid for the exact GCC it was built against */
		error("%qs (cachelint %s) was built for GCC %s but this is GCC %s%s: "
		      "rebuild cachelint with this compiler, or reinstall the cachelint "
		      "package built for it", info->full_name, options__version,
		      gcc_version.basever, version->basever,
		      strcmp(gcc_version.basever, version->basever) ? "" :
		      " (another build or configuration of it)");
		return 1;
	}
	args_ok = options__parse(info);
	register_callback(info->base_name, PLUGIN_INFO, NULL, &cachelint_info);
	if (pl_opts.help)
		fprintf(stderr, "cachelint options (-fplugin-arg-%s-KEY[=VALUE]):\n%s",
			pl_base_name, options__help_text);
	if (!compat__c_family()) {
		/* lto1, f951 ...: nothing to read, and no C-family symbols. */
		pl_verbose("%s is not a C front end: nothing to do", lang_hooks.name);
		return 0;
	}
	register_callback(info->base_name, PLUGIN_ATTRIBUTES, attributes__register, NULL);
	register_callback(info->base_name, PLUGIN_PRAGMAS, define_macros, NULL);
	if (!args_ok || pl_opts.disable) {
		pl_verbose("disabled: attributes registered, no checks, no report");
		return 0;
	}
	layout__register(info->base_name);
	if (pl_opts.infer_access)
		access__register(info->base_name);
	register_callback(info->base_name, PLUGIN_START_UNIT, start_unit, NULL);
	register_callback(info->base_name, PLUGIN_FINISH, finish, NULL);
	pl_verbose("line size %u, placement %s, types %s, report %s", pl_opts.line_size,
		   pl_opts.placement == CL_PLACEMENT_ANY ? "any" : "aligned",
		   pl_opts.infer_types ? "inferred" : "not inferred",
		   pl_opts.report_path ? pl_opts.report_path :
		   pl_opts.report_dir ? pl_opts.report_dir : "next to the object");
	return 0;
}
