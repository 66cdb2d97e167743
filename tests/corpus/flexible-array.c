/* Flexible and zero-length arrays take no bytes of their own. */
struct buf {
	long hits __attribute__((cachelint_write_hot));
	char marker[0];
	long size __attribute__((cachelint_read_hot));
	char data[];
};
/*
 * check-name: flexible and zero-length arrays: hits (bytes 0-7) vs size (bytes 8-15)
 *
 * check-error-start
flexible-array.c:3:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘size’ (bytes 8-15) in ‘struct buf’ [cachelint:false-sharing] [-Wattributes]
flexible-array.c:5:14: note: read-hot field ‘size’ declared here (bytes 8-15)
 * check-error-end
 */
