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

/*
 * The record definitions already walked (libclang reaches a definition from
 * each declarator too), with the key each got: a member finds its type's
 * record through this, also when two scopes define the same tag.
 * Keyed by the Decl pointer (data[0]): clang_hashCursor also hashes a
 * first-in-declaration-group flag that differs between the two paths.
 */
struct cursor_map {
	size_t nr, alloc;
	const void **decls;
	const char **keys;		/* the unit's own copies */
};

#define FILE_SLOTS 1024

struct file_text {
	CXFile file;
	const char *text;
	size_t size;
};

struct builder {
	CXTranslationUnit tu;
	struct cl_unit *unit;
	struct cx_attrs *attrs;
	struct cursor_map seen;
	size_t nr_records;
	/* interning of file names by CXFile */
	CXFile last_file;
	const char *last_name;
	bool display_columns;		/* GCC's columns, not libclang's bytes */
	const char *workdir;		/* paths under it are named relative to it */
	size_t workdir_len;
	struct file_text *texts;	/* FILE_SLOTS, by CXFile */
};

/* One record being filled: the outermost record and the union ids handed out. */
struct record_ctx {
	struct builder *b;
	struct cl_record *rec;
	CXType top_type;
	CXCursor top;
	uint32_t next_union_id;
};

static size_t map__hash(const void *decl, size_t mask)
{
	return (size_t)(((uintptr_t)decl >> 4) * 0x9E3779B97F4A7C15ull) & mask;
}

/* Adds decl (with no key yet); false when it is there already. */
static bool map__add(struct cursor_map *map, const void *decl)
{
	size_t mask, h;

	if (map->nr * 2 >= map->alloc) {
		struct cursor_map bigger = { .alloc = map->alloc ? map->alloc * 2 : 256 };

		bigger.decls = xzalloc(bigger.alloc * sizeof(*bigger.decls));
		bigger.keys = xzalloc(bigger.alloc * sizeof(*bigger.keys));
		for (size_t i = 0; i < map->alloc; i++) {
			if (!map->decls[i])
				continue;
			h = map__hash(map->decls[i], bigger.alloc - 1);
			while (bigger.decls[h])
				h = (h + 1) & (bigger.alloc - 1);
			bigger.decls[h] = map->decls[i];
			bigger.keys[h] = map->keys[i];
			bigger.nr++;
		}
		free(map->decls);
		free(map->keys);
		*map = bigger;
	}
	mask = map->alloc - 1;
	for (h = map__hash(decl, mask);; h = (h + 1) & mask) {
		if (!map->decls[h]) {
			map->decls[h] = decl;
			map->nr++;
			return true;
		}
		if (map->decls[h] == decl)
			return false;
	}
}

