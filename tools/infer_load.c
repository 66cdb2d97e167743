// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint infer: reading a build's unit reports.  The plugin writes
 * "accesses" last, so a fast path parses only that object; two threads
 * parse ahead while the main thread merges in path order.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "access.h"
#include "infer_layouts.h"
#include "infer_load.h"
#include "json.h"
#include "layout_json.h"
#include "report_read.h"
#include "settings.h"
#include "xalloc.h"

/*
 * Reading is parsing: worker threads parse the reports ahead (at most
 * LOOKAHEAD unconsumed), the main thread merges them strictly in path order,
 * so the result does not depend on timing.
 */
#define WORKERS 2
#define LOOKAHEAD 8

/* One report as read: either the fast path's own JSON, or report__read's. */
struct slot {
	struct cl_report *rep;
	struct cl_json *own;
	const struct cl_json *accesses;
	/* the first pass's: only "records" and "files" (or from rep) */
	struct cl_json *own_records, *own_files;
	const struct cl_json *records, *files;
	unsigned int line_size;
	char *err;
	bool done;
};

struct loader {
	char **paths;
	size_t nr;
	bool records_only;		/* the first pass: layouts only */
	struct slot *slots;
	size_t next;			/* next index to parse */
	size_t consumed;		/* reports merged so far */
	pthread_mutex_t lock;
	pthread_cond_t cond;
};

/*
 * One text buffer per reader thread, grown and reused: a fresh buffer per
 * report faulted in 2 GB of new pages for 3,000 kernel reports, a third of
 * the run in system time.
 */
struct text_buf {
	char *data;
	size_t alloc;
};

static char *read_file(const char *path, struct text_buf *tb, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (!fp)
		return NULL;
	if (fseek(fp, 0, SEEK_END) == 0 && (n = ftell(fp)) >= 0 && fseek(fp, 0, SEEK_SET) == 0) {
		if ((size_t)n + 1 > tb->alloc) {
			free(tb->data);
			tb->alloc = (size_t)n + 1 + (size_t)n / 2;
			tb->data = xmalloc(tb->alloc);
		}
		buf = tb->data;
		if (fread(buf, 1, (size_t)n, fp) != (size_t)n) {
			buf = NULL;
		} else {
			buf[n] = 0;
			*len = (size_t)n;
		}
	}
	fclose(fp);
	return buf;
}

/*
 * The fast path: the plugin writes "accesses" as the report's last key, so
 * only that object is parsed, not the (often larger) "structs".  Anything
 * unexpected falls back to report__read, which also gives the error messages.
 */
static bool read_fast(const char *path, struct text_buf *tb, struct slot *s)
{
	static const char key[] = "\n  \"accesses\": ";
	size_t len = 0;
	char *text = read_file(path, tb, &len), *at, *end, *ls;
	char err[256];

	if (!text)
		return false;
	at = strstr(text, key);
	end = text + len;
	while (end > text && (end[-1] == '\n' || end[-1] == ' '))
		end--;
	if (!at || end == text || end[-1] != '}' || strncmp(text, "{", 1))
		return false;
	at += sizeof(key) - 1;
	end--;		/* the report's closing brace */
	/*
	 * The header's key (report__json writes it before "structs"): in JSON
	 * text a quote followed by line_size and a colon is only ever a key.
	 */
	ls = strstr(text, "\"line_size\": ");
	s->line_size = ls && ls < at ? (unsigned int)strtoul(ls + 13, NULL, 10) : CL_LINE_SIZE_DEFAULT;
	s->own = json__parse(at, (size_t)(end - at), err, sizeof(err));
	if (!s->own || s->own->type != CL_JSON_OBJECT || !line_size__valid(s->line_size)) {
		json__delete(s->own);
		s->own = NULL;
		return false;
	}
	s->accesses = s->own;
	return true;
}

/* The end of the JSON value at p (not past end), or NULL if it has none. */
static const char *value_end(const char *p, const char *end)
{
	unsigned int depth = 0;
	bool in_string = false;

	for (const char *q = p; q < end; q++) {
		if (in_string) {
			if (*q == '\\')
				q++;
			else if (*q == '"')
				in_string = false;
			if (!in_string && !depth)
				return q + 1;
			continue;
		}
		switch (*q) {
		case '"':
			in_string = true;
			break;
		case '{':
		case '[':
			depth++;
			break;
		case '}':
		case ']':
			if (!depth)
				return q;
			if (!--depth)
				return q + 1;
			break;
		case ',':
		case ' ':
		case '\n':
			if (!depth)
				return q;
			break;
		}
	}
	return NULL;
}

static const char *skip_ws(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r'))
		p++;
	return p;
}

