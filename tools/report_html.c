// SPDX-License-Identifier: GPL-2.0
/*
 * A self-contained HTML page (no script, no external file) for looking at
 * layouts: a struct index, the findings grouped per (struct, cache line),
 * and one picture per struct: a byte ruler, then one row per cache line in
 * which every field is a box at its bytes, coloured by role and carrying its
 * full name.  Lines of an array that only repeat the line before are drawn
 * once, with the elements they hold.  A finding links to its row, a row's
 * mark back to its findings, a box to its source line (a relative path and
 * #L anchor).  The rows are CSS grids of one column per byte, so the page
 * takes the window's width and names wrap instead of being cut.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report_fmt.h"

/* every colour class the page can use, for the legend */
enum {
	USE_W = 1 << 0, USE_R = 1 << 1, USE_C = 1 << 2, USE_CAND = 1 << 3, USE_NONE = 1 << 4,
	USE_PAD = 1 << 5, USE_HIT = 1 << 6, USE_REP = 1 << 7, USE_GRP = 1 << 8, USE_CUT = 1 << 9,
	USE_END = 1 << 10, USE_IN = 1 << 11,
};

struct html_ctx {
	const struct cl_render_opts *o;
	const char *root;		/* links are relative to this folder */
	unsigned int used;		/* USE_* seen so far */
	size_t strip;			/* chars of the names the row's "in PATH." shows */
};

static void esc(const struct cl_printer *p, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '<': printer__printf(p, "&lt;"); break;
		case '>': printer__printf(p, "&gt;"); break;
		case '&': printer__printf(p, "&amp;"); break;
		case '"': printer__printf(p, "&quot;"); break;
		default: printer__printf(p, "%c", *s);
		}
	}
}

/* A name that may wrap after '.' and '_' and before '[' ("pri_to_cpu[0].count"). */
static void esc_wrap(const struct cl_printer *p, const char *s)
{
	for (const char *c = s; c && *c; c++) {
		char one[2] = { *c, 0 };

		if (*c == '[' && c != s)
			printer__printf(p, "<wbr>");
		esc(p, one);
		if ((*c == '.' || *c == '_') && c[1])
			printer__printf(p, "<wbr>");
	}
}

static const char *css =
	"body{font-family:system-ui,sans-serif;margin:16px 20px;color:#222}"
	"h1{font-size:22px;margin:0 0 6px}h2{font-size:18px;margin:26px 0 8px;border-bottom:1px solid #ccc}"
	"h3{font-size:15px;margin:22px 0 6px}code{font-family:ui-monospace,monospace;font-size:13px}"
	"a{color:#0645ad}table.idx{border-collapse:collapse}"
	".idx td,.idx th{border:1px solid #ccc;padding:2px 8px;font-size:13px;text-align:left}"
	".idx th{background:#f3f3f3}.idx td.n{text-align:right}"
	".legend{display:flex;flex-wrap:wrap;gap:6px 14px;align-items:center;font-size:13px;margin:8px 0}"
	".legend .sw{display:inline-block;width:26px;height:14px;vertical-align:middle;margin-right:4px;"
	"border:1px solid #888}"
	".fgroup details{margin-left:22px;font-size:13px}.fgroup{margin:6px 0 10px}.fgroup h4{font-size:14px;margin:0 0 2px}.fgroup ul{margin:2px 0;"
	"padding-left:22px}.fgroup li{font-size:13px;margin:2px 0}"
	".pic{margin:4px 0 8px}.row{display:grid;grid-template-columns:7.5em minmax(560px,1fr) 4.5em;"
	"column-gap:6px;align-items:stretch;margin:0 0 3px}"
	".lab{font:12px ui-monospace,monospace;color:#444;padding-top:2px}.lab small{color:#888}"
	".bar{display:grid;grid-auto-flow:row dense;gap:1px 0;background:#f4f4f4;outline:1px solid #bbb}"
	".ruler{display:grid;font:10px ui-monospace,monospace;color:#555;border-bottom:1px solid #888;"
	"min-height:14px}"
	".ruler span{border-left:1px solid #888;padding-left:2px}"
	".fld{display:block;font:11px/1.2 ui-monospace,monospace;padding:2px 3px;margin:0 1px 0 0;"
	"text-decoration:none;color:#111;overflow-wrap:anywhere;min-width:0;border-radius:2px}"
	".fld .g{display:block;font-size:10px;opacity:.85}.fld .sub{display:block;font-size:10px;"
	"opacity:.8}"
	".vert{writing-mode:vertical-rl;padding:3px 1px}"
	".w{background:#e4572e;color:#fff}.r{background:#4c78a8;color:#fff}.c{background:#b0b0b0}"
	".cand{background:#f6b26b}.none{background:#dcdcdc}.end{background:#f4f4f4}"
	".pad{background:repeating-linear-gradient(135deg,#fff 0 4px,#e6e6e6 4px 6px);color:#777;"
	"font:10px ui-monospace,monospace;padding:2px;text-align:center}"
	".hit{outline:2.5px solid #000;outline-offset:-2.5px;font-weight:bold}"
	".cut{border-right:3px dotted #000}.cont{border-left:3px dotted #000}"
	".rep .bar{opacity:.75}.repnote,.inpath{font-size:12px;color:#333;margin:1px 0 2px}"
	".mark{font-size:13px;font-weight:bold;color:#b00020;text-decoration:none;padding-top:2px}"
	".note{color:#555;font-size:13px}.new{color:#b00020}.fixed{color:#1b7f3b}"
	".pair{display:flex;flex-wrap:wrap;gap:0 24px}.pair>div{flex:1 1 880px;min-width:0}"
	":target{scroll-margin-top:8px}.row:target .bar,.fgroup:target{outline:3px solid #f0c000}";

/* ---- links to the source ------------------------------------------------ */

/* The file as shown and linked: relative to the root when under it. */
static const char *rel_file(const struct html_ctx *cx, const char *file)
{
	size_t n = cx->root ? strlen(cx->root) : 0;

	while (n > 1 && cx->root[n - 1] == '/')
		n--;
	if (n && !strncmp(file, cx->root, n) && file[n] == '/')
		return file + n + 1;
	return file;
}

/* href="FILE#L32": a relative path when under the root, else a file:// url */
static void src_href(const struct cl_printer *p, const struct html_ctx *cx,
		     const struct cl_pos *pos)
{
	const char *file = rel_file(cx, pos->file);

	printer__printf(p, " href=\"%s", file[0] == '/' ? "file://" : "");
	fmt__uri_chars(p, file);
	if (pos->line)
		printer__printf(p, "#L%u", pos->line);
	printer__printf(p, "\"");
}

