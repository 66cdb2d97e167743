/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The difference between two builds' reports (or a chain of them, one per
 * commit of a series): per struct, fields that moved to another cache line,
 * size and line count, padding, and what the change costs the records that
 * embed the struct or hold arrays of it; findings introduced and fixed.
 */
#ifndef CACHELINT_DIFF_H
#define CACHELINT_DIFF_H

#include "report_load.h"

/* What a size change of a struct costs a record that embeds it. */
struct cl_container_cost {
	const char *container;		/* key of the container record */
	const char *field;		/* the aggregate field's path in it */
	uint64_t count;			/* array elements; 0 when embedded once */
	int64_t delta_bytes;		/* instances x the struct's size change */
	/* the container's own size on each side; 0 when a side does not have it */
	uint64_t old_size, new_size;
	uint64_t old_lines, new_lines;
};

struct cl_moved {
	size_t old_field, new_field;	/* field indexes in each record */
};

struct cl_struct_diff {
	const char *name;
	size_t old_rec, new_rec;	/* record indexes; CL_NONE when absent on a side */
	uint64_t old_size, new_size;
	uint64_t old_lines, new_lines;
	uint64_t old_padding, new_padding;
	struct cl_moved *moved;		/* fields now on another cache line */
	size_t nr_moved;
	struct cl_moved *role_changed;	/* same field, other role or origin */
	size_t nr_role_changed;
	size_t *added, nr_added;	/* new-side field indexes */
	size_t *removed, nr_removed;	/* old-side field indexes */
	struct cl_container_cost *containers;
	size_t nr_containers;
};

struct cl_fgroups;
struct cl_fgroup;

/*
 * What a step did to a grouped finding, one (struct variant, cache line,
 * rule) as every report counts them: it appeared (all its pairs are new),
 * grew (a line that had a finding got more pairs), shrank, or went.
 */
enum cl_gchange_kind {
	CL_GROUP_NEW = 0,
	CL_GROUP_GREW,
	CL_GROUP_SHRANK,
	CL_GROUP_GONE,
};

struct cl_gchange {
	enum cl_gchange_kind kind;
	const struct cl_fgroup *group;	/* the new report's (the old one's: SHRANK, GONE) */
	size_t nr_pairs;		/* pairs introduced (NEW, GREW) or fixed (SHRANK, GONE) */
	const struct cl_finding **pairs;
};

/* One step: the build before a commit and the build after it. */
struct cl_step {
	const char *label;		/* "abc1234 subject", or the new report's path */
	const struct cl_loaded *old, *new;
	struct cl_struct_diff *structs;
	size_t nr_structs;
	const struct cl_finding **introduced;	/* findings of new that old had not */
	size_t nr_introduced;
	const struct cl_finding **fixed;	/* findings of old that new has not */
	size_t nr_fixed;
	/* the same, grouped: new and grown groups first, then shrunk and gone */
	struct cl_fgroups *new_groups, *old_groups;
	struct cl_gchange *changes;
	size_t nr_changes;
	size_t nr_groups[4];		/* per enum cl_gchange_kind */
};

struct cl_diff {
	const char *base_label;
	size_t nr_reports;
	struct cl_loaded **reports;	/* base first */
	size_t nr_steps;		/* nr_reports - 1 */
	struct cl_step *steps;
	struct cl_step total;		/* base against the last report */
	bool all_structs;		/* list unannotated structs too */
};

/*
 * Compares reports[i-1] with reports[i] for every i and the first with the
 * last.  labels (nr_reports entries, may be NULL) name each report.
 */
void diff__compute(struct cl_diff *d, struct cl_loaded **reports, size_t nr_reports,
		   const char *const *labels, bool all_structs);
void diff__exit(struct cl_diff *d);

/* The number of findings of a struct diff's new side; for summaries. */
size_t step__findings_of(const struct cl_step *s, const char *record, bool new_side);

#endif
