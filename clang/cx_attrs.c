// SPDX-License-Identifier: GPL-2.0
/*
 * Clang keeps annotate("...") as an AnnotateAttr child of the field, but it
 * drops __attribute__((cachelint_write_hot)) with "unknown attribute
 * ignored": the AST never holds it.  The same corpus files annotated for GCC
 * must work here too, so the GNU and C2x spellings are read back from the
 * record's own tokens: the member declarations are split at ';' and ','
 * (at their own brace level), each declarator gets the attributes spelled in
 * it, and the attributes written before the first declarator's name (the
 * declaration specifiers) apply to every declarator of the declaration.
 */
#define _GNU_SOURCE	/* memmem */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cx_attrs.h"
#include "xalloc.h"

#define MAX_LEVELS 32
#define FILE_SLOTS 1024

/* What one declarator (or the record itself) says. */
struct attr_set {
	enum cl_role role;
	char *group;
	bool ignore;
};

/* One declarator of a member declaration: the file offsets it spans. */
struct segment {
	unsigned int begin, end;
	struct attr_set attrs;
};

/* Parser state of one brace level: the declaration and declarator in progress. */
struct level {
	unsigned int seg_begin;
	unsigned int seg_index;
	struct attr_set seg;		/* attributes of the declarator in progress */
	struct attr_set pending;	/* ... of those, the ones not yet before a name */
	struct attr_set spec;		/* the declaration specifiers' attributes */
	int paren_depth;
	bool after_declarator;		/* an array or bit-field width started */
};

struct file_slot {
	CXFile file;
	int mentions;			/* 1 when the file spells "cachelint" */
	size_t size;
};

struct cx_attrs {
	CXTranslationUnit tu;
	struct file_slot files[FILE_SLOTS];
	/* the current record */
	CXFile file;
	size_t nr_segments, alloc_segments;
	struct segment *segments;
};

static void attr_set__clear(struct attr_set *s)
{
	free(s->group);
	memset(s, 0, sizeof(*s));
}

/* Adds what src says to dst, keeping dst's own values first. */
static void attr_set__merge(struct attr_set *dst, const struct attr_set *src)
{
	if (dst->role == CL_ROLE_NONE)
		dst->role = src->role;
	if (!dst->group && src->group)
		dst->group = xstrdup(src->group);
	dst->ignore |= src->ignore;
}

struct cx_attrs *cx_attrs__new(CXTranslationUnit tu)
{
	struct cx_attrs *a = xzalloc(sizeof(*a));

	a->tu = tu;
	return a;
}

static void clear_segments(struct cx_attrs *a)
{
	for (size_t i = 0; i < a->nr_segments; i++)
		attr_set__clear(&a->segments[i].attrs);
	a->nr_segments = 0;
}

void cx_attrs__delete(struct cx_attrs *a)
{
	if (!a)
		return;
	clear_segments(a);
	free(a->segments);
	free(a);
}

/*
 * Most headers never mention cachelint: they are not worth a token.  Cached
 * per file: clang_getFileContents searches the unit's whole file table.
 */
static bool file_mentions(struct cx_attrs *a, CXFile file, size_t *size)
{
	size_t h = ((uintptr_t)file >> 4) % FILE_SLOTS;
	const char *text;

	for (size_t i = 0; i < FILE_SLOTS; i++) {
		struct file_slot *s = &a->files[(h + i) % FILE_SLOTS];

		if (s->file == file) {
			*size = s->size;
			return s->mentions;
		}
		if (s->file)
			continue;
		s->size = 0;
		text = clang_getFileContents(a->tu, file, &s->size);
		s->file = file;
		s->mentions = text && memmem(text, s->size, "cachelint", 9) != NULL;
		*size = s->size;
		return s->mentions;
	}
	/* a full table only costs tokenizing */
	clang_getFileContents(a->tu, file, size);
	return true;
}

