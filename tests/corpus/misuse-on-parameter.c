int take(int x __attribute__((cachelint_write_hot)));
int take(int x) { return x; }
/*
 * check-name: cachelint_write_hot on a parameter is rejected with a warning
 *
 * check-error-start
misuse-on-parameter.c:1:14: warning: ‘cachelint_write_hot’ attribute applies only to fields of a struct or union; ignored [-Wattributes]
 * check-error-end
 */
