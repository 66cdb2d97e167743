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
/*
 * check-name: a container one unit wrote without its several-layout member
 *
 * p's struct box leaves its struct entry out, q's box embeds q's entry, r's
 * entry has p's layout: the merged box is q's, so e.y's evidence is still
 * there, against q's entry.
 * check-command: unit -O2 sametag_p.c sametag_q.c sametag_r.c && cachelint infer --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/sametag_q.c:10:15: warning: write-hot field 'e.y' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'k' (bytes 0-7, role inferred from code) in 'struct box' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'e.y' (write_hot code): top writer q_bump (tests/infer/sametag_q.c:15:2), top reader none, 2/0/0 hot functions rmw/store/load; 'k' (read_hot code): top writer none, top reader p_k (tests/infer/sametag_p.c:21:9), 0/0/2 hot functions rmw/store/load
    rank: score 0.04 = write rate 0.2 (top q_bump 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top p_k 0.1) x read share 1.00 (reads 0.2; the write side's own 0.00)
 * check-output-end
 */
