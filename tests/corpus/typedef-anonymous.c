/* A typedef'd anonymous struct is named by its typedef. */
typedef struct {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
} counters_t;

counters_t global_counters;
/*
 * check-name: typedef'd anonymous struct is reported as counters_t
 *
 * check-error-start
typedef-anonymous.c:3:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘counters_t’ [cachelint:false-sharing] [-Wattributes]
typedef-anonymous.c:4:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
