/* r's struct entry: sametag_p.c's layout, not q's (tests/suites/71-sametag.sh). */
struct entry {
	long a;
	long b;
};

long r_a(const struct entry *e)
{
	return __atomic_load_n(&e->a, __ATOMIC_RELAXED);
}
