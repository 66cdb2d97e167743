// SPDX-License-Identifier: GPL-2.0
/*
 * The lazy path of cachelint pahole.  The text is split at top-level
 * braces only (a line starting "struct x {" opens a type, a line starting
 * "}" closes it), which is cheap: no member line is read unless its type is
 * needed.  Everything a type needs sits inside its span, including pahole
 * -I's "<id> file:line" comment just before it.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "decl.h"
#include "index.h"
#include "strtab.h"
#include "xalloc.h"

struct span {
	size_t start, end;	/* byte range in text */
	char *key;
	bool parsed;
	bool has_marker;
	size_t next_same_key;	/* index + 1 of the next span with this key, 0 for none */
};

/* Span span embeds (not through a pointer) a member of type key. */
struct edge {
	size_t span;
	size_t next;		/* index + 1 of the next edge with this key */
};

struct pahole_index {
	char *text;
	size_t len, alloc;
	size_t built;		/* text before this offset is indexed */
	size_t nr, nalloc;
	struct span *spans;
	struct cl_strtab *by_key;	/* key -> index + 1 of its first span */
	size_t nr_edges, alloc_edges;
	struct edge *edges;
	struct cl_strtab *embedded_in;	/* member type key -> index + 1 of its first edge */
};

struct pahole_index *pahole_index__new(void)
{
	struct pahole_index *idx = xzalloc(sizeof(*idx));

	idx->by_key = strtab__new();
	idx->embedded_in = strtab__new();
	return idx;
}

void pahole_index__delete(struct pahole_index *idx)
{
	if (!idx)
		return;
	for (size_t i = 0; i < idx->nr; i++)
		free(idx->spans[i].key);
	free(idx->spans);
	free(idx->text);
	free(idx->edges);
	strtab__delete(idx->by_key);
	strtab__delete(idx->embedded_in);
	free(idx);
}

void pahole_index__append(struct pahole_index *idx, const char *buf, size_t len)
{
	if (idx->len + len + 1 > idx->alloc) {
		idx->alloc = (idx->len + len + 1) * 2;
		idx->text = xrealloc(idx->text, idx->alloc);
	}
	memcpy(idx->text + idx->len, buf, len);
	idx->len += len;
	idx->text[idx->len] = '\0';
}

size_t pahole_index__types(const struct pahole_index *idx)
{
	return idx->nr;
}

/* "struct foo {" -> "struct foo"; "typedef struct {" -> NULL (named at the end). */
static char *header_key(const char *line, size_t len)
{
	const char *kw;
	size_t skip;

	if (len > 8 && !memcmp(line, "typedef ", 8))
		return NULL;
	if (len > 7 && !memcmp(line, "struct ", 7)) {
		kw = "struct";
		skip = 7;
	} else if (len > 6 && !memcmp(line, "union ", 6)) {
		kw = "union";
		skip = 6;
	} else {
		return NULL;
	}
	for (size_t n = 0; skip + n < len; n++) {
		char c = line[skip + n];

		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '_'))
			return n ? xasprintf("%s %.*s", kw, (int)n, line + skip) : NULL;
	}
	return NULL;
}

/* "} name;" closing a typedef: the name. */
static char *closing_name(const char *line, size_t len)
{
	struct pahole_decl d;
	char *name = NULL;

	if (len < 2 || line[len - 1] != ';')
		return NULL;
	if (pahole_decl__parse_closing(line + 1, len - 2, &d)) {
		name = d.name;
		d.name = NULL;
		pahole_decl__exit(&d);
	}
	return name;
}

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

/*
 * C's type words and the kernel's fixed-width integers: never a record.
 * A switch on the length, not a table of strcmp: this runs on every member
 * line of a kernel.
 */
