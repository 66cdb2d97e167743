/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The locks certainly held at each statement of one function: a forward
 * must-analysis over the CFG (intersection at joins).  A call acquires when
 * its callee's name has the word "lock" (rq_lock, _raw_spin_lock_irqsave,
 * double_rq_lock, mutex_lock), releases when it has "unlock"; "trylock",
 * "pin"/"unpin" and "assert"/"held"/"is" names do neither.  A lock is named
 * by the record it lives in: "struct rq" for _raw_spin_lock(&rq->__lock) and
 * for raw_spin_rq_lock_nested(rq, 0) alike, and a function returning a
 * locked record (task_rq_lock) holds that record's lock too.  Instances are
 * not told apart: rq_lock(a) makes "struct rq" held for b too.  An exclusive
 * lock with one instance system-wide is also named "global:NAME": a lock in
 * a static variable (mutex_lock(&rtnl_mutex)) or a lock call without
 * arguments (rtnl_lock()); read sides, RCU and local locks are not.
 * down_write/up_write are locks too.
 */
#ifndef CACHELINT_PLUGIN_LOCKS_H
#define CACHELINT_PLUGIN_LOCKS_H

#define LOCKS_MAX 8

/* Computes the held sets of fun's blocks; the state is at fun's entry. */
void locks__begin(function *fun);
/* The state at the start of bb. */
void locks__enter_block(basic_block bb);
/* Moves the state past stmt. */
void locks__step(gimple *stmt);
/* The locks held now (at most LOCKS_MAX names, valid until locks__end). */
size_t locks__held(const char **names);
void locks__end(void);

/* Does the call write the word of the lock it is passed (locks.cc)? */
bool locks__call_writes_word(gimple *stmt);
/* Is type a lock (spinlock_t, struct mutex), not a record holding one? */
bool locks__is_lock_type(tree type);

#endif
