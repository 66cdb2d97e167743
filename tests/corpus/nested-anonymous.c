/*
 * Members of unnamed structs and unions are fields of the outer struct at
 * their absolute offsets; alternatives of one union never coexist.
 */
struct nested_anon {
	long cold_head;
	union {
		long hits __attribute__((cachelint_write_hot));	/* branch 0 */
		struct {
			int mode __attribute__((cachelint_read_hot));	/* branch 1: no pair with hits */
			int spare;
		};
	};
	struct {
		struct {
			long limit __attribute__((cachelint_read_hot));	/* pairs with hits */
		};
	};
};
/*
 * check-name: nested anonymous structs and unions: hits vs limit, never hits vs mode
 *
 * check-error-start
nested-anonymous.c:8:22: warning: write-hot field ‘hits’ (bytes 8-15) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘limit’ (bytes 16-23) in ‘struct nested_anon’ [cachelint:false-sharing] [-Wattributes]
nested-anonymous.c:16:30: note: read-hot field ‘limit’ declared here (bytes 16-23)
 * check-error-end
 */
