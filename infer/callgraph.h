/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A build's call graph, for the locks a function's callers hold.  The
 * infer-access pass records, per unit, every call with the locks held at it
 * (infer/access.h names a lock by the record it lives in: "struct rq" for
 * &rq->__lock), the functions stored into function-pointer fields (ops
 * tables such as struct sched_class) and the functions whose address
 * escapes otherwise.  cachelint infer merges the units and computes, per
 * function, the locks every path into it holds (callgraph__solve): a
 * greatest fixed point over the callers, from the roots (functions nobody
 * in the build calls, or whose address escapes), which hold nothing.
 *
 * The build is the world: a function the reports show called only under
 * a lock is assumed to be called only so.  Exported functions are roots
 * too (EXPORT_SYMBOL takes their address), so the kernel's own entry points
 * are roots.
 */
#ifndef CACHELINT_CALLGRAPH_H
#define CACHELINT_CALLGRAPH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Lock sets are bit sets over the graph's lock table.  A whole kernel
 * names about 500 records whose locks its code takes; keys past the table
 * are forgotten (held less: the safe side).
 */
#define CL_MAX_LOCK_KEYS 1024
typedef struct {
	uint64_t w[CL_MAX_LOCK_KEYS / 64];
} cl_lockset;
/*
 * Every exclusive lock with one instance system-wide ("global:rtnl_mutex",
 * "global:rtnl" for rtnl_lock()) is the one key "global", bit 0: a path
 * holding one runs one CPU at a time, which is all the rules ask.
 */
#define CL_GLOBAL_LOCK "global"
#define CL_GLOBAL_BIT 0

static inline cl_lockset lockset__none(void)
{
	cl_lockset s = { { 0 } };

	return s;
}

/* The set of bit (none for a negative bit: a key the table has no room for). */
static inline cl_lockset lockset__of(int bit)
{
	cl_lockset s = lockset__none();

	if (bit >= 0 && bit < CL_MAX_LOCK_KEYS)
		s.w[bit / 64] = (uint64_t)1 << (bit % 64);
	return s;
}

/* The first nr bits. */
static inline cl_lockset lockset__first(unsigned int nr)
{
	cl_lockset s = lockset__none();

	for (unsigned int i = 0; i < nr && i < CL_MAX_LOCK_KEYS; i++)
		s.w[i / 64] |= (uint64_t)1 << (i % 64);
	return s;
}

static inline bool lockset__has(const cl_lockset *s, unsigned int bit)
{
	return bit < CL_MAX_LOCK_KEYS && (s->w[bit / 64] >> (bit % 64) & 1);
}

static inline void lockset__add(cl_lockset *s, int bit)
{
	if (bit >= 0 && bit < CL_MAX_LOCK_KEYS)
		s->w[bit / 64] |= (uint64_t)1 << (bit % 64);
}

static inline cl_lockset lockset__or(cl_lockset a, const cl_lockset *b)
{
	for (unsigned int i = 0; i < CL_MAX_LOCK_KEYS / 64; i++)
		a.w[i] |= b->w[i];
	return a;
}

static inline cl_lockset lockset__and(cl_lockset a, const cl_lockset *b)
{
	for (unsigned int i = 0; i < CL_MAX_LOCK_KEYS / 64; i++)
		a.w[i] &= b->w[i];
	return a;
}

static inline bool lockset__meets(const cl_lockset *a, const cl_lockset *b)
{
	for (unsigned int i = 0; i < CL_MAX_LOCK_KEYS / 64; i++)
		if (a->w[i] & b->w[i])
			return true;
	return false;
}

static inline bool lockset__empty(const cl_lockset *s)
{
	for (unsigned int i = 0; i < CL_MAX_LOCK_KEYS / 64; i++)
		if (s->w[i])
			return false;
	return true;
}

static inline bool lockset__equal(const cl_lockset *a, const cl_lockset *b)
{
	for (unsigned int i = 0; i < CL_MAX_LOCK_KEYS / 64; i++)
		if (a->w[i] != b->w[i])
			return false;
	return true;
}

/*
 * What a call passes as its first CL_CG_MAX_ARGS arguments, at every such
 * call: the task's own pointer (current), one of the caller's own
 * parameters, or something else (callgraph_current.c).
 */
