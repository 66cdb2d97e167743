// SPDX-License-Identifier: GPL-2.0
/*
 * The rules.  Every pair of hot fields that can share a line is a candidate;
 * a finding needs at least one side whose role was declared, because a type
 * alone (an atomic_t beside a read-mostly field) is too weak a witness.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lines.h"
#include "report.h"
#include "rules.h"
#include "strtab.h"
#include "xalloc.h"

static const char *const rule_names[CL_RULE__COUNT] = {
	[CL_RULE_FALSE_SHARING] = "false-sharing",
	[CL_RULE_WRITE_CONTENTION] = "write-contention",
	[CL_RULE_STRADDLE] = "straddle",
	[CL_RULE_LAYOUT_MISMATCH] = "layout-mismatch",
	[CL_RULE_STALE_ANNOTATION] = "stale-annotation",
	[CL_RULE_ROLE_CONTRADICTION] = "role-contradiction",
	[CL_RULE_SILENT_STORE] = "silent-store",
};

const char *rule__name(enum cl_rule rule)
{
	return (unsigned)rule < CL_RULE__COUNT ? rule_names[rule] : "unknown";
}

bool rule__parse(const char *s, enum cl_rule *rule)
{
	for (unsigned int i = 0; s && i < CL_RULE__COUNT; i++)
		if (!strcmp(s, rule_names[i])) {
			*rule = (enum cl_rule)i;
			return true;
		}
	return false;
}

void check__init(struct cl_check *chk, const struct cl_settings *settings)
{
	memset(chk, 0, sizeof(*chk));
	chk->settings = settings;
}

void check__exit(struct cl_check *chk)
{
	for (size_t i = 0; i < chk->nr_findings; i++) {
		struct cl_finding *f = &chk->findings[i];

		free(f->record);
		free(f->names[0]);
		free(f->names[1]);
		free(f->message);
		free(f->extra);
	}
	free(chk->findings);
	for (size_t i = 0; i < chk->nr_flats; i++)
		flat__delete(chk->flats[i]);
	free(chk->flats);
	memset(chk, 0, sizeof(*chk));
}

struct cl_finding *check__add(struct cl_check *chk, enum cl_rule rule, const char *record)
{
	struct cl_finding *f;

	XGROW(chk->findings, chk->nr_findings, chk->alloc_findings);
	f = &chk->findings[chk->nr_findings++];
	memset(f, 0, sizeof(*f));
	f->rule = rule;
	f->record = xstrdup(record ? record : "");
	f->fix_field = -1;
	return f;
}

unsigned int placement__starts(const struct cl_record *rec, const struct cl_settings *s,
			       uint64_t *starts)
{
	uint64_t align = rec->byte_align ? rec->byte_align : 1;
	unsigned int n = 0;

	if (s->placement == CL_PLACEMENT_ALIGNED || align >= s->line_size) {
		starts[0] = 0;
		return 1;
	}
	for (uint64_t start = 0; start < s->line_size; start += align)
		starts[n++] = start;
	return n;
}

/* Alternatives of one union never hold data at the same time. */
static bool union_compatible(const struct cl_field *a, const struct cl_field *b)
{
	for (unsigned int i = 0; i < a->union_depth; i++)
		for (unsigned int j = 0; j < b->union_depth; j++)
			if (a->unions[i].union_id == b->unions[j].union_id &&
			    a->unions[i].branch != b->unions[j].branch)
				return false;
	return true;
}

/* The same bits (a union, an aggregate and its member) are true sharing, not false. */
static bool overlap(const struct cl_field *a, const struct cl_field *b)
{
	uint64_t a_end = a->bit_offset + (a->bit_size ? a->bit_size : 1);
	uint64_t b_end = b->bit_offset + (b->bit_size ? b->bit_size : 1);

	return a->bit_offset < b_end && b->bit_offset < a_end;
}

static bool shares_line(const struct cl_field *a, const struct cl_field *b, uint64_t start,
			unsigned int line_size, uint64_t *line)
{
	struct cl_span sa = field__span(a, start, line_size);
	struct cl_span sb = field__span(b, start, line_size);
	uint64_t first = sa.first_line > sb.first_line ? sa.first_line : sb.first_line;
	uint64_t last = sa.last_line < sb.last_line ? sa.last_line : sb.last_line;

	if (first > last)
		return false;
	*line = first;
	return true;
}

