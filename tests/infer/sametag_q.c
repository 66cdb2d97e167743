/* q's struct entry (same size as r's, other members) inside struct box,
 * whose e.y hot code bumps (tests/suites/71-sametag.sh, sametag_p.c). */
struct entry {
	long x;
	long y;
};

struct box {
	long k;
	struct entry e;
};

void q_bump(struct box *b)
{
	__atomic_fetch_add(&b->e.y, 1, __ATOMIC_RELAXED);
}

void q_bump_twice(struct box *b)
{
	__atomic_fetch_add(&b->e.y, 2, __ATOMIC_RELAXED);
}
/*
 * check-name: sametag_q alone (merged with sametag_p and r in p's block)
 * check-command: unit -O2 sametag_q.c && cachelint infer --candidates $dir
 * check-output-start
 * check-output-end
 */
