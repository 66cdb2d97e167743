/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A ranking of cachelint infer's findings (issue 26): the code alone does
 * not say which pairs are real, but it says roughly how often each side
 * runs, so every finding gets an estimated cost, the coherence misses it
 * causes per run of the build's hot entries:
 *
 *   score = write rate(W) x alone(W) x cpus(W) x remote reader rate(R)
 *           x read share(R)
 *
 * - the rate of a function: 1 for a known hot entry (the scheduler tick,
 *   schedule, a wakeup, softirq, a fast-path syscall, a page fault), times
 *   the call weights (each at most 1) along its heaviest way from one;
 *   a function no such entry reaches gets base x its call-graph frequency
 *   (callgraph__frequency: from any root, whose own rate is unknown);
 * - write rate(W): the hot store+RMW weight of each site times its
 *   function's rate (cold, init, new-object, rare and on-change writes are
 *   already out of the hot weights, infer/infer.c);
 * - alone(W): the part of that rate whose writers write no other field on
 *   the line (one that does dirties it anyway: a move saves nothing);
 * - cpus(W): how surely the writes come from many CPUs: atomic RMWs 1,
 *   marked (WRITE_ONCE) 0.6, plain 0.3; x0.5 when every writer holds one
 *   lock (one CPU at a time, the line still moves between holders); x0.1
 *   when every write is the task's own through current;
 * - remote reader rate(R): the summed rates of R's hot readers that write
 *   nothing on the line (one that does takes the line exclusive itself, and
 *   a move saves it nothing), x0.1 when every read is the task's own;
 * - read share(R): R's read rate / (read rate + write rate): a field read
 *   far more often than written stays Shared in the readers' caches even
 *   if something writes it (a ratio, not the yes/no of its role);
 * - with --c2c, x c2c: 1 + the HITMs perf c2c (or perf mem) measured on
 *   R's offsets of the lines attributed to the finding's line, by the
 *   functions and offsets of their accesses (infer_rank.c, c2c_match).
 */
#ifndef CACHELINT_INFER_RANK_H
#define CACHELINT_INFER_RANK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct cl_infer;
struct cl_callgraph;
struct cl_printer;
struct cl_evidence;

/*
 * Measured evidence (--c2c): the cache lines of `perf c2c report --stdio`
 * (tools/perf_c2c.c reads them), each with its sampled accesses.  c2c
 * names no data type: a line is resolved to a struct's line by the offsets
 * in the line and the functions that access them (infer_rank.c, c2c_match).
 */
struct cl_c2c_access {
	uint64_t offset;		/* in the line */
	char *function;			/* the code address's symbol, NULL if none */
	double hitm;			/* HITM loads here: the line's, x this row's share */
	double stores;			/* store samples here, likewise */
	unsigned int lineno;		/* in the file */
};

struct cl_c2c_line {
	unsigned int index;		/* perf's cacheline index */
	uint64_t address;
	double hitm, lcl_hitm, rmt_hitm, stores;
	char *data_symbol;		/* perf mem: "def_root_domain" (address: its offset), or NULL */
	unsigned int lineno;		/* its row of the Shared Data Cache Line Table */
	size_t nr_accesses, alloc_accesses;
	struct cl_c2c_access *accesses;
	size_t nr_findings;		/* set by infer__rank: findings it is attributed to */
};

struct cl_c2c {
	char *path;
	bool peer;			/* -d peer: peer snoops, not HITMs */
	bool mem;			/* read from `perf mem report --stdio` */
	double total_hitm;		/* the trace's Load Local + Remote HITM, else the lines' sum */
	size_t nr_lines, alloc_lines;
	struct cl_c2c_line *lines;
};

/* One measured access the evidence cites: "0x0 written by cpupri_set". */
struct cl_c2c_cite {
	uint64_t offset;
	const char *function;
	bool write;
	double hitm;
};
#define CL_C2C_CITES 6

