/* Write-hot fields of different groups (different locks) on one line contend. */
struct two_locks {
	long rx_packets __attribute__((cachelint_write_hot, cachelint_group("rx")));
	long rx_bytes __attribute__((cachelint_write_hot, cachelint_group("rx")));
	long tx_packets __attribute__((cachelint_write_hot, cachelint_group("tx")));
};
/*
 * check-name: write-contention: group rx and group tx share line 0
 *
 * check-patch-start
--- write-contention.c
+++ write-contention.c
@@ -2,7 +2,7 @@
 struct two_locks {
 	long rx_packets __attribute__((cachelint_write_hot, cachelint_group("rx")));
 	long rx_bytes __attribute__((cachelint_write_hot, cachelint_group("rx")));
-	long tx_packets __attribute__((cachelint_write_hot, cachelint_group("tx")));
+	long tx_packets __attribute__((aligned(64))) __attribute__((cachelint_write_hot, cachelint_group("tx")));
 };
 /*
  * check-name: write-contention: group rx and group tx share line 0
 * check-patch-end
 * check-error-start
write-contention.c:3:14: warning: write-hot field ‘rx_packets’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with write-hot field ‘tx_packets’ (bytes 16-23) in ‘struct two_locks’: writers of different groups contend [cachelint:write-contention] [-Wattributes]
write-contention.c:5:14: note: write-hot field ‘tx_packets’ declared here (bytes 16-23)
write-contention.c:4:14: warning: write-hot field ‘rx_bytes’ (bytes 8-15) shares cache line 0 (bytes 0-63 of 64-byte lines) with write-hot field ‘tx_packets’ (bytes 16-23) in ‘struct two_locks’: writers of different groups contend [cachelint:write-contention] [-Wattributes]
write-contention.c:5:14: note: write-hot field ‘tx_packets’ declared here (bytes 16-23)
 * check-error-end
 */
