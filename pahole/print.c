// SPDX-License-Identifier: GPL-2.0
/*
 * The text output of cachelint pahole.  Each struct is pahole's own text,
 * line for line (array dimensions, holes, bit holes, boundaries, the
 * summary), so a developer compares it with what pahole shows; the role of
 * a member and the findings it takes part in are one more comment at the
 * end of its line.  A struct pahole's text is not at hand for (a report
 * filled it in) is drawn from the model in pahole's style instead.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "print.h"
#include "run.h"
#include "strtab.h"
#include "xalloc.h"

/* ---- pahole's text, one piece per type -------------------------------- */

struct pahole_text {
	char *key;		/* "struct foo", "union bar", or a typedef name */
	char *text;		/* from "struct foo {" to "};", with its newline */
	size_t len;
};

struct pahole_texts {
	size_t nr, alloc;
	struct pahole_text *items;
	struct cl_strtab *by_key;	/* key -> index + 1 */
};

struct pahole_texts *pahole_texts__new(void)
{
	struct pahole_texts *t = xzalloc(sizeof(*t));

	t->by_key = strtab__new();
	return t;
}

void pahole_texts__delete(struct pahole_texts *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->nr; i++) {
		free(t->items[i].key);
		free(t->items[i].text);
	}
	free(t->items);
	strtab__delete(t->by_key);
	free(t);
}

static bool ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

/* "struct foo {" -> "struct foo"; a typedef's header -> NULL (named at its end). */
static char *header_key(const char *line, size_t n)
{
	size_t skip = 0, w;

	if (n > 7 && !memcmp(line, "struct ", 7))
		skip = 7;
	else if (n > 6 && !memcmp(line, "union ", 6))
		skip = 6;
	else
		return NULL;
	for (w = 0; skip + w < n && ident_char(line[skip + w]); w++)
		;
	return w ? xasprintf("%.*s", (int)(skip + w), line) : NULL;
}

/* "} name;" closing a typedef: name, the last word before ';'. */
static char *closing_key(const char *line, size_t n)
{
	size_t end = n, start;

	while (end && (line[end - 1] == ';' || line[end - 1] == ' '))
		end--;
	for (start = end; start && ident_char(line[start - 1]); start--)
		;
	return start < end ? xasprintf("%.*s", (int)(end - start), line + start) : NULL;
}

static void texts__keep(struct pahole_texts *t, char *key, const char *text, size_t len)
{
	struct pahole_text *it;

	/* pahole -C prints the first type of a name: so does this */
	if (!key || strtab__lookup(t->by_key, key)) {
		free(key);
		return;
	}
	XGROW(t->items, t->nr, t->alloc);
	it = &t->items[t->nr++];
	it->key = key;
	it->text = xmalloc(len + 1);
	memcpy(it->text, text, len);
	it->text[len] = '\0';
	it->len = len;
	strtab__set(t->by_key, key, (void *)(uintptr_t)t->nr);
}

/*
 * Splits whole pahole output at its top-level braces, as pahole_index does:
 * a line "struct x {" at column 0 opens a type, a line starting "}" closes
 * it.  What stands outside (pahole -I's comments, typedef lines) is dropped.
 */
void pahole_texts__add(struct pahole_texts *t, const char *buf, size_t len)
{
	size_t pos = 0, start = 0;
	bool open = false;
	char *key = NULL;

	while (pos < len) {
		const char *line = buf + pos;
		const char *nl = memchr(line, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - line) : len - pos;

		if (!open && n && line[n - 1] == '{' && line[0] != '\t' && line[0] != ' ') {
			open = true;
			start = pos;
			key = header_key(line, n);
		} else if (open && n && line[0] == '}') {
			if (!key)
				key = closing_key(line, n);
			texts__keep(t, key, buf + start, pos + n - start);
			key = NULL;
			open = false;
		}
		pos += n + (nl ? 1 : 0);
	}
	free(key);
	/* every type's text ends with its newline, as pahole -C prints it */
	for (size_t i = 0; i < t->nr; i++) {
		struct pahole_text *it = &t->items[i];

		if (it->len && it->text[it->len - 1] != '\n') {
			it->text = xrealloc(it->text, it->len + 2);
			it->text[it->len++] = '\n';
			it->text[it->len] = '\0';
		}
	}
}

