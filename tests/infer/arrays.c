/*
 * An array of scalars the code reads one element at a time: reserve[]
 * (bytes 48-87) crosses the line at 64, but none of its 8-byte elements
 * does, so there is no straddle.  -DPACKED moves it to bytes 58-97 in a
 * packed struct: the element at 58-65 crosses, and that is reported.
 */
#ifdef PACKED
#define PAD 58
#define ATTR __attribute__((packed))
#else
#define PAD 48
#define ATTR
#endif
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))

struct ATTR zone {
	char pad[PAD];
	long reserve[5];
	long managed;
};

long watermark_ok(struct zone *z, int n, long free)
{
	long ok = 0;

	for (int i = 0; i < n; i++)
		ok += free > READ_ONCE(z->reserve[i & 3]);
	return ok;
}

long zone_pages(struct zone *z, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += READ_ONCE(z->reserve[i % 5]) + z->managed;
	return s;
}

/*
 * A struct member is not loaded as one unit: struct sample, declared
 * read-hot, crosses the line at 64 but is no straddle (its members are
 * checked as members), in cachelint infer as in the plugin, pahole and
 * libclang.  The kernel's cacheline groups declare such members
 * (napi_struct's timer in idpf_q_vector's group).
 */
struct sample {
	long time;
	int pkts;
	int bytes;
};

struct dim {
	char pad[PAD + 8];
	struct sample start __attribute__((cachelint_read_hot));
};

long dim_delta(struct dim *d, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += READ_ONCE(d->start.time) + READ_ONCE(d->start.pkts);
	return s;
}

long dim_rate(struct dim *d, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += READ_ONCE(d->start.time) * READ_ONCE(d->start.bytes);
	return s;
}
/*
 * check-name: arrays of scalars straddle only where an element does
 *
 * reserve[] crosses a line but no element does, and the declared read-hot
 * struct member that crosses one is never loaded whole: no straddle.
 * check-command: unit -O2 arrays.c && cachelint infer --silent-stores --candidates $dir
 * check-output-start
 * check-output-end
 *
 * -DPACKED: an element of reserve (bytes 58-97) crosses line 0/1: straddle.
 * check-command: unit -O2 -DPACKED arrays.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/arrays.c:18:7: warning: read-hot field 'reserve' (bytes 58-97, role inferred from code) straddles cache lines 0 and 1 in 'struct zone' (64-byte lines) [cachelint:straddle]
    'reserve' (read_hot code): top writer none, top reader watermark_ok (tests/infer/arrays.c:27:16), 0/0/2 hot functions rmw/store/load
    rank: score 0 = write rate 0 x cpus 0.6 (WRITE_ONCE/READ_ONCE) x reader rate 0.2 (2 readers); top watermark_ok 0.1 x read share 1.00 (reads 1.62; the write side's own 1.00)
 * check-output-end
 */
