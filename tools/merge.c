// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint merge: one build report from the per-unit JSON reports.
 *
 * A struct from a common header is seen by hundreds of units with the same
 * layout; it is kept once, with the number of units that saw it.  When one
 * name has several layouts (a config option or a per-file #define changes
 * it), each layout is kept, marked "variants": N / "variant": i with the
 * units that saw it, and a "layout-variant" note lists them.
 *
 * A finding belongs to the layout of its unit's struct: its identity is its
 * text and that layout, and when the struct's name has several layouts it
 * is written with the "variant" of its own, so that two units' file-local
 * struct entry never share findings, and report and diff show each finding
 * against the layout it was found in.
 *
 * Structs and findings pass through as compact JSON (merge_scan.c copies
 * them without building a tree), so keys this file does not know survive.
 * Identity is a 128-bit hash of that text without merge's own keys, looked
 * up in a hash table: merging is linear in the size of the reports, and
 * merging merged reports gives the same result.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "json.h"
#include "report.h"
#include "settings.h"
#include "xalloc.h"
#include "report_index.h"
#include "report_json.h"
#include "file.h"
#include "merge_scan.h"
#include "merge_units.h"
#include "opts.h"


struct ulist {
	uint32_t *ids;
	size_t nr, alloc;
};

struct entry {
	const char *name;	/* points into names */
	const char *text;
	double size;
	uint64_t units;
	size_t order;
	struct ulist seen;	/* unit ids, kept for the variant notes */
	size_t layout;		/* a finding's struct entry, or NO_LAYOUT */
};

#define NO_LAYOUT ((size_t)-1)

struct merge {
	unsigned int line_size;
	char *tool;
	char *tool_version;	/* the first report's; "mixed" if they differ */
	struct merge_units *units;	/* --kbuild, --units: the build's units */
	double version;
	uint64_t nr_units;
	struct cl_index structs;	/* compact JSON -> entry */
	struct cl_index findings;	/* compact JSON -> finding entry */
	struct cl_index names;		/* struct name -> first entry, for grouping */
	struct cl_index unit_names;	/* unit name -> id */
	char **unit_by_id;
	size_t nr_unit_ids, alloc_unit_ids;
	struct entry *entries, *fentries;
	size_t nr_entries, alloc_entries, nr_fentries, alloc_fentries;
	struct scan_report scan;
	struct cl_buf name_buf;
	size_t *item_entry;		/* per struct of the report being added: its entry */
	size_t alloc_item_entry;
};

static uint32_t unit_id(struct merge *m, const char *name)
{
	int added;
	struct cl_index_slot *s = index__insert(&m->unit_names, name, strlen(name),
						m->nr_unit_ids, &added);

	if (added) {
		m->unit_by_id = xgrow(m->unit_by_id, &m->alloc_unit_ids, m->nr_unit_ids + 1,
					   sizeof(char *));
		m->unit_by_id[m->nr_unit_ids++] = s->key;
	}
	return (uint32_t)s->value;
}

static void ulist_add(struct ulist *u, uint32_t id)
{
	/* a unit listed twice (merging a merge with its own input) counts once */
	if (u->nr && u->ids[u->nr - 1] == id)
		return;
	u->ids = xgrow(u->ids, &u->alloc, u->nr + 1, sizeof(uint32_t));
	u->ids[u->nr++] = id;
}

/*
 * Identity of a struct or finding object: a 128-bit hash (two independent
 * 64-bit lanes) of its compact JSON without merge's own keys, the key of a
 * hash table; the text itself is kept the first time a layout is seen.
 */
struct hash128 {
	uint64_t a, b;
};

static struct hash128 hash_text(const char *s, size_t len)
{
	struct hash128 h = { 0x9e3779b97f4a7c15ull ^ len, 0xc2b2ae3d27d4eb4full + len };
	size_t i = 0;

	for (; i + 8 <= len; i += 8) {
		uint64_t w;

		memcpy(&w, s + i, 8);
		h.a = (h.a ^ w) * 0x100000001b3ull;
		h.a ^= h.a >> 32;
		h.b = (h.b + w) * 0xff51afd7ed558ccdull;
		h.b ^= h.b >> 33;
	}
	for (; i < len; i++) {
		h.a = (h.a ^ (unsigned char)s[i]) * 0x100000001b3ull;
		h.b = (h.b + (unsigned char)s[i]) * 0xc4ceb9fe1a85ec53ull;
	}
	h.a ^= h.a >> 29;
	h.b ^= h.b >> 31;
	return h;
}

