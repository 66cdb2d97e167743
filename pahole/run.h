/* SPDX-License-Identifier: GPL-2.0 */
/* Running pahole on a binary and streaming its output into the parser. */
#ifndef CACHELINT_PAHOLE_RUN_H
#define CACHELINT_PAHOLE_RUN_H

#include <stdbool.h>
#include <stddef.h>

#include "parse.h"

struct pahole_index;
struct pahole_texts;
struct pahole_typedefs;

#ifdef __cplusplus
extern "C" {
#endif

enum pahole_format {
	PAHOLE_FORMAT_AUTO = 0,	/* ELF: DWARF (pahole's default); BTF magic: -F btf */
	PAHOLE_FORMAT_DWARF,
	PAHOLE_FORMAT_BTF,
};

struct pahole_run {
	const char *pahole;		/* program; NULL: $CACHELINT_PAHOLE or "pahole" in PATH */
	const char *path;		/* the binary */
	enum pahole_format format;	/* resolved by pahole_run__detect */
	unsigned int line_size;
	bool anonymous;			/* -a: typedef'd anonymous structs too */
	bool decl_info;			/* -I: file:line of each type (DWARF only) */
	const char *class_names;	/* -C list, NULL for every type */
	bool sizes;			/* -s: name, size, holes of each type */
	bool expand;			/* -E: members' types expanded, typedef chains named */
	/* when set, the output is kept there (parsed later, where needed) */
	struct pahole_index *index;
	/* when set, the output goes there instead (pahole -E, for its typedef chains) */
	struct pahole_typedefs *typedefs;
	/* when set, the whole output is kept there instead (pahole's own text, to print) */
	struct pahole_texts *texts;
	bool verbose;			/* copy pahole's stderr to ours */
	size_t stderr_lines;		/* out: lines pahole wrote to stderr */
	long long input_bytes;		/* out of detect: the file's size */
};

/*
 * Checks that path is readable and is ELF or raw BTF (magic 0xeB9F) and
 * settles the format.  pahole itself silently falls back to the running
 * kernel's BTF for a missing file, so this check must come first.
 * Returns 0, or -1 with a message naming the file in err.
 */
int pahole_run__detect(struct pahole_run *run, char *err, size_t errlen);
/* Runs pahole and feeds its output to pp.  Returns 0, or -1 with err set. */
int pahole_run__parse(struct pahole_run *run, struct pahole_parser *pp, char *err,
		      size_t errlen);
/* The pahole program that will run; NULL (and err) when there is none. */
const char *pahole_run__program(const struct pahole_run *run, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
