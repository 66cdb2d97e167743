#!/usr/bin/env bash
# 14-differential: the plugin on code nobody here wrote (issue 22).  A sample
# of gcc.c-torture/compile (150 units, Debian's gcc-12-source) and a fixed
# list of csmith programs, each compiled at -O0 and -O2 without the plugin
# and with it, in the default mode and with infer-access: the same object
# code, no ICE, no failure the plugin alone causes.  The csmith units'
# reports are then merged and inferred together, and every struct and
# finding must be true of the layout of the unit it names.
# tests/differential/run.sh does the work; `make check-torture` and
# `make check-csmith` run the full sets (mk/differential.mk).
#
# First, the checks must be able to fail: a code difference, an ICE, a
# plugin that fails to load and a field that is not in its unit's layout
# are each noticed.
set -u
root=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
here=$root/tests/differential
if [ ! -f "$plugin" ]; then
	echo "ok - differential # SKIP $plugin not built"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CACHELINT_ROOT=$root DIFF_PLUGIN=$plugin DIFF_OPTS=-O2

# selftest NAME WANT: runs unit.sh on selftest.c with the environment the
# caller set, and wants WANT in the plugin's default mode.
selftest()
{
	local name=$1 want=$2 got
	rm -rf "$tmp/st"
	bash "$here/unit.sh" "$tmp/st" selftest "$here/selftest.c"
	got=$(sed -n 's/.* check=\([a-z-]*\).*/\1/p' "$tmp/st/res/selftest" 2>/dev/null)
	if [ "$got" = "$want" ]; then
		echo "ok - differential notices $name"
	else
		echo "not ok - differential notices $name: check=$got, want $want"
		cat "$tmp/st/res/selftest" "$tmp/st/log/"* 2>/dev/null | head -10 | sed 's/^/    /'
	fi
}
selftest "nothing on identical code" same
DIFF_PLUGIN_EXTRA=-DCACHELINT_DIFF_SELFTEST selftest "a code difference" diff
# A wrapper that kills cc1 with SIGSEGV: GCC's own "internal compiler error".
printf '#!/bin/sh\nkill -SEGV $$\n' >"$tmp/segv" && chmod +x "$tmp/segv"
DIFF_PLUGIN_EXTRA="-wrapper $tmp/segv" selftest "an ICE" ice
DIFF_PLUGIN=$tmp/no-such-plugin.so selftest "a compile the plugin alone fails" fail

# The layout check: the unit's own layout passes; a field moved by one byte,
# and a finding on a field the unit does not have, fail.
if DIFF_KEEP_REPORTS=$tmp/lay/rep DIFF_CFLAGS="-I$root/include" \
	bash "$here/unit.sh" "$tmp/lay" s "$root/tests/codegen/use-structs.c" &&
   u=$(ls "$tmp"/lay/rep/O2/*.cachelint.json 2>/dev/null | head -1) && [ -n "$u" ]; then
	jq '.' "$u" >"$tmp/same.json"
	# A tag of several layouts is renamed after its definition (docs/infer-model.md,
	# "How roles are decided").
	jq '.structs[0].name += " [\(.structs[0].file):\(.structs[0].line)]"' "$u" >"$tmp/renamed.json"
	jq '.structs[0].fields[-1].offset += 1' "$u" >"$tmp/moved.json"
	jq '.findings = [{rule: "false-sharing", struct: .structs[0].name, file: .structs[0].file,
		line: 1, fields: [.structs[0].fields[0].name, "no_such_field"]}]' "$u" >"$tmp/ghost.json"
	check() { jq -r -s -f "$here/check-layouts.jq" --slurpfile out "$1" "$u" 2>&1; }
	same=$(check "$tmp/same.json")$(check "$tmp/renamed.json") moved=$(check "$tmp/moved.json") ghost=$(check "$tmp/ghost.json")
	if [ -z "$same" ] && [[ $moved == *"fields not in its unit's layout"* ]] && [[ $ghost == *no_such_field* ]]; then
		echo "ok - differential layout check passes the unit's own layout (also renamed after its definition), notices a moved field and a field it lacks"
	else
		echo "not ok - differential layout check: own layout [$same], moved field [$moved], missing field [$ghost]"
	fi
else
	echo "not ok - differential layout check: no report of tests/codegen/use-structs.c"
fi
unset DIFF_OPTS

for set in torture-sample csmith-sample; do
	bash "$here/run.sh" "$set" || echo "not ok - differential $set: tests/differential/run.sh exited $?"
done
exit 0
