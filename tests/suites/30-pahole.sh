#!/usr/bin/env bash
# 30-pahole: cachelint pahole, the cross-check against the built binary.
#  - the corpus through the plugin (-g) and then through cachelint pahole
#    --reports: the same findings (rule, struct, fields, cache line)
#  - the layout oracle (tests/oracle/gen-structs.c) on the binary's DWARF:
#    --all --format json against offsetof/sizeof, >= 1,000 structs
#  - the running kernel's BTF: every struct parsed, no parse problem
#  - a config mismatch (-D changes the layout): layout-mismatch
#  - annotation files, stale annotations, errors, fuzz regressions
#   ORACLE_SEED=N / PAHOLE_ORACLE_COUNT=N reproduce or resize the oracle run
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
. tests/lib/suite.sh
suite_out pahole
suite_needs "pahole" pahole
have_jq=1
command -v jq >/dev/null 2>&1 || have_jq=0

# expect NAME WANT_RC GOT_RC [FILE_WITH_DETAILS]
expect_rc()
{
	if [ "$2" = "$3" ]; then
		echo "ok - $1"
	else
		echo "not ok - $1: exit $3, want $2"
		[ -n "${4:-}" ] && [ -f "$4" ] && sed 's/^/    /' "$4" | head -20
	fi
}

# ---- the corpus: the plugin's findings again, from the binary -------------
# findings as "rule|struct|field,field|cacheline", sorted
findings()
{
	jq -r '.findings[] | "\(.rule)|\(.struct)|\(.fields | join(","))|\(.cacheline)"' "$1" | sort
}

