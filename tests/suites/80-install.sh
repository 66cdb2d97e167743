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
check "completion: options are the subcommand's own (merge - -> -o)" test "$(comp "$cl" merge -)" = -o
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
		cd '$tmp/ex' && for c in *.c; do gcc -fplugin='$build/cachelint.so' -I'$root/include' -c \$c -o /dev/null; done 2>build-warnings.txt
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
