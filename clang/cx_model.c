// SPDX-License-Identifier: GPL-2.0
/*
 * Fills the layout model from a libclang translation unit.  Offsets and sizes
 * are libclang's own (the ASTRecordLayout clang compiles with), never
 * recomputed here.  Records are keyed by the spelling of their canonical
 * type: "struct foo", "union bar", the typedef name of a typedef'd anonymous
 * struct, and clang's unique "struct foo::(anonymous at f.c:7:2)" for the rest.
 */
#include <stdlib.h>
#include <string.h>

#include "cx_attrs.h"
#include "cx_model.h"
#include "xalloc.h"

/* A set of cursors already walked: libclang reaches a definition from each declarator. */
struct cursor_set {
	size_t nr, alloc;
	CXCursor *slots;
};

struct builder {
	CXTranslationUnit tu;
	struct cl_unit *unit;
	struct cx_attrs *attrs;
	struct cursor_set seen;
	size_t nr_records;
	/* interning of file names by CXFile */
	CXFile last_file;
	const char *last_name;
};

/* One record being filled: the outermost record and the union ids handed out. */
struct record_ctx {
	struct builder *b;
	struct cl_record *rec;
	CXType top_type;
	CXCursor top;
	uint32_t next_union_id;
};

static bool set__add(struct cursor_set *set, CXCursor c)
{
	size_t mask, h;

	if (set->nr * 2 >= set->alloc) {
		struct cursor_set bigger = { .alloc = set->alloc ? set->alloc * 2 : 256 };

		bigger.slots = xzalloc(bigger.alloc * sizeof(*bigger.slots));
		for (size_t i = 0; i < set->alloc; i++)
			if (set->slots[i].kind)
				set__add(&bigger, set->slots[i]);
		free(set->slots);
		*set = bigger;
	}
	mask = set->alloc - 1;
	for (h = clang_hashCursor(c) & mask;; h = (h + 1) & mask) {
		if (!set->slots[h].kind) {	/* no cursor kind is 0 */
			set->slots[h] = c;
			set->nr++;
			return true;
		}
		if (clang_equalCursors(set->slots[h], c))
			return false;
	}
}

static char *cx_string(CXString s)
{
	char *copy = xstrdup(clang_getCString(s) ? clang_getCString(s) : "");

	clang_disposeString(s);
	return copy;
}

static const char *file_name(struct builder *b, CXFile file)
{
	char *name;

	if (!file)
		return NULL;
	if (file == b->last_file)
		return b->last_name;
	name = cx_string(clang_getFileName(file));
	b->last_file = file;
	b->last_name = unit__intern(b->unit, name);
	free(name);
	return b->last_name;
}

static struct cl_pos builder__pos(struct builder *b, CXCursor cursor)
{
	struct cl_pos pos = { 0 };
	CXFile file = NULL;

	clang_getExpansionLocation(clang_getCursorLocation(cursor), &file, &pos.line,
				   &pos.column, NULL);
	pos.file = file_name(b, file);
	return pos;
}

struct cl_pos cx_model__pos(struct cl_unit *unit, CXCursor cursor)
{
	struct builder b = { .unit = unit };

	return builder__pos(&b, cursor);
}

/*
 * "struct foo", "td_t" for a typedef'd anonymous struct, and for other
 * anonymous types the plugin's "struct (anonymous at f.c:8:2)" (clang
 * spells them "struct foo::(unnamed at f.c:8:2)").
 */
static char *record_key(CXType type)
{
	CXCursor decl;
	CXFile file = NULL;
	unsigned int line = 0, column = 0;
	char *name;

	type = clang_getCanonicalType(type);
	decl = clang_getTypeDeclaration(type);
	if (!clang_Cursor_isAnonymous(decl))
		return cx_string(clang_getTypeSpelling(type));
	clang_getExpansionLocation(clang_getCursorLocation(decl), &file, &line, &column, NULL);
	name = file ? cx_string(clang_getFileName(file)) : xstrdup("?");
	char *key = xasprintf("%s (anonymous at %s:%u:%u)",
			      clang_getCursorKind(decl) == CXCursor_UnionDecl ? "union" : "struct",
			      name, line, column);
	free(name);
	return key;
}

/* The direct members of a record cursor, in order. */
struct members {
	size_t nr, alloc;
	CXCursor *cursors;
};

static enum CXChildVisitResult collect_member(CXCursor c, CXCursor parent, CXClientData data)
{
	struct members *m = data;
	enum CXCursorKind kind = clang_getCursorKind(c);

	if (kind == CXCursor_FieldDecl ||
	    ((kind == CXCursor_StructDecl || kind == CXCursor_UnionDecl) &&
	     clang_Cursor_isAnonymousRecordDecl(c))) {
		XGROW(m->cursors, m->nr, m->alloc);
		m->cursors[m->nr++] = c;
	}
	return CXChildVisit_Continue;
}

