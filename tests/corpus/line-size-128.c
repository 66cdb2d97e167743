/* Adjacent-line prefetch pairs: 64 bytes apart still share a 128-byte unit. */
struct pair128 {
	long hits __attribute__((cachelint_write_hot));		/* bytes 0-7 */
	long cold[11];
	long cfg __attribute__((cachelint_read_hot));		/* bytes 96-103 */
};
/*
 * check-name: line-size=128: hits (line 0) and cfg (byte 96) share a 128-byte line
 * check-args: line-size=128
 *
 * check-error-start
line-size-128.c:3:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-127 of 128-byte lines) with read-hot field ‘cfg’ (bytes 96-103) in ‘struct pair128’ [cachelint:false-sharing] [-Wattributes]
line-size-128.c:5:14: note: read-hot field ‘cfg’ declared here (bytes 96-103)
 * check-error-end
 */
