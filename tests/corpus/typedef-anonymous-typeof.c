/*
 * A typedef that names an anonymous struct long after it (typeof of its
 * variable, with another struct between): GCC calls the struct later_t,
 * reported after struct named, where the typedef is.  clang gives such a
 * struct no name (only a typedef in its own declaration names it), so
 * this one is GCC's alone.
 */
struct {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
} later_var;

struct named {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};

typedef __typeof__(later_var) later_t;

later_t l;
/*
 * check-name: a typeof typedef names an anonymous struct, after the struct between
 * check-frontends: gcc
 *
 * check-error-start
typedef-anonymous-typeof.c:14:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct named’ [cachelint:false-sharing] [-Wattributes]
typedef-anonymous-typeof.c:15:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
typedef-anonymous-typeof.c:9:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘later_t’ [cachelint:false-sharing] [-Wattributes]
typedef-anonymous-typeof.c:10:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
