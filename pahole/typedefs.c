// SPDX-License-Identifier: GPL-2.0
/*
 * Typedef answers from pahole -E.  With -E pahole expands every member's
 * type in place and names the typedefs it went through:
 *
 *	/ * typedef ktime_t -> s64 -> __s64 * / long long int expires;
 *	/ * typedef refcount_t * / struct refcount_struct {
 *		...
 *	} refs;
 *	/ * typedef atomic_t * / struct {
 *
 * (comments shown as "/ *" here).  Each arrow is what "pahole -C" prints
 * for that name ("typedef s64 ktime_t;"), the last name's is the type after
 * the comment; a top-level "typedef ... NAME;" (NAME was in the -C list) is
 * pahole -C's own answer, kept as it is.  A fact is
 * taken only from a member that is no pointer and no array (for those the
 * '*' or '[N]' may be the typedef's own: "typedef struct cpumask
 * cpumask_var_t[1]", for which pahole -C prints no alias), and a name seen
 * with two different facts (two units of one executable) is not answered.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decl.h"
#include "index.h"
#include "parse.h"
#include "typedefs.h"
#include "report.h"
#include "strtab.h"
#include "xalloc.h"

#define MAX_CHAIN 16
#define MAX_DEPTH 64
/* pahole takes -C as one argument: Linux allows 128 KiB for one */
#define MAX_CLASS_LIST (96 << 10)

enum fact_kind {
	FACT_ALIAS,	/* "typedef TEXT NAME;" */
	FACT_ANON,	/* NAME is a typedef'd anonymous struct or union: its own body */
	FACT_NONE,	/* a function (pointer) typedef: pahole -C gives no alias */
	FACT_LINE,	/* pahole's own "typedef ... NAME;" line, TEXT, for the parser */
};

struct fact {
	enum fact_kind kind;
	char *text;
	bool exact;	/* pahole printed NAME itself (it was in the -C list) */
	bool conflict;
};

/* A typedef comment seen on a member line, waiting for what follows. */
struct chain {
	unsigned int n;
	char *names[MAX_CHAIN];
	enum fact_kind final_kind;
	char *final_text;
};

struct open_brace {
	bool has_chain;
	struct chain chain;
	/* "typedef struct {" at the top: a -C name's own body, named at its '}' */
	bool top_typedef;
	bool top_named;		/* "typedef struct foo {": pahole -E's way of an array typedef */
	enum fact_kind top_kind;
};

struct pahole_typedefs {
	struct cl_strtab *facts;	/* name -> struct fact */
	struct fact **all;
	size_t nr, alloc;
	size_t certain;
	unsigned int depth;
	unsigned int overflow;		/* braces beyond MAX_DEPTH */
	struct open_brace stack[MAX_DEPTH];
	char *partial;
	size_t partial_len, partial_alloc;
};

struct pahole_typedefs *pahole_typedefs__new(void)
{
	struct pahole_typedefs *td = xzalloc(sizeof(*td));

	td->facts = strtab__new();
	return td;
}

static void chain__clear(struct chain *c)
{
	for (unsigned int i = 0; i < c->n; i++)
		free(c->names[i]);
	free(c->final_text);
	memset(c, 0, sizeof(*c));
}

void pahole_typedefs__delete(struct pahole_typedefs *td)
{
	if (!td)
		return;
	for (size_t i = 0; i < td->nr; i++) {
		free(td->all[i]->text);
		free(td->all[i]);
	}
	for (unsigned int i = 0; i < td->depth && i < MAX_DEPTH; i++)
		if (td->stack[i].has_chain)
			chain__clear(&td->stack[i].chain);
	free(td->all);
	strtab__delete(td->facts);
	free(td->partial);
	free(td);
}

size_t pahole_typedefs__count(const struct pahole_typedefs *td)
{
	return td ? td->certain : 0;
}

