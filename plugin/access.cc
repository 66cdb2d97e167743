// SPDX-License-Identifier: GPL-2.0
/*
 * infer-access: which struct fields the code loads, stores and updates
 * atomically, how often (per call of the function), from which function.
 *
 * Placement: after "einline", the kernel's __always_inline helpers
 * (atomic_inc, set_bit, READ_ONCE ...) are part of their callers, so their
 * inline asm and volatile accesses are credited to the caller's field.  When
 * the early optimizations run (-O1 and above) the pass sits after
 * "profile_estimate" instead, which gives guessed block frequencies; at -O0
 * and -Og a block weighs 8^loop_depth.  Late passes (LIM store motion) would
 * no longer match the source, so the pass stays early.
 *
 * The pass only reads the IL: no statement, no flag, no CFG is changed
 * (dominators are computed if missing and freed again).
 */
#include "gcc-compat.h"
#include "context.h"
#include "tree-pass.h"
#include "basic-block.h"
#include "tree-ssa-alias.h"
#include "internal-fn.h"
#include "gimple-expr.h"
#include "is-a.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "cfgloop.h"
#include "cgraph.h"
#include "dominance.h"
#include "function.h"
#include "real.h"
#include "sreal.h"
#include "tree-cfg.h"

#include "access.h"
#include "layout_json.h"
#include "report.h"
#include "strtab.h"
#include "../rules/access.h"

#define MAX_CHAIN 32
#define MAX_CHASE 4
#define MAX_LOOP_DEPTH 4
#define MAX_DOM_STEPS 64

static struct cl_access_profile *profile;

/* A resolved field: record key and path inside it. */
struct fname {
	char key[256];
	char path[512];
	bool pending_array;	/* the path ends in an array of records */
};

static bool append(char *dst, size_t size, const char *s)
{
	size_t len = strlen(dst), add = strlen(s);

	if (len + add + 1 > size)
		return false;
	memcpy(dst + len, s, add + 1);
	return true;
}

/* The identifier of a record type as the layout names it (see typename.cc). */
static tree record_identifier(tree type)
{
	tree name = TYPE_NAME(type);

	if (name && TREE_CODE(name) == TYPE_DECL)
		name = DECL_NAME(name);
	if (!name || TREE_CODE(name) != IDENTIFIER_NODE || IDENTIFIER_ANON_P(name))
		return NULL_TREE;
	if (IDENTIFIER_POINTER(name)[0] == '.' || IDENTIFIER_POINTER(name)[0] == '<')
		return NULL_TREE;
	return name;
}

/*
 * "struct foo", "union bar", or for a typedef'd anonymous struct the
 * typedef's name (taken from the type as spelled at the access).
 */
static bool record_key(tree type, char *out, size_t size)
{
	tree main, id;

	if (!type || type == error_mark_node || !RECORD_OR_UNION_TYPE_P(type))
		return false;
	main = TYPE_MAIN_VARIANT(type);
	id = record_identifier(main);
	if (id) {
		snprintf(out, size, "%s %s", TREE_CODE(main) == UNION_TYPE ? "union" : "struct",
			 IDENTIFIER_POINTER(id));
		return true;
	}
	if (type != main && TYPE_NAME(type) && TREE_CODE(TYPE_NAME(type)) == TYPE_DECL &&
	    DECL_NAME(TYPE_NAME(type))) {
		snprintf(out, size, "%s", IDENTIFIER_POINTER(DECL_NAME(TYPE_NAME(type))));
		return true;
	}
	return false;
}

static bool same_type(tree a, tree b)
{
	return a && b && TYPE_MAIN_VARIANT(a) == TYPE_MAIN_VARIANT(b);
}

