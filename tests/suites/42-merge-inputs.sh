#!/usr/bin/env bash
# 42-merge-inputs: what `cachelint merge DIR` takes from a directory.  Only
# the plugin's *.cachelint.json (a build tree also holds package.json and
# an earlier merge's build.json); a merged report found there is refused,
# naming it, because its units would count twice; a merged report named on
# the command line is a sub-build's and is merged as before.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
. tests/lib/suite.sh
fx=$root/tests/reports
rc_is() {	# NAME WANT COMMAND...
	local n=$1 want=$2; shift 2
	"$@" >"$tmp/rc.out" 2>"$tmp/rc.err"; local rc=$?
	if [ "$rc" = "$want" ]; then ok "$n"; else fail "$n" "exit $rc, wanted $want" "$(head -c 800 "$tmp/rc.err")"; fi
}

if [ ! -x "$cl" ]; then
	fail "merge inputs: $cl not built"
	exit 0
fi
command -v jq >/dev/null || { fail "merge inputs: jq missing (scripts/deps.sh)"; exit 0; }

# a report directory as the plugin leaves it: unit reports in subfolders,
# sorted as the fixtures (variant numbers follow the order of the inputs)
R=$tmp/reports
mkdir -p "$R/net" "$R/sched"
cp "$fx/units/a.json" "$R/net/a.c.cachelint.json"
cp "$fx/units/b.json" "$R/net/b.c.cachelint.json"
cp "$fx/units/c.json" "$R/sched/c.c.cachelint.json"
"$cl" merge -o "$tmp/named.json" "$fx/units"/*.json >/dev/null 2>&1
[ -s "$tmp/named.json" ] || fail "merge inputs: the named fixtures do not merge"
norm() { jq -S 'del(.units)' "$1"; }

rc_is "merge DIR: the unit reports merge (findings: exit 1)" 1 "$cl" merge -o "$tmp/dir.json" "$R"
check "merge DIR: the same report as the units named one by one" \
	cmp <(norm "$tmp/named.json") <(norm "$tmp/dir.json")
check "merge DIR: three units" jqe '.units == 3' "$tmp/dir.json"

# what else lives in a build tree: none of it is a unit
echo '{"name": "kernel-tools", "version": "1.0.0"}' >"$R/package.json"
echo '[{"directory": "/src", "file": "a.c", "command": "gcc -c a.c"}]' >"$R/compile_commands.json"
cp "$tmp/dir.json" "$R/build.json"		# the README's -o, left from the last run
rc_is "merge DIR: package.json, compile_commands.json and an old build.json are left out" 1 \
	"$cl" merge -o "$tmp/again.json" "$R"
check "merge DIR: ... so the units and findings are not counted twice" \
	cmp <(norm "$tmp/dir.json") <(norm "$tmp/again.json")
check "merge DIR: ... still three units" jqe '.units == 3' "$tmp/again.json"
check "merge DIR: ... and every finding once" \
	jqe --slurpfile a "$tmp/named.json" '(.findings | length) == ($a[0].findings | length)' "$tmp/again.json"

# a merged report under the plugin's name in the directory: refused, named
cp "$tmp/dir.json" "$R/sched/all.cachelint.json"
rc_is "merge DIR: a merged report found in the directory is refused (exit 2)" 2 \
	"$cl" merge -o "$tmp/refused.json" "$R"
check "merge DIR: ... naming the file and why" \
	grep -q "sched/all.cachelint.json: a merged report (\"merged\": true), not a unit's: its units would count twice" "$tmp/rc.err"
check "merge DIR: ... and no output written" test ! -e "$tmp/refused.json"
rm "$R/sched/all.cachelint.json"

# named on the command line, a merged report is a sub-build's: merged
"$cl" merge -o "$tmp/net.json" "$R/net" >/dev/null 2>&1
rc_is "merge: merged reports named on the command line merge (sub-builds)" 1 \
	"$cl" merge -o "$tmp/subs.json" "$tmp/net.json" "$R/sched/c.c.cachelint.json"
# (the layout-variant notes of a sub-build name it "merged", not its units)
shape() { jq -S '{structs: [.structs[] | {name, size}], findings: [.findings[] | {rule, struct, fields}]}' "$1"; }
check "merge: ... into the structs and findings of all their units" \
	cmp <(shape "$tmp/named.json") <(shape "$tmp/subs.json")
check "merge: ... with every unit counted once" jqe '.units == 3' "$tmp/subs.json"

# a directory holding only other JSON: nothing to merge, said so
mkdir -p "$tmp/none"
cp "$R/package.json" "$tmp/none/"
rc_is "merge DIR: no *.cachelint.json in it is a usage error" 2 "$cl" merge -o "$tmp/n.json" "$tmp/none"
check "merge DIR: ... saying none was found" grep -q "no reports given (or none found)" "$tmp/rc.err"
