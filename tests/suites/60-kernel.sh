#!/usr/bin/env bash
# cachelint import-net-cachelines on small tables of each spelling the kernel
# used, then the real thing: scripts/kernel-check.sh on linux-source-6.12
# (skips with a reason when the source package cannot be installed).
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}"
build=${CACHELINT_BUILD:-build}
CL=$build/cachelint
T=$build/tests/kernel
rm -rf "$T"
mkdir -p "$T"

ok() { echo "ok - import-net-cachelines: $*"; }
notok() { echo "not ok - import-net-cachelines: $1"; shift; for l in "$@"; do echo "    $l"; done; }
# The annotation lines without comments, for comparison.
roles() { sed -e 's/ *#.*//' -e '/^$/d' "$1"; }

# The old whitespace columns of 6.8-6.12, with the irregular rows of 6.12's
# net_device.rst: a type with a blank, one access column left blank, a name
# wider than its column, a member of a named nested struct.
cat >"$T/foo.rst" <<'EOF'
.. SPDX-License-Identifier: GPL-2.0

=====================================
foo struct fast path usage breakdown
=====================================

Type                  Name          fastpath_tx_access  fastpath_rx_access  Comments
..struct              ..foo
u32                   a             read_mostly         read_mostly         foo_xmit(tx);foo_rcv(rx)
u32                   b             read_write          -                   foo_xmit
struct list_head      c                                 read_mostly         foo_rcv(rx)
netdev_features_t     d             read_mostly                             foo_features_check
char                  name[16]      -                   -
unsigned_long         e
struct_inner_u8       x             -                   write_mostly        foo_rcv
u64                   f             read_write          read_write          foo_xmit,foo_rcv
struct_foo_ops*       averyveryverylongname read_mostly -                   foo_xmit
EOF
cat >"$T/foo.expected" <<'EOF'
foo.a read_hot
foo.b write_hot tx
foo.c read_hot
foo.d read_hot
foo.name cold
foo.inner.x write_hot rx
foo.f write_hot
foo.averyveryverylongname read_hot
EOF
if "$CL" import-net-cachelines --cold "$T/foo.rst" >"$T/foo.out" 2>"$T/foo.err" &&
	diff -u "$T/foo.expected" <(roles "$T/foo.out") >"$T/foo.diff"; then
	ok "old column format (blank columns, types with blanks, nested members)"
else
	notok "old column format" "$(cat "$T/foo.err" "$T/foo.diff")"
fi
if grep -q '^# foo.e: not analysed' "$T/foo.out" && grep -q '(foo.rst:9)' "$T/foo.out"; then
	ok "unanalysed rows become comments; every role names its file and line"
else
	notok "unanalysed rows become comments; every role names its file and line" "$(head -12 "$T/foo.out")"
fi
"$CL" import-net-cachelines "$T/foo.rst" >"$T/foo-nocold.out" 2>&1
if ! grep -q 'cold' <(roles "$T/foo-nocold.out") && grep -q '^# foo.name: not on the fast path' "$T/foo-nocold.out"; then
	ok "without --cold, '-' on both paths is a comment"
else
	notok "without --cold, '-' on both paths is a comment" "$(roles "$T/foo-nocold.out")"
fi

# RST simple table (later kernels), with a continuation line; the struct
# name comes from the title, as there is no "..struct" row.
cat >"$T/bar.rst" <<'EOF'
===========================================
bar struct fast path usage breakdown
===========================================

================= ========= ================== ================== ==========
Type              Name      fastpath_tx_access fastpath_rx_access Comments
================= ========= ================== ================== ==========
struct sock       sk        read_mostly        read_mostly        bar_xmit,
                                                                  bar_rcv
u16               g         write_mostly       read_mostly        bar_xmit
================= ========= ================== ================== ==========
EOF
printf 'bar.sk read_hot\nbar.g write_hot tx\n' >"$T/bar.expected"
if "$CL" import-net-cachelines "$T/bar.rst" >"$T/bar.out" 2>"$T/bar.err" &&
	diff -u "$T/bar.expected" <(roles "$T/bar.out") >"$T/bar.diff"; then
	ok "RST simple table, struct name from the title"
else
	notok "RST simple table" "$(cat "$T/bar.err" "$T/bar.diff")"
fi

# RST grid table with a cell over two lines.
cat >"$T/baz.rst" <<'EOF'
+------+------+--------------------+--------------------+----------+
| Type | Name | fastpath_tx_access | fastpath_rx_access | Comments |
+======+======+====================+====================+==========+
| u32  | p    | -                  | read_write         | baz_rcv, |
|      |      |                    |                    | baz_gro  |
+------+------+--------------------+--------------------+----------+
| u32  | q    | read_mostly        | -                  |          |
+------+------+--------------------+--------------------+----------+
EOF
printf 'baz.p write_hot rx\nbaz.q read_hot\n' >"$T/baz.expected"
if "$CL" import-net-cachelines "$T/baz.rst" >"$T/baz.out" 2>"$T/baz.err" &&
	diff -u "$T/baz.expected" <(roles "$T/baz.out") >"$T/baz.diff"; then
	ok "RST grid table, struct name from the file name"
