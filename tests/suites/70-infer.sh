#!/usr/bin/env bash
# infer-access (the plugin's GIMPLE pass) and cachelint infer, on the
# fixtures of tests/infer/: recorded counts per access kind, inferred roles,
# the cpupri and mm_struct seeds found without annotations, silent stores,
# role contradictions, and the pass never changing code or crashing.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}"
build=${CACHELINT_BUILD:-build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cl=$build/cachelint
# silent-store is opt-in, and so are findings whose every role comes from
# the code (docs/infer.md, "What is reported by default"): every run here
# asks for both, so that the checks that a pair or a store stays away see a
# rule that could fire; the checks of the defaults below run without them.
silent="--silent-stores --candidates"

cc=${CACHELINT_CC:-gcc}
fx=tests/infer

# The pure C part first: roles, rules and JSON without a compiler.
mkdir -p "$build/tests"
if [ -f "$build/libinfer.a" ]; then
	if ${CC:-gcc} -std=gnu11 -g -Wall -Werror -Irules -Iinfer tests/unit/test-infer.c "$build/libinfer.a" "$build/librules.a" \
		-o "$build/tests/test-infer" 2>"$build/tests/test-infer.log"; then
		"$build/tests/test-infer"
	else
		echo "not ok - infer unit tests: build failed"
		sed 's/^/    /' "$build/tests/test-infer.log"
	fi
fi

if [ ! -f "$plugin" ] || [ ! -x "$cl" ]; then
	echo "ok - infer # SKIP $plugin or $cl not built"
	exit 0
fi
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
name=$(basename "$plugin" .so)
if ! "$cc" -fplugin="$plugin" -fplugin-arg-$name-help -fsyntax-only -x c /dev/null 2>&1 |
	grep -q 'infer-access'; then
	echo "ok - infer # SKIP the plugin has no infer-access option yet"
	exit 0
fi
if ! command -v python3 >/dev/null; then
	echo "ok - infer # SKIP python3 (used to read the JSON) not installed"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok - $1"; }
fail() {
	echo "not ok - $1"
	shift
	for l in "$@"; do printf '    %s\n' "$l"; done
}

# compile FIXTURE OUT.json [gcc options...]
compile() {
	local src=$1 out=$2
	shift 2
	"$cc" -c -w "$@" -fplugin="$plugin" -fplugin-arg-$name-infer-access \
		-fplugin-arg-$name-report="$out" "$src" -o "$tmp/obj.o" 2>"$tmp/cc.err"
}

# site REPORT STRUCT FIELD FUNCTION -> "cold n0 n1 n2 w0 w1 w2 volatile" (or "none")
site() {
	python3 - "$@" <<'EOF'
import json, sys
rep, struct, field, fn = sys.argv[1:5]
d = json.load(open(rep))
for f in d.get("accesses", {}).get("fields", []):
    if f["struct"] == struct and f["field"] == field:
        for s in f["sites"]:
            if s["function"] == fn:
                print("cold" if s["cold"] else "hot", *s["n"], *("%g" % w for w in s["w"]),
                      "volatile" if s["volatile"] else "plain")
                sys.exit(0)
print("none")
EOF
}

# expect NAME REPORT STRUCT FIELD FUNCTION PYTHON-CONDITION (on c, n, w, v)
# absent LABEL REPORT STRUCT FIELD FUNCTION: no site of FUNCTION on the field
absent() {
	local got
	got=$(site "$2" "$3" "$4" "$5")
	if [ "$got" = none ]; then
		ok "$1"
	else
		fail "$1" "site $3 $4 in $5: $got"
	fi
}

expect() {
	local label=$1 got
	got=$(site "$2" "$3" "$4" "$5")
	if python3 -c "
import sys
g = sys.argv[1].split()
if g == ['none']: sys.exit(1)
c, n, w, v = g[0], list(map(int, g[1:4])), list(map(float, g[4:7])), g[7]
sys.exit(0 if ($6) else 1)" "$got"; then
		ok "$label"
	else
		fail "$label" "site $3 $4 in $5: $got" "expected: $6"
	fi
}

# Every access kind, at -O0 (loop-depth weights) and -O2 (guessed profile).
for opt in -O0 -O2; do
	r=$tmp/kinds$opt.json
	if ! compile $fx/kinds.c "$r" $opt; then
		fail "kinds $opt: compiles" "$(head -5 "$tmp/cc.err")"
		continue
	fi
	expect "kinds $opt: asm \"+m\" in an inlined helper is an RMW of the container's field" \
		"$r" "struct kinds" refs.counter k_atomic 'c == "hot" and n == [0, 0, 1]'
	expect "kinds $opt: lock bts with an input \"m\" is an RMW" \
		"$r" "struct kinds" flags k_atomic 'n == [0, 0, 1]'
	expect "kinds $opt: bts without a lock prefix (__set_bit) is a store" \
		"$r" "struct kinds_nonatomic" bits k_nonatomic 'n == [0, 1, 0]'
	expect "kinds $opt: incq \"+m\" without a lock prefix (local_inc) is a store" \
		"$r" "struct kinds_nonatomic" count k_nonatomic 'n == [0, 1, 0]'
	expect "kinds $opt: __atomic_fetch_add is an RMW" \
		"$r" "struct kinds" hits k_atomic 'n == [0, 0, 1]'
	expect "kinds $opt: __sync_fetch_and_add is an RMW" \
		"$r" "struct kinds" seq k_atomic 'n == [0, 0, 1]'
	expect "kinds $opt: __atomic_fetch_or is an RMW" \
		"$r" "struct kinds_bits" set k_bits 'n == [0, 0, 1]'
	expect "kinds $opt: __atomic_fetch_xor is an RMW" \
		"$r" "struct kinds_bits" flip k_bits 'n == [0, 0, 1]'
	if [ "$opt" = -O2 ]; then
		guards=$(jq -c '[.accesses.fields[] | select(.struct == "struct kinds_guard") |
			.field as $f | .sites[] | select(.n[1] > 0) |
			[$f, .cold, (.on_change // 0) == .w[1] and .w[1] > 0]] | sort' "$r")
		if [ "$guards" = '[["cpu",false,true],["min",false,false],["other",false,false],["state",false,true]]' ]; then
			ok "kinds $opt: stores made only when the value changes are recorded as such (x != v, x == v return); x > v and x != 3 guards are not"
		else
			fail "kinds $opt: stores made only when the value changes are recorded as such" "$guards"
		fi
	fi
	absent "kinds $opt: a u32 read through a converted struct pointer is not the int at that offset of the pointer's type" \
		"$r" "struct kinds_sk" rx_ifindex k_tw_ack
	expect "kinds $opt: READ_ONCE of the int itself is its load" \
		"$r" "struct kinds_sk" rx_ifindex k_sk_rx 'n == [1, 0, 0] and v == "volatile"'
	expect "kinds $opt: READ_ONCE through a pointer converted to a first member's type and back (tcp_sk(sk)) is the derived record's field, the least derived" \
		"$r" "struct kinds_tcp" wnd k_derived6 'n == [1, 0, 0] and v == "volatile"'
	if [ "$opt" = -O2 ]; then
		expect "kinds $opt: WRITE_ONCE folded to MEM[b + 24B] past the end of b's struct is the derived record's field" \
			"$r" "struct kinds_tcp" snd_una k_derived 'n == [0, 1, 0] and v == "volatile"'
		absent "kinds $opt: ... but not when two records the function points to could both be it" \
			"$r" "struct kinds_tcp" snd_una k_derived_ambiguous
		expect "kinds $opt: ... and not the other one either" \
			"$r" "struct kinds_udp" csum k_derived_ambiguous 'n == [1, 0, 0] and v == "plain"'
	fi
	want=$(grep -n 'k_walk: the store' $fx/kinds.c | cut -d: -f1)
	got=$(jq -c '.accesses.fields[] | select(.struct == "struct kinds_walk" and .field == "hits") |
		.sites[] | select(.function == "k_walk") | [.n, .at[1]]' "$r")
	if [ "$got" = "[[1,1,0],$want]" ]; then
		ok "kinds $opt: a site that loads and then stores cites the store's line"
	else
		fail "kinds $opt: a site that loads and then stores cites the store's line" "got $got, want line $want"
	fi
	expect "kinds $opt: READ_ONCE/WRITE_ONCE are a volatile load and store" \
		"$r" "struct kinds" state k_volatile 'n == [1, 1, 0] and v == "volatile"'
	expect "kinds $opt: a load in a loop weighs about 8, the store after it 1" \
		"$r" "struct kinds" plain k_loop 'n[0] >= 1 and 7 < w[0] < 9 and w[1] == 1'
	expect "kinds $opt: nested member store is in.b" \
		"$r" "struct kinds" in.b k_nested 'n == [0, 1, 0]'
	expect "kinds $opt: nested member load is in.a" \
		"$r" "struct kinds" in.a k_nested 'n == [1, 0, 0]'
	expect "kinds $opt: container_of resolves to the outer struct's field" \
		"$r" "struct kinds" boot k_container 'n[0] == 1'
	expect "kinds $opt: an array of structs element field is vec[].count" \
		"$r" "struct kinds_top" "vec[].count" k_array 'n == [1, 1, 0]'
	expect "kinds $opt: a constant element is that element: vec[2].count stored" \
		"$r" "struct kinds_top" "vec[2].count" k_array_const 'n == [0, 1, 0]'
	expect "kinds $opt: a constant element is that element: vec[1].count loaded" \
		"$r" "struct kinds_top" "vec[1].count" k_array_const 'n == [1, 0, 0]'
	roles=$("$cl" infer $silent --format json "$r" 2>/dev/null | jq -r '.structs[] |
		select(.name == "struct kinds_elems") | .fields[] |
		select(.name == "vec[1].y" or .name == "vec[2].y" or .name == "vec[2].x") |
		"\(.name)=\(.role)"' | sort | tr '\n' ' ')
	if [ "$roles" = "vec[1].y=read_hot vec[2].x=write_hot vec[2].y=none " ]; then
		ok "kinds $opt: a constant element's accesses count for it only, a variable one's for all"
	else
		fail "kinds $opt: a constant element's accesses count for it only" "$roles"
	fi
	expect "kinds $opt: __init code counts as cold" \
		"$r" "struct kinds" boot k_init 'c == "cold" and n == [0, 1, 0]'
	expect "kinds $opt: a cold function counts as cold" \
		"$r" "struct kinds" in.a k_cold 'c == "cold" and n == [0, 1, 0]'
	expect "kinds $opt: &o->head to a non-const pointer: a store of each leaf; to const: a load" \
		"$r" "struct kinds_owner" head.next k_ptrargs 'n == [1, 1, 0]'
	for f in big.a word; do
		absent "kinds $opt: $f passed to a non-const pointer (3 leaves, or void *) is no evidence" \
			"$r" "struct kinds_owner" $f k_ptrargs
	done
	expect "kinds $opt: a remote per-CPU read through a pointer is recorded" \
		"$r" "struct kinds_pcpu" cpu_number k_remote_cpu 'n == [1, 0, 0]'
	for f in preempt_count cpu_number; do
		absent "kinds $opt: this-CPU access through %gs to $f is not recorded" \
			"$r" "struct kinds_pcpu" $f k_this_cpu
	done
	if [ "$(site "$r" "struct kinds" in.a k_nested)" = "$(site "$r" "struct kinds" in.a k_cold)" ]; then
		fail "kinds $opt: hot and cold sites kept apart"
	else
		ok "kinds $opt: hot and cold sites kept apart"
	fi
	if grep -q '"function": "atomic_inc"' "$r"; then
		fail "kinds $opt: always_inline helper bodies are not counted twice"
	else
		ok "kinds $opt: always_inline helper bodies are not counted twice"
	fi
done

# The seeds, without a single annotation.
mkdir -p "$tmp/seed"
compile $fx/cpupri.c "$tmp/seed/cpupri.cachelint.json" -O2
compile $fx/mm.c "$tmp/seed/mm.cachelint.json" -O2
"$cl" infer $silent --annotations-out "$tmp/seed.ann" "$tmp/seed" >"$tmp/seed.txt" 2>&1
rc=$?
[ $rc -eq 1 ] && ok "seeds: cachelint infer exits 1 on findings" ||
	fail "seeds: cachelint infer exits 1 on findings" "exit $rc" "$(head -5 "$tmp/seed.txt")"
if grep -q "false-sharing" "$tmp/seed.txt" && grep "false-sharing" "$tmp/seed.txt" |
	grep -q "'pri_to_cpu\[0\].count.counter'.*'pri_to_cpu\[[01]\].mask'"; then
	ok "cpupri seed: atomic count and find-loop mask share a line (inferred)"
else
	fail "cpupri seed: atomic count and find-loop mask share a line (inferred)" "$(cat "$tmp/seed.txt")"
fi
if grep -A1 "pri_to_cpu\[0\].count.counter.*false-sharing" "$tmp/seed.txt" |
	grep -q "top writer cpupri_set (.*cpupri.c:[0-9]*:[0-9]*).*top reader .*cpupri.*find"; then
	ok "cpupri seed: the finding cites the writer and reader functions with positions"
else
	fail "cpupri seed: the finding cites the writer and reader functions with positions" \
		"$(grep -A1 false-sharing "$tmp/seed.txt" | head -4)"
fi
if grep -q "'mm_sched_cpu'.*'nr_running_avg'.*\[cachelint:false-sharing\]" "$tmp/seed.txt"; then
	ok "mm seed: mm_sched_cpu (written every tick) and nr_running_avg (read by all) share a line"
else
	fail "mm seed: mm_sched_cpu and nr_running_avg share a line" "$(cat "$tmp/seed.txt")"
fi
if grep -q "mm.c:5[0-9]:[0-9]*: warning: 'mm_sched_cpu' of struct mm_struct is set to -1 in account_mm_sched.*\[cachelint:silent-store\]" "$tmp/seed.txt" &&
	grep -q "if (p->mm_sched_cpu != -1) p->mm_sched_cpu = -1;" "$tmp/seed.txt"; then
	ok "mm seed: silent store at the store's position, with the guarded form"
else
	fail "mm seed: silent store at the store's position, with the guarded form" "$(cat "$tmp/seed.txt")"
fi
if grep -q 'silent-store.*mm_sched_init\|mm_sched_init.*silent-store' "$tmp/seed.txt"; then
	fail "mm seed: an initialiser's constant stores are no silent stores"
else
	ok "mm seed: an initialiser's constant stores are no silent stores"
fi
if grep -qx "cpupri_vec.count.counter write_hot" "$tmp/seed.ann" &&
	grep -qx "cpupri_vec.mask read_hot" "$tmp/seed.ann" &&
	grep -qx "mm_struct.mm_sched_cpu write_hot" "$tmp/seed.ann" &&
	grep -qx "mm_struct.nr_running_avg read_hot" "$tmp/seed.ann" &&
	grep -q "^# .*top writer cpupri_set" "$tmp/seed.ann"; then
	ok "annotations-out: inferred roles with evidence comments"
else
	fail "annotations-out: inferred roles with evidence comments" "$(grep -v '^#' "$tmp/seed.ann")"
fi
# The annotation file feeds cachelint pahole, which finds the same pair in the binary.
if "$cc" -g -O2 -c $fx/cpupri.c -o "$tmp/cpupri.o" 2>/dev/null && command -v pahole >/dev/null; then
	"$cl" pahole --annotations "$tmp/seed.ann" "$tmp/cpupri.o" >"$tmp/pahole.txt" 2>&1
	if grep -q "false-sharing" "$tmp/pahole.txt" && grep "false-sharing" "$tmp/pahole.txt" | grep -q "mask"; then
		ok "annotations-out: usable by cachelint pahole --annotations"
	else
		fail "annotations-out: usable by cachelint pahole --annotations" "$(head -20 "$tmp/pahole.txt")"
	fi
else
	ok "annotations-out: usable by cachelint pahole --annotations # SKIP pahole missing"
fi

# Confidence: the cpupri pair (atomic RMW writer, mask never written in hot
# code) is high; the mm pair (plain stores, nr_running_avg also written) low.
if grep -A1 "'pri_to_cpu\[0\].count.counter'.*false-sharing" "$tmp/seed.txt" | grep -q "^ *confidence high" &&
	grep -A1 "'mm_sched_cpu'.*'nr_running_avg'.*false-sharing" "$tmp/seed.txt" | grep -q "^ *confidence low"; then
	ok "confidence: cpupri pair high, mm pair low"
else
	fail "confidence: cpupri pair high, mm pair low" "$(grep -A1 false-sharing "$tmp/seed.txt")"
fi
# By default there is no silent-store: the seed's false sharing stays, its
# silent store needs --silent-stores.
out=$("$cl" infer --candidates "$tmp/seed")
if echo "$out" | grep -q "'mm_sched_cpu'.*'nr_running_avg'.*false-sharing" &&
	! echo "$out" | grep -q "silent-store" &&
	"$cl" infer --candidates --silent-stores "$tmp/seed" | grep -q "'mm_sched_cpu' of struct mm_struct is set to -1.*silent-store"; then
	ok "silent-store is opt-in: none by default, the mm seed's with --silent-stores"
else
	fail "silent-store is opt-in: none by default, the mm seed's with --silent-stores" "$out"
fi
out=$("$cl" infer $silent --confidence high "$tmp/seed")
if echo "$out" | grep -q "'pri_to_cpu\[0\].count.counter'.*false-sharing" &&
	! echo "$out" | grep -q "'mm_sched_cpu'.*'nr_running_avg'.*false-sharing" &&
	echo "$out" | grep -q "silent-store"; then
	ok "--confidence high: keeps the cpupri pair and the silent store, drops the low pair"
else
	fail "--confidence high: keeps the cpupri pair and the silent store, drops the low pair" "$out"
fi
"$cl" infer $silent --confidence medium "$tmp/seed" >/dev/null 2>"$tmp/conf.err"
rc=$?
if [ $rc -eq 2 ] && grep -q "confidence takes high or low" "$tmp/conf.err"; then
	ok "--confidence: a bad value is an error naming the option"
else
	fail "--confidence: a bad value is an error naming the option" "exit $rc" "$(cat "$tmp/conf.err")"
fi

# What is reported by default (docs/infer.md): a finding needs a declared
# side.  The seeds declare nothing, so their pairs are candidates: held
# back, counted on stderr, and the exit status is clean.
"$cl" infer "$tmp/seed" >"$tmp/def.out" 2>"$tmp/def.err"
rc=$?
ncand=$("$cl" infer --candidates --format json "$tmp/seed" 2>/dev/null |
	jq '[.findings[] | select(.rule == "false-sharing" or .rule == "straddle")] | length')
if [ $rc -eq 0 ] && [ ! -s "$tmp/def.out" ] && [ "${ncand:-0}" -gt 0 ] &&
	grep -qx "cachelint infer: $ncand candidate findings with roles from the code alone not shown (--candidates lists them)" "$tmp/def.err"; then
	ok "defaults: the $ncand code-only findings of the seeds are held back and counted, exit 0"
else
	fail "defaults: the code-only findings of the seeds are held back and counted, exit 0" \
		"exit $rc, --candidates: $ncand" "$(cat "$tmp/def.out" "$tmp/def.err")"
fi
# --annotations: one side declared in a file, the other from the code.
# The declared atomic_t is accessed through its member, whose accesses are
# its evidence; a line naming a missing field is stale, one naming a struct
# no report has is only counted (a build of part of a tree).
printf '%s\n' '# the seed, one side declared' 'cpupri_vec.count write_hot' \
	'cpupri_vec.nosuch read_hot' 'no_such_struct.x cold' >"$tmp/one.ann"
"$cl" infer --annotations "$tmp/one.ann" "$tmp/seed" >"$tmp/one.out" 2>"$tmp/one.err"
rc=$?
if [ $rc -eq 1 ] &&
	grep -q "write-hot field 'pri_to_cpu\[0\].count' (bytes 0-3, role from annotation file) shares cache line 0 .* with read-hot field 'pri_to_cpu\[0\].mask' (bytes 8-15, role inferred from code) in 'struct cpupri' \[cachelint:false-sharing\]" "$tmp/one.out" &&
	grep -q "'pri_to_cpu\[0\].count' (write_hot file): top writer cpupri_set (tests/infer/cpupri.c:[0-9]*:[0-9]*)" "$tmp/one.out" &&
	! grep -q "count.counter" "$tmp/one.out"; then
	ok "--annotations: a declared atomic_t pairs with the code's read-hot mask by default, with its member's writer as evidence"
else
	fail "--annotations: a declared atomic_t pairs with the code's read-hot mask by default" \
		"exit $rc" "$(cat "$tmp/one.out" "$tmp/one.err")"
fi
if grep -qxF "$tmp/one.ann:3: warning: annotation 'cpupri_vec.nosuch' names no field 'nosuch' of 'struct cpupri_vec' in the build's reports [cachelint:stale-annotation]" "$tmp/one.out" &&
	grep -q "note: 1 line of $tmp/one.ann names a struct no report has: not applied" "$tmp/one.err"; then
	ok "--annotations: a missing field is stale at FILE:LINE, a missing struct is counted"
else
	fail "--annotations: a missing field is stale at FILE:LINE, a missing struct is counted" \
		"$(cat "$tmp/one.out" "$tmp/one.err")"
fi
# a declared role the code contradicts, from the file: mask is only read
printf 'cpupri_vec.mask write_hot\n' >"$tmp/contra.ann"
out=$("$cl" infer --annotations "$tmp/contra.ann" "$tmp/seed" 2>&1)
if echo "$out" | grep -q "'pri_to_cpu\[0\].mask'.*role-contradiction\|'mask'.*role-contradiction"; then
	ok "--annotations: a file's write-hot field the code only reads is a role-contradiction"
else
	fail "--annotations: a file's write-hot field the code only reads is a role-contradiction" "$out"
fi
printf 'cpupri_vec.count hot\n' >"$tmp/bad.ann"
"$cl" infer --annotations "$tmp/bad.ann" "$tmp/seed" >/dev/null 2>"$tmp/bad.err"
rc=$?
if [ $rc -eq 2 ] && grep -qxF "cachelint infer: $tmp/bad.ann:1: unknown role 'hot' (want write_hot, read_hot or cold)" "$tmp/bad.err"; then
	ok "--annotations: a bad line is an error naming file and line (exit 2)"
else
	fail "--annotations: a bad line is an error naming file and line (exit 2)" "exit $rc" "$(cat "$tmp/bad.err")"
fi
# The review loop: --annotations-out, kept as is, declares both sides of
# every pair.  Such pairs are the plugin's and pahole's to report (from the
# declarations alone): held back and counted, listed with --declared-pairs.
"$cl" infer --annotations-out "$tmp/all.ann" "$tmp/seed" >/dev/null 2>&1
n1=$("$cl" infer --annotations "$tmp/all.ann" --declared-pairs --format json "$tmp/seed" 2>/dev/null |
	jq '[.findings[] | select(.rule == "false-sharing")] | length')
n2=$("$cl" infer --candidates --format json "$tmp/seed" 2>/dev/null |
	jq '[.findings[] | select(.rule == "false-sharing")] | length')
"$cl" infer --annotations "$tmp/all.ann" "$tmp/seed" >"$tmp/all.out" 2>"$tmp/all.err"
rc=$?
if [ -n "$n1" ] && [ "$n1" -gt 0 ] && [ "$n1" = "$n2" ] && [ $rc -eq 0 ] &&
	grep -qx "cachelint infer: $n1 pairs of declared roles not shown: the plugin reports them (--declared-pairs lists them)" "$tmp/all.err"; then
	ok "--annotations-out read back with --annotations: the $n1 candidate pairs have declared roles, held back by default, listed with --declared-pairs"
else
	fail "--annotations-out read back with --annotations: the candidate pairs have declared roles" \
		"with the file and --declared-pairs: '$n1', --candidates: '$n2', defaults: exit $rc" "$(cat "$tmp/all.out" "$tmp/all.err")"
fi
# A declared aggregate speaks for its members: declaring atomic_t count and
# its counter repeats no pair.
printf '%s\n' 'cpupri_vec.count write_hot' 'cpupri_vec.count.counter write_hot' >"$tmp/agg.ann"
out=$("$cl" infer --annotations "$tmp/agg.ann" "$tmp/seed" 2>/dev/null)
if [ "$(echo "$out" | grep -c "false-sharing")" = 2 ] && ! echo "$out" | grep -q "count.counter"; then
	ok "--annotations: a declared aggregate's pairs are not repeated for its declared member"
else
	fail "--annotations: a declared aggregate's pairs are not repeated for its declared member" "$out"
fi

# JSON output: the report schema, origins "code".
"$cl" infer $silent --format json "$tmp/seed" >"$tmp/seed.json" 2>&1
if python3 - "$tmp/seed.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
rules = {f["rule"] for f in d["findings"]}
assert {"false-sharing", "silent-store"} <= rules, rules
fs = [f for f in d["findings"] if f["rule"] == "false-sharing"]
assert all(f["origins"] == ["code", "code"] for f in fs), fs
assert all("top writer" in f["extra"] for f in fs)
assert any(s["name"] == "struct mm_struct" for s in d["structs"])
EOF
then ok "--format json: report schema, origins code"
else fail "--format json: report schema, origins code" "$(head -c 600 "$tmp/seed.json")"
fi

# The fixes of the thread: guard only, move only, both.
mkdir -p "$tmp/guard" "$tmp/align" "$tmp/fixed"
compile $fx/mm.c "$tmp/guard/mm.cachelint.json" -O2 -DGUARD
compile $fx/mm.c "$tmp/align/mm.cachelint.json" -O2 -DALIGN
compile $fx/mm.c "$tmp/fixed/mm.cachelint.json" -O2 -DFIXED
out=$("$cl" infer $silent "$tmp/guard")
guarded=$(jq -c '.accesses.fields[] | select(.field == "mm_sched_cpu") | .sites[] |
	select(.function == "account_mm_sched") | [.cold, .n, .on_change == .w[1]]' "$tmp/guard/mm.cachelint.json")
if echo "$out" | grep -q "'mm_sched_cpu'.*'nr_running_avg'.*false-sharing" &&
	! echo "$out" | grep -q silent-store && [ "$guarded" = '[false,[1,1,0],true]' ]; then
	ok "mm -DGUARD: the compare makes the tick's store one made on change: no silent store; task_cache_work() still changes mm_sched_cpu, so the false sharing stays"
else
	fail "mm -DGUARD: no silent store, the false sharing stays" "$guarded" "$out"
fi
out=$("$cl" infer $silent "$tmp/align")
if ! echo "$out" | grep -q 'false-sharing\|silent-store'; then
	ok "mm -DALIGN: nr_running_avg on its own line: no false sharing, no silent store"
else
	fail "mm -DALIGN: nr_running_avg on its own line" "$out"
fi
"$cl" infer $silent "$tmp/fixed" >"$tmp/fixed.txt"
rc=$?
[ $rc -eq 0 ] && [ ! -s "$tmp/fixed.txt" ] && ok "mm -DFIXED: clean, exit 0" ||
	fail "mm -DFIXED: clean, exit 0" "exit $rc" "$(cat "$tmp/fixed.txt")"

# A field toggled between constants is not silently stored.
mkdir -p "$tmp/toggle"
compile $fx/toggle.c "$tmp/toggle/t.cachelint.json" -O2
out=$("$cl" infer $silent "$tmp/toggle")
if echo "$out" | grep -q "'on_rq'.*'weight'.*false-sharing" && ! echo "$out" | grep -q silent-store; then
	ok "toggle: on_rq = 1 / on_rq = 0 is no silent store (false sharing still found)"
else
	fail "toggle: on_rq = 1 / on_rq = 0 is no silent store (false sharing still found)" "$out"
fi
mkdir -p "$tmp/toggle1"
compile $fx/toggle.c "$tmp/toggle1/t.cachelint.json" -O2 -DONE_VALUE
out=$("$cl" infer $silent "$tmp/toggle1")
if echo "$out" | grep -q "'on_rq' of struct ent is set to 1 .*silent-store"; then
	ok "toggle -DONE_VALUE: the same constant stored everywhere is a silent-store candidate"
else
	fail "toggle -DONE_VALUE: the same constant stored everywhere is a silent-store candidate" "$out"
fi

mkdir -p "$tmp/plain"
compile $fx/toggle.c "$tmp/plain/t.cachelint.json" -O2 -DPLAIN
out=$("$cl" infer $silent "$tmp/plain")
out2=$("$cl" infer $silent --all-pairs "$tmp/plain")
if [ -z "$out" ] && echo "$out2" | grep -q "'on_rq'.*'weight'.*false-sharing"; then
	ok "plain accesses only: pair dropped by default, reported with --all-pairs"
else
	fail "plain accesses only: pair dropped by default, reported with --all-pairs" "default: $out" "--all-pairs: $out2"
fi

# Bit-fields (tests/infer/bitguard.c): GCC tests one through the word that
# holds it, "BIT_FIELD_REF <c->mtup, 32, 64> & 2147483647" or "(signed char)
# _1 < 0"; the bits the test keeps say which field it tests.
for opt in -O0 -O2; do
	rm -rf "$tmp/bitguard"
	mkdir -p "$tmp/bitguard"
	compile $fx/bitguard.c "$tmp/bitguard/b.cachelint.json" $opt
	out=$("$cl" infer $silent "$tmp/bitguard")
	stores=$(jq -c '[.accesses.fields[] | select(.struct == "struct conn") | .sites[] |
		select(.n[1] > 0) | [.function, .on_change == .w[1], has("silent")]] | sort' \
		"$tmp/bitguard/b.cachelint.json")
	if [ "$stores" = '[["cork",true,false],["mss_reset",false,true],["mtup_reset",true,false],["nagle_on",false,true],["retry_reset",false,false]]' ] &&
		[ "$(echo "$out" | grep -c 'silent-store')" = 2 ] &&
		echo "$out" | grep -q "'nagle' of struct conn is set to 1 in nagle_on.*silent-store" &&
		echo "$out" | grep -q "'mss_cache' of struct conn is set to 0 in mss_reset.*silent-store"; then
		ok "bitguard $opt: a masked test of a bit-field guards its store (probe_size, retries); corked != 2 before corked = 2 is a store on change; probing's bit guards nothing of mss_cache: silent stores of nagle and mss_cache only"
	else
		fail "bitguard $opt: masked bit-field tests guard their own field only" "$stores" "$out"
	fi
done
rm -rf "$tmp/bitguard"
mkdir -p "$tmp/bitguard"
compile $fx/bitguard.c "$tmp/bitguard/b.cachelint.json" -O2 -DUNGUARDED
out=$("$cl" infer $silent "$tmp/bitguard")
if [ "$(echo "$out" | grep -c 'silent-store')" = 5 ] &&
	echo "$out" | grep -q "'mtup.probe_size' of struct conn is set to 0 in mtup_reset.*silent-store" &&
	echo "$out" | grep -q "'corked' of struct conn is set to 2 in cork.*silent-store" &&
	echo "$out" | grep -q "'retries' of struct conn is set to 0 in retry_reset.*silent-store"; then
	ok "bitguard -DUNGUARDED: without their guards, probe_size, retries and corked are silent stores too"
else
	fail "bitguard -DUNGUARDED: without their guards, probe_size, retries and corked are silent stores too" "$out"
fi

# RMWs under a test of their own field (tests/infer/guardrmw.c): a set_bit
# after !test_bit, an xchg after READ_ONCE or likely() finds an error, write
# only on change (JSON "on_change_rmw"); a counter under a limit test adds
# each time.  A store's compare inside unlikely() guards it too.  At -O0 the inlined test_bit's load goes through memory: only the
# READ_ONCE guard is seen there.
rm -rf "$tmp/grmw" && mkdir -p "$tmp/grmw"
compile $fx/guardrmw.c "$tmp/grmw/g.cachelint.json" -O2
guarded=$(jq -c '[.accesses.fields[] | select(.struct == "struct gq") | .sites[] |
	select(.n[2] > 0) | [.function, .on_change_rmw == .w[2]]] | sort' "$tmp/grmw/g.cachelint.json")
roles=$("$cl" infer --candidates --annotations-out "$tmp/grmw.ann" "$tmp/grmw" >/dev/null 2>&1
	grep -v '^#' "$tmp/grmw.ann" | tr '\n' ' ')
if [ "$guarded" = '[["gq_error",true],["gq_error_again",true],["gq_mark",true],["gq_mark_again",true],["gq_start",false]]' ] &&
	[ "$roles" = "gq.state read_hot gq.err read_hot gq.inflight write_hot gq.limit read_hot gq.mask read_hot gq.mode cold " ] &&
	[ "$(jq -c '[.accesses.fields[] | select(.field == "mode") | .sites[] | .on_change == .w[1]]' "$tmp/grmw/g.cachelint.json")" = '[true]' ]; then
	ok "guarded RMWs: set_bit after !test_bit and xchg after a READ_ONCE or likely() test write on change (not write-hot); a counter under a limit test stays write-hot; a store under unlikely(p->mode != mode) is made on change"
else
	fail "guarded RMWs: set_bit after !test_bit and xchg after a READ_ONCE test write on change" \
		"$guarded" "$roles"
fi
rm -rf "$tmp/grmw" && mkdir -p "$tmp/grmw"
compile $fx/guardrmw.c "$tmp/grmw/g.cachelint.json" -O0
guarded=$(jq -c '[.accesses.fields[] | select(.struct == "struct gq" and .field == "err") | .sites[] |
	.on_change_rmw == .w[2]] | unique' "$tmp/grmw/g.cachelint.json")
[ "$guarded" = '[true]' ] && ok "guarded RMWs -O0: the READ_ONCE guard of xchg is seen" ||
	fail "guarded RMWs -O0: the READ_ONCE guard of xchg is seen" "$guarded"
rm -rf "$tmp/grmw" && mkdir -p "$tmp/grmw"
compile $fx/guardrmw.c "$tmp/grmw/g.cachelint.json" -O2 -DUNGUARDED
roles=$("$cl" infer --candidates --annotations-out "$tmp/grmw.ann" "$tmp/grmw" >/dev/null 2>&1
	grep -v '^#' "$tmp/grmw.ann" | tr '\n' ' ')
n=$(jq '[.accesses.fields[].sites[] | select(has("on_change_rmw"))] | length' "$tmp/grmw/g.cachelint.json")
if [ "$roles" = "gq.state write_hot gq.err write_hot gq.inflight write_hot gq.limit read_hot gq.mask read_hot gq.mode cold " ] &&
	[ "$n" = 0 ] && [ "$(jq '[.accesses.fields[].sites[] | select(has("on_change"))] | length' "$tmp/grmw/g.cachelint.json")" = 0 ]; then
	ok "guarded RMWs -DUNGUARDED: without the tests, state and err are write-hot"
else
	fail "guarded RMWs -DUNGUARDED: without the tests, state and err are write-hot" "$roles" "on_change_rmw sites: $n"
fi

# Declared roles the code contradicts.
mkdir -p "$tmp/contra"
compile $fx/contradict.c "$tmp/contra/c.cachelint.json" -O2
out=$("$cl" infer $silent "$tmp/contra")
if echo "$out" | grep -q "'limit' of struct tunables is declared read-hot but the code writes it.*rebalance.*role-contradiction" &&
	echo "$out" | grep -q "'users' of struct tunables is declared write-hot but the code writes it only in init.*tunables_init.*role-contradiction" &&
	! echo "$out" | grep -q "'mode'.*role-contradiction"; then
	ok "role-contradiction: read-hot written in a hot loop, write-hot written only in init"
else
	fail "role-contradiction: read-hot written in a hot loop, write-hot written only in init" "$out"
fi
if echo "$out" | grep -q "'hits' of struct qdev is declared read-hot but the code writes it.*qdev_hit.*role-contradiction" &&
	! echo "$out" | grep -q "'setting'.*role-contradiction" &&
	[ "$(echo "$out" | grep -c "'map\[[0-9]*\]\.count' of struct qdev.*role-contradiction")" = 1 ] &&
	! echo "$out" | grep -q "'map\[[0-9]*\]\.offset'.*role-contradiction"; then
	ok "role-contradiction: an atomic update contradicts read-hot, two plain setters do not; one finding per array field"
else
	fail "role-contradiction: atomic yes, plain setters no, one per array field" "$out"
fi
mkdir -p "$tmp/contra-busy"
compile $fx/contradict.c "$tmp/contra-busy/c.cachelint.json" -O2 -DBUSY_STATE
out2=$("$cl" infer $silent "$tmp/contra-busy")
if ! echo "$out" | grep -q "'state' of struct ndev.*role-contradiction" &&
	echo "$out2" | grep -q "'state' of struct ndev is declared read-hot but the code writes it on a hot path (written in ndev_xmit .*the code says write_hot) \[cachelint:role-contradiction\]"; then
	ok "role-contradiction: a declared read-hot word an atomic sets now and then is read-mostly to the code too: none; set in a loop (-DBUSY_STATE): one"
else
	fail "role-contradiction: a read-mostly word's occasional atomic is no contradiction" "$out" "-DBUSY_STATE: $out2"
fi
mkdir -p "$tmp/contra-noadd" "$tmp/contra-refill"
compile $fx/contradict.c "$tmp/contra-noadd/c.cachelint.json" -O2 -DNO_HOT_ADD
compile $fx/contradict.c "$tmp/contra-refill/c.cachelint.json" -O2 -DREFILL
out2=$("$cl" infer $silent "$tmp/contra-noadd")
if ! echo "$out" | grep -q "'head[.a-z]*' of struct rxq.*role-contradiction" &&
	echo "$out2" | grep -q "'head' of struct rxq is declared write-hot but the code writes it only in init.*rxq_init.*role-contradiction" &&
	[ "$(echo "$out2" | grep -c "'head[.a-z]*' of struct rxq.*role-contradiction")" = 1 ]; then
	ok "role-contradiction: a group's list head written hot only through struct lnode * (as __skb_queue_tail() does) is not 'written only in init'; without those writes it is, once, at the head (its next and prev are its evidence)"
else
	fail "role-contradiction: a list head written through the generic node type" "$out" "-DNO_HOT_ADD: $out2"
fi
out2=$("$cl" infer $silent "$tmp/contra-refill")
if ! echo "$out" | grep -q "'rx' of struct qvec.*role-contradiction" &&
	echo "$out2" | grep -q "'rx' of struct qvec is declared read-hot but the code writes it on a hot path.*qvec_rel.*role-contradiction"; then
	ok "role-contradiction: a loop that frees and NULLs a read-hot pointer is a teardown, not a hot write; one storing new buffers is"
else
	fail "role-contradiction: kfree(); = NULL in a loop" "$out" "-DREFILL: $out2"
fi

# Thresholds are options: a higher RMW threshold leaves count cold, no finding.
out=$("$cl" infer $silent --rmw-functions 2 "$tmp/seed/cpupri.cachelint.json")
if ! echo "$out" | grep -q false-sharing; then
	ok "--rmw-functions 2: one RMW function no longer makes count write-hot"
else
	fail "--rmw-functions 2: one RMW function no longer makes count write-hot" "$out"
fi

# The precision filters (tests/infer/filters.c): each -D undoes what makes
# a pair noise, and the pair is reported again.
# fixture_infer NAME DEFINE [OPTION...]: the text findings of tests/infer/NAME.c
# built at -O2 with DEFINE; its report is $tmp/NAME/NAME.cachelint.json
fixture_infer() {
	rm -rf "$tmp/$1"
	mkdir -p "$tmp/$1"
	compile $fx/$1.c "$tmp/$1/$1.cachelint.json" -O2 $2 &&
		"$cl" infer $silent "${@:3}" "$tmp/$1" 2>&1
}
# filt DEFINE [OPTION...]: the text findings of filters.c built with it
filt() { fixture_infer filters "$@"; }
out=$(filt "")
if echo "$out" | grep -q "'hits'.*'limit'.*'struct stats'.*false-sharing" &&
	! echo "$out" | grep -q "'struct holder'"; then
	ok "filters: a pair inside an embedded record is reported once, on that record"
else
	fail "filters: a pair inside an embedded record is reported once, on that record" "$out"
fi
# undone LABEL PATTERN DEFINE OPTION...: a filter drops the pair PATTERN by
# default; -DDEFINE (which removes what makes it noise) and OPTION (which
# turns the filter off) each bring it back
undone() {
	local label=$1 pat=$2 def=$3 with without
	shift 3
	with=$(filt "-D$def")
	without=$(filt "" "$@")
	if ! echo "$out" | grep -q "$pat" && echo "$with" | grep -q "$pat" &&
		echo "$without" | grep -q "$pat"; then
		ok "filters: $label"
	else
		fail "filters: $label" "default: $out" "-D$def: $with" "$*: $without"
	fi
}
undone "written in one operation (a common caller) is true sharing; -DSEPARATE_OPS or --cowrite-depth 0 reports it" \
	"'len'.*'head'.*'struct queue'.*false-sharing" SEPARATE_OPS --cowrite-depth 0
undone "sum and avg written by the same function are true sharing; a writer of sum alone makes it false sharing" \
	"'sum'.*'avg'.*'struct pelt'.*false-sharing" STRAY_WRITER --keep-true-sharing
undone "every reader of napi_id also writes rmem on its line: true sharing; a lone reader makes it false sharing" \
	"'rmem'.*'napi_id'.*'struct rxq'.*false-sharing" LONE_READER --keep-true-sharing
undone "every reader of rx_dst charges rmem on its line: the line is theirs anyway, backlog's pair is true sharing; a lone reader makes it false sharing" \
	"'backlog'.*'rx_dst'.*'struct rxline'.*false-sharing" LINE_PEEK --keep-true-sharing
pat="write-hot field 'backlog'.*read-hot field 'rx_dst'.*'struct rxline'.*false-sharing"
out2=$(filt -DDECLARED --declared-pairs)
out3=$(filt "-DDECLARED -DLINE_PEEK" --declared-pairs)
if ! echo "$out2" | grep -q "$pat" && echo "$out3" | grep -q "$pat"; then
	ok "filters: declared roles too: the readers of a declared read-hot field write the line anyway, true sharing (a lone reader: reported)"
else
	fail "filters: declared roles too: the readers write the line anyway" "-DDECLARED: $out2" "-DLINE_PEEK: $out3"
fi
undone "a list_head's own next and prev are one generic object (embedded in more than 8 records)" \
	"'head.prev'.*'head.next'.*'struct waitq'.*false-sharing" FEW_LISTS --generic-embeddings 0
undone "writers named fork, execve, sysctl, show, dump or probe are rare: one hot writer left, no write-hot field" \
	"write-hot field 'wake_cpu'.*read-hot field 'on_rq'.*'struct proc'.*false-sharing" OTHER_NAMES --no-setup-names
pat="write-hot field 'owned'.*read-hot field 'rcvbuf'.*'struct sockish'.*false-sharing"
out2=$(filt -DTEARDOWN_NAME)
if echo "$out" | grep -q "$pat" && ! echo "$out2" | grep -q "$pat"; then
	ok "filters: release_sockish() is a hot writer, sockish_release() a teardown one"
else
	fail "filters: release_sockish() is a hot writer, sockish_release() a teardown one" \
		"default: $out" "-DTEARDOWN_NAME: $out2"
fi
undone "helpers only event init and cleanup call are cold by their callers" \
	"write-hot field 'excl'.*read-hot field 'counters'.*'struct pmuish'.*false-sharing" HOT_CALLER \
	--no-cold-callers
undone "exported helpers (EXPORT_SYMBOL) only setup and cleanup call are cold; passed as a callback they are not" \
	"write-hot field 'users'.*read-hot field 'mode'.*'struct expish'.*false-sharing" CALLBACK \
	--no-cold-callers
undone "&x->xprts passed to a callee whose body only reads the list is no store" \
	"write-hot field 'xprts.next'.*read-hot field 'iter_ops'.*'struct xswitch'.*false-sharing" ROTATES \
	--callee-stores
if echo "$out" | grep -q "write-hot field 'nr_free'.*read-hot field 'limit'.*'struct poolish'.*false-sharing"; then
	ok "filters: helpers only functions named alloc and free call stay hot (allocators run per event)"
else
	fail "filters: helpers only functions named alloc and free call stay hot (allocators run per event)" "$out"
fi
# appears LABEL DEFINE ABSENT PRESENT: the default findings have no ABSENT,
# those of filters.c built with -DDEFINE have PRESENT
appears() {
	local out2
	out2=$(filt "-D$2")
	if ! echo "$out" | grep -q "$3" && echo "$out2" | grep -q "$4"; then
		ok "filters: $1"
	else
		fail "filters: $1" "default: $out" "-D$2: $out2"
	fi
}
appears "stores made only when the value changes are cold; an unguarded reset elsewhere makes them count" \
	UNGUARDED_RESET "'struct membar'" \
	"write-hot field 'state'.*read-hot field 'clock'.*'struct membar'.*false-sharing"
appears "flags <<= 1 ... flags = 4 in one function is no silent store; flags = 4 alone is" \
	NO_SHIFT "silent-store" "'flags' of struct clockish is set to 4 in clockish_update.*silent-store"
n=$(echo "$out" | grep -c "'hits'.*'\(curr\|donor\)'.*'struct aliased'.*false-sharing")
if [ "$n" = 1 ]; then
	ok "filters: a pair against two members of one union (curr/donor) is one finding"
else
	fail "filters: a pair against two members of one union (curr/donor) is one finding" "$n found" "$out"
fi
if echo "$out" | grep -q "write-hot field 'nr'.*read-hot field 'cfg'.*'struct iowait'.*false-sharing"; then
	ok "filters: a field with atomic RMWs is write-hot however often it is read"
else
	fail "filters: a field with atomic RMWs is write-hot however often it is read" "$out"
fi
undone "fields of one line-aligned, one-line embedded record share the line by design" \
	"'la.sum'.*'la.avg'.*'struct owner'.*false-sharing" UNALIGNED_UNIT --keep-line-units
out2=$(filt "" --all-pairs --stats)
if echo "$out2" | grep -q "'sum'.*'avg'" && echo "$out2" | grep -q "'head.prev'.*'head.next'" &&
	echo "$out2" | grep -q "pairs dropped: 2 repeated (by the embedded record, or a union.s same bytes), 0 inside a line-aligned record, 0 inside a generic type, 0 true sharing" &&
	filt "" --stats | grep -q "pairs dropped: 2 repeated (by the embedded record, or a union.s same bytes), 1 inside a line-aligned record, 1 inside a generic type, 5 true sharing"; then
	ok "filters: --all-pairs turns them off; --stats counts what each dropped"
else
	fail "filters: --all-pairs turns them off; --stats counts what each dropped" "$out2"
fi

# Arrays of scalars (tests/infer/arrays.c): the code loads one element at
# a time, so an array crossing a line straddles only if an element does.
# A struct member is never loaded whole: no straddle, as in the plugin.
out=$(fixture_infer arrays "")
out2=$(fixture_infer arrays -DPACKED)
if ! echo "$out" | grep -q "straddle" &&
	echo "$out2" | grep -q "read-hot field 'reserve' (bytes 58-97.*straddles cache lines 0 and 1 in 'struct zone'"; then
	ok "arrays: reserve[] crosses a line but no element does, declared read-hot struct member crosses one: no straddle; packed, an element crosses: straddle"
else
	fail "arrays: an array of scalars straddles only where an element does" "default: $out" "-DPACKED: $out2"
fi

# Rare writers (tests/infer/rare.c): a write inside two unlikely()
# conditions of a hot function weighs about 0.01 per call, under
# --min-write-weight: cold, and the evidence says why.
rare() { fixture_infer rare "$@"; }
counted="write-hot field 'packets'.*read-hot field 'mode'.*'struct conn'.*false-sharing"
md5="write-hot field 'md5_drops'.*read-hot field 'mode'.*'struct conn'.*false-sharing"
out=$(rare "")
out2=$(rare "" --min-write-weight 0)
out3=$(rare -DONE_UNLIKELY)
if echo "$out" | grep -q "$counted" && ! echo "$out" | grep -q "$md5" &&
	echo "$out2" | grep -q "$md5" && echo "$out3" | grep -q "$counted" &&
	echo "$out3" | grep -q "$md5"; then
	ok "rare: a write inside two unlikely() conditions is rare, the packet counter is not (--min-write-weight 0 or one unlikely(): both reported)"
else
	fail "rare: a write inside two unlikely() conditions is rare, the packet counter is not" \
		"default: $out" "--min-write-weight 0: $out2" "-DONE_UNLIKELY: $out3"
fi
rare "" --annotations-out "$tmp/rare.ann" >/dev/null
if grep -q "rare writes (under the minimum write weight), e.g. conn_rx (tests/infer/rare.c:35) \[0 load, 0 store, 1 rmw; weight 0/0/0.01\]" "$tmp/rare.ann" &&
	grep -q "^conn.md5_drops cold$" "$tmp/rare.ann"; then
	ok "rare: the evidence names the rare writer and its weight"
else
	fail "rare: the evidence names the rare writer and its weight" "$(cat "$tmp/rare.ann")"
fi
out=$("$cl" infer $silent --min-write-weight x "$tmp/rare" 2>&1)
rc=$?
if [ "$rc" = 2 ] && echo "$out" | grep -q "min-write-weight needs a non-negative number, not x"; then
	ok "rare: --min-write-weight x: exit 2, said why"
else
	fail "rare: --min-write-weight x: exit 2, said why" "exit $rc" "$out"
fi

# Writes through pointer parameters (tests/infer/params.c): each body's
# summary, as the comments in the file say it must be.
want='{"function":"p_read"} {"function":"p_store","written":[0]} {"function":"p_escape","written":[0]} {"function":"p_return","written":[0]} {"function":"p_relay","passes":[[0,"p_read",0],[1,"p_store",0]]} {"function":"p_asm","written":[0]} {"function":"p_asm_in"} {"function":"p_copy","written":[0]} {"function":"p_vararg"} {"function":"p_int","written":[0]} {"function":"p_indirect","written":[0]} {"function":"p_kr","written":[0]} {"function":"p_addr","written":[0],"passes":[[0,"opaque",0]]} {"function":"p_derived","written":[0]} {"function":"p_copy_field"} {"function":"p_atomic","written":[0],"atomic":[0]} {"function":"p_lock_asm","written":[0],"atomic":[0]} {"function":"p_lock_bit","written":[0],"atomic":[0]} {"function":"p_atomic_mixed","written":[0]}'
for opt in -O2 -O0; do
	got=$(compile $fx/params.c "$tmp/params.json" $opt && jq -c '.accesses.params[]' "$tmp/params.json" | tr '\n' ' ')
	[ "$opt" = -O0 ] && want=${want/',"passes":[[0,"opaque",0]]'/}
	if [ "$got" = "$want " ]; then
		ok "params $opt: reads, stores, escapes, returns, asm outputs and inputs, memcpy, variadic, integer and indirect calls, address taken, derived pointers, atomic writes"
	else
		fail "params $opt: writes through pointer parameters" "want: $want" "got:  $got"
	fi
done

# Reference counts updated out of line (tests/infer/refcount.c): the store
# recorded at ref_inc(&t->usage) is an atomic RMW when ref_inc()'s body
# writes through its parameter only atomically; stamp_set() stores first.
refc() { fixture_infer refcount "$1" --annotations-out "$tmp/refcount.ann" >/dev/null; cat "$tmp/refcount.ann"; }
out=$(refc "")
out2=$(refc -DPLAIN_REF)
if echo "$out" | grep -q "^# hot code: 5 function(s) with RMW, 0 storing, 0 loading; top writer task_get (tests/infer/refcount.c:66) \[0 load, 0 store, 1 rmw" &&
	echo "$out" | grep -q "1 storing, 0 loading; top writer task_drop (tests/infer/refcount.c:76) \[0 load, 1 store, 0 rmw" &&
	echo "$out2" | grep -q "^# hot code: 3 function(s) with RMW, 2 storing, 0 loading; top writer task_get (tests/infer/refcount.c:66) \[0 load, 1 store, 0 rmw"; then
	ok "refcount: a count given to an out-of-line atomic helper is an RMW at the call (a plain helper: a store)"
else
	fail "refcount: a count given to an out-of-line atomic helper is an RMW at the call" "default: $out" "-DPLAIN_REF: $out2"
fi

# Union members (tests/infer/queue.c): struct_group_tagged()'s anonymous
# alternative names the queue head's links, so the store queue_rcv() makes
# through (struct sk_buff_list *) is one of 'rq.prev', which is then no
# role-contradiction; the tail's link is sk_buff's 'next'; a union of an
# hlist_node and an hlist_nulls_node, or of a list_head and a struct with a
# function pointer, is told apart by the pointers' types; the tagged
# copy's member access names the anonymous twin ('pending[].prev' for the
# load and the store alike).
rm -rf "$tmp/queue"
mkdir -p "$tmp/queue"
compile $fx/queue.c "$tmp/queue/q.cachelint.json" -O2
names=$(jq -r '.accesses.fields[] | select(.sites | map(.n[1]) | add > 0) | "\(.struct).\(.field)"' "$tmp/queue/q.cachelint.json" | sort | tr '\n' ' ')
out=$("$cl" infer $silent "$tmp/queue" 2>&1)
hashed=$(jq -c '[.accesses.fields[] | select(.struct == "struct sock" and (.field | startswith("common."))) | [.field, [.sites[].function]]]' "$tmp/queue/q.cachelint.json")
if [ "$names" = "struct hlist_head.first struct hlist_node.next struct hlist_node.pprev struct hlist_nulls_head.first struct hlist_nulls_node.next struct hlist_nulls_node.pprev struct list_head.next struct list_head.prev struct local.pending[].prev struct local.pending[].qlen struct sk_buff.next struct sk_buff.prev struct sk_buff.tcp_tsorted_anchor.next struct sk_buff.tcp_tsorted_anchor.prev struct sk_buff_head.qlen struct sock.common.node.next struct sock.common.node.pprev struct sock.common.nulls_node.next struct sock.common.nulls_node.pprev struct sock.rq.next struct sock.rq.prev struct sock.rq.qlen " ] &&
	[ "$(jq -c '[.accesses.fields[] | select(.struct == "struct local") | [.field, .sites[0].n]]' "$tmp/queue/q.cachelint.json")" = '[["pending[].prev",[1,1,0]],["pending[].qlen",[1,1,0]]]' ] &&
	[ "$hashed" = '[["common.node.next",["sock_hash"]],["common.node.pprev",["sock_hash"]],["common.nulls_node.next",["sock_hash_nulls"]],["common.nulls_node.pprev",["sock_hash_nulls"]]]' ] &&
	echo "$out" | grep -q "'rq.next' of struct sock is declared write-hot but the code writes it only in init.*role-contradiction" &&
	! echo "$out" | grep -q "'rq.prev'.*role-contradiction"; then
	ok "union members: a struct_group's anonymous alternative names the queue head's links (no contradiction for the written one); the pointers' types tell hlist_node from hlist_nulls_node"
else
	fail "union members: a struct_group's anonymous alternative names the queue head's links; pointer types tell the hash nodes apart" "written: $names" "hashed: $hashed" "$out"
fi

# Never crash, never change code: -O0/-O1/-Os/-Og/-O2/-O3, -flto, g++.
crash=""
for src in $fx/kinds.c $fx/cpupri.c $fx/mm.c $fx/contradict.c $fx/toggle.c $fx/filters.c $fx/locks.c $fx/lockword.c $fx/owner.c $fx/config.c $fx/params.c $fx/rare.c $fx/fresh.c $fx/refcount.c $fx/queue.c $fx/bitguard.c $fx/guardrmw.c; do
	for opt in -O0 -O1 -Os -Og -O2 "-O3 -g" "-O2 -flto"; do
		compile "$src" "$tmp/x.json" $opt || crash="$crash $src:$opt"
	done
	compile "$src" "$tmp/x.json" -O2 -x c++ || crash="$crash $src:g++"
done
[ -z "$crash" ] && ok "-O0..-O3, -Og, -flto, g++: the pass never fails a compile" ||
	fail "-O0..-O3, -Og, -flto, g++: the pass never fails a compile" "$crash" "$(head -5 "$tmp/cc.err")"
same=""
for src in $fx/kinds.c $fx/cpupri.c $fx/mm.c $fx/locks.c $fx/lockword.c $fx/owner.c $fx/fresh.c $fx/refcount.c $fx/queue.c $fx/bitguard.c $fx/guardrmw.c tests/crash/calls-locks.c; do
	for opt in -O0 -O2 "-O2 -g"; do
		"$cc" -c -w $opt "$src" -o "$tmp/a.o"
		compile "$src" "$tmp/x.json" $opt && cp "$tmp/obj.o" "$tmp/b.o"
		objdump -d "$tmp/a.o" | tail -n +3 >"$tmp/a.s"
		objdump -d "$tmp/b.o" | tail -n +3 >"$tmp/b.s"
		cmp -s "$tmp/a.s" "$tmp/b.s" || same="$same $src:$opt"
	done
done
[ -z "$same" ] && ok "generated code is identical with and without infer-access" ||
	fail "generated code is identical with and without infer-access" "differs:$same"
printf 'struct s { int a; long b; };\nint use(struct s *p) { p->a++; return p->b; }\nint main(void) { struct s x = {1, 2}; return use(&x); }\n' >"$tmp/m.c"
if "$cc" -O2 -flto -fplugin="$plugin" -fplugin-arg-$name-infer-access \
	-fplugin-arg-$name-report="$tmp/m.json" "$tmp/m.c" -o "$tmp/m" 2>"$tmp/lto.err" && "$tmp/m"; [ $? -eq 2 ]; then
	ok "-flto: compile and link (lto1 loads the plugin) work, the program runs"
else
	fail "-flto: compile and link work" "$(head -5 "$tmp/lto.err")"
fi
if "$cc" -fsyntax-only -fplugin="$plugin" -fplugin-arg-$name-infer-access \
	-fplugin-arg-$name-report="$tmp/syn.json" $fx/mm.c 2>/dev/null &&
	! grep -q '"struct": "struct mm_struct"' "$tmp/syn.json" 2>/dev/null; then
	ok "-fsyntax-only: no pass runs, no accesses"
else
	fail "-fsyntax-only: no pass runs, no accesses"
fi

# Locks held across calls (tests/infer/locks.c): the call graph in the
# report, the locks on entry, and the pair serialized by the record's lock.
lk() {
	rm -rf "$tmp/lk"
	mkdir -p "$tmp/lk"
	compile $fx/locks.c "$tmp/lk/l.cachelint.json" -O2 $1 &&
		"$cl" infer $silent "${@:2}" "$tmp/lk" 2>&1
}
lk "" >/dev/null
graph=$(jq -c '.accesses | {calls: [.calls[] | del(.args)], fnptrs, escapes}' "$tmp/lk/l.cachelint.json" 2>&1)
if echo "$graph" | grep -q '{"from":"runq_tick","via":"struct runq_ops","field":"tick","w":1,"locks":\["struct runq"\]}' &&
	echo "$graph" | grep -q '{"function":"ops_tick","struct":"struct runq_ops","field":"tick"}' &&
	echo "$graph" | grep -q '"escapes":\[[^]]*"runq_stopper"' &&
	echo "$graph" | grep -q '{"from":"task_peek","to":"runq_read_clock","w":1,"locks":\["struct runq","struct task"\]}' &&
	echo "$graph" | grep -q '{"from":"runq_stopper","to":"runq_read_clock2","w":1,"locks":\["struct runq"\]}' &&
	echo "$graph" | grep -q '{"from":"runq_tick","to":"runq_unlock","w":1,"locks":\["struct runq"\]}' &&
	echo "$graph" | grep -q '{"from":"runq_tick","to":"runq_lock_nested","w":1}'; then
	ok "locks: calls with the locks held (wrapper, returned record, void * stopper data), ops-table targets, escapes"
else
	fail "locks: calls with the locks held, ops-table targets, escapes" "$graph"
fi
sitelocks=$(jq -c '.accesses.fields[] | select(.struct == "struct runq" and .field == "nr_events") |
	.sites[] | [.function, (.locks // [] | sort)]' "$tmp/lk/l.cachelint.json" 2>&1 | sort | tr '\n' ' ')
if [ "$sitelocks" = '["runq_account",["struct runq"]] ["task_event",["struct runq","struct task"]] ' ]; then
	ok "locks: each access site keeps the locks held at all its accesses"
else
	fail "locks: each access site keeps the locks held at all its accesses" "$sitelocks"
fi
out=$(lk "" --stats)
if ! echo "$out" | grep -q "'struct runq'.*false-sharing" &&
	echo "$out" | grep -q "2 serialized by the record's lock" &&
	lk "" --keep-serialized | grep -q "'nr_events'.*'clock'.*'struct runq'.*false-sharing"; then
	ok "locks: every writer and reader under the runq's own lock: not reported (--keep-serialized: reported)"
else
	fail "locks: every writer and reader under the runq's own lock: not reported" "$out"
fi
for d in LOCKLESS_READER ESCAPED OTHER_LOCK FREQUENT_UNLOCKED; do
	out=$(lk -D$d --stats)
	if echo "$out" | grep -q "'nr_events'.*'clock'.*'struct runq'.*false-sharing" &&
		echo "$out" | grep -q "1 serialized"; then
		ok "locks: -D$d adds a way in without the runq's lock: reported"
	else
		fail "locks: -D$d adds a way in without the runq's lock: reported" "$out"
	fi
done
vs="write-hot field 'backlog'.*read-hot field 'rcv_space'.*'struct vsock'.*false-sharing"
if ! lk "" | grep -q "$vs" && lk -DBASE_NOT_FIRST | grep -q "$vs" &&
	lk "" --keep-serialized | grep -q "$vs"; then
	ok "locks: the lock of the record a record starts with (struct sock in tcp_sock) serializes it; an embedded one does not"
else
	fail "locks: the lock of the record a record starts with serializes it" "$(lk "" --stats)" \
		"$(lk -DBASE_NOT_FIRST)"
fi
lk "" --locks runq_read_clock --locks runq_slow_path --locks nosuch >"$tmp/lk.out" 2>&1
if grep -q '^runq_read_clock: called, frequency 1; held on entry: struct runq$' "$tmp/lk.out" &&
	grep -q '^  called by runq_slow_path (weight 1, frequency 0.1, rare, cold); held there: none$' "$tmp/lk.out" &&
	grep -q '^  called by ops_tick (weight 1, frequency 1); held there: struct runq$' "$tmp/lk.out" &&
	grep -q '^runq_slow_path: called, frequency 0.1; held on entry: none; cold: only cold code calls it$' "$tmp/lk.out" &&
	grep -q '^nosuch: not in the call graph$' "$tmp/lk.out"; then
	ok "locks: --locks explains the locks on entry, call by call (the unlikely() caller is rare; only runq_maybe_offline() calls it: cold)"
else
	fail "locks: --locks explains the locks on entry, call by call" "$(cat "$tmp/lk.out")"
fi
# Lock words (tests/infer/lockword.c): a lock call given &p->lock is an
# atomic RMW of the lock's first leaf, made holding the lock.
lw() { fixture_infer lockword "$@"; }
lw "" >/dev/null
words=$(jq -c '.accesses.fields[] | select(.struct != "struct spinlock") |
	select(.field | test("lock|sem")) | [.struct, .field, (.sites[] | [.function, .n, .locks])]' \
	"$tmp/lockword/lockword.cachelint.json" 2>&1 | sort | tr '\n' ' ')
want='["struct inode_i","raw_lock.rlock.raw_lock.val",["update_inode",[0,0,2],["struct inode_i"]],["sync_inode",[0,0,2],["struct inode_i"]]] '
want="$want"'["struct pool","lock.rlock.raw_lock.val",["pool_get",[0,0,2],["struct pool"]],["pool_put",[0,0,2],["struct pool"]]] '
want="$want"'["struct pool","sem.count",["pool_walk",[0,0,2],null],["pool_scan",[0,0,2],null]] '
if [ "$words" = "$want" ]; then
	ok "lock words: spin_lock/irqsave and down_read/up_read on &p->lock are RMWs of its first leaf, holding p's lock; spin_is_locked is none"
else
	fail "lock words: lock calls are RMWs of the lock's first leaf" "want: $want" "got:  $words"
fi
if jq -e '.accesses.calls[] | select(.from == "update_inode" and .to == "fill_raw" and .locks == ["struct inode_i"])' \
	"$tmp/lockword/lockword.cachelint.json" >/dev/null 2>&1 &&
	jq -e '.accesses.fields[] | select(.struct == "struct pool" and .field == "mask") | .sites[] |
		select(.function == "pool_resize" and .locks == ["struct spinlock", "global:pool_cfg_lock"])' \
	"$tmp/lockword/lockword.cachelint.json" >/dev/null 2>&1 &&
	jq -e '.accesses.fields[] | select(.struct == "struct pool" and .field == "size") | .sites[] |
		select(.function == "pool_limit" and .locks == ["struct pool_limits", "global:pool_limits"])' \
	"$tmp/lockword/lockword.cachelint.json" >/dev/null 2>&1; then
	ok "lock words: a lock taken through an inlined spin_lock() is named by the record it lives in, or the static variable"
else
	fail "lock words: a lock taken through an inlined spin_lock() is named by the record it lives in" \
		"$(jq -c '.accesses.calls' "$tmp/lockword/lockword.cachelint.json")"
fi
out=$(lw "" --lock-words)
if [ "$(echo "$out" | grep -c "false-sharing")" = 2 ] && [ "$(echo "$out" | grep -c "confidence low")" = 2 ] &&
	echo "$out" | grep -q "write-hot field 'lock.rlock.raw_lock.val'.*read-hot field 'mask'.*'struct pool'" &&
	echo "$out" | grep -q "write-hot field 'sem.count'.*read-hot field 'mask'.*'struct pool'" &&
	echo "$out" | grep -q "top writer pool_get (tests/infer/lockword.c:" &&
	! lw -DALIGNED --lock-words | grep -q "'lock.rlock\|'sem.count'" &&
	! lw "" | grep -q "'lock.rlock\|'sem.count'"; then
	ok "lock words: --lock-words: a spinlock and an rwsem taken on the line of lockless readers: reported, low confidence (-DALIGNED: not; without --lock-words: not)"
else
	fail "lock words: a spinlock and an rwsem on the line of lockless readers: reported" "$out" "$(lw -DALIGNED)"
fi
crt="write-hot field 'cache_es'.*read-hot field 'crtime'.*'struct inode_i'"
if ! echo "$out" | grep -q "'struct inode_i'" && lw "" --stats | grep -q "1 true sharing" &&
	lw -DLOCK_FAR | grep -q "$crt"; then
	ok "lock words: readers that take a lock on the same line share it truly: not reported (-DLOCK_FAR: reported)"
else
	fail "lock words: readers that take a lock on the same line: not reported" "$(lw "" --stats)" "$(lw -DLOCK_FAR)"
fi

# The task's own (tests/infer/owner.c): accesses through current, both the
# __seg_gs load of CONFIG_USE_X86_SEG_SUPPORT and the asm of
# this_cpu_read_stable(), are counted as the task's own ("own": N).
ow() { fixture_infer owner "$@"; }
for variant in "" -DASM_CURRENT; do
	ow "$variant" >/dev/null
	own=$(jq -c '.accesses.fields[] | select(.struct == "struct task") |
		[.field, (.sites[] | [.function, .own, .via])]' "$tmp/owner/owner.cachelint.json" 2>&1 | sort | tr '\n' ' ')
	want='["cpu",["wake_task",null,[0,1]],["balance_task",null,[0,1]]] '
	want="$want"'["flags",["mark_task",null,[0,1]],["syscall_enter",1,null],["task_tick",1,null]] '
	want="$want"'["prio",["prio_of",null,[0,1]],["sched_out",1,null],["syscall_return",1,null]] '
	want="$want"'["work",["task_tick",1,null],["task_work_add",null,[0,1]]] '
	if [ "$own" = "$want" ]; then
		ok "owner${variant:+ $variant}: accesses through current are the task's own, through a task pointer not"
	else
		fail "owner${variant:+ $variant}: accesses through current are the task's own" "want: $want" "got:  $own"
	fi
done
pairs() { grep -o "write-hot field '[a-z]*'.*read-hot field '[a-z]*'" | sed "s/'\([a-z]*\)'.*'\([a-z]*\)'/\1\/\2/; s/^write-hot field //" | sort | tr '\n' ' '; }
def=$(ow "" --stats 2>&1)
if [ "$(echo "$def" | pairs)" = "flags/cpu work/cpu work/prio " ] &&
	echo "$def" | grep -q "1 the task's own" &&
	[ "$(ow "" --keep-own | pairs)" = "flags/cpu flags/prio work/cpu work/prio " ] &&
	[ "$(ow -DASM_CURRENT | pairs)" = "flags/cpu work/cpu work/prio " ] &&
	[ "$(ow -DPARENT | pairs)" = "flags/cpu flags/prio work/cpu work/prio " ]; then
	ok "owner: a pair only the task itself writes and reads through current is dropped; a remote writer or reader, or current->parent, keeps it (--keep-own: kept)"
else
	fail "owner: a pair only the task itself writes and reads is dropped" "$def" "$(ow -DPARENT)"
fi
ow "" >/dev/null
if jq -e '.accesses.calls[] | select(.from == "task_signal" and .to == "relay_mark" and .args == ["current"])' \
	"$tmp/owner/owner.cachelint.json" >/dev/null 2>&1 &&
	jq -e '.accesses.calls[] | select(.from == "relay_mark" and .to == "mark_task" and .args == [0])' \
	"$tmp/owner/owner.cachelint.json" >/dev/null 2>&1 &&
	[ "$(ow -DREMOTE_CALL | pairs)" = "flags/cpu flags/prio work/cpu work/prio " ]; then
	ok "owner: a parameter every call gives current (or the caller's current parameter) is the task's own; -DREMOTE_CALL: one call with another task keeps the pair"
else
	fail "owner: a parameter every call gives current is the task's own" \
		"$(jq -c '.accesses.calls' "$tmp/owner/owner.cachelint.json")" "$(ow -DREMOTE_CALL)"
fi

# New objects (tests/infer/fresh.c): writes into what an allocator just
# returned, into the result of a function that returns one, or through a
# parameter every call gives one, are the object's initialization.
fr() { fixture_infer fresh "$@"; }
fr "" >/dev/null
got=$(jq -c '.accesses.fields[] | select(.struct == "struct conn") |
	[.field, (.sites[] | select(.fresh) | [.function, .fresh])]' "$tmp/fresh/fresh.cachelint.json" 2>&1 | sort | tr '\n' ' ')
want='["err",["conn_prepare",{"param":1}],["conn_clone",{"new":1}]] ["flags",["conn_prepare",{"param":1}]] ["id"] '
want="$want"'["ops",["conn_clone",{"new":1}],["conn_new",{"new":1}]] ["rx_packets",["conn_rx",{"param":1}]] '
want="$want"'["state",["conn_clone",{"new":1}],["conn_accept",{"result":["conn_clone",1]}],["conn_new",{"new":1}],["conn_spawn",{"result":["conn_make",1]}],["conn_open",{"result":["conn_make_init",1]}]] '
rets=$(jq -c '.accesses.returns' "$tmp/fresh/fresh.cachelint.json" 2>&1)
args=$(jq -c '[.accesses.calls[] | select(.args) | [.from, .to, .args]]' "$tmp/fresh/fresh.cachelint.json" 2>&1)
if [ "$got" = "$want" ] &&
	[ "$rets" = '[["make_plain","new"],["conn_alloc","new"],["conn_make","new"],["conn_make","result:*struct conn_factory\nmake"],["conn_init","param:0"],["conn_make_init","result:conn_init"],["conn_clone","new"],["conn_new","new"]]' ] &&
	[ "$args" = '[["conn_init","conn_prepare",[0]],["conn_make_init","conn_init",["new"]],["conn_clone","conn_prepare",["new"]],["conn_accept","conn_clone",[0]],["conn_accept","publish",["result:conn_clone"]],["conn_new","conn_prepare",["new"]],["conn_spawn","conn_make",[0]],["conn_spawn","publish",["result:conn_make"]],["conn_open","publish",["result:conn_make_init"]]]' ]; then
	ok "fresh: writes into a new object, a callee's result and a parameter are counted; each way a body returns (ERR_PTR and NULL are no object; a constructor field's result; its own parameter) and call arguments recorded"
else
	fail "fresh: writes into new objects are counted" "want: $want" "got:  $got" "returns: $rets" "args: $args"
fi
fr -DCACHED >/dev/null
rets=$(jq -c '.accesses.returns' "$tmp/fresh/fresh.cachelint.json" 2>&1)
state=$(jq -c '.accesses.fields[] | select(.field == "state") | [.sites[] | select(.fresh.result) | .fresh.result[0]]' "$tmp/fresh/fresh.cachelint.json" 2>&1)
if [ "$rets" = '[["make_cached",null],["make_plain","new"],["conn_alloc","new"],["conn_alloc",null],["conn_make","new"],["conn_make","result:*struct conn_factory\nmake"],["conn_init","param:0"],["conn_make_init","result:conn_init"],["conn_clone","result:conn_alloc"],["conn_new","new"]]' ] &&
	[ "$state" = '["conn_alloc","conn_clone","conn_make","conn_make_init"]' ]; then
	ok "fresh -DCACHED: a function that may return a published object, or a constructor field one of whose functions may, returns no new object, nor do its callers' results"
else
	fail "fresh -DCACHED: a function that may return a published object returns no new object" "$rets" "$state"
fi
fpairs() { grep -o "write-hot field '[a-z_]*'.*read-hot field '[a-z_]*'" | sed "s/'\([a-z_]*\)'.*'\([a-z_]*\)'/\1\/\2/; s/^write-hot field //" | sort | tr '\n' ' '; }
silent() { grep -c "silent-store"; }
def=$(fr "" --stats 2>&1)
if [ "$(echo "$def" | fpairs)" = "rx_packets/id rx_packets/ops " ] &&
	echo "$def" | grep -q "new objects: 6 functions return one, 3 parameters always get one" &&
	[ "$(fr "" --keep-fresh | fpairs)" = "err/id flags/id rx_packets/id state/id " ] &&
	[ "$(fr -DREUSE | fpairs)" = "flags/id flags/ops rx_packets/id rx_packets/ops " ] &&
	[ "$(fr -DCACHED | fpairs)" = "err/id flags/id rx_packets/id state/id " ] &&
	[ "$(fr "" | silent)" = 0 ] && [ "$(fr -DCACHED | silent)" = 1 ] &&
	fr "" --format json | jq -e '[.findings[] | select(.rule == "false-sharing")] | length == 2' >/dev/null 2>&1; then
	ok "fresh: fields written only into new objects are not write-hot and their constant stores not silent; a live object's writer (-DREUSE, -DCACHED) or --keep-fresh brings the pairs back"
else
	fail "fresh: fields written only into new objects are not write-hot" "$def" "REUSE: $(fr -DREUSE | fpairs)" "CACHED: $(fr -DCACHED | fpairs)" "keep: $(fr "" --keep-fresh | fpairs)"
fi
fr -DREUSE --annotations-out "$tmp/fresh-reuse.ann" >/dev/null
fr "" --annotations-out "$tmp/fresh.ann" >/dev/null
if grep -B1 "^conn.state cold" "$tmp/fresh.ann" | grep -q "^# hot code: 0 function(s) with RMW, 0 storing" &&
	grep -B1 "^conn.state cold" "$tmp/fresh-reuse.ann" | grep -q "^# hot code: 0 function(s) with RMW, 1 storing, 1 loading; top writer conn_reopen (.*fresh.c:"; then
	ok "fresh: what a function returning its parameter returns is new when its caller gave it a new object (conn_make_init()), not when a live one (conn_reopen(), -DREUSE)"
else
	fail "fresh: what a function returning its parameter returns is new when its caller gave it a new object" "$(cat "$tmp/fresh.ann")" "REUSE: $(cat "$tmp/fresh-reuse.ann")"
fi
if fr "" --format json | jq -e '.findings[] | select(.fields == ["rx_packets", "ops"])' >/dev/null 2>&1 &&
	grep -B1 "^conn.ops read_hot" "$tmp/fresh.ann" | grep -q "writes into new objects only (initialization), e.g. conn_clone (.*fresh.c:" &&
	grep -q "^conn.state cold" "$tmp/fresh.ann"; then
	ok "fresh: the evidence names a writer into new objects"
else
	fail "fresh: the evidence names a writer into new objects" "$(cat "$tmp/fresh.ann")"
fi

# bad_report LABEL JQ-EDIT MESSAGE-PATTERN: the locks fixture's report edited
# by JQ-EDIT makes cachelint infer exit 2 with a message matching the pattern
bad_report() {
	local rc
	jq "$2" "$tmp/lk/l.cachelint.json" >"$tmp/bad.json"
	"$cl" infer $silent "$tmp/bad.json" >/dev/null 2>"$tmp/bad.err"
	rc=$?
	if [ $rc -eq 2 ] && grep -q "$3" "$tmp/bad.err"; then
		ok "$1"
	else
		fail "$1" "exit $rc" "$(cat "$tmp/bad.err")"
	fi
}
bad_report "locks: a bad call graph: exit 2, message names the file and the key" \
	'.accesses.calls = 3' 'bad.json.*"calls".*must be arrays'
bad_report "a store weight on change above the stores' weight: exit 2, message names the site" \
	'.accesses.fields[0].sites[0].on_change = 1e9' 'bad.json.*sites\[0\].*"on_change" must be a weight'
bad_report "an RMW weight on change above the RMWs' weight: exit 2, message names the site" \
	'.accesses.fields[0].sites[0].on_change_rmw = 1e9' 'bad.json.*sites\[0\].*"on_change_rmw" must be a weight'
bad_report "locks: a lock that is no string: exit 2, message names the call" \
	'.accesses.calls[0].locks = [1]' 'bad.json.*accesses.calls\[0\]'
bad_report "stores passed to a callee above the stores' weight: exit 2, message names the site" \
	'.accesses.fields[0].sites[0].passed = [["f", 0, 1, 1e9]]' 'bad.json.*sites\[0\].*"passed" must be'
bad_report "owner: more of the task's own accesses than accesses: exit 2, message names the site" \
	'.accesses.fields[0].sites[0].own = 1e9' 'bad.json.*sites\[0\].*"own" must be a count'
bad_report "owner: a call argument that is neither current, a parameter nor null: exit 2, message names the call" \
	'.accesses.calls[0].args = ["someone"]' 'bad.json.*accesses.calls\[0\].*"args"'
bad_report "owner: an access through a parameter out of range: exit 2, message names the site" \
	'.accesses.fields[0].sites[0].via = [9, 1]' 'bad.json.*sites\[0\].*"via" must be'
bad_report "fresh: more writes into new objects than writes: exit 2, message names the site" \
	'.accesses.fields[0].sites[0].fresh = {"new": 1e9}' 'bad.json.*sites\[0\].*"fresh" must be'
bad_report "fresh: a return of a parameter the call graph does not follow: exit 2, message names the entry" \
	'.accesses.returns = [["f", "param:9"]]' 'bad.json.*accesses.returns\[0\]'
bad_report "fresh: a return that is neither new, a result nor null: exit 2, message names the entry" \
	'.accesses.returns = [["f", "someone"]]' 'bad.json.*accesses.returns\[0\]'
bad_report "fresh: a call argument naming no callee's result: exit 2, message names the call" \
	'.accesses.calls[0].args = ["result:"]' 'bad.json.*accesses.calls\[0\].*"args"'
bad_report "a bad params summary: exit 2, message names the entry" \
	'.accesses.params = [{"function": "f", "written": ["x"]}]' 'bad.json.*accesses.params\[0\]'
bad_report "a bad atomic parameter list: exit 2, message names the entry" \
	'.accesses.params = [{"function": "f", "written": [0], "atomic": 0}]' 'bad.json.*accesses.params\[0\]'

# Configuration writers (tests/infer/config.c): code holding a lock with one
# instance system-wide is cold; a writer that can run on many CPUs is not.
cfg() { fixture_infer config "$@"; }
out=$(cfg "")
sitelocks=$(jq -c '.accesses.fields[] | select(.struct == "struct ndev") | .sites[] |
	[.function, (.locks // [] | sort)]' "$tmp/config/config.cachelint.json" 2>&1 | sort | tr '\n' ' ')
if [ "$sitelocks" = '["ndev_apply_prio",[]] ["ndev_clear_threaded",["global:cfg_mutex","struct mutex"]] ["ndev_rx",[]] ["ndev_set_threaded",["global:rtnl"]] ["ndev_tx",[]] ["ndev_update_prio",["global:rtnl"]] ["threaded_store",["global:rtnl"]] ' ]; then
	ok "config: rtnl_lock(), a static mutex, a successful rtnl_trylock() and ASSERT_RTNL() hold global locks, named"
else
	fail "config: rtnl_lock(), a static mutex, a successful rtnl_trylock() and ASSERT_RTNL() hold global locks, named" "$sitelocks"
fi
both="'\(threaded\|prio\)'.*'flags'.*'struct ndev'.*false-sharing"
if [ -z "$out" ] && [ "$(cfg "" --hot-under-global-locks | grep -c "$both")" = 2 ]; then
	ok "config: writers under rtnl_lock(), a static mutex, a static rwsem (in the caller): not reported (--hot-under-global-locks: both fields)"
else
	fail "config: writers under global locks: not reported" "$out" "$(cfg "" --hot-under-global-locks)"
fi
for d in READ_SIDE:threaded PER_CPU:threaded INSTANCE:threaded UNLOCKED:prio TRY_FAILED:threaded; do
	out=$(cfg -D${d%%:*})
	if [ "$(echo "$out" | grep -c "$both")" = 1 ] &&
		echo "$out" | grep -q "'${d#*:}'.*'flags'.*'struct ndev'.*false-sharing"; then
		ok "config: -D${d%%:*} adds a writer that runs on many CPUs at once: '${d#*:}' reported"
	else
		fail "config: -D${d%%:*} adds a writer that runs on many CPUs at once: '${d#*:}' reported" "$out"
	fi
done
cfg "" --locks ndev_apply_prio >"$tmp/cfg.out" 2>&1
if grep -q '^ndev_apply_prio: called, frequency 1; held on entry: global, struct rw_semaphore; cold: only cold code calls it$' "$tmp/cfg.out"; then
	ok "config: --locks says a global lock is held on entry (so the function is cold)"
else
	fail "config: --locks says a global lock is held on entry" "$(cat "$tmp/cfg.out")"
fi

# A run's profile (tests/infer/profile.c, profile-*.txt): code the profile
# never sampled is cold.  The reconfiguration writer of 'generation' looks
# as hot as the packet counter from the code alone.
pf() {
	rm -rf "$tmp/pf"
	mkdir -p "$tmp/pf"
	"$cc" -O2 -w -pthread $1 -fplugin="$plugin" -fplugin-arg-$name-infer-access \
		-fplugin-arg-$name-report="$tmp/pf/p.cachelint.json" $fx/profile.c -o "$tmp/pf/prog" &&
		"$cl" infer $silent "${@:2}" "$tmp/pf" 2>&1
}
counted="write-hot field 'packets'.*read-hot field 'mode'.*'struct flow'.*false-sharing"
reconf="write-hot field 'generation'.*read-hot field 'mode'.*'struct flow'.*false-sharing"
# pf_case LABEL EXPECT(counted only|both) CFLAGS OPTION...
pf_case() {
	local out n
	out=$(pf "$3" "${@:4}")
	n=$(echo "$out" | grep -c "\[cachelint:")
	if echo "$out" | grep -q "$counted" &&
		{ { [ "$2" = both ] && [ "$n" = 2 ] && echo "$out" | grep -q "$reconf"; } ||
		  { [ "$2" = "counted only" ] && [ "$n" = 1 ]; }; }; then
		ok "profile: $1"
	else
		fail "profile: $1" "expected: $2" "$out"
	fi
}
pf_case "without a profile the code alone reports both writers" both ""
pf_case "perf report --no-children text: the unsampled reconfiguration is cold (clone suffixes, addresses, [unknown] read)" \
	"counted only" "" --profile $fx/profile-self.txt
pf_case "perf report --children text with call chains and more sort keys: apply_limits.part.0 sampled, so hot" \
	both "" --profile $fx/profile-children.txt
pf_case "--profile-min 0.05 leaves out entries under 0.05%" \
	"counted only" "" --profile $fx/profile-children.txt --profile-min 0.05
pf_case "a static writer called by a sampled main() may have been inlined there: hot" \
	both -DSTATIC_RARE --profile $fx/profile-children.txt --profile-min 0.015
nm "$tmp/pf/prog" >"$tmp/pf.nm"
pf_case "... unless the binary's symbols (nm) show it out of line" \
	"counted only" -DSTATIC_RARE --profile $fx/profile-children.txt --profile-min 0.015 \
	--profile-symbols "$tmp/pf.nm"
contra="'drops' of struct port is declared write-hot but the code writes it only in init or cold code"
out=$(pf "" --profile $fx/profile-self.txt)
out2=$(pf -DNO_DROPS --profile $fx/profile-self.txt)
if ! echo "$out" | grep -q "$contra" && echo "$out2" | grep -q "$contra"; then
	ok "profile: a writer the run never sampled is not init or cold code: no role-contradiction (only an init writer: one)"
else
	fail "profile: a writer the run never sampled is not init or cold code: no role-contradiction" \
		"$out" "-DNO_DROPS: $out2"
fi
out=$(pf "" --profile $fx/profile-self.txt --stats)
if echo "$out" | grep -q "profile: 5 functions sampled, 4 of them in the build, 0 more hot as callees"; then
	ok "profile: --stats counts the sampled functions and those the build has"
else
	fail "profile: --stats counts the sampled functions and those the build has" "$out"
fi
out=$(pf "" --profile $fx/profile-self.txt --locks apply_limits --locks count_packet 2>&1)
if echo "$out" | grep -q "^apply_limits: in the profile: never sampled: cold$" &&
	echo "$out" | grep -q "^count_packet: in the profile: sampled: hot$"; then
	ok "profile: --locks F says whether the profile saw F run"
else
	fail "profile: --locks F says whether the profile saw F run" "$out"
fi
{ echo '# perf'; printf '   69.51%%  prog  %09000d  [.] count_packet\n' 7; printf '   18.14%%  [.] route_packet\n'
  printf '    9.88%%  [.] rx_thread\n'; } >"$tmp/long.txt"
out=$(pf "" --profile "$tmp/long.txt" --stats 2>&1)
if echo "$out" | grep -q "profile: 3 functions sampled, 3 of them in the build" &&
	[ "$(echo "$out" | grep -c '\[cachelint:')" = 1 ]; then
	ok "profile: a 9,000-character column before the symbol: one line, its symbol read"
else
	fail "profile: a 9,000-character column before the symbol: one line, its symbol read" "$out"
fi
# bad_profile LABEL MESSAGE-PATTERN OPTION...: exit 2 with the message
bad_profile() {
	local rc
	"$cl" infer $silent "${@:3}" "$tmp/pf" >/dev/null 2>"$tmp/bad.err"
	rc=$?
	if [ $rc -eq 2 ] && grep -q "$2" "$tmp/bad.err"; then
		ok "profile: $1"
	else
		fail "profile: $1" "exit $rc" "$(cat "$tmp/bad.err")"
	fi
}
printf '# perf\n   12.5%%  [k] a\n   7 [k] b\n' >"$tmp/bad.txt"
bad_profile "an entry without its percentage: exit 2, the file and line named" \
	"bad.txt:3: not a line of .perf report" --profile "$tmp/bad.txt"
bad_profile "a file that is no perf report: exit 2, said so" \
	"p.cachelint.json: no entries" --profile "$tmp/pf/p.cachelint.json"
bad_profile "a missing profile: exit 2, named" "nosuch.txt: No such file" --profile "$tmp/nosuch.txt"
bad_profile "a symbols file that is not nm's: exit 2, the file and line named" \
	"profile-self.txt:1: not a symbol line" --profile $fx/profile-self.txt \
	--profile-symbols $fx/profile-self.txt
bad_profile "--profile-symbols without --profile: exit 2" "needs --profile" --profile-symbols "$tmp/pf.nm"
bad_profile "--profile-min takes a number" "needs a non-negative number" --profile $fx/profile-self.txt \
	--profile-min lots
# The real thing: perf record on the fixture, perf report's text as it is.
pf "" >/dev/null
if ! perf record -q -e cpu-clock -F 2000 -o "$tmp/pf/perf.data" true >/dev/null 2>"$tmp/perf.err"; then
	fail "profile: perf record works here (needed for the profile test)" "$(cat "$tmp/perf.err")"
else
	perf record -q -e cpu-clock -F 2000 -o "$tmp/pf/perf.data" "$tmp/pf/prog" 20000000 >/dev/null 2>&1
	perf report -i "$tmp/pf/perf.data" --stdio --no-children --sort sym >"$tmp/perf.txt" 2>/dev/null
	out=$("$cl" infer $silent --profile "$tmp/perf.txt" "$tmp/pf" 2>&1)
	if grep -q '\[\.\] count_packet' "$tmp/perf.txt" && ! grep -q 'apply_limits\|restore_limits' "$tmp/perf.txt" &&
		echo "$out" | grep -q "$counted" && [ "$(echo "$out" | grep -c '\[cachelint:')" = 1 ]; then
		ok "profile: a real perf record of the fixture: only the packet counter's pair"
	else
		fail "profile: a real perf record of the fixture: only the packet counter's pair" \
			"$(grep -v '^#' "$tmp/perf.txt" | head -8)" "$out"
	fi
fi

# --by-line: one warning per cache line, each field once, other rules as they are
rm -rf "$tmp/bl"
mkdir -p "$tmp/bl"
for f in cpupri mm; do
	compile $fx/$f.c "$tmp/bl/$f.cachelint.json" -O2
done
pairs=$("$cl" infer $silent "$tmp/bl" 2>&1 | grep -c 'warning: .*\[cachelint:false-sharing\]')
"$cl" infer $silent --by-line "$tmp/bl" >"$tmp/bl.out" 2>&1
if [ "$pairs" = 3 ] &&
	[ "$(grep -c 'warning: .*\[cachelint:false-sharing\]' "$tmp/bl.out")" = 2 ] &&
	grep -q "cpupri.c:[0-9]*:[0-9]*: warning: cache line 0 of 'struct cpupri' (bytes 0-63 of 64-byte lines): write-hot 'pri_to_cpu\[0\].count.counter' shares it with read-hot 'pri_to_cpu\[0\].mask', 'pri_to_cpu\[1\].mask' (2 pairs, 2 of high confidence) \[cachelint:false-sharing\]" "$tmp/bl.out" &&
	[ "$(grep -c "^    write-hot 'pri_to_cpu\[0\].count.counter' (bytes 0-3, from the code): .*top writer cpupri_set" "$tmp/bl.out")" = 1 ] &&
	[ "$(grep -c "^    read-hot 'pri_to_cpu\[[01]\].mask' " "$tmp/bl.out")" = 2 ] &&
	grep -q "^    confidence high: 'pri_to_cpu\[0\].count.counter' / 'pri_to_cpu\[1\].mask'$" "$tmp/bl.out" &&
	grep -q "write-hot 'mm_sched_cpu' shares it with read-hot 'nr_running_avg' (1 pair, 0 of high confidence)" "$tmp/bl.out" &&
	grep -q 'warning: .*\[cachelint:silent-store\]' "$tmp/bl.out"; then
	ok "--by-line: 3 pairs on 2 lines give 2 warnings, each field once with its evidence; silent-store as before"
else
	fail "--by-line: one warning per line, each field once" "pairs: $pairs" "$(cat "$tmp/bl.out")"
fi

# Bad input: a clear message naming the file, exit 2.
echo '{"version": 1, "structs": [], "findings": [], "accesses": {"fields": [{"struct": 3}]}}' >"$tmp/bad.json"
"$cl" infer $silent "$tmp/bad.json" >/dev/null 2>"$tmp/bad.err"
rc=$?
[ $rc -eq 2 ] && grep -q "bad.json.*accesses.fields\[0\]" "$tmp/bad.err" &&
	ok "bad accesses: exit 2, message names the file and the key" ||
	fail "bad accesses: exit 2, message names the file and the key" "exit $rc" "$(cat "$tmp/bad.err")"
echo 'not json' >"$tmp/bad2.json"
"$cl" infer $silent "$tmp/bad2.json" >/dev/null 2>"$tmp/bad.err"
rc=$?
[ $rc -eq 2 ] && grep -q "bad2.json" "$tmp/bad.err" && ok "not JSON: exit 2 naming the file" ||
	fail "not JSON: exit 2 naming the file" "exit $rc" "$(cat "$tmp/bad.err")"
"$cl" infer $silent --bogus "$tmp/bad2.json" >/dev/null 2>&1
[ $? -eq 2 ] && ok "unknown option: exit 2" || fail "unknown option: exit 2"
