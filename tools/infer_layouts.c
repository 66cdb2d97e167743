// SPDX-License-Identifier: GPL-2.0
/* cachelint infer: keeping apart the layouts of one tag; see infer_layouts.h. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer_layouts.h"
#include "json.h"
#include "layout_json.h"
#include "model.h"
#include "strtab.h"
#include "xalloc.h"

/* Rounds of refinement: a record embedding a record embedding ... */
#define MAX_ROUNDS 8

void infer_layouts__init(struct infer_layouts *il, size_t nr_units)
{
	memset(il, 0, sizeof(*il));
	il->strings = strtab__new();
	il->nr_units = nr_units;
	il->units = xzalloc((nr_units + 1) * sizeof(*il->units));
}

void infer_layouts__exit(struct infer_layouts *il)
{
	for (size_t u = 0; u < il->nr_units; u++) {
		struct il_unit *un = &il->units[u];

		for (size_t i = 0; i < un->nr_recs; i++) {
			free(un->recs[i].nested);
			free(un->recs[i].unknown);
		}
		free(un->recs);
		if (un->rename)
			strtab__delete(un->rename);
	}
	free(il->units);
	free(il->split_tags);
	free(il->split_counts);
	if (il->representative)
		strtab__delete(il->representative);
	if (il->strings)
		strtab__delete(il->strings);
	memset(il, 0, sizeof(*il));
}

static uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
	h *= 0xff51afd7ed558ccdull;
	return h ^ (h >> 33);
}

static uint64_t mix_str(uint64_t h, const char *s)
{
	uint64_t f = 0xcbf29ce484222325ull;

	for (; s && *s; s++)
		f = (f ^ (unsigned char)*s) * 0x100000001b3ull;
	return mix(h, s ? f : 1);
}

/*
 * The layout as the code sees it: size, kind, and per direct member its
 * name, place, type and flags.  Positions and roles are not layout: one
 * header's struct is one layout in every unit that includes it.
 */
static uint64_t direct_signature(const struct cl_record *rec)
{
	uint64_t h = mix(mix(0x243f6a8885a308d3ull, rec->byte_size), rec->is_union);

	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *f = &rec->fields[i];

		h = mix_str(h, f->name);
		h = mix(mix(h, f->bit_offset), f->bit_size);
		h = mix_str(h, f->type_name);
		h = mix_str(h, f->record_key);
		h = mix(h, f->array_count);
		h = mix(h, (uint64_t)f->is_bitfield | (uint64_t)f->is_flexible << 1);
	}
	return mix(h, rec->nr_fields);
}

static const char *where_of(struct infer_layouts *il, const struct cl_record *rec)
{
	char buf[4096];

	if (!rec->pos.file)
		return NULL;
	snprintf(buf, sizeof(buf), "%s:%u", rec->pos.file, rec->pos.line);
	return strtab__intern(il->strings, buf);
}

bool infer_layouts__add_unit(struct infer_layouts *il, size_t i, const char *source,
			     const struct cl_json *records, const struct cl_json *files,
			     char *err, size_t errlen)
{
	struct il_unit *un = &il->units[i];
	struct cl_unit *scratch;
	struct cl_strtab *index;
	bool ok = true;

	un->source = strtab__intern(il->strings, source);
	if (!records || records->type != CL_JSON_ARRAY || !records->nr)
		return true;
	scratch = unit__new(source);
	for (size_t k = 0; ok && k < records->nr; k++) {
		char at[64];

		snprintf(at, sizeof(at), "\"accesses.records[%zu]\"", k);
		ok = layout__read_record(scratch, records->items[k], files, at, err, errlen);
	}
	un->recs = xzalloc((scratch->nr_records + 1) * sizeof(*un->recs));
	un->nr_recs = scratch->nr_records;
	index = strtab__new();
	for (size_t r = 0; r < scratch->nr_records; r++)
		strtab__insert(index, scratch->records[r]->key, (void *)(uintptr_t)(r + 1));
	for (size_t r = 0; ok && r < scratch->nr_records; r++) {
		const struct cl_record *rec = scratch->records[r];
		struct il_rec *ir = &un->recs[r];

		ir->tag = strtab__intern(il->strings, rec->key);
		ir->where = where_of(il, rec);
		ir->direct = ir->id = direct_signature(rec);
		for (size_t f = 0; f < rec->nr_fields; f++) {
			const char *k = rec->fields[f].record_key;
			size_t n;

			if (!k)
				continue;
			n = (size_t)(uintptr_t)strtab__lookup(index, k);
			n = n ? n - 1 : scratch->nr_records;
			if (n < scratch->nr_records && n != r) {
				ir->nested = xrealloc(ir->nested, (ir->nr_nested + 1) * sizeof(size_t));
				ir->nested[ir->nr_nested++] = n;
			} else if (n == scratch->nr_records) {
				ir->unknown = xrealloc(ir->unknown, (ir->nr_unknown + 1) * sizeof(char *));
				ir->unknown[ir->nr_unknown++] = strtab__intern(il->strings, k);
			}
		}
	}
	strtab__delete(index);
	unit__delete(scratch);
	return ok;
}

