// SPDX-License-Identifier: GPL-2.0
/*
 * SARIF 2.1.0 for code scanning (GitHub, GitLab): the rule ids of
 * rules/rules.h as tool.driver.rules, one result per finding at the first
 * field's declaration, the other field as a related location.  Against a
 * base build each result carries a baselineState (new or unchanged).
 */
#define _GNU_SOURCE
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "file.h"
#include "report_fmt.h"
#include "report_json.h"
#include "report_index.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define VARIANT_RULE "layout-variant"
#define CONTEXT_LINES 2		/* source lines shown around a finding */

/* The texts of docs/rules.md, where each rule's helpUri points. */
static const struct rule_doc {
	const char *id;
	const char *name;	/* SARIF wants a PascalCase name besides the id */
	const char *brief;	/* shortDescription: one sentence */
	const char *full;	/* fullDescription: what happens at run time */
	const char *fix;	/* help: what to do */
} rule_docs[] = {
	{ "false-sharing", "FalseSharing",
	  "A write-hot field and a read-hot field share a cache line.",
	  "A write-hot field and a read-hot field share a cache line: every write takes the line "
	  "exclusive and invalidates it in the cache of each CPU that reads the other field, so the "
	  "readers miss (a HITM in perf c2c) although they never touch the written field.",
	  "Move the read-hot fields (or the write-hot ones, whichever is fewer bytes) to a cache line "
	  "of their own: reorder the members and start the written ones on a new line with "
	  "____cacheline_aligned_in_smp on the first of them, or use the kernel's "
	  "__cacheline_group_begin_aligned(). If the field is not really hot, correct its annotation." },
	{ "write-contention", "WriteContention",
	  "Write-hot fields of different groups share a cache line.",
	  "Write-hot fields of different declared groups (written under different locks or by "
	  "different CPUs) share a cache line, which then bounces between the writers.",
	  "Give each group its own cache line (____cacheline_aligned_in_smp on the group's first "
	  "member, or one __cacheline_group_begin_aligned() per group), or put the fields in one "
	  "group if they are written together." },
	{ "straddle", "Straddle", "A hot field crosses a cache-line boundary.",
	  "A hot field crosses a cache-line boundary, so each access touches two lines (and an "
	  "atomic access may take a split lock). For an array of scalars, an element crosses.",
	  "Align the field to its size (__aligned(N)) or move it so that it starts on the line it "
	  "ends on." },
	{ "layout-mismatch", "LayoutMismatch",
	  "The compiler's layout of a struct and the built binary's differ.",
	  "cachelint pahole found an annotated field at another offset or size in the binary "
	  "(DWARF or BTF) than in the plugin's report: the two come from different sources or "
	  "configurations, so the findings of one do not hold for the other.",
	  "Rebuild so that the reports and the binary come from the same tree and configuration, "
	  "then check again." },
	{ "stale-annotation", "StaleAnnotation",
	  "An annotation names a struct or field that does not exist.",
	  "An annotation file names a struct or field that the binary or the reports do not have "
	  "(renamed or removed): the role it declares applies to nothing.",
	  "Rename the annotation to the field's new name, or delete the line." },
	{ "role-contradiction", "RoleContradiction",
	  "A declared role contradicts the accesses the compiler sees.",
	  "cachelint infer: a field declared read-hot is written on a hot path, or a field declared "
	  "write-hot is written only in cold or init code.",
	  "Correct the annotation, or move the write off the hot path if the declared role is what "
	  "the design wants." },
	{ "silent-store", "SilentStore",
	  "A hot store writes a value the field usually holds already.",
	  "cachelint infer --silent-stores: hot code stores a constant into a field on a line that "
	  "read-hot fields share, without testing the value first: each store invalidates the "
	  "readers' copies even when the value does not change.",
	  "Guard the store: if (p->field != V) p->field = V;" },
	{ VARIANT_RULE, "LayoutVariant",
	  "One struct name has several layouts in one build.",
	  "One struct name has several layouts in one build (a config option or a per-file "
	  "define), so a finding may hold for some units only.",
	  "Nothing to fix by itself; check the findings of each variant (cachelint merge lists "
	  "the units of each layout)." },
};

