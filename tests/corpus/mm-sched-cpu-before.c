/* include/linux/mm_types.h, cache-aware scheduling RFC v4 (seed 2). */
typedef unsigned long long u64;
typedef struct { volatile unsigned int raw_lock; } raw_spinlock_t;

struct mm_struct {
	long mm_users;
	raw_spinlock_t mm_sched_lock;
	unsigned long mm_sched_epoch;
	int mm_sched_cpu __attribute__((cachelint_write_hot));
	u64 nr_running_avg __attribute__((cachelint_read_hot));
	unsigned long flags;
};
/*
 * check-name: mm_struct mm_sched_cpu (write-hot) and nr_running_avg (read-hot) share a line
 * check-patch-start
--- mm-sched-cpu-before.c
+++ mm-sched-cpu-before.c
@@ -7,7 +7,7 @@
 	raw_spinlock_t mm_sched_lock;
 	unsigned long mm_sched_epoch;
 	int mm_sched_cpu __attribute__((cachelint_write_hot));
-	u64 nr_running_avg __attribute__((cachelint_read_hot));
+	u64 nr_running_avg __attribute__((aligned(64))) __attribute__((cachelint_read_hot));
 	unsigned long flags;
 };
 /*
 * check-patch-end
 *
 * check-error-start
mm-sched-cpu-before.c:7:24: warning: 2 write-hot fields ‘mm_sched_lock’, ‘mm_sched_cpu’ (bytes 8-27) share cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘nr_running_avg’ (bytes 32-39) in ‘struct mm_struct’ [cachelint:false-sharing] [-Wattributes]
mm-sched-cpu-before.c:9:13: note: write-hot field ‘mm_sched_cpu’ declared here (bytes 24-27)
mm-sched-cpu-before.c:10:13: note: read-hot field ‘nr_running_avg’ declared here (bytes 32-39)
mm-sched-cpu-before.c:10:13: note: fix: start the read side on the next line at ‘nr_running_avg’: 32 bytes of padding (the write side comes first: only this side can move)
 * check-error-end
 */