/*
 * Where the plugin's line of member needle starts (a JSON string holds no
 * raw newline, so the line is the member), or from if it has none.
 */
static const char *last_member(const char *from, const char *end, const char *needle)
{
	size_t n = strlen(needle);

	for (const char *q = end - n; q >= from && end - from >= (ptrdiff_t)n; q--)
		if (*q == '\n' && !memcmp(q, needle, n))
			return q;
	return from;
}

/*
 * The first pass's fast path: of "accesses", only "records" and "files"
 * are parsed; the members between are skipped by brackets, or jumped over
 * to the plugin's last line, "files".
 */
static bool read_records_fast(const char *path, struct text_buf *tb, struct slot *s)
{
	static const char key[] = "\n  \"accesses\": {";
	size_t len = 0;
	char *text = read_file(path, tb, &len), *at;
	const char *p, *end;
	char err[256];

	if (!text)
		return false;
	/* no profile, no layouts: nothing to note (the second pass checks it) */
	if (!(at = strstr(text, key)))
		return !strstr(text, "\"accesses\"");
	end = text + len;
	p = at + sizeof(key) - 1;
	for (;;) {
		const char *k, *ke, *v, *ve;

		p = skip_ws(p, end);
		if (p < end && *p == '}')
			return true;
		if (p >= end || *p != '"' || !(ke = value_end(p, end)))
			return false;
		k = p;
		p = skip_ws(ke, end);
		if (p >= end || *p != ':')
			return false;
		v = skip_ws(p + 1, end);
		if (!(ve = value_end(v, end)))
			return false;
		if ((ke - k == 9 && !strncmp(k, "\"records\"", 9)) ||
		    (ke - k == 7 && !strncmp(k, "\"files\"", 7))) {
			struct cl_json *j = json__parse(v, (size_t)(ve - v), err, sizeof(err));

			if (!j || j->type != CL_JSON_ARRAY) {
				json__delete(j);
				return false;
			}
			if (k[1] == 'r' && !s->own_records)
				s->records = s->own_records = j;
			else if (k[1] == 'f' && !s->own_files)
				s->files = s->own_files = j;
			else
				json__delete(j);
		}
		p = skip_ws(ve, end);
		if (p < end && *p == ',')
			p++;
		/* the plugin writes "files" last: skip the profile between */
		if (k[1] == 'r' && s->records)
			p = last_member(p, end, "\n    \"files\": ");
	}
}

static void read_slot(const char *path, struct text_buf *tb, struct slot *s, bool records_only)
{
	char err[512];

	if (records_only) {
		if (read_records_fast(path, tb, s))
			return;
		json__delete(s->own_records);
		json__delete(s->own_files);
		s->own_records = s->own_files = NULL;
		s->records = s->files = NULL;
	} else if (read_fast(path, tb, s)) {
		return;
	}
	s->rep = report__read(path, err, sizeof(err));
	if (!s->rep) {
		s->err = xstrdup(err);
		return;
	}
	s->accesses = s->rep->accesses;
	s->line_size = s->rep->line_size;
	if (records_only && s->accesses) {
		s->records = json__get(s->accesses, "records");
		s->files = json__get(s->accesses, "files");
	}
}

static void *loader_thread(void *arg)
{
	struct loader *l = arg;
	struct text_buf tb = { 0 };

	for (;;) {
		struct slot s = { 0 };
		size_t i;

		pthread_mutex_lock(&l->lock);
		while (l->next < l->nr && l->next >= l->consumed + LOOKAHEAD)
			pthread_cond_wait(&l->cond, &l->lock);
		i = l->next++;
		pthread_mutex_unlock(&l->lock);
		if (i >= l->nr) {
			free(tb.data);
			return NULL;
		}
		read_slot(l->paths[i], &tb, &s, l->records_only);
		s.done = true;
		pthread_mutex_lock(&l->lock);
		l->slots[i] = s;
		pthread_cond_broadcast(&l->cond);
		pthread_mutex_unlock(&l->lock);
	}
}

/* Adds one report's profile and layouts; false (message printed) on bad input. */
static bool merge_report(const char *path, struct slot *s, size_t idx,
			 const struct infer_layouts *il, struct cl_access_profile *prof,
			 struct cl_unit *layouts, unsigned int *line_size)
{
	char err[512];
	const struct cl_json *recs, *files;
	char **owned = NULL;
	size_t nr_owned = 0;
	bool ok = true;