/* salt: 0, or a finding's layout + 1 (the same text in two layouts is two findings) */
static struct entry *intern(struct cl_index *table, struct entry **arr, size_t *nr,
			    size_t *alloc, const char *text, size_t len, double size, size_t salt)
{
	struct hash128 h = hash_text(text, len);
	struct cl_index_slot *s;
	struct entry *e;
	int added;

	if (salt) {
		h.a = (h.a ^ salt) * 0x9e3779b97f4a7c15ull;
		h.b = (h.b + salt) * 0xc2b2ae3d27d4eb4full;
	}
	s = index__insert(table, (const char *)&h, sizeof(h), *nr, &added);
	if (!added)
		return &(*arr)[s->value];
	*arr = xgrow(*arr, alloc, *nr + 1, sizeof(**arr));
	e = &(*arr)[*nr];
	memset(e, 0, sizeof(*e));
	e->text = strndup(text, len);
	if (!e->text)
		abort();
	e->order = (*nr)++;
	e->size = size;
	e->layout = NO_LAYOUT;
	return e;
}

/* The scanner refused the file: the full parser says why, with the line. */
static void explain(const char *path, const char *text, size_t len)
{
	char err[512];
	struct cl_json *root = json__parse(text, len, err, sizeof(err));

	if (!root) {
		fprintf(stderr, "cachelint merge: %s: %s\n", path, err);
		return;
	}
	if (root->type != CL_JSON_OBJECT || !json__get(root, "structs"))
		fprintf(stderr, "cachelint merge: %s: not a cachelint report (no \"structs\")\n", path);
	else
		fprintf(stderr, "cachelint merge: %s: unexpected shape (a struct without a \"name\", "
			"or \"structs\"/\"findings\" not arrays of objects)\n", path);
	json__delete(root);
}

/* Which cachelint wrote the reports: one version, or "mixed" (a stale unit). */
static void merge__tool_version(struct merge *m, const char *v)
{
	if (!v || !*v || (m->tool_version && !strcmp(m->tool_version, v)))
		return;
	free(m->tool_version);
	m->tool_version = strdup(m->tool_version ? "mixed" : v);
}

/*
 * The struct entry of a finding: the report's struct of that name (a merged
 * report's finding says which "variant"; a unit has one struct of a name).
 * NO_LAYOUT when the report has none (stale-annotation).
 */
static size_t finding_layout(const struct merge *m, const struct scan_report *r,
			     const struct scan_item *f)
{
	size_t first = NO_LAYOUT, nth = 0;

	if (!f->name_len)
		return NO_LAYOUT;
	for (size_t i = 0; i < r->nr_structs; i++) {
		const struct scan_item *it = &r->structs[i];

		if (it->name_len != f->name_len ||
		    memcmp(r->text.data + it->name_off, r->text.data + f->name_off, f->name_len))
			continue;
		nth++;
		if (first == NO_LAYOUT)
			first = m->item_entry[i];
		if (f->variant >= 1 && (it->variant == f->variant ||
					(it->variant < 1 && nth == (size_t)f->variant)))
			return m->item_entry[i];
	}
	return first;
}