/*
 * What pahole printed for a -C name itself is exact and wins over what a
 * chain suggests; two different facts of one kind of source make the name
 * unanswered.
 */
static void learn_fact(struct pahole_typedefs *td, const char *name, enum fact_kind kind,
		       const char *text, bool exact)
{
	struct fact *f = strtab__lookup(td->facts, name);

	if (f && (f->exact == exact || !exact)) {
		if (f->exact && !exact)
			return;
		if (!f->conflict && (f->kind != kind || strcmp(f->text ? f->text : "",
							      text ? text : ""))) {
			f->conflict = true;
			td->certain--;
		}
		return;
	}
	if (f) {	/* an exact fact replaces a chain's */
		free(f->text);
		if (f->conflict)
			td->certain++;
	} else {
		f = xzalloc(sizeof(*f));
		XGROW(td->all, td->nr, td->alloc);
		td->all[td->nr++] = f;
		strtab__set(td->facts, name, f);
		td->certain++;
	}
	f->kind = kind;
	f->text = text ? xstrdup(text) : NULL;
	f->exact = exact;
	f->conflict = false;
}

void pahole_typedefs__learn(struct pahole_typedefs *td, const char *name,
			    enum pahole_typedef_kind kind, const char *target)
{
	switch (kind) {
	case PAHOLE_TYPEDEF_ALIAS:
		learn_fact(td, name, FACT_ALIAS, target, true);
		break;
	case PAHOLE_TYPEDEF_ANON:
		learn_fact(td, name, FACT_ANON, NULL, true);
		break;
	case PAHOLE_TYPEDEF_NONE:
		learn_fact(td, name, FACT_NONE, NULL, true);
		break;
	}
}

static void learn(struct pahole_typedefs *td, const char *name, enum fact_kind kind,
		  const char *text)
{
	learn_fact(td, name, kind, text, false);
}

static void learn_chain(struct pahole_typedefs *td, const struct chain *c)
{
	for (unsigned int i = 0; i + 1 < c->n; i++)
		learn(td, c->names[i], FACT_ALIAS, c->names[i + 1]);
	if (c->n)
		learn(td, c->names[c->n - 1], c->final_kind, c->final_text);
}

/* Copies s[0..len) with runs of blanks made one space, ends trimmed. */
static char *squeeze(const char *s, size_t len)
{
	char *out = xmalloc(len + 1), *o = out;

	for (size_t i = 0; i < len; i++) {
		if (s[i] == ' ' || s[i] == '\t') {
			if (o > out && o[-1] != ' ')
				*o++ = ' ';
		} else {
			*o++ = s[i];
		}
	}
	while (o > out && o[-1] == ' ')
		o--;
	*o = '\0';
	return out;
}

/* "a -> b -> c" into c->names; false when it is not such a list. */
static bool parse_chain(const char *s, size_t len, struct chain *c)
{
	const char *p = s, *end = s + len;

	while (p < end) {
		const char *arrow = memmem(p, (size_t)(end - p), " -> ", 4);
		const char *stop = arrow ? arrow : end;
		char *name = squeeze(p, (size_t)(stop - p));

		if (c->n >= MAX_CHAIN || !pahole_decl__is_identifier(name)) {
			free(name);
			return false;
		}
		c->names[c->n++] = name;
		p = arrow ? arrow + 4 : end;
	}
	return c->n > 0;
}

/* "struct foo {", "union {": the final type of an expanded member. */
static bool classify_opener(const char *rest, size_t len, struct chain *c)
{
	char *text = squeeze(rest, len - 1);	/* without '{' */
	bool ok = true;

	if (!strcmp(text, "struct") || !strcmp(text, "union")) {
		c->final_kind = FACT_ANON;
	} else if ((!strncmp(text, "struct ", 7) && pahole_decl__is_identifier(text + 7)) ||
		   (!strncmp(text, "union ", 6) && pahole_decl__is_identifier(text + 6))) {
		c->final_kind = FACT_ALIAS;
		c->final_text = text;
		text = NULL;
	} else {
		ok = false;	/* an enum, a qualified type, attributes: not sure */
	}
	free(text);
	return ok;
}

