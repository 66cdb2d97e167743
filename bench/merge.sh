#!/usr/bin/env bash
# Times cachelint merge on 3,000 generated unit reports (a kernel build's
# worth) and cachelint diff on build reports of growing size: medians of
# repeated runs.  Results go in BENCHMARKS.md, section "merge and diff".
# usage: bench/merge.sh [RUNS]   (environment: UNITS=3000, O=build)
set -eu
cd "$(dirname "$0")/.."
runs=${1:-5}
units=${UNITS:-3000}
build=${O:-build}
cl=$build/cachelint
data=$build/bench-merge
[ -x "$cl" ] || { echo "bench/merge.sh: build $cl first (make)" >&2; exit 2; }

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# wall-clock seconds of one run of a command, output discarded
seconds() {
	local t0 t1
	t0=$(date +%s.%N)
	"$@" >/dev/null 2>&1 || [ $? -eq 1 ]	# 1 = findings, not a failure
	t1=$(date +%s.%N)
	echo "$t1 - $t0" | bc -l | xargs printf '%.3f\n'
}

if [ ! -f "$data/units-$units/done" ]; then
	echo "generating $units unit reports in $data/units-$units (once)..." >&2
	rm -rf "$data/units-$units"
	python3 bench/merge-gen.py "$data/units-$units" "$units"
	touch "$data/units-$units/done"
fi
size=$(du -sm "$data/units-$units" | cut -f1)
cat "$data/units-$units"/*.json >/dev/null	# warm the page cache: time the merge, not the disk
for _ in $(seq "$runs"); do seconds "$cl" merge -o "$data/merged.json" "$data/units-$units"; done >"$data/t"
printf 'merge %d unit reports (%d MB): median %.2f s of %d runs (min %.2f, max %.2f)\n' \
	"$units" "$size" "$(median <"$data/t")" "$runs" "$(sort -n "$data/t" | head -1)" "$(sort -n "$data/t" | tail -1)"

for n in 1000 10000 100000; do
	[ -f "$data/diff-$n-new.json" ] || python3 bench/diff-gen.py "$data/diff-$n-old.json" "$data/diff-$n-new.json" "$n"
	for _ in $(seq "$runs"); do
		seconds "$cl" diff --format json -o /dev/null "$data/diff-$n-old.json" "$data/diff-$n-new.json"
	done >"$data/t"
	printf 'diff of two reports of %6d structs: median %.3f s of %d runs\n' "$n" "$(median <"$data/t")" "$runs"
done
