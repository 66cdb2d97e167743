// SPDX-License-Identifier: GPL-2.0
/*
 * A self-contained HTML page (no script, no external file): one SVG picture
 * per struct, one row per cache line, fields as boxes coloured by role,
 * fields of findings outlined and the lines of findings marked; hovering a
 * box shows its <title> (name, offset, size, role).
 */
#include <stdlib.h>
#include <string.h>

#include "report_fmt.h"

#define ROW_PX 26
#define ROW_GAP_PX 4
#define LABEL_PX 64
#define LINE_PX 768		/* a cache line is this wide whatever its size */
#define MARK_PX 28

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

static const char css[] =
	"body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}"
	"h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ccc}"
	"h3{font-size:15px;margin-bottom:4px}code,pre{font-family:ui-monospace,monospace;font-size:13px}"
	"table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ccc;padding:3px 8px;"
	"font-size:13px;text-align:left;vertical-align:top}th{background:#f3f3f3}"
	".pair{display:flex;flex-wrap:wrap;gap:16px}.pair>div{flex:0 0 auto}"
	".legend span{display:inline-block;padding:2px 8px;margin-right:6px;font-size:12px;border:1px solid #888}"
	".w{fill:#e4572e;background:#e4572e}.r{fill:#4c78a8;background:#4c78a8;color:#fff}"
	".c{fill:#b0b0b0;background:#b0b0b0}.none{fill:#e8e8e8;background:#e8e8e8}"
	".cand{fill:#f6b26b;background:#f6b26b}.agg{fill:#f7f3e3;stroke:#c9b98a}"
	".hit{stroke:#000;stroke-width:2.5}.fld{stroke:#555;stroke-width:0.6}"
	".new{color:#b00020}.fixed{color:#1b7f3b}svg text{font:10px ui-monospace,monospace}"
	".note{color:#555;font-size:13px}";

static bool hit_field(const struct cl_finding *const *fs, size_t nr, const char *name)
{
	for (size_t i = 0; i < nr; i++)
		if (finding__names(fs[i], name))
			return true;
	return false;
}