static void src_link(const struct cl_printer *p, const struct html_ctx *cx,
		     const struct cl_pos *pos)
{
	if (!pos->file || !*pos->file)
		return;
	printer__printf(p, "<a class=\"src\"");
	src_href(p, cx, pos);
	printer__printf(p, "><code>");
	esc(p, rel_file(cx, pos->file));
	if (pos->line)
		printer__printf(p, ":%u", pos->line);
	if (pos->line && pos->column)
		printer__printf(p, ":%u", pos->column);
	printer__printf(p, "</code></a>");
}

/* ---- the boxes of one cache line ----------------------------------------- */

/* A field as drawn: a real one of the record, or an element of an array tail. */
struct hbox {
	const struct cl_field *f;	/* the field (or the template field of an element) */
	char *name;			/* full path (owned) */
	uint64_t off, size;		/* bytes from the start of the record */
	bool hit;			/* a finding of this line names it */
	size_t sub_from, sub_to;	/* members drawn inside it: tmpl/rec indices [from, to) */
	const struct cl_field *subs;	/* the array those indices are into */
	size_t sub_prefix;		/* chars of a member's name that name the box's field */
};

/* An array of records whose last elements the report did not expand. */
struct tail {
	const struct cl_field *arr;
	uint64_t elem_size, count;
	uint64_t first;			/* first element not in the report */
	const struct cl_field *tmpl;	/* the fields of one element: of element first-1 ... */
	size_t nr_tmpl;
	size_t tmpl_prefix;		/* ... whose names start with this many chars to drop */
	const struct cl_loaded *l;
	size_t tmpl_rec;		/* ... or of the element's own record (CL_NONE: above) */
};

struct hrec {
	const struct cl_loaded *l;
	size_t idx;
	const struct cl_record *rec;
	const struct cl_rinfo *info;
	unsigned int ls;
	const struct cl_finding **fs;
	size_t nr_fs;
	struct tail *tails;
	size_t nr_tails;
};

static const char *role_class(const struct cl_field *f)
{
	if (f->role == CL_ROLE_NONE)
		return "none";
	if (!origin__is_declared(f->origin))
		return f->role == CL_ROLE_WRITE_HOT ? "cand" : "none";
	switch (f->role) {
	case CL_ROLE_WRITE_HOT: return "w";
	case CL_ROLE_READ_HOT: return "r";
	case CL_ROLE_COLD: return "c";
	default: return "none";
	}
}

static unsigned int class_use(const char *cls)
{
	if (!strcmp(cls, "w"))
		return USE_W;
	if (!strcmp(cls, "r"))
		return USE_R;
	if (!strcmp(cls, "c"))
		return USE_C;
	if (!strcmp(cls, "cand"))
		return USE_CAND;
	return USE_NONE;
}

static bool is_member_of(const char *name, const char *outer)
{
	size_t n = strlen(outer);

	return !strncmp(name, outer, n) && (name[n] == '.' || name[n] == '[');
}

/* Is field i inside another field that has a role ("count.counter" in "count")? */
static bool inside_role(const struct cl_field *fields, size_t i)
{
	const char *name = fields[i].name;

	/* the enclosing fields come before their members, and near them */
	for (size_t k = i; k-- > 0;) {
		const struct cl_field *f = &fields[k];

		if (f->role && is_member_of(name, f->name))
			return true;
		if (!f->name[0] || strncmp(name, f->name, strcspn(f->name, ".[")))
			break;	/* left the direct member this field belongs to */
	}
	return false;
}

/* Does field i have a member after it (is it an aggregate the report expanded)? */
static bool has_members(const struct cl_field *fields, size_t nr, size_t i)
{
	return i + 1 < nr && is_member_of(fields[i + 1].name, fields[i].name);
}

/* Drawn as a box: a leaf, or an aggregate with a role; never inside one with a role. */
static bool shown(const struct cl_field *fields, size_t nr, size_t i)
{
	const struct cl_field *f = &fields[i];

	if (!field__byte_size(f) || inside_role(fields, i))
		return false;
	return f->role != CL_ROLE_NONE || !has_members(fields, nr, i);
}

static bool hit_name(const struct hrec *h, const char *name, uint64_t line)
{
	for (size_t i = 0; i < h->nr_fs; i++)
		if (h->fs[i]->cacheline == line && finding__names(h->fs[i], name))
			return true;
	return false;
}

/* The members of a shown field i, drawn inside its box. */
static void box_subs(struct hbox *b, const struct cl_field *fields, size_t nr, size_t i)
{
	size_t j = i + 1;

	while (j < nr && is_member_of(fields[j].name, fields[i].name))
		j++;
	b->subs = fields;
	b->sub_from = i + 1;
	b->sub_to = j;
	b->sub_prefix = strlen(fields[i].name);
}

static void tails__find(struct hrec *h)
{
	const struct cl_record *rec = h->rec;

	h->tails = calloc(rec->nr_fields + 1, sizeof(*h->tails));
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *a = &rec->fields[i];
		uint64_t count = h->info->counts ? h->info->counts[i] : 0, last = 0;
		struct tail *t = &h->tails[h->nr_tails];
		size_t n = strlen(a->name), k = i + 1, from = 0;
		bool any = false;

		if (count < 2 || !field__byte_size(a) || inside_role(rec->fields, i))
			continue;
		/* the last element the report expanded: "a[K]" and its members */
		for (; k < rec->nr_fields && is_member_of(rec->fields[k].name, a->name); k++) {
			const char *s = rec->fields[k].name + n;
			unsigned long long e;

			if (*s == '[' && sscanf(s, "[%llu]", &e) == 1 && (!any || e >= last)) {
				if (!any || e > last)
					from = k;
				last = e;
				any = true;
			}
		}
		t->arr = a;
		t->count = count;
		t->elem_size = field__byte_size(a) / count;
		t->first = any ? last + 1 : 0;
		t->tmpl_rec = CL_NONE;
		if (t->first >= count || !t->elem_size)
			continue;
		if (any) {
			size_t to = from;

			while (to < k && !strncmp(rec->fields[to].name, rec->fields[from].name,
						  strcspn(rec->fields[from].name + n, ".") + n))
				to++;
			t->tmpl = &rec->fields[from];
			t->nr_tmpl = to - from;
			t->tmpl_prefix = n + strcspn(rec->fields[from].name + n, ".");
		} else if (h->info->embeds && h->info->embeds[i] &&
			   (t->tmpl_rec = loaded__find(h->l, h->info->embeds[i])) != CL_NONE) {
			const struct cl_record *er = loaded__record(h->l, t->tmpl_rec);

			t->tmpl = er->fields;
			t->nr_tmpl = er->nr_fields;
			t->tmpl_prefix = 0;
		} else {
			continue;	/* nothing known inside: the array is one box */
		}
		t->l = h->l;
		h->nr_tails++;
	}
}

