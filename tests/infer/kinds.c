/* Every access kind the infer-access pass recognises, kernel style. */
#include <stddef.h>

#define __always_inline inline __attribute__((always_inline))
#define __init __attribute__((section(".init.text"), cold))
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))

typedef struct { int counter; } atomic_t;

static __always_inline void atomic_inc(atomic_t *v)
{
	asm volatile("lock; incl %0" : "+m" (v->counter));
}

static __always_inline void set_bit(long nr, volatile unsigned long *addr)
{
	asm volatile("lock; btsq %1,%0" : : "m" (*(volatile long *)addr), "Ir" (nr) : "memory");
}

/* non-atomic: no lock prefix, one owner (atkbd's xl_bit, local_t) */
static __always_inline void __set_bit(long nr, volatile unsigned long *addr)
{
	asm volatile("btsq %1,%0" : : "m" (*(volatile long *)addr), "Ir" (nr) : "memory");
}

static __always_inline void local_inc(long *l)
{
	asm volatile("incq %0" : "+m" (*l));
}

struct list_head { struct list_head *next, *prev; };
struct inner { int a; int b; };

struct kinds {
	atomic_t refs;			/* asm "+m" via an inlined helper */
	unsigned long flags;		/* lock bts with an input "m" */
	long hits;			/* __atomic_fetch_add */
	long seq;			/* __sync_fetch_and_add */
	int state;			/* READ_ONCE / WRITE_ONCE */
	int plain;			/* loads in a loop, one store */
	struct inner in;		/* nested members */
	struct list_head node;		/* container_of */
	int boot;			/* written only by __init code */
};

struct kinds_vec { int count; int pad[15]; };
struct kinds_top { struct kinds_vec vec[4]; };

int sink;

void k_atomic(struct kinds *k)
{
	atomic_inc(&k->refs);
	set_bit(3, &k->flags);
	__atomic_fetch_add(&k->hits, 1, __ATOMIC_RELAXED);
	__sync_fetch_and_add(&k->seq, 1);
}

/* bts and inc without a lock prefix: stores by one owner, not atomics */
struct kinds_nonatomic { unsigned long bits; long count; };

void k_nonatomic(struct kinds_nonatomic *n)
{
	__set_bit(3, &n->bits);
	local_inc(&n->count);
}

/* the last two of GCC's RMW builtins: __atomic_fetch_xor and _or */
struct kinds_bits { unsigned long set, flip; };

void k_bits(struct kinds_bits *b, unsigned long m)
{
	__atomic_fetch_or(&b->set, m, __ATOMIC_RELAXED);
	__atomic_fetch_xor(&b->flip, m, __ATOMIC_RELAXED);
}

/*
 * One pointer, two record types with a common head: inet_twsk(sk) reads
 * a struct tcp_timewait_sock through a struct sock * (tcp_v4_timewait_ack).
 * READ_ONCE's volatile cast leaves the pointer's own type as the only
 * witness, and at that offset struct kinds_sk has an int, not the u32 read:
 * no access of kinds_sk.rx_ifindex.  A load of the int itself is one.
 */
struct kinds_common { int family; };
struct kinds_sk { struct kinds_common c; int pad[3]; int rx_ifindex; };
struct kinds_tw { struct kinds_common c; int pad[3]; unsigned int ts_recent; };

unsigned int k_tw_ack(struct kinds_sk *sk)
{
	struct kinds_tw *tw = (struct kinds_tw *)sk;

	return READ_ONCE(tw->ts_recent);
}

int k_sk_rx(struct kinds_sk *sk)
{
	return READ_ONCE(sk->rx_ifindex);
}

/*
 * A pointer to a record converted to the type of its first member and back
 * (tcp_sk(sk)): copy propagation folds WRITE_ONCE(tp->snd_una, v) into
 * MEM[(volatile u32 *)b + 24B], past the end of the struct kinds_base the
 * pointer's type names.  The function's own pointers say what it is: the
 * one record among them that starts with a struct kinds_base and has a u32
 * there (struct kinds_tcp6, which starts with a kinds_tcp, is that too).
 */
struct kinds_base { int family; long refs; };
struct kinds_conn { struct kinds_base b; long state; };
struct kinds_tcp { struct kinds_conn conn; unsigned int snd_una; unsigned int wnd; };
struct kinds_tcp6 { struct kinds_tcp tcp; unsigned int flow; };
struct kinds_udp { struct kinds_base b; long len; unsigned int csum; };

static inline struct kinds_tcp *kinds_tcp_sk(struct kinds_base *b)
{
	return (struct kinds_tcp *)b;
}

static inline void kinds_una_update(struct kinds_tcp *tp, unsigned int ack)
{
	WRITE_ONCE(tp->snd_una, ack);
}

