// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of infer/access.c and infer/infer*.c without a compiler: hand-
 * built profiles and layouts -> roles and findings; JSON round trip.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "access.h"
#include "asmtext.h"
#include "infer.h"
#include "json.h"
#include "layout_json.h"
#include "lockwords.h"
#include "report.h"

#include "tap.h"

static struct cl_pos at(unsigned int line)
{
	struct cl_pos p = { "x.c", line, 1 };

	return p;
}

static struct cl_field *field(struct cl_record *rec, const char *name, uint64_t byte, uint64_t size)
{
	struct cl_field *f = record__add_field(rec, name);

	f->bit_offset = byte * 8;
	f->bit_size = size * 8;
	return f;
}

static enum cl_role role_of(const struct cl_infer *inf, const char *rec, const char *name)
{
	const struct cl_field *f = NULL;

	infer__evidence(inf, rec, name, &f);
	return f ? f->role : CL_ROLE_NONE;
}

static size_t count_rule(const struct cl_infer *inf, enum cl_rule rule)
{
	size_t n = 0;

	for (size_t i = 0; i < inf->chk.nr_findings; i++)
		n += inf->chk.findings[i].rule == rule;
	return n;
}

/*
 * Cold by the callers (infer/callgraph_cold.c): setup is cold itself and
 * calls helper, which calls p and q, which call each other (a cycle only
 * cold code enters); hot calls mixed, which setup calls too; rarely_hot
 * calls shared from an unlikely() branch, setup frequently; root calls
 * nothing and nobody calls it; locked is only called under a global lock.
 */
static void test_cold_callers(void)
{
	struct cl_callgraph *cg = callgraph__new();
	const char *g[] = { CL_GLOBAL_LOCK };
	cl_lockset G = callgraph__lockset(cg, g, 1), N = lockset__none();

	callgraph__add_call(cg, "setup", "helper", NULL, N, 1, NULL);
	callgraph__add_call(cg, "helper", "p", NULL, N, 1, NULL);
	callgraph__add_call(cg, "p", "q", NULL, N, 1, NULL);
	callgraph__add_call(cg, "q", "p", NULL, N, 1, NULL);
	callgraph__add_call(cg, "hot", "mixed", NULL, N, 1, NULL);
	callgraph__add_call(cg, "setup", "mixed", NULL, N, 1, NULL);
	callgraph__add_call(cg, "rarely_hot", "shared", NULL, N, 0.05, NULL);
	callgraph__add_call(cg, "setup", "shared", NULL, N, 1, NULL);
	callgraph__add_call(cg, "hot", "locked", NULL, G, 1, NULL);
	callgraph__function(cg, "root");
	callgraph__mark_cold(cg, "setup");
	callgraph__solve_cold(cg, true);
	EXPECT(callgraph__cold(cg, "setup") && callgraph__cold(cg, "helper") &&
	       callgraph__cold(cg, "p") && callgraph__cold(cg, "q"),
	       "cold callers: what only setup code reaches is cold, a cycle included");
	EXPECT(!callgraph__cold(cg, "hot") && !callgraph__cold(cg, "mixed") &&
	       !callgraph__cold(cg, "root") && callgraph__cold(cg, "shared"),
	       "cold callers: one hot way in warms, a rare one does not, roots are hot");
	EXPECT(callgraph__cold(cg, "locked"), "cold callers: called under a global lock only");
	callgraph__solve_cold(cg, false);
	EXPECT(!callgraph__cold(cg, "locked") && callgraph__cold(cg, "p"),
	       "cold callers: without global locks, a call under one is hot");
	callgraph__delete(cg);
}

/*
 * The locks on entry (infer/callgraph_solve.c): entry takes L and calls a
 * (through an ops field) and b; a and b call each other (a cycle keeps
 * what its way in holds); c is called with L by a, and without it by an
 * unlikely() branch of b (rare: left out) and by cb, whose address escapes.
 */
static bool held_is(const struct cl_callgraph *cg, const char *fn, cl_lockset want)
{
	cl_lockset held = callgraph__held(cg, fn);

	return lockset__equal(&held, &want);
}

/* A whole kernel takes locks living in about 500 records: none is forgotten. */
/*
 * Parameters always current: relay(t) is called only with current and
 * passes t to leaf(t); shared(t) also gets another task from elsewhere;
 * exported(t) may be called from outside the build; target(t) is called
 * through an ops field.
 */