struct boxes {
	struct hbox *v;
	size_t nr, cap;
};

static struct hbox *boxes__add(struct boxes *b)
{
	if (b->nr == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 32;
		b->v = realloc(b->v, b->cap * sizeof(*b->v));
	}
	memset(&b->v[b->nr], 0, sizeof(b->v[0]));
	return &b->v[b->nr++];
}

static void boxes__clear(struct boxes *b)
{
	for (size_t i = 0; i < b->nr; i++)
		free(b->v[i].name);
	b->nr = 0;
}

static int box_cmp(const void *a, const void *b)
{
	const struct hbox *x = a, *y = b;

	if (x->off != y->off)
		return x->off < y->off ? -1 : 1;
	return x->size > y->size ? -1 : x->size < y->size;
}

static uint64_t box_bits_end(const struct cl_field *f, uint64_t off)
{
	return off + field__byte_size(f);
}

/* The boxes that touch cache line `line`, in byte order. */
static void line_boxes(const struct hrec *h, uint64_t line, struct boxes *out)
{
	const struct cl_record *rec = h->rec;
	uint64_t lo = line * h->ls, hi = lo + h->ls;

	boxes__clear(out);
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *f = &rec->fields[i];
		uint64_t off = field__byte_offset(f), end = box_bits_end(f, off);
		struct hbox *b;

		if (end <= lo || off >= hi || !shown(rec->fields, rec->nr_fields, i))
			continue;
		b = boxes__add(out);
		b->f = f;
		b->name = strdup(f->name);
		b->off = off;
		b->size = end - off;
		b->hit = hit_name(h, f->name, line);
		box_subs(b, rec->fields, rec->nr_fields, i);
	}
	/* the elements of array tails on this line, named as the report would */
	for (size_t t = 0; t < h->nr_tails; t++) {
		const struct tail *tl = &h->tails[t];
		uint64_t base = field__byte_offset(tl->arr), e0, e1;

		if (base + tl->first * tl->elem_size >= hi || base + field__byte_size(tl->arr) <= lo)
			continue;
		e0 = lo > base ? (lo - base) / tl->elem_size : 0;
		e1 = (hi - 1 - base) / tl->elem_size;
		if (e0 < tl->first)
			e0 = tl->first;
		if (e1 >= tl->count)
			e1 = tl->count - 1;
		for (uint64_t e = e0; e <= e1; e++)
			for (size_t k = 0; k < tl->nr_tmpl; k++) {
				const struct cl_field *f = &tl->tmpl[k];
				/* offsets of the template: element first-1's, or the record's own */
				uint64_t rel = field__byte_offset(f) - (tl->tmpl_prefix ?
					base + (tl->first - 1) * tl->elem_size : 0);
				uint64_t off = base + e * tl->elem_size + rel;
				const char *suffix = f->name + tl->tmpl_prefix;
				struct hbox *b;
				char idx[32];

				if (off >= hi || off + field__byte_size(f) <= lo ||
				    !shown(tl->tmpl, tl->nr_tmpl, k))
					continue;
				snprintf(idx, sizeof(idx), "[%llu]%s", (unsigned long long)e,
					 *suffix && *suffix != '.' && *suffix != '[' ? "." : "");
				b = boxes__add(out);
				b->f = f;
				b->name = malloc(strlen(tl->arr->name) + strlen(idx) + strlen(suffix) + 1);
				sprintf(b->name, "%s%s%s", tl->arr->name, idx, suffix);
				b->off = off;
				b->size = field__byte_size(f);
				b->hit = hit_name(h, b->name, line);
				box_subs(b, tl->tmpl, tl->nr_tmpl, k);
			}
	}
	qsort(out->v, out->nr, sizeof(*out->v), box_cmp);
}

/*
 * The line's boxes as a string with array indices made relative to the
 * line's first element of the array arr: two lines with the same string
 * look the same.
 */
static char *line_sig(const struct hrec *h, uint64_t line, const struct boxes *bx,
		      const struct cl_field *arr, uint64_t elem_size)
{
	struct cl_buf b = { 0 };
	struct cl_printer bp = printer__buf(&b);
	uint64_t first = (line * h->ls - field__byte_offset(arr)) / elem_size;
	size_t n = strlen(arr->name);
	char *s;

	for (size_t i = 0; i < bx->nr; i++) {
		const struct hbox *x = &bx->v[i];
		unsigned long long e;
		int used = 0;

		printer__printf(&bp, "%llu+%llu:%s%s:", (unsigned long long)(x->off - line * h->ls),
				(unsigned long long)x->size, role_class(x->f), x->hit ? "!" : "");
		if (!strncmp(x->name, arr->name, n) &&
		    sscanf(x->name + n, "[%llu]%n", &e, &used) == 1 && used)
			printer__printf(&bp, "[%lld]%s;", (long long)(e - first), x->name + n + used);
		else
			printer__printf(&bp, "%s;", x->name);
	}
	s = strdup(b.data ? b.data : "");
	buf__exit(&b);
	return s;
}

/* ---- drawing -------------------------------------------------------------- */

static void box_title(const struct cl_printer *p, const struct hbox *b, unsigned int ls)
{
	const struct cl_field *f = b->f;

	printer__printf(p, " title=\"");
	esc(p, b->name);
	printer__printf(p, ": offset %llu, size %llu (bytes %llu-%llu), line %llu",
			(unsigned long long)b->off, (unsigned long long)b->size,
			(unsigned long long)b->off,
			(unsigned long long)(b->off + (b->size ? b->size - 1 : 0)),
			(unsigned long long)(b->off / ls));
	if (f->is_bitfield)
		printer__printf(p, ", bits %llu+%llu", (unsigned long long)(f->bit_offset % 8),
				(unsigned long long)f->bit_size);
	if (f->role) {
		printer__printf(p, ", %s (%s", role__words(f->role), origin__name(f->origin));
		if (f->group) {
			printer__printf(p, " ");
			esc(p, f->group);
		}
		printer__printf(p, ")");
	}
	if (f->type_name) {
		printer__printf(p, ", ");
		esc(p, f->type_name);
	}
	printer__printf(p, "\"");
}

