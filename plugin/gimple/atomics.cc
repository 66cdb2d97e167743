// SPDX-License-Identifier: GPL-2.0
/*
 * Atomic builtins and the kernel's atomic inline asm (see atomics.h).
 */
#include "gimple-compat.h"

#include "atomics.h"
#include "asmtext.h"
#include "access.h"

int atomics__builtin_kind(gimple *stmt)
{
	tree fn;
	enum built_in_function code;

	if (!is_gimple_call(stmt) || !gimple_call_builtin_p(stmt, BUILT_IN_NORMAL) ||
	    gimple_call_num_args(stmt) < 1)
		return -1;
	fn = gimple_call_fndecl(stmt);
	code = DECL_FUNCTION_CODE(fn);
	if (code >= BUILT_IN_ATOMIC_LOAD && code <= BUILT_IN_ATOMIC_LOAD_16)
		return CL_ACCESS_LOAD;
	if (code >= BUILT_IN_ATOMIC_STORE && code <= BUILT_IN_ATOMIC_STORE_16)
		return CL_ACCESS_STORE;
	if ((code >= BUILT_IN_SYNC_FETCH_AND_ADD_N && code <= BUILT_IN_SYNC_LOCK_RELEASE_16) ||
	    (code >= BUILT_IN_ATOMIC_TEST_AND_SET && code <= BUILT_IN_ATOMIC_FETCH_OR_16))
		return CL_ACCESS_RMW;
	return -1;
}

/*
 * Without a lock, "incq %0" : "+m" (local_inc) and __set_bit's "bts" are
 * one owner's stores: no evidence of other CPUs.
 */
bool atomics__asm_is_atomic(gasm *stmt)
{
	return asm_text__is_atomic(gimple_asm_string(stmt));
}

bool atomics__asm_updates_inputs(gasm *stmt)
{
	return asm_text__updates_inputs(gimple_asm_string(stmt));
}

/* code is one of the sized forms of a builtin: first is its _N form */
static bool sized(enum built_in_function code, enum built_in_function first)
{
	return code >= first && code <= first + 5;
}

bool atomics__rmw_sets_value(gimple *stmt)
{
	if (gimple_code(stmt) == GIMPLE_ASM)
		return asm_text__sets_value(gimple_asm_string(as_a<gasm *>(stmt)));
	if (atomics__builtin_kind(stmt) != CL_ACCESS_RMW)
		return false;
	enum built_in_function code = DECL_FUNCTION_CODE(gimple_call_fndecl(stmt));

	return sized(code, BUILT_IN_SYNC_FETCH_AND_OR_N) ||
	       sized(code, BUILT_IN_SYNC_FETCH_AND_AND_N) ||
	       sized(code, BUILT_IN_SYNC_OR_AND_FETCH_N) ||
	       sized(code, BUILT_IN_SYNC_AND_AND_FETCH_N) ||
	       sized(code, BUILT_IN_SYNC_LOCK_TEST_AND_SET_N) ||
	       sized(code, BUILT_IN_ATOMIC_EXCHANGE_N) ||
	       sized(code, BUILT_IN_ATOMIC_FETCH_OR_N) ||
	       sized(code, BUILT_IN_ATOMIC_FETCH_AND_N) ||
	       sized(code, BUILT_IN_ATOMIC_OR_FETCH_N) ||
	       sized(code, BUILT_IN_ATOMIC_AND_FETCH_N) ||
	       code == BUILT_IN_ATOMIC_TEST_AND_SET;
}
