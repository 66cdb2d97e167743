#!/usr/bin/env bash
# What --profile costs cachelint infer: A = the defaults, B = with a perf
# profile (and the binary's symbols), on the same unit reports.
#
#   bench/infer-profile.sh REPORT-DIR PERF.TXT [SYMBOLS] [PAIRS]
#
# PAIRS (3) runs of each, interleaved A/B then B/A; prints every run and
# the medians of wall time and peak RSS (/usr/bin/time), and the findings.
set -eu
dir=${1:?usage: bench/infer-profile.sh REPORT-DIR PERF.TXT [SYMBOLS] [PAIRS]}
perf_txt=${2:?usage: bench/infer-profile.sh REPORT-DIR PERF.TXT [SYMBOLS] [PAIRS]}
symbols=${3:-}
pairs=${4:-3}
cl=${CACHELINT:-$(cd "$(dirname "$0")/.." && pwd)/build/cachelint}
[ -x /usr/bin/time ] || { echo "infer-profile: /usr/bin/time is not installed" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

b_args=(--profile "$perf_txt")
[ -n "$symbols" ] && b_args+=(--profile-symbols "$symbols")

run() {	# run LABEL ARGS...: one timed run, "LABEL WALL RSS_MB FINDINGS"
	local label=$1 rc=0
	shift
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$cl" infer --stats "$@" "$dir" \
		>/dev/null 2>"$tmp/err" || rc=$?
	[ $rc -le 1 ] || { cat "$tmp/err" >&2; exit 1; }
	echo "$label $(tail -1 "$tmp/time" | awk '{printf "%s %.0f", $1, $2 / 1024}')" \
		"$(grep -o '[0-9]* findings' "$tmp/err" | cut -d' ' -f1)"
}

for ((i = 0; i < pairs; i++)); do
	if ((i % 2 == 0)); then
		run A; run B "${b_args[@]}"
	else
		run B "${b_args[@]}"; run A
	fi
done | tee "$tmp/runs"
median() { sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
for l in A B; do
	echo "$l: median $(grep "^$l " "$tmp/runs" | cut -d' ' -f2 | median) s," \
		"$(grep "^$l " "$tmp/runs" | cut -d' ' -f3 | median) MB peak RSS," \
		"$(grep "^$l " "$tmp/runs" | head -1 | cut -d' ' -f4) findings"
done
