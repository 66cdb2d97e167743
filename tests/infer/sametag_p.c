/*
 * A container around a record of several layouts (tests/suites/
 * 71-sametag.sh): struct box is one layout in sametag_p.c and
 * sametag_q.c, but this unit touches only its k, so its report leaves
 * struct entry out.  sametag_q.c's box embeds q's own struct entry (its
 * y is written hot); sametag_r.c has another struct entry of the same
 * size.  The merged box must be q's, which names the layout it embeds.
 */
struct entry {
	long a;
	long b;
};

struct box {
	long k;
	struct entry e;
};

long p_k(const struct box *b)
{
	return __atomic_load_n(&b->k, __ATOMIC_RELAXED);
}

long p_k_again(const struct box *b)
{
	return __atomic_load_n(&b->k, __ATOMIC_RELAXED) + 1;
}
