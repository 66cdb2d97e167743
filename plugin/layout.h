/* SPDX-License-Identifier: GPL-2.0 */
/*
 * GCC's finished struct/union types -> the layout model (rules/model.h).
 * One cl_record per complete type; anonymous members flattened in at their
 * absolute offsets; typedef'd anonymous structs named by their typedef.
 */
#ifndef CACHELINT_PLUGIN_LAYOUT_H
#define CACHELINT_PLUGIN_LAYOUT_H

#include "model.h"

/* Registers FINISH_TYPE, FINISH_DECL and the GC root that keeps the
 * FIELD_DECLs (the fields' cookies) alive until PLUGIN_FINISH. */
void layout__register(const char *plugin_name);

/*
 * The unit built so far, after naming the anonymous types that got a name
 * late (C++ typedef'd anonymous classes).  NULL if no type was seen.
 */
struct cl_unit *layout__finish(void);

#endif
