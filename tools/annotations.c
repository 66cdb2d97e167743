// SPDX-License-Identifier: GPL-2.0
/*
 * The annotation file parser.  Strict: a line that is not exactly
 * "STRUCT.FIELD[.SUB...] ROLE [GROUP]" is an error naming file and line, so a
 * typo never silently drops a role.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "annotations.h"
#include "file.h"
#include "errmsg.h"
#include "spell.h"
#include "xalloc.h"

#define MAX_WORDS 4

static bool is_ident_start(char c)
{
	return isalpha((unsigned char)c) || c == '_';
}

static bool is_ident(const char *s, size_t n)
{
	if (!n || !is_ident_start(s[0]))
		return false;
	for (size_t i = 1; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '_')
			return false;
	return true;
}

/*
 * "tcp_sock.rx[3].count" -> record "tcp_sock", path "rx.count".  Roles
 * belong to a field of a type, so an element index names the same field.
 */
static bool split_path(const char *word, size_t n, char **record, char **path)
{
	char *out = xmalloc(n + 1);
	size_t o = 0, seg_start = 0, segments = 0;

	for (size_t i = 0; i <= n; i++) {
		if (i == n || word[i] == '.') {
			if (!is_ident(out + seg_start, o - seg_start))
				goto bad;
			segments++;
			if (i < n)
				out[o++] = '.';
			seg_start = o;
			continue;
		}
		if (word[i] == '[') {
			size_t j = i + 1;

			while (j < n && isdigit((unsigned char)word[j]))
				j++;
			if (j == i + 1 || j >= n || word[j] != ']' || seg_start == o)
				goto bad;
			i = j;
			if (i + 1 < n && word[i + 1] != '.' && word[i + 1] != '[')
				goto bad;
			continue;
		}
		out[o++] = word[i];
	}
	out[o] = '\0';
	if (segments < 2)
		goto bad;
	{
		char *dot = strchr(out, '.');

		*record = xasprintf("%.*s", (int)(dot - out), out);
		*path = xstrdup(dot + 1);
	}
	free(out);
	return true;
bad:
	free(out);
	return false;
}

/* An unknown role, with the nearest known one when the word looks like a typo. */
static bool bad_role(char *err, size_t errlen, const char *name, unsigned int lineno,
		     const char *word, size_t len)
{
	static const char *const roles[] = { "write_hot", "read_hot", "cold" };
	const char *near = spell__nearest(word, len, roles, sizeof(roles) / sizeof(roles[0]));
	int shown = (int)(len > 40 ? 40 : len);

	if (near)
		return errmsg__at(err, errlen, name, lineno,
				  "unknown role '%.*s'; did you mean '%s'?", shown, word, near);
	return errmsg__at(err, errlen, name, lineno,
			  "unknown role '%.*s' (want write_hot, read_hot or cold)", shown, word);
}

static bool parse_line(struct annotation_file *af, const char *name, unsigned int lineno,
		       const char *line, size_t len, char *err, size_t errlen)
{
	const char *words[MAX_WORDS + 1];
	size_t lens[MAX_WORDS + 1], nr = 0, i = 0;
	struct annotation *a;
	enum cl_role role;
	char *record, *path;

	while (i < len) {
		while (i < len && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
			i++;
		if (i >= len || line[i] == '#')
			break;
		if (nr == MAX_WORDS) {
			errmsg__at(err, errlen, name, lineno, "too many words (want STRUCT.FIELD ROLE [GROUP])");
			return false;
		}
		words[nr] = line + i;
		while (i < len && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' &&
		       line[i] != '#')
			i++;
		lens[nr] = (size_t)(line + i - words[nr]);
		nr++;
	}
	if (!nr)
		return true;
	for (size_t w = 0; w < nr; w++)
		for (size_t c = 0; c < lens[w]; c++)
			if ((unsigned char)words[w][c] < 0x20 || (unsigned char)words[w][c] >= 0x7f) {
				errmsg__at(err, errlen, name, lineno, "unexpected byte 0x%02x",
					  (unsigned char)words[w][c]);
				return false;
			}
	if (nr < 2) {
		errmsg__at(err, errlen, name, lineno, "missing role after '%.*s' (want STRUCT.FIELD ROLE [GROUP])",
			  (int)(lens[0] > 80 ? 80 : lens[0]), words[0]);
		return false;
	}
	if (nr > 3) {
		errmsg__at(err, errlen, name, lineno, "too many words (want STRUCT.FIELD ROLE [GROUP])");
		return false;
	}
	{
		char rolebuf[32];

		if (lens[1] >= sizeof(rolebuf))
			goto bad_role;
		memcpy(rolebuf, words[1], lens[1]);
		rolebuf[lens[1]] = '\0';
		if (!role__parse(rolebuf, &role) || role == CL_ROLE_NONE) {
bad_role:
			return bad_role(err, errlen, name, lineno, words[1], lens[1]);
		}
	}
	if (nr == 3 && role != CL_ROLE_WRITE_HOT) {
		errmsg__at(err, errlen, name, lineno, "a group goes with write_hot only");
		return false;
	}
	if (nr == 3 && !is_ident(words[2], lens[2])) {
		errmsg__at(err, errlen, name, lineno, "group '%.*s' is not an identifier",
			  (int)(lens[2] > 40 ? 40 : lens[2]), words[2]);
		return false;
	}
	if (!split_path(words[0], lens[0], &record, &path)) {
		errmsg__at(err, errlen, name, lineno,
			  "'%.*s' is not STRUCT.FIELD[.SUB...] (identifiers separated by dots)",
			  (int)(lens[0] > 80 ? 80 : lens[0]), words[0]);
		return false;
	}
	XGROW(af->items, af->nr, af->alloc);
	a = &af->items[af->nr++];
	a->record = record;
	a->path = path;
	a->role = role;
	a->group = nr == 3 ? xasprintf("%.*s", (int)lens[2], words[2]) : NULL;
	a->line = lineno;
	return true;
}

struct annotation_file *annotations__parse(const char *name, const char *text, size_t len,
					   char *err, size_t errlen)
{
	struct annotation_file *af = xzalloc(sizeof(*af));
	unsigned int lineno = 0;
	size_t pos = 0;

	af->path = xstrdup(name);
	while (pos < len) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - (text + pos)) : len - pos;

		lineno++;
		if (!parse_line(af, name, lineno, text + pos, n, err, errlen)) {
			annotations__delete(af);
			return NULL;
		}
		pos += n + 1;
	}
	return af;
}

struct annotation_file *annotations__read(const char *path, char *err, size_t errlen)
{
	struct annotation_file *af;
	size_t n;
	char *buf = file__read(path, &n);

	if (!buf) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return NULL;
	}
	if (memchr(buf, '\0', n)) {
		snprintf(err, errlen, "%s: a binary file, not an annotation file", path);
		free(buf);
		return NULL;
	}
	af = annotations__parse(path, buf, n, err, errlen);
	free(buf);
	return af;
}

void annotations__delete(struct annotation_file *af)
{
	if (!af)
		return;
	for (size_t i = 0; i < af->nr; i++) {
		free(af->items[i].record);
		free(af->items[i].path);
		free(af->items[i].group);
	}
	free(af->items);
	free(af->path);
	free(af);
}
