// SPDX-License-Identifier: GPL-2.0
/*
 * The DWARF reader beside pahole (libdw, as pahole itself reads DWARF).
 * An object's DWARF is relocatable (.rela.debug_info holds the string
 * offsets), so it is opened through libdwfl's offline reporting, which
 * applies the relocations, as pahole does.  Only each unit's top-level
 * DIEs are visited: in C every struct, union and typedef is there (gcc
 * puts a nested struct's definition at the unit's level too); a type
 * local to a function is a subprogram's child, which pahole does not print.
 */
#define _GNU_SOURCE
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dwarf.h"
#include "strtab.h"
#include "typedefs.h"
#include "xalloc.h"

struct dwarf_typedef {
	const char *name;			/* interned */
	enum pahole_typedef_kind kind;
	const char *target;			/* interned; ALIAS only */
};

/* One file of a unit's line table: joined when a declaration first names it. */
struct unit_file {
	const char *dir, *name;		/* in the section's data; name NULL where unknown */
	const char *path;		/* interned "DIR/NAME", NULL until asked */
};

/* One unit's file names, as dwarf_decl_file() would give them, by index. */
struct unit_files {
	Dwarf_Die cu;
	bool read;			/* the header was read (at the first new record) */
	bool ok;			/* else dwarf_decl_file() answers for this unit */
	struct unit_file *files;
	size_t nr;
};

struct pahole_dwarf {
	/* open until loaded: libdw's handle, and what owns it (dwfl, or elf and fd) */
	Dwarf *dbg;
	Elf *elf;
	Dwfl *dwfl;
	int fd;
	/* .debug_line, .debug_line_str and .debug_str, relocated, for the file tables */
	Elf_Data *line, *line_str, *str;
	struct cl_strtab *strings;
	struct cl_strtab *records;		/* key -> struct pahole_dwarf_record */
	struct cl_strtab *typedef_names;	/* the typedefs seen */
	struct pahole_dwarf_record **all;
	size_t nr, alloc;
	struct dwarf_typedef *typedefs;
	size_t nr_typedefs, alloc_typedefs;
};

/* No separate debug files and no debuginfod: the file's own DWARF or none. */
static int find_no_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
			     Dwarf_Addr base, const char *file_name, const char *debuglink_file,
			     GElf_Word debuglink_crc, char **debuginfo_file_name)
{
	return -1;
}

static const Dwfl_Callbacks offline_callbacks = {
	.find_debuginfo = find_no_debuginfo,
	.section_address = dwfl_offline_section_address,
};

static bool die__is_record(const Dwarf_Die *die)
{
	int tag = dwarf_tag((Dwarf_Die *)die);

	return tag == DW_TAG_structure_type || tag == DW_TAG_union_type;
}

/* ---- a unit's file names, from its line table's header ------------------ */

struct cursor {
	const unsigned char *p, *end;
	bool bad;
};

static uint64_t cursor__uint(struct cursor *c, unsigned int bytes)
{
	uint64_t v = 0;

	if ((size_t)(c->end - c->p) < bytes) {
		c->bad = true;
		c->p = c->end;
		return 0;
	}
	for (unsigned int i = 0; i < bytes; i++)	/* little-endian: x86, arm64 */
		v |= (uint64_t)c->p[i] << (8 * i);
	c->p += bytes;
	return v;
}

static uint64_t cursor__uleb(struct cursor *c)
{
	uint64_t v = 0;
	unsigned int shift = 0;

	while (c->p < c->end) {
		unsigned char b = *c->p++;

		if (shift < 64)
			v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
		if (!(b & 0x80))
			return v;
	}
	c->bad = true;
	return 0;
}

static const char *cursor__string(struct cursor *c)
{
	const unsigned char *nul = memchr(c->p, 0, (size_t)(c->end - c->p));
	const char *s = (const char *)c->p;

	if (!nul) {
		c->bad = true;
		c->p = c->end;
		return "";
	}
	c->p = nul + 1;
	return s;
}

static const char *section_string(const Elf_Data *d, uint64_t off)
{
	if (!d || off >= d->d_size || !memchr((const char *)d->d_buf + off, 0, d->d_size - off))
		return NULL;
	return (const char *)d->d_buf + off;
}