static bool is_scalar_word(const char *w, size_t n)
{
	switch (n) {
	case 2:
		return (w[0] == 'u' || w[0] == 's') && w[1] == '8';
	case 3:
		return !memcmp(w, "int", 3) || ((w[0] == 'u' || w[0] == 's') &&
		       (!memcmp(w + 1, "16", 2) || !memcmp(w + 1, "32", 2) || !memcmp(w + 1, "64", 2)));
	case 4:
		return !memcmp(w, "long", 4) || !memcmp(w, "char", 4) || !memcmp(w, "void", 4) ||
		       !memcmp(w, "bool", 4) || !memcmp(w, "__u8", 4) || !memcmp(w, "__s8", 4);
	case 5:
		return !memcmp(w, "short", 5) || !memcmp(w, "float", 5) || !memcmp(w, "_Bool", 5) ||
		       (w[0] == '_' && w[1] == '_' && (w[2] == 'u' || w[2] == 's') &&
			(!memcmp(w + 3, "16", 2) || !memcmp(w + 3, "32", 2) || !memcmp(w + 3, "64", 2)));
	case 6:
		return !memcmp(w, "signed", 6) || !memcmp(w, "double", 6) || !memcmp(w, "size_t", 6);
	case 8:
		return !memcmp(w, "unsigned", 8);
	default:
		return false;
	}
}

/*
 * The type a member line embeds by value ("struct sock     sk;" -> "struct
 * sock", "atomic_t  refs;" -> "atomic_t"), into out; false for pointers,
 * function pointers, base types and lines that are no member.
 */
static bool embedded_key(const char *line, size_t n, char *out, size_t outlen)
{
	const char *p = line, *end = line + n, *word;
	size_t prefix = 0;

	while (p < end && *p == '\t')
		p++;
	if (p >= end || !ident_char(*p) || end[-1] == '{')
		return false;
	for (;;) {
		if (end - p > 6 && !memcmp(p, "const ", 6))
			p += 6;
		else if (end - p > 9 && !memcmp(p, "volatile ", 9))
			p += 9;
		else
			break;
	}
	if (end - p > 7 && !memcmp(p, "struct ", 7))
		prefix = 7;
	else if (end - p > 6 && !memcmp(p, "union ", 6))
		prefix = 6;
	word = p + prefix;
	p = word;
	while (p < end && ident_char(*p))
		p++;
	if (p == word || (size_t)(p - line) >= outlen)
		return false;
	{
		const char *q = p;

		while (q < end && *q == ' ')
			q++;
		if (q >= end || *q == '*' || *q == '(' || *q == ':' || q == p)
			return false;
	}
	memcpy(out, line + (word - line) - prefix, (size_t)(p - word) + prefix);
	out[(size_t)(p - word) + prefix] = '\0';
	if (!prefix && is_scalar_word(out, (size_t)(p - word)))
		return false;
	return true;
}

static void add_edge(struct pahole_index *idx, size_t span, const char *key)
{
	size_t first = (size_t)(uintptr_t)strtab__lookup(idx->embedded_in, key);
	struct edge *e;

	/* one edge per (span, key): members of one type in a row are common */
	if (first && idx->edges[first - 1].span == span)
		return;
	XGROW(idx->edges, idx->nr_edges, idx->alloc_edges);
	e = &idx->edges[idx->nr_edges++];
	e->span = span;
	e->next = first;
	strtab__set(idx->embedded_in, key, (void *)(uintptr_t)idx->nr_edges);
}

void pahole_index__build(struct pahole_index *idx)
{
	size_t pos = idx->built, start = idx->built;
	bool open = false;
	char *key = NULL;

	while (pos < idx->len) {
		const char *line = idx->text + pos;
		const char *nl = memchr(line, '\n', idx->len - pos);
		size_t n = nl ? (size_t)(nl - line) : idx->len - pos;

		if (!open && n && line[n - 1] == '{' && line[0] != '\t' && line[0] != ' ') {
			open = true;
			key = header_key(line, n);
		} else if (open && n && line[0] == '}') {
			struct span *sp;

			if (!key)
				key = closing_name(line, n);
			XGROW(idx->spans, idx->nr, idx->nalloc);
			sp = &idx->spans[idx->nr++];
			memset(sp, 0, sizeof(*sp));
			sp->start = start;
			sp->end = pos + n + (nl ? 1 : 0);
			sp->key = key;
			sp->has_marker = memmem(idx->text + sp->start, sp->end - sp->start,
						"__cacheline_group_", 18) != NULL;
			if (key) {
				size_t first = (size_t)(uintptr_t)strtab__lookup(idx->by_key, key);

				if (!first) {
					strtab__set(idx->by_key, key, (void *)(uintptr_t)idx->nr);
				} else {
					struct span *s = &idx->spans[first - 1];

					while (s->next_same_key)
						s = &idx->spans[s->next_same_key - 1];
					s->next_same_key = idx->nr;
				}
			}
			key = NULL;
			open = false;
			start = pos + n + 1;
		} else if (open && n > 1 && line[0] == '\t') {
			char member_key[256];

			/* the span's number is the one its closing line will get */
			if (embedded_key(line, n, member_key, sizeof(member_key)))
				add_edge(idx, idx->nr, member_key);
		} else if (!open && n && line[0] != '/') {
			/* a line outside any type ("typedef __u64 u64;"): its own span */
			start = pos + n + 1;
		}
		pos += n + (nl ? 1 : 0);
	}
	free(key);
	idx->built = idx->len;
}

