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
static void add_fixit(rich_location *rl, tree decl, unsigned int line_size)
{
	static hash_set<int_hash<location_t, UNKNOWN_LOCATION, UINT_MAX>> offered;
	location_t loc, at;
	expanded_location x;
	int end;
	char text[64];

	if (!decl || TREE_CODE(decl) != FIELD_DECL || DECL_BIT_FIELD_TYPE(decl))
		return;
	if (DECL_USER_ALIGN(decl) && DECL_ALIGN_UNIT(decl) >= line_size)
		return;		/* aligned already: the fix is elsewhere */
	loc = DECL_SOURCE_LOCATION(decl);
	if (loc == UNKNOWN_LOCATION || linemap_location_from_macro_expansion_p(line_table, loc))
		return;
	x = expand_location(loc);
	end = x.file ? declarator_end(x.file, x.line, x.column) : -1;
	if (end < 0)
		return;
	at = linemap_position_for_loc_and_offset(line_table, get_start(loc), end - x.column);
	if (offered.contains(at))
		return;
	offered.add(at);
	if (have_smp_aligned_macro)
		snprintf(text, sizeof(text), " ____cacheline_aligned_in_smp");
	else
		snprintf(text, sizeof(text), " __attribute__((aligned(%u)))", line_size);
	rl->add_fixit_insert_after(at, text);
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


size_t diagnose__findings(const struct cl_check *chk, const struct cl_report_conf *conf,
			  const struct cl_unit *unit, bool as_errors)
{
	size_t shown = 0;
	struct cl_buf note = { NULL, 0, 0 };
	int *fix = fixplan__choose(chk, conf->line_size);

	for (size_t i = 0; i < chk->nr_findings; i++) {
		const struct cl_finding *f = &chk->findings[i];
		const char *rule = rule__name(f->rule);
		const char *msg = f->message ? f->message : "cache line conflict";
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
		bool ok;

		if (fix[i] >= 0)
			add_fixit(&rl, (tree)f->cookies[fix[i]], conf->line_size);
		if (as_errors) {
			error_at(&rl, "%s [cachelint:%s]", msg, rule);
			ok = true;
		} else {
			ok = warning_at(&rl, OPT_Wattributes, "%s [cachelint:%s]", msg, rule);
		}
		if (!ok)
			continue;
		shown++;
		if (f->names[1] && f->cookies[1]) {
			note.len = 0;
			if (note.data)
				note.data[0] = '\0';
			finding__format_note(f, conf, &note);
			if (note.len)
				inform(cookie_location(f->cookies[1]), "%s", note.data);
		}
		if (primary != f->cookies[0] && f->cookies[0])
			inform(cookie_location(f->cookies[0]), "%s field %qs declared here",
			       role__words(f->roles[0]), f->names[0]);
	}
	buf__exit(&note);
	free(fix);
	return shown;
}