bool cx_attrs__annotation(const char *text, struct cl_field *f, bool *ignore)
{
	enum cl_role role;

	if (strncmp(text, "cachelint:", 10))
		return false;
	text += 10;
	if (!strcmp(text, "ignore")) {
		if (ignore)
			*ignore = true;
		return true;
	}
	if (!f)
		return true;
	if (!strncmp(text, "group:", 6)) {
		field__set_group(f, text + 6);
		return true;
	}
	if (role__parse(text, &role)) {
		f->role = role;
		f->origin = role == CL_ROLE_NONE ? CL_ORIGIN_NONE : CL_ORIGIN_ATTRIBUTE;
	}
	return true;
}

/* "cachelint_write_hot", "__cachelint_write_hot__" -> "write_hot"; NULL if not ours. */
static const char *attr_name(const char *ident, char *buf, size_t size)
{
	size_t len;

	if (!strncmp(ident, "__", 2))
		ident += 2;
	if (strncmp(ident, "cachelint_", 10))
		return NULL;
	ident += 10;
	len = strlen(ident);
	if (len >= 2 && !strcmp(ident + len - 2, "__"))
		len -= 2;
	if (len == 0 || len >= size)
		return NULL;
	memcpy(buf, ident, len);
	buf[len] = 0;
	return buf;
}

struct token_stream {
	CXTranslationUnit tu;
	CXToken *tokens;
	unsigned int nr;
	char **text;			/* spellings, filled on demand */
};

static const char *tok_text(struct token_stream *ts, unsigned int i)
{
	if (i >= ts->nr)
		return "";
	if (!ts->text[i]) {
		CXString s = clang_getTokenSpelling(ts->tu, ts->tokens[i]);

		ts->text[i] = xstrdup(clang_getCString(s));
		clang_disposeString(s);
	}
	return ts->text[i];
}

static unsigned int tok_offset(struct token_stream *ts, unsigned int i)
{
	unsigned int offset = 0;

	clang_getSpellingLocation(clang_getTokenLocation(ts->tu, ts->tokens[i]), NULL, NULL,
				  NULL, &offset);
	return offset;
}

static char *unquote(const char *lit)
{
	size_t len = strlen(lit);

	if (len >= 2 && lit[0] == '"' && lit[len - 1] == '"')
		return xasprintf("%.*s", (int)(len - 2), lit + 1);
	return xstrdup(lit);
}

/*
 * If token i starts one of our attributes, records it in s and returns the
 * number of tokens it spans; 0 otherwise.
 */
static unsigned int parse_attr(struct token_stream *ts, unsigned int i, struct attr_set *s)
{
	char buf[64];
	const char *name = NULL;
	unsigned int used = 1;
	enum cl_role role;

	if (clang_getTokenKind(ts->tokens[i]) != CXToken_Identifier)
		return 0;
	if (!strcmp(tok_text(ts, i), "cachelint") && !strcmp(tok_text(ts, i + 1), "::") &&
	    i + 2 < ts->nr) {
		/* [[cachelint::write_hot]] */
		snprintf(buf, sizeof(buf), "%s", tok_text(ts, i + 2));
		name = buf;
		used = 3;
	} else {
		name = attr_name(tok_text(ts, i), buf, sizeof(buf));
	}
	if (!name)
		return 0;
	if (!strcmp(name, "ignore")) {
		s->ignore = true;
	} else if (!strcmp(name, "group")) {
		/* ("name") is looked at, not consumed: the caller counts parentheses */
		if (!strcmp(tok_text(ts, i + used), "(") &&
		    i + used + 1 < ts->nr &&
		    clang_getTokenKind(ts->tokens[i + used + 1]) == CXToken_Literal) {
			free(s->group);
			s->group = unquote(tok_text(ts, i + used + 1));
		}
	} else if (role__parse(name, &role)) {
		/* both roles on one field: the first wins, as in the plugin */
		if (s->role == CL_ROLE_NONE)
			s->role = role;
	}
	return used;
}

static void add_segment(struct cx_attrs *a, unsigned int begin, unsigned int end,
			struct level *lv)
{
	struct segment *seg;

	XGROW(a->segments, a->nr_segments, a->alloc_segments);
	seg = &a->segments[a->nr_segments++];
	seg->begin = begin;
	seg->end = end;
	memset(&seg->attrs, 0, sizeof(seg->attrs));
	attr_set__merge(&seg->attrs, &lv->seg);
	if (lv->seg_index > 0)
		attr_set__merge(&seg->attrs, &lv->spec);
}

