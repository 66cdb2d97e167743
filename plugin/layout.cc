// SPDX-License-Identifier: GPL-2.0
/*
 * PLUGIN_FINISH_TYPE -> cl_record.  FINISH_TYPE fires about ten times per
 * type (every `struct foo` specifier, forward declarations included), for
 * anonymous inner types before their parent, and in C++ for template
 * patterns without offsets: so types are de-duplicated, incomplete or
 * unlaid-out types skipped, and anonymous types kept pending until we know
 * whether they are flattened into a parent, named by a typedef, or the type
 * of a named member.
 */
#include "gcc-compat.h"
#include "plugin.h"
#include "attributes.h"
#include "diagnose.h"
#include "layout.h"
#include "roles.h"
#include "typename.h"

static struct cl_unit *unit;
static hash_set<tree> *seen;			/* main variants handled */
static hash_map<tree, unsigned int> *built;	/* main variant -> index in the unit */
static hash_set<tree> *flattened;		/* anonymous types inlined in a parent */
static vec<tree> pending;			/* anonymous types, not built yet */
static size_t nr_skipped;			/* complete, but no constant layout */

/*
 * Lazy fields.  A kernel unit's headers define ~1,500 records and the rules
 * check a handful: those that declare a role or a kernel group marker, in
 * themselves or in a record they embed (rules.c may_declare).  So, unless
 * something reads every record (report-all, infer-access, verbose), a
 * finished type gets only its record's shell: key, size and place in the
 * unit, and a walk of its members that builds the shells of the records it
 * embeds -- the same records, keys and order as a full build.  The fields
 * are filled in at layout__finish for the records that can be checked and
 * for every record they embed; the others keep no fields, which the rules
 * read as "declares nothing", as they would read the full record.
 */
struct shell {
	uint32_t end;		/* records in the unit at the end of this one's walk */
	bool declares;		/* a member with a role attribute or a group-begin marker */
	bool checkable;		/* declares, or embeds one that does */
	bool fill;		/* checkable, or embedded in one */
};

static bool lazy, lazy_known;
static vec<struct shell> shells;		/* by index in the unit */
static vec<uint32_t> embeds;			/* edges: pairs (outer, inner) of indices */
static bool filling;				/* in layout__finish, filling in fields */
static uint32_t fill_clock;			/* the records a full build had built by now */

/*
 * The cookies are FIELD_DECLs read again at PLUGIN_FINISH, after the
 * middle end ran its garbage collections: every type we record stays
 * reachable from this list, and with it its fields.
 */
static tree keep_alive;
static const struct ggc_root_tab keep_alive_roots[] = {
	{ &keep_alive, 1, sizeof(keep_alive), &compat__gc_mark_tree, &compat__pch_walk_tree },
	LAST_GGC_ROOT_TAB
};

static struct cl_unit *the_unit(void)
{
	if (!unit) {
		unit = unit__new(main_input_filename ? main_input_filename : "<unknown>");
		/* a kernel unit's headers make ~1,500 records: fewer, larger blocks */
		unit->memory.max_block = 65536;
	}
	return unit;
}

static struct cl_pos pos_of(location_t loc)
{
	/*
	 * The fields of a record come from one file: the last name expanded,
	 * by address, saves hashing a long header path per field.
	 */
	static const char *last_file, *last_interned;
	struct cl_pos pos = { NULL, 0, 0 };
	expanded_location x;

	if (loc == UNKNOWN_LOCATION)
		return pos;
	x = expand_location(loc);
	if (x.file && x.file != last_file) {
		last_file = x.file;
		last_interned = unit__intern(the_unit(), x.file);
	}
	pos.file = x.file ? last_interned : NULL;
	pos.line = x.line;
	pos.column = x.column;
	return pos;
}

static location_t type_location(tree type)
{
	tree stub = TYPE_STUB_DECL(type);

	if (stub && DECL_P(stub) && DECL_SOURCE_LOCATION(stub) != UNKNOWN_LOCATION)
		return DECL_SOURCE_LOCATION(stub);
	if (TYPE_NAME(type) && DECL_P(TYPE_NAME(type)))
		return DECL_SOURCE_LOCATION(TYPE_NAME(type));
	for (tree f = TYPE_FIELDS(type); f; f = DECL_CHAIN(f))
		if (TREE_CODE(f) == FIELD_DECL)
			return DECL_SOURCE_LOCATION(f);
	return UNKNOWN_LOCATION;
}

