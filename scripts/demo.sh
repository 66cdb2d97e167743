#!/usr/bin/env bash
# make demo: compile the seed cases in examples/ with the GCC plugin, so the
# real warnings show up as a kernel developer would see them; then the same
# files with the fix applied (-DFIXED), the fix-it as a patch, and one JSON
# report.  Exits 1 if a case does not behave as its comment says.
set -u
cd "$(dirname "$0")/.."
O=${O:-build}
CC=${CC:-gcc}
case $O in /*) plugin=$O/cachelint.so ;; *) plugin=$PWD/$O/cachelint.so ;; esac
[ -f "$plugin" ] || make -s "$O/cachelint.so" || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bad=0
if [ -t 1 ]; then
	say() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }
else
	say() { printf '\n==> %s\n' "$*"; }
fi

for f in examples/*.c; do
	say "$CC -fplugin=$O/cachelint.so -Iinclude -c $f"
	"$CC" -fplugin="$plugin" -fplugin-arg-cachelint-report-dir="$out/reports" \
		-Iinclude -c "$f" -o "$out/x.o" 2>"$out/stderr"
	cat "$out/stderr" >&2
	if ! grep -q "\[cachelint:" "$out/stderr"; then
		echo "demo: expected cachelint warnings for $f" >&2
		bad=1
	fi
	say "... and with the fix applied (-DFIXED): no warnings expected"
	if "$CC" -fplugin="$plugin" -Iinclude -DFIXED -c "$f" -o "$out/x.o" 2>"$out/stderr" &&
	   [ ! -s "$out/stderr" ]; then
		echo "(clean)"
	else
		cat "$out/stderr" >&2
		echo "demo: expected no warnings for $f -DFIXED" >&2
		bad=1
	fi
done

say "The fix-it as a patch: $CC ... -fdiagnostics-generate-patch -c examples/mm_sched.c"
"$CC" -fplugin="$plugin" -Iinclude -fdiagnostics-generate-patch -fdiagnostics-plain-output \
	-c examples/mm_sched.c -o "$out/x.o" 2>&1 | sed -n '/^--- /,$p'

report="$out/reports/examples/cpupri_vec.c.cachelint.json"
say "The JSON report of examples/cpupri_vec.c (report-dir=DIR gives DIR/examples/cpupri_vec.c.cachelint.json)"
if [ -f "$report" ]; then
	cat "$report"
	echo
else
	echo "demo: no report at $report" >&2
	bad=1
fi
exit $bad
