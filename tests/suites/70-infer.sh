#!/usr/bin/env bash
# infer-access (the plugin's GIMPLE pass) and cachelint infer, on the
# fixtures of tests/infer/.  What each fixture must give (recorded accesses,
# inferred roles, findings, errors) is in the check block at its end, run by
# tests/run-infer.sh (tests/README.md, "The infer fixtures").  What stays
# here cannot be a fixture's output: the unit tests of libinfer, the pass
# never failing a compile nor changing code, LTO and -fsyntax-only, the
# annotations read by cachelint pahole (needs pahole), a real perf record,
# and input that is no report.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 2
build=${CACHELINT_BUILD:-build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cl=$build/cachelint
# silent-store and candidates are opt-in (docs/infer.md, "What is reported
# by default"): the runs here ask for both, so that a rule could fire.
silent="--silent-stores --candidates"

cc=${CACHELINT_CC:-gcc}
fx=tests/infer

# The pure C part first: roles, rules and JSON without a compiler.
mkdir -p "$build/tests"
if [ -f "$build/libinfer.a" ]; then
	if ${CC:-gcc} -std=gnu11 -g -Wall -Werror -Irules -Iinfer tests/unit/test-infer.c "$build/libinfer.a" "$build/librules.a" \
		-o "$build/tests/test-infer" 2>"$build/tests/test-infer.log"; then
		"$build/tests/test-infer"
	else
		echo "not ok - infer unit tests: build failed"
		sed 's/^/    /' "$build/tests/test-infer.log"
	fi
fi

if [ ! -f "$plugin" ] || [ ! -x "$cl" ]; then
	echo "ok - infer # SKIP $plugin or $cl not built"
	exit 0
fi
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
name=$(basename "$plugin" .so)
if ! "$cc" -fplugin="$plugin" -fplugin-arg-$name-help -fsyntax-only -x c /dev/null 2>&1 |
	grep -q 'infer-access'; then
	echo "ok - infer # SKIP the plugin has no infer-access option yet"
	exit 0
fi
if ! command -v jq >/dev/null; then
	echo "ok - infer # SKIP jq (used to read the JSON) not installed"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok - $1"; }
fail() {
	echo "not ok - $1"
	shift
	for l in "$@"; do printf '    %s\n' "$l"; done
}

# compile FIXTURE OUT.json [gcc options...]
compile() {
	local src=$1 out=$2
	shift 2
	"$cc" -c -w "$@" -fplugin="$plugin" -fplugin-arg-$name-infer-access \
		-fplugin-arg-$name-report="$out" "$src" -o "$tmp/obj.o" 2>"$tmp/cc.err"
}

# Every fixture's check block: one "ok - infer/FILE #K" per command.
CACHELINT_BUILD=$build CACHELINT_PLUGIN=$plugin CACHELINT_CC=$cc bash tests/run-infer.sh

# The annotation file feeds cachelint pahole, which finds the cpupri pair
# in the binary (needs pahole; the file itself is in cpupri.c's block).
mkdir -p "$tmp/seed"
compile $fx/cpupri.c "$tmp/seed/cpupri.cachelint.json" -O2
compile $fx/mm.c "$tmp/seed/mm.cachelint.json" -O2
"$cl" infer $silent --annotations-out "$tmp/seed.ann" "$tmp/seed" >/dev/null 2>&1
if "$cc" -g -O2 -c $fx/cpupri.c -o "$tmp/cpupri.o" 2>/dev/null && command -v pahole >/dev/null; then
	"$cl" pahole --annotations "$tmp/seed.ann" "$tmp/cpupri.o" >"$tmp/pahole.txt" 2>&1
	if grep -q "false-sharing" "$tmp/pahole.txt" && grep "false-sharing" "$tmp/pahole.txt" | grep -q "mask"; then
		ok "annotations-out: usable by cachelint pahole --annotations"
	else
		fail "annotations-out: usable by cachelint pahole --annotations" "$(head -20 "$tmp/pahole.txt")"
	fi
else
	ok "annotations-out: usable by cachelint pahole --annotations # SKIP pahole missing"
fi

# Never crash, never change code: -O0/-O1/-Os/-Og/-O2/-O3, -flto, g++.
crash=""
for src in $fx/kinds.c $fx/cpupri.c $fx/mm.c $fx/contradict.c $fx/toggle.c $fx/filters.c $fx/locks.c $fx/lockword.c $fx/owner.c $fx/config.c $fx/params.c $fx/rare.c $fx/fresh.c $fx/refcount.c $fx/queue.c $fx/bitguard.c $fx/guardrmw.c; do
	for opt in -O0 -O1 -Os -Og -O2 "-O3 -g" "-O2 -flto"; do
		compile "$src" "$tmp/x.json" $opt || crash="$crash $src:$opt"
	done
	compile "$src" "$tmp/x.json" -O2 -x c++ || crash="$crash $src:g++"
done
[ -z "$crash" ] && ok "-O0..-O3, -Og, -flto, g++: the pass never fails a compile" ||
	fail "-O0..-O3, -Og, -flto, g++: the pass never fails a compile" "$crash" "$(head -5 "$tmp/cc.err")"
same=""
for src in $fx/kinds.c $fx/cpupri.c $fx/mm.c $fx/locks.c $fx/lockword.c $fx/owner.c $fx/fresh.c $fx/refcount.c $fx/queue.c $fx/bitguard.c $fx/guardrmw.c tests/crash/calls-locks.c; do
	for opt in -O0 -O2 "-O2 -g"; do
		"$cc" -c -w $opt "$src" -o "$tmp/a.o"
		compile "$src" "$tmp/x.json" $opt && cp "$tmp/obj.o" "$tmp/b.o"
		objdump -d "$tmp/a.o" | tail -n +3 >"$tmp/a.s"
		objdump -d "$tmp/b.o" | tail -n +3 >"$tmp/b.s"
		cmp -s "$tmp/a.s" "$tmp/b.s" || same="$same $src:$opt"
	done
done
[ -z "$same" ] && ok "generated code is identical with and without infer-access" ||
	fail "generated code is identical with and without infer-access" "differs:$same"
printf 'struct s { int a; long b; };\nint use(struct s *p) { p->a++; return p->b; }\nint main(void) { struct s x = {1, 2}; return use(&x); }\n' >"$tmp/m.c"
if "$cc" -O2 -flto -fplugin="$plugin" -fplugin-arg-$name-infer-access \
	-fplugin-arg-$name-report="$tmp/m.json" "$tmp/m.c" -o "$tmp/m" 2>"$tmp/lto.err" && "$tmp/m"; [ $? -eq 2 ]; then
	ok "-flto: compile and link (lto1 loads the plugin) work, the program runs"
else
	fail "-flto: compile and link work" "$(head -5 "$tmp/lto.err")"
fi
if "$cc" -fsyntax-only -fplugin="$plugin" -fplugin-arg-$name-infer-access \
	-fplugin-arg-$name-report="$tmp/syn.json" $fx/mm.c 2>/dev/null &&
	! grep -q '"struct": "struct mm_struct"' "$tmp/syn.json" 2>/dev/null; then
	ok "-fsyntax-only: no pass runs, no accesses"
else
	fail "-fsyntax-only: no pass runs, no accesses"
fi

# The real thing: perf record on tests/infer/profile.c, perf report's text as
# it is (what it samples varies from run to run: no fixed output).
mkdir -p "$tmp/pf"
counted="write-hot field 'packets'.*read-hot field 'mode'.*'struct flow'.*false-sharing"
"$cc" -O2 -w -pthread -fplugin="$plugin" -fplugin-arg-$name-infer-access \
	-fplugin-arg-$name-report="$tmp/pf/p.cachelint.json" $fx/profile.c -o "$tmp/pf/prog"
if ! perf record -q -e cpu-clock -F 2000 -o "$tmp/pf/perf.data" true >/dev/null 2>"$tmp/perf.err"; then
	fail "profile: perf record works here (needed for the profile test)" "$(cat "$tmp/perf.err")"
else
	perf record -q -e cpu-clock -F 2000 -o "$tmp/pf/perf.data" "$tmp/pf/prog" 20000000 >/dev/null 2>&1
	perf report -i "$tmp/pf/perf.data" --stdio --no-children --sort sym >"$tmp/perf.txt" 2>/dev/null
	out=$("$cl" infer $silent --profile "$tmp/perf.txt" "$tmp/pf" 2>&1)
	if grep -q '\[\.\] count_packet' "$tmp/perf.txt" && ! grep -q 'apply_limits\|restore_limits' "$tmp/perf.txt" &&
		echo "$out" | grep -q "$counted" && [ "$(echo "$out" | grep -c '\[cachelint:')" = 1 ]; then
		ok "profile: a real perf record of the fixture: only the packet counter's pair"
	else
		fail "profile: a real perf record of the fixture: only the packet counter's pair" \
			"$(grep -v '^#' "$tmp/perf.txt" | head -8)" "$out"
	fi
fi

# Bad input that is no fixture's report: a clear message naming the file, exit 2.
echo '{"version": 1, "structs": [], "findings": [], "accesses": {"fields": [{"struct": 3}]}}' >"$tmp/bad.json"
"$cl" infer $silent "$tmp/bad.json" >/dev/null 2>"$tmp/bad.err"
rc=$?
[ $rc -eq 2 ] && grep -q "bad.json.*accesses.fields\[0\]" "$tmp/bad.err" &&
	ok "bad accesses: exit 2, message names the file and the key" ||
	fail "bad accesses: exit 2, message names the file and the key" "exit $rc" "$(cat "$tmp/bad.err")"
echo 'not json' >"$tmp/bad2.json"
"$cl" infer $silent "$tmp/bad2.json" >/dev/null 2>"$tmp/bad.err"
rc=$?
[ $rc -eq 2 ] && grep -q "bad2.json" "$tmp/bad.err" && ok "not JSON: exit 2 naming the file" ||
	fail "not JSON: exit 2 naming the file" "exit $rc" "$(cat "$tmp/bad.err")"
"$cl" infer $silent --bogus "$tmp/bad2.json" >/dev/null 2>&1
[ $? -eq 2 ] && ok "unknown option: exit 2" || fail "unknown option: exit 2"
