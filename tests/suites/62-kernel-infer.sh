#!/usr/bin/env bash
# cachelint infer on linux-source-6.12's kernel/sched without annotations,
# in defconfig and with CPUMASK_OFFSTACK (scripts/kernel-infer.sh): the
# cpupri seed found from the code, the precision filters at work, the
# inferred annotations checked against the binary, and the object code
# unchanged by the pass.  Runs after 60-kernel.sh, which prepares
# build/kernel; skips when that tree is missing.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
build=${CACHELINT_BUILD:-build}
case $build in /*) ;; *) build=$PWD/$build ;; esac

if [ "${CACHELINT_SKIP_KERNEL:-0}" = 1 ]; then
	echo "ok - kernel-infer: kernel/sched without annotations # SKIP CACHELINT_SKIP_KERNEL=1"
	exit 0
fi
if ! [ -f "$build/kernel/obj-markers/.cachelint-stamp" ]; then
	echo "ok - kernel-infer: kernel/sched without annotations # SKIP build/kernel not prepared (60-kernel.sh / make kernel-check)"
	exit 0
fi
CACHELINT_BUILD=$build bash scripts/kernel-infer.sh
