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
 * (dominators are used when GCC has them, never computed).
 */
#include "gimple-compat.h"

#include "pass.h"
#include "atomics.h"
#include "calls.h"
#include "fieldref.h"
#include "locks.h"
#include "layout_json.h"
#include "owner.h"
#include "params.h"
#include "report.h"
#include "strtab.h"
#include "access.h"

#define MAX_LOOP_DEPTH 4
#define MAX_DOM_STEPS 64

static struct cl_access_profile *profile;
static bool initializers_seen;

/* Per statement: the fields touched and how. */
struct touch {
	struct fieldref name;
	bool load, store, is_volatile;
	/* stored only as f(&p->x): by f's parameter passed_param, if at all */
	const char *passed_to;
	unsigned int passed_param;
	bool stored_otherwise;
	/* the word of a lock a lock call is given: an atomic RMW */
	bool lock_word;
	/* every reference to it is through current, or all those that are not
	 * through parameter param_plus1 - 1; else through_other (owner.h) */
	bool through_other;
	int param_plus1;
	/* where the pointers it is written through come from, when they agree
	 * (owner.h: a new object, a call's result, a parameter) */
	bool write_seen;
	int write_source;
	const char *write_from;
};

struct stmt_state {
	struct touch touches[8];
	int nr;
	/* note_pointer_args: the direct callee whose argument is being noted */
	const char *callee;
	unsigned int param;
	bool lock_word;
	int source;		/* owner__ref_source of the reference being noted */
	const char *from;	/* its callee, for CL_ARG_RESULT */
};

static void note_name(struct stmt_state *st, const struct fieldref *name, bool store,
		      bool is_volatile);

/*
 * x86 this_cpu_read/write and the this_cpu RMWs reach the running CPU's own
 * copy of a per-CPU variable through %gs (__seg_gs, a named address space
 * since GCC 6; the kernel uses it with CONFIG_USE_X86_SEG_SUPPORT).  The
 * owner's accesses to its own copy move no line between CPUs, so they are
 * not recorded: remote per_cpu() accesses use generic pointers and are.
 */
static bool in_named_address_space(tree ref)
{
	for (tree t = ref; t; t = handled_component_p(t) ? TREE_OPERAND(t, 0) : NULL_TREE) {
		if (TREE_TYPE(t) && TYPE_ADDR_SPACE(TREE_TYPE(t)) != ADDR_SPACE_GENERIC)
			return true;
		if ((TREE_CODE(t) == MEM_REF || TREE_CODE(t) == TARGET_MEM_REF) &&
		    POINTER_TYPE_P(TREE_TYPE(TREE_OPERAND(t, 0))) &&
		    TYPE_ADDR_SPACE(TREE_TYPE(TREE_TYPE(TREE_OPERAND(t, 0)))) != ADDR_SPACE_GENERIC)
			return true;
	}
	return false;
}

static void note(struct stmt_state *st, tree op, bool store)
{
	struct fieldref n;

	/* a whole struct copied or compared says nothing about its fields */
	if (!op || !TREE_TYPE(op) || RECORD_OR_UNION_TYPE_P(TREE_TYPE(op)) ||
	    TREE_CODE(TREE_TYPE(op)) == ARRAY_TYPE || in_named_address_space(op))
		return;
	memset(&n, 0, sizeof(n));
	if (!fieldref__resolve(op, 0, &n))
		return;
	st->source = owner__ref_source(op, &st->from);
	note_name(st, &n, store, TREE_THIS_VOLATILE(op));
	st->source = CL_ARG_OTHER;
	st->from = NULL;
}

static void note_write_source(struct touch *t, const struct stmt_state *st)
{
	if (!t->write_seen) {
		t->write_seen = true;
		t->write_source = st->source;
		t->write_from = st->from;
	} else if (t->write_source != st->source ||
		   (st->source == CL_ARG_RESULT && strcmp(t->write_from, st->from))) {
		t->write_source = CL_ARG_OTHER;
	}
}

