# shellcheck shell=bash
# What every suite script starts with (sourced after `cd` to the tree):
# where the build is, TAP-style ok/fail/check, and a temporary folder that
# goes away on exit.  A suite sets its own skips: what it needs differs.
root=$PWD
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cl=$build/cachelint
cc=${CACHELINT_CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok - $1"; }
fail() {	# fail NAME [DETAIL LINE...]
	echo "not ok - $1"
	shift
	for l in "$@"; do printf '    %s\n' "$l"; done
}
check() {	# check NAME COMMAND...: ok when the command succeeds
	local n=$1
	shift
	if "$@" >"$tmp/check.out" 2>&1; then ok "$n"; else fail "$n" "$(head -20 "$tmp/check.out")"; fi
}

# The plugin's absolute path and the name GCC gives its arguments.
plugin_abs() {
	plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
	name=$(basename "$plugin" .so)
}

# compile SRC REPORT [gcc options]: one unit with infer-access, its report
# at REPORT, its object beside it; the compiler's stderr in $tmp/cc.err.
compile() {
	local src=$1 out=$2
	shift 2
	"$cc" -c -w -O2 "$@" -fplugin="$plugin" -fplugin-arg-"$name"-infer-access \
		-fplugin-arg-"$name"-report="$out" "$src" -o "${out%.json}.o" 2>"$tmp/cc.err"
}
