/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Roles from the code: a build's merged access profile (infer/access.h) and
 * layouts -> a role per field (write-hot, read-hot, cold), then every layout
 * rule on those roles, plus the two rules only the code can feed:
 * role-contradiction (declared role vs what the code does) and silent-store
 * (an unguarded store of a constant on a line read-hot fields share).
 */
#ifndef CACHELINT_INFER_H
#define CACHELINT_INFER_H

#include "access.h"
#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Thresholds; weights are executions per call of the accessing function. */
struct cl_infer_settings {
	/* write-hot: an atomic RMW (asm or builtin) in this many hot functions */
	unsigned int rmw_functions;		/* 1 */
	/* ... or plain stores from this many hot functions */
	unsigned int store_functions;		/* 2 */
	/* ... or one hot store at least this heavy (inside a loop) */
	double store_weight;			/* 8 */
	/* write-hot even when read-mostly: atomic RMWs in this many hot
	 * functions (0: never) */
	unsigned int rmw_over_reads;		/* 2 */
	/*
	 * A hot site whose store+RMW weight per call is under this counts its
	 * writes as cold: a branch GCC guesses rare (nested conditions, one
	 * case of a big switch) inside a function that runs on every event.
	 * 0: off.
	 */
	double min_write_weight;		/* 0.05 */
	/* read-hot: loads from this many hot functions ... */
	unsigned int read_functions;		/* 2 */
	/* ... and hot load weight >= read_ratio * hot store/RMW weight */
	double read_ratio;			/* 4 */
	/*
	 * Report silent-store.  Off by default: on the whole kernel, 1 of 50
	 * judged candidates was worth a guard (docs/kernel-findings.md,
	 * "silent-store"); the code does not say how often the value changes.
	 */
	bool silent_stores;			/* false */
	/* silent-store: an unguarded constant store at least this heavy (a
	 * branch of a hot function weighs 0.3-0.9 in the guessed profile) */
	double silent_weight;			/* 0.25 */
	/* a function storing constants into this many fields of one record
	 * initialises it: its stores are no silent-store candidates */
	unsigned int init_fields;		/* 4 */
	/* role-contradiction: a declared read-hot field stored this heavily */
	double contradiction_weight;		/* 8 */
	/* embedded records' own profiles count in a container only when the
	 * record is embedded in at most this many places */
	unsigned int max_embeddings;		/* 1 */
	/* functions named like setup/teardown (a word init, setup, alloc, free,
	 * destroy, cleanup, exit, release, create, register, and the CPU
	 * hotplug words online, offline, hotplug) count as cold */
	bool setup_names;			/* true */
	/*
	 * Code that holds an exclusive lock with one instance system-wide
	 * (rtnl_lock(), mutex_lock(&cgroup_mutex), write_lock(&tasklist_lock)),
	 * itself or in all its callers, counts as cold: it runs on one CPU at
	 * a time, so the kernel keeps it off per-event paths.  It is how
	 * configuration is written (dev_set_threaded under RTNL).
	 */
	bool global_locks_cold;			/* true */
	/*
	 * Code only cold code calls counts as cold (infer/callgraph_cold.c):
	 * x86_add_exclusive() from perf event init and destroy only.
	 */
	bool cold_callers;			/* true */
	/*
	 * f(&p->x) through a pointer to non-const is a store only if f's body
	 * in the build writes through that parameter (profile__settle_passed,
	 * by the front end before infer__init).
	 */
	bool settle_passed;			/* true */
	/* silent-store: the field itself is read by this many other hot functions */
	unsigned int silent_readers;		/* 1 */
	/*
	 * A pair whose roles both come from the code is reported only if one
	 * side shows concurrent access: an atomic RMW or a volatile access
	 * (READ_ONCE/WRITE_ONCE).  Plain accesses are mostly made under a lock
	 * by one CPU at a time; the kernel marks lockless ones.
	 */
	bool require_concurrency;		/* true */
	/*
	 * A write-hot/read-hot pair where every hot writer of the write-hot
	 * field also writes the read-hot one is true sharing: the readers miss
	 * on real changes only, and moving a field saves nothing.
	 */
	bool drop_cowritten;			/* true */
	/*
	 * ... or writes it in the same operation: a caller at most this many
	 * calls above the writer reaches a writer of the read-hot field at
	 * most this many calls down (enqueue_task_rt() links the pushable
	 * list and sets highest_prio).  0: the same function only.
	 */
	unsigned int cowrite_depth;		/* 3 */
	/*
	 * Two fields of one instance of a record embedded in more than this
	 * many records (list_head, rb_node, wait_queue_head) are one generic
	 * object: no layout change of the container can split them.
	 */
	unsigned int generic_embeddings;	/* 8 */
	/*
	 * Two fields of one embedded record that is line-aligned and at most a
	 * line long (struct sched_avg ... ____cacheline_aligned) share the line
	 * by the author's design: they are updated together.
	 */
	bool drop_line_units;			/* true */
	/*
	 * A pair whose every hot writer and every hot reader holds the lock
	 * of the record the pair is in (rq->__lock for two fields of struct
	 * rq, directly or in all its callers) is serialized by that lock: the
	 * line moves with the lock, which no layout change avoids.
	 */
	bool drop_serialized;			/* true */
	/*
	 * A pair whose every hot writer and every hot reader is the task's
	 * own access to its task_struct, through current, runs on the one CPU
	 * the task runs on: its line moves only when the task migrates.
	 */
	bool drop_own;				/* true */
	/*
	 * A hot site whose every store and RMW goes into a new object (what
	 * an allocator just returned, in the function or through the
	 * functions that return it and the parameters that always get it:
	 * callgraph.h) initializes the object: once per object, before other
	 * CPUs read it.  Its writes count as cold; its loads stay hot.
	 */
	bool fresh_writes_cold;			/* true */
	/* report only high-confidence false-sharing pairs (infer_filter.h) */
	bool high_confidence_only;		/* false */
	/*
	 * Report false-sharing and straddle findings whose every role comes
	 * from the code.  Off, they are candidates: counted (nr_code_only),
	 * not reported.  A finding then needs a declared side, as DESIGN.md
	 * asks of type roles: on the whole kernel none of 30 sampled
	 * code-only pairs was plausible (docs/kernel-findings.md, "The code's
	 * own pairs (candidates)"), while
	 * a declared role says what the author meant.  A patch's new
	 * candidates are still shown by ci/cachelint-series --infer.
	 */
	bool code_only_findings;		/* false */
	/*
	 * Report false-sharing pairs whose both roles are declared.  The
	 * plugin and cachelint pahole report them at build time, from the
	 * declarations alone; off, cachelint infer reports what the code
	 * adds: the code's side of a declared field, and role-contradiction.
	 */
	bool declared_pairs;			/* false */
	/*
	 * A lock word (its RMWs are lock calls) may be write-hot.  Off, it
	 * is still evidence that its line is written (true sharing), but it
	 * pairs with nothing: on the whole kernel 4 of 56 such pairs judged
	 * were workload-dependent, none true (docs/kernel-findings.md, "What
	 * each piece of evidence changed").
	 */
	bool lock_words;			/* false */
	/*
	 * Rank findings by an estimated cost (infer/infer_rank.h): each
	 * site's hot weights are also multiplied by its function's rate.
	 */
	bool rank;				/* false; --rank, --candidates */
	/* rate of code no hot entry (tick, wakeup, softirq ...) reaches,
	 * per unit of its call-graph frequency */
	double rank_base_rate;			/* 0.1 */
};