static void note_name(struct stmt_state *st, const struct fieldref *name, bool store,
		      bool is_volatile)
{
	const struct fieldref &n = *name;
	struct touch *t = NULL;

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
	if (st->lock_word) {
		t->lock_word = true;
	} else if (store && st->callee && (!t->passed_to || (t->passed_to == st->callee &&
						       t->passed_param == st->param))) {
		t->passed_to = st->callee;
		t->passed_param = st->param;
	} else if (store) {
		t->stored_otherwise = true;
	}
	if (store)
		t->store = true;
	else
		t->load = true;
	if (st->source >= 0 && (!t->param_plus1 || t->param_plus1 == st->source + 1))
		t->param_plus1 = st->source + 1;
	else if (st->source != CL_ARG_CURRENT)
		t->through_other = true;
	if (is_volatile)
		t->is_volatile = true;
	if (store)
		note_write_source(t, st);
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
	/* the locks held at the current statement (locks.h) */
	const char *locks[LOCKS_MAX];
	size_t nr_locks;
	/* held at the lock word a lock call changes: before (a release) or
	 * after it (an acquire) */
	const char *word_locks[2 * LOCKS_MAX];
	size_t nr_word_locks;
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

/*
 * A compared value traced to its load.  A folded bit-field test reads the
 * word that holds the field and masks it, "_1 = BIT_FIELD_REF <i->m, 32,
 * 64>; _2 = _1 & 2147483647; if (_2 != 0)", or tests its sign, "_8 =
 * (signed char) _1; if (_8 < 0)": only the bits kept say which field.
 */
struct loaded_bits {
	tree ref;			/* the memory reference loaded */
	unsigned HOST_WIDE_INT mask;	/* the bits of the loaded value tested */
	int shift;			/* bit 0 of the tested value is this bit of the load */
	bool picked;			/* by an & or a >> */
	/* through "x == y" or the like: the test is of a truth value, whose
	 * compare with 0 says nothing of y; y and the code are kept */
	bool compared;
	tree compared_with;
	enum tree_code compare_code;
};

static unsigned HOST_WIDE_INT low_bits(unsigned int n)
{
	return n < HOST_BITS_PER_WIDE_INT ? (HOST_WIDE_INT_1U << n) - 1 : HOST_WIDE_INT_M1U;
}

/* The bits of x that mask's bits of (to) x come from: the low ones, and
 * x's sign for a sign-extended high part. */
static unsigned HOST_WIDE_INT converted_mask(tree to, tree x, unsigned HOST_WIDE_INT mask)
{
	tree from = TREE_TYPE(x);
	unsigned int pfrom;

	if (!to || !from || !(INTEGRAL_TYPE_P(to) || POINTER_TYPE_P(to)) ||
	    !(INTEGRAL_TYPE_P(from) || POINTER_TYPE_P(from)))
		return mask;
	mask &= low_bits(TYPE_PRECISION(to));
	pfrom = TYPE_PRECISION(from);
	if (pfrom && (mask & ~low_bits(pfrom))) {
		mask &= low_bits(pfrom);
		if (!TYPE_UNSIGNED(from))
			mask |= HOST_WIDE_INT_1U << (pfrom - 1);
	}
	return mask;
}

/* v's tested bits, mask, back to its load through &, >> and conversions. */
static bool trace_load(tree v, unsigned HOST_WIDE_INT mask, struct loaded_bits *lb)
{
	lb->shift = 0;
	lb->picked = false;
	lb->compared = false;
	for (int i = 0; i < 8 && v && TREE_CODE(v) == SSA_NAME; i++) {
		gimple *def = SSA_NAME_DEF_STMT(v);
		tree cst;

		/* likely()/unlikely(): the hint is still there after profile_estimate */
		if (def && (gimple_call_builtin_p(def, BUILT_IN_EXPECT) ||
			    gimple_call_internal_p(def, IFN_BUILTIN_EXPECT)) &&
		    gimple_call_num_args(def) >= 1) {
			v = gimple_call_arg(def, 0);
			continue;
		}
		if (!def || !is_gimple_assign(def))
			return false;
		/* likely(!sk->sk_err): "_2 = _1 == 0; _3 = (long) _2" before the hint */
		if (TREE_CODE_CLASS(gimple_assign_rhs_code(def)) == tcc_comparison) {
			if (lb->compared)
				return false;
			mask = HOST_WIDE_INT_M1U;
			lb->compared = true;
			lb->compared_with = gimple_assign_rhs2(def);
			lb->compare_code = gimple_assign_rhs_code(def);
			v = gimple_assign_rhs1(def);
			continue;
		}
		if (gimple_assign_single_p(def) && gimple_vuse(def)) {
			lb->ref = gimple_assign_rhs1(def);
			/* only the bits the load has */
			lb->mask = converted_mask(TREE_TYPE(lb->ref), v, mask);
			return lb->mask != 0;
		}
		cst = gimple_num_ops(def) == 3 ? gimple_assign_rhs2(def) : NULL_TREE;
		switch (gimple_assign_rhs_code(def)) {
		case BIT_AND_EXPR:
			if (!cst || TREE_CODE(cst) != INTEGER_CST)
				return false;
			mask &= TREE_INT_CST_LOW(cst);
			lb->picked = true;
			break;
		case RSHIFT_EXPR:
			if (!cst || !tree_fits_uhwi_p(cst) ||
			    tree_to_uhwi(cst) >= (unsigned)(HOST_BITS_PER_WIDE_INT - lb->shift))
				return false;
			mask <<= tree_to_uhwi(cst);
			lb->shift += tree_to_uhwi(cst);
			lb->picked = true;
			break;
		CASE_CONVERT:
			mask = converted_mask(TREE_TYPE(v), gimple_assign_rhs1(def), mask);
			break;
		default:
			return false;
		}
		v = gimple_assign_rhs1(def);
	}
	return false;
}

/* The field lb loads: in a word read for a bit-field test, the member that
 * holds the lowest bit tested ("enabled" beside "probe_size:31" is another). */
static bool loaded_member(const struct loaded_bits *lb, struct fieldref *n,
			  struct fieldref_bits *bits)
{
	memset(n, 0, sizeof(*n));
	if (TREE_CODE(lb->ref) == BIT_FIELD_REF)
		return fieldref__resolve_bit(lb->ref, ctz_hwi(lb->mask), n, bits);
	bits->first = bits->size = 0;
	return fieldref__resolve(lb->ref, 0, n);
}

/*
 * The bits of op that cond tests.  Of a sign test, x < 0 or x >= 0, the sign
 * only; of an unsigned x > 255 or x <= 255, the bits above 255.  Both stand
 * for a compare of those bits with 0: "if (p->top)" for a field in a word's
 * top bits.  Else all.
 */
static unsigned HOST_WIDE_INT tested_bits(gimple *cond, tree op)
{
	enum tree_code code = gimple_cond_code(cond);
	tree type = TREE_TYPE(op), rhs = gimple_cond_rhs(cond);
	unsigned HOST_WIDE_INT c;

	if (op != gimple_cond_lhs(cond) || !type || !INTEGRAL_TYPE_P(type) ||
	    TYPE_PRECISION(type) > HOST_BITS_PER_WIDE_INT || TREE_CODE(rhs) != INTEGER_CST)
		return HOST_WIDE_INT_M1U;
	if ((code == LT_EXPR || code == GE_EXPR) && !TYPE_UNSIGNED(type) && integer_zerop(rhs))
		return HOST_WIDE_INT_1U << (TYPE_PRECISION(type) - 1);
	if ((code == GT_EXPR || code == LE_EXPR) && TYPE_UNSIGNED(type) && tree_fits_uhwi_p(rhs)) {
		c = tree_to_uhwi(rhs);
		if (!(c & (c + 1)) && (~c & low_bits(TYPE_PRECISION(type))))
			return ~c;
	}
	return HOST_WIDE_INT_M1U;
}

/* Does cond test a load of name in op? */
static bool loads_field(gimple *cond, tree op, const struct fieldref *name)
{
	struct loaded_bits lb;
	struct fieldref_bits bits;
	struct fieldref n;

	return trace_load(op, tested_bits(cond, op), &lb) && loaded_member(&lb, &n, &bits) &&
	       !strcmp(n.key, name->key) && !strcmp(n.path, name->path);
}

/*
 * The block that must run before bb: its immediate dominator when GCC has
 * them, else its only predecessor (a dominator too).  Computing dominators
 * for every function that stores a constant was 1.7% of an -O0 compile;
 * "if (p->x != v) p->x = v;" needs only the predecessor chain.
 */
static basic_block dominating_block(basic_block bb)
{
	if (dom_info_available_p(CDI_DOMINATORS))
		return get_immediate_dominator(CDI_DOMINATORS, bb);
	return single_pred_p(bb) ? single_pred(bb) : NULL;
}

/*
 * The conditions ending the blocks that dominate *bb, nearest first, at most
 * MAX_DOM_STEPS blocks up: each call moves *bb to the block of the one it
 * returns.
 */
static gimple *next_dominating_cond(basic_block *bb, int *steps)
{
	while (*steps < MAX_DOM_STEPS && *bb && *bb != ENTRY_BLOCK_PTR_FOR_FN(cfun)) {
		basic_block dom = dominating_block(*bb);
		gimple *last;

		(*steps)++;
		if (!dom || dom == ENTRY_BLOCK_PTR_FOR_FN(cfun))
			return NULL;
		*bb = dom;
		last = last_stmt(dom);
		if (last && gimple_code(last) == GIMPLE_COND)
			return last;
	}
	return NULL;
}

/* Approximation of "control-dependent on a compare of the field": a
 * dominating condition tests a load of it. */
static bool guarded_by_compare(basic_block bb, const struct fieldref *name)
{
	int steps = 0;

	for (gimple *cond; (cond = next_dominating_cond(&bb, &steps)) != NULL;)
		if (loads_field(cond, gimple_cond_lhs(cond), name) ||
		    loads_field(cond, gimple_cond_rhs(cond), name))
			return true;
	return false;
}

/* v through its conversions (a bool stored into an unsigned char:8 field) */
static tree unconverted(tree v)
{
	for (int i = 0; i < 2 && v && TREE_CODE(v) == SSA_NAME; i++) {
		gimple *def = SSA_NAME_DEF_STMT(v);

		if (!def || !is_gimple_assign(def) ||
		    !CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(def)))
			break;
		v = gimple_assign_rhs1(def);
	}
	return v;
}

