// SPDX-License-Identifier: GPL-2.0
/*
 * Precision filters for inferred pairs (see infer_filter.h).  The layout
 * rules see every write-hot/read-hot pair on a line; from the code alone
 * many of them are not false sharing a developer can act on.  The filters
 * work on the finding's two paths and the fields' evidence only, so each
 * dropped pair can be explained the same way a reported one is.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "infer_filter.h"
#include "lockwords.h"
#include "strtab.h"
#include "xalloc.h"

static bool side_concurrent(const struct cl_infer *inf, const struct cl_finding *f, int k)
{
	const struct cl_evidence *ev;

	if (!f->names[k])
		return false;
	if (f->origins[k] != CL_ORIGIN_CODE)
		return true;	/* a declared role is the author's word */
	ev = infer__evidence(inf, f->record, f->names[k], NULL);
	return ev && ev->concurrent;
}

/* Length of the longest common prefix of a and b that ends with a '.'. */
static size_t common_prefix(const char *a, const char *b)
{
	size_t end = 0;

	for (size_t i = 0; a[i] && a[i] == b[i]; i++)
		if (a[i] == '.')
			end = i + 1;
	return end;
}

/* The next shorter such prefix of a's first len characters (0 if none). */
static size_t common_prefix_before(const char *a, size_t len)
{
	size_t end = 0;

	for (size_t i = 0; i + 1 < len; i++)
		if (a[i] == '.')
			end = i + 1;
	return end;
}

/*
 * The record of the embedded instance that the path prefix "a.b[2].c."
 * names inside record key, walking the build's layouts; NULL if some step
 * is not an embedded record.
 */
static const struct cl_record *instance_record(const struct cl_infer *inf, const char *key,
					       const char *prefix, size_t len)
{
	const struct cl_record *rec = unit__find(inf->layouts, key);
	size_t at = 0;

	while (rec && at < len) {
		const struct cl_field *m = record__member_for_path(rec, prefix + at);

		if (!m || !m->record_key)
			return NULL;
		rec = unit__find(inf->layouts, m->record_key);
		at += strcspn(prefix + at, ".") + 1;
	}
	return rec;
}

/* a == b once array indices are dropped ("x[3].y" and "x[0].y" are one). */
static bool same_path(const char *a, const char *b)
{
	while (*a && *b) {
		if (*a == '[' && *b == '[') {
			a += strcspn(a, "]");
			b += strcspn(b, "]");
			continue;
		}
		if (*a++ != *b++)
			return false;
	}
	return !*a && !*b;
}

/* The embedded record, checked on its own, has a finding of this rule for
 * the same write-hot field. */
/* The findings of each record: head[record] and next[k], indices + 1. */
struct by_record {
	struct cl_strtab *head;
	size_t *next;
};

static void by_record__init(struct by_record *b, const struct cl_check *chk)
{
	b->head = strtab__new();
	b->next = xzalloc((chk->nr_findings + 1) * sizeof(size_t));
	for (size_t k = chk->nr_findings; k-- > 0;) {
		const char *rec = chk->findings[k].record;

		b->next[k] = (size_t)(uintptr_t)strtab__lookup(b->head, rec);
		strtab__set(b->head, rec, (void *)(uintptr_t)(k + 1));
	}
}

static void by_record__exit(struct by_record *b)
{
	strtab__delete(b->head);
	free(b->next);
}

static bool reported_inside(const struct cl_infer *inf, const struct by_record *b,
			    const struct cl_record *rec, const struct cl_finding *f, size_t prefix)
{
	for (size_t k = (size_t)(uintptr_t)strtab__lookup(b->head, rec->key); k; k = b->next[k - 1]) {
		const struct cl_finding *g = &inf->chk.findings[k - 1];

		if (g != f && g->rule == f->rule && g->names[1] &&
		    same_path(g->names[0], f->names[0] + prefix))
			return true;
	}
	return false;
}

static bool writes(const struct cl_evidence *ev, const char *fn)
{
	for (unsigned int j = 0; j < ev->nr_writers; j++)
		if (!strcmp(fn, ev->writers[j]))
			return true;
	return false;
}

/*
 * Every hot function that writes the write-hot field also writes the
 * read-hot one (a list move, a PELT update): no write leaves the readers'
 * value unchanged, so each miss they take is on a real change.  That is
 * true sharing, which moving a field does not remove.  One writer that
 * leaves the read-hot field alone (the seed's "mm_sched_cpu = -1" on every
 * tick) keeps the pair.
 */
