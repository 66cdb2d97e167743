/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The cachelint attributes: cachelint_write_hot, cachelint_read_hot,
 * cachelint_group("name") on fields, cachelint_ignore on struct/union types,
 * and their [[cachelint::write_hot]] ... spellings.
 */
#ifndef CACHELINT_PLUGIN_ATTRIBUTES_H
#define CACHELINT_PLUGIN_ATTRIBUTES_H

#include "model.h"

/* PLUGIN_ATTRIBUTES callback: registers both spellings of every attribute. */
void attributes__register(void *gcc_data, void *user_data);

/*
 * The role a field's attributes declare (CL_ROLE_NONE if none) and its
 * group name (NULL if none; points into the attribute's STRING_CST).
 * A group without a role means write-hot: fields written together.
 */
enum cl_role attributes__field_role(tree field, const char **group);

/* True if the struct/union type carries cachelint_ignore. */
bool attributes__type_ignored(tree type);

#endif