/*
 * Does cond, "loaded == other", compare name with the value stored?  A
 * bit-field in a masked word, "(_1 & 24) != 24" before "p->f2 = 3", is
 * compared with the value moved to the field's bits; the mask must keep all
 * of them and nothing else.  A sign or range test compares the bits it tests
 * with 0.  A one-bit field compared at all is compared with its value.
 */
static bool compares_stored(gimple *cond, tree loaded, tree other, const struct fieldref *name,
			    tree value)
{
	unsigned HOST_WIDE_INT tested = tested_bits(cond, loaded), field, c = 0;
	bool equality = gimple_cond_code(cond) == EQ_EXPR || gimple_cond_code(cond) == NE_EXPR;
	struct loaded_bits lb;
	struct fieldref_bits bits;
	struct fieldref n;

	other = unconverted(other);
	/* if (unlikely(p->v != v)) p->v = v;: the compare is inside the hint */
	if (trace_load(loaded, HOST_WIDE_INT_M1U, &lb) && lb.compared)
		return (lb.compare_code == EQ_EXPR || lb.compare_code == NE_EXPR) && !lb.picked &&
		       TREE_CODE(lb.ref) != BIT_FIELD_REF && loaded_member(&lb, &n, &bits) &&
		       !strcmp(n.key, name->key) && !strcmp(n.path, name->path) &&
		       operand_equal_p(unconverted(lb.compared_with), value, 0);
	if ((!equality && tested == HOST_WIDE_INT_M1U) || !trace_load(loaded, tested, &lb) ||
	    !loaded_member(&lb, &n, &bits) || strcmp(n.key, name->key) || strcmp(n.path, name->path))
		return false;
	if (TREE_CODE(lb.ref) != BIT_FIELD_REF)
		return equality && !lb.picked && operand_equal_p(other, value, 0);
	if (TREE_CODE(value) != INTEGER_CST || (equality && TREE_CODE(other) != INTEGER_CST) ||
	    bits.first < 0 || bits.first + bits.size > HOST_BITS_PER_WIDE_INT)
		return false;
	field = low_bits(bits.size) << bits.first;
	if (equality)
		c = TREE_INT_CST_LOW(other) << lb.shift;
	if (lb.mask != field || (c & ~field))
		return false;
	return bits.size == 1 || c == ((TREE_INT_CST_LOW(value) << bits.first) & field);
}

