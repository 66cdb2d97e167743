// SPDX-License-Identifier: GPL-2.0
/*
 * Access profiles: per field, per accessing function, weighted counts of
 * loads, stores and read-modify-writes; JSON in and out.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "access.h"
#include "json.h"
#include "layout_json.h"
#include "report.h"
#include "strtab.h"
#include "xalloc.h"

struct cl_access_profile *profile__new(void)
{
	struct cl_access_profile *prof = xzalloc(sizeof(*prof));

	prof->index = strtab__new();
	prof->strings = strtab__new();
	prof->locals = strtab__new();
	prof->site_index = strtab__new();
	prof->callgraph = callgraph__new();
	return prof;
}

void profile__delete(struct cl_access_profile *prof)
{
	if (!prof)
		return;
	for (size_t i = 0; i < prof->nr_fields; i++) {
		struct cl_access_field *f = prof->fields[i];

		for (size_t j = 0; j < f->nr_sites; j++) {
			free(f->sites[j].function);
			free(f->sites[j].silent_value);
			for (unsigned int k = 0; k < f->sites[j].nr_consts; k++)
				free(f->sites[j].consts[k]);
		}
		free(f->sites);
		free(f->record);
		free(f->path);
		free(f);
	}
	free(prof->fields);
	for (size_t i = 0; i < prof->nr_locals; i++)
		free(prof->local_keys[i]);
	free(prof->local_keys);
	strtab__delete(prof->locals);
	strtab__delete(prof->site_index);
	free(prof->keybuf);
	strtab__delete(prof->index);
	strtab__delete(prof->strings);
	callgraph__delete(prof->callgraph);
	free(prof);
}

bool access_site__own(const struct cl_access_site *s, struct cl_callgraph *cg)
{
	unsigned int all = 0;

	for (int k = 0; k < CL_ACCESS__COUNT; k++)
		all += s->count[k];
	if (!all)
		return false;
	if (s->nr_own == all)
		return true;
	return s->via_param >= 0 && s->nr_own + s->nr_via == all &&
	       callgraph__param_is_current(cg, s->function, s->via_param);
}

bool access_site__releases(const struct cl_access_site *s)
{
	return s->count[CL_ACCESS_LOAD] > 0 && s->count[CL_ACCESS_STORE] > 0 &&
	       !s->count[CL_ACCESS_RMW] && !s->varied && s->nr_consts == 1 &&
	       !strcmp(s->consts[0], "NULL");
}

void access_site__add_via(struct cl_access_site *s, int param, unsigned int count)
{
	if (s->via_param == CL_VIA_NONE || s->via_param == param) {
		s->via_param = param;
		s->nr_via += count;
	} else {
		s->via_param = CL_VIA_MIXED;
		s->nr_via = 0;
	}
}

/* "record\npath" in the profile's reusable buffer. */
static const char *index_key(struct cl_access_profile *prof, const char *record, const char *path)
{
	size_t need = strlen(record) + strlen(path) + 2;

	if (need > prof->keybuf_size) {
		prof->keybuf_size = need * 2;
		prof->keybuf = xrealloc(prof->keybuf, prof->keybuf_size);
	}
	snprintf(prof->keybuf, prof->keybuf_size, "%s\n%s", record, path);
	return prof->keybuf;
}

struct cl_access_field *profile__find(const struct cl_access_profile *prof,
				      const char *record, const char *path)
{
	char *key = xasprintf("%s\n%s", record, path);
	struct cl_access_field *f = strtab__lookup(prof->index, key);

	free(key);
	return f;
}

struct cl_access_field *profile__field(struct cl_access_profile *prof, const char *record,
				       const char *path)
{
	const char *key = index_key(prof, record, path);
	struct cl_access_field *f = strtab__lookup(prof->index, key);

	if (!f) {
		f = xzalloc(sizeof(*f));
		f->record = xstrdup(record);
		f->path = xstrdup(path);
		strtab__insert(prof->index, key, f);
		XGROW(prof->fields, prof->nr_fields, prof->alloc_fields);
		prof->fields[prof->nr_fields++] = f;
	}
	return f;
}

