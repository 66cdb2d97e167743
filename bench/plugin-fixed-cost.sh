#!/usr/bin/env bash
# The GCC plugin's cost per unit on small units (a benchmark, not a test:
# nothing here fails on a number).
#
#   bench/plugin-fixed-cost.sh [UNITS] [ROUNDS]
#   bench/plugin-fixed-cost.sh --kernel OBJTREE [OBJ...]
#
# Torture mode: a fixed sample of UNITS (default 40) units of GCC's own
# gcc.c-torture (compile/ and execute/ from Debian's gcc-12-source, extracted
# into $CACHELINT_BUILD/torture, not committed): every k-th file of the
# sorted list, those that compile without the plugin at -O0 and -O2.  For
# -O0 and -O2 and three variants (no plugin, plugin, plugin with
# -fplugin-arg-cachelint-infer-access; diagnostics on, report written next to
# the object, as a user runs it):
#
# - instructions: cc1 under valgrind's callgrind, with the command line
#   `gcc -###` gives for `gcc -c`: per-unit overhead (median) and the total
#   over the sample.  They do not depend on the machine's load.  The
#   callgrind files stay in $out/cg for callgrind_annotate.
# - CPU: ROUNDS (default 11) rounds, each compiling the whole sample with
#   `gcc -c` once per variant, interleaved (A B C, then C B A); CPU time =
#   user + sys of the round (driver, cc1, as) from /usr/bin/time; medians.
#
# Kernel mode: instructions, for objects of a configured kernel object
# tree (default: a few small and two large objects of kernel/sched, mm and
# net/ipv4).  Each object's gcc command is read from kbuild's .OBJ.cmd,
# turned into cc1's by `gcc -###`, and run from OBJTREE writing only into
# $out (the dependency file option is dropped).  The plugin runs as
# bench/kernel-objects.sh runs it: -Wno-error=attributes, report-dir.
# CACHELINT_BENCH_CPU_ROUNDS=N adds N interleaved rounds of `gcc -c` of all
# the objects per variant (A B C, then C B A), CPU = user + sys, medians.
#
# CACHELINT_PLUGIN picks the plugin (default $CACHELINT_BUILD/cachelint.so);
# CACHELINT_PLUGIN_BEFORE=OTHER.so adds OTHER's two variants to every table,
# so that an old and a new plugin share the runs without the plugin.
# CACHELINT_BENCH_VARIANTS="none plugin before" keeps only those variants
# (the infer-access ones double a kernel run under callgrind).
# CACHELINT_BENCH_NONE_COUNTS=OLD/counts.txt (kernel mode) takes the runs
# without the plugin from an earlier run's counts: cc1 alone gives the same
# count every time, and a 60-object sample is an hour of callgrind (keep
# CACHELINT_BUILD: the output paths are on cc1's command line).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cc=${CACHELINT_CC:-gcc}
jobs=${CACHELINT_BENCH_JOBS:-2}	# parallel callgrind runs (counts do not mind)
out=$build/bench/plugin-fixed-cost
command -v valgrind >/dev/null || { echo "plugin-fixed-cost: valgrind missing (apt-get install valgrind)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "plugin-fixed-cost: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
[ -f "$plugin" ] || { echo "plugin-fixed-cost: $plugin not built (make)" >&2; exit 2; }
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
name=$(basename "$plugin" .so)
before=${CACHELINT_PLUGIN_BEFORE:-}
variants="none plugin infer"
if [ -n "$before" ]; then
	before=$(cd "$(dirname "$before")" && pwd)/$(basename "$before")
	[ "$(basename "$before" .so)" = "$name" ] || { echo "plugin-fixed-cost: the two plugins need one name" >&2; exit 2; }
	variants="$variants before before_infer"
fi
if [ -n "${CACHELINT_BENCH_VARIANTS:-}" ]; then
	for v in $CACHELINT_BENCH_VARIANTS; do
		case " $variants " in *" $v "*) ;; *) echo "plugin-fixed-cost: no variant $v here (of: $variants)" >&2; exit 2 ;; esac
	done
	case " $CACHELINT_BENCH_VARIANTS " in *" none "*) ;; *) echo "plugin-fixed-cost: CACHELINT_BENCH_VARIANTS needs none" >&2; exit 2 ;; esac
	variants=$CACHELINT_BENCH_VARIANTS
fi

# flags VARIANT: the plugin arguments of a variant
flags()
{
	case $1 in
	none) ;;
	plugin) echo "-fplugin=$plugin" ;;
	infer) echo "-fplugin=$plugin -fplugin-arg-$name-infer-access" ;;
	before) echo "-fplugin=$before" ;;
	before_infer) echo "-fplugin=$before -fplugin-arg-$name-infer-access" ;;
	esac
}

