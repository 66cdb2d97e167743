/* Write-hot fields of one group are written together: no contention. */
struct one_lock {
	long rx_packets __attribute__((cachelint_write_hot, cachelint_group("rx")));
	long rx_bytes __attribute__((cachelint_write_hot, cachelint_group("rx")));
	long rx_errors __attribute__((cachelint_write_hot, cachelint_group("rx")));
};
/*
 * check-name: write-hot fields of one group on one line are clean
 *
 * check-error-start
 * check-error-end
 */