corpus()
{
	local f n gargs pargs a rc ok=0 bad=0 skipped=0
	# shellcheck source=../lib/corpus.sh
	. "$root/tests/lib/corpus.sh"
	mkdir -p "$out/corpus"
	for f in "$root"/tests/corpus/*.c; do
		n=$(basename "$f" .c)
		if ! corpus__parse "$f" 2>"$out/corpus/$n.err"; then
			echo "not ok - pahole corpus/$n: unreadable check block"
			sed 's/^/    /' "$out/corpus/$n.err"
			continue
		fi
		# files that do not compile, or need their own command, have no binary
		if [ "$check_exit_value" != 0 ] || [ -n "$check_command" ]; then
			skipped=$((skipped + 1))
			continue
		fi
		gargs=$(corpus__gcc_args "$check_args")
		# shellcheck disable=SC2086
		if ! (cd "$root/tests/corpus" && "$cc" -fplugin="$plugin" $gargs \
			-fplugin-arg-cachelint-report="$out/corpus/$n.json" $check_cflags \
			-g -fno-eliminate-unused-debug-types -c "$n.c" -o "$out/corpus/$n.o") \
			2>"$out/corpus/$n.err"; then
			echo "not ok - pahole corpus/$n: does not compile with -g"
			sed 's/^/    /' "$out/corpus/$n.err" | head -10
			bad=$((bad + 1))
			continue
		fi
		if ! readelf -S "$out/corpus/$n.o" 2>/dev/null | grep -q '\.debug_info'; then
			# a file that only declares functions has no types at all
			skipped=$((skipped + 1))
			continue
		fi
		pargs=()
		for a in $check_args; do
			case $a in
			line-size=*) pargs+=(--line-size "${a#line-size=}") ;;
			placement=*) pargs+=(--placement "${a#placement=}") ;;
			infer-types=*) pargs+=("--infer-types=${a#infer-types=}") ;;
			group-map=*) pargs+=(--group-map "${a#group-map=}") ;;
			esac
		done
		"$cl" pahole "${pargs[@]}" --format json --reports "$out/corpus/$n.json" \
			"$out/corpus/$n.o" >"$out/corpus/$n.pahole.json" 2>"$out/corpus/$n.pahole.err"
		rc=$?
		findings "$out/corpus/$n.json" >"$out/corpus/$n.want"
		findings "$out/corpus/$n.pahole.json" >"$out/corpus/$n.got" 2>>"$out/corpus/$n.pahole.err"
		case $n in
		local-struct|same-tag-different-scopes)
			# pahole 1.24 prints no function-local type: nothing to check,
			# and cachelint must say so rather than pass silently
			if [ ! -s "$out/corpus/$n.got" ] && [ -s "$out/corpus/$n.want" ] &&
			   grep -q 'not in the binary' "$out/corpus/$n.pahole.err"; then
				echo "ok - pahole corpus/$n: function-local type reported as not in the binary"
			else
				echo "not ok - pahole corpus/$n: want the 'not in the binary' note"
				sed 's/^/    /' "$out/corpus/$n.pahole.err"
			fi
			continue ;;
		esac
		if diff -u "$out/corpus/$n.want" "$out/corpus/$n.got" >"$out/corpus/$n.diff" &&
		   [ "$rc" = "$([ -s "$out/corpus/$n.want" ] && echo 1 || echo 0)" ]; then
			ok=$((ok + 1))
		else
			bad=$((bad + 1))
			echo "not ok - pahole corpus/$n: findings differ from the plugin's (exit $rc)"
			sed 's/^/    /' "$out/corpus/$n.diff" "$out/corpus/$n.pahole.err" | head -20
		fi
	done
	if [ "$ok" -lt 20 ]; then
		echo "not ok - pahole corpus: only $ok files compared"
	elif [ "$bad" = 0 ]; then
		echo "ok - pahole corpus: $ok files, the same findings as the plugin ($skipped without a binary)"
	fi
}

# ---- the layout oracle on DWARF ------------------------------------------
oracle()
{
	local count=${PAHOLE_ORACLE_COUNT:-1200} seed=${ORACLE_SEED:-$(( $(date +%s) % 1000000 ))}
	local o=$out/oracle re
	mkdir -p "$o"
	re="^((struct|union) )?g${seed}_[0-9]+(_t)?\$"
	if ! "$cc" -std=gnu11 -O2 -w -o "$o/gen" "$root/tests/oracle/gen-structs.c" ||
	   ! "$o/gen" "$seed" "$count" "$o/layout.c" ||
	   ! "$cc" -std=gnu11 -O0 -g -w -o "$o/layout" "$o/layout.c" 2>"$o/cc.err" ||
	   ! "$o/layout" >"$o/layout.truth"; then
		echo "not ok - pahole oracle (seed $seed): generating the program failed"
		return
	fi
	"$cl" pahole --all --format json "$o/layout" >"$o/layout.json" 2>"$o/layout.err"
	local rc=$?
	if [ "$rc" != 0 ]; then
		echo "not ok - pahole oracle (seed $seed): exit $rc"
		sed 's/^/    /' "$o/layout.err" | head
		return
	fi
	# alignment compared too, except what pahole 1.24's text cannot show
	pahole -a --cacheline_size=64 "$o/layout" >"$o/layout.pahole" 2>/dev/null
	bash "$root/tests/oracle/pahole-align.sh" "$o/layout.truth" "$o/layout.json" "$o/layout.pahole" \
		>"$o/layout.truth-noalign" 2>"$o/align-note"
	if bash "$root/tests/oracle/compare.sh" "$o/layout.truth-noalign" "$o/layout.json" "$re" \
		>"$o/layout.diff" 2>"$o/layout.note"; then
		echo "ok - pahole oracle: $count structs from DWARF, $(grep -c '^F' "$o/layout.truth") fields, sizes, offsets and alignment exact (seed $seed)"
		sed 's/^/    /' "$o/layout.note" "$o/align-note"
	else
		echo "not ok - pahole oracle (seed $seed; rerun with ORACLE_SEED=$seed)"
		sed 's/^/    /' "$o/layout.diff" "$o/layout.note" | head -30
	fi
	# the comparison must be able to fail
	awk -F'\t' -v OFS='\t' '!done && $1 == "F" && $3 !~ /\[/ { $4 = $4 + 8; done = 1 } 1' \
		"$o/layout.truth-noalign" >"$o/layout.truth-bad"
	if bash "$root/tests/oracle/compare.sh" "$o/layout.truth-bad" "$o/layout.json" "$re" \
		>/dev/null 2>&1; then
		echo "not ok - pahole oracle comparison catches a wrong offset"
	else
		echo "ok - pahole oracle comparison catches a wrong offset"
	fi
}

# ---- the running kernel's BTF ----------------------------------------------
kernel_btf()
{
	local btf=/sys/kernel/btf/vmlinux line structs problems
	if [ ! -r "$btf" ]; then
		echo "ok - pahole kernel BTF # SKIP $btf not readable (kernel without CONFIG_DEBUG_INFO_BTF)"
		return
	fi
	"$cl" pahole -F btf --stats "$btf" >"$out/kernel.stats" 2>"$out/kernel.err"
	local rc=$?
	line=$(cat "$out/kernel.stats")
	structs=$(sed -n 's/^structs \([0-9]*\),.*/\1/p' "$out/kernel.stats")
	problems=$(sed -n 's/.*parse problems \([0-9]*\)$/\1/p' "$out/kernel.stats")
	if [ "$rc" -le 1 ] && [ -n "$structs" ] && [ "$structs" -gt 1000 ] && [ "$problems" = 0 ]; then
		echo "ok - pahole kernel BTF: $line"
	else
		echo "not ok - pahole kernel BTF (exit $rc): $line"
		sed 's/^/    /' "$out/kernel.err" | head
	fi
	# the check parses only the structs that can have a role (and their
	# containers and members): it must find exactly what a full parse finds
	"$cl" pahole -F btf --format json "$btf" >"$out/kernel-lazy.json" 2>/dev/null
	CACHELINT_PARSE_ALL=1 "$cl" pahole -F btf --format json "$btf" >"$out/kernel-full.json" 2>/dev/null
	findings "$out/kernel-lazy.json" >"$out/kernel-lazy.findings"
	findings "$out/kernel-full.json" >"$out/kernel-full.findings"
	if [ -s "$out/kernel-full.findings" ] &&
	   diff -u "$out/kernel-full.findings" "$out/kernel-lazy.findings" >"$out/kernel.diff"; then
		echo "ok - pahole kernel BTF: parsing only what can have a role finds the same $(wc -l <"$out/kernel-full.findings") findings as a full parse"
	elif [ ! -s "$out/kernel-full.findings" ]; then
		echo "ok - pahole kernel BTF lazy parse # SKIP this kernel has no findings to compare"
	else
		echo "not ok - pahole kernel BTF: lazy and full parse differ"
		head -20 "$out/kernel.diff" | sed 's/^/    /'
	fi
}

