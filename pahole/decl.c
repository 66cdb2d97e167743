// SPDX-License-Identifier: GPL-2.0
/*
 * Member declarations as pahole prints them.  pahole pads the type to a
 * column, so "TYPE   name" and "TYPE   :0" (an unnamed bitfield: a space
 * before the colon) are told apart by that space; function pointers carry
 * their name inside "(*name)".
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "decl.h"
#include "xalloc.h"

void pahole_decl__init(struct pahole_decl *d)
{
	memset(d, 0, sizeof(*d));
}

void pahole_decl__exit(struct pahole_decl *d)
{
	free(d->name);
	free(d->type);
	free(d->record_key);
	memset(d, 0, sizeof(*d));
}

static bool is_ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

bool pahole_decl__is_identifier(const char *s)
{
	if (!s || !*s || isdigit((unsigned char)*s))
		return false;
	for (; *s; s++)
		if (!is_ident_char(*s))
			return false;
	return true;
}

static const char *const keywords[] = {
	"int", "char", "short", "long", "unsigned", "signed", "float", "double", "void",
	"_Bool", "const", "volatile", "struct", "union", "enum", "restrict", "_Atomic",
};

static bool is_keyword(const char *s, size_t n)
{
	/* every keyword is 3..8 bytes and starts with one of these */
	if (n < 3 || n > 8 || !strchr("iclusfvde_r", s[0]) || !s[0])
		return false;
	for (size_t i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++)
		if (keywords[i][0] == s[0] && !strncmp(keywords[i], s, n) && !keywords[i][n])
			return true;
	return false;
}

/* A copy of len bytes of s, NUL-terminated. */
static char *memdup_str(const char *s, size_t len)
{
	char *out = xmalloc(len + 1);

	memcpy(out, s, len);
	out[len] = '\0';
	return out;
}

static void trim(char *s)
{
	size_t n = strlen(s), start = 0;

	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	while (start < n && isspace((unsigned char)s[start]))
		start++;
	if (start)
		memmove(s, s + start, n - start + 1);
}

/* Runs of spaces (pahole's column padding) to one space, trimmed. */
static void squeeze_spaces(char *s)
{
	char *out = s;

	for (const char *in = s; *in; in++)
		if (*in != ' ' || (out > s && out[-1] != ' '))
			*out++ = *in;
	*out = '\0';
	trim(s);
}

/* Removes every __attribute__((...)), noting __aligned__(N) and __packed__. */
static bool strip_attributes(char *s, struct pahole_decl *d)
{
	static const char attr[] = "__attribute__";
	char *at;

	while ((at = strstr(s, attr))) {
		char *p = at + sizeof(attr) - 1, *open;
		int depth = 0;

		while (*p == ' ')
			p++;
		if (*p != '(')
			return false;
		open = p;
		do {
			if (*p == '(')
				depth++;
			else if (*p == ')')
				depth--;
			else if (!*p)
				return false;
			p++;
		} while (depth);
		{
			char *al = strstr(open, "__aligned__(");

			if (al && al < p) {
				uint64_t n = strtoull(al + 12, NULL, 10);

				if (n > d->aligned)
					d->aligned = n;
				d->member_aligned = n;
				if (!d->nr_aligned++)
					d->first_aligned = n;
			}
			al = strstr(open, "__packed__");
			if (al && al < p)
				d->is_packed = true;
		}
		memset(at, ' ', (size_t)(p - at));
	}
	return true;
}

