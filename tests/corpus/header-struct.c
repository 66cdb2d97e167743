/* Findings in a header point into the header, once per unit. */
#include "include/hot-header.h"
#include "include/hot-header.h"

struct user {
	struct hdr_stats s;
};
/*
 * check-name: struct defined in a header: reported at the header, once
 *
 * check-error-start
In file included from header-struct.c:2:
include/hot-header.h:6:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct hdr_stats’ [cachelint:false-sharing] [-Wattributes]
include/hot-header.h:7:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
