// SPDX-License-Identifier: GPL-2.0
/*
 * Calls and function addresses (calls.h).  Functions are named as the
 * access profile names them (the printable name), so that cachelint infer
 * can join the two.
 */
#include "gimple-compat.h"

#include "calls.h"
#include "fieldref.h"
#include "owner.h"

static const char *fn_name(tree fndecl)
{
	return lang_hooks.decl_printable_name(fndecl, 1);
}

static tree function_address(tree op)
{
	if (!op)
		return NULL_TREE;
	STRIP_NOPS(op);
	if (TREE_CODE(op) == ADDR_EXPR && TREE_CODE(TREE_OPERAND(op, 0)) == FUNCTION_DECL)
		return TREE_OPERAND(op, 0);
	return NULL_TREE;
}

static bool function_pointer_type(tree type)
{
	return type && POINTER_TYPE_P(type) && TREE_TYPE(type) &&
	       TREE_CODE(TREE_TYPE(type)) == FUNCTION_TYPE;
}

static void add_target(struct cl_callgraph *cg, const struct fieldref *n, tree fndecl)
{
	char field[sizeof(n->key) + sizeof(n->path) + 2];

	snprintf(field, sizeof(field), "%s\n%s", n->key, n->path);
	callgraph__add_target(cg, field, fn_name(fndecl));
}

bool calls__callee_field(tree fn, struct fieldref *n)
{
	for (int i = 0; i < 3 && fn && TREE_CODE(fn) == SSA_NAME; i++) {
		gimple *def = SSA_NAME_DEF_STMT(fn);

		if (!def || !gimple_assign_single_p(def))
			return false;
		if (gimple_vuse(def)) {
			memset(n, 0, sizeof(*n));
			return fieldref__resolve(gimple_assign_rhs1(def), 0, n) && n->path[0];
		}
		fn = gimple_assign_rhs1(def);
	}
	return false;
}

/* netif_napi_add(dev, napi, poll): poll's address is the callee's
 * parameter; the callee's body says where it goes (calls__note_params). */
static void note_function_args(struct cl_callgraph *cg, gcall *call, const char *callee)
{
	for (unsigned int i = 0; i < gimple_call_num_args(call) && i < CL_MAX_PARAMS; i++) {
		tree fndecl = function_address(gimple_call_arg(call, i));

		if (fndecl && fn_name(fndecl))
			callgraph__add_fnarg(cg, fn_name(fndecl), callee, i);
	}
}

static void note_call(struct cl_callgraph *cg, const char *fn, gcall *call, cl_lockset locks,
		      double weight)
{
	tree callee = gimple_call_fndecl(call);
	struct fieldref n;

	if (gimple_call_internal_p(call))
		return;
	if (callee) {
		signed char args[CL_CG_MAX_ARGS];
		const char *from[CL_CG_MAX_ARGS];

		for (unsigned int i = 0; i < CL_CG_MAX_ARGS; i++) {
			tree arg = i < gimple_call_num_args(call) ? gimple_call_arg(call, i) : NULL_TREE;
			int source = arg && POINTER_TYPE_P(TREE_TYPE(arg)) ?
					     owner__pointer_source(arg, &from[i]) : CL_ARG_OTHER;

			if (source != CL_ARG_RESULT)
				from[i] = NULL;
			args[i] = (signed char)(source == OWNER_NO_OBJECT ? CL_ARG_OTHER : source);
		}
		if (!fndecl_built_in_p(callee) && fn_name(callee)) {
			callgraph__add_call_from(cg, fn, fn_name(callee), NULL, locks, weight, args,
						 from);
			note_function_args(cg, call, fn_name(callee));
		}
		return;
	}
	if (calls__callee_field(gimple_call_fn(call), &n)) {
		char field[sizeof(n.key) + sizeof(n.path) + 2];

		snprintf(field, sizeof(field), "%s\n%s", n.key, n.path);
		callgraph__add_call(cg, fn, NULL, field, locks, weight, NULL);
	}
}

struct return_ctx {
	struct cl_callgraph *cg;
	const char *fn;
};

static void note_return_source(int source, const char *from, void *ctx)
{
	struct return_ctx *rc = (struct return_ctx *)ctx;

	callgraph__add_return(rc->cg, rc->fn, source, from);
}

/* What fn returns, when a pointer: new objects, calls' results, or other
 * (return NULL says nothing). */
static void note_return(struct cl_callgraph *cg, const char *fn, greturn *ret)
{
	tree value = gimple_return_retval(ret);
	struct return_ctx rc = { cg, fn };

	if (value && POINTER_TYPE_P(TREE_TYPE(value)))
		owner__return_sources(value, note_return_source, &rc);
}

void calls__note_stmt(struct cl_callgraph *cg, const char *fn, gimple *stmt,
		      const char *const *locks, size_t nr_locks, double weight)
{
	if (gimple_code(stmt) == GIMPLE_RETURN)
		note_return(cg, fn, as_a<greturn *>(stmt));
	if (is_gimple_call(stmt))
		note_call(cg, fn, as_a<gcall *>(stmt), callgraph__lockset(cg, locks, nr_locks),
			  weight);
	if (gimple_code(stmt) == GIMPLE_ASM)
		return;
	for (unsigned int i = 0; i < gimple_num_ops(stmt); i++) {
		tree fndecl;
		struct fieldref n;

		if (is_gimple_call(stmt) && i == 1)	/* the callee itself */
			continue;
		if (!(fndecl = function_address(gimple_op(stmt, i))))
			continue;
		memset(&n, 0, sizeof(n));
		/* p->ops.fn = f: a target of the field */
		if (gimple_assign_single_p(stmt) && i == 1 &&
		    function_pointer_type(TREE_TYPE(gimple_assign_lhs(stmt))) &&
		    fieldref__resolve(gimple_assign_lhs(stmt), 0, &n) && n.path[0])
			add_target(cg, &n, fndecl);
		else
			callgraph__add_escape(cg, fn_name(fndecl));
	}
}