static void test_current_params(void)
{
	struct cl_callgraph *cg = callgraph__new();
	cl_lockset N = lockset__none();
	signed char cur[CL_CG_MAX_ARGS] = { CL_ARG_CURRENT, CL_ARG_OTHER, CL_ARG_OTHER,
					    CL_ARG_OTHER, CL_ARG_OTHER, CL_ARG_OTHER };
	signed char param0[CL_CG_MAX_ARGS] = { 0, CL_ARG_OTHER, CL_ARG_OTHER, CL_ARG_OTHER,
					       CL_ARG_OTHER, CL_ARG_OTHER };
	signed char second[CL_CG_MAX_ARGS] = { CL_ARG_OTHER, CL_ARG_CURRENT, CL_ARG_OTHER,
					       CL_ARG_OTHER, CL_ARG_OTHER, CL_ARG_OTHER };

	callgraph__add_call(cg, "entry", "relay", NULL, N, 1, cur);
	callgraph__add_call(cg, "relay", "leaf", NULL, N, 1, param0);
	callgraph__add_call(cg, "entry", "shared", NULL, N, 1, cur);
	callgraph__add_call(cg, "other", "shared", NULL, N, 1, NULL);
	callgraph__add_call(cg, "entry", "exported", NULL, N, 1, cur);
	callgraph__add_export(cg, "exported");
	callgraph__add_call(cg, "entry", "pair", NULL, N, 1, cur);
	callgraph__add_call(cg, "entry2", "pair", NULL, N, 1, second);
	callgraph__add_call(cg, "entry", NULL, "struct ops\nfn", N, 1, cur);
	callgraph__add_target(cg, "struct ops\nfn", "target");
	callgraph__add_call(cg, "entry", "target", NULL, N, 1, cur);
	EXPECT(callgraph__param_is_current(cg, "relay", 0) &&
	       callgraph__param_is_current(cg, "leaf", 0),
	       "current params: passed as current, and on as the caller's current parameter");
	EXPECT(!callgraph__param_is_current(cg, "leaf", 1) &&
	       !callgraph__param_is_current(cg, "shared", 0) &&
	       !callgraph__param_is_current(cg, "pair", 0) &&
	       !callgraph__param_is_current(cg, "pair", 1),
	       "current params: one call passing something else there clears it");
	EXPECT(!callgraph__param_is_current(cg, "exported", 0) &&
	       !callgraph__param_is_current(cg, "target", 0) &&
	       !callgraph__param_is_current(cg, "entry", 0) &&
	       !callgraph__param_is_current(cg, "nosuch", 0) &&
	       !callgraph__param_is_current(cg, "relay", CL_CG_MAX_ARGS),
	       "current params: none for exported, indirect targets, roots, unknown functions");
	callgraph__delete(cg);
}

