/* _Atomic fields are write-hot candidates too. */
struct seq_and_cfg {
	_Atomic unsigned long seq;
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: _Atomic seq (type) against declared read-hot cfg
 *
 * check-error-start
infer-types-atomic-qualifier.c:3:31: warning: write-hot field ‘seq’ (bytes 0-7, role by type) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct seq_and_cfg’ [cachelint:false-sharing] [-Wattributes]
infer-types-atomic-qualifier.c:4:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