size_t pahole_texts__count(const struct pahole_texts *t)
{
	return t ? t->nr : 0;
}

const char *pahole_texts__key(const struct pahole_texts *t, size_t i)
{
	return i < t->nr ? t->items[i].key : NULL;
}

const char *pahole_texts__find(const struct pahole_texts *t, const char *key, size_t *len)
{
	size_t i = t ? (size_t)(uintptr_t)strtab__lookup(t->by_key, key) : 0;

	if (!i)
		return NULL;
	if (len)
		*len = t->items[i - 1].len;
	return t->items[i - 1].text;
}

int pahole_texts__read_file(struct pahole_texts *t, const char *path, char *err, size_t errlen)
{
	size_t len;
	char *text = file__read(path, &len);

	if (!text) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	pahole_texts__add(t, text, len);
	free(text);
	return 0;
}

/*
 * pahole --cacheline_size=N [-F F] [-E] --skip_missing -C NAMES FILE, its
 * output kept whole: only the printing options come here (-C, --expand),
 * never the check, whose text is the dump it already read.
 */
int pahole_texts__run(struct pahole_texts *t, const struct pahole_run *run, const char *names,
		      bool expand, char *err, size_t errlen)
{
	struct pahole_run r = *run;

	r.class_names = names;
	r.expand = expand;
	r.anonymous = r.sizes = r.decl_info = false;
	r.index = NULL;
	r.typedefs = NULL;
	r.verbose = false;	/* its warnings were the check's run's to show (-v) */
	r.texts = t;
	return pahole_run__parse(&r, NULL, err, errlen);
}

/* ---- findings, numbered as their warnings ----------------------------- */

struct numbering {
	struct cl_grouping g;
	size_t *group_number;		/* per group, from 1 */
	bool *printed;
	size_t next;
};

static bool flat_is_interesting(const struct cl_flat *flat, const struct cl_check *chk)
{
	for (size_t i = 0; i < flat->nr_fields; i++)
		if (role__is_hot(flat->fields[i].role) &&
		    origin__is_declared(flat->fields[i].origin))
			return true;
	for (size_t k = 0; k < chk->nr_findings; k++)
		if (!strcmp(chk->findings[k].record, flat->record->key))
			return true;
	return false;
}

static const char *group_record(const struct cl_check *chk, const struct cl_group *gr)
{
	return group__pair(chk, gr, 0)->record;
}

static void number_record(struct numbering *nb, const struct cl_check *chk, const char *key)
{
	for (size_t i = 0; i < nb->g.nr_groups; i++)
		if (!nb->group_number[i] && !strcmp(group_record(chk, &nb->g.groups[i]), key))
			nb->group_number[i] = nb->next++;
}

/* ---- one comment per role and per finding group at a member's line ---- */

/* "arr[3].mask" -> "arr.mask": every element of an array is on its one line */
static char *strip_indexes(const char *s)
{
	char *out = xmalloc(strlen(s) + 1), *o = out;

	while (*s) {
		if (*s == '[') {
			const char *q = s + 1;

			while (*q >= '0' && *q <= '9')
				q++;
			if (*q == ']' && q > s + 1) {
				s = q + 1;
				continue;
			}
		}
		*o++ = *s++;
	}
	*o = '\0';
	return out;
}

/* The field name is the line's member (exact) or lies inside it (a collapsed embedded struct). */
static bool name_on_line(const char *name, const char *line_path, bool collapsed, bool exact)
{
	char *n, *l;

	if (exact)
		return !strcmp(name, line_path);
	n = strip_indexes(name);
	l = strip_indexes(line_path);
	size_t ln = strlen(l);
	bool on = !strcmp(n, l) ||
		  (collapsed && !strncmp(n, l, ln) && (n[ln] == '.' || n[ln] == '['));

	free(n);
	free(l);
	return on;
}

