enum __attribute__((cachelint_read_hot)) mode { MODE_A, MODE_B __attribute__((cachelint_write_hot)) };
/*
 * check-name: role attributes on an enum and an enumerator are rejected with warnings
 *
 * check-error-start
misuse-on-enum.c:1:57: warning: ‘cachelint_write_hot’ attribute applies only to fields of a struct or union; ignored [-Wattributes]
misuse-on-enum.c:1:57: warning: ‘cachelint_read_hot’ attribute does not apply to types [-Wattributes]
 * check-error-end
 */