/* One DW_LNCT_path or directory index of a DWARF 5 entry; false: a form not read here. */
static bool entry_value(struct pahole_dwarf *dw, struct cursor *c, uint64_t form,
			unsigned int offset_bytes, const char **str, uint64_t *num)
{
	*str = NULL;
	*num = 0;
	switch (form) {
	case DW_FORM_string:
		*str = cursor__string(c);
		return true;
	case DW_FORM_line_strp:
		*str = section_string(dw->line_str, cursor__uint(c, offset_bytes));
		return *str != NULL;
	case DW_FORM_strp:
		*str = section_string(dw->str, cursor__uint(c, offset_bytes));
		return *str != NULL;
	case DW_FORM_udata:
		*num = cursor__uleb(c);
		return true;
	case DW_FORM_data1:
		*num = cursor__uint(c, 1);
		return true;
	case DW_FORM_data2:
		*num = cursor__uint(c, 2);
		return true;
	case DW_FORM_data4:
		*num = cursor__uint(c, 4);
		return true;
	case DW_FORM_data8:
		*num = cursor__uint(c, 8);
		return true;
	case DW_FORM_data16:
		cursor__uint(c, 8);
		cursor__uint(c, 8);
		return true;
	case DW_FORM_block: {
		uint64_t n = cursor__uleb(c);

		if ((uint64_t)(c->end - c->p) < n)
			return false;
		c->p += n;
		return true;
	}
	default:
		return false;
	}
}

/* "DIR/NAME" as libdw joins them (NAME alone when absolute, or without a DIR). */
static const char *join_path(struct pahole_dwarf *dw, const char *dir, const char *name)
{
	const char *interned;
	char *path;

	if (name[0] == '/' || !dir)
		return strtab__intern(dw->strings, name);
	path = xasprintf("%s/%s", dir, name);
	interned = strtab__intern(dw->strings, path);
	free(path);
	return interned;
}

#define MAX_LINE_DIRS 4096

/*
 * The file names of a unit's line table, as libdw's dwarf_decl_file()
 * gives them, from the header alone: libdw would decode the whole line
 * program (and sort its rows) for them, a tenth of pahole's own time on
 * a kernel object.  DWARF 2-4: directory 0 is the unit's DW_AT_comp_dir
 * and file 0 is "???"; DWARF 5: both tables start at 0.
 */
static void unit_files__read(struct pahole_dwarf *dw, struct unit_files *uf)
{
	Dwarf_Die *cu = &uf->cu;
	const char *dirs_local[64], **dirs = dirs_local;
	size_t nr_dirs = 0, alloc_files = 0;
	unsigned int offset_bytes = 4, version;
	Dwarf_Attribute attr;
	Dwarf_Word stmt_list;
	struct cursor c;
	uint64_t length;

	uf->read = true;
	if (!dw->line || !dwarf_attr(cu, DW_AT_stmt_list, &attr) ||
	    dwarf_formudata(&attr, &stmt_list) || stmt_list >= dw->line->d_size)
		return;
	c.p = (const unsigned char *)dw->line->d_buf + stmt_list;
	c.end = (const unsigned char *)dw->line->d_buf + dw->line->d_size;
	c.bad = false;
	length = cursor__uint(&c, 4);
	if (length == 0xffffffff) {
		offset_bytes = 8;
		length = cursor__uint(&c, 8);
	}
	if (length < (uint64_t)(c.end - c.p))
		c.end = c.p + length;
	version = (unsigned int)cursor__uint(&c, 2);
	if (version < 2 || version > 5)
		return;
	if (version >= 5)
		cursor__uint(&c, 2);			/* address and segment selector sizes */
	cursor__uint(&c, offset_bytes);			/* header_length */
	cursor__uint(&c, version >= 4 ? 5 : 4);		/* min_inst .. line_range */
	{
		unsigned int opcode_base = (unsigned int)cursor__uint(&c, 1);

		if (opcode_base)
			cursor__uint(&c, opcode_base - 1);	/* standard_opcode_lengths, one byte each */
	}
	if (version < 5) {
		const char *comp_dir = dwarf_formstring(dwarf_attr(cu, DW_AT_comp_dir, &attr));

		dirs[nr_dirs++] = comp_dir;
		for (;;) {
			const char *d = cursor__string(&c);

			if (c.bad || !*d)
				break;
			if (nr_dirs >= 64 && dirs == dirs_local)
				return;			/* more than a unit has: libdw answers */
			dirs[nr_dirs++] = d;
		}
		XGROW(uf->files, uf->nr, alloc_files);
		uf->files[uf->nr++] = (struct unit_file){ NULL, "???", NULL };
		for (;;) {
			const char *name = cursor__string(&c);
			uint64_t dir;

			if (c.bad || !*name)
				break;
			dir = cursor__uleb(&c);
			cursor__uleb(&c);		/* mtime */
			cursor__uleb(&c);		/* length */
			XGROW(uf->files, uf->nr, alloc_files);
			uf->files[uf->nr++] = (struct unit_file){ dir < nr_dirs ? dirs[dir] : NULL,
								  dir < nr_dirs ? name : NULL, NULL };
		}
		uf->ok = !c.bad;
		return;
	} else {
		uint64_t formats[2][16][2], counts[2], nr_formats[2];

		for (int table = 0; table < 2; table++) {
			nr_formats[table] = cursor__uint(&c, 1);
			if (nr_formats[table] > 16)
				goto out;
			for (uint64_t k = 0; k < nr_formats[table]; k++) {
				formats[table][k][0] = cursor__uleb(&c);
				formats[table][k][1] = cursor__uleb(&c);
			}
			counts[table] = cursor__uleb(&c);
			if (c.bad || counts[table] > (table ? 1u << 20 : MAX_LINE_DIRS))
				goto out;
			if (!table && counts[0] > 64)
				dirs = xzalloc(counts[0] * sizeof(*dirs));
			for (uint64_t e = 0; e < counts[table]; e++) {
				const char *path = NULL;
				uint64_t dir = 0;

				for (uint64_t k = 0; k < nr_formats[table]; k++) {
					const char *str;
					uint64_t num;

					if (!entry_value(dw, &c, formats[table][k][1], offset_bytes, &str, &num))
						goto out;
					if (formats[table][k][0] == DW_LNCT_path)
						path = str;
					else if (formats[table][k][0] == DW_LNCT_directory_index)
						dir = num;
				}
				if (c.bad || !path)
					goto out;
				if (!table) {
					dirs[nr_dirs++] = path;
					continue;
				}
				XGROW(uf->files, uf->nr, alloc_files);
				uf->files[uf->nr++] = (struct unit_file){ dir < nr_dirs ? dirs[dir] : NULL,
									  dir < nr_dirs ? path : NULL, NULL };
			}
		}
		uf->ok = !c.bad;
	}
out:
	if (dirs != dirs_local)
		free(dirs);
}

