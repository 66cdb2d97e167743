# shellcheck shell=bash
# What every suite script starts with (sourced after `cd` to the tree):
# where the build is, TAP-style ok/fail/check, and a temporary folder that
# goes away on exit.  A suite sets its own skips: what it needs differs.
root=${CACHELINT_ROOT:-$PWD}
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
skip() { echo "ok - $1 # SKIP $2"; }	# skip NAME WHY
check() {	# check NAME COMMAND...: ok when the command succeeds
	local n=$1
	shift
	if "$@" >"$tmp/out" 2>&1; then ok "$n"; else fail "$n" "$(head -c 1500 "$tmp/out")"; fi
}
# jq -e passes on an empty file: refuse that first
jqe() { local f=${!#}; [ -s "$f" ] || { echo "$f is empty"; return 1; }; jq -e "$@"; }

# suite_out NAME: $out, an emptied folder under the build for the suite's
# files (kept after the run, to read a failure's inputs)
suite_out() {
	out=$build/tests/$1
	rm -rf "$out"
	mkdir -p "$out"
}

# suite_needs TAG COMMAND...: the whole suite is skipped, once, without
# cachelint built or without one of the commands
suite_needs() {
	local tag=$1 c
	shift
	[ -x "$cl" ] || { echo "ok - $tag # SKIP $cl not built"; exit 0; }
	for c in "$@"; do
		command -v "$c" >/dev/null 2>&1 || { echo "ok - $tag # SKIP $c not installed"; exit 0; }
	done
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
