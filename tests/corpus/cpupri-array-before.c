/*
 * struct cpupri before the fix: pri_to_cpu[] packs four 16-byte vectors per
 * line, so element k's count is written next to element k+1's mask.
 */
#define CPUPRI_NR_PRIORITIES 101
typedef struct { int counter; } atomic_t;
typedef struct cpumask *cpumask_var_t;

struct cpupri_vec {
	atomic_t count __attribute__((cachelint_write_hot));
	cpumask_var_t mask __attribute__((cachelint_read_hot));
};

struct cpupri {
	struct cpupri_vec pri_to_cpu[CPUPRI_NR_PRIORITIES];
	int *cpu_to_pri;
};
/*
 * check-name: cpupri pri_to_cpu[]: element k's count shares a line with element k+1's mask
 *
 * check-patch-start
--- cpupri-array-before.c
+++ cpupri-array-before.c
@@ -8,7 +8,7 @@
 
 struct cpupri_vec {
 	atomic_t count __attribute__((cachelint_write_hot));
-	cpumask_var_t mask __attribute__((cachelint_read_hot));
+	cpumask_var_t mask __attribute__((aligned(64))) __attribute__((cachelint_read_hot));
 };
 
 struct cpupri {
 * check-patch-end
 * check-error-start
cpupri-array-before.c:10:18: warning: write-hot field ‘count’ (bytes 0-3) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘mask’ (bytes 8-15) in ‘struct cpupri_vec’ [cachelint:false-sharing] [-Wattributes]
cpupri-array-before.c:11:23: note: read-hot field ‘mask’ declared here (bytes 8-15)
cpupri-array-before.c:15:27: warning: write-hot field ‘pri_to_cpu[0].count’ (bytes 0-3) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘pri_to_cpu[1].mask’ (bytes 24-31) in ‘struct cpupri’ [cachelint:false-sharing] [-Wattributes]
cpupri-array-before.c:11:23: note: read-hot field ‘pri_to_cpu[1].mask’ declared here (bytes 24-31)
cpupri-array-before.c:10:18: note: write-hot field ‘pri_to_cpu[0].count’ declared here
 * check-error-end
 */
