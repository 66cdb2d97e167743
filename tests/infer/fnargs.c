// SPDX-License-Identifier: GPL-2.0
/*
 * The core's half of a driver's registration (fnargs_drv.c is the
 * driver): netif_napi_add() stores the poll function it is given, and
 * the softirq calls it through the field.  The poll function is never
 * named here: only the parameter passes and the store connect it.
 */
struct napi_struct {
	int (*poll)(struct napi_struct *n, int budget);
	int weight;
};

struct net_device_ops {
	int (*ndo_start_xmit)(void *priv);
};

struct net_device {
	const struct net_device_ops *netdev_ops;
	void *priv;
};

__attribute__((noinline)) void netif_napi_add_weight(struct napi_struct *n,
						     int (*poll)(struct napi_struct *, int),
						     int weight)
{
	n->poll = poll;
	n->weight = weight;
}

/* One wrapper more, as the kernel's netif_napi_add() is. */
void netif_napi_add(struct napi_struct *n, int (*poll)(struct napi_struct *, int))
{
	netif_napi_add_weight(n, poll, 64);
}

/* Only calls what it is given: nothing is stored, no target. */
int napi_call_once(struct napi_struct *n, int (*fn)(struct napi_struct *, int))
{
	return fn(n, 1);
}

void net_rx_action(struct napi_struct *n)
{
	n->poll(n, n->weight);
}

int __dev_queue_xmit(struct net_device *dev)
{
	return dev->netdev_ops->ndo_start_xmit(dev->priv);
}

/*
 * check-name: function addresses given to a callee that stores them
 *
 * The core's unit records where each function-pointer parameter goes:
 * netif_napi_add_weight() stores its parameter 1 into napi_struct's poll,
 * netif_napi_add() passes its parameter 1 on; napi_call_once() only calls it.
 * check-command: unit -O2 fnargs.c && jq -c '.accesses.fnparams[]' $dir/fnargs.cachelint.json && \
 *	jq -c '.accesses.params[] | select(.function == "netif_napi_add")' $dir/fnargs.cachelint.json
 * check-output-start
{"function":"netif_napi_add_weight","param":1,"struct":"struct napi_struct","field":"poll"}
{"function":"netif_napi_add","passes":[[0,"netif_napi_add_weight",0],[1,"netif_napi_add_weight",1]]}
 * check-output-end
 */