static const char *unit_files__name(struct pahole_dwarf *dw, struct unit_files *uf, Dwarf_Die *die)
{
	struct unit_file *file;
	Dwarf_Attribute attr;
	Dwarf_Word idx;

	if (uf && !uf->read)
		unit_files__read(dw, uf);
	if (!uf || !uf->ok)
		return dwarf_decl_file(die);
	if (!dwarf_attr(die, DW_AT_decl_file, &attr) || dwarf_formudata(&attr, &idx) ||
	    idx >= uf->nr)
		return NULL;
	file = &uf->files[idx];
	if (!file->path && file->name)
		file->path = join_path(dw, file->dir, file->name);
	return file->path;
}

static void dwarf__add_record(struct pahole_dwarf *dw, struct unit_files *uf,
			      const char *key, Dwarf_Die *die)
{
	struct pahole_dwarf_record *rec;
	Dwarf_Attribute attr;
	Dwarf_Word word;
	const char *file;
	int line;

	if (strtab__lookup(dw->records, key))
		return;		/* the first definition, as pahole prints the first */
	rec = xzalloc(sizeof(*rec));
	rec->is_union = dwarf_tag(die) == DW_TAG_union_type;
	if (dwarf_attr(die, DW_AT_alignment, &attr) && !dwarf_formudata(&attr, &word))
		rec->align_bytes = word;
	if (dwarf_attr(die, DW_AT_byte_size, &attr) && !dwarf_formudata(&attr, &word))
		rec->byte_size = word;
	file = unit_files__name(dw, uf, die);
	if (getenv("CACHELINT_DWARF_VERIFY")) {
		const char *want = dwarf_decl_file(die);

		if ((want || file) && (!want || !file || strcmp(want, file)))
			fprintf(stderr, "cachelint pahole: dwarf: %s: file '%s', libdw says '%s'\n",
				key, file ? file : "(null)", want ? want : "(null)");
	}
	if (file && !dwarf_decl_line(die, &line)) {
		rec->decl_file = strtab__intern(dw->strings, file);
		rec->decl_line = (unsigned int)line;
	}
	XGROW(dw->all, dw->nr, dw->alloc);
	dw->all[dw->nr++] = rec;
	strtab__set(dw->records, key, rec);
}

static void dwarf__add_typedef(struct pahole_dwarf *dw, const char *name,
			       enum pahole_typedef_kind kind, const char *target)
{
	struct dwarf_typedef *t;

