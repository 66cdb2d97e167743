// SPDX-License-Identifier: GPL-2.0
/*
 * A line-based reader of diagnostic pragmas: enough for the pragmas people
 * write around a struct.  _Pragma() inside macros is not seen (the plugin,
 * which asks GCC, does see it).
 */
#include <ctype.h>
#include <string.h>

#include "cx_pragma.h"

#define MAX_STACK 64

static const char *skip_space(const char *s, const char *end)
{
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	return s;
}

/* Matches word at s (followed by a non-identifier character); returns the end or NULL. */
static const char *word(const char *s, const char *end, const char *w)
{
	size_t len = strlen(w);

	if ((size_t)(end - s) < len || strncmp(s, w, len))
		return NULL;
	if (s + len < end && (isalnum((unsigned char)s[len]) || s[len] == '_'))
		return NULL;
	return s + len;
}

enum action { NONE, PUSH, POP, IGNORE, ENABLE };

static enum action parse_line(const char *s, const char *end, const char *option)
{
	const char *t;
	size_t len = strlen(option);

	s = skip_space(s, end);
	if (s >= end || *s != '#')
		return NONE;
	s = skip_space(s + 1, end);
	if (!(s = word(s, end, "pragma")))
		return NONE;
	s = skip_space(s, end);
	if (!(t = word(s, end, "GCC")) && !(t = word(s, end, "clang")))
		return NONE;
	s = skip_space(t, end);
	if (!(s = word(s, end, "diagnostic")))
		return NONE;
	s = skip_space(s, end);
	if ((t = word(s, end, "push")))
		return PUSH;
	if ((t = word(s, end, "pop")))
		return POP;
	if ((t = word(s, end, "ignored"))) {
		s = skip_space(t, end);
		if (s < end && *s == '"' && (size_t)(end - s) > len + 1 &&
		    !strncmp(s + 1, option, len) && s[len + 1] == '"')
			return IGNORE;
		return NONE;
	}
	if ((t = word(s, end, "warning")) || (t = word(s, end, "error"))) {
		s = skip_space(t, end);
		if (s < end && *s == '"' && (size_t)(end - s) > len + 1 &&
		    !strncmp(s + 1, option, len) && s[len + 1] == '"')
			return ENABLE;
	}
	return NONE;
}

bool cx_pragma__ignored(const char *text, size_t size, unsigned int line, const char *option)
{
	bool stack[MAX_STACK], ignored = false;
	unsigned int depth = 0, n = 1;
	const char *s = text, *end = text + size;

	while (s < end && n < line) {
		const char *eol = memchr(s, '\n', (size_t)(end - s));

		if (!eol)
			eol = end;
		switch (parse_line(s, eol, option)) {
		case PUSH:
			if (depth < MAX_STACK)
				stack[depth] = ignored;
			depth++;
			break;
		case POP:
			if (depth > 0 && --depth < MAX_STACK)
				ignored = stack[depth];
			break;
		case IGNORE:
			ignored = true;
			break;
		case ENABLE:
			ignored = false;
			break;
		default:
			break;
		}
		s = eol + 1;
		n++;
	}
	return ignored;
}
