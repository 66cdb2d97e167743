/*
 * Members of a union named as the source names them.  The kernel's
 * struct_group_tagged() gives sk_buff_head's next/prev twice, in an
 * anonymous struct and in the tagged 'list'; __skb_insert() writes the
 * head through (struct sk_buff_list *) and forwprop folds that into
 * MEM[sk + 32B].  The pass names the anonymous alternative (the names the
 * layout and the declarations use), so the store in queue_rcv() is one of
 * 'rq.prev', not of 'rq.list.prev', and 'rq.prev', in the write group, is
 * written by hot code: no role-contradiction ('rq.next', which only init
 * writes, has one).  The tail's link through
 * the loaded prev is sk_buff's 'next', not the rbtree alternative that
 * shares its bytes.
 *
 * struct sock_common's hash node is a union of an hlist_node and an
 * hlist_nulls_node: hlist_nulls_add_head() stores a struct
 * hlist_nulls_node ** into 'nulls_node.pprev', hlist_add_head() a
 * struct hlist_node ** into 'node.pprev'; the pointers' types tell the
 * alternatives apart once the members are folded into offsets.
 *
 * sk_buff's tcp_tsorted_anchor shares its bytes with an anonymous struct
 * whose second member is a function pointer: list_del_init() of the anchor
 * stores struct list_head pointers, and names 'tcp_tsorted_anchor.prev',
 * not 'destructor'.
 *
 * struct local's queues are an array indexed by a variable (mac80211's
 * local->pending[queue]): the store through (struct sk_buff_list *) keeps
 * its member access, of the tagged copy's type, and is still named
 * 'pending[].prev', like the load of list->prev next to it.
 */
#define __init __attribute__((section(".init.text"), cold))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))

struct sk_buff;
/* struct_group_tagged() declares it inside the union (C only) */
struct sk_buff_list {
	struct sk_buff *next;
	struct sk_buff *prev;
};

struct sk_buff_head {
	union {
		struct {
			struct sk_buff *next;
			struct sk_buff *prev;
		};
		struct sk_buff_list list;
	};
	unsigned int qlen;
	int lock;
};

struct list_head { struct list_head *next, *prev; };

struct sk_buff {
	union {
		struct {
			struct sk_buff *next;
			struct sk_buff *prev;
		};
		void *rbnode[3];
	};
	int len;
	union {
		struct {
			unsigned long _skb_refdst;
			void (*destructor)(struct sk_buff *skb);
		};
		struct list_head tcp_tsorted_anchor;
	};
};

typedef unsigned char u8;

struct hlist_node { struct hlist_node *next, **pprev; };
struct hlist_head { struct hlist_node *first; };
struct hlist_nulls_node { struct hlist_nulls_node *next, **pprev; };
struct hlist_nulls_head { struct hlist_nulls_node *first; };

struct sock_common {
	union {
		struct hlist_node node;
		struct hlist_nulls_node nulls_node;
	};
	int hash;
};

/* the kernel's cacheline groups (include/linux/cache.h) */
struct sock {
	struct sock_common common;
	u8 __cacheline_group_begin__sock_write_rx[0];
	struct sk_buff_head rq;
	u8 __cacheline_group_end__sock_write_rx[0];
	u8 __cacheline_group_begin__sock_read_rx[0];
	int rcvbuf;
	u8 __cacheline_group_end__sock_read_rx[0];
	long pad[2];
};

static inline void __skb_insert(struct sk_buff *newsk, struct sk_buff *prev,
				struct sk_buff *next, struct sk_buff_head *list)
{
	WRITE_ONCE(newsk->next, next);
	WRITE_ONCE(newsk->prev, prev);
	WRITE_ONCE(((struct sk_buff_list *)next)->prev, newsk);
	WRITE_ONCE(((struct sk_buff_list *)prev)->next, newsk);
	WRITE_ONCE(list->qlen, list->qlen + 1);
}

void queue_rcv(struct sock *sk, struct sk_buff *skb)
{
	struct sk_buff_head *list = &sk->rq;

	__skb_insert(skb, list->prev, (struct sk_buff *)list, list);
}

void queue_rcv_more(struct sock *sk, struct sk_buff *skb, int n)
{
	for (int i = 0; i < n; i++)
		queue_rcv(sk, skb + i);
}

int sock_rcvbuf(struct sock *sk)
{
	return sk->rcvbuf;
}

