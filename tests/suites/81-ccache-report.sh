#!/usr/bin/env bash
# Reports through ccache: ci/cachelint-gcc with $CACHELINT_CC="ccache gcc"
# runs the plugin with report-stderr, so the report travels in stderr, which
# ccache stores and replays on a hit.  A second build that hits the cache
# for every unit must give every report byte for byte, and the same
# warnings; an error still fails and shows; a unit without structs gets
# what a build without ccache gives it.  Then distcc on the loopback: the
# report comes back in stderr to the client and is written there.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 2
build=${CACHELINT_BUILD:-build}
case $build in /*) ;; *) build=$PWD/$build ;; esac
T=$build/tests/ccache-report
PL=$T/cachelint.so	# a snapshot: a rebuild meanwhile must not change the hash
rm -rf "$T" && mkdir -p "$T/src"
cp -f "$build/cachelint.so" "$PL"
WRAP=$PWD/ci/cachelint-gcc

check() {
	local name=$1
	shift
	if "$@" >"$T/check.out" 2>&1; then echo "ok - $name"
	else echo "not ok - $name"; sed 's/^/    /' "$T/check.out" | head -8; fi
}

if ! command -v ccache >/dev/null; then
	echo "ok - ccache report # SKIP ccache missing (scripts/deps.sh)"
	exit 0
fi

# the units: absolute names (a distcc server finds no relative one and
# writes no report-dir report for it); the four examples, one without structs, one with an error
cp examples/*.c "$T/src/"
printf 'int plain(int x)\n{\n\treturn x + 1;\n}\n' >"$T/src/plain.c"
printf 'struct r { int a __attribute__((cachelint_write_hot)); int b; };\nint g(void) { return undefined_thing; }\n' >"$T/src/broken.c"
units="cpupri_vec mm_cid mm_sched tcp_groups plain"
inc=$PWD/include

# build DIR [ENV...]: each unit in $T/src with CC=$1, reports into $T/DIR,
# stderr of unit U into $T/DIR.U.err; the exit status in $T/DIR.U.rc
build_all() {
	local dir=$1 u
	shift
	rm -rf "${T:?}/$dir" "$T"/src/*.o
	for u in $units broken; do
		(cd "$T/src" && env "$@" -I"$inc" -Wno-error=attributes \
			-fplugin-arg-cachelint-report-dir="$T/reports" -c "$T/src/$u.c" -o "$u.o" \
			2>"$T/$dir.$u.err"; echo $? >"$T/$dir.$u.rc")
	done
	rm -rf "${T:?}/$dir" && if [ -d "$T/reports" ]; then mv "$T/reports" "$T/$dir"; else mkdir "$T/$dir"; fi
}

# the reference: the plugin without ccache or wrapper
build_all ref gcc -fplugin="$PL"
n_ref=$(find "$T/ref" -type f | wc -l)
check "ccache report: reference build without ccache: 5 reports ($n_ref)" test "$n_ref" = 5

export CCACHE_DIR=$T/ccache CCACHE_NOHASHDIR=1
ccache -C >/dev/null 2>&1; ccache -z >/dev/null
build_all first CACHELINT_PLUGIN="$PL" CACHELINT_CC="ccache gcc" "$WRAP"
ccache --print-stats >"$T/first.stats"
build_all second CACHELINT_PLUGIN="$PL" CACHELINT_CC="ccache gcc" "$WRAP"
ccache --print-stats >"$T/second.stats"

hits() { awk -F'\t' '$1 == "direct_cache_hit" || $1 == "preprocessed_cache_hit" { n += $2 } END { print n + 0 }' "$1"; }
h1=$(hits "$T/first.stats")
h2=$(hits "$T/second.stats")
n1=$(find "$T/first" -type f | wc -l)
n2=$(find "$T/second" -type f | wc -l)
check "ccache report: first build all misses (hits: $h1), expected 5 reports, got $n1" \
	test "$h1 $n1" = "0 5"
check "ccache report: second build all hits (hits: $((h2 - h1)) of 5)" test "$((h2 - h1))" = 5
check "ccache report: cached rebuild: expected 5 reports, got $n2" test "$n2" = 5
check "ccache report: the cached reports are the uncached ones byte for byte" diff -r "$T/ref" "$T/second"
check "ccache report: the first build's reports too" diff -r "$T/ref" "$T/first"
check "ccache report: no temporary file left in the report folder" \
	bash -c "! find '$T/first' '$T/second' -name '.*.tmp' | grep ."
same_err() {
	local u
	for u in $units broken; do
		cmp "$T/ref.$u.err" "$T/$1.$u.err" && cmp "$T/ref.$u.rc" "$T/$1.$u.rc" || return 1
	done
}
check "ccache report: the same warnings on a hit, nothing of the report on stderr" same_err second
check "ccache report: the same warnings on a miss" same_err first
check "ccache report: the warnings are there (cpupri_vec: 2)" \
	test "$(grep -c 'warning:.*cachelint:false-sharing' "$T/second.cpupri_vec.err")" = 2
check "ccache report: a unit with an error fails and shows it" bash -c "
	test \"\$(cat '$T/second.broken.rc')\" = 1 && grep -q \"error: .undefined_thing. undeclared\" '$T/second.broken.err'"
check "ccache report: a unit without structs gets its report as without ccache" \
	cmp "$T/ref${T}/src/plain.c.cachelint.json" "$T/second${T}/src/plain.c.cachelint.json"

# stdout stays the compiler's: -E through the wrapper
check "ccache report: gcc -E output passes through untouched" bash -c "
	cd '$T/src' && gcc -fplugin='$PL' -I'$inc' -E plain.c >'$T/e.ref' 2>/dev/null &&
	CACHELINT_PLUGIN='$PL' CACHELINT_CC=gcc '$WRAP' -I'$inc' -E plain.c >'$T/e.got' && cmp '$T/e.ref' '$T/e.got'"

# the check can fail: plain "ccache gcc" loses the reports on a hit
build_all plain ccache gcc -fplugin="$PL"	# fills the cache
build_all plain ccache gcc -fplugin="$PL"
n_plain=$(find "$T/plain" -type f | wc -l)
check "ccache report: without the wrapper a cached rebuild has no report (got $n_plain)" test "$n_plain" = 0

# distcc on the loopback: the server's cachelint-gcc adds the plugin (its
# $CACHELINT_PLUGIN), the report comes back in stderr and the client writes
# it: the report folder is not writable by the server's user (distccd).
if ! command -v distccd >/dev/null || ! command -v distcc >/dev/null; then
	echo "ok - ccache report: distcc # SKIP distcc missing (scripts/deps.sh)"
	exit 0
fi
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
echo "$WRAP" >"$T/distcc-cmdlist"
mkdir -p "$T/distcc-state" && : >"$T/distccd.log" && chmod 666 "$T/distccd.log"
CACHELINT_PLUGIN=$PL DISTCC_CMDLIST=$T/distcc-cmdlist distccd --no-detach --daemon \
	--listen 127.0.0.1 --allow 127.0.0.1 --port "$port" --jobs 2 \
	--log-file "$T/distccd.log" --log-level info &
dpid=$!
for _ in 1 2 3 4 5 6 7 8 9 10; do grep -q 'listening on' "$T/distccd.log" && break; sleep 0.5; done
denv="DISTCC_HOSTS=127.0.0.1:$port/2 DISTCC_FALLBACK=0 DISTCC_SKIP_LOCAL_RETRY=1 DISTCC_DIR=$T/distcc-state DISTCC_BACKOFF_PERIOD=0"
# the reference: the server writes its own reports (the folder open to it)
mkdir -m 1777 "$T/reports"
# shellcheck disable=SC2086
build_all dref CACHELINT_PLUGIN="$PL" $denv distcc "$WRAP"
# shellcheck disable=SC2086
build_all distcc CACHELINT_PLUGIN="$PL" CACHELINT_CC="distcc $WRAP" $denv "$WRAP"
kill "$dpid" 2>/dev/null; wait "$dpid" 2>/dev/null
n_d=$(find "$T/distcc" -type f | wc -l)
n_ok=$(grep -c 'COMPILE_OK' "$T/distccd.log")
n_dref=$(find "$T/dref" -type f | wc -l)
check "ccache report: distcc compiled on the server ($n_ok jobs COMPILE_OK of 10)" test "$n_ok" -ge 10
check "ccache report: distcc, the server writing: 5 reports ($n_dref)" test "$n_dref" = 5
check "ccache report: distcc: expected 5 reports on the client, got $n_d" test "$n_d" = 5
check "ccache report: distcc: the reports are those the server writes, byte for byte" diff -r "$T/dref" "$T/distcc"
check "ccache report: distcc: written by the client (owner $(id -un))" bash -c "
	! find '$T/distcc' -type f ! -user $(id -u) | grep ."
check "ccache report: distcc: the warnings came back (cpupri_vec: 2)" \
	test "$(grep -c 'warning:.*cachelint:false-sharing' "$T/distcc.cpupri_vec.err")" = 2
check "ccache report: distcc: a unit with an error fails and shows it" bash -c "
	test \"\$(cat '$T/distcc.broken.rc')\" != 0 && grep -q \"error: .undefined_thing. undeclared\" '$T/distcc.broken.err'"
