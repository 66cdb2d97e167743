#!/usr/bin/env bash
# Differential runs of the GCC plugin on code nobody here wrote (issue 22):
#   run.sh SET [COUNT]
# SET is one of
#   torture-sample  every k-th file of gcc.c-torture/compile (sorted), COUNT
#                   of them (150): the sample of `make check`
#   torture         every .c of gcc.c-torture/compile and execute (with
#                   execute/builtins and execute/ieee): `make check-torture`
#   csmith-sample   the csmith seeds of CSMITH_SEEDS (below): `make check`
#   csmith          csmith seeds 1..COUNT (300): `make check-csmith`
# Each unit is compiled at -O0 and -O2 without the plugin and with it in two
# modes (tests/differential/unit.sh); the counts are TAP lines and a summary
# (tests/differential/summarize.sh).  For csmith, the infer mode's reports of
# several units are then merged (`cachelint merge`) and inferred together
# (`cachelint infer --candidates`), and every struct and finding of the
# result must be true of the layout of the unit it names
# (tests/differential/check-layouts.jq): the issue's three units 115, 49 and
# 10, whose `struct S1`s differ, and all units of the set at once.
#
# gcc.c-torture comes from Debian's gcc-12-source (an 80 MB tarball, so not
# in scripts/deps.sh: installed here, as root, when missing) and is
# extracted into the build folder once; csmith from Debian's csmith and
# libcsmith-dev (scripts/deps.sh).  Output and logs: $CACHELINT_BUILD/differential/SET/.
# Environment: CACHELINT_BUILD, DIFF_JOBS (parallel units, 2), DIFF_CPU_LIMIT,
# DIFF_TIMEOUT (tests/differential/unit.sh).
set -u
root=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${CACHELINT_BUILD:-$root/build}
case $build in /*) ;; *) build=$PWD/$build ;; esac
export CACHELINT_ROOT=$root
export DIFF_PLUGIN=${CACHELINT_PLUGIN:-$build/cachelint.so}
cachelint=$build/cachelint
here=$root/tests/differential
jobs=${DIFF_JOBS:-2}
set_name=${1:?usage: run.sh torture-sample|torture|csmith-sample|csmith [COUNT]}
count=${2:-}
# The issue's three units first (their `struct S1`s are 8, 46 and 32 bytes),
# then seeds whose units compile in about a second at -O2.
CSMITH_SEEDS="115 49 10 1 2 3 4 5"

skip() { echo "ok - differential $set_name # SKIP $*"; exit 0; }
[ -f "$DIFF_PLUGIN" ] || skip "$DIFF_PLUGIN not built"
[ -x "$cachelint" ] || skip "$cachelint not built"
for t in jq objcopy objdump cmp timeout xargs; do
	command -v "$t" >/dev/null || skip "$t not installed"
done
out=$build/differential/$set_name
rm -rf "$out" && mkdir -p "$out/src"
list=$out/units.txt

# torture_tree: prints the extracted gcc.c-torture folder, installing and
# extracting when needed.
torture_tree()
{
	local tarball dest stamp
	tarball=$(ls /usr/src/gcc-12/gcc-12*.tar.xz 2>/dev/null | head -1)
	if [ -z "$tarball" ]; then
		if [ "$(id -u)" -eq 0 ]; then
			CACHELINT_EXTRA_PKGS=gcc-12-source bash "$root/scripts/deps.sh" >&2
			tarball=$(ls /usr/src/gcc-12/gcc-12*.tar.xz 2>/dev/null | head -1)
		fi
		[ -n "$tarball" ] || return 1
	fi
	dest=$build/differential/gcc-torture
	stamp="$(basename "$tarball") $(stat -c '%s %Y' "$tarball")"
	if [ "$(cat "$dest/.stamp" 2>/dev/null)" != "$stamp" ]; then
		rm -rf "$dest" && mkdir -p "$dest"
		tar -xJf "$tarball" -C "$dest" --strip-components=3 --wildcards \
			'*/gcc/testsuite/gcc.c-torture/compile/*' '*/gcc/testsuite/gcc.c-torture/execute/*' || return 1
		echo "$stamp" >"$dest/.stamp"
	fi
	echo "$dest/gcc.c-torture"
}

case $set_name in
torture-sample | torture)
	tree=$(torture_tree) || skip "no gcc.c-torture: Debian's gcc-12-source is not installed (apt-get install gcc-12-source)"
	if [ "$set_name" = torture ]; then
		(cd "$tree" && find compile execute -name '*.c' | LC_ALL=C sort) >"$out/files"
	else
		# Every k-th file of the sorted compile/ list: the same units for the
		# same gcc-12-source, spread over its whole history of bug reports.
		n=${count:-150}
		(cd "$tree" && find compile -name '*.c' | LC_ALL=C sort) >"$out/all"
		k=$(( $(wc -l <"$out/all") / n )); [ "$k" -ge 1 ] || k=1
		awk -v k="$k" -v n="$n" '(NR - 1) % k == 0 && c < n { print; c++ }' "$out/all" >"$out/files"
	fi
	while read -r f; do printf '%s %s\n' "${f//\//_}" "$tree/$f"; done <"$out/files" >"$list"
	export DIFF_CFLAGS=""
	;;
csmith-sample | csmith)
	command -v csmith >/dev/null || skip "csmith not installed (bash scripts/deps.sh)"
	[ -f /usr/include/csmith/csmith.h ] || skip "csmith.h not installed (libcsmith-dev: bash scripts/deps.sh)"
	if [ "$set_name" = csmith ]; then seeds=$(seq 1 "${count:-300}"); else seeds=$CSMITH_SEEDS; fi
	# shellcheck disable=SC2086
	printf '%s\n' $seeds | xargs -P "$jobs" -I{} sh -c 'cd "$0" && { csmith --seed {} >"s{}.c" 2>"s{}.err" || rm -f "s{}.c"; }' "$out/src"
	: >"$list"
	for s in $seeds; do
		if [ -s "$out/src/s$s.c" ]; then printf 's%s.c %s\n' "$s" "$out/src/s$s.c" >>"$list"
		else echo "not ok - differential $set_name: csmith --seed $s failed: $(head -3 "$out/src/s$s.err")"; fi
	done
	export DIFF_CFLAGS="-I/usr/include/csmith"
	export DIFF_KEEP_REPORTS=$out/reports
	;;
*)
	echo "usage: run.sh torture-sample|torture|csmith-sample|csmith [COUNT]" >&2
	exit 2
	;;
esac

start=$(date +%s)
xargs -P "$jobs" -n 2 bash "$here/unit.sh" "$out" <"$list"
rc=$?
bash "$here/summarize.sh" "$set_name" "$out"
# A unit whose worker broke is not a unit that passed.
ran=$(cat "$out"/res/* 2>/dev/null | awk '{ print $1 }' | sort -u | wc -l)
if [ "$rc" -ne 0 ] || [ "$ran" -ne "$(wc -l <"$list")" ]; then
	echo "not ok - differential $set_name: $ran of $(wc -l <"$list") units have a result (xargs exited $rc)"
fi
echo "# differential $set_name: $(( $(date +%s) - start )) s with $jobs jobs"

# merged_check OPT WHAT UNIT...: merge and infer the units' reports of OPT,
# and check the results against the units' layouts.
merged_check()
{
	local opt=$1 what=$2 r=$out/reports/${1#-} cmd res problems
	shift 2
	local reports=()
	for u in "$@"; do
		[ -f "$r/$u.cachelint.json" ] && reports+=("$r/$u.cachelint.json")
	done
	if [ ${#reports[@]} -lt 2 ]; then
		echo "not ok - differential $set_name $opt: merged layouts of $what: fewer than 2 reports in $r"
		return
	fi
	# infer as in the issue, and with every pair the layout rules find (more
	# findings to check: csmith's code marks no access as concurrent).
	local i=0 name
	for cmd in "merge" "infer --candidates" "infer --candidates --all-pairs"; do
		i=$((i + 1)) name="cachelint $cmd"
		res=$out/merged-$i-${opt#-}-${what// /_}.json
		case $cmd in merge) cmd+=" -o -" ;; *) cmd+=" --format json" ;; esac
		# shellcheck disable=SC2086
		"$cachelint" $cmd "${reports[@]}" >"$res" 2>"$res.err"
		if [ $? -gt 1 ]; then
			echo "not ok - differential $set_name $opt: $name of $what failed"
			sed 's/^/    /' "$res.err" | head -5
			continue
		fi
		problems=$(jq -r -s -f "$here/check-layouts.jq" --slurpfile out "$res" "${reports[@]}" 2>&1)
		if [ -z "$problems" ]; then
			echo "ok - differential $set_name $opt: $name of $what (${#reports[@]} units): $(jq '.findings | length' "$res") findings, $(jq '.structs | length' "$res") structs, each in its unit's layout"
		else
			echo "not ok - differential $set_name $opt: $name of $what (${#reports[@]} units): $(printf '%s\n' "$problems" | wc -l) structs or findings not in the unit they name"
			printf '%s\n' "$problems" | head -10 | sed 's/^/    /'
		fi
	done
}

case $set_name in csmith*)
	for opt in -O0 -O2; do
		# (csmith 1..N holds the issue's three units when N >= 115)
		if grep -q '^s115\.c ' "$list" && grep -q '^s49\.c ' "$list" && grep -q '^s10\.c ' "$list"; then
			merged_check "$opt" "seeds 115 49 10" s115.c s49.c s10.c
		fi
		# shellcheck disable=SC2046
		merged_check "$opt" "all seeds" $(awk '{ print $1 }' "$list")
	done
	;;
esac
exit 0
