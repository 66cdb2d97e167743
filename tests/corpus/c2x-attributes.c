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
c2x-attributes.c:3:39: warning: 2 write-hot fields ‘hits’, ‘tx’ (bytes 0-7, 16-23) share cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct c2x’ [cachelint:false-sharing] [-Wattributes]
c2x-attributes.c:4:38: note: read-hot field ‘cfg’ declared here (bytes 8-15)
c2x-attributes.c:5:63: note: write-hot field ‘tx’ declared here (bytes 16-23)
c2x-attributes.c:5:63: note: fix: the sides interleave, so 2 fields start new lines: ‘cfg’ (read side, 56 bytes of padding), ‘tx’ (write side, 48 bytes of padding)
 * check-error-end
 */