static bool cowritten(const struct cl_infer *inf, const struct cl_evidence *w,
		      const struct cl_evidence *r)
{
	struct cl_callgraph *cg = inf->profile ? inf->profile->callgraph : NULL;
	unsigned int depth = inf->isettings->cowrite_depth;

	if (!w->nr_writers || w->many_writers)
		return false;
	for (unsigned int i = 0; i < w->nr_writers; i++)
		if (!writes(r, w->writers[i]) &&
		    !(depth && r->nr_writers &&
		      callgraph__same_operation(cg, w->writers[i], r->writers, r->nr_writers, depth)))
			return false;
	return true;
}

/*
 * Every hot writer of one side and every hot reader of the other hold the
 * lock that lives in the pair's record (rq->__lock for struct rq): the
 * readers take the line after the lock anyway, from its last holder.
 */
/*
 * The locks that live in record, or in the record it starts with, and so
 * on: a struct tcp_sock is a struct sock (tcp_sock starts with
 * inet_connection_sock, which starts with inet_sock, which starts with
 * sock), and lock_sock(sk) locks the tcp_sock too.
 */
static cl_lockset instance_locks(const struct cl_infer *inf, const char *record)
{
	const struct cl_callgraph *cg = inf->profile ? inf->profile->callgraph : NULL;
	cl_lockset set = lockset__none();

	for (int depth = 0; cg && record && depth < 8; depth++) {
		const struct cl_record *rec = unit__find(inf->layouts, record);
		int bit = callgraph__find_lock(cg, record);

		lockset__add(&set, bit);
		record = NULL;
		for (size_t i = 0; rec && i < rec->nr_fields; i++)
			if (rec->fields[i].bit_offset == 0 && rec->fields[i].record_key &&
			    !rec->fields[i].array_count && !rec->fields[i].union_depth) {
				record = rec->fields[i].record_key;
				break;
			}
		/* a lock first (spinlock_t lock; ...) is no base record: a lock
		 * named by its own type is any such lock */
		if (record && lock_record__is_lock(record))
			record = NULL;
	}
	return set;
}

static bool serialized(const struct cl_infer *inf, const struct cl_finding *f,
		       const struct cl_evidence *w, const struct cl_evidence *r)
{
	cl_lockset locks = instance_locks(inf, f->record);

	return w->writer_locks_known && lockset__meets(&w->writer_locks, &locks) &&
	       r->reader_locks_known && lockset__meets(&r->reader_locks, &locks);
}

/*
 * The task writes the write-hot field and reads the read-hot one only
 * through current (set_tsk_thread_flag(current, ...), current->flags): on
 * the CPU it runs on, where the line already is.  One remote hot writer
 * (a wakeup's p->__state) or reader (try_to_wake_up()'s p->on_cpu) keeps
 * the pair.
 */
static bool own_task(const struct cl_evidence *w, const struct cl_evidence *r)
{
	return w->weight[CL_ACCESS_STORE] + w->weight[CL_ACCESS_RMW] > 0 && !w->foreign_writer &&
	       r->weight[CL_ACCESS_LOAD] > 0 && !r->foreign_reader;
}

/* Does fn write the field ev is of, itself or in one operation? */
static bool writes_in_operation(const struct cl_infer *inf, const char *fn,
				const struct cl_evidence *ev)
{
	struct cl_callgraph *cg = inf->profile ? inf->profile->callgraph : NULL;
	unsigned int depth = inf->isettings->cowrite_depth;

	return writes(ev, fn) ||
	       (depth && ev->nr_writers && callgraph__same_operation(cg, fn, ev->writers,
								     ev->nr_writers, depth));
}

/* Does any byte of field sit on line line of the finding's record? */
static bool on_line(const struct cl_infer *inf, const struct cl_finding *f,
		    const struct cl_field *field)
{
	uint64_t ls = inf->settings->line_size;
	uint64_t first = f->start_offset + field->bit_offset / 8;
	uint64_t last = f->start_offset + (field->bit_offset + field->bit_size - 1) / 8;

	return field->bit_size && first / ls <= f->cacheline && f->cacheline <= last / ls;
}

/*
 * Every hot reader of the read-hot field writes a field on the same line
 * too, itself or in one operation: the write-hot one (the receive path
 * reads sk_napi_id and charges sk_rmem_alloc), or another (it reads
 * sk_rx_dst and charges sk_rmem_alloc, next to the backlog the pair
 * names).  The readers take the line exclusive on every pass anyway, so
 * moving the write-hot field off it saves them no miss.
 */
