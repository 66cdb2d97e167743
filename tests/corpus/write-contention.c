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
write-contention.c:3:14: warning: 2 write-hot fields ‘rx_packets’, ‘rx_bytes’ (bytes 0-15) share cache line 0 (bytes 0-63 of 64-byte lines) with write-hot field ‘tx_packets’ (bytes 16-23) in ‘struct two_locks’: writers of different groups contend [cachelint:write-contention] [-Wattributes]
write-contention.c:4:14: note: write-hot field ‘rx_bytes’ declared here (bytes 8-15)
write-contention.c:5:14: note: write-hot field ‘tx_packets’ declared here (bytes 16-23)
write-contention.c:5:14: note: fix: start the writers of group 2 on the next line at ‘tx_packets’: 48 bytes of padding (the other side comes first: only this side can move)
 * check-error-end
 */
