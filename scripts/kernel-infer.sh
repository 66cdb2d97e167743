#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# cachelint infer on linux-source-6.12, without a single annotation: the
# objects of kernel/sched/ are compiled with -fplugin-arg-cachelint-infer-access
# in two configurations, and "cachelint infer" decides the roles from the
# code and reports:
#
#   def       x86_64 defconfig (NR_CPUS=64): struct cpumask inside cpupri_vec
#   offstack  defconfig + MAXSMP (CPUMASK_OFFSTACK, NR_CPUS=8192, as the
#             distributions build): cpupri_vec.mask is a pointer, which is
#             how the seed's 200+ core machines ran
#
# Reuses the unpatched tree and the configured object tree that
# scripts/kernel-check.sh prepared (build/kernel/tree-markers, obj-markers),
# copied into obj-infer-def and obj-infer-offstack so that its trees are not
# written.  Prints TAP-like lines; the reports, the findings (text and JSON),
# the inferred annotation files and the logs are under build/kernel/infer/.
#
# Environment: CACHELINT_BUILD (build/), CACHELINT_LINE_SIZE (64),
# CACHELINT_KERNEL_JOBS (2), CACHELINT_SKIP_KERNEL=1.
set -u

ROOT=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
B=${CACHELINT_BUILD:-$ROOT/build}
case $B in /*) ;; *) B=$PWD/$B ;; esac
K=$B/kernel
LINE=${CACHELINT_LINE_SIZE:-64}
JOBS=${CACHELINT_KERNEL_JOBS:-2}
SRC=$K/tree-markers
REF=$K/obj-markers
I=$K/infer

ok() { echo "ok - kernel-infer: $*"; }
notok() { echo "not ok - kernel-infer: $1"; shift; for l in "$@"; do echo "    $l"; done; }
skip() { echo "ok - kernel-infer: kernel/sched without annotations # SKIP $*"; exit 0; }

[ "${CACHELINT_SKIP_KERNEL:-0}" = 1 ] && skip "CACHELINT_SKIP_KERNEL=1"
if ! [ -f "$REF/.cachelint-stamp" ] || ! [ -f "$SRC/Makefile" ]; then
	skip "no prepared kernel tree in $K (run make kernel-check first)"
fi
for t in make gcc jq objcopy cmp pahole flock; do
	command -v "$t" >/dev/null || skip "$t not installed"
done
[ -f "$B/cachelint.so" ] && [ -x "$B/cachelint" ] ||
	{ notok "cachelint is built" "missing $B/cachelint.so or $B/cachelint: run make"; exit 0; }

mkdir -p "$I"
exec 7>"$K/.infer-lock"
flock 7

# Snapshots: a "make" elsewhere may relink the tools meanwhile.  The plugin
# keeps its name: GCC names the plugin's arguments after the file.
mkdir -p "$K/bin/infer"
PLUGIN=$K/bin/infer/cachelint.so
CL=$K/bin/infer/cachelint
for _ in 1 2 3 4 5; do
	cp -f "$B/cachelint.so" "$PLUGIN.tmp" 2>/dev/null && mv -f "$PLUGIN.tmp" "$PLUGIN" &&
		cp -f "$B/cachelint" "$CL.tmp" 2>/dev/null && mv -f "$CL.tmp" "$CL" && break
	sleep 2
done
"$CL" --help >/dev/null 2>&1 || { notok "cachelint is built" "cannot copy $B/cachelint"; exit 0; }

# objtree VARIANT CONFIG-OPTIONS...: a copy of obj-markers, reconfigured.
objtree() {
	local v=$1 o=$K/obj-infer-$1 want
	shift
	want="$(cat "$REF/.cachelint-stamp") $*"
	[ "$(cat "$o/.cachelint-stamp" 2>/dev/null)" = "$want" ] && return 0
	rm -rf "$o"
	( exec 9>"$K/.lock"; flock 9; cp -a "$REF" "$o" ) || return 1
	if [ $# -gt 0 ]; then
		"$SRC/scripts/config" --file "$o/.config" "$@" &&
			make -s -C "$SRC" O="$o" olddefconfig &&
			make -s -C "$SRC" O="$o" -j"$JOBS" prepare || return 1
	fi >"$I/config-$v.log" 2>&1
	echo "$want" >"$o/.cachelint-stamp"
}

# build VARIANT [KCFLAGS]: kernel/sched/ objects, reports under reports-V.
build() {
	local v=$1 o=$K/obj-infer-$1 flags=${2-}
	rm -f "$o"/kernel/sched/*.o
	make -C "$SRC" O="$o" -j"$JOBS" KCFLAGS="$flags" kernel/sched/ >"$I/build-$v.log" 2>&1
}

infer_flags() {
	echo "-fplugin=$PLUGIN -fplugin-arg-cachelint-infer-access" \
		"-fplugin-arg-cachelint-report-dir=$I/reports-$1" \
		"-fplugin-arg-cachelint-line-size=$LINE -Wno-error=attributes"
}

for v in def offstack; do
	if [ $v = def ]; then
		objtree def
	else
		objtree offstack -e MAXSMP
	fi || { notok "configure the $v tree" "$(tail -5 "$I/config-$v.log" 2>/dev/null)"; exit 0; }
	rm -rf "$I/reports-$v"
	if build $v "$(infer_flags $v)"; then
		ok "kernel/sched/ ($v) compiles with infer-access"
	else
		notok "kernel/sched/ ($v) compiles with infer-access" "$(tail -20 "$I/build-$v.log")"
		exit 0
	fi
	# Nothing in kernel/sched is annotated: what the code says are
	# candidates, which a review asks for (the defaults run is below).
	"$CL" infer --line-size "$LINE" --candidates --stats --annotations-out "$I/sched-$v.ann" \
		"$I/reports-$v" >"$I/infer-$v.txt" 2>"$I/infer-$v.err"
	echo $? >"$I/infer-$v.rc"
	"$CL" infer --line-size "$LINE" --candidates --format json "$I/reports-$v" \
		>"$I/infer-$v.json" 2>>"$I/infer-$v.err"
	"$CL" infer --line-size "$LINE" --candidates --format json --lock-words "$I/reports-$v" \
		>"$I/infer-locks-$v.json" 2>>"$I/infer-$v.err"
	"$CL" infer --line-size "$LINE" --candidates --format json --silent-stores "$I/reports-$v" \
		>"$I/infer-silent-$v.json" 2>>"$I/infer-$v.err"
	"$CL" infer --line-size "$LINE" --format json "$I/reports-$v" \
		>"$I/infer-defaults-$v.json" 2>"$I/infer-defaults-$v.err"
	echo $? >"$I/infer-defaults-$v.rc"
done
grep -q '^CONFIG_CPUMASK_OFFSTACK=y' "$K/obj-infer-offstack/.config" &&
	! grep -q '^CONFIG_CPUMASK_OFFSTACK=y' "$K/obj-infer-def/.config" ||
	notok "MAXSMP selects CPUMASK_OFFSTACK, defconfig does not" "$(grep OFFSTACK "$K"/obj-infer-*/.config)"

