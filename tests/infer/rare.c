/*
 * Rare writers: a store inside a function that runs on every event, but
 * under a condition a normal run never meets (a TCP-MD5 socket whose
 * signature fails, an error path), weighs little per call in GCC's guessed
 * profile.  Under --min-write-weight (0.05) it counts as cold.
 *
 *   struct conn  conn_rx() counts every packet in 'packets' (reported
 *                against 'mode', which two functions read), and counts
 *                'md5_drops' only inside two unlikely() conditions, about
 *                0.01 per call: cold, not reported (--min-write-weight 0
 *                reports it; -DONE_UNLIKELY: inside one unlikely() only,
 *                0.1 per call, reported: the kernel's unlikely() marks
 *                paths such as an idle CPU's clock update, which are not
 *                rare)
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define unlikely(x) __builtin_expect(!!(x), 0)

struct conn {
	int packets;
	int md5_drops;
	int md5;
	int mode;
	long pad[6];
};

void conn_rx(struct conn *c, int bad)
{
	__atomic_fetch_add(&c->packets, 1, __ATOMIC_RELAXED);
#ifdef ONE_UNLIKELY
	if (unlikely(bad))
#else
	if (unlikely(READ_ONCE(c->md5)) && unlikely(bad))
#endif
		__atomic_fetch_add(&c->md5_drops, 1, __ATOMIC_RELAXED);
}

int conn_mode(struct conn *c)
{
	return READ_ONCE(c->mode);
}

int conn_poll(struct conn *c)
{
	return READ_ONCE(c->mode) != 0;
}
/*
 * check-name: a write inside two unlikely() conditions is rare
 *
 * The packet counter's pair is reported, md5_drops's is not (cold) ...
 * check-command: unit -O2 rare.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/rare.c:20:6: warning: write-hot field 'packets' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 12-15, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer conn_rx (tests/infer/rare.c:29:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader conn_mode (tests/infer/rare.c:40:9), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top conn_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * ... unless --min-write-weight 0, or with one unlikely() only: both pairs.
 * check-command: unit -O2 rare.c && cachelint infer --silent-stores --candidates --min-write-weight 0 $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/rare.c:20:6: warning: write-hot field 'packets' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 12-15, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer conn_rx (tests/infer/rare.c:29:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader conn_mode (tests/infer/rare.c:40:9), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top conn_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/rare.c:21:6: warning: write-hot field 'md5_drops' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 12-15, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'md5_drops' (write_hot code): top writer conn_rx (tests/infer/rare.c:35:3), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader conn_mode (tests/infer/rare.c:40:9), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.001 (top conn_rx 0.001, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top conn_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 * check-command: unit -O2 -DONE_UNLIKELY rare.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/rare.c:20:6: warning: write-hot field 'packets' (bytes 0-3, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 12-15, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer conn_rx (tests/infer/rare.c:29:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader conn_mode (tests/infer/rare.c:40:9), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.1 (top conn_rx 0.1, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top conn_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
tests/infer/rare.c:21:6: warning: write-hot field 'md5_drops' (bytes 4-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 12-15, role inferred from code) in 'struct conn' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'md5_drops' (write_hot code): top writer conn_rx (tests/infer/rare.c:35:3), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader conn_mode (tests/infer/rare.c:40:9), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0.01 (top conn_rx 0.01, no hot entry reaches it) x alone 0.00 (1 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top conn_mode 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 *
 * The evidence names the rare writer and its weight; md5_drops is cold.
 * check-command: unit -O2 rare.c && \
 *	cachelint infer --silent-stores --candidates --annotations-out $dir/rare.ann $dir >/dev/null; \
 *	cat $dir/rare.ann
 * check-output-start
# cachelint infer: roles inferred from the code's accesses
# STRUCT.FIELD ROLE; each preceded by its evidence
# hot code: 1 function(s) with RMW, 0 storing, 0 loading; top writer conn_rx (tests/infer/rare.c:29) [0 load, 0 store, 1 rmw; weight 0/0/1]; rated reads 0, writes 0.1 (read share 0.00)
conn.packets write_hot
# hot code: 0 function(s) with RMW, 0 storing, 0 loading; rare writes (under the minimum write weight), e.g. conn_rx (tests/infer/rare.c:35) [0 load, 0 store, 1 rmw; weight 0/0/0.01]
conn.md5_drops cold
# hot code: 0 function(s) with RMW, 0 storing, 1 loading; top reader conn_rx (tests/infer/rare.c:33) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.1, writes 0 (read share 1.00)
conn.md5 cold
# hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader conn_mode (tests/infer/rare.c:40) [1 load, 0 store, 0 rmw; weight 1/0/0]; rated reads 0.2, writes 0 (read share 1.00)
conn.mode read_hot
 * check-output-end
 *
 * --min-write-weight x: exit 2, said why.
 * check-command: unit -O2 rare.c && cachelint infer --silent-stores --candidates --min-write-weight x $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: --min-write-weight needs a non-negative number, not x
 * check-output-end
 */