static bool is_candidate(const struct cl_flat *flat, size_t i)
{
	const struct cl_field *f = &flat->fields[i];

	return role__is_hot(f->role) && !f->is_marker && !f->is_flexible && f->bit_size &&
	       !flat->shadowed[i];
}

/* Lowest instance that holds both i and j (0: the record itself). */
static uint32_t common_instance(const struct cl_flat *flat, uint32_t a, uint32_t b)
{
	while (a != b) {
		if (flat->instances[a].depth >= flat->instances[b].depth)
			a = flat->instances[a].parent;
		else
			b = flat->instances[b].parent;
	}
	return a;
}

/*
 * A pair inside one embedded, named record is that record's own business:
 * its own check reports it, unless only the container's offset makes the
 * fields meet.  This keeps one finding per cause, not one per container.
 */
static bool reported_by_embedded(const struct cl_check *chk, const struct cl_flat *flat,
				 size_t i, size_t j)
{
	uint32_t c = common_instance(flat, flat->instance[i], flat->instance[j]);
	const struct cl_instance *in = &flat->instances[c];
	struct cl_field a, b;
	uint64_t starts[4096], line;
	unsigned int n;

	if (!c || in->record->is_anonymous || in->record->ignore)
		return false;
	a = flat->fields[i];
	b = flat->fields[j ? j : i];
	a.bit_offset -= in->bit_offset;
	b.bit_offset -= in->bit_offset;
	n = placement__starts(in->record, chk->settings, starts);
	for (unsigned int k = 0; k < n; k++) {
		if (i == j) {
			struct cl_span sp = field__span(&a, starts[k], chk->settings->line_size);

			if (sp.first_line != sp.last_line)
				return true;
		} else if (shares_line(&a, &b, starts[k], chk->settings->line_size, &line)) {
			return true;
		}
	}
	return false;
}

/*
 * Element k against k+1 is the same finding for every k, and so is k
 * against k+2 (or m[0][0] against m[1][0]): the key drops the indices and
 * keeps only whether the two fields are in one element or in two.
 */
static char *dedup_key(enum cl_rule rule, const char *a, const char *b, uint64_t start)
{
	struct cl_buf key = { 0 };
	struct cl_printer p = printer__buf(&key);
	long long idx[2][8];
	unsigned int nr[2] = { 0, 0 };
	const char *names[2] = { a, b ? b : "" };
	char *out;

	printer__printf(&p, "%d|%llu", rule, (unsigned long long)start);
	for (int side = 0; side < 2; side++) {
		printer__printf(&p, "|");
		for (const char *c = names[side]; *c; c++) {
			if (*c == '[') {
				char *end;
				long long v = strtoll(c + 1, &end, 10);

				if (*end == ']') {
					if (nr[side] < 8)
						idx[side][nr[side]++] = v;
					printer__printf(&p, "[]");
					c = end;
					continue;
				}
			}
			p.write(p.ctx, c, 1);
		}
	}
	/* the same indices on both sides are one element; any other, neighbours */
	{
		bool same = nr[0] == nr[1];

		for (unsigned int k = 0; same && k < nr[0]; k++)
			same = idx[1][k] == idx[0][k];
		printer__printf(&p, "|%c", same ? '=' : '~');
	}
	out = xstrdup(key.data ? key.data : "");
	buf__exit(&key);
	return out;
}

static bool first_time(struct cl_strtab *seen, enum cl_rule rule, const char *a, const char *b,
		       uint64_t start)
{
	char *key = dedup_key(rule, a, b, start);
	bool fresh = !strtab__lookup(seen, key);

	if (fresh)
		strtab__insert(seen, key, (void *)1);
	free(key);
	return fresh;
}

static void fill_side(struct cl_finding *fd, int side, const struct cl_field *f)
{
	fd->names[side] = xstrdup(f->name);
	fd->roles[side] = f->role;
	fd->origins[side] = f->origin;
	fd->byte_offsets[side] = field__byte_offset(f);
	fd->byte_sizes[side] = field__byte_size(f);
	fd->pos[side] = f->pos;
	fd->cookies[side] = f->cookie;
}