	XGROW(dw->typedefs, dw->nr_typedefs, dw->alloc_typedefs);
	t = &dw->typedefs[dw->nr_typedefs++];
	t->name = strtab__intern(dw->strings, name);
	t->kind = kind;
	t->target = target ? strtab__intern(dw->strings, target) : NULL;
}

/*
 * A typedef's target, spelled as pahole -C NAME prints it ("typedef
 * __u32 u32;", "typedef struct foo foo_t;", "typedef long unsigned int
 * __kernel_ulong_t;"), or: ANON, the typedef of an anonymous struct or union
 * (pahole -a printed its body under that name); NONE, what the parser
 * takes no alias from (pointers, arrays, functions, an anonymous enum).
 * A qualified target (const, volatile) is not answered: pahole -C is asked.
 */
static void dwarf__typedef(struct pahole_dwarf *dw, struct unit_files *uf, Dwarf_Die *die)
{
	const char *name = dwarf_diename(die), *tname;
	Dwarf_Attribute attr;
	Dwarf_Die target;
	char *spelled;

	/* the first definition, as pahole -C NAME prints the first (every unit repeats them) */
	if (!name || strtab__lookup(dw->typedef_names, name))
		return;
	strtab__insert(dw->typedef_names, name, (void *)1);
	if (!dwarf_attr(die, DW_AT_type, &attr) || !dwarf_formref_die(&attr, &target)) {
		dwarf__add_typedef(dw, name, PAHOLE_TYPEDEF_ALIAS, "void");
		return;
	}
	tname = dwarf_diename(&target);
	switch (dwarf_tag(&target)) {
	case DW_TAG_base_type:
	case DW_TAG_typedef:
		if (tname)
			dwarf__add_typedef(dw, name, PAHOLE_TYPEDEF_ALIAS, tname);
		break;
	case DW_TAG_structure_type:
	case DW_TAG_union_type:
	case DW_TAG_enumeration_type:
		if (!tname) {
			if (die__is_record(&target)) {
				dwarf__add_typedef(dw, name, PAHOLE_TYPEDEF_ANON, NULL);
				Dwarf_Die tcu;

				/* a type of another unit (DW_FORM_ref_addr, LTO): its own file table */
				if (!dwarf_diecu(&target, &tcu, NULL, NULL) ||
				    dwarf_dieoffset(&tcu) != dwarf_dieoffset(&uf->cu))
					uf = NULL;
				dwarf__add_record(dw, uf, name, &target);
			} else {
				dwarf__add_typedef(dw, name, PAHOLE_TYPEDEF_NONE, NULL);
			}
			break;
		}
		spelled = xasprintf("%s %s", dwarf_tag(&target) == DW_TAG_structure_type ? "struct" :
				    dwarf_tag(&target) == DW_TAG_union_type ? "union" : "enum", tname);
		dwarf__add_typedef(dw, name, PAHOLE_TYPEDEF_ALIAS, spelled);
		free(spelled);
		break;
	case DW_TAG_pointer_type:
	case DW_TAG_array_type:
	case DW_TAG_subroutine_type:
		dwarf__add_typedef(dw, name, PAHOLE_TYPEDEF_NONE, NULL);
		break;
	default:
		break;		/* const, volatile, _Atomic ...: ask pahole */
	}
}

static void dwarf__unit(struct pahole_dwarf *dw, Dwarf_Die *cu)
{
	struct unit_files uf = { .cu = *cu };
	Dwarf_Die die;
	char key[512];

	if (dwarf_child(cu, &die))
		return;
	do {
		int tag = dwarf_tag(&die);
		const char *name;
		size_t n;

		switch (tag) {
		case DW_TAG_structure_type:
		case DW_TAG_union_type:
			name = dwarf_diename(&die);
			if (!name || (n = strlen(name)) > sizeof(key) - 8 ||
			    dwarf_hasattr(&die, DW_AT_declaration))
				break;
			/* "struct NAME": snprintf's cost, times every unit's copy, was a tenth */
			memcpy(key, tag == DW_TAG_union_type ? "union " : "struct ",
			       tag == DW_TAG_union_type ? 6 : 7);
			memcpy(key + (tag == DW_TAG_union_type ? 6 : 7), name, n + 1);
			dwarf__add_record(dw, &uf, key, &die);
			break;
		case DW_TAG_typedef:
			dwarf__typedef(dw, &uf, &die);
			break;
		default:
			break;
		}
	} while (!dwarf_siblingof(&die, &die));
	free(uf.files);
}

