#!/usr/bin/env bash
# Unit tests of rules/ without a compiler front end: hand-built models.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}"
build=${CACHELINT_BUILD:-build}
mkdir -p "$build/tests"
if ! ${CC:-gcc} -std=gnu11 -g -Wall -Werror -Irules tests/unit/test-rules.c "$build/librules.a" \
	-o "$build/tests/test-rules" 2>"$build/tests/test-rules.log"; then
	echo "not ok - rules unit tests: build failed"
	sed 's/^/    /' "$build/tests/test-rules.log"
	exit 0
fi
"$build/tests/test-rules"
