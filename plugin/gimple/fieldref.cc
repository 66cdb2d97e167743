// SPDX-License-Identifier: GPL-2.0
/*
 * Naming the struct field behind a GIMPLE memory reference (see fieldref.h).
 * Every tree access is guarded: an unexpected shape means "no field", never
 * a crash.
 */
#include "gimple-compat.h"

#include "fieldref.h"
#include "typename.h"

#define MAX_CHAIN 32
#define MAX_CHASE 4

static bool append(char *dst, size_t size, const char *s)
{
	size_t len = strlen(dst), add = strlen(s);

	if (len + add + 1 > size)
		return false;
	memcpy(dst + len, s, add + 1);
	return true;
}

/* bit_position() dereferences both offsets: C++ template patterns lack them. */
static bool laid_out(tree f)
{
	return f && TREE_CODE(f) == FIELD_DECL && DECL_FIELD_OFFSET(f) && DECL_FIELD_BIT_OFFSET(f);
}


/*
 * "struct foo", "union bar", or for a typedef'd anonymous struct the
 * typedef's name (taken from the type as spelled at the access).
 */
bool fieldref__record_key(tree type, char *out, size_t size)
{
	tree main, id;

	if (!type || type == error_mark_node || !RECORD_OR_UNION_TYPE_P(type))
		return false;
	main = TYPE_MAIN_VARIANT(type);
	id = typename__identifier(main);
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
bool fieldref__append_member(struct fieldref *n, tree field)
{
	if (!field || TREE_CODE(field) != FIELD_DECL)
		return false;
	if (!DECL_NAME(field))
		return true;	/* anonymous struct/union: its members are flattened */
	if (n->path[0]) {
		char index[32] = "[]";

		if (n->pending_array && n->pending_index >= 0)
			snprintf(index, sizeof(index), "[%ld]", n->pending_index);
		if (n->pending_array && !append(n->path, sizeof(n->path), index))
			return false;
		if (!append(n->path, sizeof(n->path), "."))
			return false;
	}
	n->pending_array = false;
	return append(n->path, sizeof(n->path), IDENTIFIER_POINTER(DECL_NAME(field)));
}

/*
 * Whether a member of type member is what a load or store of type target
 * names, when the pointer's own type is the only witness: the code may
 * have converted the pointer (tcp_twsk(sk) reads a struct
 * tcp_timewait_sock through a struct sock *), so the member must have the
 * accessed type, not merely room for it.
 */
static bool same_scalar(tree member, tree target)
{
	if (same_type(member, target))
		return true;
	if (INTEGRAL_TYPE_P(member) && INTEGRAL_TYPE_P(target))
		return TYPE_PRECISION(member) == TYPE_PRECISION(target) &&
		       TYPE_UNSIGNED(member) == TYPE_UNSIGNED(target);
	return POINTER_TYPE_P(member) && POINTER_TYPE_P(target);
}

/* Does member f of a record cover byte_offset (a byte-aligned member)? */
static bool covers(tree f, HOST_WIDE_INT byte_offset)
{
	tree pos, size;
	HOST_WIDE_INT bits, sz;

	if (!laid_out(f) || DECL_BIT_FIELD(f))
		return false;
	pos = bit_position(f);
	size = DECL_SIZE(f);
	if (!pos || !size || !tree_fits_shwi_p(pos) || !tree_fits_shwi_p(size))
		return false;
	bits = tree_to_shwi(pos);
	sz = tree_to_shwi(size);
	return bits % BITS_PER_UNIT == 0 && byte_offset * BITS_PER_UNIT >= bits &&
	       byte_offset * BITS_PER_UNIT < bits + sz;
}

/*
 * How a scalar member must match the access (path_at_offset): MATCH_PART,
 * the access may touch part of it; MATCH_EXACT, as same_scalar() says;
 * MATCH_STRICT, a pointer must also point to the accessed pointer's type
 * (telling a union's hlist_nulls_node from its hlist_node by the
 * pointers' types).
 */
enum match { MATCH_PART, MATCH_EXACT, MATCH_STRICT };

static bool same_pointee(tree member, tree target)
{
	if (!POINTER_TYPE_P(member) || !POINTER_TYPE_P(target))
		return true;
	return same_type(TREE_TYPE(member), TREE_TYPE(target));
}

static bool path_at_offset(struct fieldref *n, tree outer, HOST_WIDE_INT byte_offset, tree target,
			   enum match match, int depth);

/*
 * Are a and b records with the same members at the same places: the two
 * copies struct_group() and struct_group_tagged() make of a group, one
 * anonymous, one named (sk_buff_head's next/prev and its 'list')?
 */
static bool layout_twins(tree a, tree b)
{
	tree fa, fb;

	if (!a || !b || TREE_CODE(a) != RECORD_TYPE || TREE_CODE(b) != RECORD_TYPE ||
	    !TYPE_SIZE(a) || !TYPE_SIZE(b) || !tree_int_cst_equal(TYPE_SIZE(a), TYPE_SIZE(b)))
		return false;
	for (fa = TYPE_FIELDS(a), fb = TYPE_FIELDS(b); fa && fb;
	     fa = DECL_CHAIN(fa), fb = DECL_CHAIN(fb)) {
		while (fa && TREE_CODE(fa) != FIELD_DECL)
			fa = DECL_CHAIN(fa);
		while (fb && TREE_CODE(fb) != FIELD_DECL)
			fb = DECL_CHAIN(fb);
		if (!fa || !fb)
			break;
		if (DECL_NAME(fa) != DECL_NAME(fb) || !laid_out(fa) || !laid_out(fb) ||
		    !tree_int_cst_equal(bit_position(fa), bit_position(fb)))
			return false;
	}
	return !fa && !fb;
}

/* An anonymous member of union u that is f's type's twin, if any. */
static bool has_anonymous_twin(tree u, tree f)
{
	for (tree g = TYPE_FIELDS(u); g; g = DECL_CHAIN(g))
		if (g != f && TREE_CODE(g) == FIELD_DECL && !DECL_NAME(g) &&
		    layout_twins(TREE_TYPE(g), TREE_TYPE(f)))
			return true;
	return false;
}

/*
 * Rank of a union's alternative f for an access of type target: its own
 * type (or an anonymous twin of it) first; then an anonymous member, whose
 * members are the names the source uses and the layout flattens; then
 * declaration order.  A struct_group_tagged() copy yields to its anonymous
 * twin even when the access has its type: ((struct sk_buff_list *)head)->
 * prev is 'prev', as head->prev is, not 'list.prev'.
 */
static int alternative_rank(tree u, tree f, tree target)
{
	if (!DECL_NAME(f))
		return layout_twins(TREE_TYPE(f), target) || same_type(TREE_TYPE(f), target) ? 0 : 1;
	if (same_type(TREE_TYPE(f), target) && !has_anonymous_twin(u, f))
		return 0;
	return 2;
}

/*
 * The path through the alternative of a union that covers byte_offset and
 * leads to target, the best ranked first; for an exact match, first one
 * whose member has the very pointer type accessed (skc_nulls_node.pprev
 * is a struct hlist_nulls_node **, skc_node.pprev a struct hlist_node **).
 * Alternatives of the same rank and types cannot be told apart at the
 * offset (forwprop folded &sk->skc_bind_node into MEM[sk + 24B]): the
 * first declared is named.
 */
static bool path_in_union(struct fieldref *n, tree u, HOST_WIDE_INT byte_offset, tree target,
			  enum match match, int depth)
{
	enum match first = match == MATCH_EXACT ? MATCH_STRICT : match;

	for (int m = first; m >= (int)match; m--)
		for (int rank = 0; rank <= 2; rank++)
			for (tree f = TYPE_FIELDS(u); f; f = DECL_CHAIN(f)) {
				struct fieldref tmp = *n;
				HOST_WIDE_INT at;

				if (!covers(f, byte_offset) || alternative_rank(u, f, target) != rank)
					continue;
				at = byte_offset - tree_to_shwi(bit_position(f)) / BITS_PER_UNIT;
				if (fieldref__append_member(&tmp, f) &&
				    path_at_offset(&tmp, TREE_TYPE(f), at, target, (enum match)m,
						   depth + 1)) {
					*n = tmp;
					return true;
				}
			}
	return false;
}

/*
 * The member path of the object at byte_offset inside an object of type
 * outer, when that object has type target (a record), or is a scalar of
 * target's size (MATCH_EXACT: of target's type, as same_scalar() says).  Used for
 * MEM_REFs at an offset (forwprop folds &p->a.b into MEM[p + 8B]).
 */
static bool path_at_offset(struct fieldref *n, tree outer, HOST_WIDE_INT byte_offset, tree target,
			   enum match match, int depth)
{
	tree tsize = TYPE_SIZE(target);

	for (; depth < MAX_CHAIN; depth++) {
		if (!outer || outer == error_mark_node || byte_offset < 0)
			return false;
		if (byte_offset == 0 && (same_type(outer, target) ||
					 (!TYPE_NAME(outer) && layout_twins(outer, target))))
			return true;
		if (TREE_CODE(outer) == UNION_TYPE)
			return path_in_union(n, outer, byte_offset, target, match, depth);
		if (RECORD_OR_UNION_TYPE_P(outer)) {
			tree found = NULL_TREE;

			for (tree f = TYPE_FIELDS(outer); f && !found; f = DECL_CHAIN(f))
				if (covers(f, byte_offset))
					found = f;
			if (!found || !fieldref__append_member(n, found))
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
			if (n->path[0]) {
				n->pending_array = true;
				n->pending_index = byte_offset / es;
			}
			byte_offset %= es;
			outer = elt;
			continue;
		}
		if (match != MATCH_PART)
			return n->path[0] && byte_offset == 0 && same_scalar(outer, target) &&
			       (match != MATCH_STRICT || same_pointee(outer, target));
		/* a scalar: the access touches part of it (bitops on one byte of a word) */
		if (RECORD_OR_UNION_TYPE_P(target) || !n->path[0] || !tsize ||
		    !TYPE_SIZE(outer) || !tree_fits_shwi_p(tsize) || !tree_fits_shwi_p(TYPE_SIZE(outer)))
			return false;
		return byte_offset * BITS_PER_UNIT + tree_to_shwi(tsize) <=
		       tree_to_shwi(TYPE_SIZE(outer));
	}
	return false;
}


/*
 * The object a pointer points to, when its definition says so: p_5 = &X,
 * a copy or conversion of such a pointer, or p_5 = q_4 + CST.
 */
tree fieldref__pointer_target(tree ptr, HOST_WIDE_INT *byte_offset)
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
 * The record types the function's pointers point to, its own and its
 * inlined helpers' (fieldref__begin_function): where a pointer to a record
 * was converted to the type of its first member, they are the candidates
 * for what it really points to.  tcp_ack() says tp = tcp_sk(sk); copy
 * propagation then folds WRITE_ONCE(tp->snd_una, ack) into
 * MEM[(volatile u32 *)sk + 1720B], and sk is a struct sock *.
 */
#define MAX_DERIVED 128
static tree derived[MAX_DERIVED];
static int nr_derived;

static void note_pointer_type(tree type)
{
	tree pointee;

	if (!type || !POINTER_TYPE_P(type))
		return;
	pointee = TREE_TYPE(type);
	if (!pointee || !RECORD_OR_UNION_TYPE_P(pointee) || !COMPLETE_TYPE_P(pointee))
		return;
	pointee = TYPE_MAIN_VARIANT(pointee);
	for (int i = 0; i < nr_derived; i++)
		if (derived[i] == pointee)
			return;
	if (nr_derived < MAX_DERIVED)
		derived[nr_derived++] = pointee;
}

void fieldref__begin_function(function *fun)
{
	unsigned int ix;
	tree var, name;

	nr_derived = 0;
	if (!fun || !fun->decl)
		return;
	for (tree arg = DECL_ARGUMENTS(fun->decl); arg; arg = DECL_CHAIN(arg))
		note_pointer_type(TREE_TYPE(arg));
	FOR_EACH_LOCAL_DECL(fun, ix, var)
		note_pointer_type(TREE_TYPE(var));
	if (fun->gimple_df)
		FOR_EACH_SSA_NAME(ix, name, fun)
			note_pointer_type(TREE_TYPE(name));
}

/* Does record start with base: is base its first member, or that one's? */
static bool starts_with(tree record, tree base)
{
	for (int depth = 0; depth < MAX_CHAIN && record; depth++) {
		tree first = NULL_TREE;

		if (same_type(record, base))
			return true;
		if (!RECORD_OR_UNION_TYPE_P(record) || TREE_CODE(record) == UNION_TYPE)
			return false;
		for (tree f = TYPE_FIELDS(record); f && !first; f = DECL_CHAIN(f))
			if (TREE_CODE(f) == FIELD_DECL)
				first = f;
		if (!first || !laid_out(first) || DECL_BIT_FIELD(first) ||
		    !integer_zerop(bit_position(first)))
			return false;
		record = TREE_TYPE(first);
	}
	return false;
}

/*
 * A member of type target at byte_offset past the end of a pointee: in the
 * one record among the function's that starts with pointee and has such a
 * member (the least derived of those that do: a struct tcp6_sock starts
 * with a struct tcp_sock).  Ambiguity is no answer.
 */
static bool path_in_derived(struct fieldref *n, tree pointee, HOST_WIDE_INT byte_offset,
			    tree target)
{
	tree match[MAX_DERIVED];
	int nr_match = 0, nr_best = 0;
	tree best = NULL_TREE;
	tree psize = TYPE_SIZE_UNIT(pointee);

	if (!psize || !tree_fits_shwi_p(psize) || byte_offset < tree_to_shwi(psize))
		return false;
	for (int i = 0; i < nr_derived; i++) {
		struct fieldref tmp = *n;

		if (same_type(derived[i], pointee) || !starts_with(derived[i], pointee))
			continue;
		if (fieldref__record_key(derived[i], tmp.key, sizeof(tmp.key)) &&
		    path_at_offset(&tmp, derived[i], byte_offset, target, MATCH_EXACT, 0))
			match[nr_match++] = derived[i];
	}
	for (int i = 0; i < nr_match; i++) {
		bool most_base = true;

		for (int j = 0; j < nr_match && most_base; j++)
			most_base = j == i || !starts_with(match[i], match[j]);
		if (most_base) {
			best = match[i];
			nr_best++;
		}
	}
	if (nr_best != 1)
		return false;
	n->path[0] = 0;
	n->pending_array = false;
	return fieldref__record_key(best, n->key, sizeof(n->key)) &&
	       path_at_offset(n, best, byte_offset, target, MATCH_EXACT, 0);
}

static bool any_starts_with(tree pointee)
{
	for (int i = 0; i < nr_derived; i++)
		if (!same_type(derived[i], pointee) && starts_with(derived[i], pointee))
			return true;
	return false;
}

/*
 * The byte offset of a direct member of type member in record, or -1 (none,
 * or more than one: ambiguity is no answer).
 */
static HOST_WIDE_INT member_offset(tree record, tree member)
{
	HOST_WIDE_INT found = -1;

	for (tree f = TYPE_FIELDS(record); f; f = DECL_CHAIN(f)) {
		if (!laid_out(f) || DECL_BIT_FIELD(f) || !same_type(TREE_TYPE(f), member) ||
		    !tree_fits_shwi_p(bit_position(f)))
			continue;
		if (found >= 0)
			return -1;
		found = tree_to_shwi(bit_position(f)) / BITS_PER_UNIT;
	}
	return found;
}

/*
 * A member of type target at byte_offset from a pointee embedded in a
 * record of the function's: container_of() and an inlined helper
 * (spin_lock(&EXT4_I(inode)->i_raw_lock) is
 * &MEM[(spinlock_t *)inode + -24B].rlock, and the function has a struct
 * ext4_inode_info *).  The one record among the function's that holds
 * pointee as a member, not its first, and has such a member at that
 * distance from it.  Only when no record of the function starts with
 * pointee, or the offset is before it.
 */
static bool path_in_container(struct fieldref *n, tree pointee, HOST_WIDE_INT byte_offset,
			      tree target)
{
	tree best = NULL_TREE;
	HOST_WIDE_INT best_at = 0;

	for (int i = 0; i < nr_derived; i++) {
		struct fieldref tmp = *n;
		HOST_WIDE_INT at;

		/* the pointee first is path_in_derived's case, which may find
		 * it ambiguous: not a second opinion */
		if (same_type(derived[i], pointee) || starts_with(derived[i], pointee) ||
		    (at = member_offset(derived[i], pointee)) <= 0 || at + byte_offset < 0)
			continue;
		if (!fieldref__record_key(derived[i], tmp.key, sizeof(tmp.key)) ||
		    !path_at_offset(&tmp, derived[i], at + byte_offset, target, MATCH_EXACT, 0))
			continue;
		if (best)
			return false;
		best = derived[i];
		best_at = at;
	}
	if (!best)
		return false;
	n->path[0] = 0;
	n->pending_array = false;
	return fieldref__record_key(best, n->key, sizeof(n->key)) &&
	       path_at_offset(n, best, best_at + byte_offset, target, MATCH_EXACT, 0);
}

/*
 * Starts the name at a MEM_REF base from the object its pointer was taken
 * from (inlined helpers: MEM[_5].counter with _5 = &p->refcnt), or from the
 * record its pointer's type points to at the MEM_REF's offset.
 */
static bool resolve_mem_base(tree base, int depth, struct fieldref *n)
{
	tree ptr = TREE_OPERAND(base, 0), type = TREE_TYPE(base), off = TREE_OPERAND(base, 1);
	HOST_WIDE_INT byte_offset, chased = 0;
	tree target;

	/* the offset is a constant of pointer type: -24 is 2^64 - 24 */
	if (!off || TREE_CODE(off) != INTEGER_CST ||
	    TYPE_PRECISION(TREE_TYPE(off)) > HOST_BITS_PER_WIDE_INT)
		return false;
	byte_offset = wi::to_wide(off).to_shwi();
	if (depth < MAX_CHASE && (target = fieldref__pointer_target(ptr, &chased)) != NULL_TREE) {
		struct fieldref saved = *n;

		if (fieldref__resolve(target, depth + 1, n) &&
		    path_at_offset(n, TREE_TYPE(target), byte_offset + chased, type, MATCH_PART, 0))
			return true;
		*n = saved;
	}
	/* the pointer's own type: a struct whose member sits at the offset */
	if (ptr && POINTER_TYPE_P(TREE_TYPE(ptr))) {
		tree pointee = TREE_TYPE(TREE_TYPE(ptr));

		if (pointee && RECORD_OR_UNION_TYPE_P(pointee) && !same_type(pointee, type) &&
		    fieldref__record_key(pointee, n->key, sizeof(n->key))) {
			struct fieldref saved = *n;

			if (path_at_offset(n, pointee, byte_offset, type, MATCH_EXACT, 0))
				return true;
			*n = saved;
			if (path_in_derived(n, TYPE_MAIN_VARIANT(pointee), byte_offset, type))
				return true;
			*n = saved;
			if ((byte_offset < 0 || !any_starts_with(TYPE_MAIN_VARIANT(pointee))) &&
			    path_in_container(n, TYPE_MAIN_VARIANT(pointee), byte_offset, type))
				return true;
			*n = saved;
		}
	}
	return false;
}

/*
 * BIT_FIELD_REF <p->s, size, pos>: the member of record type at its first bit,
 * or with bit >= 0 at that bit of the value it reads (bit 0 the least
 * significant: a folded test's mask or shift picks it), bit-fields included,
 * descending into nested records.  *bits, if given, gets the member's bits in
 * the value's numbering.  When the first COMPONENT_REF is not yet seen, the
 * record itself starts the name.
 */
static bool bit_field_member(struct fieldref *n, tree bfr, HOST_WIDE_INT bit,
			     struct fieldref_bits *bits)
{
	tree type = TREE_TYPE(TREE_OPERAND(bfr, 0)), last = NULL_TREE, last_size;
	HOST_WIDE_INT pos, size, bitpos, start = 0;

	if (!tree_fits_shwi_p(TREE_OPERAND(bfr, 1)) || !tree_fits_shwi_p(TREE_OPERAND(bfr, 2)))
		return false;
	size = tree_to_shwi(TREE_OPERAND(bfr, 1));
	pos = tree_to_shwi(TREE_OPERAND(bfr, 2));
	if (bit >= size)
		return false;
	/* the value's bit in memory order, as optimize_bit_field_compare numbers it */
	bitpos = bit < 0 ? pos : pos + (BYTES_BIG_ENDIAN ? size - 1 - bit : bit);
	if (!n->key[0] && !fieldref__record_key(type, n->key, sizeof(n->key)))
		return false;
	for (int depth = 0; depth < MAX_CHAIN && type && RECORD_OR_UNION_TYPE_P(type); depth++) {
		tree found = NULL_TREE;

		for (tree f = TYPE_FIELDS(type); f; f = DECL_CHAIN(f)) {
			tree fpos = laid_out(f) ? bit_position(f) : NULL_TREE;
			HOST_WIDE_INT b, sz;

			if (!fpos || !DECL_SIZE(f) || !tree_fits_shwi_p(fpos) ||
			    !tree_fits_shwi_p(DECL_SIZE(f)))
				continue;
			b = tree_to_shwi(fpos);
			sz = tree_to_shwi(DECL_SIZE(f));
			if (bitpos - start >= b && bitpos - start < b + sz) {
				found = f;
				start += b;
				break;
			}
		}
		if (!found)
			break;
		if (!fieldref__append_member(n, found))
			return false;
		last = found;
		type = TREE_TYPE(found);
	}
	/* no member inside: the bits of the member read, p->flags */
	last_size = last ? DECL_SIZE(last) : TYPE_SIZE(TREE_TYPE(TREE_OPERAND(bfr, 0)));
	if (bits && last_size && tree_fits_shwi_p(last_size)) {
		bits->size = tree_to_shwi(last_size);
		bits->first = BYTES_BIG_ENDIAN ? pos + size - start - bits->size : start - pos;
	}
	return n->path[0] != 0;
}

/*
 * Fills n with the record and member path of the reference; false if none.
 * An outermost BIT_FIELD_REF names the member at bit (see bit_field_member).
 */
static bool resolve(tree ref, int depth, HOST_WIDE_INT bit, struct fieldref *n,
		    struct fieldref_bits *bits)
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
		if (!fieldref__record_key(TREE_TYPE(base), n->key, sizeof(n->key)))
			return false;
	} /* else: an array of records, or a non-record base: keyed at the first member */

	for (int i = len - 1; i >= 0; i--) {
		tree c = chain[i];

		switch (TREE_CODE(c)) {
		case COMPONENT_REF:
			if (!n->key[0]) {
				if (!fieldref__record_key(TREE_TYPE(TREE_OPERAND(c, 0)), n->key, sizeof(n->key)))
					return false;
				n->path[0] = 0;
				n->pending_array = false;
			}
			if (!fieldref__append_member(n, TREE_OPERAND(c, 1)))
				return false;
			break;
		case ARRAY_REF:
		case ARRAY_RANGE_REF:
			if (n->path[0]) {
				tree index = TREE_OPERAND(c, 1);
				tree low = array_ref_low_bound(c);

				n->pending_array = true;
				n->pending_index = -1;
				/* a constant element (rq->reclaim_wait[3]) is that element */
				if (TREE_CODE(c) == ARRAY_REF && index && TREE_CODE(index) == INTEGER_CST &&
				    tree_fits_shwi_p(index) && low && tree_fits_shwi_p(low) &&
				    tree_to_shwi(index) >= tree_to_shwi(low))
					n->pending_index = tree_to_shwi(index) - tree_to_shwi(low);
			}
			break;
		case BIT_FIELD_REF:
			/* folded bit-field tests read the containing struct's bits */
			if (!bit_field_member(n, c, c == ref ? bit : -1, c == ref ? bits : NULL))
				return false;
			i = 0;
			break;
		default:
			/* REALPART_EXPR, VIEW_CONVERT_EXPR: part of this member */
			i = 0;
			break;
		}
	}
	return n->key[0] && n->path[0];
}

bool fieldref__resolve(tree ref, int depth, struct fieldref *n)
{
	return resolve(ref, depth, -1, n, NULL);
}

bool fieldref__resolve_bit(tree ref, HOST_WIDE_INT bit, struct fieldref *n,
			   struct fieldref_bits *bits)
{
	bits->first = bits->size = 0;
	return ref && TREE_CODE(ref) == BIT_FIELD_REF && bit >= 0 &&
	       resolve(ref, 0, bit, n, bits) && bits->size > 0;
}