static const struct rule_doc *rule_doc(const char *id)
{
	for (size_t i = 0; i < sizeof(rule_docs) / sizeof(rule_docs[0]); i++)
		if (!strcmp(rule_docs[i].id, id))
			return &rule_docs[i];
	return NULL;
}

/* The git top level of folder dir ("." for the current one) into top, or false. */
static bool git_top_of(const char *dir, char *top, size_t size)
{
	char cmd[PATH_MAX * 4 + 64], *c = cmd;
	FILE *fp;
	bool ok = false;

	/* single-quoted for the shell: ' becomes '\'' */
	c += sprintf(c, "git -C '");
	for (const char *s = dir; *s && c < cmd + sizeof(cmd) - 64; s++)
		c += *s == '\'' ? sprintf(c, "'\\''") : sprintf(c, "%c", *s);
	sprintf(c, "' rev-parse --show-toplevel 2>/dev/null");
	fp = popen(cmd, "r");
	if (!fp)
		return false;
	if (fgets(top, (int)size, fp)) {
		top[strcspn(top, "\n")] = 0;
		ok = top[0] == '/';
	}
	pclose(fp);
	return ok;
}

/*
 * The git top level of the current folder; outside a git tree, that of the
 * folder of the first source file the report names (a report read from
 * elsewhere).  Asked once.
 */
static const char *git_top(const char *first_file)
{
	static char top[PATH_MAX];
	static int state;	/* 0 not asked, 1 found, 2 none */

	if (state)
		return state == 1 ? top : NULL;
	state = git_top_of(".", top, sizeof(top)) ? 1 : 2;
	if (state == 2 && first_file && first_file[0] == '/') {
		char dir[PATH_MAX];
		char *slash;

		snprintf(dir, sizeof(dir), "%s", first_file);
		slash = strrchr(dir, '/');
		if (slash && slash != dir) {
			*slash = 0;
			if (!access(dir, X_OK) && git_top_of(dir, top, sizeof(top)))
				state = 1;
		}
	}
	return state == 1 ? top : NULL;
}

const char *srcroot__resolve(const struct cl_render_opts *o, const struct cl_loaded *l)
{
	const char *first = NULL;

	if (o->srcroot)
		return o->srcroot;
	for (size_t i = 0; l && !first && i < loaded__nr_findings(l); i++)
		first = loaded__finding(l, i)->pos[0].file;
	for (size_t i = 0; l && !first && i < loaded__nr_records(l); i++)
		first = loaded__record(l, i)->pos.file;
	return git_top(first);
}

/*
 * cachelint's own tree as a URL ending in '/', where README.md and
 * docs/rules.md are: --docs-url, else the tree the running binary was built
 * in (its folder or one above, O=build-dir), as a file:// URL.  Empty when
 * neither is known: the rules then carry their help text only.
 */
static const char *docs_base(const struct cl_render_opts *o)
{
	static char base[PATH_MAX + 16];
	char exe[PATH_MAX], probe[PATH_MAX + 32];
	ssize_t n;

	if (o->docs_url) {
		size_t len = strlen(o->docs_url);

		snprintf(base, sizeof(base), "%s%s", o->docs_url,
			 len && o->docs_url[len - 1] == '/' ? "" : "/");
		return base;
	}
	base[0] = 0;
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n <= 0)
		return base;
	exe[n] = 0;
	for (int up = 0; up < 2; up++) {
		char *slash = strrchr(exe, '/');

		if (!slash || slash == exe)
			break;
		*slash = 0;
		snprintf(probe, sizeof(probe), "%s/docs/rules.md", exe);
		if (!access(probe, R_OK)) {
			struct cl_buf b = { 0 };
			struct cl_printer bp = printer__buf(&b);

			printer__printf(&bp, "file://");
			fmt__uri_chars(&bp, exe);
			snprintf(base, sizeof(base), "%s/", b.data);
			buf__exit(&b);
			break;
		}
	}
	return base;
}

