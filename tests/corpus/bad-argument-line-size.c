struct clean { long a; };
/*
 * check-name: line-size that is not a power of two is an error
 * check-frontends: gcc
 * check-args: line-size=100
 * check-exit-value: 1
 *
 * check-error-start
cc1: error: bad value ‘100’ for option ‘-fplugin-arg-cachelint-line-size’: expected a power of two from 8 to 4096
 * check-error-end
 */