kernel=""
if [ "${1:-}" = --kernel ]; then
	kernel=${2:?usage: plugin-fixed-cost.sh --kernel OBJTREE [OBJ...]}
	kernel=$(cd "$kernel" && pwd)
	shift 2
	objs=${*:-kernel/sched/loadavg.o kernel/sched/clock.o mm/mmzone.o mm/page_counter.o net/ipv4/tcp_cong.o kernel/sched/core.o net/ipv4/tcp.o}
	out=$out/kernel
else
	units=${1:-40}
	rounds=${2:-11}
fi
mkdir -p "$out/cg" "$out/obj" "$out/reports"

# callgrind_runs FILE: FILE has "LABEL<TAB>CWD<TAB>gcc ARGS..." lines; runs the
# cc1 that gcc -### names for each under callgrind ($jobs at a time), prints
# "LABEL<TAB>instructions".
callgrind_runs()
{
	python3 - "$cc" "$out" "$jobs" "$1" <<'PY'
import concurrent.futures, os, re, shlex, subprocess, sys
cc, out, jobs, todo = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

def cc1_argv(cwd, args, tag):
    r = subprocess.run([cc, '-###'] + args, cwd=cwd, capture_output=True, text=True)
    for line in r.stderr.splitlines():
        argv = shlex.split(line)
        if argv and os.path.basename(argv[0]) in ('cc1', 'cc1plus'):
            i = argv.index('-o')
            argv[i + 1] = '%s/obj/%s.s' % (out, tag)
            return argv
    raise SystemExit('plugin-fixed-cost: no cc1 in gcc -### for %s:\n%s' % (args, r.stderr))

def run(item):
    label, cwd, args = item
    tag = re.sub(r'[^A-Za-z0-9_.-]', '_', label)
    argv = cc1_argv(cwd, args, tag)
    cg = '%s/cg/%s.cg' % (out, tag)
    r = subprocess.run(['valgrind', '--tool=callgrind', '--callgrind-out-file=' + cg] + argv,
                       cwd=cwd, capture_output=True, text=True)
    m = re.search(r'Collected : (\d+)', r.stderr)
    if not m or 'internal compiler error' in r.stderr:
        raise SystemExit('plugin-fixed-cost: %s failed:\n%s' % (label, r.stderr[-2000:]))
    return label, int(m.group(1))

items = []
for line in open(todo):
    label, cwd, cmd = line.rstrip('\n').split('\t')
    items.append((label, cwd, shlex.split(cmd)))
with concurrent.futures.ThreadPoolExecutor(jobs) as ex:
    for label, n in ex.map(run, items):
        print('%s\t%d' % (label, n), flush=True)
PY
}

# table FILE: FILE has "variant<TAB>opt<TAB>unit<TAB>instructions" lines;
# prints one row per (opt, plugin variant) against "none".
table()
{
	python3 - "$1" <<'PY'
import statistics, sys
n = {}
for line in open(sys.argv[1]):
    v, opt, unit, ins = line.rstrip('\n').split('\t')
    n[(v, opt, unit)] = int(ins)
opts = sorted({k[1] for k in n}, reverse=True)
units = sorted({k[2] for k in n})
names = {'plugin': 'plugin', 'infer': 'plugin + infer-access',
         'before': 'plugin before', 'before_infer': 'plugin before + infer-access'}
print('| cc1 | variant | units | instructions without (total) | with | total overhead | per-unit overhead: median | min | max | median per unit |')
print('|---|---|---|---|---|---|---|---|---|---|')
for opt in opts:
    for v in ('before', 'plugin', 'before_infer', 'infer'):
        us = [u for u in units if ('none', opt, u) in n and (v, opt, u) in n]
        if not us:
            continue
        a = sum(n[('none', opt, u)] for u in us)
        b = sum(n[(v, opt, u)] for u in us)
        rel = [(n[(v, opt, u)] - n[('none', opt, u)]) * 100.0 / n[('none', opt, u)] for u in us]
        dabs = [n[(v, opt, u)] - n[('none', opt, u)] for u in us]
        print('| %s | %s | %d | %.1f M | %.1f M | %+.2f%% | %+.2f%% | %+.2f%% | %+.2f%% | %+.0f k |' % (
            opt, names[v], len(us),
            a / 1e6, b / 1e6, (b - a) * 100.0 / a, statistics.median(rel), min(rel), max(rel),
            statistics.median(dabs) / 1e3))
PY
}

