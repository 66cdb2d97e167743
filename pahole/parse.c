// SPDX-License-Identifier: GPL-2.0
/*
 * pahole's text output into the layout model.
 *
 * pahole prints C with a comment per member: absolute byte offset and size,
 * or "offset:bit size" for bitfields (bit counted from the storage unit,
 * little-endian).  Nested unnamed structs/unions are printed inline with
 * their own closing "};  offset size" comment; named ones close with
 * "} name;".  The parser keeps one frame per open brace and decides what a
 * block was only at its closing line:
 *   "};"  + comment  unnamed member: its members join the parent (flattened)
 *   "} x;" + comment  named member: an anonymous record the member points at
 *   "} *x;"           pointer to an inline struct: a pointer member, block dropped
 *   "};"  no comment  clang DWARF prints nested types a second time, with
 *                     offsets from 0 and no comment on the brace: dropped
 * Unknown comment lines are ignored (later pahole versions add some); lines
 * that look like nothing known are counted as problems, never fatal.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"
#include "decl.h"
#include "strtab.h"
#include "xalloc.h"

#define MAX_FRAMES 32

enum frame_kind {
	FRAME_STRUCT,
	FRAME_UNION,
	FRAME_SKIP,		/* enum bodies, anything we do not lay out */
};

/* A member collected inside an open block, before we know what the block is. */
struct pp_item {
	char *name;
	char *type;
	char *record_key;
	uint64_t bit_offset;	/* absolute, from the outermost record */
	uint64_t bit_size;
	uint64_t array_count;
	unsigned int nr_dims;
	uint64_t dims[CL_MAX_DIMS];
	uint64_t align;		/* estimated alignment in bytes */
	uint64_t forced;	/* the printed __aligned__(N): its exact alignment, 0 if none */
	uint64_t natural;	/* its type's alignment (estimated), whatever was forced */
	uint64_t block_bits;	/* first member of a flattened block: the block's size */
	bool is_bitfield;
	bool is_flexible;
	uint32_t branch;	/* which direct member of the frame it came from */
	unsigned int union_depth;
	struct cl_union_step unions[CL_MAX_UNION_DEPTH];
};

struct pp_frame {
	enum frame_kind kind;
	char *key;		/* top frame: "struct foo", NULL until a typedef closes */
	bool is_typedef;
	bool has_errors;
	bool has_size;
	uint64_t byte_size;	/* from the size: trailer */
	uint32_t children;
	uint64_t align;		/* of unnamed members flattened in (their own attributes) */
	uint64_t block_end;	/* bit just past them, absolute: their padding is no member's */
	size_t nr, alloc;
	struct pp_item *items;
	unsigned int line;
	struct cl_pos pos;
	/* records of named inline types, kept aside until the outermost closes */
	size_t nr_pending, alloc_pending;
	struct cl_record **pending;
};

struct pahole_parser {
	struct cl_unit *unit;
	/* inline types are built here first: clang's duplicates must not reach unit */
	struct cl_unit *scratch;
	char *origin;
	unsigned int lineno;
	unsigned int depth;		/* open frames */
	unsigned int overflow;		/* braces beyond MAX_FRAMES */
	struct pp_frame frames[MAX_FRAMES];
	uint32_t next_union_id;
	uint32_t next_anon;
	bool skip_known;
	/* -I prints "<id> file:line" before each type */
	const char *pending_file;
	unsigned int pending_line;
	struct cl_strtab *aliases;	/* typedef name -> interned target */
	/* another reader's facts about a record (pahole_parser__set_record_info) */
	bool (*record_info)(const char *key, struct pahole_record_info *out, void *ctx);
	void *record_info_ctx;
	struct cl_strtab *strings;
	/* pahole 1.24 prints no size for unions: take it from where they are used */
	struct cl_strtab *unsized;	/* key -> record without a size: trailer */
	struct cl_strtab *seen_sizes;	/* key -> element size seen at a member */
	struct cl_strtab *listed_sizes;	/* pahole -s: bare name -> size */
	bool sizes_mode;
	size_t problems;
	char *messages[PAHOLE_MAX_PROBLEM_MESSAGES];
	char *partial;
	size_t partial_len, partial_alloc;
};

void pahole_parser__set_record_info(struct pahole_parser *pp,
				    bool (*info)(const char *key, struct pahole_record_info *out,
						 void *ctx),
				    void *ctx)
{
	pp->record_info = info;
	pp->record_info_ctx = ctx;
}

static void problem(struct pahole_parser *pp, const char *what, const char *text, size_t len)
{
	if (pp->problems < PAHOLE_MAX_PROBLEM_MESSAGES)
		pp->messages[pp->problems] = xasprintf("%s:%u: %s: '%.*s'", pp->origin, pp->lineno,
						       what, (int)(len > 120 ? 120 : len), text);
	pp->problems++;
}

struct pahole_parser *pahole_parser__new(struct cl_unit *unit, const char *origin)
{
	struct pahole_parser *pp = xzalloc(sizeof(*pp));

	pp->unit = unit;
	pp->scratch = unit__new("pahole-scratch");
	pp->origin = xstrdup(origin ? origin : "pahole");
	pp->aliases = strtab__new();
	pp->strings = strtab__new();
	pp->unsized = strtab__new();
	pp->seen_sizes = strtab__new();
	pp->listed_sizes = strtab__new();
	return pp;
}

static void item__free(struct pp_item *it)
{
	free(it->name);
	free(it->type);
	free(it->record_key);
}

static void frame__clear(struct pp_frame *fr)
{
	for (size_t i = 0; i < fr->nr; i++)
		item__free(&fr->items[i]);
	free(fr->items);
	free(fr->pending);
	free(fr->key);
	memset(fr, 0, sizeof(*fr));
}