int sock_space(struct sock *sk)
{
	return sk->rcvbuf - (int)sk->rq.qlen;
}

struct sk_buff *skb_peek(struct sock *sk)
{
	struct sk_buff *skb = sk->rq.next;

	return skb == (struct sk_buff *)&sk->rq ? 0 : skb;
}

int sock_readable(struct sock *sk)
{
	return sk->rq.next != (struct sk_buff *)&sk->rq;
}

__init void sock_init(struct sock *sk)
{
	sk->rq.next = sk->rq.prev = (struct sk_buff *)&sk->rq;
	sk->rq.qlen = 0;
}

static inline void hlist_add_head(struct hlist_node *n, struct hlist_head *h)
{
	struct hlist_node *first = h->first;

	WRITE_ONCE(n->next, first);
	if (first)
		WRITE_ONCE(first->pprev, &n->next);
	WRITE_ONCE(h->first, n);
	WRITE_ONCE(n->pprev, &h->first);
}

static inline void hlist_nulls_add_head(struct hlist_nulls_node *n, struct hlist_nulls_head *h)
{
	struct hlist_nulls_node *first = h->first;

	WRITE_ONCE(n->next, first);
	WRITE_ONCE(n->pprev, &h->first);
	WRITE_ONCE(h->first, n);
}

void sock_hash(struct sock *sk, struct hlist_head *list)
{
	hlist_add_head(&sk->common.node, list);
}

void sock_hash_nulls(struct sock *sk, struct hlist_nulls_head *list)
{
	hlist_nulls_add_head(&sk->common.nulls_node, list);
}

struct local {
	int flags;
	struct sk_buff_head pending[4];
};

void queue_pending(struct local *l, int q, struct sk_buff *skb)
{
	struct sk_buff_head *list = &l->pending[q];

	__skb_insert(skb, list->prev, (struct sk_buff *)list, list);
}

