#!/usr/bin/env bash
# bench/pahole-dwarf.sh FILE... : cachelint pahole on DWARF (kernel objects, a
# vmlinux) against pahole's own dump of each FILE.  Target: at most 1.5x.
#   A: pahole --cacheline_size=64 FILE > /dev/null
#   B: cachelint pahole FILE > /dev/null            (the default check)
#   C: $CACHELINT_BEFORE pahole FILE > /dev/null    (an older build, when set)
# ROUNDS (default 11) rounds per FILE, interleaved A B C then C B A, one
# warm-up each, medians of wall and CPU time (user + sys, children
# included; bash's time, 1 ms resolution).  IR=1 also counts the
# instructions of one run of each (valgrind --tool=callgrind, children
# included): not disturbed by the other jobs of a shared machine.
# Also prints how many times each runs pahole, with which flags.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-11}
cl=${CACHELINT:-$root/build/cachelint}
before=${CACHELINT_BEFORE:-}

# wall and CPU (user + sys, children included) in seconds, 1 ms resolution
# (bash's time; /usr/bin/time's 10 ms is a quarter of pahole's run on an object)
timed() {
	local TIMEFORMAT='%3R %3U %3S' t
	t=$( { time "$@" >/dev/null 2>&1; } 2>&1 | tail -1)
	echo "$t" | awk '{ print $1, $2 + $3 }'
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
col() { local n=$1; shift; printf '%s\n' "$@" | awk -v n="$n" '{ print $n }'; }
ratio() { if [ "$(echo "$2 > 0" | bc)" = 1 ]; then echo "scale=2; $1 / $2" | bc; else echo "-"; fi; }
# millions of instructions of a command and its children
irs() {
	local d n
	d=$(mktemp -d)
	valgrind --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null \
		--log-file="$d/log.%p" "$@" >/dev/null 2>&1 || true
	n=$(cat "$d"/log.* | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | awk '{ s += $1 } END { printf "%.1f", s / 1e6 }')
	rm -rf "$d"
	echo "$n"
}
# the pahole command lines a run makes (a logging wrapper as --pahole)
pahole_runs() {
	local d
	d=$(mktemp -d)
	printf '#!/bin/sh\necho "pahole $*" >> %s/log\nexec pahole "$@"\n' "$d" >"$d/pahole"
	chmod +x "$d/pahole"
	"$@" --pahole "$d/pahole" >/dev/null 2>&1 || true
	touch "$d/log"
	sed 's/^/    /' "$d/log" | cut -c1-150
	rm -rf "$d"
}

echo "pahole $(pahole --version); $(nproc) CPUs; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for file in "$@"; do
	run_a() { timed pahole --cacheline_size=64 "$file"; }
	run_b() { timed "$cl" pahole "$file"; }
	run_c() { if [ -n "$before" ]; then timed "$before" pahole "$file"; else echo "0 0"; fi; }
	run_a >/dev/null; run_b >/dev/null; run_c >/dev/null
	a=() b=() c=()
	for ((i = 0; i < rounds; i++)); do
		if ((i % 2)); then
			c+=("$(run_c)"); b+=("$(run_b)"); a+=("$(run_a)")
		else
			a+=("$(run_a)"); b+=("$(run_b)"); c+=("$(run_c)")
		fi
	done
	ma=$(col 1 "${a[@]}" | median) mb=$(col 1 "${b[@]}" | median) mc=$(col 1 "${c[@]}" | median)
	ca=$(col 2 "${a[@]}" | median) cb=$(col 2 "${b[@]}" | median) cc=$(col 2 "${c[@]}" | median)
	echo "file: $file ($(stat -c %s "$file") bytes), $rounds rounds; $("$cl" pahole --stats "$file" 2>/dev/null || true)"
	printf '  %-28s wall %.3f s  cpu %.3f s\n' "A pahole dump" "$ma" "$ca" "B cachelint pahole" "$mb" "$cb"
	echo "  ratio B/A: wall $(ratio "$mb" "$ma"), cpu $(ratio "$cb" "$ca") (target <= 1.5)"
	if [ -n "$before" ]; then
		printf '  %-28s wall %.3f s  cpu %.3f s\n' "C before ($before)" "$mc" "$cc"
		echo "  ratio C/A: wall $(ratio "$mc" "$ma"), cpu $(ratio "$cc" "$ca")"
	fi
	if [ "${IR:-0}" = 1 ] && command -v valgrind >/dev/null; then
		ia=$(irs pahole --cacheline_size=64 "$file") ib=$(irs "$cl" pahole "$file")
		echo "  instructions: A ${ia}M, B ${ib}M, B/A $(ratio "$ib" "$ia")"
		if [ -n "$before" ]; then
			ic=$(irs "$before" pahole "$file")
			echo "  instructions: C ${ic}M, C/A $(ratio "$ic" "$ia")"
		fi
	fi
	echo "  pahole runs of B:"
	pahole_runs "$cl" pahole "$file"
	if [ -n "$before" ]; then
		echo "  pahole runs of C:"
		pahole_runs "$before" pahole "$file"
	fi
	CACHELINT_TIMING=1 "$cl" pahole "$file" 2>&1 >/dev/null | grep 'cachelint pahole:' | sed 's/^/  /' || true
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
