// SPDX-License-Identifier: GPL-2.0
/*
 * Flattening: a record's fields plus every embedded record expanded at its
 * real offset, as dotted paths ("outer.inner") and array elements
 * ("arr[3].f").  This is the view the rules check and the reports print.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "roles.h"
#include "rules.h"
#include "xalloc.h"

#define MAX_DEPTH 16
/* Beyond this many fields expansion stops: nested arrays multiply fast. */
#define MAX_FLAT_FIELDS 20000
/* Array elements are expanded up to one period of the line pattern, capped here. */
#define MAX_ELEMENTS 65

struct flattener {
	const struct cl_unit *unit;
	const struct cl_settings *settings;
	struct cl_flat *flat;
	size_t alloc;
	const struct cl_record *stack[MAX_DEPTH];
	/* union ids of each expansion are moved into a block of their own */
	uint32_t next_union_block;
};

static uint64_t gcd(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/*
 * Element k and element k + period sit at the same place within a line, so
 * one period plus one element shows every neighbour relation there is.
 */
static uint64_t elements_to_expand(uint64_t count, uint64_t elem_size, unsigned int line_size)
{
	uint64_t period;

	if (!elem_size)
		return count ? 1 : 0;
	period = line_size / gcd(elem_size % line_size ? elem_size % line_size : line_size, line_size);
	if (period + 1 < count)
		count = period + 1;
	return count < MAX_ELEMENTS ? count : MAX_ELEMENTS;
}

/* a then b, in the flat's arena: a kernel unit's flattening makes thousands */
static char *join(struct cl_flat *flat, const char *a, const char *b)
{
	size_t na = strlen(a), nb = strlen(b);
	char *out = arena__alloc_bytes(&flat->names, na + nb + 1);

	memcpy(out, a, na);
	memcpy(out + na, b, nb + 1);
	return out;
}

/* "m[1][0]." for element k of m[2][2], as C names it; "arr[3]." in one dimension. */
static char *element_prefix(struct cl_flat *flat, const char *name, const struct cl_field *src,
			    uint64_t k)
{
	char idx[CL_MAX_DIMS][24];
	size_t len = strlen(name) + 2;
	char *p, *out;

	if (src->nr_dims < 2) {
		snprintf(idx[0], sizeof(idx[0]), "[%llu].", (unsigned long long)k);
		return join(flat, name, idx[0]);
	}
	for (unsigned int d = src->nr_dims; d-- > 0;) {
		uint64_t extent = src->dims[d] ? src->dims[d] : 1;

		snprintf(idx[d], sizeof(idx[d]), "[%llu]", (unsigned long long)(k % extent));
		k /= extent;
		len += strlen(idx[d]);
	}
	out = p = arena__alloc_bytes(&flat->names, len);
	p += sprintf(p, "%s", name);
	for (unsigned int d = 0; d < src->nr_dims; d++)
		p += sprintf(p, "%s", idx[d]);
	strcpy(p, ".");
	return out;
}

static uint32_t add_instance(struct cl_flat *flat, const struct cl_record *rec,
			     uint64_t bit_offset, uint32_t parent)
{
	struct cl_instance *in;
	size_t n = flat->nr_instances;

	/* grow in powers of two: the count is not known in advance */
	if (!(n & (n - 1)) || !n)
		flat->instances = xrealloc(flat->instances, (n ? n * 2 : 1) * sizeof(*in));
	in = &flat->instances[n];
	in->record = rec;
	in->bit_offset = bit_offset;
	in->parent = parent;
	in->depth = n ? flat->instances[parent].depth + 1 : 0;
	flat->nr_instances = n + 1;
	return (uint32_t)n;
}

/* name is in the flat's arena */
static struct cl_field *append(struct flattener *fl, const struct cl_field *src,
			       char *name, uint64_t base_bits, uint32_t instance,
			       const struct cl_union_step *outer, unsigned int nr_outer,
			       uint32_t union_block, bool shadowed)
{
	struct cl_flat *flat = fl->flat;
	struct cl_field *f;

	if (flat->nr_fields == fl->alloc) {
		fl->alloc = fl->alloc ? fl->alloc * 2 : 32;
		flat->fields = xrealloc(flat->fields, fl->alloc * sizeof(*flat->fields));
		flat->instance = xrealloc(flat->instance, fl->alloc * sizeof(*flat->instance));
		flat->shadowed = xrealloc(flat->shadowed, fl->alloc * sizeof(*flat->shadowed));
	}
	f = &flat->fields[flat->nr_fields];
	*f = *src;
	f->name = name;
	f->bit_offset = base_bits + src->bit_offset;
	/* the enclosing field's unions come first, then this record's, renumbered */
	f->union_depth = 0;
	for (unsigned int i = 0; i < nr_outer && f->union_depth < CL_MAX_UNION_DEPTH; i++)
		f->unions[f->union_depth++] = outer[i];
	for (unsigned int i = 0; i < src->union_depth && f->union_depth < CL_MAX_UNION_DEPTH; i++) {
		struct cl_union_step step = src->unions[i];

		step.union_id += union_block;
		f->unions[f->union_depth++] = step;
	}
	flat->instance[flat->nr_fields] = instance;
	flat->shadowed[flat->nr_fields] = shadowed;
	flat->nr_fields++;
	return f;
}

static bool on_stack(const struct flattener *fl, unsigned int depth, const struct cl_record *rec)
{
	for (unsigned int i = 0; i < depth; i++)
		if (fl->stack[i] == rec)
			return true;
	return false;
}

static void expand(struct flattener *fl, const struct cl_record *rec, const char *prefix,
		   uint64_t base_bits, uint32_t instance, unsigned int depth,
		   const struct cl_union_step *outer, unsigned int nr_outer, bool shadowed);

/* A member whose type is a record: the aggregate itself, then what is inside. */
static void expand_member(struct flattener *fl, const struct cl_field *src, char *name,
			  uint64_t base_bits, uint32_t instance, unsigned int depth,
			  uint32_t union_block, const struct cl_union_step *outer,
			  unsigned int nr_outer, bool shadowed)
{
	const struct cl_record *sub = unit__find(fl->unit, src->record_key);
	struct cl_field *agg = append(fl, src, name, base_bits, instance, outer, nr_outer,
				      union_block, shadowed);
	uint64_t agg_bits = agg->bit_offset;
	struct cl_union_step steps[CL_MAX_UNION_DEPTH];
	unsigned int nr_steps = agg->union_depth;
	bool inner_shadowed = shadowed || agg->role != CL_ROLE_NONE ||
			      (fl->settings->infer_types && roles__type_is_candidate(agg));
	uint64_t count;

	memcpy(steps, agg->unions, sizeof(steps));
	if (!sub || sub->has_errors || depth + 1 >= MAX_DEPTH || on_stack(fl, depth + 1, sub))
		return;
	if (!src->array_count && !src->is_flexible && agg->bit_size != 0) {
		uint32_t in = add_instance(fl->flat, sub, agg_bits, instance);
		char *p = join(fl->flat, name, ".");

		expand(fl, sub, p, agg_bits, in, depth + 1, steps, nr_steps, inner_shadowed);
		return;
	}
	count = elements_to_expand(src->array_count, sub->byte_size, fl->settings->line_size);
	for (uint64_t k = 0; k < count; k++) {
		uint64_t elem_bits = agg_bits + k * sub->byte_size * 8;
		uint32_t in = add_instance(fl->flat, sub, elem_bits, instance);
		char *p = element_prefix(fl->flat, name, src, k);

		expand(fl, sub, p, elem_bits, in, depth + 1, steps, nr_steps, inner_shadowed);
	}
}

static void expand(struct flattener *fl, const struct cl_record *rec, const char *prefix,
		   uint64_t base_bits, uint32_t instance, unsigned int depth,
		   const struct cl_union_step *outer, unsigned int nr_outer, bool shadowed)
{
	uint32_t union_block = fl->next_union_block;

	fl->next_union_block += 1u << 16;
	fl->stack[depth] = rec;
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *src = &rec->fields[i];
		char *name;

		if (fl->flat->nr_fields >= MAX_FLAT_FIELDS) {
			fl->flat->truncated = true;
			return;
		}
		name = join(fl->flat, prefix, src->name);
		if (src->record_key)
			expand_member(fl, src, name, base_bits, instance, depth, union_block,
				      outer, nr_outer, shadowed);
		else
			append(fl, src, name, base_bits, instance, outer, nr_outer, union_block,
			       shadowed);
	}
}

struct cl_flat *flat__new(const struct cl_unit *unit, const struct cl_record *rec,
			  const struct cl_settings *settings)
{
	struct flattener fl = { .unit = unit, .settings = settings };
	struct cl_flat *flat = xzalloc(sizeof(*flat));

	fl.flat = flat;
	flat->record = rec;
	add_instance(flat, rec, 0, 0);
	expand(&fl, rec, "", 0, 0, 0, NULL, 0, false);
	roles__apply(flat, settings);
	return flat;
}

void flat__delete(struct cl_flat *flat)
{
	if (!flat)
		return;
	/* the other strings are borrowed (struct cl_flat) */
	arena__free(&flat->names);
	free(flat->fields);
	free(flat->instance);
	free(flat->shadowed);
	free(flat->instances);
	free(flat);
}

const struct cl_field *flat__find(const struct cl_flat *flat, const char *name)
{
	for (size_t i = 0; i < flat->nr_fields; i++)
		if (!strcmp(flat->fields[i].name, name))
			return &flat->fields[i];
	return NULL;
}
