#!/usr/bin/env bash
# Runs every suite under tests/suites/ in order.  A suite prints TAP-like lines:
#   ok - NAME            a passed check
#   not ok - NAME        a failed check (details on the lines after, indented)
#   ok - NAME # SKIP why a check that could not run here (counted as skipped)
# The last line is the count, "N passed, N failed, N skipped", as CI reads it.
set -u
cd "$(dirname "$0")/.."
export CACHELINT_ROOT=$PWD
export CACHELINT_BUILD=${O:-$PWD/build}
passed=0 failed=0 skipped=0
log=$(mktemp)
for suite in tests/suites/*.sh; do
	[ -e "$suite" ] || continue
	name=$(basename "$suite" .sh)
	if [ -n "${SUITES:-}" ] && ! [[ " $SUITES " == *" $name "* ]]; then continue; fi
	echo "== $name"
	bash "$suite" >"$log" 2>&1
	rc=$?
	cat "$log"
	p=$(grep -c '^ok - ' "$log" | tr -d ' ')
	s=$(grep -c '^ok - .*# SKIP' "$log" | tr -d ' ')
	f=$(grep -c '^not ok - ' "$log" | tr -d ' ')
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		echo "not ok - $name: suite exited $rc"
		f=1
	fi
	passed=$((passed + p - s)) skipped=$((skipped + s)) failed=$((failed + f))
done
rm -f "$log"
echo
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
