/* 32-byte lines: fields 32 bytes apart no longer share. */
struct small_lines {
	long hits __attribute__((cachelint_write_hot));		/* line 0 */
	long pad[3];
	long cfg __attribute__((cachelint_read_hot));		/* bytes 32-39: line 1 */
	long misses __attribute__((cachelint_write_hot));	/* bytes 40-47: line 1 */
};
/*
 * check-name: line-size=32: only cfg and misses share line 1
 * check-args: line-size=32
 *
 * check-error-start
line-size-32.c:6:14: warning: write-hot field ‘misses’ (bytes 40-47) shares cache line 1 (bytes 32-63 of 32-byte lines) with read-hot field ‘cfg’ (bytes 32-39) in ‘struct small_lines’ [cachelint:false-sharing] [-Wattributes]
line-size-32.c:5:14: note: read-hot field ‘cfg’ declared here (bytes 32-39)
 * check-error-end
 */
