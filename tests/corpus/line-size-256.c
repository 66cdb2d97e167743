/* 256-byte lines: fields 200 bytes apart share line 0. */
struct big_lines {
	long hits __attribute__((cachelint_write_hot));		/* bytes 0-7 */
	char pad[192];
	long cfg __attribute__((cachelint_read_hot));		/* bytes 200-207 */
	char pad2[100];
	long misses __attribute__((cachelint_write_hot));	/* bytes 312-319: line 1 */
};
/*
 * check-name: line-size=256: hits and cfg share line 0, misses is alone on line 1
 * check-args: line-size=256
 *
 * check-error-start
line-size-256.c:3:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-255 of 256-byte lines) with read-hot field ‘cfg’ (bytes 200-207) in ‘struct big_lines’ [cachelint:false-sharing] [-Wattributes]
line-size-256.c:5:14: note: read-hot field ‘cfg’ declared here (bytes 200-207)
 * check-error-end
 */
