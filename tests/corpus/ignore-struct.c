/* cachelint_ignore on a struct: not linted. */
struct __attribute__((cachelint_ignore)) ignored {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};

struct not_ignored {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: cachelint_ignore silences one struct, not the next
 *
 * check-error-start
ignore-struct.c:8:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct not_ignored’ [cachelint:false-sharing] [-Wattributes]
ignore-struct.c:9:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
