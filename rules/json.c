// SPDX-License-Identifier: GPL-2.0
/*
 * A small recursive-descent JSON reader building a DOM, and the string
 * writer the report printers share.  Reports are small (one translation
 * unit, or a merged build), so a DOM is simpler than a streaming parser and
 * fast enough; depth is bounded so hostile input cannot blow the stack.
 *
 * Nodes, strings and arrays come from one arena per document, freed at
 * once with the root: cachelint infer parses 3,000 kernel reports on two
 * threads, and a malloc per node made the threads fight over the
 * allocator's locks when the main thread freed what a worker allocated.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "report.h"

#define JSON_MAX_DEPTH 256

/* A block of the arena; the first one also holds the arena's root node. */
struct json_block {
	struct json_block *next;
	size_t used, size;
	_Alignas(16) char data[];
};

struct json_arena {
	struct json_block *head;
};

#define JSON_BLOCK_SIZE (64 * 1024)

struct json_parser {
	struct json_arena arena;
	const char *text;
	const char *pos;
	const char *end;
	char *err;
	size_t errlen;
	bool failed;
};

static unsigned int parser__line(const struct json_parser *p)
{
	unsigned int line = 1;

	for (const char *c = p->text; c < p->pos && c < p->end; c++)
		if (*c == '\n')
			line++;
	return line;
}

static void parser__error(struct json_parser *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void parser__error(struct json_parser *p, const char *fmt, ...)
{
	char what[160];
	va_list ap;

	if (p->failed)
		return;
	p->failed = true;
	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	if (p->err && p->errlen)
		snprintf(p->err, p->errlen, "line %u: %s", parser__line(p), what);
}

static void skip_space(struct json_parser *p)
{
	while (p->pos < p->end &&
	       (*p->pos == ' ' || *p->pos == '\t' || *p->pos == '\n' || *p->pos == '\r'))
		p->pos++;
}

/* size bytes, 16-aligned, from the arena; NULL when out of memory. */
static void *arena_alloc(struct json_arena *a, size_t size)
{
	struct json_block *b = a->head;

	size = (size + 15) & ~(size_t)15;
	if (!b || b->size - b->used < size) {
		size_t want = size > JSON_BLOCK_SIZE ? size : JSON_BLOCK_SIZE;

		b = malloc(sizeof(*b) + want);
		if (!b)
			return NULL;
		b->size = want;
		b->used = 0;
		/* a big one-off goes behind the current block, which keeps filling */
		if (a->head && want > JSON_BLOCK_SIZE) {
			b->next = a->head->next;
			a->head->next = b;
		} else {
			b->next = a->head;
			a->head = b;
		}
	}
	b->used += size;
	return b->data + b->used - size;
}

static void arena_free(struct json_arena *a)
{
	for (struct json_block *b = a->head, *next; b; b = next) {
		next = b->next;
		free(b);
	}
	a->head = NULL;
}

static struct cl_json *json__new(struct json_parser *p, enum cl_json_type type)
{
	struct cl_json *j = arena_alloc(&p->arena, sizeof(*j));

	if (j) {
		memset(j, 0, sizeof(*j));
		j->type = type;
	}
	return j;
}

/* Frees a whole document: only a root from json__parse owns memory. */
void json__delete(struct cl_json *j)
{
	struct json_arena a;

	if (!j || !j->arena)
		return;
	a.head = j->arena;
	arena_free(&a);
}

/* Appends a child (and its key for objects); false when out of memory. */
static bool json__append(struct json_parser *p, struct cl_json *j, size_t *alloc, char *key,
			 struct cl_json *item)
{
	if (j->nr == *alloc) {
		size_t n = *alloc ? *alloc * 2 : 4;
		struct cl_json **items = arena_alloc(&p->arena, n * sizeof(*items));

		if (!items)
			return false;
		if (j->nr)
			memcpy(items, j->items, j->nr * sizeof(*items));
		j->items = items;
		if (j->type == CL_JSON_OBJECT) {
			char **keys = arena_alloc(&p->arena, n * sizeof(*keys));

			if (!keys)
				return false;
			if (j->nr)
				memcpy(keys, j->keys, j->nr * sizeof(*keys));
			j->keys = keys;
		}
		*alloc = n;
	}
	j->items[j->nr] = item;
	if (j->type == CL_JSON_OBJECT)
		j->keys[j->nr] = key;
	j->nr++;
	return true;
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static bool parse_hex4(struct json_parser *p, unsigned int *out)
{
	unsigned int v = 0;

	if (p->end - p->pos < 4) {
		parser__error(p, "truncated \\u escape");
		return false;
	}
	for (int i = 0; i < 4; i++) {
		int d = hex_digit(p->pos[i]);

		if (d < 0) {
			parser__error(p, "bad \\u escape");
			return false;
		}
		v = v * 16 + (unsigned int)d;
	}
	p->pos += 4;
	*out = v;
	return true;
}

static size_t utf8_encode(unsigned int cp, char *out)
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xc0 | (cp >> 6));
		out[1] = (char)(0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xe0 | (cp >> 12));
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		out[2] = (char)(0x80 | (cp & 0x3f));
		return 3;
	}
	out[0] = (char)(0xf0 | (cp >> 18));
	out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
	out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
	out[3] = (char)(0x80 | (cp & 0x3f));
	return 4;
}