static void test_fresh(void)
{
	struct cl_callgraph *cg = callgraph__new(), *merged = callgraph__new();
	struct cl_access_profile *prof = profile__new();
	struct cl_access_site *site;
	cl_lockset N = lockset__none();
	signed char res[CL_CG_MAX_ARGS] = { CL_ARG_RESULT, CL_ARG_OTHER, CL_ARG_OTHER,
					    CL_ARG_OTHER, CL_ARG_OTHER, CL_ARG_OTHER };
	signed char nw[CL_CG_MAX_ARGS] = { CL_ARG_NEW, CL_ARG_OTHER, CL_ARG_OTHER,
					   CL_ARG_OTHER, CL_ARG_OTHER, CL_ARG_OTHER };
	signed char param0[CL_CG_MAX_ARGS] = { 0, CL_ARG_OTHER, CL_ARG_OTHER, CL_ARG_OTHER,
					       CL_ARG_OTHER, CL_ARG_OTHER };
	const char *from_wrap2[CL_CG_MAX_ARGS] = { "wrap2" };
	const char *from_mixed[CL_CG_MAX_ARGS] = { "mixed" };

	callgraph__add_return(cg, "alloc", CL_ARG_NEW, NULL);
	callgraph__add_return(cg, "wrap", CL_ARG_RESULT, "alloc");
	callgraph__add_return(cg, "wrap2", CL_ARG_RESULT, "wrap");
	callgraph__add_return(cg, "mixed", CL_ARG_RESULT, "alloc");
	callgraph__add_return(cg, "mixed", CL_ARG_OTHER, NULL);
	callgraph__add_return(cg, "two", CL_ARG_RESULT, "alloc");
	callgraph__add_return(cg, "two", CL_ARG_RESULT, "wrap");
	callgraph__add_return(cg, "cycle", CL_ARG_RESULT, "cycle");
	callgraph__add_call_from(cg, "entry", "init", NULL, N, 1, res, from_wrap2);
	callgraph__add_call(cg, "entry2", "init", NULL, N, 1, nw);
	callgraph__add_call(cg, "init", "leaf", NULL, N, 1, param0);
	callgraph__add_call_from(cg, "entry", "reinit", NULL, N, 1, nw, NULL);
	callgraph__add_call_from(cg, "entry2", "reinit", NULL, N, 1, res, from_mixed);
	callgraph__add_call(cg, "entry", "exported", NULL, N, 1, nw);
	callgraph__add_export(cg, "exported");
	callgraph__add_target(cg, "struct ops\nmake", "alloc");
	callgraph__add_target(cg, "struct ops\nmake", "wrap");
	callgraph__add_target(cg, "struct ops\nget", "wrap");
	callgraph__add_target(cg, "struct ops\nget", "mixed");
	callgraph__add_return(cg, "via_ops", CL_ARG_RESULT, "*struct ops\nmake");
	/* setup returns its parameter 0: mm_alloc() gives it a new object,
	 * reuse a parameter of its own */
	callgraph__add_return(cg, "setup", 0, NULL);
	callgraph__add_return(cg, "make_setup", CL_ARG_RESULT, "setup");
	callgraph__add_call(cg, "make_setup", "setup", NULL, N, 1, nw);
	callgraph__add_return(cg, "reuse", CL_ARG_RESULT, "setup");
	callgraph__add_call(cg, "reuse", "setup", NULL, N, 1, param0);
	callgraph__merge(merged, cg);
	for (int k = 0; k < 2; k++) {
		struct cl_callgraph *g = k ? merged : cg;

		EXPECT(callgraph__returns_fresh(g, "alloc") && callgraph__returns_fresh(g, "wrap") &&
		       callgraph__returns_fresh(g, "wrap2"),
		       "fresh: an allocation, and results of results of it, are new objects");
		EXPECT(!callgraph__returns_fresh(g, "mixed") && !callgraph__returns_fresh(g, "two") &&
		       !callgraph__returns_fresh(g, "cycle") && !callgraph__returns_fresh(g, "entry") &&
		       !callgraph__returns_fresh(g, "nosuch"),
		       "fresh: something else returned, two callees, a cycle, no returns: no new object");
		EXPECT(callgraph__returns_fresh(g, "*struct ops\nmake") &&
		       callgraph__returns_fresh(g, "via_ops") &&
		       !callgraph__returns_fresh(g, "*struct ops\nget") &&
		       !callgraph__returns_fresh(g, "*struct ops\nnone"),
		       "fresh: a field all of whose functions return new objects does; one that may not, or none, does not");
		EXPECT(!callgraph__returns_fresh(g, "setup") && callgraph__returns_fresh(g, "make_setup") &&
		       callgraph__result_fresh(g, "make_setup", "setup") &&
		       !callgraph__returns_fresh(g, "reuse") && !callgraph__result_fresh(g, "reuse", "setup") &&
		       callgraph__result_fresh(g, "entry", "wrap") && !callgraph__result_fresh(g, "entry", "setup"),
		       "fresh: a function returning its parameter gives back a new object when its caller passed one");
		EXPECT(callgraph__param_is_fresh(g, "init", 0) && callgraph__param_is_fresh(g, "leaf", 0),
		       "fresh params: every call passes a new object, or the caller's new parameter");
		EXPECT(!callgraph__param_is_fresh(g, "reinit", 0) &&
		       !callgraph__param_is_fresh(g, "exported", 0) &&
		       !callgraph__param_is_fresh(g, "init", 1) &&
		       !callgraph__param_is_fresh(g, "entry", 0),
		       "fresh params: one call with another object, exported, roots: none");
	}
	site = profile__add(prof, "struct s", "x", "init", false, CL_ACCESS_STORE, 1, NULL, false);
	access_site__add_via(site, 0, 1);
	access_site__add_fresh(prof, site, 0, NULL, 1);
	EXPECT(access_site__fresh_writes(site, cg), "fresh: a site writing through a new parameter");
	profile__add(prof, "struct s", "x", "init", false, CL_ACCESS_RMW, 1, NULL, false);
	EXPECT(!access_site__fresh_writes(site, cg), "fresh: one more write elsewhere: not all new");
	access_site__add_fresh(prof, site, CL_ARG_RESULT, "wrap2", 1);
	EXPECT(access_site__fresh_writes(site, cg), "fresh: ... unless into a new result");
	access_site__add_fresh(prof, site, CL_ARG_RESULT, "alloc", 1);
	EXPECT(!access_site__fresh_writes(site, cg), "fresh: results of two callees count for none");
	site = profile__add(prof, "struct s", "y", "f", false, CL_ACCESS_STORE, 1, NULL, false);
	access_site__add_passed(prof, site, "reader", 0, 1, 1);
	access_site__add_fresh(prof, site, CL_ARG_NEW, NULL, 1);
	profile__add(prof, "struct s", "y", "f", false, CL_ACCESS_STORE, 1, NULL, false);
	callgraph__add_body(prof->callgraph, "reader");
	profile__settle_passed(prof);
	EXPECT(site->count[CL_ACCESS_STORE] == 1 && !access_site__fresh_writes(site, prof->callgraph),
	       "fresh: a store into a new object that was a callee's read leaves the other store hot");
	profile__delete(prof);
	callgraph__delete(merged);
	callgraph__delete(cg);
}

static void test_many_locks(void)
{
	struct cl_callgraph *cg = callgraph__new();
	char key[32];
	cl_lockset last;

	for (int i = 0; i < 600; i++) {
		snprintf(key, sizeof(key), "struct r%d", i);
		callgraph__lock_bit(cg, key);
	}
	last = callgraph__lockset(cg, (const char *[]){ "struct r599" }, 1);
	callgraph__add_call(cg, "entry", "f", NULL, last, 1, NULL);
	callgraph__solve(cg);
	EXPECT(cg->nr_locks == 601 && held_is(cg, "f", last) && !lockset__empty(&last),
	       "locks: the 600th lock record is held like the first");
	callgraph__delete(cg);
}