# ---- compiler and binary from different configurations -------------------
config_mismatch()
{
	local d=$out/config
	mkdir -p "$d"
	cat >"$d/conf.c" <<'EOF'
struct stats {
	long hits __attribute__((cachelint_write_hot));
#ifdef CONFIG_DEBUG_STATS
	char debug[64];
#endif
	long limit __attribute__((cachelint_read_hot));
};
struct stats the_stats;
EOF
	# the report from a -DCONFIG_DEBUG_STATS build, the object from a plain one
	if ! "$cc" -fplugin="$plugin" -fplugin-arg-cachelint-report="$d/debug.json" -DCONFIG_DEBUG_STATS \
		-g -c "$d/conf.c" -o "$d/debug.o" 2>"$d/cc.err" ||
	   ! "$cc" -fplugin="$plugin" -fplugin-arg-cachelint-report="$d/plain.json" \
		-g -c "$d/conf.c" -o "$d/plain.o" 2>>"$d/cc.err"; then
		echo "not ok - pahole layout-mismatch: compiling with the plugin failed"
		grep -v 'warning:\|note:\|^ ' "$d/cc.err" | head -5 | sed 's/^/    /'
		return
	fi
	"$cl" pahole --format json --reports "$d/debug.json" "$d/plain.o" >"$d/mismatch.json" 2>"$d/err"
	local rc=$?
	local got
	got=$(jq -r '.findings[] | select(.rule == "layout-mismatch") | "\(.fields[0]) \(.offsets | join(" "))"' \
		"$d/mismatch.json" 2>/dev/null | sort | tr '\n' ';')
	# limit: compiler (debug report) at 72, binary at 8; hits did not move
	if [ "$rc" = 1 ] && [ "$got" = "limit 72 8;" ]; then
		echo "ok - pahole layout-mismatch: report from -DCONFIG_DEBUG_STATS, object without"
	else
		echo "not ok - pahole layout-mismatch: exit $rc, got '$got', want 'limit 72 8;'"
		sed 's/^/    /' "$d/err" | head
	fi
	"$cl" pahole --format json --reports "$d/plain.json" "$d/plain.o" >"$d/same.json" 2>"$d/err"
	rc=$?
	got=$(jq -r '[.findings[] | .rule] | join(",")' "$d/same.json" 2>/dev/null)
	if [ "$rc" = 1 ] && [ "$got" = "false-sharing" ]; then
		echo "ok - pahole same configuration: no layout-mismatch, the false sharing found"
	else
		echo "not ok - pahole same configuration: exit $rc, findings '$got'"
	fi
	# the text output names both offsets
	"$cl" pahole --reports "$d/debug.json" "$d/plain.o" >"$d/mismatch.txt" 2>&1
	if grep -q "bytes 72-79 in the compiler's report.*at bytes 8-15 in the binary.*\[cachelint:layout-mismatch\]" "$d/mismatch.txt"; then
		echo "ok - pahole layout-mismatch text names both offsets"
	else
		echo "not ok - pahole layout-mismatch text"
		sed 's/^/    /' "$d/mismatch.txt" | head
	fi
}

