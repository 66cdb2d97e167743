/* mm_struct after "mm: move mm_count into its own cache line" (seed 3). */
#define ____cacheline_aligned __attribute__((__aligned__(64)))
#define ____cacheline_aligned_in_smp ____cacheline_aligned
typedef struct { int counter; } atomic_t;
typedef struct { unsigned long pgd; } pgd_t;
struct mm_cid;

struct mm_struct {
	struct {
		/*
		 * Fields which are often written to are placed in a separate
		 * cache line.
		 */
		struct {
			atomic_t mm_count __attribute__((cachelint_write_hot));
		} ____cacheline_aligned_in_smp;

		unsigned long mmap_base;
		pgd_t *pgd __attribute__((cachelint_read_hot));
		struct mm_cid *pcpu_cid __attribute__((cachelint_read_hot));
		unsigned long flags;
	};
	unsigned long cpu_bitmap[];
};
/*
 * check-name: mm_struct with mm_count alone on its line is clean
 *
 * check-error-start
 * check-error-end
 */