/* "tag\nhex" keys of the solver's tables */
static char *tag_key(const char *tag, uint64_t v)
{
	return xasprintf("%s\n%016llx", tag, (unsigned long long)v);
}

/* The tags whose records have more than one id now (tag -> (void *)1). */
static struct cl_strtab *split_tags(const struct infer_layouts *il)
{
	struct cl_strtab *split = strtab__new(), *first = strtab__new();

	for (size_t u = 0; u < il->nr_units; u++)
		for (size_t r = 0; r < il->units[u].nr_recs; r++) {
			const struct il_rec *ir = &il->units[u].recs[r];
			const struct il_rec *one = strtab__lookup(first, ir->tag);

			if (!one)
				strtab__insert(first, ir->tag, (void *)ir);
			else if (one->id != ir->id)
				strtab__insert(split, ir->tag, (void *)1);
		}
	strtab__delete(first);
	return split;
}

/*
 * A record is one layout with another when its own members agree and so
 * do the layouts it embeds, where those differ between units: struct S9
 * embedding an 8-byte struct S1 is not the S9 embedding a 46-byte one.
 */
static bool refine(struct infer_layouts *il, const struct cl_strtab *split)
{
	bool changed = false;

	for (size_t u = 0; u < il->nr_units; u++) {
		struct il_unit *un = &il->units[u];
		uint64_t *next = xmalloc((un->nr_recs + 1) * sizeof(*next));

		for (size_t r = 0; r < un->nr_recs; r++) {
			struct il_rec *ir = &un->recs[r];
			uint64_t h = ir->direct;

			for (size_t n = 0; n < ir->nr_nested; n++)
				if (strtab__lookup(split, un->recs[ir->nested[n]].tag))
					h = mix(h, un->recs[ir->nested[n]].id);
			for (size_t n = 0; n < ir->nr_unknown; n++)
				if (strtab__lookup(split, ir->unknown[n]))
					ir->partial = true;
			next[r] = h;
		}
		for (size_t r = 0; r < un->nr_recs; r++) {
			changed |= un->recs[r].id != next[r];
			un->recs[r].id = next[r];
		}
		free(next);
	}
	return changed;
}

/*
 * A unit that did not write an embedded record accessed nothing inside it:
 * its record takes the layout of a unit that did, with the same members.
 */
static void adopt_partial(struct infer_layouts *il)
{
	struct cl_strtab *full = strtab__new();
	uint64_t *ids = NULL;
	size_t nr_ids = 0, alloc_ids = 0;

	for (size_t u = 0; u < il->nr_units; u++)
		for (size_t r = 0; r < il->units[u].nr_recs; r++) {
			struct il_rec *ir = &il->units[u].recs[r];
			char *k;

			if (ir->partial)
				continue;
			k = tag_key(ir->tag, ir->direct);
			if (!strtab__lookup(full, k)) {
				XGROW(ids, nr_ids, alloc_ids);
				ids[nr_ids++] = ir->id;
				strtab__insert(full, k, (void *)(uintptr_t)nr_ids);
			}
			free(k);
		}
	for (size_t u = 0; u < il->nr_units; u++)
		for (size_t r = 0; r < il->units[u].nr_recs; r++) {
			struct il_rec *ir = &il->units[u].recs[r];
			char *k;
			size_t at;

			if (!ir->partial)
				continue;
			k = tag_key(ir->tag, ir->direct);
			at = (size_t)(uintptr_t)strtab__lookup(full, k);
			if (at)
				ir->id = ids[at - 1];
			free(k);
		}
	free(ids);
	strtab__delete(full);
}

