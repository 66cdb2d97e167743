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
