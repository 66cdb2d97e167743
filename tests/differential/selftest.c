/*
 * The self-test of tests/suites/14-differential.sh: compiled as is, both
 * compiles must give the same code; with -DCACHELINT_DIFF_SELFTEST given to
 * the plugin's compile alone, the code differs and the test must say so.
 */
struct counters {
	long hits;
	long misses;
};

int counters_lookup(struct counters *c, int key)
{
#ifdef CACHELINT_DIFF_SELFTEST
	c->misses++;
#endif
	c->hits++;
	return key * 3;
}