/*
 * A one-line member "TYPE NAME;" or "TYPE NAME:BITS;" after the comment:
 * the last name's fact.  False for pointers and arrays (the '*' or the
 * bound may be the typedef's) and qualified types.
 */
static bool classify_member(const char *rest, size_t len, struct chain *c)
{
	const char *semi = memrchr(rest, ';', len);
	size_t n;
	char *decl;

	if (!semi)
		return false;
	n = (size_t)(semi - rest);
	if (memchr(rest, '(', n)) {
		c->final_kind = FACT_NONE;	/* void (*fn)(...): a function typedef */
		return true;
	}
	if (memchr(rest, '*', n) || memchr(rest, '[', n))
		return false;
	decl = squeeze(rest, n);
	n = strlen(decl);
	/* drop ":BITS", then the member's name: what is left is the type */
	{
		char *colon = strrchr(decl, ':');

		if (colon)
			*colon = '\0';
	}
	n = strlen(decl);
	while (n && decl[n - 1] == ' ')
		n--;
	while (n && decl[n - 1] != ' ')
		n--;
	while (n && decl[n - 1] == ' ')
		n--;
	decl[n] = '\0';
	if (!n || !strncmp(decl, "const ", 6) || !strncmp(decl, "volatile ", 9) ||
	    strstr(decl, "__attribute__")) {
		free(decl);
		return false;
	}
	c->final_kind = FACT_ALIAS;
	c->final_text = decl;
	return true;
}

/* The declarator after an expanded type's '}': no array, no pointer. */
static bool plain_closing(const char *s, size_t len)
{
	const char *semi = memrchr(s, ';', len);
	size_t n = semi ? (size_t)(semi - s) : len;
	int paren = 0;

	/* attributes are in parentheses: "} __attribute__((__aligned__(8))) x;" */
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '(')
			paren++;
		else if (s[i] == ')')
			paren--;
		else if (!paren && (s[i] == '[' || s[i] == '*'))
			return false;
	}
	return true;
}

static void push(struct pahole_typedefs *td, const struct chain *c)
{
	struct open_brace *b;

	if (td->depth >= MAX_DEPTH) {
		td->overflow++;
		return;
	}
	b = &td->stack[td->depth++];
	memset(b, 0, sizeof(*b));
	if (c) {
		b->has_chain = true;
		b->chain = *c;
	}
}

static void pop(struct pahole_typedefs *td, const char *line, size_t len)
{
	struct open_brace *b;

	if (td->overflow) {
		td->overflow--;
		return;
	}
	if (!td->depth)
		return;
	b = &td->stack[--td->depth];
	if (b->top_typedef && td->depth == 0) {
		/* "} NAME;": what pahole -C NAME printed */
		const char *semi = memrchr(line, ';', len);
		struct pahole_decl d;

		if (semi && pahole_decl__parse_closing(line + 1, (size_t)(semi - line - 1), &d) &&
		    d.name) {
			bool plain = plain_closing(line + 1, len - 1);

			/*
			 * anonymous: its body is the record NAME; tagged and an
			 * array ("typedef struct lock lock_arr[2]"): no alias
			 */
			if (plain && !b->top_named)
				learn_fact(td, d.name, b->top_kind, NULL, true);
			else if (!plain && b->top_named)
				learn_fact(td, d.name, FACT_NONE, NULL, true);
		}
		if (semi)
			pahole_decl__exit(&d);
		b->top_typedef = false;
		return;
	}
	if (b->has_chain) {
		if (plain_closing(line + 1, len - 1))
			learn_chain(td, &b->chain);
		chain__clear(&b->chain);
		b->has_chain = false;
	}
}

