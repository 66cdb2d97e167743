// SPDX-License-Identifier: GPL-2.0
/*
 * Atomic builtins and the kernel's atomic inline asm (see atomics.h).
 */
#include "gimple-compat.h"

#include "atomics.h"
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

/* code is one of the sized forms of a builtin: first is its _N form */
static bool sized(enum built_in_function code, enum built_in_function first)
{
	return code >= first && code <= first + 5;
}

/* Is word, as long as len, the mnemonic of an x86 RMW that sets, clears or
 * exchanges: or, and, bts, btr, xchg (with or without a size suffix)? */
static bool setting_mnemonic(const char *word, size_t len)
{
	static const char *const stems[] = { "or", "and", "bts", "btr", "xchg" };

	for (size_t i = 0; i < sizeof(stems) / sizeof(stems[0]); i++) {
		size_t n = strlen(stems[i]);

		if (strncmp(word, stems[i], n))
			continue;
		if (len == n || (len == n + 1 && strchr("bwlq", word[n])))
			return true;
	}
	return false;
}

bool atomics__rmw_sets_value(gimple *stmt)
{
	if (gimple_code(stmt) == GIMPLE_ASM) {
		const char *text = gimple_asm_string(as_a<gasm *>(stmt));
		bool sets = false;

		/* word by word: "cmpxchg", "xorb", "xadd" and "btc" are other words */
		for (const char *p = text; p && *p;) {
			size_t len = strspn(p, "abcdefghijklmnopqrstuvwxyz0123456789_");

			if (!len) {
				p++;
				continue;
			}
			if (setting_mnemonic(p, len))
				sets = true;
			else if (!strncmp(p, "xadd", 4) || !strncmp(p, "add", 3) ||
				 !strncmp(p, "sub", 3) || !strncmp(p, "inc", 3) ||
				 !strncmp(p, "dec", 3) || !strncmp(p, "btc", 3) ||
				 !strncmp(p, "xor", 3) || !strncmp(p, "cmpxchg", 7))
				return false;
			p += len;
		}
		return sets;
	}
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
