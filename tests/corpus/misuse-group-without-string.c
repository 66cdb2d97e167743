struct g {
	long a __attribute__((cachelint_write_hot, cachelint_group));
};
/*
 * check-name: cachelint_group without its string argument
 * check-frontends: gcc
 * check-exit-value: 1
 *
 * check-error-start
misuse-group-without-string.c:2:9: error: wrong number of arguments specified for ‘cachelint_group’ attribute
misuse-group-without-string.c:2:9: note: expected between 1 and 1, found 0
 * check-error-end
 */