static void print_rule(const struct cl_printer *p, const struct cl_render_opts *o,
		       const char *id, const char *level, bool first)
{
	const struct rule_doc *d = rule_doc(id);
	const char *base = docs_base(o);
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);

	printer__printf(p, "%s\n        {\"id\": ", first ? "" : ",");
	json__print_string(p, id);
	printer__printf(p, ", \"name\": ");
	json__print_string(p, d ? d->name : id);
	printer__printf(p, ",\n         \"shortDescription\": {\"text\": ");
	json__print_string(p, d ? d->brief : id);
	printer__printf(p, "},\n         \"fullDescription\": {\"text\": ");
	json__print_string(p, d ? d->full : id);
	printer__printf(p, "},\n         \"help\": {\"text\": ");
	printer__printf(&bp, "%s\n\nFix: %s", d ? d->full : id, d ? d->fix : "");
	json__print_string(p, b.data);
	buf__exit(&b);
	bp = printer__buf(&b);
	printer__printf(&bp, "**%s** (`%s`): %s\n\n**How to fix:** %s", d ? d->name : id, id,
			d ? d->full : id, d ? d->fix : "");
	if (*base)
		printer__printf(&bp, "\n\nSee [docs/rules.md](%sdocs/rules.md#%s).", base, id);
	printer__printf(p, ", \"markdown\": ");
	json__print_string(p, b.data);
	buf__exit(&b);
	printer__printf(p, "}");
	if (*base) {
		bp = printer__buf(&b);
		printer__printf(&bp, "%sdocs/rules.md#%s", base, id);
		printer__printf(p, ",\n         \"helpUri\": ");
		json__print_string(p, b.data);
		buf__exit(&b);
	}
	printer__printf(p, ",\n         \"defaultConfiguration\": {\"level\": \"%s\"}, "
			"\"properties\": {\"tags\": [\"performance\", \"cache\"], \"precision\": \"high\", "
			"\"problem.severity\": \"%s\"}}", level, !strcmp(level, "note") ? "recommendation" : level);
}

/* A file name as a SARIF uri: relative to the root when under it, else file:// */
static void print_uri(const struct cl_printer *p, const char *root, const char *file)
{
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);
	size_t root_len = root ? strlen(root) : 0;
	bool relative = false;

	while (root_len > 1 && root[root_len - 1] == '/')
		root_len--;
	if (root_len && !strncmp(file, root, root_len) && file[root_len] == '/') {
		file += root_len + 1;
		relative = true;
	} else if (file[0] != '/') {
		relative = true;
	}
	if (!relative)
		printer__printf(&bp, "file://");
	fmt__uri_chars(&bp, file);
	printer__printf(p, "{\"uri\": ");
	json__print_string(p, b.data ? b.data : "");
	if (relative && root)
		printer__printf(p, ", \"uriBaseId\": \"%%SRCROOT%%\"");
	printer__printf(p, "}");
	buf__exit(&b);
}

/* The source file last read, split in lines, for snippets. */
struct src_cache {
	char *path;
	char *text;		/* NULL: not readable */
	char **lines;		/* into text, each ended by a 0 where its '\n' was */
	unsigned int nr_lines;
};

static void src_cache__exit(struct src_cache *c)
{
	free(c->path);
	free(c->text);
	free(c->lines);
	memset(c, 0, sizeof(*c));
}

static char *read_all(const char *path)
{
	size_t len;

	return file__read(path, &len);
}