void pahole_parser__delete(struct pahole_parser *pp)
{
	if (!pp)
		return;
	for (unsigned int i = 0; i < pp->depth && i < MAX_FRAMES; i++)
		frame__clear(&pp->frames[i]);
	for (size_t i = 0; i < pp->problems && i < PAHOLE_MAX_PROBLEM_MESSAGES; i++)
		free(pp->messages[i]);
	strtab__delete(pp->aliases);
	strtab__delete(pp->strings);
	strtab__delete(pp->unsized);
	strtab__delete(pp->seen_sizes);
	strtab__delete(pp->listed_sizes);
	unit__delete(pp->scratch);
	free(pp->partial);
	free(pp->origin);
	free(pp);
}

void pahole_parser__set_origin(struct pahole_parser *pp, const char *origin)
{
	free(pp->origin);
	pp->origin = xstrdup(origin ? origin : "pahole");
	pp->lineno = 0;
}

void pahole_parser__set_skip_known(struct pahole_parser *pp, bool skip)
{
	pp->skip_known = skip;
}

size_t pahole_parser__problems(const struct pahole_parser *pp)
{
	return pp->problems;
}

const char *pahole_parser__problem(const struct pahole_parser *pp, size_t i)
{
	return i < pp->problems && i < PAHOLE_MAX_PROBLEM_MESSAGES ? pp->messages[i] : NULL;
}

const char *pahole_parser__alias(const struct pahole_parser *pp, const char *name)
{
	const char *target = strtab__lookup(pp->aliases, name);

	/* follow chains (typedef foo_t foo2_t), bounded against cycles */
	for (int hops = 0; target && hops < 16; hops++) {
		const char *next = strtab__lookup(pp->aliases, target);

		if (!next)
			break;
		target = next;
	}
	return target;
}

static bool starts_with(const char *s, size_t len, const char *prefix)
{
	size_t n = strlen(prefix);

	return len >= n && !memcmp(s, prefix, n);
}

/* ---- frames ---------------------------------------------------------- */

static struct pp_frame *frame__top(struct pahole_parser *pp)
{
	return pp->depth ? &pp->frames[pp->depth - 1] : NULL;
}

static struct pp_frame *frame__push(struct pahole_parser *pp, enum frame_kind kind)
{
	struct pp_frame *fr;

	if (pp->depth >= MAX_FRAMES) {
		pp->overflow++;
		return NULL;
	}
	fr = &pp->frames[pp->depth++];
	memset(fr, 0, sizeof(*fr));
	fr->kind = kind;
	fr->line = pp->lineno;
	return fr;
}

static struct pp_item *frame__add(struct pp_frame *fr)
{
	struct pp_item *it;

	XGROW(fr->items, fr->nr, fr->alloc);
	it = &fr->items[fr->nr++];
	memset(it, 0, sizeof(*it));
	return it;
}

/* Pushes (id, branch) as the outermost union step of an item. */
static void item__wrap_union(struct pp_item *it, uint32_t union_id, uint32_t branch)
{
	unsigned int n = it->union_depth < CL_MAX_UNION_DEPTH ? it->union_depth :
		CL_MAX_UNION_DEPTH - 1;

	memmove(&it->unions[1], &it->unions[0], n * sizeof(it->unions[0]));
	it->unions[0].union_id = union_id;
	it->unions[0].branch = branch;
	it->union_depth = n + 1;
}

static uint64_t max_u64(uint64_t a, uint64_t b)
{
	return a > b ? a : b;
}

/* The largest power of two dividing v, at most cap (v == 0: cap). */
static uint64_t pow2_divisor(uint64_t v, uint64_t cap)
{
	uint64_t a = 1;

	if (!v)
		return cap;
	while (a < cap && !(v & a))
		a <<= 1;
	return a;
}

/*
 * The record a member's (element) type names: "struct foo", or a typedef
 * name (of an anonymous record, whose key is that name, or of a tagged one).
 */
static const struct cl_record *member_record(struct pahole_parser *pp, const struct pahole_decl *d)
{
	const char *type = d->type, *target;
	const struct cl_record *rec;

	if (d->record_key)
		return unit__find(pp->unit, d->record_key);
	if (!type || d->is_pointer)
		return NULL;
	while (!strncmp(type, "const ", 6) || !strncmp(type, "volatile ", 9))
		type += type[0] == 'c' ? 6 : 9;
	rec = unit__find(pp->unit, type);
	if (!rec && (target = pahole_parser__alias(pp, type)))
		rec = unit__find(pp->unit, target);
	return rec;
}

/*
 * pahole does not print alignment unless DWARF has DW_AT_alignment (gcc writes
 * it for what the source aligned, and for a member whose type was aligned;
 * pahole shows it as __aligned__(N), the member's real alignment, even N = 1
 * inside packed structs).  Otherwise estimate from what it prints: a known
 * record's alignment, or the element size (a scalar's alignment is its size
 * on every ABI the kernel supports, capped at 8 except for 16-byte scalars;
 * a pointer's is 8 even in a zero-length array).  A member's alignment
 * divides its offset, unless it was forced (then the offset proves nothing:
 * "packed" may have put it anywhere).
 */
static uint64_t estimate_member_align(struct pahole_parser *pp, const struct pahole_decl *d,
				      uint64_t byte_offset, uint64_t byte_size, bool packed)
{
	uint64_t elem = byte_size, align;
	const struct cl_record *rec = member_record(pp, d);

	if (d->member_aligned)
		return d->member_aligned;
	if (d->array_count)
		elem = byte_size / d->array_count;
	if (rec && rec->byte_align)
		align = rec->byte_align;
	else if (d->is_pointer)
		align = 8;
	else if (elem)
		align = pow2_divisor(elem, elem == 16 && !d->record_key ? 16 : 8);
	else
		align = pahole_decl__base_size(d->type) ? pahole_decl__base_size(d->type) : 1;
	if (packed)
		align = 1;
	if (byte_offset)
		align = pow2_divisor(byte_offset, align);
	return align;
}

