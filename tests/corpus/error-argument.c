/* -fplugin-arg-cachelint-error: findings are errors, the compile fails. */
struct hot {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: the error argument makes findings errors and exits 1
 * check-args: error
 * check-exit-value: 1
 *
 * check-error-start
error-argument.c:3:14: error: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct hot’ [cachelint:false-sharing]
error-argument.c:4:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
