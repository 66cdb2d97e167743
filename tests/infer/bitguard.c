/*
 * Silent stores into bit-fields (tcp_output.c: "if (icsk->icsk_mtup.probe_size)
 * icsk->icsk_mtup.probe_size = 0;").  GCC tests a bit-field through the word
 * that holds it: "_1 = BIT_FIELD_REF <c->mtup, 32, 64>; _2 = _1 & 2147483647;
 * if (_2 != 0)", and the top bit by its sign, "(signed char) _1 < 0".  The
 * bits the test keeps say which field it tests.  All fields share line 0
 * with the read-hot srtt.
 *
 *   mtup.probe_size  guarded by a test of itself: no silent store;
 *   nagle            set to 1 unguarded: a silent store;
 *   mss_cache        "guarded" by a test of probing, the next bit-field of
 *                    its word (the word's byte at mss_cache's bits): no
 *                    guard, a silent store;
 *   retries          "if (c->retries == 15) c->retries = 0": guarded by a
 *                    test of its bits ("(_1 & 15) == 15"), not on change:
 *                    no silent store;
 *   corked           "if (c->corked != 2) c->corked = 2": a store on change,
 *                    "(_1 & 48) != 32" (its word's second byte), no
 *                    silent store.
 *
 * -DUNGUARDED drops the guards of probe_size, retries and corked: all are
 * silent stores then.  (Two silent stores into one byte give one finding.)
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))

struct mtup {
	int search_high;
	int search_low;
	unsigned int probe_size:31, enabled:1;
	unsigned int probe_ts;
};

struct conn {
	struct mtup mtup;
	unsigned int mss_cache:31, probing:1;
	unsigned int state:4, nagle:2, spare:6, corked:2, spare2:2, retries:4, more:12;
	long srtt;
};

long use(long v);

#ifdef UNGUARDED
#define GUARD(x) 1
#else
#define GUARD(x) (x)
#endif

/* __tcp_retransmit_skb(): "Inconclusive MTU probe" */
void mtup_reset(struct conn *c)
{
	if (GUARD(c->mtup.probe_size))
		c->mtup.probe_size = 0;
}

void nagle_on(struct conn *c)
{
	c->nagle = 1;
}

void mss_reset(struct conn *c)
{
	if (c->probing)
		c->mss_cache = 0;
}

void retry_reset(struct conn *c)
{
	if (GUARD(c->retries == 15))
		c->retries = 0;
}

void cork(struct conn *c)
{
	if (GUARD(c->corked != 2))
		c->corked = 2;
}

/* the readers: srtt read-hot, each bit-field read by a hot function */
long rtt_sum(struct conn *c, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += use(READ_ONCE(c->srtt));
	return s;
}

/* values, not tests: a test of nagle would load the byte at state's bits */
long xmit(struct conn *c)
{
	return use(READ_ONCE(c->srtt)) + c->mss_cache + c->mtup.probe_size + c->nagle +
	       c->corked + c->retries;
}