/* Names every layout of a split tag after its first definition. */
static void name_layouts(struct infer_layouts *il, const struct cl_strtab *split)
{
	struct cl_strtab *keys = strtab__new(), *labels = strtab__new();

	for (size_t u = 0; u < il->nr_units; u++) {
		struct il_unit *un = &il->units[u];

		for (size_t r = 0; r < un->nr_recs; r++) {
			struct il_rec *ir = &un->recs[r];
			char *k;

			ir->key = ir->tag;
			if (!strtab__lookup(split, ir->tag))
				continue;
			k = tag_key(ir->tag, ir->id);
			ir->key = strtab__lookup(keys, k);
			if (!ir->key) {
				const char *label = ir->where ? ir->where : un->source;
				char *name = xasprintf("%s [%s]", ir->tag, label);

				/* one definition, two layouts (a per-file #define): number them */
				for (unsigned int dup = 2; strtab__lookup(labels, name); dup++) {
					free(name);
					name = xasprintf("%s [%s #%u]", ir->tag, label, dup);
				}
				strtab__insert(labels, name, (void *)1);
				ir->key = strtab__intern(il->strings, name);
				strtab__insert(keys, k, (void *)ir->key);
				free(name);
				il->nr_split_layouts++;
			}
			free(k);
			if (!un->rename)
				un->rename = strtab__new();
			strtab__insert(un->rename, ir->tag, (void *)ir->key);
		}
	}
	strtab__delete(keys);
	strtab__delete(labels);
}

static void list_split(struct infer_layouts *il)
{
	struct cl_strtab *seen = strtab__new();
	size_t alloc = 0;

	free(il->split_tags);
	il->split_tags = NULL;
	il->nr_split_tags = 0;
	for (size_t u = 0; u < il->nr_units; u++)
		for (size_t r = 0; r < il->units[u].nr_recs; r++) {
			const struct il_rec *ir = &il->units[u].recs[r];
			char *k;
			size_t at;

			if (ir->key == ir->tag)
				continue;
			at = (size_t)(uintptr_t)strtab__lookup(seen, ir->tag);
			if (!at) {
				if (il->nr_split_tags >= alloc) {
					alloc = alloc ? alloc * 2 : 8;
					il->split_tags = xrealloc(il->split_tags, alloc * sizeof(char *));
					il->split_counts = xrealloc(il->split_counts,
								    alloc * sizeof(unsigned int));
				}
				il->split_tags[il->nr_split_tags] = ir->tag;
				il->split_counts[il->nr_split_tags] = 0;
				at = ++il->nr_split_tags;
				strtab__insert(seen, ir->tag, (void *)(uintptr_t)at);
			}
			k = xasprintf("\n%s", ir->key);
			if (!strtab__lookup(seen, k)) {
				strtab__insert(seen, k, (void *)1);
				il->split_counts[at - 1]++;
			}
			free(k);
		}
	strtab__delete(seen);
}

/* The first unit without a left-out embedded layout, else the first. */
static void choose_representatives(struct infer_layouts *il)
{
	il->representative = strtab__new();
	for (int pass = 0; pass < 2; pass++)
		for (size_t u = 0; u < il->nr_units; u++)
			for (size_t r = 0; r < il->units[u].nr_recs; r++) {
				const struct il_rec *ir = &il->units[u].recs[r];

				if ((pass == 0 && ir->partial) || !ir->key)
					continue;
				strtab__insert(il->representative, ir->key, (void *)(uintptr_t)(u + 1));
			}
}

bool infer_layouts__represents(const struct infer_layouts *il, size_t i, const char *key)
{
	size_t u = il->representative ? (size_t)(uintptr_t)strtab__lookup(il->representative, key) : 0;

	return !u || u - 1 == i;
}