/* ---- member lines ----------------------------------------------------- */

/* The offset comment, "off size" or "off: bit size"; false if not that. */
static bool parse_offset_comment(const char *s, size_t len, uint64_t *off, bool *has_bit,
				 uint64_t *bit, uint64_t *size)
{
	const char *p = s, *end = s + len;
	uint64_t v[3];
	int n = 0;

	*has_bit = false;
	if (!starts_with(p, len, "/*") || len < 4 || memcmp(end - 2, "*/", 2))
		return false;
	p += 2;
	end -= 2;
	while (p < end && n < 3) {
		while (p < end && *p == ' ')
			p++;
		if (p >= end)
			break;
		if (!isdigit((unsigned char)*p))
			return false;
		v[n] = 0;
		while (p < end && isdigit((unsigned char)*p)) {
			if (v[n] > UINT64_MAX / 16)
				return false;
			v[n] = v[n] * 10 + (uint64_t)(*p - '0');
			p++;
		}
		n++;
		if (p < end && *p == ':') {
			if (n != 1)
				return false;
			*has_bit = true;
			p++;
		}
	}
	while (p < end && *p == ' ')
		p++;
	if (p != end)
		return false;
	if (*has_bit ? n != 3 : n != 2)
		return false;
	*off = v[0];
	if (*has_bit) {
		*bit = v[1];
		*size = v[2];
	} else {
		*size = v[1];
	}
	return true;
}

/*
 * Splits "DECL; COMMENT" into the declaration (without ';') and the
 * trailing comment.  comment_len is 0 when there is none.
 */
static void split_comment(const char *s, size_t len, size_t *decl_len, const char **comment,
			  size_t *comment_len)
{
	size_t end = len;

	*comment = NULL;
	*comment_len = 0;
	while (end && isspace((unsigned char)s[end - 1]))
		end--;
	if (end >= 4 && s[end - 1] == '/' && s[end - 2] == '*') {
		/* the last comment opener starts the trailing comment */
		for (size_t i = end - 2; i-- > 0;)
			if (s[i] == '/' && s[i + 1] == '*') {
				*comment = s + i;
				*comment_len = end - i;
				end = i;
				break;
			}
	}
	while (end && isspace((unsigned char)s[end - 1]))
		end--;
	*decl_len = end;
}

/* "TYPE :N;" or "TYPE [1]:N;" without a comment: pahole's padding lines. */
static bool is_padding(const char *text, size_t decl_len)
{
	size_t i = decl_len - 1;	/* at ';' */

	while (i && isdigit((unsigned char)text[i - 1]))
		i--;
	return i && i < decl_len - 1 && text[i - 1] == ':';
}

static void add_member(struct pahole_parser *pp, struct pp_frame *fr, const char *text, size_t len)
{
	const char *comment;
	size_t decl_len, comment_len;
	uint64_t off, bit = 0, size;
	bool has_bit;
	struct pahole_decl d;
	struct pp_item *it;

	split_comment(text, len, &decl_len, &comment, &comment_len);
	if (!decl_len || text[decl_len - 1] != ';') {
		problem(pp, "not a member declaration", text, len);
		return;
	}
	if (!comment && is_padding(text, decl_len)) {
		/* "int :0;", "float [1]:32;": padding pahole shows, no member */
		return;
	}
	if (!pahole_decl__parse(text, decl_len - 1, &d)) {
		problem(pp, "cannot read member declaration", text, len);
		return;
	}
	if (!d.name) {
		/* "int :0;", "un_t :64;": padding pahole shows, no member */
		pahole_decl__exit(&d);
		return;
	}
	if (!comment) {
		/* a named member always has its offset comment */
		problem(pp, "member without offset comment", text, len);
		pahole_decl__exit(&d);
		return;
	}
	if (!parse_offset_comment(comment, comment_len, &off, &has_bit, &bit, &size)) {
		problem(pp, "unreadable offset comment", text, len);
		pahole_decl__exit(&d);
		return;
	}
	if (d.record_key && !d.is_flexible && (d.array_count || !d.is_bitfield)) {
		uint64_t elem = d.array_count ? size / d.array_count : size;

		if (elem && (!d.array_count || size % d.array_count == 0))
			strtab__insert(pp->seen_sizes, d.record_key, (void *)(uintptr_t)elem);
	}
	it = frame__add(fr);
	it->name = d.name;
	it->type = d.type;
	it->record_key = d.record_key;
	it->array_count = d.array_count;
	it->nr_dims = d.nr_dims;
	memcpy(it->dims, d.dims, sizeof(it->dims));
	it->is_flexible = d.is_flexible;
	it->branch = fr->children++;
	it->bit_offset = off * 8 + (has_bit ? bit : 0);
	if (d.is_bitfield) {
		it->is_bitfield = true;
		it->bit_size = d.bit_size;
	} else {
		it->bit_size = size * 8;
	}
	it->align = d.is_bitfield ? (d.aligned ? d.aligned : pow2_divisor(size, 16)) :
		estimate_member_align(pp, &d, off, size, false);
	it->forced = d.member_aligned;
	/* what the type wants, wherever packing or forcing put the member */
	d.member_aligned = 0;
	it->natural = d.is_bitfield ? pow2_divisor(size, 16) :
		estimate_member_align(pp, &d, 0, size, false);
	/* the strings moved into the item */
	d.name = d.type = d.record_key = NULL;
	pahole_decl__exit(&d);
}

/* ---- closing a block ------------------------------------------------- */

static void frame__add_pending(struct pp_frame *fr, struct cl_record *rec)
{
	XGROW(fr->pending, fr->nr_pending, fr->alloc_pending);
	fr->pending[fr->nr_pending++] = rec;
}