static bool readers_write_line(const struct cl_infer *inf, const struct cl_finding *f,
			       const struct cl_evidence *r)
{
	const struct cl_record *rec = unit__find(inf->inferred, f->record);
	const struct cl_evidence **written;
	size_t nr = 0;
	bool all = true;

	if (!rec || !r->nr_readers || r->many_readers)
		return false;
	written = xmalloc((rec->nr_fields + 1) * sizeof(*written));
	for (size_t k = 0; k < rec->nr_fields; k++) {
		const struct cl_field *field = &rec->fields[k];
		const struct cl_evidence *ev;

		if (!on_line(inf, f, field) || !strcmp(field->name, f->names[1]))
			continue;
		ev = infer__evidence(inf, f->record, field->name, NULL);
		if (ev && ev->nr_writers)
			written[nr++] = ev;
	}
	for (unsigned int i = 0; i < r->nr_readers && all; i++) {
		bool found = false;

		for (size_t k = 0; k < nr && !found; k++)
			found = writes(written[k], r->readers[i]);
		for (size_t k = 0; k < nr && !found; k++)
			found = writes_in_operation(inf, r->readers[i], written[k]);
		all = found;
	}
	free(written);
	return nr && all;
}

bool infer__high_confidence(const struct cl_infer *inf, const struct cl_finding *f)
{
	const struct cl_evidence *w, *r;

	if (f->rule != CL_RULE_FALSE_SHARING || !f->names[1])
		return false;
	w = infer__evidence(inf, f->record, f->names[0], NULL);
	r = infer__evidence(inf, f->record, f->names[1], NULL);
	/* a lock is taken by its readers' code too, more often than not */
	return (f->origins[0] != CL_ORIGIN_CODE ||
		(w && w->functions[CL_ACCESS_RMW] > 0 && !w->lock_word)) &&
	       (f->origins[1] != CL_ORIGIN_CODE ||
		(r && !r->functions[CL_ACCESS_STORE] && !r->functions[CL_ACCESS_RMW]));
}

/* Which counter a pair is dropped under, or NULL to keep it. */
static size_t *drop_reason(struct cl_infer *inf, const struct by_record *b,
			   const struct cl_finding *f)
{
	const struct cl_infer_settings *s = inf->isettings;
	const struct cl_evidence *ev0, *ev1;

	if (!f->names[1])
		return NULL;
	/* from the innermost enclosing instance outwards */
	for (size_t prefix = common_prefix(f->names[0], f->names[1]); prefix;
	     prefix = common_prefix_before(f->names[0], prefix)) {
		const struct cl_record *rec = instance_record(inf, f->record, f->names[0], prefix);

		if (!rec || rec->is_anonymous)
			continue;
		if (unit__find(inf->inferred, rec->key) && reported_inside(inf, b, rec, f, prefix))
			return &inf->nr_repeated;
		/* struct sched_avg { ... } ____cacheline_aligned: its author put
		 * these fields on one line on purpose, to be updated together */
		if (s->drop_line_units && rec->byte_align >= inf->settings->line_size &&
		    rec->byte_size <= inf->settings->line_size)
			return &inf->nr_line_unit;
		if (s->generic_embeddings &&
		    infer__embed_count(inf, rec->key) > s->generic_embeddings)
			return &inf->nr_generic;
	}
	ev0 = infer__evidence(inf, f->record, f->names[0], NULL);
	ev1 = infer__evidence(inf, f->record, f->names[1], NULL);
	/*
	 * Declared sides too: a group says a field is hot, not that its line
	 * is not taken by its own readers (the kernel puts sock_write_rx and
	 * sock_read_rx side by side for the receive path, which uses both).
	 */
	if (s->drop_cowritten && f->rule == CL_RULE_FALSE_SHARING && ev0 && ev1 &&
	    (cowritten(inf, ev0, ev1) || readers_write_line(inf, f, ev1)))
		return &inf->nr_cowritten;
	if (s->drop_serialized && ev0 && ev1 && f->origins[0] == CL_ORIGIN_CODE &&
	    f->origins[1] == CL_ORIGIN_CODE && serialized(inf, f, ev0, ev1))
		return &inf->nr_serialized;
	if (s->drop_own && ev0 && ev1 && f->origins[0] == CL_ORIGIN_CODE &&
	    f->origins[1] == CL_ORIGIN_CODE && own_task(ev0, ev1))
		return &inf->nr_own;
	if (s->require_concurrency && !side_concurrent(inf, f, 0) && !side_concurrent(inf, f, 1))
		return &inf->nr_dropped;
	if (s->high_confidence_only && f->rule == CL_RULE_FALSE_SHARING &&
	    !infer__high_confidence(inf, f))
		return &inf->nr_low_confidence;
	return NULL;
}

/* The same bytes on both sides as an earlier kept finding: union members
 * (rq->curr and rq->donor) would repeat every pair. */
