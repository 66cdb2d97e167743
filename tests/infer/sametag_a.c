/*
 * One tag, two types (tests/suites/71-sametag.sh): this unit's own
 * struct entry, whose hits every CPU bumps.  sametag_b.c defines another
 * struct entry with other members at other offsets and reads its mode hot;
 * merged by tag alone, the two would make a false-sharing pair on this
 * layout that no code has.  sametag_c.c has this very layout.
 */
struct entry {
	long hits;
	long mode;
	char pad[48];
};

void a_hit(struct entry *e)
{
	__atomic_fetch_add(&e->hits, 1, __ATOMIC_RELAXED);
}

void a_hit_twice(struct entry *e)
{
	__atomic_fetch_add(&e->hits, 2, __ATOMIC_RELAXED);
}