/* One box: the field's part on this line, with its full name. */
static void draw_box(const struct cl_printer *p, struct html_ctx *cx, const struct hbox *b,
		     uint64_t line, unsigned int ls, bool labels)
{
	uint64_t lo = line * ls, from = b->off > lo ? b->off : lo;
	uint64_t to = b->off + b->size < lo + ls ? b->off + b->size : lo + ls;
	const char *cls = role_class(b->f);
	size_t name_len = strlen(b->name) - (labels ? cx->strip : 0);
	/* a box of a byte or two holds 2-4 characters a line: turn the name */
	bool vert = labels && (to - from) <= 2 && name_len > 3 * (to - from);

	cx->used |= class_use(cls) | (b->hit ? USE_HIT : 0) |
		    (b->f->group && labels && !vert ? USE_GRP : 0);
	printer__printf(p, "<a class=\"fld %s%s%s%s%s\" style=\"grid-column:%llu/span %llu\" "
			"data-field=\"", cls, b->hit ? " hit" : "", vert ? " vert" : "",
			b->off + b->size > lo + ls ? " cut" : "", b->off < lo ? " cont" : "",
			(unsigned long long)(from - lo + 1), (unsigned long long)(to - from));
	esc(p, b->name);
	printer__printf(p, "\"");
	if (b->off + b->size > lo + ls || b->off < lo)
		cx->used |= USE_CUT;
	if (b->f->pos.file && *b->f->pos.file)
		src_href(p, cx, &b->f->pos);
	box_title(p, b, ls);
	printer__printf(p, ">");
	if (labels) {
		esc_wrap(p, b->name + cx->strip);
		if (b->f->group && !vert) {	/* a turned box: in its title only */
			printer__printf(p, "<span class=\"g\">group ");
			esc_wrap(p, b->f->group);
			printer__printf(p, "</span>");
		}
		for (size_t k = b->sub_from; k < b->sub_to && !vert; k++) {
			printer__printf(p, "<span class=\"sub\" data-field=\"");
			esc(p, b->name);
			esc(p, b->subs[k].name + b->sub_prefix);
			printer__printf(p, "\">");
			esc_wrap(p, b->subs[k].name + b->sub_prefix);
			printer__printf(p, "</span>");
		}
	} else {
		/* a repeated line: the part that differs from element to element is left out */
		const char *dot = strrchr(b->name, ']');

		esc_wrap(p, dot ? dot + 1 : b->name);
	}
	printer__printf(p, "</a>");
}

/* White boxes for the bytes of the record no box covers on this line. */
static void draw_holes(const struct cl_printer *p, struct html_ctx *cx, const struct hrec *h,
		       const struct boxes *bx, uint64_t line)
{
	unsigned int ls = h->ls;
	uint64_t lo = line * ls, end = h->rec->byte_size < lo + ls ? h->rec->byte_size : lo + ls;
	unsigned char *cover = calloc(ls, 1);

	if (end < lo + ls)
		cx->used |= USE_END;

	for (size_t i = 0; i < bx->nr; i++)
		for (uint64_t b = bx->v[i].off; b < bx->v[i].off + bx->v[i].size; b++)
			if (b >= lo && b < lo + ls)
				cover[b - lo] = 1;
	for (uint64_t b = lo; b < end;) {
		uint64_t e = b;

		if (cover[b - lo]) {
			b++;
			continue;
		}
		while (e < end && !cover[e - lo])
			e++;
		cx->used |= USE_PAD;
		printer__printf(p, "<span class=\"pad\" style=\"grid-column:%llu/span %llu\" "
				"title=\"padding: bytes %llu-%llu (%llu)\">%llu</span>",
				(unsigned long long)(b - lo + 1), (unsigned long long)(e - b),
				(unsigned long long)b, (unsigned long long)(e - 1),
				(unsigned long long)(e - b), (unsigned long long)(e - b));
		b = e;
	}
	free(cover);
}

static void draw_bar(const struct cl_printer *p, struct html_ctx *cx, const struct hrec *h,
		     const struct boxes *bx, uint64_t line, bool labels)
{
	printer__printf(p, "<div class=\"bar\" style=\"grid-template-columns:repeat(%u,minmax(0,1fr))\">",
			h->ls);
	for (size_t i = 0; i < bx->nr; i++)
		draw_box(p, cx, &bx->v[i], line, h->ls, labels);
	draw_holes(p, cx, h, bx, line);
	printer__printf(p, "</div>");
}

static void draw_ruler(const struct cl_printer *p, unsigned int ls)
{
	unsigned int step = ls <= 64 ? 8 : ls / 8;

	printer__printf(p, "<div class=\"row\"><div class=\"lab\">byte</div><div class=\"ruler\" "
			"style=\"grid-template-columns:repeat(%u,minmax(0,1fr));background:"
			"repeating-linear-gradient(90deg,#aaa 0 1px,transparent 1px calc(100%%/%u))"
			" bottom/100%% 4px no-repeat\">", ls, ls);
	for (unsigned int b = 0; b < ls; b += step)
		printer__printf(p, "<span style=\"grid-column:%u/span %u\">+%u</span>", b + 1, step, b);
	printer__printf(p, "</div><div></div></div>\n");
}

static size_t findings_on(const struct hrec *h, uint64_t line)
{
	size_t n = 0;

	for (size_t i = 0; i < h->nr_fs; i++)
		n += h->fs[i]->cacheline == line;
	return n;
}

/*
 * The embedded struct all fields of a line are in ("inet_conn.icsk_inet.sk."
 * in tcp_sock): its path, up to a '.', is said once above the row, and the
 * boxes show the rest, so that the names fit.
 */
static size_t common_path(const struct boxes *bx)
{
	size_t n;

	if (!bx->nr)
		return 0;
	n = strlen(bx->v[0].name);
	for (size_t i = 1; i < bx->nr; i++) {
		size_t k = 0;

		while (k < n && bx->v[i].name[k] == bx->v[0].name[k])
			k++;
		n = k;
	}
	while (n && bx->v[0].name[n - 1] != '.')
		n--;
	/* a box keeps a name of its own */
	for (size_t i = 0; i < bx->nr; i++)
		if (!bx->v[i].name[n])
			return 0;
	return n;
}

