/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What an atomic builtin or an inline asm does to the memory it is given:
 * shared by the access pass (plugin/gimple/pass.cc) and the summaries of writes
 * through parameters (plugin/gimple/params.cc), so both call the same things
 * atomic.
 */
#ifndef CACHELINT_PLUGIN_ATOMICS_H
#define CACHELINT_PLUGIN_ATOMICS_H

/* __atomic_* / __sync_* builtins: CL_ACCESS_LOAD, _STORE or _RMW; -1 for
 * any other statement. */
int atomics__builtin_kind(gimple *stmt);

/*
 * An atomic read-modify-write: a lock prefix (LOCK_PREFIX, "lock; incl"),
 * or xchg with memory, which locks by itself; not cmpxchg without a lock.
 */
bool atomics__asm_is_atomic(gasm *stmt);

/* Does the asm write its memory inputs too (x86 bitops with a variable
 * bit number: lock bts, btr, btc; locked instructions always write)? */
bool atomics__asm_updates_inputs(gasm *stmt);

/*
 * Does the RMW set, clear or exchange rather than count: or, and, bts,
 * btr, xchg, and the builtins' fetch_or, fetch_and, exchange and
 * test_and_set?  Done again with the value it leaves, it changes nothing,
 * so a test of the field before it (if (!test_bit()) set_bit()) avoids the
 * write when there is nothing to change.  add, inc, xadd, btc, xor and
 * cmpxchg change or may change the value each time: no.
 */
bool atomics__rmw_sets_value(gimple *stmt);

#endif
