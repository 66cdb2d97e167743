typedef long hot_long __attribute__((cachelint_write_hot));
/*
 * check-name: cachelint_write_hot on a typedef is rejected with a warning
 *
 * check-error-start
misuse-on-typedef.c:1:14: warning: ‘cachelint_write_hot’ attribute applies only to fields of a struct or union; ignored [-Wattributes]
 * check-error-end
 */