static void print_name_list(const struct cl_printer *p, const char **names, size_t nr)
{
	size_t shown = nr > 3 ? 2 : nr;

	for (size_t i = 0; i < shown; i++)
		printer__printf(p, "%s'%s'", i ? (i + 1 == nr ? " and " : ", ") : "", names[i]);
	if (nr > shown)
		printer__printf(p, " and %zu more", nr - shown);
}

static bool in_list(const char **list, size_t nr, const char *s)
{
	for (size_t i = 0; i < nr; i++)
		if (!strcmp(list[i], s))
			return true;
	return false;
}

/*
 * " / * RULE with 'x' [n] * /" for each group that names the member at
 * path, or " / * RULE: 'in.a' with 'x' [n] * /" for fields inside a
 * collapsed member.  Returns how many groups named a field inside.
 */
static size_t print_finding_comments(const struct cl_printer *p, const struct cl_check *chk,
				     const struct numbering *nb, const char *record_key,
				     const char *path, bool collapsed, bool exact)
{
	size_t inside = 0;

	for (size_t n = 1; n < nb->next; n++)
		for (size_t i = 0; i < nb->g.nr_groups; i++) {
			const struct cl_group *gr = &nb->g.groups[i];
			const char **mine, **others;
			size_t nr_mine = 0, nr_others = 0;
			bool only_self;

			if (nb->group_number[i] != n || strcmp(group_record(chk, gr), record_key))
				continue;
			mine = xmalloc((gr->nr_pairs * 2 + 1) * sizeof(*mine));
			others = xmalloc((gr->nr_pairs * 2 + 1) * sizeof(*others));
			for (size_t k = 0; k < gr->nr_pairs; k++) {
				const struct cl_finding *fd = group__pair(chk, gr, k);

				for (int s = 0; s < 2; s++)
					if (fd->names[s] && name_on_line(fd->names[s], path, collapsed, exact) &&
					    !in_list(mine, nr_mine, fd->names[s]))
						mine[nr_mine++] = fd->names[s];
			}
			for (size_t k = 0; k < gr->nr_pairs; k++) {
				const struct cl_finding *fd = group__pair(chk, gr, k);

				for (int s = 0; s < 2; s++)
					if (fd->names[s] && in_list(mine, nr_mine, fd->names[s]) &&
					    fd->names[!s] && !in_list(mine, nr_mine, fd->names[!s]) &&
					    !in_list(others, nr_others, fd->names[!s]))
						others[nr_others++] = fd->names[!s];
			}
			if (nr_mine > 1 && !nr_others) {
				/* both sides inside one member: each pair's first side, then its second */
				nr_mine = 0;
				for (size_t k = 0; k < gr->nr_pairs; k++) {
					const struct cl_finding *fd = group__pair(chk, gr, k);

					if (!in_list(mine, nr_mine, fd->names[0]))
						mine[nr_mine++] = fd->names[0];
					if (fd->names[1] && !in_list(others, nr_others, fd->names[1]))
						others[nr_others++] = fd->names[1];
				}
			}
			if (nr_mine) {
				only_self = nr_mine == 1 && !strcmp(mine[0], path);
				inside += !only_self;
				printer__printf(p, " /* %s", rule__name(gr->rule));
				if (!only_self) {
					printer__printf(p, ": ");
					print_name_list(p, mine, nr_mine);
				}
				if (nr_others) {
					printer__printf(p, " with ");
					print_name_list(p, others, nr_others);
				}
				printer__printf(p, " [%zu] */", n);
			}
			free(mine);
			free(others);
		}
	return inside;
}

/* " / * write-hot * /", " / * read-hot, kernel group tcp_sock_read_rx * /" ... */
static void print_role_comment(const struct cl_printer *p, const struct cl_field *f)
{
	printer__printf(p, " /* %s", role__words(f->role));
	switch (f->origin) {
	case CL_ORIGIN_GROUP:
		printer__printf(p, ", kernel group %s", f->group ? f->group : "");
		break;
	case CL_ORIGIN_TYPE:
		printer__printf(p, ", by type");
		break;
	case CL_ORIGIN_FILE:
		printer__printf(p, ", annotation file");
		break;
	case CL_ORIGIN_CODE:
		printer__printf(p, ", inferred");
		break;
	default:
		break;
	}
	if (f->group && f->origin != CL_ORIGIN_GROUP)
		printer__printf(p, ", group %s", f->group);
	printer__printf(p, " */");
}

