#!/usr/bin/env bash
# Installed as a kernel developer installs it: make install into a scratch
# DESTDIR (then uninstall), --version everywhere, the man pages (mandoc -Tlint,
# man --warnings), bash completion, and the Debian package built with
# dpkg-buildpackage, unpacked with dpkg -x outside the tree and run on the
# examples from its own files alone (strace: no path of the source tree).
# Then the build set-ups of tests/kmod: make M= and O=, ccache, distcc, -j2.
#   CACHELINT_SKIP_DEB=1      no .deb (it takes one to two minutes)
#   CACHELINT_SKIP_SETUPS=1   no build set-ups
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
root=$PWD
build=${CACHELINT_BUILD:-$root/build}
case $build in /*) ;; *) build=$root/$build ;; esac
cl=$build/cachelint
# outside the source tree, so that a path into it shows in the traces
tmp=$(mktemp -d /tmp/cachelint-80.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok - $1"; }
fail() { echo "not ok - $1"; shift; for l in "$@"; do echo "    $l"; done; }
skip() { echo "ok - $1 # SKIP $2"; }
check() { local n=$1; shift; if "$@" >"$tmp/out" 2>&1; then ok "$n"; else fail "$n" "$(head -c 1500 "$tmp/out")"; fi; }
rc_is() {	# NAME WANT COMMAND...
	local n=$1 want=$2; shift 2
	"$@" >"$tmp/rc.out" 2>"$tmp/rc.err"; local rc=$?
	if [ "$rc" = "$want" ]; then ok "$n"; else fail "$n" "exit $rc, wanted $want" "$(head -c 800 "$tmp/rc.err")"; fi
}

if [ ! -x "$cl" ] || [ ! -f "$build/cachelint.so" ]; then
	fail "install: $build is not built (make O=$build)"
	exit 0
fi
version=$(sed -n 's/^#define CACHELINT_VERSION "\(.*\)"$/\1/p' "$build/cachelint-version.h" 2>/dev/null)
[ -n "$version" ] || { fail "install: no version in $build/cachelint-version.h"; exit 0; }
plugindir=$(gcc -print-file-name=plugin)
gccver=$(dpkg-query -W -f='${Version}' gcc-12 2>/dev/null)

# ---- versions --------------------------------------------------------------
check "version: cachelint --version prints the build's version" \
	bash -c "[ \"\$('$cl' --version)\" = 'cachelint $version' ]"
printf 'struct s { int a; };\nstruct s v;\n' >"$tmp/v.c"
check "version: -fplugin-arg-cachelint-version says it and the GCC, and compiles on" bash -c "
	gcc -fplugin='$build/cachelint.so' -fplugin-arg-cachelint-version -c '$tmp/v.c' -o '$tmp/v.o' 2>'$tmp/v.err' &&
	[ -s '$tmp/v.o' ] && grep -qx 'cachelint $version (GCC plugin, built for GCC [0-9.]*)' '$tmp/v.err'"
rc_is "version: ... takes no value (exit 1)" 1 gcc -fplugin="$build/cachelint.so" \
	-fplugin-arg-cachelint-version=2 -c "$tmp/v.c" -o "$tmp/v2.o"
check "version: ... the error names the option" grep -q "option .-fplugin-arg-cachelint-version. takes no value" "$tmp/rc.err"
check "version: gcc -v --version lists the loaded plugin's version" bash -c "
	gcc -v --version -fplugin='$build/cachelint.so' -c '$tmp/v.c' -o '$tmp/v.o' 2>&1 |
	grep -A1 'Versions of loaded plugins' | grep -qx ' cachelint: $version'"
gcc -fplugin="$build/cachelint.so" -Iinclude -c examples/cpupri_vec.c -o "$tmp/cpupri.o" 2>/dev/null
check "version: the unit's report has tool_version, and version is still the format's (1)" \
	jq -e ".version == 1 and .tool_version == \"$version\" and .tool == \"gcc-plugin\"" "$tmp/cpupri.cachelint.json"
check "version: merge keeps tool_version" bash -c "
	'$cl' merge '$tmp/cpupri.cachelint.json' | jq -e '.tool_version == \"$version\" and .version == 1'"
sed "s/\"tool_version\": \"[^\"]*\"/\"tool_version\": \"0.0-old\"/" "$tmp/cpupri.cachelint.json" >"$tmp/old.json"
check "version: ... and says 'mixed' when the units' versions differ" bash -c "
	grep -q 0.0-old '$tmp/old.json' && '$cl' merge '$tmp/cpupri.cachelint.json' '$tmp/old.json' | jq -e '.tool_version == \"mixed\"'"

# A plugin built for another GCC: the same file with another basever
# (gcc_version in plugin-version.h: datestamp, then basever).
python3 - "$build/cachelint.so" "$tmp/other-gcc.so" <<'EOF'
import re, sys
d = open(sys.argv[1], 'rb').read()
d, n = re.subn(rb'(\d{8}\x00)(\d+\.\d+\.)(\d+)\x00', lambda m: m.group(1) + m.group(2) + b'9' + b'\x00', d, count=1)
open(sys.argv[2], 'wb').write(d)
EOF
rc_is "version: a plugin built for another GCC refuses to load (exit 1)" 1 \
	gcc -fplugin="$tmp/other-gcc.so" -c "$tmp/v.c" -o "$tmp/v3.o"
check "version: ... naming both GCC versions and what to do" grep -Eq \
	"other-gcc.so. \(cachelint $version\) was built for GCC [0-9]+\.[0-9]+\.9 but this is GCC [0-9.]+: rebuild cachelint with this compiler, or reinstall the cachelint package built for it" \
	"$tmp/rc.err"

# ---- make install / uninstall into a scratch DESTDIR ----------------------
dest=$tmp/root
rc_is "install: make install DESTDIR PREFIX=/usr/local" 0 make -s --no-print-directory O="$build" \
	DESTDIR="$dest" PREFIX=/usr/local install
P=$dest/usr/local
# make install rebuilds what changed (in a tree being edited, the version too)
version=$(sed -n 's/^#define CACHELINT_VERSION "\(.*\)"$/\1/p' "$build/cachelint-version.h")
files="bin/cachelint bin/cachelint-series libexec/cachelint/cachelint-check include/cachelint.h
	share/man/man1/cachelint.1 share/man/man1/cachelint-series.1 share/man/man7/cachelint-plugin.7
	share/bash-completion/completions/cachelint share/doc/cachelint/README.md share/doc/cachelint/plugin.md"
missing=
for f in $files; do [ -f "$P/$f" ] || missing="$missing $f"; done
[ -f "$dest$plugindir/cachelint.so" ] || missing="$missing $plugindir/cachelint.so"
check "install: every file in place (plugin in GCC's own folder under DESTDIR)" test -z "$missing"
[ -z "$missing" ] || echo "    missing:$missing"
check "install: programs executable, data not" bash -c "
	[ -x '$P/bin/cachelint' ] && [ -x '$P/bin/cachelint-series' ] && [ -x '$P/libexec/cachelint/cachelint-check' ] &&
	[ ! -x '$P/include/cachelint.h' ] && [ ! -x '$dest$plugindir/cachelint.so' ]"
check "install: the installed series runner knows the installed plugin's path" \
	grep -qx "installed_plugin=$plugindir/cachelint.so" "$P/bin/cachelint-series"

# -B makes the driver look for the plugin folder under DESTDIR (-iplugindir),
# which is where gcc -fplugin=NAME looks
B=-B$dest$(dirname "$plugindir")/
check "install: gcc $B -print-file-name=plugin is DESTDIR's" \
	bash -c "[ \"\$(gcc '$B' -print-file-name=plugin)\" = '$dest$plugindir' ]"
cp examples/cpupri_vec.c "$tmp/"
(cd "$tmp" && gcc "$B" -v -fplugin=cachelint -I"$P/include" -c cpupri_vec.c -o cpupri-i.o) >"$tmp/fp.log" 2>&1
check "install: -fplugin=cachelint (no path) loads the installed plugin: warnings" bash -c "
	grep -q -- '-iplugindir=$dest$plugindir' '$tmp/fp.log' &&
	grep -q \"cpupri_vec.c:32:33: warning: write-hot field .count. .*\[cachelint:false-sharing\]\" '$tmp/fp.log'"
check "install: ... and a report next to the object" jq -e '.tool == "gcc-plugin" and (.findings | length) > 0' \
	"$tmp/cpupri-i.cachelint.json"
check "install: installed cachelint --version" bash -c "[ \"\$('$P/bin/cachelint' --version)\" = 'cachelint $version' ]"
if command -v strace >/dev/null; then
	(cd "$tmp" && strace -f -qq -e trace=execve -o "$tmp/check.trace" "$P/bin/cachelint" check cpupri_vec.c \
		-- -I"$P/include") >"$tmp/check.out" 2>&1
	check "install: cachelint check runs PREFIX/libexec/cachelint/cachelint-check" bash -c "
		grep -q 'execve(\"$P/libexec/cachelint/cachelint-check\"' '$tmp/check.trace' &&
		grep -q 'warning: write-hot field .count.' '$tmp/check.out'"
else
	skip "install: cachelint check runs PREFIX/libexec/cachelint/cachelint-check" "no strace"
fi
rc_is "install: installed series runner without a plugin names where it looked (exit 2)" 2 \
	env -u CACHELINT_PLUGIN -u CACHELINT "$P/bin/cachelint-series" base..main -- make
if [ -f "$plugindir/cachelint.so" ]; then
	skip "install: ... the installed plugin path" "a cachelint.so is installed in $plugindir"
else
	check "install: ... the installed plugin path" grep -q "no plugin at $plugindir/cachelint.so" "$tmp/rc.err"
fi
repo=$tmp/repo
if bash tests/reports/make-series-repo.sh "$repo" "$P/include/cachelint.h" >"$tmp/repo.log" 2>&1 &&
   command -v strace >/dev/null; then
	(cd "$tmp" && env -u CACHELINT CACHELINT_PLUGIN="$dest$plugindir/cachelint.so" \
		strace -f -qq -e trace=execve -o "$tmp/series.trace" \
		"$P/bin/cachelint-series" -C "$repo" base..main~1 -- make) >"$tmp/series.out" 2>&1
	check "install: installed series runner (\$CACHELINT_PLUGIN) names commit 2's finding" \
		grep -q "^>> queue.h:[0-9]*:[0-9]*: warning: write-hot field 'dropped'" "$tmp/series.out"
	check "install: ... running the cachelint installed beside it, nothing from the tree" bash -c "
		grep -q 'execve(\"$P/bin/cachelint\"' '$tmp/series.trace' && ! grep -q '$root' '$tmp/series.trace'"
else
	fail "install: synthetic series repository (or strace)" "$(tail -5 "$tmp/repo.log")"
fi
rc_is "install: make uninstall" 0 make -s --no-print-directory O="$build" DESTDIR="$dest" PREFIX=/usr/local uninstall
check "install: ... leaves no file behind" bash -c "[ -z \"\$(find '$dest' ! -type d)\" ]"

# ---- man pages -------------------------------------------------------------
if command -v mandoc >/dev/null; then
	for m in man/cachelint.1 man/cachelint-plugin.7 man/cachelint-series.1; do
		check "man: mandoc -Tlint $m is clean" mandoc -Tlint -W style "$m"
	done
else
	skip "man: mandoc -Tlint" "mandoc missing (scripts/deps.sh)"
fi
for m in man/cachelint.1 man/cachelint-plugin.7 man/cachelint-series.1; do
	check "man: man --warnings -l $m says nothing" bash -c "
		LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l '$m' 2>'$tmp/man.err' | grep -q '^NAME' && [ ! -s '$tmp/man.err' ]"
done
# the options of a --help text: the words a completion would offer
. completion/cachelint
subs=$("$cl" --help | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
absent=
for s in $subs; do
	grep -q "^\.SS \"cachelint $(sed 's/-/\\\\-/g' <<<"$s") " man/cachelint.1 || absent="$absent $s"
	for o in $(_cachelint_options "$cl" "$s"); do
		case $o in -h|--help) continue ;; esac
		grep -Eq "^\.B[RI]? (.* )?$(sed 's/-/\\\\-/g' <<<"$o")\b" man/cachelint.1 || absent="$absent $s:$o"
	done
done
check "man: cachelint.1 has every subcommand and every option of their --help" test -z "$absent"
[ -z "$absent" ] || echo "    missing:$absent"
check "man: ... a test that can fail (8 subcommands read)" test "$(wc -w <<<"$subs")" -ge 8
keys=$(gcc -fplugin="$build/cachelint.so" -fplugin-arg-cachelint-help -c "$tmp/v.c" -o "$tmp/v.o" 2>&1 |
	sed -n 's/^\([a-z-]*\)[=\t].*/\1/p')