void infer_settings__init(struct cl_infer_settings *s);

/* What the code does to one flattened field: its profile entries merged. */
struct cl_evidence {
	double weight[CL_ACCESS__COUNT];	/* hot */
	double cold_weight[CL_ACCESS__COUNT];
	unsigned int functions[CL_ACCESS__COUNT];	/* hot functions with weight > 0 */
	const struct cl_access_site *top_writer;	/* heaviest hot store/RMW */
	const struct cl_access_site *top_reader;	/* heaviest hot load */
	const struct cl_access_site *cold_writer;
	/* heaviest hot site whose writes were under min_write_weight */
	const struct cl_access_site *rare_writer;
	/* heaviest hot site whose writes all went into new objects */
	const struct cl_access_site *fresh_writer;
	/* some hot RMW is a lock call given the lock */
	bool lock_word;
	const struct cl_access_site *silent;		/* heaviest silent candidate */
	unsigned int nr_consts;		/* distinct constants stored by hot code */
	unsigned int silent_readers;	/* hot functions loading it, besides silent's */
	/* the hot functions that store or RMW it (up to CL_MAX_WRITERS),
	 * rare writes included (infer.c, note_functions) */
#define CL_MAX_WRITERS 16
	unsigned int nr_writers;
	bool many_writers;		/* more than CL_MAX_WRITERS */
	const char *writers[CL_MAX_WRITERS];
	/* the hot functions that load it (up to CL_MAX_WRITERS) */
	unsigned int nr_readers;
	bool many_readers;
	const char *readers[CL_MAX_WRITERS];
	/* locks held at every hot write and at every hot read: the site's own
	 * and those all callers hold (callgraph.h bits) */
	cl_lockset writer_locks, reader_locks;
	bool writer_locks_known, reader_locks_known;
	/* some hot write (read) is not the task's own access through current */
	bool foreign_writer, foreign_reader;
	bool direct;			/* some entry names the field in this record */
	bool concurrent;		/* some hot site is volatile or an atomic RMW */
	/* a writer cold only because the profile never sampled it: the code
	 * does not say it is init or cold code */
	bool unsampled_writer;
	bool any;
	/* with isettings->rank: the hot weights times the rate of each site's
	 * function (infer_rank.h), and the heaviest writer and reader so */
	double rate[CL_ACCESS__COUNT];
	const char *rate_writer, *rate_reader;
	double rate_writer_rate, rate_reader_rate;
};