/*
 * True if every field has a constant offset and size, recursively into
 * unnamed members.  False for VLA-in-struct, error recovery fields and
 * C++ template patterns (NULL DECL_FIELD_OFFSET).
 */
static bool layout_is_constant(tree type)
{
	if (!TYPE_SIZE_UNIT(type) || !tree_fits_uhwi_p(TYPE_SIZE_UNIT(type)))
		return false;
	for (tree f = TYPE_FIELDS(type); f; f = DECL_CHAIN(f)) {
		if (TREE_CODE(f) != FIELD_DECL)
			continue;
		if (!TREE_TYPE(f) || TREE_TYPE(f) == error_mark_node)
			return false;
		/*
		 * The bit position in wide ints: bit_position() builds (and
		 * GC-allocates) trees, 1,300 instructions a field of a header.
		 */
		if (!DECL_FIELD_OFFSET(f) || TREE_CODE(DECL_FIELD_OFFSET(f)) != INTEGER_CST ||
		    !DECL_FIELD_BIT_OFFSET(f) ||
		    TREE_CODE(DECL_FIELD_BIT_OFFSET(f)) != INTEGER_CST ||
		    !wi::fits_shwi_p((wi::to_offset(DECL_FIELD_OFFSET(f)) << LOG2_BITS_PER_UNIT) +
				     wi::to_offset(DECL_FIELD_BIT_OFFSET(f))))
			return false;
		if (DECL_SIZE(f) ? !tree_fits_uhwi_p(DECL_SIZE(f))
				 : TREE_CODE(TREE_TYPE(f)) != ARRAY_TYPE)
			return false;
		if (!DECL_NAME(f) && RECORD_OR_UNION_TYPE_P(TREE_TYPE(f)) &&
		    !layout_is_constant(TREE_TYPE(f)))
			return false;
	}
	return true;
}

static struct cl_record *build_record(tree type, const char *key, bool anonymous);

/*
 * The key of an anonymous type that got a record (for type names), or NULL.
 * While filling in lazily, a record counts only if a full build had built
 * it already at this point of the walk (fill_clock).
 */
static const char *anon_key(tree type)
{
	unsigned int *r = built->get(TYPE_MAIN_VARIANT(type));

	if (!r || (filling && *r >= fill_clock))
		return NULL;
	return the_unit()->records[*r]->key;
}

static char *anonymous_key(tree type)
{
	expanded_location x = expand_location(type_location(type));
	const char *kind = TREE_CODE(type) == UNION_TYPE ? "union" : "struct";
	char *key = xasprintf("%s (anonymous at %s:%d:%d)", kind, x.file ? x.file : "?",
			      x.line, x.column);

	/* Two expansions of one macro can share a location. */
	for (int n = 2; unit__find(the_unit(), key); n++) {
		free(key);
		key = xasprintf("%s (anonymous at %s:%d:%d #%d)", kind, x.file ? x.file : "?",
				x.line, x.column, n);
	}
	return key;
}

/* The record of a struct/union member type, built now if need be. */
static struct cl_record *record_of(tree type)
{
	unsigned int *r;
	char *key;
	struct cl_record *rec;

	type = TYPE_MAIN_VARIANT(type);
	r = built->get(type);
	if (r) {
		/* built in this walk by a full build: so are the records it embeds */
		if (filling && *r >= fill_clock)
			fill_clock = shells[*r].end;
		return the_unit()->records[*r];
	}
	/* The shell's walk made every record that a full build makes. */
	if (filling || !COMPLETE_TYPE_P(type) || !layout_is_constant(type))
		return NULL;
	key = typename__is_anonymous(type) ? anonymous_key(type) : typename__tag(type);
	rec = build_record(type, key, typename__is_anonymous(type));
	free(key);
	return rec;
}

struct walk {
	struct cl_record *rec;
	uint32_t next_union_id;
	uint32_t index;		/* a shell's walk (struct shell): its index, */
	bool declares;		/* and whether a member declares */
};

