#!/usr/bin/env bash
# Output files are replaced whole (written aside, renamed), except a target
# that is no regular file: a FIFO (or /dev/null) is written in place, never
# replaced by a regular file, which as root would destroy /dev/null.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}"
build=${CACHELINT_BUILD:-build}
case $build in /*) ;; *) build=$PWD/$build ;; esac
CL=$build/cachelint
T=$build/tests/output-files
rm -rf "$T"
mkdir -p "$T"

# through_fifo NAME CMD...: CMD writes to $T/fifo (named in CMD); a reader
# copies it to $T/got; the FIFO must still be a FIFO after, and got not empty.
through_fifo() {
	local name=$1 rc
	shift
	rm -f "$T/fifo" "$T/got"
	mkfifo "$T/fifo"
	timeout 60 cat "$T/fifo" >"$T/got" &
	reader=$!
	"$@" >"$T/out" 2>"$T/err"
	rc=$?
	# a FIFO renamed over leaves the reader waiting on a name nobody opens
	[ -p "$T/fifo" ] || kill "$reader" 2>/dev/null
	wait
	if [ -p "$T/fifo" ] && [ -s "$T/got" ] && [ "$rc" -le 1 ] && ! ls "$T"/fifo.tmp* >/dev/null 2>&1; then
		echo "ok - output files: $name is written through a FIFO in place"
	else
		echo "not ok - output files: $name through a FIFO (exit $rc; fifo $( [ -p "$T/fifo" ] && echo kept || echo replaced ), $(wc -c <"$T/got") bytes)"
		sed 's/^/    /' "$T/err" | head -5
	fi
}

through_fifo "the plugin's report" gcc -fplugin="$build/cachelint.so" -Iinclude \
	-fplugin-arg-cachelint-report="$T/fifo" -c examples/cpupri_vec.c -o "$T/cpupri.o"
through_fifo "merge -o" "$CL" merge tests/reports/cpupri-before.json -o "$T/fifo"
printf 'Type Name fastpath_tx_access fastpath_rx_access Comments\n..struct ..s\nint a read_mostly -\n' >"$T/s.rst"
through_fifo "import-net-cachelines -o" "$CL" import-net-cachelines -o "$T/fifo" "$T/s.rst"

# A regular target is replaced whole, and nothing is left aside.
gcc -fplugin="$build/cachelint.so" -Iinclude -fplugin-arg-cachelint-report="$T/r.json" \
	-c examples/cpupri_vec.c -o "$T/cpupri.o" 2>/dev/null
if [ -f "$T/r.json" ] && jq -e '.structs | length > 0' "$T/r.json" >/dev/null &&
   ! ls "$T"/r.json.tmp* >/dev/null 2>&1; then
	echo "ok - output files: a regular report is renamed into place, nothing left aside"
else
	echo "not ok - output files: a regular report is renamed into place"
fi
