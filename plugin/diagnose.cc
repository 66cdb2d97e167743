// SPDX-License-Identifier: GPL-2.0
/*
 * Findings become GCC diagnostics in GCC's own format, so editors, -Werror,
 * -fdiagnostics-format=json and -fdiagnostics-generate-patch all work.
 * A plugin cannot add a -W option in GCC 12; -Wattributes is the closest
 * existing one that is on by default and honours pragmas and -Wno-error=.
 */
#include "gcc-compat.h"
#include "plugin.h"
#include "diagnose.h"
#include "fixplan.h"

static bool have_smp_aligned_macro;

void diagnose__notice_macros(void)
{
	static const char name[] = "____cacheline_aligned_in_smp";

	if (have_smp_aligned_macro || !compat__c_family() || !parse_in)
		return;
	have_smp_aligned_macro = cpp_defined(parse_in, (const unsigned char *)name,
					     sizeof(name) - 1);
}

/*
 * Column (1-based) of the last character of the declarator whose name starts
 * at column: the name's last character, or the last ']' of an array
 * declarator.  -1 when the line does not read like a plain declarator: a
 * function pointer "(*fn)(...)" (an attribute cannot go inside), or
 * brackets that continue on the next line.
 */
static int declarator_end(const char *file, int line, int column)
{
	char_span text = location_get_source_line(file, line);
	int i = column - 1, n = (int)text.length(), end;
	const char *s = text.get_buffer();

	if (!s || i < 0 || i >= n || !(ISALPHA(s[i]) || s[i] == '_'))
		return -1;
	while (i < n && (ISALNUM(s[i]) || s[i] == '_'))
		i++;
	end = i;		/* 1-based column of the name's last character */
	for (;;) {
		int depth = 0;

		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i >= n || s[i] != '[')
			break;
		for (; i < n; i++) {
			if (s[i] == '[')
				depth++;
			else if (s[i] == ']' && --depth == 0)
				break;
		}
		if (i >= n)
			return -1;
		end = ++i;
	}
	if (i < n && s[i] == ')')
		return -1;
	return end;
}

/*
 * Starts the field on a new cache line: ____cacheline_aligned_in_smp after
 * its declarator when the unit has the kernel's macro (the seeds' fix),
 * else __attribute__((aligned(N))).  Each insertion is offered once per
 * unit, so -fdiagnostics-generate-patch gives a patch that applies.
 */
static bool add_fixit(rich_location *rl, tree decl, unsigned int line_size)
{
	static hash_set<int_hash<location_t, UNKNOWN_LOCATION, UINT_MAX>> offered;
	location_t loc, at;
	expanded_location x;
	int end;
	char text[64];

	if (!decl || TREE_CODE(decl) != FIELD_DECL || DECL_BIT_FIELD_TYPE(decl))
		return false;
	if (DECL_USER_ALIGN(decl) && DECL_ALIGN_UNIT(decl) >= line_size)
		return false;		/* aligned already: the fix is elsewhere */
	loc = DECL_SOURCE_LOCATION(decl);
	if (loc == UNKNOWN_LOCATION || linemap_location_from_macro_expansion_p(line_table, loc))
		return false;
	x = expand_location(loc);
	end = x.file ? declarator_end(x.file, x.line, x.column) : -1;
	if (end < 0)
		return false;
	at = linemap_position_for_loc_and_offset(line_table, get_start(loc), end - x.column);
	if (offered.contains(at))
		return false;
	offered.add(at);
	if (have_smp_aligned_macro)
		snprintf(text, sizeof(text), " ____cacheline_aligned_in_smp");
	else
		snprintf(text, sizeof(text), " __attribute__((aligned(%u)))", line_size);
	rl->add_fixit_insert_after(at, text);
	return true;
}

static location_t cookie_location(void *cookie)
{
	tree decl = (tree)cookie;

	return decl && DECL_P(decl) ? DECL_SOURCE_LOCATION(decl) : UNKNOWN_LOCATION;
}

/*
 * The member of the checked record that holds a path's field: "arr" for
 * "arr[3].mask", "inner" for "inner.x", the field itself for a direct or
 * flattened field.  NULL if not found.
 */
static void *member_cookie(const struct cl_unit *unit, const char *record, const char *path)
{
	const struct cl_field *member =
		unit ? record__member_for_path(unit__find(unit, record), path) : NULL;

	return member ? member->cookie : NULL;
}