static void frame__move_pending(struct pp_frame *to, struct pp_frame *from)
{
	for (size_t i = 0; i < from->nr_pending; i++)
		frame__add_pending(to, from->pending[i]);
	from->nr_pending = 0;
}

static char *dup_or_null(const char *s)
{
	return s ? xstrdup(s) : NULL;
}

/* Copies a record built in the scratch unit into the real one. */
static void commit_record(struct pahole_parser *pp, const struct cl_record *src)
{
	struct cl_record *rec = unit__add_record(pp->unit, src->key);

	rec->byte_size = src->byte_size;
	rec->byte_align = src->byte_align;
	rec->is_union = src->is_union;
	rec->is_anonymous = src->is_anonymous;
	rec->has_errors = src->has_errors;
	rec->pos = src->pos;
	for (size_t i = 0; i < src->nr_fields; i++) {
		const struct cl_field *from = &src->fields[i];
		struct cl_field *f = record__add_field(rec, from->name);
		char *name = f->name;

		*f = *from;
		f->name = name;
		f->type_name = dup_or_null(from->type_name);
		f->record_key = dup_or_null(from->record_key);
		f->group = dup_or_null(from->group);
	}
}

/* Moves a frame's items into a record, offsets relative to base_bits. */
static void fill_record(struct pahole_parser *pp, struct cl_record *rec, struct pp_frame *fr,
			uint64_t base_bits)
{
	uint64_t align = 1, end = 0;

	rec->is_union = fr->kind == FRAME_UNION;
	for (size_t i = 0; i < fr->nr; i++) {
		struct pp_item *it = &fr->items[i];
		struct cl_field *f = record__add_field(rec, it->name);

		if (it->bit_offset < base_bits) {
			problem(pp, "member before the start of its struct", it->name,
				strlen(it->name));
			rec->has_errors = true;
		} else {
			f->bit_offset = it->bit_offset - base_bits;
			/* an inline record's member: its offset in that record caps it */
			if (base_bits && !it->is_bitfield && it->natural)
				it->align = it->forced ? it->forced :
					pow2_divisor(f->bit_offset / 8, it->natural);
		}
		f->bit_size = it->bit_size;
		f->is_bitfield = it->is_bitfield;
		f->is_flexible = it->is_flexible;
		f->array_count = it->array_count;
		/* pahole prints the whole array's size: an element is its share */
		if (it->array_count && !it->record_key && !it->is_flexible &&
		    it->bit_size % it->array_count == 0)
			f->elem_bit_size = it->bit_size / it->array_count;
		for (unsigned int k = 0; it->array_count && it->nr_dims > 1 && k < it->nr_dims; k++)
			field__add_dim(f, it->dims[k]);
		f->type_name = it->type;
		f->record_key = it->record_key;
		it->type = it->record_key = NULL;
		if (rec->is_union)
			item__wrap_union(it, 0, it->branch);
		f->union_depth = it->union_depth;
		memcpy(f->unions, it->unions, sizeof(f->unions));
		align = max_u64(align, it->align);
		end = max_u64(end, (f->bit_offset + f->bit_size + 7) / 8);
	}
	rec->byte_align = max_u64(align, fr->align);
	if (fr->block_end > base_bits)
		end = max_u64(end, (fr->block_end - base_bits + 7) / 8);
	if (!rec->byte_size)
		rec->byte_size = end;
}

/*
 * pahole printed __packed__ on a struct: it saw a member off its natural
 * alignment or a size no multiple of it (class__infer_packed_attributes),
 * and then it leaves out the struct's own __aligned__(N) even where DWARF
 * has one.  gcc's rule: in a packed struct a member's alignment is 1 unless
 * it was forced (its printed __aligned__(N), exact, 1 for a packed member of
 * an aligned type); the struct's is the largest of those, or its own
 * aligned(N).  What the layout still shows of an alignment: a member at a
 * multiple of its natural alignment after a hole smaller than that alignment
 * (a member left unpacked in a partly packed struct; an unnamed bitfield,
 * which DWARF omits, leaves holes of any size), and padding at the end: the
 * least alignment that rounds the members' end up to the size.  A packed
 * struct that looks natural gets no __packed__ from pahole: its DWARF is the
 * unpacked struct's, byte for byte, and the natural estimate stands.
 */
static uint64_t packed_align(const struct pp_frame *fr, uint64_t base_bits, uint64_t byte_size)
{
	uint64_t align = 1, end = 0, pad = 1;	/* end: bytes from the struct's start */
	bool bitfields = false;

	for (size_t i = 0; i < fr->nr; i++) {
		const struct pp_item *it = &fr->items[i];
		uint64_t bit = it->bit_offset > base_bits ? it->bit_offset - base_bits : 0;
		uint64_t off = bit / 8;

		if (it->forced)
			align = max_u64(align, it->forced);
		else if (!it->is_bitfield && off > end && it->align > 1 && off % it->align == 0 &&
			 off - end < it->align)
			align = max_u64(align, it->align);
		end = max_u64(end, (bit + max_u64(it->bit_size, it->block_bits) + 7) / 8);
		bitfields |= it->is_bitfield;
	}
	/* gcc may pad packed bitfields' storage past their last bit: no evidence */
	if (bitfields)
		return align;
	if (fr->block_end > base_bits)
		end = max_u64(end, (fr->block_end - base_bits + 7) / 8);
	while (byte_size > end && (end + pad - 1) / pad * pad < byte_size && pad < byte_size)
		pad <<= 1;
	if (byte_size > end && (end + pad - 1) / pad * pad == byte_size)
		align = max_u64(align, pad);
	return align;
}

/*
 * Is the struct packed, or did pahole say __packed__ only because of
 * members whose own alignment was forced (an array of a type aligned(1))?
 * Packed: a member off its natural alignment that nothing forced, a forced
 * alignment below the member type's (a packed member of an aligned type),
 * or a size that is no multiple of the unforced members' alignment.  For
 * a union (pahole 1.24 prints no attribute after a union) only the second
 * shows.
 */
