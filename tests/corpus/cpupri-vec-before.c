/* kernel/sched/cpupri.h before "Optimize cpupri_vec layout" (seed 1). */
typedef struct { int counter; } atomic_t;
typedef struct cpumask *cpumask_var_t;

struct cpupri_vec {
	atomic_t count __attribute__((cachelint_write_hot));
	cpumask_var_t mask __attribute__((cachelint_read_hot));
};
/*
 * check-name: cpupri_vec count (write-hot) and mask (read-hot) share line 0
 * check-patch-start
--- cpupri-vec-before.c
+++ cpupri-vec-before.c
@@ -4,7 +4,7 @@
 
 struct cpupri_vec {
 	atomic_t count __attribute__((cachelint_write_hot));
-	cpumask_var_t mask __attribute__((cachelint_read_hot));
+	cpumask_var_t mask __attribute__((aligned(64))) __attribute__((cachelint_read_hot));
 };
 /*
  * check-name: cpupri_vec count (write-hot) and mask (read-hot) share line 0
 * check-patch-end
 *
 * check-error-start
cpupri-vec-before.c:6:18: warning: write-hot field ‘count’ (bytes 0-3) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘mask’ (bytes 8-15) in ‘struct cpupri_vec’ [cachelint:false-sharing] [-Wattributes]
cpupri-vec-before.c:7:23: note: read-hot field ‘mask’ declared here (bytes 8-15)
 * check-error-end
 */
