#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# cachelint at scale: every .c of kernel/sched/, mm/ and net/ipv4/ in the
# x86_64 defconfig build of linux-source-6.12, compiled twice -- once with
# the plugin, once without -- must compile without a GCC crash and give the
# same object code.  The plugin only reads types: any byte it changes in an
# object is a bug.
#
# Reuses the unpatched tree and the configured object tree that
# scripts/kernel-check.sh prepared (build/kernel/tree-markers, obj-markers);
# skips with a reason when they are missing.  Two copies of the object tree
# (obj-scale-plain, obj-scale-plugin) receive the two builds, so the trees
# of kernel-check.sh are never written.
#
# The objects are those "make -n DIR/" would compile in the defconfig tree.
# Objects are compared after objcopy --strip-debug --remove-section=.comment:
# the DWARF producer string holds the command line (and so the plugin
# arguments), .comment the compiler version; everything else -- code, data,
# relocations, symbols, .note sections, objtool's sections -- must match.
#
# Usage: scripts/kernel-scale.sh [--sample N] [--jobs J]
#   --sample N  every k-th object, so that at most N are built (default all)
#   --jobs J    make -j (default 2)
# Environment: CACHELINT_BUILD (build/), CACHELINT_SKIP_KERNEL=1.
# Prints TAP-like lines; writes the logs and a summary under build/kernel/scale/.
set -u

