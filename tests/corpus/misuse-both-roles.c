/* A field cannot be both write-hot and read-hot. */
struct both {
	long confused __attribute__((cachelint_write_hot, cachelint_read_hot));
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: write_hot and read_hot on one field is rejected
 *
 * check-error-start
misuse-both-roles.c:3:14: warning: field ‘confused’ cannot be both ‘cachelint_write_hot’ and ‘cachelint_read_hot’; ‘cachelint_read_hot’ ignored [-Wattributes]
misuse-both-roles.c:3:14: warning: write-hot field ‘confused’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct both’ [cachelint:false-sharing] [-Wattributes]
misuse-both-roles.c:4:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