if [ -n "$kernel" ]; then
	pf="-Wno-error=attributes -fplugin-arg-$name-report-dir=$out/reports"
	: >"$out/jobs.txt"
	for o in $objs; do
		cmdf=$kernel/$(dirname "$o")/.$(basename "$o").cmd
		[ -f "$cmdf" ] || { echo "plugin-fixed-cost: no $cmdf (build $o first)" >&2; exit 2; }
		# "savedcmd_OBJ := gcc ... -c -o OBJ SRC" (6.12); drop -Wp,-MMD,FILE and the output
		cmd=$(sed -n 's/^savedcmd_[^ ]* := //p; s/^cmd_[^ ]* := //p' "$cmdf" | head -1 |
			sed -e 's/ -Wp,-MMD,[^ ]*//' -e 's/ -fplugin[^ ]*//g' -e 's/ -Wno-error=attributes//g')
		cmd=${cmd#gcc }
		cmd=$(echo "$cmd" | sed "s| -o $o | -o $out/obj/x.o |")
		for v in $variants; do
			x=""
			[ $v = none ] || x="$(flags $v) $pf"
			printf '%s\t-O2\t%s\t%s\t%s\n' $v "$o" "$kernel" "$x $cmd" >>"$out/jobs.txt"
		done
	done
	none_counts=${CACHELINT_BENCH_NONE_COUNTS:-}
	if [ -n "$none_counts" ]; then
		[ -f "$none_counts" ] || { echo "plugin-fixed-cost: no $none_counts" >&2; exit 2; }
		awk -F'\t' '$1 == "none"' "$none_counts" >"$out/none-reused.txt"
		awk -F'\t' 'NR == FNR { have[$2 "|" $3] = 1; next }
			$1 != "none" || !(($2 "|" $3) in have)' "$out/none-reused.txt" "$out/jobs.txt" >"$out/jobs-left.txt"
	else
		: >"$out/none-reused.txt"
		cp "$out/jobs.txt" "$out/jobs-left.txt"
	fi
	awk -F'\t' '{ printf "%s|%s|%s\t%s\t%s\n", $1, $2, $3, $4, $5 }' "$out/jobs-left.txt" >"$out/todo.txt"
	{ callgrind_runs "$out/todo.txt" | sed 's/|/\t/g'; cat "$out/none-reused.txt"; } >"$out/counts.txt.tmp"
	mv "$out/counts.txt.tmp" "$out/counts.txt"
	echo "kernel objects of $kernel, $("$cc" --version | head -1), plugin $plugin"
	echo
	table "$out/counts.txt"
	cpu_rounds=${CACHELINT_BENCH_CPU_ROUNDS:-0}
	[ "$cpu_rounds" -gt 0 ] || exit 0
	# kround VARIANT: one gcc -c of every object, CPU seconds appended to cpu.VARIANT
	kround()
	{
		awk -F'\t' -v v="$1" '$1 == v { print $5 }' "$out/jobs.txt" >"$out/round.txt"
		/usr/bin/time -o "$out/time.txt" -f '%U %S' bash -c '
			cd "$1" || exit 1
			while read -r args; do eval "$2 $args" 2>>"$4" || exit 1; done <"$3"' \
			kround "$kernel" "$cc" "$out/round.txt" "$out/round.err"
		awk '{ printf "%.3f\n", $1 + $2 }' "$out/time.txt" >>"$out/cpu.$1"
	}
	kmedian() { sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
	rm -f "$out"/cpu.*
	for v in $variants; do kround $v; done	# warm-up
	rm -f "$out"/cpu.*
	for ((i = 0; i < cpu_rounds; i++)); do
		order=$variants
		((i % 2 == 0)) || order=$(echo $variants | tr ' ' '\n' | tac | tr '\n' ' ')
		for v in $order; do kround $v; done
	done
	echo
	none_cpu=$(kmedian "$out/cpu.none")
	echo "| gcc -c of the objects | rounds | CPU without | variant | CPU with | overhead |"
	echo "|---|---|---|---|---|---|"
	for v in $variants; do
		[ $v = none ] && continue
		with=$(kmedian "$out/cpu.$v")
		awk -v a="$none_cpu" -v b="$with" -v v="$v" -v r="$cpu_rounds" 'BEGIN {
			printf "| medians | %d | %.2f s | %s | %.2f s | %+.1f%% |\n", r, a, v, b, (b - a) * 100 / a }'
	done
	exit 0
fi

# --- the torture sample ---
tdir=${CACHELINT_TORTURE:-$build/torture}
src=$(ls -d "$tdir"/gcc-*/gcc/testsuite/gcc.c-torture 2>/dev/null | head -1)
if [ -z "$src" ]; then
	tarball=$(ls /usr/src/gcc-12/gcc-12*.tar.* 2>/dev/null | head -1)
	[ -n "$tarball" ] || { echo "plugin-fixed-cost: no GCC source (apt-get install gcc-12-source)" >&2; exit 2; }
	mkdir -p "$tdir"
	tar -xf "$tarball" -C "$tdir" --wildcards '*/gcc/testsuite/gcc.c-torture/compile/*' \
		'*/gcc/testsuite/gcc.c-torture/execute/*'
	src=$(ls -d "$tdir"/gcc-*/gcc/testsuite/gcc.c-torture | head -1)
fi
(cd "$src" && ls compile/*.c execute/*.c) | LC_ALL=C sort >"$out/all.txt"
total=$(wc -l <"$out/all.txt")
step=$((total / units))
: >"$out/sample.txt"
awk -v s="$step" 'NR % s == 1' "$out/all.txt" | while read -r f; do
	[ "$(wc -l <"$out/sample.txt")" -lt "$units" ] || break
	"$cc" -w -O0 -c "$src/$f" -o "$out/obj/probe.o" 2>/dev/null &&
		"$cc" -w -O2 -c "$src/$f" -o "$out/obj/probe.o" 2>/dev/null &&
		echo "$f" >>"$out/sample.txt"
done
n=$(wc -l <"$out/sample.txt")
echo "sample: $n of $total gcc.c-torture units (every ${step}th of compile/ and execute/, sorted), $(cd "$src" && cat $(cat "$out/sample.txt") | wc -l) lines"
echo "$("$cc" --version | head -1); plugin $plugin"

: >"$out/jobs.txt"
for opt in -O0 -O2; do
	for v in $variants; do
		while read -r f; do
			o=$(echo "$f" | tr / _)
			printf '%s|%s|%s\t%s\t%s\n' "$v" "$opt" "$f" "$out/obj" \
				"-w $opt $(flags $v) -c $src/$f -o $out/obj/${o%.c}.o" >>"$out/jobs.txt"
		done <"$out/sample.txt"
	done
done
callgrind_runs "$out/jobs.txt" | sed 's/|/\t/g' >"$out/counts.txt"
echo
table "$out/counts.txt"

# --- CPU: rounds of the whole sample per variant ---
# round VARIANT OPT: appends the round's CPU seconds to $out/cpu.VARIANT.OPT
round()
{
	local v=$1 opt=$2
	/usr/bin/time -o "$out/time.txt" -f '%U %S' bash -c '
		cc=$1 src=$2 obj=$3 opt=$4; shift 4
		while read -r f; do
			o=$(echo "$f" | tr / _)
			"$cc" -w $opt "$@" -c "$src/$f" -o "$obj/${o%.c}.o" || exit 1
		done' round "$cc" "$src" "$out/obj" "$opt" $(flags "$v") <"$out/sample.txt"
	awk '{ printf "%.3f\n", $1 + $2 }' "$out/time.txt" >>"$out/cpu.$v.$opt"
}

median()
{
	sort -g "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

rev=$(echo $variants | tr ' ' '\n' | tac | tr '\n' ' ')
echo
printf '| gcc -c, %d units | rounds | CPU without |' "$n"
for v in $variants; do [ $v = none ] || printf ' %s | overhead |' "$(echo $v | sed 's/before_infer/before + infer-access/; s/^infer/plugin + infer-access/; s/^before$/plugin before/')"; done
echo
printf '|---|---|---|'
for v in $variants; do [ $v = none ] || printf -- '---|---|'; done
echo
for opt in -O2 -O0; do
	rm -f "$out"/cpu.*."$opt"
	for v in $variants; do	# warm-up, not counted
		round $v $opt
		rm -f "$out/cpu.$v.$opt"
	done
	for ((i = 0; i < rounds; i++)); do
		if ((i % 2 == 0)); then
			for v in $variants; do round $v $opt; done
		else
			for v in $rev; do round $v $opt; done
		fi
	done
	a=$(median "$out/cpu.none.$opt")
	printf '| %s | %d | %.2f s |' "$opt" "$rounds" "$a"
	for v in $variants; do
		[ $v = none ] && continue
		b=$(median "$out/cpu.$v.$opt")
		awk -v a="$a" -v b="$b" 'BEGIN { printf " %.2f s | %+.1f%% |", b, (b - a) * 100 / a }'
	done
	echo
done