/* p->pos is at the opening quote.  Returns the decoded string (arena). */
static char *parse_string_raw(struct json_parser *p)
{
	const char *start = ++p->pos;
	size_t alloc, len = 0;
	char *out;

	/* Decoded text is never longer than the escaped text, quote excluded. */
	while (p->pos < p->end && *p->pos != '"') {
		if (*p->pos == '\\' && p->pos + 1 < p->end)
			p->pos++;
		p->pos++;
	}
	if (p->pos >= p->end) {
		p->pos = start - 1;
		parser__error(p, "unterminated string");
		return NULL;
	}
	alloc = (size_t)(p->pos - start) + 1;
	out = arena_alloc(&p->arena, alloc);
	if (!out) {
		parser__error(p, "out of memory");
		return NULL;
	}
	p->pos = start;
	while (*p->pos != '"') {
		unsigned char c = (unsigned char)*p->pos++;

		if (c < 0x20) {
			p->pos--;
			parser__error(p, "control character in string");
			goto fail;
		}
		if (c != '\\') {
			out[len++] = (char)c;
			continue;
		}
		c = (unsigned char)*p->pos++;
		switch (c) {
		case '"': out[len++] = '"'; break;
		case '\\': out[len++] = '\\'; break;
		case '/': out[len++] = '/'; break;
		case 'b': out[len++] = '\b'; break;
		case 'f': out[len++] = '\f'; break;
		case 'n': out[len++] = '\n'; break;
		case 'r': out[len++] = '\r'; break;
		case 't': out[len++] = '\t'; break;
		case 'u': {
			unsigned int cp, lo;

			if (!parse_hex4(p, &cp))
				goto fail;
			if (cp >= 0xd800 && cp < 0xdc00 && p->end - p->pos >= 6 &&
			    p->pos[0] == '\\' && p->pos[1] == 'u') {
				const char *save = p->pos;

				p->pos += 2;
				if (!parse_hex4(p, &lo))
					goto fail;
				if (lo >= 0xdc00 && lo < 0xe000)
					cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
				else
					p->pos = save;
			}
			if (cp == 0) {
				parser__error(p, "\\u0000 in string");
				goto fail;
			}
			/* 6 escaped bytes always hold the <= 4 encoded ones */
			len += utf8_encode(cp, out + len);
			break;
		}
		default:
			p->pos--;
			parser__error(p, "bad escape '\\%c'", c >= 0x20 && c < 0x7f ? c : '?');
			goto fail;
		}
	}
	p->pos++;
	out[len] = '\0';
	return out;
fail:
	return NULL;	/* the arena goes with the failed parse */
}