void k_derived(struct kinds_base *b, unsigned int ack)
{
	struct kinds_tcp *tp = kinds_tcp_sk(b);

	kinds_una_update(tp, ack);
}

unsigned int k_derived6(struct kinds_base *b, struct kinds_tcp6 *t6)
{
	return READ_ONCE(kinds_tcp_sk(b)->wnd) + t6->flow;
}

/* kinds_tcp and kinds_udp both start with a kinds_base, both have a u32 at 24 */
unsigned int k_derived_ambiguous(struct kinds_base *b, struct kinds_udp *u)
{
	return READ_ONCE(kinds_tcp_sk(b)->snd_una) + u->csum;
}

/* a site cites its first store, not the load before it */
struct kinds_walk { int hits, limit; };

int k_walk(struct kinds_walk *w)
{
	int n = READ_ONCE(w->hits);

	if (n > READ_ONCE(w->limit))
		WRITE_ONCE(w->hits, 0);	/* k_walk: the store */
	return n;
}

/* stores made only when the value changes are cold; other guards are not */
struct kinds_guard { int state, cpu, min, other; };

void k_guard(struct kinds_guard *g, int v)
{
	if (READ_ONCE(g->state) != v)
		WRITE_ONCE(g->state, v);
	if (g->cpu == v)
		return;
	g->cpu = v;
	if (g->min > v)
		g->min = v;
	if (g->other != 3)
		g->other = v;
}

int k_volatile(struct kinds *k)
{
	WRITE_ONCE(k->state, 2);
	return READ_ONCE(k->state);
}

int k_loop(struct kinds *k, int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += k->plain;
	k->plain = s;
	return s;
}

int k_nested(struct kinds *k)
{
	k->in.b = 1;
	return k->in.a;
}

int k_container(struct list_head *node)
{
	struct kinds *k = container_of(node, struct kinds, node);

	return k->boot + 0 * k->plain;
}

void k_array(struct kinds_top *t, int i)
{
	t->vec[i].count++;
}

/* constant elements are those elements: vec[2].count, vec[1].count */
int k_array_const(struct kinds_top *t)
{
	t->vec[2].count = 1;
	return t->vec[1].count;
}

__init void k_init(struct kinds *k)
{
	k->boot = 1;
}

__attribute__((cold)) void k_cold(struct kinds *k)
{
	k->in.a = 7;
}

/*
 * Per-CPU data, x86 style with CONFIG_USE_X86_SEG_SUPPORT: this_cpu_read()
 * and this_cpu_inc() reach the running CPU's own copy through %gs; a remote
 * per_cpu() read goes through a generic pointer.
 */
struct kinds_pcpu { int preempt_count; int cpu_number; };
#ifndef __cplusplus	/* named address spaces are a C extension */
extern struct kinds_pcpu kinds_pcpu_hot;
#define this_cpu_var(x) (*(__typeof__(x) __seg_gs *)(unsigned long)&(x))

int k_this_cpu(void)
{
	asm volatile("incl %0" : "+m" (this_cpu_var(kinds_pcpu_hot).preempt_count));
	return this_cpu_var(kinds_pcpu_hot).cpu_number;
}
#endif

int k_remote_cpu(struct kinds_pcpu *other)
{
	return other->cpu_number;
}

/*
 * &o->f passed to functions the pass cannot see: through a pointer to
 * const, a load; to non-const, a store, if the record is as small as a list
 * head (2 leaves); a bigger record or a void * says nothing.
 */
struct kinds_head { struct kinds_head *next, *prev; };
struct kinds_big { long a, b, c; };
struct kinds_owner { struct kinds_head head; struct kinds_big big; long word; };

void kinds_link(struct kinds_head *n, struct kinds_head *head);
int kinds_peek(const struct kinds_head *head);
void kinds_fill(struct kinds_big *b);
void kinds_pass(void *data);

int k_ptrargs(struct kinds_owner *o, struct kinds_head *n)
{
	kinds_link(n, &o->head);
	kinds_fill(&o->big);
	kinds_pass(&o->word);
	return kinds_peek(&o->head);
}

/* element evidence: every vec[i].x is updated, only vec[1].y is read */
struct kinds_elem { long x; long y; };
struct kinds_elems { struct kinds_elem vec[4]; };

