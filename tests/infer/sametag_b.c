/*
 * The other struct entry (tests/suites/71-sametag.sh): its mode sits 200
 * bytes in, past a name, and hot code only reads it.  Nothing here
 * touches hits.
 */
struct entry {
	char name[200];
	long mode;
	long hits;
};

long b_mode(const struct entry *e)
{
	return __atomic_load_n(&e->mode, __ATOMIC_RELAXED);
}

long b_mode_again(const struct entry *e)
{
	return __atomic_load_n(&e->mode, __ATOMIC_RELAXED) + 1;
}
/*
 * check-name: sametag_b alone (merged with sametag_a in its block)
 * check-command: unit -O2 sametag_b.c && cachelint infer --candidates $dir
 * check-output-start
 * check-output-end
 */
