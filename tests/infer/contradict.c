/*
 * Declared roles the code disagrees with: 'limit' is declared read-hot but
 * stored in a hot loop; 'users' is declared write-hot but only __init code
 * writes it.  'mode' agrees with its declaration: no finding.
 */
#if defined(__has_attribute) && __has_attribute(cachelint_read_hot)
#define __read_hot __attribute__((cachelint_read_hot))
#define __write_hot __attribute__((cachelint_write_hot))
#else
#define __read_hot
#define __write_hot
#endif
#define __init __attribute__((section(".init.text"), cold))

struct tunables {
	long limit __read_hot;
	long users __write_hot;
	int mode __read_hot;
	int pad[13];
};

long work(long v);

void rebalance(struct tunables *t, int n)
{
	for (int i = 0; i < n; i++)
		t->limit = work(t->limit + i);
}

long get_users(struct tunables *t)
{
	return t->users + t->mode;
}

long check_users(struct tunables *t)
{
	return t->users > 3 ? t->mode : 0;
}

__init void tunables_init(struct tunables *t)
{
	t->users = 1;
	t->mode = 2;
}

/*
 * 'setting' is stored by two plain setters (configuration code looks like
 * that): no contradiction.  'hits' is updated atomically by hot code: one.
 * map[k].count is stored in a loop for every k: one finding, not sixteen.
 */
struct tc {
	int count __read_hot;
	int offset __read_hot;
};

struct qdev {
	long setting __read_hot;
	long hits __read_hot;
	struct tc map[16];
};

void qdev_set(struct qdev *d, long v) { d->setting = v; }
void qdev_reset(struct qdev *d) { d->setting = 0; }
long qdev_get(struct qdev *d) { return d->setting + d->map[1].offset; }
long qdev_peek(struct qdev *d) { return d->setting * 2 + d->map[2].offset; }
void qdev_hit(struct qdev *d) { __atomic_fetch_add(&d->hits, 1, __ATOMIC_RELAXED); }

void qdev_map(struct qdev *d, int n)
{
	for (int i = 0; i < n; i++)
		d->map[i].count = work(i);
}
