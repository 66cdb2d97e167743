#!/usr/bin/env bash
# bench/pahole.sh [FILE [ROUNDS]]: a full cachelint pahole check of a BTF
# (default: the running kernel's, /sys/kernel/btf/vmlinux) against pahole's
# own dump of it, wall time, A/B interleaved (A/B then B/A), one warm-up
# each, medians.  Target: the check takes at most 1.5x pahole's dump.
#   A: pahole -F btf --cacheline_size=64 FILE > /dev/null
#   B: cachelint pahole -F btf FILE > /dev/null        (the default check:
#      kernel group markers and type roles, every rule on every struct that
#      can have a declared role and on every struct embedding one; text out)
#   C: cachelint pahole -F btf --stats FILE            (also parses all
#      10,000 structs to count them: an upper bound)
# Also prints where cachelint's time goes (CACHELINT_TIMING=1).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
file=${1:-/sys/kernel/btf/vmlinux}
rounds=${2:-15}
cl=${CACHELINT:-$root/build/cachelint}
fmt=
case $(head -c 2 "$file" | od -An -tx1 | tr -d ' ') in
9feb|eb9f) fmt="-F btf" ;;
esac

# each run prints "WALL CPU" (seconds; CPU = user + sys, children included)
timed() { /usr/bin/time -f '%e %U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1, $2 + $3 }'; }
run_a() { timed pahole $fmt --cacheline_size=64 "$file"; }
run_b() { timed "$cl" pahole $fmt "$file"; }
run_c() { timed "$cl" pahole $fmt --stats "$file"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
col() { local n=$1; shift; printf '%s\n' "$@" | awk -v n="$n" '{ print $n }'; }

load0=$(cut -d' ' -f1-3 /proc/loadavg)
run_a >/dev/null
run_b >/dev/null
run_c >/dev/null
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
echo "file: $file ($(stat -c %s "$file") bytes), $rounds rounds, A/B/C interleaved"
echo "pahole $(pahole --version); cachelint pahole --stats: $("$cl" pahole $fmt --stats "$file" 2>/dev/null || true)"
printf '%-34s wall %.3f s  cpu %.3f s\n' "A pahole dump" "$ma" "$ca" \
	"B cachelint pahole (the check)" "$mb" "$cb" "C cachelint pahole --stats" "$mc" "$cc"
echo "ratio B/A: wall $(echo "scale=2; $mb / $ma" | bc), cpu $(echo "scale=2; $cb / $ca" | bc) (target <= 1.5)"
echo "ratio C/A: wall $(echo "scale=2; $mc / $ma" | bc), cpu $(echo "scale=2; $cc / $ca" | bc)"
echo "load average before/after: $load0 / $(cut -d' ' -f1-3 /proc/loadavg)"
CACHELINT_TIMING=1 "$cl" pahole $fmt "$file" 2>&1 >/dev/null | grep 'cachelint pahole:' || true