/* The lines of file (absolute, or relative to the current folder or the root). */
static bool src_cache__load(struct src_cache *c, const char *root, const char *file)
{
	char path[PATH_MAX * 2];

	if (c->path && !strcmp(c->path, file))
		return c->text != NULL;
	src_cache__exit(c);
	c->path = strdup(file);
	c->text = read_all(file);
	if (!c->text && file[0] != '/' && root) {
		snprintf(path, sizeof(path), "%s/%s", root, file);
		c->text = read_all(path);
	}
	if (!c->text || memchr(c->text, 0, strlen(c->text)) != NULL) {
		free(c->text);
		c->text = NULL;
		return false;
	}
	for (char *s = c->text; *s;) {
		char *nl = strchr(s, '\n');
		char **l = realloc(c->lines, (c->nr_lines + 1) * sizeof(*l));

		if (!l)
			break;
		c->lines = l;
		c->lines[c->nr_lines++] = s;
		if (!nl)
			break;
		*nl = 0;
		if (nl > s && nl[-1] == '\r')
			nl[-1] = 0;
		s = nl + 1;
	}
	return true;
}

/* UTF-16 code units in the first bytes of a UTF-8 string (SARIF's columnKind). */
static unsigned int utf16_units(const char *s, size_t bytes)
{
	unsigned int units = 0;

	for (size_t i = 0; i < bytes && s[i]; i++) {
		unsigned char c = (unsigned char)s[i];

		if ((c & 0xc0) != 0x80)
			units += c >= 0xf0 ? 2 : 1;
	}
	return units;
}

/*
 * Where the field's name stands on its declaration line: the path's
 * components from the last ("count" of "pri_to_cpu[0].count") to the first,
 * as a whole word, the one nearest the column.  Returns the byte index or -1.
 */
static long find_name(const char *line, const char *path, unsigned int column, size_t *len)
{
	char word[256];
	const char *end = path + strlen(path);

	while (end > path) {
		const char *start = end, *q;
		long best = -1;

		while (start > path && start[-1] != '.')
			start--;
		q = start + strcspn(start, "[");
		if (q > end)
			q = end;
		if (q > start && (size_t)(q - start) < sizeof(word)) {
			size_t n = (size_t)(q - start);

			memcpy(word, start, n);
			word[n] = 0;
			for (const char *hit = strstr(line, word); hit; hit = strstr(hit + 1, word)) {
				long at = hit - line;
				bool left = at == 0 || !(hit[-1] == '_' || (hit[-1] >= '0' && hit[-1] <= '9') ||
							 ((hit[-1] | 32) >= 'a' && (hit[-1] | 32) <= 'z'));
				char r = hit[n];
				bool right = !(r == '_' || (r >= '0' && r <= '9') || ((r | 32) >= 'a' && (r | 32) <= 'z'));

				if (left && right && (best < 0 || labs(at + 1 - (long)column) < labs(best + 1 - (long)column)))
					best = at;
			}
			if (best >= 0) {
				*len = n;
				return best;
			}
		}
		end = start > path ? start - 1 : path;
	}
	return -1;
}

static void print_lines(const struct cl_printer *p, const struct src_cache *c, unsigned int from,
			unsigned int to)
{
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);

	for (unsigned int i = from; i <= to; i++)
		printer__printf(&bp, "%s\n", c->lines[i - 1]);
	json__print_string(p, b.data ? b.data : "");
	buf__exit(&b);
}

/*
 * The region of a field's declaration: the name itself when it can be found
 * on the line (its columns in UTF-16 units, whatever unit the report used),
 * with its snippet, and a few lines around it as the context region.
 */
