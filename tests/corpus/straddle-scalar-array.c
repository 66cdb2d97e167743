/*
 * The code loads an array of scalars an element at a time: the array
 * straddles a line only when one of its elements does.
 */
struct zone_like {
	char pad[48];
	long lowmem_reserve[5] __attribute__((cachelint_read_hot));	/* bytes 48-87 */
	char more[40];
};

struct addr_like {
	char pad[56];
	unsigned short u6_addr16[2][4] __attribute__((cachelint_read_hot));	/* bytes 56-71 */
	char more[56];
};

struct __attribute__((packed)) packed_counts {
	char pad[58];
	unsigned int counts[4] __attribute__((cachelint_write_hot));	/* 62-65 crosses */
	char tail[50];
};
/*
 * check-name: an array of scalars straddles only where an element crosses a line
 *
 * check-error-start
straddle-scalar-array.c:19:22: warning: write-hot field ‘counts’ (bytes 58-73) straddles cache lines 0 and 1 in ‘struct packed_counts’ (64-byte lines) [cachelint:straddle] [-Wattributes]
 * check-error-end
 */
