/*
 * The names typedefs give anonymous structs, wherever the typedef sits:
 * after an attribute that names another struct, with two names, nesting
 * one, and as the unit's last declaration.  Each is reported under its
 * first typedef's name, in source order.
 */
struct other {
	long pad[2];
};

typedef struct {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
} __attribute__((aligned(sizeof(struct other)))) aligned_t;

typedef struct {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
} first_t, second_t;

typedef first_t third_t;

typedef struct {
	struct {
		long hits __attribute__((cachelint_write_hot));
	} in;
	long cfg __attribute__((cachelint_read_hot));
} nest_t;

aligned_t a;
second_t s;
third_t t;
nest_t n;

typedef struct {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
} last_t;
/*
 * check-name: typedefs name anonymous structs wherever they sit, in source order
 *
 * check-error-start
typedef-anonymous-order.c:12:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘aligned_t’ [cachelint:false-sharing] [-Wattributes]
typedef-anonymous-order.c:13:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
typedef-anonymous-order.c:17:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘first_t’ [cachelint:false-sharing] [-Wattributes]
typedef-anonymous-order.c:18:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
typedef-anonymous-order.c:26:11: warning: write-hot field ‘in.hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘nest_t’ [cachelint:false-sharing] [-Wattributes]
typedef-anonymous-order.c:27:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
typedef-anonymous-order.c:25:22: note: write-hot field ‘in.hits’ declared here
typedef-anonymous-order.c:36:14: warning: write-hot field ‘hits’ (bytes 0-7) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field ‘cfg’ (bytes 8-15) in ‘last_t’ [cachelint:false-sharing] [-Wattributes]
typedef-anonymous-order.c:37:14: note: read-hot field ‘cfg’ declared here (bytes 8-15)
 * check-error-end
 */
