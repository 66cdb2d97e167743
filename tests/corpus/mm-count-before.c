/*
 * mm_struct before "mm: move mm_count into its own cache line" (seed 3):
 * lazy-TLB mmgrab()/mmdrop() write mm_count on every context switch while
 * other CPUs read pgd and the per-CPU concurrency ID pointer next to it.
 */
typedef struct { int counter; } atomic_t;
typedef struct { unsigned long pgd; } pgd_t;
struct mm_cid;

struct mm_struct {
	struct {
		unsigned long mmap_base;
		pgd_t *pgd __attribute__((cachelint_read_hot));
		atomic_t mm_count __attribute__((cachelint_write_hot));
		struct mm_cid *pcpu_cid __attribute__((cachelint_read_hot));
		unsigned long flags;
	};
	unsigned long cpu_bitmap[];
};
/*
 * check-name: mm_struct mm_count (write-hot) shares line 0 with pgd and pcpu_cid (read-hot)
 *
 * Was KNOWN-ISSUES.md #1 (one fix-it per line, aligning mm_count only,
 * moved pcpu_cid along and left mm_count vs pcpu_cid).  The patch must
 * remove every finding: 10-corpus.sh applies it and recompiles.
 *
 * check-patch-start
--- mm-count-before.c
+++ mm-count-before.c
@@ -11,8 +11,8 @@
 	struct {
 		unsigned long mmap_base;
 		pgd_t *pgd __attribute__((cachelint_read_hot));
-		atomic_t mm_count __attribute__((cachelint_write_hot));
-		struct mm_cid *pcpu_cid __attribute__((cachelint_read_hot));
+		atomic_t mm_count __attribute__((aligned(64))) __attribute__((cachelint_write_hot));
+		struct mm_cid *pcpu_cid __attribute__((aligned(64))) __attribute__((cachelint_read_hot));
 		unsigned long flags;
 	};
 	unsigned long cpu_bitmap[];
 * check-patch-end
 * check-error-start
mm-count-before.c:14:26: warning: write-hot field ‘mm_count’ (bytes 16-19) shares cache line 0 (bytes 0-63 of 64-byte lines) with 2 read-hot fields ‘pgd’, ‘pcpu_cid’ (bytes 8-15, 24-31) in ‘struct mm_struct’ [cachelint:false-sharing] [-Wattributes]
mm-count-before.c:13:24: note: read-hot field ‘pgd’ declared here (bytes 8-15)
mm-count-before.c:15:32: note: read-hot field ‘pcpu_cid’ declared here (bytes 24-31)
mm-count-before.c:15:32: note: fix: the sides interleave, so 2 fields start new lines: ‘mm_count’ (write side, 48 bytes of padding), ‘pcpu_cid’ (read side, 40 bytes of padding)
 * check-error-end
 */