static const struct cl_field *flat_field(const struct cl_flat *flat, const char *name,
					bool *shadowed)
{
	for (size_t i = 0; flat && i < flat->nr_fields; i++)
		if (!strcmp(flat->fields[i].name, name)) {
			*shadowed = flat->shadowed[i];
			return &flat->fields[i];
		}
	return NULL;
}

/* ---- reading pahole's member lines ------------------------------------ */

/* The trailing "/ *   88: 3  4 * /" or "/ *   128     4 * /": offset, size; false if none. */
static bool offset_comment(const char *s, size_t n, size_t *start, uint64_t *offset,
			   uint64_t *size, bool *bitfield)
{
	const char *open = NULL, *q, *end = s + n;

	if (n < 4 || memcmp(end - 2, "*/", 2))
		return false;
	for (q = end - 2; q > s; q--)
		if (q[-1] == '/' && q[0] == '*') {
			open = q - 1;
			break;
		}
	if (!open)
		return false;
	q = open + 2;
	*bitfield = false;
	while (*q == ' ')
		q++;
	if (*q < '0' || *q > '9')
		return false;
	*offset = strtoull(q, (char **)&q, 10);
	if (*q == ':') {
		*bitfield = true;
		q++;
		while (*q == ' ')
			q++;
		if (*q < '0' || *q > '9')
			return false;
		strtoull(q, (char **)&q, 10);
	}
	if (*q != ' ')
		return false;
	while (*q == ' ')
		q++;
	if (*q < '0' || *q > '9')
		return false;
	*size = strtoull(q, (char **)&q, 10);
	while (*q == ' ')
		q++;
	if (q != end - 2)
		return false;
	*start = (size_t)(open - s);
	return true;
}

/* Drops a trailing " __attribute__((...))" and spaces from [s, s + *n). */
static void trim_tail(const char *s, size_t *n)
{
	for (;;) {
		while (*n && (s[*n - 1] == ' ' || s[*n - 1] == ';' || s[*n - 1] == '\t'))
			(*n)--;
		if (*n > 2 && s[*n - 1] == ')' && s[*n - 2] == ')') {
			const char *a = memmem(s, *n, " __attribute__((", 16);

			if (a) {
				*n = (size_t)(a - s);
				continue;
			}
		}
		break;
	}
}

/*
 * The member's name in a declaration pahole printed: "int x[16]" -> x,
 * "void (*fn)(int)" -> fn, "unsigned int bf:3" -> bf, "} named" -> named
 * (arrays: *dims set).  NULL when there is none ("}", an unnamed block).
 */
static char *decl_name(const char *s, size_t n, bool *dims)
{
	const char *fp;
	size_t end, start;

	*dims = false;
	trim_tail(s, &n);
	fp = memmem(s, n, "(*", 2);
	if (fp && s[0] != '}') {
		const char *q = fp + 2;

		while (q < s + n && (*q == '*' || *q == ' '))
			q++;
		for (start = (size_t)(q - s), end = start; end < n && ident_char(s[end]); end++)
			;
		return end > start ? xasprintf("%.*s", (int)(end - start), s + start) : NULL;
	}
	end = n;
	/* a bitfield's width */
	for (size_t i = n; i > 0; i--) {
		if (s[i - 1] == ':') {
			end = i - 1;
			break;
		}
		if (!(s[i - 1] >= '0' && s[i - 1] <= '9') && s[i - 1] != ' ')
			break;
	}
	while (end && (s[end - 1] == ']' || s[end - 1] == ' ')) {
		while (end && s[end - 1] != '[')
			end--;
		if (end)
			end--;
		*dims = true;
		while (end && s[end - 1] == ' ')
			end--;
	}
	for (start = end; start && ident_char(s[start - 1]); start--)
		;
	if (start == end || (s[0] == '}' && start == 0))
		return NULL;
	return xasprintf("%.*s", (int)(end - start), s + start);
}