static const char *site_key(struct cl_access_profile *prof, const struct cl_access_field *f,
			    const char *function, bool cold)
{
	size_t need = strlen(f->record) + strlen(f->path) + strlen(function) + 8;

	if (need > prof->keybuf_size) {
		prof->keybuf_size = need * 2;
		prof->keybuf = xrealloc(prof->keybuf, prof->keybuf_size);
	}
	snprintf(prof->keybuf, prof->keybuf_size, "%s\n%s\n%s\n%d", f->record, f->path,
		 function, cold);
	return prof->keybuf;
}

struct cl_access_site *access_field__site(struct cl_access_profile *prof,
					  struct cl_access_field *f, const char *function,
					  bool cold)
{
	struct cl_access_site *s;
	const char *key;
	size_t idx;

	/* the pass adds one function's accesses at a time: try the last site */
	if (f->nr_sites && f->sites[f->nr_sites - 1].cold == cold &&
	    !strcmp(f->sites[f->nr_sites - 1].function, function))
		return &f->sites[f->nr_sites - 1];
	key = site_key(prof, f, function, cold);
	idx = (size_t)(uintptr_t)strtab__lookup(prof->site_index, key);
	if (idx)
		return &f->sites[idx - 1];
	XGROW(f->sites, f->nr_sites, f->alloc_sites);
	s = &f->sites[f->nr_sites++];
	memset(s, 0, sizeof(*s));
	s->function = xstrdup(function);
	s->cold = cold;
	s->via_param = CL_VIA_NONE;
	strtab__insert(prof->site_index, key, (void *)(uintptr_t)f->nr_sites);
	return s;
}

static struct cl_pos intern_pos(struct cl_access_profile *prof, const struct cl_pos *pos)
{
	struct cl_pos out = { 0 };

	if (pos) {
		out = *pos;
		out.file = pos->file ? strtab__intern(prof->strings, pos->file) : NULL;
	}
	return out;
}

/* RMW, else store, else load: the kind a site's position shows (-1: none yet) */
static int strongest_of(const double n[CL_ACCESS__COUNT])
{
	for (int k = CL_ACCESS__COUNT - 1; k >= 0; k--)
		if (n[k] > 0)
			return k;
	return -1;
}

static int strongest_kind(const struct cl_access_site *s)
{
	double n[CL_ACCESS__COUNT];

	for (int k = 0; k < CL_ACCESS__COUNT; k++)
		n[k] = s->count[k];
	return strongest_of(n);
}

/*
 * A site cites the first access of its strongest kind: a reviewer who is
 * told "top writer tcp_rack_detect_loss" must land on the list_del_init()
 * in the loop, not on the loop's head that reads the list.
 */
static void site__take_pos(struct cl_access_profile *prof, struct cl_access_site *s,
			   const struct cl_pos *pos, int pos_kind)
{
	if (pos && pos->file && (!s->pos.file || pos_kind > strongest_kind(s)))
		s->pos = intern_pos(prof, pos);
}

struct cl_access_site *profile__add(struct cl_access_profile *prof, const char *record,
				    const char *path, const char *function, bool cold,
				    enum cl_access_kind kind, double weight,
				    const struct cl_pos *pos, bool is_volatile)
{
	struct cl_access_field *f = profile__field(prof, record, path);
	struct cl_access_site *s = access_field__site(prof, f, function, cold);

	site__take_pos(prof, s, pos, (int)kind);
	s->count[kind]++;
	s->weight[kind] += weight;
	s->is_volatile |= is_volatile;
	return s;
}

static void site__set_silent(struct cl_access_profile *prof, struct cl_access_site *s,
			     double weight, const struct cl_pos *pos, const char *value)
{
	/* keep the heaviest candidate; its position is the one to fix first */
	if (s->silent_value && weight <= s->silent_weight)
		return;
	free(s->silent_value);
	s->silent_value = xstrdup(value ? value : "?");
	s->silent_weight = weight;
	s->silent_pos = intern_pos(prof, pos);
}

void profile__add_silent(struct cl_access_profile *prof, const char *record,
			 const char *path, const char *function, bool cold, double weight,
			 const struct cl_pos *pos, const char *value)
{
	struct cl_access_field *f = profile__field(prof, record, path);

	site__set_silent(prof, access_field__site(prof, f, function, cold), weight, pos, value);
}

void profile__add_varied(struct cl_access_profile *prof, const char *record,
			 const char *path, const char *function, bool cold)
{
	struct cl_access_field *f = profile__field(prof, record, path);

	access_field__site(prof, f, function, cold)->varied = true;
}

