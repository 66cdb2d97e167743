// SPDX-License-Identifier: GPL-2.0
/*
 * Locks held per statement (locks.h).  Sets are bit masks over the
 * function's own table of lock names; a function taking more than
 * MAX_KEYS distinct records' locks forgets the rest (held less: safe).
 */
#include "gimple-compat.h"

#include "fieldref.h"
#include "locks.h"
#include "lockwords.h"
#include "callgraph.h"

#define MAX_KEYS 32

typedef unsigned int keyset;

static struct {
	char keys[MAX_KEYS][256];
	unsigned int nr_keys;
	keyset *in;			/* per block index */
	int nr_blocks;
	keyset now;
	bool any;			/* the function has a lock call */
} st;

static const char *callee_name(gimple *stmt)
{
	tree fndecl = gimple_call_fndecl(stmt);

	return fndecl && DECL_NAME(fndecl) ? IDENTIFIER_POINTER(DECL_NAME(fndecl)) : NULL;
}

/* +1 acquires, -1 releases, 0 neither. */
static int call_effect(gimple *stmt)
{
	return lock_name__effect(callee_name(stmt));
}

/*
 * Does the call exclude every other holder?  Read sides and RCU admit
 * many, and local locks are per CPU: none of them serializes a path
 * system-wide.
 */
static bool call_excludes(gimple *stmt)
{
	return lock_name__excludes(callee_name(stmt));
}

/*
 * A call that writes the lock word it is given: an acquire, a release or a
 * trylock of any kind.  Read sides count (read_lock() and down_read() add
 * to the word as writers do, and the line bounces between readers); a
 * query (spin_is_locked, lockdep_assert_held) or an init does not.
 */
bool locks__call_writes_word(gimple *stmt)
{
	if (!is_gimple_call(stmt) || gimple_call_internal_p(stmt))
		return false;
	return lock_name__writes_word(callee_name(stmt));
}

/*
 * A lock's own type, not a record that holds one: spinlock_t, struct
 * raw_spinlock, struct qspinlock, rwlock_t, struct mutex, struct
 * rw_semaphore, seqlock_t.  raw_spin_rq_lock_nested(rq) and lock_sock(sk)
 * take the holder, whose lock word is not the first thing in it.
 */
bool locks__is_lock_type(tree type)
{
	char key[256];

	return fieldref__record_key(type, key, sizeof(key)) && lock_record__is_lock(key);
}

static keyset key_named(const char *key)
{
	for (unsigned int i = 0; i < st.nr_keys; i++)
		if (!strcmp(st.keys[i], key))
			return 1u << i;
	if (st.nr_keys >= MAX_KEYS)
		return 0;
	snprintf(st.keys[st.nr_keys], sizeof(st.keys[0]), "%s", key);
	return 1u << st.nr_keys++;
}

static keyset key_bit(tree type)
{
	char key[256];

	if (!fieldref__record_key(type, key, sizeof(key)))
		return 0;
	return key_named(key);
}

/*
 * A lock in a variable of static storage has one instance for the whole
 * system (rtnl_mutex, tasklist_lock, def_rt_bandwidth.rt_runtime_lock):
 * "global:NAME".  Per-CPU and thread-local variables have many.
 */
static keyset global_key(tree base)
{
	const char *section;
	char key[256];

	if (!VAR_P(base) || !is_global_var(base) || DECL_THREAD_LOCAL_P(base) ||
	    !DECL_NAME(base))
		return 0;
	section = DECL_SECTION_NAME(base);
	if (section && strstr(section, "percpu"))
		return 0;
	snprintf(key, sizeof(key), "global:%s", IDENTIFIER_POINTER(DECL_NAME(base)));
	return key_named(key);
}

/*
 * A lock call without arguments takes a lock of its own (rtnl_lock(),
 * cgroup_lock(), cpus_write_lock()): "global:" and the callee's name
 * without its locking words, so that rtnl_lock and __rtnl_unlock agree.
 */
static keyset argless_key(const char *name)
{
	char key[256];

	lock_name__global_key(name, key, sizeof(key));
	return key_named(key);
}

/*
 * The record a lock argument lives in: &rq->__lock (through copies and
 * conversions of it) names struct rq; otherwise the innermost pointer to a
 * record the value was converted from: (raw_spinlock_t *)rq and a per-CPU
 * this_rq() (integer arithmetic on &runqueues, converted back) name struct
 * rq.
 */
