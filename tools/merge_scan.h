/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A one-pass scanner of a JSON report for merge: it copies each struct and
 * finding object as compact JSON (merge's own keys left out) without
 * building a tree, so thousands of unit reports merge in seconds.  Anything
 * it does not like is handed to the full parser for the error message.
 */
#ifndef CACHELINT_MERGE_SCAN_H
#define CACHELINT_MERGE_SCAN_H

#include <stddef.h>
#include "report.h"

struct scan_item {
	size_t text_off, text_len;	/* compact JSON in scan_report.text */
	size_t name_off, name_len;	/* "name" (struct) or "struct" (finding) as written,
					 * without quotes */
	double variant;			/* merge's "variant" (a struct's, or the finding's
					 * struct's), -1 if absent */
	double size;			/* "size", 0 if absent */
	double units;			/* "units", -1 if absent */
	size_t vu_first, vu_count;	/* "variant_units": indexes into strs */
};

struct scan_report {
	struct cl_buf text;
	struct scan_item *structs, *findings;
	size_t nr_structs, nr_findings, alloc_structs, alloc_findings;
	struct cl_buf strs;		/* NUL-terminated raw strings */
	size_t *str_offs, nr_strs, alloc_strs;
	double version, line_size, units;	/* -1 when absent */
	long tool_off, source_off;		/* offsets in strs, -1 when absent */
	long tool_version_off;			/* "tool_version", -1 when absent */
	int has_structs;
	int merged;			/* "merged": true, what merge writes */
};

/* Keys merge writes itself and leaves out of an object's identity. */
extern const char *const scan_merge_keys[];

void scan__init(struct scan_report *r);
/* Empties r for the next file, keeping its buffers. */
void scan__reset(struct scan_report *r);
void scan__exit(struct scan_report *r);
/* 0 when data is a report this scanner understands; -1 otherwise. */
int scan__report(const char *data, size_t len, struct scan_report *r);

/* Appends the JSON string content raw (escapes as written) decoded to out. */
void scan__decode(const char *raw, size_t n, struct cl_buf *out);

static inline const char *scan__str(const struct scan_report *r, size_t i)
{
	return r->strs.data + r->str_offs[i];
}

#endif
