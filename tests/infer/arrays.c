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
