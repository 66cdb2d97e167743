/* A union's members are alternatives: a write-hot and a read-hot one never share. */
union slot {
	long seq __attribute__((cachelint_write_hot));
	const char *name __attribute__((cachelint_read_hot));
};
/*
 * check-name: members of one union are never paired
 *
 * check-error-start
 * check-error-end
 */