static int add_report(struct merge *m, const char *path, bool found_in_dir)
{
	struct scan_report *r = &m->scan;
	unsigned int line_size;
	const char *source;
	uint64_t units;
	uint32_t uid;
	size_t len;
	char *text = file__read(path, &len);

	if (!text) {
		fprintf(stderr, "cachelint merge: %s: %s\n", path, strerror(errno));
		return -1;
	}
	if (scan__report(text, len, r)) {
		explain(path, text, len);
		free(text);
		return -1;
	}
	free(text);
	/*
	 * A merged report named on the command line is a sub-build's (merging
	 * merges is supported); one found in a DIR is an earlier run's output
	 * left among the units it was made of, whose findings and unit counts
	 * would be added a second time.
	 */
	if (found_in_dir && r->merged) {
		fprintf(stderr, "cachelint merge: %s: a merged report (\"merged\": true), not a "
			"unit's: its units would count twice; move it out of the directory, "
			"or name it on the command line to merge it with other merged reports\n",
			path);
		return -1;
	}
	line_size = r->line_size < 0 ? CL_LINE_SIZE_DEFAULT : (unsigned int)r->line_size;
	if (line_size != r->line_size || !line_size__valid(line_size)) {
		if (r->line_size >= 0) {
			fprintf(stderr, "cachelint merge: %s: \"line_size\" is not "
				CL_LINE_SIZE_WANTED "\n", path);
			return -1;
		}
	}
	if (!m->line_size) {
		m->line_size = line_size;
		m->tool = strdup(r->tool_off >= 0 ? r->strs.data + r->tool_off : "");
		m->version = r->version < 0 ? 1 : r->version;
	} else if (line_size != m->line_size) {
		fprintf(stderr, "cachelint merge: %s: line size %u, but earlier reports have %u\n",
			path, line_size, m->line_size);
		return -1;
	}
	merge__tool_version(m, r->tool_version_off >= 0 ? r->strs.data + r->tool_version_off : NULL);
	units = r->units < 1 ? 1 : (uint64_t)r->units;
	m->nr_units += units;
	source = r->source_off >= 0 && r->strs.data[r->source_off] ? r->strs.data + r->source_off : path;
	if (m->units)
		units__see(m->units, source);
	uid = unit_id(m, source);

	m->item_entry = xgrow(m->item_entry, &m->alloc_item_entry, r->nr_structs + 1,
			      sizeof(size_t));
	for (size_t i = 0; i < r->nr_structs; i++) {
		const struct scan_item *it = &r->structs[i];
		struct entry *e = intern(&m->structs, &m->entries, &m->nr_entries, &m->alloc_entries,
					 r->text.data + it->text_off, it->text_len, it->size, 0);

		e->units += it->units >= 0 ? (uint64_t)it->units : units;
		if (it->vu_count) {
			for (size_t k = 0; k < it->vu_count; k++)
				ulist_add(&e->seen, unit_id(m, scan__str(r, it->vu_first + k)));
		} else {
			ulist_add(&e->seen, uid);
		}
		if (!e->name) {
			const char *name = r->text.data + it->name_off;
			size_t name_len = it->name_len;
			struct cl_index_slot *s;
			int added;

			if (memchr(name, '\\', name_len)) {
				m->name_buf.len = 0;
				scan__decode(name, name_len, &m->name_buf);
				name = m->name_buf.data;
				name_len = m->name_buf.len;
			}
			s = index__insert(&m->names, name, name_len, e->order, &added);
			e->name = s->key;
		}
		m->item_entry[i] = e->order;
	}
	for (size_t i = 0; i < r->nr_findings; i++) {
		const struct scan_item *it = &r->findings[i];
		size_t layout = finding_layout(m, r, it);
		struct entry *e = intern(&m->findings, &m->fentries, &m->nr_fentries,
					 &m->alloc_fentries, r->text.data + it->text_off,
					 it->text_len, 0, layout + 1);

		e->layout = layout;
		e->units += it->units >= 0 ? (uint64_t)it->units : units;
	}
	return 0;
}

static int ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && !strcmp(s + a - b, suffix);
}

struct paths {
	char **v;
	bool *found;		/* found in a DIR, not named on the command line */
	size_t nr, alloc, alloc_found;
};

static void paths_add(struct paths *ps, const char *path, bool found)
{
	ps->v = xgrow(ps->v, &ps->alloc, ps->nr + 1, sizeof(char *));
	ps->found = xgrow(ps->found, &ps->alloc_found, ps->nr + 1, sizeof(bool));
	ps->found[ps->nr] = found;
	ps->v[ps->nr++] = strdup(path);
}

/*
 * Every *.cachelint.json under dir, the name the plugin gives its reports:
 * a build tree also holds package.json, compile_commands.json or an earlier
 * merge's build.json, none of them a unit.  The order is sorted later so
 * output is stable.
 */
static int scan_dir(struct paths *ps, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	if (!d) {
		fprintf(stderr, "cachelint merge: %s: %s\n", dir, strerror(errno));
		return -1;
	}
	while ((de = readdir(d))) {
		char *path;
		struct stat st;

		if (de->d_name[0] == '.')
			continue;
		if (asprintf(&path, "%s/%s", dir, de->d_name) < 0)
			abort();
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
			if (scan_dir(ps, path)) {
				free(path);
				closedir(d);
				return -1;
			}
		} else if (ends_with(de->d_name, ".cachelint.json")) {
			paths_add(ps, path, true);
		}
		free(path);
	}
	closedir(d);
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static struct merge *sort_ctx;

/* by name, then by first appearance: variants stay in the order seen */
static int cmp_entry(const void *a, const void *b)
{
	const struct entry *x = &sort_ctx->entries[*(const size_t *)a];
	const struct entry *y = &sort_ctx->entries[*(const size_t *)b];
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return x->order < y->order ? -1 : x->order > y->order;
}