# pairs VARIANT JQ-FILTER: the findings the filter selects, one per line.
pairs() {
	jq -r ".findings[] | select($2) | \"\(.rule) \(.struct) \(.fields | join(\" | \"))\"" \
		"$I/infer-$1.json" 2>/dev/null
}

for v in def offstack; do
	if [ "$(cat "$I/infer-$v.rc")" = 1 ] && [ -s "$I/infer-$v.json" ]; then
		ok "cachelint infer ($v) reports findings: $(grep ' findings; ' "$I/infer-$v.err" | sed 's/^cachelint infer: //; s/;.*//')"
	else
		notok "cachelint infer ($v) reports findings" "exit $(cat "$I/infer-$v.rc")" "$(cat "$I/infer-$v.err")"
	fi
done

# The defaults report a finding only with a declared side: kernel/sched
# declares none, so every pair of the runs above is held back, and counted.
codeonly='(.rule == "false-sharing" or .rule == "straddle") and
	(.origins | map(select(. != "none")) | all(. == "code"))'
for v in def offstack; do
	held=$(sed -n 's/^cachelint infer: \([0-9]*\) candidate finding.* not shown.*/\1/p' \
		"$I/infer-defaults-$v.err")
	cand=$(jq "[.findings[] | select($codeonly)] | length" "$I/infer-$v.json" 2>/dev/null)
	shown=$(jq "[.findings[] | select($codeonly)] | length" "$I/infer-defaults-$v.json" 2>/dev/null)
	if [ -n "$held" ] && [ "$held" = "$cand" ] && [ "$shown" = 0 ]; then
		ok "$v defaults: the $held candidates (roles from the code alone) are held back and counted"
	else
		notok "$v defaults: the candidates are held back and counted" \
			"held back: '$held', candidates with --candidates: '$cand', shown: '$shown'" \
			"$(cat "$I/infer-defaults-$v.err")"
	fi