absent=
for k in $keys; do
	grep -q "^\.B[RI]* \\\\-fplugin\\\\-arg\\\\-cachelint\\\\-$(sed 's/-/\\\\-/g' <<<"$k")\b" man/cachelint-plugin.7 ||
		absent="$absent $k"
done
check "man: cachelint-plugin.7 has every plugin argument ($(wc -w <<<"$keys") keys of -fplugin-arg-cachelint-help)" \
	bash -c "[ -z '$absent' ] && [ $(wc -w <<<"$keys") -ge 13 ]"
[ -z "$absent" ] || echo "    missing:$absent"
absent=
for o in $(_cachelint_options bash ci/cachelint-series); do
	case $o in -h|--help) continue ;; esac
	grep -Eq "^\.B[RI]? (.* )?$(sed 's/-/\\\\-/g' <<<"$o")\b" man/cachelint-series.1 || absent="$absent $o"
done
check "man: cachelint-series.1 has every option of its --help" test -z "$absent"
[ -z "$absent" ] || echo "    missing:$absent"

# ---- bash completion -------------------------------------------------------
comp() {	# WORDS...: the completion of the last word
	bash -c '. completion/cachelint; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
		case $1 in *series) _cachelint_series ;; *) _cachelint ;; esac; echo "${COMPREPLY[*]}"' _ "$@"
}
check "completion: every subcommand" test "$(comp "$cl" '')" = "$(echo $subs)"
check "completion: a subcommand from its start (me -> merge)" test "$(comp "$cl" me)" = merge
check "completion: a subcommand's option (infer --cand -> --candidates)" \
	test "$(comp "$cl" infer --cand)" = --candidates
