/* A struct defined inside a function is checked like any other. */
long local_user(void);
long local_user(void)
{
	struct local_stats {
		long hits __attribute__((cachelint_write_hot));
		long cfg __attribute__((cachelint_read_hot));
	} s = { 1, 2 };
	return s.hits + s.cfg;
}
/*
 * check-name: struct local to a function is checked
 *
 * check-error-start
local-struct.c:6:22: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct local_stats’ [cachelint:false-sharing] [-Wattributes]
local-struct.c:7:22: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