else
	notok "RST grid table" "$(cat "$T/baz.err" "$T/baz.diff")"
fi

# Bad input: file and line, exit 2, and no output file left behind.
bad() {	# NAME FILE EXPECTED-MESSAGE-REGEX
	rm -f "$T/bad.ann"
	"$CL" import-net-cachelines -o "$T/bad.ann" "$2" >/dev/null 2>"$T/bad.err"
	local rc=$?
	if [ "$rc" -eq 2 ] && grep -E -q -- "$3" "$T/bad.err" && ! [ -e "$T/bad.ann" ]; then
		ok "bad input: $1 (exit 2, file and line)"
	else
		notok "bad input: $1 (exit 2, file and line)" "exit $rc" "$(cat "$T/bad.err")"
	fi
}
sed 's/read_write          -   /read_wrote          -   /' "$T/foo.rst" >"$T/typo.rst"
bad "unknown access word" "$T/typo.rst" "typo.rst:10: unknown access 'read_wrote' in the tx column"
printf 'Type  Name  fastpath_tx_access  comment\nu32   a     read_mostly\n' >"$T/norx.rst"
bad "header without an rx column" "$T/norx.rst" "norx.rst:1: table header without Name, tx and rx"
printf 'Type  Name   fastpath_tx_access  fastpath_rx_access\nu32   a-b    read_mostly         -\n' >"$T/name.rst"
bad "field name that is not an identifier" "$T/name.rst" "name.rst:2: field name 'a-b' is not a C identifier"
printf 'just prose\n' >"$T/prose.rst"
bad "a file without any table" "$T/prose.rst" "prose.rst:1: no net_cachelines table"
bad "a missing file" "$T/missing.rst" "missing.rst: No such file"
head -c 64 /dev/urandom >"$T/binary.rst"
printf '\0' >>"$T/binary.rst"
bad "a binary file" "$T/binary.rst" "binary.rst: a binary file"

# An enum table (snmp.rst) and an index page are skipped, not errors.
printf 'Type           Name             fastpath_tx_access  fastpath_rx_access  comment\n..enum\nunsigned_long  LINUX_MIB_X      write_mostly        -                   x\n' >"$T/snmp.rst"
printf '.. toctree::\n   :maxdepth: 1\n\n   foo\n' >"$T/index.rst"
if "$CL" import-net-cachelines "$T/snmp.rst" "$T/index.rst" >"$T/skip.out" 2>"$T/skip.err" &&
	[ -z "$(roles "$T/skip.out")" ] && grep -q "an enum table (1 entries)" "$T/skip.out" &&
	grep -q "index.rst: an index page" "$T/skip.err"; then
	ok "enum tables and index pages are skipped with a note"
else
	notok "enum tables and index pages are skipped with a note" "$(cat "$T/skip.out" "$T/skip.err")"
fi

# The output is an annotation file cachelint pahole accepts: against a
# binary, the documented roles find a read-hot field on a written line and a
# documented field the struct no longer has.
cat >"$T/foo.c" <<'EOF'
struct inner { unsigned char x; };
struct foo {
	unsigned int a, b;
	struct { void *next, *prev; } c;
	unsigned long long d;
	char name[16];
	struct inner inner;
	unsigned long long f;
	void *averyveryverylongname;
} foo;
EOF
if ! command -v pahole >/dev/null; then
	echo "ok - import-net-cachelines: annotations against a binary # SKIP pahole not installed"
elif ${CC:-gcc} -g -c "$T/foo.c" -o "$T/foo.o" 2>"$T/cc.err"; then
	sed '/averyveryverylongname/d' "$T/foo.c" | ${CC:-gcc} -g -x c -c - -o "$T/foo-old.o"
	"$CL" pahole --annotations "$T/foo.out" --format json "$T/foo-old.o" >"$T/xcheck.json" 2>"$T/xcheck.err"
	rc=$?
	fs=$(jq -r '.findings[] | (.pairs // [.])[] | "\(.rule) \(.fields | join(" "))"' "$T/xcheck.json" 2>/dev/null)
	if [ "$rc" -eq 1 ] && grep -q "^false-sharing b a$" <<<"$fs" &&
		grep -q "^stale-annotation averyveryverylongname" <<<"$fs"; then
		ok "annotations against a binary: read-hot a on written b's line, stale field"
	else
		notok "annotations against a binary: read-hot a on written b's line, stale field" \
			"exit $rc" "$fs" "$(cat "$T/xcheck.err")"
	fi
else
	notok "annotations against a binary: compile the fixture" "$(cat "$T/cc.err")"
fi

# The patched kernel: its own TAP lines (or one SKIP line).
bash scripts/kernel-check.sh