static void level__start(struct level *lv, unsigned int begin, bool new_declaration)
{
	lv->seg_begin = begin;
	attr_set__clear(&lv->seg);
	attr_set__clear(&lv->pending);
	lv->after_declarator = false;
	lv->paren_depth = 0;
	if (new_declaration) {
		lv->seg_index = 0;
		attr_set__clear(&lv->spec);
	} else {
		lv->seg_index++;
	}
}

/*
 * Walks the record's tokens: level 0 is outside its braces (record
 * attributes), level 1 its members, deeper levels those of anonymous and
 * nested records.  Returns whether the record itself says ignore.
 */
static bool scan(struct cx_attrs *a, struct token_stream *ts)
{
	struct level levels[MAX_LEVELS];
	struct attr_set record = { 0 };
	unsigned int depth = 0;
	bool seen_body = false, ignore;

	memset(levels, 0, sizeof(levels));
	for (unsigned int i = 0; i < ts->nr; i++) {
		CXTokenKind kind = clang_getTokenKind(ts->tokens[i]);
		struct level *lv = &levels[depth];
		const char *t;
		unsigned int used;

		if (kind == CXToken_Comment)
			continue;
		if (kind == CXToken_Identifier) {
			if (depth == 0) {
				used = parse_attr(ts, i, &record);
			} else {
				used = parse_attr(ts, i, &lv->seg);
				if (used)
					parse_attr(ts, i, &lv->pending);
			}
			if (used) {
				i += used - 1;
				continue;
			}
			/* a name: the attributes before it are declaration specifiers' */
			if (depth > 0 && lv->seg_index == 0 && lv->paren_depth == 0 &&
			    !lv->after_declarator) {
				attr_set__merge(&lv->spec, &lv->pending);
				attr_set__clear(&lv->pending);
			}
			continue;
		}
		if (kind != CXToken_Punctuation)
			continue;
		t = tok_text(ts, i);
		if (!strcmp(t, "{")) {
			if (depth + 1 >= MAX_LEVELS)
				break;
			depth++;
			seen_body = true;
			memset(&levels[depth], 0, sizeof(levels[depth]));
			level__start(&levels[depth], i + 1 < ts->nr ? tok_offset(ts, i + 1) : 0, true);
		} else if (!strcmp(t, "}")) {
			if (depth == 0)
				break;
			attr_set__clear(&lv->seg);
			attr_set__clear(&lv->pending);
			attr_set__clear(&lv->spec);
			depth--;
		} else if (depth == 0) {
			if (!strcmp(t, ";") && seen_body)
				break;
		} else if (!strcmp(t, "(") || !strcmp(t, "[")) {
			if (t[0] == '[' && i > 0 &&
			    (clang_getTokenKind(ts->tokens[i - 1]) == CXToken_Identifier ||
			     !strcmp(tok_text(ts, i - 1), "]")))
				lv->after_declarator = true;
			lv->paren_depth++;
		} else if (!strcmp(t, ")") || !strcmp(t, "]")) {
			lv->paren_depth--;
		} else if (!strcmp(t, ":") && lv->paren_depth == 0) {
			lv->after_declarator = true;
		} else if ((!strcmp(t, ";") || !strcmp(t, ",")) && lv->paren_depth <= 0) {
			unsigned int end = tok_offset(ts, i);

			add_segment(a, lv->seg_begin, end, lv);
			level__start(lv, i + 1 < ts->nr ? tok_offset(ts, i + 1) : end, t[0] == ';');
		}
	}
	for (unsigned int d = 0; d < MAX_LEVELS; d++) {
		attr_set__clear(&levels[d].seg);
		attr_set__clear(&levels[d].pending);
		attr_set__clear(&levels[d].spec);
	}
	ignore = record.ignore;
	attr_set__clear(&record);
	return ignore;
}

/*
 * The record's extent, plus what may follow its '}' up to the ';'; a null
 * range when its file never mentions cachelint.
 */
