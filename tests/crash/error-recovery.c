/* Broken code: the plugin must let GCC report the errors, and not crash. */
struct dup {
	long a __attribute__((cachelint_write_hot));
	long a __attribute__((cachelint_read_hot));
};
struct unknown_type {
	undefined_t x __attribute__((cachelint_write_hot));
	long y __attribute__((cachelint_read_hot));
};
struct incomplete_member {
	struct nowhere n __attribute__((cachelint_write_hot));
	long y __attribute__((cachelint_read_hot));
};
struct fam_not_last {
	long fam[] __attribute__((cachelint_read_hot));
	long after __attribute__((cachelint_write_hot));
};
struct syntax {
	long a __attribute__((cachelint_write_hot))
	long b __attribute__((cachelint_read_hot));
	int c : 70;
	int d : -1;
};
struct self { struct self s; long x __attribute__((cachelint_write_hot)); };
struct group_bad { long g __attribute__((cachelint_group(undeclared_identifier))); };
struct after_errors {
	long hits __attribute__((cachelint_write_hot));
	long cfg __attribute__((cachelint_read_hot));
};
