#!/usr/bin/env bash
# "Did you mean": a misspelt subcommand, role or field gets the nearest known
# word, as GCC suggests a near identifier; an unrelated word gets none.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}"
build=${CACHELINT_BUILD:-build}
CL=$build/cachelint
T=$build/tests/spelling
rm -rf "$T"
mkdir -p "$T"

# expect NAME WANT_RC 'FIXED STDERR LINE' CMD...: the exit code, and the line among stderr.
expect() {
	local name=$1 want_rc=$2 line=$3 rc
	shift 3
	"$@" >"$T/out" 2>"$T/err"
	rc=$?
	if [ "$rc" = "$want_rc" ] && grep -qxF -- "$line" "$T/err"; then
		echo "ok - spelling: $name"
	else
		echo "not ok - spelling: $name (exit $rc, want $want_rc)"
		sed 's/^/    /' "$T/err" | head -5
	fi
}

expect "a misspelt subcommand names the near one" 2 \
	"cachelint: unknown command 'marge'; did you mean 'merge'?" "$CL" marge
expect "an unrelated subcommand gets no guess" 2 \
	"cachelint: unknown command 'frobnicate'" "$CL" frobnicate

printf 'struct clean { long a; };\n' >"$T/clean.c"
printf '# roles\nclean.a write_hto\n' >"$T/typo.ann"
expect "a misspelt role in an annotation file names file, line and the near role" 2 \
	"cachelint infer: $T/typo.ann:2: unknown role 'write_hto'; did you mean 'write_hot'?" \
	"$CL" infer --annotations "$T/typo.ann" tests/reports/cpupri-before.json

# A misspelt field in an annotation file: the stale-annotation finding names
# the near member, in the pahole cross-check and in inference alike.
printf 'cpupri_vec.cont write_hot\ncpupri_vec.zzzzzz read_hot\n' >"$T/fields.ann"
if gcc -g -Iinclude -c examples/cpupri_vec.c -o "$T/cv.o" 2>/dev/null &&
   gcc -fplugin="$build/cachelint.so" -fplugin-arg-cachelint-infer-access \
	-fplugin-arg-cachelint-report="$T/cv.json" -Iinclude -c examples/cpupri_vec.c -o "$T/cv2.o" 2>/dev/null; then
	for mode in pahole infer; do
		if [ $mode = pahole ]; then
			command -v pahole >/dev/null || { echo "ok - spelling: $mode field # SKIP no pahole"; continue; }
			"$CL" pahole --annotations "$T/fields.ann" "$T/cv.o" >"$T/f.out" 2>&1
		else
			"$CL" infer --annotations "$T/fields.ann" "$T/cv.json" >"$T/f.out" 2>&1
		fi
		if grep -q "fields.ann:1: warning: .*annotation 'cpupri_vec.cont' names no field 'cont' .*; did you mean 'cpupri_vec.count'? \[cachelint:stale-annotation\]" "$T/f.out" &&
		   grep "fields.ann:2: warning: " "$T/f.out" | grep -q "names no field 'zzzzzz'" &&
		   ! grep "fields.ann:2: warning: " "$T/f.out" | grep -q "did you mean"; then
			echo "ok - spelling: a misspelt annotated field names the near member ($mode), an unrelated one none"
		else
			echo "not ok - spelling: a misspelt annotated field names the near member ($mode)"
			sed 's/^/    /' "$T/f.out" | head -5
		fi
	done
else
	echo "not ok - spelling: examples/cpupri_vec.c does not compile"
fi
