/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Types spelled as the user wrote them: the typedef name when there is one
 * (atomic_t, spinlock_t, cpumask_var_t), else "struct mutex", "int *", ...
 * The rules infer write-hot candidates from these names.
 */
#ifndef CACHELINT_PLUGIN_TYPENAME_H
#define CACHELINT_PLUGIN_TYPENAME_H

/* The identifier naming a type (a C tag, a typedef or a C++ class name),
 * or NULL_TREE for an anonymous one. */
tree typename__identifier(tree type);
/* True for a struct/union/enum type with no usable tag (C or C++). */
bool typename__is_anonymous(tree type);

/* "struct foo" / "union foo" / "enum foo" for a tagged type, else NULL.
 * Returns an xmalloc'd string. */
char *typename__tag(tree type);

/*
 * The spelled type of a field.  anon_key names anonymous record types
 * (may return NULL).  Returns an xmalloc'd string.
 */
char *typename__spell(tree type, const char *(*anon_key)(tree type));

#endif