struct steps {
	unsigned int depth;
	struct cl_union_step step[CL_MAX_UNION_DEPTH];
};

#define STARTS_WITH(name, lit) (!strncmp((name), (lit), sizeof(lit) - 1))

/* Every member is asked: most fail on their first two bytes, without a call. */
static bool is_group_begin(const char *name)
{
	return name[0] == '_' && name[1] == '_' && STARTS_WITH(name, CL_GROUP_BEGIN_PREFIX);
}

static bool is_group_marker(const char *name)
{
	return name[0] == '_' && name[1] == '_' &&
	       (STARTS_WITH(name, CL_GROUP_BEGIN_PREFIX) || STARTS_WITH(name, CL_GROUP_END_PREFIX));
}

/*
 * A member in a shell's walk (struct shell): whether it declares, and the
 * record of its type made as add_field makes it.
 */
static void shell_field(struct walk *w, tree f)
{
	tree elem = TREE_TYPE(f);
	uint64_t count = 1;
	bool is_array = false, count_known = true;
	const char *group;
	struct cl_record *inner = NULL;

	w->declares |= attributes__field_role(f, &group) != CL_ROLE_NONE ||
		       is_group_begin(IDENTIFIER_POINTER(DECL_NAME(f)));
	while (TREE_CODE(elem) == ARRAY_TYPE) {
		tree domain = TYPE_DOMAIN(elem);

		is_array = true;
		if (domain && TYPE_MAX_VALUE(domain) && tree_fits_shwi_p(TYPE_MAX_VALUE(domain)) &&
		    tree_to_shwi(TYPE_MAX_VALUE(domain)) >= 0)
			count *= tree_to_shwi(TYPE_MAX_VALUE(domain)) + 1;
		else
			count_known = false;
		elem = TREE_TYPE(elem);
	}
	if (RECORD_OR_UNION_TYPE_P(elem) && (!is_array || (count_known && count > 0)))
		inner = record_of(elem);
	if (inner) {
		/* the rules find the member's record by key: the first of that key */
		inner = unit__find(the_unit(), inner->key);
		embeds.safe_push(w->index);
		embeds.safe_push(*built->get((tree)inner->cookie));
	}
}

/* add_members for a shell: the same members in the same order. */
static void shell_members(struct walk *w, tree type)
{
	for (tree f = TYPE_FIELDS(type); f; f = DECL_CHAIN(f)) {
		if (TREE_CODE(f) != FIELD_DECL)
			continue;
		if (!DECL_NAME(f)) {
			if (RECORD_OR_UNION_TYPE_P(TREE_TYPE(f))) {
				flattened->add(TYPE_MAIN_VARIANT(TREE_TYPE(f)));
				shell_members(w, TREE_TYPE(f));
			}
			continue;
		}
		if (DECL_ARTIFICIAL(f))		/* C++ _vptr */
			continue;
		shell_field(w, f);
	}
}