static size_t parse_span(struct pahole_index *idx, struct pahole_parser *pp, size_t i)
{
	struct span *sp = &idx->spans[i];

	if (sp->parsed)
		return 0;
	sp->parsed = true;
	pahole_parser__feed(pp, idx->text + sp->start, sp->end - sp->start);
	pahole_parser__finish(pp);
	return 1;
}

static size_t parse_key(struct pahole_index *idx, struct pahole_parser *pp, const char *key)
{
	size_t first = (size_t)(uintptr_t)strtab__lookup(idx->by_key, key), parsed = 0;

	while (first) {
		parsed += parse_span(idx, pp, first - 1);
		first = idx->spans[first - 1].next_same_key;
	}
	return parsed;
}

bool pahole_index__has_key(const struct pahole_index *idx, const char *key)
{
	return strtab__lookup(idx->by_key, key) != NULL;
}

bool pahole_index__parse_key(struct pahole_index *idx, struct pahole_parser *pp, const char *key)
{
	if (!pahole_index__has_key(idx, key))
		return false;
	parse_key(idx, pp, key);
	return true;
}

size_t pahole_index__parse_needed(struct pahole_index *idx, struct pahole_parser *pp,
				  struct cl_unit *unit,
				  bool (*wanted)(const char *key, void *ctx), void *ctx)
{
	size_t parsed = 0, done = 0, *queue = xmalloc((idx->nr + 1) * sizeof(*queue));
	size_t head = 0, tail = 0;
	bool *needed = xzalloc((idx->nr + 1) * sizeof(*needed));

	for (size_t i = 0; i < idx->nr; i++)
		if (idx->spans[i].has_marker || (idx->spans[i].key && wanted &&
						 wanted(idx->spans[i].key, ctx))) {
			needed[i] = true;
			queue[tail++] = i;
		}
	/* upwards: every type that embeds a needed one is checked as its container */
	while (head < tail) {
		const struct span *sp = &idx->spans[queue[head++]];
		size_t e = sp->key ? (size_t)(uintptr_t)strtab__lookup(idx->embedded_in, sp->key) : 0;

		for (; e; e = idx->edges[e - 1].next) {
			size_t container = idx->edges[e - 1].span;

			if (container < idx->nr && !needed[container]) {
				needed[container] = true;
				queue[tail++] = container;
			}
		}
	}
	for (size_t i = 0; i < idx->nr; i++)
		if (needed[i])
			parsed += parse_span(idx, pp, i);
	free(queue);
	free(needed);
	/* the types those embed, until nothing new: records are appended to unit */
	while (done < unit->nr_records) {
		const struct cl_record *rec = unit->records[done++];

		for (size_t i = 0; i < rec->nr_fields; i++) {
			const struct cl_field *f = &rec->fields[i];
			const char *key = f->record_key;

			if (!key && f->type_name && pahole_decl__is_identifier(f->type_name))
				key = f->type_name;	/* a typedef'd struct, when pahole printed it */
			if (key && !unit__find(unit, key))
				parsed += parse_key(idx, pp, key);
		}
	}
	return parsed;
}

const char *pahole_index__text(const struct pahole_index *idx, const char *key, size_t *len)
{
	size_t first = (size_t)(uintptr_t)strtab__lookup(idx->by_key, key);

	if (!first)
		return NULL;
	*len = idx->spans[first - 1].end - idx->spans[first - 1].start;
	return idx->text + idx->spans[first - 1].start;
}
