// SPDX-License-Identifier: GPL-2.0
/*
 * -fplugin-arg-cachelint-KEY[=VALUE].  Every key is validated: a typo in a
 * kernel build's KCFLAGS must fail loudly, not lint with defaults.  GCC's
 * argument parser mangles values that contain '=', so no value needs one.
 */
#include "gcc-compat.h"
#include "options.h"
#include "cachelint-version.h"
#include "settings.h"
#include "spell.h"

struct pl_options pl_opts;
const char *pl_base_name = "cachelint";

const char options__help_text[] =
	"line-size=N\tcache line size in bytes, a power of two from 8 to 4096 (default 64)\n"
	"placement=aligned|any\taligned: structs start on a line boundary (default); any: every start their alignment allows\n"
	"report-dir=DIR\twrite DIR/<main input path>.cachelint.json for every unit (default: <object>.cachelint.json)\n"
	"report=PATH\twrite this unit's JSON report to PATH\n"
	"report-stderr\twrite the report to stderr, base64 between cachelint-report-begin PATH and cachelint-report-end lines, for cachelint-gcc to write to PATH (ccache replays it)\n"
	"report-all\tlist every struct in the JSON report, not only those with roles\n"
	"error\tfindings are errors, not warnings\n"
	"group=line|pair\tline: one warning per struct, cache line and rule, with a note per field (default); pair: one warning (and report finding) per write/read pair\n"
	"infer-types=yes|no\tatomic_t, spinlocks, _Atomic ... are write-hot candidates (default yes)\n"
	"group-map=PATTERN:ROLE[,...]\tkernel cacheline groups whose name contains PATTERN get ROLE (write_hot, read_hot, cold)\n"
	"infer-access\trecord each struct field's loads, stores and atomic updates per function in the JSON report, for cachelint infer\n"
	"disable\tregister the attributes only: no checks, no report\n"
	"verbose\tsay what the plugin does on stderr\n"
	"help\tprint this help on stderr\n"
	"version\tprint the plugin's version and the GCC it was built for on stderr\n";

const char options__version[] = CACHELINT_VERSION;

static void options__defaults(struct pl_options *o)
{
	memset(o, 0, sizeof(*o));
	o->line_size = CL_LINE_SIZE_DEFAULT;
	o->placement = CL_PLACEMENT_ALIGNED;
	o->infer_types = true;
}

static void bad_value(const char *key, const char *value, const char *why)
{
	error("bad value %qs for option %<-fplugin-arg-%s-%s%>: %s", value ? value : "",
	      pl_base_name, key, why);
}

static bool parse_line_size(const char *key, const char *value)
{
	char why[64], wanted[80];

	if (!line_size__parse(value, &pl_opts.line_size, why, sizeof(why))) {
		snprintf(wanted, sizeof(wanted), "expected %s", why);
		bad_value(key, value, wanted);
		return false;
	}
	return true;
}

static bool parse_yes_no(const char *key, const char *value, bool *out)
{
	if (value && (!strcmp(value, "yes") || !strcmp(value, "1"))) {
		*out = true;
		return true;
	}
	if (value && (!strcmp(value, "no") || !strcmp(value, "0"))) {
		*out = false;
		return true;
	}
	bad_value(key, value, "expected yes or no");
	return false;
}

/* PATTERN:ROLE[,PATTERN:ROLE...]; appends to pl_opts.group_maps. */
static bool parse_group_map(const char *key, const char *value)
{
	if (!value || !*value) {
		bad_value(key, value, "expected PATTERN:ROLE[,PATTERN:ROLE...]");
		return false;
	}
	if (!group_map__parse(value, &pl_opts.group_maps, &pl_opts.nr_group_maps)) {
		bad_value(key, value, "expected " CL_GROUP_MAP_WANTED);
		return false;
	}
	return true;
}

static bool no_value(const char *key, const char *value, bool *flag)
{
	if (value) {
		error("option %<-fplugin-arg-%s-%s%> takes no value (got %qs)", pl_base_name,
		      key, value);
		return false;
	}
	*flag = true;
	return true;
}

