# The corpus, the layout oracle and the plugin overhead benchmark
# (tests/README.md).  Included by the top-level Makefile.

$(O)/tests/gen-structs: tests/oracle/gen-structs.c
	@mkdir -p $(dir $@)
	$(call msg,CC,$@)$(HOSTCC) -std=gnu11 -O2 $(WARNINGS) -o $@ $<

# make check-corpus [CORPUS="a.c b.c"]: the corpus alone
check-corpus: $(O)/cachelint.so
	$(Q)CACHELINT_BUILD=$(abspath $(O)) bash tests/run-corpus.sh $(CORPUS)

# make bless-corpus CORPUS="a.c": rewrite expected blocks; read them after
bless-corpus: $(O)/cachelint.so
	$(Q)CACHELINT_BUILD=$(abspath $(O)) bash tests/run-corpus.sh --bless $(CORPUS)

# make check-oracle [ORACLE_SEED=N] [ORACLE_COUNT=N]
check-oracle: $(O)/cachelint.so $(O)/tests/gen-structs
	$(Q)CACHELINT_ROOT=$(CURDIR) CACHELINT_BUILD=$(abspath $(O)) bash tests/suites/11-oracle.sh

bench-plugin-overhead: $(O)/cachelint.so
	$(Q)CACHELINT_BUILD=$(abspath $(O)) bash bench/plugin-overhead.sh

.PHONY: check-corpus bless-corpus check-oracle bench-plugin-overhead