/*
 * "if (READ_ONCE(rq->membarrier_state) == state) return; WRITE_ONCE(...,
 * state);": a dominating condition compares the field with the very value
 * stored, so the store happens only when the value changes.  That is the
 * form the silent-store rule asks for; counting it hot would report the fix.
 */
static bool stored_on_change(basic_block bb, const struct fieldref *name, tree value)
{
	int steps = 0;

	value = unconverted(value);
	for (gimple *cond; (cond = next_dominating_cond(&bb, &steps)) != NULL;) {
		tree lhs = gimple_cond_lhs(cond), rhs = gimple_cond_rhs(cond);

		if (compares_stored(cond, lhs, rhs, name, value) ||
		    compares_stored(cond, rhs, lhs, name, value))
			return true;
	}
	return false;
}

/* Appends every leaf of a small record to the touches; false if too many. */
static int count_leaves(tree type, int depth)
{
	int n = 0;

	if (depth > 4)
		return 100;
	for (tree f = TYPE_FIELDS(type); f; f = DECL_CHAIN(f)) {
		tree t = TREE_CODE(f) == FIELD_DECL ? TREE_TYPE(f) : NULL_TREE;

		while (t && TREE_CODE(t) == ARRAY_TYPE)
			t = TREE_TYPE(t);
		if (!t)
			continue;
		n += RECORD_OR_UNION_TYPE_P(t) ? count_leaves(t, depth + 1) : 1;
	}
	return n;
}