/* Keeps, of the site's locks, those in locks[] too (all of them the first time). */
static void site__and_locks(struct cl_access_profile *prof, struct cl_access_site *s,
			    const char *const *locks, size_t nr)
{
	unsigned int kept = 0;

	if (!s->locks_known) {
		s->locks_known = true;
		for (size_t i = 0; i < nr && s->nr_locks < CL_MAX_SITE_LOCKS; i++)
			s->locks[s->nr_locks++] = strtab__intern(prof->strings, locks[i]);
		return;
	}
	for (unsigned int k = 0; k < s->nr_locks; k++)
		for (size_t i = 0; i < nr; i++)
			if (!strcmp(s->locks[k], locks[i])) {
				s->locks[kept++] = s->locks[k];
				break;
			}
	s->nr_locks = kept;
}

void access_site__add_locks(struct cl_access_profile *prof, struct cl_access_site *site,
			    const char *const *locks, size_t nr)
{
	site__and_locks(prof, site, locks, nr);
}

void profile__add_local(struct cl_access_profile *prof, const char *record,
			const char *function)
{
	if (strtab__lookup(prof->locals, record))
		return;
	strtab__insert(prof->locals, record, (void *)strtab__intern(prof->strings, function));
	prof->local_keys = xrealloc(prof->local_keys, (prof->nr_locals + 1) * sizeof(char *));
	prof->local_keys[prof->nr_locals++] = xstrdup(record);
}

const char *profile__local(const struct cl_access_profile *prof, const char *record)
{
	return strtab__lookup(prof->locals, record);
}

static void site__add_const(struct cl_access_site *s, const char *value)
{
	for (unsigned int k = 0; k < s->nr_consts; k++)
		if (!strcmp(s->consts[k], value))
			return;
	if (s->nr_consts < CL_MAX_CONSTS)
		s->consts[s->nr_consts++] = xstrdup(value);
}

void profile__add_const(struct cl_access_profile *prof, const char *record, const char *path,
			const char *function, bool cold, const char *value)
{
	struct cl_access_field *f = profile__field(prof, record, path);

	site__add_const(access_field__site(prof, f, function, cold), value);
}

void profile__merge(struct cl_access_profile *dst, const struct cl_access_profile *src)
{
	for (size_t i = 0; i < src->nr_locals; i++)
		profile__add_local(dst, src->local_keys[i], profile__local(src, src->local_keys[i]));
	dst->loop_depth_weights |= src->loop_depth_weights;
	for (size_t i = 0; i < src->nr_fields; i++) {
		const struct cl_access_field *sf = src->fields[i];
		struct cl_access_field *df = profile__field(dst, sf->record, sf->path);

		for (size_t j = 0; j < sf->nr_sites; j++) {
			const struct cl_access_site *ss = &sf->sites[j];
			struct cl_access_site *ds = access_field__site(dst, df, ss->function,
								       ss->cold);

			/* a static inline helper compiled in many units counts once per unit */
			site__take_pos(dst, ds, &ss->pos, strongest_kind(ss));
			for (int k = 0; k < CL_ACCESS__COUNT; k++) {
				ds->count[k] += ss->count[k];
				ds->weight[k] += ss->weight[k];
			}
			ds->on_change_weight += ss->on_change_weight;
			ds->on_change_rmw_weight += ss->on_change_rmw_weight;
			ds->is_volatile |= ss->is_volatile;
			ds->varied |= ss->varied;
			ds->lock_word |= ss->lock_word;
			ds->nr_own += ss->nr_own;
			if (ss->via_param != CL_VIA_NONE)
				access_site__add_via(ds, ss->via_param, ss->nr_via);
			access_site__merge_fresh(dst, ds, ss);
			if (ss->silent_value)
				site__set_silent(dst, ds, ss->silent_weight, &ss->silent_pos,
						 ss->silent_value);
			for (unsigned int k = 0; k < ss->nr_consts; k++)
				site__add_const(ds, ss->consts[k]);
			site__and_locks(dst, ds, ss->locks, ss->nr_locks);
			for (unsigned int k = 0; k < ss->nr_passed; k++)
				access_site__add_passed(dst, ds, ss->passed[k].callee,
							ss->passed[k].param, ss->passed[k].count,
							ss->passed[k].weight);
		}
	}
	callgraph__merge(dst->callgraph, src->callgraph);
}