static void add_field(struct walk *w, tree f, uint64_t bit_offset, const struct steps *st)
{
	tree type = TREE_TYPE(f), elem = type;
	uint64_t count = 1, dims[CL_MAX_DIMS + 8];
	unsigned int nr_dims = 0;
	bool is_array = false, count_known = true;
	const char *group;
	enum cl_role role = attributes__field_role(f, &group);
	struct cl_record *inner = NULL;
	struct cl_field *cf;
	char *type_name;

	while (TREE_CODE(elem) == ARRAY_TYPE) {
		tree domain = TYPE_DOMAIN(elem);

		is_array = true;
		if (domain && TYPE_MAX_VALUE(domain) && tree_fits_shwi_p(TYPE_MAX_VALUE(domain)) &&
		    tree_to_shwi(TYPE_MAX_VALUE(domain)) >= 0) {
			count *= tree_to_shwi(TYPE_MAX_VALUE(domain)) + 1;
			if (nr_dims < CL_MAX_DIMS + 8)
				dims[nr_dims++] = tree_to_shwi(TYPE_MAX_VALUE(domain)) + 1;
		} else {
			count_known = false;
		}
		elem = TREE_TYPE(elem);
	}
	/* Embedded records are checked at their real offsets by the rules. */
	if (RECORD_OR_UNION_TYPE_P(elem) && (!is_array || (count_known && count > 0)))
		inner = record_of(elem);
	/* A bit-field's TREE_TYPE is a nameless N-bit integer: spell the declared type. */
	type_name = typename__spell(DECL_BIT_FIELD_TYPE(f) ? DECL_BIT_FIELD_TYPE(f) : type,
				    anon_key);

	cf = record__add_field(w->rec, IDENTIFIER_POINTER(DECL_NAME(f)));
	field__set_type(cf, type_name);
	free(type_name);
	if (inner) {
		field__set_record_key(cf, inner->key);
		cf->array_count = is_array ? count : 0;
		for (unsigned int d = 0; is_array && nr_dims > 1 && d < nr_dims; d++)
			field__add_dim(cf, dims[d]);
	}
	cf->bit_offset = bit_offset;
	cf->bit_size = DECL_SIZE(f) ? tree_to_uhwi(DECL_SIZE(f)) : 0;
	if (is_array && !RECORD_OR_UNION_TYPE_P(elem) && TYPE_SIZE(elem) &&
	    tree_fits_uhwi_p(TYPE_SIZE(elem)))
		cf->elem_bit_size = tree_to_uhwi(TYPE_SIZE(elem));
	cf->is_bitfield = DECL_BIT_FIELD_TYPE(f) != NULL_TREE;
	cf->is_flexible = DECL_SIZE(f) == NULL_TREE;
	cf->is_atomic = TYPE_ATOMIC(type) || TYPE_ATOMIC(elem);
	cf->is_marker = is_group_marker(cf->name);
	if (role != CL_ROLE_NONE) {
		cf->role = role;
		cf->origin = CL_ORIGIN_ATTRIBUTE;
	}
	if (group)
		field__set_group(cf, group);
	cf->union_depth = st->depth;
	memcpy(cf->unions, st->step, sizeof(st->step[0]) * st->depth);
	cf->pos = pos_of(DECL_SOURCE_LOCATION(f));
	cf->cookie = f;
}

/*
 * Adds type's members at base_bits.  Members of unnamed struct/union members
 * are flattened in under their own names; each union level adds a step
 * (union id, branch) so the rules never pair two alternatives.
 */
static void add_members(struct walk *w, tree type, uint64_t base_bits, const struct steps *outer,
			bool top)
{
	bool is_union = TREE_CODE(type) == UNION_TYPE;
	uint32_t union_id = 0, branch = 0;

	if (is_union && !top)
		union_id = w->next_union_id++;
	for (tree f = TYPE_FIELDS(type); f; f = DECL_CHAIN(f)) {
		struct steps st = *outer;
		uint64_t off;

		if (TREE_CODE(f) != FIELD_DECL)
			continue;
		off = base_bits + int_bit_position(f);
		if (is_union) {
			if (st.depth < CL_MAX_UNION_DEPTH) {
				st.step[st.depth].union_id = union_id;
				st.step[st.depth].branch = branch;
				st.depth++;
			}
			branch++;
		}
		if (!DECL_NAME(f)) {
			/* An anonymous struct/union member; else unnamed bit-field padding. */
			if (RECORD_OR_UNION_TYPE_P(TREE_TYPE(f))) {
				flattened->add(TYPE_MAIN_VARIANT(TREE_TYPE(f)));
				add_members(w, TREE_TYPE(f), off, &st, false);
			}
			continue;
		}
		if (DECL_ARTIFICIAL(f))		/* C++ _vptr */
			continue;
		add_field(w, f, off, &st);
	}
}

/* Fills in the fields of the index-th record, made as a shell. */
static void fill_record(uint32_t index)
{
	struct cl_record *rec = the_unit()->records[index];
	tree type = (tree)rec->cookie;
	struct walk w;
	struct steps none;

	memset(&none, 0, sizeof(none));
	memset(&w, 0, sizeof(w));
	w.rec = rec;
	w.next_union_id = 1;
	rec->pos = pos_of(type_location(type));
	filling = true;
	fill_clock = index + 1;
	add_members(&w, type, 0, &none, true);
	filling = false;
}

