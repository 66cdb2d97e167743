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
 * Structs and findings pass through as the reader's DOM, so keys this file
 * does not know survive.  Identity is the compact JSON of the object without
 * merge's own keys, looked up in a hash table: merging is linear in the size
 * of the reports, and merging merged reports gives the same result.
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
#include "report_read.h"
#include "report_index.h"
#include "report_json.h"

static const char *const merge_keys[] = { "units", "variants", "variant", "variant_units", NULL };

struct ulist {
	uint32_t *ids;
	size_t nr, alloc;
};

struct entry {
	const char *name;	/* points into names */
	size_t text_slot;	/* index of its text in the table */
	const char *text;
	double size;
	uint64_t units;
	size_t order;
	struct ulist seen;	/* unit ids, kept for the variant notes */
};

struct merge {
	unsigned int line_size;
	char *tool;
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
	struct cl_buf buf;
};

static void *grow_array(void *p, size_t *alloc, size_t need, size_t elem)
{
	if (need <= *alloc)
		return p;
	*alloc = *alloc ? *alloc * 2 : 64;
	if (*alloc < need)
		*alloc = need;
	p = realloc(p, *alloc * elem);
	if (!p)
		abort();
	return p;
}

static uint32_t unit_id(struct merge *m, const char *name)
{
	int added;
	struct cl_index_slot *s = index__insert(&m->unit_names, name, strlen(name),
						m->nr_unit_ids, &added);

	if (added) {
		m->unit_by_id = grow_array(m->unit_by_id, &m->alloc_unit_ids, m->nr_unit_ids + 1,
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
	u->ids = grow_array(u->ids, &u->alloc, u->nr + 1, sizeof(uint32_t));
	u->ids[u->nr++] = id;
}

static struct entry *intern(struct merge *m, struct cl_index *table, struct entry **arr,
			    size_t *nr, size_t *alloc, const struct cl_json *obj)
{
	struct cl_printer p;
	struct cl_index_slot *s;
	int added;

	m->buf.len = 0;
	p = printer__buf(&m->buf);
	json__print(&p, obj, merge_keys);
	s = index__insert(table, m->buf.data, m->buf.len, *nr, &added);
	if (added) {
		struct entry *e;

		*arr = grow_array(*arr, alloc, *nr + 1, sizeof(**arr));
		e = &(*arr)[*nr];
		memset(e, 0, sizeof(*e));
		e->text = s->key;
		e->order = (*nr)++;
		e->size = json__number(obj, "size", 0);
		return e;
	}
	return &(*arr)[s->value];
}

static int add_report(struct merge *m, const char *path)
{
	char err[512];
	struct cl_report *r = report__read(path, err, sizeof(err));
	const struct cl_json *structs, *findings;
	uint64_t units;
	uint32_t uid;

	if (!r) {
		fprintf(stderr, "cachelint merge: %s\n", err);
		return -1;
	}
	if (!m->line_size) {
		m->line_size = r->line_size;
		m->tool = strdup(r->tool ? r->tool : "");
		m->version = json__number(r->root, "version", 1);
	} else if (r->line_size != m->line_size) {
		fprintf(stderr, "cachelint merge: %s: line size %u, but earlier reports have %u\n",
			path, r->line_size, m->line_size);
		report__delete(r);
		return -1;
	}
	units = (uint64_t)json__number(r->root, "units", 1);
	m->nr_units += units;
	uid = unit_id(m, r->source && *r->source ? r->source : path);

	structs = json__get(r->root, "structs");
	for (size_t i = 0; structs && i < structs->nr; i++) {
		const struct cl_json *obj = structs->items[i];
		const char *name = json__string(obj, "name");
		const struct cl_json *vu = json__get(obj, "variant_units");
		struct entry *e;

		if (!name)
			continue;	/* the reader has already refused such a report */
		e = intern(m, &m->structs, &m->entries, &m->nr_entries, &m->alloc_entries, obj);
		e->units += (uint64_t)json__number(obj, "units", (double)units);
		if (vu && vu->type == CL_JSON_ARRAY) {
			for (size_t k = 0; k < vu->nr; k++)
				if (vu->items[k]->type == CL_JSON_STRING)
					ulist_add(&e->seen, unit_id(m, vu->items[k]->string));
		} else {
			ulist_add(&e->seen, uid);
		}
		if (!e->name) {
			int added;
			struct cl_index_slot *s = index__insert(&m->names, name, strlen(name),
								e->order, &added);

			e->name = s->key;
		}
	}
	findings = json__get(r->root, "findings");
	for (size_t i = 0; findings && i < findings->nr; i++) {
		struct entry *e = intern(m, &m->findings, &m->fentries, &m->nr_fentries,
					 &m->alloc_fentries, findings->items[i]);

		e->units += (uint64_t)json__number(findings->items[i], "units", (double)units);
	}
	report__delete(r);
	return 0;
}

static int ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && !strcmp(s + a - b, suffix);
}

struct paths {
	char **v;
	size_t nr, alloc;
};

static void paths_add(struct paths *ps, const char *path)
{
	ps->v = grow_array(ps->v, &ps->alloc, ps->nr + 1, sizeof(char *));
	ps->v[ps->nr++] = strdup(path);
}

/* Every *.json under dir; the order is sorted later so output is stable. */
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
		} else if (ends_with(de->d_name, ".json")) {
			paths_add(ps, path);
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
	size_t *order = malloc((m->nr_entries + 1) * sizeof(size_t));
	size_t nr_notes = 0;

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
	printer__printf(p, ",\n\"source\":\"merged\",\n\"merged\":true,\n\"units\":%llu,\n\"structs\":[",
			(unsigned long long)m->nr_units);
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
			if (i == group)
				nr_notes++;
		}
		printer__printf(p, "}");
	}
	printer__printf(p, "\n],\n\"findings\":[");
	for (size_t i = 0; i < m->nr_fentries; i++) {
		printer__printf(p, "%s\n", i ? "," : "");
		print_open(p, m->fentries[i].text);
		printer__printf(p, "\"units\":%llu}", (unsigned long long)m->fentries[i].units);
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
	(void)nr_notes;
}