static struct cl_json *parse_value(struct json_parser *p, unsigned int depth);

static struct cl_json *parse_array(struct json_parser *p, unsigned int depth)
{
	struct cl_json *j = json__new(p, CL_JSON_ARRAY);
	size_t alloc = 0;

	if (!j) {
		parser__error(p, "out of memory");
		return NULL;
	}
	p->pos++;
	skip_space(p);
	if (p->pos < p->end && *p->pos == ']') {
		p->pos++;
		return j;
	}
	for (;;) {
		struct cl_json *item = parse_value(p, depth + 1);

		if (!item)
			return NULL;
		if (!json__append(p, j, &alloc, NULL, item)) {
			parser__error(p, "out of memory");
			return NULL;
		}
		skip_space(p);
		if (p->pos < p->end && *p->pos == ',') {
			p->pos++;
			continue;
		}
		if (p->pos < p->end && *p->pos == ']') {
			p->pos++;
			return j;
		}
		parser__error(p, "expected ',' or ']' in array");
		return NULL;
	}
}

static struct cl_json *parse_object(struct json_parser *p, unsigned int depth)
{
	struct cl_json *j = json__new(p, CL_JSON_OBJECT);
	size_t alloc = 0;

	if (!j) {
		parser__error(p, "out of memory");
		return NULL;
	}
	p->pos++;
	skip_space(p);
	if (p->pos < p->end && *p->pos == '}') {
		p->pos++;
		return j;
	}
	for (;;) {
		struct cl_json *item;
		char *key;

		skip_space(p);
		if (p->pos >= p->end || *p->pos != '"') {
			parser__error(p, "expected a string key in object");
			return NULL;
		}
		key = parse_string_raw(p);
		if (!key)
			return NULL;
		skip_space(p);
		if (p->pos >= p->end || *p->pos != ':') {
			parser__error(p, "expected ':' after key");
			return NULL;
		}
		p->pos++;
		item = parse_value(p, depth + 1);
		if (!item)
			return NULL;
		if (!json__append(p, j, &alloc, key, item)) {
			parser__error(p, "out of memory");
			return NULL;
		}
		skip_space(p);
		if (p->pos < p->end && *p->pos == ',') {
			p->pos++;
			continue;
		}
		if (p->pos < p->end && *p->pos == '}') {
			p->pos++;
			return j;
		}
		parser__error(p, "expected ',' or '}' in object");
		return NULL;
	}
}

static struct cl_json *parse_number(struct json_parser *p)
{
	const char *s = p->pos;
	char buf[64];
	struct cl_json *j;
	char *endp;
	size_t n;

	if (s < p->end && *s == '-')
		s++;
	if (s >= p->end || *s < '0' || *s > '9') {
		parser__error(p, "unexpected character");
		return NULL;
	}
	while (s < p->end && ((*s >= '0' && *s <= '9') || *s == '.' || *s == 'e' ||
			      *s == 'E' || *s == '+' || *s == '-'))
		s++;
	n = (size_t)(s - p->pos);
	if (n >= sizeof(buf)) {
		parser__error(p, "number too long");
		return NULL;
	}
	memcpy(buf, p->pos, n);
	buf[n] = '\0';
	j = json__new(p, CL_JSON_NUMBER);
	if (!j) {
		parser__error(p, "out of memory");
		return NULL;
	}
	errno = 0;
	j->number = strtod(buf, &endp);
	if (*endp) {
		parser__error(p, "bad number '%s'", buf);
		return NULL;
	}
	p->pos = s;
	return j;
}

static bool match_word(struct json_parser *p, const char *word)
{
	size_t n = strlen(word);

	if ((size_t)(p->end - p->pos) >= n && !memcmp(p->pos, word, n)) {
		p->pos += n;
		return true;
	}
	return false;
}