static void add_finding(struct cl_check *chk, const struct cl_flat *flat, enum cl_rule rule,
			const struct cl_field *a, const struct cl_field *b, uint64_t line,
			uint64_t start)
{
	struct cl_finding *fd = check__add(chk, rule, flat->record->key);

	fill_side(fd, 0, a);
	if (b) {
		fill_side(fd, 1, b);
		if (rule == CL_RULE_FALSE_SHARING && !a->is_bitfield && !b->is_bitfield)
			fd->fix_field = b->bit_offset > a->bit_offset ? 1 : 0;
	}
	fd->cacheline = line;
	fd->start_offset = start;
}

struct pair_scan {
	struct cl_check *chk;
	const struct cl_flat *flat;
	struct cl_strtab *seen;
	uint64_t starts[4096];
	unsigned int nr_starts;
};

/*
 * A group that both paths write (the kernel's *_write_txrx, sock_write_rxtx)
 * bounces between them anyway: a tx-only or rx-only neighbour adds no miss.
 */
static bool written_by_all_paths(const char *group)
{
	return strstr(group, "txrx") || strstr(group, "rxtx");
}

static enum cl_rule pair_rule(const struct cl_field *a, const struct cl_field *b)
{
	if (a->role != b->role)
		return CL_RULE_FALSE_SHARING;
	if (a->role == CL_ROLE_WRITE_HOT && a->group && b->group && strcmp(a->group, b->group) &&
	    !written_by_all_paths(a->group) && !written_by_all_paths(b->group))
		return CL_RULE_WRITE_CONTENTION;
	return CL_RULE__COUNT;
}

static void check_pair(struct pair_scan *ps, size_t i, size_t j)
{
	const struct cl_field *a = &ps->flat->fields[i], *b = &ps->flat->fields[j];
	unsigned int line_size = ps->chk->settings->line_size;
	enum cl_rule rule = pair_rule(a, b);
	uint64_t line;

	if (rule == CL_RULE__COUNT)
		return;
	if (!origin__is_declared(a->origin) && !origin__is_declared(b->origin))
		return;
	if (!union_compatible(a, b) || overlap(a, b))
		return;
	/* false-sharing names the write-hot side first: that is where the cost is */
	if (rule == CL_RULE_FALSE_SHARING && a->role != CL_ROLE_WRITE_HOT) {
		const struct cl_field *t = a;
		size_t ti = i;

		a = b, b = t;
		i = j, j = ti;
	}
	for (unsigned int k = 0; k < ps->nr_starts; k++) {
		if (!shares_line(a, b, ps->starts[k], line_size, &line))
			continue;
		if (reported_by_embedded(ps->chk, ps->flat, i, j))
			return;
		if (first_time(ps->seen, rule, a->name, b->name, ps->starts[k]))
			add_finding(ps->chk, ps->flat, rule, a, b, line, ps->starts[k]);
		return;
	}
}

/*
 * The line the field (or, for an array of scalars, one of its elements)
 * starts on when it crosses into the next, else false.
 */
static bool straddles(const struct cl_field *f, uint64_t start, unsigned int line_size,
		      uint64_t *line)
{
	uint64_t line_bits = (uint64_t)line_size * 8, first = start * 8 + f->bit_offset;
	uint64_t step = f->elem_bit_size && f->elem_bit_size < f->bit_size ? f->elem_bit_size
									  : f->bit_size;

	for (uint64_t at = first; at + step <= first + f->bit_size; at += step) {
		if (at / line_bits != (at + step - 1) / line_bits) {
			*line = at / line_bits;
			return true;
		}
	}
	return false;
}

static void check_straddle(struct pair_scan *ps, size_t i)
{
	const struct cl_field *f = &ps->flat->fields[i];
	unsigned int line_size = ps->chk->settings->line_size;

	/*
	 * A field larger than a line crosses one whatever is done; a struct
	 * member is not loaded as one unit, so crossing costs it nothing more
	 * than its members' own lines (which are checked as members).
	 */
	if (!origin__is_declared(f->origin) || field__byte_size(f) > line_size || f->record_key ||
	    f->is_aggregate)
		return;
	for (unsigned int k = 0; k < ps->nr_starts; k++) {
		uint64_t line;

		if (!straddles(f, ps->starts[k], line_size, &line))
			continue;
		if (reported_by_embedded(ps->chk, ps->flat, i, i))
			return;
		if (first_time(ps->seen, CL_RULE_STRADDLE, f->name, NULL, ps->starts[k]))
			add_finding(ps->chk, ps->flat, CL_RULE_STRADDLE, f, NULL, line,
				    ps->starts[k]);
		return;
	}
}