static bool same_bytes(const struct cl_finding *a, const struct cl_finding *b)
{
	return a->rule == b->rule && a->names[1] && b->names[1] && !strcmp(a->record, b->record) &&
	       a->byte_offsets[0] == b->byte_offsets[0] && a->byte_sizes[0] == b->byte_sizes[0] &&
	       a->byte_offsets[1] == b->byte_offsets[1] && a->byte_sizes[1] == b->byte_sizes[1];
}

static void finding__free(struct cl_finding *f)
{
	free(f->record);
	free(f->names[0]);
	free(f->names[1]);
	free(f->message);
	free(f->extra);
}

/* name is a member of outer: "sk_backlog.len" of "sk_backlog" */
static bool member_of(const char *name, const char *outer)
{
	size_t n = strlen(outer);

	return !strncmp(name, outer, n) && (name[n] == '.' || name[n] == '[');
}

/*
 * b pairs a member of a's side with a's other side, both with a's roles
 * (or, for a finding of one field, is about a member of a's field):
 * a declared aggregate speaks for its members, as in the plugin's checks
 * (rules.h, shadowed).  tcp_sock's rcvq_space in a write group and its
 * seq, space and time would repeat each pair four times.
 */
static bool member_pair(const struct cl_finding *a, const struct cl_finding *b)
{
	if (a->rule != b->rule || strcmp(a->record, b->record) || !a->names[0] || !b->names[0])
		return false;
	/* one field: a role-contradiction of out_of_order_queue and of its rb_node */
	if (!a->names[1] && !b->names[1])
		return a->origins[0] != CL_ORIGIN_CODE && a->origins[0] == b->origins[0] &&
		       a->roles[0] == b->roles[0] && member_of(b->names[0], a->names[0]);
	if (!a->names[1] || !b->names[1])
		return false;
	for (int k = 0; k < 2; k++) {
		int o = 1 - k;

		if (a->origins[k] != CL_ORIGIN_CODE && a->origins[k] == b->origins[k] &&
		    a->roles[k] == b->roles[k] && member_of(b->names[k], a->names[k]) &&
		    !strcmp(a->names[o], b->names[o]))
			return true;
	}
	return false;
}

/*
 * Both roles declared: the plugin, cachelint pahole and cachelint check
 * report the pair at build time without the code.  What the code adds is
 * the other side of a declared field, and role-contradiction.
 */
static bool both_declared(const struct cl_finding *f)
{
	return f->rule == CL_RULE_FALSE_SHARING && f->names[1] &&
	       f->origins[0] != CL_ORIGIN_CODE && f->origins[1] != CL_ORIGIN_CODE;
}

/* Every side's role from the code: a candidate, not a finding, by default. */
static bool code_only(const struct cl_finding *f)
{
	if (f->rule != CL_RULE_FALSE_SHARING && f->rule != CL_RULE_STRADDLE)
		return false;
	for (int k = 0; k < 2; k++)
		if (f->names[k] && f->origins[k] != CL_ORIGIN_CODE)
			return false;
	return true;
}

void infer__filter_pairs(struct cl_infer *inf, size_t from)
{
	size_t n = inf->chk.nr_findings;
	size_t **reason = xzalloc((n + 1) * sizeof(*reason));
	size_t *live = xzalloc((n + 1) * sizeof(*live)), nr_live = 0;
	size_t out = from;
	struct by_record b;

	/* decide first: reported_inside looks at the other findings as found */
	by_record__init(&b, &inf->chk);
	for (size_t k = from; k < n; k++)
		reason[k] = drop_reason(inf, &b, &inf->chk.findings[k]);
	by_record__exit(&b);
	/*
	 * A union alias repeats a held-back candidate as it would a reported
	 * finding: nr_code_only counts what --candidates would add.
	 */
	for (size_t k = from; k < n; k++) {
		const struct cl_finding *f = &inf->chk.findings[k];

		for (size_t j = 0; j < nr_live && !reason[k]; j++)
			if (same_bytes(&inf->chk.findings[live[j]], f) ||
			    member_pair(&inf->chk.findings[live[j]], f))
				reason[k] = &inf->nr_repeated;
		if (reason[k])
			continue;
		live[nr_live++] = k;
		if (!inf->isettings->code_only_findings && code_only(f))
			reason[k] = &inf->nr_code_only;
		else if (!inf->isettings->declared_pairs && both_declared(f))
			reason[k] = &inf->nr_declared_pairs;
	}
	free(live);
	for (size_t k = from; k < n; k++) {
		struct cl_finding *f = &inf->chk.findings[k];

		if (reason[k]) {
			(*reason[k])++;
			finding__free(f);
			continue;
		}
		if (out != k)
			inf->chk.findings[out] = *f;
		out++;
	}
	inf->chk.nr_findings = out;
	free(reason);
}
