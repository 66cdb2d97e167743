#!/usr/bin/env bash
# The libclang front end, `cachelint check`:
#  - parity: every corpus file that runs on clang gives the same findings
#    (rule, struct, fields, cache line) as the GCC plugin's JSON report;
#  - the layout oracle: random structs, offsets/sizes/roles against what the
#    clang-compiled program measures, with roles spelled as annotate() (what
#    include/cachelint.h gives clang) and as GNU attributes (read from tokens);
#  - a project with a compile_commands.json (-p), parse errors (exit 2),
#    -j N output order, --error, quotes, bad usage.
set -u
root=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${CACHELINT_BUILD:-$root/build}
cl=$build/cachelint
plugin=$build/cachelint.so
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=tests/lib/corpus.sh
. "$root/tests/lib/corpus.sh"

ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; shift; [ $# -gt 0 ] && printf '%s\n' "$@" | sed 's/^/    /'; }
skip() { echo "ok - $1 # SKIP $2"; }
check() {	# NAME CONDITION-COMMAND... ; details from $tmp/details
	local name=$1; shift
	if "$@"; then ok "$name"; else not_ok "$name" "$(head -40 "$tmp/details" 2>/dev/null)"; fi
}

if [ ! -x "$cl" ]; then
	skip "clang front end" "build/cachelint is not built (make first)"
	exit 0
fi
if ! "$cl" check --help >/dev/null 2>&1; then
	echo "not ok - clang front end: '$cl check --help' fails"
	"$cl" check --help 2>&1 | sed 's/^/    /'
	exit 0
fi
command -v jq >/dev/null || { skip "clang front end" "jq missing"; exit 0; }
# a private copy: another `make` relinking build/cachelint must not hit a run
# (with the libclang front end it execs, which lives beside it)
cp "$cl" "$tmp/cachelint" && cp "$(dirname "$cl")/cachelint-check" "$tmp/" && cl=$tmp/cachelint

# The plugin's check-args words as cachelint check options.
clang_opts()
{
	local a
	opts=()
	for a in $1; do
		case $a in
		report-all) opts+=(--all) ;;
		report-dir=*|report=*|verbose) ;;
		*) opts+=("--$a") ;;
		esac
	done
}

norm='[.findings[] | {rule, struct, fields, cacheline}] | sort_by(.struct, .rule, .fields, .cacheline)'

# --- parity with the GCC plugin on the corpus ---------------------------------
if [ -f "$plugin" ]; then
	bash "$root/tests/run-corpus.sh" --reports "$tmp/gcc" >"$tmp/run-corpus.log" 2>&1
	cd "$root/tests/corpus" || exit 1
	for f in *.c; do
		n=${f%.c}
		if ! corpus__parse "$f" 2>"$tmp/details"; then
			not_ok "clang parity: $f (bad check block)" "$(cat "$tmp/details")"
			continue
		fi
		corpus__has_frontend "$check_frontends" clang || continue
		if [ "$check_known_to_fail" = 1 ]; then
			skip "clang parity: $f" "known to fail on GCC (tests/KNOWN-ISSUES.md)"
			continue
		fi
		if [ ! -s "$tmp/gcc/$n.json" ]; then
			not_ok "clang parity: $f" "the plugin wrote no report (see tests/run-corpus.sh)"
			continue
		fi
		clang_opts "$check_args"
		# shellcheck disable=SC2086
		"$cl" check --format json "${opts[@]}" "$f" -- $check_cflags >"$tmp/$n.json" 2>"$tmp/$n.err"
		rc=$?
		want=$(jq -S "$norm" "$tmp/gcc/$n.json")
		got=$(jq -S "$norm" "$tmp/$n.json" 2>&1)
		nwant=$(jq length <<<"$want")
		if [ "$rc" -eq 2 ]; then
			not_ok "clang parity: $f" "cachelint check exited 2:" "$(cat "$tmp/$n.err")"
		elif [ "$want" != "$got" ]; then
			not_ok "clang parity: $f" "$(diff <(echo "$want") <(echo "$got") | head -30)"
		elif [ "$rc" -ne $((nwant > 0 ? 1 : 0)) ]; then
			not_ok "clang parity: $f" "exit $rc with $nwant findings"
		else
			ok "clang parity: $f ($nwant findings)"
		fi
		# the text: GCC's expected lines for cachelint's findings and their
		# notes (not GCC's own attribute warnings), without GCC's option tag;
		# -Werror makes GCC's findings errors, cachelint check's stay warnings
		awk '/: (warning|error): .*\[cachelint:[a-z-]+\]/ {
			keep = 1
			if ($0 ~ /\[-Werror=attributes\]$/) sub(/: error: /, ": warning: ")
			sub(/ \[-W[a-z=]+\]$/, ""); print; next
		}
		/: note: / { if (keep) print; next }
		/: (warning|error): / { keep = 0 }' <<<"$check_error" >"$tmp/$n.want"
		# shellcheck disable=SC2086
		"$cl" check "${opts[@]}" "$f" -- $check_cflags >"$tmp/$n.got" 2>&1
		diff "$tmp/$n.want" "$tmp/$n.got" >"$tmp/details"
		check "clang text: $f ($(grep -c 'cachelint:' "$tmp/$n.want") diagnostics, as GCC prints them)" \
			test ! -s "$tmp/details"
	done
	cd "$root" || exit 1

	# where a GNU/C2x attribute sits decides which declarators get it:
	# read from tokens, it must land where GCC puts it
	cat >"$tmp/placement.c" <<'EOF'
