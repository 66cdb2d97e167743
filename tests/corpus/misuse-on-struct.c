/* A role on a whole struct (not a field) means nothing. */
struct __attribute__((cachelint_write_hot)) whole {
	long a;
};
/*
 * check-name: cachelint_write_hot on a struct type is rejected with a warning
 *
 * check-error-start
misuse-on-struct.c:4:1: warning: ‘cachelint_write_hot’ attribute does not apply to types [-Wattributes]
 * check-error-end
 */
