long hot_global __attribute__((cachelint_read_hot));
/*
 * check-name: cachelint_read_hot on a variable is rejected with a warning
 *
 * check-error-start
misuse-on-variable.c:1:6: warning: ‘cachelint_read_hot’ attribute applies only to fields of a struct or union; ignored [-Wattributes]
 * check-error-end
 */
