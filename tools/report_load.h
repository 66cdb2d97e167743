/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A JSON report (a unit's, or a merged build's) loaded for merge, diff and
 * report: the reader's model plus what those commands need on top of it:
 * a name index, the layout-variant keys merge writes, padding per record.
 */
#ifndef CACHELINT_REPORT_LOAD_H
#define CACHELINT_REPORT_LOAD_H

#include <stdbool.h>
#include <stdint.h>

#include "report_read.h"
#include "report_index.h"

#define CL_NONE ((size_t)-1)

struct cl_rinfo {
	unsigned int variants;		/* layouts of this name in the build (1 normally) */
	unsigned int variant;		/* 1-based index among them, 0 if only one */
	uint64_t units;			/* units that saw this layout; 0 when unknown */
	const struct cl_json *variant_units;	/* array of unit names, or NULL */
	uint64_t padding_bytes;		/* bytes no leaf field covers (holes + tail) */
	uint64_t nr_lines;		/* cache lines, the record starting on a boundary */
	bool declared;			/* some field's role was declared */
	bool *is_leaf;			/* per field: no other field is inside it */
	bool *is_top;			/* per field: a direct member (no '.' or '[') */
	const char **embeds;		/* per field: key of its record type, or NULL */
	uint64_t *counts;		/* per field: array elements of that record */
	int padding_state;		/* 0 todo, 1 in progress, 2 done */
	size_t next_same;		/* next record with the same key, or CL_NONE */
};

/* A field whose type is a record (the writer's "record" and "count" keys). */
struct cl_embed {
	size_t container;		/* record index of the container */
	size_t field;			/* the aggregate field within it */
	const char *record;		/* key of the embedded record (the DOM's string) */
	uint64_t count;			/* array elements, 0 when embedded once */
	size_t next;			/* next embed of the same record, or CL_NONE */
};

struct cl_loaded {
	struct cl_report *report;
	const char *path;
	unsigned int line_size;
	struct cl_rinfo *info;		/* one per report->unit->records[i] */
	struct cl_index by_name;	/* record key -> first record index */
	const struct cl_json *notes;	/* merge's "notes" array, or NULL */
	uint64_t nr_units;		/* merge's "units" count, 1 for a unit report */
	struct cl_embed *embeds;
	size_t nr_embeds;
	struct cl_index embedded;	/* record key -> first embed of it */
	size_t *finding_rec;		/* per finding: loaded__finding_record */
	bool byte_columns;		/* the file's columns count bytes (the plugin's) */
	unsigned int *finding_variant;	/* per finding: merge's "variant", 0 if none */
};

/*
 * Columns as GCC prints them (a tab to the next multiple of 8, a UTF-8
 * character one column): the plugin's JSON has GCC's byte columns, and
 * every front end and report shows the same column for one finding.
 * Relative source paths are looked for under dir (--srcroot; call before
 * loaded__open), then from the current folder, then next to the report.
 */
void loaded__set_srcroot(const char *dir);
/*
 * Where the warning about side's field of f (a finding of l) stands, as the
 * plugin puts it: the checked record's own member holding the field
 * ("pri_to_cpu" for "pri_to_cpu[1].mask", the member embedding a struct
 * declared elsewhere), so that a pragma around the record silences it;
 * the field's own declaration (f->pos[side]) is a note then.
 */
struct cl_pos loaded__warn_pos(const struct cl_loaded *l, const struct cl_finding *f, int side);
/* pos with its column made a display column when l's columns are bytes */
struct cl_pos loaded__display_pos(const struct cl_loaded *l, const struct cl_pos *pos);
/*
 * The text of line (1-based) of file, without its newline, or NULL when the
 * source is not there; len gets its length.  Looked for as above, relative
 * to l's report when l is given.
 */
const char *source__line(const struct cl_loaded *l, const char *file, unsigned int line,
			 size_t *len);
/* The same for a report not loaded (pahole --reports): near is its path. */
const char *source__line_near(const char *near, const char *file, unsigned int line, size_t *len);
/* pos with its byte column made a display column (the source read near near) */
struct cl_pos pos__display_near(const char *near, const struct cl_pos *pos);
/* Does a report of this "tool" count its columns in bytes (the plugin's do)? */
bool report__byte_columns(const char *tool);
/* 1-based display column of the 1-based byte column of a line */
unsigned int column__display(const char *line, size_t len, unsigned int byte_column);

/* First embed of record key in some container, or CL_NONE; then embeds[i].next. */
size_t loaded__first_embed(const struct cl_loaded *l, const char *key);

/* NULL on error, with a message naming the file in err. */
/* Findings without a "message" get one made by the rules' formatter. */
struct cl_loaded *loaded__open(const char *path, char *err, size_t errlen);
void loaded__close(struct cl_loaded *l);

static inline size_t loaded__nr_records(const struct cl_loaded *l)
{
	return l->report->unit->nr_records;
}

static inline const struct cl_record *loaded__record(const struct cl_loaded *l, size_t i)
{
	return l->report->unit->records[i];
}

static inline size_t loaded__nr_findings(const struct cl_loaded *l)
{
	return l->report->findings.nr_findings;
}

static inline const struct cl_finding *loaded__finding(const struct cl_loaded *l, size_t i)
{
	return &l->report->findings.findings[i];
}

/* First record named key, or CL_NONE; info[i].next_same walks the variants. */
size_t loaded__find(const struct cl_loaded *l, const char *key);

/* Index of a field of record rec by name, or CL_NONE (linear). */
size_t record__field_index(const struct cl_record *rec, const char *name);

/*
 * The record index a finding is about: the layout merge's "variant" names,
 * else the variant holding its first field at its offset and position.
 */
size_t loaded__finding_record(const struct cl_loaded *l, const struct cl_finding *f);

/* Does the finding name this field (either side)? */
bool finding__names(const struct cl_finding *f, const char *field);

/*
 * A key that identifies a finding across two builds regardless of offsets:
 * rule, record and both field names.  Returns a malloc'd string.
 */
char *finding__key(const struct cl_finding *f);


static inline uint64_t lines__count(uint64_t byte_size, unsigned int line_size)
{
	return byte_size ? (byte_size + line_size - 1) / line_size : 0;
}

#endif
