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
/*
 * check-name: a masked test of a bit-field guards its own field's store only
 *
 * At -O0 and -O2: probe_size and retries are guarded by masked tests of
 * their bits (on_change == the stores' weight: mtup_reset; retry_reset has
 * no silent value), corked != 2 before corked = 2 is a store on change;
 * probing's bit guards nothing of mss_cache: silent stores of nagle and
 * mss_cache only (two).
 * check-command: unit -O0 bitguard.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/bitguard.c:63:16: warning: 'mss_cache' of struct conn is set to 0 in mss_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->mss_cache != 0) p->mss_cache = 0;
    rank: score 0.006 = write rate 0.1 (top mss_reset 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.9; the write side's own 0.67)
tests/infer/bitguard.c:57:11: warning: 'nagle' of struct conn is set to 1 in nagle_on on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->nagle != 1) p->nagle = 1;
    rank: score 0.006 = write rate 0.1 (top nagle_on 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.9; the write side's own 0.50)
 * check-output-end
 * check-command: unit -O0 bitguard.c && sites | grep '^struct conn ' | grep -v 'n=[0-9]*,0,'
 * check-output-start
struct conn mtup.probe_size mtup_reset:52 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"on_change":1}
struct conn nagle nagle_on:57 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"consts":["1"],"silent":{"value":"1","weight":1,"at":[0,57,11]}}
struct conn mss_cache mss_reset:63 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"consts":["0"],"silent":{"value":"0","weight":1,"at":[0,63,16]}}
struct conn retries retry_reset:69 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"consts":["0"]}
struct conn corked cork:75 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"on_change":1}
 * check-output-end
 * check-command: unit -O2 bitguard.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/bitguard.c:57:11: warning: 'nagle' of struct conn is set to 1 in nagle_on on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->nagle != 1) p->nagle = 1;
    rank: score 0.006 = write rate 0.1 (top nagle_on 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.909; the write side's own 0.50)
tests/infer/bitguard.c:63:16: warning: 'mss_cache' of struct conn is set to 0 in mss_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->mss_cache != 0) p->mss_cache = 0;
    rank: score 0.00246 = write rate 0.041 (top mss_reset 0.041, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.909; the write side's own 0.83)
 * check-output-end
 * check-command: unit -O2 bitguard.c && sites | grep '^struct conn ' | grep -v 'n=[0-9]*,0,'
 * check-output-start
struct conn mtup.probe_size mtup_reset:52 hot n=1,1,0 w=1,0.5,0 plain {"via":[0,2],"fresh":{"param":1},"on_change":0.5}
struct conn nagle nagle_on:57 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"consts":["1"],"silent":{"value":"1","weight":1,"at":[0,57,11]}}
struct conn mss_cache mss_reset:63 hot n=1,1,0 w=1,0.41,0 plain {"via":[0,2],"fresh":{"param":1},"consts":["0"],"silent":{"value":"0","weight":0.41,"at":[0,63,16]}}
struct conn retries retry_reset:69 hot n=1,1,0 w=1,0.34,0 plain {"via":[0,2],"fresh":{"param":1},"consts":["0"]}
struct conn corked cork:75 hot n=0,1,0 w=0,0.66,0 plain {"via":[0,1],"fresh":{"param":1},"on_change":0.66}
 * check-output-end
 *
 * -DUNGUARDED: without their guards probe_size, retries and corked are
 * silent stores too (five).
 * check-command: unit -O2 -DUNGUARDED bitguard.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/bitguard.c:52:22: warning: 'mtup.probe_size' of struct conn is set to 0 in mtup_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->mtup.probe_size != 0) p->mtup.probe_size = 0;
    rank: score 0.006 = write rate 0.1 (top mtup_reset 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.909; the write side's own 0.50)
tests/infer/bitguard.c:57:11: warning: 'nagle' of struct conn is set to 1 in nagle_on on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->nagle != 1) p->nagle = 1;
    rank: score 0.006 = write rate 0.1 (top nagle_on 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.909; the write side's own 0.50)
tests/infer/bitguard.c:75:13: warning: 'corked' of struct conn is set to 2 in cork on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->corked != 2) p->corked = 2;
    rank: score 0.006 = write rate 0.1 (top cork 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.909; the write side's own 0.50)
tests/infer/bitguard.c:69:14: warning: 'retries' of struct conn is set to 0 in retry_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->retries != 0) p->retries = 0;
    rank: score 0.006 = write rate 0.1 (top retry_reset 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.909; the write side's own 0.50)
tests/infer/bitguard.c:63:16: warning: 'mss_cache' of struct conn is set to 0 in mss_reset on every pass, without checking its value; it shares cache line 0 with read-hot 'srtt', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->mss_cache != 0) p->mss_cache = 0;
    rank: score 0.00246 = write rate 0.041 (top mss_reset 0.041, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top rtt_sum 0.1) x read share 1.00 (reads 0.909; the write side's own 0.83)
 * check-output-end
 */
