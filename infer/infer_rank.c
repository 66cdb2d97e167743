// SPDX-License-Identifier: GPL-2.0
/*
 * The ranking of cachelint infer's findings (infer_rank.h): a rate per
 * function from the call graph and the hot entries it is reached from,
 * a score per finding from its two fields' rated evidence.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "callgraph.h"
#include "infer.h"
#include "infer_rank.h"
#include "json.h"
#include "report.h"
#include "strtab.h"
#include "xalloc.h"

/*
 * Hot entries: code that runs on every CPU per event of the workload, by
 * the kernel's own names.  A trailing '*' matches a prefix.  Their rates
 * are unknown too (HZ ticks, the workload's wakeups and syscalls), so each
 * counts 1: the point is that they run everywhere and often, where an
 * unknown root (a sysfs method, a module's init) mostly does not.
 */
static const struct {
	const char *name, *kind;
} entries[] = {
	{ "sched_tick", "the scheduler tick" },
	{ "scheduler_tick", "the scheduler tick" },
	{ "update_process_times", "the scheduler tick" },
	{ "tick_sched_timer", "the scheduler tick" },
	{ "tick_sched_handle", "the scheduler tick" },
	{ "hrtimer_interrupt", "the scheduler tick" },
	{ "__schedule", "schedule" },
	{ "schedule", "schedule" },
	{ "schedule_idle", "schedule" },
	{ "do_idle", "schedule" },
	{ "try_to_wake_up", "a wakeup" },
	{ "wake_up_process", "a wakeup" },
	{ "wake_up_q", "a wakeup" },
	{ "__wake_up", "a wakeup" },
	{ "default_wake_function", "a wakeup" },
	{ "sched_ttwu_pending", "a wakeup" },
	{ "handle_softirqs", "softirq" },
	{ "__do_softirq", "softirq" },
	{ "net_rx_action", "softirq" },
	{ "net_tx_action", "softirq" },
	{ "__napi_poll", "softirq" },
	{ "run_timer_softirq", "softirq" },
	{ "sched_balance_softirq", "softirq" },
	{ "run_rebalance_domains", "softirq" },
	{ "rcu_core", "softirq" },
	{ "tasklet_action", "softirq" },
	{ "__x64_sys_read", "a fast-path syscall" },
	{ "__x64_sys_write", "a fast-path syscall" },
	{ "__x64_sys_readv", "a fast-path syscall" },
	{ "__x64_sys_writev", "a fast-path syscall" },
	{ "__x64_sys_pread64", "a fast-path syscall" },
	{ "__x64_sys_pwrite64", "a fast-path syscall" },
	{ "__x64_sys_futex", "a fast-path syscall" },
	{ "__x64_sys_epoll_wait", "a fast-path syscall" },
	{ "__x64_sys_poll", "a fast-path syscall" },
	{ "__x64_sys_ppoll", "a fast-path syscall" },
	{ "__x64_sys_sendmsg", "a fast-path syscall" },
	{ "__x64_sys_recvmsg", "a fast-path syscall" },
	{ "__x64_sys_sendto", "a fast-path syscall" },
	{ "__x64_sys_recvfrom", "a fast-path syscall" },
	{ "__x64_sys_sched_yield", "a fast-path syscall" },
	{ "__x64_sys_nanosleep", "a fast-path syscall" },
	{ "__x64_sys_clock_nanosleep", "a fast-path syscall" },
	{ "__x64_sys_close", "a fast-path syscall" },
	{ "__x64_sys_openat", "a fast-path syscall" },
	{ "__x64_sys_newfstat", "a fast-path syscall" },
	{ "ksys_read", "a fast-path syscall" },
	{ "ksys_write", "a fast-path syscall" },
	{ "vfs_read", "a fast-path syscall" },
	{ "vfs_write", "a fast-path syscall" },
	{ "do_sys_poll", "a fast-path syscall" },
	{ "do_epoll_wait", "a fast-path syscall" },
	{ "do_futex", "a fast-path syscall" },
	{ "__sys_sendmsg", "a fast-path syscall" },
	{ "__sys_recvmsg", "a fast-path syscall" },
	{ "__sys_sendto", "a fast-path syscall" },
	{ "__sys_recvfrom", "a fast-path syscall" },
	{ "handle_mm_fault", "a page fault" },
	{ "exc_page_fault", "a page fault" },
	{ "ip_rcv", "softirq" },
	{ "ipv6_rcv", "softirq" },
	{ "__netif_receive_skb", "softirq" },
	{ "__dev_queue_xmit", "a fast-path syscall" },
};

const char *rank__entry_kind(const char *fn)
{
	for (size_t i = 0; i < sizeof(entries) / sizeof(entries[0]); i++)
		if (!strcmp(entries[i].name, fn))
			return entries[i].kind;
	/* every softirq handler, by the kernel's naming (open_softirq) */
	{
		size_t n = strlen(fn);

		if (n > 8 && !strcmp(fn + n - 8, "_softirq"))
			return "softirq";
	}
	return NULL;
}

static void relax(struct cl_rank *r, size_t *stack, size_t *nr, bool *queued, size_t callee,
		  double rate, uint32_t entry)
{
	if (rate <= r->rate[callee] * (1 + 1e-6) + 1e-12)
		return;
	r->rate[callee] = rate;
	r->entry[callee] = entry;
	if (!queued[callee]) {
		queued[callee] = true;
		stack[(*nr)++] = callee;
	}
}

/*
 * From every hot entry down the calls (direct, and through function-pointer
 * fields to their targets), the heaviest way: a product of call weights,
 * each at most 1 (a loop's repetitions are in its sites' weights already),
 * so the rates only fall and the walk ends.
 */
