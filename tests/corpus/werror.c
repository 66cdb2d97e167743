/* -Werror turns cachelint warnings into errors like any other warning. */
struct hot {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: -Werror makes findings errors and exits 1
 * check-cflags: -Werror
 * check-exit-value: 1
 *
 * check-error-start
werror.c:3:14: error: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct hot’ [cachelint:false-sharing] [-Werror=attributes]
werror.c:4:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
cc1: all warnings being treated as errors
 * check-error-end
 */
