# make fuzz: libFuzzer (clang-14) on the pahole-output parser, the annotation
# parser and the JSON/report reader.  FUZZ_SECONDS per target (default 60).
# Crashing inputs land in $(O)/fuzz/<target>/; keep them as regression tests
# in fuzz/regressions/<target>/ (replayed by tests/suites/30-pahole.sh).
FUZZ_CC ?= $(firstword $(wildcard /usr/bin/clang-14) clang)
FUZZ_SECONDS ?= 60
FUZZ_FLAGS = -std=gnu11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
	-Iinclude -Irules -Iinfer -Itools -I.
FUZZ_TARGETS = pahole annotations json
FUZZ_RULES_SRCS = $(RULES_SRCS) $(INFER_SRCS)
FUZZ_SRCS_pahole = pahole/parse.c pahole/decl.c pahole/index.c
FUZZ_SRCS_annotations = tools/annotations.c
FUZZ_SRCS_json =

$(O)/fuzz/fuzz_%: fuzz/fuzz_%.c $(RULES_SRCS) $(INFER_SRCS) $(wildcard pahole/*.c tools/annotations.c)
	@mkdir -p $(dir $@)
	$(call msg,FUZZCC,$@)$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $< $(FUZZ_RULES_SRCS) $(FUZZ_SRCS_$*)

fuzz-build: $(FUZZ_TARGETS:%=$(O)/fuzz/fuzz_%)

# Each target runs FUZZ_SECONDS from its seeds plus the saved regressions.
fuzz: fuzz-build
	$(Q)for t in $(FUZZ_TARGETS); do \
		mkdir -p $(O)/fuzz/$$t/corpus $(O)/fuzz/$$t/crashes; \
		echo "  FUZZ     $$t ($(FUZZ_SECONDS) s)"; \
		$(O)/fuzz/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 \
			-artifact_prefix=$(O)/fuzz/$$t/crashes/ -print_final_stats=0 \
			$(O)/fuzz/$$t/corpus fuzz/seeds/$$t fuzz/regressions/$$t 2>$(O)/fuzz/$$t/log || \
			{ tail -40 $(O)/fuzz/$$t/log; exit 1; }; \
		tail -1 $(O)/fuzz/$$t/log; \
	done

.PHONY: fuzz fuzz-build
