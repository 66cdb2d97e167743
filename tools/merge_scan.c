// SPDX-License-Identifier: GPL-2.0
/* One-pass scanner of a report for merge; see merge_scan.h. */
#include <stdlib.h>
#include <string.h>

#include "merge_scan.h"
#include "xalloc.h"

const char *const scan_merge_keys[] = { "units", "variants", "variant", "variant_units", NULL };

#define MAX_DEPTH 64

struct scanner {
	const char *p, *end;
	struct scan_report *r;
	struct cl_buf *out;		/* where values are copied, or NULL to skip */
};

static void put(struct cl_buf *b, const char *s, size_t n)
{
	if (!b)
		return;
	if (b->len + n + 1 > b->alloc) {
		b->alloc = (b->len + n + 1) * 2;
		b->data = realloc(b->data, b->alloc);
		if (!b->data)
			abort();
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

static void ws(struct scanner *s)
{
	while (s->p < s->end && (*s->p == ' ' || *s->p == '\n' || *s->p == '\t' || *s->p == '\r'))
		s->p++;
}

/* A string token; raw and raw_len: its content as written. */
static int string(struct scanner *s, const char **raw, size_t *raw_len)
{
	const char *start;

	if (s->p >= s->end || *s->p != '"')
		return -1;
	start = ++s->p;
	for (;;) {
		if (s->p >= s->end || (unsigned char)*s->p < 0x20)
			return -1;
		if (*s->p == '\\') {
			s->p += 2;
			continue;
		}
		if (*s->p == '"')
			break;
		s->p++;
	}
	if (s->p > s->end)
		return -1;
	*raw = start;
	*raw_len = (size_t)(s->p - start);
	s->p++;
	put(s->out, start - 1, *raw_len + 2);
	return 0;
}

static int value(struct scanner *s, unsigned int depth);

static int number_or_literal(struct scanner *s)
{
	const char *start = s->p;

	while (s->p < s->end && ((*s->p >= '0' && *s->p <= '9') || *s->p == '-' || *s->p == '+' ||
				 *s->p == '.' || *s->p == 'e' || *s->p == 'E' ||
				 (*s->p >= 'a' && *s->p <= 'z')))
		s->p++;
	if (s->p == start)
		return -1;
	if ((*start >= 'a' && *start <= 'z') &&
	    !((s->p - start == 4 && (!memcmp(start, "true", 4) || !memcmp(start, "null", 4))) ||
	      (s->p - start == 5 && !memcmp(start, "false", 5))))
		return -1;
	put(s->out, start, (size_t)(s->p - start));
	return 0;
}

static int container(struct scanner *s, unsigned int depth)
{
	char open = *s->p, close = open == '{' ? '}' : ']';
	bool first = true;

	if (depth > MAX_DEPTH)
		return -1;
	put(s->out, s->p++, 1);
	ws(s);
	if (s->p < s->end && *s->p == close) {
		put(s->out, s->p++, 1);
		return 0;
	}
	for (;;) {
		const char *raw;
		size_t n;

		if (!first)
			put(s->out, ",", 1);
		first = false;
		ws(s);
		if (open == '{') {
			if (string(s, &raw, &n))
				return -1;
			ws(s);
			if (s->p >= s->end || *s->p != ':')
				return -1;
			put(s->out, s->p++, 1);
			ws(s);
		}
		if (value(s, depth + 1))
			return -1;
		ws(s);
		if (s->p >= s->end)
			return -1;
		if (*s->p == close) {
			put(s->out, s->p++, 1);
			return 0;
		}
		if (*s->p != ',')
			return -1;
		s->p++;
	}
}

static int value(struct scanner *s, unsigned int depth)
{
	const char *raw;
	size_t n;

	ws(s);
	if (s->p >= s->end)
		return -1;
	if (*s->p == '{' || *s->p == '[')
		return container(s, depth);
	if (*s->p == '"')
		return string(s, &raw, &n);
	return number_or_literal(s);
}

static int number(struct scanner *s, double *v)
{
	char tmp[64], *end;
	const char *start = s->p;
	struct cl_buf *saved = s->out;

	s->out = NULL;
	if (number_or_literal(s)) {
		s->out = saved;
		return -1;
	}
	s->out = saved;
	if ((size_t)(s->p - start) >= sizeof(tmp))
		return -1;
	memcpy(tmp, start, (size_t)(s->p - start));
	tmp[s->p - start] = '\0';
	*v = strtod(tmp, &end);
	if (*end)
		*v = -1;	/* true/false/null where a number was wanted */
	return 0;
}

static void put_utf8(struct cl_buf *b, unsigned long c)
{
	char u[4];
	size_t n;

	if (c < 0x80) {
		u[0] = (char)c;
		n = 1;
	} else if (c < 0x800) {
		u[0] = (char)(0xc0 | (c >> 6));
		u[1] = (char)(0x80 | (c & 0x3f));
		n = 2;
	} else {
		u[0] = (char)(0xe0 | (c >> 12));
		u[1] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[2] = (char)(0x80 | (c & 0x3f));
		n = 3;
	}
	put(b, u, n);
}

void scan__decode(const char *raw, size_t n, struct cl_buf *out)
{
	for (size_t i = 0; i < n; i++) {
		char c = raw[i];

		if (c != '\\' || i + 1 >= n) {
			put(out, &c, 1);
			continue;
		}
		c = raw[++i];
		switch (c) {
		case 'n': put(out, "\n", 1); break;
		case 't': put(out, "\t", 1); break;
		case 'r': put(out, "\r", 1); break;
		case 'b': put(out, "\b", 1); break;
		case 'f': put(out, "\f", 1); break;
		case 'u':
			if (i + 4 < n) {
				char hex[5] = { raw[i + 1], raw[i + 2], raw[i + 3], raw[i + 4], 0 };

				/* surrogate pairs stay as two replacement-free halves: rare in names */
				put_utf8(out, strtoul(hex, NULL, 16));
				i += 4;
			}
			break;
		default: put(out, &c, 1);	/* \" \\ \/ */
		}
	}
}

static size_t add_str(struct scan_report *r, const char *raw, size_t n)
{
	r->str_offs = xgrow(r->str_offs, &r->alloc_strs, r->nr_strs + 1, sizeof(size_t));
	r->str_offs[r->nr_strs] = r->strs.len;
	if (memchr(raw, '\\', n))
		scan__decode(raw, n, &r->strs);
	else
		put(&r->strs, raw, n);
	put(&r->strs, "", 1);
	return r->nr_strs++;
}

static bool is_merge_key(const char *raw, size_t n)
{
	for (const char *const *k = scan_merge_keys; *k; k++)
		if (strlen(*k) == n && !memcmp(*k, raw, n))
			return true;
	return false;
}

#define KEY(raw, n, lit) ((n) == sizeof(lit) - 1 && !memcmp(raw, lit, n))

/* A struct or finding object: copied compact, merge's keys taken out. */
static int item(struct scanner *s, struct scan_item *it)
{
	struct scan_report *r = s->r;
	bool first = true;

	memset(it, 0, sizeof(*it));
	it->units = -1;
	it->variant = -1;
	ws(s);
	if (s->p >= s->end || *s->p != '{')
		return -1;
	s->p++;
	s->out = &r->text;
	it->text_off = r->text.len;
	put(s->out, "{", 1);
	ws(s);
	if (s->p < s->end && *s->p == '}') {
		s->p++;
		put(s->out, "}", 1);
		it->text_len = r->text.len - it->text_off;
		return 0;
	}
	for (;;) {
		const char *key, *sv;
		size_t kn, sn;

		ws(s);
		s->out = NULL;
		if (string(s, &key, &kn))
			return -1;
		ws(s);
		if (s->p >= s->end || *s->p != ':')
			return -1;
		s->p++;
		ws(s);
		if (is_merge_key(key, kn)) {
			if (KEY(key, kn, "units")) {
				if (number(s, &it->units))
					return -1;
			} else if (KEY(key, kn, "variant") && s->p < s->end && *s->p != '"' &&
				   *s->p != '{' && *s->p != '[') {
				if (number(s, &it->variant))
					return -1;
			} else if (KEY(key, kn, "variant_units") && s->p < s->end && *s->p == '[') {
				s->p++;
				it->vu_first = r->nr_strs;
				for (ws(s); s->p < s->end && *s->p != ']';) {
					if (string(s, &sv, &sn))
						return -1;
					add_str(r, sv, sn);
					it->vu_count++;
					ws(s);
					if (s->p < s->end && *s->p == ',')
						s->p++;
					ws(s);
				}
				if (s->p >= s->end)
					return -1;
				s->p++;
			} else if (value(s, 1)) {
				return -1;
			}
		} else {
			s->out = &r->text;
			if (!first)
				put(s->out, ",", 1);
			first = false;
			put(s->out, key - 1, kn + 2);
			put(s->out, ":", 1);
			if ((KEY(key, kn, "name") || KEY(key, kn, "struct")) && s->p < s->end &&
			    *s->p == '"') {
				if (string(s, &sv, &sn))
					return -1;
				it->name_off = r->text.len - sn - 1;
				it->name_len = sn;
			} else if (KEY(key, kn, "size") && s->p < s->end && *s->p != '"' &&
				   *s->p != '{' && *s->p != '[') {
				const char *at = s->p;

				if (number(s, &it->size))
					return -1;
				put(s->out, at, (size_t)(s->p - at));
			} else if (value(s, 1)) {
				return -1;
			}
		}
		ws(s);
		if (s->p >= s->end)
			return -1;
		if (*s->p == '}') {
			s->p++;
			break;
		}
		if (*s->p != ',')
			return -1;
		s->p++;
	}
	s->out = &r->text;
	put(s->out, "}", 1);
	it->text_len = r->text.len - it->text_off;
	return 0;
}

static int items(struct scanner *s, bool structs)
{
	struct scan_report *r = s->r;

	ws(s);
	if (s->p >= s->end || *s->p != '[')
		return -1;
	s->p++;
	ws(s);
	if (s->p < s->end && *s->p == ']') {
		s->p++;
		return 0;
	}
	for (;;) {
		struct scan_item it;

		if (item(s, &it))
			return -1;
		if (structs) {
			if (!it.name_len)
				return -1;
			r->structs = xgrow(r->structs, &r->alloc_structs, r->nr_structs + 1, sizeof(it));
			r->structs[r->nr_structs++] = it;
		} else {
			r->findings = xgrow(r->findings, &r->alloc_findings, r->nr_findings + 1, sizeof(it));
			r->findings[r->nr_findings++] = it;
		}
		ws(s);
		if (s->p < s->end && *s->p == ']') {
			s->p++;
			return 0;
		}
		if (s->p >= s->end || *s->p != ',')
			return -1;
		s->p++;
	}
}

void scan__init(struct scan_report *r)
{
	memset(r, 0, sizeof(*r));
	scan__reset(r);
}

void scan__reset(struct scan_report *r)
{
	r->text.len = 0;
	r->strs.len = 0;
	r->nr_structs = r->nr_findings = r->nr_strs = 0;
	r->version = r->line_size = r->units = -1;
	r->tool_off = r->source_off = r->tool_version_off = -1;
	r->has_structs = 0;
	r->merged = 0;
}

void scan__exit(struct scan_report *r)
{
	buf__exit(&r->text);
	buf__exit(&r->strs);
	free(r->structs);
	free(r->findings);
	free(r->str_offs);
}

int scan__report(const char *data, size_t len, struct scan_report *r)
{
	struct scanner s = { data, data + len, r, NULL };

	scan__reset(r);
	ws(&s);
	if (s.p >= s.end || *s.p != '{')
		return -1;
	s.p++;
	ws(&s);
	if (s.p < s.end && *s.p == '}')
		return -1;
	for (;;) {
		const char *key, *sv;
		size_t kn, sn;

		ws(&s);
		s.out = NULL;
		if (string(&s, &key, &kn))
			return -1;
		ws(&s);
		if (s.p >= s.end || *s.p != ':')
			return -1;
		s.p++;
		ws(&s);
		if (KEY(key, kn, "structs")) {
			if (items(&s, true))
				return -1;
			r->has_structs = 1;
		} else if (KEY(key, kn, "findings")) {
			if (items(&s, false))
				return -1;
		} else if (KEY(key, kn, "version")) {
			if (number(&s, &r->version))
				return -1;
		} else if (KEY(key, kn, "line_size")) {
			if (number(&s, &r->line_size))
				return -1;
		} else if (KEY(key, kn, "units")) {
			if (number(&s, &r->units))
				return -1;
		} else if (KEY(key, kn, "merged") && s.end - s.p >= 4 && !memcmp(s.p, "true", 4)) {
			if (value(&s, 1))
				return -1;
			r->merged = 1;
		} else if ((KEY(key, kn, "tool") || KEY(key, kn, "source") ||
			    KEY(key, kn, "tool_version")) && s.p < s.end && *s.p == '"') {
			long *off = KEY(key, kn, "tool") ? &r->tool_off :
				    KEY(key, kn, "source") ? &r->source_off : &r->tool_version_off;

			if (string(&s, &sv, &sn))
				return -1;
			size_t k = add_str(r, sv, sn);

			*off = (long)r->str_offs[k];
		} else if (value(&s, 1)) {
			return -1;
		}
		ws(&s);
		if (s.p >= s.end)
			return -1;
		if (*s.p == '}') {
			s.p++;
			break;
		}
		if (*s.p != ',')
			return -1;
		s.p++;
	}
	ws(&s);
	return s.p == s.end && r->has_structs ? 0 : -1;
}
