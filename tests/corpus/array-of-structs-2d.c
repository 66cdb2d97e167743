/* A two-dimensional array of structs: elements are named as C names them. */
struct elem {
	long w __attribute__((cachelint_write_hot));
	long r __attribute__((cachelint_read_hot));
};

struct grid {
	struct elem m[2][2];
};
/*
 * check-name: 2-D array of structs: m[0][0].w vs m[0][1].r, not m[0].w vs m[1].r
 *
 * Bytes 24-31 are m[0][1].r in C (m[1] is the second row); the neighbours
 * m[1][0] and m[1][1] on the same line are the same finding, reported once.
 *
 * check-error-start
array-of-structs-2d.c:3:14: warning: write-hot field ‘w’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘r’ (bytes 8-15) in ‘struct elem’ [cachelint:false-sharing] [-Wattributes]
array-of-structs-2d.c:4:14: note: read-hot field ‘r’ declared here (bytes 8-15)
array-of-structs-2d.c:8:21: warning: write-hot field ‘m[0][0].w’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘m[0][1].r’ (bytes 24-31) in ‘struct grid’ [cachelint:false-sharing] [-Wattributes]
array-of-structs-2d.c:4:14: note: read-hot field ‘m[0][1].r’ declared here (bytes 24-31)
array-of-structs-2d.c:3:14: note: write-hot field ‘m[0][0].w’ declared here
 * check-error-end
 */