/* Appends a named member (or nothing for an anonymous member). */
static bool append_member(struct fname *n, tree field)
{
	if (!field || TREE_CODE(field) != FIELD_DECL)
		return false;
	if (!DECL_NAME(field))
		return true;	/* anonymous struct/union: its members are flattened */
	if (n->path[0]) {
		if (n->pending_array && !append(n->path, sizeof(n->path), "[]"))
			return false;
		if (!append(n->path, sizeof(n->path), "."))
			return false;
	}
	n->pending_array = false;
	return append(n->path, sizeof(n->path), IDENTIFIER_POINTER(DECL_NAME(field)));
}

/*
 * The member path of the object at byte_offset inside an object of type
 * outer, when that object has type target (a record), or is a scalar of
 * target's size.  Used for MEM_REFs at an offset (forwprop folds &p->a.b
 * into MEM[p + 8B]).
 */
static bool path_at_offset(struct fname *n, tree outer, HOST_WIDE_INT byte_offset, tree target)
{
	tree tsize = TYPE_SIZE(target);

	for (int depth = 0; depth < MAX_CHAIN; depth++) {
		if (!outer || outer == error_mark_node || byte_offset < 0)
			return false;
		if (same_type(outer, target) && byte_offset == 0)
			return true;
		if (RECORD_OR_UNION_TYPE_P(outer)) {
			tree found = NULL_TREE;

			for (tree f = TYPE_FIELDS(outer); f; f = DECL_CHAIN(f)) {
				tree pos, size;
				HOST_WIDE_INT bits, sz;

				if (TREE_CODE(f) != FIELD_DECL || DECL_BIT_FIELD(f))
					continue;
				pos = bit_position(f);
				size = DECL_SIZE(f);
				if (!pos || !size || !tree_fits_shwi_p(pos) || !tree_fits_shwi_p(size))
					continue;
				bits = tree_to_shwi(pos);
				sz = tree_to_shwi(size);
				if (bits % BITS_PER_UNIT || byte_offset * BITS_PER_UNIT < bits ||
				    byte_offset * BITS_PER_UNIT >= bits + sz)
					continue;
				found = f;
				/* in a union, prefer the alternative of the accessed type */
				if (!RECORD_OR_UNION_TYPE_P(outer) || TREE_CODE(outer) != UNION_TYPE ||
				    same_type(TREE_TYPE(f), target))
					break;
			}
			if (!found || !append_member(n, found))
				return false;
			byte_offset -= tree_to_shwi(bit_position(found)) / BITS_PER_UNIT;
			outer = TREE_TYPE(found);
			continue;
		}
		if (TREE_CODE(outer) == ARRAY_TYPE) {
			tree elt = TREE_TYPE(outer);
			tree esize = elt ? TYPE_SIZE_UNIT(elt) : NULL_TREE;
			HOST_WIDE_INT es;

			if (!esize || !tree_fits_shwi_p(esize) || (es = tree_to_shwi(esize)) <= 0)
				return false;
			byte_offset %= es;
			if (n->path[0])
				n->pending_array = true;
			outer = elt;
			continue;
		}
		/* a scalar: the access touches part of it (bitops on one byte of a word) */
		if (RECORD_OR_UNION_TYPE_P(target) || !n->path[0] || !tsize ||
		    !TYPE_SIZE(outer) || !tree_fits_shwi_p(tsize) || !tree_fits_shwi_p(TYPE_SIZE(outer)))
			return false;
		return byte_offset * BITS_PER_UNIT + tree_to_shwi(tsize) <=
		       tree_to_shwi(TYPE_SIZE(outer));
	}
	return false;
}

static bool resolve(tree ref, int depth, struct fname *n);

/*
 * The object a pointer points to, when its definition says so: p_5 = &X,
 * a copy or conversion of such a pointer, or p_5 = q_4 + CST.
 */
