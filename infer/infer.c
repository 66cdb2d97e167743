// SPDX-License-Identifier: GPL-2.0
/*
 * Roles from the code.  Every layout record that the build's code touches is
 * flattened; each flattened field collects the profile entries that name it
 * (its container's path, and the embedded record's own path when that record
 * is embedded in one place only, so a pointer to it can only point there);
 * thresholds turn the evidence into a role.  The flattened records, with
 * those roles (origin "code"), then go through the ordinary rules.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hotfns.h"
#include "infer.h"
#include "infer_rank.h"
#include "report.h"
#include "strtab.h"
#include "xalloc.h"

void infer_settings__init(struct cl_infer_settings *s)
{
	memset(s, 0, sizeof(*s));
	s->rmw_functions = 1;
	s->store_functions = 2;
	s->store_weight = 8;
	s->read_functions = 2;
	s->read_ratio = 4;
	s->silent_weight = 0.25;
	s->init_fields = 4;
	s->contradiction_weight = 8;
	s->max_embeddings = 1;
	s->setup_names = true;
	s->global_locks_cold = true;
	s->cold_callers = true;
	s->settle_passed = true;
	s->silent_readers = 1;
	s->require_concurrency = true;
	s->drop_cowritten = true;
	s->drop_serialized = true;
	s->drop_own = true;
	s->fresh_writes_cold = true;
	s->cowrite_depth = 3;
	s->generic_embeddings = 8;
	s->drop_line_units = true;
	s->rmw_over_reads = 2;
	/* half an unlikely() branch (0.1): the kernel's unlikely() is no
	 * rare path (update_rq_clock_pelt() on an idle CPU, docs/infer-model.md) */
	s->min_write_weight = 0.05;
	s->rank_base_rate = 0.1;
}

/*
 * Setup words.  The lifetime ones (an object's allocation, creation, fork
 * and end) also name allocators and per-connection paths, so code they
 * call is not cold on their account: __alloc_pages() calls
 * get_page_from_freelist(), __free_pages() frees into the per-CPU lists.
 */
static const char *const config_words[] = {
	"init", "setup", "cleanup", "exit", "register", "unregister",
	"online", "offline", "hotplug", "show", "dump", "sysctl", "probe",
};
static const char *const lifetime_words[] = {
	"alloc", "free", "destroy", "create", "fork", "execve",
};
/*
 * Last words only: inet_release() and kobject_release() end an object's
 * life, release_sock() and rpc_task_release_xprt() run on every send and
 * every RPC.
 */
static const char *const lifetime_last_words[] = { "release" };

#define WORDS(a) (a), sizeof(a) / sizeof((a)[0])

static bool word_in(const char *w, size_t len, const char *const *words, size_t nr)
{
	for (size_t i = 0; i < nr; i++)
		if (len == strlen(words[i]) && !strncmp(w, words[i], len))
			return true;
	return false;
}

/* Does a word of name (split at '_' and ':') name setup code? */
static bool has_setup_word(const char *name, bool lifetime)
{
	const char *w = name;

	while (*w) {
		size_t len = strcspn(w, "_:");
		const char *next = w + len + strspn(w + len, "_:");

		if (word_in(w, len, WORDS(config_words)) ||
		    (lifetime && (word_in(w, len, WORDS(lifetime_words)) ||
				  (!*next && word_in(w, len, WORDS(lifetime_last_words))))))
			return true;
		w = next;
	}
	return false;
}

bool infer__setup_function(const char *name)
{
	return has_setup_word(name, true);
}

bool infer__config_function(const char *name)
{
	return has_setup_word(name, false);
}

static double write_weight(const double w[CL_ACCESS__COUNT])
{
	return w[CL_ACCESS_STORE] + w[CL_ACCESS_RMW];
}

bool infer__read_mostly(const struct cl_infer_settings *s, const struct cl_evidence *ev)
{
	return ev->functions[CL_ACCESS_LOAD] >= s->read_functions &&
	       ev->weight[CL_ACCESS_LOAD] >= s->read_ratio * write_weight(ev->weight);
}

enum cl_role infer__role(const struct cl_infer_settings *s, const struct cl_evidence *ev)
{
	if (!ev->any)
		return CL_ROLE_NONE;
	/* its writers still write the line: evidence for true sharing */
	if (ev->lock_word && !s->lock_words)
		return CL_ROLE_COLD;
	/*
	 * Atomic RMWs from several hot functions take the line exclusive
	 * however often it is read (rq->nr_iowait: inc on block, dec on
	 * wakeup).  One RMW function among many readers is more often a setup
	 * path (cpumask_set_cpu(cpu, rd->span) in rq_attach_root()).
	 */
	if (s->rmw_over_reads && ev->functions[CL_ACCESS_RMW] >= s->rmw_over_reads)
		return CL_ROLE_WRITE_HOT;
	/* read-mostly next: a field read far more than written stays Shared */
	if (infer__read_mostly(s, ev))
		return CL_ROLE_READ_HOT;
	if ((s->rmw_functions && ev->functions[CL_ACCESS_RMW] >= s->rmw_functions) ||
	    (s->store_functions && ev->functions[CL_ACCESS_STORE] >= s->store_functions) ||
	    (ev->top_writer && write_weight(ev->top_writer->weight) >= s->store_weight))
		return CL_ROLE_WRITE_HOT;
	return CL_ROLE_COLD;
}

