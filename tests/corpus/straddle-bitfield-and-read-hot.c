/* A bitfield and a read-hot field can straddle lines too; a big hot array does not count. */
struct __attribute__((packed)) bf_straddle {
	char pad[62];
	unsigned long long b : 24 __attribute__((cachelint_write_hot));	/* bits 496-519 */
};

struct read_straddle {
	char pad[60];
	long r __attribute__((cachelint_read_hot)) __attribute__((packed));	/* bytes 60-67 */
};

struct hot_array {
	long counters[16] __attribute__((cachelint_write_hot));	/* lines 0-1, on purpose */
	long cfg __attribute__((cachelint_read_hot));		/* line 2 */
};
/*
 * check-name: straddle: a bitfield over bytes 62-64 and a read-hot field over 60-67
 *
 * check-error-start
straddle-bitfield-and-read-hot.c:4:28: warning: write-hot field ‘b’ (bytes 62-64) straddles cache lines 0 and 1 in ‘struct bf_straddle’ (64-byte lines) [cachelint:straddle] [-Wattributes]
straddle-bitfield-and-read-hot.c:9:14: warning: read-hot field ‘r’ (bytes 60-67) straddles cache lines 0 and 1 in ‘struct read_straddle’ (64-byte lines) [cachelint:straddle] [-Wattributes]
 * check-error-end
 */