static void note_leaves(struct stmt_state *st, const struct fieldref *base, tree type, int depth,
			bool store)
{
	for (tree f = TYPE_FIELDS(type); f && depth < 5; f = DECL_CHAIN(f)) {
		struct fieldref n = *base;
		tree t;

		if (TREE_CODE(f) != FIELD_DECL || !fieldref__append_member(&n, f))
			continue;
		t = TREE_TYPE(f);
		while (t && TREE_CODE(t) == ARRAY_TYPE) {
			t = TREE_TYPE(t);
			if (n.path[0]) {
				n.pending_array = true;
				n.pending_index = -1;
			}
		}
		if (t && RECORD_OR_UNION_TYPE_P(t))
			note_leaves(st, &n, t, depth + 1, store);
		else if (t)
			note_name(st, &n, store, false);
	}
}

/*
 * spin_lock(&p->lock), mutex_lock(&p->mutex): the lock's first leaf is its
 * word (qspinlock.val, qrwlock.cnts, mutex.owner, rw_semaphore.count,
 * lockdep's map comes after), which the callee's atomic changes.  The
 * kernel takes most locks out of line, where the access is not seen.
 */
static bool note_lock_word(struct stmt_state *st, const struct fieldref *base, tree type)
{
	struct fieldref n = *base;

	for (int depth = 0; type && RECORD_OR_UNION_TYPE_P(type) && depth < 6; depth++) {
		tree f = TYPE_FIELDS(type);

		while (f && TREE_CODE(f) != FIELD_DECL)
			f = DECL_CHAIN(f);
		if (!f || !fieldref__append_member(&n, f))
			return false;
		type = TREE_TYPE(f);
	}
	if (!type || RECORD_OR_UNION_TYPE_P(type) || TREE_CODE(type) == ARRAY_TYPE)
		return false;
	st->lock_word = true;
	note_name(st, &n, true, false);
	st->lock_word = false;
	return true;
}

/*
 * &p->f passed to a function whose parameter is a pointer to const: a read
 * of f (cpumask_any_and(..., vec->mask)); its callee cannot be seen here.
 * Through a pointer to non-const, the callee may write it: a store
 * (plist_add(&p->pushable_tasks, &rq->rt.pushable_tasks) links the head,
 * rb_insert_color() rebalances the root).  A small record passed so counts
 * for each of its leaves; a bigger one (a lock, a whole sched_entity) says
 * nothing certain and is ignored.
 */