static void typedef_line(struct pahole_typedefs *td, const char *t, size_t len)
{
	const char *close = len > 11 ? memmem(t + 11, len - 11, "*/", 2) : NULL;
	const char *rest;
	size_t rest_len;
	struct chain c;

	memset(&c, 0, sizeof(c));
	if (!close) {
		push(td, NULL);	/* keep the braces counted whatever it was */
		return;
	}
	rest = close + 2;
	while (rest < t + len && *rest == ' ')
		rest++;
	rest_len = (size_t)(t + len - rest);
	if (rest_len && rest[rest_len - 1] == '{') {
		if (parse_chain(t + 11, (size_t)(close - t - 11), &c) &&
		    classify_opener(rest, rest_len, &c)) {
			push(td, &c);
			return;
		}
		chain__clear(&c);
		push(td, NULL);
		return;
	}
	if (parse_chain(t + 11, (size_t)(close - t - 11), &c) &&
	    classify_member(rest, rest_len, &c))
		learn_chain(td, &c);
	chain__clear(&c);
}

/*
 * A top-level "typedef __u32 u32;" is pahole -C's answer for a name in the
 * list, kept as it is; "typedef struct {" opens that name's own body.
 */
static void top_line(struct pahole_typedefs *td, const char *t, size_t len)
{
	struct pahole_decl d;

	if (t[len - 1] == '{') {
		push(td, NULL);
		if (td->depth == 1) {
			char *opener = squeeze(t + 8, len - 9);

			td->stack[0].top_typedef = true;
			td->stack[0].top_named = strcmp(opener, "struct") && strcmp(opener, "union") &&
						 strcmp(opener, "enum");
			td->stack[0].top_kind = !strncmp(opener, "enum", 4) ? FACT_NONE : FACT_ANON;
			/* "typedef enum foo {": not sure what -C prints; leave it to pahole */
			if (td->stack[0].top_named && strncmp(opener, "struct ", 7) &&
			    strncmp(opener, "union ", 6))
				td->stack[0].top_typedef = false;
			free(opener);
		}
		return;
	}
	if (t[len - 1] != ';')
		return;
	if (pahole_decl__parse(t + 8, len - 9, &d) && d.name) {
		char *line = xasprintf("%.*s", (int)len, t);

		learn_fact(td, d.name, FACT_LINE, line, true);
		free(line);
	}
	pahole_decl__exit(&d);
}

static void scan_line(struct pahole_typedefs *td, const char *line, size_t len)
{
	const char *t = line;

	while (len && (*t == '\t' || *t == ' ')) {
		t++;
		len--;
	}
	while (len && (t[len - 1] == ' ' || t[len - 1] == '\t' || t[len - 1] == '\r'))
		len--;
	if (!len)
		return;
	if (len > 11 && !memcmp(t, "/* typedef ", 11)) {
		typedef_line(td, t, len);
		return;
	}
	if (!td->depth && !td->overflow && len > 8 && !memcmp(t, "typedef ", 8)) {
		top_line(td, t, len);
		return;
	}
	if (t[0] == '}') {
		pop(td, t, len);
		if (t[len - 1] == '{')	/* "} else {" does not occur; be safe */
			push(td, NULL);
		return;
	}
	if (t[len - 1] == '{') {
		if (td->depth >= MAX_DEPTH)
			td->overflow++;
		else
			push(td, NULL);
	}
}

void pahole_typedefs__feed(struct pahole_typedefs *td, const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		if (!nl || td->partial_len) {
			if (td->partial_len + n + 1 > td->partial_alloc) {
				td->partial_alloc = (td->partial_len + n + 1) * 2;
				td->partial = xrealloc(td->partial, td->partial_alloc);
			}
			memcpy(td->partial + td->partial_len, p, n);
			td->partial_len += n;
			if (!nl)
				return;
			scan_line(td, td->partial, td->partial_len);
			td->partial_len = 0;
		} else {
			scan_line(td, p, n);
		}
		p = nl + 1;
	}
}