static tree pointer_target(tree ptr, HOST_WIDE_INT *byte_offset)
{
	for (int i = 0; i < MAX_CHASE && ptr; i++) {
		gimple *def;

		if (TREE_CODE(ptr) == ADDR_EXPR)
			return TREE_OPERAND(ptr, 0);
		if (TREE_CODE(ptr) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF(ptr))
			return NULL_TREE;
		def = SSA_NAME_DEF_STMT(ptr);
		if (!def || !is_gimple_assign(def))
			return NULL_TREE;
		switch (gimple_assign_rhs_code(def)) {
		case ADDR_EXPR:
			return TREE_OPERAND(gimple_assign_rhs1(def), 0);
		case SSA_NAME:
		CASE_CONVERT:
			ptr = gimple_assign_rhs1(def);
			break;
		case POINTER_PLUS_EXPR: {
			tree off = gimple_assign_rhs2(def);

			if (TREE_CODE(off) != INTEGER_CST || !tree_fits_shwi_p(off))
				return NULL_TREE;
			*byte_offset += tree_to_shwi(off);
			ptr = gimple_assign_rhs1(def);
			break;
		}
		default:
			return NULL_TREE;
		}
	}
	return NULL_TREE;
}

/*
 * Starts the name at a MEM_REF base from the object its pointer was taken
 * from (inlined helpers: MEM[_5].counter with _5 = &p->refcnt), or from the
 * record its pointer's type points to at the MEM_REF's offset.
 */
static bool resolve_mem_base(tree base, int depth, struct fname *n)
{
	tree ptr = TREE_OPERAND(base, 0), type = TREE_TYPE(base), off = TREE_OPERAND(base, 1);
	HOST_WIDE_INT byte_offset, chased = 0;
	tree target;

	if (!off || TREE_CODE(off) != INTEGER_CST || !tree_fits_shwi_p(off))
		return false;
	byte_offset = tree_to_shwi(off);
	if (depth < MAX_CHASE && (target = pointer_target(ptr, &chased)) != NULL_TREE) {
		struct fname saved = *n;

		if (resolve(target, depth + 1, n) &&
		    path_at_offset(n, TREE_TYPE(target), byte_offset + chased, type))
			return true;
		*n = saved;
	}
	/* the pointer's own type: a struct whose member sits at the offset */
	if (ptr && POINTER_TYPE_P(TREE_TYPE(ptr))) {
		tree pointee = TREE_TYPE(TREE_TYPE(ptr));

		if (pointee && RECORD_OR_UNION_TYPE_P(pointee) && !same_type(pointee, type) &&
		    record_key(pointee, n->key, sizeof(n->key))) {
			struct fname saved = *n;

			if (path_at_offset(n, pointee, byte_offset, type))
				return true;
			*n = saved;
		}
	}
	return false;
}

/* Fills n with the record and member path of the reference; false if none. */
static bool resolve(tree ref, int depth, struct fname *n)
{
	tree chain[MAX_CHAIN], base = ref;
	int len = 0;

	while (base && handled_component_p(base)) {
		if (len == MAX_CHAIN)
			return false;
		chain[len++] = base;
		base = TREE_OPERAND(base, 0);
	}
	if (!base || base == error_mark_node)
		return false;
	if (TREE_CODE(base) == MEM_REF && resolve_mem_base(base, depth, n)) {
		/* the chain continues inside the object found */
	} else if (RECORD_OR_UNION_TYPE_P(TREE_TYPE(base))) {
		if (!record_key(TREE_TYPE(base), n->key, sizeof(n->key)))
			return false;
	} /* else: an array of records, or a non-record base: keyed at the first member */

	for (int i = len - 1; i >= 0; i--) {
		tree c = chain[i];

		switch (TREE_CODE(c)) {
		case COMPONENT_REF:
			if (!n->key[0]) {
				if (!record_key(TREE_TYPE(TREE_OPERAND(c, 0)), n->key, sizeof(n->key)))
					return false;
				n->path[0] = 0;
				n->pending_array = false;
			}
			if (!append_member(n, TREE_OPERAND(c, 1)))
				return false;
			break;
		case ARRAY_REF:
		case ARRAY_RANGE_REF:
			if (n->path[0])
				n->pending_array = true;
			break;
		default:
			/* BIT_FIELD_REF, REALPART_EXPR, VIEW_CONVERT_EXPR: part of this member */
			i = 0;
			break;
		}
	}
	return n->key[0] && n->path[0];
}