void skb_anchor_del(struct sk_buff *skb)
{
	struct list_head *entry = &skb->tcp_tsorted_anchor;

	WRITE_ONCE(entry->prev->next, entry->next);
	WRITE_ONCE(entry->next->prev, entry->prev);
	WRITE_ONCE(entry->next, entry);
	entry->prev = entry;
}
/*
 * check-name: union members: a struct_group's anonymous alternative, hash nodes
 *
 * The written fields are the queue head's links named by the anonymous
 * alternative (sock rq.next, rq.prev, rq.qlen), sk_buff's next for the
 * tail; local pending[].prev and pending[].qlen are loaded and stored; the
 * pointers' types tell sock's common.node (sock_hash) from
 * common.nulls_node (sock_hash_nulls).
 * check-command: unit -O2 queue.c && sites
 * check-output-start
struct sk_buff next __skb_insert:102 hot n=0,2,0 w=0,2,0 volatile {"varied":true}
struct sk_buff next queue_rcv:113 hot n=0,2,0 w=0,2,0 volatile {"via":[1,1],"fresh":{"param":1},"varied":true}
struct sk_buff next queue_rcv_more:119 hot n=0,2,0 w=0,16.1818,0 volatile {"via":[1,1],"fresh":{"param":1},"varied":true}
struct sk_buff next queue_pending:189 hot n=0,2,0 w=0,2,0 volatile {"via":[2,1],"fresh":{"param":1},"varied":true}
struct sk_buff prev __skb_insert:103 hot n=0,2,0 w=0,2,0 volatile {"varied":true}
struct sk_buff prev queue_rcv:113 hot n=0,1,0 w=0,1,0 volatile {"via":[1,1],"fresh":{"param":1},"varied":true}
struct sk_buff prev queue_rcv_more:119 hot n=0,1,0 w=0,8.09091,0 volatile {"via":[1,1],"fresh":{"param":1},"varied":true}
struct sk_buff prev queue_pending:189 hot n=0,1,0 w=0,1,0 volatile {"via":[2,1],"fresh":{"param":1},"varied":true}
struct sk_buff_head qlen __skb_insert:106 hot n=1,1,0 w=1,1,0 volatile {"via":[3,2],"fresh":{"param":1},"varied":true}
struct hlist_head first hlist_add_head:157 hot n=1,1,0 w=1,1,0 volatile {"via":[1,2],"fresh":{"param":1},"varied":true}
struct hlist_head first sock_hash:172 hot n=1,1,0 w=1,1,0 volatile {"via":[1,2],"fresh":{"param":1},"varied":true}
struct hlist_node next hlist_add_head:154 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct hlist_node pprev hlist_add_head:156 hot n=0,2,0 w=0,1.7,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct hlist_node pprev sock_hash:172 hot n=0,1,0 w=0,0.7,0 volatile {"varied":true}
struct hlist_nulls_head first hlist_nulls_add_head:167 hot n=1,1,0 w=1,1,0 volatile {"via":[1,2],"fresh":{"param":1},"varied":true}
struct hlist_nulls_head first sock_hash_nulls:177 hot n=1,1,0 w=1,1,0 volatile {"via":[1,2],"fresh":{"param":1},"varied":true}
struct hlist_nulls_node next hlist_nulls_add_head:165 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct hlist_nulls_node pprev hlist_nulls_add_head:166 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct sock rq.prev queue_rcv:113 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"varied":true}
struct sock rq.prev queue_rcv_more:119 hot n=1,1,0 w=8.09091,8.09091,0 volatile {"via":[0,2],"fresh":{"param":1},"varied":true}
struct sock rq.prev sock_init:146 cold n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1}}
struct sock rq.qlen queue_rcv:113 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"varied":true}
struct sock rq.qlen queue_rcv_more:119 hot n=1,1,0 w=8.09091,8.09091,0 volatile {"via":[0,2],"fresh":{"param":1},"varied":true}
struct sock rq.qlen sock_space:129 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct sock rq.qlen sock_init:147 cold n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1}}
struct sock rcvbuf sock_rcvbuf:124 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct sock rcvbuf sock_space:129 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct sock rq.next skb_peek:134 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct sock rq.next sock_readable:141 hot n=1,0,0 w=1,0,0 plain {"via":[0,1]}
struct sock rq.next sock_init:146 cold n=0,1,0 w=0,1,0 plain {"via":[0,1],"fresh":{"param":1}}
struct sock common.node.next sock_hash:172 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct sock common.node.pprev sock_hash:172 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct sock common.nulls_node.next sock_hash_nulls:177 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct sock common.nulls_node.pprev sock_hash_nulls:177 hot n=0,1,0 w=0,1,0 volatile {"via":[0,1],"fresh":{"param":1},"varied":true}
struct local pending[].prev queue_pending:189 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"varied":true}
struct local pending[].qlen queue_pending:189 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"varied":true}
struct sk_buff tcp_tsorted_anchor.prev skb_anchor_del:199 hot n=2,1,0 w=2,1,0 plain {"via":[0,3],"fresh":{"param":1},"varied":true}
struct sk_buff tcp_tsorted_anchor.next skb_anchor_del:198 hot n=1,1,0 w=1,1,0 volatile {"via":[0,2],"fresh":{"param":1},"varied":true}
struct list_head next skb_anchor_del:196 hot n=0,1,0 w=0,1,0 volatile {"varied":true}
struct list_head prev skb_anchor_del:197 hot n=0,1,0 w=0,1,0 volatile {"varied":true}
 * check-output-end
 *
 * So 'rq.next' is written only in init (a contradiction), 'rq.prev' is not.
 * check-command: unit -O2 queue.c && cachelint infer --silent-stores --candidates $dir
 * check-exit-value: 1
 * check-output-start
tests/infer/queue.c:91:22: warning: 'rq.next' of struct sock is declared write-hot but the code writes it only in init or cold code (written in sock_init (tests/infer/queue.c:146:14); the code says read_hot) [cachelint:role-contradiction]
    hot code: 0 function(s) with RMW, 0 storing, 2 loading; top reader skb_peek (tests/infer/queue.c:134) [1 load, 0 store, 0 rmw; weight 1/0/0]; written only in cold/init code, e.g. sock_init (tests/infer/queue.c:146) [0 load, 1 store, 0 rmw; weight 0/1/0]; rated reads 0.2, writes 0 (read share 1.00)
    rank: score 0.109 = write rate 0.909 (of 'rq.prev' on its line, top queue_rcv_more 0.809, no hot entry reaches it) x cpus 0.6 (WRITE_ONCE/READ_ONCE) x remote reader rate 0.2 (2 hot readers not writing the line; 0 writing it; top skb_peek 0.1) x read share 1.00 (reads 0.2; the write side's own 0.50)
cachelint infer: 1 pair of declared roles not shown: the plugin reports them (--declared-pairs lists them)
 * check-output-end
 */
