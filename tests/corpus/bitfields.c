/* Bitfields: byte ranges are the bytes a bitfield touches. */
struct flags {
	unsigned int ready : 1;
	unsigned int state : 3 __attribute__((cachelint_write_hot));
	unsigned int pad : 28;
	unsigned long long big : 40 __attribute__((cachelint_read_hot));
};
/*
 * check-name: write-hot bitfield and read-hot bitfield share line 0
 *
 * check-error-start
bitfields.c:4:22: warning: write-hot field ‘state’ (byte 0) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘big’ (bytes 8-12) in ‘struct flags’ [cachelint:false-sharing] [-Wattributes]
bitfields.c:6:28: note: read-hot field ‘big’ declared here (bytes 8-12)
 * check-error-end
 */
