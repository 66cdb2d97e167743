/*
 * sametag_a.c's layout of struct entry, defined again (tests/suites/
 * 71-sametag.sh): one layout, so its evidence counts with a's.  Here mode
 * is read hot, so a's hits and this mode make a real pair on one line.
 */
struct entry {
	long hits;
	long mode;
	char pad[48];
};

long c_mode(const struct entry *e)
{
	return __atomic_load_n(&e->mode, __ATOMIC_RELAXED);
}

long c_mode_again(const struct entry *e)
{
	return __atomic_load_n(&e->mode, __ATOMIC_RELAXED) * 2;
}
/*
 * check-name: sametag_c alone (merged with sametag_a in its block)
 * check-command: unit -O2 sametag_c.c && cachelint infer --candidates $dir
 * check-output-start
 * check-output-end
 */