static void test_callgraph(void)
{
	struct cl_callgraph *cg = callgraph__new(), *merged = callgraph__new(), *back;
	const char *l[] = { "struct rq" }, *m[] = { "struct mm" };
	cl_lockset L = callgraph__lockset(cg, l, 1), N = lockset__none();
	struct cl_buf buf = { 0 };
	struct cl_printer pr = printer__buf(&buf);
	struct cl_json *j;
	char err[256];

	callgraph__add_call(cg, "entry", NULL, "struct ops\ntick", L, 1, NULL);
	callgraph__add_target(cg, "struct ops\ntick", "a");
	callgraph__add_call(cg, "entry", "b", NULL, L, 1, NULL);
	callgraph__add_call(cg, "a", "b", NULL, N, 1, NULL);
	callgraph__add_call(cg, "b", "a", NULL, N, 1, NULL);
	callgraph__add_call(cg, "a", "c", NULL, N, 1, NULL);
	callgraph__add_call(cg, "b", "c", NULL, N, 0.05, NULL);
	callgraph__add_call(cg, "b", "c", NULL, L, 0.01, NULL);	/* same call: locks and, weight max */
	callgraph__add_static(cg, "phantom");
	callgraph__add_call(cg, "phantom", "c", NULL, N, 1, NULL);
	callgraph__solve(cg);
	EXPECT(held_is(cg, "entry", N) && held_is(cg, "a", L) && held_is(cg, "b", L),
	       "locks on entry through an ops field and a cycle");
	EXPECT(held_is(cg, "c", L) && callgraph__frequency(cg, "c") == 1,
	       "a rare caller is left out, a static function nobody calls constrains nothing");
	EXPECT(lockset__empty(&cg->calls[5].locks) && cg->calls[5].weight == 0.05,
	       "the same call seen twice keeps the locks held at both and the heavier weight");
	{
		const char *b[] = { "b" }, *entry[] = { "entry" }, *none[] = { "nosuch" };

		EXPECT(callgraph__same_operation(cg, "c", b, 1, 1) &&
		       !callgraph__same_operation(cg, "c", b, 1, 0) &&
		       callgraph__same_operation(cg, "a", entry, 1, 1) &&
		       !callgraph__same_operation(cg, "c", none, 1, 3) &&
		       !callgraph__same_operation(cg, "nosuch", b, 1, 3),
		       "same operation: a caller within the depth reaches the other writer");
	}

	/* a second unit with another lock table: merged by name */
	callgraph__lockset(merged, m, 1);
	callgraph__merge(merged, cg);
	callgraph__add_call(merged, "cb", "c", NULL, N, 1, NULL);
	callgraph__add_escape(merged, "cb");
	callgraph__solve(merged);
	EXPECT(held_is(merged, "a", lockset__of(callgraph__find_lock(merged, "struct rq"))) &&
	       held_is(merged, "c", lockset__none()) && held_is(merged, "cb", lockset__none()),
	       "merge remaps lock names; an escaping caller holds nothing");

	printer__printf(&pr, "{");
	callgraph__print_json(&pr, merged);
	printer__printf(&pr, "}");
	/* print_json starts with ",\n": drop it */
	j = json__parse(buf.data, buf.len, err, sizeof(err));
	EXPECT(!j, "call graph JSON is members of an object, not an object");
	buf.data[1] = ' ';
	j = json__parse(buf.data, buf.len, err, sizeof(err));
	back = callgraph__new();
	EXPECT(j && callgraph__read_json(back, j, err, sizeof(err)), "call graph JSON parses back: %s",
	       j ? "" : err);
	callgraph__solve(back);
	EXPECT(back->nr_calls == merged->nr_calls && back->nr_targets == 1 &&
	       held_is(back, "b", lockset__of(callgraph__find_lock(back, "struct rq"))) &&
	       held_is(back, "cb", lockset__none()), "round trip keeps calls, targets, escapes and locks");
	json__delete(j);
	buf__exit(&buf);
	callgraph__delete(back);
	callgraph__delete(merged);
	callgraph__delete(cg);
}

/*
 * Writes through parameters (infer/callgraph_params.c): walk reads its
 * parameter 0; relay passes its 0 to walk and its 1 to link, which writes
 * its 0; asm_fn has no body in the build.  A second unit adds a body of
 * outer that passes to relay's 1.
 */
/*
 * Atomic parameters: inc updates its 0 with a locked instruction; put
 * passes its 0 to inc and writes nothing itself; mixed stores into its 0
 * and passes it to inc (its own plain write decides); chain passes to put.
 * A second unit's body of wrap passes to chain, read back from JSON.
 */
