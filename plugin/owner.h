/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Accesses a task makes to its own task_struct: through the pointer the
 * kernel's `current` loads from the running CPU's per-CPU `current_task`
 * (x86's pcpu_hot.current_task, as a __seg_gs load or an asm reading it).
 * Such an access runs on the CPU the task runs on; cachelint infer drops a
 * pair whose every hot writer and reader is the task's own (docs/infer.md).
 * Accesses through a parameter, and what calls pass, are noted too: a
 * parameter every caller gives current is current.
 */
#ifndef CACHELINT_PLUGIN_OWNER_H
#define CACHELINT_PLUGIN_OWNER_H

#include "../rules/callgraph.h"

/*
 * Where a pointer comes from: CL_ARG_CURRENT (current, through copies,
 * conversions and offsets), the index of the function's own parameter it
 * is (below CL_CG_MAX_ARGS), or CL_ARG_OTHER.  A parameter is current
 * when every call passes current there (callgraph__param_is_current).
 */
int owner__pointer_source(tree ptr);
/* ... of the pointer ref (p->flags, p->thread_info.cpu) is reached through. */
int owner__ref_source(tree ref);

#endif