struct text_line {
	const char *s;
	size_t n;
	unsigned int depth;	/* leading tabs */
	bool opens, closes, member;
	size_t comment;		/* where the offset comment starts */
	uint64_t offset, size;
	bool bitfield;
	char *name;		/* member or block name, NULL if unnamed */
	bool dims;
};

static size_t split_lines(const char *text, size_t len, struct text_line **out)
{
	size_t nr = 0, alloc = 0, pos = 0;
	struct text_line *lines = NULL;

	while (pos < len) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - text - pos) : len - pos;
		struct text_line *l;
		const char *s;
		size_t m;

		XGROW(lines, nr, alloc);
		l = &lines[nr++];
		memset(l, 0, sizeof(*l));
		l->s = text + pos;
		l->n = n;
		while (l->depth < n && l->s[l->depth] == '\t')
			l->depth++;
		s = l->s + l->depth;
		m = n - l->depth;
		if (offset_comment(s, m, &l->comment, &l->offset, &l->size, &l->bitfield)) {
			l->comment += l->depth;
			l->member = true;
			l->closes = s[0] == '}';
			l->name = decl_name(s + (l->closes ? 1 : 0), l->comment - l->depth -
					    (l->closes ? 1 : 0), &l->dims);
		} else if (m && s[m - 1] == '{') {
			l->opens = true;
		} else if (m && s[0] == '}') {
			l->closes = true;	/* the type's own end, or "} *p;" */
		}
		pos += n + (nl ? 1 : 0);
	}
	*out = lines;
	return nr;
}

/*
 * One type's text with the comments added: the path of each member line is
 * the names of the blocks around it ("named.n1"; an array's block names its
 * first element, whose offsets pahole prints: "arr[0].a"; unnamed unions
 * and structs add nothing, as the model flattens them), looked up in the
 * flat view by name and checked by offset.  Returns how many finding
 * groups name a field inside a collapsed member (dry: print nothing).
 */
static size_t print_type_text(const struct cl_printer *p, const char *text, size_t len,
			      const struct cl_flat *flat, const char *record_key,
			      const struct cl_check *chk, const struct numbering *nb, bool dry)
{
	struct text_line *lines;
	size_t nr = split_lines(text, len, &lines), inside = 0;
	char **block = xzalloc((nr + 1) * sizeof(*block));
	size_t *stack = xmalloc((nr + 1) * sizeof(*stack)), depth = 0;
	struct cl_buf path = { 0 };
	struct cl_printer null = { 0 };
	struct cl_buf sink = { 0 };

	if (dry) {
		null = printer__buf(&sink);
		p = &null;
	}
	/* each block's name is on its closing line */
	for (size_t i = 0; i < nr; i++) {
		if (lines[i].opens) {
			stack[depth++] = i;
		} else if (lines[i].closes && depth) {
			size_t o = stack[--depth];

			if (lines[i].name)
				block[o] = lines[i].dims ? xasprintf("%s[0]", lines[i].name) :
							   xstrdup(lines[i].name);
		}
	}
	depth = 0;
	for (size_t i = 0; i < nr; i++) {
		const struct text_line *l = &lines[i];
		const struct cl_field *f = NULL;
		bool shadowed = false;

		if (l->closes && depth)
			depth--;
		p->write(p->ctx, l->s, l->n);
		if (l->member && l->name && depth + (l->closes ? 1 : 0) > 0) {
			struct cl_printer pp = printer__buf(&path);

			path.len = 0;
			/* stack[0] is the type itself: its name is no part of a path */
			for (size_t d = 1; d < depth; d++)
				if (block[stack[d]])
					printer__printf(&pp, "%s.", block[stack[d]]);
			printer__printf(&pp, "%s", l->name);
			f = flat_field(flat, path.data, &shadowed);
			if (f && (l->bitfield ? field__byte_offset(f) < l->offset ||
						field__byte_offset(f) >= l->offset + l->size :
						field__byte_offset(f) != l->offset))
				f = NULL;	/* another layout than the model's: say nothing */
			if (f && f->role != CL_ROLE_NONE && !shadowed)
				print_role_comment(p, f);
			if (flat)
				inside += print_finding_comments(p, chk, nb, record_key, path.data,
								 !l->closes, false);
		}
		p->write(p->ctx, "\n", 1);
		if (l->opens)
			stack[depth++] = i;
	}
	for (size_t i = 0; i < nr; i++) {
		free(block[i]);
		free(lines[i].name);
	}
	free(block);
	free(stack);
	free(lines);
	buf__exit(&path);
	buf__exit(&sink);
	return inside;
}

