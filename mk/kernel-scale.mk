# The plugin on every .c of kernel/sched, mm and net/ipv4 (docs/kernel.md):
# no GCC crash, identical objects; and its overhead on five kernel objects.
# Both need the tree that "make kernel-check" prepares.
kernel-scale: all
	$(Q)bash scripts/kernel-scale.sh

bench-kernel-objects: all
	$(Q)bash bench/kernel-objects.sh

.PHONY: kernel-scale bench-kernel-objects
