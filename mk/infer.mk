# cachelint infer (docs/infer.md): the kernel/sched inference in two configs
# (needs the tree "make kernel-check" prepares), its precision against the
# judged census (docs/kernel-census.tsv), and the benchmarks of the
# infer-access pass and of merging a build's worth of unit reports.
kernel-infer: all
	$(Q)bash scripts/kernel-infer.sh

# precision of the offstack run against the judged census
kernel-census:
	$(Q)bash scripts/kernel-census.sh

bench-infer: all
	$(Q)bash bench/infer-overhead.sh
	$(Q)bash bench/infer-scale.sh
	$(Q)bash bench/kernel-objects.sh --infer

# the whole defconfig kernel built with infer-access, then cachelint infer on
# its ~2,800 unit reports (not part of bench-infer: a 12-minute build)
bench-infer-kernel: all
	$(Q)bash bench/infer-kernel.sh

# The tests/infer fixtures' check blocks (tests/README.md, "The infer
# fixtures"): make check-infer [INFER="a.c b.c"]; make bless-infer
# INFER="a.c" rewrites their expected outputs from the real ones: read every
# blessed line before committing.
check-infer: all
	$(Q)CACHELINT_BUILD=$(abspath $(O)) bash tests/run-infer.sh $(INFER)

bless-infer: all
	$(Q)CACHELINT_BUILD=$(abspath $(O)) bash tests/run-infer.sh --bless $(INFER)

.PHONY: kernel-infer kernel-census bench-infer bench-infer-kernel check-infer bless-infer