static void test_atomic_params(void)
{
	struct cl_callgraph *a = callgraph__new(), *back = callgraph__new();
	struct cl_buf buf = { 0 };
	struct cl_printer pr = printer__buf(&buf);
	struct cl_json *j;
	char err[256];

	callgraph__add_param_atomic(a, "inc", 0);
	callgraph__add_param_write(a, "inc", 0);
	callgraph__add_param_pass(a, "put", 0, "inc", 0);
	callgraph__add_param_write(a, "mixed", 0);
	callgraph__add_param_pass(a, "mixed", 0, "inc", 0);
	callgraph__add_param_pass(a, "chain", 1, "put", 0);
	EXPECT(callgraph__param_atomic(a, "inc", 0) && callgraph__param_atomic(a, "put", 0) &&
	       callgraph__param_atomic(a, "chain", 1) && callgraph__param_written(a, "chain", 1) &&
	       !callgraph__param_atomic(a, "chain", 0) && !callgraph__param_atomic(a, "mixed", 0) &&
	       callgraph__param_written(a, "mixed", 0),
	       "params atomic: direct, passed on twice, a plain write of its own decides");
	printer__printf(&pr, "{\"x\": 0");
	callgraph__print_params(&pr, a);
	printer__printf(&pr, "}");
	j = json__parse(buf.data, buf.len, err, sizeof(err));
	callgraph__add_param_pass(back, "wrap", 0, "chain", 1);
	EXPECT(j && callgraph__read_params(back, json__get(j, "params"), err, sizeof(err)) &&
	       callgraph__param_atomic(back, "wrap", 0) && !callgraph__param_atomic(back, "mixed", 0),
	       "params atomic: JSON round trip, another unit's pass: %s", j ? err : "not JSON");
	json__delete(j);
	free(buf.data);
	callgraph__delete(a);
	callgraph__delete(back);
}

static void test_params(void)
{
	struct cl_callgraph *a = callgraph__new(), *b = callgraph__new(), *back = callgraph__new();
	struct cl_buf buf = { 0 };
	struct cl_printer pr = printer__buf(&buf);
	struct cl_json *j;
	char err[256];

	callgraph__add_body(a, "walk");
	callgraph__add_param_write(a, "link", 0);
	callgraph__add_param_pass(a, "relay", 0, "walk", 0);
	callgraph__add_param_pass(a, "relay", 1, "link", 0);
	callgraph__add_param_pass(a, "relay", 2, "asm_fn", 0);
	callgraph__add_param_pass(b, "outer", 0, "relay", 1);
	callgraph__add_param_pass(b, "outer", 1, "relay", 0);
	callgraph__merge(b, a);
	EXPECT(!callgraph__param_written(b, "walk", 0) && callgraph__param_written(b, "link", 0) &&
	       !callgraph__param_written(b, "link", 1),
	       "params: a body that only reads; a direct write");
	EXPECT(!callgraph__param_written(b, "relay", 0) && callgraph__param_written(b, "relay", 1) &&
	       callgraph__param_written(b, "relay", 2) && callgraph__param_written(b, "outer", 0) &&
	       !callgraph__param_written(b, "outer", 1),
	       "params: passed on to a reader, a writer, a body not in the build; across units");
	EXPECT(callgraph__param_written(b, "nosuch", 0) && callgraph__param_written(b, "walk", 40),
	       "params: an unknown function or parameter may write");
	EXPECT(!callgraph__param_atomic(b, "link", 0) && !callgraph__param_atomic(b, "relay", 2) &&
	       !callgraph__param_atomic(b, "nosuch", 0),
	       "params: a plain write, a body not in the build, an unknown function: not atomic");
	test_atomic_params();
	printer__printf(&pr, "{\"x\": 0");
	callgraph__print_params(&pr, b);
	printer__printf(&pr, "}");
	j = json__parse(buf.data, buf.len, err, sizeof(err));
	EXPECT(j && callgraph__read_params(back, json__get(j, "params"), err, sizeof(err)) &&
	       !callgraph__param_written(back, "outer", 1) && callgraph__param_written(back, "outer", 0) &&
	       !callgraph__param_written(back, "walk", 0),
	       "params: JSON round trip: %s", j ? err : "not JSON");
	json__delete(j);
	{
		const char *bad = "{\"params\": [{\"function\": \"f\", \"passes\": [[0, \"g\"]]}]}";

		j = json__parse(bad, strlen(bad), err, sizeof(err));
	}
	EXPECT(j && !callgraph__read_params(back, json__get(j, "params"), err, sizeof(err)) &&
	       strstr(err, "accesses.params[0]"), "params: a short pass is an error naming it: %s", err);
	json__delete(j);
	buf__exit(&buf);
	callgraph__delete(a);
	callgraph__delete(b);
	callgraph__delete(back);
}