/* Per statement: the fields touched and how. */
struct touch {
	struct fname name;
	bool load, store, is_volatile;
};

struct stmt_state {
	struct touch touches[8];
	int nr;
};

static void note(struct stmt_state *st, tree op, bool store)
{
	struct fname n;
	struct touch *t = NULL;

	memset(&n, 0, sizeof(n));
	if (!resolve(op, 0, &n))
		return;
	for (int i = 0; i < st->nr; i++)
		if (!strcmp(st->touches[i].name.key, n.key) &&
		    !strcmp(st->touches[i].name.path, n.path))
			t = &st->touches[i];
	if (!t) {
		if (st->nr == (int)(sizeof(st->touches) / sizeof(st->touches[0])))
			return;
		t = &st->touches[st->nr++];
		memset(t, 0, sizeof(*t));
		t->name = n;
	}
	if (store)
		t->store = true;
	else
		t->load = true;
	if (TREE_THIS_VOLATILE(op))
		t->is_volatile = true;
}

static bool visit_load(gimple *stmt, tree base, tree op, void *data)
{
	note((struct stmt_state *)data, op, false);
	return false;
}

static bool visit_store(gimple *stmt, tree base, tree op, void *data)
{
	note((struct stmt_state *)data, op, true);
	return false;
}

/* __atomic_* / __sync_*: LOAD, STORE or RMW; -1 for other calls. */
static int atomic_kind(gimple *stmt)
{
	tree fn;
	enum built_in_function code;

	if (!gimple_call_builtin_p(stmt, BUILT_IN_NORMAL) || gimple_call_num_args(stmt) < 1)
		return -1;
	fn = gimple_call_fndecl(stmt);
	code = DECL_FUNCTION_CODE(fn);
	if (code >= BUILT_IN_ATOMIC_LOAD && code <= BUILT_IN_ATOMIC_LOAD_16)
		return CL_ACCESS_LOAD;
	if (code >= BUILT_IN_ATOMIC_STORE && code <= BUILT_IN_ATOMIC_STORE_16)
		return CL_ACCESS_STORE;
	if ((code >= BUILT_IN_SYNC_FETCH_AND_ADD_N && code <= BUILT_IN_SYNC_LOCK_RELEASE_16) ||
	    (code >= BUILT_IN_ATOMIC_TEST_AND_SET && code <= BUILT_IN_ATOMIC_FETCH_NAND_16))
		return CL_ACCESS_RMW;
	return -1;
}

/* The position in the current function: an inlined helper's statement is
 * placed at the call of the outermost inlined helper. */
static location_t stmt_location(gimple *stmt)
{
	location_t loc = gimple_location(stmt);

	for (tree b = gimple_block(stmt); b && TREE_CODE(b) == BLOCK; b = BLOCK_SUPERCONTEXT(b))
		if (BLOCK_ABSTRACT_ORIGIN(b) && BLOCK_SOURCE_LOCATION(b) != UNKNOWN_LOCATION &&
		    TREE_CODE(BLOCK_ABSTRACT_ORIGIN(b)) == FUNCTION_DECL)
			loc = BLOCK_SOURCE_LOCATION(b);
	return loc;
}

static struct cl_pos to_pos(location_t loc)
{
	struct cl_pos pos = { NULL, 0, 0 };

	if (loc != UNKNOWN_LOCATION) {
		expanded_location x = expand_location(loc);

		pos.file = x.file;
		pos.line = x.line;
		pos.column = x.column;
	}
	return pos;
}

struct fn_state {
	const char *name;
	bool cold;
	bool use_profile;
	bool computed_dom;
};