/*
 * Whether two fields (bit_size > 0) are less than a line apart, the
 * precondition of sharing one at any start.  A struct of 800 fields has
 * tens of thousands of hot pairs, nearly all lines apart: this test is a
 * few instructions, check_pair a hundred.
 */
static inline bool near(const struct cl_field *a, const struct cl_field *b, uint64_t line_bits)
{
	uint64_t a_last = a->bit_offset + a->bit_size - 1, b_last = b->bit_offset + b->bit_size - 1;

	if (b->bit_offset > a_last)
		return b->bit_offset - a_last < line_bits;
	if (a->bit_offset > b_last)
		return a->bit_offset - b_last < line_bits;
	return true;
}

static bool flat_has_declared(const struct cl_flat *flat)
{
	for (size_t i = 0; i < flat->nr_fields; i++)
		if (origin__is_declared(flat->fields[i].origin) && !flat->shadowed[i])
			return true;
	return false;
}

size_t check__record(struct cl_check *chk, const struct cl_unit *unit,
		     const struct cl_record *rec)
{
	struct pair_scan *ps;
	struct cl_flat *flat;
	size_t before = chk->nr_findings;
	size_t *hot, nr_hot = 0;
	uint64_t line_bits = (uint64_t)chk->settings->line_size * 8;

	if (rec->ignore || rec->is_anonymous || rec->has_errors)
		return 0;
	flat = flat__new(unit, rec, chk->settings);
	if (!flat_has_declared(flat)) {
		flat__delete(flat);
		return 0;
	}
	XGROW(chk->flats, chk->nr_flats, chk->alloc_flats);
	chk->flats[chk->nr_flats++] = flat;

	ps = xmalloc(sizeof(*ps));	/* not zeroed: starts[] is 32 KB */
	ps->chk = chk;
	ps->flat = flat;
	ps->seen = strtab__new();
	ps->nr_starts = placement__starts(rec, chk->settings, ps->starts);
	hot = xmalloc((flat->nr_fields + 1) * sizeof(*hot));
	for (size_t i = 0; i < flat->nr_fields; i++)
		if (is_candidate(flat, i))
			hot[nr_hot++] = i;
	for (size_t x = 0; x < nr_hot; x++)
		for (size_t y = x + 1; y < nr_hot; y++)
			if (near(&flat->fields[hot[x]], &flat->fields[hot[y]], line_bits))
				check_pair(ps, hot[x], hot[y]);
	for (size_t x = 0; x < nr_hot; x++)
		check_straddle(ps, hot[x]);
	free(hot);
	strtab__delete(ps->seen);
	free(ps);
	return chk->nr_findings - before;
}

/*
 * Whether rec, or a record it embeds, declares a role: most records of a
 * kernel unit do not, and flattening them all would cost more than the rest.
 */
static bool may_declare(const struct cl_unit *unit, const struct cl_record *rec,
			struct cl_strtab *memo, unsigned int depth)
{
	void *known;
	bool found = false;

	/* no fields, nothing declared: the plugin leaves most records unfilled (layout.cc) */
	if (!rec->nr_fields)
		return false;
	known = strtab__lookup(memo, rec->key);
	if (known)
		return known == (void *)2;
	if (depth > 16)
		return false;
	/* a cycle (malformed input) reads as "no" while we are inside it */
	strtab__set(memo, rec->key, (void *)1);
	for (size_t i = 0; i < rec->nr_fields && !found; i++) {
		const struct cl_field *f = &rec->fields[i];
		const struct cl_record *sub;

		if (origin__is_declared(f->origin) ||
		    !strncmp(f->name, "__cacheline_group_begin__", 25))
			found = true;
		else if (f->record_key && (sub = unit__find(unit, f->record_key)) && sub != rec)
			found = may_declare(unit, sub, memo, depth + 1);
	}
	if (found)
		strtab__set(memo, rec->key, (void *)2);
	return found;
}

size_t check__unit(struct cl_check *chk, const struct cl_unit *unit)
{
	struct cl_strtab *memo = strtab__new();
	size_t before = chk->nr_findings;

	for (size_t i = 0; i < unit->nr_records; i++) {
		const struct cl_record *rec = unit->records[i];

		if (rec->ignore || rec->is_anonymous || rec->has_errors)
			continue;
		if (!may_declare(unit, rec, memo, 0))
			continue;
		check__record(chk, unit, rec);
	}
	strtab__delete(memo);
	return chk->nr_findings - before;
}