static void note_pointer_args(struct stmt_state *st, gimple *stmt)
{
	tree fntype = gimple_call_fntype(stmt), fndecl = gimple_call_fndecl(stmt);
	tree args = fntype ? TYPE_ARG_TYPES(fntype) : NULL_TREE;
	/* memset/memcpy and the other builtins are no evidence (docs/infer-model.md) */
	bool builtin = fndecl && fndecl_built_in_p(fndecl);

	for (unsigned int i = 0; i < gimple_call_num_args(stmt) && args;
	     i++, args = TREE_CHAIN(args)) {
		tree ptype = TREE_VALUE(args), obj, type;
		HOST_WIDE_INT off = 0;
		struct fieldref n;
		bool store;

		if (!ptype || !POINTER_TYPE_P(ptype) || !TREE_TYPE(ptype))
			continue;
		store = !TYPE_READONLY(TREE_TYPE(ptype));
		/* a void * (a stopper's data) is passed along, not written */
		if (store && (builtin || VOID_TYPE_P(TREE_TYPE(ptype))))
			continue;
		obj = fieldref__pointer_target(gimple_call_arg(stmt, i), &off);
		if (!obj || off || !(type = TREE_TYPE(obj)))
			continue;
		memset(&n, 0, sizeof(n));
		st->source = owner__ref_source(obj, &st->from);
		if (locks__call_writes_word(stmt) && locks__is_lock_type(type)) {
			if (fieldref__resolve(obj, 0, &n))
				note_lock_word(st, &n, type);
			continue;
		}
		/* a direct callee's body in the build tells whether it writes */
		st->callee = store && fndecl ? lang_hooks.decl_printable_name(fndecl, 1) : NULL;
		st->param = i;
		if (!RECORD_OR_UNION_TYPE_P(type)) {
			if (TREE_CODE(type) != ARRAY_TYPE && fieldref__resolve(obj, 0, &n))
				note_name(st, &n, store, false);
		} else if (count_leaves(type, 0) <= (store ? 2 : 4) &&
			   fieldref__resolve(obj, 0, &n)) {
			/* a written record must be as small as a list or tree head:
			 * the callee of &p->thread_info writes one flag, not all four */
			note_leaves(st, &n, type, 0, store);
		}
		st->callee = NULL;
	}
	st->source = CL_ARG_OTHER;
	st->from = NULL;
}

/*
 * The access is the task's own, or through a parameter that may be; a
 * write, into a new object, or through a parameter that may be one.
 */
static void note_owner(struct cl_access_site *site, const struct touch *t, bool write)
{
	if (!t->through_other) {
		if (t->param_plus1)
			access_site__add_via(site, t->param_plus1 - 1, 1);
		else
			site->nr_own++;
	}
	if (write && t->write_seen)
		access_site__add_fresh(profile, site, t->write_source, t->write_from, 1);
}