static void print_region(const struct cl_printer *p, struct src_cache *c, const char *root,
			 const struct cl_pos *pos, const char *name)
{
	const char *line;
	size_t len = 0;
	long at;

	if (!src_cache__load(c, root, pos->file) || pos->line > c->nr_lines) {
		printer__printf(p, ", \"region\": {\"startLine\": %u", pos->line);
		if (pos->column)
			printer__printf(p, ", \"startColumn\": %u", pos->column);
		printer__printf(p, "}");
		return;
	}
	line = c->lines[pos->line - 1];
	at = name ? find_name(line, name, pos->column, &len) : -1;
	printer__printf(p, ", \"region\": {\"startLine\": %u", pos->line);
	if (at >= 0) {
		char *word = strndup(line + at, len);

		printer__printf(p, ", \"startColumn\": %u, \"endColumn\": %u, \"snippet\": {\"text\": ",
				utf16_units(line, (size_t)at) + 1, utf16_units(line, (size_t)at + len) + 1);
		json__print_string(p, word);
		free(word);
		printer__printf(p, "}}");
	} else {
		if (pos->column)
			printer__printf(p, ", \"startColumn\": %u", pos->column);
		printer__printf(p, ", \"snippet\": {\"text\": ");
		json__print_string(p, line);
		printer__printf(p, "}}");
	}
	{
		unsigned int from = pos->line > CONTEXT_LINES ? pos->line - CONTEXT_LINES : 1;
		unsigned int to = pos->line + CONTEXT_LINES < c->nr_lines ? pos->line + CONTEXT_LINES
									  : c->nr_lines;

		printer__printf(p, ", \"contextRegion\": {\"startLine\": %u, \"endLine\": %u, "
				"\"snippet\": {\"text\": ", from, to);
		print_lines(p, c, from, to);
		printer__printf(p, "}}");
	}
}

static void print_physical(const struct cl_printer *p, struct src_cache *c, const char *root,
			   const struct cl_pos *pos, const char *name)
{
	printer__printf(p, "\"physicalLocation\": {\"artifactLocation\": ");
	print_uri(p, root, pos->file);
	if (pos->line)
		print_region(p, c, root, pos, name);
	printer__printf(p, "}");
}

static int rule_index(const char *id)
{
	enum cl_rule r;

	if (!strcmp(id, VARIANT_RULE))
		return CL_RULE__COUNT;
	return rule__parse(id, &r) ? (int)r : -1;
}

struct sarif_ctx {
	const struct cl_render_opts *o;
	const struct cl_loaded *l;	/* the report the results are of */
	const char *root;	/* %SRCROOT%: uris under it are relative */
	struct src_cache src;
};

/* A related location: where a field inside an embedded struct is declared. */
static void print_declared(const struct cl_printer *p, struct sarif_ctx *cx,
			   const struct cl_finding *f, int side, size_t id, bool first)
{
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);

	printer__printf(p, "%s\n           {\"id\": %zu, ", first ? "" : ",", id);
	print_physical(p, &cx->src, cx->root, &f->pos[side], f->names[side]);
	printer__printf(p, ", \"message\": {\"text\": ");
	printer__printf(&bp, "%s field '%s' declared here", role__words(f->roles[side]), f->names[side]);
	json__print_string(p, b.data);
	buf__exit(&b);
	printer__printf(p, "}}");
}

