// SPDX-License-Identifier: GPL-2.0
/*
 * The rules only the code can feed: role-contradiction (a declared role the
 * accesses disagree with) and silent-store (a constant stored without a
 * check onto a line that read-hot fields share).  Also attaches the evidence
 * (top writer and reader with positions) to every finding of the layout
 * rules, so each inferred finding can be explained from its accesses.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "infer.h"
#include "infer_filter.h"
#include "report.h"
#include "strtab.h"
#include "xalloc.h"

static void set_side(struct cl_finding *f, int k, const struct cl_field *field)
{
	f->names[k] = xstrdup(field->name);
	f->roles[k] = field->role;
	f->origins[k] = field->origin;
	f->byte_offsets[k] = field__byte_offset(field);
	f->byte_sizes[k] = field__byte_size(field);
	f->pos[k] = field->pos;
	f->cookies[k] = field->cookie;
}

static char *site_text(const struct cl_access_site *s)
{
	if (!s)
		return xstrdup("none");
	if (s->pos.file)
		return xasprintf("%s (%s:%u:%u)", s->function, s->pos.file, s->pos.line,
				 s->pos.column);
	return xstrdup(s->function);
}

/* "writer X; reader Y" for one side of a finding. */
static void cite(struct cl_buf *b, const char *name, const struct cl_field *f,
		 const struct cl_evidence *ev)
{
	/* after the confidence label, the first side takes no separator */
	bool first = !b->len || b->data[b->len - 2] == ':';

	struct cl_printer p = printer__buf(b);
	char *w, *r;

	if (!ev || !ev->any) {
		printer__printf(&p, "%s'%s': %s role, no accesses seen", first ? "" : "; ",
				name, origin__name(f->origin));
		return;
	}
	w = site_text(ev->top_writer);
	r = site_text(ev->top_reader);
	printer__printf(&p, "%s'%s' (%s %s): top writer %s, top reader %s, "
			"%u/%u/%u hot functions rmw/store/load", first ? "" : "; ", name,
			role__name(f->role), origin__name(f->origin), w, r,
			ev->functions[CL_ACCESS_RMW], ev->functions[CL_ACCESS_STORE],
			ev->functions[CL_ACCESS_LOAD]);
	free(w);
	free(r);
}

static void cite_finding(struct cl_infer *inf, struct cl_finding *f)
{
	struct cl_buf b = { 0 };

	if (f->rule == CL_RULE_FALSE_SHARING && f->names[1]) {
		struct cl_printer p = printer__buf(&b);

		printer__printf(&p, "%s", infer__high_confidence(inf, f) ?
				"confidence high (atomic RMW writer, read side written by no hot "
				"code): " : "confidence low: ");
	}

	for (int k = 0; k < 2 && f->names[k]; k++) {
		const struct cl_field *field = NULL;
		const struct cl_evidence *ev = infer__evidence(inf, f->record, f->names[k], &field);

		if (field)
			cite(&b, f->names[k], field, ev);
	}
	if (b.data) {
		free(f->extra);
		f->extra = xstrdup(b.data);
	}
	buf__exit(&b);
}

/*
 * The first of a field's array elements: tc_to_txq[0].count stands for
 * tc_to_txq[1..15].count, which the same code writes the same way.
 */
static bool first_element(struct cl_strtab *seen, const char *name)
{
	char norm[512];
	size_t o = 0;

	for (const char *p = name; *p && o + 3 < sizeof(norm); p++) {
		norm[o++] = *p;
		if (*p == '[') {
			while (p[1] >= '0' && p[1] <= '9')
				p++;
		}
	}
	norm[o] = 0;
	if (strtab__lookup(seen, norm))
		return false;
	strtab__insert(seen, norm, (void *)1);
	return true;
}

/*
 * Does the own evidence of a record embedded along name (in the record
 * keyed key) show hot writes of the rest of name?  Checked from the
 * outermost embedding in.
 */
static bool embedded_writer(struct cl_infer *inf, const char *key, const char *name)
{
	const struct cl_record *cur = unit__find(inf->layouts, key);
	const char *at = name;

	while (cur) {
		const char *dot = strchr(at, '.');
		const struct cl_field *m = record__member_for_path(cur, at);

		if (!dot || !m || !m->record_key)
			return false;
		at = dot + 1;
		if (infer__written_hot(inf, m->record_key, at))
			return true;
		cur = unit__find(inf->layouts, m->record_key);
	}
	return false;
}