static void describe_site(struct cl_buf *b, const char *what, const struct cl_access_site *s)
{
	struct cl_printer p = printer__buf(b);

	printer__printf(&p, "%s %s", what, s->function);
	if (s->pos.file)
		printer__printf(&p, " (%s:%u)", s->pos.file, s->pos.line);
	printer__printf(&p, " [%u load, %u store, %u rmw; weight %.3g/%.3g/%.3g]",
			s->count[0], s->count[1], s->count[2], s->weight[0], s->weight[1],
			s->weight[2]);
}

char *evidence__describe(const struct cl_evidence *ev)
{
	struct cl_buf b = { 0 };
	struct cl_printer p = printer__buf(&b);
	char *out;

	printer__printf(&p, "hot code: %u function(s) with RMW, %u storing, %u loading",
			ev->functions[CL_ACCESS_RMW], ev->functions[CL_ACCESS_STORE],
			ev->functions[CL_ACCESS_LOAD]);
	if (ev->top_writer)
		describe_site(&b, "; top writer", ev->top_writer);
	if (ev->top_reader)
		describe_site(&b, "; top reader", ev->top_reader);
	if (!ev->top_writer && ev->cold_writer && ev->cold_writer != ev->rare_writer &&
	    ev->cold_writer != ev->fresh_writer)
		describe_site(&b, "; written only in cold/init code, e.g.", ev->cold_writer);
	if (ev->fresh_writer)
		describe_site(&b, "; writes into new objects only (initialization), e.g.",
			      ev->fresh_writer);
	if (ev->rare_writer)
		describe_site(&b, "; rare writes (under the minimum write weight), e.g.",
			      ev->rare_writer);
	/* with --rank: the weights times their functions' rates (infer_rank.h) */
	if (ev->rate[CL_ACCESS_LOAD] + write_weight(ev->rate) > 0)
		printer__printf(&p, "; rated reads %.3g, writes %.3g (read share %.2f)",
				ev->rate[CL_ACCESS_LOAD], write_weight(ev->rate),
				ev->rate[CL_ACCESS_LOAD] /
				(ev->rate[CL_ACCESS_LOAD] + write_weight(ev->rate)));
	out = xstrdup(b.data ? b.data : "");
	buf__exit(&b);
	return out;
}

/*
 * The functions cold by themselves: every site the pass saw in them is
 * cold (__init, a cold attribute: a static name can be cold in one unit
 * and not in another), or their name is a setup word's.
 */
static void solve_cold(const struct cl_access_profile *profile, const struct cl_infer_settings *is)
{
	struct cl_callgraph *cg = profile->callgraph;
	unsigned char *seen = xzalloc(cg->nr_fns + 1);	/* bit 0: cold site, bit 1: hot */

	for (size_t i = 0; i < profile->nr_fields; i++)
		for (size_t j = 0; j < profile->fields[i]->nr_sites; j++) {
			const struct cl_access_site *st = &profile->fields[i]->sites[j];
			size_t idx = (size_t)(uintptr_t)strtab__lookup(cg->fn_index, st->function);

			if (idx)
				seen[idx - 1] |= st->cold ? 1 : 2;
		}
	for (size_t i = 0; i < cg->nr_fns; i++)
		if (seen[i] == 1 || (is->setup_names && infer__config_function(cg->fns[i].name)))
			callgraph__mark_cold(cg, cg->fns[i].name);
	free(seen);
	callgraph__solve_cold(cg, is->global_locks_cold);
}

void infer__init(struct cl_infer *inf, const struct cl_infer_settings *is,
		 const struct cl_settings *s, const struct cl_unit *layouts,
		 const struct cl_access_profile *profile)
{
	memset(inf, 0, sizeof(*inf));
	inf->isettings = is;
	inf->settings = s;
	inf->layouts = layouts;
	inf->profile = profile;
	inf->inferred = unit__new("inferred");
	check__init(&inf->chk, s);
	if (profile && profile->callgraph && !profile->callgraph->solved)
		callgraph__solve(profile->callgraph);
	if (profile && profile->callgraph && is->cold_callers)
		solve_cold(profile, is);
	if (profile && profile->callgraph && is->rank) {
		inf->rank = xzalloc(sizeof(*inf->rank));
		rank__solve(inf->rank, profile->callgraph, is->rank_base_rate);
	}
}

void infer__use_profile(struct cl_infer *inf, struct cl_hotfns *h)
{
	inf->hot = h;
	if (inf->profile && inf->profile->callgraph)
		hotfns__solve(h, inf->profile->callgraph);
}

void infer__exit(struct cl_infer *inf)
{
	for (size_t r = 0; r < inf->inferred->nr_records; r++) {
		for (size_t i = 0; i < inf->inferred->records[r]->nr_fields; i++)
			free(inf->annotation[r][i]);
		free(inf->annotation[r]);
		free(inf->evidence[r]);
	}
	free(inf->annotation);
	free(inf->evidence);
	/* the findings past --top are the check's too */
	if (inf->nr_all_findings > inf->chk.nr_findings)
		inf->chk.nr_findings = inf->nr_all_findings;
	check__exit(&inf->chk);
	if (inf->rank)
		rank__exit(inf->rank);
	free(inf->rank);
	free(inf->factors);
	unit__delete(inf->inferred);
	strtab__delete(inf->field_index);
	if (inf->embeds)
		strtab__delete(inf->embeds);
}

