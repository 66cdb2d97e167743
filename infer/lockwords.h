/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a function's name says about locks, word by word ("_" separates
 * words: raw_spin_lock_irqsave is raw, spin, lock, irqsave).  The kernel
 * has no other vocabulary a compiler can see: the GIMPLE pass asks these
 * of every call's callee, the inference of every lock's record.  Pure C,
 * so the vocabulary is tested without a compiler (tests/unit/test-infer.c).
 */
#ifndef CACHELINT_LOCKWORDS_H
#define CACHELINT_LOCKWORDS_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Is word one of name's "_"-separated words? */
bool lock_name__has_word(const char *name, const char *word);

/* +1 the call acquires a lock, -1 releases one, 0 neither (or unknown). */
int lock_name__effect(const char *name);

/* Does it exclude every other holder (not a read side, RCU or a local lock)? */
bool lock_name__excludes(const char *name);

/* Does it write the lock word it is given (acquire, release, trylock)? */
bool lock_name__writes_word(const char *name);

/*
 * The key of the lock an argument-less lock call takes (rtnl_lock(),
 * cpus_write_lock()): "global:" and the name without its locking words,
 * so that rtnl_lock and __rtnl_unlock agree.  Truncated to size.
 */
void lock_name__global_key(const char *name, char *key, size_t size);

/* A lock's own record ("struct mutex", "spinlock_t"), not one that holds one. */
bool lock_record__is_lock(const char *record);

#ifdef __cplusplus
}
#endif

#endif
