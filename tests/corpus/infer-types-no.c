/* infer-types=no: atomic_t is just a type. */
typedef struct { int counter; } atomic_t;

struct refs_and_cfg {
	atomic_t refs;
	long cfg __attribute__((cachelint_read_hot));
};
/*
 * check-name: infer-types=no turns type inference off
 * check-args: infer-types=no
 *
 * check-error-start
 * check-error-end
 */