static void record_stmt(struct fn_state *fs, basic_block bb, gimple *stmt, double weight)
{
	struct stmt_state st;
	struct cl_pos pos;
	int akind;
	bool is_asm = gimple_code(stmt) == GIMPLE_ASM;
	bool asm_rmw = is_asm && atomics__asm_updates_inputs(as_a<gasm *>(stmt));
	bool asm_atomic = is_asm && atomics__asm_is_atomic(as_a<gasm *>(stmt));

	st.nr = 0;
	st.callee = NULL;
	st.lock_word = false;
	st.source = CL_ARG_OTHER;
	st.from = NULL;
	akind = atomics__builtin_kind(stmt);
	if (akind >= 0) {
		tree addr = gimple_call_arg(stmt, 0);
		HOST_WIDE_INT off = 0;
		tree obj = addr ? fieldref__pointer_target(addr, &off) : NULL_TREE;

		if (obj && off == 0)
			note(&st, obj, akind != CL_ACCESS_LOAD);
	} else {
		walk_stmt_load_store_ops(stmt, &st, visit_load, visit_store);
		if (is_gimple_call(stmt) && !gimple_call_internal_p(stmt))
			note_pointer_args(&st, stmt);
	}
	if (!st.nr)
		return;
	pos = to_pos(stmt_location(stmt));
	for (int i = 0; i < st.nr; i++) {
		struct touch *t = &st.touches[i];
		struct cl_access_site *site;
		enum cl_access_kind kind;
		char value[64];
		bool on_change;

		if (t->lock_word && !t->load && !t->stored_otherwise) {
			site = profile__add(profile, t->name.key, t->name.path, fs->name, fs->cold,
					    CL_ACCESS_RMW, weight, &pos, false);
			site->lock_word = true;
			note_owner(site, t, true);
			access_site__add_locks(profile, site, fs->word_locks, fs->nr_word_locks);
			continue;
		}
		if (akind >= 0)
			kind = (enum cl_access_kind)akind;
		else if (asm_rmw || (t->store && (is_asm || t->load)))
			kind = CL_ACCESS_RMW;	/* asm "+m"/"=m", or p->x = f(p->x) in one statement */
		else
			kind = t->store ? CL_ACCESS_STORE : CL_ACCESS_LOAD;
		/* an aggregate copy onto itself, or an asm without a lock: a store */
		if (kind == CL_ACCESS_RMW && akind < 0 && (!is_asm || !asm_atomic))
			kind = CL_ACCESS_STORE;
		on_change = kind == CL_ACCESS_STORE && akind < 0 && !is_asm && !fs->cold &&
			    gimple_assign_single_p(stmt) &&
			    stored_on_change(bb, &t->name, gimple_assign_rhs1(stmt));
		site = profile__add(profile, t->name.key, t->name.path, fs->name, fs->cold, kind,
				    weight, &pos, t->is_volatile || gimple_has_volatile_ops(stmt));
		if (on_change)
			site->on_change_weight += weight;
		/* if (!test_bit(n, &p->flags)) set_bit(n, &p->flags): the RMW
		 * writes only when a test of the field finds work to do */
		if (kind == CL_ACCESS_RMW && !fs->cold && atomics__rmw_sets_value(stmt) &&
		    guarded_by_compare(bb, &t->name))
			site->on_change_rmw_weight += weight;
		note_owner(site, t, kind != CL_ACCESS_LOAD);
		if (kind == CL_ACCESS_STORE && t->passed_to && !t->stored_otherwise)
			access_site__add_passed(profile, site, t->passed_to, t->passed_param, 1,
						weight);
		access_site__add_locks(profile, site, fs->locks, fs->nr_locks);
		if (kind != CL_ACCESS_STORE || fs->cold || akind >= 0 || on_change)
			continue;
		if (!stored_constant(stmt, value, sizeof(value))) {
			profile__add_varied(profile, t->name.key, t->name.path, fs->name, fs->cold);
			continue;
		}
		profile__add_const(profile, t->name.key, t->name.path, fs->name, fs->cold, value);
		if (!guarded_by_compare(bb, &t->name))
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
	/*
	 * GCC says main() runs only at startup, as constructors do; but its
	 * loops are the program's, and everything it calls would go cold
	 * with it (callgraph_cold.c).
	 */
	if (DECL_NAME(fndecl) && MAIN_NAME_P(DECL_NAME(fndecl)))
		return node && node->frequency == NODE_FREQUENCY_UNLIKELY_EXECUTED;
	return node && (node->frequency == NODE_FREQUENCY_UNLIKELY_EXECUTED ||
			node->only_called_at_startup || node->only_called_at_exit);
}

/* Struct-typed automatic variables: stack objects, not shared between CPUs. */
static void note_locals(function *fun, const char *fn_name)
{
	unsigned int ix;
	tree var;
	char key[256];

	FOR_EACH_LOCAL_DECL(fun, ix, var) {
		if (TREE_CODE(var) != VAR_DECL || TREE_STATIC(var) || DECL_EXTERNAL(var) ||
		    DECL_ARTIFICIAL(var) || !TREE_TYPE(var))
			continue;
		if (fieldref__record_key(TREE_TYPE(var), key, sizeof(key)))
			profile__add_local(profile, key, fn_name);
	}
}

/* The locks held before the statement or after it (locks__step has run). */
static void note_word_locks(struct fn_state *fs)
{
	const char *after[LOCKS_MAX];
	size_t nr_after = locks__held(after);

	memcpy(fs->word_locks, fs->locks, fs->nr_locks * sizeof(fs->locks[0]));
	fs->nr_word_locks = fs->nr_locks;
	for (size_t i = 0; i < nr_after; i++) {
		size_t j = 0;

		while (j < fs->nr_locks && strcmp(fs->locks[j], after[i]))
			j++;
		if (j == fs->nr_locks)
			fs->word_locks[fs->nr_word_locks++] = after[i];
	}
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
	if (!initializers_seen) {	/* the whole unit is parsed by now */
		fieldref__begin_function(NULL);	/* no function's pointers */
		calls__note_initializers(profile->callgraph);
		initializers_seen = true;
	}
	note_locals(fun, fs.name);
	fieldref__begin_function(fun);
	params__note_function(profile->callgraph, fun, fs.name);
	calls__note_params(profile->callgraph, fun, fs.name);
	if (!TREE_PUBLIC(fun->decl))
		callgraph__add_static(profile->callgraph, fs.name);
	fs.use_profile = use_profile;
	locks__begin(fun);
	FOR_EACH_BB_FN(bb, fun) {
		double weight = block_weight(&fs, bb);

		locks__enter_block(bb);
		calls__note_phis(profile->callgraph, bb);
		for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *stmt = gsi_stmt(gsi);

			if (is_gimple_debug(stmt))
				continue;
			fs.nr_locks = locks__held(fs.locks);
			calls__note_stmt(profile->callgraph, fs.name, stmt, fs.locks, fs.nr_locks,
					 weight);
			locks__step(stmt);
			if (gimple_has_mem_ops(stmt) || gimple_code(stmt) == GIMPLE_ASM) {
				note_word_locks(&fs);
				record_stmt(&fs, bb, stmt, weight);
			}
		}
	}
	locks__end();
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
 * Records to write: those accessed, those that embed one (a pointer to an
 * embedded record may point into them), and the records along every accessed
 * path ("se.avg.util_avg": sched_entity, sched_avg), so cachelint infer can
 * flatten what it needs.  Other embedded records stay opaque aggregates: the
 * offsets are absolute, so nothing moves, and the reports stay small.
 */
static const struct cl_field *direct_field(const struct cl_record *rec, const char *name,
					   size_t len)
{
	for (size_t i = 0; i < rec->nr_fields; i++)
		if (!strncmp(rec->fields[i].name, name, len) && !rec->fields[i].name[len])
			return &rec->fields[i];
	return NULL;
}

static void want_path(const struct cl_unit *unit, struct cl_strtab *want,
		      const struct cl_record *rec, const char *path)
{
	while (rec && !rec->has_errors) {
		size_t len = strcspn(path, ".[");
		const struct cl_field *f;

		strtab__insert(want, rec->key, (void *)rec);
		f = direct_field(rec, path, len);
		path += len;
		while (*path == '[') {	/* "[]" or a constant element "[3]" */
			path += strcspn(path, "]");
			path += *path == ']';
		}
		if (!f || !f->record_key || *path != '.')
			return;
		path++;
		rec = unit__find(unit, f->record_key);
	}
}

static void print_layouts(const struct cl_printer *p, const struct cl_unit *unit,
			  struct cl_filetab *files)
{
	struct cl_strtab *accessed = strtab__new(), *want = strtab__new();
	bool first = true;

	for (size_t i = 0; i < profile->nr_fields; i++) {
		const struct cl_access_field *af = profile->fields[i];

		strtab__insert(accessed, af->record, (void *)1);
		want_path(unit, want, unit__find(unit, af->record), af->path);
	}
	for (size_t i = 0; i < unit->nr_records; i++) {
		const struct cl_record *rec = unit->records[i];

		for (size_t j = 0; j < rec->nr_fields && !rec->has_errors; j++)
			if (rec->fields[j].record_key &&
			    strtab__lookup(accessed, rec->fields[j].record_key)) {
				strtab__insert(want, rec->key, (void *)rec);
				break;
			}
	}
	/* in the unit's order, so the output is deterministic */
	for (size_t i = 0; i < unit->nr_records; i++) {
		const struct cl_record *rec = unit->records[i];

		if (strtab__lookup(want, rec->key) != rec)
			continue;
		printer__printf(p, "%s\n", first ? "" : ",");
		first = false;
		layout__print_record(p, rec, 6, files);
	}
	printer__printf(p, "\n    ]");
	strtab__delete(accessed);
	strtab__delete(want);
}

void access__write_json(const struct cl_printer *out, void *ctx)
{
	const struct cl_unit *unit = (const struct cl_unit *)ctx;
	struct cl_filetab files;
	struct cl_buf buf = { NULL, 0, 0 };
	struct cl_printer pb = printer__buf(&buf), *p = &pb;

	if (!profile)
		return;
	/* built in memory, written at once: thousands of small writes cost more */
	filetab__init(&files);
	printer__printf(p, ",\n  \"accesses\": {\"weights\": \"%s\", \"records\": [",
			early_opts_run() ? "profile" : "loop-depth");
	if (unit)
		print_layouts(p, unit, &files);
	else
		printer__printf(p, "]");
	printer__printf(p, ",\n    \"locals\": ");
	profile__print_locals(p, profile);
	callgraph__print_json(p, profile->callgraph);
	printer__printf(p, ",\n    \"fields\": ");
	profile__print_fields(p, profile, &files);
	printer__printf(p, ",\n    \"files\": ");
	filetab__print(p, &files);
	printer__printf(p, "}");
	if (buf.data)
		out->write(out->ctx, buf.data, buf.len);
	buf__exit(&buf);
	filetab__exit(&files);
}