/* ---- the model drawn in pahole's style, where pahole's text is missing - */

struct model_comments {
	const struct cl_check *chk;
	const struct numbering *nb;
};

/* A member's role and the numbers of its findings, as on pahole's lines. */
static void model_member_comments(const struct cl_printer *p, const struct cl_flat *flat,
				  size_t i, void *ctx)
{
	const struct model_comments *mc = ctx;
	const struct cl_field *f = &flat->fields[i];

	if (f->role != CL_ROLE_NONE && !flat->shadowed[i])
		print_role_comment(p, f);
	print_finding_comments(p, mc->chk, mc->nb, flat->record->key, f->name, false, true);
}

static void print_model_layout(const struct cl_printer *p, const struct cl_report_conf *conf,
			       const struct cl_flat *flat, const struct cl_check *chk,
			       const struct numbering *nb)
{
	struct model_comments mc = { .chk = chk, .nb = nb };
	const struct cl_dump_settings ds = {
		.indent_nested = true, .annotate = model_member_comments, .ctx = &mc,
	};

	report__dump_layout(p, conf, flat, &ds);
}

/* ---- the findings as diagnostics -------------------------------------- */

static void print_at(const struct cl_printer *p, const struct cl_report_conf *conf,
		     const struct cl_pos *pos)
{
	if (pos->file) {
		printer__printf(p, "%s:%u:", pos->file, pos->line);
		if (pos->column)
			printer__printf(p, "%u:", pos->column);
	} else {
		printer__printf(p, "%s:", conf->source ? conf->source : "<binary>");
	}
}

/*
 * A group as the plugin words it: the warning, then a note per other field.
 * Its number, the one on the member lines, comes after the rule's tag: the
 * message itself reads as the plugin's.
 */
static void print_finding(const struct cl_printer *p, const struct cl_report_conf *conf,
			  const struct cl_check *chk, const struct cl_group *gr, size_t number)
{
	const struct cl_finding *fd = group__pair(chk, gr, 0);
	struct cl_buf note = { 0 };
	size_t *order;

	print_at(p, conf, gr->nr_pairs > 1 ? group__field(chk, gr, 0).pos : &fd->pos[0]);
	printer__printf(p, " warning: %s [cachelint:%s] [%zu]\n",
			gr->message ? gr->message : "", rule__name(fd->rule), number);
	if (fd->rule != CL_RULE_FALSE_SHARING && fd->rule != CL_RULE_WRITE_CONTENTION)
		return;
	if (gr->nr_pairs == 1) {
		finding__format_note(fd, conf, &note);
		if (note.len && fd->pos[1].file) {
			print_at(p, conf, &fd->pos[1]);
			printer__printf(p, " note: %s\n", note.data);
		}
		buf__exit(&note);
		return;
	}
	order = group__decl_order(chk, gr);
	for (size_t k = 0; k < gr->nr_fields; k++) {
		const struct cl_pos *pos = group__field(chk, gr, order[k]).pos;

		if (!order[k] || !pos->file)
			continue;
		note.len = 0;
		group__format_note(chk, gr, order[k], conf, &note);
		print_at(p, conf, pos);
		printer__printf(p, " note: %s\n", note.data);
	}
	free(order);
	buf__exit(&note);
}