void rank__solve(struct cl_rank *r, const struct cl_callgraph *cg, double base)
{
	size_t nr = 0, *stack;
	bool *queued;

	memset(r, 0, sizeof(*r));
	r->base = base;
	r->nr_fns = cg->nr_fns;
	r->rate = xzalloc((cg->nr_fns + 1) * sizeof(*r->rate));
	r->entry = xmalloc((cg->nr_fns + 1) * sizeof(*r->entry));
	stack = xmalloc((cg->nr_fns + 1) * sizeof(*stack));
	queued = xzalloc((cg->nr_fns + 1) * sizeof(*queued));
	for (size_t i = 0; i < cg->nr_fns; i++) {
		r->entry[i] = UINT32_MAX;
		if (rank__entry_kind(cg->fns[i].name)) {
			r->rate[i] = 1;
			r->entry[i] = (uint32_t)i;
			r->nr_entries++;
			queued[i] = true;
			stack[nr++] = i;
		}
	}
	while (nr && cg->solved) {
		size_t fn = stack[--nr];

		queued[fn] = false;
		for (size_t k = cg->from.start[fn]; k < cg->from.start[fn + 1]; k++) {
			const struct cl_cg_call *c = &cg->calls[cg->from.items[k]];
			double rate = r->rate[fn] * (c->weight < 1 ? c->weight : 1);

			if (c->callee != SIZE_MAX) {
				relax(r, stack, &nr, queued, c->callee, rate, r->entry[fn]);
			} else if (c->via != SIZE_MAX) {
				const struct cl_cg_lists *t = &cg->field_targets;

				for (size_t j = t->start[c->via]; j < t->start[c->via + 1]; j++)
					relax(r, stack, &nr, queued, t->items[j], rate, r->entry[fn]);
			}
		}
	}
	/*
	 * What no hot entry reaches: an unknown root's rate, base, times its
	 * call-graph frequency.  Only those: that frequency counts cold callers
	 * too (cpupri_set() runs once per rq_online_rt(), a hotplug callback,
	 * and on a fraction of the enqueues), and a hot entry's way in, however
	 * light, is the rate the workload sees.
	 */
	for (size_t i = 0; i < cg->nr_fns; i++)
		if (r->entry[i] == UINT32_MAX)
			r->rate[i] = base * (cg->fns[i].frequency > 0 ? cg->fns[i].frequency : 1);
	free(stack);
	free(queued);
}

void rank__exit(struct cl_rank *r)
{
	free(r->rate);
	free(r->entry);
}

double rank__fn_rate(const struct cl_rank *r, const struct cl_callgraph *cg, const char *fn,
		     const char **entry)
{
	size_t idx = cg ? (size_t)(uintptr_t)strtab__lookup(cg->fn_index, fn) : 0;

	if (entry)
		*entry = NULL;
	if (!idx || idx > r->nr_fns)
		return r->base;
	if (entry && r->entry[idx - 1] != UINT32_MAX)
		*entry = cg->fns[r->entry[idx - 1]].name;
	return r->rate[idx - 1];
}

static double writes(const struct cl_evidence *ev)
{
	return ev->rate[CL_ACCESS_STORE] + ev->rate[CL_ACCESS_RMW];
}

static bool writes_fn(const struct cl_evidence *ev, const char *fn)
{
	for (unsigned int i = 0; i < ev->nr_writers; i++)
		if (!strcmp(ev->writers[i], fn))
			return true;
	return false;
}

static double share_read(const struct cl_evidence *ev)
{
	double rd = ev->rate[CL_ACCESS_LOAD], wr = writes(ev);

	return rd + wr > 0 ? rd / (rd + wr) : 1;
}

/*
 * The lock that lives in the finding's own record, if every hot writer
 * holds it: its writes come from one CPU at a time.  Another record's lock
 * (cpupri_set() under an rq's lock, writing the root domain's cpupri that
 * every rq shares) serializes nothing here.
 */
static const char *own_lock(const struct cl_callgraph *cg, const struct cl_evidence *ev,
			    const char *record)
{
	int bit;

	if (!ev->writer_locks_known)
		return NULL;
	bit = callgraph__find_lock(cg, record);
	if (bit > CL_GLOBAL_BIT && lockset__has(&ev->writer_locks, (unsigned int)bit))
		return cg->locks[bit];
	return NULL;
}

static void write_side(const struct cl_infer *inf, const struct cl_evidence *ev, bool declared,
		       const char *record, struct cl_rank_factors *f)
{
	const struct cl_callgraph *cg = inf->profile->callgraph;
	double wr = ev ? writes(ev) : 0;

	f->write_rate = wr;
	if (wr <= 0 && declared) {
		/* the author's word that it is written: an unknown root's rate */
		f->write_rate = inf->rank->base;
		f->declared_write = true;
	}
	f->atomic_share = wr > 0 ? ev->rate[CL_ACCESS_RMW] / wr : 0;
	if (!ev || f->declared_write) {
		f->cpus = 1;
		f->cpus_why = "declared";
		return;
	}
	if (ev->rate[CL_ACCESS_RMW] > 0) {
		f->cpus = 1;
		f->cpus_why = "atomic RMW";
	} else if (ev->concurrent) {
		f->cpus = 0.6;
		f->cpus_why = "WRITE_ONCE/READ_ONCE";
	} else {
		f->cpus = 0.3;
		f->cpus_why = "plain stores";
	}
	f->lock = own_lock(cg, ev, record);
	if (f->lock)
		f->cpus *= 0.5;
	f->own_writes = !ev->foreign_writer && ev->nr_writers;
	if (f->own_writes)
		f->cpus *= 0.1;
	f->top_writer = ev->rate_writer;
	f->top_writer_rate = ev->rate_writer_rate;
	if (f->top_writer)
		rank__fn_rate(inf->rank, cg, f->top_writer, &f->writer_entry);
	f->w_read_share = share_read(ev);
}