/* Strips trailing "[N][M]" / "[]" dimensions from s (trimmed). */
static bool strip_dimensions(char *s, struct pahole_decl *d)
{
	size_t n = strlen(s);
	uint64_t count = 1;
	bool any = false;

	while (n && s[n - 1] == ']') {
		size_t open = n - 1;
		uint64_t dim = 0;
		bool digits = false;

		while (open && s[open - 1] != '[')
			open--;
		if (!open)
			return false;
		for (size_t i = open; i < n - 1; i++) {
			if (s[i] == ' ')
				continue;
			if (!isdigit((unsigned char)s[i]) || dim > UINT64_MAX / 100)
				return false;
			dim = dim * 10 + (uint64_t)(s[i] - '0');
			digits = true;
		}
		if (!digits)
			d->is_flexible = true;
		else if (count && dim <= UINT64_MAX / (count ? count : 1))
			count *= dim;
		/* read from the right: shift the inner extents along */
		if (digits) {
			unsigned int keep = d->nr_dims < CL_MAX_DIMS ? d->nr_dims : CL_MAX_DIMS - 1;

			memmove(d->dims + 1, d->dims, keep * sizeof(d->dims[0]));
			d->dims[0] = dim;
			d->nr_dims = keep + 1;
		}
		else
			count = 0;
		any = true;
		n = open - 1;
		while (n && s[n - 1] == ' ')
			n--;
		s[n] = '\0';
	}
	if (any)
		d->array_count = d->is_flexible ? 0 : count;
	return true;
}

/* Strips ":N"; a space before the colon means an unnamed bitfield. */
static bool strip_bitfield(char *s, struct pahole_decl *d, bool *unnamed)
{
	size_t n = strlen(s), i = n;

	*unnamed = false;
	while (i && isdigit((unsigned char)s[i - 1]))
		i--;
	if (i == n || !i)
		return true;
	{
		size_t colon = i;

		while (colon && s[colon - 1] == ' ')
			colon--;
		if (!colon || s[colon - 1] != ':')
			return true;
		d->is_bitfield = true;
		d->bit_size = strtoull(s + i, NULL, 10);
		colon--;
		*unnamed = !colon || s[colon - 1] == ' ';
		s[colon] = '\0';
		trim(s);
	}
	return true;
}

/* "const struct foo" -> "struct foo"; NULL unless a struct/union by tag. */
static char *record_key_of(const char *type)
{
	const char *p = type, *end = type + strlen(type);

	for (;;) {
		if (!strncmp(p, "const ", 6))
			p += 6;
		else if (!strncmp(p, "volatile ", 9))
			p += 9;
		else
			break;
	}
	for (;;) {
		if (end - p > 6 && !strncmp(end - 6, " const", 6))
			end -= 6;
		else if (end - p > 9 && !strncmp(end - 9, " volatile", 9))
			end -= 9;
		else
			break;
	}
	if (!strncmp(p, "struct ", 7) || !strncmp(p, "union ", 6)) {
		const char *tag = p + (*p == 's' ? 7 : 6);

		if (tag >= end || isdigit((unsigned char)*tag))
			return NULL;
		for (const char *c = tag; c < end; c++)
			if (!is_ident_char(*c))
				return NULL;
		return xasprintf("%.*s", (int)(end - p), p);
	}
	return NULL;
}

/* "ret (*name[2])(args)": the name sits inside the first "(*". */
static bool parse_function_pointer(char *s, char *star, struct pahole_decl *d)
{
	char *p = star + 2, *name, *name_end;

	while (*p == '*' || *p == ' ')
		p++;
	for (;;) {
		if (!strncmp(p, "const ", 6))
			p += 6;
		else if (!strncmp(p, "volatile ", 9))
			p += 9;
		else
			break;
		while (*p == ' ')
			p++;
	}
	name = p;
	while (is_ident_char(*p))
		p++;
	name_end = p;
	if (name_end == name)
		return true;	/* abstract declarator: unnamed */
	d->name = xasprintf("%.*s", (int)(name_end - name), name);
	/* dimensions of an array of function pointers: "(*fn[4])" */
	if (*p == '[') {
		char *close = strchr(p, ')');
		char dims[64];

		if (close && (size_t)(close - p) < sizeof(dims)) {
			memcpy(dims, p, (size_t)(close - p));
			dims[close - p] = '\0';
			if (!strip_dimensions(dims, d) || dims[0])
				return false;
		}
	}
	d->type = xasprintf("%.*s%s", (int)(name - s), s, name_end);
	squeeze_spaces(d->type);
	d->is_pointer = true;
	return true;
}