/*
 * Which shells the rules read: a record that declares, and every record
 * that embeds one (may_declare follows the same edges), are checkable;
 * they and every record they embed are filled in.
 */
static void fill_shells(void)
{
	size_t nr = shells.length(), nr_edges = embeds.length() / 2;
	bool changed;

	for (size_t i = 0; i < nr; i++)
		shells[i].checkable = shells[i].fill = shells[i].declares;
	do {
		changed = false;
		for (size_t e = 0; e < nr_edges; e++) {
			struct shell *outer = &shells[embeds[2 * e]], *inner = &shells[embeds[2 * e + 1]];

			if (inner->checkable && !outer->checkable)
				changed = outer->checkable = outer->fill = true;
		}
	} while (changed);
	do {
		changed = false;
		for (size_t e = 0; e < nr_edges; e++) {
			struct shell *outer = &shells[embeds[2 * e]], *inner = &shells[embeds[2 * e + 1]];

			if (outer->fill && !inner->fill)
				changed = inner->fill = true;
		}
	} while (changed);
	for (size_t i = 0; i < nr; i++)
		if (shells[i].fill)
			fill_record(i);
}

static struct cl_record *build_record(tree type, const char *key, bool anonymous)
{
	struct walk w;
	struct steps none;
	struct cl_record *rec;

	type = TYPE_MAIN_VARIANT(type);
	if (!lazy_known) {
		/*
		 * Options are final once types come.  Under -flto, free_lang_data
		 * edits the types before PLUGIN_FINISH: read them at once there.
		 */
		lazy = !pl_opts.report_all && !pl_opts.infer_access && !pl_opts.verbose &&
		       !flag_generate_lto && !flag_generate_offload;
		lazy_known = true;
	}
	if (!seen->add(type))
		keep_alive = tree_cons(NULL_TREE, type, keep_alive);
	if (unit__find(the_unit(), key)) {
		/*
		 * The same tag in another scope (local structs of two functions):
		 * members find their record by key, so the key must be unique.
		 */
		expanded_location x = expand_location(type_location(type));
		char *unique = xasprintf("%s (%s:%d)", key, x.file ? x.file : "?", x.line);

		rec = unit__add_record(the_unit(), unique);
		free(unique);
	} else {
		rec = unit__add_record(the_unit(), key);
	}
	built->put(type, the_unit()->nr_records - 1);
	rec->byte_size = tree_to_uhwi(TYPE_SIZE_UNIT(type));
	rec->byte_align = TYPE_ALIGN_UNIT(type);
	rec->is_union = TREE_CODE(type) == UNION_TYPE;
	rec->ignore = attributes__type_ignored(type);
	rec->is_anonymous = anonymous;
	rec->cookie = type;

	memset(&none, 0, sizeof(none));
	memset(&w, 0, sizeof(w));
	w.rec = rec;
	w.next_union_id = 1;	/* 0 is the record itself when it is a union */
	if (lazy) {
		struct shell sh = { 0, false, false, false };

		w.index = the_unit()->nr_records - 1;
		shells.safe_push(sh);
		shell_members(&w, type);
		shells[w.index].end = the_unit()->nr_records;
		shells[w.index].declares = w.declares;
		return rec;
	}
	rec->pos = pos_of(type_location(type));
	add_members(&w, type, 0, &none, true);
	if (pl_opts.verbose) {
		size_t hot = 0;

		for (size_t i = 0; i < rec->nr_fields; i++)
			hot += rec->fields[i].role != CL_ROLE_NONE || rec->fields[i].is_marker;
		/* A kernel unit has thousands of records: name only the annotated. */
		if (hot)
			pl_verbose("record %s: %zu fields, %zu annotated or markers, %llu bytes%s",
				   rec->key, rec->nr_fields, hot,
				   (unsigned long long)rec->byte_size,
				   rec->ignore ? " (cachelint_ignore)" : "");
	}
	return rec;
}

/*
 * FINISH_TYPE fires for every `struct foo` specifier, ten times a type in
 * a kernel unit and often for the type of the one before: the types last
 * found in seen, by address, answer most without hashing.  (A type in seen
 * stays there and alive, so an address here is never a new type's.)
 */