size_t infer__embed_count(const struct cl_infer *inf, const char *key)
{
	return inf->embeds ? (size_t)(uintptr_t)strtab__lookup(inf->embeds, key) : 0;
}

/* "pri_to_cpu[3].count" -> "pri_to_cpu[].count": the profile's spelling. */
static char *normalize(const char *name)
{
	char *out = xmalloc(strlen(name) + 1), *o = out;

	for (const char *s = name; *s; s++) {
		*o++ = *s;
		if (*s == '[')
			while (s[1] && s[1] != ']')
				s++;
	}
	*o = 0;
	return out;
}

/* The path of components [from..] of a dotted name, or NULL past the end. */
static const char *components_from(const char *name, unsigned int from)
{
	for (; from; from--) {
		name = strchr(name, '.');
		if (!name)
			return NULL;
		name++;
	}
	return name;
}

/* Is level d (d >= 1) an array element: does component d-1 end in "[]"? */
static bool entered_by_array(const char *norm, unsigned int d)
{
	const char *c = components_from(norm, d - 1), *dot;

	if (!c)
		return false;
	dot = strchr(c, '.');
	return dot && dot - c >= 2 && dot[-1] == ']';
}

struct evidence_builder {
	struct cl_infer *inf;
	struct cl_strtab *init_fns;	/* "record\nfunction" -> fields set to constants */
	const struct cl_access_site *seen[64];
	size_t nr_seen;
};

static size_t embed_count(const struct evidence_builder *eb, const char *key)
{
	return infer__embed_count(eb->inf, key);
}

static bool is_initialiser(const struct evidence_builder *eb, const char *record,
			   const char *function)
{
	char *key = xasprintf("%s\n%s", record, function);
	size_t n = (size_t)(uintptr_t)strtab__lookup(eb->init_fns, key);

	free(key);
	return n >= eb->inf->isettings->init_fields;
}

static bool function_seen(const struct evidence_builder *eb, size_t upto, const char *fn,
			  enum cl_access_kind kind)
{
	for (size_t i = 0; i < upto; i++)
		if (eb->seen[i]->weight[kind] > 0 && !strcmp(eb->seen[i]->function, fn))
			return true;
	return false;
}

/* Adds fn to a list of at most CL_MAX_WRITERS functions; *many if full. */
static void note_function(const char **list, unsigned int *nr, bool *many, const char *fn)
{
	for (unsigned int k = 0; k < *nr; k++)
		if (!strcmp(list[k], fn))
			return;
	if (*nr < CL_MAX_WRITERS)
		list[(*nr)++] = fn;
	else
		*many = true;
}

/* The locks a site's accesses hold: its own, and its callers'. */
static cl_lockset site_locks(struct evidence_builder *eb, const struct cl_access_site *s)
{
	struct cl_callgraph *cg = eb->inf->profile->callgraph;

	cl_lockset held = callgraph__held(cg, s->function);

	return lockset__or(callgraph__lockset(cg, s->locks, s->nr_locks), &held);
}

static bool site_locked_globally(struct evidence_builder *eb, const struct cl_access_site *s)
{
	cl_lockset held = site_locks(eb, s);

	return lockset__has(&held, CL_GLOBAL_BIT);
}

/* Cold by what the code says: section, attribute, name, locks, callers. */
static bool cold_by_code(struct evidence_builder *eb, const struct cl_access_site *s)
{
	const struct cl_infer_settings *is = eb->inf->isettings;

	return s->cold || (is->setup_names && infer__setup_function(s->function)) ||
	       (is->global_locks_cold && site_locked_globally(eb, s)) ||
	       (is->cold_callers && callgraph__cold(eb->inf->profile->callgraph, s->function));
}

/* ... or by a run's profile, which never saw the function run */
static bool cold_site(struct evidence_builder *eb, const struct cl_access_site *s)
{
	return cold_by_code(eb, s) || (eb->inf->hot && !hotfns__hot(eb->inf->hot, s->function));
}

static void note_locks(struct evidence_builder *eb, struct cl_evidence *ev,
		       const struct cl_access_site *s, const double w[CL_ACCESS__COUNT])
{
	cl_lockset held = site_locks(eb, s);

	if (write_weight(w) > 0) {
		ev->writer_locks = ev->writer_locks_known ? lockset__and(ev->writer_locks, &held) : held;
		ev->writer_locks_known = true;
	}
	if (w[CL_ACCESS_LOAD] > 0) {
		ev->reader_locks = ev->reader_locks_known ? lockset__and(ev->reader_locks, &held) : held;
		ev->reader_locks_known = true;
	}
}

