# cachelint infer (docs/infer.md): benchmarks of the infer-access pass and of
# merging a build's worth of unit reports.
bench-infer: all
	$(Q)bash bench/infer-overhead.sh
	$(Q)bash bench/infer-scale.sh

.PHONY: bench-infer
