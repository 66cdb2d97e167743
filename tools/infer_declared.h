/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cachelint infer --annotations FILE: declared roles from an annotation file
 * on the build's layouts, before the code decides the rest.  A line kept
 * from --annotations-out after review, or written by hand, then counts as
 * an attribute would: its pairs with code roles are findings by default,
 * and the code is checked against it (role-contradiction).
 */
#ifndef CACHELINT_INFER_DECLARED_H
#define CACHELINT_INFER_DECLARED_H

#include <stddef.h>

#include "annotations.h"
#include "rules.h"

struct infer_declared {
	const struct annotation_file *af;
	size_t nr_applied;
	size_t nr_absent;	/* lines naming records no report has (a partial build) */
	size_t nr_stale, alloc_stale;
	size_t *stale;		/* lines naming a field their record lacks */
	const char **stale_keys;	/* the record of each (the layouts' own key) */
	size_t nr_stale_keys, alloc_stale_keys;
};

/* Sets the file's roles on the layouts' declaring fields. */
void infer_declared__apply(struct infer_declared *d, const struct annotation_file *af,
			   struct cl_unit *layouts);
/* One stale-annotation finding per stale line, at FILE:LINE. */
void infer_declared__report_stale(const struct infer_declared *d, struct cl_unit *layouts,
				  struct cl_check *chk);
void infer_declared__exit(struct infer_declared *d);

#endif