/* Read by read_functions hot functions, read_ratio times as heavily as
 * written: the code's own test for read-hot. */
bool infer__read_mostly(const struct cl_infer_settings *s, const struct cl_evidence *ev);

/* The role the evidence says (CL_ROLE_NONE without accesses). */
enum cl_role infer__role(const struct cl_infer_settings *s, const struct cl_evidence *ev);

/* True if a function name reads as setup or teardown code ("cpupri_init"). */
bool infer__setup_function(const char *name);
/* ... with a word other than an object's lifetime (alloc, free, create,
 * destroy, fork, execve, release): its callees are cold on its account. */
bool infer__config_function(const char *name);

/* One sentence of evidence: "RMW in cpupri_set (kernel/sched/cpupri.c:88) ..." */
char *evidence__describe(const struct cl_evidence *ev);

struct cl_hotfns;

struct cl_infer {
	const struct cl_infer_settings *isettings;
	const struct cl_settings *settings;
	/* input: layouts (unflattened, with record keys) and the merged profile */
	const struct cl_unit *layouts;
	const struct cl_access_profile *profile;
	/* a run's sampled functions (infer/hotfns.h): code they do not
	 * reach is cold; NULL: no profile */
	struct cl_hotfns *hot;
	/* output: flattened records with code roles, their evidence, findings */
	struct cl_unit *inferred;
	struct cl_evidence **evidence;	/* per inferred record, per field */
	/* per inferred field, the annotation name ("cpupri_vec.count") */
	char ***annotation;
	struct cl_check chk;
	size_t nr_local_records;	/* skipped: declared as local variables */
	struct cl_strtab *embeds;	/* record key -> records embedding it */
	struct cl_strtab *field_index;	/* infer__evidence's, once roles are in */
	/* pairs dropped by the precision filters (infer/infer_filter.h) */
	size_t nr_dropped;		/* no concurrent access on either side */
	size_t nr_cowritten;		/* true sharing: written by the same functions */
	size_t nr_generic;		/* inside one instance of a generic type */
	size_t nr_line_unit;		/* inside one line-aligned, one-line record */
	size_t nr_low_confidence;	/* dropped by high_confidence_only */
	size_t nr_code_only;		/* candidates: every role from the code */
	size_t nr_declared_pairs;	/* both roles declared: the checks' own */
	size_t nr_repeated;		/* the embedded record reports it, or a union alias */
	size_t nr_serialized;		/* both sides under the record's own lock */
	size_t nr_own;			/* both sides the task's own, through current */
	/* infer__rank (infer_rank.h): function rates, per finding factors;
	 * findings past --top stay in chk.findings up to nr_all_findings */
	struct cl_rank *rank;
	struct cl_rank_factors *factors;
	/* --c2c: measured cache lines that multiply the scores; NULL: none */
	struct cl_c2c *c2c;
	size_t nr_all_findings;
};

void infer__init(struct cl_infer *inf, const struct cl_infer_settings *is,
		 const struct cl_settings *s, const struct cl_unit *layouts,
		 const struct cl_access_profile *profile);
void infer__exit(struct cl_infer *inf);
/*
 * Between init and run: code the profile h never saw run is cold, on top of
 * what the code alone says (solved against the build's call graph here).
 */
void infer__use_profile(struct cl_infer *inf, struct cl_hotfns *h);

/* Infers roles and runs every rule.  Returns the number of findings. */
size_t infer__run(struct cl_infer *inf);

/* Does hot code write record's field path (its own accesses)? */
bool infer__written_hot(struct cl_infer *inf, const char *record, const char *path);
/* The evidence and inferred field of RECORD.FIELD (flattened name); NULL if none. */
const struct cl_evidence *infer__evidence(const struct cl_infer *inf, const char *record,
					  const char *field, const struct cl_field **out);

/*
 * After the layout rules (infer__run calls it): cites the evidence of every
 * finding in its extra text, and adds role-contradiction and silent-store
 * findings (infer/infer_rules.c).
 */
void infer__code_rules(struct cl_infer *inf);
/* Times a record is embedded in the build's other records. */
size_t infer__embed_count(const struct cl_infer *inf, const char *key);

struct cl_printer;
/* The annotation file: "STRUCT.FIELD ROLE" lines with "#" evidence comments. */
void infer__print_annotations(const struct cl_printer *p, const struct cl_infer *inf);

#ifdef __cplusplus
}
#endif

#endif
