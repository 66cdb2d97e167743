// SPDX-License-Identifier: GPL-2.0
#include <linux/module.h>
#include "cl_kmod.h"

static struct cl_kmod_vec cl_vec;

static int __init cl_kmod_init(void)
{
	atomic_set(&cl_vec.count, 0);
	return cl_kmod_queue_init();
}

static void __exit cl_kmod_exit(void)
{
	cl_kmod_queue_exit();
}

module_init(cl_kmod_init);
module_exit(cl_kmod_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("cachelint build set-up test");
