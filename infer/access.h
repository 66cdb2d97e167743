/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Access profiles: what the compiled code does to each struct field.  The
 * GCC plugin's infer-access pass fills one per unit and writes it into the
 * unit's JSON report (key "accesses"); cachelint infer reads and merges the
 * profiles of a whole build and turns them into roles (infer/infer.h).
 *
 * A field is named by its record key ("struct foo", as the layout model
 * names records) and a path inside it: dotted for nested members
 * ("stats.hits"), "[]" for any element of an array of records
 * ("pri_to_cpu[].count").  Weights are estimated executions per call of the
 * accessing function: GCC's guessed profile at -O1 and above, 8^loop_depth
 * at -O0.
 */
#ifndef CACHELINT_ACCESS_H
#define CACHELINT_ACCESS_H

#include <stdbool.h>
#include <stddef.h>

#include "callgraph.h"
#include "model.h"

#ifdef __cplusplus
extern "C" {
#endif

enum cl_access_kind {
	CL_ACCESS_LOAD = 0,
	CL_ACCESS_STORE,	/* plain or volatile store, __atomic_store */
	CL_ACCESS_RMW,		/* __atomic_* / __sync_* RMW, asm memory output */
	CL_ACCESS__COUNT,
};

/* What one function does to one field. */
struct cl_access_site {
	char *function;
	struct cl_pos pos;		/* first access of the strongest kind: RMW, else
					 * store, else load (file interned) */
	bool cold;			/* __init/__exit section, cold attribute or node */
	bool is_volatile;		/* some access was volatile (READ_ONCE/WRITE_ONCE) */
	bool varied;			/* some plain store wrote a computed value */
	bool lock_word;			/* its RMWs are lock calls given the lock (spin_lock(&p->lock)) */
	unsigned int count[CL_ACCESS__COUNT];
	double weight[CL_ACCESS__COUNT];
	/*
	 * How many of the accesses were made through current, to the task's
	 * own record (plugin/gimple/owner.h): all of them (nr_own equal to the
	 * counts' sum) make the site the task's own.
	 */
	unsigned int nr_own;
	/*
	 * How many of the others went through the function's parameter
	 * via_param (CL_VIA_NONE: none; CL_VIA_MIXED: through two): if every
	 * call passes current there (callgraph__param_is_current), they are
	 * the task's own too.
	 */
#define CL_VIA_NONE (-1)
#define CL_VIA_MIXED (-2)
	int via_param;
	unsigned int nr_via;
	/*
	 * Writes into new objects (callgraph.h, access_fresh.c): of the
	 * site's stores and RMWs, fresh_new went into what an allocator had
	 * just returned in the function, fresh_result into the result of a
	 * call of fresh_from (interned; "" for two callees), fresh_param
	 * through via_param.
	 */
	unsigned int fresh_new, fresh_result, fresh_param;
	const char *fresh_from;
	/*
	 * The part of weight[CL_ACCESS_STORE] stored only when the value
	 * changes: a dominating condition compares the field with the very
	 * value stored ("if (x != v) x = v").
	 */
	double on_change_weight;
	/*
	 * The part of weight[CL_ACCESS_RMW] made by RMWs that set, clear or
	 * exchange (or, and, bts, btr, xchg) under a dominating test of the
	 * field: if (!test_bit(n, &p->flags)) set_bit(n, &p->flags).
	 */
	double on_change_rmw_weight;
	/*
	 * Stores of a constant that no compare of the same field guards: the
	 * silent-store candidates.  The heaviest one is kept.
	 */
	double silent_weight;
	struct cl_pos silent_pos;
	char *silent_value;		/* the constant as C source: "-1" */
	/* every distinct constant stored here, guarded or not (a field toggled
	 * between constants changes value: its stores are not silent) */
#define CL_MAX_CONSTS 4
	unsigned int nr_consts;
	char *consts[CL_MAX_CONSTS];
	/*
	 * The locks held at every access of the function to the field, each
	 * named by the record it lives in ("struct rq" for &rq->__lock),
	 * interned; locks_known once the first access set them.
	 */
	/*
	 * The part of weight[CL_ACCESS_STORE] that is the field's address
	 * passed to a callee's pointer to non-const (f(&p->list)): a store
	 * only if the callee writes through it, which its body in the build
	 * says (callgraph__param_written).  profile__settle_passed turns the
	 * others into loads, and those the callee updates atomically
	 * (callgraph__param_atomic) into RMWs.  Past CL_MAX_PASSED callees,
	 * plain stores.
	 */
#define CL_MAX_PASSED 4
	unsigned int nr_passed;
	struct cl_passed {
		const char *callee;	/* interned */
		unsigned int param;
		unsigned int count;
		double weight;
	} passed[CL_MAX_PASSED];
#define CL_MAX_SITE_LOCKS 4
	bool locks_known;
	unsigned int nr_locks;
	const char *locks[CL_MAX_SITE_LOCKS];
};

struct cl_access_field {
	char *record;			/* "struct foo" */
	char *path;			/* "a", "inner.b", "arr[].c" */
	size_t nr_sites;
	size_t alloc_sites;
	struct cl_access_site *sites;
};

struct cl_access_profile {
	size_t nr_fields;
	size_t alloc_fields;
	struct cl_access_field **fields;
	struct cl_strtab *index;	/* "record\npath" -> field */
	/* "record\npath\nfunction\ncold" -> site index + 1, so merging the
	 * sites of thousands of units stays linear */
	struct cl_strtab *site_index;
	char *keybuf;
	size_t keybuf_size;
	struct cl_strtab *strings;	/* interned file names */
	bool loop_depth_weights;	/* some unit was built at -O0 */
	/*
	 * Records some function declares as a local (automatic) variable:
	 * key -> first such function.  Stack objects are not shared between
	 * CPUs, so cachelint infer gives their fields no code roles.
	 */
	struct cl_strtab *locals;
	size_t nr_locals;
	char **local_keys;		/* in order of first sight */
	struct cl_callgraph *callgraph;	/* calls, with the locks held (callgraph.h) */
};

struct cl_access_profile *profile__new(void);
/* Part of s's stores: the field's address passed to callee's parameter. */
void access_site__add_passed(struct cl_access_profile *prof, struct cl_access_site *s,
			     const char *callee, unsigned int param, unsigned int count,
			     double weight);
/*
 * With the build's call graph: stores passed to a callee that does not
 * write through that parameter become loads, to one that writes it only
 * atomically RMWs (access_passed.c).
 */
void profile__settle_passed(struct cl_access_profile *prof);
void profile__delete(struct cl_access_profile *prof);

/* Every access of the site was the task's own, through current, or through
 * a parameter every call gives current (cg solved on demand; may be NULL). */
bool access_site__own(const struct cl_access_site *s, struct cl_callgraph *cg);
/*
 * The site reads the field and stores nothing but NULL into it:
 * kfree(q->rx); q->rx = NULL lets go of what the field held.
 */
bool access_site__releases(const struct cl_access_site *s);
/* Notes an access through parameter param that is not through current. */
void access_site__add_via(struct cl_access_site *s, int param, unsigned int count);
/*
 * Notes count writes through a pointer from source: CL_ARG_NEW, the
 * CL_ARG_RESULT of from, or a parameter (counted when it is the site's
 * via_param: add_via first).  Others are no new object.
 */
void access_site__add_fresh(struct cl_access_profile *prof, struct cl_access_site *s,
			    int source, const char *from, unsigned int count);
/*
 * n of the site's writes turned out to be loads (profile__settle_passed):
 * n fewer of its writes count as into new objects, whichever they were,
 * so that what is left never claims a write it did not see.
 */
void access_site__forget_fresh(struct cl_access_site *s, unsigned int n);
/* Every store and RMW of the site went into a new object (cg solved on
 * demand). */
bool access_site__fresh_writes(const struct cl_access_site *s, struct cl_callgraph *cg);

/* The field's entry, created on first use. */
struct cl_access_field *profile__field(struct cl_access_profile *prof, const char *record,
				       const char *path);
struct cl_access_field *profile__find(const struct cl_access_profile *prof,
				      const char *record, const char *path);
/* The function's site of a field, created on first use. */
struct cl_access_site *access_field__site(struct cl_access_profile *prof,
					  struct cl_access_field *f, const char *function,
					  bool cold);

/* Records one access; pos.file is interned here.  Returns its site. */
struct cl_access_site *profile__add(struct cl_access_profile *prof, const char *record,
				    const char *path, const char *function, bool cold,
				    enum cl_access_kind kind, double weight,
				    const struct cl_pos *pos, bool is_volatile);
/* Records an unguarded constant store (after profile__add of the store). */
void profile__add_silent(struct cl_access_profile *prof, const char *record,
			 const char *path, const char *function, bool cold, double weight,
			 const struct cl_pos *pos, const char *value);

/* Records that a store of the function wrote a computed (non-constant)
 * value: its constant stores then do not find the value unchanged. */
void profile__add_varied(struct cl_access_profile *prof, const char *record,
			 const char *path, const char *function, bool cold);

/* Notes that function declares a local variable of type record. */
void profile__add_local(struct cl_access_profile *prof, const char *record,
			const char *function);
/* The function declaring a local of this record type, or NULL. */
const char *profile__local(const struct cl_access_profile *prof, const char *record);

/* Notes the locks held at one access of the site (profile__add's): the
 * site keeps those held at all its accesses. */
void access_site__add_locks(struct cl_access_profile *prof, struct cl_access_site *site,
			    const char *const *locks, size_t nr);

/* Notes a constant stored into the field (guarded or not). */
void profile__add_const(struct cl_access_profile *prof, const char *record, const char *path,
			const char *function, bool cold, const char *value);

/* Adds every site of src into dst (same function and coldness: summed). */
void profile__merge(struct cl_access_profile *dst, const struct cl_access_profile *src);

/* Totals over a field's sites: hot (cold == false) or cold ones. */
double access_field__weight(const struct cl_access_field *f, enum cl_access_kind kind,
			    bool cold);
/* Number of distinct hot (or cold) functions with weight > 0 of kind. */
size_t access_field__functions(const struct cl_access_field *f, enum cl_access_kind kind,
			       bool cold);

struct cl_printer;
struct cl_json;

/* access_fresh.c's part of merge, print and read (the "fresh" member) */
void access_site__merge_fresh(struct cl_access_profile *dst, struct cl_access_site *ds,
			      const struct cl_access_site *ss);
void access_site__print_fresh(const struct cl_printer *p, const struct cl_access_site *s);
bool access_site__read_fresh(struct cl_access_profile *prof, struct cl_access_site *s,
			     const struct cl_json *fresh, double writes);

struct cl_filetab;
/* Prints the "fields" array of the "accesses" object (indented two levels);
 * positions go through files (infer/layout_json.h), or inline if NULL. */
void profile__print_fields(const struct cl_printer *p, const struct cl_access_profile *prof,
			   struct cl_filetab *files);
/* Prints the "locals" array: [{"struct", "function"}, ...]. */
void profile__print_locals(const struct cl_printer *p, const struct cl_access_profile *prof);

/*
 * Reads the "fields" array of an "accesses" object into prof (merging).
 * On bad input returns false with a message in err naming the JSON path.
 */
bool profile__read_json(struct cl_access_profile *prof, const struct cl_json *accesses,
			char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
