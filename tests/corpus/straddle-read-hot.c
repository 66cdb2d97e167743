/* A read-hot field can straddle lines too; a hot array bigger than a line does not count. */
struct read_straddle {
	char pad[60];
	long r __attribute__((cachelint_read_hot)) __attribute__((packed));	/* bytes 60-67 */
};

struct hot_array {
	long counters[16] __attribute__((cachelint_write_hot));	/* lines 0-1, on purpose */
	long cfg __attribute__((cachelint_read_hot));		/* line 2 */
};
/*
 * check-name: straddle: a read-hot field over bytes 60-67; a 128-byte hot array is no straddle
 * check-patch-start
--- straddle-read-hot.c
+++ straddle-read-hot.c
@@ -1,7 +1,7 @@
 /* A read-hot field can straddle lines too; a hot array bigger than a line does not count. *\/
 struct read_straddle {
 	char pad[60];
-	long r __attribute__((cachelint_read_hot)) __attribute__((packed));	/* bytes 60-67 *\/
+	long r __attribute__((aligned(64))) __attribute__((cachelint_read_hot)) __attribute__((packed));	/* bytes 60-67 *\/
 };
 
 struct hot_array {
 * check-patch-end
 *
 * check-error-start
straddle-read-hot.c:4:14: warning: read-hot field ‘r’ (bytes 60-67) straddles cache lines 0 and 1 in ‘struct read_straddle’ (64-byte lines) [cachelint:straddle] [-Wattributes]
 * check-error-end
 */