typedef long atomic_long;
struct placement {
	__attribute__((cachelint_write_hot)) long a, b;
	long c __attribute__((cachelint_read_hot)), d;
	atomic_long __attribute__((cachelint_group("g1"))) e, f;
	int bits : 3 __attribute__((cachelint_read_hot)), more : 2;
	[[cachelint::read_hot]] long arr[2], g;
	struct { long h __attribute__((cachelint_write_hot)); long i; } inner;
	union { long j; long k __attribute__((cachelint_read_hot)); };
} __attribute__((aligned(64)));
struct __attribute__((cachelint_ignore)) ignored {
	long x __attribute__((cachelint_write_hot));
	long y __attribute__((cachelint_read_hot));
};
EOF
	fields='[.structs[] | .name as $s | .fields[] | [$s, .name, .role, .origin, .group]]'
	mkdir -p "$tmp/placement-gcc"
	gcc -fplugin="$plugin" -fplugin-arg-cachelint-report-all \
		-fplugin-arg-cachelint-report-dir="$tmp/placement-gcc" -std=gnu2x -fsyntax-only \
		"$tmp/placement.c" 2>/dev/null
	want=$(cat "$(find "$tmp/placement-gcc" -name '*.json' | head -1)" 2>/dev/null | jq -c "$fields")
	got=$("$cl" check --all --format json "$tmp/placement.c" -- -std=gnu2x | jq -c "$fields")
	diff <(echo "$want" | jq -c '.[]') <(echo "$got" | jq -c '.[]') >"$tmp/details"
	check "clang attribute placement: roles of $(echo "$got" | jq length) fields as GCC's (comma declarators, bit-fields, [[ ]], nested)" \
		eval '[ -n "$want" ] && [ "$(echo "$want" | jq length)" -gt 10 ] && [ ! -s "$tmp/details" ]'
	"$cl" check "$tmp/placement.c" -- -std=gnu2x >"$tmp/details" 2>&1
	check "clang cachelint_ignore on a struct: no finding in it" \
		eval '! grep -q "ignored" "$tmp/details" && grep -q "placement" "$tmp/details"'
else
	skip "clang parity" "no GCC plugin built ($plugin)"
fi

