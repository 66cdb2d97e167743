// SPDX-License-Identifier: GPL-2.0
/*
 * Roles onto the binary's layout.  A role belongs to a field of a type, so a
 * report's flattened path ("in.a", "arr[2].f") is walked through the
 * binary's records to the field that declares it, and the role is set there;
 * the rules then see it in every container and array element.
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "declared.h"
#include "crosscheck.h"
#include "report.h"
#include "report_load.h"
#include "strtab.h"
#include "xalloc.h"

#define MAX_WALK_DEPTH 16
#define REPORT_SUFFIX ".cachelint.json"

void pahole_roles__init(struct pahole_roles *roles)
{
	memset(roles, 0, sizeof(*roles));
}

void pahole_roles__exit(struct pahole_roles *roles)
{
	for (size_t i = 0; i < roles->nr_reports; i++)
		report__delete(roles->reports[i]);
	free(roles->reports);
	annotations__delete(roles->annotations);
	if (roles->wanted)
		strtab__delete(roles->wanted);
	memset(roles, 0, sizeof(*roles));
}

/*
 * The plugin's reports count columns in bytes; cachelint pahole prints
 * GCC's display columns (a tab to the next multiple of 8), as gcc, cachelint
 * check and cachelint report do for the same field.
 */
static void display_columns(struct cl_report *report, const char *path)
{
	if (!report__byte_columns(report->tool))
		return;
	for (size_t i = 0; i < report->unit->nr_records; i++) {
		struct cl_record *rec = report->unit->records[i];

		rec->pos = pos__display_near(path, &rec->pos);
		for (size_t k = 0; k < rec->nr_fields; k++)
			rec->fields[k].pos = pos__display_near(path, &rec->fields[k].pos);
	}
}

static int load_one(struct pahole_roles *roles, const char *path, char *err, size_t errlen)
{
	struct cl_report *report = report__read(path, err, errlen);

	if (!report)
		return -1;
	display_columns(report, path);
	XGROW(roles->reports, roles->nr_reports, roles->alloc_reports);
	roles->reports[roles->nr_reports++] = report;
	return 0;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every *.cachelint.json below dir, in sorted order so the output is stable. */
static int load_dir(struct pahole_roles *roles, const char *dir, unsigned int depth, char *err,
		    size_t errlen)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t nr = 0, alloc = 0;
	int rc = 0;

	if (!d) {
		snprintf(err, errlen, "%s: cannot read folder: %s", dir, strerror(errno));
		return -1;
	}
	if (depth > 64) {
		closedir(d);
		snprintf(err, errlen, "%s: folders nested too deeply", dir);
		return -1;
	}
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		XGROW(names, nr, alloc);
		names[nr++] = xstrdup(de->d_name);
	}
	closedir(d);
	qsort(names, nr, sizeof(*names), cmp_names);
	for (size_t i = 0; i < nr && !rc; i++) {
		char *path = xasprintf("%s/%s", dir, names[i]);
		size_t n = strlen(names[i]), sn = strlen(REPORT_SUFFIX);
		struct stat st;

		/* lstat: a symlink loop must not hang the walk */
		if (lstat(path, &st)) {
			/* vanished meanwhile (a parallel build): not an error */
		} else if (S_ISDIR(st.st_mode)) {
			rc = load_dir(roles, path, depth + 1, err, errlen);
		} else if ((S_ISREG(st.st_mode) || S_ISLNK(st.st_mode)) && n > sn &&
			   !strcmp(names[i] + n - sn, REPORT_SUFFIX)) {
			rc = load_one(roles, path, err, errlen);
		}
		free(path);
	}
	for (size_t i = 0; i < nr; i++)
		free(names[i]);
	free(names);
	return rc;
}

int pahole_roles__load_reports(struct pahole_roles *roles, const char *path, char *err,
			       size_t errlen)
{
	struct stat st;

	if (stat(path, &st)) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	if (S_ISDIR(st.st_mode))
		return load_dir(roles, path, 0, err, errlen);
	return load_one(roles, path, err, errlen);
}

int pahole_roles__load_annotations(struct pahole_roles *roles, const char *path, char *err,
				   size_t errlen)
{
	struct annotation_file *af = annotations__read(path, err, errlen);

	if (!af)
		return -1;
	if (roles->annotations) {
		/* a second file: append its lines (paths stay per line for messages) */
		snprintf(err, errlen, "%s: only one --annotations file is supported", path);
		annotations__delete(af);
		return -1;
	}
	roles->annotations = af;
	return 0;
}

