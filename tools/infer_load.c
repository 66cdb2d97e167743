// SPDX-License-Identifier: GPL-2.0
/*
 * cachelint infer: reading a build's unit reports.  The plugin writes
 * "accesses" last, so a fast path parses only that object; two threads
 * parse ahead while the main thread merges in path order.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "access.h"
#include "infer_load.h"
#include "json.h"
#include "layout_json.h"
#include "report_read.h"
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
	unsigned int line_size;
	char *err;
	bool done;
};

struct loader {
	char **paths;
	size_t nr;
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
	ls = strstr(text, "\"line_size\": ");
	s->line_size = ls && ls < at ? (unsigned int)strtoul(ls + 13, NULL, 10) : 64;
	s->own = json__parse(at, (size_t)(end - at), err, sizeof(err));
	if (!s->own || s->own->type != CL_JSON_OBJECT || s->line_size < 8 ||
	    (s->line_size & (s->line_size - 1))) {
		json__delete(s->own);
		s->own = NULL;
		return false;
	}
	s->accesses = s->own;
	return true;
}

static void read_slot(const char *path, struct text_buf *tb, struct slot *s)
{
	char err[512];

	if (read_fast(path, tb, s))
		return;
	s->rep = report__read(path, err, sizeof(err));
	if (!s->rep) {
		s->err = xstrdup(err);
		return;
	}
	s->accesses = s->rep->accesses;
	s->line_size = s->rep->line_size;
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
		read_slot(l->paths[i], &tb, &s);
		s.done = true;
		pthread_mutex_lock(&l->lock);
		l->slots[i] = s;
		pthread_cond_broadcast(&l->cond);
		pthread_mutex_unlock(&l->lock);
	}
}

/* Adds one report's profile and layouts; false (message printed) on bad input. */
static bool merge_report(const char *path, const struct slot *s, struct cl_access_profile *prof,
			 struct cl_unit *layouts, unsigned int *line_size)
{
	char err[512];
	const struct cl_json *recs, *files;
	bool ok = true;

	if (!*line_size)
		*line_size = s->line_size;
	else if (s->line_size != *line_size)
		fprintf(stderr, "cachelint infer: %s: line size %u differs from %u; using %u\n",
			path, s->line_size, *line_size, *line_size);
	if (!s->accesses)
		return true;
	if (!profile__read_json(prof, s->accesses, err, sizeof(err))) {
		fprintf(stderr, "cachelint infer: %s: %s\n", path, err);
		ok = false;
	}
	recs = json__get(s->accesses, "records");
	files = json__get(s->accesses, "files");
	for (size_t i = 0; ok && recs && recs->type == CL_JSON_ARRAY && i < recs->nr; i++) {
		char at[64];

		snprintf(at, sizeof(at), "\"accesses.records[%zu]\"", i);
		if (!layout__read_record(layouts, recs->items[i], files, at, err, sizeof(err))) {
			fprintf(stderr, "cachelint infer: %s: %s\n", path, err);
			ok = false;
		}
	}
	return ok;
}

bool infer__load_reports(char **paths, size_t nr, struct cl_access_profile *prof,
			 struct cl_unit *layouts, unsigned int *line_size)
{
	struct loader l = { .paths = paths, .nr = nr };
	pthread_t threads[WORKERS];
	int started = 0;
	bool ok = true;

	l.slots = xzalloc(nr * sizeof(*l.slots));
	pthread_mutex_init(&l.lock, NULL);
	pthread_cond_init(&l.cond, NULL);
	for (int t = 0; t < WORKERS && (size_t)t < nr; t++)
		if (!pthread_create(&threads[started], NULL, loader_thread, &l))
			started++;
	if (!started) {		/* no threads: read here */
		struct text_buf tb = { 0 };

		for (size_t i = 0; i < nr; i++) {
			read_slot(paths[i], &tb, &l.slots[i]);
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
			fprintf(stderr, "cachelint infer: %s\n", s->err);
			ok = false;
		} else if (!merge_report(paths[i], s, prof, layouts, line_size)) {
			ok = false;
		}
		report__delete(s->rep);
		json__delete(s->own);
		free(s->err);
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
