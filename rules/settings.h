/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The settings every front end shares, parsed in one place: the line size
 * (one range, one default, never the host's), the placement and the group
 * map.  The plugin's -fplugin-arg keys, the commands' options and the
 * report readers all go through these, so a value one accepts the others
 * accept too, and each says what it wants in the same words.
 */
#ifndef CACHELINT_SETTINGS_H
#define CACHELINT_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CL_LINE_SIZE_DEFAULT	64u
#define CL_LINE_SIZE_MIN	8u
/* s390 has 256-byte lines; a page is the largest unit anyone shares */
#define CL_LINE_SIZE_MAX	4096u
#define CL_LINE_SIZE_WANTED	"a power of two from 8 to 4096"

bool line_size__valid(unsigned long long bytes);

/*
 * A decimal number of bytes, CL_LINE_SIZE_WANTED.  On failure returns false
 * and writes into err what was wanted (CL_LINE_SIZE_WANTED, or "a number of
 * bytes"), without the value: callers name the option and the value.
 */
bool line_size__parse(const char *text, unsigned int *bytes, char *err, size_t errlen);

/* "aligned" or "any" */
bool placement__parse(const char *text, enum cl_placement *placement);
const char *placement__name(enum cl_placement placement);

#define CL_GROUP_MAP_WANTED \
	"PATTERN:ROLE[,PATTERN:ROLE...] with ROLE write_hot, read_hot or cold"

/*
 * PATTERN:ROLE[,PATTERN:ROLE...], appended to *maps (xrealloc'd, patterns
 * xstrdup'd).  On failure nothing is appended.
 */
bool group_map__parse(const char *text, struct cl_group_map **maps, size_t *nr_maps);

#ifdef __cplusplus
}
#endif

#endif
