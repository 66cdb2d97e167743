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

struct pahole_dwarf {
	struct cl_strtab *strings;
	struct cl_strtab *records;		/* key -> struct pahole_dwarf_record */
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

static void dwarf__add_record(struct pahole_dwarf *dw, const char *key, Dwarf_Die *die)
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
	file = dwarf_decl_file(die);
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
static void dwarf__typedef(struct pahole_dwarf *dw, Dwarf_Die *die)
{
	const char *name = dwarf_diename(die), *tname;
	Dwarf_Attribute attr;
	Dwarf_Die target;
	char *spelled;

	if (!name)
		return;
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
				dwarf__add_record(dw, name, &target);
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
	Dwarf_Die die;
	char key[512];

	if (dwarf_child(cu, &die))
		return;
	do {
		const char *name;

		switch (dwarf_tag(&die)) {
		case DW_TAG_structure_type:
		case DW_TAG_union_type:
			name = dwarf_diename(&die);
			if (!name || dwarf_hasattr(&die, DW_AT_declaration))
				break;
			snprintf(key, sizeof(key), "%s %s",
				 dwarf_tag(&die) == DW_TAG_union_type ? "union" : "struct", name);
			dwarf__add_record(dw, key, &die);
			break;
		case DW_TAG_typedef:
			dwarf__typedef(dw, &die);
			break;
		default:
			break;
		}
	} while (!dwarf_siblingof(&die, &die));
}

struct pahole_dwarf *pahole_dwarf__read(const char *path)
{
	struct pahole_dwarf *dw = NULL;
	Dwfl_Module *mod;
	Dwarf_Addr bias;
	Dwarf_Off off = 0, next;
	size_t header_bytes;
	Dwarf *dbg;
	Dwfl *dwfl;
	int fd;

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
	if (!dbg)
		goto out;
	dw = xzalloc(sizeof(*dw));
	dw->strings = strtab__new();
	dw->records = strtab__new();
	while (!dwarf_nextcu(dbg, off, &next, &header_bytes, NULL, NULL, NULL)) {
		Dwarf_Die cu;

		if (dwarf_offdie(dbg, off + header_bytes, &cu))
			dwarf__unit(dw, &cu);
		off = next;
	}
	if (!dw->nr && !dw->nr_typedefs && !off) {
		pahole_dwarf__delete(dw);
		dw = NULL;	/* no unit at all: nothing to read */
	}
out:
	dwfl_end(dwfl);
	return dw;
}

void pahole_dwarf__delete(struct pahole_dwarf *dw)
{
	if (!dw)
		return;
	for (size_t i = 0; i < dw->nr; i++)
		free(dw->all[i]);
	free(dw->all);
	free(dw->typedefs);
	strtab__delete(dw->records);
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
