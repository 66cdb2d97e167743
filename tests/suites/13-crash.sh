#!/usr/bin/env bash
# 13-crash: no internal compiler error, ever.  Odd modes (-E, -save-temps,
# stdin, LTO, C++), odd options (-Wno-attributes=cachelint::write_hot) and
# odd or broken code (tests/crash/); each case checks the exit code and that
# stderr has no ICE, segfault or "active plugins" banner.
set -u
root=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cc=${CACHELINT_CC:-gcc}
cxx=${CACHELINT_CXX:-g++}
if [ ! -f "$plugin" ]; then
	echo "ok - crash # SKIP $plugin not built"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
crash=$root/tests/crash
P="-fplugin=$plugin"

# case NAME EXPECTED_RC CMD...: runs CMD in $tmp (stdin from $stdin_file).
stdin_file=/dev/null
case_()
{
	local name=$1 want=$2 rc
	shift 2
	(cd "$tmp" && "$@") <"$stdin_file" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if grep -qiE 'internal compiler error|segmentation fault|active plugins|cannot load plugin|Please submit a full bug report' "$tmp/err"; then
		echo "not ok - crash $name: compiler crashed or the plugin did not load"
		head -30 "$tmp/err" | sed 's/^/    /'
	elif [ "$rc" != "$want" ]; then
		echo "not ok - crash $name: exit $rc, expected $want"
		head -20 "$tmp/err" | sed 's/^/    /'
	else
		echo "ok - crash $name"
	fi
}

hot='struct s { [[cachelint::write_hot]] long a; [[cachelint::read_hot]] long b; };'
printf '%s\n' "$hot" >"$tmp/c2x.c"
cat >"$tmp/gnu.c" <<'EOC'
struct s { long a __attribute__((cachelint_write_hot)); long b __attribute__((cachelint_read_hot)); };
struct s gs;
int main(void) { gs.a++; return (int)gs.b; }
EOC
cat >"$tmp/other.c" <<'EOC'
struct t { long w __attribute__((cachelint_write_hot)); long r __attribute__((cachelint_read_hot)); } gt;
long other(void);
long other(void) { return gt.w + gt.r; }
EOC

# GCC 12 registers a placeholder for these before the plugin loads its own.
case_ "-Wno-attributes=cachelint::write_hot" 0 "$cc" "$P" -std=gnu2x -Wno-attributes=cachelint::write_hot -fsyntax-only c2x.c
case_ "-Wno-attributes=gnu::cachelint_write_hot" 0 "$cc" "$P" -Wno-attributes=gnu::cachelint_write_hot -fsyntax-only gnu.c
case_ "-Wno-attributes=cachelint::" 0 "$cc" "$P" -std=gnu2x -Wno-attributes=cachelint:: -fsyntax-only c2x.c
case_ "-Wno-attributes=cachelint::read_hot,cachelint::group" 0 "$cc" "$P" -std=gnu2x \
	-Wno-attributes=cachelint::read_hot -Wno-attributes=cachelint::group -c c2x.c -o c2x.o

# Modes.
case_ "-E" 0 "$cc" "$P" -E gnu.c -o gnu.i
case_ "-E -dM" 0 "$cc" "$P" -E -dM gnu.c -o macros.txt
case_ "-save-temps" 0 "$cc" "$P" -save-temps -c gnu.c -o saved.o
case_ "-fsyntax-only" 0 "$cc" "$P" -fsyntax-only gnu.c
case_ "-S" 0 "$cc" "$P" -O2 -S gnu.c -o gnu.s
case_ "-no-integrated-cpp" 0 "$cc" "$P" -no-integrated-cpp -c gnu.c -o nicpp.o
stdin_file=$tmp/gnu.c
case_ "-x c - (stdin)" 0 "$cc" "$P" -x c -c - -o stdin.o
stdin_file=/dev/null
case_ "-flto compile and link" 0 "$cc" "$P" -flto -O2 gnu.c other.c -o lto.out
case_ "-flto separate compile, link with the plugin" 0 env CC="$cc" P="$P" bash -c \
	'"$CC" "$P" -flto -O2 -c gnu.c -o g.o && "$CC" "$P" -flto -O2 -c other.c -o o.o && "$CC" "$P" -flto -O2 g.o o.o -o lto2.out'
case_ "-fdiagnostics-format=json" 0 "$cc" "$P" -fdiagnostics-format=json -c gnu.c -o json.o
case_ "-fdiagnostics-generate-patch -Werror" 1 "$cc" "$P" -Werror -fdiagnostics-generate-patch -c gnu.c -o patch.o
case_ "-g -O3 -fprofile-generate" 0 "$cc" "$P" -g -O3 -fprofile-generate -c gnu.c -o prof.o
case_ "plugin help" 0 "$cc" "$P" -fplugin-arg-cachelint-help -fsyntax-only gnu.c
case_ "plugin verbose" 0 "$cc" "$P" -fplugin-arg-cachelint-verbose -fsyntax-only gnu.c
case_ "plugin disable" 0 "$cc" "$P" -fplugin-arg-cachelint-disable -c gnu.c -o dis.o
case_ "report-dir that cannot be created is an error" 1 "$cc" "$P" -fplugin-arg-cachelint-report-dir=/proc/nonexistent -c gnu.c -o rd.o