#define SEEN_CACHE 64
static tree seen_cache[SEEN_CACHE];

static bool already_seen(tree type)
{
	size_t slot = ((uintptr_t)type >> 4) % SEEN_CACHE;

	if (seen_cache[slot] == type)
		return true;
	if (!seen->contains(type))
		return false;
	seen_cache[slot] = type;
	return true;
}

static void finish_type(void *gcc_data, void *user_data)
{
	tree type = (tree)gcc_data;
	char *key;

	if (!type || type == error_mark_node || !RECORD_OR_UNION_TYPE_P(type) || seen_error())
		return;
	type = TYPE_MAIN_VARIANT(type);
	if (!COMPLETE_TYPE_P(type) || already_seen(type))
		return;
	/* Every type in seen stays alive: a freed type's address could be
	 * reused by a new type, which seen would then wrongly skip. */
	seen->add(type);
	keep_alive = tree_cons(NULL_TREE, type, keep_alive);
	if (!layout_is_constant(type)) {
		nr_skipped++;
		return;
	}
	diagnose__notice_macros();
	if (typename__is_anonymous(type)) {
		pending.safe_push(type);
		return;
	}
	key = typename__tag(type);
	build_record(type, key, false);
	free(key);
}

/* typedef struct { ... } name_t;  names the anonymous struct name_t. */
static void finish_decl(void *gcc_data, void *user_data)
{
	tree decl = (tree)gcc_data, orig;

	/* ~50,000 declarations a kernel unit: the cheap tests first */
	if (!decl || (TREE_CODE(decl) != VAR_DECL && TREE_CODE(decl) != TYPE_DECL) || seen_error())
		return;
	if (TREE_CODE(decl) == VAR_DECL && TREE_TYPE(decl) && TREE_TYPE(decl) != error_mark_node) {
		/* C++ template instantiations never reach FINISH_TYPE: ring<int> v; */
		tree type = strip_array_types(TREE_TYPE(decl));

		if (RECORD_OR_UNION_TYPE_P(type) && !built->get(TYPE_MAIN_VARIANT(type)) &&
		    COMPLETE_TYPE_P(type) && !typename__is_anonymous(type))
			record_of(type);
		return;
	}
	if (TREE_CODE(decl) != TYPE_DECL || !DECL_NAME(decl))
		return;
	orig = DECL_ORIGINAL_TYPE(decl);
	if (!orig || !RECORD_OR_UNION_TYPE_P(orig))
		return;
	orig = TYPE_MAIN_VARIANT(orig);
	if (built->get(orig) || !seen->contains(orig) || !COMPLETE_TYPE_P(orig) ||
	    !typename__is_anonymous(orig) || !layout_is_constant(orig))
		return;
	build_record(orig, IDENTIFIER_POINTER(DECL_NAME(decl)), false);
}

struct cl_unit *layout__finish(void)
{
	if (!seen_error()) {
		/* C++ names `typedef struct {} t;` by renaming the type itself. */
		for (unsigned i = 0; i < pending.length(); i++) {
			tree type = pending[i];
			char *key;

			if (built->get(type) || flattened->contains(type) ||
			    typename__is_anonymous(type))
				continue;
			key = typename__tag(type);
			build_record(type, key, false);
			free(key);
		}
	}
	if (lazy)
		fill_shells();
	pl_verbose("%zu types seen: %zu records, %zu anonymous flattened, %zu skipped (no constant layout)",
		   seen->elements(), the_unit()->nr_records, flattened->elements(), nr_skipped);
	return the_unit();
}

void layout__register(const char *plugin_name)
{
	seen = new hash_set<tree>;
	built = new hash_map<tree, unsigned int>;
	flattened = new hash_set<tree>;
	pending.create(16);
	shells.create(256);
	embeds.create(256);
	register_callback(plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
			  (void *)keep_alive_roots);
	register_callback(plugin_name, PLUGIN_FINISH_TYPE, finish_type, NULL);
	register_callback(plugin_name, PLUGIN_FINISH_DECL, finish_decl, NULL);
}
