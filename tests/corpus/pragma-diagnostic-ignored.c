/* #pragma GCC diagnostic ignored "-Wattributes" around a struct silences it. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wattributes"
struct quiet {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};
#pragma GCC diagnostic pop

struct loud {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: pragma GCC diagnostic ignored "-Wattributes" silences struct quiet only
 *
 * check-error-start
pragma-diagnostic-ignored.c:11:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct loud’ [cachelint:false-sharing] [-Wattributes]
pragma-diagnostic-ignored.c:12:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
