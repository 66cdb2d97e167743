/* The same layout as line-size-128.c, checked with the default 64-byte line. */
struct pair128 {
	long hits __attribute__((cachelint_write_hot));		/* bytes 0-7 */
	long cold[11];
	long cfg __attribute__((cachelint_read_hot));		/* bytes 96-103 */
};
/*
 * check-name: default line size 64: hits (line 0) and cfg (line 1) do not share
 *
 * check-error-start
 * check-error-end
 */