static bool need_value(const char *key, const char *value, const char **out)
{
	if (!value || !*value) {
		bad_value(key, value, "expected a path");
		return false;
	}
	*out = xstrdup(value);
	return true;
}

/*
 * An unknown key, with the nearest known one when it looks like a typo.  The
 * keys are read from the help text, where each line starts with one, so that
 * a new option cannot be missing from the suggestions.
 */
static void unknown_key(const char *key)
{
	const char *keys[32];
	char names[sizeof(options__help_text)];
	size_t nr = 0, n = 0;
	const char *near;

	for (const char *p = options__help_text; *p && nr < ARRAY_SIZE(keys);) {
		size_t len = strcspn(p, "=\t\n");

		memcpy(names + n, p, len);
		names[n + len] = '\0';
		keys[nr++] = names + n;
		n += len + 1;
		p = strchr(p, '\n');
		if (!p)
			break;
		p++;
	}
	near = spell__nearest(key, strlen(key), keys, nr);
	if (near)
		error("unknown option %<-fplugin-arg-%s-%s%>; did you mean %<-fplugin-arg-%s-%s%>?",
		      pl_base_name, key, pl_base_name, near);
	else
		error("unknown option %<-fplugin-arg-%s-%s%> (try %<-fplugin-arg-%s-help%>)",
		      pl_base_name, key, pl_base_name);
}

static bool options__one(const char *key, const char *value)
{
	if (!strcmp(key, "line-size"))
		return parse_line_size(key, value);
	if (!strcmp(key, "placement")) {
		if (!placement__parse(value, &pl_opts.placement)) {
			bad_value(key, value, "expected aligned or any");
			return false;
		}
		return true;
	}
	if (!strcmp(key, "report-dir"))
		return need_value(key, value, &pl_opts.report_dir);
	if (!strcmp(key, "report"))
		return need_value(key, value, &pl_opts.report_path);
	if (!strcmp(key, "report-stderr"))
		return no_value(key, value, &pl_opts.report_stderr);
	if (!strcmp(key, "report-all"))
		return no_value(key, value, &pl_opts.report_all);
	if (!strcmp(key, "error"))
		return no_value(key, value, &pl_opts.as_errors);
	if (!strcmp(key, "infer-types"))
		return parse_yes_no(key, value, &pl_opts.infer_types);
	if (!strcmp(key, "group")) {
		if (value && (!strcmp(value, "line") || !strcmp(value, "pair"))) {
			pl_opts.group_pairs = !strcmp(value, "pair");
			return true;
		}
		bad_value(key, value, "expected line or pair");
		return false;
	}
	if (!strcmp(key, "group-map"))
		return parse_group_map(key, value);
	if (!strcmp(key, "infer-access"))
		return no_value(key, value, &pl_opts.infer_access);
	if (!strcmp(key, "disable"))
		return no_value(key, value, &pl_opts.disable);
	if (!strcmp(key, "verbose"))
		return no_value(key, value, &pl_opts.verbose);
	if (!strcmp(key, "help"))
		return no_value(key, value, &pl_opts.help);
	if (!strcmp(key, "version")) {
		bool asked;

		/* like help: say it and go on compiling (a probe in a build log) */
		if (!no_value(key, value, &asked))
			return false;
		fprintf(stderr, "cachelint %s (GCC plugin, built for GCC %d.%d.%d)\n",
			options__version, GCCPLUGIN_VERSION_MAJOR, GCCPLUGIN_VERSION_MINOR,
			GCCPLUGIN_VERSION_PATCHLEVEL);
		return true;
	}
	unknown_key(key);
	return false;
}

bool options__parse(const struct plugin_name_args *info)
{
	bool ok = true;

	options__defaults(&pl_opts);
	if (info->base_name)
		pl_base_name = info->base_name;
	for (int i = 0; i < info->argc; i++)
		ok &= options__one(info->argv[i].key, info->argv[i].value);
	return ok;
}