/* Type, size, record reference and roles of one named member. */
static void add_field(struct record_ctx *rc, CXCursor c, bool direct,
		      const struct cl_union_step *steps, unsigned int nr_steps)
{
	char *name = cx_string(clang_getCursorSpelling(c));
	CXType type = clang_getCursorType(c), canon = clang_getCanonicalType(type);
	struct cl_field *f;
	long long bit_offset, byte_size;
	uint64_t count = 1;
	bool is_array = false;
	char *s;

	/* an unnamed bit-field is padding, not a member anybody accesses */
	if (!name[0]) {
		free(name);
		return;
	}
	bit_offset = direct ? clang_Cursor_getOffsetOfField(c)
			    : clang_Type_getOffsetOf(rc->top_type, name);
	f = record__add_field(rc->rec, name);
	free(name);
	if (bit_offset < 0) {
		rc->rec->has_errors = true;
		bit_offset = 0;
	}
	f->bit_offset = (uint64_t)bit_offset;
	s = cx_string(clang_getTypeSpelling(type));
	field__set_type(f, s);
	free(s);
	f->pos = builder__pos(rc->b, c);
	if (clang_Cursor_isBitField(c)) {
		f->is_bitfield = true;
		f->bit_size = (uint64_t)clang_getFieldDeclBitWidth(c);
	} else if (canon.kind == CXType_IncompleteArray) {
		f->is_flexible = true;
	} else {
		byte_size = clang_Type_getSizeOf(type);
		if (byte_size < 0)
			rc->rec->has_errors = true;
		else
			f->bit_size = (uint64_t)byte_size * 8;
	}
	/* arrays of records are checked element by element in their container */
	while (canon.kind == CXType_ConstantArray || canon.kind == CXType_IncompleteArray) {
		if (canon.kind == CXType_ConstantArray)
			count *= (uint64_t)clang_getNumElements(canon);
		else
			count = 0;
		is_array = true;
		canon = clang_getCanonicalType(clang_getArrayElementType(canon));
	}
	if (canon.kind == CXType_Atomic)
		f->is_atomic = true;
	/* as the plugin: no expansion of flexible or zero-length arrays of records */
	if (canon.kind == CXType_Record && (!is_array || count > 0)) {
		s = record_key(canon);
		field__set_record_key(f, s);
		free(s);
		f->array_count = is_array ? count : 0;
	}
	f->union_depth = nr_steps;
	memcpy(f->unions, steps, nr_steps * sizeof(*steps));
	cx_attrs__field(rc->b->attrs, c, f);
}

/*
 * Adds the members of record cursor parent to rc->rec, descending into
 * anonymous struct/union members.  When parent is a union, each member is
 * a branch of union_id.
 */
static void add_members(struct record_ctx *rc, CXCursor parent, bool direct,
			bool is_union, uint32_t union_id,
			const struct cl_union_step *steps, unsigned int nr_steps)
{
	struct members m = { 0 };
	struct cl_union_step inner[CL_MAX_UNION_DEPTH];

	clang_visitChildren(parent, collect_member, &m);
	memcpy(inner, steps, nr_steps * sizeof(*steps));
	for (size_t i = 0; i < m.nr; i++) {
		CXCursor c = m.cursors[i];
		unsigned int n = nr_steps;

		if (is_union) {
			if (n < CL_MAX_UNION_DEPTH) {
				inner[n].union_id = union_id;
				inner[n].branch = (uint32_t)i;
				n++;
			} else {
				rc->rec->has_errors = true;
			}
		}
		if (clang_getCursorKind(c) == CXCursor_FieldDecl) {
			add_field(rc, c, direct, inner, n);
		} else {
			bool sub_union = clang_getCursorKind(c) == CXCursor_UnionDecl;

			add_members(rc, c, false, sub_union, sub_union ? rc->next_union_id++ : 0,
				    inner, n);
		}
	}
	free(m.cursors);
}

static void add_record(struct builder *b, CXCursor c)
{
	CXType type = clang_getCursorType(c);
	long long byte_size = clang_Type_getSizeOf(type);
	long long byte_align = clang_Type_getAlignOf(type);
	struct record_ctx rc = { .b = b, .top_type = type, .top = c, .next_union_id = 1 };
	bool is_union = clang_getCursorKind(c) == CXCursor_UnionDecl;
	char *key;

	/* members of an anonymous struct/union member are flattened into its parent */
	if (byte_size < 0 || byte_align < 0 || clang_isInvalidDeclaration(c) ||
	    clang_Cursor_isAnonymousRecordDecl(c))
		return;
	key = record_key(type);
	rc.rec = unit__add_record(b->unit, key);
	free(key);
	rc.rec->byte_size = (uint64_t)byte_size;
	rc.rec->byte_align = (uint64_t)byte_align;
	rc.rec->is_union = is_union;
	rc.rec->is_anonymous = clang_Cursor_isAnonymous(c);
	rc.rec->pos = builder__pos(b, c);
	rc.rec->ignore = cx_attrs__begin_record(b->attrs, c);
	add_members(&rc, c, true, is_union, 0, NULL, 0);
	b->nr_records++;
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct builder *b = data;

	switch (clang_getCursorKind(c)) {
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
		if (!clang_isCursorDefinition(c) || !set__add(&b->seen, c))
			return CXChildVisit_Continue;
		/* inner records complete first, as in GCC */
		clang_visitChildren(c, visit, b);
		add_record(b, c);
		return CXChildVisit_Continue;
	case CXCursor_FieldDecl:
	case CXCursor_TypedefDecl:
	case CXCursor_VarDecl:
	case CXCursor_LinkageSpec:
		/* a definition may sit in a declarator: struct s { ... } var; */
		return CXChildVisit_Recurse;
	default:
		return CXChildVisit_Continue;
	}
}

size_t cx_model__build(CXTranslationUnit tu, struct cl_unit *unit)
{
	struct builder b = { .tu = tu, .unit = unit };

	b.attrs = cx_attrs__new(tu);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, &b);
	cx_attrs__delete(b.attrs);
	free(b.seen.slots);
	return b.nr_records;
}