check "completion: an option's value (report --format s -> sarif)" test "$(comp "$cl" report --format s)" = sarif
check "completion: options are the subcommand's own (merge --k -> --kbuild)" test "$(comp "$cl" merge --k)" = --kbuild
check "completion: top-level options (--v -> --version)" test "$(comp "$cl" --v)" = --version
check "completion: cachelint-series options (--plug)" \
	test "$(comp "$root/ci/cachelint-series" --plug)" = '--plugin --plugin-arg'

# ---- the Debian package ----------------------------------------------------
deb_test() {
	local d=$build/deb src deb droot
	src=$d/src droot=$tmp/debroot
	rm -rf "$d" && mkdir -p "$src" || return
	# the tree as it is (tracked and new files), without build folders
	if git rev-parse --git-dir >/dev/null 2>&1; then
		git ls-files -z -co --exclude-standard ':(exclude)build*' | tar --null -T - -cf - | tar -xf - -C "$src"
	else
		tar --exclude='./build*' -cf - . | tar -xf - -C "$src"
	fi
	[ -f "$src/VERSION" ] || echo "$version" >"$src/VERSION"
	rc_is "deb: dpkg-buildpackage -us -uc -b" 0 bash -c "cd '$src' && dpkg-buildpackage -us -uc -b >'$d/build.log' 2>&1"
	deb=$(ls "$d"/cachelint_*.deb 2>/dev/null | head -1)
	[ -n "$deb" ] || { fail "deb: no package built" "$(tail -20 "$d/build.log")"; return; }
	check "deb: depends on the exact gcc-12 it was built with ($gccver)" bash -c "
		dpkg-deb -f '$deb' Depends | grep -q 'gcc-12 (= $gccver)'"
	check "deb: the description says why" bash -c "dpkg-deb -f '$deb' Description | grep -q 'only valid for the exact GCC'"
	dpkg -x "$deb" "$droot"
	check "deb: plugin in gcc-12's plugin folder, helper in libexec, man pages, completion" bash -c "
		[ -f '$droot$plugindir/cachelint.so' ] && [ -x '$droot/usr/libexec/cachelint/cachelint-check' ] &&
		[ -f '$droot/usr/share/man/man1/cachelint.1.gz' ] && [ -f '$droot/usr/share/man/man7/cachelint-plugin.7.gz' ] &&
		[ -f '$droot/usr/share/bash-completion/completions/cachelint' ] && [ -f '$droot/usr/include/cachelint.h' ]"
	# the examples, copied out of the tree, against the package's files alone
	mkdir -p "$tmp/ex" && cp examples/*.c "$tmp/ex/"
	cat >"$tmp/ex/run.sh" <<-EOF
	set -e
	for c in *.c; do
		gcc -fplugin=$droot$plugindir/cachelint.so -I$droot/usr/include -c \$c -o \${c%.c}.o 2>>deb-warnings.txt
	done
	$droot/usr/bin/cachelint --version >version.txt
	$droot/usr/bin/cachelint merge -o merged.json . || [ \$? = 1 ]
	$droot/usr/bin/cachelint report merged.json >report.txt || [ \$? = 1 ]
	$droot/usr/bin/cachelint check cpupri_vec.c -- -I$droot/usr/include >check.txt 2>&1 || [ \$? = 1 ]
	EOF
	(cd "$tmp/ex" && env -i PATH=/usr/bin:/bin HOME="$tmp" strace -f -qq -e trace=execve,open,openat,stat,access \
		-o "$tmp/deb.trace" bash run.sh) >"$tmp/deb-run.log" 2>&1
	check "deb: the examples build and report from the package's files" bash -c "
		grep -q 'cachelint:false-sharing' '$tmp/ex/deb-warnings.txt' && grep -qx 'cachelint $version' '$tmp/ex/version.txt' &&
		jq -e '.units >= 4 and (.findings | length) > 0 and .tool_version == \"$version\"' '$tmp/ex/merged.json' &&
		grep -q 'false-sharing' '$tmp/ex/report.txt' && grep -q 'warning: write-hot field .count.' '$tmp/ex/check.txt'"
	check "deb: ... no path of the source tree or its build was touched (strace)" bash -c "
		[ -s '$tmp/deb.trace' ] && ! grep -F '$root' '$tmp/deb.trace'"
	check "deb: ... the package's plugin warns as the build's does" bash -c "
		cd '$tmp/ex' && for c in *.c; do env -i PATH=/usr/bin:/bin gcc -fplugin='$build/cachelint.so' -I'$root/include' -c \$c -o /dev/null; done 2>build-warnings.txt
		[ -s build-warnings.txt ] && diff <(grep -o 'warning: .*' deb-warnings.txt) <(grep -o 'warning: .*' build-warnings.txt)"
}
if [ -n "${CACHELINT_SKIP_DEB:-}" ]; then
	skip "deb: the Debian package" "CACHELINT_SKIP_DEB is set"
elif ! command -v dpkg-buildpackage >/dev/null || ! dpkg-query -W debhelper >/dev/null 2>&1; then
	skip "deb: the Debian package" "dpkg-dev or debhelper missing (scripts/deps.sh)"
elif ! command -v strace >/dev/null; then
	skip "deb: the Debian package" "strace missing"
else
	deb_test
fi

# ---- build set-ups: make -j2, M= and O=, ccache, distcc -------------------
# Each says "expected N, got N" reports; the kernel ones use a copy of the
# object tree the kernel suite configured (build/kernel, read only).
W=$build/setups
mkdir -p "$W/bin"
# a snapshot of the plugin: a rebuild meanwhile must not change what ccache
# hashes; a new file renamed over the old, never written in place, which
# would crash a cc1 that has the old one mapped
cp -f "$build/cachelint.so" "$W/bin/cachelint.so.tmp" && mv -f "$W/bin/cachelint.so.tmp" "$W/bin/cachelint.so" &&
	cp -f ci/cachelint-gcc "$W/bin/cachelint-gcc.tmp" && mv -f "$W/bin/cachelint-gcc.tmp" "$W/bin/cachelint-gcc"
PL=$W/bin/cachelint.so
nreports() { find "$1" -name '*.cachelint.json' 2>/dev/null | wc -l; }

# make -j2, one report folder for 30 units: each report is the serial build's
par_test() {
	local d=$W/par i
	rm -rf "$d" && mkdir -p "$d/src"
	cat >"$d/src/shared.h" <<-'EOT'
	#include "cachelint.h"
	struct shared_stats { long hits __write_hot; const char *name __read_hot; };
	EOT
	for i in $(seq -w 1 30); do
		printf '#include "shared.h"\nstruct unit%s { long tail __write_hot; void **ring __read_hot; };\nstruct unit%s u%s;\nstruct shared_stats s%s;\n' \
			"$i" "$i" "$i" "$i" >"$d/src/u$i.c"
	done
	printf 'OBJS := $(patsubst %%.c,%%.o,$(wildcard u*.c))\nall: $(OBJS)\n%%.o: %%.c\n\t$(CC) $(CFLAGS) -c $< -o $@\n' >"$d/src/Makefile"
	for j in 1 2; do
		rm -f "$d"/src/*.o
		make -C "$d/src" -j$j CFLAGS="-fplugin=$PL -I$root/include -fplugin-arg-cachelint-report-dir=$d/rep$j" \
			>"$d/build$j.log" 2>&1 || { fail "set-ups: make -j$j of 30 units" "$(tail -5 "$d/build$j.log")"; return; }
		(cd "$d/rep$j" && find . -name '*.json' -type f | sort | xargs sha256sum) >"$d/sums$j"
	done
	check "set-ups: make -j2, one report folder: expected 30 reports, got $(wc -l <"$d/sums2")" \
		bash -c "[ \$(wc -l <'$d/sums1') = 30 ] && [ \$(wc -l <'$d/sums2') = 30 ]"
	check "set-ups: ... each the same bytes as the serial build's (sha256), no temporary left" bash -c "
		diff '$d/sums1' '$d/sums2' && [ -z \"\$(find '$d/rep2' -name '*.tmp.*')\" ]"
	check "set-ups: ... every one a whole report (jq)" bash -c "cd '$d/rep2' && for f in \$(find . -name '*.json'); do
		jq -e '.findings | length == 2' \"\$f\" >/dev/null || { echo \"\$f\"; exit 1; }; done"
}
par_test

K=$build/kernel
[ -d "$K" ] || K=$root/build/kernel
SRC=$K/tree-markers REF=$K/obj-markers
if [ -n "${CACHELINT_SKIP_SETUPS:-}" ]; then
	skip "set-ups: kernel M=, O=, ccache, distcc" "CACHELINT_SKIP_SETUPS is set"
	exit 0
fi
if [ ! -f "$REF/.config" ] || [ ! -f "$REF/.cachelint-stamp" ] || [ ! -d "$SRC/kernel" ]; then
	skip "set-ups: kernel M=, O=, ccache, distcc" "no prepared kernel tree in $K (tests/suites/60-kernel.sh prepares it)"
	exit 0
fi
# our own copy of the configured object tree, refreshed when it is reconfigured
KO=$W/kobj
ref_id=$(cat "$REF/.cachelint-stamp" "$REF/.config" | sha1sum | cut -d' ' -f1)
if [ "$(cat "$KO/.setups-stamp" 2>/dev/null)" != "$ref_id" ]; then
	rm -rf "$KO"
	( exec 9<"$K/.lock"; flock -s 9; cp -a "$REF" "$KO" ) &&
	make -C "$SRC" O="$KO" -j2 modules_prepare >"$W/prepare.log" 2>&1 && echo "$ref_id" >"$KO/.setups-stamp"
fi
[ -f "$KO/.setups-stamp" ] || { fail "set-ups: a copy of the kernel object tree" "$(tail -5 "$W/prepare.log")"; exit 0; }
KF="-Wno-error=attributes"
kmod() {	# NAME MAKEARGS...: make M= of tests/kmod in a fresh copy, log in W/NAME.log
	local n=$1; shift
	rm -rf "$W/kmod-$n" && cp -a tests/kmod "$W/kmod-$n"
	make -C "$SRC" O="$KO" M="$W/kmod-$n" KBUILD_MODPOST_WARN=1 "$@" modules >"$W/$n.log" 2>&1
}
# "reports for N of M": what merge --kbuild says (never -o /dev/null: see merge.c)
units() { "$cl" merge --complete "$@" -o "$W/units.json" 2>&1 >/dev/null | grep -o 'reports for [0-9]* of [0-9]*'; }

# M=: reports next to the objects (only units that define a struct have
# one), then under report-dir (every unit has one: merge --kbuild counts them)
if kmod m KCFLAGS="-fplugin=$PL $KF"; then
	check "set-ups: make M=: each unit's report beside its object" bash -c "
		jq -e '.findings | length > 0' '$W/kmod-m/cl_queue.cachelint.json' &&
		jq -e '.findings | length > 0' '$W/kmod-m/cl_main.cachelint.json'"
	check "set-ups: ... warnings point into the module's source" \
		grep -q "^$W/kmod-m/cl_kmod.h:[0-9]*:[0-9]*: warning: write-hot field .count. .*\[cachelint:false-sharing\]" "$W/m.log"
else
	fail "set-ups: make M= of tests/kmod" "$(grep -v '^ ' "$W/m.log" | tail -8)"
fi
rm -rf "$W/rep-md"
if kmod md KCFLAGS="-fplugin=$PL $KF -fplugin-arg-cachelint-report-dir=$W/rep-md"; then
	got=$(units --kbuild "$W/kmod-md" "$W/rep-md")
	check "set-ups: make M= with report-dir: expected 4 (2 .c, .mod.c, module-common.c), $got" \
		test "$got" = "reports for 4 of 4"
else
	fail "set-ups: make M= with report-dir" "$(grep -v '^ ' "$W/md.log" | tail -8)"
fi

# O=: a few objects of the kernel, report folder, positions in the source tree
kobjs="net/ipv4/tcp_rate.o net/core/page_pool.o kernel/sched/build_utility.o"
rm -rf "$W/rep-o"
for o in $kobjs; do rm -f "$KO/$o"; done
# the kernel suite's own plugin builds of other objects are not this build's
find "$KO" \( -name '.*.o.cmd' -o -name '.*.s.cmd' \) -exec grep -l cachelint {} + 2>/dev/null | xargs -r rm -f
if make -C "$SRC" O="$KO" -j2 KCFLAGS="-fplugin=$PL $KF -fplugin-arg-cachelint-report-dir=$W/rep-o" \
	$kobjs >"$W/o.log" 2>&1; then
	got=$(units --kbuild "$KO" "$W/rep-o")
	n=$(nreports "$W/rep-o")
	check "set-ups: make O= ($kobjs): every unit compiled with the plugin has a report: $got" \
		bash -c "[ -n '$got' ] && [ '$got' = 'reports for $n of $n' ] && [ $n -ge 3 ]"
	check "set-ups: ... positions are files of the source tree" bash -c "
		f=\$(jq -r '.structs[0].file' \"\$(find '$W/rep-o' -name page_pool.c.cachelint.json)\") &&
		case \$f in /*) p=\$f ;; *) p='$KO'/\$f ;; esac && [ -f \"\$p\" ] && realpath \"\$p\" | grep -q '^$(realpath "$SRC")/'"
	check "set-ups: ... and the kernel's own cacheline groups warn (struct sock)" \
		grep -q "include/net/sock.h:[0-9]*:[0-9]*: warning: write-hot field .sk_backlog. .*struct sock. \[cachelint:" "$W/o.log"
else
	fail "set-ups: make O= of $kobjs" "$(grep -v '^ ' "$W/o.log" | tail -8)"
fi

# ccache: a hit replays the warnings (stderr is cached) but cannot write a
# report (ccache restores the object only): merge --kbuild says which units
# have none; CCACHE_RECACHE=1 (compile, refresh the cache) gives them all.
ccache_test() {
	local t0 t1 t2 t3 w1 w2 got
	export CCACHE_DIR=$W/ccache
	rm -rf "$CCACHE_DIR" "$W/rep-c"
	ccache -z >/dev/null
	t0=$(date +%s.%N)
	kmod c CC="ccache gcc" KCFLAGS="-fplugin=$PL $KF -fplugin-arg-cachelint-report-dir=$W/rep-c" ||
		{ fail "set-ups: ccache, first build" "$(grep -v '^ ' "$W/c.log" | tail -8)"; return; }
	t1=$(date +%s.%N)
	got=$(units --kbuild "$W/kmod-c" "$W/rep-c")
	w1=$(grep -c 'warning: write-hot' "$W/c.log")
	check "set-ups: ccache, first build (misses): expected 4, $got" test "$got" = "reports for 4 of 4"
	cp "$W/c.log" "$W/c1.log"
	rm -rf "$W/rep-c"
	kmod c CC="ccache gcc" KCFLAGS="-fplugin=$PL $KF -fplugin-arg-cachelint-report-dir=$W/rep-c" ||
		{ fail "set-ups: ccache, second build" "$(grep -v '^ ' "$W/c.log" | tail -8)"; return; }
	t2=$(date +%s.%N)
	w2=$(grep -c 'warning: write-hot' "$W/c.log")
	check "set-ups: ccache, second build hits the cache (ccache -s: 4 hits or more)" bash -c "
		ccache --print-stats | awk -F'\t' '\$1 == \"direct_cache_hit\" || \$1 == \"preprocessed_cache_hit\" { n += \$2 } END { exit !(n >= 4) }'"
	check "set-ups: ... and replays every warning ($w2 of $w1)" bash -c "[ $w1 -gt 0 ] && [ $w1 = $w2 ]"
	got=$(units --kbuild "$W/kmod-c" "$W/rep-c")
	check "set-ups: ... but writes no report (expected 4, got $(nreports "$W/rep-c"))" \
		test "$(nreports "$W/rep-c")" = 0
	# the reports of another build of the module: none is one of this build's
	rc_is "set-ups: ... merge --kbuild --complete fails on the missing reports (exit 2)" 2 \
		"$cl" merge --complete --kbuild "$W/kmod-c" "$W/rep-md" -o "$W/units.json"
	check "set-ups: ... naming the units without one" grep -q "without one .*kmod-c/cl_main.c" "$tmp/rc.err"
	rm -rf "$W/rep-c"
	CCACHE_RECACHE=1 kmod c CC="ccache gcc" KCFLAGS="-fplugin=$PL $KF -fplugin-arg-cachelint-report-dir=$W/rep-c"
	t3=$(date +%s.%N)
	got=$(units --kbuild "$W/kmod-c" "$W/rep-c")
	check "set-ups: ccache with CCACHE_RECACHE=1 (a lint build): expected 4, $got" test "$got" = "reports for 4 of 4"
	printf 'ccache kmod: first %.1f s, cached %.1f s, recache %.1f s\n' \
		"$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" "$(echo "$t3 - $t2" | bc)" >"$W/ccache-times.txt"
	echo "# $(cat "$W/ccache-times.txt")"
	ccache_wrapper_test
	unset CCACHE_DIR
}

# The lint build's way under ccache: cachelint-gcc with CACHELINT_CC runs
# ccache with report-stderr, so a hit replays the report with the warnings.
# Through Kbuild (M=), a cold cache, then every unit a hit.
ccache_wrapper_test() {
	local w1 w2 got
	rm -rf "$CCACHE_DIR" "$W/rep-w" "$W/rep-w1"
	ccache -z >/dev/null
	CACHELINT_PLUGIN=$PL CACHELINT_CC="ccache gcc" kmod w CC="$W/bin/cachelint-gcc" \
		KCFLAGS="$KF -fplugin-arg-cachelint-report-dir=$W/rep-w" ||
		{ fail "set-ups: ccache through cachelint-gcc, first build" "$(grep -v '^ ' "$W/w.log" | tail -8)"; return; }
	mv "$W/rep-w" "$W/rep-w1" && cp "$W/w.log" "$W/w1.log"
	CACHELINT_PLUGIN=$PL CACHELINT_CC="ccache gcc" kmod w CC="$W/bin/cachelint-gcc" \
		KCFLAGS="$KF -fplugin-arg-cachelint-report-dir=$W/rep-w" ||
		{ fail "set-ups: ccache through cachelint-gcc, second build" "$(grep -v '^ ' "$W/w.log" | tail -8)"; return; }
	check "set-ups: ccache through cachelint-gcc, second build hits the cache (4 hits or more)" bash -c "
		ccache --print-stats | awk -F'\t' '\$1 == \"direct_cache_hit\" || \$1 == \"preprocessed_cache_hit\" { n += \$2 } END { exit !(n >= 4) }'"
	got=$(units --kbuild "$W/kmod-w" "$W/rep-w")
	check "set-ups: ... and gives every unit's report: expected 4, $got" test "$got" = "reports for 4 of 4"
	check "set-ups: ... each the first build's, byte for byte" bash -c "
		[ \$(find '$W/rep-w1' -name '*.cachelint.json' | wc -l) = 4 ] && diff -r '$W/rep-w1' '$W/rep-w' >/dev/null"
	w1=$(grep -c 'warning: write-hot' "$W/w1.log")
	w2=$(grep -c 'warning: write-hot' "$W/w.log")
	check "set-ups: ... and replays every warning ($w2 of $w1), no report text in the log" bash -c "
		[ $w1 -gt 0 ] && [ $w1 = $w2 ] && ! grep -q cachelint-report-begin '$W/w.log'"
}
if command -v ccache >/dev/null && command -v bc >/dev/null; then ccache_test
else skip "set-ups: ccache" "ccache or bc missing (scripts/deps.sh)"; fi

# distcc on the loopback: distccd refuses -fplugin=, so the compiler is
# cachelint-gcc (ci/), allowed by $DISTCC_CMDLIST; the plugin runs in the
# server's compile, the report lands in the shared report folder, the
# warnings come back on stderr.
distcc_test() {
	local port pid got n owner
	port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
	echo "$W/bin/cachelint-gcc" >"$W/distcc-cmdlist"
	rm -rf "$W/rep-d" "$W/distcc-state" && mkdir -m 1777 "$W/rep-d" && mkdir -p "$W/distcc-state"
	: >"$W/distccd.log" && chmod 666 "$W/distccd.log"
	CACHELINT_PLUGIN=$PL DISTCC_CMDLIST=$W/distcc-cmdlist distccd --no-detach --daemon \
		--listen 127.0.0.1 --allow 127.0.0.1 --port "$port" --jobs 2 \
		--log-file "$W/distccd.log" --log-level info &
	pid=$!
	for _ in 1 2 3 4 5 6 7 8 9 10; do grep -q 'listening on' "$W/distccd.log" && break; sleep 0.5; done
	CACHELINT_PLUGIN=$PL DISTCC_HOSTS=127.0.0.1:$port/2 DISTCC_FALLBACK=0 DISTCC_DIR=$W/distcc-state \
		DISTCC_BACKOFF_PERIOD=0 kmod d CC="distcc $W/bin/cachelint-gcc" \
		KCFLAGS="$KF -fplugin-arg-cachelint-report-dir=$W/rep-d"
	local rc=$?
	kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
	[ $rc = 0 ] || { fail "set-ups: distcc build of tests/kmod" "$(grep -v '^ ' "$W/d.log" | tail -8)" \
		"$(tail -5 "$W/distccd.log")"; return; }
	got=$(units --kbuild "$W/kmod-d" "$W/rep-d")
	check "set-ups: distcc (distccd on 127.0.0.1): expected 4, $got" test "$got" = "reports for 4 of 4"
	n=$(grep -c 'COMPILE_OK' "$W/distccd.log")
	owner=$(find "$W/rep-d" -name cl_main.c.cachelint.json -exec stat -c %U {} \;)
	check "set-ups: ... compiled on the server ($n jobs COMPILE_OK), which wrote the report (owner $owner)" \
		bash -c "[ $n -ge 4 ] && [ -n '$owner' ] && { [ '$owner' != root ] || [ \$(id -u) != 0 ]; }"
	check "set-ups: ... warnings came back on stderr, as in a local build" bash -c "
		[ \$(grep -c 'warning: write-hot' '$W/d.log') -gt 0 ] &&
		diff <(grep -o 'cl_kmod.h:[0-9:]* warning: .*' '$W/d.log' | sed 's/kmod-d/kmod-X/') \
		     <(grep -o 'cl_kmod.h:[0-9:]* warning: .*' '$W/md.log' | sed 's/kmod-md/kmod-X/')"
}
if command -v distcc >/dev/null && command -v distccd >/dev/null; then distcc_test
else skip "set-ups: distcc" "distcc missing (scripts/deps.sh)"; fi