# --- the layout oracle --------------------------------------------------------
gen=$build/tests/gen-structs
[ -x "$gen" ] || make -s -C "$root" "$gen" >/dev/null 2>&1
seed=${ORACLE_SEED:-$((RANDOM % 10000))}
count=${ORACLE_COUNT:-1000}
if [ -x "$gen" ] && command -v clang-14 >/dev/null; then
	echo "# oracle seed $seed, $count structs (rerun: ORACLE_SEED=$seed)"
	"$gen" -a "$seed" "$count" "$tmp/g.c"
	# roles as include/cachelint.h spells them for clang ...
	sed 's/^#define GEN_WRITE_HOT$/#define GEN_WRITE_HOT __attribute__((annotate("cachelint:write_hot")))/
	     s/^#define GEN_READ_HOT$/#define GEN_READ_HOT __attribute__((annotate("cachelint:read_hot")))/' \
		"$tmp/g.c" >"$tmp/ga.c"
	# ... and as GNU attributes written at the field, which clang drops
	awk '/^#if defined\(__has_attribute\)/ { skip = 1 } !skip { print } skip && /^#endif/ { skip = 0 }' "$tmp/g.c" |
		sed 's/GEN_WRITE_HOT/__attribute__((cachelint_write_hot))/g
		     s/GEN_READ_HOT/__attribute__((cachelint_read_hot))/g' >"$tmp/gb.c"
	re="^((struct|union) )?g${seed}_[0-9]+(_t)?\$"
	if clang-14 -w -o "$tmp/g" "$tmp/g.c" 2>"$tmp/details" && "$tmp/g" >"$tmp/g.truth"; then
		for v in ga gb; do
			what=$([ $v = ga ] && echo "annotate()" || echo "GNU attributes")
			if ! grep -q cachelint "$tmp/$v.c"; then
				not_ok "clang oracle ($what): the roles were not substituted"
				continue
			fi
			"$cl" check --all --format json "$tmp/$v.c" >"$tmp/$v.json" 2>"$tmp/details"
			rc=$?
			if [ "$rc" -eq 2 ]; then
				not_ok "clang oracle ($what): exit 2" "$(cat "$tmp/details")"
				continue
			fi
			bash "$root/tests/oracle/compare.sh" "$tmp/g.truth" "$tmp/$v.json" "$re" \
				>"$tmp/details" 2>"$tmp/summary"
			check "clang oracle ($what): zero mismatches, seed $seed, $(sed 's/^# //' "$tmp/summary" | cut -d';' -f1)" \
				test -s "$tmp/summary" -a ! -s "$tmp/details"
		done
	else
		not_ok "clang oracle: the generated file does not build with clang-14" "$(cat "$tmp/details")"
	fi
else
	skip "clang oracle" "no generator ($gen) or no clang-14"
fi

# --- a project with a compile_commands.json (-p) ---------------------------------
proj=$tmp/proj
mkdir -p "$proj/include" "$proj/src" "$proj/out"
cat >"$proj/include/stats.h" <<'EOF'
#include <cachelint.h>
struct stats {
	long hits __write_hot;
	long limit __read_hot;
};
EOF
cat >"$proj/src/a.c" <<'EOF'
#include "stats.h"
struct stats a_stats;
EOF
cat >"$proj/src/b.c" <<'EOF'
struct clean {
	long x __attribute__((cachelint_write_hot));
	char pad[64];
	long y __attribute__((cachelint_read_hot));
};
struct clean b_clean;
EOF
# kbuild's form ("command", -Wp,-MMD, relative paths) and bear's ("arguments")
cat >"$proj/out/compile_commands.json" <<EOF
[
  { "directory": "$proj", "file": "src/a.c",
    "command": "gcc -Wp,-MMD,src/.a.o.d -Iinclude -I$root/include -Werror -fconserve-stack -c -o src/a.o src/a.c" },
  { "directory": "$proj/src", "file": "$proj/src/b.c",
    "arguments": ["cc", "-MD", "-MF", "b.d", "-c", "b.c", "-o", "b.o"] }
]
EOF
(cd "$tmp" && "$cl" check -p "$proj/out" >"$tmp/p.out" 2>"$tmp/p.err")
rc=$?
{ echo "exit $rc"; cat "$tmp/p.out" "$tmp/p.err"; } >"$tmp/details"
check "clang -p: finding in a header of the database's first unit, exit 1" \
	eval '[ $rc -eq 1 ] && grep -q "include/stats.h:3:14: warning: .*hits.*limit.*struct stats.*\[cachelint:false-sharing\]" "$tmp/p.out" &&
	      [ "$(grep -c "warning:" "$tmp/p.out")" -eq 1 ] && [ ! -s "$tmp/p.err" ]'
check "clang -p: no dependency files written" \
	eval '[ -z "$(find "$tmp" -name "*.d")" ]'
"$cl" check -p "$proj/out" "$proj/src/b.c" >"$tmp/p.out" 2>"$tmp/p.err"
rc=$?
{ echo "exit $rc"; cat "$tmp/p.out" "$tmp/p.err"; } >"$tmp/details"
check "clang -p FILE: only that unit (clean), exit 0" eval '[ $rc -eq 0 ] && [ ! -s "$tmp/p.out" ]'
"$cl" check -p "$proj/out" "$root/tests/corpus/straddle.c" >"$tmp/p.out" 2>"$tmp/p.err"
rc=$?
{ echo "exit $rc"; cat "$tmp/p.err"; } >"$tmp/details"
check "clang -p FILE not in the database: exit 2 naming it" \
	eval '[ $rc -eq 2 ] && grep -q "straddle.c: no compile command" "$tmp/p.err"'
