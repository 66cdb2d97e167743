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