/* A hot access through another pointer than current: not the task's own. */
static void note_owner(struct evidence_builder *eb, struct cl_evidence *ev,
		       const struct cl_access_site *s, const double w[CL_ACCESS__COUNT])
{
	bool own = access_site__own(s, eb->inf->profile->callgraph);

	if (write_weight(w) > 0 && !own)
		ev->foreign_writer = true;
	if (w[CL_ACCESS_LOAD] > 0 && !own)
		ev->foreign_reader = true;
}

static bool counted_elsewhere(const struct evidence_builder *eb, const struct cl_access_site *s)
{
	/* the early inliner copied it into every caller: counted there */
	return callgraph__inlined(eb->inf->profile->callgraph, s->function);
}

/* The part of a site's writes of kind k made only on change. */
static double on_change_weight(const struct cl_access_site *s, enum cl_access_kind k)
{
	return k == CL_ACCESS_STORE ? s->on_change_weight : s->on_change_rmw_weight;
}

/*
 * Does hot code write the field (kind k: stores, or RMWs) other than only
 * on change?  Then it changes value often, and "if (x == 0) return; x = 0;"
 * clears what another store set (sched_info.last_queued): those writes are
 * as hot as the rest.  Otherwise a write made only on change is cold: it is
 * the guarded form the silent-store rule asks for.
 */
static bool written_unguarded(struct evidence_builder *eb, const struct cl_access_field *af,
			      enum cl_access_kind k)
{
	for (size_t j = 0; j < af->nr_sites; j++) {
		const struct cl_access_site *s = &af->sites[j];
		double unguarded = s->weight[k] - on_change_weight(s, k);

		/* a rare reset (drop_rare) changes it as rarely as they do */
		if (unguarded > 1e-9 && unguarded >= eb->inf->isettings->min_write_weight &&
		    !counted_elsewhere(eb, s) && !cold_site(eb, s))
			return true;
	}
	return false;
}

static void add_cold(struct cl_evidence *ev, const struct cl_access_site *s,
		     const double w[CL_ACCESS__COUNT])
{
	for (int k = 0; k < CL_ACCESS__COUNT; k++)
		ev->cold_weight[k] += w[k];
	if (write_weight(w) > 0 &&
	    (!ev->cold_writer || write_weight(w) > write_weight(ev->cold_writer->weight)))
		ev->cold_writer = s;
}

/*
 * A hot site's writes of store+RMW weight per call under min_write_weight
 * count as cold: a branch GCC guesses rare (nested conditions, one case of
 * a big switch: sk_setsockopt()'s SO_LINGER, an ICMP error, an ioctl)
 * would otherwise make a function that runs per event a hot writer.
 */
static void drop_rare(const struct cl_infer_settings *is, struct cl_evidence *ev,
		      const struct cl_access_site *s, double w[CL_ACCESS__COUNT])
{
	double rare[CL_ACCESS__COUNT] = { 0 };
	double writes = write_weight(w);

	if (writes <= 0 || writes >= is->min_write_weight)
		return;
	rare[CL_ACCESS_STORE] = w[CL_ACCESS_STORE];
	rare[CL_ACCESS_RMW] = w[CL_ACCESS_RMW];
	w[CL_ACCESS_STORE] = w[CL_ACCESS_RMW] = 0;
	add_cold(ev, s, rare);
	if (!ev->rare_writer || write_weight(s->weight) > write_weight(ev->rare_writer->weight))
		ev->rare_writer = s;
}

/*
 * A hot site that writes only into new objects initializes them: its
 * writes count as cold, as an __init function's do (fresh_writes_cold).
 */
static bool drop_fresh(struct evidence_builder *eb, struct cl_evidence *ev,
		       const struct cl_access_site *s, double w[CL_ACCESS__COUNT])
{
	double fresh[CL_ACCESS__COUNT] = { 0 };

	if (!eb->inf->isettings->fresh_writes_cold || write_weight(w) <= 0 ||
	    !access_site__fresh_writes(s, eb->inf->profile->callgraph))
		return false;
	fresh[CL_ACCESS_STORE] = w[CL_ACCESS_STORE];
	fresh[CL_ACCESS_RMW] = w[CL_ACCESS_RMW];
	w[CL_ACCESS_STORE] = w[CL_ACCESS_RMW] = 0;
	add_cold(ev, s, fresh);
	if (!ev->fresh_writer || write_weight(s->weight) > write_weight(ev->fresh_writer->weight))
		ev->fresh_writer = s;
	return true;
}

/*
 * The functions writing and reading the field, for the true-sharing
 * filters (infer_filter.c).  Rare writes stay in: those filters ask which
 * fields one operation touches, not how often, and leaving them out
 * brought back pairs the filters had dropped as true sharing, all judged
 * false (task_struct.saved_state against __state on kernel/sched).
 */
static void note_functions(struct cl_evidence *ev, const struct cl_access_site *s,
			   const double w[CL_ACCESS__COUNT])
{
	if (write_weight(w) > 0)
		note_function(ev->writers, &ev->nr_writers, &ev->many_writers, s->function);
	if (w[CL_ACCESS_LOAD] > 0)
		note_function(ev->readers, &ev->nr_readers, &ev->many_readers, s->function);
}