/* The lock vocabulary of callee names (infer/lockwords.c), word by word. */
static void test_lock_words(void)
{
	static const struct {
		const char *name;
		int effect;
		bool excludes, writes_word;
	} calls[] = {
		{ "raw_spin_lock_irqsave", 1, true, true },
		{ "_raw_spin_unlock_irqrestore", -1, true, true },
		{ "spin_trylock", 0, true, true },
		{ "rtnl_is_locked", 1, true, false },	/* ASSERT_RTNL: held from here */
		{ "spin_is_locked", 1, true, false },
		{ "lockdep_assert_held", 0, true, false },
		{ "lock_acquire", 0, true, false },	/* lockdep's bookkeeping */
		{ "down_write", 1, true, true },
		{ "up_write", -1, true, true },
		{ "down_read", 0, false, true },	/* a read side writes the word too */
		{ "read_lock_bh", 1, false, true },
		{ "rcu_read_lock", 1, false, true },
		{ "local_lock_irqsave", 1, false, true },
		{ "class_rq_lock_destructor", -1, true, true },
		{ "spin_lock_init", 0, true, false },
		{ "blocker", 0, true, false },		/* "lock" inside a word is no word */
		{ "mutex_lock_nested", 1, true, true },
	};
	char key[64];

	for (size_t i = 0; i < sizeof(calls) / sizeof(calls[0]); i++) {
		EXPECT(lock_name__effect(calls[i].name) == calls[i].effect,
		       "lock words: %s %s", calls[i].name,
		       calls[i].effect > 0 ? "acquires" : calls[i].effect < 0 ? "releases" : "neither");
		EXPECT(lock_name__excludes(calls[i].name) == calls[i].excludes,
		       "lock words: %s %s", calls[i].name,
		       calls[i].excludes ? "excludes other holders" : "admits many holders");
		EXPECT(lock_name__writes_word(calls[i].name) == calls[i].writes_word,
		       "lock words: %s %s the lock word", calls[i].name,
		       calls[i].writes_word ? "writes" : "does not write");
	}
	lock_name__global_key("__rtnl_unlock", key, sizeof(key));
	EXPECT(!strcmp(key, "global:rtnl"), "lock words: __rtnl_unlock takes global:rtnl (%s)", key);
	lock_name__global_key("cpus_write_lock", key, sizeof(key));
	EXPECT(!strcmp(key, "global:cpus_write"), "lock words: cpus_write_lock takes global:cpus_write (%s)", key);
	lock_name__global_key("mutex_lock_killable_nested", key, 12);
	EXPECT(strlen(key) < 12, "lock words: a global key is cut to its buffer (%s)", key);
	EXPECT(lock_record__is_lock("struct mutex") && lock_record__is_lock("spinlock_t") &&
	       lock_record__is_lock("struct rw_semaphore") && !lock_record__is_lock("struct rq"),
	       "lock words: lock records are the locks' own types");
}

/* Classes of x86 asm text (infer/asmtext.c). */
static void test_asm_text(void)
{
	static const struct {
		const char *text;
		bool atomic, updates_inputs, sets_value;
	} asms[] = {
		{ "lock; incl %0", true, true, false },
		{ "lock; orb %1,%0", true, true, true },
		{ "lock; andl %1,%0", true, true, true },
		{ "lock; xaddl %0, %1", true, true, false },
		{ "lock; cmpxchgq %2,%1", true, true, false },
		{ "xchgq %0,%1", true, true, true },		/* implicitly locked */
		{ "cmpxchgq %2,%1", false, true, false },	/* writes, but not atomically */
		{ "incq %0", false, false, false },		/* local_inc: one owner */
		{ "btsq %1,%0", false, true, true },		/* __set_bit */
		{ "btq %1,%0", false, false, false },		/* test_bit reads only */
		{ "lock; btcl %1,%0", true, true, false },	/* toggles: not a set */
		{ "lock; xorb %1,%0", true, true, false },
	};

	for (size_t i = 0; i < sizeof(asms) / sizeof(asms[0]); i++) {
		EXPECT(asm_text__is_atomic(asms[i].text) == asms[i].atomic, "asm '%s' is %satomic",
		       asms[i].text, asms[i].atomic ? "" : "not ");
		EXPECT(asm_text__updates_inputs(asms[i].text) == asms[i].updates_inputs,
		       "asm '%s' %s its inputs", asms[i].text,
		       asms[i].updates_inputs ? "writes" : "does not write");
		EXPECT(asm_text__sets_value(asms[i].text) == asms[i].sets_value,
		       "asm '%s' %s", asms[i].text,
		       asms[i].sets_value ? "only sets or clears" : "is not a set");
	}
}