static bool packed_evidence(const struct pp_frame *fr, uint64_t base_bits, uint64_t byte_size)
{
	uint64_t max_natural = 1;

	for (size_t i = 0; i < fr->nr; i++) {
		const struct pp_item *it = &fr->items[i];
		uint64_t off = (it->bit_offset > base_bits ? it->bit_offset - base_bits : 0) / 8;

		if (it->forced) {
			if (it->forced < it->natural)
				return true;
			continue;
		}
		if (fr->kind == FRAME_UNION || !it->natural)
			continue;
		/* a bitfield starts anywhere in its storage unit */
		if (!it->is_bitfield && off % it->natural)
			return true;
		max_natural = max_u64(max_natural, it->natural);
	}
	return fr->kind == FRAME_STRUCT && byte_size % max_natural;
}

/* forced: the closing brace's __aligned__(N), the type's real alignment */
static void finish_align(struct cl_record *rec, uint64_t forced, bool packed, bool has_size)
{
	/*
	 * pahole prints __packed__ when it infers it from the offsets: the type
	 * may still be aligned (packed members in an aligned struct), so the
	 * members' offsets and the size, below, decide.
	 */
	(void)packed;
	if (forced)
		rec->byte_align = forced;
	/* pahole 1.24 prints no size for a union: its largest member, padded */
	if (!has_size && rec->byte_align > 1)
		rec->byte_size = (rec->byte_size + rec->byte_align - 1) / rec->byte_align *
				 rec->byte_align;
	/* a struct's size is a multiple of its alignment */
	while (rec->byte_align > 1 && rec->byte_size % rec->byte_align)
		rec->byte_align >>= 1;
	if (!rec->byte_align)
		rec->byte_align = 1;
}

static char *anon_key(struct pahole_parser *pp, enum frame_kind kind)
{
	for (;;) {
		char *key = xasprintf("%s (anonymous #%u)", kind == FRAME_UNION ? "union" : "struct",
				      ++pp->next_anon);

		if (!unit__find(pp->unit, key) && !unit__find(pp->scratch, key))
			return key;
		free(key);
	}
}

/* The top frame closed: the record is complete. */
static void close_record(struct pahole_parser *pp, struct pp_frame *fr, struct pahole_decl *d,
			 const char *text, size_t len)
{
	const char *key = fr->key;
	struct pahole_record_info info = { 0 };
	struct cl_record *rec;
	uint64_t forced = 0;

	if (fr->is_typedef && d->name) {
		if (key)	/* "typedef struct foo {...} foo_t;" */
			strtab__set(pp->aliases, d->name, (void *)strtab__intern(pp->strings, key));
		else
			key = d->name;
	}
	if (!key || fr->kind == FRAME_SKIP)
		return;		/* an enum, or an anonymous type nobody names */
	if (pp->skip_known && unit__find(pp->unit, key))
		return;
	if (pp->record_info && pp->record_info(key, &info, pp->record_info_ctx)) {
		/* pahole -I's place, for this record and the inline ones it holds */
		if (!fr->pos.file && info.decl_file) {
			fr->pos.file = unit__intern(pp->unit, info.decl_file);
			fr->pos.line = info.decl_line;
			for (size_t i = 0; i < fr->nr_pending; i++)
				if (!fr->pending[i]->pos.file)
					fr->pending[i]->pos = fr->pos;
		}
		forced = info.align_bytes;
	}
	for (size_t i = 0; i < fr->nr_pending; i++)
		commit_record(pp, fr->pending[i]);
	rec = unit__add_record(pp->unit, key);
	rec->byte_size = fr->has_size ? fr->byte_size : 0;
	rec->has_errors = fr->has_errors;
	rec->pos = fr->pos;
	fill_record(pp, rec, fr, 0);
	if (fr->kind == FRAME_UNION ? packed_evidence(fr, 0, 0) :
	    d->is_packed && packed_evidence(fr, 0, rec->byte_size))
		rec->byte_align = packed_align(fr, 0, rec->byte_size);
	finish_align(rec, forced ? forced : d->aligned, d->is_packed, fr->has_size);
	if (!fr->has_size && info.byte_size) {
		/* a union's size, as pahole -s would list it */
		rec->byte_size = info.byte_size;
		while (rec->byte_align > 1 && rec->byte_size % rec->byte_align)
			rec->byte_align >>= 1;
	} else if (!fr->has_size)
		strtab__set(pp->unsized, key, rec);
	(void)text;
	(void)len;
}

