# make kernel-check: the annotated Linux 6.12 structs built with the plugin
# and cross-checked with pahole (scripts/kernel-check.sh; docs/kernel.md).
kernel-check: all
	$(Q)bash scripts/kernel-check.sh
