// SPDX-License-Identifier: GPL-2.0
/*
 * Kernel cacheline groups (v6.8+): __cacheline_group_begin(NAME) and _end(NAME)
 * put zero-length fields __cacheline_group_begin__NAME / _end__NAME around a
 * run of members.  The kernel names groups by their access pattern
 * (tcp_sock_write_tx, net_device_read_txrx, idpf's read_write), so the name
 * says the role.  Types say it too: nobody puts an atomic_t or a lock in a
 * struct to read it.
 */
#include <string.h>

#include "roles.h"

const char *roles__leaf_name(const char *path)
{
	const char *dot = strrchr(path, '.');

	return dot ? dot + 1 : path;
}

enum cl_role roles__group_role(const char *group, const struct cl_settings *settings)
{
	for (size_t i = 0; i < settings->nr_group_maps; i++)
		if (strstr(group, settings->group_maps[i].pattern))
			return settings->group_maps[i].role;
	/* "read_write" is written: a write anywhere makes the line bounce */
	if (strstr(group, "write"))
		return CL_ROLE_WRITE_HOT;
	if (strstr(group, "read"))
		return CL_ROLE_READ_HOT;
	if (strstr(group, "cold"))
		return CL_ROLE_COLD;
	return CL_ROLE_NONE;
}

/* with their lengths: a kernel unit asks for tens of thousands of fields */
#define TYPE(s) { s, sizeof(s) - 1 }
static const struct {
	const char *name;
	size_t len;
} candidate_types[] = {
	TYPE("atomic_t"), TYPE("atomic_long_t"), TYPE("atomic64_t"), TYPE("local_t"),
	TYPE("local64_t"), TYPE("refcount_t"),
	TYPE("spinlock_t"), TYPE("raw_spinlock_t"), TYPE("arch_spinlock_t"), TYPE("rwlock_t"),
	TYPE("arch_rwlock_t"),
	TYPE("seqcount_t"), TYPE("seqlock_t"), TYPE("seqcount_spinlock_t"),
	TYPE("seqcount_raw_spinlock_t"), TYPE("seqcount_rwlock_t"), TYPE("seqcount_mutex_t"),
	TYPE("seqcount_latch_t"),
	TYPE("struct mutex"), TYPE("struct rw_semaphore"), TYPE("struct spinlock"),
	TYPE("struct raw_spinlock"), TYPE("struct qspinlock"), TYPE("struct qrwlock"),
	TYPE("struct seqcount"), TYPE("struct percpu_rw_semaphore"),
	TYPE("pthread_mutex_t"), TYPE("pthread_spinlock_t"), TYPE("pthread_rwlock_t"),
};
#undef TYPE

static bool strip_prefix(const char **s, const char *prefix, size_t len)
{
	/* most types start with another letter: no call for them */
	if (**s != *prefix || strncmp(*s, prefix, len))
		return false;
	*s += len;
	return true;
}

#define STRIP(s, lit) strip_prefix(s, lit, sizeof(lit) - 1)

bool roles__type_is_candidate(const struct cl_field *f)
{
	const char *t = f->type_name;
	size_t len;

	if (f->is_atomic)
		return true;
	if (!t || f->is_marker)
		return false;
	/* qualifiers do not change what the field is for */
	while (STRIP(&t, "volatile ") || STRIP(&t, "const "))
		;
	if (STRIP(&t, "_Atomic"))
		return true;
	len = strlen(t);
	for (size_t i = 0; i < sizeof(candidate_types) / sizeof(candidate_types[0]); i++)
		if (len == candidate_types[i].len && !memcmp(t, candidate_types[i].name, len))
			return true;
	return false;
}

static bool marker_group(const char *leaf, const char *prefix, const char **group)
{
	size_t len;

	/* every field of a flat view is asked: most fail on the first byte */
	if (leaf[0] != prefix[0] || leaf[1] != prefix[1])
		return false;
	len = strlen(prefix);
	if (strncmp(leaf, prefix, len) || !leaf[len])
		return false;
	*group = leaf + len;
	return true;
}