#define CL_CG_MAX_ARGS 6
#define CL_ARG_OTHER (-1)
#define CL_ARG_CURRENT (-2)
/*
 * A new object: what a malloc-like function (GCC's malloc attribute, the
 * kernel's __malloc and __alloc_size) just returned, or the result of a
 * direct call (arg_from) that may be one (callgraph_fresh.c).
 */
#define CL_ARG_NEW (-3)
#define CL_ARG_RESULT (-4)
#define CL_NO_FN UINT32_MAX
/*
 * The result of a call through a function-pointer field is named as the
 * callee "*struct foo\nfield": a new object when every function stored
 * into the field returns one.
 */
#define CL_FIELD_RESULT '*'

struct cl_cg_call {
	size_t caller;			/* function index */
	size_t callee;			/* function index, or SIZE_MAX (indirect) */
	size_t via;			/* function-pointer field index, or SIZE_MAX */
	cl_lockset locks;		/* held at every such call in the caller */
	double weight;			/* the heaviest such call, per call of the caller */
	signed char args[CL_CG_MAX_ARGS];	/* CL_ARG_*, or the caller's parameter */
	uint32_t arg_from[CL_CG_MAX_ARGS];	/* CL_ARG_RESULT: whose result */
};

struct cl_cg_fn {
	char *name;
	bool escapes;			/* address taken other than into a field */
	/*
	 * Address taken only by EXPORT_SYMBOL (__ADDRESSABLE's
	 * .discard.addressable): a root for the locks (a module outside the
	 * build may call it), but not for callgraph_cold.c when the build
	 * calls it: the build is the world there.
	 */
	bool exported;
	bool is_static;			/* internal linkage: every caller is in its unit */
	/*
	 * A static function nobody calls or takes the address of: the early
	 * inliner put its body into every caller, which count its accesses
	 * with their own locks.  The pass saw its own copy before that; the
	 * copy constrains nothing (held: all).
	 */
	bool inlined;
	bool root;			/* set by callgraph__solve */
	/*
	 * Writes through pointer parameters (callgraph_params.c): has_body
	 * once a unit's pass saw the body; bit i of params_direct if the body
	 * writes through parameter i itself, of params_written (solved) if it
	 * or a callee it passes the pointer to does.  params_atomic_direct:
	 * its direct writes through i are all atomic RMWs; params_atomic
	 * (solved): those, and the i it does not write itself but passes to
	 * a callee's atomic parameter (kref_put() to refcount_dec_and_test()).
	 */
	bool has_body;
	uint32_t params_direct;
	uint32_t params_written;
	uint32_t params_atomic_direct;
	uint32_t params_atomic;
	bool self_cold;			/* callgraph__mark_cold */
	bool cold;			/* callgraph__solve_cold: cold itself or by its callers */
	cl_lockset held;		/* held on entry, by callgraph__solve */
	double frequency;		/* runs per run of a root, at most 1 (solve) */
	/* bit i: parameter i is current at every call (callgraph_current.c) */
	uint8_t current_params;
	/*
	 * What its body returns (callgraph_fresh.c): a new object it
	 * allocated, the result of the direct call ret_from, or something else
	 * (a parameter, a load, two callees' results).  Null and ERR_PTR()
	 * are no object.  returns_fresh and fresh_params are solved.
	 */
	bool ret_new, ret_other, returns_fresh;
	uint32_t ret_from;
	/* bit k: some return gives back its parameter k (mm_init(mm, ...)) */
	uint8_t ret_params;
	uint8_t fresh_params;
};

/* Parameter param of fn is passed on as parameter callee_param of callee. */
struct cl_cg_pass {
	size_t fn, callee;
	unsigned int param, callee_param;
};
#define CL_MAX_PARAMS 32

/*
 * Functions given by address to a callee that stores them
 * (callgraph_fnargs.c): netif_napi_add(dev, napi, idpf_poll) ends in
 * napi->poll = poll, so idpf_poll is a target of napi_struct's poll.
 */
struct cl_cg_fnarg {
	size_t fn, callee;		/* fn's address is callee's parameter param */
	unsigned int param;
};
struct cl_cg_param_target {
	size_t fn, field;		/* fn stores its parameter param into field */
	unsigned int param;
};

/* Compressed lists: items[start[i] .. start[i + 1]) belong to i. */
struct cl_cg_lists {
	size_t *start;
	size_t *items;
};

