struct g {
	[[cachelint::bogus]] long a;
};
/*
 * check-name: an unknown attribute in the cachelint namespace is ignored with a warning
 * check-frontends: gcc
 * check-cflags: -std=gnu2x
 *
 * check-error-start
misuse-unknown-scoped.c:2:9: warning: ‘cachelint::bogus’ scoped attribute directive ignored [-Wattributes]
 * check-error-end
 */
