/* aligned(64) on a field and on an inner struct starts a new line. */
struct aligned_field {
	long hits __attribute__((cachelint_write_hot));			/* line 0 */
	long cfg __attribute__((aligned(64), cachelint_read_hot));	/* line 1 */
	struct {
		long more_cfg __attribute__((cachelint_read_hot));	/* bytes 128-135 */
		long more_hits __attribute__((cachelint_write_hot));	/* bytes 136-143 */
	} __attribute__((aligned(64)));
	long misses __attribute__((cachelint_write_hot));		/* bytes 192-199 */
};
/*
 * check-name: aligned(64) fields and inner structs: only more_hits vs more_cfg share (line 2)
 *
 * check-error-start
aligned-field.c:7:22: warning: write-hot field ‘more_hits’ (bytes 136-143) shares cache line 2 (bytes 128-191 of 64-byte lines) with read-hot field ‘more_cfg’ (bytes 128-135) in ‘struct aligned_field’ [cachelint:false-sharing] [-Wattributes]
aligned-field.c:6:22: note: read-hot field ‘more_cfg’ declared here (bytes 128-135)
 * check-error-end
 */