/* The site's writes of kind k made only on change count as cold. */
static void cool_on_change(struct cl_evidence *ev, const struct cl_access_site *s,
			   double w[CL_ACCESS__COUNT], enum cl_access_kind k)
{
	double part[CL_ACCESS__COUNT] = { 0 };
	double oc = on_change_weight(s, k);

	if (oc <= 0)
		return;
	part[k] = oc;
	w[k] = s->weight[k] > oc ? s->weight[k] - oc : 0;
	add_cold(ev, s, part);
}

static void add_rates(struct evidence_builder *eb, struct cl_evidence *ev,
		      const struct cl_access_site *s, const double w[CL_ACCESS__COUNT]);

static void add_entry(struct evidence_builder *eb, struct cl_evidence *ev,
		      const struct cl_access_field *af)
{
	bool on_change_hot = written_unguarded(eb, af, CL_ACCESS_STORE);
	/* a value other hot code changes, by store or RMW, needs setting again */
	bool on_change_rmw_hot = on_change_hot || written_unguarded(eb, af, CL_ACCESS_RMW);

	for (size_t j = 0; j < af->nr_sites; j++) {
		const struct cl_access_site *s = &af->sites[j];
		double w[CL_ACCESS__COUNT];
		bool any = false, fresh;

		if (counted_elsewhere(eb, s))
			continue;
		ev->any = true;
		if (cold_site(eb, s)) {
			if (write_weight(s->weight) > 0 && !cold_by_code(eb, s))
				ev->unsampled_writer = true;
			add_cold(ev, s, s->weight);
			continue;
		}
		memcpy(w, s->weight, sizeof(w));
		if (!on_change_hot)
			cool_on_change(ev, s, w, CL_ACCESS_STORE);
		if (!on_change_rmw_hot)
			cool_on_change(ev, s, w, CL_ACCESS_RMW);
		/* a new object's writes are another object's: no co-writer */
		fresh = drop_fresh(eb, ev, s, w);
		note_functions(ev, s, w);
		drop_rare(eb->inf->isettings, ev, s, w);
		for (int k = 0; k < CL_ACCESS__COUNT; k++)
			any |= w[k] > 0;
		if (!any)
			continue;
		/* READ_ONCE/WRITE_ONCE or atomics: the authors know it is shared */
		if (s->is_volatile || w[CL_ACCESS_RMW] > 0)
			ev->concurrent = true;
		if (s->lock_word && w[CL_ACCESS_RMW] > 0)
			ev->lock_word = true;
		for (int k = 0; k < CL_ACCESS__COUNT; k++) {
			ev->weight[k] += w[k];
			/* one function reaching a field two ways counts once */
			if (w[k] > 0 && !function_seen(eb, eb->nr_seen, s->function, k))
				ev->functions[k]++;
		}
		for (unsigned int c = 0; c < s->nr_consts; c++) {
			bool known = false;

			for (size_t k = 0; k < eb->nr_seen && !known; k++)
				for (unsigned int d = 0; d < eb->seen[k]->nr_consts && !known; d++)
					known = !strcmp(eb->seen[k]->consts[d], s->consts[c]);
			for (unsigned int d = 0; d < c && !known; d++)
				known = !strcmp(s->consts[d], s->consts[c]);
			ev->nr_consts += !known;
		}
		note_locks(eb, ev, s, w);
		note_owner(eb, ev, s, w);
		if (eb->inf->rank)
			add_rates(eb, ev, s, w);
		if (eb->nr_seen < sizeof(eb->seen) / sizeof(eb->seen[0]))
			eb->seen[eb->nr_seen++] = s;
		if (write_weight(w) > 0 &&
		    (!ev->top_writer || write_weight(w) > write_weight(ev->top_writer->weight)))
			ev->top_writer = s;
		if (w[CL_ACCESS_LOAD] > 0 &&
		    (!ev->top_reader || s->weight[CL_ACCESS_LOAD] > ev->top_reader->weight[CL_ACCESS_LOAD]))
			ev->top_reader = s;
		if (s->silent_value && s->silent_weight >= eb->inf->isettings->silent_weight &&
		    !fresh && !is_initialiser(eb, af->record, s->function) &&
		    (!ev->silent || s->silent_weight > ev->silent->silent_weight))
			ev->silent = s;
	}
}

/* The hot weights times the rate of the function (infer_rank.h). */
static void add_rates(struct evidence_builder *eb, struct cl_evidence *ev,
		      const struct cl_access_site *s, const double w[CL_ACCESS__COUNT])
{
	double rate = rank__fn_rate(eb->inf->rank, eb->inf->profile->callgraph, s->function, NULL);
	double wr = write_weight(w) * rate, rr = w[CL_ACCESS_LOAD] * rate;

	for (int k = 0; k < CL_ACCESS__COUNT; k++)
		ev->rate[k] += w[k] * rate;
	if (wr > 0 && wr > ev->rate_writer_rate) {
		ev->rate_writer = s->function;
		ev->rate_writer_rate = wr;
	}
	if (rr > 0 && rr > ev->rate_reader_rate) {
		ev->rate_reader = s->function;
		ev->rate_reader_rate = rr;
	}
}

static const char *strip_kind(const char *key)
{
	if (!strncmp(key, "struct ", 7))
		return key + 7;
	if (!strncmp(key, "union ", 6))
		return key + 6;
	return key;
}