struct cl_record *pahole_roles__find_record(const struct cl_unit *unit, const char *name)
{
	return annotations__find_record(unit, name);
}

/* The wanted set holds records, not names: a binary has a struct entry per CU. */
static void rec_id(const struct cl_record *rec, char *buf, size_t len)
{
	snprintf(buf, len, "%p", (const void *)rec);
}

static void want_closure(struct cl_strtab *wanted, const struct cl_unit *unit,
			 const struct cl_record *rec, unsigned int depth)
{
	char id[32];

	if (!rec || depth > MAX_WALK_DEPTH)
		return;
	rec_id(rec, id, sizeof(id));
	strtab__set(wanted, id, (void *)rec);
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const char *key = rec->fields[i].record_key;
		const struct cl_record *sub = key ? unit__find(unit, key) : NULL;

		rec_id(sub, id, sizeof(id));
		if (sub && !strtab__lookup(wanted, id))
			want_closure(wanted, unit, sub, depth + 1);
	}
}

static bool is_declared_role(const struct cl_field *f);

/*
 * How many of the report's declared fields the binary's record has at
 * the report's offsets and sizes.
 */
static size_t agreeing_fields(const struct cl_record *src, const struct cl_record *dst)
{
	size_t n = 0;

	for (size_t i = 0; i < src->nr_fields; i++) {
		const struct cl_field *want = &src->fields[i];

		if (!is_declared_role(want))
			continue;
		for (size_t k = 0; k < dst->nr_fields; k++)
			if (!strcmp(dst->fields[k].name, want->name)) {
				n += dst->fields[k].bit_offset == want->bit_offset &&
				     dst->fields[k].bit_size == want->bit_size;
				break;
			}
	}
	return n;
}

/* The binary's records by name, listed where a name has several (one per CU). */
struct same_names {
	struct cl_strtab *lists;	/* key -> struct rec_list *, names with two or more */
	struct rec_list {
		size_t nr, alloc;
		struct cl_record **recs;
	} **all;
	size_t nr_all;
};

static void same_names__init(struct same_names *sn, const struct cl_unit *unit)
{
	struct cl_strtab *first = strtab__new();

	memset(sn, 0, sizeof(*sn));
	sn->lists = strtab__new();
	for (size_t i = 0; i < unit->nr_records; i++) {
		struct cl_record *rec = unit->records[i], *one = strtab__lookup(first, rec->key);
		struct rec_list *l;

		if (!one) {
			strtab__insert(first, rec->key, rec);
			continue;
		}
		l = strtab__lookup(sn->lists, rec->key);
		if (!l) {
			l = xzalloc(sizeof(*l));
			sn->all = xrealloc(sn->all, (sn->nr_all + 1) * sizeof(*sn->all));
			sn->all[sn->nr_all++] = l;
			strtab__insert(sn->lists, rec->key, l);
			XGROW(l->recs, l->nr, l->alloc);
			l->recs[l->nr++] = one;
		}
		XGROW(l->recs, l->nr, l->alloc);
		l->recs[l->nr++] = rec;
	}
	strtab__delete(first);
}

static void same_names__exit(struct same_names *sn)
{
	for (size_t i = 0; i < sn->nr_all; i++) {
		free(sn->all[i]->recs);
		free(sn->all[i]);
	}
	free(sn->all);
	strtab__delete(sn->lists);
}

/*
 * The binary's record a report's record describes.  Two CUs' file-local
 * struct entry are two records of one name in the binary: the report's is
 * the one whose members agree with the report's declared ones, then of
 * its size (the first of the best), else the first of the name, whose
 * differences are then layout-mismatch findings.
 */
static struct cl_record *match_record(const struct same_names *sn, const struct cl_unit *unit,
				      const struct cl_record *src)
{
	struct cl_record *best = unit__find(unit, src->key);
	const struct rec_list *l = best ? strtab__lookup(sn->lists, src->key) : NULL;
	size_t best_n = 0;

	for (size_t i = 0; l && i < l->nr; i++) {
		size_t n = agreeing_fields(src, l->recs[i]) * 2 +
			   (l->recs[i]->byte_size == src->byte_size);

		if (n > best_n) {
			best_n = n;
			best = l->recs[i];
		}
	}
	return best;
}