double access_field__weight(const struct cl_access_field *f, enum cl_access_kind kind,
			    bool cold)
{
	double w = 0;

	for (size_t i = 0; i < f->nr_sites; i++)
		if (f->sites[i].cold == cold)
			w += f->sites[i].weight[kind];
	return w;
}

size_t access_field__functions(const struct cl_access_field *f, enum cl_access_kind kind,
			       bool cold)
{
	size_t n = 0;

	for (size_t i = 0; i < f->nr_sites; i++)
		if (f->sites[i].cold == cold && f->sites[i].weight[kind] > 0)
			n++;
	return n;
}

static void print_pos(const struct cl_printer *p, const struct cl_pos *pos)
{
	if (!pos->file)
		return;
	printer__puts(p, ", \"file\": ");
	json__print_string(p, pos->file);
	printer__puts(p, ", \"line\": ");
	printer__u64(p, pos->line);
	printer__puts(p, ", \"column\": ");
	printer__u64(p, pos->column);
}

static void print_site(const struct cl_printer *p, const struct cl_access_site *s,
		       struct cl_filetab *files)
{
	printer__puts(p, "        {\"function\": ");
	json__print_string(p, s->function);
	if (files)
		filetab__print_pos(p, files, &s->pos);
	else
		print_pos(p, &s->pos);
	printer__puts(p, s->cold ? ", \"cold\": true" : ", \"cold\": false");
	if (s->lock_word)
		printer__puts(p, ", \"lock\": true");
	if (s->nr_own) {
		printer__puts(p, ", \"own\": ");
		printer__u64(p, s->nr_own);
	}
	if (s->via_param >= 0 && s->nr_via) {
		printer__puts(p, ", \"via\": [");
		printer__u64(p, (unsigned int)s->via_param);
		printer__puts(p, ", ");
		printer__u64(p, s->nr_via);
		printer__puts(p, "]");
	}
	access_site__print_fresh(p, s);
	printer__puts(p, s->is_volatile ? ", \"volatile\": true, \"n\": [" :
		      ", \"volatile\": false, \"n\": [");
	for (int k = 0; k < CL_ACCESS__COUNT; k++) {
		printer__puts(p, k ? ", " : "");
		printer__u64(p, s->count[k]);
	}
	printer__puts(p, "], \"w\": [");
	for (int k = 0; k < CL_ACCESS__COUNT; k++) {
		printer__puts(p, k ? ", " : "");
		printer__number(p, s->weight[k]);
	}
	printer__puts(p, "]");
	if (s->on_change_weight > 0) {
		printer__puts(p, ", \"on_change\": ");
		printer__number(p, s->on_change_weight);
	}
	if (s->on_change_rmw_weight > 0) {
		printer__puts(p, ", \"on_change_rmw\": ");
		printer__number(p, s->on_change_rmw_weight);
	}
	if (s->varied)
		printer__puts(p, ", \"varied\": true");
	if (s->nr_consts) {
		printer__puts(p, ", \"consts\": [");
		for (unsigned int k = 0; k < s->nr_consts; k++) {
			printer__puts(p, k ? ", " : "");
			json__print_string(p, s->consts[k]);
		}
		printer__puts(p, "]");
	}
	if (s->nr_locks) {
		printer__puts(p, ", \"locks\": [");
		for (unsigned int k = 0; k < s->nr_locks; k++) {
			printer__puts(p, k ? ", " : "");
			json__print_string(p, s->locks[k]);
		}
		printer__puts(p, "]");
	}
	if (s->nr_passed) {
		printer__puts(p, ", \"passed\": [");
		for (unsigned int k = 0; k < s->nr_passed; k++) {
			printer__puts(p, k ? ", [" : "[");
			json__print_string(p, s->passed[k].callee);
			printer__printf(p, ", %u, %u, ", s->passed[k].param, s->passed[k].count);
			printer__number(p, s->passed[k].weight);
			printer__puts(p, "]");
		}
		printer__puts(p, "]");
	}
	if (s->silent_value) {
		printer__printf(p, ", \"silent\": {\"value\": ");
		json__print_string(p, s->silent_value);
		printer__printf(p, ", \"weight\": %.6g", s->silent_weight);
		if (files)
			filetab__print_pos(p, files, &s->silent_pos);
		else
			print_pos(p, &s->silent_pos);
		printer__puts(p, "}");
	}
	printer__puts(p, "}");
}