static struct cl_json *parse_value(struct json_parser *p, unsigned int depth)
{
	struct cl_json *j;

	if (depth > JSON_MAX_DEPTH) {
		parser__error(p, "nested too deeply");
		return NULL;
	}
	skip_space(p);
	if (p->pos >= p->end) {
		parser__error(p, "unexpected end of input");
		return NULL;
	}
	switch (*p->pos) {
	case '{':
		return parse_object(p, depth);
	case '[':
		return parse_array(p, depth);
	case '"': {
		char *s = parse_string_raw(p);

		if (!s)
			return NULL;
		j = json__new(p, CL_JSON_STRING);
		if (!j) {
			parser__error(p, "out of memory");
			return NULL;
		}
		j->string = s;
		return j;
	}
	case 't':
	case 'f':
	case 'n':
		if (match_word(p, "true")) {
			j = json__new(p, CL_JSON_BOOL);
			if (j)
				j->boolean = true;
		} else if (match_word(p, "false")) {
			j = json__new(p, CL_JSON_BOOL);
		} else if (match_word(p, "null")) {
			j = json__new(p, CL_JSON_NULL);
		} else {
			parser__error(p, "unexpected word");
			return NULL;
		}
		if (!j)
			parser__error(p, "out of memory");
		return j;
	default:
		return parse_number(p);
	}
}

struct cl_json *json__parse(const char *text, size_t len, char *err, size_t errlen)
{
	struct json_parser p = {
		.text = text, .pos = text, .end = text + len, .err = err, .errlen = errlen,
	};
	struct cl_json *j;

	if (err && errlen)
		err[0] = '\0';
	/* a UTF-8 byte order mark is harmless */
	if (len >= 3 && !memcmp(text, "\xef\xbb\xbf", 3))
		p.pos += 3;
	j = parse_value(&p, 0);
	if (j) {
		skip_space(&p);
		if (p.pos != p.end) {
			parser__error(&p, "trailing characters after the JSON value");
			j = NULL;
		}
	}
	if (!j) {
		arena_free(&p.arena);
		return NULL;
	}
	j->arena = p.arena.head;
	return j;
}

const struct cl_json *json__get(const struct cl_json *obj, const char *key)
{
	if (!obj || obj->type != CL_JSON_OBJECT)
		return NULL;
	for (size_t i = 0; i < obj->nr; i++)
		if (!strcmp(obj->keys[i], key))
			return obj->items[i];
	return NULL;
}

const char *json__string(const struct cl_json *obj, const char *key)
{
	const struct cl_json *j = json__get(obj, key);

	return j && j->type == CL_JSON_STRING ? j->string : NULL;
}

double json__number(const struct cl_json *obj, const char *key, double dflt)
{
	const struct cl_json *j = json__get(obj, key);

	return j && j->type == CL_JSON_NUMBER ? j->number : dflt;
}

void json__print_string(const struct cl_printer *p, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	const char *run = s;

	p->write(p->ctx, "\"", 1);
	if (!s)
		s = run = "";
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		char esc[8];
		size_t n = 0;

		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		if (s > run)
			p->write(p->ctx, run, (size_t)(s - run));
		esc[n++] = '\\';
		switch (c) {
		case '"': esc[n++] = '"'; break;
		case '\\': esc[n++] = '\\'; break;
		case '\n': esc[n++] = 'n'; break;
		case '\t': esc[n++] = 't'; break;
		case '\r': esc[n++] = 'r'; break;
		default:
			esc[n++] = 'u';
			esc[n++] = '0';
			esc[n++] = '0';
			esc[n++] = hex[c >> 4];
			esc[n++] = hex[c & 15];
		}
		p->write(p->ctx, esc, n);
		run = s + 1;
	}
	if (s > run)
		p->write(p->ctx, run, (size_t)(s - run));
	p->write(p->ctx, "\"", 1);
}
