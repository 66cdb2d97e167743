/* SPDX-License-Identifier: GPL-2.0 */
/*
 * infer-access: a GIMPLE pass that records, for every struct field the unit
 * accesses, weighted loads, stores and read-modify-writes per function
 * (infer/access.h), for cachelint infer.  It only reads the IL.
 */
#ifndef CACHELINT_PLUGIN_ACCESS_H
#define CACHELINT_PLUGIN_ACCESS_H

#include "model.h"

struct cl_printer;

/*
 * Registers the pass (PLUGIN_PASS_MANAGER_SETUP): after "einline" when the
 * early optimizations do not run (-O0, -Og), else after "profile_estimate".
 * Does nothing in lto1.
 */
void access__register(const char *plugin_name);

/*
 * A cl_report_conf.json_extra: prints `,\n  "accesses": {...}` with the
 * profile and the unflattened layouts of the accessed records.  ctx is the
 * unit's struct cl_unit * (may be NULL: no layouts).
 */
void access__write_json(const struct cl_printer *p, void *ctx);

#endif