/*
 * The fields of a finding's line: found once per finding, so that asking
 * each of up to 32 writers and readers costs the line's fields, not the
 * record's (task_struct has a thousand).
 */
struct line_view {
	size_t rec;			/* index into inf->inferred, SIZE_MAX: none */
	size_t nr, alloc;
	size_t *fields;
};

static void line_view__fill(struct line_view *lv, const struct cl_infer *inf,
			    const struct cl_strtab *recs, const struct cl_finding *fd)
{
	uint64_t ls = inf->settings->line_size;
	uint64_t lo = fd->cacheline * ls - fd->start_offset, hi = lo + ls;
	size_t r = (size_t)(uintptr_t)strtab__lookup(recs, fd->record);
	const struct cl_record *rec;

	lv->nr = 0;
	lv->rec = r ? r - 1 : SIZE_MAX;
	if (!r)
		return;
	rec = inf->inferred->records[lv->rec];
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *fl = &rec->fields[i];
		uint64_t from = fl->bit_offset / 8, to = (fl->bit_offset + fl->bit_size + 7) / 8;

		if (to > lo && from < hi && inf->evidence[lv->rec][i].nr_writers) {
			lv->fields = xgrow(lv->fields, &lv->alloc, lv->nr + 1, sizeof(*lv->fields));
			lv->fields[lv->nr++] = i;
		}
	}
}

/*
 * The same field, of another element ("pri_to_cpu[1].count" and
 * "pri_to_cpu[0].count": the code writes pri_to_cpu[].count, one element at
 * a time) or as a member or the aggregate of it (a declared "count" and its
 * "count.counter"): no other field the writer dirties the line with.
 */
static bool same_field(const char *a, const char *b)
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
	return *a == *b || (!*a && (*b == '.' || *b == '[')) || (!*b && (*a == '.' || *a == '['));
}

/*
 * Does fn write a field on the finding's line?  Then it takes the line
 * exclusive itself, and its reads there are no other CPU's misses that a
 * move would save (the wakeup reads on_cpu and writes __state on one line).
 */
static bool writes_line(const struct cl_infer *inf, const struct line_view *lv, const char *fn,
			const char *except)
{
	for (size_t k = 0; lv && k < lv->nr; k++) {
		size_t i = lv->fields[k];

		if (writes_fn(&inf->evidence[lv->rec][i], fn) &&
		    (!except || !same_field(inf->inferred->records[lv->rec]->fields[i].name, except)))
			return true;
	}
	return false;
}

static void read_side(const struct cl_infer *inf, const struct line_view *lv,
		      const struct cl_evidence *r, const struct cl_evidence *w, bool declared,
		      struct cl_rank_factors *f)
{
	const struct cl_callgraph *cg = inf->profile->callgraph;

	f->read_share = r ? share_read(r) : 1;
	f->read_rate = r ? r->rate[CL_ACCESS_LOAD] : 0;
	for (unsigned int i = 0; r && i < r->nr_readers; i++) {
		const char *entry;
		double rate;

		if ((w && writes_fn(w, r->readers[i])) || writes_line(inf, lv, r->readers[i], NULL)) {
			f->line_writing_readers++;
			continue;
		}
		rate = rank__fn_rate(inf->rank, cg, r->readers[i], &entry);
		f->remote_readers++;
		f->reader_rate += rate;
		if (rate > f->top_reader_rate) {
			f->top_reader = r->readers[i];
			f->top_reader_rate = rate;
			f->reader_entry = entry;
		}
	}
	f->many_readers = r && r->many_readers;
	if (!f->remote_readers && declared && (!r || !r->nr_readers)) {
		f->reader_rate = inf->rank->base;
		f->declared_read = true;
	}
	f->own_reads = r && !r->foreign_reader && r->nr_readers;
}

/*
 * The part of W's write rate that a move would take off the line: the
 * rates of its writers that write no other field there.  A writer that
 * also writes another one (the wakeup's reference count next to the
 * __state it sets) dirties the line anyway.
 */
static void avoidable(const struct cl_infer *inf, const struct cl_finding *fd,
		      const struct line_view *lv, const struct cl_evidence *w,
		      struct cl_rank_factors *f)
{
	const struct cl_callgraph *cg = inf->profile->callgraph;
	double all = 0, alone = 0;

	for (unsigned int i = 0; i < w->nr_writers; i++) {
		double rate = rank__fn_rate(inf->rank, cg, w->writers[i], NULL);

		all += rate;
		if (writes_line(inf, lv, w->writers[i], fd->names[0]))
			f->line_cowriters++;
		else
			alone += rate;
	}
	f->avoidable = all > 0 ? alone / all : 1;
}

/*
 * --c2c: the measured lines.  perf 6.1's c2c names no data type, only a
 * line's address, the offsets in it and the function of each sampled
 * access.  A c2c line is attributed to a finding's line (a struct's line)
 * when the accesses that resolve there carry more than half of the line's
 * samples (HITMs and stores); an access resolves when a field of that
 * struct covers the offset (from the line's start, the finding's placement)
 * and its function, or a function it calls directly (perf names an inlined
 * callee by its caller), reads or writes that field in the access records.
 */
static bool fn_accesses(const struct cl_evidence *ev, const char *fn, bool *writes)
{
	*writes = writes_fn(ev, fn);
	if (*writes)
		return true;
	for (unsigned int i = 0; i < ev->nr_readers; i++)
		if (!strcmp(ev->readers[i], fn))
			return true;
	return false;
}

/*
 * The fields of one line of record ri, found once per line: each c2c
 * access then costs the line's fields, not the record's (task_struct has
 * a thousand), nor its callees' times that.
 */