"$cl" check -p "$tmp/nowhere" >/dev/null 2>"$tmp/p.err"
rc=$?
{ echo "exit $rc"; cat "$tmp/p.err"; } >"$tmp/details"
check "clang -p without a database: exit 2 naming it" \
	eval '[ $rc -eq 2 ] && grep -q "nowhere/compile_commands.json" "$tmp/p.err"'

# --- parse errors, order, options -----------------------------------------------
printf 'struct broken {\n\tint a __attribute__((cachelint_write_hot));\n\tunknown_t b;\n};\n' >"$tmp/broken.c"
cp "$root/tests/corpus/straddle.c" "$root/tests/corpus/write-contention.c" "$tmp/"
"$cl" check "$tmp/straddle.c" "$tmp/broken.c" "$tmp/write-contention.c" >"$tmp/e.out" 2>"$tmp/e.err"
rc=$?
{ echo "exit $rc"; cat "$tmp/e.out" "$tmp/e.err"; } >"$tmp/details"
check "clang parse error: exit 2, names the file and the first error, other units still checked" \
	eval '[ $rc -eq 2 ] && grep -q "broken.c: parse error, unit skipped: .*broken.c:3:2: error: unknown type name .unknown_t." "$tmp/e.err" &&
	      grep -q "straddle.c:.*\[cachelint:straddle\]" "$tmp/e.out" &&
	      grep -q "write-contention.c:.*\[cachelint:write-contention\]" "$tmp/e.out"'
"$cl" check "$tmp/missing.c" >/dev/null 2>"$tmp/e.err"
rc=$?
{ echo "exit $rc"; cat "$tmp/e.err"; } >"$tmp/details"
check "clang missing file: exit 2 naming it" eval '[ $rc -eq 2 ] && grep -q "missing.c" "$tmp/e.err"'

files=()
for f in "$root"/tests/corpus/*.c; do
	corpus__parse "$f" 2>/dev/null && corpus__has_frontend "$check_frontends" clang &&
		[ -z "$check_args$check_cflags" ] && files+=("$f")
done
"$cl" check "${files[@]}" >"$tmp/j1.out" 2>&1
"$cl" check -j 2 "${files[@]}" >"$tmp/j2.out" 2>&1
diff "$tmp/j1.out" "$tmp/j2.out" >"$tmp/details"
check "clang -j 2: same output, same order as -j 1 (${#files[@]} units, $(grep -c 'warning:' "$tmp/j1.out") warnings)" \
	eval '[ -s "$tmp/j1.out" ] && [ ! -s "$tmp/details" ]'

f=$root/tests/corpus/straddle.c
"$cl" check --error --quotes=ascii "$f" >"$tmp/o.out" 2>&1
rc=$?
{ echo "exit $rc"; cat "$tmp/o.out"; } >"$tmp/details"
check "clang --error --quotes=ascii: 'error:' and ASCII quotes" \
	eval '[ $rc -eq 1 ] && grep -q "error: .* field '"'"'[a-z_]*'"'"' .*\[cachelint:straddle\]" "$tmp/o.out" && ! grep -q warning: "$tmp/o.out"'
"$cl" check --quotes=utf8 "$f" >"$tmp/o.out" 2>&1
cp "$tmp/o.out" "$tmp/details"
check "clang --quotes=utf8: GCC's quotes" grep -q "field ‘[a-z_]*’" "$tmp/o.out"
"$cl" check --line-size=100 "$f" >/dev/null 2>"$tmp/details"
rc=$?
check "clang --line-size=100: exit 2 (not a power of two)" eval '[ $rc -eq 2 ] && grep -q line-size "$tmp/details"'
"$cl" check --bogus "$f" >/dev/null 2>"$tmp/details"
rc=$?
check "clang unknown option: exit 2" eval '[ $rc -eq 2 ] && grep -q bogus "$tmp/details"'
# One finding per (struct, cache line, rule), as the plugin words it.
LC_ALL=C "$cl" check "$root/examples/tcp_groups.c" -- -I"$root/include" >"$tmp/details" 2>&1
check "clang: tcp_groups.c gives 1 grouped warning, 7 field notes and the fix note" eval '
	[ "$(grep -c ": warning: 3 write-hot fields .*with 5 read-hot fields .*\[cachelint:false-sharing\]" "$tmp/details")" = 1 ] &&
	[ "$(grep -c ": warning:" "$tmp/details")" = 1 ] &&
	[ "$(grep -c ": note: [a-z]*-hot field .* declared here" "$tmp/details")" = 7 ] &&
	grep -q "note: fix: start the write side on the next line at .segs_out." "$tmp/details"'
exit 0