/* One pair: its warning, a note at the other field, fix_side's fix-it (-1: none). */
static bool diagnose_pair(const struct cl_finding *f, int fix_side,
			  const struct cl_report_conf *conf, const struct cl_unit *unit,
			  bool as_errors)
{
	const char *rule = rule__name(f->rule);
	char *msg = finding__message(f, conf);
	/*
	 * At the checked record's own member, so that a pragma around the
	 * record silences its findings also for fields of embedded records
	 * (declared elsewhere, maybe in another header); a note then shows
	 * where the field itself is declared.
	 */
	void *outer = member_cookie(unit, f->record, f->names[0]);
	void *primary = outer ? outer : f->cookies[0];
	rich_location rl(line_table, cookie_location(primary));
	auto_diagnostic_group group;
	struct cl_buf note = { NULL, 0, 0 };

	if (fix_side >= 0)
		add_fixit(&rl, (tree)f->cookies[fix_side], conf->line_size);
	if (as_errors) {
		error_at(&rl, "%s [cachelint:%s]", msg, rule);
	} else if (!warning_at(&rl, OPT_Wattributes, "%s [cachelint:%s]", msg, rule)) {
		free(msg);
		return false;
	}
	free(msg);
	if (f->names[1] && f->cookies[1]) {
		finding__format_note(f, conf, &note);
		if (note.len)
			inform(cookie_location(f->cookies[1]), "%s", note.data);
	}
	buf__exit(&note);
	if (primary != f->cookies[0] && f->cookies[0])
		inform(cookie_location(f->cookies[0]), "%s field %qs declared here",
		       role__words(f->roles[0]), f->names[0]);
	return true;
}

/* group=pair: one warning per pair, as before grouping. */
static size_t diagnose_pairs(const struct cl_check *chk, const struct cl_report_conf *conf,
			     const struct cl_unit *unit, bool as_errors)
{
	size_t shown = 0;
	int *fix = fixplan__choose(chk, conf->line_size);

	for (size_t i = 0; i < chk->nr_findings; i++)
		shown += diagnose_pair(&chk->findings[i], fix[i], conf, unit, as_errors);
	free(fix);
	return shown;
}

/*
 * One warning per (record, line, rule) at its first write-hot field, a note
 * per other field in declaration order, and one fix-it (grouping__plan
 * says whether an earlier fix of the record already settles the line).
 */
static bool diagnose_group(const struct cl_check *chk, const struct cl_group *gr,
			   const struct cl_report_conf *conf, const struct cl_unit *unit,
			   bool as_errors)
{
	struct cl_group_view v0 = group__field(chk, gr, 0);
	const char *rule = rule__name(gr->rule);
	void *outer = member_cookie(unit, group__pair(chk, gr, 0)->record, v0.name);
	void *primary = outer ? outer : v0.cookie;
	rich_location rl(line_table, cookie_location(primary));
	auto_diagnostic_group group;
	struct cl_buf note = { NULL, 0, 0 };
	bool fixed = false;
	size_t *order;

	for (unsigned int k = 0; gr->planned && k < gr->nr_fixes; k++)
		fixed |= add_fixit(&rl, (tree)group__field(chk, gr, (size_t)gr->fixes[k]).cookie,
				   conf->line_size);
	if (as_errors)
		error_at(&rl, "%s [cachelint:%s]", gr->message, rule);
	else if (!warning_at(&rl, OPT_Wattributes, "%s [cachelint:%s]", gr->message, rule))
		return false;
	order = group__decl_order(chk, gr);
	for (size_t k = 0; k < gr->nr_fields; k++) {
		struct cl_group_view v = group__field(chk, gr, order[k]);

		if (!order[k] || !v.cookie)
			continue;
		note.len = 0;
		group__format_note(chk, gr, order[k], conf, &note);
		inform(cookie_location(v.cookie), "%s", note.data);
	}
	free(order);
	if (primary != v0.cookie && v0.cookie)
		inform(cookie_location(v0.cookie), "%s field %qs declared here",
		       role__words(v0.role), v0.name);
	if (fixed) {
		note.len = 0;
		group__format_fix(chk, gr, conf, &note);
		inform(cookie_location(group__field(chk, gr, (size_t)gr->fix).cookie), "%s",
		       note.data);
	}
	buf__exit(&note);
	return true;
}

size_t diagnose__findings(const struct cl_check *chk, const struct cl_report_conf *conf,
			  const struct cl_unit *unit, bool as_errors)
{
	struct cl_grouping g;
	size_t shown = 0;

	if (conf->per_pair)
		return diagnose_pairs(chk, conf, unit, as_errors);
	grouping__build(&g, chk, conf->line_size, false);
	grouping__format_messages(&g, chk, conf);
	grouping__plan(&g, chk, conf->line_size);
	for (size_t i = 0; i < g.nr_groups; i++) {
		const struct cl_group *gr = &g.groups[i];
		int side = -1;

		if (gr->nr_pairs > 1) {
			shown += diagnose_group(chk, gr, conf, unit, as_errors);
			continue;
		}
		if (gr->planned && gr->fix >= 0)
			side = gr->fields[gr->fix].pair_side;
		shown += diagnose_pair(group__pair(chk, gr, 0), side, conf, unit, as_errors);
	}
	grouping__exit(&g);
	return shown;
}
