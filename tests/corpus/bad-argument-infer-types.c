struct clean { long a; };
/*
 * check-name: infer-types other than yes/no is an error
 * check-frontends: gcc
 * check-args: infer-types=maybe
 * check-exit-value: 1
 *
 * check-error-start
cc1: error: bad value ‘maybe’ for option ‘-fplugin-arg-cachelint-infer-types’: expected yes or no
 * check-error-end
 */