/*
 * Writes through a pointer to an embedded record of a generic type stay
 * that type's own (docs/infer-model.md): __skb_queue_tail() writes a socket's
 * queue head through struct sk_buff_list *, list_move_tail() a list head
 * through struct list_head *, net_dim() a driver's DIM state through struct
 * dim *.  A field inside such a record, or at its bytes through a union,
 * may be written by them: the code cannot say it is written only in init
 * code.
 */
static bool written_as_embedded(struct cl_infer *inf, const struct cl_record *rec,
				const struct cl_field *f)
{
	uint64_t lo = f->bit_offset, hi = f->bit_offset + f->bit_size;

	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *g = &rec->fields[i];

		if (g->bit_size && g->bit_offset < hi && g->bit_offset + g->bit_size > lo &&
		    embedded_writer(inf, rec->key, g->name))
			return true;
	}
	return false;
}

static void contradiction(struct cl_infer *inf, const struct cl_record *rec,
			  const struct cl_field *f, const struct cl_evidence *ev)
{
	const struct cl_infer_settings *s = inf->isettings;
	enum cl_role code = infer__role(s, ev);
	struct cl_finding *fd;
	const struct cl_access_site *site;
	char *where;
	const char *why;

	/*
	 * Written in a hot loop, or updated atomically by hot code.  Plain
	 * stores from two functions (the code's write-hot) are not enough:
	 * configuration setters (netdev_set_tc_queue) look like that too.
	 * Nor is a loop that releases what the field held (kfree(q->rx);
	 * q->rx = NULL for every queue): a teardown, which a read-hot
	 * pointer has like any other.  Nor, above all, a field the code
	 * itself finds read-mostly: the declaration says just that, and the
	 * code agrees (net_device.state: 68 hot functions read it, the
	 * atomics of 10 set bits now and then).
	 */
	if (f->role == CL_ROLE_READ_HOT && ev->top_writer && !infer__read_mostly(s, ev) &&
	    (ev->functions[CL_ACCESS_RMW] > 0 ||
	     (ev->top_writer->weight[CL_ACCESS_STORE] + ev->top_writer->weight[CL_ACCESS_RMW] >=
	      s->contradiction_weight && !access_site__releases(ev->top_writer)))) {
		site = ev->top_writer;
		why = "is declared read-hot but the code writes it on a hot path";
	} else if (f->role == CL_ROLE_WRITE_HOT && !ev->top_writer && ev->cold_writer &&
		   /* neither an unsampled function nor a rare branch is init code */
		   ev->top_reader && !ev->unsampled_writer && !ev->rare_writer &&
		   !written_as_embedded(inf, rec, f)) {
		site = ev->cold_writer;
		why = "is declared write-hot but the code writes it only in init or cold code";
	} else {
		return;
	}
	fd = check__add(&inf->chk, CL_RULE_ROLE_CONTRADICTION, rec->key);
	set_side(fd, 0, f);
	fd->cacheline = field__byte_offset(f) / inf->settings->line_size;
	fd->fix_field = -1;
	where = site_text(site);
	fd->message = xasprintf("'%s' of %s %s (%s %s; the code says %s)", f->name, rec->key,
				why, site == ev->cold_writer ? "written in" : "written in", where,
				role__name(code));
	free(where);
	fd->extra = evidence__describe(ev);
}

static bool other_union_branch(const struct cl_field *a, const struct cl_field *b)
{
	for (unsigned int i = 0; i < a->union_depth; i++)
		for (unsigned int j = 0; j < b->union_depth; j++)
			if (a->unions[i].union_id == b->unions[j].union_id &&
			    a->unions[i].branch != b->unions[j].branch)
				return true;
	return false;
}

static bool contains(const struct cl_field *outer, const struct cl_field *inner)
{
	return outer->bit_offset <= inner->bit_offset &&
	       outer->bit_offset + outer->bit_size >= inner->bit_offset + inner->bit_size &&
	       outer->bit_size > inner->bit_size;
}

/* "p->a.b[i].c" from "a.b[3].c" */
static char *lvalue(const char *name)
{
	struct cl_buf b = { 0 };
	struct cl_printer p = printer__buf(&b);
	char *out;

	printer__printf(&p, "p->");
	for (const char *s = name; *s; s++) {
		if (*s == '[') {
			printer__printf(&p, "[i]");
			while (*s && *s != ']')
				s++;
			if (!*s)
				break;
			continue;
		}
		printer__printf(&p, "%c", *s);
	}
	out = xstrdup(b.data);
	buf__exit(&b);
	return out;
}