static size_t prefix_len(const char *path)
{
	return (size_t)(roles__leaf_name(path) - path);
}

/* Marks the fields between begin marker i and its end marker with the group. */
static void apply_group(struct cl_flat *flat, size_t begin, const char *group,
			const struct cl_settings *settings)
{
	const char *path = flat->fields[begin].name;
	size_t plen = prefix_len(path);
	enum cl_role role = roles__group_role(group, settings);

	for (size_t j = begin + 1; j < flat->nr_fields; j++) {
		struct cl_field *f = &flat->fields[j];
		const char *end_group;

		/* only members at the marker's own level and below */
		if (strncmp(f->name, path, plen) || (plen && f->name[plen - 1] != '.'))
			break;
		if (f->is_marker && prefix_len(f->name) == plen &&
		    marker_group(roles__leaf_name(f->name), CL_GROUP_END_PREFIX, &end_group) &&
		    !strcmp(end_group, group))
			return;
		if (f->is_marker || flat->shadowed[j])
			continue;
		/* the begin marker's own name holds it as long as the flat lives */
		if (!f->group)
			f->group = (char *)group;
		if (role != CL_ROLE_NONE &&
		    (f->role == CL_ROLE_NONE || f->origin == CL_ORIGIN_TYPE)) {
			f->role = role;
			f->origin = CL_ORIGIN_GROUP;
		}
	}
}

/*
 * An aggregate with a role speaks for everything inside it: a read-hot
 * cpumask is one read-hot field, not sixteen longs.  Its members follow it
 * in the flat view, so the scan stops at the first field outside it.
 */
static void shadow_children(struct cl_flat *flat, size_t agg)
{
	const char *name = flat->fields[agg].name;
	size_t len = strlen(name);

	for (size_t j = agg + 1; j < flat->nr_fields; j++) {
		const char *child = flat->fields[j].name;

		if (strncmp(child, name, len) || (child[len] != '.' && child[len] != '['))
			break;
		flat->shadowed[j] = true;
	}
}

static void shadow_all(struct cl_flat *flat)
{
	for (size_t i = 0; i < flat->nr_fields; i++)
		if (flat->fields[i].record_key && flat->fields[i].role != CL_ROLE_NONE &&
		    !flat->shadowed[i])
			shadow_children(flat, i);
}

void roles__apply(struct cl_flat *flat, const struct cl_settings *settings)
{
	const char *group;

	bool begins = false;

	for (size_t i = 0; i < flat->nr_fields; i++) {
		const char *leaf = roles__leaf_name(flat->fields[i].name);

		if (marker_group(leaf, CL_GROUP_BEGIN_PREFIX, &group)) {
			flat->fields[i].is_marker = true;
			begins = true;
		} else if (marker_group(leaf, CL_GROUP_END_PREFIX, &group)) {
			flat->fields[i].is_marker = true;
		}
	}
	/* a group's fields follow its begin marker: only those are looked at again */
	for (size_t i = 0; begins && i < flat->nr_fields; i++) {
		const char *leaf;

		if (!flat->fields[i].is_marker)
			continue;
		leaf = roles__leaf_name(flat->fields[i].name);
		if (marker_group(leaf, CL_GROUP_BEGIN_PREFIX, &group))
			apply_group(flat, i, group, settings);
	}
	shadow_all(flat);
	if (!settings->infer_types)
		return;
	for (size_t i = 0; i < flat->nr_fields; i++) {
		struct cl_field *f = &flat->fields[i];

		if (f->role == CL_ROLE_NONE && !flat->shadowed[i] && roles__type_is_candidate(f)) {
			f->role = CL_ROLE_WRITE_HOT;
			f->origin = CL_ORIGIN_TYPE;
			if (f->record_key)
				shadow_children(flat, i);
		}
	}
}