# ---- annotation files -------------------------------------------------------
annotations()
{
	local d=$out/ann rc
	mkdir -p "$d"
	cat >"$d/plain.c" <<'EOF'
typedef struct { int counter; } atomic_t;
struct cpupri_vec {
	atomic_t count;
	void *mask;
};
struct cpupri {
	struct cpupri_vec pri_to_cpu[4];
	int *cpu_to_pri;
};
struct cpupri cp;
EOF
	"$cc" -g -c "$d/plain.c" -o "$d/plain.o"
	printf '%s\n' '# roles of kernel/sched/cpupri.h' 'cpupri_vec.count write_hot' \
		'cpupri_vec.mask read_hot   # the cpumask pointer' >"$d/good.ann"
	"$cl" pahole --format json --annotations "$d/good.ann" "$d/plain.o" >"$d/good.json" 2>"$d/err"
	rc=$?
	local got
	got=$(findings "$d/good.json" | tr '\n' ';')
	# count/mask of one element on line 0, and element k's mask with k+1's count
	case $got in
	*"false-sharing|struct cpupri_vec|count,mask|0;"*"false-sharing|struct cpupri|pri_to_cpu["[0-3]"].count,pri_to_cpu["[0-3]"].mask|0;"*)
		expect_rc "pahole annotation file: roles from the file, the same rules" 1 "$rc" "$d/err" ;;
	*)
		echo "not ok - pahole annotation file: findings '$got'" ;;
	esac
	printf '%s\n' 'cpupri_vec.count write_hot' 'cpupri_vec.nosuch read_hot' 'nosuch.x cold' >"$d/stale.ann"
	"$cl" pahole --format json --annotations "$d/stale.ann" "$d/plain.o" >"$d/stale.json" 2>"$d/err"
	rc=$?
	got=$(jq -r '.findings[] | select(.rule == "stale-annotation") | "\(.file):\(.line) \(.struct) \(.fields[0])"' \
		"$d/stale.json" | tr '\n' ';')
	if [ "$rc" = 1 ] && [ "$got" = "$d/stale.ann:2 struct cpupri_vec nosuch;$d/stale.ann:3 nosuch x;" ]; then
		echo "ok - pahole stale-annotation: missing field and missing struct, with file and line"
	else
		echo "not ok - pahole stale-annotation: exit $rc, got '$got'"
	fi
	printf '%s\n' 'cpupri_vec.count write_hot' 'cpupri_vec.mask red_hot' >"$d/bad.ann"
	"$cl" pahole --annotations "$d/bad.ann" "$d/plain.o" >/dev/null 2>"$d/err"
	rc=$?
	if [ "$rc" = 2 ] && grep -q "bad.ann:2: unknown role 'red_hot'" "$d/err"; then
		echo "ok - pahole malformed annotation line: file:line and exit 2"
	else
		echo "not ok - pahole malformed annotation line: exit $rc: $(cat "$d/err")"
	fi
	# text output: pahole's layout with roles, boundaries and the finding marked
	"$cl" pahole --annotations "$d/good.ann" "$d/plain.o" >"$d/good.txt" 2>&1
	if grep -q '^struct cpupri {' "$d/good.txt" &&
	   grep -q -- '--- cacheline 1 boundary (64 bytes)' "$d/good.txt" &&
	   grep -q 'count;.*/\* write-hot, annotation file \*/' "$d/good.txt" &&
	   grep -q 'pri_to_cpu.*/\* false-sharing.* \[[0-9]*\] \*/' "$d/good.txt" &&
	   grep -q 'good.ann:2: warning: .*\[cachelint:false-sharing\]' "$d/good.txt"; then
		echo "ok - pahole text output: layout, boundaries, roles and findings"
	else
		echo "not ok - pahole text output"
		sed 's/^/    /' "$d/good.txt" | head -30
	fi
	"$cl" pahole --stats --annotations "$d/good.ann" "$d/plain.o" >"$d/stats" 2>&1
	if grep -qx 'structs 3, fields 5, annotated fields [0-9]*, findings [1-9][0-9]*, parse problems 0' "$d/stats"; then
		echo "ok - pahole --stats: $(cat "$d/stats")"
	else
		echo "not ok - pahole --stats: $(cat "$d/stats")"
	fi
	# raw BTF (magic 0xeB9F) is detected without -F btf
	if pahole --btf_encode_detached="$d/plain.btf" "$d/plain.o" 2>/dev/null && [ -s "$d/plain.btf" ]; then
		"$cl" pahole --format json --annotations "$d/good.ann" "$d/plain.btf" >"$d/btf.json" 2>"$d/err"
		rc=$?
		if [ "$rc" = 1 ] && [ "$(findings "$d/btf.json")" = "$(findings "$d/good.json")" ]; then
			echo "ok - pahole raw BTF file: detected by its magic, same findings"
		else
			echo "not ok - pahole raw BTF file: exit $rc"
			sed 's/^/    /' "$d/err" | head
		fi
	fi
}

