struct clean { long a; };
/*
 * check-name: placement other than any/aligned is an error
 * check-frontends: gcc
 * check-args: placement=sometimes
 * check-exit-value: 1
 *
 * check-error-start
cc1: error: bad value ‘sometimes’ for option ‘-fplugin-arg-cachelint-placement’: expected aligned or any
 * check-error-end
 */