static void print_result(const struct cl_printer *p, struct sarif_ctx *cx,
			 const struct cl_finding *f, const char *state, bool first)
{
	char *key = finding__key(f);
	const char *rule = rule__name(f->rule);
	struct cl_buf b = { 0 };
	struct cl_printer bp;
	/* at the member of the record holding the field, as the plugin warns */
	struct cl_pos at = loaded__warn_pos(cx->l, f, 0);
	bool inner = f->pos[0].file && (at.line != f->pos[0].line || strcmp(at.file, f->pos[0].file));

	printer__printf(p, "%s\n        {\"ruleId\": \"%s\", \"ruleIndex\": %d, \"level\": \"warning\", "
			"\"message\": {\"text\": ", first ? "" : ",", rule, rule_index(rule));
	json__print_string(p, f->message ? f->message : rule);
	printer__printf(p, "},\n         \"locations\": [{");
	if (at.file && *at.file) {
		print_physical(p, &cx->src, cx->root, &at, f->names[0]);
		printer__printf(p, ",\n           ");
	}
	printer__printf(p, "\"logicalLocations\": [{\"name\": ");
	json__print_string(p, f->names[0] ? f->names[0] : "");
	printer__printf(p, ", \"fullyQualifiedName\": ");
	bp = printer__buf(&b);
	printer__printf(&bp, "%s::%s", f->record ? f->record : "", f->names[0] ? f->names[0] : "");
	json__print_string(p, b.data);
	buf__exit(&b);
	printer__printf(p, ", \"kind\": \"member\"}]}]");
	if (f->names[1] && f->pos[1].file && *f->pos[1].file) {
		printer__printf(p, ",\n         \"relatedLocations\": [{\"id\": 1, ");
		print_physical(p, &cx->src, cx->root, &f->pos[1], f->names[1]);
		printer__printf(p, ", \"message\": {\"text\": ");
		bp = printer__buf(&b);
		printer__printf(&bp, "%s field '%s'", role__words(f->roles[1]), f->names[1]);
		json__print_string(p, b.data);
		buf__exit(&b);
		printer__printf(p, "}}");
		if (inner)
			print_declared(p, cx, f, 0, 2, false);
		printer__printf(p, "]");
	}
	/* stable across builds: no offsets, no line numbers, so a move keeps the alert */
	printer__printf(p, ",\n         \"partialFingerprints\": {\"cachelintFinding/v1\": \"%016llx\"}",
			(unsigned long long)index__hash(key, strlen(key)));
	if (state)
		printer__printf(p, ", \"baselineState\": \"%s\"", state);
	printer__printf(p, ",\n         \"properties\": {\"struct\": ");
	json__print_string(p, f->record ? f->record : "");
	printer__printf(p, ", \"cacheline\": %llu, \"fields\": [", (unsigned long long)f->cacheline);
	for (int i = 0; i < 2 && f->names[i]; i++) {
		printer__printf(p, i ? ", " : "");
		json__print_string(p, f->names[i]);
	}
	printer__printf(p, "]}}");
	free(key);
}

/* A logical location "struct::field" of a member. */
static void print_member(const struct cl_printer *p, const char *record, const char *name)
{
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);

	printer__printf(p, "\"logicalLocations\": [{\"name\": ");
	json__print_string(p, name ? name : "");
	printer__printf(p, ", \"fullyQualifiedName\": ");
	printer__printf(&bp, "%s::%s", record ? record : "", name ? name : "");
	json__print_string(p, b.data);
	buf__exit(&b);
	printer__printf(p, ", \"kind\": \"member\"}]");
}

/*
 * One result per (struct variant, cache line, rule): located at the first
 * field of the write side, every other field a related location, the pairs
 * counted in the properties.  A single pair keeps print_result's form.
 */
