/*
 * Seed 1 without CONFIG_CPUMASK_OFFSTACK: cpumask_var_t is an array of one
 * 128-byte cpumask (NR_CPUS=1024), so mask spans lines 0-2 and its first
 * bytes share line 0 with count.
 */
#define NR_CPUS 1024
typedef struct { int counter; } atomic_t;
typedef struct cpumask { unsigned long bits[NR_CPUS / 64]; } cpumask_var_t[1];

struct cpupri_vec {
	atomic_t count __attribute__((cachelint_write_hot));
	cpumask_var_t mask __attribute__((cachelint_read_hot));
};
/*
 * check-name: cpupri_vec with an on-stack cpumask: count shares line 0 with mask (bytes 8-135)
 * check-patch-start
--- cpupri-vec-onstack-cpumask.c
+++ cpupri-vec-onstack-cpumask.c
@@ -9,7 +9,7 @@
 
 struct cpupri_vec {
 	atomic_t count __attribute__((cachelint_write_hot));
-	cpumask_var_t mask __attribute__((cachelint_read_hot));
+	cpumask_var_t mask __attribute__((aligned(64))) __attribute__((cachelint_read_hot));
 };
 /*
  * check-name: cpupri_vec with an on-stack cpumask: count shares line 0 with mask (bytes 8-135)
 * check-patch-end
 *
 * check-error-start
cpupri-vec-onstack-cpumask.c:11:18: warning: write-hot field ‘count’ (bytes 0-3) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘mask’ (bytes 8-135) in ‘struct cpupri_vec’ [cachelint:false-sharing] [-Wattributes]
cpupri-vec-onstack-cpumask.c:12:23: note: read-hot field ‘mask’ declared here (bytes 8-135)
 * check-error-end
 */
