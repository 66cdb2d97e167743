/* A struct in a header (tests/corpus/header-struct.c includes it twice). */
#ifndef HOT_HEADER_H
#define HOT_HEADER_H

struct hdr_stats {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};

#endif