void profile__print_fields(const struct cl_printer *p, const struct cl_access_profile *prof,
			   struct cl_filetab *files)
{
	printer__puts(p, "[");
	for (size_t i = 0; i < prof->nr_fields; i++) {
		const struct cl_access_field *f = prof->fields[i];

		printer__puts(p, i ? ",\n      {\"struct\": " : "\n      {\"struct\": ");
		json__print_string(p, f->record);
		printer__puts(p, ", \"field\": ");
		json__print_string(p, f->path);
		printer__puts(p, ", \"sites\": [\n");
		for (size_t j = 0; j < f->nr_sites; j++) {
			print_site(p, &f->sites[j], files);
			printer__puts(p, j + 1 < f->nr_sites ? ",\n" : "\n");
		}
		printer__puts(p, "      ]}");
	}
	printer__puts(p, "\n    ]");
}

void profile__print_locals(const struct cl_printer *p, const struct cl_access_profile *prof)
{
	printer__printf(p, "[");
	for (size_t i = 0; i < prof->nr_locals; i++) {
		printer__printf(p, "%s\n      {\"struct\": ", i ? "," : "");
		json__print_string(p, prof->local_keys[i]);
		printer__printf(p, ", \"function\": ");
		json__print_string(p, profile__local(prof, prof->local_keys[i]));
		printer__printf(p, "}");
	}
	printer__printf(p, "\n    ]");
}

/* Reading back. */

static bool read_triple(const struct cl_json *a, double out[3])
{
	if (!a || a->type != CL_JSON_ARRAY || a->nr != 3)
		return false;
	for (int k = 0; k < 3; k++) {
		if (a->items[k]->type != CL_JSON_NUMBER || a->items[k]->number < 0)
			return false;
		out[k] = a->items[k]->number;
	}
	return true;
}

/* A site without "locks" was accessed with none held. */
static bool read_locks(struct cl_access_profile *prof, struct cl_access_site *s,
		       const struct cl_json *a)
{
	const char *names[CL_MAX_SITE_LOCKS];
	size_t nr = 0;

	if (a && a->type != CL_JSON_ARRAY)
		return false;
	for (size_t k = 0; a && k < a->nr; k++) {
		if (a->items[k]->type != CL_JSON_STRING)
			return false;
		if (nr < CL_MAX_SITE_LOCKS)
			names[nr++] = a->items[k]->string;
	}
	site__and_locks(prof, s, names, nr);
	return true;
}

/* "passed": [[callee, parameter, count, weight]...], within the stores */
static bool read_passed(struct cl_access_profile *prof, struct cl_access_site *s,
			const struct cl_json *a, double stores)
{
	double total = 0;

	if (!a)
		return true;
	if (a->type != CL_JSON_ARRAY)
		return false;
	for (size_t k = 0; k < a->nr; k++) {
		const struct cl_json *t = a->items[k];

		if (t->type != CL_JSON_ARRAY || t->nr != 4 || t->items[0]->type != CL_JSON_STRING)
			return false;
		for (int i = 1; i < 4; i++)
			if (t->items[i]->type != CL_JSON_NUMBER || t->items[i]->number < 0 ||
			    (i < 3 && (t->items[i]->number > 1e9 ||
				       t->items[i]->number != (unsigned int)t->items[i]->number)))
				return false;
		total += t->items[3]->number;
		access_site__add_passed(prof, s, t->items[0]->string,
					(unsigned int)t->items[1]->number,
					(unsigned int)t->items[2]->number, t->items[3]->number);
	}
	/* each number is printed to 6 significant digits: their sum may
	 * pass the rounded total by a few units in the last place */
	return total <= stores * (1 + 1e-4) + 1e-6;
}

static bool read_via(struct cl_access_site *s, const struct cl_json *via, double others)
{
	const struct cl_json *param, *count;

	if (via->type != CL_JSON_ARRAY || via->nr != 2)
		return false;
	param = via->items[0];
	count = via->items[1];
	if (param->type != CL_JSON_NUMBER || param->number < 0 ||
	    param->number >= CL_CG_MAX_ARGS || param->number != (double)(int)param->number ||
	    count->type != CL_JSON_NUMBER || count->number < 0 || count->number > others ||
	    count->number != (double)(unsigned int)count->number)
		return false;
	access_site__add_via(s, (int)param->number, (unsigned int)count->number);
	return true;
}

