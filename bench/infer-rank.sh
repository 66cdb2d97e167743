#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# The cost of the ranking (issue 26), a benchmark, not a test: A/B
# interleaved runs of `cachelint infer --candidates` on the same reports,
# binary A (before) against binary B (after, which ranks by default), and
# B with --no-rank; prints the median wall time, user CPU and peak RSS of
# each (/usr/bin/time -v).
#
#   bench/infer-rank.sh A-CACHELINT B-CACHELINT REPORTS-DIR [RUNS]
#
# e.g. the kernel/sched reports of make kernel-infer:
#   bench/infer-rank.sh /tmp/base/cachelint build/cachelint \
#       build/kernel/infer/reports-offstack 7
# and the whole kernel's (bench/infer-kernel.sh writes OUT/rep).
set -eu
[ $# -ge 3 ] || { echo "usage: $0 A-CACHELINT B-CACHELINT REPORTS-DIR [RUNS]" >&2; exit 2; }
a=$1 b=$2 dir=$3 runs=${4:-7}
[ -x /usr/bin/time ] || { echo "infer-rank: /usr/bin/time is not installed" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

one() {	# one NAME CACHELINT [options]: a run's "wall user rss_kb" appended to NAME
	local n=$1 bin=$2
	shift 2
	/usr/bin/time -v "$bin" infer --candidates "$@" "$dir" >/dev/null 2>"$tmp/t" || true
	awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); w = p[n] + (n > 1 ? 60 * p[n - 1] : 0) }
		/User time/ { u = $2 } /Maximum resident/ { m = $2 }
		END { print w, u, m }' "$tmp/t" >>"$tmp/$n"
}
for i in $(seq "$runs"); do
	one A "$a"
	one B "$b"
	one B-no-rank "$b" --no-rank
done
for n in A B B-no-rank; do
	for c in 1 2 3; do
		cut -d' ' -f$c "$tmp/$n" | sort -g | awk -v c=$c '{ v[NR] = $1 } END { printf "%s%s", (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), c < 3 ? " " : "" }'
	done | awk -v n=$n -v r=$runs '{ printf "%-10s median of %d: wall %.3f s, user %.3f s, peak RSS %d KB\n", n, r, $1, $2, $3 }'
done
