#!/usr/bin/env bash
# One unit of the differential test (tests/suites/14-differential.sh):
#   unit.sh OUT NAME SRC
# compiles SRC at each -O level of DIFF_OPTS without the plugin, then with it
# in each mode -- "check" (the default rules, -fplugin-arg-cachelint-report-all
# so that every struct goes through the model and the report writer) and
# "infer" (the same with -fplugin-arg-cachelint-infer-access) -- and writes
# one line per -O level to OUT/res/NAME:
#   NAME OPT base=B check=S infer=S
# B: ok, fail (the unit does not compile without the plugin: a torture unit
# meant to error, or for another target), ice, timeout.  S, for a unit that
# compiles without the plugin: same (identical object code, a report that
# meets the contract), diff (object code differs), ice, fail (an error, or a
# crash without GCC's banner), timeout (of CPU time), report (no report, or
# one that breaks the contract), nondet (the code differs between two
# compiles without the plugin too: not counted against it).  For a unit that
# fails without the plugin: ice if only the plugin's compile crashed, else
# "-".  Details go to OUT/log/NAME.OPT.MODE.
#
# Objects are compared as scripts/kernel-scale.sh does, after objcopy
# --strip-debug --remove-section=.comment: the DWARF producer string holds
# the command line (and so the plugin arguments), .comment the compiler.
#
# Environment: DIFF_PLUGIN (cachelint.so), DIFF_CC (gcc), DIFF_CFLAGS (flags
# of both compiles), DIFF_OPTS ("-O0 -O2"), DIFF_CPU_LIMIT (CPU seconds a
# compile may take, 300), DIFF_TIMEOUT (wall seconds, 3600),
# DIFF_KEEP_REPORTS (a folder: the infer mode's reports are copied to
# DIR/OPT/ for the merge check), DIFF_PLUGIN_EXTRA (flags of the
# plugin's compiles alone: the suite's self-test uses it to show that each
# kind of failure is noticed).
set -u
out=$1 name=$2 src=$3
plugin=${DIFF_PLUGIN:?DIFF_PLUGIN not set}
cc=${DIFF_CC:-gcc}
# CPU seconds, which a loaded machine does not stretch; the wall clock limit
# is a backstop.
cpu_limit_s=${DIFF_CPU_LIMIT:-300}
timeout_s=${DIFF_TIMEOUT:-3600}
work=$(mktemp -d "${TMPDIR:-/tmp}/cachelint-diff.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$out/res" "$out/log"
dir=$(dirname "$src") file=$(basename "$src")

# Flags a gcc.c-torture file asks for itself: dg-options and
# dg-additional-options without a target selector (those with one are for
# other targets, or for this one under conditions the harness would test),
# less -S and -E: both compiles must write an object.
unit_flags()
{
	sed -n 's/.*{ *dg-\(additional-\)\{0,1\}options *"\([^"]*\)" *}.*/\2/p' "$src" |
		tr '\n' ' ' | sed 's/\(^\| \)-[SE]\( \|$\)/ /g'
}
uflags=$(unit_flags)

# compile OBJ ERR FLAGS...: prints ok, fail, ice or timeout.  Every compile
# writes $work/u.o, moved to OBJ after, so that the paths GCC may put in an
# object (-fprofile-generate's .gcda name) are the same in all.
compile()
{
	local obj=$1 err=$2 rc
	shift 2
	rm -f "$work/u.o"
	# shellcheck disable=SC2086
	(ulimit -t "$cpu_limit_s" && cd "$dir" &&
	 timeout -k 10 "$timeout_s" $cc "$@" -c "$file" -o "$work/u.o") >"$err" 2>&1
	rc=$?
	mv -f "$work/u.o" "$obj" 2>/dev/null
	if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ] ||
	   grep -q 'CPU time limit exceeded\|Killed signal terminated' "$err"; then echo timeout
	elif grep -q 'internal compiler error' "$err"; then echo ice
	elif [ "$rc" -gt 128 ] || [ "$rc" -eq 4 ]; then echo ice     # cc1 died without GCC's banner
	elif [ "$rc" -ne 0 ] || ! [ -s "$obj" ]; then echo fail
	else echo ok
	fi
}

same_object()
{
	objcopy --strip-debug --remove-section=.comment "$1" "$work/a.cmp.o" 2>/dev/null &&
	objcopy --strip-debug --remove-section=.comment "$2" "$work/b.cmp.o" 2>/dev/null &&
	cmp -s "$work/a.cmp.o" "$work/b.cmp.o"
}