void infer_layouts__solve(struct infer_layouts *il)
{
	struct cl_strtab *split = split_tags(il);

	for (unsigned int round = 0; round < MAX_ROUNDS && strtab__count(split); round++) {
		bool changed = refine(il, split);

		strtab__delete(split);
		split = split_tags(il);
		if (!changed)
			break;
	}
	adopt_partial(il);
	strtab__delete(split);
	split = split_tags(il);
	il->nr_split_layouts = 0;
	name_layouts(il, split);
	list_split(il);
	choose_representatives(il);
	strtab__delete(split);
}

static void replace(struct cl_json *s, const char *with, char ***owned, size_t *nr)
{
	char *copy = xstrdup(with);

	*owned = xrealloc(*owned, (*nr + 1) * sizeof(char *));
	(*owned)[(*nr)++] = copy;
	s->string = copy;
}

/* A record key, or a field key "KEY\npath" / "*KEY\npath" / "result:*KEY\npath". */
static void rename_string(const struct cl_strtab *map, struct cl_json *s, bool whole,
			  char ***owned, size_t *nr)
{
	const char *str = s->string, *nl, *key;
	size_t skip = 0;
	char stack[512];

	if (whole && (key = strtab__lookup(map, str))) {
		replace(s, key, owned, nr);
		return;
	}
	nl = strchr(str, '\n');
	if (!nl)
		return;
	if (!strncmp(str, "result:", 7))
		skip = 7;
	if (str[skip] == '*')
		skip++;
	if ((size_t)(nl - str) - skip >= sizeof(stack))
		return;
	memcpy(stack, str + skip, (size_t)(nl - str) - skip);
	stack[nl - str - skip] = 0;
	key = strtab__lookup(map, stack);
	if (key) {
		char *to = xasprintf("%.*s%s%s", (int)skip, str, key, nl);

		replace(s, to, owned, nr);
		free(to);
	}
}

/* Record keys stand whole only under these members: a field may be named
 * like a typedef'd record ("state state;"). */
static bool names_record(const char *member)
{
	return member && (!strcmp(member, "struct") || !strcmp(member, "via") ||
			  !strcmp(member, "locks") || !strcmp(member, "record"));
}

static void walk(const struct cl_strtab *map, struct cl_json *j, const char *member,
		 char ***owned, size_t *nr)
{
	switch (j->type) {
	case CL_JSON_STRING:
		rename_string(map, j, names_record(member), owned, nr);
		break;
	case CL_JSON_ARRAY:
		for (size_t i = 0; i < j->nr; i++)
			walk(map, j->items[i], member, owned, nr);
		break;
	case CL_JSON_OBJECT:
		for (size_t i = 0; i < j->nr; i++)
			if (strcmp(j->keys[i], "files"))
				walk(map, j->items[i], j->keys[i], owned, nr);
		break;
	default:
		break;
	}
}

void infer_layouts__rename(const struct infer_layouts *il, size_t i, struct cl_json *accesses,
			   char ***owned, size_t *nr_owned)
{
	const struct cl_strtab *map = i < il->nr_units ? il->units[i].rename : NULL;

	if (!map || !accesses || accesses->type != CL_JSON_OBJECT)
		return;
	for (size_t k = 0; k < accesses->nr; k++) {
		struct cl_json *v = accesses->items[k];

		if (!strcmp(accesses->keys[k], "files"))
			continue;
		if (strcmp(accesses->keys[k], "records")) {
			walk(map, v, accesses->keys[k], owned, nr_owned);
			continue;
		}
		/* a record's "name" is its key; its members' names are not */
		for (size_t r = 0; v->type == CL_JSON_ARRAY && r < v->nr; r++) {
			struct cl_json *rec = v->items[r];

			for (size_t m = 0; rec->type == CL_JSON_OBJECT && m < rec->nr; m++) {
				struct cl_json *x = rec->items[m];

				if (!strcmp(rec->keys[m], "name") && x->type == CL_JSON_STRING)
					rename_string(map, x, true, owned, nr_owned);
				else if (!strcmp(rec->keys[m], "fields"))
					walk(map, x, NULL, owned, nr_owned);
			}
		}
	}
}

const char *infer_layouts__tag(const char *key, char *buf, size_t len)
{
	const char *open = strstr(key, " [");
	size_t n;

	if (!open || key[strlen(key) - 1] != ']')
		return key;
	n = (size_t)(open - key);
	if (n >= len)
		return key;
	memcpy(buf, key, n);
	buf[n] = 0;
	return buf;
}