static void print_units(const struct cl_printer *p, const struct merge *m, const struct ulist *u)
{
	printer__printf(p, "[");
	for (size_t k = 0; k < u->nr; k++) {
		printer__printf(p, k ? "," : "");
		json__print_string(p, m->unit_by_id[u->ids[k]]);
	}
	printer__printf(p, "]");
}

/* The text without its closing brace, then our keys. */
static void print_open(const struct cl_printer *p, const char *text)
{
	size_t len = strlen(text);

	p->write(p->ctx, text, len - 1);
	if (len > 2)
		printer__printf(p, ",");
}

static void write_merged(const struct cl_printer *p, struct merge *m)
{
	size_t *order = malloc((m->nr_entries + 1) * sizeof(size_t)), *variant_of;

	if (!order)
		abort();
	for (size_t i = 0; i < m->nr_entries; i++)
		order[i] = i;
	sort_ctx = m;
	qsort(order, m->nr_entries, sizeof(size_t), cmp_entry);

	printer__printf(p, "{\n\"version\":");
	json__print_number(p, m->version);
	printer__printf(p, ",\n\"line_size\":%u,\n\"tool\":", m->line_size);
	json__print_string(p, m->tool ? m->tool : "");
	if (m->tool_version) {
		printer__printf(p, ",\n\"tool_version\":");
		json__print_string(p, m->tool_version);
	}
	printer__printf(p, ",\n\"source\":\"merged\",\n\"merged\":true,\n\"units\":%llu,\n\"structs\":[",
			(unsigned long long)m->nr_units);
	variant_of = calloc(m->nr_entries + 1, sizeof(size_t));
	if (!variant_of)
		abort();
	for (size_t i = 0, group = 0; i < m->nr_entries; i++) {
		const struct entry *e = &m->entries[order[i]];
		size_t variants = 0;

		if (i == 0 || strcmp(m->entries[order[i - 1]].name, e->name))
			group = i;
		while (group + variants < m->nr_entries &&
		       !strcmp(m->entries[order[group + variants]].name, e->name))
			variants++;
		printer__printf(p, "%s\n", i ? "," : "");
		print_open(p, e->text);
		printer__printf(p, "\"units\":%llu", (unsigned long long)e->units);
		if (variants > 1) {
			printer__printf(p, ",\"variants\":%zu,\"variant\":%zu,\"variant_units\":",
					variants, i - group + 1);
			print_units(p, m, &e->seen);
			variant_of[order[i]] = i - group + 1;
		}
		printer__printf(p, "}");
	}
	printer__printf(p, "\n],\n\"findings\":[");
	for (size_t i = 0; i < m->nr_fentries; i++) {
		const struct entry *f = &m->fentries[i];

		printer__printf(p, "%s\n", i ? "," : "");
		print_open(p, f->text);
		printer__printf(p, "\"units\":%llu", (unsigned long long)f->units);
		/* the layout it was found in, where the name has several */
		if (f->layout != NO_LAYOUT && variant_of[f->layout])
			printer__printf(p, ",\"variant\":%zu", variant_of[f->layout]);
		printer__printf(p, "}");
	}
	printer__printf(p, "\n],\n\"notes\":[");
	for (size_t i = 0, n = 0; i < m->nr_entries; i++) {
		const struct entry *e = &m->entries[order[i]];
		size_t v = 0;

		if (i && !strcmp(m->entries[order[i - 1]].name, e->name))
			continue;
		while (i + v < m->nr_entries && !strcmp(m->entries[order[i + v]].name, e->name))
			v++;
		if (v < 2)
			continue;
		printer__printf(p, "%s\n{\"kind\":\"layout-variant\",\"struct\":", n++ ? "," : "");
		json__print_string(p, e->name);
		printer__printf(p, ",\"variants\":%zu,\"sizes\":[", v);
		for (size_t k = 0; k < v; k++) {
			printer__printf(p, k ? "," : "");
			json__print_number(p, m->entries[order[i + k]].size);
		}
		printer__printf(p, "],\"units\":[");
		for (size_t k = 0; k < v; k++) {
			printer__printf(p, k ? "," : "");
			print_units(p, m, &m->entries[order[i + k]].seen);
		}
		printer__printf(p, "]}");
	}
	printer__printf(p, "\n]\n}\n");
	free(order);
	free(variant_of);
}