static double block_weight(const struct fn_state *fs, basic_block bb)
{
	if (fs->use_profile) {
		profile_count entry = ENTRY_BLOCK_PTR_FOR_FN(cfun)->count;

		if (bb->count.initialized_p() && entry.initialized_p() && entry.nonzero_p())
			return bb->count.to_sreal_scale(entry).to_double();
	}
	if (current_loops && bb->loop_father) {
		int depth = bb_loop_depth(bb);
		double w = 1;

		for (int i = 0; i < depth && i < MAX_LOOP_DEPTH; i++)
			w *= 8;
		return w;
	}
	return 1;
}

/* The constant a store writes, as C source; false if not a constant. */
static bool stored_constant(gimple *stmt, char *buf, size_t size)
{
	tree rhs;

	if (!gimple_assign_single_p(stmt))
		return false;
	rhs = gimple_assign_rhs1(stmt);
	if (TREE_CODE(rhs) == INTEGER_CST) {
		if (POINTER_TYPE_P(TREE_TYPE(rhs)) && integer_zerop(rhs))
			snprintf(buf, size, "NULL");
		else if (tree_fits_shwi_p(rhs))
			snprintf(buf, size, HOST_WIDE_INT_PRINT_DEC, tree_to_shwi(rhs));
		else if (tree_fits_uhwi_p(rhs))
			snprintf(buf, size, HOST_WIDE_INT_PRINT_UNSIGNED, tree_to_uhwi(rhs));
		else
			snprintf(buf, size, "constant");
		return true;
	}
	if (TREE_CODE(rhs) == REAL_CST) {
		real_to_decimal(buf, TREE_REAL_CST_PTR(rhs), size, 0, 1);
		return true;
	}
	return false;
}

/* Is name loaded into v (through at most two conversions)? */
static bool loads_field(tree v, const struct fname *name)
{
	for (int i = 0; i < 3 && v && TREE_CODE(v) == SSA_NAME; i++) {
		gimple *def = SSA_NAME_DEF_STMT(v);
		struct fname n;

		if (!def || !is_gimple_assign(def))
			return false;
		if (gimple_assign_single_p(def) && gimple_vuse(def)) {
			memset(&n, 0, sizeof(n));
			return resolve(gimple_assign_rhs1(def), 0, &n) &&
			       !strcmp(n.key, name->key) && !strcmp(n.path, name->path);
		}
		if (!CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(def)))
			return false;
		v = gimple_assign_rhs1(def);
	}
	return false;
}

/* Approximation of "control-dependent on a compare of the field": a
 * dominating condition tests a load of it. */
static bool guarded_by_compare(struct fn_state *fs, basic_block bb, const struct fname *name)
{
	if (!dom_info_available_p(CDI_DOMINATORS)) {
		calculate_dominance_info(CDI_DOMINATORS);
		fs->computed_dom = true;
	}
	for (int i = 0; i < MAX_DOM_STEPS && bb && bb != ENTRY_BLOCK_PTR_FOR_FN(cfun); i++) {
		basic_block dom = get_immediate_dominator(CDI_DOMINATORS, bb);
		gimple *last;

		if (!dom || dom == ENTRY_BLOCK_PTR_FOR_FN(cfun))
			return false;
		last = last_stmt(dom);
		if (last && gimple_code(last) == GIMPLE_COND &&
		    (loads_field(gimple_cond_lhs(last), name) ||
		     loads_field(gimple_cond_rhs(last), name)))
			return true;
		bb = dom;
	}
	return false;
}

/*
 * x86 bitops with a variable bit number pass the word as an input "m" with a
 * "memory" clobber and write it anyway (lock bts, btr, btc); locked
 * instructions always write.  "bt" alone only reads.
 */
static bool asm_updates_inputs(gasm *stmt)
{
	static const char *const writers[] = { "lock", "bts", "btr", "btc", "xchg", "xadd" };
	const char *text = gimple_asm_string(stmt);

	for (size_t i = 0; text && i < sizeof(writers) / sizeof(writers[0]); i++)
		if (strstr(text, writers[i]))
			return true;
	return false;
}