struct cl_callgraph {
	struct cl_strtab *fn_index;	/* name -> index + 1 */
	struct cl_cg_fn *fns;
	size_t nr_fns, alloc_fns;
	struct cl_strtab *field_index;	/* "struct foo\npath" -> index + 1 */
	char **fields;
	size_t nr_fields, alloc_fields;
	struct cl_strtab *call_index;	/* "caller callee via" -> index + 1 */
	struct cl_cg_call *calls;
	size_t nr_calls, alloc_calls;
	struct cl_strtab *target_index;	/* "field fn" -> 1 */
	size_t (*targets)[2];		/* field index, function index */
	size_t nr_targets, alloc_targets;
	struct cl_strtab *pass_index;	/* "fn param callee callee_param" -> 1 */
	struct cl_cg_pass *passes;
	size_t nr_passes, alloc_passes;
	bool params_solved;
	struct cl_strtab *fnarg_index;	/* "fn callee param" -> 1 */
	struct cl_cg_fnarg *fnargs;
	size_t nr_fnargs, alloc_fnargs;
	struct cl_strtab *param_target_index;	/* "fn param field" -> 1 */
	struct cl_cg_param_target *param_targets;
	size_t nr_param_targets, alloc_param_targets;
	struct cl_strtab *lock_index;	/* lock key -> bit + 1 */
	char *locks[CL_MAX_LOCK_KEYS];
	unsigned int nr_locks;
	/*
	 * Calls lighter than this (an unlikely() branch: about 0.1 per call
	 * of the caller in GCC's guessed profile) do not count among a
	 * function's ways in, unless all of its calls are that light.
	 */
	double rare_weight;
	bool solved;
	bool current_solved;
	bool fresh_solved;
	bool cold_solved;
	/* after solve: per function the calls into it and the calls it makes
	 * (call indices), per field the functions stored into it */
	struct cl_cg_lists into, from, field_targets;
	/* callgraph__same_operation's marks: 3 per function, a generation each */
	unsigned int *walk_marks;
	unsigned int walk_gen;
};

struct cl_printer;
struct cl_json;

struct cl_callgraph *callgraph__new(void);
void callgraph__delete(struct cl_callgraph *cg);

/* The lock key's bit, added on first use; -1 when the table is full. */
int callgraph__lock_bit(struct cl_callgraph *cg, const char *key);
/* The key's bit, or -1 when no call holds it. */
int callgraph__find_lock(const struct cl_callgraph *cg, const char *key);
/* The set of keys (unknown keys added; past the table's size dropped). */
cl_lockset callgraph__lockset(struct cl_callgraph *cg, const char *const *keys, size_t nr);

size_t callgraph__function(struct cl_callgraph *cg, const char *name);
/* The index of the field "struct foo\npath", added on first use. */
size_t callgraph__field(struct cl_callgraph *cg, const char *field);
/* A call from caller to callee (or through the field "struct foo\npath" when
 * callee is NULL); the same call seen again keeps the locks held at both,
 * and the arguments (args: CL_CG_MAX_ARGS of them, or NULL: none known)
 * both pass alike. */
void callgraph__add_call(struct cl_callgraph *cg, const char *caller, const char *callee,
			 const char *via_field, cl_lockset locks, double weight,
			 const signed char *args);
/*
 * Every call into fn passes current as its parameter param, directly or
 * as a parameter of the caller that is current in turn (the greatest
 * fixed point; callgraph_current.c).  A function whose address is taken,
 * exported, or called by no function of the build has no such parameter.
 */
bool callgraph__param_is_current(struct cl_callgraph *cg, const char *fn, int param);
/*
 * The greatest fixed point of a property of parameters over the direct
 * calls (solves first if needed): every parameter of a function with
 * callers starts with it, and loses it at a call that args_with (the
 * callee's parameters the call gives it, from the callers' masks) leaves
 * out.  Roots, inlined functions and function-pointer targets have none.
 * Returns a mask per function (free() it).
 */
uint8_t *callgraph__solve_arg_property(struct cl_callgraph *cg,
				       uint8_t (*args_with)(const struct cl_callgraph *cg,
							    const struct cl_cg_call *c,
							    const uint8_t *masks));
/* As callgraph__add_call, with the callee whose result each CL_ARG_RESULT
 * argument is (from: CL_CG_MAX_ARGS names or NULLs; may be NULL). */
