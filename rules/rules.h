/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The rules: false-sharing, write-contention, straddle, and embedded records
 * and array elements checked in their containers at real offsets.
 */
#ifndef CACHELINT_RULES_H
#define CACHELINT_RULES_H

#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

enum cl_placement {
	CL_PLACEMENT_ALIGNED = 0,	/* the record starts on a line boundary */
	CL_PLACEMENT_ANY,		/* any start its alignment allows */
};

/* A kernel group name substring mapped to a role (beyond write/read/cold). */
struct cl_group_map {
	const char *pattern;
	enum cl_role role;
};

struct cl_settings {
	unsigned int line_size;		/* bytes, CL_LINE_SIZE_WANTED (settings.h) */
	enum cl_placement placement;
	bool infer_types;		/* atomic_t, spinlocks ... are write-hot candidates */
	/* kernel group name substrings mapped to roles, beyond write/read/cold */
	size_t nr_group_maps;
	const struct cl_group_map *group_maps;
};

void settings__init(struct cl_settings *s);

enum cl_rule {
	CL_RULE_FALSE_SHARING = 0,
	CL_RULE_WRITE_CONTENTION,
	CL_RULE_STRADDLE,
	CL_RULE_LAYOUT_MISMATCH,	/* cachelint pahole: compiler vs binary */
	CL_RULE_STALE_ANNOTATION,	/* cachelint pahole: annotation names nothing */
	CL_RULE_ROLE_CONTRADICTION,	/* cachelint infer */
	CL_RULE_SILENT_STORE,		/* cachelint infer */
	CL_RULE__COUNT,
};

const char *rule__name(enum cl_rule rule);	/* "false-sharing", ... */
bool rule__parse(const char *s, enum cl_rule *rule);

/*
 * A finding names two fields (or one, for straddle) of a record.  It owns
 * its strings, so findings read back from a JSON report look the same as
 * findings the rules made.
 */
struct cl_finding {
	enum cl_rule rule;
	char *record;			/* key of the record checked (owned) */
	char *names[2];			/* flattened paths (owned); names[1] NULL for straddle */
	enum cl_role roles[2];
	enum cl_origin origins[2];
	uint64_t byte_offsets[2];
	uint64_t byte_sizes[2];
	uint64_t cacheline;		/* first shared line (or first line crossed) */
	uint64_t start_offset;		/* placement: record start mod line size */
	struct cl_pos pos[2];		/* declaration of each field */
	void *cookies[2];		/* front end's cookie of each field */
	/* the field a fix would start on a new line (the later one), 0 or 1; -1 none */
	int fix_field;
	char *message;			/* without the [cachelint:rule] tag */
	char *extra;			/* rule-specific text (e.g. mismatch details) */
};

/* One embedded record (or array element) inside a flattened record; 0 is the record itself. */
struct cl_instance {
	const struct cl_record *record;
	uint64_t bit_offset;		/* where this instance starts */
	uint32_t parent;		/* enclosing instance */
	uint32_t depth;
};

/* The flattened view of one record with roles applied. */
struct cl_flat {
	const struct cl_record *record;
	size_t nr_fields;
	/*
	 * Only the names are the flat view's.  type_name, record_key and group
	 * are the unit's records' (a flat lives no longer than its unit), and a
	 * kernel group's name is its begin marker's: a kernel unit flattens
	 * thousands of fields, and copying three strings each was most of it.
	 */
	struct cl_field *fields;
	/* index of the embedded instance each field belongs to, 0 = the record itself */
	uint32_t *instance;
	/* inside an aggregate that has a role of its own: the aggregate speaks for it */
	bool *shadowed;
	size_t nr_instances;
	struct cl_instance *instances;
	bool truncated;			/* expansion stopped at the size limit */
	struct cl_arena names;		/* where the names are */
};

struct cl_check {
	const struct cl_settings *settings;
	size_t nr_findings;
	size_t alloc_findings;
	struct cl_finding *findings;
	struct cl_flat **flats;		/* one per checked record, kept for the reports */
	size_t nr_flats;
	size_t alloc_flats;
};

void check__init(struct cl_check *chk, const struct cl_settings *settings);
void check__exit(struct cl_check *chk);

