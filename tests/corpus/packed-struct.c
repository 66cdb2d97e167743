/* A packed struct: offsets are what GCC laid out, not natural alignment. */
struct __attribute__((packed)) wire {
	char tag;
	long seq __attribute__((cachelint_write_hot));	/* bytes 1-8 */
	char pad[50];
	int len __attribute__((cachelint_read_hot));	/* bytes 59-62 */
	long crc;
};
/*
 * check-name: packed struct: seq (bytes 1-8) and len (bytes 59-62) share line 0
 *
 * check-error-start
packed-struct.c:4:14: warning: write-hot field ‘seq’ (bytes 1-8) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘len’ (bytes 59-62) in ‘struct wire’ [cachelint:false-sharing] [-Wattributes]
packed-struct.c:6:13: note: read-hot field ‘len’ declared here (bytes 59-62)
 * check-error-end
 */
