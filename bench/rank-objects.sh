#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# The ranking (issue 26) on the ten kernel objects the issue names, a
# benchmark, not a test: each object compiled with infer-access in a copy
# of the prepared defconfig tree (make kernel-check writes it), then
# `cachelint infer --candidates --rank` on their reports and
# bench/rank-census.sh against the judged census.  Prints how many
# candidates there are, the top 20, and the census measures.
#
#   bench/rank-objects.sh [OBJ...]
set -u
ROOT=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
B=${CACHELINT_BUILD:-$ROOT/build}
K=$B/kernel
SRC=$K/tree-markers
REF=$K/obj-markers
O=$K/obj-rank-def
OUT=$B/bench/rank-objects
JOBS=${CACHELINT_KERNEL_JOBS:-2}
OBJS=${*:-kernel/sched/build_utility.o kernel/sched/build_policy.o kernel/sched/fair.o
	fs/file.o fs/file_table.o fs/read_write.o mm/filemap.o kernel/time/posix-timers.o
	net/ipv4/udp.o net/core/sock.o}

[ -f "$SRC/Makefile" ] && [ -d "$REF" ] ||
	{ echo "rank-objects: no prepared kernel tree in $K (make kernel-check)" >&2; exit 2; }
[ -f "$B/cachelint.so" ] && [ -x "$B/cachelint" ] ||
	{ echo "rank-objects: build cachelint first (make)" >&2; exit 2; }
mkdir -p "$OUT/bin"
# snapshots: a make elsewhere may relink meanwhile (the plugin keeps its name)
cp -f "$B/cachelint.so" "$OUT/bin/cachelint.so"
cp -f "$B/cachelint" "$OUT/bin/cachelint"
[ -d "$O" ] || cp -a "$REF" "$O"
rm -rf "$OUT/rep"
flags="-fplugin=$OUT/bin/cachelint.so -fplugin-arg-cachelint-infer-access"
flags="$flags -fplugin-arg-cachelint-report-dir=$OUT/rep -Wno-error=attributes"
for obj in $OBJS; do
	rm -f "$O/$obj"
	if ! nice -n 10 make -C "$SRC" O="$O" -j"$JOBS" KCFLAGS="$flags" "$obj" \
		>"$OUT/build.log" 2>&1; then
		echo "rank-objects: $obj did not build:" >&2
		tail -20 "$OUT/build.log" >&2
		exit 2
	fi
done
echo "reports: $(find "$OUT/rep" -name '*.cachelint.json' | wc -l) units"
"$OUT/bin/cachelint" infer --candidates --rank --stats "$OUT/rep" >"$OUT/ranked.txt" 2>"$OUT/stats.txt"
echo "candidates: $(grep -c ': warning: ' "$OUT/ranked.txt")"
grep ': warning: ' "$OUT/ranked.txt" | head -20 | sed 's/^/  /'
CACHELINT_BUILD="$OUT/bin" bash "$ROOT/bench/rank-census.sh" "$OUT/rep" def
