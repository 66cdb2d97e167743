/*
 * An embedded struct is checked at its real offset: alone, w (56-63) and
 * r (64-71) are on different lines; inside struct outer they share line 1.
 */
struct inner {
	char pad[56];
	long w __attribute__((cachelint_write_hot));
	long r __attribute__((cachelint_read_hot));
};

struct outer {
	long x;
	struct inner in;
};
/*
 * check-name: embedded struct at offset 8: in.w and in.r share line 1 of struct outer
 *
 * check-error-start
embedded-shifted.c:13:22: warning: write-hot field ‘in.w’ (bytes 64-71) shares cache line 1 (bytes 64-127 of 64-byte lines) with read-hot field ‘in.r’ (bytes 72-79) in ‘struct outer’ [cachelint:false-sharing] [-Wattributes]
embedded-shifted.c:8:14: note: read-hot field ‘in.r’ declared here (bytes 72-79)
embedded-shifted.c:7:14: note: write-hot field ‘in.w’ declared here
 * check-error-end
 */
