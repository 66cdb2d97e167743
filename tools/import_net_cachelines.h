/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cachelint import-net-cachelines: the access tables of the kernel's
 * Documentation/networking/net_cachelines/ *.rst as an annotation file
 * (tools/annotations.h), so "cachelint pahole --annotations" can check the
 * documented access pattern against a built binary's layout.
 *
 * Per row, the tx and rx access words give one role:
 *   read_write or write_mostly on either path  -> write_hot, with group
 *       "tx" or "rx" when only that path writes (no group when both do:
 *       such a field is written from both sides anyway, so it contends with
 *       neither side's group);
 *   read_mostly on a path, written on none      -> read_hot;
 *   "-" on both (not on the fast path)          -> cold with --cold, else a
 *       comment;
 *   blank (not analysed)                        -> a comment.
 */
#ifndef CACHELINT_IMPORT_NET_CACHELINES_H
#define CACHELINT_IMPORT_NET_CACHELINES_H

#include <stdbool.h>
#include <stdio.h>

#include "net_cachelines_table.h"

struct nc_import {
	FILE *out;
	bool cold;		/* emit "cold" for fields off the fast path */
	unsigned int nr_fields;	/* annotation lines written */
	char **seen;		/* "struct.field" already written */
	size_t nr_seen, alloc_seen;
};

/*
 * Writes the annotation lines of one parsed file.  False with "FILE:LINE:
 * what" in err for a row the importer cannot map (unknown access word, a
 * name that is not a C identifier, no struct name).
 */
bool nc_import__doc(struct nc_import *imp, const struct nc_doc *doc, char *err, size_t errlen);
void nc_import__release(struct nc_import *imp);

#endif
