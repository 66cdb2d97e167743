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