void pahole_typedefs__finish(struct pahole_typedefs *td)
{
	if (td->partial_len) {
		scan_line(td, td->partial, td->partial_len);
		td->partial_len = 0;
	}
	while (td->depth) {
		struct open_brace *b = &td->stack[--td->depth];

		if (b->has_chain)
			chain__clear(&b->chain);
	}
	td->overflow = 0;
}

/* pahole -C NAME may print a struct of that tag rather than the typedef. */
static bool is_also_tag(const char *name, struct pahole_index *idx, const struct cl_unit *unit)
{
	char key[300];
	bool found = false;

	for (int u = 0; u < 2 && !found; u++) {
		snprintf(key, sizeof(key), "%s %s", u ? "union" : "struct", name);
		found = unit__find(unit, key) || (idx && pahole_index__has_key(idx, key));
	}
	return found;
}

bool pahole_typedefs__answer(const struct pahole_typedefs *td, const char *name,
			     struct pahole_parser *pp, struct pahole_index *idx,
			     const struct cl_unit *unit)
{
	const struct fact *f;
	char *line;

	/* not a type name at all: pahole -C finds nothing */
	if (!strcmp(name, "enum") || !strcmp(name, "struct") || !strcmp(name, "union"))
		return true;
	f = td ? strtab__lookup(td->facts, name) : NULL;
	if (!f || f->conflict || strlen(name) > 200 || is_also_tag(name, idx, unit))
		return false;
	switch (f->kind) {
	case FACT_ALIAS:
		line = xasprintf("typedef %s %s;", f->text, name);
		pahole_parser__line(pp, line, strlen(line));
		free(line);
		return true;
	case FACT_ANON:
		if (unit__find(unit, name))
			return true;	/* printed already: pahole -C's copy would be skipped */
		return idx && pahole_index__parse_key(idx, pp, name);
	case FACT_NONE:
		return true;
	case FACT_LINE:
		pahole_parser__line(pp, f->text, strlen(f->text));
		return true;
	}
	return false;
}

static bool has_unresolved(const struct cl_unit *unit, const struct cl_record *rec, int depth)
{
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *f = &rec->fields[i];
		const struct cl_record *inner;

		if (!f->record_key) {
			if (f->type_name && pahole_decl__is_identifier(f->type_name) &&
			    !pahole__is_base_type(f->type_name))
				return true;
			continue;
		}
		/* a named inline type is expanded inside its container */
		inner = unit__find(unit, f->record_key);
		if (inner && inner->is_anonymous && depth < 8 && has_unresolved(unit, inner, depth + 1))
			return true;
	}
	return false;
}

char *pahole_typedefs__containers(const struct cl_unit *unit,
				  bool (*want)(const struct cl_record *rec, void *ctx), void *ctx)
{
	struct cl_strtab *seen = strtab__new();
	struct cl_buf buf = { 0 };
	struct cl_printer p = printer__buf(&buf);
	size_t nr = 0;

	for (size_t r = 0; r < unit->nr_records; r++) {
		const struct cl_record *rec = unit->records[r];
		const char *bare = rec->key;

		if (rec->is_anonymous || (want && !want(rec, ctx)) || !has_unresolved(unit, rec, 0))
			continue;
		if (!strncmp(bare, "struct ", 7))
			bare += 7;
		else if (!strncmp(bare, "union ", 6))
			bare += 6;
		if (!pahole_decl__is_identifier(bare) || strtab__lookup(seen, bare))
			continue;
		strtab__insert(seen, bare, (void *)1);
		printer__printf(&p, "%s%s", nr++ ? "," : "", bare);
	}
	strtab__delete(seen);
	if (!nr || buf.len > MAX_CLASS_LIST) {
		buf__exit(&buf);
		return NULL;
	}
	return buf.data;
}