static void print_record_findings(const struct cl_printer *p, const struct cl_report_conf *conf,
				  const struct cl_check *chk, struct numbering *nb,
				  const char *key)
{
	for (size_t n = 1; n < nb->next; n++)
		for (size_t i = 0; i < nb->g.nr_groups; i++)
			if (nb->group_number[i] == n && !nb->printed[i] &&
			    (!key || !strcmp(group_record(chk, &nb->g.groups[i]), key))) {
				print_finding(p, conf, chk, &nb->g.groups[i], n);
				nb->printed[i] = true;
			}
}

static const struct cl_flat *find_flat(const struct cl_check *chk, const char *key)
{
	for (size_t s = 0; s < chk->nr_flats; s++)
		if (!strcmp(chk->flats[s]->record->key, key))
			return chk->flats[s];
	return NULL;
}

/* One struct: pahole's text (its -E text when asked) with comments, else the model's. */
/* A finding of the record names a field inside the top-level member name. */
static bool finding_inside(const struct cl_check *chk, const char *key, const char *name)
{
	char *l = strip_indexes(name);
	size_t ln = strlen(l);
	bool inside = false;

	for (size_t k = 0; k < chk->nr_findings && !inside; k++) {
		const struct cl_finding *fd = &chk->findings[k];

		if (strcmp(fd->record, key))
			continue;
		for (int s = 0; s < 2 && !inside; s++) {
			char *n = fd->names[s] ? strip_indexes(fd->names[s]) : NULL;

			inside = n && !strncmp(n, l, ln) && (n[ln] == '.' || n[ln] == '[');
			free(n);
		}
	}
	free(l);
	return inside;
}

/* Lines [*first, *last] of e: the block of the top-level member name at offset. */
static bool expanded_block(const struct text_line *e, size_t nr, const char *name,
			   uint64_t offset, size_t *first, size_t *last)
{
	size_t depth = 0, open1 = 0;

	for (size_t i = 0; i < nr; i++) {
		if (e[i].closes && depth) {
			depth--;
			if (depth == 1 && e[i].member && e[i].name && !strcmp(e[i].name, name) &&
			    e[i].offset == offset) {
				*first = open1;
				*last = i;
				return true;
			}
		}
		if (e[i].opens) {
			if (depth == 1)
				open1 = i;
			depth++;
		}
	}
	return false;
}

/*
 * pahole's text with each top-level member that holds a finding replaced
 * by that member's block of pahole -E's text: pahole has no partial -E, so
 * those blocks keep -E's columns and the rest stays pahole -C's, line for line.
 */
static char *splice_expanded(const char *text, size_t len, const char *etext, size_t elen,
			     const struct cl_check *chk, const char *key, size_t *out_len)
{
	struct text_line *lines, *elines;
	size_t nr = split_lines(text, len, &lines), enr = split_lines(etext, elen, &elines);
	struct cl_buf out = { 0 };
	struct cl_printer p = printer__buf(&out);

	for (size_t i = 0; i < nr; i++) {
		const struct text_line *l = &lines[i];
		size_t first, last;

		if (l->depth == 1 && l->member && !l->closes && l->name &&
		    finding_inside(chk, key, l->name) &&
		    expanded_block(elines, enr, l->name, l->offset, &first, &last)) {
			for (size_t j = first; j <= last; j++) {
				p.write(p.ctx, elines[j].s, elines[j].n);
				p.write(p.ctx, "\n", 1);
			}
			continue;
		}
		p.write(p.ctx, l->s, l->n);
		p.write(p.ctx, "\n", 1);
	}
	for (size_t i = 0; i < nr; i++)
		free(lines[i].name);
	for (size_t i = 0; i < enr; i++)
		free(elines[i].name);
	free(lines);
	free(elines);
	*out_len = out.len;
	return out.data ? out.data : xstrdup("");
}

/* One struct: pahole's text (a member with a finding inside from -E's), else the model's. */
static void print_struct(const struct cl_printer *p, const struct cl_report_conf *conf,
			 const struct pahole_print_opts *po, const char *key,
			 const struct cl_flat *flat, const struct cl_check *chk,
			 struct numbering *nb)
{
	const char *text = po ? pahole_texts__find(po->texts, key, NULL) : NULL;
	const char *etext = po && po->expanded ? pahole_texts__find(po->expanded, key, NULL) : NULL;
	char *spliced = NULL;
	size_t len = 0, elen = 0;

