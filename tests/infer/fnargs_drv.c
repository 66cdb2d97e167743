// SPDX-License-Identifier: GPL-2.0
/*
 * A driver (fnargs.c is the core): its poll function is handed over by
 * address to netif_napi_add(), its transmit function sits in an ops
 * table.  Both run on every CPU from the core's hot entries, the softirq
 * and the transmit path, and share a line of struct drv_queue.
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

void netif_napi_add(struct napi_struct *n, int (*poll)(struct napi_struct *, int));
int napi_call_once(struct napi_struct *n, int (*fn)(struct napi_struct *, int));

struct drv_queue {
	struct napi_struct napi;
	long packets;
	int limit;
};

static int drv_poll(struct napi_struct *n, int budget)
{
	struct drv_queue *q = (struct drv_queue *)n;

	__atomic_fetch_add(&q->packets, budget, __ATOMIC_RELAXED);
	return 0;
}

static int drv_once(struct napi_struct *n, int budget)
{
	return budget;
}

/* Two readers: a field read in one function is no read-mostly evidence. */
__attribute__((noinline)) static int drv_tx_room(struct drv_queue *q, int used)
{
	return __atomic_load_n(&q->limit, __ATOMIC_RELAXED) - used;
}

static int drv_start_xmit(void *priv)
{
	struct drv_queue *q = priv;

	if (__atomic_load_n(&q->limit, __ATOMIC_RELAXED) > 0)
		return drv_tx_room(q, 1);
	return 0;
}

static const struct net_device_ops drv_netdev_ops = {
	.ndo_start_xmit = drv_start_xmit,
};

void drv_up(struct net_device *dev, struct drv_queue *q)
{
	dev->netdev_ops = &drv_netdev_ops;
	dev->priv = q;
	netif_napi_add(&q->napi, drv_poll);
	napi_call_once(&q->napi, drv_once);
}

/*
 * check-name: a driver's hot paths reached through function addresses
 *
 * The driver's unit records the addresses it passes to a callee.
 * check-command: unit -O2 fnargs_drv.c && jq -c '.accesses.fnargs[]' $dir/fnargs_drv.cachelint.json
 * check-output-start
{"function":"drv_poll","to":"netif_napi_add","param":1}
{"function":"drv_once","to":"napi_call_once","param":1}
 * check-output-end
 *
 * Merged with the core, drv_poll is a target of napi_struct's poll, so the
 * softirq's rate reaches its writes, as the transmit path's reaches the
 * read (through the ops table); drv_once, only called, is no target.
 * check-command: unit -O2 fnargs.c fnargs_drv.c && cachelint infer --candidates --format json $dir | \
 *	jq -c '.ranking[] | [.struct, .fields, .factors.top_writer, .factors.writer_entry, .factors.top_reader, .factors.reader_entry]'
 * check-output-start
["struct drv_queue",["packets","limit"],"drv_poll","net_rx_action","drv_start_xmit","__dev_queue_xmit"]
 * check-output-end
 *
 * Without the driver's "fnargs" (as a report of an older plugin), the
 * poll function is an unknown root: no entry, and the base rate.
 * check-command: unit -O2 fnargs.c fnargs_drv.c && \
 *	jq 'del(.accesses.fnargs)' $dir/fnargs_drv.cachelint.json >$dir/old.cachelint.json && rm $dir/fnargs_drv.cachelint.json && \
 *	cachelint infer --candidates --format json $dir | \
 *	jq -c '.ranking[] | [.struct, .fields, .factors.top_writer, .factors.writer_entry, .factors.top_writer_rate]'
 * check-output-start
["struct drv_queue",["packets","limit"],"drv_poll",null,0.1]
 * check-output-end
 * check-command: unit -O2 fnargs.c fnargs_drv.c && cachelint infer --candidates --stats $dir 2>&1 >/dev/null | grep 'call graph'
 * check-output-start
cachelint infer: call graph: 10 functions, 6 calls, 2 function-pointer targets, 1 lock records
 * check-output-end
 */