static void record_stmt(struct fn_state *fs, basic_block bb, gimple *stmt, double weight)
{
	struct stmt_state st;
	struct cl_pos pos;
	int akind;
	bool is_asm = gimple_code(stmt) == GIMPLE_ASM;
	bool asm_rmw = is_asm && asm_updates_inputs(as_a<gasm *>(stmt));

	st.nr = 0;
	akind = is_gimple_call(stmt) ? atomic_kind(stmt) : -1;
	if (akind >= 0) {
		tree addr = gimple_call_arg(stmt, 0);
		HOST_WIDE_INT off = 0;
		tree obj = addr ? pointer_target(addr, &off) : NULL_TREE;

		if (obj && off == 0)
			note(&st, obj, akind != CL_ACCESS_LOAD);
	} else {
		walk_stmt_load_store_ops(stmt, &st, visit_load, visit_store);
	}
	if (!st.nr)
		return;
	pos = to_pos(stmt_location(stmt));
	for (int i = 0; i < st.nr; i++) {
		struct touch *t = &st.touches[i];
		enum cl_access_kind kind;
		char value[64];

		if (akind >= 0)
			kind = (enum cl_access_kind)akind;
		else if (asm_rmw || (t->store && (is_asm || t->load)))
			kind = CL_ACCESS_RMW;	/* asm "+m"/"=m", or p->x = f(p->x) in one statement */
		else
			kind = t->store ? CL_ACCESS_STORE : CL_ACCESS_LOAD;
		if (kind == CL_ACCESS_RMW && akind < 0 && !is_asm)
			kind = CL_ACCESS_STORE;	/* an aggregate copy onto itself: a plain store */
		profile__add(profile, t->name.key, t->name.path, fs->name, fs->cold, kind, weight,
			     &pos, t->is_volatile || gimple_has_volatile_ops(stmt));
		if (kind == CL_ACCESS_STORE && !fs->cold && akind < 0 &&
		    stored_constant(stmt, value, sizeof(value)) &&
		    !guarded_by_compare(fs, bb, &t->name))
			profile__add_silent(profile, t->name.key, t->name.path, fs->name, fs->cold,
					    weight, &pos, value);
	}
}

static bool function_is_cold(tree fndecl)
{
	const char *section = DECL_SECTION_NAME(fndecl);
	struct cgraph_node *node = cgraph_node::get(fndecl);

	if (section && (!strncmp(section, ".init", 5) || !strncmp(section, ".exit", 5)))
		return true;
	if (lookup_attribute("cold", DECL_ATTRIBUTES(fndecl)))
		return true;
	return node && (node->frequency == NODE_FREQUENCY_UNLIKELY_EXECUTED ||
			node->only_called_at_startup || node->only_called_at_exit);
}

static unsigned int access_execute(function *fun, bool use_profile)
{
	struct fn_state fs;
	basic_block bb;

	if (!fun || !fun->decl || !fun->cfg || !profile)
		return 0;
	/* every call of an always_inline helper is inlined: its accesses count
	 * in the callers, its own body would count them twice */
	if (lookup_attribute("always_inline", DECL_ATTRIBUTES(fun->decl)))
		return 0;
	fs.name = lang_hooks.decl_printable_name(fun->decl, 1);
	if (!fs.name)
		return 0;
	fs.cold = function_is_cold(fun->decl);
	fs.use_profile = use_profile;
	fs.computed_dom = false;
	FOR_EACH_BB_FN(bb, fun) {
		double weight = block_weight(&fs, bb);

		for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *stmt = gsi_stmt(gsi);

			if (is_gimple_debug(stmt))
				continue;
			if (gimple_has_mem_ops(stmt) || gimple_code(stmt) == GIMPLE_ASM)
				record_stmt(&fs, bb, stmt, weight);
		}
	}
	if (fs.computed_dom)
		free_dominance_info(CDI_DOMINATORS);
	return 0;
}

