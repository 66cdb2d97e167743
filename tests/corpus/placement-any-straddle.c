/* Aligned to 4 only: starting 60 bytes into a line, seq crosses into the next. */
struct __attribute__((packed, aligned(4))) p4 {
	long seq __attribute__((cachelint_write_hot));
	int x;
};
/*
 * check-name: placement=any: an 8-byte field of a 4-aligned struct can straddle
 * check-args: placement=any
 *
 * check-error-start
placement-any-straddle.c:3:14: warning: write-hot field ‘seq’ (bytes 0-7) straddles cache lines 0 and 1 in ‘struct p4’ when it starts 60 bytes into a line (64-byte lines) [cachelint:straddle] [-Wattributes]
 * check-error-end
 */