static void draw_row(const struct cl_printer *p, struct html_ctx *cx, const struct hrec *h,
		     const char *id, const struct boxes *bx, uint64_t line)
{
	size_t nr = findings_on(h, line);
	unsigned long long lo = line * h->ls;
	unsigned long long hi = lo + h->ls < h->rec->byte_size ? lo + h->ls : h->rec->byte_size;

	printer__printf(p, "<div class=\"row cl-row\" id=\"%s-l%llu\" data-line=\"%llu\">"
			"<div class=\"lab\">line %llu<br><small>%llu-%llu</small></div>", id,
			(unsigned long long)line, (unsigned long long)line, (unsigned long long)line,
			lo, hi ? hi - 1 : 0);
	cx->strip = common_path(bx);
	if (cx->strip) {
		cx->used |= USE_IN;
		printer__printf(p, "<div><div class=\"inpath\">in <code>");
		for (size_t k = 0; k < cx->strip; k++) {
			char one[2] = { bx->v[0].name[k], 0 };

			esc(p, one);
		}
		printer__printf(p, "</code></div>");
	}
	draw_bar(p, cx, h, bx, line, true);
	if (cx->strip)
		printer__printf(p, "</div>");
	cx->strip = 0;
	if (nr)
		printer__printf(p, "<a class=\"mark\" href=\"#f%s-l%llu\" title=\"%zu finding%s on "
				"this line\">&#9888; %zu</a>", id, (unsigned long long)line, nr,
				nr == 1 ? "" : "s", nr);
	else
		printer__printf(p, "<div></div>");
	printer__printf(p, "</div>\n");
}

/* "lines 2-24: pri_to_cpu[8] to pri_to_cpu[99], laid out as line 1" */
static void draw_repeat(const struct cl_printer *p, struct html_ctx *cx, const struct hrec *h,
			struct boxes *ref, uint64_t ref_line, uint64_t from, uint64_t to,
			uint64_t period, const struct cl_field *arr, uint64_t elem_size)
{
	uint64_t base = field__byte_offset(arr);
	uint64_t e0 = (from * h->ls - base + elem_size - 1) / elem_size;
	uint64_t e1 = ((to + 1) * h->ls - base) / elem_size;

	cx->used |= USE_REP;
	printer__printf(p, "<div class=\"row rep\" data-array=\"");
	esc(p, arr->name);
	printer__printf(p, "\" data-elements=\"%llu-%llu\" data-lines=\"%llu-%llu\" data-as=\"%llu\">",
			(unsigned long long)e0, (unsigned long long)(e1 - 1), (unsigned long long)from,
			(unsigned long long)to, (unsigned long long)ref_line);
	printer__printf(p, "<div class=\"lab\">lines %llu-%llu<br><small>"
			"%llu-%llu</small></div><div><div class=\"repnote\">",
			(unsigned long long)from, (unsigned long long)to,
			(unsigned long long)(from * h->ls), (unsigned long long)((to + 1) * h->ls - 1));
	printer__printf(p, "elements <code>");
	esc(p, arr->name);
	printer__printf(p, "[%llu]</code> to <code>", (unsigned long long)e0);
	esc(p, arr->name);
	printer__printf(p, "[%llu]</code> (%llu elements on %llu lines): as line%s %llu",
			(unsigned long long)(e1 - 1), (unsigned long long)(e1 - e0),
			(unsigned long long)(to - from + 1), period > 1 ? "s" : "",
			(unsigned long long)ref_line);
	if (period > 1)
		printer__printf(p, "-%llu", (unsigned long long)(ref_line + period - 1));
	printer__printf(p, ", every %llu line%s</div>", (unsigned long long)period, period > 1 ? "s" : "");
	/* the lines it repeats, without the names: those differ by the index only */
	for (uint64_t k = 0; k < period && k < 4; k++) {
		line_boxes(h, ref_line + k, ref);
		draw_bar(p, cx, h, ref, ref_line + k, false);
	}
	printer__printf(p, "</div><div></div></div>\n");
}

/* The outermost array of records whose bytes cover all of cache line `line`. */
static const struct cl_field *covering_array(const struct hrec *h, uint64_t line,
					     uint64_t *elem_size)
{
	uint64_t lo = line * h->ls, hi = lo + h->ls;

	for (size_t i = 0; i < h->rec->nr_fields; i++) {
		const struct cl_field *f = &h->rec->fields[i];
		uint64_t count = h->info->counts ? h->info->counts[i] : 0;
		uint64_t off = field__byte_offset(f);

		if (count > 1 && off <= lo && off + field__byte_size(f) >= hi &&
		    field__byte_size(f) / count) {
			*elem_size = field__byte_size(f) / count;
			return f;
		}
	}
	return NULL;
}