struct field_window {
	size_t ri;
	size_t nr, alloc;
	size_t *idx;
};

static void field_window__fill(struct field_window *w, const struct cl_infer *inf, size_t ri,
			       int64_t lo, uint64_t ls)
{
	const struct cl_record *rec = inf->inferred->records[ri];

	w->ri = ri;
	w->nr = 0;
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *fl = &rec->fields[i];
		int64_t from = (int64_t)(fl->bit_offset / 8);
		int64_t to = (int64_t)((fl->bit_offset + fl->bit_size + 7) / 8);

		if (to > lo && from < lo + (int64_t)ls) {
			w->idx = xgrow(w->idx, &w->alloc, w->nr + 1, sizeof(*w->idx));
			w->idx[w->nr++] = i;
		}
	}
}

/* The field of the window at byte b that fn accesses, or SIZE_MAX. */
static size_t c2c_field_by(const struct cl_infer *inf, const struct field_window *w, uint64_t b,
			   const char *fn, bool *writes)
{
	const struct cl_record *rec = inf->inferred->records[w->ri];

	for (size_t k = 0; k < w->nr; k++) {
		size_t i = w->idx[k];
		const struct cl_field *fl = &rec->fields[i];
		uint64_t from = fl->bit_offset / 8, to = (fl->bit_offset + fl->bit_size + 7) / 8;

		if (b >= from && b < to && fn_accesses(&inf->evidence[w->ri][i], fn, writes))
			return i;
	}
	return SIZE_MAX;
}

static size_t c2c_field(const struct cl_infer *inf, const struct field_window *w, uint64_t b,
			const char *fn, bool *writes)
{
	const struct cl_callgraph *cg = inf->profile->callgraph;
	size_t i = c2c_field_by(inf, w, b, fn, writes), idx;

	if (i != SIZE_MAX || !cg || !cg->solved)
		return i;
	idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, fn);
	if (!idx || idx > cg->nr_fns)
		return SIZE_MAX;
	for (size_t k = cg->from.start[idx - 1]; k < cg->from.start[idx]; k++) {
		const struct cl_cg_call *c = &cg->calls[cg->from.items[k]];

		if (c->callee != SIZE_MAX &&
		    (i = c2c_field_by(inf, w, b, cg->fns[c->callee].name, writes)) != SIZE_MAX)
			return i;
	}
	return SIZE_MAX;
}

/* a and b name one field, or one is a member of the other */
static bool same_path(const char *a, const char *b)
{
	size_t n = strlen(a), m = strlen(b);

	if (n > m) {
		const char *t = a;

		a = b;
		b = t;
		n = m;
	}
	return !strncmp(a, b, n) && (!b[n] || b[n] == '.' || b[n] == '[');
}

static void c2c_cite(struct cl_rank_factors *f, const struct cl_c2c_access *a, bool write)
{
	for (unsigned int i = 0; i < f->nr_cites; i++) {
		struct cl_c2c_cite *c = &f->cites[i];

		if (c->offset == a->offset && c->write == write && !strcmp(c->function, a->function)) {
			c->hitm += a->hitm;
			return;
		}
	}
	if (f->nr_cites < CL_C2C_CITES)
		f->cites[f->nr_cites++] = (struct cl_c2c_cite){ a->offset, a->function, write, a->hitm };
}

static void c2c_match(const struct cl_infer *inf, const struct cl_finding *fd,
		      const struct field_window *w, int64_t lo, struct cl_c2c_line *l,
		      struct cl_rank_factors *f)
{
	const struct cl_record *rec = inf->inferred->records[w->ri];
	/* a line writer's finding: that field writes, the finding's own reads */
	const char *wname = f->line_writes ? f->line_writer : fd->names[0];
	const char *rname = f->line_writes ? fd->names[0] : fd->names[1];
	int rd = f->single && !f->line_writes ? 0 : 1;
	double all = 0, matched = 0, read_hitm = 0;
	bool w_seen = false;
	struct cl_rank_factors tmp = *f;

	tmp.nr_cites = 0;
	for (size_t k = 0; k < l->nr_accesses; k++) {
		const struct cl_c2c_access *a = &l->accesses[k];
		int64_t b = lo + (int64_t)a->offset;
		bool writes;
		size_t i;
		int side = -1;

		all += a->hitm + a->stores;
		if (!a->function || b < 0)
			continue;
		i = c2c_field(inf, w, (uint64_t)b, a->function, &writes);
		if (i == SIZE_MAX)
			continue;
		matched += a->hitm + a->stores;
		if (wname && same_path(rec->fields[i].name, wname))
			side = 0;
		else if (rname && same_path(rec->fields[i].name, rname))
			side = 1;
		if (side < 0)
			continue;
		if (side == 0)
			w_seen = true;
		if (side == rd)
			read_hitm += a->hitm;
		c2c_cite(&tmp, a, a->stores > 0 || (writes && a->hitm <= 0));
	}
	if (all <= 0 || matched * 2 <= all)
		return;
	l->nr_findings++;
	f->c2c_lines++;
	f->c2c_line_hitm += l->hitm;
	if (w_seen) {
		f->c2c_hitm += read_hitm;
		f->c2c_write_seen = true;
	}
	/* the cites of the line that says most about the pair */
	if (tmp.nr_cites && (!f->nr_cites || read_hitm > f->cites[0].hitm)) {
		f->nr_cites = tmp.nr_cites;
		memcpy(f->cites, tmp.cites, sizeof(f->cites));
	}
}

/*
 * The measured factor: 1 + the HITMs on the read side's offsets of every
 * c2c line attributed to the finding's line (when the write side is
 * measured there too: else the line's writes come from another field).
 * A sampled HITM outweighs any estimate (scores are 1e-4 .. 1), so measured
 * pairs rank first, in the order of their HITMs times the code's factors.
 */