/*
 * Evidence of flat field i: the container's own path, then each embedded
 * instance's path when that record is embedded in few enough places.
 * Also picks the name its annotation goes under.
 */
/*
 * The profile entries of one flattened element path ("a[2].b[0].c"): each
 * index matches an access to any element ("a[]") or to that one ("a[2]"),
 * so every mix of the two is looked up (at most 2^MAX_INDICES paths).
 */
#define MAX_INDICES 4
static void add_element_entries(struct evidence_builder *eb, struct cl_evidence *ev,
				const char *record, const char *exact, bool direct)
{
	const char *at[MAX_INDICES];
	unsigned int nr = 0;
	size_t len = strlen(exact);
	char *path = xmalloc(len + 1);

	for (const char *p = exact; (p = strchr(p, '[')) && nr < MAX_INDICES; p++)
		if (p[1] != ']')
			at[nr++] = p;
	for (unsigned int mask = 0; mask < (1u << nr); mask++) {
		const struct cl_access_field *af;
		const char *s = exact;
		char *o = path;

		/* bit k set: index k written as "[]" */
		for (unsigned int k = 0; k < nr; k++) {
			memcpy(o, s, (size_t)(at[k] - s) + 1);
			o += at[k] - s + 1;
			s = at[k] + 1;
			if (mask & (1u << k))
				s += strcspn(s, "]");
		}
		strcpy(o, s);
		af = profile__find(eb->inf->profile, record, path);
		if (af) {
			add_entry(eb, ev, af);
			ev->direct |= direct;
		}
	}
	free(path);
}

/*
 * Adds the profile entries of flat field i to ev: the container's own path,
 * then each embedded instance's path.  Sets *annotation when not NULL.
 */
static void add_field_entries(struct evidence_builder *eb, const struct cl_flat *flat, size_t i,
			      struct cl_evidence *ev, char **annotation)
{
	const struct cl_record *levels[32];
	char *norm;
	uint32_t in = flat->instance[i];
	unsigned int depth = flat->instances[in].depth;
	bool named_element = false;

	if (depth >= 32)
		return;
	norm = normalize(flat->fields[i].name);
	for (unsigned int d = depth + 1; d-- > 0;) {
		levels[d] = flat->instances[in].record;
		in = flat->instances[in].parent;
	}
	if (annotation)
		*annotation = xasprintf("%s.%s", strip_kind(levels[0]->key), flat->fields[i].name);
	for (unsigned int d = 0; d <= depth; d++) {
		const char *rel = components_from(norm, d), *exact;

		if (!rel)
			break;
		if (d > 0) {
			if (embed_count(eb, levels[d]->key) > eb->inf->isettings->max_embeddings ||
			    levels[d]->is_anonymous)
				continue;
			/*
			 * Array elements are annotated on their record, once for
			 * all elements, when it is embedded in this one place.
			 */
			if (annotation && !named_element && entered_by_array(norm, d)) {
				free(*annotation);
				*annotation = xasprintf("%s.%s", strip_kind(levels[d]->key), rel);
				named_element = true;
			}
		}
		exact = components_from(flat->fields[i].name, d);
		add_element_entries(eb, ev, levels[d]->key, exact ? exact : rel, d == 0);
	}
	free(norm);
}

/* Flat field j lies inside aggregate field i ("count.counter" in "count"). */
static bool inside(const struct cl_flat *flat, size_t i, size_t j)
{
	const char *outer = flat->fields[i].name, *name = flat->fields[j].name;
	size_t n = strlen(outer);

	return !strncmp(name, outer, n) && (name[n] == '.' || name[n] == '[');
}

/*
 * Evidence of flat field i.  A declared aggregate (atomic_t count
 * __write_hot, a group's struct member) is accessed through its members
 * (count.counter): their accesses are its evidence, so the code is checked
 * against the role where it was declared.
 */
static void field_evidence(struct evidence_builder *eb, const struct cl_flat *flat, size_t i,
			   struct cl_evidence *ev, char **annotation)
{
	const struct cl_field *f = &flat->fields[i];

	memset(ev, 0, sizeof(*ev));
	eb->nr_seen = 0;
	add_field_entries(eb, flat, i, ev, annotation);
	if (origin__is_declared(f->origin) && f->origin != CL_ORIGIN_CODE &&
	    (f->record_key || f->is_aggregate))
		for (size_t j = i + 1; j < flat->nr_fields && inside(flat, i, j); j++)
			add_field_entries(eb, flat, j, ev, NULL);
	/* readers of the silently stored field itself, besides the storer */
	for (size_t k = 0; ev->silent && k < eb->nr_seen; k++)
		if (eb->seen[k]->weight[CL_ACCESS_LOAD] > 0 &&
		    strcmp(eb->seen[k]->function, ev->silent->function) &&
		    !function_seen(eb, k, eb->seen[k]->function, CL_ACCESS_LOAD))
			ev->silent_readers++;
}

