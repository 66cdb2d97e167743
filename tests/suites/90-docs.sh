#!/usr/bin/env bash
# 90-docs: the commands of README.md's "Using it" block, pasted as a user
# would, on the examples: each that applies to examples/ or the build tree
# runs in a scratch folder where build/ is the build tree, include/ the
# project's headers, foo.c an example and reports/ the examples' reports
# (recorded with infer-access).  A command passes when it exits 0 or 1 (1:
# findings) and leaves what it says it writes.  Those that need a kernel
# tree, a vmlinux, a compile database, perf or a git series are listed as
# skipped, by the word that needs them.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
root=$PWD
build=${CACHELINT_BUILD:-$root/build}
CC=${CACHELINT_CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok - $1"; }
fail() { echo "not ok - $1"; shift; for l in "$@"; do echo "    $l"; done; }
skip() { echo "ok - $1 # SKIP $2"; }

if [ ! -x "$build/cachelint" ] || [ ! -f "$build/cachelint.so" ]; then
	fail "docs: $build/cachelint or the plugin not built"
	exit 0
fi

# The fenced sh block after "## Using it", one command a line: a line ending
# in \ or in && (before a comment) goes on with the next.
awk '
	/^## Using it/ { sec = 1; next }
	sec && /^## / { exit }
	sec && !in_block && /^```sh/ { in_block = 1; next }
	in_block && /^```/ { exit }
	in_block {
		line = $0
		code = line; sub(/[ \t]+#.*$/, "", code)
		cmd = cmd (cmd == "" ? "" : "\n") line
		if (code ~ /\\$/ || code ~ /&&[ \t]*$/)
			next
		print cmd; printf "%c", 0
		cmd = ""
	}' README.md >"$tmp/cmds"
n=$(tr -cd '\0' <"$tmp/cmds" | wc -c)
[ "$n" -ge 10 ] || { fail "docs: the Using it block of README.md has $n commands, expected at least 10"; exit 0; }

W=$tmp/w
mkdir -p "$W/reports" "$W/obj"
ln -s "$build" "$W/build"
ln -s "$root/include" "$W/include"
cp "$root/examples/cpupri_vec.c" "$W/foo.c"
(cd "$W/obj" && "$CC" -fplugin="$build/cachelint.so" -fplugin-arg-cachelint-infer-access \
	-fplugin-arg-cachelint-report-dir="$W/reports" -I"$root/include" -c "$root"/examples/*.c) \
	>"$tmp/gcc.log" 2>&1

# what a command must leave behind, by a word in it
leaves() {
	case $1 in
	*'-c foo.c'*) echo foo.cachelint.json ;;
	*'layout.html'*) echo layout.html ;;
	*'--annotations-out all.ann'*) echo all.ann ;;
	esac
}

while IFS= read -r -d '' cmd; do
	first=$(printf '%s\n' "$cmd" | head -n 1 | sed 's/[ \t]*#.*$//; s/[ \t]*$//')
	need=''
	case $cmd in
	*kernel/sched/*) need='a kernel tree (kernel/sched/)' ;;
	*vmlinux*) need='a vmlinux' ;;
	*BUILD_DIR*) need='a compile database (BUILD_DIR)' ;;
	*perf*) need='perf and a workload' ;;
	*origin/master*) need='a git series' ;;
	make|make\ *) [ "$first" = make ] && need='the build itself (it made build/)' ;;
	esac
	if [ -n "$need" ]; then
		skip "docs: README: $first" "needs $need"
		continue
	fi
	# kept.ann: what the user kept of all.ann (all of it, here)
	[ ! -f "$W/all.ann" ] || [ -f "$W/kept.ann" ] || cp "$W/all.ann" "$W/kept.ann"
	want=$(leaves "$cmd")
	[ -z "$want" ] || rm -f "$W/$want"
	(cd "$W" && bash -c "$cmd") >"$tmp/out" 2>&1
	rc=$?
	if [ "$rc" -gt 1 ]; then
		fail "docs: README: $first" "exit $rc" "$(head -c 1200 "$tmp/out")"
	elif [ -n "$want" ] && [ ! -s "$W/$want" ]; then
		fail "docs: README: $first" "exit $rc, but no $want written" "$(head -c 1200 "$tmp/out")"
	else
		ok "docs: README: $first (exit $rc${want:+, $want written})"
	fi
done <"$tmp/cmds"
grep -q '<html' "$W/layout.html" 2>/dev/null && grep -q 'cpupri_vec' "$W/layout.html" &&
	ok "docs: README: the html page shows the examples' findings" ||
	fail "docs: README: the html page shows the examples' findings" "$(head -c 400 "$W/layout.html" 2>&1)"
