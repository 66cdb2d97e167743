#!/usr/bin/env bash
# 20-plugin-basics: the GCC plugin as a compiler component: argument
# validation, __CACHELINT__, attributes (also under disable), -E, -save-temps,
# -fsyntax-only, LTO, g++, -Werror / pragmas, fix-its, report naming.
# The finding corpus itself is tests/suites/10-corpus.sh.
set -u
root=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
CC=${CACHELINT_CC:-gcc}
CXX=${CACHELINT_CXX:-g++}
if [ ! -f "$plugin" ]; then
	echo "ok - plugin basics # SKIP $plugin not built"
	exit 0
fi
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1

ok() { echo "ok - $1"; }
not_ok() {
	echo "not ok - $1"
	shift
	[ $# -gt 0 ] && printf '%s\n' "$@" | sed 's/^/    /'
	return 0
}
# check NAME CONDITION-RESULT OUTPUT: ok when the test command returned 0.
check() {
	local name=$1 rc=$2 out=${3:-}
	if [ "$rc" -eq 0 ]; then ok "$name"; else not_ok "$name" "$out"; fi
}
has_ice() { grep -q "internal compiler error\|Segmentation fault\|cannot load plugin" <<<"$1"; }
GCCP=("$CC" -fplugin="$plugin" -fdiagnostics-plain-output)

cat >hot.c <<'EOF'
struct pair {
	long counter __attribute__((cachelint_write_hot));
	long config __attribute__((cachelint_read_hot));
};
struct pair the_pair;
EOF
cat >clean.c <<'EOF'
struct clean { long a; long b; };
struct clean c;
EOF

# --- loading and arguments -------------------------------------------------
out=$("${GCCP[@]}" -c clean.c -o clean.o 2>&1); rc=$?
check "plugin loads and a clean unit is silent" $(( rc != 0 || ${#out} != 0 )) "$out"

for bad in foo line-size=48 line-size=0 line-size=8192 line-size=x placement=left \
	   infer-types=maybe report-all=1 error=yes group-map=x:hot group-map=:cold report=; do
	key=${bad%%=*}
	out=$("${GCCP[@]}" -fplugin-arg-cachelint-"$bad" -c clean.c -o clean.o 2>&1); rc=$?
	if [ "$rc" -ne 0 ] && grep -q "error: .*-fplugin-arg-cachelint-$key" <<<"$out" && ! has_ice "$out"; then
		ok "bad argument $bad is an error naming the option"
	else
		not_ok "bad argument $bad is an error naming the option" "rc=$rc" "$out"
	fi
done
out=$("${GCCP[@]}" -fplugin-arg-cachelint-foo -c clean.c -o clean.o 2>&1)
check "unknown key message" $(grep -qF "unknown option '-fplugin-arg-cachelint-foo'" <<<"$(LC_ALL=C "${GCCP[@]}" -fplugin-arg-cachelint-foo -c clean.c -o clean.o 2>&1)"; echo $?) "$out"

out=$("${GCCP[@]}" -fplugin-arg-cachelint-line-size=128 -fplugin-arg-cachelint-placement=any \
	-fplugin-arg-cachelint-infer-types=no -fplugin-arg-cachelint-group-map=hotpath:write_hot,mostly:read_hot \
	-fplugin-arg-cachelint-report-all -fplugin-arg-cachelint-verbose -fplugin-arg-cachelint-report=all.json \
	-c hot.c -o hot.o 2>&1); rc=$?
check "every valid argument is accepted" $(( rc != 0 )) "$out"
check "line-size=128 reaches the report" $(python3 -c 'import json,sys; d=json.load(open("all.json")); sys.exit(d["line_size"] != 128)' >/dev/null 2>&1; echo $?) "$(head -c 300 all.json 2>&1)"
check "verbose says what the plugin does" $(grep -q "^cachelint: wrote all.json" <<<"$out"; echo $?) "$out"

out=$("${GCCP[@]}" -fplugin-arg-cachelint-help -c clean.c -o clean.o 2>&1); rc=$?
check "help prints the keys and continues" $(( rc != 0 )) "$out"
for key in line-size placement report-dir report report-all error infer-types group-map disable verbose help; do
	grep -q "^$key[=	]" <<<"$out" || not_ok "help lists $key" "$out"
done

# --- __CACHELINT__ and preprocessing -----------------------------------------
out=$("${GCCP[@]}" -E -dM -x c /dev/null 2>&1)
check "-E defines __CACHELINT__" $(grep -q "^#define __CACHELINT__ 1$" <<<"$out"; echo $?) "$out"
out=$("$CC" -E -dM -x c /dev/null 2>&1)
check "without the plugin __CACHELINT__ is undefined" $(grep -q "__CACHELINT__" <<<"$out"; echo $(( ! $? ))) "$out"
cat >probe.c <<'EOF'
#if defined(__CACHELINT__) && __has_attribute(cachelint_write_hot) && __has_c_attribute(cachelint::read_hot)
int plugin_seen;
#endif
EOF
out=$("${GCCP[@]}" -E probe.c 2>&1)
check "-E sees __has_attribute and __has_c_attribute" $(grep -q "int plugin_seen" <<<"$out"; echo $?) "$out"
rm -f ./*.cachelint.json
"${GCCP[@]}" -E hot.c -o hot.i 2>/dev/null
check "-E writes no report" $(ls ./*.cachelint.json >/dev/null 2>&1; echo $(( ! $? )))
mkdir -p st
out=$(cd st && "${GCCP[@]}" -save-temps -c ../hot.c -o y.o 2>&1); rc=$?
check "-save-temps compiles and warns" $(( rc != 0 )) "$out"
[ "$rc" -eq 0 ] && { grep -q "cachelint:false-sharing" <<<"$out" || not_ok "-save-temps warning" "$out"; }
out=$("${GCCP[@]}" -c st/y.i -o st/z.o 2>&1); rc=$?
check "preprocessed input (.i) compiles and warns" $(( rc != 0 )) "$out"

# --- findings, -Werror, pragmas ---------------------------------------------
out=$("${GCCP[@]}" -c hot.c -o hot.o 2>&1); rc=$?
check "warning at the write-hot field with the rule id" $(grep -q "^hot.c:2:14: warning: .*counter.*config.*\[cachelint:false-sharing\] \[-Wattributes\]" <<<"$out"; echo $?) "$out"
check "note at the read-hot field" $(grep -q "^hot.c:3:14: note: .*config" <<<"$out"; echo $?) "$out"
check "a warning keeps rc 0" $rc "$out"
out=$("${GCCP[@]}" -Werror -c hot.c -o hot.o 2>&1); rc=$?
check "-Werror fails the compile" $(( rc == 0 )) "$out"
out=$("${GCCP[@]}" -Werror -Wno-error=attributes -c hot.c -o hot.o 2>&1); rc=$?
check "-Werror -Wno-error=attributes keeps reporting" $(( rc != 0 )) "$out"
grep -q "warning: .*cachelint:false-sharing" <<<"$out" || not_ok "-Wno-error=attributes still warns" "$out"
out=$("${GCCP[@]}" -fplugin-arg-cachelint-error -c hot.c -o hot.o 2>&1); rc=$?
check "error option makes findings errors" $(( rc == 0 )) "$out"
grep -q "error: .*cachelint:false-sharing" <<<"$out" || not_ok "error option text" "$out"
out=$("${GCCP[@]}" -w -c hot.c -o hot.o 2>&1)
check "-w silences" ${#out} "$out"
{ echo '#pragma GCC diagnostic push'; echo '#pragma GCC diagnostic ignored "-Wattributes"'; cat hot.c; echo '#pragma GCC diagnostic pop'; } >pragma.c
out=$("${GCCP[@]}" -c pragma.c -o pragma.o 2>&1)
check "#pragma GCC diagnostic ignored \"-Wattributes\" silences" ${#out} "$out"
out=$("${GCCP[@]}" -fsyntax-only hot.c 2>&1)
check "-fsyntax-only warns" $(grep -q "cachelint:false-sharing" <<<"$out"; echo $?) "$out"

cat >gm.c <<'EOF'
typedef unsigned char __u8;
struct gm {
	__u8 __cacheline_group_begin__mostly_x[0];
	long cfg;
	__u8 __cacheline_group_end__mostly_x[0];
	__u8 __cacheline_group_begin__hotpath_y[0];
	long hits;
	__u8 __cacheline_group_end__hotpath_y[0];
};
struct gm g;
EOF
out=$("${GCCP[@]}" -c gm.c -o gm.o 2>&1)
check "kernel groups with other names have no role by default" ${#out} "$out"
out=$("${GCCP[@]}" -fplugin-arg-cachelint-group-map=hotpath:write_hot,mostly:read_hot -c gm.c -o gm.o 2>&1)
check "group-map gives them roles" $(grep -q "^gm.c:7:14: warning: .*hits.*cfg.*\[cachelint:false-sharing\]" <<<"$out"; echo $?) "$out"
out=$("${GCCP[@]}" -fplugin-arg-cachelint-infer-types=no -c "$root/examples/mm_sched.c" -I"$root/include" -o x.o 2>&1)
check "infer-types=no drops the type-inferred candidates" \
	$( [ "$(grep -c 'warning:' <<<"$out")" = 1 ] && ! grep -q "role by type" <<<"$out"; echo $?) "$out"

out=$("${GCCP[@]}" -fdiagnostics-format=json -c hot.c -o hot.o 2>&1)
check "-fdiagnostics-format=json: warning with -Wattributes and the note as a child" \
	$(python3 -c 'import json,sys; d=json.loads(sys.stdin.read()); sys.exit(not (d[0]["option"]=="-Wattributes" and "cachelint:false-sharing" in d[0]["message"] and d[0]["children"][0]["kind"]=="note"))' <<<"$out" >/dev/null 2>&1; echo $?) "$out"

# --- attributes: spellings, misuse, disable ----------------------------------
cat >scoped.c <<'EOF'
struct s {
	long counter [[cachelint::write_hot]];
	long config [[cachelint::read_hot]];
};
struct s v;
EOF
out=$("${GCCP[@]}" -c scoped.c -o scoped.o 2>&1)
check "[[cachelint::write_hot]] spelling" $(grep -q "cachelint:false-sharing" <<<"$out"; echo $?) "$out"
cat >misuse.c <<'EOF'
int gv __attribute__((cachelint_write_hot));
void fn(int p __attribute__((cachelint_read_hot)));
typedef int tdi __attribute__((cachelint_write_hot));
enum e { E1 __attribute__((cachelint_read_hot)) };
struct s {
	int both __attribute__((cachelint_write_hot, cachelint_read_hot));
	int g1 __attribute__((cachelint_group(42)));
	int g2 __attribute__((cachelint_group("")));
	int y __attribute__((cachelint_ignore));
};
int iv __attribute__((cachelint_ignore));
EOF
out=$(LC_ALL=C "${GCCP[@]}" -c misuse.c -o misuse.o 2>&1); rc=$?
for want in "misuse.c:1:5: warning: 'cachelint_write_hot' attribute applies only to fields" \
	    "misuse.c:2:13: warning: 'cachelint_read_hot' attribute applies only to fields" \
	    "misuse.c:3:13: warning: 'cachelint_write_hot' attribute applies only to fields" \
	    "misuse.c:4:10: warning: 'cachelint_read_hot' attribute applies only to fields" \
	    "misuse.c:6:13: warning: field 'both' cannot be both 'cachelint_write_hot' and 'cachelint_read_hot'" \
	    "misuse.c:7:13: warning: 'cachelint_group' attribute needs a string literal" \
	    "misuse.c:8:13: warning: 'cachelint_group' attribute needs a non-empty group name" \
	    "misuse.c:9:9: warning: 'cachelint_ignore' attribute applies only to a struct or union definition" \
	    "misuse.c:11:1: warning: 'cachelint_ignore' attribute applies only to a struct or union definition"; do
	grep -qF "$want" <<<"$out" && ok "misuse: ${want#misuse.c:}" || not_ok "misuse: ${want#misuse.c:}" "$out"
done
grep -q "cachelint:" <<<"$out" && not_ok "dropped attributes give no finding" "$out" || ok "dropped attributes give no finding"
rm -f ./*.cachelint.json
out=$("${GCCP[@]}" -fplugin-arg-cachelint-disable -Wall -Werror -c hot.c -o hot.o 2>&1); rc=$?
check "disable: annotated code builds with -Wall -Werror" $(( rc != 0 || ${#out} != 0 )) "$out"
check "disable: no report" $(ls ./*.cachelint.json >/dev/null 2>&1; echo $(( ! $? )))
out=$("${GCCP[@]}" -fplugin-arg-cachelint-disable -E -dM -x c /dev/null 2>&1)
check "disable: __CACHELINT__ still defined" $(grep -q "__CACHELINT__" <<<"$out"; echo $?) "$out"
for w in cachelint::write_hot gnu::cachelint_write_hot cachelint::group cachelint::; do
	out=$("${GCCP[@]}" -Wno-attributes=$w -c hot.c -o hot.o 2>&1); rc=$?
	if [ "$rc" -eq 0 ] && ! has_ice "$out" && grep -q "cachelint:false-sharing" <<<"$out"; then
		ok "-Wno-attributes=$w: no ICE, still checks"
	else
		not_ok "-Wno-attributes=$w: no ICE, still checks" "rc=$rc" "$out"
	fi
done

# --- annotations header without the plugin ------------------------------------
cat >hdr.c <<'EOF'
#include "cachelint.h"
struct __cachelint_ignore ig { int a __write_hot; int b __read_hot; };
struct s { long a __write_hot; long b __read_hot; long c __hot_group(lock_a); };
struct s gs;
struct ig gi;
EOF
for cc in "$CC" clang-14 clang; do
	command -v "$cc" >/dev/null 2>&1 || continue
	for std in gnu11 c99 c11; do
		out=$("$cc" -std=$std -Wall -Wextra -Werror -pedantic -I"$root/include" -c hdr.c -o hdr.o 2>&1)
		check "cachelint.h builds with $cc -std=$std -Wall -Werror, no plugin" $? "$out"
	done
done
out=$("${GCCP[@]}" -I"$root/include" -c hdr.c -o hdr.o 2>&1)
check "cachelint.h macros reach the plugin" $(grep -q "in .struct s.* \[cachelint:false-sharing\]" <<<"$out"; echo $?) "$out"
grep -q "struct ig" <<<"$out" && not_ok "__cachelint_ignore skips the struct" "$out" || ok "__cachelint_ignore skips the struct"

# --- the plugin never changes generated code ---------------------------------
for f in "$root"/examples/*.c; do
	name=$(basename "$f")
	"$CC" -O2 -I"$root/include" -c "$f" -o plain.o 2>/dev/null
	"${GCCP[@]}" -O2 -I"$root/include" -c "$f" -o plugin.o 2>/dev/null
	check "same object code with and without the plugin: $name" $(cmp -s plain.o plugin.o; echo $?)
done

# --- LTO, g++, error recovery -------------------------------------------------
out=$("${GCCP[@]}" -flto -O2 -c hot.c -o lto1.o 2>&1 && echo 'int main(void){return 0;}' >main.c &&
	"${GCCP[@]}" -flto -O2 -c main.c -o lto2.o 2>&1 && "${GCCP[@]}" -flto -O2 lto1.o lto2.o -o lto.out 2>&1); rc=$?
check "-flto: compile and link with the plugin (lto1 loads it)" $(( rc != 0 )) "$out"
cat >cxx.cc <<'EOF'
#include <map>
#include <string>
#include <mutex>
template <typename T> struct tpl { T w [[cachelint::write_hot]]; T r [[cachelint::read_hot]]; static int sv; void m() {} };
tpl<int> ti;
struct fwd;
struct base { virtual ~base(); long b __attribute__((cachelint_read_hot)); };
struct derived : base { long d __attribute__((cachelint_write_hot)); union { int u1; long u2; }; };
typedef struct { int a [[cachelint::write_hot]]; int b [[cachelint::read_hot]]; } td_t;
std::map<std::string, int> m;
std::mutex mu;
int use(derived &d, td_t &t) { return (int)d.d + t.a; }
EOF
out=$("$CXX" -fplugin="$plugin" -fdiagnostics-plain-output -c cxx.cc -o cxx.o 2>&1); rc=$?
check "g++: templates, bases, forward declarations do not crash" $(( rc != 0 )) "$out"
check "g++: a class gets checked" $(grep -q "in .struct derived.* \[cachelint:false-sharing\]" <<<"$out"; echo $?) "$out"
check "g++: a template instantiation gets checked, named with its arguments" \
	$(grep -q "in .struct tpl<int>.* \[cachelint:false-sharing\]" <<<"$out"; echo $?) "$out"
cat >broken.c <<'EOF'
struct incomplete;
struct bad { int a __attribute__((cachelint_write_hot)); struct incomplete x; long fam[]; int after; };
void f(int n) { struct { int k; char buf[n]; int after __attribute__((cachelint_write_hot)); } v; (void)v; }
EOF
out=$("${GCCP[@]}" -c broken.c -o broken.o 2>&1); rc=$?
if [ "$rc" -ne 0 ] && grep -q "error:" <<<"$out" && ! has_ice "$out" && ! grep -q "cachelint:" <<<"$out"; then
	ok "units with errors: GCC's errors only, no crash"
else
	not_ok "units with errors: GCC's errors only, no crash" "rc=$rc" "$out"
fi
cat >vla.c <<'EOF'
int f(int n);
int f(int n) { struct { int k; char buf[n]; long after __attribute__((cachelint_write_hot)); } v; v.k = n; return v.k; }
EOF
out=$("${GCCP[@]}" -c vla.c -o vla.o 2>&1); rc=$?
check "VLA in a struct is skipped, no crash" $(( rc != 0 || ${#out} != 0 )) "$out"

# --- fix-its --------------------------------------------------------------
cat >fix.c <<'EOF'
#define ____cacheline_aligned_in_smp __attribute__((__aligned__(64)))
typedef struct { int counter; } atomic_t;
struct cpumask;
typedef struct cpumask *cpumask_var_t;
struct cpupri_vec {
	atomic_t count __attribute__((cachelint_write_hot));
	cpumask_var_t mask __attribute__((cachelint_read_hot));
};
struct arr {
	long hits __attribute__((cachelint_write_hot));
	long table[4] __attribute__((cachelint_read_hot));
};
struct bits {
	unsigned w:4 __attribute__((cachelint_write_hot));
	unsigned r:4 __attribute__((cachelint_read_hot));
};
EOF
out=$("${GCCP[@]}" -c fix.c -o fix.o -fdiagnostics-generate-patch 2>&1)
check "fix-it: ____cacheline_aligned_in_smp after the declarator (seed patch)" \
	$(grep -qxF "+	cpumask_var_t mask ____cacheline_aligned_in_smp __attribute__((cachelint_read_hot));" <<<"$out"; echo $?) "$out"
check "fix-it: after the closing ']' of an array declarator" \
	$(grep -qxF "+	long table[4] ____cacheline_aligned_in_smp __attribute__((cachelint_read_hot));" <<<"$out"; echo $?) "$out"
check "fix-it: none for a bit-field" $(grep -q "^+	unsigned" <<<"$out"; echo $(( ! $? ))) "$out"
sed 1d fix.c >fix2.c
out=$("${GCCP[@]}" -c fix2.c -o fix2.o -fdiagnostics-parseable-fixits 2>&1)
check "fix-it: __attribute__((aligned(N))) without the kernel macro" \
	$(grep -qF 'fix-it:"fix2.c":{6:20-6:20}:" __attribute__((aligned(64)))"' <<<"$out"; echo $?) "$out"
out=$("${GCCP[@]}" -c fix2.c -o fix2.o -fdiagnostics-parseable-fixits -fplugin-arg-cachelint-line-size=128 2>&1)
check "fix-it: aligned(N) follows line-size" $(grep -qF '__attribute__((aligned(128)))' <<<"$out"; echo $?) "$out"

for f in "$root"/examples/*.c; do
	name=$(basename "$f")
	rm -rf fixed && mkdir fixed && cp "$f" fixed/
	out=$(cd fixed && "${GCCP[@]}" -I"$root/include" -c "$name" -o x.o -fdiagnostics-generate-patch 2>&1 |
		sed -n '/^--- /,$p' | patch -s -p0 2>&1 &&
		"${GCCP[@]}" -I"$root/include" -c "$name" -o x.o 2>&1)
	check "fix-its applied as a patch leave examples/$name clean" $(grep -q "cachelint:\|rej\|FAILED" <<<"$out"; echo $(( ! $? ))) "$out"
done
cat >embed.c <<'EOF'
struct vec {
	long count __attribute__((cachelint_write_hot));
	long mask __attribute__((cachelint_read_hot));
};
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wattributes"
struct table {
	struct vec v[4];
};
#pragma GCC diagnostic pop
EOF
out=$("${GCCP[@]}" -c embed.c -o embed.o 2>&1)
check "an embedded record's finding is at the container's member (pragma there silences it)" \
	$( [ "$(grep -c 'warning:' <<<"$out")" = 1 ] && grep -q "in .struct vec." <<<"$out"; echo $?) "$out"
sed -i '/#pragma/d' embed.c
out=$("${GCCP[@]}" -c embed.c -o embed.o 2>&1)
check "container finding: warning at the member, note at the field's declaration" \
	$(grep -q "^embed.c:6:20: warning: .*v\[0\].count.* in .struct table." <<<"$out" &&
	  grep -q "^embed.c:2:14: note: write-hot field .v\[0\].count. declared here" <<<"$out"; echo $?) "$out"

# --- report naming ------------------------------------------------------------
mkdir -p sub out
cp hot.c sub/u.c
rm -f ./*.cachelint.json
"${GCCP[@]}" -c sub/u.c -o out/x.o 2>/dev/null
check "report next to the object: out/x.cachelint.json" $([ -f out/x.cachelint.json ]; echo $?) "$(find . -name '*.json')"
check "report is valid JSON with the finding" \
	$(python3 -c 'import json,sys; d=json.load(open("out/x.cachelint.json")); sys.exit(not (d["source"]=="sub/u.c" and d["findings"][0]["rule"]=="false-sharing"))' >/dev/null 2>&1; echo $?) "$(cat out/x.cachelint.json 2>&1 | head -c 400)"
"${GCCP[@]}" -fsyntax-only sub/u.c 2>/dev/null
check "-fsyntax-only writes a report too" $([ -f a-u.cachelint.json ]; echo $?) "$(find . -name '*.json')"
echo 'int x;' >nostruct.c
"${GCCP[@]}" -c nostruct.c -o out/nostruct.o 2>/dev/null
check "no report next to the object for a unit without records" $([ ! -f out/nostruct.cachelint.json ]; echo $?)
"${GCCP[@]}" -fplugin-arg-cachelint-report-dir=rd -c sub/u.c -o out/y.o 2>/dev/null &
"${GCCP[@]}" -fplugin-arg-cachelint-report-dir=rd -c nostruct.c -o out/n.o 2>/dev/null &
"${GCCP[@]}" -fplugin-arg-cachelint-report-dir=rd -c "$tmp/hot.c" -o out/abs.o 2>/dev/null &
wait
check "report-dir mirrors the main input path" $([ -f rd/sub/u.c.cachelint.json ]; echo $?) "$(find rd)"
check "report-dir: a report for every unit, also without records" $([ -f rd/nostruct.c.cachelint.json ]; echo $?) "$(find rd)"
check "report-dir: absolute input paths stay under DIR" $([ -f "rd${tmp}/hot.c.cachelint.json" ]; echo $?) "$(find rd)"
"${GCCP[@]}" -fplugin-arg-cachelint-report-dir=rd2 -c -x c /dev/null -o /dev/null 2>/dev/null
check "report-dir: no report for /dev/null probes" $([ ! -e rd2 ] || [ -z "$(find rd2 -type f)" ]; echo $?) "$(find rd2 2>&1)"
out=$("${GCCP[@]}" -fplugin-arg-cachelint-report=/dev/stdout -c hot.c -o hot.o 2>/dev/null)
check "report=/dev/stdout writes the report in place" \
	$(python3 -c 'import json,sys; json.loads(sys.stdin.read())' <<<"$out" >/dev/null 2>&1; echo $?) "$out"
"${GCCP[@]}" -fplugin-arg-cachelint-report=/dev/null -c hot.c -o hot.o 2>/dev/null
check "report=/dev/null leaves /dev/null a device" $([ -c /dev/null ]; echo $?)
cp hot.c pch.h
rm -f ./*.cachelint.json
"${GCCP[@]}" -x c-header pch.h -o pch.h.gch 2>/dev/null
check "no report when writing a precompiled header" $(ls ./*.cachelint.json >/dev/null 2>&1; echo $(( ! $? ))) "$(ls)"
out=$("${GCCP[@]}" -fplugin-arg-cachelint-report=clean.c/r.json -c hot.c -o hot.o 2>&1); rc=$?
check "an unwritable report path is an error naming it" $([ "$rc" -ne 0 ] && grep -q "clean.c/r.json" <<<"$out"; echo $?) "$out"

# One finding per (struct, cache line, rule): examples/tcp_groups.c has 3
# write-hot and 5 read-hot fields on line 0, 15 pairs, one layout problem.
tg=$root/examples/tcp_groups.c
out=$(LC_ALL=C "${GCCP[@]}" -I"$root/include" -fdiagnostics-parseable-fixits -fsyntax-only "$tg" 2>&1)
nw=$(grep -c ': warning: .*\[cachelint:false-sharing\]' <<<"$out")
nd=$(grep -c ": note: \(read\|write\)-hot field '[a-z_]*' declared here" <<<"$out")
nf=$(grep -c '^fix-it:' <<<"$out")
w=$(grep ': warning:' <<<"$out")
check "group: tcp_groups.c gives 1 warning at the first write-hot field naming all 8 fields, 7 notes in declaration order, 1 fix-it" \
	$([ "$nw" = 1 ] && [ "$nd" = 7 ] && [ "$nf" = 1 ] &&
	  grep -q "tcp_groups.c:35:13: warning: 3 write-hot fields 'segs_out', 'data_segs_out', 'lsndtime' (bytes 20-31, roles by cacheline group) share cache line 0 (bytes 0-63 of 64-byte lines) with 5 read-hot fields 'max_window', 'rcv_ssthresh', 'reordering', 'notsent_lowat', 'gso_segs' (bytes 0-19" <<<"$w" &&
	  [ "$(grep -o ": note: [a-z]*-hot field '[a-z_]*'" <<<"$out" | sed "s/.*'\(.*\)'/\1/" | tr '\n' ' ')" = "max_window rcv_ssthresh reordering notsent_lowat gso_segs data_segs_out lsndtime " ] &&
	  grep -q "note: fix: start the write side on the next line at 'segs_out': 44 bytes of padding" <<<"$out"; echo $?) "$out"
out=$("${GCCP[@]}" -I"$root/include" -fplugin-arg-cachelint-group=pair -fsyntax-only "$tg" 2>&1)
check "group=pair: tcp_groups.c gives the 15 pair warnings" \
	$([ "$(grep -c ': warning: .*\[cachelint:false-sharing\]' <<<"$out")" = 15 ]; echo $?) "$out"
out=$("${GCCP[@]}" -fplugin-arg-cachelint-group=pairs -fsyntax-only "$tg" 2>&1)
check "group=pairs is refused naming line or pair" $(grep -q "expected line or pair" <<<"$out"; echo $?) "$out"
# the fix-it, applied, removes the whole grouped finding (all 15 pairs)
mkdir -p grp/examples && cp "$tg" grp/examples/ && ln -sfn "$root/include" grp/include
(cd grp && "${GCCP[@]}" -Iinclude -fdiagnostics-generate-patch -fsyntax-only examples/tcp_groups.c 2>&1 |
	sed -n '/^--- /,$p' >fix.patch && patch -s -p0 <fix.patch >/dev/null 2>&1)
out=$(cd grp && "${GCCP[@]}" -Iinclude -fplugin-arg-cachelint-report=r.json -fsyntax-only examples/tcp_groups.c 2>&1)
check "group: the fix-it applied leaves no finding in tcp_groups.c" \
	$([ -s grp/fix.patch ] && ! grep -q 'cachelint:' <<<"$out" && [ "$(jq '.findings | length' grp/r.json)" = 0 ]; echo $?) \
	"$out" "$(cat grp/fix.patch 2>&1)"
# the JSON report: one grouped finding, fields write side first, every pair kept
"${GCCP[@]}" -I"$root/include" -fplugin-arg-cachelint-report=grp/tg.json -fsyntax-only "$tg" 2>/dev/null
check "group: JSON has one finding with the 8 fields (write side first) and its 15 pairs" \
	$(jq -e '(.findings | length) == 1 and .findings[0].fields[0:3] == ["segs_out", "data_segs_out", "lsndtime"] and
		(.findings[0].fields | length) == 8 and (.findings[0].origins | length) == 8 and
		(.findings[0].pairs | length) == 15 and .findings[0].fix == "segs_out" and
		all(.findings[0].pairs[]; (.fields | length) == 2 and .roles == ["write_hot", "read_hot"])' grp/tg.json >/dev/null 2>&1; echo $?) \
	"$(head -c 800 grp/tg.json 2>&1)"
exit 0
