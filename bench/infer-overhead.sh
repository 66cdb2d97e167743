#!/usr/bin/env bash
# Compile-time cost of -fplugin-arg-cachelint-infer-access (a benchmark, not
# a test: nothing here fails on a number).
#
#   bench/infer-overhead.sh [FUNCTIONS] [PAIRS]
#
# Generates an access-heavy unit (FUNCTIONS functions, default 3000, over 300
# structs of 16 fields: loads in loops, stores, __atomic builtins, kernel-style
# inline-asm atomics through always_inline helpers, nested members, arrays of
# structs, guarded and unguarded constant stores) and compiles it PAIRS times
# (default 11) with the plugin without and with infer-access, interleaved A/B
# then B/A, at -O2 and -O0.  CPU time = user + sys from /usr/bin/time; medians.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
name=$(basename "$plugin" .so)
cc=${CACHELINT_CC:-gcc}
fns=${1:-3000}
pairs=${2:-11}
out=$build/bench/infer-overhead
mkdir -p "$out"
[ -x /usr/bin/time ] || { echo "infer-overhead: /usr/bin/time missing" >&2; exit 2; }
[ -f "$plugin" ] || { echo "infer-overhead: $plugin not built (make)" >&2; exit 2; }

python3 - "$fns" >"$out/unit.c" <<'PY'
import random, sys
random.seed(20261201)
nfn = int(sys.argv[1]); ns = 300
print('#define __always_inline inline __attribute__((always_inline))')
print('typedef struct { int counter; } atomic_t;')
print('static __always_inline void atomic_inc(atomic_t *v) { asm volatile("lock; incl %0" : "+m" (v->counter)); }')
print('struct inner { long a, b; };')
for s in range(ns):
    print('struct s%d { atomic_t refs; long f0, f1, f2, f3, f4, f5, f6, f7, f8, f9; int c; struct inner in; struct inner arr[4]; long g[8]; };' % s)
for i in range(nfn):
    s = random.randrange(ns); k = random.randrange(10); j = random.randrange(10)
    body = random.choice([
        'for (int i = 0; i < n; i++) r += p->f%d + p->arr[i & 3].a;' % k,
        'atomic_inc(&p->refs); __atomic_fetch_add(&p->f%d, 1, __ATOMIC_RELAXED);' % k,
        'if (p->c != -1) p->c = -1; p->f%d = n;' % k,
        'p->c = -1; r = p->in.a + p->in.b;',
        'for (int i = 0; i < n; i++) { p->g[i & 7] += p->f%d; if (p->f%d > i) r++; }' % (k, j),
        'p->f%d = p->f%d + n; r = p->arr[n & 3].b;' % (k, j),
    ])
    print('long fn%d(struct s%d *p, int n) { long r = 0; %s return r; }' % (i, s, body))
PY

measure()	# LABEL ARGS...
{
	local label=$1
	shift
	/usr/bin/time -o "$out/time.txt" -f '%U %S' "$cc" "$@" 2>"$out/stderr.txt" >/dev/null
	awk '{ printf "%.3f\n", $1 + $2 }' "$out/time.txt" >>"$out/$label"
}

median()
{
	sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

run()	# NAME FLAGS...
{
	local n=$1 i
	shift
	local a=(-fplugin="$plugin" -fplugin-arg-$name-report="$out/a.json" "$@")
	local b=(-fplugin="$plugin" -fplugin-arg-$name-report="$out/b.json" -fplugin-arg-$name-infer-access "$@")
	rm -f "$out/$n.a" "$out/$n.b"
	"$cc" "${a[@]}" >/dev/null 2>&1
	"$cc" "${b[@]}" >/dev/null 2>&1
	for ((i = 0; i < pairs; i++)); do
		if ((i % 2 == 0)); then
			measure "$n.a" "${a[@]}"; measure "$n.b" "${b[@]}"
		else
			measure "$n.b" "${b[@]}"; measure "$n.a" "${a[@]}"
		fi
	done
	local ta tb
	ta=$(median "$out/$n.a") tb=$(median "$out/$n.b")
	awk -v n="$n" -v ta="$ta" -v tb="$tb" -v p="$pairs" 'BEGIN {
		printf "| %s | %d | %.2f s | %.2f s | %+.1f%% |\n", n, p, ta, tb, (tb - ta) * 100 / ta }'
}

echo "unit.c: $fns functions, $(wc -l <"$out/unit.c") lines; $("$cc" --version | head -1); plugin $plugin"
echo
echo "| workload | pairs | CPU plugin | CPU plugin + infer-access | overhead |"
echo "|---|---|---|---|---|"
run "gcc -O2 -c" -O2 -c "$out/unit.c" -o "$out/unit.o"
run "gcc -O0 -c" -O0 -c "$out/unit.c" -o "$out/unit.o"
python3 -c "
import json; d = json.load(open('$out/b.json'))['accesses']
print(); print('accesses recorded: %d fields, %d sites' % (len(d['fields']), sum(len(f['sites']) for f in d['fields'])))"

# Deterministic: instructions executed by cc1 (valgrind's callgrind), A vs B,
# on the first 300 functions of the unit.  Wall-clock medians on a shared
# 2-CPU machine move by +-5% run to run; instruction counts do not.
if command -v valgrind >/dev/null; then
	python3 - "$out/unit.c" "$out/small.c" <<'PY'
import sys
lines = open(sys.argv[1]).read().split('\n')
hdr = [l for l in lines if not l.startswith('long fn')]
fns = [l for l in lines if l.startswith('long fn')][:300]
open(sys.argv[2], 'w').write('\n'.join(hdr + fns) + '\n')
PY
	cc1=$("$cc" -print-prog-name=cc1)
	echo
	echo "| workload (cc1, 300 functions) | instructions plugin | plugin + infer-access | overhead |"
	echo "|---|---|---|---|"
	for opt in -O2 -O0; do
		for m in a b; do
			x=""
			[ $m = b ] && x="-fplugin-arg-$name-infer-access"
			valgrind --tool=callgrind --callgrind-out-file="$out/cg.$m" "$cc1" -quiet $opt \
				-fplugin="$plugin" $x -fplugin-arg-$name-report="$out/cg.json" "$out/small.c" \
				-o "$out/small.s" 2>"$out/cg.$m.log"
		done
		ia=$(sed -n 's/.*Collected : //p' "$out/cg.a.log") ib=$(sed -n 's/.*Collected : //p' "$out/cg.b.log")
		awk -v o="$opt" -v a="$ia" -v b="$ib" 'BEGIN {
			printf "| cc1 %s | %.0f M | %.0f M | %+.2f%% |\n", o, a / 1e6, b / 1e6, (b - a) * 100 / a }'
	done
fi
