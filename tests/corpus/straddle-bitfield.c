/* A bitfield can straddle lines too (no fix-it: aligned cannot move a bitfield). */
struct __attribute__((packed)) bf_straddle {
	char pad[62];
	unsigned long long b : 24 __attribute__((cachelint_write_hot));	/* bits 496-519 */
};
/*
 * check-name: straddle: a write-hot bitfield over bytes 62-64
 *
 * check-error-start
straddle-bitfield.c:4:28: warning: write-hot field ‘b’ (bytes 62-64) straddles cache lines 0 and 1 in ‘struct bf_straddle’ (64-byte lines) [cachelint:straddle] [-Wattributes]
 * check-error-end
 */
