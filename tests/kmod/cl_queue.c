// SPDX-License-Identifier: GPL-2.0
#include <linux/slab.h>
#include "cl_kmod.h"

/* a queue whose tail is written hot beside its read-mostly ring pointer */
struct cl_kmod_queue {
	unsigned long	tail __write_hot;
	void		**ring __read_hot;
	struct cl_kmod_vec vec;
};

static struct cl_kmod_queue *cl_queue;

int cl_kmod_queue_init(void)
{
	cl_queue = kzalloc(sizeof(*cl_queue), GFP_KERNEL);
	return cl_queue ? 0 : -ENOMEM;
}

void cl_kmod_queue_exit(void)
{
	kfree(cl_queue);
}