/* The rate of each function of the call graph (rank__solve). */
struct cl_rank {
	double base;			/* rate of code no hot entry reaches, x frequency */
	size_t nr_fns;
	double *rate;			/* per function of the call graph */
	uint32_t *entry;		/* the hot entry it is reached from, or UINT32_MAX */
	size_t nr_entries;		/* functions that are hot entries */
};

/* The factors of one finding's score (see the top of this file). */
struct cl_rank_factors {
	double score;
	double write_rate, atomic_share, cpus;
	double avoidable;		/* the part of write_rate by writers alone on the line */
	unsigned int line_cowriters;	/* W's writers that write another field there */
	const char *cpus_why;		/* "atomic RMW", "WRITE_ONCE", "plain stores" */
	const char *lock;		/* a lock every writer holds, or NULL */
	bool own_writes, own_reads;	/* every write (read) is the task's own */
	double read_rate, read_share;
	double w_read_share;		/* the write side's own, for comparison */
	unsigned int remote_readers;	/* hot readers of R that write nothing on the line */
	unsigned int line_writing_readers;	/* ... and those that do: not counted */
	bool many_readers;
	double reader_rate;		/* their summed rates */
	const char *top_writer, *top_reader;	/* heaviest by rate */
	double top_writer_rate, top_reader_rate;
	const char *writer_entry, *reader_entry;	/* hot entries they come from */
	bool declared_write, declared_read;	/* a declared side without code rates */
	bool single;			/* a finding of one field (straddle ...) */
	/*
	 * A field declared write-hot that only cold code writes: the write
	 * side is the line's other field written most, line_writer (NULL:
	 * none), against the field's own readers.
	 */
	bool line_writes;
	const char *line_writer;
	/*
	 * --c2c: the score x c2c = 1 + the HITMs measured on the read side's
	 * offsets of the lines attributed to this finding's line (1: none)
	 */
	double c2c;
	double c2c_hitm, c2c_line_hitm, c2c_total;	/* the pair's, its lines', all */
	unsigned int c2c_lines;		/* c2c lines attributed to this line */
	bool c2c_peer;
	bool c2c_mem;			/* measured by perf mem, not perf c2c */
	bool c2c_no_writer;		/* attributed, but no measured access to the write side */
	bool c2c_no_reader;		/* ... or no HITM measured on the read side */
	bool c2c_write_seen;
	unsigned int nr_cites;
	struct cl_c2c_cite cites[CL_C2C_CITES];
};

void rank__solve(struct cl_rank *r, const struct cl_callgraph *cg, double base);
void rank__exit(struct cl_rank *r);
/* The rate of fn (base if the call graph does not know it); *entry: the
 * hot entry it is reached from, or NULL. */
double rank__fn_rate(const struct cl_rank *r, const struct cl_callgraph *cg, const char *fn,
		     const char **entry);
/* The kind of hot entry a function is ("the scheduler tick"), or NULL. */
const char *rank__entry_kind(const char *fn);

/*
 * Scores every finding, orders them by score (highest first; equal scores
 * keep their order) and keeps the first top (0: all; the rest stay owned
 * by inf and are freed with it).  Needs infer__run with isettings->rank.
 */
void infer__rank(struct cl_infer *inf, size_t top);
/* The factors of finding i after infer__rank. */
const struct cl_rank_factors *infer__rank_factors(const struct cl_infer *inf, size_t i);
/* One line of evidence: "rank: score 0.41 = write rate 0.64 (...) x ..." */
void rank__print_text(const struct cl_printer *p, const struct cl_rank_factors *f);
/* JSON object {"score": ..., "factors": {...}} */
void rank__print_json(const struct cl_printer *p, const struct cl_rank_factors *f);
/* --stats: the c2c lines no finding covers, and what they resolve to. */
void rank__print_c2c_uncovered(const struct cl_printer *p, const struct cl_infer *inf);
/* A report's json_extra: ,"ranking": [ {"finding": i, "score": ...}, ... ] */
void infer__print_ranking_json(const struct cl_printer *p, void *inf);

#ifdef __cplusplus
}
#endif

#endif
