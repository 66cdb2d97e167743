/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Accesses a task makes to its own task_struct: through the pointer the
 * kernel's `current` loads from the running CPU's per-CPU `current_task`
 * (x86's pcpu_hot.current_task, as a __seg_gs load or an asm reading it).
 * Such an access runs on the CPU the task runs on; cachelint infer drops a
 * pair whose every hot writer and reader is the task's own (docs/infer.md).
 */
#ifndef CACHELINT_PLUGIN_OWNER_H
#define CACHELINT_PLUGIN_OWNER_H

/* ref (p->flags, p->thread_info.cpu) is reached through current. */
bool owner__ref_is_current(tree ref);

#endif