	if (!*line_size)
		*line_size = s->line_size;
	else if (s->line_size != *line_size)
		fprintf(stderr, "cachelint infer: %s: line size %u differs from %u; using %u\n",
			path, s->line_size, *line_size, *line_size);
	if (!s->accesses)
		return true;
	/* the DOM is this slot's own, freed right after */
	infer_layouts__rename(il, idx, (struct cl_json *)s->accesses, &owned, &nr_owned);
	if (!profile__read_json(prof, s->accesses, err, sizeof(err))) {
		fprintf(stderr, "cachelint infer: %s: %s\n", path, err);
		ok = false;
	}
	recs = json__get(s->accesses, "records");
	files = json__get(s->accesses, "files");
	for (size_t i = 0; ok && recs && recs->type == CL_JSON_ARRAY && i < recs->nr; i++) {
		const char *key = json__string(recs->items[i], "name");
		char at[64];

		snprintf(at, sizeof(at), "\"accesses.records[%zu]\"", i);
		if (key && !infer_layouts__represents(il, idx, key))
			continue;
		if (!layout__read_record(layouts, recs->items[i], files, at, err, sizeof(err))) {
			fprintf(stderr, "cachelint infer: %s: %s\n", path, err);
			ok = false;
		}
	}
	for (size_t i = 0; i < nr_owned; i++)
		free(owned[i]);
	free(owned);
	return ok;
}

/* "dir/foo.c.cachelint.json" -> "foo.c": a unit's name when a record has no position */
static char *unit_name(const char *path)
{
	const char *base = strrchr(path, '/');
	size_t n;

	base = base ? base + 1 : path;
	n = strlen(base);
	if (n > 15 && !strcmp(base + n - 15, ".cachelint.json"))
		n -= 15;
	return xasprintf("%.*s", (int)n, base);
}

/* The first pass: every unit's record layouts, so that each tag's are known. */
static bool note_layouts(const char *path, struct slot *s, size_t idx, struct infer_layouts *il)
{
	char err[512], *name = unit_name(path);
	bool ok = infer_layouts__add_unit(il, idx, name, s->records, s->files, err, sizeof(err));

	if (!ok)
		fprintf(stderr, "cachelint infer: %s: %s\n", path, err);
	free(name);
	return ok;
}

static void slot_free(struct slot *s)
{
	report__delete(s->rep);
	json__delete(s->own);
	json__delete(s->own_records);
	json__delete(s->own_files);
	free(s->err);
}

/*
 * One pass over the reports: parsed ahead by the workers, consumed here in
 * path order (the first pass notes layouts, the second merges).
 */
static bool run_pass(char **paths, size_t nr, bool records_only, struct infer_layouts *il,
		     struct cl_access_profile *prof, struct cl_unit *layouts,
		     unsigned int *line_size)
{
	struct loader l = { .paths = paths, .nr = nr, .records_only = records_only };
	pthread_t threads[WORKERS];
	int started = 0;
	bool ok = true;

	l.slots = xzalloc((nr + 1) * sizeof(*l.slots));
	pthread_mutex_init(&l.lock, NULL);
	pthread_cond_init(&l.cond, NULL);
	for (int t = 0; t < WORKERS && (size_t)t < nr; t++)
		if (!pthread_create(&threads[started], NULL, loader_thread, &l))
			started++;
	if (!started) {		/* no threads: read here */
		struct text_buf tb = { 0 };

		for (size_t i = 0; i < nr; i++) {
			read_slot(paths[i], &tb, &l.slots[i], records_only);
			l.slots[i].done = true;
		}
		free(tb.data);
	}
	for (size_t i = 0; i < nr; i++) {
		struct slot *s = &l.slots[i];

		pthread_mutex_lock(&l.lock);
		while (!s->done)
			pthread_cond_wait(&l.cond, &l.lock);
		pthread_mutex_unlock(&l.lock);
		if (s->err) {
			/* said once, by the second pass */
			if (!records_only)
				fprintf(stderr, "cachelint infer: %s\n", s->err);
			ok = false;
		} else if (records_only ? !note_layouts(paths[i], s, i, il) :
			   !merge_report(paths[i], s, i, il, prof, layouts, line_size)) {
			ok = false;
		}
		slot_free(s);
		pthread_mutex_lock(&l.lock);
		l.consumed = i + 1;
		pthread_cond_broadcast(&l.cond);
		pthread_mutex_unlock(&l.lock);
	}
	for (int t = 0; t < started; t++)
		pthread_join(threads[t], NULL);
	pthread_mutex_destroy(&l.lock);
	pthread_cond_destroy(&l.cond);
	free(l.slots);
	return ok;
}

bool infer__load_reports(char **paths, size_t nr, struct cl_access_profile *prof,
			 struct cl_unit *layouts, unsigned int *line_size,
			 struct infer_layouts *il)
{
	/* a bad report is reported by the second pass, with the others' */
	run_pass(paths, nr, true, il, NULL, NULL, NULL);
	infer_layouts__solve(il);
	return run_pass(paths, nr, false, il, prof, layouts, line_size);
}
