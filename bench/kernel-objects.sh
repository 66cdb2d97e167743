#!/usr/bin/env bash
# Compile-time and peak-memory overhead of the GCC plugin on real kernel
# objects (a benchmark, not a test: nothing here fails on a number).
#
#   bench/kernel-objects.sh [--infer] [PAIRS] [OBJ...]
#
# --infer: compare the plugin in lint mode (A) with the plugin plus
# -fplugin-arg-cachelint-infer-access (B), instead of no plugin (A) with the
# plugin (B).
#
# Uses the unpatched linux-source-6.12 tree and the configured defconfig +
# DWARF4 object tree that scripts/kernel-check.sh prepared (build/kernel/
# tree-markers, obj-markers), copied into two object trees of its own,
# obj-bench-plain and obj-bench-plugin: KCFLAGS is part of every object's
# command line, so switching it within one tree would also rebuild kbuild's
# own prerequisites and pollute the numbers.
#
# Each object (default: kernel/sched/core.o kernel/sched/fair.o
# mm/page_alloc.o mm/memory.o net/ipv4/tcp.o) is removed and rebuilt with
# "make O=tree OBJ" PAIRS times (default 7) in each tree, interleaved A/B then
# B/A, one warm-up each.  /usr/bin/time around make: CPU = user + sys of make
# and all its children (kbuild's own make work, gcc, objtool), peak RSS = the
# largest child (cc1).  The plugin runs as a user runs it in lint mode:
# diagnostics on, JSON report written.  Prints a Markdown table of medians.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
B=${CACHELINT_BUILD:-$root/build}
K=$B/kernel
SRC=$K/tree-markers
REF=$K/obj-markers
mode=plugin
if [ "${1:-}" = --infer ]; then
	mode=infer
	shift
fi
pairs=${1:-7}
shift || true
objs=${*:-kernel/sched/core.o kernel/sched/fair.o mm/page_alloc.o mm/memory.o net/ipv4/tcp.o}
out=$B/bench/kernel-objects
[ $mode = infer ] && out=$B/bench/kernel-objects-infer
mkdir -p "$out"
[ -x /usr/bin/time ] || { echo "kernel-objects: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
[ -f "$B/cachelint.so" ] || { echo "kernel-objects: $B/cachelint.so not built (make)" >&2; exit 2; }
if ! [ -f "$REF/.cachelint-stamp" ] || ! [ -f "$SRC/Makefile" ]; then
	echo "kernel-objects: no prepared kernel tree in $K (make kernel-check)" >&2
	exit 2
fi

# A snapshot of the plugin, in a directory of its own (GCC names the plugin
# and its arguments after the file name).
mkdir -p "$out/plugin" "$out/reports"
cp -fp "$B/cachelint.so" "$out/plugin/cachelint.so"
PLUGIN_FLAGS="-fplugin=$out/plugin/cachelint.so -Wno-error=attributes -fplugin-arg-cachelint-report-dir=$out/reports"
# the two variants: A and B, each in its own object tree
if [ $mode = infer ]; then
	A=plugin
	B_=infer
	FLAGS_A=$PLUGIN_FLAGS
	FLAGS_B="$PLUGIN_FLAGS -fplugin-arg-cachelint-infer-access"
else
	A=plain
	B_=plugin
	FLAGS_A=""
	FLAGS_B=$PLUGIN_FLAGS
fi

ref_id=$(cat "$REF/.cachelint-stamp" "$REF/.config" | sha1sum | cut -d' ' -f1)
for v in $A $B_; do
	o=$K/obj-bench-$v
	if [ "$(cat "$o/.bench-stamp" 2>/dev/null)" != "$ref_id" ]; then
		rm -rf "$o"
		( exec 9>"$K/.lock"; flock 9; cp -a "$REF" "$o" )
		echo "$ref_id" >"$o/.bench-stamp"
	fi
done

# build VARIANT OBJ [LABEL]: rebuilds OBJ; with LABEL appends "cpu rss_kb".
build() {
	local v=$1 f=$2 kc=$FLAGS_A
	[ "$v" = "$B_" ] && kc=$FLAGS_B
	rm -f "$K/obj-bench-$v/$f"
	/usr/bin/time -o "$out/time.txt" -f '%U %S %M' \
		make -C "$SRC" O="$K/obj-bench-$v" KCFLAGS="$kc" "$f" >"$out/make-$v.log" 2>&1 ||
		{ echo "kernel-objects: make $f ($v) failed, see $out/make-$v.log" >&2; exit 1; }
	[ -n "${3:-}" ] && awk '{ printf "%.3f %d\n", $1 + $2, $3 }' "$out/time.txt" >>"$out/$3"
	return 0
}

median() {	# FILE COLUMN
	sort -g -k"$2,$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
pct() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.1f%%", (b - a) * 100 / a }'; }

echo "| object | pairs | CPU $A | CPU $B_ | CPU overhead | peak RSS $A | peak RSS $B_ | RSS overhead |"
echo "|---|---|---|---|---|---|---|---|"
sum_a=0
sum_b=0
for f in $objs; do
	key=$(echo "$f" | tr '/' '_')
	rm -f "$out/$key.without" "$out/$key.with"
	build $A "$f"	# warm-ups: kbuild's prerequisites, page cache
	build $B_ "$f"
	for ((i = 0; i < pairs; i++)); do
		if ((i % 2 == 0)); then
			build $A "$f" "$key.without"
			build $B_ "$f" "$key.with"
		else
			build $B_ "$f" "$key.with"
			build $A "$f" "$key.without"
		fi
	done
	ca=$(median "$out/$key.without" 1)
	cb=$(median "$out/$key.with" 1)
	ra=$(median "$out/$key.without" 2)
	rb=$(median "$out/$key.with" 2)
	sum_a=$(awk -v s="$sum_a" -v x="$ca" 'BEGIN { print s + x }')
	sum_b=$(awk -v s="$sum_b" -v x="$cb" 'BEGIN { print s + x }')
	printf '| %s | %d | %.2f s | %.2f s | %s | %d MB | %d MB | %s |\n' "$f" "$pairs" "$ca" "$cb" \
		"$(pct "$ca" "$cb")" $((${ra%.*} / 1024)) $((${rb%.*} / 1024)) "$(pct "$ra" "$rb")"
done
printf '| **sum of medians** | | %.2f s | %.2f s | %s | | | |\n' "$sum_a" "$sum_b" "$(pct "$sum_a" "$sum_b")"
