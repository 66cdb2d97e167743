#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
#
# make kernel-check: cachelint on Debian's linux-source-6.12.
#
# Unpacks the source once under build/kernel/src, then builds three
# variants of it in hard-linked copies (cp -al; patch(1) breaks the links of
# the files it changes, so the pristine tree is never written):
#
#   markers  the tree as shipped: only the kernel's own cacheline groups
#   series   kernel/series applied: the annotated sched and mm structs
#   fix      the series plus kernel/fix/series (cpupri_vec->mask aligned)
#
# Each variant has its own configured object tree (O=; defconfig + DWARF4 +
# IDPF=m, cached with a stamp), builds the objects that hold the structs with
# the kernel's own make and the plugin in KCFLAGS, and is cross-checked with
# "cachelint pahole".  Prints TAP-like lines for tests/run-all.sh; a line
# "ok - kernel ... # SKIP why" when the source or the tools are missing.
#
# Environment: CACHELINT_BUILD (build/), CACHELINT_KERNEL_TARBALL,
# CACHELINT_KERNEL_JOBS (2), CACHELINT_LINE_SIZE (64), CACHELINT_SKIP_KERNEL=1.
set -u

ROOT=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
B=${CACHELINT_BUILD:-$ROOT/build}
case $B in /*) ;; *) B=$PWD/$B ;; esac
K=$B/kernel
TARBALL=${CACHELINT_KERNEL_TARBALL:-/usr/src/linux-source-6.12.tar.xz}
JOBS=${CACHELINT_KERNEL_JOBS:-2}
LINE=${CACHELINT_LINE_SIZE:-64}
PLUGIN=$B/cachelint.so
CL=${CACHELINT_CMD:-$B/cachelint}
OUT=$K/out

SCHED_OBJS="kernel/sched/build_utility.o kernel/sched/core.o kernel/sched/fair.o kernel/fork.o"
NET_OBJS="net/ipv4/tcp.o net/core/page_pool.o drivers/net/ethernet/intel/idpf/idpf_txrx.o"

ok() { echo "ok - kernel: $*"; }
notok() { echo "not ok - kernel: $1"; shift; for l in "$@"; do echo "    $l"; done; }
skip() { echo "ok - kernel: 6.12 build and cross-check # SKIP $*"; exit 0; }
# Indents a file (or its last lines) under a "not ok" line.
details() { tail -n "${2:-20}" "$1" 2>/dev/null | sed 's/^/    /'; }

[ "${CACHELINT_SKIP_KERNEL:-0}" = 1 ] && skip "CACHELINT_SKIP_KERNEL=1"

# --- prerequisites: install them when root, else skip with the reason ---
need_pkgs() {
	local missing="" p
	for p in linux-source-6.12 libelf-dev flex bison bc patch; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' ||
			missing="$missing $p"
	done
	echo "$missing"
}
if [ -z "${CACHELINT_KERNEL_TARBALL:-}" ]; then
	missing=$(need_pkgs)
	if [ -n "$missing" ]; then
		if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
			DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends \
				$missing >"$B/kernel-apt.log" 2>&1 ||
				skip "apt-get install$missing failed (see $B/kernel-apt.log)"
		else
			skip "missing packages:$missing (apt-get install them as root)"
		fi
	fi
fi
[ -r "$TARBALL" ] || skip "no kernel source at $TARBALL"
for t in make gcc flex bison bc perl patch pahole flock jq; do
	command -v "$t" >/dev/null || skip "$t not installed"
done
[ -f /usr/include/gelf.h ] || skip "libelf-dev not installed (objtool needs gelf.h)"
[ -x "$CL" ] && [ -f "$PLUGIN" ] || {
	notok "cachelint is built" "missing $PLUGIN or $CL: run make first"
	exit 0
}

mkdir -p "$K" "$OUT"
# Two make checks at once would share the trees: one at a time.
exec 9>"$K/.lock"
flock 9

# A snapshot of the tools: a "make" in another shell may relink them while
# this runs for minutes.
snapshot() {	# SRC DEST: copy, retried while a link is in progress
	local i
	for i in 1 2 3 4 5; do
		cp -f "$1" "$2.tmp" 2>/dev/null && mv -f "$2.tmp" "$2" && return 0
		sleep 2
	done
	return 1
}
mkdir -p "$K/bin"
if ! snapshot "$PLUGIN" "$K/bin/cachelint.so" || ! snapshot "$CL" "$K/bin/cachelint" ||
	! "$K/bin/cachelint" --help >/dev/null 2>&1; then
	notok "cachelint is built" "cannot copy a working $CL and $PLUGIN"
	exit 0
fi
PLUGIN=$K/bin/cachelint.so
CL=$K/bin/cachelint

# --- the pristine tree, unpacked once ---
src_id=$(stat -c '%s %Y' "$TARBALL")
if [ "$(cat "$K/src.stamp" 2>/dev/null)" != "$src_id" ]; then
	rm -rf "$K/src" "$K"/tree-* "$K"/obj-* "$K/src.stamp"
	mkdir -p "$K/src"
	if ! tar -xf "$TARBALL" -C "$K/src" --strip-components=1 2>"$OUT/untar.log"; then
		notok "unpack $TARBALL" "$(tail -3 "$OUT/untar.log")"
		exit 0
	fi
	echo "$src_id" >"$K/src.stamp"
fi
KVER=$(make -s -C "$K/src" kernelversion 2>/dev/null)

patches_of() {	# the patch files of a series file, in order
	sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$1" | while read -r p; do
		echo "$(dirname "$1")/$p"
	done
}
SERIES=$(patches_of "$ROOT/kernel/series")
FIX=$(patches_of "$ROOT/kernel/fix/series")

# tree VARIANT PATCH...: a hard-linked copy of src with the patches applied,
# rebuilt when the patch files change.
tree() {
	local v=$1 t=$K/tree-$1 id p
	shift
	id=$(cat /dev/null "$@" | sha1sum | cut -d' ' -f1)
	if [ "$(cat "$t.stamp" 2>/dev/null)" = "$id" ] && [ -d "$t" ]; then
		return 0
	fi
	rm -rf "$t" "$t.stamp" "$K/obj-$v"
	cp -al "$K/src" "$t" || return 1
	for p in "$@"; do
		if ! patch -d "$t" -p1 -s --forward --no-backup-if-mismatch <"$p" >"$OUT/patch-$v.log" 2>&1; then
			notok "$(basename "$p") applies to $KVER" "$(cat "$OUT/patch-$v.log")"
			return 1
		fi
	done
	echo "$id" >"$t.stamp"
}

# objtree VARIANT: defconfig + DWARF4 + the idpf driver, prepared, cached.
CONFIG_RECIPE="defconfig -d DEBUG_INFO_NONE -e DEBUG_KERNEL -e DEBUG_INFO_DWARF4 -m IDPF"
objtree() {
	local v=$1 o=$K/obj-$1 t=$K/tree-$1
	if [ "$(cat "$o/.cachelint-stamp" 2>/dev/null)" = "$CONFIG_RECIPE" ]; then
		return 0
	fi
	rm -rf "$o"
	mkdir -p "$o"
	if ! { make -s -C "$t" O="$o" defconfig &&
		"$t/scripts/config" --file "$o/.config" -d DEBUG_INFO_NONE -e DEBUG_KERNEL \
			-e DEBUG_INFO_DWARF4 -m IDPF &&
		make -s -C "$t" O="$o" olddefconfig &&
		make -s -C "$t" O="$o" -j"$JOBS" prepare; } >"$OUT/config-$v.log" 2>&1; then
		notok "configure $v tree" "$(tail -5 "$OUT/config-$v.log")"
		return 1
	fi
	grep -q '^CONFIG_DEBUG_INFO_DWARF4=y' "$o/.config" || {
		notok "configure $v tree" "CONFIG_DEBUG_INFO_DWARF4 did not stick"
		return 1
	}
	echo "$CONFIG_RECIPE" >"$o/.cachelint-stamp"
}

# lint VARIANT OBJ...: builds the objects with the plugin (lint mode: the
# findings stay warnings under CONFIG_WERROR), reports under OUT/reports-V.
lint() {
	local v=$1 o=$K/obj-$1 r=$OUT/reports-$1 f
	shift
	rm -rf "$r"
	mkdir -p "$r"
	for f in "$@"; do rm -f "$o/$f"; done
	make -C "$K/tree-$v" O="$o" -j"$JOBS" \
		KCFLAGS="-fplugin=$PLUGIN -fplugin-arg-cachelint-report-dir=$r -fplugin-arg-cachelint-line-size=$LINE -Wno-error=attributes" \
		"$@" >"$OUT/build-$v.log" 2>&1
}

# pahole VARIANT OBJ...: the binary's layout with the plugin's roles.
xcheck() {
	local v=$1 o=$K/obj-$1 objs="" f
	shift
	for f in "$@"; do objs="$objs $o/$f"; done
	# shellcheck disable=SC2086
	"$CL" pahole --reports "$OUT/reports-$v" --format text $objs >"$OUT/layout-$v.txt" 2>"$OUT/layout-$v.err"
	echo $? >"$OUT/layout-$v.rc"
	# shellcheck disable=SC2086
	"$CL" pahole --reports "$OUT/reports-$v" --format json $objs >"$OUT/layout-$v.json" 2>>"$OUT/layout-$v.err"
}

# warned VARIANT PATTERN: a plugin diagnostic of the lint build matches.
warned() { grep -E -q -- "$2" "$OUT/build-$1.log"; }
reported() { grep -E -q -- "$2" "$OUT/layout-$1.txt"; }

# --- 1. the series: git am-able and checkpatch-clean ---
AM=$K/am-test
rm -rf "$AM"
mkdir -p "$AM"
files=$(cat $SERIES $FIX | sed -n 's|^+++ b/||p' | sort -u)
( cd "$K/src" && for f in $files; do [ -e "$f" ] && cp --parents "$f" "$AM/"; done )
if ( cd "$AM" && git init -q && git add -A &&
	git -c user.name=base -c user.email=base@example.org commit -q -m base &&
	git -c user.name=t -c user.email=t@example.org am -q $SERIES $FIX ) >"$OUT/git-am.log" 2>&1; then
	ok "the series and the fix apply with git am to $KVER"
else
	notok "the series and the fix apply with git am to $KVER" "$(tail -5 "$OUT/git-am.log")"
fi

tree fix $SERIES $FIX || exit 0
cp_errs=""
for p in $SERIES $FIX; do
	# The series' own checkpatch, which knows __write_hot & co. from 0001.
	if ! perl "$K/tree-fix/scripts/checkpatch.pl" --no-tree -q "$p" >"$OUT/checkpatch.log" 2>&1; then
		cp_errs="$cp_errs $(basename "$p")"
		cat "$OUT/checkpatch.log" >>"$OUT/checkpatch-all.log"
	fi
done
if [ -z "$cp_errs" ]; then
	ok "checkpatch.pl is clean on every patch"
else
	notok "checkpatch.pl is clean on every patch" "failed:$cp_errs" "$(head -20 "$OUT/checkpatch-all.log")"
fi

# --- 2. build the variants ---
tree series $SERIES || exit 0
tree markers || exit 0
for v in markers series fix; do objtree "$v" || exit 0; done

if lint series $SCHED_OBJS; then
	ok "lint build of the series (sched, fork) reports without stopping under CONFIG_WERROR"
else
	notok "lint build of the series (sched, fork) reports without stopping under CONFIG_WERROR" \
		"$(details "$OUT/build-series.log")"
fi
if lint markers $NET_OBJS; then
	ok "lint build of the unpatched tree (tcp, page_pool, idpf: group markers only)"
else
	notok "lint build of the unpatched tree (tcp, page_pool, idpf: group markers only)" \
		"$(details "$OUT/build-markers.log")"
fi
if lint fix kernel/sched/build_utility.o; then
	ok "lint build of the series with the fix"
else
	notok "lint build of the series with the fix" "$(details "$OUT/build-fix.log")"
fi
xcheck series $SCHED_OBJS
xcheck markers $NET_OBJS
xcheck fix kernel/sched/build_utility.o

# --- 3. the seeds on the real source ---
cv="count.*mask|mask.*count"
if warned series "struct cpupri_vec.*\[cachelint:false-sharing\]" &&
	warned series "‘count’.*‘mask’|'count'.*'mask'"; then
	ok "plugin: cpupri_vec count/mask false sharing (the cpupri seed) in $KVER"
else
	notok "plugin: cpupri_vec count/mask false sharing (the cpupri seed) in $KVER" \
		"$(grep -n cpupri "$OUT/build-series.log" | head -5)"
fi
if grep -E -q "cpupri_vec.*($cv)|($cv).*cpupri_vec" "$OUT/layout-series.txt"; then
	ok "pahole: the binary's cpupri_vec has the same finding"
else
	notok "pahole: the binary's cpupri_vec has the same finding" "$(details "$OUT/layout-series.txt")"
fi
if grep -q "cpupri_vec" "$OUT/build-fix.log" || grep -E -q "cpupri_vec.*($cv)" "$OUT/layout-fix.txt"; then
	notok "the seed's fix (mask ____cacheline_aligned) silences cpupri_vec" \
		"$(grep -n cpupri_vec "$OUT/build-fix.log" "$OUT/layout-fix.txt" | head -5)"
elif ! [ -s "$OUT/layout-fix.txt" ]; then
	notok "the seed's fix (mask ____cacheline_aligned) silences cpupri_vec" "no layout report"
else
	ok "the seed's fix (mask ____cacheline_aligned) silences cpupri_vec"
fi

# The memory cost of the fix, from the binary's DWARF.
sizes() {	# OBJ -> "vec_size cpupri_size cpupri_lines"
	pahole --cacheline_size="$LINE" -C cpupri_vec,cpupri "$1" 2>/dev/null |
		awk '/^struct cpupri_vec/ {s="v"} /^struct cpupri \{/ {s="c"}
		     /size: [0-9]+, cachelines: [0-9]+/ {
			match($0, /size: [0-9]+/); n = substr($0, RSTART + 6, RLENGTH - 6)
			match($0, /cachelines: [0-9]+/); l = substr($0, RSTART + 12, RLENGTH - 12)
			if (s == "v") vs = n; if (s == "c") { cs = n; cl = l } }
		     END { print vs, cs, cl }'
}
read -r vs0 cs0 cl0 <<<"$(sizes "$K/obj-series/kernel/sched/build_utility.o")"
read -r vs1 cs1 cl1 <<<"$(sizes "$K/obj-fix/kernel/sched/build_utility.o")"
{
	echo "cpupri_vec: $vs0 -> $vs1 bytes"
	echo "struct cpupri: $cs0 -> $cs1 bytes, $cl0 -> $cl1 cache lines of $LINE bytes (per root domain)"
} >"$OUT/cpupri-cost.txt"
if [ -n "$vs0" ] && [ -n "$vs1" ] && [ "$vs1" -ge $((LINE * 2)) ] && [ "$vs0" -lt "$LINE" ] &&
	[ "$cl1" -gt "$cl0" ]; then
	ok "the fix's memory cost: $(tail -1 "$OUT/cpupri-cost.txt")"
else
	notok "the fix's memory cost is measured" "$(cat "$OUT/cpupri-cost.txt")"
fi

if warned series "‘mm_users’.*‘pcpu_cid’|'mm_users'.*'pcpu_cid'" &&
	reported series "mm_users"; then
	ok "mm_struct: write-hot mm_users shares a line with the context-switch reads (mm_cid seed)"
else
	notok "mm_struct: write-hot mm_users shares a line with the context-switch reads (mm_cid seed)" \
		"$(grep -n "mm_users" "$OUT/build-series.log" | head -3)"
fi
if grep -E "‘mm_count’|'mm_count'" "$OUT/build-series.log" | grep -q "cachelint:false-sharing"; then
	notok "mm_struct: mm_count, alone on its line, has no finding" \
		"$(grep -n "mm_count" "$OUT/build-series.log" | head -3)"
else
	ok "mm_struct: mm_count, alone on its line, has no finding"
fi

# --- 4. the kernel's own cacheline groups, no annotation ---
group_fields() {	# STRUCT -> fields whose role the binary's group markers gave
	jq --arg s "struct $1" '[.structs[] | select(.name == $s)][0] | [.fields[] |
		select(.origin == "group")] | length' "$OUT/layout-markers.json" 2>/dev/null
}
for s in tcp_sock sock net_device netns_ipv4 idpf_rx_queue; do
	n=$(group_fields "$s")
	if [ "${n:-0}" -gt 0 ]; then
		ok "groups: pahole gives $s's members the roles of their cacheline groups ($n)"
	else
		notok "groups: pahole gives $s's members the roles of their cacheline groups" \
			"$(details "$OUT/layout-markers.err" 5)"
	fi
done
# sock_write_rx ends and sock_read_rx begins inside cache line 3 (sk_backlog
# is written by sk_add_backlog(), sk_rcvbuf read by tcp_v4_rcv()).
# One warning for the line, at sk_backlog; sk_rcvbuf among its notes; the
# JSON finding keeps the exact pair under "pairs".
if warned markers "warning: write-hot field ‘sk_backlog’ .*shares cache line 3 .*‘struct sock’ \[cachelint:false-sharing\]" &&
	warned markers "note: read-hot field ‘sk_rcvbuf’ declared here" &&
	jq -e '[.findings[] | select(.struct == "struct sock" and .rule == "false-sharing") |
		(.pairs // [.])[] | select(.fields == ["sk_backlog", "sk_rcvbuf"])] | length > 0' \
		"$OUT/layout-markers.json" >/dev/null; then
	ok "groups: sock's write_rx/read_rx boundary line is reported by the plugin and by pahole"
else
	notok "groups: sock's write_rx/read_rx boundary line is reported by the plugin and by pahole" \
		"$(grep -c sk_backlog "$OUT/build-markers.log") plugin lines"
fi
# net_device and netns_ipv4 have read groups only: nothing to share with.
if jq -e '[.findings[] | select((.struct == "struct net_device" or .struct == "struct netns_ipv4")
		and .rule == "false-sharing")] | length == 0' "$OUT/layout-markers.json" >/dev/null; then
	ok "groups: no false sharing in net_device and netns_ipv4 (read groups only)"
else
	notok "groups: no false sharing in net_device and netns_ipv4 (read groups only)" \
		"$(jq -r '.findings[] | select(.struct == "struct net_device" or .struct == "struct netns_ipv4") | .message' "$OUT/layout-markers.json" | head -3)"
fi

# --- 4b. the documented access pattern against the binary ---
NC=$OUT/net_cachelines.annotations
if "$CL" import-net-cachelines --cold -o "$NC" \
	"$K/src/Documentation/networking/net_cachelines/"*.rst 2>"$OUT/import.err"; then
	ok "import-net-cachelines reads $KVER's net_cachelines tables ($(grep -c '^[a-z]' "$NC") annotations)"
else
	notok "import-net-cachelines reads $KVER's net_cachelines tables" "$(cat "$OUT/import.err")"
fi
"$CL" pahole --annotations "$NC" --format text "$K/obj-markers/net/ipv4/tcp.o" \
	>"$OUT/docs-vs-binary.txt" 2>"$OUT/docs-vs-binary.err"
"$CL" pahole --annotations "$NC" --format json "$K/obj-markers/net/ipv4/tcp.o" \
	>"$OUT/docs-vs-binary.json" 2>>"$OUT/docs-vs-binary.err"
docs_findings() {	# RULE -> "struct fields..." lines of the docs cross-check
	jq -r --arg r "$1" '.findings[] | select(.rule == $r) | "\(.struct) \(.fields | join(" "))"' \
		"$OUT/docs-vs-binary.json" 2>/dev/null
}
# inet_sock's flag bitfields became bits of inet_flags (6.6): the docs still
# name them; icsk_ack.pending is a nested member the docs spell
# "struct_icsk_ack_u8 pending", which must resolve.
stale=$(docs_findings stale-annotation)
if grep -q "inet_sock recverr" <<<"$stale" && ! grep -q "icsk_ack" <<<"$stale"; then
	ok "docs vs binary: stale annotations found (inet_sock.recverr ...), nested icsk_ack members resolved"
else
	notok "docs vs binary: stale annotations found, nested members resolved" "$(head -5 <<<"$stale")" \
		"$(details "$OUT/docs-vs-binary.err" 5)"
fi
# chrono_type is documented read_write on tx but sits in tcp_sock_read_txrx.
if docs_findings false-sharing | grep -q "tcp_sock chrono_type"; then
	ok "docs vs binary: documented-written chrono_type on a tcp_sock_read_txrx line is reported"
else
	notok "docs vs binary: documented-written chrono_type on a tcp_sock_read_txrx line is reported" \
		"$(docs_findings false-sharing | head -5)"
fi

# --- 5. gating: -fplugin-arg-cachelint-error turns a finding into a failure ---
gate() {	# VARIANT -> make's exit status, log in OUT/gate-V.log
	local v=$1 o=$K/obj-$1 f=kernel/sched/build_utility.o rc
	# A failed gate deletes the object: keep the linted one for inspection.
	[ -f "$o/$f" ] && mv "$o/$f" "$o/$f.lint"
	make -C "$K/tree-$v" O="$o" -j"$JOBS" \
		KCFLAGS="-fplugin=$PLUGIN -fplugin-arg-cachelint-error -fplugin-arg-cachelint-line-size=$LINE" \
		"$f" >"$OUT/gate-$v.log" 2>&1
	rc=$?
	[ -f "$o/$f.lint" ] && mv -f "$o/$f.lint" "$o/$f"
	return $rc
}
if gate series; then
	notok "gating build (-fplugin-arg-cachelint-error) fails on the series' findings" "$(details "$OUT/gate-series.log")"
elif grep -q "error:.*\[cachelint:" "$OUT/gate-series.log"; then
	ok "gating build (-fplugin-arg-cachelint-error) fails on the series' findings"
else
	notok "gating build fails because of a cachelint finding" "$(details "$OUT/gate-series.log")"
fi
if gate markers; then
	ok "gating build passes on the unannotated sched code (type candidates alone never fail)"
else
	notok "gating build passes on the unannotated sched code" "$(details "$OUT/gate-markers.log")"
fi
# The gates rebuilt the helpers with other flags: leave the trees as linted.
echo "kernel-check: reports and layouts in $OUT"