/* A section's data by name; NULL when absent or compressed (libdw's copy is then the only one). */
static Elf_Data *section_data(Elf *elf, const char *name)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (!elf || elf_getshdrstrndx(elf, &shstrndx))
		return NULL;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr shdr;
		const char *n;

		if (!gelf_getshdr(scn, &shdr) || !(n = elf_strptr(elf, shstrndx, shdr.sh_name)) ||
		    strcmp(n, name))
			continue;
		if (shdr.sh_flags & SHF_COMPRESSED || shdr.sh_type == SHT_NOBITS)
			return NULL;
		return elf_getdata(scn, NULL);
	}
	return NULL;
}

/* A handle on the file's DWARF: libdw's, and what owns it. */
static struct pahole_dwarf *dwarf__new(Dwarf *dbg, Elf *elf, Dwfl *dwfl, int fd)
{
	struct pahole_dwarf *dw = xzalloc(sizeof(*dw));
	Dwarf_Off next;
	size_t header_bytes;

	dw->strings = strtab__new();
	dw->records = strtab__new();
	dw->typedef_names = strtab__new();
	dw->dbg = dbg;
	dw->elf = elf;
	dw->dwfl = dwfl;
	dw->fd = fd;
	/* no unit at all: no DWARF to read */
	if (dwarf_nextcu(dbg, 0, &next, &header_bytes, NULL, NULL, NULL)) {
		pahole_dwarf__delete(dw);
		return NULL;
	}
	return dw;
}

static void dwarf__close(struct pahole_dwarf *dw)
{
	if (dw->dwfl) {
		dwfl_end(dw->dwfl);	/* its Dwarf, Elf and fd with it */
	} else {
		if (dw->dbg)
			dwarf_end(dw->dbg);
		if (dw->elf)
			elf_end(dw->elf);
		if (dw->fd >= 0)
			close(dw->fd);
	}
	dw->dwfl = NULL;
	dw->dbg = NULL;
	dw->elf = NULL;
	dw->fd = -1;
	dw->line = dw->line_str = dw->str = NULL;
}

void pahole_dwarf__load(struct pahole_dwarf *dw)
{
	Dwarf_Off off = 0, next;
	size_t header_bytes;

	if (!dw || !dw->dbg)
		return;
	/* relocated in place (an object's string offsets are relocations) */
	dw->line = section_data(dwarf_getelf(dw->dbg), ".debug_line");
	dw->line_str = section_data(dwarf_getelf(dw->dbg), ".debug_line_str");
	dw->str = section_data(dwarf_getelf(dw->dbg), ".debug_str");
	while (!dwarf_nextcu(dw->dbg, off, &next, &header_bytes, NULL, NULL, NULL)) {
		Dwarf_Die cu;

		if (dwarf_offdie(dw->dbg, off + header_bytes, &cu))
			dwarf__unit(dw, &cu);
		off = next;
	}
	dwarf__close(dw);
}

/*
 * An x86-64 object's relocations of the two sections read here
 * (.debug_info: string, abbreviation and line table offsets; .debug_line:
 * its strings), applied in place.  libdwfl relocates every debug section
 * (the location lists' and ranges' too, which this never reads): half of
 * this reader's time on a kernel object.  False on anything else (another
 * relocation type, a compressed section): libdwfl then does it all.
 */
