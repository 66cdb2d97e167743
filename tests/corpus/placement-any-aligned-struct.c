/* A struct aligned to the line has one possible placement even with placement=any. */
struct placed {
	char head[56];
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
} __attribute__((aligned(64)));
/*
 * check-name: placement=any on a 64-byte-aligned struct: clean
 * check-args: placement=any
 *
 * check-error-start
 * check-error-end
 */