/*
 * Flattens rec (expanding embedded records known to unit), applies kernel
 * group and type roles, and runs every layout rule.  Records marked ignore,
 * anonymous records and records without a declared role are skipped.
 * Returns the number of findings added.
 */
size_t check__record(struct cl_check *chk, const struct cl_unit *unit,
		     const struct cl_record *rec);
/* All records of the unit, in the unit's order. */
size_t check__unit(struct cl_check *chk, const struct cl_unit *unit);

/* Flattening alone, for dump-layout and the pahole cross-check. */
struct cl_flat *flat__new(const struct cl_unit *unit, const struct cl_record *rec,
			  const struct cl_settings *settings);
void flat__delete(struct cl_flat *flat);
const struct cl_field *flat__find(const struct cl_flat *flat, const char *name);

/* Adds a finding built by a tool (layout-mismatch, stale-annotation ...). */
struct cl_finding *check__add(struct cl_check *chk, enum cl_rule rule, const char *record);

/*
 * What a user reads: one finding per (record, placement, cache line, rule).
 * The rules keep making pairs (a pair is what diff compares, and what a
 * fix resolves or not); a group holds every pair of one line, and every
 * field that takes part.  Straddle stays one per field: a boundary is
 * crossed by one field at most (union alternatives aside), so per field is
 * already per line, and each needs its own fix.  Tools' findings
 * (layout-mismatch ...) are a group each.
 */
#define CL_GROUP_MAX_FIXES 4

struct cl_group_field {
	size_t pair;			/* a pair naming the field: chk->findings[pair] */
	int pair_side;			/* ... as names[pair_side] */
	unsigned int side;		/* 0 write side (or first writer group), 1 read side ... */
};

struct cl_group {
	enum cl_rule rule;
	size_t nr_pairs;
	size_t *pairs;			/* indexes into chk->findings, in the rules' order */
	size_t nr_fields;
	struct cl_group_field *fields;	/* side 0 first, each side in declaration order */
	unsigned int nr_sides;
	/*
	 * The fix: the field that, started on the next line, separates the
	 * sides best (fewest pairs left, then fewest bytes of padding), as an
	 * index into fields, or -1; alt is the best start of another side.
	 */
	int fix, alt;
	uint64_t fix_padding, alt_padding;
	size_t fix_left, alt_left;	/* pairs still on one line after the fix */
	/*
	 * When the sides interleave (read, write, read), one alignment cannot
	 * part them: the fix is fixes[0] (== fix) and the next starts that
	 * leave no pair on one line, each with its padding.
	 */
	unsigned int nr_fixes;
	int fixes[CL_GROUP_MAX_FIXES];
	uint64_t paddings[CL_GROUP_MAX_FIXES];
	bool planned;			/* the record's plan keeps this fix (grouping__plan) */
	char *message;			/* owned; grouping__format_messages */
};

struct cl_grouping {
	size_t nr_groups;
	struct cl_group *groups;
};

/* Groups chk's findings; per_pair keeps one group per pair (group=pair). */
void grouping__build(struct cl_grouping *g, const struct cl_check *chk,
		     unsigned int line_size, bool per_pair);
void grouping__exit(struct cl_grouping *g);
/*
 * Which groups keep their fix: a fix starts everything after it on a new
 * line, so one fix may settle later groups of its record too.  In record
 * order, a group whose pairs still share a line after the fixes kept so
 * far keeps its own.
 */
void grouping__plan(struct cl_grouping *g, const struct cl_check *chk, unsigned int line_size);

static inline const struct cl_finding *group__pair(const struct cl_check *chk,
						    const struct cl_group *gr, size_t k)
{
	return &chk->findings[gr->pairs[k]];
}

/* A field of a group, through the pair that names it. */
struct cl_group_view {
	const char *name;
	enum cl_role role;
	enum cl_origin origin;
	uint64_t byte_offset, byte_size;
	const struct cl_pos *pos;
	void *cookie;
};
struct cl_group_view group__field(const struct cl_check *chk, const struct cl_group *gr,
				  size_t i);

#ifdef __cplusplus
}
#endif

#endif