static bool relocate_debug_x86_64(Elf *elf)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_getshdrstrndx(elf, &shstrndx))
		return false;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr shdr, tshdr, symshdr;
		Elf_Scn *target, *symscn;
		Elf_Data *rela, *tdata, *symdata;
		const char *name;

		if (!gelf_getshdr(scn, &shdr) || shdr.sh_type != SHT_RELA)
			continue;
		target = elf_getscn(elf, shdr.sh_info);
		if (!target || !gelf_getshdr(target, &tshdr) ||
		    !(name = elf_strptr(elf, shstrndx, tshdr.sh_name)))
			return false;
		if (strcmp(name, ".debug_info") && strcmp(name, ".debug_line"))
			continue;
		if (tshdr.sh_flags & SHF_COMPRESSED)
			return false;
		symscn = elf_getscn(elf, shdr.sh_link);
		if (!symscn || !gelf_getshdr(symscn, &symshdr) ||
		    !(symdata = elf_getdata(symscn, NULL)) || !(rela = elf_getdata(scn, NULL)) ||
		    !(tdata = elf_getdata(target, NULL)) || !shdr.sh_entsize)
			return false;
		for (size_t i = 0; i < shdr.sh_size / shdr.sh_entsize; i++) {
			unsigned char *at;
			unsigned int bytes;
			GElf_Rela r;
			GElf_Sym sym;
			uint64_t value;

			if (!gelf_getrela(rela, (int)i, &r) ||
			    !gelf_getsym(symdata, (int)GELF_R_SYM(r.r_info), &sym))
				return false;
			switch (GELF_R_TYPE(r.r_info)) {
			case R_X86_64_NONE:
				continue;
			case R_X86_64_64:
				bytes = 8;
				break;
			case R_X86_64_32:
			case R_X86_64_32S:
				bytes = 4;
				break;
			default:
				return false;
			}
			if (r.r_offset > tdata->d_size || tdata->d_size - r.r_offset < bytes)
				return false;
			/* S + A: a section symbol's value is 0 in an object */
			value = sym.st_value + (uint64_t)r.r_addend;
			at = (unsigned char *)tdata->d_buf + r.r_offset;
			for (unsigned int b = 0; b < bytes; b++)
				at[b] = (unsigned char)(value >> (8 * b));
		}
	}
	return true;
}

/*
 * libdw on the file itself: an executable needs no relocation, an x86-64
 * object only those relocate_debug_x86_64() applies.  *done is false when
 * libdwfl must open it instead.
 */
static struct pahole_dwarf *open_direct(const char *path, bool *done)
{
	GElf_Ehdr ehdr;
	Dwarf *dbg;
	Elf *elf;
	int fd;

	*done = true;
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return NULL;
	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ_MMAP_PRIVATE, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &ehdr))
		goto fail;
	if (ehdr.e_type == ET_REL &&
	    (ehdr.e_machine != EM_X86_64 || ehdr.e_ident[EI_DATA] != ELFDATA2LSB ||
	     !relocate_debug_x86_64(elf))) {
		*done = false;
		goto fail;
	}
	dbg = dwarf_begin_elf(elf, DWARF_C_READ, NULL);
	if (dbg)
		return dwarf__new(dbg, elf, NULL, fd);
fail:
	if (elf)
		elf_end(elf);
	close(fd);
	return NULL;
}

struct pahole_dwarf *pahole_dwarf__open(const char *path)
{
	struct pahole_dwarf *dw;
	Dwfl_Module *mod;
	Dwarf_Addr bias;
	Dwarf *dbg;
	Dwfl *dwfl;
	bool done;
	int fd;

	if (!getenv("CACHELINT_DWARF_DWFL")) {
		dw = open_direct(path, &done);
		if (done)
			return dw;
	}
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return NULL;
	dwfl = dwfl_begin(&offline_callbacks);
	if (!dwfl) {
		close(fd);
		return NULL;
	}
	/* dwfl owns fd from here */
	mod = dwfl_report_offline(dwfl, path, path, fd);
	dwfl_report_end(dwfl, NULL, NULL);
	dbg = mod ? dwfl_module_getdwarf(mod, &bias) : NULL;
	if (!dbg) {
		dwfl_end(dwfl);
		return NULL;
	}
	return dwarf__new(dbg, NULL, dwfl, -1);
}

struct pahole_dwarf *pahole_dwarf__read(const char *path)
{
	struct pahole_dwarf *dw = pahole_dwarf__open(path);

	pahole_dwarf__load(dw);
	return dw;
}

void pahole_dwarf__delete(struct pahole_dwarf *dw)
{
	if (!dw)
		return;
	dwarf__close(dw);
	for (size_t i = 0; i < dw->nr; i++)
		free(dw->all[i]);
	free(dw->all);
	free(dw->typedefs);
	strtab__delete(dw->records);
	strtab__delete(dw->typedef_names);
	strtab__delete(dw->strings);
	free(dw);
}

const struct pahole_dwarf_record *pahole_dwarf__record(const struct pahole_dwarf *dw,
							const char *key)
{
	return dw && key ? strtab__lookup(dw->records, key) : NULL;
}

size_t pahole_dwarf__records(const struct pahole_dwarf *dw)
{
	return dw ? dw->nr : 0;
}

size_t pahole_dwarf__learn_typedefs(const struct pahole_dwarf *dw, struct pahole_typedefs *td)
{
	for (size_t i = 0; i < dw->nr_typedefs; i++)
		pahole_typedefs__learn(td, dw->typedefs[i].name, dw->typedefs[i].kind,
				       dw->typedefs[i].target);
	return dw->nr_typedefs;
}
