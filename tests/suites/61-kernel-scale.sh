#!/usr/bin/env bash
# The plugin at scale on linux-source-6.12: a sample of 12 of the .c files of
# kernel/sched/, mm/ and net/ipv4/ (defconfig) compiled with and without the
# plugin; no GCC crash and identical object code (scripts/kernel-scale.sh;
# run it without --sample for the whole list).  Runs after 60-kernel.sh,
# which prepares build/kernel; skips when that tree is missing.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
build=${CACHELINT_BUILD:-build}
case $build in /*) ;; *) build=$PWD/$build ;; esac
K=$build/kernel

if [ "${CACHELINT_SKIP_KERNEL:-0}" = 1 ]; then
	echo "ok - kernel-scale: sample of kernel/sched mm net/ipv4 # SKIP CACHELINT_SKIP_KERNEL=1"
	exit 0
fi
if ! [ -f "$K/obj-markers/.cachelint-stamp" ]; then
	echo "ok - kernel-scale: sample of kernel/sched mm net/ipv4 # SKIP build/kernel not prepared (60-kernel.sh / make kernel-check)"
	exit 0
fi

CACHELINT_BUILD=$build bash scripts/kernel-scale.sh --sample 12 --jobs 2

# The comparison must be able to see a difference: the stripped objects
# still hold code, and two different objects compare different.
S=$K/scale
a=$(sed -n 1p "$S/objects" 2>/dev/null)
b=$(sed -n 2p "$S/objects" 2>/dev/null)
T=$build/tests/kernel-scale
mkdir -p "$T"
if [ -n "$a" ] && [ -n "$b" ] &&
	objcopy --strip-debug --remove-section=.comment "$K/obj-scale-plugin/$a" "$T/a.o" &&
	objcopy --strip-debug --remove-section=.comment "$K/obj-scale-plugin/$b" "$T/b.o" &&
	objdump -h "$T/a.o" | awk '$2 ~ /^\.text/ && $3 !~ /^0+$/ { t = 1 } END { exit !t }' &&
	! cmp -s "$T/a.o" "$T/b.o"; then
	echo "ok - kernel-scale: the stripped objects keep their code ($a) and tell objects apart"
else
	echo "not ok - kernel-scale: the stripped objects keep their code and tell objects apart"
	echo "    objects: '$a' '$b'"
fi