static void c2c_factor(const struct cl_infer *inf, const struct cl_finding *fd,
		       const struct cl_strtab *recs, struct cl_rank_factors *f)
{
	size_t r = (size_t)(uintptr_t)strtab__lookup(recs, fd->record);
	uint64_t ls = inf->settings->line_size;
	int64_t lo = (int64_t)(fd->cacheline * ls) - (int64_t)fd->start_offset;
	struct field_window w = { 0 };

	f->c2c = 1;
	if (!inf->c2c || !r || !fd->names[0])
		return;
	f->c2c_total = inf->c2c->total_hitm;
	f->c2c_peer = inf->c2c->peer;
	f->c2c_mem = inf->c2c->mem;
	field_window__fill(&w, inf, r - 1, lo, ls);
	for (size_t i = 0; w.nr && i < inf->c2c->nr_lines; i++)
		c2c_match(inf, fd, &w, lo, &inf->c2c->lines[i], f);
	free(w.idx);
	f->c2c_no_writer = f->c2c_lines && !f->c2c_write_seen;
	f->c2c_no_reader = f->c2c_lines && f->c2c_write_seen && f->c2c_hitm <= 0;
	f->c2c = 1 + f->c2c_hitm;
	/* the writes first, then the reads, each by offset */
	for (unsigned int i = 1; i < f->nr_cites; i++)
		for (unsigned int j = i; j > 0; j--) {
			struct cl_c2c_cite *a = &f->cites[j - 1], *b = &f->cites[j], t;

			if (a->write > b->write || (a->write == b->write && a->offset <= b->offset))
				break;
			t = *a;
			*a = *b;
			*b = t;
		}
}

/*
 * The heaviest hot-written field of the line other than the finding's own:
 * a field declared write-hot that only cold code writes costs its readers
 * the misses of the fields written beside it, which a move to a read-mostly
 * line saves them.  NULL when no other field there is written hot.
 */
static const struct cl_evidence *line_writer(const struct cl_infer *inf,
					     const struct line_view *lv, const char *except,
					     const char **name)
{
	const struct cl_evidence *best = NULL;

	*name = NULL;
	for (size_t k = 0; k < lv->nr; k++) {
		const struct cl_evidence *ev = &inf->evidence[lv->rec][lv->fields[k]];
		const char *fname = inf->inferred->records[lv->rec]->fields[lv->fields[k]].name;

		if (same_field(fname, except) || writes(ev) <= 0)
			continue;
		if (!best || writes(ev) > writes(best)) {
			best = ev;
			*name = fname;
		}
	}
	return best;
}

static void line_writer_sides(const struct cl_infer *inf, const struct cl_finding *fd,
			      const struct cl_strtab *recs, struct line_view *lv,
			      const struct cl_evidence *ev, struct cl_rank_factors *f)
{
	const struct cl_evidence *w;

	f->single = true;
	f->line_writes = true;
	line_view__fill(lv, inf, recs, fd);
	w = line_writer(inf, lv, fd->names[0], &f->line_writer);
	write_side(inf, w, false, fd->record, f);
	if (!w)
		f->cpus_why = "no hot writer";
	read_side(inf, lv, ev, w, false, f);
	f->avoidable = 1;
}

/* The write and read sides of a pair, or of one field against its readers. */
static void sides(const struct cl_infer *inf, const struct cl_finding *fd,
		  const struct cl_strtab *recs, struct line_view *lv,
		  const struct cl_evidence *ev[2], struct cl_rank_factors *f)
{
	const struct cl_evidence *wev = ev[0], *rev = ev[1];
	int w = 0, rd = 1;

	/* a role-contradiction or straddle: the field against its own readers */
	if (!fd->names[1] || fd->rule == CL_RULE_ROLE_CONTRADICTION) {
		f->single = true;
		rev = wev;
		rd = 0;
	}
	if (!f->single)
		line_view__fill(lv, inf, recs, fd);
	/* false-sharing and silent-store name the write side first */
	write_side(inf, wev, fd->origins[w] != CL_ORIGIN_CODE && fd->roles[w] == CL_ROLE_WRITE_HOT,
		   fd->record, f);
	read_side(inf, f->single ? NULL : lv, rev, wev,
		  fd->origins[rd] != CL_ORIGIN_CODE && fd->roles[rd] == CL_ROLE_READ_HOT, f);
	if (fd->rule == CL_RULE_WRITE_CONTENTION) {
		/* two writers: the lesser write rate bounds the transfers */
		double other = rev ? writes(rev) : 0;

		f->read_share = 1;
		f->reader_rate = other < f->write_rate ? other : f->write_rate;
	}
	if (!f->single && fd->rule == CL_RULE_FALSE_SHARING && wev && !f->declared_write)
		avoidable(inf, fd, lv, wev, f);
	else
		f->avoidable = 1;
}

static void score(const struct cl_infer *inf, const struct cl_finding *fd,
		  const struct cl_strtab *recs, struct line_view *lv, struct cl_rank_factors *f)
{
	const struct cl_evidence *ev[2] = { NULL, NULL };

	memset(f, 0, sizeof(*f));
	f->c2c = 1;
	for (int k = 0; k < 2; k++)
		if (fd->names[k])
			ev[k] = infer__evidence(inf, fd->record, fd->names[k], NULL);
	if (!fd->names[0])
		return;
	if (fd->rule == CL_RULE_ROLE_CONTRADICTION && fd->roles[0] == CL_ROLE_WRITE_HOT)
		line_writer_sides(inf, fd, recs, lv, ev[0], f);
	else
		sides(inf, fd, recs, lv, ev, f);
	f->score = f->write_rate * f->avoidable * f->cpus * f->reader_rate * f->read_share;
	if (f->own_reads)
		f->score *= 0.1;
	/* one field across two lines: each access may take both, no pair */
	if (fd->rule == CL_RULE_STRADDLE)
		f->score *= 0.5;
	c2c_factor(inf, fd, recs, f);
	f->score *= f->c2c;
}