static void field_title(const struct cl_printer *p, const struct cl_field *f, unsigned int ls)
{
	uint64_t off = field__byte_offset(f), size = field__byte_size(f);

	printer__printf(p, "<title>");
	esc(p, f->name);
	printer__printf(p, ": offset %llu, size %llu (bytes %llu-%llu), line %llu",
			(unsigned long long)off, (unsigned long long)size, (unsigned long long)off,
			(unsigned long long)(off + (size ? size - 1 : 0)),
			(unsigned long long)(off / ls));
	if (f->is_bitfield)
		printer__printf(p, ", bits %llu+%llu", (unsigned long long)f->bit_offset,
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
	printer__printf(p, "</title>");
}

/* One box per line the field touches. */
static void field_boxes(const struct cl_printer *p, const struct cl_field *f, unsigned int ls,
			uint64_t max_lines, const char *cls, bool hit, bool label)
{
	uint64_t off = field__byte_offset(f), size = field__byte_size(f), end = off + size;
	double px = (double)LINE_PX / ls;

	if (!size)
		return;	/* zero-size markers: nothing to draw */
	for (uint64_t b = off; b < end;) {
		uint64_t line = b / ls, to = (line + 1) * ls < end ? (line + 1) * ls : end;
		double x = LABEL_PX + (double)(b % ls) * px, w = (double)(to - b) * px;
		unsigned int y = (unsigned int)line * (ROW_PX + ROW_GAP_PX);
		size_t chars = (size_t)(w / 6.2);

		if (line >= max_lines)
			break;
		printer__printf(p, "<g><rect class=\"%s%s\" x=\"%.1f\" y=\"%u\" width=\"%.1f\" "
				"height=\"%u\" rx=\"2\">", cls, hit ? " hit" : "", x + 0.5, y + 1,
				w > 1.5 ? w - 1 : w, ROW_PX - 2);
		field_title(p, f, ls);
		printer__printf(p, "</rect>");
		if (label && chars >= 2) {
			size_t len = strlen(f->name);
			/* show the end of long paths: "pri_to_cpu[3].mask" -> "…[3].mask" */
			const char *s = len > chars ? f->name + len - (chars - 1) : f->name;

			printer__printf(p, "<text x=\"%.1f\" y=\"%u\" pointer-events=\"none\">%s",
					x + 3, y + ROW_PX / 2 + 4, len > chars ? "…" : "");
			esc(p, s);
			printer__printf(p, "</text>");
		}
		printer__printf(p, "</g>");
		b = to;
	}
}

/* Is field i inside another field that has a role ("count.counter" in "count")? */
static bool inside_role(const struct cl_record *rec, size_t i)
{
	const char *name = rec->fields[i].name;

	/* the enclosing fields come before their members, and near them */
	for (size_t k = i; k-- > 0;) {
		const struct cl_field *f = &rec->fields[k];
		size_t len = strlen(f->name);

		if (f->role && !strncmp(name, f->name, len) && (name[len] == '.' || name[len] == '['))
			return true;
		if (!f->name[0] || strncmp(name, f->name, strcspn(f->name, ".[")))
			break;	/* left the direct member this field belongs to */
	}
	return false;
}

static void svg_record(const struct cl_printer *p, const struct cl_render_opts *o,
		       const struct cl_loaded *l, size_t idx)
{
	const struct cl_record *rec = loaded__record(l, idx);
	const struct cl_rinfo *info = &l->info[idx];
	unsigned int ls = l->line_size;
	uint64_t rows = info->nr_lines ? info->nr_lines : 1;
	uint64_t shown = rows < o->max_lines ? rows : o->max_lines;
	size_t nr_fs = loaded__findings_of(l, idx, NULL, 0);
	const struct cl_finding **fs = calloc(nr_fs + 1, sizeof(*fs));
	unsigned int height = (unsigned int)shown * (ROW_PX + ROW_GAP_PX);

	loaded__findings_of(l, idx, fs, nr_fs);
	printer__printf(p, "<svg class=\"cl-struct\" xmlns=\"http://www.w3.org/2000/svg\" "
			"width=\"%d\" height=\"%u\" viewBox=\"0 0 %d %u\" data-struct=\"",
			LABEL_PX + LINE_PX + MARK_PX, height + 18, LABEL_PX + LINE_PX + MARK_PX,
			height + 18);
	esc(p, rec->key);
	printer__printf(p, "\"><title>");
	esc(p, rec->key);
	printer__printf(p, ": %llu bytes, %llu cache lines</title>", (unsigned long long)rec->byte_size,
			(unsigned long long)rows);
	for (uint64_t line = 0; line < shown; line++) {
		unsigned int y = (unsigned int)line * (ROW_PX + ROW_GAP_PX);
		uint64_t row_end = (line + 1) * ls < rec->byte_size ? ls : rec->byte_size - line * ls;

		printer__printf(p, "<g class=\"cl-row\" data-line=\"%llu\"><text x=\"2\" y=\"%u\">"
				"line %llu</text>", (unsigned long long)line, y + ROW_PX / 2 + 4,
				(unsigned long long)line);
		/* the struct's bytes on this line; what stays white is padding */
		printer__printf(p, "<rect x=\"%d\" y=\"%u\" width=\"%.1f\" height=\"%u\" fill=\"#fff\" "
				"stroke=\"#999\" stroke-dasharray=\"3 2\"><title>line %llu: bytes %llu-%llu"
				"</title></rect></g>", LABEL_PX, y,
				(double)(rec->byte_size ? row_end : ls) * LINE_PX / ls, ROW_PX,
				(unsigned long long)line, (unsigned long long)(line * ls),
				(unsigned long long)(line * ls + (row_end ? row_end - 1 : 0)));
	}
	/*
	 * aggregates under their members: the unexpanded tail of an array shows
	 * as one box; an aggregate with a role of its own (an atomic_t is a
	 * struct) is drawn in its colour and hides its members
	 */
	for (size_t i = 0; i < rec->nr_fields; i++) {
		const struct cl_field *f = &rec->fields[i];

		if (!info->is_leaf[i] && !inside_role(rec, i))
			field_boxes(p, f, ls, shown, f->role ? role_class(f) : "agg",
				    f->role && hit_field(fs, nr_fs, f->name), f->role != CL_ROLE_NONE);
	}
	for (size_t i = 0; i < rec->nr_fields; i++)
		if (info->is_leaf[i] && !inside_role(rec, i))
			field_boxes(p, &rec->fields[i], ls, shown, role_class(&rec->fields[i]),
				    hit_field(fs, nr_fs, rec->fields[i].name), true);
	for (size_t i = 0; i < nr_fs; i++) {
		const struct cl_finding *f = fs[i];
		unsigned int y = (unsigned int)f->cacheline * (ROW_PX + ROW_GAP_PX);

		if (f->cacheline >= shown)
			continue;
		printer__printf(p, "<g class=\"cl-finding\"><path d=\"M%d %u l9 -16 l9 16 z\" "
				"fill=\"#d00\"><title>[%s] ", LABEL_PX + LINE_PX + 6, y + ROW_PX - 4,
				rule__name(f->rule));
		esc(p, f->message);
		printer__printf(p, "</title></path><text x=\"%d\" y=\"%u\" fill=\"#fff\" "
				"pointer-events=\"none\">!</text></g>", LABEL_PX + LINE_PX + 13,
				y + ROW_PX - 6);
	}
	if (shown < rows)
		printer__printf(p, "<text x=\"%d\" y=\"%u\">… %llu more cache lines not drawn "
				"(--max-lines)</text>", LABEL_PX, height + 12,
				(unsigned long long)(rows - shown));
	printer__printf(p, "</svg>\n");
	free(fs);
}

static void head(const struct cl_printer *p, const char *title)
{
	printer__printf(p, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
			"<title>");
	esc(p, title);
	printer__printf(p, "</title><style>%s</style></head>\n<body>\n<h1>", css);
	esc(p, title);
	printer__printf(p, "</h1>\n<p class=\"legend\"><span class=\"w\">write-hot</span>"
			"<span class=\"r\">read-hot</span><span class=\"c\">cold</span>"
			"<span class=\"cand\">write-hot candidate (by type)</span>"
			"<span class=\"none\">no role</span><span style=\"background:#fff\">padding"
			"</span> black outline: field of a finding; red mark: line of a finding. "
			"Hover a box for its offset and size.</p>\n");
}

static void finding_item(const struct cl_printer *p, const struct cl_finding *f, const char *cls)
{
	printer__printf(p, "<li class=\"%s\"><code>", cls);
	pos__print(p, &f->pos[0]);
	printer__printf(p, "</code> [%s] ", rule__name(f->rule));
	esc(p, f->message);
	printer__printf(p, "</li>\n");
}

static void struct_heading(const struct cl_printer *p, const struct cl_loaded *l, size_t i)
{
	const struct cl_record *rec = loaded__record(l, i);

	printer__printf(p, "<h3><code>");
	esc(p, rec->key);
	printer__printf(p, "</code> %llu bytes, %llu cache lines, %llu bytes padding",
			(unsigned long long)rec->byte_size, (unsigned long long)l->info[i].nr_lines,
			(unsigned long long)l->info[i].padding_bytes);
	if (l->info[i].variants > 1)
		printer__printf(p, ", layout variant %u of %u", l->info[i].variant,
				l->info[i].variants);
	if (rec->pos.file) {
		printer__printf(p, " <span class=\"note\">");
		pos__print(p, &rec->pos);
		printer__printf(p, "</span>");
	}
	printer__printf(p, "</h3>\n");
}

void html__report(const struct cl_printer *p, const struct cl_render_opts *o,
		  const struct cl_loaded *l)
{
	size_t nr = loaded__nr_findings(l);

	head(p, o->title ? o->title : "cachelint report");
	printer__printf(p, "<p>%zu finding%s in %zu structs, %u-byte cache lines, from <code>",
			nr, nr == 1 ? "" : "s", loaded__nr_records(l), l->line_size);
	esc(p, l->path);
	printer__printf(p, "</code>.</p>\n");
	if (nr) {
		printer__printf(p, "<h2>Findings</h2>\n<ul>\n");
		for (size_t i = 0; i < nr; i++)
			finding_item(p, loaded__finding(l, i), "finding");
		printer__printf(p, "</ul>\n");
	}
	printer__printf(p, "<h2>Layouts</h2>\n");
	/* structs with findings first: they are what the reader came for */
	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < loaded__nr_records(l); i++) {
			bool has = loaded__findings_of(l, i, NULL, 0) > 0;

			if (has != (pass == 0))
				continue;
			printer__printf(p, "<section class=\"cl-layout\">\n");
			struct_heading(p, l, i);
			svg_record(p, o, l, i);
			printer__printf(p, "</section>\n");
		}
	printer__printf(p, "</body></html>\n");
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
	head(p, o->title ? o->title : "cachelint layout changes");
	printer__printf(p, "<p>%zu new finding%s and %zu fixed since <code>", d->total.nr_introduced,
			d->total.nr_introduced == 1 ? "" : "s", d->total.nr_fixed);
	esc(p, d->base_label);
	printer__printf(p, "</code>.</p>\n");
	for (size_t s = 0; s < d->nr_steps; s++) {
		const struct cl_step *st = &d->steps[s];

		printer__printf(p, "<h2 class=\"cl-step\">");
		esc(p, st->label);
		printer__printf(p, "</h2>\n");
		if (!st->nr_introduced && !st->nr_fixed && !st->nr_structs)
			printer__printf(p, "<p>No layout changes in annotated structs.</p>\n");
		if (st->nr_introduced || st->nr_fixed) {
			printer__printf(p, "<ul>\n");
			for (size_t i = 0; i < st->nr_introduced; i++)
				finding_item(p, st->introduced[i], "new");
			for (size_t i = 0; i < st->nr_fixed; i++)
				finding_item(p, st->fixed[i], "fixed");
			printer__printf(p, "</ul>\n");
		}
		for (size_t i = 0; i < st->nr_structs; i++) {
			const struct cl_struct_diff *sd = &st->structs[i];

			printer__printf(p, "<section class=\"cl-layout\"><h3><code>");
			esc(p, sd->name);
			printer__printf(p, "</code></h3>\n");
			change_items(p, st, sd);
			printer__printf(p, "<div class=\"pair\">");
			if (sd->old_rec != CL_NONE) {
				printer__printf(p, "<div><p class=\"note\">before</p>");
				svg_record(p, o, st->old, sd->old_rec);
				printer__printf(p, "</div>");
			}
			if (sd->new_rec != CL_NONE) {
				printer__printf(p, "<div><p class=\"note\">after</p>");
				svg_record(p, o, st->new, sd->new_rec);
				printer__printf(p, "</div>");
			}
			printer__printf(p, "</div></section>\n");
		}
	}
	printer__printf(p, "</body></html>\n");
}