# ---- bad input -----------------------------------------------------------------
errors()
{
	local d=$out/err rc
	mkdir -p "$d"
	echo 'int x;' >"$d/x.c"
	"$cc" -c "$d/x.c" -o "$d/nodebug.o"
	echo 'not a binary' >"$d/text.txt"
	echo '{"version": 1, "structs": [{"name": "struct s", "fields": [{"name": "a", "offset": "8"}]}]}' >"$d/bad.cachelint.json"
	"$cc" -g -c "$d/x.c" -o "$d/x.o"

	"$cl" pahole "$d/missing.o" >/dev/null 2>"$d/e1"; rc=$?
	[ "$rc" = 2 ] && grep -q "missing.o: No such file" "$d/e1" &&
		echo "ok - pahole missing file: exit 2 naming it" ||
		echo "not ok - pahole missing file: exit $rc: $(cat "$d/e1")"
	"$cl" pahole "$d/text.txt" >/dev/null 2>"$d/e2"; rc=$?
	[ "$rc" = 2 ] && grep -q "text.txt: neither an ELF file with DWARF (-g) nor raw BTF" "$d/e2" &&
		echo "ok - pahole neither ELF nor BTF: exit 2" ||
		echo "not ok - pahole neither ELF nor BTF: exit $rc: $(cat "$d/e2")"
	"$cl" pahole "$d/nodebug.o" >/dev/null 2>"$d/e3"; rc=$?
	[ "$rc" = 2 ] && grep -q "nodebug.o: no DWARF or BTF type information" "$d/e3" &&
		echo "ok - pahole ELF without -g: exit 2" ||
		echo "not ok - pahole ELF without -g: exit $rc: $(cat "$d/e3")"
	"$cl" pahole --pahole "$d/no-pahole" "$d/x.o" >/dev/null 2>"$d/e4"; rc=$?
	[ "$rc" = 2 ] && grep -q "no-pahole: cannot run" "$d/e4" &&
		echo "ok - pahole program missing: exit 2" ||
		echo "not ok - pahole program missing: exit $rc: $(cat "$d/e4")"
	CACHELINT_PAHOLE=no-such-pahole-program "$cl" pahole "$d/x.o" >/dev/null 2>"$d/e5"; rc=$?
	[ "$rc" = 2 ] && grep -q "no-such-pahole-program not found in PATH" "$d/e5" &&
		echo "ok - pahole not in PATH: exit 2" ||
		echo "not ok - pahole not in PATH: exit $rc: $(cat "$d/e5")"
	"$cl" pahole --reports "$d/no-such-folder" "$d/x.o" >/dev/null 2>"$d/e6"; rc=$?
	[ "$rc" = 2 ] && grep -q "no-such-folder: No such file" "$d/e6" &&
		echo "ok - pahole unreadable reports folder: exit 2" ||
		echo "not ok - pahole unreadable reports folder: exit $rc: $(cat "$d/e6")"
	"$cl" pahole --reports "$d" "$d/x.o" >/dev/null 2>"$d/e7"; rc=$?
	[ "$rc" = 2 ] && grep -q 'bad.cachelint.json: structs\[0\].fields\[0\]."offset": expected a number, found a string' "$d/e7" &&
		echo "ok - pahole malformed report in the folder: exit 2 naming file and key" ||
		echo "not ok - pahole malformed report: exit $rc: $(cat "$d/e7")"
	"$cl" pahole --text "$d/text.txt" >/dev/null 2>"$d/e12"; rc=$?
	[ "$rc" = 2 ] && grep -q "text.txt: pahole printed nothing this reads as a struct" "$d/e12" &&
		echo "ok - pahole --text on something else than pahole output: exit 2" ||
		echo "not ok - pahole --text on garbage: exit $rc: $(cat "$d/e12")"
	# the shared JSON report reader: lenient with new keys, strict with types
	local j want n=0 bad=0
	while IFS='|' read -r j want; do
		n=$((n + 1))
		printf '%s\n' "$j" >"$d/r$n.json"
		"$cl" dump-layout "$d/r$n.json" >/dev/null 2>"$d/re$n"; rc=$?
		if { [ -z "$want" ] && [ "$rc" != 0 ]; } ||
		   { [ -n "$want" ] && { [ "$rc" != 2 ] || ! grep -qF "r$n.json: $want" "$d/re$n"; }; }; then
			echo "not ok - pahole report reader on $j: exit $rc: $(cat "$d/re$n")"
			bad=$((bad + 1))
		fi
	done <<'EOJ'
{"version": 1, "structs": {}}|"structs": expected an array, found an object
{"version": 1, "structs": [{"name": "struct a", "fields": [{"name": "x", "offset": 0, "role": "hot"}]}]}|structs[0].fields[0]: unknown role "hot"
{"version": 1, "structs": [{"name": "struct a", "fields": [{"name": "x", "offset": -8}]}]}|structs[0].fields[0]."offset": expected a non-negative integer
{"version": 1, "findings": [{"rule": "false-sharing", "fields": ["a", "b", "c"]}]}|findings[0]: "fields": expected 1 or 2 elements
{"version": 1, "source": "abc|line 1: unterminated string
{"foo": 1}|not a cachelint report
{"version": 1, "future": [1, {"x": 2}], "structs": [{"name": "struct a", "size": 4, "new": null, "fields": [{"name": "x", "offset": 0, "size": 4, "later": true}]}]}|
EOJ
	[ "$bad" = 0 ] && echo "ok - pahole report reader: $n reports, wrong types named with file and key, unknown keys ignored"
	"$cl" pahole --line-size 48 "$d/x.o" >/dev/null 2>"$d/e8"; rc=$?
	expect_rc "pahole --line-size 48 is bad usage" 2 "$rc" "$d/e8"
	"$cl" pahole --format yaml "$d/x.o" >/dev/null 2>"$d/e9"; rc=$?
	expect_rc "pahole --format yaml is bad usage" 2 "$rc" "$d/e9"
	"$cl" pahole "$d/x.o" >/dev/null 2>"$d/e10"; rc=$?
	expect_rc "pahole on a clean object exits 0" 0 "$rc" "$d/e10"
	# pahole 1.24 on _Atomic: warnings and an <ERROR> line, no crash, no bogus layout
	printf '%s\n' 'struct at { long a __attribute__((cachelint_write_hot)); _Atomic int b; long c __attribute__((cachelint_read_hot)); };' \
		'struct at the_at;' >"$d/atomic.c"
	"$cc" -fplugin="$plugin" -fplugin-arg-cachelint-report="$d/atomic.json" -g -c "$d/atomic.c" \
		-o "$d/atomic.o" 2>/dev/null
	"$cl" pahole --format json --reports "$d/atomic.json" "$d/atomic.o" >"$d/atomic.out" 2>"$d/e11"; rc=$?
	if [ "$rc" = 1 ] && [ "$(findings "$d/atomic.out" | tr '\n' ';')" = "$(findings "$d/atomic.json" | tr '\n' ';')" ]; then
		echo "ok - pahole _Atomic member (pahole 1.24 cannot print it): filled from the report"
	else
		echo "not ok - pahole _Atomic member: exit $rc"
		sed 's/^/    /' "$d/e11" | head
	fi
}

# ---- fuzz regressions: saved crashing inputs never crash again -------------
regressions()
{
	local f rc n=0 bad=0 empty=$out/empty.txt
	: >"$empty"
	for f in "$root"/fuzz/regressions/pahole/* "$root"/fuzz/regressions/annotations/* \
		 "$root"/fuzz/regressions/json/*; do
		[ -f "$f" ] || continue
		n=$((n + 1))
		case $f in
		*/pahole/*) "$cl" pahole --text --all --format json "$f" >/dev/null 2>&1 ;;
		*/annotations/*) "$cl" pahole --text --annotations "$f" "$empty" >/dev/null 2>&1 ;;
		*/json/*) "$cl" dump-layout "$f" >/dev/null 2>&1 ;;
		esac
		rc=$?
		if [ "$rc" -gt 2 ]; then
			echo "not ok - pahole fuzz regression $(basename "$f"): exit $rc"
			bad=$((bad + 1))
		fi
	done
	if [ "$n" = 0 ]; then
		echo "ok - pahole fuzz regressions # SKIP none saved"
	elif [ "$bad" = 0 ]; then
		echo "ok - pahole fuzz regressions: $n saved inputs replayed, no crash"
	fi
}
# ---- a struct with roles that no code uses: gcc leaves it out of DWARF -------
unused_types()
{
	local d=$out/unused rc
	mkdir -p "$d"
	cat >"$d/unused.c" <<'EOF'
struct unused_stats {
	long hits __attribute__((cachelint_write_hot));
	long limit __attribute__((cachelint_read_hot));
};
int counter;
EOF
	if ! "$cc" -fplugin="$plugin" -fplugin-arg-cachelint-report="$d/plain.json" -g -c "$d/unused.c" \
		-o "$d/plain.o" 2>"$d/cc.err" ||
	   ! "$cc" -fplugin="$plugin" -fplugin-arg-cachelint-report="$d/keep.json" -g \
		-fno-eliminate-unused-debug-types -c "$d/unused.c" -o "$d/keep.o" 2>>"$d/cc.err"; then
		echo "not ok - pahole unused type: compiling with the plugin failed"; return
	fi
	"$cl" pahole --reports "$d/plain.json" "$d/plain.o" >"$d/plain.out" 2>"$d/plain.err"
	rc=$?
	if [ "$rc" = 0 ] && grep -q '1 struct with roles in the reports is not in the binary.*-fno-eliminate-unused-debug-types keeps them.*(-v names them)' "$d/plain.err" &&
	   ! grep -q unused_stats "$d/plain.err"; then
		echo "ok - pahole unused type: the note says why and which flag keeps it"
	else
		echo "not ok - pahole unused type: exit $rc, want 0 and the note"; sed 's/^/    /' "$d/plain.err"
	fi
	"$cl" pahole -v --reports "$d/plain.json" "$d/plain.o" >/dev/null 2>"$d/plain-v.err"
	if grep -q "plain.json: 'struct unused_stats' (.*unused.c:1, unit .*unused.c) has roles but is not in the binary" "$d/plain-v.err" &&
	   ! grep -q -- '-v names them' "$d/plain-v.err"; then
		echo "ok - pahole unused type: -v names the struct, its report and unit"
	else
		echo "not ok - pahole unused type: -v"; sed 's/^/    /' "$d/plain-v.err"
	fi
	"$cl" pahole --format json --reports "$d/keep.json" "$d/keep.o" >"$d/keep.out" 2>"$d/keep.err"
	rc=$?
	if [ "$rc" = 1 ] && ! grep -q 'not in the binary' "$d/keep.err" &&
	   [ "$(jq -r '[.findings[] | .rule] | join(",")' "$d/keep.out")" = "false-sharing" ]; then
		echo "ok - pahole unused type with -fno-eliminate-unused-debug-types: in the binary, checked"
	else
		echo "not ok - pahole unused type with -fno-eliminate-unused-debug-types: exit $rc"
		sed 's/^/    /' "$d/keep.err"
	fi
}

if [ "$have_jq" = 0 ]; then
	echo "ok - pahole # SKIP jq not installed"
	exit 0
fi
if [ -f "$plugin" ]; then
	corpus
	config_mismatch
	unused_types
else
	echo "ok - pahole corpus # SKIP $plugin not built"
fi
oracle
kernel_btf
annotations
errors
regressions

# One finding per (struct, cache line, rule) on the binary's layout too.
if "$cc" -g -c -I"$root/include" "$root/examples/tcp_groups.c" -o "$out/tcp_groups.o" 2>/dev/null; then
	"$cl" pahole "$out/tcp_groups.o" >"$out/tcp_groups.txt" 2>&1
	if [ "$(grep -c 'warning: 3 write-hot fields .*with 5 read-hot fields.* \[1\]$' "$out/tcp_groups.txt")" = 1 ] &&
	   [ "$(grep -c 'warning:' "$out/tcp_groups.txt")" = 1 ] &&
	   [ "$(grep -c '/\* false-sharing .*\[1\] \*/' "$out/tcp_groups.txt")" = 8 ]; then
		echo "ok - pahole: tcp_groups.o gives 1 grouped finding, marked once on each of its 8 members"
	else
		echo "not ok - pahole: tcp_groups.o gives 1 grouped finding"
		sed 's/^/    /' "$out/tcp_groups.txt" | head -40
	fi
fi

# pahole is looked up in PATH as execvp does: a build folder on PATH has a
# pahole/ object folder, which is no program.
if [ -f "$out/tcp_groups.o" ]; then
	mkdir -p "$out/path-dir/pahole"
	if PATH="$out/path-dir:$PATH" "$cl" pahole "$out/tcp_groups.o" >"$out/path-dir.txt" 2>&1 ||
	   [ $? = 1 ]; then
		echo "ok - pahole: a folder named pahole earlier in PATH is skipped, as execvp skips it"
	else
		echo "not ok - pahole: a folder named pahole earlier in PATH is skipped"
		sed 's/^/    /' "$out/path-dir.txt" | head -5
	fi
fi
