// SPDX-License-Identifier: GPL-2.0
/*
 * The DWARF reader of cachelint pahole (pahole/dwarf.c) on an object gcc
 * built from tests/suites/31-pahole-typedefs.sh's dwarf.c: typedef chains as
 * pahole -C would answer them, DW_AT_alignment of structs, unions and
 * typedef'd anonymous structs (none for packed alone), declarations.
 *   test-pahole-dwarf OBJECT
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "pahole/dwarf.h"
#include "pahole/parse.h"
#include "pahole/typedefs.h"
#include "tap.h"

static const struct pahole_dwarf *dw;

static void expect_record(const char *key, uint64_t align_bytes, uint64_t byte_size,
			  unsigned int line)
{
	const struct pahole_dwarf_record *r = pahole_dwarf__record(dw, key);

	EXPECT(r && r->align_bytes == align_bytes && r->byte_size == byte_size &&
	       r->decl_line == line && r->decl_file && strstr(r->decl_file, "dwarf.c"),
	       "dwarf: %s: align %llu, size %llu, line %u (got %llu, %llu, %s:%u)", key,
	       (unsigned long long)align_bytes, (unsigned long long)byte_size, line,
	       r ? (unsigned long long)r->align_bytes : 0ull,
	       r ? (unsigned long long)r->byte_size : 0ull, r && r->decl_file ? r->decl_file : "-",
	       r ? r->decl_line : 0);
}

/* What the parser makes of the typedef NAME once the DWARF's answer is fed. */
static void expect_alias(struct pahole_typedefs *td, struct pahole_parser *pp, struct cl_unit *unit,
			 const char *name, bool answered, const char *alias)
{
	bool got = pahole_typedefs__answer(td, name, pp, NULL, unit);
	const char *a = pahole_parser__alias(pp, name);

	EXPECT(got == answered && (alias ? a && !strcmp(a, alias) : !a),
	       "dwarf typedef %s: %s, alias '%s' (got %s, '%s')", name,
	       answered ? "answered" : "left to pahole -C", alias ? alias : "-",
	       got ? "answered" : "not answered", a ? a : "-");
}

int main(int argc, char **argv)
{
	struct pahole_typedefs *td;
	struct pahole_parser *pp;
	struct cl_unit *unit;
	struct pahole_dwarf *d;

	if (argc != 2) {
		fprintf(stderr, "usage: test-pahole-dwarf OBJECT\n");
		return 2;
	}
	d = pahole_dwarf__read(argv[1]);
	dw = d;
	EXPECT(d && pahole_dwarf__records(d) >= 6, "dwarf: %s read (%zu records)", argv[1],
	       pahole_dwarf__records(d));
	if (!d)
		return 1;
	EXPECT(!pahole_dwarf__read("/dev/null") && !pahole_dwarf__read("/nonexistent"),
	       "dwarf: no DWARF, no reader (pahole alone then)");

	/* line numbers: tests/suites/31-pahole-typedefs.sh's dwarf.c */
	expect_record("struct al16", 16, 16, 10);
	expect_record("union ual8", 8, 8, 11);
	expect_record("struct pk", 0, 5, 12);		/* packed: no attribute in DWARF */
	expect_record("struct pka", 4, 8, 13);		/* packed, aligned(4): printed __packed__ by pahole */
	expect_record("at32_t", 32, 32, 14);		/* a typedef'd anonymous struct, by its name */
	expect_record("union ubits", 0, 4, 15);		/* short f0:15; int :20; */
	EXPECT(!pahole_dwarf__record(dw, "struct declared_only"),
	       "dwarf: a declaration is no definition");

	td = pahole_typedefs__new();
	/* all but the qualified one */
	EXPECT(pahole_dwarf__learn_typedefs(dw, td) == 7 && pahole_typedefs__count(td) == 7,
	       "dwarf: 7 typedefs learnt (%zu)", pahole_typedefs__count(td));
	unit = unit__new("test");
	pp = pahole_parser__new(unit, "test");
	expect_alias(td, pp, unit, "u32_t", true, "unsigned int");
	expect_alias(td, pp, unit, "u32b_t", true, "unsigned int");	/* the chain, to the base */
	expect_alias(td, pp, unit, "lk_t", true, "struct lk");
	expect_alias(td, pp, unit, "lk2_t", true, "struct lk");
	expect_alias(td, pp, unit, "fn_t", true, NULL);		/* a function pointer: no alias */
	expect_alias(td, pp, unit, "lkarr_t", true, NULL);	/* an array typedef: no alias */
	expect_alias(td, pp, unit, "cint_t", false, NULL);	/* qualified: pahole -C is asked */
	/* anonymous: its body is the record pahole -a printed, not in this unit */
	expect_alias(td, pp, unit, "at32_t", false, NULL);
	pahole_parser__delete(pp);
	unit__delete(unit);
	pahole_typedefs__delete(td);
	pahole_dwarf__delete(d);
	return failures ? 1 : 0;
}
