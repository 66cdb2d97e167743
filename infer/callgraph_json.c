// SPDX-License-Identifier: GPL-2.0
/*
 * The call graph in a unit's "accesses" object:
 *   "calls":   [{"from": F, "to": G | "via": STRUCT, "field": PATH,
 *                "locks": [LOCK...],
 *                "args": ["current" | "new" | "result:F" | PARAM | null...]}]
 *   "fnptrs":  [{"struct": STRUCT, "field": PATH, "function": F}]
 *   "escapes": [F...]
 *   "exports": [F...]   functions whose address only EXPORT_SYMBOL takes
 *   "statics": [F...]   functions with internal linkage (callgraph.h: inlined)
 *   "params":  writes through pointer parameters (callgraph_params.c)
 *   "fnargs", "fnparams": function addresses as arguments (callgraph_fnargs.c)
 *   "returns": what bodies return (callgraph_fresh.c)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "callgraph.h"
#include "json.h"
#include "report.h"
#include "xalloc.h"

#define NONE SIZE_MAX

/* A field key "struct foo\npath" as two JSON members. */
void callgraph__print_field(const struct cl_printer *p, const char *first, const char *field)
{
	const char *nl = strchr(field, '\n');
	char *rec = xstrdup(field);

	if (nl)
		rec[nl - field] = 0;
	printer__printf(p, ", \"%s\": ", first);
	json__print_string(p, rec);
	printer__puts(p, ", \"field\": ");
	json__print_string(p, nl ? nl + 1 : "");
	free(rec);
}

static void print_locks(const struct cl_printer *p, const struct cl_callgraph *cg,
			cl_lockset set)
{
	bool first = true;

	if (lockset__empty(&set))
		return;
	printer__puts(p, ", \"locks\": [");
	for (unsigned int b = 0; b < cg->nr_locks; b++)
		if (lockset__has(&set, b)) {
			printer__puts(p, first ? "" : ", ");
			json__print_string(p, cg->locks[b]);
			first = false;
		}
	printer__puts(p, "]");
}

/* "args": what the call passes, when some argument is current, a new
 * object, a call's result or a parameter of the caller: "current", "new",
 * "result:F", the parameter's index, or null. */
static void print_args(const struct cl_printer *p, const struct cl_callgraph *cg,
		       const struct cl_cg_call *c)
{
	int n = CL_CG_MAX_ARGS;

	while (n > 0 && c->args[n - 1] == CL_ARG_OTHER)
		n--;
	if (!n)
		return;
	printer__puts(p, ", \"args\": [");
	for (int i = 0; i < n; i++) {
		printer__puts(p, i ? ", " : "");
		if (c->args[i] == CL_ARG_CURRENT) {
			printer__puts(p, "\"current\"");
		} else if (c->args[i] == CL_ARG_NEW) {
			printer__puts(p, "\"new\"");
		} else if (c->args[i] == CL_ARG_RESULT && c->arg_from[i] != CL_NO_FN) {
			char *s = xasprintf("result:%s", cg->fns[c->arg_from[i]].name);

			json__print_string(p, s);
			free(s);
		} else if (c->args[i] >= 0) {
			printer__u64(p, (unsigned int)c->args[i]);
		} else {
			printer__puts(p, "null");
		}
	}
	printer__puts(p, "]");
}

