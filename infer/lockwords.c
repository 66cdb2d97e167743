// SPDX-License-Identifier: GPL-2.0
/* The lock vocabulary of function and record names (lockwords.h). */
#include <string.h>

#include "lockwords.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

bool lock_name__has_word(const char *name, const char *word)
{
	size_t len = strlen(word);

	if (!name)
		return false;
	for (const char *p = name; (p = strstr(p, word)); p += len)
		if ((p == name || p[-1] == '_') && (p[len] == '_' || !p[len]))
			return true;
	return false;
}

int lock_name__effect(const char *name)
{
	/* lock_acquire/lock_release are lockdep's bookkeeping, not locks */
	static const char *const neither[] = { "trylock", "pin", "unpin", "repin",
					       "assert", "held", "is", "init",
					       "acquire", "release", "contended" };

	if (!name)
		return 0;
	/* ASSERT_RTNL(): WARN_ONCE(!rtnl_is_locked()); held from here on */
	if (lock_name__has_word(name, "is") && lock_name__has_word(name, "locked"))
		return 1;
	for (size_t i = 0; i < ARRAY_SIZE(neither); i++)
		if (lock_name__has_word(name, neither[i]))
			return 0;
	/* the cleanup of guard(rq_lock)(rq): class_rq_lock_destructor */
	if (lock_name__has_word(name, "unlock") || lock_name__has_word(name, "destructor"))
		return -1;
	if (lock_name__has_word(name, "lock"))
		return 1;
	/* rw_semaphores: down_write(&sem) ... up_write(&sem) */
	if (lock_name__has_word(name, "write"))
		return lock_name__has_word(name, "down") ? 1 :
		       lock_name__has_word(name, "up") ? -1 : 0;
	return 0;
}

/*
 * Read sides and RCU admit many holders, and local locks are per CPU: none
 * of them serializes a path system-wide.
 */
bool lock_name__excludes(const char *name)
{
	static const char *const shared[] = { "read", "rcu", "srcu", "shared", "local" };

	for (size_t i = 0; i < ARRAY_SIZE(shared); i++)
		if (lock_name__has_word(name, shared[i]))
			return false;
	return true;
}

/*
 * Read sides count (read_lock() and down_read() add to the word as writers
 * do, and the line bounces between readers); a query (spin_is_locked,
 * lockdep_assert_held) or an init does not.
 */
bool lock_name__writes_word(const char *name)
{
	static const char *const queries[] = { "is", "held", "assert", "init", "pin",
					       "unpin", "repin", "acquire", "release",
					       "contended" };

	if (!name)
		return false;
	for (size_t i = 0; i < ARRAY_SIZE(queries); i++)
		if (lock_name__has_word(name, queries[i]))
			return false;
	if (lock_name__has_word(name, "lock") || lock_name__has_word(name, "unlock") ||
	    lock_name__has_word(name, "trylock"))
		return true;
	return (lock_name__has_word(name, "down") || lock_name__has_word(name, "up")) &&
	       (lock_name__has_word(name, "read") || lock_name__has_word(name, "write"));
}

void lock_name__global_key(const char *name, char *key, size_t size)
{
	static const char *const drop[] = { "lock", "unlock", "trylock", "is", "locked",
					    "killable", "interruptible", "nested", "irq",
					    "irqsave", "irqrestore", "bh" };
	static const char prefix[] = "global:";
	size_t used = sizeof(prefix) - 1;

	if (size <= used) {
		if (size)
			key[0] = '\0';
		return;
	}
	memcpy(key, prefix, used + 1);
	for (const char *w = name + strspn(name, "_"); *w; w += strspn(w, "_")) {
		size_t len = strcspn(w, "_");
		bool skip = false;

		for (size_t i = 0; i < ARRAY_SIZE(drop) && !skip; i++)
			skip = len == strlen(drop[i]) && !strncmp(w, drop[i], len);
		if (!skip && used + len + 2 < size) {
			if (key[used - 1] != ':')
				key[used++] = '_';
			memcpy(key + used, w, len);
			used += len;
			key[used] = 0;
		}
		w += len;
	}
}

bool lock_record__is_lock(const char *record)
{
	return strstr(record, "lock") || strstr(record, "mutex") || strstr(record, "sem");
}