void pahole_roles__collect_wanted(struct pahole_roles *roles, const struct cl_unit *unit)
{
	struct same_names sn;

	if (roles->wanted)
		strtab__delete(roles->wanted);
	roles->wanted = strtab__new();
	same_names__init(&sn, unit);
	for (size_t r = 0; r < roles->nr_reports; r++) {
		const struct cl_unit *ru = roles->reports[r]->unit;

		for (size_t i = 0; i < ru->nr_records; i++)
			want_closure(roles->wanted, unit, match_record(&sn, unit, ru->records[i]), 0);
	}
	same_names__exit(&sn);
	for (size_t i = 0; roles->annotations && i < roles->annotations->nr; i++)
		want_closure(roles->wanted, unit,
			     pahole_roles__find_record(unit, roles->annotations->items[i].record), 0);
}

bool pahole_roles__wants(const struct cl_record *rec, void *ctx)
{
	const struct pahole_roles *roles = ctx;
	char id[32];

	rec_id(rec, id, sizeof(id));
	return roles->wanted && strtab__lookup(roles->wanted, id) == rec;
}

static bool is_declared_role(const struct cl_field *f)
{
	return f->role != CL_ROLE_NONE && f->origin != CL_ORIGIN_TYPE &&
	       f->origin != CL_ORIGIN_NONE;
}

/*
 * pahole 1.24 cannot print some members (_Atomic ones: "DW_TAG_(null) not
 * handled", then "<ERROR ... not found!>"), so the record was marked as having
 * errors.  The compiler's report knows them: add the direct members the
 * binary lacks at the report's offsets, and lint the record after all.
 */
static void fill_from_report(const struct cl_record *src, struct cl_record *dst)
{
	size_t added = 0;

	if (!dst->has_errors || src->byte_size != dst->byte_size)
		return;
	for (size_t i = 0; i < src->nr_fields; i++) {
		const struct cl_field *from = &src->fields[i];
		struct cl_field *to;
		bool present = false;

		if (strpbrk(from->name, ".["))
			continue;
		for (size_t k = 0; k < dst->nr_fields && !present; k++)
			present = !strcmp(dst->fields[k].name, from->name);
		if (present)
			continue;
		to = record__add_field(dst, from->name);
		to->bit_offset = from->bit_offset;
		to->bit_size = from->bit_size;
		to->elem_bit_size = from->elem_bit_size;
		to->is_bitfield = from->is_bitfield;
		to->is_flexible = from->is_flexible;
		to->is_atomic = from->is_atomic;
		to->union_depth = from->union_depth;
		memcpy(to->unions, from->unions, sizeof(to->unions));
		field__set_type(to, from->type_name);
		added++;
	}
	if (added) {
		/* keep the members in offset order, as pahole prints them */
		for (size_t i = 1; i < dst->nr_fields; i++)
			for (size_t k = i; k > 0 && dst->fields[k - 1].bit_offset > dst->fields[k].bit_offset; k--) {
				struct cl_field t = dst->fields[k];

				dst->fields[k] = dst->fields[k - 1];
				dst->fields[k - 1] = t;
			}
	}
	dst->has_errors = false;
}

/* Roles a report declares by attribute, file or code; groups and types the rules redo. */
static void apply_report_roles(struct cl_unit *unit, const struct cl_record *src,
			       struct cl_record *dst)
{
	if (!dst->pos.file && src->pos.file) {
		dst->pos.file = unit__intern(unit, src->pos.file);
		dst->pos.line = src->pos.line;
		dst->pos.column = src->pos.column;
	}
	for (size_t i = 0; i < src->nr_fields; i++) {
		const struct cl_field *from = &src->fields[i];
		struct cl_record *owner;
		struct cl_field *to = annotations__find_field(unit, dst, from->name, &owner);

		if (!to)
			continue;
		if (!to->pos.file && from->pos.file) {
			to->pos.file = unit__intern(unit, from->pos.file);
			to->pos.line = from->pos.line;
			to->pos.column = from->pos.column;
		}
		if (!is_declared_role(from) || from->origin == CL_ORIGIN_GROUP)
			continue;
		to->role = from->role;
		to->origin = from->origin;
		field__set_group(to, from->group);
	}
}