void callgraph__print_json(const struct cl_printer *p, const struct cl_callgraph *cg)
{
	bool first = true;

	printer__puts(p, ",\n    \"calls\": [");
	for (size_t i = 0; i < cg->nr_calls; i++) {
		const struct cl_cg_call *c = &cg->calls[i];

		printer__puts(p, i ? ",\n      {\"from\": " : "\n      {\"from\": ");
		json__print_string(p, cg->fns[c->caller].name);
		if (c->callee != NONE) {
			printer__puts(p, ", \"to\": ");
			json__print_string(p, cg->fns[c->callee].name);
		} else {
			callgraph__print_field(p, "via", cg->fields[c->via]);
		}
		printer__puts(p, ", \"w\": ");
		printer__number(p, c->weight);
		print_locks(p, cg, c->locks);
		print_args(p, cg, c);
		printer__puts(p, "}");
	}
	printer__puts(p, "\n    ],\n    \"fnptrs\": [");
	for (size_t i = 0; i < cg->nr_targets; i++) {
		printer__puts(p, i ? ",\n      {" : "\n      {");
		/* callgraph__print_field starts with ", " */
		printer__puts(p, "\"function\": ");
		json__print_string(p, cg->fns[cg->targets[i][1]].name);
		callgraph__print_field(p, "struct", cg->fields[cg->targets[i][0]]);
		printer__puts(p, "}");
	}
	printer__puts(p, "\n    ],\n    \"escapes\": [");
	for (size_t i = 0; i < cg->nr_fns; i++)
		if (cg->fns[i].escapes) {
			printer__puts(p, first ? "" : ", ");
			json__print_string(p, cg->fns[i].name);
			first = false;
		}
	printer__puts(p, "],\n    \"exports\": [");
	first = true;
	for (size_t i = 0; i < cg->nr_fns; i++)
		if (cg->fns[i].exported) {
			printer__puts(p, first ? "" : ", ");
			json__print_string(p, cg->fns[i].name);
			first = false;
		}
	printer__puts(p, "],\n    \"statics\": [");
	first = true;
	for (size_t i = 0; i < cg->nr_fns; i++)
		if (cg->fns[i].is_static && !cg->fns[i].escapes) {
			printer__puts(p, first ? "" : ", ");
			json__print_string(p, cg->fns[i].name);
			first = false;
		}
	printer__puts(p, "]");
	callgraph__print_params(p, cg);
	callgraph__print_fnargs(p, cg);
	callgraph__print_returns(p, cg);
}

static char *field_key(const struct cl_json *o, const char *rec_member)
{
	const char *rec = json__string(o, rec_member), *path = json__string(o, "field");

	return rec && path ? xasprintf("%s\n%s", rec, path) : NULL;
}

static bool read_locks(struct cl_callgraph *cg, const struct cl_json *a, cl_lockset *out)
{
	*out = lockset__none();
	if (!a)
		return true;
	if (a->type != CL_JSON_ARRAY)
		return false;
	for (size_t k = 0; k < a->nr; k++) {
		int bit;

		if (a->items[k]->type != CL_JSON_STRING)
			return false;
		bit = callgraph__lock_bit(cg, a->items[k]->string);
		lockset__add(out, bit);
	}
	return true;
}

static bool read_args(const struct cl_json *a, signed char *args, const char **from)
{
	for (int i = 0; i < CL_CG_MAX_ARGS; i++) {
		args[i] = CL_ARG_OTHER;
		from[i] = NULL;
	}
	if (!a)
		return true;
	if (a->type != CL_JSON_ARRAY || a->nr > CL_CG_MAX_ARGS)
		return false;
	for (size_t k = 0; k < a->nr; k++) {
		const struct cl_json *v = a->items[k];

		if (v->type == CL_JSON_STRING && !strcmp(v->string, "current")) {
			args[k] = CL_ARG_CURRENT;
		} else if (v->type == CL_JSON_STRING && !strcmp(v->string, "new")) {
			args[k] = CL_ARG_NEW;
		} else if (v->type == CL_JSON_STRING && !strncmp(v->string, "result:", 7) &&
			   v->string[7]) {
			args[k] = CL_ARG_RESULT;
			from[k] = v->string + 7;
		} else if (v->type == CL_JSON_NUMBER && v->number >= 0 &&
			   v->number < CL_CG_MAX_ARGS && v->number == (double)(int)v->number) {
			args[k] = (signed char)v->number;
		} else if (v->type != CL_JSON_NULL) {
			return false;
		}
	}
	return true;
}