struct ranked {
	struct cl_finding finding;
	struct cl_rank_factors factors;
	size_t order;
};

static int by_score(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->factors.score != y->factors.score)
		return x->factors.score > y->factors.score ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

void infer__rank(struct cl_infer *inf, size_t top)
{
	size_t n = inf->chk.nr_findings;
	struct line_view lv = { 0 };
	struct cl_strtab *recs;
	struct ranked *r;

	if (!inf->rank)
		return;
	recs = strtab__new();
	for (size_t i = 0; i < inf->inferred->nr_records; i++)
		strtab__insert(recs, inf->inferred->records[i]->key, (void *)(uintptr_t)(i + 1));
	r = xzalloc((n + 1) * sizeof(*r));
	for (size_t i = 0; inf->c2c && i < inf->c2c->nr_lines; i++)
		inf->c2c->lines[i].nr_findings = 0;
	for (size_t i = 0; i < n; i++) {
		r[i].finding = inf->chk.findings[i];
		r[i].order = i;
		score(inf, &r[i].finding, recs, &lv, &r[i].factors);
	}
	free(lv.fields);
	strtab__delete(recs);
	qsort(r, n, sizeof(*r), by_score);
	free(inf->factors);
	inf->factors = xzalloc((n + 1) * sizeof(*inf->factors));
	for (size_t i = 0; i < n; i++) {
		inf->chk.findings[i] = r[i].finding;
		inf->factors[i] = r[i].factors;
	}
	free(r);
	inf->nr_all_findings = n;
	if (top && top < n)
		inf->chk.nr_findings = top;
}

const struct cl_rank_factors *infer__rank_factors(const struct cl_infer *inf, size_t i)
{
	return inf->factors && i < inf->nr_all_findings ? &inf->factors[i] : NULL;
}

/* 1234567 -> "1,234,567" */
static void print_count(const struct cl_printer *p, double v)
{
	char digits[32];
	int n = snprintf(digits, sizeof(digits), "%.0f", v < 0 ? 0 : v);

	for (int i = 0; i < n; i++)
		printer__printf(p, "%s%c", i && (n - i) % 3 == 0 ? "," : "", digits[i]);
}

static void print_share(const struct cl_printer *p, double part, double total)
{
	double pct = total > 0 ? 100 * part / total : 0;

	printer__printf(p, pct < 10 ? "%.1f%%" : "%.0f%%", pct);
}

/*
 * "c2c: 8,005 HITM (49% of the total) on this line, offsets 0x0 written by
 * cpupri_set, 0x8 read by cpupri_find_fitness; x 3,202 (1 + 3,201 HITM on
 * the read side)"
 */
static void rank__print_c2c(const struct cl_printer *p, const struct cl_rank_factors *f)
{
	const char *what = f->c2c_peer ? "peer snoops" : "HITM";

	printer__puts(p, f->c2c_mem ? "perf mem: " : "c2c: ");
	print_count(p, f->c2c_line_hitm);
	printer__printf(p, " %s (", what);
	print_share(p, f->c2c_line_hitm, f->c2c_total);
	if (f->c2c_lines == 1)
		printer__puts(p, " of the total) on this line");
	else
		printer__printf(p, " of the total) on %u lines like it", f->c2c_lines);
	for (unsigned int i = 0; i < f->nr_cites; i++)
		printer__printf(p, "%s0x%llx %s by %s", i ? ", " : ", offsets ",
				(unsigned long long)f->cites[i].offset,
				f->cites[i].write ? "written" : "read", f->cites[i].function);
	if (f->c2c_no_writer) {
		printer__printf(p, "; no measured access to the write side: the line's %s come "
				"from another field's writes, x 1", what);
		return;
	}
	if (f->c2c_no_reader) {
		printer__printf(p, "; no %s measured on the read side, x 1", what);
		return;
	}
	printer__puts(p, "; x ");
	print_count(p, f->c2c);
	printer__puts(p, " (1 + ");
	print_count(p, f->c2c_hitm);
	printer__printf(p, " %s on the %s)", what, f->single ? "field" : "read side");
}

void rank__print_text(const struct cl_printer *p, const struct cl_rank_factors *f)
{
	printer__printf(p, "rank: score %.3g = write rate %.3g", f->score, f->write_rate);
	if (f->line_writes && !f->line_writer)
		printer__puts(p, " (no other field of the line is written hot)");
	else if (f->line_writes)
		printer__printf(p, " (of '%s' on its line%s", f->line_writer, f->top_writer ? ", " : ")");
	if (f->declared_write)
		printer__puts(p, " (declared, no hot writer seen)");
	else if (f->top_writer)
		printer__printf(p, "%stop %s %.3g%s%s)", f->line_writer ? "" : " (",
				f->top_writer, f->top_writer_rate,
				f->writer_entry ? " from " : ", no hot entry reaches it",
				f->writer_entry ? f->writer_entry : "");
	if (!f->single)
		printer__printf(p, " x alone %.2f (%u of its writers also write the line)",
				f->avoidable, f->line_cowriters);
	printer__printf(p, " x cpus %.3g (%s%s%s%s)", f->cpus, f->cpus_why ? f->cpus_why : "",
			f->lock ? ", every writer holds " : "", f->lock ? f->lock : "",
			f->own_writes ? ", the task's own" : "");
	if (f->single && !f->line_writes)
		printer__printf(p, " x reader rate %.3g (%u reader%s%s)", f->reader_rate,
				f->remote_readers, f->remote_readers == 1 ? "" : "s",
				f->many_readers ? " shown of more" : "");
	else
		printer__printf(p, " x remote reader rate %.3g (%u hot reader%s not writing the line%s; "
				"%u writing it", f->reader_rate, f->remote_readers,
				f->remote_readers == 1 ? "" : "s", f->many_readers ? ", of more" : "",
				f->line_writing_readers);
	if (f->top_reader)
		printer__printf(p, "; top %s %.3g%s%s", f->top_reader, f->top_reader_rate,
				f->reader_entry ? " from " : "", f->reader_entry ? f->reader_entry : "");
	if (f->declared_read)
		printer__puts(p, "; declared, no hot reader seen");
	if (!f->single || f->line_writes)
		printer__puts(p, ")");
	printer__printf(p, " x read share %.2f (reads %.3g; the write side's own %.2f)%s",
			f->read_share, f->read_rate, f->w_read_share,
			f->own_reads ? " x 0.1 (the task's own reads)" : "");
	if (f->c2c_lines) {
		printer__puts(p, " x c2c ");
		print_count(p, f->c2c);
		printer__puts(p, "\n    ");
		rank__print_c2c(p, f);
	}
}