int main(void)
{
	struct cl_unit *u = unit__new("t");
	struct cl_record *rec = unit__add_record(u, "struct s");
	struct cl_access_profile *prof = profile__new(), *back = profile__new();
	struct cl_infer_settings is;
	struct cl_settings s;
	struct cl_infer inf;
	struct cl_pos p;
	struct cl_buf buf = { 0 };
	struct cl_printer pr = printer__buf(&buf);
	struct cl_json *j;
	char err[256], *text;

	rec->byte_size = 64;
	rec->byte_align = 8;
	field(rec, "hits", 0, 8);
	field(rec, "cfg", 8, 8);
	field(rec, "flag", 16, 4);
	field(rec, "boot", 24, 8);

	/* hits: atomic RMW in one hot function, volatile */
	p = at(10);
	profile__add(prof, "struct s", "hits", "inc", false, CL_ACCESS_RMW, 1, &p, true);
	/* cfg: read in a loop by two functions, written once */
	p = at(20);
	profile__add(prof, "struct s", "cfg", "look", false, CL_ACCESS_LOAD, 8, &p, false);
	profile__add(prof, "struct s", "cfg", "find", false, CL_ACCESS_LOAD, 1, &p, true);
	profile__add(prof, "struct s", "cfg", "set", false, CL_ACCESS_STORE, 1, &p, false);
	/* flag: constant -1 stored unguarded in a hot function, read elsewhere */
	p = at(30);
	profile__add(prof, "struct s", "flag", "tick", false, CL_ACCESS_STORE, 1, &p, false);
	profile__add_const(prof, "struct s", "flag", "tick", false, "-1");
	profile__add_silent(prof, "struct s", "flag", "tick", false, 1, &p, "-1");
	profile__add(prof, "struct s", "flag", "look", false, CL_ACCESS_LOAD, 1, &p, false);
	/* boot: written only in cold code, read hot */
	profile__add(prof, "struct s", "boot", "s_init", true, CL_ACCESS_STORE, 1, &p, false);
	profile__add(prof, "struct s", "boot", "look", false, CL_ACCESS_LOAD, 1, &p, false);

	/* JSON round trip */
	printer__printf(&pr, "{\"fields\": ");
	profile__print_fields(&pr, prof, NULL);
	printer__printf(&pr, "}");
	j = json__parse(buf.data, buf.len, err, sizeof(err));
	EXPECT(j && profile__read_json(back, j, err, sizeof(err)), "profile JSON parses back");
	EXPECT(back->nr_fields == prof->nr_fields, "round trip keeps %zu fields", prof->nr_fields);
	{
		struct cl_access_field *f = profile__find(back, "struct s", "flag");
		struct cl_access_site *site = f ? access_field__site(back, f, "tick", false) : NULL;

		EXPECT(site && site->silent_value && !strcmp(site->silent_value, "-1") &&
		       site->nr_consts == 1 && site->count[CL_ACCESS_STORE] == 1,
		       "round trip keeps the silent store and its constant");
	}
	json__delete(j);
	buf__exit(&buf);
	{
		/* positions through a file table, as the plugin writes them */
		struct cl_access_profile *third = profile__new();
		struct cl_access_field *f;
		struct cl_filetab ft;

		filetab__init(&ft);
		memset(&buf, 0, sizeof(buf));
		pr = printer__buf(&buf);
		printer__printf(&pr, "{\"fields\": ");
		profile__print_fields(&pr, prof, &ft);
		printer__printf(&pr, ", \"files\": ");
		filetab__print(&pr, &ft);
		printer__printf(&pr, "}");
		EXPECT(ft.nr == 1 && strstr(buf.data, "\"at\": [0, 10, 1]"),
		       "file table: one name, positions as [index, line, column]");
		j = json__parse(buf.data, buf.len, err, sizeof(err));
		EXPECT(j && profile__read_json(third, j, err, sizeof(err)), "file-table JSON parses back");
		f = profile__find(third, "struct s", "hits");
		EXPECT(f && f->sites[0].pos.file && !strcmp(f->sites[0].pos.file, "x.c") &&
		       f->sites[0].pos.line == 10, "file table resolves back to x.c:10");
		json__delete(j);
		buf__exit(&buf);
		filetab__exit(&ft);
		profile__delete(third);
	}

	{
		/*
		 * Keys matched whole: unknown keys that share a first letter
		 * with known ones (a newer writer's) are skipped, not read as
		 * "silent", "volatile", "on_change", "n" or "w".
		 */
		static const char text[] =
			"{\"fields\": [{\"struct\": \"struct s\", \"field\": \"f\", \"sites\": ["
			"{\"function\": \"fn\", \"sample\": {\"value\": \"7\", \"weight\": 3}, "
			"\"vector\": true, \"origin\": 99, \"nr\": [5, 5, 5], \"wide\": [9, 9, 9], "
			"\"n\": [1, 2, 0], \"w\": [1, 2, 0], \"cold\": false}]}]}";
		struct cl_access_profile *fourth = profile__new();
		struct cl_access_field *f;
		const struct cl_access_site *site;

		j = json__parse(text, sizeof(text) - 1, err, sizeof(err));
		EXPECT(j && profile__read_json(fourth, j, err, sizeof(err)),
		       "unknown site keys are skipped (%s)", err);
		f = profile__find(fourth, "struct s", "f");
		site = f && f->nr_sites == 1 ? &f->sites[0] : NULL;
		EXPECT(site && !site->silent_value && !site->is_volatile &&
		       site->on_change_weight == 0 && site->count[0] == 1 && site->count[1] == 2,
		       "no unknown key is taken for silent, volatile, on_change, n or w");
		json__delete(j);
		profile__delete(fourth);
	}

	settings__init(&s);
	infer_settings__init(&is);
	is.silent_stores = true;
	is.code_only_findings = true;
	infer__init(&inf, &is, &s, u, back);
	infer__run(&inf);
	EXPECT(role_of(&inf, "struct s", "hits") == CL_ROLE_WRITE_HOT, "atomic RMW -> write-hot");
	EXPECT(role_of(&inf, "struct s", "cfg") == CL_ROLE_READ_HOT,
	       "read by 2 functions, 9x more than written -> read-hot");
	EXPECT(role_of(&inf, "struct s", "boot") == CL_ROLE_COLD,
	       "read by one function, written in init -> cold");
	EXPECT(count_rule(&inf, CL_RULE_FALSE_SHARING) == 1,
	       "hits (write-hot, atomic) and cfg (read-hot) share line 0: one finding (got %zu)",
	       count_rule(&inf, CL_RULE_FALSE_SHARING));
	EXPECT(count_rule(&inf, CL_RULE_SILENT_STORE) == 1, "flag = -1 next to read-hot cfg: silent-store");
	text = inf.chk.nr_findings ? inf.chk.findings[0].extra : NULL;
	EXPECT(text && strstr(text, "top writer inc (x.c:10:1)"), "finding cites the writer: %s",
	       text ? text : "(none)");
	infer__exit(&inf);

	/* stricter thresholds: two RMW functions needed -> hits is cold, no pair */
	is.rmw_functions = 2;
	infer__init(&inf, &is, &s, u, back);
	infer__run(&inf);
	EXPECT(role_of(&inf, "struct s", "hits") == CL_ROLE_COLD, "--rmw-functions 2: hits cold");
	EXPECT(count_rule(&inf, CL_RULE_FALSE_SHARING) == 0, "--rmw-functions 2: no false sharing");
	infer__exit(&inf);

	/* by default a pair of code roles is a candidate, held back ... */
	infer_settings__init(&is);
	infer__init(&inf, &is, &s, u, back);
	infer__run(&inf);
	EXPECT(count_rule(&inf, CL_RULE_FALSE_SHARING) == 0 && inf.nr_code_only == 1,
	       "defaults: the code-only pair is held back (%zu findings, %zu held back)",
	       count_rule(&inf, CL_RULE_FALSE_SHARING), inf.nr_code_only);
	infer__exit(&inf);
	/* ... and reported once one side's role is declared */
	rec->fields[1].role = CL_ROLE_READ_HOT;
	rec->fields[1].origin = CL_ORIGIN_FILE;
	infer__init(&inf, &is, &s, u, back);
	infer__run(&inf);
	EXPECT(count_rule(&inf, CL_RULE_FALSE_SHARING) == 1 && inf.nr_code_only == 0,
	       "defaults: cfg declared read-hot, hits inferred write-hot: reported (%zu findings)",
	       count_rule(&inf, CL_RULE_FALSE_SHARING));
	infer__exit(&inf);
	/* both declared: the plugin's pair, held back unless asked for */
	rec->fields[0].role = CL_ROLE_WRITE_HOT;
	rec->fields[0].origin = CL_ORIGIN_ATTRIBUTE;
	infer__init(&inf, &is, &s, u, back);
	infer__run(&inf);
	EXPECT(count_rule(&inf, CL_RULE_FALSE_SHARING) == 0 && inf.nr_declared_pairs == 1,
	       "defaults: hits and cfg both declared: held back (%zu findings, %zu held back)",
	       count_rule(&inf, CL_RULE_FALSE_SHARING), inf.nr_declared_pairs);
	infer__exit(&inf);
	is.declared_pairs = true;
	infer__init(&inf, &is, &s, u, back);
	infer__run(&inf);
	EXPECT(count_rule(&inf, CL_RULE_FALSE_SHARING) == 1,
	       "declared_pairs: the pair of two declared roles is reported");
	infer__exit(&inf);
	is.declared_pairs = false;
	rec->fields[0].role = CL_ROLE_NONE;
	rec->fields[0].origin = CL_ORIGIN_NONE;
	rec->fields[1].role = CL_ROLE_NONE;
	rec->fields[1].origin = CL_ORIGIN_NONE;

	/* a declared role the code contradicts */
	rec->fields[3].role = CL_ROLE_WRITE_HOT;
	rec->fields[3].origin = CL_ORIGIN_ATTRIBUTE;
	infer_settings__init(&is);
	infer__init(&inf, &is, &s, u, back);
	infer__run(&inf);
	EXPECT(count_rule(&inf, CL_RULE_ROLE_CONTRADICTION) == 1,
	       "declared write-hot, written only in init: role-contradiction");
	infer__exit(&inf);

	EXPECT(infer__setup_function("cpupri_init") && infer__setup_function("free_rootdomain") &&
	       !infer__setup_function("initiate_io") && !infer__setup_function("cpupri_set"),
	       "setup/teardown names are whole words");

	EXPECT(infer__config_function("cpupri_init") && infer__config_function("__alloc_init") &&
	       !infer__config_function("free_rootdomain") && !infer__config_function("__alloc_pages") &&
	       !infer__config_function("inet_release"),
	       "configuration words spread coldness, an object's lifetime words do not");

	test_callgraph();
	test_cold_callers();
	test_current_params();
	test_fresh();
	test_params();
	test_many_locks();
	test_lock_words();
	test_asm_text();

	profile__delete(prof);
	profile__delete(back);
	unit__delete(u);
	return failures ? 1 : 0;
}
