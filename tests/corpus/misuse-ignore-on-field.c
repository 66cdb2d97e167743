/* cachelint_ignore belongs on a struct, not on a field. */
struct s {
	long a __attribute__((cachelint_ignore));
};
/*
 * check-name: cachelint_ignore on a field is rejected with a warning
 *
 * check-error-start
misuse-ignore-on-field.c:3:9: warning: ‘cachelint_ignore’ attribute applies only to a struct or union definition; ignored [-Wattributes]
 * check-error-end
 */
