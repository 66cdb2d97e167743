#!/usr/bin/env bash
# Compile-time and peak-memory overhead of the GCC plugin (a benchmark, not a
# test: nothing here fails on a number).
#
#   bench/plugin-overhead.sh [STRUCTS] [PAIRS]
#
# Generates large units with tests/oracle/gen-structs.c (STRUCTS random
# structs and unions, default 1500, one function per struct plus main, about
# 100,000 lines): "light" has 2% of the scalar fields annotated (a few
# findings, as in annotated kernel code), "heavy" 25% (hundreds of findings:
# the worst case, where GCC printing the diagnostics dominates).  Each
# workload is compiled PAIRS times (default 7) without and with the plugin,
# interleaved A/B then B/A so drift hits both sides alike, measured with
# /usr/bin/time: CPU time = user + sys, peak RSS = %M.  The plugin runs as a
# user runs it: diagnostics on (stderr to a file), JSON report written.
# Prints a Markdown table of the medians.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cc=${CACHELINT_CC:-gcc}
structs=${1:-1500}
pairs=${2:-7}
out=$build/bench/plugin-overhead
mkdir -p "$out"
[ -x /usr/bin/time ] || { echo "plugin-overhead: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
[ -f "$plugin" ] || { echo "plugin-overhead: $plugin not built (make)" >&2; exit 2; }

"$cc" -std=gnu11 -O2 -o "$out/gen-structs" "$root/tests/oracle/gen-structs.c"
"$out/gen-structs" -d 2 20261201 "$structs" "$out/light.c"
"$out/gen-structs" -d 25 20261201 "$structs" "$out/heavy.c"
cd "$out"	# -fsyntax-only writes its report to the current folder

# measure LABEL ARGS...: appends "cpu_seconds max_rss_kb" to $out/LABEL.
measure()
{
	local label=$1
	shift
	/usr/bin/time -o "$out/time.txt" -f '%U %S %M' "$cc" "$@" 2>"$out/stderr.txt" >/dev/null
	awk '{ printf "%.3f %d\n", $1 + $2, $3 }' "$out/time.txt" >>"$out/$label"
}

median()	# column N of FILE
{
	sort -g -k"$2,$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

run_workload()	# NAME FLAGS...
{
	local name=$1 i
	shift
	rm -f "$out/$name.without" "$out/$name.with"
	# one warm-up of each, not counted
	"$cc" "$@" 2>/dev/null >/dev/null
	"$cc" -fplugin="$plugin" "$@" 2>/dev/null >/dev/null
	for ((i = 0; i < pairs; i++)); do
		if ((i % 2 == 0)); then
			measure "$name.without" "$@"
			measure "$name.with" -fplugin="$plugin" "$@"
		else
			measure "$name.with" -fplugin="$plugin" "$@"
			measure "$name.without" "$@"
		fi
	done
	local ta tb ma mb
	ta=$(median "$out/$name.without" 1) tb=$(median "$out/$name.with" 1)
	ma=$(median "$out/$name.without" 2) mb=$(median "$out/$name.with" 2)
	awk -v n="$name" -v ta="$ta" -v tb="$tb" -v ma="$ma" -v mb="$mb" -v p="$pairs" 'BEGIN {
		printf "| %s | %d | %.2f s | %.2f s | %+.1f%% | %.0f MB | %.0f MB | %+.1f%% |\n",
			n, p, ta, tb, (tb - ta) * 100 / ta, ma / 1024, mb / 1024, (mb - ma) * 100 / ma }'
}

for u in light heavy; do
	"$cc" -fplugin="$plugin" -fsyntax-only "$u.c" 2>"$u.diag" || true
	echo "$u.c: $structs structs, $(wc -l <"$u.c") lines, $(grep -c 'GEN_WRITE_HOT;\|GEN_READ_HOT;' "$u.c") annotated fields, $(grep -c 'warning: ' "$u.diag") findings"
done
echo "Compiler: $("$cc" --version | head -1); plugin: $plugin"
echo
echo "| workload | pairs | CPU without | CPU with | CPU overhead | peak RSS without | peak RSS with | RSS overhead |"
echo "|---|---|---|---|---|---|---|---|"
run_workload "light, gcc -O2 -c" -O2 -c light.c -o light.o
run_workload "light, gcc -fsyntax-only" -fsyntax-only light.c
run_workload "heavy, gcc -fsyntax-only" -fsyntax-only heavy.c
