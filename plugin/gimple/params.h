/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which pointer parameters a function writes through (infer/callgraph_
 * params.c): the caller's unit records f(&p->list) as a store f may make,
 * the unit with f's body says whether f does.
 */
#ifndef CACHELINT_PLUGIN_PARAMS_H
#define CACHELINT_PLUGIN_PARAMS_H

#include "callgraph.h"

/* fun's body (in SSA form), named fn: its writes and passes through each
 * pointer-to-non-const parameter. */
void params__note_function(struct cl_callgraph *cg, function *fun, const char *fn);

#endif