static const char **map__key(struct cursor_map *map, const void *decl)
{
	if (!map->alloc)
		return NULL;
	for (size_t h = map__hash(decl, map->alloc - 1);; h = (h + 1) & (map->alloc - 1)) {
		if (!map->decls[h])
			return NULL;
		if (map->decls[h] == decl)
			return &map->keys[h];
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
	const char *rel;
	char *name;

	if (!file)
		return NULL;
	if (file == b->last_file)
		return b->last_name;
	name = cx_string(clang_getFileName(file));
	b->last_file = file;
	/* clang names "include/x.h" found next to "a.c" "./include/x.h"; GCC does not */
	rel = strncmp(name, "./", 2) ? name : name + 2;
	/* the build directory's files as gcc run there names them: relative */
	if (b->workdir_len && !strncmp(rel, b->workdir, b->workdir_len) && rel[b->workdir_len] == '/')
		rel += b->workdir_len + 1;
	while (!strncmp(rel, "./", 2))	/* "DIR/./nest.h", a header next to the unit */
		rel += 2;
	b->last_name = unit__intern(b->unit, rel);
	free(name);
	return b->last_name;
}

/*
 * GCC counts columns as displayed (a tab advances to the next multiple of
 * 8, a UTF-8 character is one column); libclang counts bytes.  Diagnostics
 * of both front ends must diff cleanly, so columns are GCC's.
 */
/* clang_getFileContents searches the unit's file table: once per file is enough. */
static const char *file_text(struct builder *b, CXFile file, size_t *size)
{
	size_t h = ((uintptr_t)file >> 4) % FILE_SLOTS;

	for (size_t i = 0; i < FILE_SLOTS; i++) {
		struct file_text *t = &b->texts[(h + i) % FILE_SLOTS];

		if (!t->file) {
			t->file = file;
			t->text = clang_getFileContents(b->tu, file, &t->size);
		}
		if (t->file == file) {
			*size = t->size;
			return t->text;
		}
	}
	return clang_getFileContents(b->tu, file, size);
}

static unsigned int display_column(struct builder *b, CXFile file, unsigned int column,
				   unsigned int offset)
{
	size_t size = 0;
	const char *text = file_text(b, file, &size);
	unsigned int start, display = 0;

	if (!text || column == 0 || column - 1 > offset || offset > size)
		return column;
	start = offset - (column - 1);
	for (unsigned int i = start; i < offset; i++) {
		unsigned char ch = (unsigned char)text[i];

		if (ch == '\t')
			display = (display / 8 + 1) * 8;
		else if ((ch & 0xc0) != 0x80)
			display++;
	}
	return display + 1;
}

static struct cl_pos builder__pos(struct builder *b, CXCursor cursor)
{
	struct cl_pos pos = { 0 };
	CXFile file = NULL;
	unsigned int offset = 0;

	clang_getExpansionLocation(clang_getCursorLocation(cursor), &file, &pos.line,
				   &pos.column, &offset);
	pos.file = file_name(b, file);
	if (file && b->display_columns)
		pos.column = display_column(b, file, pos.column, offset);
	return pos;
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
	uint64_t count = 1, dims[CL_MAX_DIMS + 8];
	unsigned int nr_dims = 0;
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
		if (canon.kind == CXType_ConstantArray) {
			count *= (uint64_t)clang_getNumElements(canon);
			if (nr_dims < CL_MAX_DIMS + 8)
				dims[nr_dims++] = (uint64_t)clang_getNumElements(canon);
		} else {
			count = 0;
		}
		is_array = true;
		canon = clang_getCanonicalType(clang_getArrayElementType(canon));
	}
	if (canon.kind == CXType_Atomic)
		f->is_atomic = true;
	if (is_array && canon.kind != CXType_Record) {
		long long elem_size = clang_Type_getSizeOf(canon);

		if (elem_size > 0)
			f->elem_bit_size = (uint64_t)elem_size * 8;
	}
	/* as the plugin: no expansion of flexible or zero-length arrays of records */
	if (canon.kind == CXType_Record && (!is_array || count > 0)) {
		const char **known = map__key(&rc->b->seen,
					      clang_getTypeDeclaration(canon).data[0]);

		if (known && *known) {
			field__set_record_key(f, *known);
		} else {
			s = record_key(canon);
			field__set_record_key(f, s);
			free(s);
		}
		f->array_count = is_array ? count : 0;
		for (unsigned int d = 0; is_array && nr_dims > 1 && d < nr_dims; d++)
			field__add_dim(f, dims[d]);
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
	if (nr_steps)
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
	const char **known;
	char *key;

	/* members of an anonymous struct/union member are flattened into its parent */
	if (byte_size < 0 || byte_align < 0 || clang_isInvalidDeclaration(c) ||
	    clang_Cursor_isAnonymousRecordDecl(c))
		return;
	key = record_key(type);
	if (unit__find(b->unit, key)) {
		/* the same tag in another scope: the plugin's unique key */
		struct cl_pos pos = builder__pos(b, c);
		char *unique = xasprintf("%s (%s:%u)", key, pos.file ? pos.file : "?", pos.line);

		free(key);
		key = unique;
	}
	rc.rec = unit__add_record(b->unit, key);
	free(key);
	known = map__key(&b->seen, c.data[0]);
	if (known)
		*known = rc.rec->key;
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
		if (!clang_isCursorDefinition(c) || !map__add(&b->seen, c.data[0]))
			return CXChildVisit_Continue;
		/* inner records complete first, as in GCC */
		clang_visitChildren(c, visit, b);
		add_record(b, c);
		return CXChildVisit_Continue;
	case CXCursor_FunctionDecl:
		/* struct definitions local to the unit's own functions (never the
		 * headers' inline functions: nobody annotates those) */
		if (!clang_isCursorDefinition(c) ||
		    !clang_Location_isFromMainFile(clang_getCursorLocation(c)))
			return CXChildVisit_Continue;
		return CXChildVisit_Recurse;
	case CXCursor_FieldDecl:
	case CXCursor_TypedefDecl:
	case CXCursor_VarDecl:
	case CXCursor_LinkageSpec:
		/* a definition may sit in a declarator: struct s { ... } var; */
		return CXChildVisit_Recurse;
	default:
		/* statements of a function body, down to its DeclStmts; not expressions */
		if (clang_isStatement(clang_getCursorKind(c)))
			return CXChildVisit_Recurse;
		return CXChildVisit_Continue;
	}
}

size_t cx_model__build(CXTranslationUnit tu, struct cl_unit *unit, bool display_columns,
		       const char *workdir)
{
	struct builder b = { .tu = tu, .unit = unit, .display_columns = display_columns,
			     .workdir = workdir, .workdir_len = workdir ? strlen(workdir) : 0 };

	while (b.workdir_len > 1 && workdir[b.workdir_len - 1] == '/')
		b.workdir_len--;
	b.texts = xzalloc(FILE_SLOTS * sizeof(*b.texts));
	b.attrs = cx_attrs__new(tu);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, &b);
	cx_attrs__delete(b.attrs);
	free(b.texts);
	free(b.seen.decls);
	free(b.seen.keys);
	return b.nr_records;
}