static void usage(FILE *fp)
{
	fprintf(fp, "usage: cachelint merge [-o OUT] [--kbuild DIR | --units FILE] [--complete]\n"
		    "                       REPORT.json|DIR...\n"
		    "  Merges per-unit JSON reports (DIR: every *.cachelint.json below it; a\n"
		    "  merged report found there is refused, one named is merged) into one build\n"
		    "  report of the same schema; -o - or no -o writes to stdout.\n"
		    "  --kbuild DIR   the units Kbuild compiled with cachelint in DIR (its\n"
		    "                 .*.o.cmd, .*.s.cmd): say on stderr how many have a report\n"
		    "                 and which have none (a ccache hit writes none)\n"
		    "  --units FILE   the same for a list of source files, one a line\n"
		    "  --complete     a unit without a report is an error (exit 2)\n"
		    "  Exit: 0 no findings, 1 the merged report has findings, 2 bad input.\n");
}

static int write_out(const char *out, struct merge *m)
{
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);
	int ok;

	write_merged(&p, m);
	if (!out || !strcmp(out, "-")) {
		ok = fwrite(buf.data, 1, buf.len, stdout) == buf.len && fflush(stdout) == 0;
		buf__exit(&buf);
		return ok ? 0 : -1;
	}
	/* atomically: a reader never sees half a merged report */
	ok = !file__replace(out, buf.data, buf.len);
	if (!ok)
		fprintf(stderr, "cachelint merge: cannot write %s: %s\n", out, strerror(errno));
	buf__exit(&buf);
	return ok ? 0 : -1;
}

int cmd_merge(int argc, char **argv)
{
	struct merge m = { 0 };
	struct paths ps = { 0 };
	struct merge_units units = { 0 };
	const char *out = NULL, *kbuild = NULL, *unit_list = NULL;
	bool complete = false;
	int rc = CL_EXIT_USAGE;

	static const struct option options[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "output", required_argument, NULL, 'o' },
		{ "kbuild", required_argument, NULL, 'k' },
		{ "units", required_argument, NULL, 'u' },
		{ "complete", no_argument, NULL, 'c' },
		{ NULL, 0, NULL, 0 },
	};
	int code;

	opts__reset();
	while ((code = getopt_long(argc, argv, OPTS_SHORT_PREFIX "o:", options, NULL)) != -1) {
		switch (code) {
		case 'o':
			out = optarg;
			break;
		case 'k':
			kbuild = optarg;
			break;
		case 'u':
			unit_list = optarg;
			break;
		case 'c':
			complete = true;
			break;
		case 'h':
			usage(stdout);
			return CL_EXIT_CLEAN;
		default:
			opts__refused("merge", options, argv, code);
			usage(stderr);
			return CL_EXIT_USAGE;
		}
	}
	for (int i = optind; i < argc; i++) {
		struct stat st;

		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			size_t from = ps.nr;

			if (scan_dir(&ps, argv[i]))
				goto out;
			qsort(ps.v + from, ps.nr - from, sizeof(char *), cmp_str);
		} else {
			paths_add(&ps, argv[i], false);
		}
	}
	if (!ps.nr) {
		fprintf(stderr, "cachelint merge: no reports given (or none found)\n");
		usage(stderr);
		goto out;
	}
	if ((kbuild && units__scan_kbuild(&units, kbuild)) ||
	    (unit_list && units__read_list(&units, unit_list)))
		goto out_units;
	if (kbuild || unit_list)
		m.units = &units;
	scan__init(&m.scan);
	index__init(&m.structs);
	index__init(&m.findings);
	index__init(&m.names);
	index__init(&m.unit_names);
	for (size_t i = 0; i < ps.nr; i++)
		if (add_report(&m, ps.v[i], ps.found[i]))
			goto out_merge;
	if (write_out(out, &m))
		goto out_merge;
	rc = m.nr_fentries ? CL_EXIT_FINDINGS : CL_EXIT_CLEAN;
	if (m.units && units__print(m.units, stderr) && complete)
		rc = CL_EXIT_USAGE;
out_merge:
	for (size_t i = 0; i < m.nr_entries; i++) {
		free(m.entries[i].seen.ids);
		free((char *)m.entries[i].text);
	}
	for (size_t i = 0; i < m.nr_fentries; i++)
		free((char *)m.fentries[i].text);
	free(m.entries);
	free(m.fentries);
	free(m.item_entry);
	free(m.unit_by_id);
	free(m.tool);
	free(m.tool_version);
	scan__exit(&m.scan);
	buf__exit(&m.name_buf);
	index__exit(&m.structs);
	index__exit(&m.findings);
	index__exit(&m.names);
	index__exit(&m.unit_names);
out_units:
	units__exit(&units);
out:
	for (size_t i = 0; i < ps.nr; i++)
		free(ps.v[i]);
	free(ps.v);
	free(ps.found);
	return rc;
}