static void close_nested(struct pahole_parser *pp, struct pp_frame *fr, struct pp_frame *parent,
			 struct pahole_decl *d, bool has_comment, uint64_t off, bool has_bit,
			 uint64_t bit, uint64_t size, const char *text, size_t len)
{
	struct pp_item *it;

	if (!has_comment) {
		/* clang's second copy of an inline type, or noise: not members */
		return;
	}
	if (fr->kind == FRAME_SKIP || d->is_pointer || (d->name && fr->kind == FRAME_SKIP)) {
		/* "enum {...} x;", "struct {...} *p;": one member of a plain type */
		if (!d->name) {
			if (fr->kind != FRAME_SKIP)
				problem(pp, "unnamed pointer member", text, len);
			return;
		}
		it = frame__add(parent);
		it->name = xstrdup(d->name);
		it->type = xstrdup(fr->kind == FRAME_SKIP ? "enum" :
				   fr->kind == FRAME_UNION ? "union *" : "struct *");
		it->branch = parent->children++;
		it->bit_offset = off * 8 + (has_bit ? bit : 0);
		it->is_bitfield = d->is_bitfield;
		it->bit_size = d->is_bitfield ? d->bit_size : size * 8;
		it->is_flexible = d->is_flexible;
		it->align = d->is_pointer ? pow2_divisor(size, 8) :
			pow2_divisor(d->array_count ? size / d->array_count : size, 8);
		it->natural = it->align;
		if (off)
			it->align = pow2_divisor(off, it->align);
		return;
	}
	if (!d->name) {
		/* unnamed struct/union member: flatten into the parent */
		uint32_t union_id = fr->kind == FRAME_UNION ? ++pp->next_union_id : 0;
		uint32_t branch = parent->children++;
		uint64_t block_align = fr->align, natural;

		for (size_t i = 0; i < fr->nr; i++)
			block_align = max_u64(block_align, fr->items[i].forced ? fr->items[i].forced :
					      fr->items[i].natural);
		if (fr->kind == FRAME_UNION ? packed_evidence(fr, off * 8, 0) :
		    d->is_packed && packed_evidence(fr, off * 8, size))
			block_align = packed_align(fr, off * 8, size);
		natural = block_align;
		/* the last __aligned__ is the member's, exact */
		if (d->member_aligned)
			block_align = d->member_aligned;
		parent->align = max_u64(parent->align, block_align);
		parent->block_end = max_u64(parent->block_end, off * 8 + size * 8);

		for (size_t i = 0; i < fr->nr; i++) {
			struct pp_item *src = &fr->items[i], *dst;

			if (union_id)
				item__wrap_union(src, union_id, src->branch);
			dst = frame__add(parent);
			*dst = *src;
			dst->branch = branch;
			/* the block's alignment speaks for it, at its first member */
			dst->align = i ? 1 : block_align;
			dst->forced = i ? 0 : d->member_aligned;
			dst->natural = i ? 1 : natural;
			dst->block_bits = i ? 0 : size * 8;
			memset(src, 0, sizeof(*src));
		}
		fr->nr = 0;
		frame__move_pending(parent, fr);
		return;
	}
	/* named member of an inline type: an anonymous record of its own */
	{
		char *key = anon_key(pp, fr->kind);
		struct cl_record *rec = unit__add_record(pp->scratch, key);
		uint64_t count = d->array_count ? d->array_count : 1;

		frame__move_pending(parent, fr);
		frame__add_pending(parent, rec);

		rec->is_anonymous = true;
		rec->byte_size = d->is_flexible ? 0 : size / count;
		rec->pos = parent->pos;
		fill_record(pp, rec, fr, off * 8);
		if (fr->kind == FRAME_UNION ? packed_evidence(fr, off * 8, 0) :
		    d->is_packed && packed_evidence(fr, off * 8, rec->byte_size))
			rec->byte_align = packed_align(fr, off * 8, rec->byte_size);
		if (d->is_flexible && !rec->byte_size)
			rec->byte_size = rec->byte_align;
		/* two __aligned__: the type's, then the member's (one: the member's) */
		finish_align(rec, d->nr_aligned > 1 ? d->first_aligned : 0, d->is_packed, true);

		it = frame__add(parent);
		it->name = xstrdup(d->name);
		it->type = xstrdup(fr->kind == FRAME_UNION ? "union" : "struct");
		it->record_key = key;
		it->array_count = d->array_count;
		it->nr_dims = d->nr_dims;
		memcpy(it->dims, d->dims, sizeof(it->dims));
		it->is_flexible = d->is_flexible;
		it->branch = parent->children++;
		it->bit_offset = off * 8;
		it->bit_size = size * 8;
		it->align = rec->byte_align;
		if (off)
			it->align = pow2_divisor(off, it->align);
		it->natural = rec->byte_align;
		it->forced = d->member_aligned;
		if (it->forced)
			it->align = it->forced;
	}
}

static void close_block(struct pahole_parser *pp, const char *text, size_t len)
{
	struct pp_frame *fr = frame__top(pp), *parent;
	const char *comment;
	size_t decl_len, comment_len;
	uint64_t off = 0, bit = 0, size = 0;
	bool has_bit = false, has_comment = false;
	struct pahole_decl d;

	if (pp->overflow) {
		pp->overflow--;
		return;
	}
	if (!fr) {
		problem(pp, "closing brace outside any struct", text, len);
		return;
	}
	split_comment(text, len, &decl_len, &comment, &comment_len);
	if (comment)
		has_comment = parse_offset_comment(comment, comment_len, &off, &has_bit, &bit, &size);
	/* "}" [attributes] [declarator] ";" */
	if (!decl_len || text[decl_len - 1] != ';' ||
	    !pahole_decl__parse_closing(text + 1, decl_len - 2, &d)) {
		problem(pp, "unreadable closing line", text, len);
		pahole_decl__init(&d);
	}
	pp->depth--;
	parent = frame__top(pp);
	if (!parent)
		close_record(pp, fr, &d, text, len);
	else if (parent->kind == FRAME_SKIP)
		;	/* inside a block we skip anyway */
	else
		close_nested(pp, fr, parent, &d, has_comment, off, has_bit, bit, size, text, len);
	pahole_decl__exit(&d);
	frame__clear(fr);
}

/* ---- opening a block ------------------------------------------------- */

