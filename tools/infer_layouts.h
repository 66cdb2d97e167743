/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cachelint infer: one tag, several layouts.  Two units may each define a
 * file-local struct entry, one of 8 bytes and one of 46: they are two types
 * that share a name.  A record is known by its tag and its layout (size and
 * every direct member's name, offset, size and type, and the layout of the
 * records it embeds when those differ between units); every layout of a tag
 * that has several is renamed "TAG [FILE:LINE]" after its definition, in the
 * unit's layouts and in every access the unit's code made, before the
 * reports are merged.  So each layout collects only the accesses compiled
 * against it, and the findings name it.  A tag with one layout keeps its name.
 */
#ifndef CACHELINT_INFER_LAYOUTS_H
#define CACHELINT_INFER_LAYOUTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct cl_json;
struct cl_strtab;

/* One record as one unit wrote it. */
struct il_rec {
	const char *tag;		/* the record key as written (interned) */
	const char *where;		/* "file:line" of the definition, or NULL */
	uint64_t direct;		/* size and direct members */
	uint64_t id;			/* direct, refined by what it embeds */
	size_t *nested;			/* unit's records it embeds (indexes) */
	size_t nr_nested;
	const char **unknown;		/* tags it embeds that the unit did not write */
	size_t nr_unknown;
	bool partial;			/* embeds a several-layout record the unit did not write */
	const char *key;		/* the name it is merged under (interned) */
};

struct il_unit {
	const char *source;
	struct il_rec *recs;
	size_t nr_recs;
	struct cl_strtab *rename;	/* tag -> key, only where they differ; NULL: none */
};

struct infer_layouts {
	struct cl_strtab *strings;
	struct il_unit *units;
	size_t nr_units;
	/* after infer_layouts__solve: tags with several layouts, and their layouts */
	size_t nr_split_tags, nr_split_layouts;
	const char **split_tags;	/* in order of first sight */
	unsigned int *split_counts;	/* layouts of each */
	/* key -> unit index + 1 whose record stands for the layout */
	struct cl_strtab *representative;
};

void infer_layouts__init(struct infer_layouts *il, size_t nr_units);
void infer_layouts__exit(struct infer_layouts *il);

/*
 * Notes unit i's records (the "records" array of its "accesses", with its
 * "files" table for positions); source names the unit when a record has no
 * position.  False with a message in err on bad input.
 */
bool infer_layouts__add_unit(struct infer_layouts *il, size_t i, const char *source,
			     const struct cl_json *records, const struct cl_json *files,
			     char *err, size_t errlen);

/* Once every unit is in: which records are one layout, and their names. */
void infer_layouts__solve(struct infer_layouts *il);

/*
 * Renames, in unit i's "accesses" object (a parsed report, modified in
 * place), every record of a several-layout tag to its layout's name: the
 * records, their members' "record", the accessed fields' and locals'
 * "struct", lock names and field keys of the call graph.  New strings are
 * appended to *owned (free them after the DOM is read).
 */
void infer_layouts__rename(const struct infer_layouts *il, size_t i, struct cl_json *accesses,
			   char ***owned, size_t *nr_owned);

/*
 * Should unit i's record named key (after the rename) be the merged
 * record?  The first unit's is, unless it left out an embedded record of
 * several layouts (it accessed nothing in there) that a later unit wrote:
 * then that unit's, whose member names the layout it embeds.
 */
bool infer_layouts__represents(const struct infer_layouts *il, size_t i, const char *key);

/* "struct entry" for "struct entry [a.c:3]" (into buf, or key itself). */
const char *infer_layouts__tag(const char *key, char *buf, size_t len);

#endif
