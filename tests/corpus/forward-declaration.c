/* Forward declarations and later references report the struct once. */
struct fwd;
struct fwd *fwd_ptr;
struct holder { struct fwd *p; };

struct fwd {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
	struct fwd *next;
};

struct fwd fwd_obj;
extern struct fwd fwd_array[4];
static inline long fwd_get(struct fwd *f) { return f->cfg; }
/*
 * check-name: forward-declared struct reported once
 *
 * check-error-start
forward-declaration.c:7:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘struct fwd’ [cachelint:false-sharing] [-Wattributes]
forward-declaration.c:8:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