void callgraph__add_call_from(struct cl_callgraph *cg, const char *caller, const char *callee,
			      const char *via_field, cl_lockset locks, double weight,
			      const signed char *args, const char *const *from);

/*
 * New objects (callgraph_fresh.c).  A function's body returns source
 * (CL_ARG_NEW, CL_ARG_RESULT of callee from, anything else: other) at
 * one of its returns.  It returns a new object when every return is one:
 * allocated there or the result of a function that returns one (the least
 * fixed point).  A parameter is new when every call passes a new object
 * there, or its caller's new parameter (the greatest fixed point, as for
 * current; roots and function-pointer targets have none).  Writes into a
 * new object are its initialization: the object is the allocating code's
 * until that code returns it or passes it on, and a field written once per
 * object is no line other CPUs keep reading.
 */
void callgraph__add_return(struct cl_callgraph *cg, const char *fn, int source,
			   const char *from);
bool callgraph__returns_fresh(struct cl_callgraph *cg, const char *fn);
/*
 * Is what caller gets from calling callee a new object: callee returns
 * one, or returns only its parameters (and new objects), and every call of
 * caller's passes a new object there (mm_alloc() returns mm_init(mm, ...)
 * of what it allocated)?
 */
bool callgraph__result_fresh(struct cl_callgraph *cg, const char *caller, const char *callee);
bool callgraph__param_is_fresh(struct cl_callgraph *cg, const char *fn, int param);
/* How many functions return a new object, how many parameters get one. */
void callgraph__count_fresh(struct cl_callgraph *cg, size_t *returning, size_t *params);
/* callgraph_fresh.c's part of merge, print_json and read_json ("returns") */
void callgraph__merge_returns(struct cl_callgraph *dst, const struct cl_callgraph *src);
void callgraph__print_returns(const struct cl_printer *p, const struct cl_callgraph *cg);
bool callgraph__read_returns(struct cl_callgraph *cg, const struct cl_json *returns,
			     char *err, size_t errlen);
void callgraph__add_target(struct cl_callgraph *cg, const char *field, const char *fn);
void callgraph__add_escape(struct cl_callgraph *cg, const char *fn);
void callgraph__add_export(struct cl_callgraph *cg, const char *fn);
void callgraph__add_static(struct cl_callgraph *cg, const char *fn);

/*
 * Writes through pointer parameters, from the bodies the pass saw: a body
 * seen, a direct write through parameter param (a store, an atomic, an asm,
 * or the pointer stored or returned: it may be written later), and the
 * parameter passed on to callee's callee_param.
 */
void callgraph__add_body(struct cl_callgraph *cg, const char *fn);
void callgraph__add_param_write(struct cl_callgraph *cg, const char *fn, unsigned int param);
/* Every direct write of fn through param is an atomic RMW (a write too). */
void callgraph__add_param_atomic(struct cl_callgraph *cg, const char *fn, unsigned int param);
void callgraph__add_param_pass(struct cl_callgraph *cg, const char *fn, unsigned int param,
			       const char *callee, unsigned int callee_param);
/* params_written: the least fixed point over the passes. */
void callgraph__solve_params(struct cl_callgraph *cg);
/*
 * May fn write through its pointer parameter param?  True unless a body of
 * fn was seen and neither it nor a callee it passes the pointer to writes
 * (solves first if needed).  A body not in the build (an assembly or
 * out-of-tree function) may.
 */
bool callgraph__param_written(struct cl_callgraph *cg, const char *fn, unsigned int param);
/*
 * Does fn write through param atomically: an atomic RMW of its own and no
 * plain write, or no write of its own and a pass to a callee's atomic
 * parameter (solves first if needed)?  refcount_inc(&t->usage) out of line.
 */
bool callgraph__param_atomic(struct cl_callgraph *cg, const char *fn, unsigned int param);

/*
 * Items grouped by key(items, i) < nr_keys, in their order within a key:
 * order[start[k] .. start[k + 1]).  Returns start; the caller frees both.
 * callgraph__pass_fn keys cl_cg_pass items by their function.
 */
size_t *callgraph__index_by(size_t nr_keys, size_t n, size_t (*key)(const void *, size_t),
			    const void *items, size_t **order);