static uint64_t gcd64(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/*
 * repeat[line] = the number of lines back it repeats (its period), or 0: a
 * line inside an array that looks as the line one period before it.
 */
static uint64_t *find_repeats(const struct hrec *h, uint64_t rows)
{
	uint64_t *rep = calloc(rows + 1, sizeof(*rep));
	char **sig = calloc(rows + 1, sizeof(*sig));
	struct boxes bx = { 0 };

	for (uint64_t line = 0; line < rows; line++) {
		uint64_t esz, period, first;
		const struct cl_field *arr = covering_array(h, line, &esz);

		if (!arr)
			continue;
		period = esz / gcd64(esz, h->ls);	/* lcm(esz, ls) / ls */
		first = (field__byte_offset(arr) + h->ls - 1) / h->ls;
		if (line < first + period || findings_on(h, line))
			continue;	/* a line with findings keeps its row: they link to it */
		line_boxes(h, line, &bx);
		sig[line] = line_sig(h, line, &bx, arr, esz);
		if (!sig[line - period]) {
			line_boxes(h, line - period, &bx);
			sig[line - period] = line_sig(h, line - period, &bx, arr, esz);
		}
		if (!strcmp(sig[line], sig[line - period]))
			rep[line] = period;
	}
	for (uint64_t line = 0; line < rows; line++)
		free(sig[line]);
	free(sig);
	boxes__clear(&bx);
	free(bx.v);
	return rep;
}

static void draw_record(const struct cl_printer *p, struct html_ctx *cx,
			const struct cl_loaded *l, size_t idx, const char *id)
{
	struct hrec h = { .l = l, .idx = idx, .rec = loaded__record(l, idx), .info = &l->info[idx],
			  .ls = l->line_size };
	uint64_t rows = h.info->nr_lines ? h.info->nr_lines : 1, drawn = 0, line;
	struct boxes bx = { 0 };
	uint64_t *rep;

	h.nr_fs = loaded__findings_of(l, idx, NULL, 0);
	h.fs = calloc(h.nr_fs + 1, sizeof(*h.fs));
	loaded__findings_of(l, idx, h.fs, h.nr_fs);
	tails__find(&h);
	rep = find_repeats(&h, rows);
	printer__printf(p, "<div class=\"pic cl-struct\" id=\"%s-pic\" data-struct=\"", id);
	esc(p, h.rec->key);
	printer__printf(p, "\">\n");
	draw_ruler(p, h.ls);
	for (line = 0; line < rows && drawn < cx->o->max_lines; drawn++) {
		if (rep[line] && line + 1 < rows && rep[line + 1]) {
			uint64_t to = line, esz;
			const struct cl_field *arr = covering_array(&h, line, &esz);

			while (to + 1 < rows && rep[to + 1] == rep[line])
				to++;
			draw_repeat(p, cx, &h, &bx, line - rep[line], line, to, rep[line], arr, esz);
			line = to + 1;
			continue;
		}
		line_boxes(&h, line, &bx);
		draw_row(p, cx, &h, id, &bx, line);
		line++;
	}
	if (line < rows)
		printer__printf(p, "<p class=\"note\">&hellip; %llu more cache lines not drawn "
				"(--max-lines)</p>\n", (unsigned long long)(rows - line));
	printer__printf(p, "</div>\n");
	boxes__clear(&bx);
	free(bx.v);
	free(rep);
	free(h.tails);
	free(h.fs);
}

/* ---- the page ------------------------------------------------------------- */

static void head(const struct cl_printer *p, const char *title)
{
	printer__printf(p, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
			"<meta name=\"viewport\" content=\"width=device-width\"><title>");
	esc(p, title);
	printer__printf(p, "</title><style>%s</style></head>\n<body>\n<h1>", css);
	esc(p, title);
	printer__printf(p, "</h1>\n");
}

static void legend(const struct cl_printer *p, unsigned int used)
{
	static const struct { unsigned int use; const char *cls, *text; } keys[] = {
		{ USE_W, "w", "write-hot" },
		{ USE_R, "r", "read-hot" },
		{ USE_C, "c", "cold" },
		{ USE_CAND, "cand", "write-hot candidate (by type, no finding alone)" },
		{ USE_NONE, "none", "no role" },
		{ USE_PAD, "pad", "padding (bytes no field covers, with their count)" },
		{ USE_HIT, "none hit", "outlined: a field of a finding on this line" },
		{ USE_END, "end", "past the end of the struct" },
		{ USE_CUT, "none cut", "dotted edge: the field goes on to the next (or comes from the previous) line" },
	};

	printer__printf(p, "<div class=\"legend\" id=\"legend\">");
	for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
		if (used & keys[i].use)
			printer__printf(p, "<span><span class=\"sw %s\"></span>%s</span>", keys[i].cls,
					keys[i].text);
	if (used & USE_GRP)
		printer__printf(p, "<span>&ldquo;group G&rdquo;: the field's group (write-hot fields "
				"of different groups contend)</span>");
	if (used & USE_IN)
		printer__printf(p, "<span>&ldquo;in P.&rdquo;: every field of the line is inside P, "
				"the boxes name the rest</span>");
	if (used & USE_REP)
		printer__printf(p, "<span>&ldquo;lines A-B&rdquo;: array elements repeating the line "
				"drawn before</span>");
	printer__printf(p, "<span>&#9888; N: findings on the line (a link to them); a box links to "
			"its source line</span></div>\n");
}

#define FOLD_AFTER 4	/* findings of a line listed before the rest fold */

struct fref {
	size_t rec;			/* record index */
	uint64_t line;
	size_t i;			/* finding index */
};

static int fref_cmp(const void *a, const void *b)
{
	const struct fref *x = a, *y = b;

	if (x->rec != y->rec)
		return x->rec < y->rec ? -1 : 1;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/* Record ids in page order: structs with findings first, then the others. */
static size_t *page_order(const struct cl_loaded *l, size_t *nr)
{
	size_t n = loaded__nr_records(l), k = 0;
	size_t *order = calloc(n + 1, sizeof(*order));

	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < n; i++)
			if ((loaded__findings_of(l, i, NULL, 0) > 0) == (pass == 0))
				order[k++] = i;
	*nr = k;
	return order;
}

/* Is line `line` of record rec drawn as a row of its own (an id to link to)? */
static bool row_drawn(const struct cl_loaded *l, size_t rec, uint64_t line, unsigned int max_lines)
{
	return line < l->info[rec].nr_lines && line < max_lines;
}

static void findings_grouped(const struct cl_printer *p, struct html_ctx *cx,
			     const struct cl_loaded *l)
{
	size_t nr = loaded__nr_findings(l);
	struct fref *fr = calloc(nr + 1, sizeof(*fr));

	for (size_t i = 0; i < nr; i++) {
		fr[i].rec = l->finding_rec[i];	/* merge's variant, when it names one */
		fr[i].line = loaded__finding(l, i)->cacheline;
		fr[i].i = i;
	}
	qsort(fr, nr, sizeof(*fr), fref_cmp);
	printer__printf(p, "<h2 id=\"findings\">Findings</h2>\n");
	for (size_t g = 0; g < nr;) {
		size_t e = g;
		const struct cl_record *rec = fr[g].rec != CL_NONE ? loaded__record(l, fr[g].rec) : NULL;
		const struct cl_finding *first = loaded__finding(l, fr[g].i);
		unsigned long long lo = fr[g].line * l->line_size;
		char id[64], target[96];

		while (e < nr && fr[e].rec == fr[g].rec && fr[e].line == fr[g].line)
			e++;
		snprintf(id, sizeof(id), "s%zu", fr[g].rec);
		printer__printf(p, "<div class=\"fgroup\" id=\"f%s-l%llu\"><h4><code>", id,
				(unsigned long long)fr[g].line);
		esc(p, rec ? rec->key : first->record);
		printer__printf(p, "</code>, cache line %llu (bytes %llu-%llu): %zu finding%s",
				(unsigned long long)fr[g].line, lo, lo + l->line_size - 1, e - g,
				e - g == 1 ? "" : "s");
		/* to the line's row; past --max-lines, to the picture */
		if (rec && row_drawn(l, fr[g].rec, fr[g].line, cx->o->max_lines))
			snprintf(target, sizeof(target), "#%s-l%llu", id, (unsigned long long)fr[g].line);
		else
			snprintf(target, sizeof(target), "#%s-pic", id);
		if (rec)
			printer__printf(p, " &mdash; <a class=\"cl-finding-link\" href=\"%s\">"
					"picture</a>", target);
		printer__printf(p, "</h4>\n<ul>\n");
		for (size_t k = g; k < e; k++) {
			const struct cl_finding *f = loaded__finding(l, fr[k].i);

			/* a long group folds, so that the pictures stay near the top */
			if (k == g + FOLD_AFTER && e - g > FOLD_AFTER + 1)
				printer__printf(p, "</ul><details><summary>%zu more on this line"
						"</summary><ul>\n", e - k);
			printer__printf(p, "<li class=\"finding\" id=\"finding-%zu\">", fr[k].i);
			if (rec)
				printer__printf(p, "<a class=\"cl-finding-link\" href=\"%s\">[%s]</a> ",
						target, rule__name(f->rule));
			else
				printer__printf(p, "[%s] ", rule__name(f->rule));
			{
				/* at the record's member holding the field, as the plugin warns */
				struct cl_pos at = loaded__warn_pos(l, f, 0);

				src_link(p, cx, &at);
			}
			printer__printf(p, " ");
			esc(p, f->message);
			printer__printf(p, "</li>\n");
		}
		printer__printf(p, "</ul>%s</div>\n", e - g > FOLD_AFTER + 1 ? "</details>" : "");
		g = e;
	}
	free(fr);
}

static void struct_index(const struct cl_printer *p, struct html_ctx *cx,
			 const struct cl_loaded *l, const size_t *order, size_t nr)
{
	printer__printf(p, "<h2 id=\"index\">Structs</h2>\n<table class=\"idx\"><tr><th>struct</th>"
			"<th>bytes</th><th>cache lines</th><th>padding</th><th>findings</th>"
			"<th>declared at</th></tr>\n");
	for (size_t k = 0; k < nr; k++) {
		size_t i = order[k];
		const struct cl_record *rec = loaded__record(l, i);
		size_t nf = loaded__findings_of(l, i, NULL, 0);

		printer__printf(p, "<tr><td><a href=\"#s%zu\"><code>", i);
		esc(p, rec->key);
		printer__printf(p, "</code></a>");
		if (l->info[i].variants > 1)
			printer__printf(p, " (variant %u of %u)", l->info[i].variant, l->info[i].variants);
		printer__printf(p, "</td><td class=\"n\">%llu</td><td class=\"n\">%llu</td>"
				"<td class=\"n\">%llu</td><td class=\"n\">%zu</td><td>",
				(unsigned long long)rec->byte_size, (unsigned long long)l->info[i].nr_lines,
				(unsigned long long)l->info[i].padding_bytes, nf);
		{
			struct cl_pos at = loaded__display_pos(l, &rec->pos);	/* gcc's column */

			src_link(p, cx, &at);
		}
		printer__printf(p, "</td></tr>\n");
	}
	printer__printf(p, "</table>\n");
}

static void struct_heading(const struct cl_printer *p, struct html_ctx *cx,
			   const struct cl_loaded *l, size_t i, const char *id)
{
	const struct cl_record *rec = loaded__record(l, i);
	struct cl_pos at = loaded__display_pos(l, &rec->pos);	/* gcc's column */

	printer__printf(p, "<h3 id=\"%s\"><code>", id);
	esc(p, rec->key);
	printer__printf(p, "</code> %llu bytes, %llu cache lines, %llu bytes padding",
			(unsigned long long)rec->byte_size, (unsigned long long)l->info[i].nr_lines,
			(unsigned long long)l->info[i].padding_bytes);
	if (l->info[i].variants > 1)
		printer__printf(p, ", layout variant %u of %u", l->info[i].variant,
				l->info[i].variants);
	printer__printf(p, " <span class=\"note\">");
	src_link(p, cx, &at);
	printer__printf(p, "</span></h3>\n");
}

void html__report(const struct cl_printer *p, const struct cl_render_opts *o,
		  const struct cl_loaded *l)
{
	struct html_ctx cx = { .o = o, .root = srcroot__resolve(o, l) };
	size_t nr = loaded__nr_findings(l), nr_order;
	size_t *order = page_order(l, &nr_order);
	struct cl_buf body = { 0 };
	struct cl_printer bp = printer__buf(&body);

	/* the pictures first, into a buffer: the legend shows the colours they used */
	if (nr)
		findings_grouped(&bp, &cx, l);
	printer__printf(&bp, "<h2 id=\"layouts\">Layouts</h2>\n");
	for (size_t k = 0; k < nr_order; k++) {
		char id[32];

		snprintf(id, sizeof(id), "s%zu", order[k]);
		printer__printf(&bp, "<section class=\"cl-layout\">\n");
		struct_heading(&bp, &cx, l, order[k], id);
		draw_record(&bp, &cx, l, order[k], id);
		printer__printf(&bp, "</section>\n");
	}
	head(p, o->title ? o->title : "cachelint report");
	printer__printf(p, "<p>%zu finding%s in %zu structs, %u-byte cache lines, from <code>",
			nr, nr == 1 ? "" : "s", loaded__nr_records(l), l->line_size);
	esc(p, l->path);
	printer__printf(p, "</code>.</p>\n");
	legend(p, cx.used);
	struct_index(p, &cx, l, order, nr_order);
	printer__printf(p, "%s</body></html>\n", body.data ? body.data : "");
	buf__exit(&body);
	free(order);
}

/*
 * One grouped finding a step changed, counted as every report counts them
 * (struct, line, rule): where gcc warns, the grouped warning's words, and
 * for a line that gained or lost pairs, which ones.
 */
static void change_item(const struct cl_printer *p, struct html_ctx *cx,
			const struct cl_step *st, const struct cl_gchange *c)
{
	static const char *const classes[] = {
		[CL_GROUP_NEW] = "new", [CL_GROUP_GREW] = "new grew",
		[CL_GROUP_SHRANK] = "fixed shrank", [CL_GROUP_GONE] = "fixed",
	};
	static const char *const words[] = {
		[CL_GROUP_NEW] = "new", [CL_GROUP_GREW] = "new pairs",
		[CL_GROUP_SHRANK] = "pairs gone", [CL_GROUP_GONE] = "fixed",
	};
	bool old_side = c->kind == CL_GROUP_GONE || c->kind == CL_GROUP_SHRANK;
	const struct cl_loaded *l = old_side ? st->old : st->new;
	const struct cl_fgroup *g = c->group;
	const struct cl_fgroup_field *first = g->nr_fields ? &g->fields[0] : NULL;
	struct cl_pos at = first ? loaded__warn_pos(l, first->f, first->side) :
			   loaded__warn_pos(l, g->pairs[0], 0);	/* where gcc warns */

	printer__printf(p, "<li class=\"%s\">", classes[c->kind]);
	src_link(p, cx, &at);
	printer__printf(p, " [%s] ", rule__name(g->rule));
	esc(p, g->message ? g->message : g->pairs[0]->message);
	if (c->kind == CL_GROUP_GREW || c->kind == CL_GROUP_SHRANK) {
		printer__printf(p, " <span class=\"note\">%s:", words[c->kind]);
		for (size_t j = 0; j < c->nr_pairs; j++) {
			printer__printf(p, "%s <code>", j ? "," : "");
			esc(p, c->pairs[j]->names[0]);
			printer__printf(p, "</code>/<code>");
			esc(p, c->pairs[j]->names[1] ? c->pairs[j]->names[1] : "");
			printer__printf(p, "</code>");
		}
		printer__printf(p, "</span>");
	}
	printer__printf(p, "</li>\n");
}

static void change_items(const struct cl_printer *p, const struct cl_step *st,
			 const struct cl_struct_diff *sd)
{
	printer__printf(p, "<ul>\n");
	if (sd->old_rec != CL_NONE && sd->new_rec != CL_NONE) {
		printer__printf(p, "<li>size ");
		delta__print(p, sd->old_size, sd->new_size, "bytes");
		printer__printf(p, ", ");
		delta__print(p, sd->old_lines, sd->new_lines, "cache lines");
		printer__printf(p, ", padding ");
		delta__print(p, sd->old_padding, sd->new_padding, "bytes");
		printer__printf(p, "</li>\n");
	}
	for (size_t i = 0; i < sd->nr_containers; i++) {
		const struct cl_container_cost *c = &sd->containers[i];

		printer__printf(p, "<li>in <code>");
		esc(p, c->container);
		printer__printf(p, "</code> as <code>");
		esc(p, c->field);
		if (c->count)
			printer__printf(p, "[%llu]", (unsigned long long)c->count);
		printer__printf(p, "</code>: %+lld bytes per <code>", (long long)c->delta_bytes);
		esc(p, c->container);
		printer__printf(p, "</code>");
		if (c->old_size)
			printer__printf(p, ", %llu -&gt; %llu bytes, %llu -&gt; %llu cache lines",
					(unsigned long long)c->old_size, (unsigned long long)c->new_size,
					(unsigned long long)c->old_lines, (unsigned long long)c->new_lines);
		printer__printf(p, "</li>\n");
	}
	for (size_t i = 0; i < sd->nr_moved; i++) {
		const struct cl_field *a = &loaded__record(st->old, sd->old_rec)->fields[sd->moved[i].old_field];
		const struct cl_field *b = &loaded__record(st->new, sd->new_rec)->fields[sd->moved[i].new_field];

		printer__printf(p, "<li>moved <code>");
		esc(p, b->name);
		printer__printf(p, "</code>: line %llu -&gt; %llu</li>\n",
				(unsigned long long)(field__byte_offset(a) / st->old->line_size),
				(unsigned long long)(field__byte_offset(b) / st->new->line_size));
	}
	printer__printf(p, "</ul>\n");
}

void html__diff(const struct cl_printer *p, const struct cl_render_opts *o,
		const struct cl_diff *d)
{
	struct html_ctx cx = { .o = o, .root = srcroot__resolve(o, d->total.new) };
	struct cl_buf body = { 0 };
	struct cl_printer bp = printer__buf(&body);

	for (size_t s = 0; s < d->nr_steps; s++) {
		const struct cl_step *st = &d->steps[s];

		printer__printf(&bp, "<h2 class=\"cl-step\">");
		esc(&bp, st->label);
		printer__printf(&bp, "</h2>\n");
		if (!st->nr_introduced && !st->nr_fixed && !st->nr_structs)
			printer__printf(&bp, "<p>No layout changes in annotated structs.</p>\n");
		if (st->nr_changes) {
			printer__printf(&bp, "<ul>\n");
			for (size_t i = 0; i < st->nr_changes; i++)
				change_item(&bp, &cx, st, &st->changes[i]);
			printer__printf(&bp, "</ul>\n");
		}
		for (size_t i = 0; i < st->nr_structs; i++) {
			const struct cl_struct_diff *sd = &st->structs[i];
			char id[64];

			printer__printf(&bp, "<section class=\"cl-layout\"><h3><code>");
			esc(&bp, sd->name);
			printer__printf(&bp, "</code></h3>\n");
			change_items(&bp, st, sd);
			printer__printf(&bp, "<div class=\"pair\">");
			if (sd->old_rec != CL_NONE) {
				snprintf(id, sizeof(id), "d%zu-%zu-old", s, i);
				printer__printf(&bp, "<div><p class=\"note\">before</p>");
				draw_record(&bp, &cx, st->old, sd->old_rec, id);
				printer__printf(&bp, "</div>");
			}
			if (sd->new_rec != CL_NONE) {
				snprintf(id, sizeof(id), "d%zu-%zu-new", s, i);
				printer__printf(&bp, "<div><p class=\"note\">after</p>");
				draw_record(&bp, &cx, st->new, sd->new_rec, id);
				printer__printf(&bp, "</div>");
			}
			printer__printf(&bp, "</div></section>\n");
		}
	}
	head(p, o->title ? o->title : "cachelint layout changes");
	printer__printf(p, "<p>%zu new finding%s and %zu fixed since <code>", d->total.nr_introduced,
			d->total.nr_introduced == 1 ? "" : "s", d->total.nr_fixed);
	esc(p, d->base_label);
	printer__printf(p, "</code>.</p>\n");
	legend(p, cx.used);
	printer__printf(p, "%s</body></html>\n", body.data ? body.data : "");
	buf__exit(&body);
}
