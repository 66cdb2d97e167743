/*
 * The other struct entry (tests/suites/71-sametag.sh): hits at 0 as in
 * sametag_x.c, then a seq no role is declared for, a read-hot flags, and
 * 40 bytes more.  Its finding is hits/flags; it has no mode.
 */
#include "cachelint.h"

struct entry {
	long hits __write_hot;
	long seq;
	long flags __read_hot;
	char tail[40];
};

struct entry y_entry;