static bool read_call(struct cl_callgraph *cg, const struct cl_json *o)
{
	const char *from = json__string(o, "from"), *to = json__string(o, "to");
	char *via = to ? NULL : field_key(o, "via");
	signed char args[CL_CG_MAX_ARGS];
	const char *results[CL_CG_MAX_ARGS];
	cl_lockset locks;

	if (!from || (!to && !via) || !read_locks(cg, json__get(o, "locks"), &locks) ||
	    !read_args(json__get(o, "args"), args, results)) {
		free(via);
		return false;
	}
	callgraph__add_call_from(cg, from, to, via, locks, json__number(o, "w", 1), args,
				 results);
	free(via);
	return true;
}

bool callgraph__json_error(char *err, size_t errlen, const char *what, size_t i,
			   const char *expected)
{
	snprintf(err, errlen, "\"accesses.%s[%zu]\": expected %s", what, i, expected);
	return false;
}

bool callgraph__read_json(struct cl_callgraph *cg, const struct cl_json *accesses, char *err,
			  size_t errlen)
{
	const struct cl_json *calls = json__get(accesses, "calls");
	const struct cl_json *ptrs = json__get(accesses, "fnptrs");
	const struct cl_json *esc = json__get(accesses, "escapes");
	const struct cl_json *exp = json__get(accesses, "exports");
	const struct cl_json *sta = json__get(accesses, "statics");

	for (size_t i = 0; calls && calls->type == CL_JSON_ARRAY && i < calls->nr; i++)
		if (calls->items[i]->type != CL_JSON_OBJECT || !read_call(cg, calls->items[i]))
			return callgraph__json_error(err, errlen, "calls", i,
				   "{\"from\", \"to\" or \"via\" and \"field\", \"locks\": [strings], "
				   "\"args\": [at most 6 of \"current\", \"new\", \"result:F\", a parameter "
				   "or null]}");
	for (size_t i = 0; ptrs && ptrs->type == CL_JSON_ARRAY && i < ptrs->nr; i++) {
		const char *fn = json__string(ptrs->items[i], "function");
		char *field = field_key(ptrs->items[i], "struct");

		if (!fn || !field) {
			free(field);
			return callgraph__json_error(err, errlen, "fnptrs", i, "{\"function\", \"struct\", \"field\"}");
		}
		callgraph__add_target(cg, field, fn);
		free(field);
	}
	for (size_t i = 0; esc && esc->type == CL_JSON_ARRAY && i < esc->nr; i++) {
		if (esc->items[i]->type != CL_JSON_STRING)
			return callgraph__json_error(err, errlen, "escapes", i, "a function name");
		callgraph__add_escape(cg, esc->items[i]->string);
	}
	for (size_t i = 0; exp && exp->type == CL_JSON_ARRAY && i < exp->nr; i++) {
		if (exp->items[i]->type != CL_JSON_STRING)
			return callgraph__json_error(err, errlen, "exports", i, "a function name");
		callgraph__add_export(cg, exp->items[i]->string);
	}
	for (size_t i = 0; sta && sta->type == CL_JSON_ARRAY && i < sta->nr; i++) {
		if (sta->items[i]->type != CL_JSON_STRING)
			return callgraph__json_error(err, errlen, "statics", i, "a function name");
		callgraph__add_static(cg, sta->items[i]->string);
	}
	if ((calls && calls->type != CL_JSON_ARRAY) || (ptrs && ptrs->type != CL_JSON_ARRAY) ||
	    (esc && esc->type != CL_JSON_ARRAY) || (sta && sta->type != CL_JSON_ARRAY) ||
	    (exp && exp->type != CL_JSON_ARRAY)) {
		snprintf(err, errlen, "\"accesses\": \"calls\", \"fnptrs\", \"escapes\", "
			 "\"exports\" and \"statics\" must be arrays");
		return false;
	}
	return callgraph__read_params(cg, json__get(accesses, "params"), err, errlen) &&
	       callgraph__read_fnargs(cg, accesses, err, errlen) &&
	       callgraph__read_returns(cg, json__get(accesses, "returns"), err, errlen);
}