static void open_block(struct pahole_parser *pp, const char *text, size_t len)
{
	struct pp_frame *parent = frame__top(pp), *fr;
	bool is_typedef = false;
	enum frame_kind kind;
	const char *p = text, *end = text + len - 1;	/* without '{' */
	char *name = NULL;

	while (end > p && isspace((unsigned char)end[-1]))
		end--;
	/* clang DWARF: pahole -a repeats typedef'd inline types inside the struct */
	if (starts_with(p, (size_t)(end - p), "typedef ")) {
		is_typedef = true;
		p += 8;
	}
	/* "const struct {": a qualified member of an inline type */
	for (;;) {
		if (starts_with(p, (size_t)(end - p), "const "))
			p += 6;
		else if (starts_with(p, (size_t)(end - p), "volatile "))
			p += 9;
		else
			break;
	}
	if (starts_with(p, (size_t)(end - p), "struct") && (p + 6 == end || p[6] == ' ')) {
		kind = FRAME_STRUCT;
		p += 6;
	} else if (starts_with(p, (size_t)(end - p), "union") && (p + 5 == end || p[5] == ' ')) {
		kind = FRAME_UNION;
		p += 5;
	} else if (starts_with(p, (size_t)(end - p), "enum") && (p + 4 == end || p[4] == ' ')) {
		kind = FRAME_SKIP;
		p = end;
	} else {
		if (!parent || parent->kind != FRAME_SKIP)
			problem(pp, "unknown block", text, len);
		kind = FRAME_SKIP;
		p = end;
	}
	while (p < end && *p == ' ')
		p++;
	if (p < end) {
		size_t n = (size_t)(end - p);

		/* "struct foo" possibly followed by attributes pahole prints */
		for (size_t i = 0; i < n; i++)
			if (!(isalnum((unsigned char)p[i]) || p[i] == '_')) {
				n = i;
				break;
			}
		if (n)
			name = xasprintf("%s %.*s", kind == FRAME_UNION ? "union" : "struct",
					 (int)n, p);
	}
	if (parent && parent->kind == FRAME_SKIP)
		kind = FRAME_SKIP;
	fr = frame__push(pp, kind);
	if (!fr) {
		if (pp->overflow == 1)
			problem(pp, "nested too deeply", text, len);
		free(name);
		return;
	}
	fr->is_typedef = is_typedef;
	if (!parent) {
		fr->key = name;
		name = NULL;
		pp->next_union_id = 0;
		if (pp->pending_file) {
			fr->pos.file = pp->pending_file;
			fr->pos.line = pp->pending_line;
		}
	} else {
		fr->pos = parent->pos;
	}
	pp->pending_file = NULL;
	free(name);
}

/* ---- top level ------------------------------------------------------- */

/* A comment "<6c> /tmp/x.c:2" (pahole -I): the next type's declaration. */
static void decl_info(struct pahole_parser *pp, const char *text, size_t len)
{
	const char *p = text + 2, *end = text + len - 2;
	const char *colon;
	char *file;

	while (p < end && *p == ' ')
		p++;
	if (p >= end || *p != '<')
		return;
	while (p < end && *p != '>')
		p++;
	p++;
	while (p < end && *p == ' ')
		p++;
	while (end > p && end[-1] == ' ')
		end--;
	colon = end;
	while (colon > p && colon[-1] != ':')
		colon--;
	if (colon <= p + 1 || colon == end)
		return;
	file = xasprintf("%.*s", (int)(colon - 1 - p), p);
	if (strcmp(file, "(null)")) {
		pp->pending_file = unit__intern(pp->unit, file);
		pp->pending_line = (unsigned int)strtoul(colon, NULL, 10);
	}
	free(file);
}

/* "typedef struct foo foo_t;", "typedef __u64 u64;" */
static void top_typedef(struct pahole_parser *pp, const char *text, size_t len)
{
	struct pahole_decl d;

	if (!pahole_decl__parse(text + 8, len - 9, &d) || !d.name) {
		pahole_decl__exit(&d);
		return;		/* pahole 1.24 prints "typedef union  un_t;" for some: harmless */
	}
	if (!d.is_pointer && !d.array_count && !d.is_flexible && d.type && *d.type) {
		const char *target = d.record_key ? d.record_key : d.type;

		strtab__set(pp->aliases, d.name, (void *)strtab__intern(pp->strings, target));
	}
	pahole_decl__exit(&d);
}

static void comment_line(struct pahole_parser *pp, struct pp_frame *fr, const char *text,
			 size_t len)
{
	if (!fr) {
		if (len >= 4 && !memcmp(text + len - 2, "*/", 2))
			decl_info(pp, text, len);
		return;
	}
	if (pp->depth == 1 && starts_with(text, len, "/* size: ")) {
		fr->byte_size = strtoull(text + 9, NULL, 10);
		fr->has_size = true;
	}
	/* everything else: holes, boundaries, trailers, newer pahole's notes */
}

/* pahole -s: "name<TAB>size<TAB>holes" */
static void sizes_line(struct pahole_parser *pp, const char *line, size_t len)
{
	const char *tab = memchr(line, '\t', len);
	char name[256];
	uint64_t size = 0;
	size_t n;

	if (!tab || (size_t)(tab - line) >= sizeof(name))
		return;
	n = (size_t)(tab - line);
	memcpy(name, line, n);
	name[n] = '\0';
	for (const char *p = tab + 1; p < line + len && isdigit((unsigned char)*p); p++)
		size = size * 10 + (uint64_t)(*p - '0');
	if (size)
		strtab__insert(pp->listed_sizes, name, (void *)(uintptr_t)size);
}

void pahole_parser__set_sizes_mode(struct pahole_parser *pp, bool on)
{
	pp->sizes_mode = on;
}

size_t pahole_parser__unsized(const struct pahole_parser *pp)
{
	return strtab__count(pp->unsized);
}

/* The record's size in bytes from where it was seen, 0 when unknown. */
static uint64_t known_size(const struct pahole_parser *pp, const struct cl_record *rec)
{
	const char *bare = rec->key;
	void *v;

	v = strtab__lookup(pp->seen_sizes, rec->key);
	if (v)
		return (uint64_t)(uintptr_t)v;
	if (!strncmp(bare, "union ", 6))
		bare += 6;
	else if (!strncmp(bare, "struct ", 7))
		bare += 7;
	v = strtab__lookup(pp->listed_sizes, bare);
	return (uint64_t)(uintptr_t)v;
}

/*
 * A union's own aligned(N) shows nowhere in pahole 1.24's text, but its
 * size is padded to it: the least alignment that pads the estimate from its
 * members (end) up to the size is a lower bound (placement=any then checks no fewer starts
 * than the truth needs).
 */
