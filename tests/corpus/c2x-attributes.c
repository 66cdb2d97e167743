/* The C2x spelling. */
struct c2x {
	[[cachelint::write_hot]] long hits;
	[[cachelint::read_hot]] long cfg;
	[[cachelint::write_hot, cachelint::group("tx")]] long tx;
};
/*
 * check-name: [[cachelint::write_hot]] and [[cachelint::read_hot]] with -std=gnu2x
 * check-cflags: -std=gnu2x
 *
 * check-error-start
c2x-attributes.c:3:39: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct c2x’ [cachelint:false-sharing] [-Wattributes]
c2x-attributes.c:4:38: note: read-hot field ‘cfg’ declared here (bytes 8-15)
c2x-attributes.c:5:63: warning: write-hot field ‘tx’ (bytes 16-23) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct c2x’ [cachelint:false-sharing] [-Wattributes]
c2x-attributes.c:4:38: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