	if (text)
		text = pahole_texts__find(po->texts, key, &len);
	if (text && etext) {
		etext = pahole_texts__find(po->expanded, key, &elen);
		spliced = splice_expanded(text, len, etext, elen, chk, key, &len);
		text = spliced;
	}
	if (text)
		print_type_text(p, text, len, flat, key, chk, nb, false);
	else if (flat)
		print_model_layout(p, conf, flat, chk, nb);
	else
		return;
	free(spliced);
	print_record_findings(p, conf, chk, nb, key);
	printer__printf(p, "\n");
}

void pahole_print__text(const struct cl_printer *p, const struct cl_report_conf *conf,
			const struct cl_unit *unit, const struct cl_check *chk,
			const struct pahole_print_opts *po)
{
	struct numbering nb = { 0 };
	bool only = po && po->only_texts;
	size_t hidden = 0;

	(void)unit;
	nb.group_number = xzalloc((chk->nr_findings + 1) * sizeof(*nb.group_number));
	nb.printed = xzalloc((chk->nr_findings + 1) * sizeof(*nb.printed));
	nb.next = 1;
	grouping__build(&nb.g, chk, conf->line_size, conf->per_pair);
	grouping__format_messages(&nb.g, chk, conf);
	/* number groups in the order their structs are printed, the rest after */
	if (only) {
		for (size_t i = 0; i < pahole_texts__count(po->texts); i++)
			number_record(&nb, chk, pahole_texts__key(po->texts, i));
	} else {
		for (size_t s = 0; s < chk->nr_flats; s++)
			if (flat_is_interesting(chk->flats[s], chk))
				number_record(&nb, chk, chk->flats[s]->record->key);
	}
	for (size_t i = 0; i < nb.g.nr_groups; i++)
		if (!nb.group_number[i])
			nb.group_number[i] = nb.next++;

	if (only) {
		/* -C: the structs asked for, in pahole's order, and their findings only */
		for (size_t i = 0; i < pahole_texts__count(po->texts); i++) {
			const char *key = pahole_texts__key(po->texts, i);

			print_struct(p, conf, po, key, find_flat(chk, key), chk, &nb);
		}
		/* the exit code is the whole check's: say what -C left out */
		for (size_t i = 0; i < nb.g.nr_groups; i++)
			hidden += !nb.printed[i];
		if (hidden)
			fprintf(stderr, "cachelint pahole: note: %zu finding%s in structs -C does not "
				"show (without -C: every struct with one)\n", hidden,
				hidden == 1 ? "" : "s");
	} else {
		for (size_t s = 0; s < chk->nr_flats; s++) {
			const struct cl_flat *flat = chk->flats[s];

			if (flat_is_interesting(flat, chk))
				print_struct(p, conf, po, flat->record->key, flat, chk, &nb);
		}
		print_record_findings(p, conf, chk, &nb, NULL);
	}
	grouping__exit(&nb.g);
	free(nb.group_number);
	free(nb.printed);
}

size_t pahole_print__inside(const struct cl_check *chk, const struct cl_report_conf *conf,
			    const struct pahole_texts *texts, const char *key)
{
	struct numbering nb = { 0 };
	const struct cl_flat *flat = find_flat(chk, key);
	const char *text;
	size_t len, inside = 0;

	text = pahole_texts__find(texts, key, &len);
	if (!text || !flat)
		return 0;
	nb.group_number = xzalloc((chk->nr_findings + 1) * sizeof(*nb.group_number));
	nb.next = 1;
	grouping__build(&nb.g, chk, conf->line_size, conf->per_pair);
	for (size_t i = 0; i < nb.g.nr_groups; i++)
		nb.group_number[i] = nb.next++;
	inside = print_type_text(NULL, text, len, flat, key, chk, &nb, true);
	grouping__exit(&nb.g);
	free(nb.group_number);
	return inside;
}
