# The libclang front end (`cachelint check`): its suite and its benchmark.
# Included by the top-level Makefile.

# make check-clang [ORACLE_SEED=N] [ORACLE_COUNT=N]: tests/suites/50-clang.sh alone
check-clang: $(O)/cachelint $(O)/cachelint.so $(O)/tests/gen-structs
	$(Q)CACHELINT_ROOT=$(CURDIR) CACHELINT_BUILD=$(abspath $(O)) bash tests/suites/50-clang.sh

# make bench-clang [KERNEL_CDB=DIR KERNEL_FILE=unit.c]: cachelint check vs clang -fsyntax-only
bench-clang: $(O)/cachelint
	$(Q)CACHELINT_BUILD=$(abspath $(O)) bash bench/clang-check.sh

.PHONY: check-clang bench-clang
