# The plugin against code nobody here wrote (tests/differential/run.sh):
# every unit at -O0 and -O2 without and with the plugin (default mode and
# infer-access): same object code, no ICE, no failure the plugin alone
# causes; csmith reports merged and inferred together against their units'
# layouts.  `make check` runs a sample (tests/suites/14-differential.sh).
#   make check-torture                   all of gcc.c-torture compile/ and execute/
#   make check-csmith [CSMITH_COUNT=300] csmith seeds 1..N
#   DIFF_JOBS=N                          units compiled at once (2)
CSMITH_COUNT ?= 300

check-torture: $(O)/cachelint.so $(O)/cachelint
	$(Q)CACHELINT_BUILD=$(abspath $(O)) bash tests/differential/run.sh torture | tee $(O)/differential-torture.tap
	$(Q)! grep -q '^not ok' $(O)/differential-torture.tap

check-csmith: $(O)/cachelint.so $(O)/cachelint
	$(Q)bash scripts/deps.sh
	$(Q)CACHELINT_BUILD=$(abspath $(O)) bash tests/differential/run.sh csmith $(CSMITH_COUNT) | tee $(O)/differential-csmith.tap
	$(Q)! grep -q '^not ok' $(O)/differential-csmith.tap

.PHONY: check-torture check-csmith