# Code.
case_ "odd types (VLA, huge arrays, deep nesting, FAM)" 0 "$cc" "$P" -O2 -c "$crash/odd-types.c" -o odd.o
case_ "odd types at -O0 with report-all" 0 "$cc" "$P" -O0 -fplugin-arg-cachelint-report-all \
	-fplugin-arg-cachelint-report="$tmp/odd.json" -c "$crash/odd-types.c" -o odd0.o
case_ "odd types, placement=any, line-size=4096" 0 "$cc" "$P" -fplugin-arg-cachelint-placement=any \
	-fplugin-arg-cachelint-line-size=4096 -fsyntax-only "$crash/odd-types.c"
case_ "error recovery (duplicate members, unknown types, syntax errors)" 1 \
	"$cc" "$P" -c "$crash/error-recovery.c" -o err.o
case_ "error recovery, -fsyntax-only -w" 1 "$cc" "$P" -w -fsyntax-only "$crash/error-recovery.c"
case_ "C++ classes and templates" 0 "$cxx" "$P" -std=c++17 -O2 -c "$crash/cxx-classes.cc" -o cxx.o
case_ "C++20 -fsyntax-only" 0 "$cxx" "$P" -std=c++20 -fsyntax-only "$crash/cxx-classes.cc"
case_ "C++ error recovery" 1 "$cxx" "$P" -fsyntax-only -x c++ "$crash/error-recovery.c"
for opt in -O0 -O2 -O3 -Og; do
	case_ "infer-access $opt: lock calls, call graph and initializers of odd code" 0 \
		"$cc" "$P" $opt -fplugin-arg-cachelint-infer-access \
		-fplugin-arg-cachelint-report="$tmp/cl$opt.json" -c "$crash/calls-locks.c" -o cl.o
done
case_ "infer-access: odd types" 0 "$cc" "$P" -O2 -fplugin-arg-cachelint-infer-access \
	-fplugin-arg-cachelint-report="$tmp/oddi.json" -c "$crash/odd-types.c" -o oddi.o
case_ "infer-access: C++ classes and templates" 0 "$cxx" "$P" -std=c++17 -O2 \
	-fplugin-arg-cachelint-infer-access -fplugin-arg-cachelint-report="$tmp/cxxi.json" \
	-c "$crash/cxx-classes.cc" -o cxxi.o
case_ "infer-access: error recovery" 1 "$cc" "$P" -fplugin-arg-cachelint-infer-access \
	-c "$crash/error-recovery.c" -o erri.o
case_ "cachelint infer on the odd code's reports" 0 "$build/cachelint" infer \
	cl-O0.json cl-O2.json cl-O3.json cl-Og.json oddi.json cxxi.json
case_ "use-structs.c at -O3 -flto" 0 "$cc" "$P" -O3 -flto -I"$root/include" -c "$root/tests/codegen/use-structs.c" -o u.o

# LTO: lto1 loads the plugin too; a finding is reported by cc1 once, never
# again at link time.
lto_out=$(cd "$tmp" && "$cc" "$P" -fdiagnostics-plain-output -flto -O2 gnu.c other.c -o lto3.out 2>&1)
n=$(grep -c 'warning: .*\[cachelint:' <<<"$lto_out")
if [ "$n" = 2 ]; then
	echo "ok - crash -flto: each finding reported once (2 units, 2 findings)"
else
	echo "not ok - crash -flto: each finding reported once (got $n warnings, expected 2)"
	sed 's/^/    /' <<<"$lto_out" | head -20
fi

# Parallel make: eight compiles writing one report path leave one whole JSON
# file (written to a temporary file, then renamed) and no temporary behind.
mkdir -p "$tmp/par"
for i in 1 2 3 4 5 6 7 8; do
	"$cc" "$P" -fplugin-arg-cachelint-report="$tmp/par/same.json" -O2 -c "$crash/odd-types.c" \
		-o "$tmp/par/$i.o" 2>/dev/null &
done
wait
if jq -e -f "$root/tests/lib/report-contract.jq" "$tmp/par/same.json" >/dev/null 2>&1 &&
   [ "$(find "$tmp/par" -name '*.json*' | wc -l)" -eq 1 ]; then
	echo "ok - crash parallel writers of one report leave one whole JSON file"
else
	echo "not ok - crash parallel writers of one report leave one whole JSON file"
	find "$tmp/par" -name '*.json*' | sed 's/^/    /'
fi
exit 0
