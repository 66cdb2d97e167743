/* The role attributes belong on struct fields only. */
void hot_function(void) __attribute__((cachelint_write_hot));
/*
 * check-name: cachelint_write_hot on a function is rejected with a warning
 *
 * check-error-start
misuse-on-function.c:2:6: warning: ‘cachelint_write_hot’ attribute applies only to fields of a struct or union; ignored [-Wattributes]
 * check-error-end
 */
