#!/usr/bin/env bash
# 90-docs: the commands of the docs, pasted as a user would, on the
# examples.  README.md's "Using it" block, then every fenced sh, bash or
# console block of docs/*.md (in a console block, the lines after "$ "):
# each command that applies to examples/ or to files the tree can build
# runs in a scratch folder where build/ is the build tree (also on PATH as
# cachelint), include/, examples/ and tests/ are the tree's, foo.c an
# example and reports/ the examples' reports (recorded with infer-access).
# A command passes when it exits 0 or 1 (1: findings) and leaves what it
# says it writes (> FILE, -o FILE, --annotations-out FILE).  Those that need
# a kernel tree, a vmlinux, a compile database, perf, root, a git series or
# the build itself are listed as skipped, by the word that needs them.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
root=$PWD
build=${CACHELINT_BUILD:-$root/build}
CC=${CACHELINT_CC:-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok - $1"; }
fail() { echo "not ok - $1"; shift; for l in "$@"; do echo "    $l"; done; }
skip() { echo "ok - $1 # SKIP $2"; }

if [ ! -x "$build/cachelint" ] || [ ! -f "$build/cachelint.so" ]; then
	fail "docs: $build/cachelint or the plugin not built"
	exit 0
fi

# The fenced sh block after "## Using it", one command a line: a line ending
# in \ or in && (before a comment) goes on with the next.
awk '
	/^## Using it/ { sec = 1; next }
	sec && /^## / { exit }
	sec && !in_block && /^```sh/ { in_block = 1; next }
	in_block && /^```/ { exit }
	in_block {
		line = $0
		code = line; sub(/[ \t]+#.*$/, "", code)
		cmd = cmd (cmd == "" ? "" : "\n") line
		if (code ~ /\\$/ || code ~ /&&[ \t]*$/)
			next
		print cmd; printf "%c", 0
		cmd = ""
	}' README.md >"$tmp/cmds"
n=$(tr -cd '\0' <"$tmp/cmds" | wc -c)
[ "$n" -ge 10 ] || { fail "docs: the Using it block of README.md has $n commands, expected at least 10"; exit 0; }

W=$tmp/w
mkdir -p "$W/reports" "$W/obj"
ln -s "$build" "$W/build"
ln -s "$root/include" "$W/include"
cp "$root/examples/cpupri_vec.c" "$W/foo.c"
(cd "$W/obj" && "$CC" -fplugin="$build/cachelint.so" -fplugin-arg-cachelint-infer-access \
	-fplugin-arg-cachelint-report-dir="$W/reports" -I"$root/include" -c "$root"/examples/*.c) \
	>"$tmp/gcc.log" 2>&1

# what a command must leave behind, by a word in it
leaves() {
	case $1 in
	*'-c foo.c'*) echo foo.cachelint.json ;;
	*'layout.html'*) echo layout.html ;;
	*'--annotations-out all.ann'*) echo all.ann ;;
	esac
}

while IFS= read -r -d '' cmd; do
	first=$(printf '%s\n' "$cmd" | head -n 1 | sed 's/[ \t]*#.*$//; s/[ \t]*$//')
	need=''
	case $cmd in
	*kernel/sched/*) need='a kernel tree (kernel/sched/)' ;;
	*vmlinux*) need='a vmlinux' ;;
	*BUILD_DIR*) need='a compile database (BUILD_DIR)' ;;
	*perf*) need='perf and a workload' ;;
	*origin/master*) need='a git series' ;;
	make|make\ *) [ "$first" = make ] && need='the build itself (it made build/)' ;;
	esac
	if [ -n "$need" ]; then
		skip "docs: README: $first" "needs $need"
		continue
	fi
	# kept.ann: what the user kept of all.ann (all of it, here)
	[ ! -f "$W/all.ann" ] || [ -f "$W/kept.ann" ] || cp "$W/all.ann" "$W/kept.ann"
	want=$(leaves "$cmd")
	[ -z "$want" ] || rm -f "$W/$want"
	(cd "$W" && bash -c "$cmd") >"$tmp/out" 2>&1
	rc=$?
	if [ "$rc" -gt 1 ]; then
		fail "docs: README: $first" "exit $rc" "$(head -c 1200 "$tmp/out")"
	elif [ -n "$want" ] && [ ! -s "$W/$want" ]; then
		fail "docs: README: $first" "exit $rc, but no $want written" "$(head -c 1200 "$tmp/out")"
	else
		ok "docs: README: $first (exit $rc${want:+, $want written})"
	fi
done <"$tmp/cmds"
grep -q '<html' "$W/layout.html" 2>/dev/null && grep -q 'cpupri_vec' "$W/layout.html" &&
	ok "docs: README: the html page shows the examples' findings" ||
	fail "docs: README: the html page shows the examples' findings" "$(head -c 400 "$W/layout.html" 2>&1)"

# --- docs/*.md: every fenced sh/bash/console block, one command a record
# "FILE:LINE<US>BLOCK<US>KIND<US>COMMAND<NUL>".  Continuation as above; in a
# console block only "$ " lines are commands (and the lines a \ carries on).
for f in "$root"/docs/*.md; do
	awk -v file="docs/$(basename "$f")" '
		function emit() {
			printf "%s:%d\037%d\037%s\037%s%c", file, start, blk, kind, cmd, 0
			cmd = ""
		}
		!in_block && /^```(sh|bash|console)[ \t]*$/ {
			in_block = 1; blk++; kind = substr($0, 4); sub(/[ \t]+$/, "", kind); next
		}
		!in_block && /^```/ { other = !other; next }
		other { next }
		in_block && /^```/ { in_block = 0; cmd = ""; next }
		in_block {
			line = $0
			if (cmd == "") {
				if (kind == "console") {
					if (line !~ /^\$ /) next
					sub(/^\$ /, "", line)
				}
				if (line ~ /^[ \t]*(#.*)?$/) next
				start = FNR
			}
			code = line; sub(/[ \t]+#.*$/, "", code)
			cmd = cmd (cmd == "" ? "" : "\n") line
			if (code ~ /\\$/ || code ~ /&&[ \t]*$/ || code ~ /\|[ \t]*$/)
				next
			emit()
		}' "$f"
done >"$tmp/doccmds"

# Why a doc command cannot run here, by a word in it (empty: it can).
needs() {
	case $1 in
	*sudo\ *|*'make install'*|*'make uninstall'*|*dpkg*|*'apt '*|*apt-get*) echo 'root (an install)' ;;
	*perf\ *|*--profile\ *|*WORKLOAD*) echo 'perf and a workload' ;;
	*.ko\ *|*.ko) echo 'a kernel module build (.ko)' ;;
	*vmlinux*|*/sys/kernel/btf*|*/proc/kallsyms*) echo 'a vmlinux or a running kernel'"'"'s BTF' ;;
	*BUILD_DIR*|*compile_commands*|*' -p '*) echo 'a compile database' ;;
	*kernel/sched*|*linux-*|*net/ipv4/*|*drivers/*|*Documentation/*|*kernel-check*|*kernel-infer*|*kernel-census*|*kernel-scale*|*'git am'*|*'.o '*--reports*|*'$CACHELINT/'*) echo 'a kernel tree' ;;
	*KCFLAGS*|*CACHELINT_CC*) echo 'a kernel tree (a Kbuild make)' ;;
	*ci/cachelint-series\ -C\ series-demo\ *) ;;	# the tree's own series project
	*ci/cachelint-series*|*origin/*) echo 'a git series' ;;
	*'git '*) echo 'a git checkout to change' ;;
	*bench/*) echo 'a benchmark (a kernel build or its reports)' ;;
	*'$EDITOR'*) echo 'an editor' ;;
	make|make\ *) echo 'a make target of the tree itself (it builds build/ or runs the suites)' ;;
	esac
}

# What a doc command must leave behind: the last "> FILE", "-o FILE" or
# "--annotations-out FILE" in it (not 2>, not /dev/null).
doc_leaves() {
	printf '%s\n' "$1" | sed 's/[ \t]#.*$//' | tr ' \t\n' '\n\n\n' | awk '
		prev == ">" || prev == "-o" || prev == "--annotations-out" { want = $0 }
		/^>[^>&]/ { want = substr($0, 2) }
		{ prev = $0 }
		END { if (want != "" && want !~ /^\/dev\//) print want }'
}

mkdir -p "$tmp/bin"
ln -s "$build/cachelint" "$tmp/bin/cachelint"
ndoc=0
prev_file=''
while IFS=$'\037' read -r -d '' where blk kind cmd; do
	file=${where%%:*}
	first=$(printf '%s\n' "$cmd" | head -n 1 | sed 's/[ \t]*#.*$//; s/[ \t]*$//')
	ndoc=$((ndoc + 1))
	need=$(needs "$cmd")
	if [ -n "$need" ]; then
		skip "docs: $where: $first" "needs $need"
		continue
	fi
	# one scratch folder per doc file, its commands run in order
	if [ "$file" != "$prev_file" ]; then
		prev_file=$file
		D=$tmp/doc-$(basename "$file" .md)
		mkdir -p "$D"
		ln -s "$build" "$D/build"
		for d in include examples tests ci; do ln -s "$root/$d" "$D/$d"; done
		cp -r "$W/reports" "$D/reports"
		cp "$root/examples/cpupri_vec.c" "$D/foo.c"
		prelude='' last_rc=0
	fi
	want=$(doc_leaves "$cmd")
	[ -z "$want" ] || rm -f "$D/$want"
	# "echo $?" in a console block reads the command before it
	# the series runner builds with this build, not the tree's default one
	(cd "$D" && PATH=$tmp/bin:$PATH CACHELINT=$build/cachelint CACHELINT_PLUGIN=$build/cachelint.so \
		bash -c "$prelude (exit $last_rc); $cmd") >"$tmp/out" 2>&1
	rc=$?
	last_rc=$rc
	case $cmd in export\ *) prelude="$prelude $cmd;" ;; esac
	if [ "$rc" -gt 1 ]; then
		fail "docs: $where: $first" "exit $rc" "$(head -c 1200 "$tmp/out")"
	elif [ -n "$want" ] && [ ! -s "$D/$want" ]; then
		fail "docs: $where: $first" "exit $rc, but no $want written" "$(head -c 1200 "$tmp/out")"
	else
		ok "docs: $where: $first (exit $rc${want:+, $want written})"
	fi
done <"$tmp/doccmds"
[ "$ndoc" -ge 20 ] || fail "docs: docs/*.md have $ndoc fenced commands, expected at least 20"