static void usage(FILE *fp)
{
	fprintf(fp, "usage: cachelint merge [-o OUT] REPORT.json|DIR...\n"
		    "  Merges per-unit JSON reports (DIR: every *.json below it) into one build\n"
		    "  report of the same schema; -o - or no -o writes to stdout.\n"
		    "  Exit: 0 no findings, 1 the merged report has findings, 2 bad input.\n");
}

static int write_out(const char *out, struct merge *m)
{
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);
	char *tmp;
	FILE *fp;
	int ok;

	write_merged(&p, m);
	if (!out || !strcmp(out, "-")) {
		ok = fwrite(buf.data, 1, buf.len, stdout) == buf.len && fflush(stdout) == 0;
		buf__exit(&buf);
		return ok ? 0 : -1;
	}
	/* atomically: a reader never sees half a merged report */
	if (asprintf(&tmp, "%s.tmp.%d", out, (int)getpid()) < 0)
		abort();
	fp = fopen(tmp, "w");
	ok = fp && fwrite(buf.data, 1, buf.len, fp) == buf.len;
	if (fp && fclose(fp))
		ok = 0;
	if (ok && rename(tmp, out))
		ok = 0;
	if (!ok) {
		fprintf(stderr, "cachelint merge: cannot write %s: %s\n", out, strerror(errno));
		unlink(tmp);
	}
	free(tmp);
	buf__exit(&buf);
	return ok ? 0 : -1;
}

int cmd_merge(int argc, char **argv)
{
	struct merge m = { 0 };
	struct paths ps = { 0 };
	const char *out = NULL;
	int rc = CL_EXIT_USAGE;

	for (int i = 1; i < argc; i++) {
		struct stat st;

		if (!strcmp(argv[i], "-o") && i + 1 < argc) {
			out = argv[++i];
		} else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			usage(stdout);
			return CL_EXIT_CLEAN;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			fprintf(stderr, "cachelint merge: unknown option '%s'\n", argv[i]);
			usage(stderr);
			return CL_EXIT_USAGE;
		} else if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			size_t from = ps.nr;

			if (scan_dir(&ps, argv[i]))
				goto out;
			qsort(ps.v + from, ps.nr - from, sizeof(char *), cmp_str);
		} else {
			paths_add(&ps, argv[i]);
		}
	}
	if (!ps.nr) {
		fprintf(stderr, "cachelint merge: no reports given (or none found)\n");
		usage(stderr);
		goto out;
	}
	index__init(&m.structs);
	index__init(&m.findings);
	index__init(&m.names);
	index__init(&m.unit_names);
	for (size_t i = 0; i < ps.nr; i++)
		if (add_report(&m, ps.v[i]))
			goto out_merge;
	if (write_out(out, &m))
		goto out_merge;
	rc = m.nr_fentries ? CL_EXIT_FINDINGS : CL_EXIT_CLEAN;
out_merge:
	for (size_t i = 0; i < m.nr_entries; i++)
		free(m.entries[i].seen.ids);
	free(m.entries);
	free(m.fentries);
	free(m.unit_by_id);
	free(m.tool);
	buf__exit(&m.buf);
	index__exit(&m.structs);
	index__exit(&m.findings);
	index__exit(&m.names);
	index__exit(&m.unit_names);
out:
	for (size_t i = 0; i < ps.nr; i++)
		free(ps.v[i]);
	free(ps.v);
	return rc;
}
