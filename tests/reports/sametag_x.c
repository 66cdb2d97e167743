/*
 * One tag, two types, with declared roles (tests/suites/71-sametag.sh):
 * this unit's struct entry has a write-hot hits beside a read-hot mode.
 * sametag_y.c's struct entry also starts with a write-hot hits, so a
 * finding that is looked up by its first field's name and offset alone
 * lands on either; merge, report, diff and pahole --reports must keep each
 * against its own layout.
 */
#include "cachelint.h"

struct entry {
	long hits __write_hot;
	long mode __read_hot;
	char pad[48];
};

struct entry x_entry;
