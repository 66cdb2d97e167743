struct clean { long a; };
/*
 * check-name: an unknown plugin argument is an error naming it and the key it is near
 * check-frontends: gcc
 * check-args: line-sise=128
 * check-exit-value: 1
 *
 * check-error-start
cc1: error: unknown option ‘-fplugin-arg-cachelint-line-sise’; did you mean ‘-fplugin-arg-cachelint-line-size’?
 * check-error-end
 */
