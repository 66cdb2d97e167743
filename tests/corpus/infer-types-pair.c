/* A type-inferred write-hot candidate against a declared read-hot field. */
typedef struct { int counter; } atomic_t;

struct refs_and_cfg {
	atomic_t refs;
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: atomic_t refs (type) against declared read-hot cfg
 *
 * check-error-start
infer-types-pair.c:5:18: warning: write-hot field ‘refs’ (bytes 0-3, role by type) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct refs_and_cfg’ [cachelint:false-sharing] [-Wattributes]
infer-types-pair.c:6:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