static keyset pointer_key(tree ptr, bool exclusive)
{
	tree record = NULL_TREE;

	for (int i = 0; i < 8 && ptr; i++) {
		gimple *def;

		if (TREE_CODE(ptr) == ADDR_EXPR) {
			tree ref = TREE_OPERAND(ptr, 0);

			while (handled_component_p(ref))
				ref = TREE_OPERAND(ref, 0);
			/* spin_lock(&p->lock), inlined: &lock_5->rlock with
			 * lock_5 = &p->lock, or &MEM[(spinlock_t *)inode + -24B].rlock
			 * after container_of(); the lock lives in *p */
			if (TREE_CODE(ref) == MEM_REF && locks__is_lock_type(TREE_TYPE(ref))) {
				struct fieldref n;
				HOST_WIDE_INT off = 0;
				tree var;

				memset(&n, 0, sizeof(n));
				if (fieldref__resolve(TREE_OPERAND(ptr, 0), 0, &n) && n.path[0] &&
				    !lock_record__is_lock(n.key)) {
					/* spin_lock(&def_rt_bandwidth.rt_runtime_lock) */
					var = fieldref__pointer_target(TREE_OPERAND(ref, 0), &off);
					while (var && handled_component_p(var))
						var = TREE_OPERAND(var, 0);
					return key_named(n.key) | (exclusive && var ? global_key(var) : 0);
				}
				ptr = TREE_OPERAND(ref, 0);
				continue;
			}
			return key_bit(TREE_TYPE(ref)) | (exclusive ? global_key(ref) : 0);
		}
		if (POINTER_TYPE_P(TREE_TYPE(ptr)) &&
		    RECORD_OR_UNION_TYPE_P(TREE_TYPE(TREE_TYPE(ptr))))
			record = TREE_TYPE(TREE_TYPE(ptr));
		if (TREE_CODE(ptr) != SSA_NAME)
			break;
		def = SSA_NAME_DEF_STMT(ptr);
		if (!def || !is_gimple_assign(def))
			break;
		if (gimple_assign_rhs_code(def) != ADDR_EXPR &&
		    !CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(def)) &&
		    !(gimple_assign_single_p(def) &&
		      TREE_CODE(gimple_assign_rhs1(def)) == SSA_NAME))
			break;
		ptr = gimple_assign_rhs1(def);
	}
	return record ? key_bit(record) : 0;
}

static keyset call_keys(gimple *stmt, bool acquire)
{
	keyset set = 0;
	tree lhs = gimple_call_lhs(stmt), fntype = gimple_call_fntype(stmt);
	tree params = fntype ? TYPE_ARG_TYPES(fntype) : NULL_TREE;
	bool exclusive = call_excludes(stmt);

	if (!gimple_call_num_args(stmt))
		return exclusive ? argless_key(callee_name(stmt)) : 0;
	for (unsigned int i = 0; i < gimple_call_num_args(stmt); i++) {
		keyset key = pointer_key(gimple_call_arg(stmt, i), exclusive);
		tree ptype = params ? TREE_VALUE(params) : NULL_TREE;

		/* a void * argument (the stopper's data) converts uselessly:
		 * the parameter's type says what it is */
		if (!key && ptype && POINTER_TYPE_P(ptype))
			key = key_bit(TREE_TYPE(ptype));
		set |= key;
		if (params)
			params = TREE_CHAIN(params);
	}
	if (!acquire || !lhs)
		return set;
	/* rq = task_rq_lock(p, &rf): the returned record is locked */
	if (POINTER_TYPE_P(TREE_TYPE(lhs)))
		set |= key_bit(TREE_TYPE(TREE_TYPE(lhs)));
	/* CLASS(task_rq_lock, g)(p): the guard returned holds p and g.rq */
	if (RECORD_OR_UNION_TYPE_P(TREE_TYPE(lhs)))
		for (tree f = TYPE_FIELDS(TREE_TYPE(lhs)); f; f = DECL_CHAIN(f))
			if (TREE_CODE(f) == FIELD_DECL && POINTER_TYPE_P(TREE_TYPE(f)))
				set |= key_bit(TREE_TYPE(TREE_TYPE(f)));
	return set;
}

static keyset transfer(gimple *stmt, keyset held)
{
	int effect;

	if (!is_gimple_call(stmt) || gimple_call_internal_p(stmt))
		return held;
	effect = call_effect(stmt);
	if (effect > 0)
		return held | call_keys(stmt, true);
	if (effect < 0)
		return held & ~call_keys(stmt, false);
	return held;
}

static keyset block_out(basic_block bb, keyset held)
{
	for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi))
		held = transfer(gsi_stmt(gsi), held);
	return held;
}

