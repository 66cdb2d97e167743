/* SPDX-License-Identifier: GPL-2.0 */
/* cachelint infer: reading a build's unit reports (tools/infer_load.c). */
#ifndef CACHELINT_INFER_LOAD_H
#define CACHELINT_INFER_LOAD_H

#include <stdbool.h>
#include <stddef.h>

struct cl_access_profile;
struct cl_unit;
struct infer_layouts;

/*
 * Merges the access profiles and record layouts of the reports at paths
 * (in that order) into prof and layouts; *line_size is set from the first
 * report when 0.  A first pass reads only the records' layouts into il
 * (initialised for nr units), so that records of one tag and different
 * layouts are merged apart, each under its layout's name
 * (tools/infer_layouts.h).  False, with messages naming the file on
 * stderr, on bad input.
 */
bool infer__load_reports(char **paths, size_t nr, struct cl_access_profile *prof,
			 struct cl_unit *layouts, unsigned int *line_size,
			 struct infer_layouts *il);

#endif