static CXSourceRange record_range(struct cx_attrs *a, CXCursor record, CXFile *file)
{
	CXSourceRange extent = clang_getCursorExtent(record);
	CXSourceLocation begin = clang_getRangeStart(extent), end = clang_getRangeEnd(extent);
	CXFile end_file;
	unsigned int begin_offset, end_offset;
	size_t size = 0;

	clang_getSpellingLocation(begin, file, NULL, NULL, &begin_offset);
	clang_getSpellingLocation(end, &end_file, NULL, NULL, &end_offset);
	if (!*file || !clang_File_isEqual(*file, end_file) || end_offset < begin_offset)
		return clang_getNullRange();
	if (!file_mentions(a, *file, &size))
		return clang_getNullRange();
	/* trailing attributes: struct s { ... } __attribute__((...)); */
	end_offset = end_offset + 256 < size ? end_offset + 256 : (unsigned int)size;
	return clang_getRange(clang_getLocationForOffset(a->tu, *file, begin_offset),
			      clang_getLocationForOffset(a->tu, *file, end_offset));
}

struct annotate_ctx {
	struct cl_field *field;
	bool ignore;
};

static enum CXChildVisitResult visit_annotation(CXCursor c, CXCursor parent, CXClientData data)
{
	struct annotate_ctx *ctx = data;

	if (clang_getCursorKind(c) == CXCursor_AnnotateAttr) {
		CXString s = clang_getCursorSpelling(c);

		cx_attrs__annotation(clang_getCString(s), ctx->field, &ctx->ignore);
		clang_disposeString(s);
	}
	return CXChildVisit_Continue;
}

bool cx_attrs__begin_record(struct cx_attrs *a, CXCursor record)
{
	struct annotate_ctx ctx = { 0 };
	struct token_stream ts = { .tu = a->tu };
	CXSourceRange range;
	bool ignore;

	clear_segments(a);
	a->file = NULL;
	clang_visitChildren(record, visit_annotation, &ctx);
	range = record_range(a, record, &a->file);
	if (clang_Range_isNull(range)) {
		a->file = NULL;
		return ctx.ignore;
	}
	clang_tokenize(a->tu, range, &ts.tokens, &ts.nr);
	ts.text = xzalloc((ts.nr + 1) * sizeof(*ts.text));
	ignore = scan(a, &ts);
	for (unsigned int i = 0; i < ts.nr; i++)
		free(ts.text[i]);
	free(ts.text);
	clang_disposeTokens(a->tu, ts.tokens, ts.nr);
	return ctx.ignore || ignore;
}

/* The innermost declarator holding the field's name. */
static const struct segment *find_segment(const struct cx_attrs *a, CXCursor field)
{
	const struct segment *best = NULL;
	CXFile file;
	unsigned int offset;

	clang_getSpellingLocation(clang_getCursorLocation(field), &file, NULL, NULL, &offset);
	if (!file || !clang_File_isEqual(file, a->file))
		return NULL;
	for (size_t i = 0; i < a->nr_segments; i++) {
		const struct segment *s = &a->segments[i];

		if (offset < s->begin || offset >= s->end)
			continue;
		if (!best || s->end - s->begin < best->end - best->begin)
			best = s;
	}
	return best;
}

/* A group is a set of fields written together: cachelint_group implies write_hot. */
static void group_is_write_hot(struct cl_field *f)
{
	if (f->group && f->role == CL_ROLE_NONE) {
		f->role = CL_ROLE_WRITE_HOT;
		f->origin = CL_ORIGIN_ATTRIBUTE;
	}
}

void cx_attrs__field(struct cx_attrs *a, CXCursor field, struct cl_field *f)
{
	struct annotate_ctx ctx = { .field = f };
	const struct segment *seg;

	clang_visitChildren(field, visit_annotation, &ctx);
	if (!a->file) {
		group_is_write_hot(f);
		return;
	}
	seg = find_segment(a, field);
	if (!seg) {
		group_is_write_hot(f);
		return;
	}
	if (seg->attrs.role != CL_ROLE_NONE && f->role == CL_ROLE_NONE) {
		f->role = seg->attrs.role;
		f->origin = CL_ORIGIN_ATTRIBUTE;
	}
	if (seg->attrs.group && !f->group)
		field__set_group(f, seg->attrs.group);
	group_is_write_hot(f);
}