static void key_number(const struct cl_printer *p, const char *key, double v, bool comma)
{
	printer__printf(p, "%s\"%s\": ", comma ? ", " : "", key);
	printer__number(p, v);
}

static void key_string(const struct cl_printer *p, const char *key, const char *v)
{
	printer__printf(p, ", \"%s\": ", key);
	if (v)
		json__print_string(p, v);
	else
		printer__puts(p, "null");
}

void rank__print_json(const struct cl_printer *p, const struct cl_rank_factors *f)
{
	key_number(p, "score", f->score, false);
	printer__puts(p, ", \"factors\": {");
	key_number(p, "write_rate", f->write_rate, false);
	key_number(p, "atomic_share", f->atomic_share, true);
	key_number(p, "alone", f->avoidable, true);
	key_number(p, "line_cowriters", f->line_cowriters, true);
	key_number(p, "cpus", f->cpus, true);
	key_string(p, "cpus_why", f->cpus_why);
	key_string(p, "lock", f->lock);
	key_string(p, "top_writer", f->top_writer);
	key_number(p, "top_writer_rate", f->top_writer_rate, true);
	key_string(p, "writer_entry", f->writer_entry);
	if (f->line_writes)
		key_string(p, "line_writer", f->line_writer);
	key_number(p, "remote_readers", f->remote_readers, true);
	key_number(p, "line_writing_readers", f->line_writing_readers, true);
	key_number(p, "reader_rate", f->reader_rate, true);
	key_string(p, "top_reader", f->top_reader);
	key_number(p, "top_reader_rate", f->top_reader_rate, true);
	key_string(p, "reader_entry", f->reader_entry);
	key_number(p, "read_rate", f->read_rate, true);
	key_number(p, "read_share", f->read_share, true);
	key_number(p, "write_side_read_share", f->w_read_share, true);
	printer__printf(p, ", \"own_writes\": %s, \"own_reads\": %s, \"declared_write\": %s, "
			"\"declared_read\": %s", f->own_writes ? "true" : "false",
			f->own_reads ? "true" : "false", f->declared_write ? "true" : "false",
			f->declared_read ? "true" : "false");
	/* --c2c given: the measured factor, and what it was measured on */
	if (f->c2c_total > 0) {
		key_number(p, "c2c", f->c2c, true);
		printer__puts(p, ", \"c2c_measured\": ");
		if (!f->c2c_lines) {
			printer__puts(p, "null");
		} else {
			printer__puts(p, "{");
			key_number(p, "hitm", f->c2c_hitm, false);
			key_number(p, "line_hitm", f->c2c_line_hitm, true);
			key_number(p, "total_hitm", f->c2c_total, true);
			key_number(p, "lines", f->c2c_lines, true);
			printer__printf(p, ", \"peer\": %s, \"write_side_measured\": %s, "
					"\"accesses\": [", f->c2c_peer ? "true" : "false",
					f->c2c_no_writer ? "false" : "true");
			for (unsigned int i = 0; i < f->nr_cites; i++) {
				printer__printf(p, "%s{\"offset\": %llu, \"function\": ", i ? ", " : "",
						(unsigned long long)f->cites[i].offset);
				json__print_string(p, f->cites[i].function);
				printer__printf(p, ", \"access\": \"%s\"",
						f->cites[i].write ? "write" : "read");
				key_number(p, "hitm", f->cites[i].hitm, true);
				printer__puts(p, "}");
			}
			printer__puts(p, "]}");
		}
	}
	printer__puts(p, "}");
}

/*
 * A c2c line no finding covers: the struct lines its accesses resolve to
 * (the same rule as a finding's, over every line of every record whose
 * fields its functions access), or none.  A struct line named here has no
 * finding because the code's roles did not pair its fields: what to read
 * first when the measure and the code disagree.
 */
