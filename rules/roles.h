/* SPDX-License-Identifier: GPL-2.0 */
/* Roles that need no annotation: kernel cacheline groups, and roles by type. */
#ifndef CACHELINT_ROLES_H
#define CACHELINT_ROLES_H

#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CL_GROUP_BEGIN_PREFIX "__cacheline_group_begin__"
#define CL_GROUP_END_PREFIX "__cacheline_group_end__"

/* The role a kernel group's name implies (settings' maps first), or NONE. */
enum cl_role roles__group_role(const char *group, const struct cl_settings *settings);
/* atomic_t, spinlock_t, struct mutex, _Atomic ...: a write-hot candidate. */
bool roles__type_is_candidate(const struct cl_field *f);
/* The last component of a dotted path: markers are recognised by it. */
const char *roles__leaf_name(const char *path);
/* Marks group markers, applies group roles, then type candidates. */
void roles__apply(struct cl_flat *flat, const struct cl_settings *settings);

#ifdef __cplusplus
}
#endif

#endif
