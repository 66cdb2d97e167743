/* A hot field that crosses a line boundary costs two lines on every access. */
struct __attribute__((packed)) straddler {
	char head[60];
	long seq __attribute__((cachelint_write_hot));	/* bytes 60-67 */
	char tail[60];
};
/*
 * check-name: packed write-hot field at bytes 60-67 straddles lines 0 and 1
 *
 * check-patch-start
--- straddle.c
+++ straddle.c
@@ -1,7 +1,7 @@
 /* A hot field that crosses a line boundary costs two lines on every access. *\/
 struct __attribute__((packed)) straddler {
 	char head[60];
-	long seq __attribute__((cachelint_write_hot));	/* bytes 60-67 *\/
+	long seq __attribute__((aligned(64))) __attribute__((cachelint_write_hot));	/* bytes 60-67 *\/
 	char tail[60];
 };
 /*
 * check-patch-end
 * check-error-start
straddle.c:4:14: warning: write-hot field ‘seq’ (bytes 60-67) straddles cache lines 0 and 1 in ‘struct straddler’ (64-byte lines) [cachelint:straddle] [-Wattributes]
 * check-error-end
 */