static bool read_site(struct cl_access_profile *prof, struct cl_access_field *f,
		      const struct cl_json *o, const struct cl_json *files, const char *at,
		      char *err, size_t errlen)
{
	/* The keys a site may have, matched whole: see the loop below. */
	enum { K_FUNCTION, K_N, K_W, K_COLD, K_VOLATILE, K_SILENT, K_CONSTS, K_VARIED, K_LOCKS,
	       K_LOCK, K_ON_CHANGE, K_ON_CHANGE_RMW, K_PASSED, K_OWN, K_VIA, K_FRESH, K__COUNT };
	static const char *const key_names[K__COUNT] = {
		[K_FUNCTION] = "function", [K_N] = "n", [K_W] = "w", [K_COLD] = "cold",
		[K_VOLATILE] = "volatile", [K_SILENT] = "silent", [K_CONSTS] = "consts",
		[K_VARIED] = "varied", [K_LOCKS] = "locks", [K_LOCK] = "lock",
		[K_ON_CHANGE] = "on_change", [K_ON_CHANGE_RMW] = "on_change_rmw",
		[K_PASSED] = "passed", [K_OWN] = "own", [K_VIA] = "via", [K_FRESH] = "fresh",
	};
	const struct cl_json *v[K__COUNT] = { NULL };
	const struct cl_json *cold, *vol, *silent, *consts, *varied, *locks, *on_change, *passed;
	const struct cl_json *nj, *wj, *lockw, *own, *via, *fresh, *on_change_rmw;
	const char *fn;
	struct cl_access_site *s;
	double n[3], w[3];
	struct cl_pos pos;

	/*
	 * One pass over the keys (a build has millions of sites), each matched
	 * whole: a key this reader does not know (a position key, or one a
	 * newer writer adds) is skipped by name, never taken for another.
	 */
	for (size_t k = 0; o->type == CL_JSON_OBJECT && k < o->nr; k++) {
		const char *key = o->keys[k];

		for (size_t i = 0; i < K__COUNT; i++) {
			if (key[0] == key_names[i][0] && !strcmp(key, key_names[i])) {
				v[i] = o->items[k];
				break;
			}
		}
	}
	fn = v[K_FUNCTION] && v[K_FUNCTION]->type == CL_JSON_STRING ? v[K_FUNCTION]->string : NULL;
	nj = v[K_N], wj = v[K_W], cold = v[K_COLD], vol = v[K_VOLATILE], silent = v[K_SILENT];
	consts = v[K_CONSTS], varied = v[K_VARIED], locks = v[K_LOCKS], lockw = v[K_LOCK];
	on_change = v[K_ON_CHANGE], on_change_rmw = v[K_ON_CHANGE_RMW], passed = v[K_PASSED];
	own = v[K_OWN], via = v[K_VIA], fresh = v[K_FRESH];
	if (o->type != CL_JSON_OBJECT || !fn || !read_triple(nj, n) || !read_triple(wj, w)) {
		snprintf(err, errlen, "%s: expected {\"function\", \"n\": [3 counts], "
			 "\"w\": [3 weights]}", at);
		return false;
	}
	s = access_field__site(prof, f, fn, cold && cold->type == CL_JSON_BOOL && cold->boolean);
	if (filetab__read_pos(files, o, &pos))
		site__take_pos(prof, s, &pos, strongest_of(n));
	for (int k = 0; k < 3; k++) {
		s->count[k] += (unsigned int)n[k];
		s->weight[k] += w[k];
	}
	if (on_change && (on_change->type != CL_JSON_NUMBER || on_change->number < 0 ||
			  on_change->number > w[CL_ACCESS_STORE] * (1 + 1e-6))) {
		snprintf(err, errlen, "%s: \"on_change\" must be a weight, at most the stores'", at);
		return false;
	}
	if (on_change)
		s->on_change_weight += on_change->number;
	if (on_change_rmw && (on_change_rmw->type != CL_JSON_NUMBER || on_change_rmw->number < 0 ||
			      on_change_rmw->number > w[CL_ACCESS_RMW] * (1 + 1e-6))) {
		snprintf(err, errlen, "%s: \"on_change_rmw\" must be a weight, at most the RMWs'",
			 at);
		return false;
	}
	if (on_change_rmw)
		s->on_change_rmw_weight += on_change_rmw->number;
	if (own && (own->type != CL_JSON_NUMBER || own->number < 0 ||
		    own->number != (double)(unsigned int)own->number ||
		    own->number > n[0] + n[1] + n[2])) {
		snprintf(err, errlen, "%s: \"own\" must be a count, at most the accesses'", at);
		return false;
	}
	if (own)
		s->nr_own += (unsigned int)own->number;
	if (via && !read_via(s, via, n[0] + n[1] + n[2] - (own ? own->number : 0))) {
		snprintf(err, errlen, "%s: \"via\" must be [parameter 0-%d, a count of the "
			 "accesses not through current]", at, CL_CG_MAX_ARGS - 1);
		return false;
	}
	if (!access_site__read_fresh(prof, s, fresh, n[CL_ACCESS_STORE] + n[CL_ACCESS_RMW])) {
		snprintf(err, errlen, "%s: \"fresh\" must be {\"new\": N, \"result\": [function, N], "
			 "\"param\": N} with counts at most the writes'", at);
		return false;
	}
	s->is_volatile |= vol && vol->type == CL_JSON_BOOL && vol->boolean;
	s->varied |= varied && varied->type == CL_JSON_BOOL && varied->boolean;
	s->lock_word |= lockw && lockw->type == CL_JSON_BOOL && lockw->boolean;
	for (size_t k = 0; consts && consts->type == CL_JSON_ARRAY && k < consts->nr; k++)
		if (consts->items[k]->type == CL_JSON_STRING)
			site__add_const(s, consts->items[k]->string);
	if (!read_locks(prof, s, locks)) {
		snprintf(err, errlen, "%s: \"locks\" must be an array of strings", at);
		return false;
	}
	if (!read_passed(prof, s, passed, w[CL_ACCESS_STORE])) {
		snprintf(err, errlen, "%s: \"passed\" must be [[callee, parameter, count, weight]], "
			 "weights at most the stores'", at);
		return false;
	}
	if (silent && silent->type == CL_JSON_OBJECT) {
		filetab__read_pos(files, silent, &pos);
		site__set_silent(prof, s, json__number(silent, "weight", 0), &pos,
				 json__string(silent, "value"));
	}
	return true;
}

