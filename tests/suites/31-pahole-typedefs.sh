#!/usr/bin/env bash
# 31-pahole-typedefs: how cachelint pahole resolves typedef'd members on DWARF.
#  - one pahole -E -C run answers what the pahole -C rounds would have asked
#    (pahole/typedefs.c): the same output, byte for byte, as with
#    CACHELINT_TYPEDEF_PREFETCH=0 (pahole -C alone), in every mode
#  - the typedef chains are resolved: to an anonymous struct through an alias,
#    to a tagged struct through two aliases, none for a function pointer or
#    an array typedef, and a name after an inline enum member (pahole 1.24
#    -C stopped at the first name it did not know: "enum")
#  - the default check runs pahole twice (the dump, the -E run), not once a
#    round: counted with a logging --pahole wrapper
set -u
root=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${CACHELINT_BUILD:-$root/build}
cl=$build/cachelint
cc=${CACHELINT_CC:-gcc}
out=$build/tests/pahole-typedefs
rm -rf "$out"
mkdir -p "$out"

if [ ! -x "$cl" ]; then
	echo "ok - pahole typedefs # SKIP $cl not built"
	exit 0
fi
if ! command -v pahole >/dev/null 2>&1 || ! command -v jq >/dev/null 2>&1; then
	echo "ok - pahole typedefs # SKIP pahole (dwarves) or jq not installed"
	exit 0
fi

cat >"$out/td.c" <<'EOF'
typedef unsigned int __u32x;
typedef __u32x u32x;
typedef struct { int counter; } atomic_x;
typedef atomic_x atomic_long_x;
struct lock_inner { int raw; };
typedef struct lock_inner lock_x;
typedef lock_x lock2_x;
typedef void (*fn_x)(int);
typedef struct lock_inner lockarr_x[2];
enum mode { MODE_A, MODE_B };
struct holder {
	enum mode m;
	enum { X, Y } inl;
	unsigned char __cacheline_group_begin__hot_write[0];
	u32x a;
	atomic_long_x cnt;
	lock2_x lk;
	fn_x fn;
	lockarr_x arr;
	lock_x many[3];
	unsigned char __cacheline_group_end__hot_write[0];
};
struct holder h;
EOF
if ! "$cc" -g -c "$out/td.c" -o "$out/td.o" 2>"$out/cc.err"; then
	echo "not ok - pahole typedefs: $cc -g -c td.c failed"
	sed 's/^/    /' "$out/cc.err"
	exit 0
fi
printf '#!/bin/sh\necho "$*" >> "%s/pahole.log"\nexec pahole "$@"\n' "$out" >"$out/pahole"
chmod +x "$out/pahole"

# the same output with and without the -E run, whatever the mode
same=0 differ=""
for mode in "" "--format json" "--all --format json" "--stats" "-v" "--placement any --format json"; do
	# shellcheck disable=SC2086
	a=$(CACHELINT_TYPEDEF_PREFETCH=0 "$cl" pahole $mode "$out/td.o" 2>&1; echo "exit $?")
	# shellcheck disable=SC2086
	b=$("$cl" pahole $mode "$out/td.o" 2>&1; echo "exit $?")
	if [ "$a" = "$b" ]; then
		same=$((same + 1))
	else
		differ="$differ [$mode]"
		diff <(echo "$a") <(echo "$b") | head -10 | sed 's/^/    /' >"$out/diff"
	fi
done
if [ -z "$differ" ]; then
	echo "ok - pahole typedefs: the -E run answers as the pahole -C rounds do ($same modes identical)"
else
	echo "not ok - pahole typedefs: output differs from pahole -C alone in$differ"
	cat "$out/diff"
fi

# what each member resolved to, with and without the -E run
for pf in 1 0; do
	got=$(CACHELINT_TYPEDEF_PREFETCH=$pf "$cl" pahole --all --format json "$out/td.o" 2>"$out/err" |
	      jq -r '.structs[] | select(.name == "struct holder") | .fields[] |
		     select(.name | test("^(a|cnt|lk|fn|arr|many)$")) | "\(.name)=\(.record // "-")"' |
	      tr '\n' ' ')
	want="a=- cnt=atomic_x lk=struct lock_inner fn=- arr=- many=struct lock_inner "
	if [ "$got" = "$want" ]; then
		echo "ok - pahole typedefs (prefetch $pf): chains to records, none for function and array typedefs, names after an enum member"
	else
		echo "not ok - pahole typedefs (prefetch $pf): got '$got', want '$want'"
		sed 's/^/    /' "$out/err" | head -5
	fi
done

# how often pahole runs: the dump and one -E run, not one run per round
rm -f "$out/pahole.log"
"$cl" pahole --pahole "$out/pahole" "$out/td.o" >/dev/null 2>&1
runs=$(wc -l <"$out/pahole.log" 2>/dev/null || echo 0)
if [ "$runs" = 2 ] && grep -q -- ' -E ' "$out/pahole.log" && grep -q -- '--skip_missing' "$out/pahole.log"; then
	echo "ok - pahole typedefs: the default check runs pahole twice (dump, -E -C --skip_missing)"
else
	echo "not ok - pahole typedefs: pahole ran $runs times"
	sed 's/^/    /' "$out/pahole.log" 2>/dev/null
fi
rm -f "$out/pahole.log"
CACHELINT_TYPEDEF_PREFETCH=0 "$cl" pahole --pahole "$out/pahole" "$out/td.o" >/dev/null 2>&1
runs0=$(wc -l <"$out/pahole.log" 2>/dev/null || echo 0)
if [ "$runs0" -gt 2 ]; then
	echo "ok - pahole typedefs: without the -E run, $runs0 pahole runs (one per round of names)"
else
	echo "not ok - pahole typedefs: without the -E run pahole ran $runs0 times (the test no longer tests the rounds)"
fi
