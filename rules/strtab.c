// SPDX-License-Identifier: GPL-2.0
/* Open addressing with linear probing; FNV-1a; grows at 50% load. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "strtab.h"
#include "xalloc.h"

struct slot {
	char *key;
	void *value;
	uint64_t hash;
};

struct cl_strtab {
	size_t nr;
	size_t mask;
	struct slot *slots;
	bool borrowed;		/* the keys are the caller's */
};

static uint64_t hash_string(const char *s)
{
	uint64_t h = 1469598103934665603ull;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

struct cl_strtab *strtab__new(void)
{
	struct cl_strtab *tab = xzalloc(sizeof(*tab));

	tab->mask = 63;
	tab->slots = xzalloc(64 * sizeof(struct slot));
	return tab;
}

struct cl_strtab *strtab__new_borrowed(void)
{
	struct cl_strtab *tab = strtab__new();

	tab->borrowed = true;
	return tab;
}

void strtab__delete(struct cl_strtab *tab)
{
	if (!tab)
		return;
	for (size_t i = 0; i <= tab->mask && !tab->borrowed; i++)
		free(tab->slots[i].key);
	free(tab->slots);
	free(tab);
}

static struct slot *find_slot(struct slot *slots, size_t mask, const char *key, uint64_t hash)
{
	for (size_t i = hash & mask;; i = (i + 1) & mask) {
		struct slot *s = &slots[i];

		if (!s->key || (s->hash == hash && !strcmp(s->key, key)))
			return s;
	}
}

static void grow(struct cl_strtab *tab)
{
	size_t new_mask = tab->mask * 2 + 1;
	struct slot *slots = xzalloc((new_mask + 1) * sizeof(*slots));

	for (size_t i = 0; i <= tab->mask; i++) {
		struct slot *old = &tab->slots[i];

		if (old->key)
			*find_slot(slots, new_mask, old->key, old->hash) = *old;
	}
	free(tab->slots);
	tab->slots = slots;
	tab->mask = new_mask;
}

static struct slot *insert(struct cl_strtab *tab, const char *key, void *value)
{
	uint64_t hash = hash_string(key);
	struct slot *s = find_slot(tab->slots, tab->mask, key, hash);

	if (s->key)
		return s;
	if ((tab->nr + 1) * 2 > tab->mask + 1) {
		grow(tab);
		s = find_slot(tab->slots, tab->mask, key, hash);
	}
	s->key = tab->borrowed ? (char *)key : xstrdup(key);
	s->hash = hash;
	s->value = value;
	tab->nr++;
	return s;
}

const char *strtab__intern(struct cl_strtab *tab, const char *s)
{
	return insert(tab, s, NULL)->key;
}

void *strtab__insert(struct cl_strtab *tab, const char *key, void *value)
{
	return insert(tab, key, value)->value;
}

void *strtab__lookup(const struct cl_strtab *tab, const char *key)
{
	struct slot *s = find_slot(tab->slots, tab->mask, key, hash_string(key));

	return s->key ? s->value : NULL;
}

size_t strtab__count(const struct cl_strtab *tab)
{
	return tab->nr;
}

void strtab__set(struct cl_strtab *tab, const char *key, void *value)
{
	insert(tab, key, value)->value = value;
}
