struct clean { long a; };
/*
 * check-name: an unknown plugin argument far from every key gets no guess
 * check-frontends: gcc
 * check-args: frobnicate
 * check-exit-value: 1
 *
 * check-error-start
cc1: error: unknown option ‘-fplugin-arg-cachelint-frobnicate’ (try ‘-fplugin-arg-cachelint-help’)
 * check-error-end
 */