done

# found V LABEL JQ_FILTER SHOW_FILTER: ok when run V reports a pair JQ_FILTER selects
found() {
	if [ -n "$(pairs "$1" "$3")" ]; then
		ok "$1: $2"
	else
		notok "$1: $2" "$(pairs "$1" "$4" | head -5)"
	fi
}

# --- the cpupri seed, from the code alone ---
cpupri='.struct == "struct cpupri" and .rule == "false-sharing" and
	(.fields[0] | test("^pri_to_cpu\\[[0-9]+\\]\\.count")) and
	(.fields[1] | test("^pri_to_cpu\\[[0-9]+\\]\\.mask$")) and
	(.extra | test("^confidence high.*top writer cpupri_set \\(.*/cpupri\\.c:[0-9]+:[0-9]+\\)"))'
found offstack "cpupri_vec count (atomic_inc in cpupri_set) shares a line with the mask pointer, no annotation, high confidence" \
	"$cpupri" '.struct == "struct cpupri"'
# With the mask inside the struct, cpupri_set() updates its bits with atomic
# bitops next to atomic_inc(&count): both are written, neither read-mostly.
mask_role=$(jq -r '.structs[] | select(.name == "struct cpupri") | .fields[] |
	select(.name == "pri_to_cpu[0].mask[0].bits") | .role' "$I/infer-def.json" 2>/dev/null)
if [ -z "$(pairs def '.struct == "struct cpupri" and .rule == "false-sharing"')" ] &&
	[ "$mask_role" = write_hot ]; then
	ok "defconfig: cpumask bits written by cpupri_set are write-hot, so no count/mask pair"
else
	notok "defconfig: cpumask bits written by cpupri_set are write-hot, so no count/mask pair" \
		"mask role: '$mask_role'" "$(pairs def '.struct == "struct cpupri"')"
fi
# root_domain line 2 ends with the rto_mask pointer and starts the embedded
# cpupri: its count is updated on every RT priority change of a CPU
rd='.struct == "struct root_domain" and .rule == "false-sharing" and
	(.fields[0] | test("^cpupri\\.pri_to_cpu\\[0\\]\\.count")) and .fields[1] == "rto_mask" and
	(.extra | test("top writer cpupri_set"))'
found offstack "root_domain cpupri count (cpupri_set) shares a line with the rto_mask pointer" \
	"$rd" '.struct == "struct root_domain"'

# The kernel takes rq->__lock and rd->rto_lock out of line
# (_raw_spin_lock_nested, _raw_spin_lock): the call is the atomic on the
# lock word, seen in every function that locks the rq.  Lock words pair
# only with --lock-words (the run infer-locks-*.json).
lw='.struct == "struct rq" and .rule == "false-sharing" and
	.fields[0] == "__lock.raw_lock.val.counter" and .fields[1] == "nr_running" and
	(.extra | test("[1-9][0-9]/0/0 hot functions rmw/store/load"))'
found locks-offstack "rq->__lock's word, taken out of line, is write-hot (RMW in 10+ functions) on nr_running's line" \
	"$lw" '.struct == "struct rq" and (.fields[0] | test("__lock"))'
lw='.struct == "struct root_domain" and .fields[0] == "rto_lock.raw_lock.val.counter" and
	.fields[1] == "rto_mask" and (.extra | test("top writer (rto_push_irq_work_func|tell_cpu_to_push)"))'
found locks-offstack "root_domain rto_lock (RT push IPIs) shares a line with the rto_mask pointer" \
	"$lw" '.struct == "struct root_domain"'
if [ -z "$(pairs offstack '.fields[0] | test("__lock|rto_lock|\\.lock\\.")')" ]; then
	ok "offstack: without --lock-words, no lock word pairs"
else
	notok "offstack: without --lock-words, no lock word pairs" "$(pairs offstack '.fields[0] | test("lock")')"
fi

# --- precision against the judged census (docs/kernel-census.tsv) ---
# Every pair judged TRUE is still reported, and no more pairs judged FALSE
# than when the census was last brought up to date: a change that adds
# known noise or loses a real pair fails here.
MAX_FALSE=${CACHELINT_CENSUS_MAX_FALSE:-29}
census=$(bash "$ROOT/scripts/kernel-census.sh" "$I/infer-offstack.json" 2>&1)
lost=$(echo "$census" | grep '^no longer reported (TRUE)')
nfalse=$(echo "$census" | sed -n 's/^findings: .*FALSE \([0-9]*\),.*/\1/p')
if [ -z "$lost" ] && echo "$census" | grep -q '^findings: .*TRUE [1-9]'; then
	ok "offstack census: every pair judged TRUE is reported ($(echo "$census" | head -1))"
else
	notok "offstack census: every pair judged TRUE is reported" "$census"
fi
if [ -n "$nfalse" ] && [ "$nfalse" -le "$MAX_FALSE" ]; then
	ok "offstack census: $nfalse pairs judged FALSE reported, at most $MAX_FALSE ($(echo "$census" | sed -n 2p))"
else
	notok "offstack census: at most $MAX_FALSE pairs judged FALSE reported" "$census"
fi

# --- precision: the classes of noise the filters remove ---
for v in def offstack; do
	bad=$(pairs $v '.struct == "struct pcpu_hot"')
	if [ -z "$bad" ]; then
		ok "$v: this_cpu accesses through %gs (struct pcpu_hot) are no evidence"
	else
		notok "$v: this_cpu accesses through %gs (struct pcpu_hot) are no evidence" "$bad"
	fi
	bad=$(pairs $v '(.fields[1] // "") as $b | (.fields[0] | test("(^|\\.)(next|prev)$")) and
		($b | test("(^|\\.)(next|prev)$")) and
		(.fields[0] | sub("(next|prev)$"; "")) == ($b | sub("(next|prev)$"; ""))')
	if [ -z "$bad" ]; then
		ok "$v: no pair of one list_head's own next and prev"
	else
		notok "$v: no pair of one list_head's own next and prev" "$bad"
	fi
	# silent-store is opt-in: asked for in infer-silent-*.json only
	bad=$(pairs silent-$v '.rule == "silent-store" and .fields[0] == "clock_update_flags"')
	if [ -z "$bad" ] && [ -s "$I/infer-silent-$v.json" ]; then
		ok "$v: no silent-store where the function computes the value first (rq.clock_update_flags)"
	else
		notok "$v: no silent-store where the function computes the value first" "$bad"
	fi
	bad=$(jq -r '.findings[] | select(.rule == "false-sharing" and
		(.extra | test("top writer [A-Za-z_0-9.]+ \\([^)]+:[0-9]+:[0-9]+\\)") | not)) |
		"\(.struct) \(.fields | join(" | "))"' "$I/infer-$v.json" 2>/dev/null)
	if [ -z "$bad" ] && [ -s "$I/infer-$v.json" ]; then
		ok "$v: every false-sharing finding cites its top writer with file:line:column"
	else
		notok "$v: every false-sharing finding cites its top writer with file:line:column" "$bad"
	fi
done

# --- the inferred roles as an annotation file, checked against the binary ---
obj=$K/obj-infer-offstack/kernel/sched/build_utility.o
"$CL" pahole --line-size "$LINE" --annotations "$I/sched-offstack.ann" --format json "$obj" \
	>"$I/pahole-offstack.json" 2>"$I/pahole-offstack.err"
if grep -q '^cpupri_vec\.count\.counter write_hot' "$I/sched-offstack.ann" &&
	grep -q '^cpupri_vec\.mask read_hot' "$I/sched-offstack.ann" &&
	jq -e '[.findings[] | select(.struct == "struct cpupri_vec" and .rule == "false-sharing")] |
		length > 0' "$I/pahole-offstack.json" >/dev/null 2>&1; then
	ok "offstack: the inferred annotation file gives pahole the cpupri_vec finding in build_utility.o"
else
	notok "offstack: the inferred annotation file gives pahole the cpupri_vec finding in build_utility.o" \
		"$(grep '^cpupri_vec' "$I/sched-offstack.ann")" "$(head -5 "$I/pahole-offstack.err")"
fi

# --- the pass only reads: the same code with and without it ---
cp "$obj" "$I/with-infer.o"
if build offstack ""; then
	objcopy --strip-debug --remove-section=.comment "$I/with-infer.o" "$I/a.o"
	objcopy --strip-debug --remove-section=.comment "$obj" "$I/b.o"
	if cmp -s "$I/a.o" "$I/b.o"; then
		ok "offstack: build_utility.o is identical with and without infer-access (debug info and .comment aside)"
	else
		notok "offstack: build_utility.o is identical with and without infer-access" \
			"$(cmp "$I/a.o" "$I/b.o" 2>&1 | head -2)"
	fi
else
	notok "offstack: kernel/sched/ compiles without the plugin" "$(tail -5 "$I/build-offstack.log")"
fi
echo "kernel-infer: reports, findings and annotations in $I"
