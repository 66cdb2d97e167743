/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A small out-of-tree module for the build set-ups of tests/suites/80-install.sh
 * (make M=, O=, ccache, distcc): one struct with a known false-sharing pair.
 * The macros are those of the series' include/linux/cachelint.h, spelled
 * here so that the module builds against any 6.12 tree.
 */
#ifndef CL_KMOD_H
#define CL_KMOD_H

#include <linux/atomic.h>
#include <linux/cpumask.h>

#if __has_attribute(cachelint_write_hot)
#define __write_hot	__attribute__((cachelint_write_hot))
#define __read_hot	__attribute__((cachelint_read_hot))
#else
#define __write_hot
#define __read_hot
#endif

/* count is bumped on every event, mask read by every lookup: one line */
struct cl_kmod_vec {
	atomic_t	count __write_hot;
	cpumask_var_t	mask __read_hot;
};

int cl_kmod_queue_init(void);
void cl_kmod_queue_exit(void);

#endif
