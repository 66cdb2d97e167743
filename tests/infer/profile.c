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
/*
 * check-name: a run's profile: code the profile never sampled is cold
 *
 * Built and linked as a program (-pthread).  Without a profile the code
 * alone reports both writers: 'packets' and 'generation' against 'mode'.
 * check-command: program -O2 -pthread profile.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
tests/infer/profile.c:38:7: warning: write-hot field 'generation' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence low: 'generation' (write_hot code): top writer apply_limits (tests/infer/profile.c:68:2), top reader none, 0/2/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.012 = write rate 0.2 (top apply_limits 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
 * check-output-end
 *
 * perf report --no-children text: the unsampled reconfiguration is cold
 * (clone suffixes, addresses, [unknown] read): the packet counter only.
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-self.txt $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
 * check-output-end
 *
 * perf report --children text with call chains and more sort keys:
 * apply_limits.part.0 sampled, so hot: both; --profile-min 0.05 leaves out
 * entries under 0.05%: the counter only.
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-children.txt $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
tests/infer/profile.c:38:7: warning: write-hot field 'generation' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence low: 'generation' (write_hot code): top writer apply_limits (tests/infer/profile.c:68:2), top reader none, 0/2/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.012 = write rate 0.2 (top apply_limits 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
 * check-output-end
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-children.txt --profile-min 0.05 $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
 * check-output-end
 *
 * A static writer called by a sampled main() may have been inlined there:
 * hot (both) ... unless the binary's symbols (nm) show it out of line.
 * check-command: program -O2 -pthread -DSTATIC_RARE profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-children.txt --profile-min 0.015 $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
tests/infer/profile.c:38:7: warning: write-hot field 'generation' (bytes 8-15, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence low: 'generation' (write_hot code): top writer apply_limits (tests/infer/profile.c:68:2), top reader none, 0/2/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.012 = write rate 0.2 (top apply_limits 0.1, no hot entry reaches it) x alone 0.50 (1 of its writers also write the line) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
 * check-output-end
 * check-command: program -O2 -pthread -DSTATIC_RARE profile.c && nm $dir/prog >$dir/prog.nm && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-children.txt --profile-min 0.015 \
 *		--profile-symbols $dir/prog.nm $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
 * check-output-end
 *
 * A writer the run never sampled is not init or cold code: no
 * role-contradiction for 'drops' of struct port (above); only an init
 * writer (-DNO_DROPS): one.
 * check-command: program -O2 -pthread -DNO_DROPS profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-self.txt $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
tests/infer/profile.c:47:7: warning: 'drops' of struct port is declared write-hot but the code writes it only in init or cold code (written in port_setup (tests/infer/profile.c:55:2); the code says cold) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 0 storing, 1 loading; top reader route_packet (tests/infer/profile.c:83) [1 load, 0 store, 0 rmw; weight 1/0/0]; written only in cold/init code, e.g. port_setup (tests/infer/profile.c:55) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.1, writes 0 (read share 1.00)
    rank: score 0 = write rate 0 (no other field of the line is written hot) x cpus 1 (no hot writer) x remote reader rate 0.1 (1 hot reader not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.1; the write side's own 0.00)
 * check-output-end
 *
 * --stats counts the sampled functions (5) and those the build has (4);
 * --locks F says whether the profile saw F run.
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-self.txt --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
cachelint infer: 1 reports, 6 accessed fields, 2 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 1 write-hot, 1 read-hot, 3 cold
cachelint infer: 1 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 0 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: profile: 5 functions sampled, 4 of them in the build, 0 more hot as callees they may have inlined
cachelint infer: call graph: 13 functions, 10 calls, 0 function-pointer targets, 1 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-self.txt \
 *		--locks apply_limits --locks count_packet $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
apply_limits: called, frequency 1; held on entry: none
  called by main (weight 1, frequency 1); held there: none
apply_limits: in the profile: never sampled: cold
count_packet: called, frequency 1; held on entry: none
  called by tx_thread (weight 8.09, frequency 8.09); held there: none
count_packet: in the profile: sampled: hot
 * check-output-end
 *
 * A 9,000-character column before the symbol: one line, its symbol read
 * (3 functions sampled, 3 of them in the build; one finding).
 * check-command: program -O2 -pthread profile.c && \
 *	{ echo '# perf'; printf '   69.51%%  prog  %09000d  [.] count_packet\n' 7; \
 *	  printf '   18.14%%  [.] route_packet\n'; printf '    9.88%%  [.] rx_thread\n'; } >$dir/long.txt && \
 *	cachelint infer --silent-stores --candidates --profile $dir/long.txt --stats $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/profile.c:37:7: warning: write-hot field 'packets' (bytes 0-7, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with read-hot field 'mode' (bytes 16-19, role inferred from code) in 'struct flow' [cachelint:false-sharing]
    confidence high (atomic RMW writer, read side written by no hot code): 'packets' (write_hot code): top writer count_packet (tests/infer/profile.c:90:2), top reader none, 1/0/0 hot functions rmw/store/load; 'mode' (read_hot code): top writer none, top reader rx_thread (tests/infer/profile.c:101:57), 0/0/2 hot functions rmw/store/load
    rank: score 0.02 = write rate 0.1 (top count_packet 0.1, no hot entry reaches it) x alone 1.00 (0 of its writers also write the line) x cpus 1 (atomic RMW) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top route_packet 0.1) x read share 1.00 (reads 0.874; the write side's own 0.00)
cachelint infer: 1 reports, 6 accessed fields, 2 records (0 local-only skipped)
cachelint infer: 0 struct tags with several layouts, kept apart as 0 records
cachelint infer: code roles: 1 write-hot, 1 read-hot, 3 cold
cachelint infer: 1 findings; pairs dropped: 0 repeated (by the embedded record, or a union's same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing, 0 serialized by the record's lock, 0 the task's own, 0 without concurrent access, 0 low-confidence; held back: 0 candidates, 0 pairs of declared roles
cachelint infer: profile: 3 functions sampled, 3 of them in the build, 0 more hot as callees they may have inlined
cachelint infer: call graph: 13 functions, 10 calls, 0 function-pointer targets, 1 lock records
cachelint infer: new objects: 0 functions return one, 0 parameters always get one
 * check-output-end
 *
 * Bad profiles, exit 2: an entry without its percentage (the file and line
 * named); a file that is no perf report; a missing profile; a symbols file
 * that is not nm's (the file and line named); --profile-symbols without
 * --profile; --profile-min takes a number.
 * check-command: program -O2 -pthread profile.c && printf '# perf\n   12.5%%  [k] a\n   7 [k] b\n' >$dir/bad.txt && \
 *	cachelint infer --silent-stores --candidates --profile $dir/bad.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/bad.txt:3: not a line of `perf report --stdio` (an entry starts with its percentage)
 * check-output-end
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile $dir/profile.cachelint.json $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/profile.cachelint.json: no entries: expected the output of `perf report --stdio --sort sym`
 * check-output-end
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile $dir/nosuch.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: $dir/nosuch.txt: No such file or directory
 * check-output-end
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-self.txt \
 *		--profile-symbols tests/infer/profile-self.txt $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: tests/infer/profile-self.txt:1: not a symbol line ("ADDRESS TYPE NAME", as nm and /proc/kallsyms print)
 * check-output-end
 * check-command: program -O2 -pthread profile.c && nm $dir/prog >$dir/prog.nm && \
 *	cachelint infer --silent-stores --candidates --profile-symbols $dir/prog.nm $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: --profile-symbols needs --profile
 * check-output-end
 * check-command: program -O2 -pthread profile.c && \
 *	cachelint infer --silent-stores --candidates --profile tests/infer/profile-self.txt --profile-min lots $dir
 * check-exit-value: 2
 * check-output-start
cachelint infer: --profile-min needs a non-negative number, not lots
 * check-output-end
 */
