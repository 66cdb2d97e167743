struct clean { long a; };
/*
 * check-name: line-size that is not a number is an error
 * check-frontends: gcc
 * check-args: line-size=sixty-four
 * check-exit-value: 1
 *
 * check-error-start
cc1: error: bad value ‘sixty-four’ for option ‘-fplugin-arg-cachelint-line-size’: expected a number of bytes
 * check-error-end
 */