# The compiles; each kept report's path goes to reports[], the state of
# each (OPT, MODE) to state[].
declare -A state
reports=() keys=()
for opt in ${DIFF_OPTS:--O0 -O2}; do
	# shellcheck disable=SC2086
	base=$(compile "$work/base.o" "$work/base.err" $opt -w ${DIFF_CFLAGS:-} $uflags)
	state[$opt]=$base
	for mode in check infer; do
		margs="-fplugin-arg-cachelint-report-all"
		[ "$mode" = infer ] && margs+=" -fplugin-arg-cachelint-infer-access"
		rep=$work/rep${opt}-$mode
		mkdir -p "$rep"
		# shellcheck disable=SC2086
		st=$(compile "$work/$mode.o" "$work/$mode.err" $opt -w ${DIFF_CFLAGS:-} $uflags \
			-fplugin="$plugin" $margs -fplugin-arg-cachelint-report-dir="$rep" \
			${DIFF_PLUGIN_EXTRA:-})
		log="$out/log/$name.${opt#-}.$mode"
		if [ "$base" != ok ]; then
			# Only a crash of the plugin's compile alone is the plugin's.
			if [ "$st" = ice ] && [ "$base" != ice ]; then cp "$work/$mode.err" "$log"; else st=-; fi
		elif [ "$st" != ok ]; then
			{ echo "$st: $cc $opt -w ${DIFF_CFLAGS:-} $uflags -fplugin=... $margs $file"; head -40 "$work/$mode.err"; } >"$log"
		elif ! same_object "$work/base.o" "$work/$mode.o" &&
		     { [ "$(compile "$work/base2.o" "$work/base2.err" $opt -w ${DIFF_CFLAGS:-} $uflags)" != ok ] ||
		       ! same_object "$work/base.o" "$work/base2.o"; }; then
			# A unit whose code differs between two compiles without the
			# plugin (-fprofile-generate's time stamp) says nothing of it.
			st=nondet
			echo "object code differs between two compiles without the plugin" >"$log"
		elif ! same_object "$work/base.o" "$work/$mode.o"; then
			st=diff
			{ echo "object code differs: $cc $opt -w ${DIFF_CFLAGS:-} $uflags $margs $file"
			  diff <(objdump -d -s "$work/a.cmp.o" | tail -n +3) <(objdump -d -s "$work/b.cmp.o" | tail -n +3) | head -40
			} >"$log"
		else
			st=same
			r=("$rep"/*.cachelint.json)
			if [ -f "${r[0]}" ]; then
				reports+=("${r[0]}") keys+=("$opt $mode")
			else
				st=report; echo "no report written in $rep" >"$log"
			fi
		fi
		state[$opt $mode]=$st
	done
done

# The reports against the contract of DESIGN.md: one jq for all of them
# (jq's start-up costs more than a torture unit's compile); each alone only
# when one of them fails.
contract=${CACHELINT_ROOT:?}/tests/lib/report-contract.jq
if [ ${#reports[@]} -gt 0 ] &&
   [ "$(jq -e -f "$contract" "${reports[@]}" 2>/dev/null | grep -c '^true$')" != ${#reports[@]} ]; then
	for i in "${!reports[@]}"; do
		k=${keys[$i]}
		jq -e -f "$contract" "${reports[$i]}" >"$work/contract" 2>&1 && continue
		state[$k]=report
		opt=${k%% *}
		{ echo "report breaks the contract: ${reports[$i]##*/}"; cat "$work/contract"; } >"$out/log/$name.${opt#-}.${k#* }"
	done
fi
if [ -n "${DIFF_KEEP_REPORTS:-}" ]; then
	for i in "${!reports[@]}"; do
		k=${keys[$i]} opt=${keys[$i]%% *}
		[ "${k#* }" = infer ] && [ "${state[$k]}" = same ] || continue
		mkdir -p "$DIFF_KEEP_REPORTS/${opt#-}" && cp "${reports[$i]}" "$DIFF_KEEP_REPORTS/${opt#-}/"
	done
fi

line=""
for opt in ${DIFF_OPTS:--O0 -O2}; do
	line+="$name $opt base=${state[$opt]} check=${state[$opt check]} infer=${state[$opt infer]}"$'\n'
done
printf '%s' "$line" >"$out/res/$name"