void calls__note_phis(struct cl_callgraph *cg, basic_block bb)
{
	for (gphi_iterator gsi = gsi_start_phis(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
		gphi *phi = gsi.phi();

		for (unsigned int i = 0; i < gimple_phi_num_args(phi); i++) {
			tree fndecl = function_address(gimple_phi_arg_def(phi, i));

			if (fndecl)
				callgraph__add_escape(cg, fn_name(fndecl));
		}
	}
}

/*
 * One initializer value at n (key and path so far; key empty outside a
 * record), of the slot type slot: a function address in a function-pointer
 * field is a target, anywhere else (an array of pointers, a cast to an
 * integer) it escapes.
 */
static void walk_init(struct cl_callgraph *cg, tree value, const struct fieldref *at,
		      tree slot, int depth)
{
	tree fndecl = function_address(value), type, index, elt;
	unsigned HOST_WIDE_INT ix;

	if (fndecl) {
		if (at->key[0] && at->path[0] && function_pointer_type(slot))
			add_target(cg, at, fndecl);
		else
			callgraph__add_escape(cg, fn_name(fndecl));
		return;
	}
	if (!value || TREE_CODE(value) != CONSTRUCTOR || depth > 8)
		return;
	type = TREE_TYPE(value);
	FOR_EACH_CONSTRUCTOR_ELT(CONSTRUCTOR_ELTS(value), ix, index, elt) {
		struct fieldref n;
		tree elt_slot = TREE_CODE(type) == ARRAY_TYPE ? TREE_TYPE(type) : NULL_TREE;

		memset(&n, 0, sizeof(n));
		if (RECORD_OR_UNION_TYPE_P(type) && index && TREE_CODE(index) == FIELD_DECL) {
			elt_slot = TREE_TYPE(index);
			n = *at;
			if (!n.key[0] && !fieldref__record_key(type, n.key, sizeof(n.key)))
				continue;
			if (!fieldref__append_member(&n, index))
				continue;
		} else if (TREE_CODE(type) == ARRAY_TYPE && at->key[0] &&
			   RECORD_OR_UNION_TYPE_P(TREE_TYPE(type))) {
			n = *at;
			n.pending_array = true;
			n.pending_index = -1;
		}
		/* arrays of records at the top: each element starts a record */
		walk_init(cg, elt, &n, elt_slot, depth + 1);
	}
}

void calls__note_initializers(struct cl_callgraph *cg)
{
	varpool_node *vnode;

	FOR_EACH_VARIABLE(vnode) {
		tree init = DECL_INITIAL(vnode->decl), fndecl;
		const char *section = DECL_SECTION_NAME(vnode->decl);
		struct fieldref n;

		if (!init || init == error_mark_node)
			continue;
		/* EXPORT_SYMBOL(f): __ADDRESSABLE(f) keeps f's address here */
		if (section && !strcmp(section, ".discard.addressable") &&
		    (fndecl = function_address(init))) {
			callgraph__add_export(cg, fn_name(fndecl));
			continue;
		}
		memset(&n, 0, sizeof(n));
		walk_init(cg, init, &n, TREE_TYPE(vnode->decl), 0);
	}
}

/*
 * napi->poll = poll in netif_napi_add_weight(): a function-pointer
 * parameter stored into a function-pointer field.  Only its default
 * definition's direct stores: a copy through a local is rare in the
 * kernel's registration helpers, and a missed store costs only rank.
 */
void calls__note_params(struct cl_callgraph *cg, function *fun, const char *fn)
{
	unsigned int i = 0;

	for (tree parm = DECL_ARGUMENTS(fun->decl); parm && i < CL_MAX_PARAMS;
	     parm = DECL_CHAIN(parm), i++) {
		tree ddef;
		imm_use_iterator it;
		use_operand_p use_p;

		if (!function_pointer_type(TREE_TYPE(parm)) || !is_gimple_reg(parm) ||
		    !(ddef = ssa_default_def(fun, parm)))
			continue;
		FOR_EACH_IMM_USE_FAST(use_p, it, ddef) {
			gimple *use = USE_STMT(use_p);
			struct fieldref n;

			if (!gimple_assign_single_p(use) || gimple_assign_rhs1(use) != ddef ||
			    TREE_CODE(gimple_assign_lhs(use)) == SSA_NAME ||
			    !function_pointer_type(TREE_TYPE(gimple_assign_lhs(use))))
				continue;
			memset(&n, 0, sizeof(n));
			if (fieldref__resolve(gimple_assign_lhs(use), 0, &n) && n.path[0]) {
				char field[sizeof(n.key) + sizeof(n.path) + 2];

				snprintf(field, sizeof(field), "%s\n%s", n.key, n.path);
				callgraph__add_param_target(cg, fn, i, field);
			}
		}
	}
}