bool pahole_decl__parse(const char *src, size_t len, struct pahole_decl *d)
{
	/* most declarations fit the stack: no malloc per member of a 60k-member BTF */
	char stack[512];
	char *s = len < sizeof(stack) ? stack : memdup_str(src, len), *star;
	bool unnamed, ok = false;
	size_t n;

	pahole_decl__init(d);
	if (s == stack) {
		memcpy(stack, src, len);
		stack[len] = '\0';
	}
	if (strlen(s) != len || !strip_attributes(s, d))
		goto out;
	trim(s);
	star = strstr(s, "(*");
	if (star) {
		ok = parse_function_pointer(s, star, d);
		goto out;
	}
	if (!strip_bitfield(s, d, &unnamed))
		goto out;
	if (unnamed) {
		d->type = xstrdup(s);
		ok = true;
		goto out;
	}
	if (!strip_dimensions(s, d))
		goto out;
	n = strlen(s);
	while (n && is_ident_char(s[n - 1]))
		n--;
	if (n == strlen(s) || isdigit((unsigned char)s[n]))
		goto out;
	if (is_keyword(s + n, strlen(s + n)) || !n) {
		/* the last word belongs to the type: no name */
		d->type = xstrdup(s);
		ok = !n ? false : true;
		goto out;
	}
	d->name = xstrdup(s + n);
	s[n] = '\0';
	trim(s);
	d->type = xstrdup(s);
	n = strlen(s);
	d->is_pointer = n && s[n - 1] == '*';
	if (!d->is_pointer)
		d->record_key = record_key_of(s);
	ok = true;
out:
	if (s != stack)
		free(s);
	if (!ok) {
		pahole_decl__exit(d);
		return false;
	}
	return true;
}

bool pahole_decl__parse_closing(const char *src, size_t len, struct pahole_decl *d)
{
	char *s = memdup_str(src, len), *p;
	bool unnamed, ok = false;

	pahole_decl__init(d);
	if (strlen(s) != len || !strip_attributes(s, d))
		goto out;
	trim(s);
	p = s;
	while (*p == '*' || *p == ' ') {
		if (*p == '*')
			d->is_pointer = true;
		p++;
	}
	memmove(s, p, strlen(p) + 1);
	if (!strip_bitfield(s, d, &unnamed) || !strip_dimensions(s, d))
		goto out;
	if (*s && !pahole_decl__is_identifier(s))
		goto out;
	if (*s)
		d->name = xstrdup(s);
	d->type = xstrdup("");
	ok = true;
out:
	free(s);
	if (!ok) {
		pahole_decl__exit(d);
		return false;
	}
	return true;
}

static const struct {
	const char *name;
	unsigned int size;
} base_types[] = {
	{ "char", 1 }, { "signed char", 1 }, { "unsigned char", 1 }, { "_Bool", 1 },
	{ "bool", 1 },
	{ "short", 2 }, { "short int", 2 }, { "short unsigned int", 2 },
	{ "unsigned short", 2 }, { "short signed int", 2 }, { "unsigned short int", 2 },
	{ "int", 4 }, { "unsigned int", 4 }, { "signed int", 4 }, { "unsigned", 4 },
	{ "long", 8 }, { "long int", 8 }, { "long unsigned int", 8 }, { "unsigned long", 8 },
	{ "long long", 8 }, { "long long int", 8 }, { "long long unsigned int", 8 },
	{ "unsigned long long", 8 }, { "float", 4 }, { "double", 8 }, { "long double", 16 },
	{ "__int128", 16 }, { "__int128 unsigned", 16 }, { "unsigned __int128", 16 },
};

unsigned int pahole_decl__base_size(const char *type)
{
	const char *p = type;

	if (!type || !type[0] || !strchr("cuslbfdiv_", type[0]))
		return 0;
	for (;;) {
		if (!strncmp(p, "const ", 6))
			p += 6;
		else if (!strncmp(p, "volatile ", 9))
			p += 9;
		else
			break;
	}
	for (size_t i = 0; i < sizeof(base_types) / sizeof(base_types[0]); i++)
		if (!strcmp(p, base_types[i].name))
			return base_types[i].size;
	return 0;
}