/* -O1 and above: the early optimizations run and profile_estimate with them. */
static bool early_opts_run(void)
{
	return optimize >= 1 && !optimize_debug;
}

static const pass_data access_pass_data = {
	GIMPLE_PASS,
	"cachelint_access",
	OPTGROUP_NONE,
	TV_NONE,
	PROP_cfg | PROP_ssa,
	0, 0, 0, 0,
};

class access_pass : public gimple_opt_pass {
public:
	access_pass(gcc::context *ctx, bool after_profile)
		: gimple_opt_pass(access_pass_data, ctx), after_profile(after_profile)
	{
	}
	bool gate(function *) final override
	{
		return !in_lto_p && !seen_error() && after_profile == early_opts_run();
	}
	unsigned int execute(function *fun) final override
	{
		return access_execute(fun, after_profile);
	}

private:
	bool after_profile;
};

void access__register(const char *plugin_name)
{
	static struct register_pass_info early, late;

	if (in_lto_p || profile)
		return;
	profile = profile__new();
	early.pass = new access_pass(g, false);
	early.reference_pass_name = "einline";
	early.ref_pass_instance_number = 1;
	early.pos_op = PASS_POS_INSERT_AFTER;
	register_callback(plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &early);
	late.pass = new access_pass(g, true);
	late.reference_pass_name = "profile_estimate";
	late.ref_pass_instance_number = 1;
	late.pos_op = PASS_POS_INSERT_AFTER;
	register_callback(plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &late);
}

/*
 * Records to write: those accessed, those that embed one (for the array and
 * nested-member cases), and everything they embed, so cachelint infer can
 * flatten them again.
 */
static void add_closure(const struct cl_unit *unit, struct cl_strtab *want,
			const struct cl_record *rec)
{
	if (!rec || strtab__lookup(want, rec->key))
		return;
	strtab__insert(want, rec->key, (void *)rec);
	for (size_t i = 0; i < rec->nr_fields; i++)
		if (rec->fields[i].record_key)
			add_closure(unit, want, unit__find(unit, rec->fields[i].record_key));
}

static void print_layouts(const struct cl_printer *p, const struct cl_unit *unit)
{
	struct cl_strtab *accessed = strtab__new(), *want = strtab__new();
	bool first = true;

	for (size_t i = 0; i < profile->nr_fields; i++)
		strtab__insert(accessed, profile->fields[i]->record, (void *)1);
	for (size_t i = 0; i < unit->nr_records; i++) {
		const struct cl_record *rec = unit->records[i];
		bool take = strtab__lookup(accessed, rec->key) != NULL;

		for (size_t j = 0; !take && j < rec->nr_fields; j++)
			take = rec->fields[j].record_key &&
			       strtab__lookup(accessed, rec->fields[j].record_key);
		if (take && !rec->has_errors)
			add_closure(unit, want, rec);
	}
	/* in the unit's order, so the output is deterministic */
	for (size_t i = 0; i < unit->nr_records; i++) {
		const struct cl_record *rec = unit->records[i];

		if (strtab__lookup(want, rec->key) != rec)
			continue;
		printer__printf(p, "%s\n", first ? "" : ",");
		first = false;
		layout__print_record(p, rec, 6);
	}
	printer__printf(p, "\n    ]");
	strtab__delete(accessed);
	strtab__delete(want);
}

void access__write_json(const struct cl_printer *p, void *ctx)
{
	const struct cl_unit *unit = (const struct cl_unit *)ctx;

	if (!profile)
		return;
	printer__printf(p, ",\n  \"accesses\": {\"weights\": \"%s\", \"records\": [",
			early_opts_run() ? "profile" : "loop-depth");
	if (unit)
		print_layouts(p, unit);
	else
		printer__printf(p, "]");
	printer__printf(p, ",\n    \"fields\": ");
	profile__print_fields(p, profile);
	printer__printf(p, "}");
}