size_t callgraph__pass_fn(const void *passes, size_t i);
/* callgraph_params.c's part of merge, print_json and read_json */
void callgraph__merge_params(struct cl_callgraph *dst, const struct cl_callgraph *src);
void callgraph__print_params(const struct cl_printer *p, const struct cl_callgraph *cg);
bool callgraph__read_params(struct cl_callgraph *cg, const struct cl_json *params, char *err,
			    size_t errlen);

/*
 * Function addresses as arguments (callgraph_fnargs.c): fn's address is
 * parameter param of a direct call of callee; fn stores its (function
 * pointer) parameter param into field "struct foo\npath".
 * callgraph__solve_fnargs adds a target of the field for every function
 * that reaches such a store through the parameter passes; solve calls it.
 */
void callgraph__add_fnarg(struct cl_callgraph *cg, const char *fn, const char *callee,
			  unsigned int param);
void callgraph__add_param_target(struct cl_callgraph *cg, const char *fn, unsigned int param,
				 const char *field);
void callgraph__solve_fnargs(struct cl_callgraph *cg);
/* A field key "struct foo\npath" as the members ", \"first\": ..., \"field\": ...". */
void callgraph__print_field(const struct cl_printer *p, const char *first, const char *field);
/* Sets err to "\"accesses.WHAT[I]\": expected EXPECTED"; returns false. */
bool callgraph__json_error(char *err, size_t errlen, const char *what, size_t i,
			   const char *expected);
/* callgraph_fnargs.c's part of merge, print_json and read_json */
void callgraph__merge_fnargs(struct cl_callgraph *dst, const struct cl_callgraph *src);
void callgraph__print_fnargs(const struct cl_printer *p, const struct cl_callgraph *cg);
bool callgraph__read_fnargs(struct cl_callgraph *cg, const struct cl_json *accesses, char *err,
			    size_t errlen);

/* The direct calls of caller to callee (function indexes), or NULL. */
const struct cl_cg_call *callgraph__find_call(const struct cl_callgraph *cg, size_t caller,
					      size_t callee);

/* Adds src's calls, targets and escapes into dst (lock names remapped). */
void callgraph__merge(struct cl_callgraph *dst, const struct cl_callgraph *src);

/* The locks held on entry to every function (see the top of this file). */
void callgraph__solve(struct cl_callgraph *cg);
/*
 * Cold code (callgraph_cold.c): mark the functions cold by themselves
 * (__init, a cold attribute, a setup name), then solve_cold spreads it to
 * the functions only cold code calls (with global_locks, or that hold a
 * lock with one instance system-wide).  Solves first if needed.
 */
void callgraph__mark_cold(struct cl_callgraph *cg, const char *name);
void callgraph__solve_cold(struct cl_callgraph *cg, bool global_locks);
/* After solve_cold: name runs only from cold code (false if unknown). */
bool callgraph__cold(const struct cl_callgraph *cg, const char *name);

/* After solve: name is a static function inlined into all its callers. */
bool callgraph__inlined(const struct cl_callgraph *cg, const char *name);
/* After solve: how often name runs per run of a root (1 if unknown). */
double callgraph__frequency(const struct cl_callgraph *cg, const char *name);
/* After solve: the locks every path into name holds (0 if unknown). */
cl_lockset callgraph__held(const struct cl_callgraph *cg, const char *name);

/*
 * After solve: true if writer and one of others run in one operation: a
 * caller of writer up to depth calls above it (or writer itself) reaches
 * one of others at most depth calls down (enqueue_task_rt() links the
 * pushable list through enqueue_pushable_task() and sets highest_prio
 * through enqueue_rt_entity()).  Bounded: a search that grows too wide
 * answers false.
 */
bool callgraph__same_operation(struct cl_callgraph *cg, const char *writer,
			       const char *const *others, size_t nr_others, unsigned int depth);

/* After solve: what decides name's locks, for a reviewer ("why was this
 * pair dropped"): held on entry, frequency, and every call into it. */
void callgraph__explain(const struct cl_printer *p, const struct cl_callgraph *cg,
			const char *name);
/* The "calls", "fnptrs", "escapes", "statics" and "params" members of the
 * "accesses" object, each preceded by ",\n    ". */
void callgraph__print_json(const struct cl_printer *p, const struct cl_callgraph *cg);
/* Reads them back (merging); absent members are no error.  On bad input
 * returns false with a message in err naming the JSON path. */
bool callgraph__read_json(struct cl_callgraph *cg, const struct cl_json *accesses, char *err,
			  size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
