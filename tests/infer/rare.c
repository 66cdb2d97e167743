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