ROOT=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
B=${CACHELINT_BUILD:-$ROOT/build}
case $B in /*) ;; *) B=$PWD/$B ;; esac
K=$B/kernel
DIRS="kernel/sched mm net/ipv4"
SAMPLE=0
JOBS=2

usage() { echo "usage: $0 [--sample N] [--jobs J]" >&2; exit 2; }
while [ $# -gt 0 ]; do
	case $1 in
	--sample) [ $# -ge 2 ] || usage; SAMPLE=$2; shift 2 ;;
	--jobs) [ $# -ge 2 ] || usage; JOBS=$2; shift 2 ;;
	*) usage ;;
	esac
done
case $SAMPLE in '' | *[!0-9]*) usage ;; esac
case $JOBS in '' | *[!0-9]* | 0) usage ;; esac

NAME="kernel-scale: $DIRS"
ok() { echo "ok - kernel-scale: $*"; }
notok() { echo "not ok - kernel-scale: $1"; shift; for l in "$@"; do echo "    $l"; done; }
skip() { echo "ok - $NAME with and without the plugin # SKIP $*"; exit 0; }

[ "${CACHELINT_SKIP_KERNEL:-0}" = 1 ] && skip "CACHELINT_SKIP_KERNEL=1"
SRC=$K/tree-markers
REF=$K/obj-markers
if ! [ -f "$REF/.cachelint-stamp" ] || ! [ -f "$SRC/Makefile" ]; then
	skip "no prepared kernel tree in $K (run make kernel-check first)"
fi
for t in make gcc objcopy cmp flock; do
	command -v "$t" >/dev/null || skip "$t not installed"
done
[ -f "$B/cachelint.so" ] || { notok "the plugin is built" "missing $B/cachelint.so: run make"; exit 0; }

S=$K/scale
mkdir -p "$S"
# One scale run at a time (its own lock: kernel-check.sh is not held up).
exec 8>"$K/.scale-lock"
flock 8

# A snapshot of the plugin: a "make" elsewhere may relink it meanwhile.
# In a directory of its own: GCC names the plugin (and its arguments) after
# the file name.
PLUGIN=$K/bin/scale/cachelint.so
mkdir -p "$K/bin/scale"
for _ in 1 2 3 4 5; do
	cp -fp "$B/cachelint.so" "$PLUGIN.tmp" 2>/dev/null && mv -f "$PLUGIN.tmp" "$PLUGIN" && break
	sleep 2
done
[ -f "$PLUGIN" ] || { notok "the plugin is built" "cannot copy $B/cachelint.so"; exit 0; }

# The two object trees: copies of the configured tree, refreshed when it is
# reconfigured.  Copied under kernel-check.sh's lock, so never half-written.
ref_id=$(cat "$REF/.cachelint-stamp" "$REF/.config" | sha1sum | cut -d' ' -f1)
for v in plain plugin; do
	o=$K/obj-scale-$v
	if [ "$(cat "$o/.scale-stamp" 2>/dev/null)" != "$ref_id" ]; then
		rm -rf "$o"
		( exec 9>"$K/.lock"; flock 9; cp -a "$REF" "$o" ) || {
			notok "copy the object tree" "cp -a $REF $o failed"
			exit 0
		}
		echo "$ref_id" >"$o/.scale-stamp"
	fi
done

# --- the objects of the three directories in this configuration ---
# make -n in a scratch copy without any object of those directories lists
# every compile; the DIRS' .o with a .c beside them are the list.
LIST=$S/objects.all
if [ "$(head -1 "$LIST" 2>/dev/null)" != "# $ref_id" ]; then
	scratch=$S/list-tree
	rm -rf "$scratch"
	cp -a "$REF" "$scratch"
	for d in $DIRS; do rm -rf "${scratch:?}/$d"; done
	# shellcheck disable=SC2046
	make -n -C "$SRC" O="$scratch" $(for d in $DIRS; do echo "$d/"; done) >"$S/list.log" 2>&1
	{
		echo "# $ref_id"
		grep -oE " -o ($(echo "$DIRS" | tr ' ' '|'))/[^ ]*\.o" "$S/list.log" | sed 's/^ -o //' |
			sort -u | while read -r f; do [ -f "$SRC/${f%.o}.c" ] && echo "$f"; done
	} >"$LIST.tmp"
	mv -f "$LIST.tmp" "$LIST"
	rm -rf "$scratch"
fi
total=$(grep -vc '^#' "$LIST")
if [ "$total" -lt 50 ]; then
	notok "list the objects of $DIRS" "only $total objects (see $S/list.log)"
	exit 0
fi
step=1
[ "$SAMPLE" -gt 0 ] && [ "$total" -gt "$SAMPLE" ] && step=$(((total + SAMPLE - 1) / SAMPLE))
OBJS=$(grep -v '^#' "$LIST" | awk -v k="$step" '(NR - 1) % k == 0')
n=$(echo "$OBJS" | wc -l)
ok "$total objects in $DIRS (defconfig); building $n (every ${step})"
echo "$OBJS" >"$S/objects"

# --- the two builds ---
build() {	# VARIANT KCFLAGS: compiles OBJS in obj-scale-VARIANT, log in S/
	local v=$1 o=$K/obj-scale-$1 f start
	for f in $OBJS; do rm -f "$o/$f"; done
	start=$(date +%s)
	# shellcheck disable=SC2086
	make -C "$SRC" O="$o" -j"$JOBS" KCFLAGS="$2" $OBJS >"$S/build-$v.log" 2>&1
	echo $? >"$S/build-$v.rc"
	echo $(($(date +%s) - start)) >"$S/build-$v.seconds"
}
rm -rf "$S/reports"
mkdir -p "$S/reports"
build plain ""
build plugin "-fplugin=$PLUGIN -Wno-error=attributes -fplugin-arg-cachelint-report-dir=$S/reports"

for v in plain plugin; do
	if [ "$(cat "$S/build-$v.rc")" = 0 ]; then
		ok "$n objects build $( [ $v = plugin ] && echo with || echo without) the plugin ($(cat "$S/build-$v.seconds")s)"
	else
		notok "$n objects build $( [ $v = plugin ] && echo with || echo without) the plugin" \
			"$(grep -E -m5 'error|Error' "$S/build-$v.log")"
	fi
done
crashes=$(grep -E -c 'internal compiler error|active plugins|Segmentation fault|Please submit a full bug report' "$S/build-plugin.log")
if [ "$crashes" -eq 0 ]; then
	ok "no GCC crash with the plugin ($n objects)"
else
	notok "no GCC crash with the plugin" "$crashes crash lines:" \
		"$(grep -E -B3 -m10 'internal compiler error|active plugins|Segmentation fault' "$S/build-plugin.log")"
fi
reports=$(find "$S/reports" -name '*.json' | wc -l)

# --- the objects, compared without debug info and .comment ---
strip_obj() { objcopy --strip-debug --remove-section=.comment "$1" "$2" 2>/dev/null; }
same=0
missing=""
differ=""
T=$S/cmp
rm -rf "$T"
mkdir -p "$T"
for f in $OBJS; do
	a=$K/obj-scale-plain/$f
	b=$K/obj-scale-plugin/$f
	if ! [ -f "$a" ] || ! [ -f "$b" ]; then
		missing="$missing $f"
		continue
	fi
	if strip_obj "$a" "$T/a.o" && strip_obj "$b" "$T/b.o" && cmp -s "$T/a.o" "$T/b.o"; then
		same=$((same + 1))
	else
		differ="$differ $f"
	fi
done
rm -rf "$T"
if [ -z "$missing" ] && [ -z "$differ" ]; then
	ok "object code identical with and without the plugin: $same/$n"
else
	notok "object code identical with and without the plugin: $same/$n" \
		"missing:${missing:- none}" "different:${differ:- none}"
fi
{
	echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
	echo "plugin: $B/cachelint.so built $(stat -c '%y' "$PLUGIN" | cut -c1-16)"
	echo "objects in $DIRS: $total; built: $n (every ${step}); jobs: $JOBS"
	echo "build without plugin: $(cat "$S/build-plain.seconds")s (exit $(cat "$S/build-plain.rc"))"
	echo "build with plugin: $(cat "$S/build-plugin.seconds")s (exit $(cat "$S/build-plugin.rc"))"
	echo "crash lines: $crashes"
	echo "identical: $same/$n"
	echo "plugin reports written: $reports"
} >"$S/summary.txt"
# The whole list's summary is kept apart from the samples of make check.
[ "$step" = 1 ] && cp -f "$S/summary.txt" "$S/summary-all.txt"
exit 0
