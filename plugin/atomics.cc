// SPDX-License-Identifier: GPL-2.0
/*
 * Atomic builtins and the kernel's atomic inline asm (see atomics.h).
 */
#include "gcc-compat.h"
#include "tree-ssa-alias.h"
#include "internal-fn.h"
#include "gimple-expr.h"
#include "is-a.h"
#include "gimple.h"

#include "atomics.h"
#include "../rules/access.h"

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
	const char *text = gimple_asm_string(stmt);

	if (!text)
		return false;
	if (strstr(text, "lock"))
		return true;
	for (const char *x = strstr(text, "xchg"); x; x = strstr(x + 1, "xchg"))
		if (x - text < 3 || strncmp(x - 3, "cmp", 3))
			return true;
	return false;
}

/* x86 bitops with a variable bit number pass the word as an input "m" with
 * a "memory" clobber and write it anyway; "bt" alone only reads. */
bool atomics__asm_updates_inputs(gasm *stmt)
{
	static const char *const writers[] = { "lock", "bts", "btr", "btc", "xchg", "xadd" };
	const char *text = gimple_asm_string(stmt);

	for (size_t i = 0; text && i < sizeof(writers) / sizeof(writers[0]); i++)
		if (strstr(text, writers[i]))
			return true;
	return false;
}
