#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# cachelint infer on a whole kernel (a benchmark and a measurement, not a
# test): builds all of linux-source-6.12, x86_64 defconfig + DWARF4, with
# -fplugin-arg-cachelint-infer-access, then times `cachelint infer` on the
# unit reports of the build (wall, CPU, peak RSS) and writes the findings.
#
#   bench/infer-kernel.sh [OUT [TARGET...]]
#
# OUT defaults to build/bench/infer-kernel; TARGETs (kbuild targets such as
# kernel/sched/) build part of the kernel only, to try the script quickly.
#
# Needs the trees `make kernel-check` prepares (build/kernel/tree-markers,
# obj-markers): the object tree is copied, so those are not written.  About
# 12 minutes of build with 2 jobs (CACHELINT_KERNEL_JOBS), 3 GB of disk.
# OUT holds build.log, rep/ (the reports), infer.txt, infer.json (both with
# --candidates), infer-defaults.json, infer.ann, stats.txt and time-*.txt
# (/usr/bin/time -v of the runs).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CACHELINT_BUILD:-$root/build}
line=${CACHELINT_LINE_SIZE:-64}
jobs=${CACHELINT_KERNEL_JOBS:-2}
out=${1:-$build/bench/infer-kernel}
[ $# -gt 0 ] && shift
src=$build/kernel/tree-markers
ref=$build/kernel/obj-markers

[ -f "$ref/.cachelint-stamp" ] && [ -f "$src/Makefile" ] || {
	echo "infer-kernel: no prepared kernel tree in $build/kernel (run make kernel-check first)" >&2
	exit 2
}
[ -x /usr/bin/time ] || { echo "infer-kernel: /usr/bin/time is not installed" >&2; exit 2; }

rm -rf "$out"
mkdir -p "$out/rep" "$out/bin"
# GCC names the plugin's arguments after the file: keep its name.
cp "$build/cachelint.so" "$build/cachelint" "$out/bin/"
cp -a "$ref" "$out/obj"

flags="-fplugin=$out/bin/cachelint.so -fplugin-arg-cachelint-infer-access"
flags="$flags -fplugin-arg-cachelint-report-dir=$out/rep"
flags="$flags -fplugin-arg-cachelint-line-size=$line -Wno-error=attributes"
echo "infer-kernel: building the kernel with infer-access ($jobs jobs)..." >&2
/usr/bin/time -v -o "$out/time-build.txt" \
	make -C "$src" O="$out/obj" -j"$jobs" KCFLAGS="$flags" "$@" >"$out/build.log" 2>&1 || {
	echo "infer-kernel: the kernel build failed: see $out/build.log" >&2
	tail -20 "$out/build.log" >&2
	exit 1
}

units=$(find "$out/rep" -name '*.cachelint.json' | wc -l)
mb=$(du -sm "$out/rep" | cut -f1)
cl=$out/bin/cachelint
# Exit 1 means findings: not a failure here.
# Timed with the candidates, as before they were held back by default: the
# same work, and every finding is in infer.json; infer-defaults.json holds
# what the defaults report (a declared side).
/usr/bin/time -v -o "$out/time-infer.txt" \
	"$cl" infer --line-size "$line" --candidates --stats --annotations-out "$out/infer.ann" \
	"$out/rep" >"$out/infer.txt" 2>"$out/stats.txt" || [ $? = 1 ]
/usr/bin/time -v -o "$out/time-infer-json.txt" \
	"$cl" infer --line-size "$line" --candidates --format json "$out/rep" >"$out/infer.json" 2>/dev/null || [ $? = 1 ]
"$cl" infer --line-size "$line" --format json "$out/rep" >"$out/infer-defaults.json" \
	2>"$out/infer-defaults.err" || [ $? = 1 ]

field() { sed -n "s/^[[:space:]]*$1: //p" "$2"; }
echo "units: $units reports, $mb MB"
echo "build: $(field 'Elapsed (wall clock) time (h:mm:ss or m:ss)' "$out/time-build.txt") wall"
t=$out/time-infer.txt
echo "infer: $(field 'Elapsed (wall clock) time (h:mm:ss or m:ss)' "$t") wall," \
	"$(field 'User time (seconds)' "$t") s user, $(field 'System time (seconds)' "$t") s sys," \
	"$(( $(field 'Maximum resident set size (kbytes)' "$t") / 1024 )) MB peak RSS"
grep ' findings; ' "$out/stats.txt" || tail -3 "$out/stats.txt"
echo "findings by rule (with --candidates):"
jq -r '.findings[].rule' "$out/infer.json" | sort | uniq -c
echo "findings by rule (defaults: a declared side):"
jq -r '.findings[].rule' "$out/infer-defaults.json" | sort | uniq -c
cat "$out/infer-defaults.err"