static void c2c_resolve(const struct cl_printer *p, const struct cl_infer *inf,
			const struct cl_c2c_line *l, const bool *named_by_c2c)
{
	uint64_t ls = inf->settings->line_size;
	struct field_window fw = { 0 };
	unsigned int shown = 0;
	double all = 0;

	for (size_t k = 0; k < l->nr_accesses; k++)
		all += l->accesses[k].hitm + l->accesses[k].stores;
	for (size_t ri = 0; ri < inf->inferred->nr_records && shown < 4; ri++) {
		const struct cl_record *rec = inf->inferred->records[ri];

		/* only records some function of the file accesses */
		if (!named_by_c2c[ri])
			continue;
		for (uint64_t line = 0; line * ls < rec->byte_size && shown < 4; line++) {
			double matched = 0;

			field_window__fill(&fw, inf, ri, (int64_t)(line * ls), ls);
			for (size_t k = 0; fw.nr && k < l->nr_accesses; k++) {
				const struct cl_c2c_access *a = &l->accesses[k];
				bool w;

				if (a->function &&
				    c2c_field(inf, &fw, line * ls + a->offset, a->function, &w) != SIZE_MAX)
					matched += a->hitm + a->stores;
			}
			if (all > 0 && matched * 2 > all) {
				printer__printf(p, "%s'%s' line %llu", shown ? ", " : ": resolves to ",
						rec->key, (unsigned long long)line);
				shown++;
			}
		}
	}
	free(fw.idx);
	if (!shown)
		printer__puts(p, ": resolves to no struct line (its functions and offsets match "
			      "no access record)");
}

/*
 * The records some field of which a function of the c2c file (or one it
 * calls: perf names inlined code by its caller) reads or writes: found once,
 * by name lookups, so that resolving a line visits only those.
 */
static bool *c2c_named_records(const struct cl_infer *inf)
{
	const struct cl_callgraph *cg = inf->profile->callgraph;
	struct cl_strtab *fns = strtab__new();
	bool *named = xzalloc((inf->inferred->nr_records + 1) * sizeof(*named));

	for (size_t i = 0; i < inf->c2c->nr_lines; i++)
		for (size_t k = 0; k < inf->c2c->lines[i].nr_accesses; k++) {
			const char *fn = inf->c2c->lines[i].accesses[k].function;
			size_t idx;

			if (!fn)
				continue;
			strtab__set(fns, fn, (void *)1);
			idx = cg && cg->solved ? (size_t)(uintptr_t)strtab__lookup(cg->fn_index, fn) : 0;
			for (size_t c = idx && idx <= cg->nr_fns ? cg->from.start[idx - 1] : 0;
			     idx && idx <= cg->nr_fns && c < cg->from.start[idx]; c++) {
				size_t callee = cg->calls[cg->from.items[c]].callee;

				if (callee != SIZE_MAX)
					strtab__set(fns, cg->fns[callee].name, (void *)1);
			}
		}
	for (size_t ri = 0; ri < inf->inferred->nr_records; ri++) {
		const struct cl_record *rec = inf->inferred->records[ri];

		for (size_t i = 0; i < rec->nr_fields && !named[ri]; i++) {
			const struct cl_evidence *ev = &inf->evidence[ri][i];

			for (unsigned int k = 0; k < ev->nr_writers && !named[ri]; k++)
				named[ri] = strtab__lookup(fns, ev->writers[k]) != NULL;
			for (unsigned int k = 0; k < ev->nr_readers && !named[ri]; k++)
				named[ri] = strtab__lookup(fns, ev->readers[k]) != NULL;
		}
	}
	strtab__delete(fns);
	return named;
}

void rank__print_c2c_uncovered(const struct cl_printer *p, const struct cl_infer *inf)
{
	size_t nr = 0;
	bool *named;

	if (!inf->c2c)
		return;
	named = c2c_named_records(inf);
	for (size_t i = 0; i < inf->c2c->nr_lines; i++)
		nr += !inf->c2c->lines[i].nr_findings;
	printer__printf(p, "cachelint infer: c2c: %zu cache line%s read from %s, %zu covered by "
			"no finding\n", inf->c2c->nr_lines, inf->c2c->nr_lines == 1 ? "" : "s",
			inf->c2c->path, nr);
	for (size_t i = 0; i < inf->c2c->nr_lines; i++) {
		const struct cl_c2c_line *l = &inf->c2c->lines[i];

		if (l->nr_findings)
			continue;
		if (l->data_symbol)
			printer__printf(p, "cachelint infer: c2c: line %u (%s+0x%llx, ", l->index,
					l->data_symbol, (unsigned long long)l->address);
		else
			printer__printf(p, "cachelint infer: c2c: line %u (0x%llx, ", l->index,
					(unsigned long long)l->address);
		print_count(p, l->hitm);
		printer__printf(p, " %s, ", inf->c2c->peer ? "peer snoops" : "HITM");
		print_share(p, l->hitm, inf->c2c->total_hitm);
		printer__puts(p, " of the total; ");
		for (size_t k = 0; k < l->nr_accesses && k < 4; k++)
			printer__printf(p, "%s0x%llx %s", k ? ", " : "",
					(unsigned long long)l->accesses[k].offset,
					l->accesses[k].function ? l->accesses[k].function : "?");
		printer__printf(p, "%s) covered by no finding", l->nr_accesses > 4 ? ", ..." : "");
		c2c_resolve(p, inf, l, named);
		printer__puts(p, "\n");
	}
	free(named);
}

void infer__print_ranking_json(const struct cl_printer *p, void *ctx)
{
	const struct cl_infer *inf = ctx;

	printer__puts(p, ",\n  \"ranking\": [");
	for (size_t i = 0; inf->factors && i < inf->chk.nr_findings; i++) {
		const struct cl_finding *f = &inf->chk.findings[i];

		/* named, not by index: the report may group the pairs per line */
		printer__printf(p, "%s\n    {\"rank\": %zu, \"rule\": \"%s\"", i ? "," : "", i + 1,
				rule__name(f->rule));
		key_string(p, "struct", f->record);
		printer__puts(p, ", \"fields\": [");
		for (int k = 0; k < 2 && f->names[k]; k++) {
			printer__puts(p, k ? ", " : "");
			json__print_string(p, f->names[k]);
		}
		printer__printf(p, "], \"cacheline\": %llu, ", (unsigned long long)f->cacheline);
		rank__print_json(p, &inf->factors[i]);
		printer__puts(p, "}");
	}
	printer__puts(p, "\n  ]");
}