static bool writes_hot(const struct cl_evidence *ev, const char *fn)
{
	for (unsigned int k = 0; k < ev->nr_writers; k++)
		if (!strcmp(ev->writers[k], fn))
			return true;
	return false;
}

static void silent_store(struct cl_infer *inf, size_t r, size_t i)
{
	const struct cl_record *rec = inf->inferred->records[r];
	const struct cl_field *f = &rec->fields[i], *reader = NULL;
	const struct cl_access_site *s = inf->evidence[r][i].silent;
	unsigned int ls = inf->settings->line_size;
	uint64_t first, last;
	struct cl_finding *fd;
	char *lv;

	/*
	 * Stored 0 here and 1 there, or computed and then set in one function
	 * (rq->clock_update_flags <<= 1; ... = RQCF_UPDATED): the value
	 * changes, the store is not silent.
	 */
	if (!s || !f->bit_size || inf->evidence[r][i].nr_consts > 1 || s->varied ||
	    s->weight[CL_ACCESS_RMW] > 0 ||
	    inf->evidence[r][i].silent_readers < inf->isettings->silent_readers)
		return;
	first = field__byte_offset(f) / ls;
	last = (field__byte_offset(f) + field__byte_size(f) - 1) / ls;
	for (size_t j = 0; j < rec->nr_fields; j++) {
		const struct cl_field *g = &rec->fields[j];
		uint64_t gf, gl;

		if (j == i || !g->bit_size || contains(g, f) || contains(f, g) ||
		    other_union_branch(f, g))
			continue;
		gf = field__byte_offset(g) / ls;
		gl = (field__byte_offset(g) + field__byte_size(g) - 1) / ls;
		if (gl < first || gf > last)
			continue;
		/* the storing function dirties the line anyway: a guard saves nothing */
		if (writes_hot(&inf->evidence[r][j], s->function))
			return;
		if (g->role != CL_ROLE_READ_HOT)
			continue;
		/* the most read neighbour makes the strongest case */
		if (!reader || inf->evidence[r][j].weight[CL_ACCESS_LOAD] >
			       infer__evidence(inf, rec->key, reader->name, NULL)->weight[CL_ACCESS_LOAD])
			reader = g;
	}
	if (!reader)
		return;
	fd = check__add(&inf->chk, CL_RULE_SILENT_STORE, rec->key);
	set_side(fd, 0, f);
	set_side(fd, 1, reader);
	fd->pos[0] = s->silent_pos.file ? s->silent_pos : f->pos;
	fd->cacheline = field__byte_offset(reader) / ls;
	if (fd->cacheline < first)
		fd->cacheline = first;
	fd->fix_field = -1;
	fd->message = xasprintf("'%s' of %s is set to %s in %s on every pass, without checking "
				"its value; it shares cache line %llu with read-hot '%s', so each "
				"store invalidates every reader's copy even when the value is "
				"unchanged", f->name, rec->key, s->silent_value, s->function,
				(unsigned long long)fd->cacheline, reader->name);
	lv = lvalue(f->name);
	fd->extra = xasprintf("guard the store: if (%s != %s) %s = %s;", lv, s->silent_value,
			      lv, s->silent_value);
	free(lv);
}

void infer__code_rules(struct cl_infer *inf)
{
	size_t layout_findings;

	infer__filter_pairs(inf, 0);
	layout_findings = inf->chk.nr_findings;

	for (size_t k = 0; k < layout_findings; k++)
		cite_finding(inf, &inf->chk.findings[k]);
	for (size_t r = 0; r < inf->inferred->nr_records; r++) {
		const struct cl_record *rec = inf->inferred->records[r];
		struct cl_strtab *seen = strtab__new();

		if (rec->ignore) {
			strtab__delete(seen);
			continue;
		}
		for (size_t i = 0; i < rec->nr_fields; i++) {
			const struct cl_field *f = &rec->fields[i];
			const struct cl_evidence *ev = &inf->evidence[r][i];

			if (!ev->any)
				continue;
			if (origin__is_declared(f->origin) && f->origin != CL_ORIGIN_CODE &&
			    first_element(seen, f->name))
				contradiction(inf, rec, f, ev);
			if (inf->isettings->silent_stores)
				silent_store(inf, r, i);
		}
		strtab__delete(seen);
	}
	infer__filter_pairs(inf, layout_findings);
}
