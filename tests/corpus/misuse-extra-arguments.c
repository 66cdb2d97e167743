struct g {
	long a __attribute__((cachelint_write_hot(1)));
	long b __attribute__((cachelint_group("rx", "tx"), cachelint_write_hot));
};
/*
 * check-name: extra arguments to cachelint_write_hot and cachelint_group
 * check-frontends: gcc
 * check-exit-value: 1
 *
 * check-error-start
misuse-extra-arguments.c:2:9: error: wrong number of arguments specified for ‘cachelint_write_hot’ attribute
misuse-extra-arguments.c:2:9: note: expected between 0 and 0, found 1
misuse-extra-arguments.c:3:9: error: wrong number of arguments specified for ‘cachelint_group’ attribute
misuse-extra-arguments.c:3:9: note: expected between 1 and 1, found 2
 * check-error-end
 */