static void count_embeddings(struct evidence_builder *eb, const struct cl_unit *u)
{
	for (size_t r = 0; r < u->nr_records; r++)
		for (size_t i = 0; i < u->records[r]->nr_fields; i++) {
			const char *k = u->records[r]->fields[i].record_key;

			if (k)
				strtab__set(eb->inf->embeds, k,
					    (void *)(uintptr_t)(embed_count(eb, k) + 1));
		}
}

static void count_initialisers(struct evidence_builder *eb, const struct cl_access_profile *p)
{
	for (size_t i = 0; i < p->nr_fields; i++) {
		const struct cl_access_field *f = p->fields[i];

		for (size_t j = 0; j < f->nr_sites; j++) {
			char *key;

			if (!f->sites[j].silent_value)
				continue;
			key = xasprintf("%s\n%s", f->record, f->sites[j].function);
			strtab__set(eb->init_fns, key, (void *)(uintptr_t)
				    ((uintptr_t)strtab__lookup(eb->init_fns, key) + 1));
			free(key);
		}
	}
}

/* A flattened copy of flat with code roles; NULL if the code never touches it. */
static struct cl_record *build_inferred(struct evidence_builder *eb, const struct cl_flat *flat)
{
	struct cl_infer *inf = eb->inf;
	const struct cl_record *src = flat->record;
	struct cl_evidence *ev = xzalloc((flat->nr_fields + 1) * sizeof(*ev));
	char **names = xzalloc((flat->nr_fields + 1) * sizeof(*names));
	struct cl_record *rec;
	size_t r;
	bool any = false;

	/* a record only reached through what it embeds (union thread_union
	 * around task_struct) repeats the embedded record's findings */
	for (size_t i = 0; i < flat->nr_fields; i++) {
		field_evidence(eb, flat, i, &ev[i], &names[i]);
		any |= ev[i].direct;
	}
	if (!any) {
		for (size_t i = 0; i < flat->nr_fields; i++)
			free(names[i]);
		free(names);
		free(ev);
		return NULL;
	}
	rec = unit__add_record(inf->inferred, src->key);
	rec->byte_size = src->byte_size;
	rec->byte_align = src->byte_align;
	rec->is_union = src->is_union;
	rec->ignore = src->ignore;
	rec->pos = src->pos;
	if (rec->pos.file)
		rec->pos.file = unit__intern(inf->inferred, rec->pos.file);
	for (size_t i = 0; i < flat->nr_fields; i++) {
		const struct cl_field *sf = &flat->fields[i];
		struct cl_field *f = record__add_field(rec, sf->name);
		const struct cl_field *outer;
		enum cl_role role = infer__role(inf->isettings, &ev[i]);

		f->bit_offset = sf->bit_offset;
		f->bit_size = sf->bit_size;
		f->elem_bit_size = sf->elem_bit_size;
		f->is_aggregate = sf->record_key || sf->is_aggregate;
		f->is_bitfield = sf->is_bitfield;
		f->is_flexible = sf->is_flexible;
		f->is_marker = sf->is_marker;
		f->union_depth = sf->union_depth;
		memcpy(f->unions, sf->unions, sizeof(f->unions));
		/* as the plugin does: a member of an embedded record is reported
		 * at the record's own member that holds it, not in types.h */
		outer = record__member_for_path(src, sf->name);
		f->pos = outer ? outer->pos : sf->pos;
		if (f->pos.file)
			f->pos.file = unit__intern(inf->inferred, f->pos.file);
		if (sf->type_name)
			field__set_type(f, sf->type_name);
		f->role = sf->role;
		f->origin = sf->origin;
		if (sf->group)
			field__set_group(f, sf->group);
		/* declared roles stand (and are checked against the code below) */
		if (role != CL_ROLE_NONE && !sf->is_marker &&
		    (!origin__is_declared(sf->origin) || sf->origin == CL_ORIGIN_CODE)) {
			f->role = role;
			f->origin = CL_ORIGIN_CODE;
			field__set_group(f, NULL);
		}
	}
	r = inf->inferred->nr_records - 1;
	inf->evidence = xrealloc(inf->evidence, (r + 1) * sizeof(*inf->evidence));
	inf->annotation = xrealloc(inf->annotation, (r + 1) * sizeof(*inf->annotation));
	inf->evidence[r] = ev;
	inf->annotation[r] = names;
	return rec;
}

/* "record\nfield" -> (record index << 32 | field index) + 1, for the rules */
static void index_fields(struct cl_infer *inf)
{
	inf->field_index = strtab__new();
	for (size_t r = 0; r < inf->inferred->nr_records; r++) {
		const struct cl_record *rec = inf->inferred->records[r];

		for (size_t i = 0; i < rec->nr_fields; i++) {
			char *key = xasprintf("%s\n%s", rec->key, rec->fields[i].name);

			if (!strtab__lookup(inf->field_index, key))
				strtab__insert(inf->field_index, key,
					       (void *)(uintptr_t)(((uint64_t)r << 32 | i) + 1));
			free(key);
		}
	}
}

/*
 * Does hot code write record's field path?  A record given no code roles
 * (one that some function keeps on its stack, as LIST_HEAD(list) does with
 * struct list_head) has no evidence: its sites are asked directly.
 */
