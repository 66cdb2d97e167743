/* r's struct entry: sametag_p.c's layout, not q's (tests/suites/71-sametag.sh). */
struct entry {
	long a;
	long b;
};

long r_a(const struct entry *e)
{
	return __atomic_load_n(&e->a, __ATOMIC_RELAXED);
}
/*
 * check-name: sametag_r alone (merged with sametag_p and q in p's block)
 * check-command: unit -O2 sametag_r.c && cachelint infer --candidates $dir
 * check-output-start
 * check-output-end
 */
