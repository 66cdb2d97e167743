struct g {
	long a __attribute__((cachelint_write_hot, cachelint_group(42)));
};
/*
 * check-name: cachelint_group with a number instead of a string
 *
 * check-error-start
misuse-group-non-string.c:2:14: warning: ‘cachelint_group’ attribute needs a string literal argument naming the group; ignored [-Wattributes]
 * check-error-end
 */