static void raise_align_to_padding(struct cl_record *rec, uint64_t end)
{
	uint64_t pad = 1;

	while (rec->byte_size > end && (end + pad - 1) / pad * pad < rec->byte_size)
		pad <<= 1;
	if ((end + pad - 1) / pad * pad == rec->byte_size)
		rec->byte_align = max_u64(rec->byte_align, pad);
}

void pahole_unit__fix_sizes(struct cl_unit *unit, const struct pahole_parser *pp)
{
	for (size_t i = 0; i < unit->nr_records; i++) {
		struct cl_record *rec = unit->records[i];
		uint64_t size, end;

		if (strtab__lookup(pp->unsized, rec->key) != rec)
			continue;
		size = known_size(pp, rec);
		end = rec->byte_size;
		if (!size || size < rec->byte_size - (rec->byte_size ? rec->byte_align - 1 : 0))
			continue;
		rec->byte_size = size;
		while (rec->byte_align > 1 && size % rec->byte_align)
			rec->byte_align >>= 1;
		/* the union's own alignment, when known, was its DW_AT_alignment */
		if (!pp->record_info)
			raise_align_to_padding(rec, end);
	}
}

void pahole_parser__line(struct pahole_parser *pp, const char *line, size_t len)
{
	struct pp_frame *fr;
	const char *text = line;

	pp->lineno++;
	if (pp->sizes_mode) {
		sizes_line(pp, line, len);
		return;
	}
	while (len && (*text == '\t' || *text == ' ')) {
		text++;
		len--;
	}
	while (len && isspace((unsigned char)text[len - 1]))
		len--;
	if (!len)
		return;
	fr = frame__top(pp);
	if (pp->overflow) {
		if (text[0] == '}')
			close_block(pp, text, len);
		else if (text[len - 1] == '{')
			pp->overflow++;
		return;
	}
	if (fr && fr->kind == FRAME_SKIP) {
		if (text[0] == '}')
			close_block(pp, text, len);
		else if (text[len - 1] == '{')
			open_block(pp, text, len);
		return;		/* enumerators and the like */
	}
	if (starts_with(text, len, "/*")) {
		comment_line(pp, fr, text, len);
		return;
	}
	if (text[0] == '<') {
		/* "<ERROR(__class__fprintf:1609): 0 not found!>": a member is missing */
		problem(pp, "pahole could not print a member", text, len);
		if (pp->depth)
			pp->frames[0].has_errors = true;
		return;
	}
	if (text[0] == '}') {
		close_block(pp, text, len);
		return;
	}
	if (text[len - 1] == '{') {
		open_block(pp, text, len);
		return;
	}
	if (!fr) {
		if (starts_with(text, len, "typedef ") && text[len - 1] == ';')
			top_typedef(pp, text, len);
		else
			problem(pp, "unexpected line outside a struct", text, len);
		return;
	}
	add_member(pp, fr, text, len);
}

void pahole_parser__feed(struct pahole_parser *pp, const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));

		if (!nl) {
			size_t n = (size_t)(end - p);

			if (pp->partial_len + n + 1 > pp->partial_alloc) {
				pp->partial_alloc = (pp->partial_len + n + 1) * 2;
				pp->partial = xrealloc(pp->partial, pp->partial_alloc);
			}
			memcpy(pp->partial + pp->partial_len, p, n);
			pp->partial_len += n;
			return;
		}
		if (pp->partial_len) {
			size_t n = (size_t)(nl - p);

			if (pp->partial_len + n + 1 > pp->partial_alloc) {
				pp->partial_alloc = (pp->partial_len + n + 1) * 2;
				pp->partial = xrealloc(pp->partial, pp->partial_alloc);
			}
			memcpy(pp->partial + pp->partial_len, p, n);
			pahole_parser__line(pp, pp->partial, pp->partial_len + n);
			pp->partial_len = 0;
		} else {
			pahole_parser__line(pp, p, (size_t)(nl - p));
		}
		p = nl + 1;
	}
}

void pahole_parser__finish(struct pahole_parser *pp)
{
	if (pp->partial_len) {
		pahole_parser__line(pp, pp->partial, pp->partial_len);
		pp->partial_len = 0;
	}
	if (pp->depth || pp->overflow) {
		problem(pp, "output ended inside a struct", "", 0);
		while (pp->depth)
			frame__clear(&pp->frames[--pp->depth]);
		pp->overflow = 0;
	}
}

/* ---- after parsing --------------------------------------------------- */

bool pahole__is_base_type(const char *t)
{
	return pahole_decl__base_size(t) != 0 || !strcmp(t, "void");
}

size_t pahole_unit__resolve(struct cl_unit *unit, const struct pahole_parser *pp,
			    bool (*want)(const struct cl_record *rec, void *ctx),
			    void (*add)(const char *name, void *ctx), void *ctx)
{
	struct cl_strtab *asked = strtab__new();
	size_t unknown = 0;

	for (size_t r = 0; r < unit->nr_records; r++) {
		struct cl_record *rec = unit->records[r];

		if (want && !want(rec, ctx))
			continue;
		for (size_t i = 0; i < rec->nr_fields; i++) {
			struct cl_field *f = &rec->fields[i];
			const char *t = f->type_name, *target;

			if (f->record_key || !t || !pahole_decl__is_identifier(t) ||
			    pahole__is_base_type(t))
				continue;
			target = pahole_parser__alias(pp, t);
			if (!target)
				target = t;
			if (unit__find(unit, target)) {
				field__set_record_key(f, target);
				continue;
			}
			if (pahole_decl__is_identifier(target) && !pahole__is_base_type(target) &&
			    !strtab__lookup(asked, target)) {
				strtab__insert(asked, target, (void *)1);
				unknown++;
				if (add)
					add(target, ctx);
			}
		}
	}
	strtab__delete(asked);
	return unknown;
}
