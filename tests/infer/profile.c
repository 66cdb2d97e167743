/*
 * cachelint infer --profile: a per-packet path and a one-off
 * reconfiguration both write fields on the line the packet path reads.
 * From the code alone both writers are hot: each runs once per call, from
 * a root, with no cold name or section.  A profile of a run tells them
 * apart: apply_limits() and restore_limits() run once and are never
 * sampled; count_packet() and route_packet() run a hundred million times,
 * in two threads.
 *
 * tests/suites/70-infer.sh builds it with infer-access, runs it under
 * perf record, and feeds perf report's text to cachelint infer; it also
 * reads the hand-written profiles next to it (profile-*.txt).
 *
 * struct port's drops is declared write-hot: note_drop() counts a drop per
 * oversized packet, and none comes in this run.  The profile never sees
 * note_drop() run, but that does not make it init or cold code: no
 * role-contradiction (-DNO_DROPS: only port_setup() writes it, one).
 *
 * -DSTATIC_RARE makes the rare writers static: without the binary's
 * symbols they may have been inlined into main(), which the profile
 * may sample, so they count as hot when it does; with them (nm), they
 * are cold again.
 */
#include <pthread.h>
#include <stdlib.h>

#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))

#ifdef STATIC_RARE
#define RARE static __attribute__((noinline))
#else
#define RARE __attribute__((noinline))
#endif

struct flow {
	long packets;		/* an atomic add per packet */
	long generation;	/* stored at reconfiguration only */
	int mode;		/* read per packet */
	int limit;		/* read per packet */
	char pad[40];
};

struct flow flows[4];

struct port {
	long drops __attribute__((cachelint_write_hot));
	int mtu;
};

struct port port;

__attribute__((noinline)) void port_setup(struct port *p)
{
	WRITE_ONCE(p->drops, 0);
	WRITE_ONCE(p->mtu, 2048);
}

#ifndef NO_DROPS
__attribute__((noinline)) void note_drop(struct port *p)
{
	WRITE_ONCE(p->drops, p->drops + 1);
}
#endif

RARE void apply_limits(struct flow *f, int limit)
{
	WRITE_ONCE(f->generation, 1);
	WRITE_ONCE(f->limit, limit);
}

RARE void restore_limits(struct flow *f)
{
	WRITE_ONCE(f->generation, 0);
}

__attribute__((noinline)) int route_packet(struct flow *f, int len)
{
#ifndef NO_DROPS
	if (len > READ_ONCE(port.mtu))
		note_drop(&port);
#endif
	if (READ_ONCE(port.drops) > 1000000)
		return 0;
	return len < READ_ONCE(f->limit) ? READ_ONCE(f->mode) : -1;
}

__attribute__((noinline)) void count_packet(struct flow *f)
{
	__atomic_fetch_add(&f->packets, 1, __ATOMIC_RELAXED);
}

static long nr_packets = 100000000;

/* The two threads: one counts packets, the other routes them. */
static void *rx_thread(void *arg)
{
	long sum = 0;

	for (long i = 0; i < nr_packets; i++)
		sum += route_packet(&flows[i & 3], (int)(i & 2047)) + READ_ONCE(flows[i & 3].mode);
	return (void *)sum;
}

static void *tx_thread(void *arg)
{
	for (long i = 0; i < nr_packets; i++)
		count_packet(&flows[i & 3]);
	return arg;
}

int main(int argc, char **argv)
{
	pthread_t rx, tx;
	void *sum;

	if (argc > 1)
		nr_packets = atol(argv[1]);
	port_setup(&port);
	apply_limits(&flows[0], 1500);
	pthread_create(&rx, NULL, rx_thread, NULL);
	pthread_create(&tx, NULL, tx_thread, NULL);
	pthread_join(rx, &sum);
	pthread_join(tx, NULL);
	restore_limits(&flows[0]);
	return sum == (void *)42;
}