/* Compares every annotated field of one reported struct with the binary's. */
static size_t cross_check(struct cl_check *chk, const struct cl_unit *unit,
			  const struct cl_report *report, const struct cl_record *src,
			  const struct cl_record *dst, const struct cl_settings *settings,
			  struct cl_strtab *seen, bool verbose)
{
	struct cl_flat *flat = NULL;
	size_t added = 0;

	for (size_t i = 0; i < src->nr_fields; i++) {
		const struct cl_field *want = &src->fields[i], *have;
		char *key;

		if (!is_declared_role(want))
			continue;
		/* per binary record: another CU's struct entry is checked on its own */
		key = xasprintf("%p\n%s", (const void *)dst, want->name);
		if (strtab__lookup(seen, key)) {
			free(key);
			continue;
		}
		strtab__insert(seen, key, (void *)1);
		free(key);
		if (!flat)
			flat = flat__new(unit, dst, settings);
		have = flat__find(flat, want->name);
		if (have && field__same_place(want, have))
			continue;
		if (!have && (dst->has_errors || flat->truncated)) {
			if (verbose)
				fprintf(stderr, "cachelint pahole: note: '%s' of '%s': pahole could not "
					"print it, not compared\n", want->name, src->key);
			continue;
		}
		check__add_layout_mismatch(chk, dst->key, want, have, report->path,
					   settings->line_size);
		added++;
	}
	flat__delete(flat);
	return added;
}

static void add_stale(struct cl_check *chk, struct cl_unit *unit, const struct annotation_file *af,
		      const struct annotation *a, const struct cl_record *rec)
{
	struct cl_stale_annotation sa = {
		.record = a->record, .path = a->path, .role = a->role,
		.pos = { .file = unit__intern(unit, af->path), .line = a->line },
		.key = rec ? rec->key : NULL,
		.nearest = rec ? annotations__nearest_field(rec, a->path) : NULL,
		.where = "the binary",
	};
	struct cl_finding *fd = check__add_stale_annotation(chk, &sa);

	fd->extra = xstrdup(fd->message);
}

/*
 * A name the binary has several records of (each CU's file-local struct
 * entry): every one a report describes is renamed "KEY [FILE:LINE]" after
 * the report's definition, so that its findings name their layout and are
 * shown against it.  unit__find still gives the first record of the name.
 */
static void name_layouts(const struct pahole_roles *roles, struct cl_unit *unit,
			 const struct cl_strtab *matches)
{
	struct cl_strtab *count = strtab__new(), *named = strtab__new();

	for (size_t i = 0; i < unit->nr_records; i++)
		strtab__set(count, unit->records[i]->key, (void *)(uintptr_t)
			    ((uintptr_t)strtab__lookup(count, unit->records[i]->key) + 1));
	for (size_t r = 0; r < roles->nr_reports; r++) {
		const struct cl_unit *ru = roles->reports[r]->unit;

		for (size_t i = 0; i < ru->nr_records; i++) {
			const struct cl_record *src = ru->records[i];
			struct cl_record *dst;
			char id[32], *key;

			rec_id(src, id, sizeof(id));
			if ((uintptr_t)strtab__lookup(count, src->key) < 2 || !src->pos.file ||
			    !(dst = strtab__lookup(matches, id)) || strcmp(dst->key, src->key))
				continue;
			rec_id(dst, id, sizeof(id));
			if (strtab__lookup(named, id))
				continue;
			strtab__insert(named, id, (void *)1);
			key = xasprintf("%s [%s:%u]", src->key, src->pos.file, src->pos.line);
			record__set_key(unit, dst, key);
			free(key);
		}
	}
	strtab__delete(count);
	strtab__delete(named);
}

size_t pahole_roles__apply(struct pahole_roles *roles, struct cl_unit *unit,
			   struct cl_check *chk, const struct cl_settings *settings, bool verbose)
{
	struct cl_strtab *seen = strtab__new(), *missing = strtab__new(), *matches = strtab__new();
	size_t added = 0;
	struct same_names sn;