static bool function_locks(function *fun)
{
	basic_block bb;

	FOR_EACH_BB_FN(bb, fun)
		for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi))
			if (is_gimple_call(gsi_stmt(gsi)) && !gimple_call_internal_p(gsi_stmt(gsi)) &&
			    (call_effect(gsi_stmt(gsi)) ||
			     lock_name__has_word(callee_name(gsi_stmt(gsi)) ?: "", "trylock")))
				return true;
	return false;
}

/* The trylock call whose result v is (through copies and conversions). */
static gimple *trylock_call(tree v)
{
	for (int i = 0; i < 4 && v && TREE_CODE(v) == SSA_NAME; i++) {
		gimple *def = SSA_NAME_DEF_STMT(v);
		const char *name;

		if (!def)
			return NULL;
		if (is_gimple_call(def)) {
			name = gimple_call_internal_p(def) ? NULL : callee_name(def);
			return name && lock_name__has_word(name, "trylock") ? def : NULL;
		}
		if (!is_gimple_assign(def) ||
		    !(CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(def)) ||
		      (gimple_assign_single_p(def) && TREE_CODE(gimple_assign_rhs1(def)) == SSA_NAME)))
			return NULL;
		v = gimple_assign_rhs1(def);
	}
	return NULL;
}

/*
 * What e carries out of its source: "if (!rtnl_trylock()) return
 * restart_syscall();" holds the lock on the edge where the trylock
 * returned non-zero.
 */
static keyset edge_out(edge e, keyset out)
{
	gimple *last = last_stmt(e->src), *call;
	bool nonzero_edge;

	if (!last || gimple_code(last) != GIMPLE_COND || !integer_zerop(gimple_cond_rhs(last)))
		return out;
	call = trylock_call(gimple_cond_lhs(last));
	if (!call)
		return out;
	if (gimple_cond_code(last) == NE_EXPR)
		nonzero_edge = e->flags & EDGE_TRUE_VALUE;
	else if (gimple_cond_code(last) == EQ_EXPR)
		nonzero_edge = e->flags & EDGE_FALSE_VALUE;
	else
		return out;
	return nonzero_edge ? out | call_keys(call, true) : out;
}

/* in(bb) = AND of out(pred); the entry holds nothing; iterate to the fixed point. */
static void solve(function *fun)
{
	int *rpo = XNEWVEC(int, n_basic_blocks_for_fn(fun));
	int n = pre_and_rev_post_order_compute_fn(fun, NULL, rpo, false);
	keyset *out = XNEWVEC(keyset, st.nr_blocks);
	bool changed = true;

	/* blocks the entry does not reach keep "nothing held" */
	for (int i = 0; i < st.nr_blocks; i++) {
		out[i] = ~0u;
		st.in[i] = 0;
	}
	out[ENTRY_BLOCK] = 0;
	for (int round = 0; changed && round < 32; round++) {
		changed = false;
		for (int i = 0; i < n; i++) {
			basic_block bb = BASIC_BLOCK_FOR_FN(fun, rpo[i]);
			keyset in = ~0u, o;
			edge e;
			edge_iterator ei;

			FOR_EACH_EDGE(e, ei, bb->preds)
				in &= edge_out(e, out[e->src->index]);
			o = block_out(bb, in);
			if (in != st.in[bb->index] || o != out[bb->index])
				changed = true;
			st.in[bb->index] = in;
			out[bb->index] = o;
		}
	}
	if (changed)		/* no fixed point in time: claim nothing */
		memset(st.in, 0, st.nr_blocks * sizeof(keyset));
	XDELETEVEC(out);
	XDELETEVEC(rpo);
}

void locks__begin(function *fun)
{
	st.nr_keys = 0;
	st.now = 0;
	st.nr_blocks = last_basic_block_for_fn(fun);
	st.any = function_locks(fun);
	if (!st.any)
		return;
	st.in = XNEWVEC(keyset, st.nr_blocks);
	solve(fun);
}

void locks__enter_block(basic_block bb)
{
	st.now = st.any && bb->index < st.nr_blocks ? st.in[bb->index] : 0;
}

void locks__step(gimple *stmt)
{
	if (st.any)
		st.now = transfer(stmt, st.now);
}

size_t locks__held(const char **names)
{
	size_t n = 0;

	for (unsigned int i = 0; i < st.nr_keys && n < LOCKS_MAX; i++)
		if (st.now & (1u << i))
			names[n++] = st.keys[i];
	return n;
}

void locks__end(void)
{
	if (st.any)
		XDELETEVEC(st.in);
	st.in = NULL;
	st.any = false;
}