void k_elem_update(struct kinds_elems *t, int i) { __atomic_fetch_add(&t->vec[i].x, 1, __ATOMIC_RELAXED); }
long k_elem_read1(struct kinds_elems *t) { return *(volatile long *)&t->vec[1].y; }
long k_elem_read2(struct kinds_elems *t) { return *(volatile long *)&t->vec[1].y * 2; }
/*
 * check-name: every access kind the infer-access pass records
 *
 * One line per site (tests/run-infer.sh "sites"), at -O0 (loop-depth
 * weights) and -O2 (guessed profile).  What to read in it: asm "+m" in an
 * inlined helper is an RMW of refs.counter (k_atomic), as are lock bts with
 * an input "m" (flags), __atomic_fetch_add (hits), __sync_fetch_and_add
 * (seq), __atomic_fetch_or/xor (kinds_bits set, flip); bts without lock
 * and incq "+m" (k_nonatomic bits, count) are stores.  At -O2, k_guard's
 * stores of cpu and state (x != v, x == v return) are made on change
 * (on_change == the stores' weight), those of min and other (x > v,
 * x != 3) not.  No site of kinds_sk rx_ifindex in k_tw_ack (a u32 read
 * through a converted struct pointer); READ_ONCE of the int itself in
 * k_sk_rx is a volatile load; tcp_sk(sk) in k_derived6 is kinds_tcp wnd.
 * At -O2 WRITE_ONCE folded past the end of b's struct is kinds_tcp snd_una
 * in k_derived, but not in k_derived_ambiguous, which loads kinds_udp csum.
 * k_walk loads and stores hits: the site cites the store's line (the one
 * of the comment "k_walk: the store").  READ_ONCE/WRITE_ONCE of state are
 * a volatile load and store; k_loop's load weighs about 8, its store 1;
 * nested members are in.a (load) and in.b (store); container_of is boot
 * (k_container); vec[].count for a variable element, vec[2].count stored
 * and vec[1].count loaded for constant ones; __init code (k_init) and a
 * cold function (k_cold) are cold, kept apart from the hot sites;
 * &o->head to a non-const pointer is a store of each leaf, to const a load;
 * no site for big.a and word in k_ptrargs; a remote per-CPU read
 * (k_remote_cpu cpu_number) is recorded, this-CPU %gs accesses (k_this_cpu)
 * are not; no function atomic_inc (always_inline bodies are not counted
 * twice).
 * check-command: unit -O0 kinds.c && sites
 * check-output-start
struct kinds_tcp snd_una kinds_una_update:124 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct kinds_tcp snd_una k_derived_ambiguous:142 hot n=1,0,0 w=1,0,0 volatile
struct kinds refs.counter k_atomic:56 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds flags k_atomic:57 hot n=0,0,1 w=0,0,1 volatile {"via":[0,1]}
struct kinds hits k_atomic:58 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds seq k_atomic:59 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_nonatomic bits k_nonatomic:67 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"varied":true}
struct kinds_nonatomic count k_nonatomic:68 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"varied":true}
struct kinds_bits set k_bits:76 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_bits flip k_bits:77 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_tw ts_recent k_tw_ack:95 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct kinds_sk rx_ifindex k_sk_rx:100 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct kinds_tcp wnd k_derived6:136 hot n=1,0,0 w=1,0,0 volatile
struct kinds_tcp6 flow k_derived6:136 hot n=1,0,0 w=1,0,0 plain {"via":[1,1]}
struct kinds_udp csum k_derived_ambiguous:142 hot n=1,0,0 w=1,0,0 plain {"via":[1,1]}
struct kinds_walk hits k_walk:153 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"consts":["0"]}
struct kinds_walk limit k_walk:152 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct kinds_guard state k_guard:163 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"on_change":1}
struct kinds_guard cpu k_guard:166 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"on_change":1}
struct kinds_guard min k_guard:168 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true}
struct kinds_guard other k_guard:170 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true}
struct kinds state k_volatile:175 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"consts":["2"],"silent":{"value":"2","weight":1,"at":[0,175,2]}}
struct kinds plain k_loop:185 hot n=1,1,0 w=8,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true}
struct kinds in.b k_nested:191 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"consts":["1"],"silent":{"value":"1","weight":1,"at":[0,191,10]}}
struct kinds in.a k_nested:192 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct kinds in.a k_cold:221 cold n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds boot k_container:199 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct kinds boot k_init:216 cold n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_top vec[].count k_array:204 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true}
struct kinds_top vec[2].count k_array_const:210 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"consts":["1"],"silent":{"value":"1","weight":1,"at":[0,210,18]}}
struct kinds_top vec[1].count k_array_const:211 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct kinds_pcpu cpu_number k_remote_cpu:243 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct kinds_owner head.next k_ptrargs:262 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true,"passed":[["kinds_link",1,1,1]]}
struct kinds_owner head.prev k_ptrargs:262 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true,"passed":[["kinds_link",1,1,1]]}
struct kinds_elems vec[].x k_elem_update:272 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_elems vec[1].y k_elem_read1:273 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct kinds_elems vec[1].y k_elem_read2:274 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
 * check-output-end
 * check-command: unit -O2 kinds.c && sites
 * check-output-start
struct kinds_tcp snd_una kinds_una_update:124 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct kinds_tcp snd_una k_derived:131 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct kinds refs.counter k_atomic:56 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds flags k_atomic:57 hot n=0,0,1 w=0,0,1 volatile {"via":[0,1]}
struct kinds hits k_atomic:58 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds seq k_atomic:59 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_nonatomic bits k_nonatomic:67 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"varied":true}
struct kinds_nonatomic count k_nonatomic:68 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"varied":true}
struct kinds_bits set k_bits:76 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_bits flip k_bits:77 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_sk rx_ifindex k_sk_rx:100 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct kinds_tcp wnd k_derived6:136 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct kinds_tcp6 flow k_derived6:136 hot n=1,0,0 w=1,0,0 plain {"via":[1,1]}
struct kinds_udp csum k_derived_ambiguous:142 hot n=1,0,0 w=1,0,0 plain {"via":[1,1]}
struct kinds_walk hits k_walk:153 hot n=1,1,0 w=1,0.5,0 volatile {"via":[0,2],"fresh":{"param":1},"consts":["0"]}
struct kinds_walk limit k_walk:152 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct kinds_guard state k_guard:163 hot n=1,1,0 w=1,0.66,0 volatile {"via":[0,2],"fresh":{"param":1},"on_change":0.66}
struct kinds_guard cpu k_guard:166 hot n=1,1,0 w=1,0.7903,0 plain {"via":[0,2],"fresh":{"param":1},"on_change":0.7903}
struct kinds_guard min k_guard:168 hot n=1,1,0 w=0.7903,0.39515,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true}
struct kinds_guard other k_guard:170 hot n=1,1,0 w=0.7903,0.521598,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true}
struct kinds state k_volatile:175 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"consts":["2"],"silent":{"value":"2","weight":1,"at":[0,175,2]}}
struct kinds plain k_loop:185 hot n=1,1,0 w=8.09091,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true}
struct kinds in.b k_nested:191 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"consts":["1"],"silent":{"value":"1","weight":1,"at":[0,191,10]}}
struct kinds in.a k_nested:192 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct kinds in.a k_cold:221 cold n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds boot k_container:199 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct kinds boot k_init:216 cold n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_top vec[].count k_array:204 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true}
struct kinds_top vec[2].count k_array_const:210 hot n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1},"consts":["1"],"silent":{"value":"1","weight":1,"at":[0,210,18]}}
struct kinds_top vec[1].count k_array_const:211 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct kinds_pcpu cpu_number k_remote_cpu:243 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct kinds_owner head.next k_ptrargs:262 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true,"passed":[["kinds_link",1,1,1]]}
struct kinds_owner head.prev k_ptrargs:262 hot n=1,1,0 w=1,1,0 plain {"via":[0,2],"fresh":{"param":1},"varied":true,"passed":[["kinds_link",1,1,1]]}
struct kinds_elems vec[].x k_elem_update:272 hot n=0,0,1 w=0,0,1 plain {"via":[0,1],"fresh":{"param":1}}
struct kinds_elems vec[1].y k_elem_read1:273 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
struct kinds_elems vec[1].y k_elem_read2:274 hot n=1,0,0 w=1,0,0 volatile {"via":[0,1]}
 * check-output-end
 *
 * A constant element's accesses count for it only, a variable one's for
 * all: vec[1].y read-hot, vec[2].x write-hot, vec[2].y none.
 * check-command: unit -O0 kinds.c && cachelint infer --silent-stores --candidates --format json $dir | \
 *	jq -r '.structs[] | select(.name == "struct kinds_elems") | .fields[] | "\(.name)=\(.role)"'
 * check-output-start
vec=none
vec[0].x=write_hot
vec[0].y=none
vec[1].x=write_hot
vec[1].y=read_hot
vec[2].x=write_hot
vec[2].y=none
vec[3].x=write_hot
vec[3].y=none
 * check-output-end
 * check-command: unit -O2 kinds.c && cachelint infer --silent-stores --candidates --format json $dir | \
 *	jq -r '.structs[] | select(.name == "struct kinds_elems") | .fields[] | "\(.name)=\(.role)"'
 * check-output-start
vec=none
vec[0].x=write_hot
vec[0].y=none
vec[1].x=write_hot
vec[1].y=read_hot
vec[2].x=write_hot
vec[2].y=none
vec[3].x=write_hot
vec[3].y=none
 * check-output-end
 */
