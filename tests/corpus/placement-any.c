/* Aligned to 8 only: starting at 8 mod 64, hits and cfg land on one line. */
struct placed {
	char head[56];
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: placement=any: a start at 8 mod 64 puts hits and cfg on one line
 * check-args: placement=any
 *
 * check-error-start
placement-any.c:4:14: warning: write-hot field ‘hits’ (bytes 56-63) shares cache line 1 (bytes 56-119 of 64-byte lines) with read-hot field ‘cfg’ (bytes 64-71) in ‘struct placed’ when it starts 8 bytes into a line [cachelint:false-sharing] [-Wattributes]
placement-any.c:5:14: note: read-hot field ‘cfg’ declared here (bytes 64-71)
 * check-error-end
 */
