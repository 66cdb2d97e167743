/* The macros of include/cachelint.h, as users write them. */
#include "cachelint.h"

typedef struct { int counter; } atomic_t;

struct __cachelint_ignore not_linted {
	long hits __write_hot;
	long cfg __read_hot;
};

struct net_stats {
	long rx_packets __hot_group(rx);
	long rx_bytes __hot_group(rx);
	long tx_packets __hot_group(tx);
	char pad[32];
	const void *ops __read_hot;
};
/*
 * check-name: __write_hot, __read_hot, __hot_group and __cachelint_ignore from include/cachelint.h
 * check-cflags: -I../../include
 *
 * check-patch-start
--- cachelint-h-macros.c
+++ cachelint-h-macros.c
@@ -11,9 +11,9 @@
 struct net_stats {
 	long rx_packets __hot_group(rx);
 	long rx_bytes __hot_group(rx);
-	long tx_packets __hot_group(tx);
+	long tx_packets __attribute__((aligned(64))) __hot_group(tx);
 	char pad[32];
-	const void *ops __read_hot;
+	const void *ops __attribute__((aligned(64))) __read_hot;
 };
 /*
  * check-name: __write_hot, __read_hot, __hot_group and __cachelint_ignore from include/cachelint.h
 * check-patch-end
 * check-error-start
cachelint-h-macros.c:12:14: warning: 2 write-hot fields ‘rx_packets’, ‘rx_bytes’ (bytes 0-15) share cache line 0 (bytes 0-63 of 64-byte lines) with write-hot field ‘tx_packets’ (bytes 16-23) in ‘struct net_stats’: writers of different groups contend [cachelint:write-contention] [-Wattributes]
cachelint-h-macros.c:13:14: note: write-hot field ‘rx_bytes’ declared here (bytes 8-15)
cachelint-h-macros.c:14:14: note: write-hot field ‘tx_packets’ declared here (bytes 16-23)
cachelint-h-macros.c:14:14: note: fix: start the writers of group 2 on the next line at ‘tx_packets’: 48 bytes of padding (the other side comes first: only this side can move)
cachelint-h-macros.c:12:14: warning: 3 write-hot fields ‘rx_packets’, ‘rx_bytes’, ‘tx_packets’ (bytes 0-23) share cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘ops’ (bytes 56-63) in ‘struct net_stats’ [cachelint:false-sharing] [-Wattributes]
cachelint-h-macros.c:13:14: note: write-hot field ‘rx_bytes’ declared here (bytes 8-15)
cachelint-h-macros.c:14:14: note: write-hot field ‘tx_packets’ declared here (bytes 16-23)
cachelint-h-macros.c:16:21: note: read-hot field ‘ops’ declared here (bytes 56-63)
cachelint-h-macros.c:16:21: note: fix: start the read side on the next line at ‘ops’: 8 bytes of padding (the write side comes first: only this side can move)
 * check-error-end
 */
