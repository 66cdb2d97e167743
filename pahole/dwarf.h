/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What pahole 1.24's text leaves out, read from the DWARF directly (libdw):
 * each struct's and union's DW_AT_alignment (pahole prints none after a
 * union, and drops a struct's where it prints __packed__), its declaration
 * (what pahole -I would print, at a third of pahole's time on DWARF), and
 * every typedef's target (what pahole -C NAME would print, which on DWARF
 * costs one more load of the whole object per run).  Only the top level of
 * each unit is read: C types live there, members are pahole's.
 */
#ifndef CACHELINT_PAHOLE_DWARF_H
#define CACHELINT_PAHOLE_DWARF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct pahole_dwarf;
struct pahole_typedefs;

/* One struct or union, by the key the parser gives it ("struct foo", a typedef name). */
struct pahole_dwarf_record {
	uint64_t align_bytes;	/* DW_AT_alignment, 0 when the DWARF has none */
	uint64_t byte_size;	/* DW_AT_byte_size */
	const char *decl_file;	/* as pahole -I prints it (dwarf_decl_file), NULL if none */
	unsigned int decl_line;
	bool is_union;
};

/*
 * Opens the DWARF of an ELF file (an object's relocations applied), no DIE
 * read yet.  NULL when it has none (a BTF-only vmlinux, a stripped object):
 * then pahole alone is asked, as for BTF.
 */
struct pahole_dwarf *pahole_dwarf__open(const char *path);
/*
 * Reads every unit's top level, then closes the file: record() and
 * learn_typedefs() answer after it.  Touches nothing but dw, so it may run
 * in a thread of its own while pahole runs.
 */
void pahole_dwarf__load(struct pahole_dwarf *dw);
/* open, then load */
struct pahole_dwarf *pahole_dwarf__read(const char *path);
void pahole_dwarf__delete(struct pahole_dwarf *dw);
/* The first definition of that key in the file (pahole prints the first too), or NULL. */
const struct pahole_dwarf_record *pahole_dwarf__record(const struct pahole_dwarf *dw,
							const char *key);
size_t pahole_dwarf__records(const struct pahole_dwarf *dw);
/*
 * Every typedef's answer into td, as pahole -C NAME would print it
 * (pahole_typedefs__learn).  Returns how many it learnt.
 */
size_t pahole_dwarf__learn_typedefs(const struct pahole_dwarf *dw, struct pahole_typedefs *td);

#ifdef __cplusplus
}
#endif

#endif