bool profile__read_json(struct cl_access_profile *prof, const struct cl_json *accesses,
			char *err, size_t errlen)
{
	const struct cl_json *fields, *locals, *files;
	const char *weights;

	if (!accesses || accesses->type != CL_JSON_OBJECT) {
		snprintf(err, errlen, "\"accesses\": expected an object");
		return false;
	}
	weights = json__string(accesses, "weights");
	files = json__get(accesses, "files");
	if (weights && !strcmp(weights, "loop-depth"))
		prof->loop_depth_weights = true;
	locals = json__get(accesses, "locals");
	for (size_t i = 0; locals && locals->type == CL_JSON_ARRAY && i < locals->nr; i++) {
		const char *rec = json__string(locals->items[i], "struct");
		const char *fn = json__string(locals->items[i], "function");

		if (!rec || !fn) {
			snprintf(err, errlen, "\"accesses.locals[%zu]\": expected {\"struct\", "
				 "\"function\"}", i);
			return false;
		}
		profile__add_local(prof, rec, fn);
	}
	if (!callgraph__read_json(prof->callgraph, accesses, err, errlen))
		return false;
	fields = json__get(accesses, "fields");
	if (!fields)
		return true;
	if (fields->type != CL_JSON_ARRAY) {
		snprintf(err, errlen, "\"accesses.fields\": expected an array");
		return false;
	}
	for (size_t i = 0; i < fields->nr; i++) {
		const struct cl_json *o = fields->items[i];
		const char *rec = json__string(o, "struct"), *path = json__string(o, "field");
		const struct cl_json *sites = json__get(o, "sites");
		struct cl_access_field *f;

		if (!rec || !path || !sites || sites->type != CL_JSON_ARRAY) {
			snprintf(err, errlen, "\"accesses.fields[%zu]\": expected {\"struct\", "
				 "\"field\", \"sites\": [...]}", i);
			return false;
		}
		f = profile__field(prof, rec, path);
		for (size_t j = 0; j < sites->nr; j++) {
			char at[96];

			snprintf(at, sizeof(at), "\"accesses.fields[%zu].sites[%zu]\"", i, j);
			if (!read_site(prof, f, sites->items[j], files, at, err, errlen))
				return false;
		}
	}
	return true;
}
