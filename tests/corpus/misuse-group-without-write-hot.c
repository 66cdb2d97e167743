/* A group says which write-hot fields are written together. */
struct g {
	long a __attribute__((cachelint_read_hot, cachelint_group("rx")));
	long b __attribute__((cachelint_group("rx")));
};
/*
 * check-name: cachelint_group on a field that is not write-hot
 *
 * check-error-start
misuse-group-without-write-hot.c:3:14: warning: field ‘a’ has ‘cachelint_read_hot’ and ‘cachelint_group’, which applies to write-hot fields; ‘cachelint_group’ ignored [-Wattributes]
misuse-group-without-write-hot.c:4:14: warning: write-hot field ‘b’ (bytes 8-15) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘a’ (bytes 0-7) in ‘struct g’ [cachelint:false-sharing] [-Wattributes]
misuse-group-without-write-hot.c:3:14: note: read-hot field ‘a’ declared here (bytes 0-7)
 * check-error-end
 */
