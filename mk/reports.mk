# merge, diff, report and the series runner (docs/reports.md).
bench-merge: $(O)/cachelint
	$(Q)O=$(O) bash bench/merge.sh

.PHONY: bench-merge
