/* SPDX-License-Identifier: GPL-2.0 */
/* cachelint infer: reading a build's unit reports (tools/infer_load.c). */
#ifndef CACHELINT_INFER_LOAD_H
#define CACHELINT_INFER_LOAD_H

#include <stdbool.h>
#include <stddef.h>

struct cl_access_profile;
struct cl_unit;

/*
 * Merges the access profiles and record layouts of the reports at paths
 * (in that order) into prof and layouts; *line_size is set from the first
 * report when 0.  False, with messages naming the file on stderr, on bad
 * input.
 */
bool infer__load_reports(char **paths, size_t nr, struct cl_access_profile *prof,
			 struct cl_unit *layouts, unsigned int *line_size);

#endif
