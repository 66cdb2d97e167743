/*
 * Constant stores that are not silent: on_rq toggles between 1 and 0, so
 * each store changes the value.  No silent-store finding may name it
 * (false sharing with the read-hot weight is still real).  -DONE_VALUE stores
 * 1 in both places: then the stores are silent candidates.  -DPLAIN drops
 * READ_ONCE: no concurrency evidence, the pair is reported only with --all-pairs.
 */
#ifdef PLAIN		/* no READ_ONCE: nothing says the field is shared */
#define READ_ONCE(x) (x)
#else
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#endif
#ifdef ONE_VALUE
#define OFF 1
#else
#define OFF 0
#endif
struct ent {
	int on_rq;
	int pad;
	long weight;
};

long use(long w);

void enqueue(struct ent *e) { e->on_rq = 1; }
void dequeue(struct ent *e) { e->on_rq = OFF; }
int queued(struct ent *e) { return READ_ONCE(e->on_rq); }
long pick(struct ent *e, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += use(e->weight);
	return s;
}
long weigh(struct ent *e) { return e->on_rq ? e->weight * 2 : 0; }
/*
 * check-name: constant stores that toggle are no silent stores
 *
 * on_rq = 1 / on_rq = 0 is no silent store; the false sharing with weight
 * is still found.
 * check-command: unit -O2 toggle.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/toggle.c:19:6: warning: write-hot field 'on_rq' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'weight' (bytes 8-15, role inferred from code) in 'struct ent' [cachelint:false-sharing]
    confidence low: 'on_rq' (write_hot code): top writer enqueue (tests/infer/toggle.c:26:40), top reader queued (tests/infer/toggle.c:28:36), 0/2/2 hot functions rmw/store/load; 'weight' (read_hot code): top writer none, top reader pick (tests/infer/toggle.c:34:8), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top enqueue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pick 0.1) x read share 1.00 (reads 0.859; the write side's own 0.50)
 * check-output-end
 *
 * -DONE_VALUE: the same constant stored everywhere is a silent-store candidate.
 * check-command: unit -O2 -DONE_VALUE toggle.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/toggle.c:19:6: warning: write-hot field 'on_rq' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'weight' (bytes 8-15, role inferred from code) in 'struct ent' [cachelint:false-sharing]
    confidence low: 'on_rq' (write_hot code): top writer enqueue (tests/infer/toggle.c:26:40), top reader queued (tests/infer/toggle.c:28:36), 0/2/2 hot functions rmw/store/load; 'weight' (read_hot code): top writer none, top reader pick (tests/infer/toggle.c:34:8), 0/0/2 hot functions rmw/store/load
    rank: score 0.024 = write rate 0.2 (top enqueue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pick 0.1) x read share 1.00 (reads 0.859; the write side's own 0.50)
tests/infer/toggle.c:26:40: warning: 'on_rq' of struct ent is set to 1 in enqueue on every pass, without checking its value; it shares cache line 0 with read-hot 'weight', so each store invalidates every reader's copy even when the value is unchanged [cachelint:silent-store]
    guard the store: if (p->on_rq != 1) p->on_rq = 1;
    rank: score 0.024 = write rate 0.2 (top enqueue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pick 0.1) x read share 1.00 (reads 0.859; the write side's own 0.50)
 * check-output-end
 *
 * -DPLAIN, plain accesses only: the pair is dropped by default, reported
 * with --all-pairs.
 * check-command: unit -O2 -DPLAIN toggle.c && cachelint infer --silent-stores --candidates $dir
 * check-output-start
 * check-output-end
 * check-command: unit -O2 -DPLAIN toggle.c && cachelint infer --silent-stores --candidates --all-pairs $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/toggle.c:19:6: warning: write-hot field 'on_rq' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'weight' (bytes 8-15, role inferred from code) in 'struct ent' [cachelint:false-sharing]
    confidence low: 'on_rq' (write_hot code): top writer enqueue (tests/infer/toggle.c:26:40), top reader queued (tests/infer/toggle.c:28:36), 0/2/2 hot functions rmw/store/load; 'weight' (read_hot code): top writer none, top reader pick (tests/infer/toggle.c:34:8), 0/0/2 hot functions rmw/store/load
    rank: score 0.012 = write rate 0.2 (top enqueue 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 0.3 (plain stores) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top pick 0.1) x read share 1.00 (reads 0.859; the write side's own 0.50)
 * check-output-end
 */