static void print_group(const struct cl_printer *p, struct sarif_ctx *cx,
			const struct cl_fgroup *g, const char *state, bool first)
{
	const struct cl_finding *f0 = g->pairs[0];
	const struct cl_fgroup_field *w = &g->fields[0];
	const struct cl_finding *wf = w->f;
	const char *rule = rule__name(g->rule);
	struct cl_buf b = { 0 }, kb = { 0 };
	struct cl_printer bp, kp = printer__buf(&kb);
	bool any = false;
	struct cl_pos at = loaded__warn_pos(cx->l, wf, w->side);

	printer__printf(p, "%s\n        {\"ruleId\": \"%s\", \"ruleIndex\": %d, \"level\": \"warning\", "
			"\"message\": {\"text\": ", first ? "" : ",", rule, rule_index(rule));
	json__print_string(p, g->message);
	printer__printf(p, "},\n         \"locations\": [{");
	if (at.file && *at.file) {
		print_physical(p, &cx->src, cx->root, &at, wf->names[w->side]);
		printer__printf(p, ",\n           ");
	}
	print_member(p, f0->record, wf->names[w->side]);
	printer__printf(p, "}]");
	for (size_t i = 1; i < g->nr_fields; i++) {
		const struct cl_finding *f = g->fields[i].f;
		int s = g->fields[i].side;

		if (!f->pos[s].file || !*f->pos[s].file)
			continue;
		printer__printf(p, "%s\n           {\"id\": %zu, ",
				any ? "," : ",\n         \"relatedLocations\": [", i);
		any = true;
		print_physical(p, &cx->src, cx->root, &f->pos[s], f->names[s]);
		printer__printf(p, ", \"message\": {\"text\": ");
		bp = printer__buf(&b);
		printer__printf(&bp, "%s field '%s'", role__words(f->roles[s]), f->names[s]);
		json__print_string(p, b.data);
		buf__exit(&b);
		printer__printf(p, "}}");
	}
	/* the warning stands at the member embedding the field: say where the field is */
	if (wf->pos[w->side].file && at.file &&
	    (at.line != wf->pos[w->side].line || strcmp(at.file, wf->pos[w->side].file))) {
		if (!any)
			printer__printf(p, ",\n         \"relatedLocations\": [");
		print_declared(p, cx, wf, w->side, g->nr_fields, !any);
		any = true;
	}
	if (any)
		printer__printf(p, "]");
	/* stable across builds: rule, struct and the fields, no offsets nor lines */
	printer__printf(&kp, "%s|%s", rule, f0->record ? f0->record : "");
	for (size_t i = 0; i < g->nr_fields; i++)
		printer__printf(&kp, "|%s", g->fields[i].f->names[g->fields[i].side]);
	printer__printf(p, ",\n         \"partialFingerprints\": {\"cachelintFinding/v1\": \"%016llx\"}",
			(unsigned long long)index__hash(kb.data, strlen(kb.data)));
	buf__exit(&kb);
	if (state)
		printer__printf(p, ", \"baselineState\": \"%s\"", state);
	printer__printf(p, ",\n         \"properties\": {\"struct\": ");
	json__print_string(p, f0->record ? f0->record : "");
	printer__printf(p, ", \"cacheline\": %llu, \"fields\": [", (unsigned long long)f0->cacheline);
	for (size_t i = 0; i < g->nr_fields; i++) {
		printer__printf(p, i ? ", " : "");
		json__print_string(p, g->fields[i].f->names[g->fields[i].side]);
	}
	printer__printf(p, "], \"pairs\": [");
	for (size_t i = 0; i < g->nr_pairs; i++) {
		printer__printf(p, "%s[", i ? ", " : "");
		json__print_string(p, g->pairs[i]->names[0] ? g->pairs[i]->names[0] : "");
		if (g->pairs[i]->names[1]) {
			printer__printf(p, ", ");
			json__print_string(p, g->pairs[i]->names[1]);
		}
		printer__printf(p, "]");
	}
	printer__printf(p, "]}}");
}

static void print_variant(const struct cl_printer *p, struct sarif_ctx *cx,
			  const struct cl_loaded *l, size_t i, bool first)
{
	const struct cl_record *rec = loaded__record(l, i);
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);
	const char *tag = strchr(rec->key, ' ');

	printer__printf(p, "%s\n        {\"ruleId\": \"%s\", \"ruleIndex\": %d, \"level\": \"note\", "
			"\"message\": {\"text\": ", first ? "" : ",", VARIANT_RULE, CL_RULE__COUNT);
	printer__printf(&bp, "'%s' has %u layouts in this build; this one (%llu bytes) is variant %u",
			rec->key, l->info[i].variants, (unsigned long long)rec->byte_size,
			l->info[i].variant);
	json__print_string(p, b.data);
	printer__printf(p, "}, \"locations\": [{");
	if (rec->pos.file && *rec->pos.file) {
		print_physical(p, &cx->src, cx->root, &rec->pos, tag ? tag + 1 : rec->key);
		printer__printf(p, ", ");
	}
	printer__printf(p, "\"logicalLocations\": [{\"fullyQualifiedName\": ");
	json__print_string(p, rec->key);
	printer__printf(p, ", \"kind\": \"type\"}]}]}");
	buf__exit(&b);
}