	same_names__init(&sn, unit);
	for (size_t r = 0; r < roles->nr_reports; r++) {
		const struct cl_unit *ru = roles->reports[r]->unit;

		for (size_t i = 0; i < ru->nr_records; i++) {
			const struct cl_record *src = ru->records[i];
			struct cl_record *dst = match_record(&sn, unit, src);
			bool declares = false;
			char id[32];

			/* matched before any is renamed (name_layouts) */
			rec_id(src, id, sizeof(id));
			strtab__insert(matches, id, dst);
			if (dst) {
				fill_from_report(src, dst);
				apply_report_roles(unit, src, dst);
				continue;
			}
			for (size_t k = 0; k < src->nr_fields && !declares; k++)
				declares = is_declared_role(&src->fields[k]);
			if (!declares || strtab__lookup(missing, src->key))
				continue;
			strtab__insert(missing, src->key, (void *)1);
			if (verbose)
				fprintf(stderr, "cachelint pahole: note: %s: '%s' (%s:%u, unit %s) has "
					"roles but is not in the binary\n", roles->reports[r]->path,
					src->key, src->pos.file ? src->pos.file : "?", src->pos.line,
					roles->reports[r]->source ? roles->reports[r]->source : "?");
		}
	}
	same_names__exit(&sn);
	name_layouts(roles, unit, matches);
	/*
	 * gcc writes DWARF only for the types a unit uses, unless
	 * -fno-eliminate-unused-debug-types; a type used elsewhere is described
	 * by that unit's object; pahole 1.24 shows no function-local types.
	 */
	if (strtab__count(missing)) {
		size_t n = strtab__count(missing);

		fprintf(stderr, "cachelint pahole: note: %zu struct%s with roles in the reports %s not "
			"in the binary and %s not checked: gcc leaves out of DWARF the types a unit "
			"does not use (-fno-eliminate-unused-debug-types keeps them), a type used only "
			"in another unit is in that unit's object, and pahole shows no function-local "
			"types%s\n", n, n == 1 ? "" : "s", n == 1 ? "is" : "are", n == 1 ? "was" : "were",
			verbose ? "" : " (-v names them)");
	}
	strtab__delete(missing);
	for (size_t r = 0; r < roles->nr_reports; r++) {
		const struct cl_report *report = roles->reports[r];

		for (size_t i = 0; i < report->unit->nr_records; i++) {
			const struct cl_record *src = report->unit->records[i];
			const struct cl_record *dst;
			char id[32];

			rec_id(src, id, sizeof(id));
			dst = strtab__lookup(matches, id);

			if (dst)
				added += cross_check(chk, unit, report, src, dst, settings, seen,
						     verbose);
		}
	}
	strtab__delete(seen);
	strtab__delete(matches);

	for (size_t i = 0; roles->annotations && i < roles->annotations->nr; i++) {
		const struct annotation *a = &roles->annotations->items[i];
		struct cl_record *rec = pahole_roles__find_record(unit, a->record), *owner;
		struct cl_field *f = rec ? annotations__find_field(unit, rec, a->path, &owner) : NULL;

		if (!f) {
			add_stale(chk, unit, roles->annotations, a, rec);
			added++;
			continue;
		}
		f->role = a->role;
		f->origin = CL_ORIGIN_FILE;
		field__set_group(f, a->group);
		if (!f->pos.file) {
			f->pos.file = unit__intern(unit, roles->annotations->path);
			f->pos.line = a->line;
		}
	}
	return added;
}

/*
 * Where a finding's warning stands, as the plugin puts it: at the checked
 * record's own member holding the field ("mm_mt" of struct mm_struct, not
 * the declaration inside struct maple_tree in another header), so that a
 * pragma around the record silences it and the address is the record's.
 * The field's own declaration stays the note's (pos[1] is the other side).
 */
void pahole_roles__locate(const struct cl_unit *unit, struct cl_check *chk)
{
	struct cl_grouping g;

	/* the warning is the group's, at its first field: only that one moves */
	grouping__build(&g, chk, chk->settings ? chk->settings->line_size : 64, false);
	for (size_t k = 0; k < g.nr_groups; k++) {
		const struct cl_group *gr = &g.groups[k];
		struct cl_finding *f;
		const struct cl_field *m;
		int side;

		if (!gr->nr_fields)
			continue;
		f = &chk->findings[gr->fields[0].pair];
		side = gr->fields[0].pair_side;
		if (!f->names[side] || !strpbrk(f->names[side], ".["))
			continue;
		m = record__member_for_path(unit__find(unit, f->record), f->names[side]);
		if (m && m->pos.file)
			f->pos[side] = m->pos;
	}
	grouping__exit(&g);
}
