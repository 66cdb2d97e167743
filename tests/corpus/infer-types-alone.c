/* Types alone (atomic_t, spinlock_t, _Atomic) never raise a finding. */
typedef struct { int counter; } atomic_t;
typedef struct { volatile unsigned int lock; } spinlock_t;

struct only_types {
	atomic_t refs;
	spinlock_t lock;
	_Atomic long seq;
	long cfg;
};
/*
 * check-name: type inference alone gives nothing
 *
 * check-error-start
 * check-error-end
 */