void sarif__write(const struct cl_printer *p, const struct cl_render_opts *o,
		  const struct cl_loaded *head, const struct cl_step *vs_base)
{
	struct sarif_ctx cx = { .o = o, .l = head, .root = srcroot__resolve(o, head) };
	const char *base = docs_base(o);
	bool first = true;
	size_t nr = loaded__nr_findings(head);
	const struct cl_finding **fs = calloc(nr + 1, sizeof(*fs));
	struct cl_fgroups gs;

	if (!fs)
		abort();
	for (size_t i = 0; i < nr; i++)
		fs[i] = loaded__finding(head, i);
	fgroups__build(&gs, head, fs, nr);

	printer__printf(p, "{\n  \"$schema\": \"%s\",\n  \"version\": \"2.1.0\",\n  \"runs\": [{\n"
			"    \"tool\": {\"driver\": {\"name\": \"cachelint\", "
			"\"semanticVersion\": \"0.1.0\"", SARIF_SCHEMA);
	if (*base) {
		struct cl_buf b = { 0 };
		struct cl_printer bp = printer__buf(&b);

		printer__printf(&bp, "%sREADME.md", base);
		printer__printf(p, ",\n      \"informationUri\": ");
		json__print_string(p, b.data);
		buf__exit(&b);
	}
	printer__printf(p, ",\n      \"rules\": [");
	for (int r = 0; r < CL_RULE__COUNT; r++)
		print_rule(p, o, rule__name((enum cl_rule)r), "warning", r == 0);
	print_rule(p, o, VARIANT_RULE, "note", false);
	printer__printf(p, "]}},\n    \"invocations\": [{\"executionSuccessful\": true}],\n");
	if (cx.root) {
		struct cl_buf b = { 0 };
		struct cl_printer bp = printer__buf(&b);
		size_t n = strlen(cx.root);

		/* an absolute file:// uri ending in '/', as 3.14.14 wants */
		printer__printf(&bp, "file://");
		fmt__uri_chars(&bp, cx.root);
		printer__printf(&bp, "%s", n && cx.root[n - 1] == '/' ? "" : "/");
		printer__printf(p, "    \"originalUriBaseIds\": {\"%%SRCROOT%%\": {\"uri\": ");
		json__print_string(p, b.data);
		printer__printf(p, "}},\n");
		buf__exit(&b);
	}
	printer__printf(p, "    \"columnKind\": \"utf16CodeUnits\",\n    \"results\": [");
	for (size_t i = 0; i < gs.nr; i++) {
		const struct cl_fgroup *g = &gs.groups[i];
		const char *state = NULL;

		/* a line that gained a pair is a new alert: its fingerprint changed too */
		if (vs_base) {
			state = "unchanged";
			for (size_t j = 0; j < g->nr_pairs; j++)
				for (size_t k = 0; k < vs_base->nr_introduced; k++)
					if (vs_base->introduced[k] == g->pairs[j])
						state = "new";
		}
		if (g->nr_pairs == 1 || !g->nr_fields)
			print_result(p, &cx, g->pairs[0], state, first);
		else
			print_group(p, &cx, g, state, first);
		first = false;
	}
	fgroups__exit(&gs);
	free(fs);
	for (size_t i = 0; i < loaded__nr_records(head); i++)
		if (head->info[i].variants > 1) {
			print_variant(p, &cx, head, i, first);
			first = false;
		}
	printer__printf(p, "]");
	if (vs_base)
		printer__printf(p, ",\n    \"properties\": {\"newFindings\": %zu, \"fixedFindings\": %zu}",
				vs_base->nr_introduced, vs_base->nr_fixed);
	printer__printf(p, "\n  }]\n}\n");
	src_cache__exit(&cx.src);
}
