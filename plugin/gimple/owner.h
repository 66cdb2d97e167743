/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Accesses a task makes to its own task_struct: through the pointer the
 * kernel's `current` loads from the running CPU's per-CPU `current_task`
 * (x86's pcpu_hot.current_task, as a __seg_gs load or an asm reading it).
 * Such an access runs on the CPU the task runs on; cachelint infer drops a
 * pair whose every hot writer and reader is the task's own (docs/infer-model.md).
 * Accesses through a parameter, and what calls pass, are noted too: a
 * parameter every caller gives current is current.  The same walk finds
 * writes into new objects: what an allocator returned (callgraph.h).
 */
#ifndef CACHELINT_PLUGIN_OWNER_H
#define CACHELINT_PLUGIN_OWNER_H

#include "callgraph.h"

/* A constant or an error number: NULL, ERR_PTR(err).  No object at all. */
#define OWNER_NO_OBJECT (-5)

/*
 * Where a pointer comes from, through copies, conversions, offsets and
 * &p->member, and the ways into a PHI when they agree: CL_ARG_CURRENT,
 * CL_ARG_NEW (a malloc-like call's result), CL_ARG_RESULT (another direct
 * call's; *from names the callee), the index of the function's own
 * parameter it is (below CL_CG_MAX_ARGS), OWNER_NO_OBJECT, or
 * CL_ARG_OTHER.  A parameter is current when every call passes current
 * there (callgraph__param_is_current), new when every call passes a new
 * object (callgraph__param_is_fresh).
 */
int owner__pointer_source(tree ptr, const char **from);
/* ... of the pointer ref (p->flags, p->thread_info.cpu) is reached through
 * (never OWNER_NO_OBJECT). */
int owner__ref_source(tree ref, const char **from);
/*
 * The sources of a returned pointer, one per way into its PHIs (a function
 * may return kmalloc()'s result on one path and a callee's on another);
 * no object (NULL, ERR_PTR) is left out.
 */
void owner__return_sources(tree value, void (*note)(int source, const char *from, void *ctx),
			   void *ctx);

#endif