bool infer__written_hot(struct cl_infer *inf, const char *record, const char *path)
{
	const struct cl_evidence *ev = infer__evidence(inf, record, path, NULL);
	const struct cl_access_field *af;
	struct evidence_builder eb = { .inf = inf };

	if (ev)
		return ev->top_writer != NULL;
	af = profile__find(inf->profile, record, path);
	for (size_t j = 0; af && j < af->nr_sites; j++) {
		const struct cl_access_site *s = &af->sites[j];

		if (write_weight(s->weight) >= inf->isettings->min_write_weight &&
		    write_weight(s->weight) > 0 && !counted_elsewhere(&eb, s) && !cold_site(&eb, s))
			return true;
	}
	return false;
}

const struct cl_evidence *infer__evidence(const struct cl_infer *inf, const char *record,
					  const char *field, const struct cl_field **out)
{
	if (inf->field_index) {
		char stack[256], *key = stack;
		size_t rlen = strlen(record), flen = strlen(field);
		uint64_t v;

		if (rlen + flen + 2 > sizeof(stack))
			key = xmalloc(rlen + flen + 2);
		memcpy(key, record, rlen);
		key[rlen] = '\n';
		memcpy(key + rlen + 1, field, flen + 1);
		v = (uint64_t)(uintptr_t)strtab__lookup(inf->field_index, key);
		if (key != stack)
			free(key);
		if (!v--)
			return NULL;
		if (out)
			*out = &inf->inferred->records[v >> 32]->fields[v & 0xffffffff];
		return &inf->evidence[v >> 32][v & 0xffffffff];
	}
	for (size_t r = 0; r < inf->inferred->nr_records; r++) {
		const struct cl_record *rec = inf->inferred->records[r];

		if (strcmp(rec->key, record))
			continue;
		for (size_t i = 0; i < rec->nr_fields; i++)
			if (!strcmp(rec->fields[i].name, field)) {
				if (out)
					*out = &rec->fields[i];
				return &inf->evidence[r][i];
			}
	}
	return NULL;
}

size_t infer__run(struct cl_infer *inf)
{
	struct evidence_builder eb = { .inf = inf };

	if (!inf->embeds)
		inf->embeds = strtab__new();
	eb.init_fns = strtab__new();
	count_embeddings(&eb, inf->layouts);
	count_initialisers(&eb, inf->profile);
	for (size_t r = 0; r < inf->layouts->nr_records; r++) {
		const struct cl_record *src = inf->layouts->records[r];
		struct cl_flat *flat;

		if (src->is_anonymous || src->has_errors || src->ignore ||
		    unit__find(inf->inferred, src->key))
			continue;
		/* a stack object lives on one CPU: its lines bounce between none */
		if (profile__local(inf->profile, src->key)) {
			inf->nr_local_records++;
			continue;
		}
		flat = flat__new(inf->layouts, src, inf->settings);
		build_inferred(&eb, flat);
		flat__delete(flat);
	}
	strtab__delete(eb.init_fns);

	index_fields(inf);
	for (size_t r = 0; r < inf->inferred->nr_records; r++)
		check__record(&inf->chk, inf->inferred, inf->inferred->records[r]);
	infer__code_rules(inf);
	return inf->chk.nr_findings;
}

static const char *role_word(enum cl_role role)
{
	return role__name(role);
}

/*
 * An annotation file names tags: a layout's name "entry [a.c:3]" (one of
 * several of a tag, tools/infer_layouts.h) is written as "entry", with the
 * layout in the comment.  Reading the file back applies the line to every
 * layout of the tag with that field.  NULL when name has no layout part.
 */
static char *without_layout(const char *name, const char **layout, size_t *layout_len)
{
	const char *open = strstr(name, " ["), *close = open ? strchr(open, ']') : NULL;

	if (!close)
		return NULL;
	*layout = open + 2;
	*layout_len = (size_t)(close - open - 2);
	return xasprintf("%.*s%s", (int)(open - name), name, close + 1);
}

void infer__print_annotations(const struct cl_printer *p, const struct cl_infer *inf)
{
	struct cl_strtab *done = strtab__new();

	printer__printf(p, "# cachelint infer: roles inferred from the code's accesses\n"
			"# STRUCT.FIELD ROLE; each preceded by its evidence\n");
	for (size_t r = 0; r < inf->inferred->nr_records; r++) {
		const struct cl_record *rec = inf->inferred->records[r];

		for (size_t i = 0; i < rec->nr_fields; i++) {
			const struct cl_field *f = &rec->fields[i];
			const char *name = inf->annotation[r][i], *layout;
			char *why, *tag_name;
			size_t layout_len;

			if (f->origin != CL_ORIGIN_CODE || f->role == CL_ROLE_NONE || !name ||
			    strtab__lookup(done, name))
				continue;
			strtab__insert(done, name, (void *)1);
			why = evidence__describe(&inf->evidence[r][i]);
			tag_name = without_layout(name, &layout, &layout_len);
			if (tag_name)
				printer__printf(p, "# layout %.*s: %s\n%s %s\n", (int)layout_len, layout,
						why, tag_name, role_word(f->role));
			else
				printer__printf(p, "# %s\n%s %s\n", why, name, role_word(f->role));
			free(tag_name);
			free(why);
		}
	}
	strtab__delete(done);
}
