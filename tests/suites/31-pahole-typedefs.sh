#!/usr/bin/env bash
# 31-pahole-typedefs: how cachelint pahole resolves typedef'd members on DWARF.
#  - on DWARF the typedef targets, alignments and declarations come from the
#    DWARF itself (pahole/dwarf.c, libdw): one pahole run (the dump, no -I,
#    no -E round), and the same output, byte for byte, as pahole alone
#    (CACHELINT_DWARF=0: the dump with -I, then one pahole -E -C run,
#    pahole/typedefs.c) and as the pahole -C rounds (CACHELINT_DWARF=0
#    CACHELINT_TYPEDEF_PREFETCH=0), in every mode
#  - the typedef chains are resolved: to an anonymous struct through an alias,
#    to a tagged struct through two aliases, none for a function pointer or
#    an array typedef, and a name after an inline enum member (pahole 1.24
#    -C stopped at the first name it did not know: "enum")
#  - how often pahole runs: counted with a logging --pahole wrapper
#  - the DWARF reader alone (tests/unit/test-pahole-dwarf.c), and the
#    alignments it gives that pahole's text cannot show
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


# the same output from the DWARF reader, the -E run and the -C rounds, whatever the mode
same=0 differ=""
for mode in "" "--format json" "--all --format json" "--stats" "-v" "--placement any --format json"; do
	# shellcheck disable=SC2086
	a=$(CACHELINT_DWARF=0 CACHELINT_TYPEDEF_PREFETCH=0 "$cl" pahole $mode "$out/td.o" 2>&1; echo "exit $?")
	# shellcheck disable=SC2086
	b=$(CACHELINT_DWARF=0 "$cl" pahole $mode "$out/td.o" 2>&1; echo "exit $?")
	# shellcheck disable=SC2086
	c=$("$cl" pahole $mode "$out/td.o" 2>&1; echo "exit $?")
	if [ "$a" = "$b" ] && [ "$b" = "$c" ]; then
		same=$((same + 1))
	else
		differ="$differ [$mode]"
		{ diff <(echo "$a") <(echo "$b"); diff <(echo "$b") <(echo "$c"); } | head -10 |
			sed 's/^/    /' >"$out/diff"
	fi
done
if [ -z "$differ" ]; then
	echo "ok - pahole typedefs: the DWARF reader, the -E run and the pahole -C rounds answer alike ($same modes identical)"
else
	echo "not ok - pahole typedefs: output differs between DWARF, -E and -C in$differ"
	cat "$out/diff"
fi
# ... the declarations too: what pahole -I printed, the DWARF reader says
got=$("$cl" pahole --all --format json "$out/td.o" 2>&1 |
      jq -r '.structs[] | select(.name == "struct holder" or .name == "atomic_x") | "\(.name)@\(.line)"' |
      sort | tr '\n' ' ')
if [ "$got" = "atomic_x@3 struct holder@11 " ]; then
	echo "ok - pahole typedefs: declarations from the DWARF reader, as pahole -I's"
else
	echo "not ok - pahole typedefs: declarations '$got'"
fi

# what each member resolved to, from the DWARF, the -E run, the -C rounds
for env in "" "CACHELINT_DWARF=0" "CACHELINT_DWARF=0 CACHELINT_TYPEDEF_PREFETCH=0"; do
	# shellcheck disable=SC2086
	got=$(env $env "$cl" pahole --all --format json "$out/td.o" 2>"$out/err" |
	      jq -r '.structs[] | select(.name == "struct holder") | .fields[] |
		     select(.name | test("^(a|cnt|lk|fn|arr|many)$")) | "\(.name)=\(.record // "-")"' |
	      tr '\n' ' ')
	want="a=- cnt=atomic_x lk=struct lock_inner fn=- arr=- many=struct lock_inner "
	if [ "$got" = "$want" ]; then
		echo "ok - pahole typedefs (${env:-DWARF reader}): chains to records, none for function and array typedefs, names after an enum member"
	else
		echo "not ok - pahole typedefs (${env:-DWARF reader}): got '$got', want '$want'"
		sed 's/^/    /' "$out/err" | head -5
	fi
done

# how often pahole runs: once on DWARF (no -I, no -E); pahole alone: the
# dump and one -E run; without that, one run per round of names
rm -f "$out/pahole.log"
"$cl" pahole --pahole "$out/pahole" "$out/td.o" >/dev/null 2>&1
runs=$(wc -l <"$out/pahole.log" 2>/dev/null || echo 0)
if [ "$runs" = 1 ] && ! grep -q -- ' -[IE] ' "$out/pahole.log"; then
	echo "ok - pahole typedefs: the default check on DWARF runs pahole once, without -I and -E"
else
	echo "not ok - pahole typedefs: pahole ran $runs times"
	sed 's/^/    /' "$out/pahole.log" 2>/dev/null
fi
rm -f "$out/pahole.log"
CACHELINT_DWARF=0 "$cl" pahole --pahole "$out/pahole" "$out/td.o" >/dev/null 2>&1
runs=$(wc -l <"$out/pahole.log" 2>/dev/null || echo 0)
if [ "$runs" = 2 ] && grep -q -- ' -E ' "$out/pahole.log" && grep -q -- '--skip_missing' "$out/pahole.log"; then
	echo "ok - pahole typedefs: pahole alone runs twice (dump, -E -C --skip_missing)"
else
	echo "not ok - pahole typedefs: pahole alone ran $runs times"
	sed 's/^/    /' "$out/pahole.log" 2>/dev/null
fi
rm -f "$out/pahole.log"
CACHELINT_DWARF=0 CACHELINT_TYPEDEF_PREFETCH=0 "$cl" pahole --pahole "$out/pahole" "$out/td.o" >/dev/null 2>&1
runs0=$(wc -l <"$out/pahole.log" 2>/dev/null || echo 0)
if [ "$runs0" -gt 2 ]; then
	echo "ok - pahole typedefs: without the -E run, $runs0 pahole runs (one per round of names)"
else
	echo "not ok - pahole typedefs: without the -E run pahole ran $runs0 times (the test no longer tests the rounds)"
fi

# The DWARF reader alone; dwarf.c's line numbers are the unit test's.
cat >"$out/dwarf.c" <<'EOF'
/* the DWARF reader's test object: line numbers matter */
typedef unsigned int u32_t;
typedef u32_t u32b_t;
struct lk { int raw; };
typedef struct lk lk_t;
typedef lk_t lk2_t;
typedef void (*fn_t)(int);
typedef struct lk lkarr_t[2];
typedef const int cint_t;
struct al16 { int x; } __attribute__((aligned(16)));
union ual8 { int x; char c; } __attribute__((aligned(8)));
struct pk { char a; int b; } __attribute__((packed));
struct pka { char a; int b; } __attribute__((packed, aligned(4)));
typedef struct { char c; } __attribute__((aligned(32))) at32_t;
union ubits { short f0 : 15; int : 20; };
struct declared_only;
union ua16 { char c[32]; } __attribute__((aligned(16)));
struct pka2 { char a; int b; char c; } __attribute__((packed, aligned(2)));
union upk { int x; char c[5]; } __attribute__((packed));
struct use {
	u32b_t a; lk2_t l; fn_t f; lkarr_t arr; cint_t c; at32_t t;
	struct al16 a16; union ual8 u8; struct pk p; struct pka pa; union ubits ub;
	union ua16 u16; struct pka2 pa2; union upk up;
	struct declared_only *d;
} use;
#include <stdio.h>
#define SHOW(t) printf("%s=%zu/%zu ", #t, _Alignof(t), sizeof(t))
int main(void)
{
	SHOW(struct al16); SHOW(union ual8); SHOW(struct pk); SHOW(struct pka); SHOW(at32_t);
	SHOW(union ubits); SHOW(union ua16); SHOW(struct pka2); SHOW(union upk);
	return 0;
}
EOF
b=$(dirname "$cl")
if ! "$cc" -g -O0 -w -o "$out/dwarf" "$out/dwarf.c" 2>"$out/cc.err" ||
   ! "$cc" -g -c -w -o "$out/dwarf.o" "$out/dwarf.c" 2>>"$out/cc.err"; then
	echo "not ok - pahole dwarf reader: $cc -g dwarf.c failed"
	sed 's/^/    /' "$out/cc.err"
	exit 0
fi
if ${CC:-gcc} -std=gnu11 -g -Wall -Werror -I"$root" -I"$root/rules" -I"$root/tests/unit" \
	"$root/tests/unit/test-pahole-dwarf.c" "$b/pahole/dwarf.o" "$b/pahole/typedefs.o" \
	"$b/pahole/parse.o" "$b/pahole/decl.o" "$b/pahole/index.o" "$b/librules.a" -ldw -lelf -lm \
	-o "$out/test-pahole-dwarf" 2>"$out/unit.log"; then
	"$out/test-pahole-dwarf" "$out/dwarf.o"
else
	echo "not ok - pahole dwarf reader: the unit test does not build"
	sed 's/^/    /' "$out/unit.log" | head -20
fi
# ... and through cachelint pahole, against the compiler's own _Alignof and
# sizeof: what pahole 1.24's text alone cannot give (a union's own
# aligned(N), a packed aligned(N) struct printed __packed__, an unnamed
# bit-field padding a union)
want=$("$out/dwarf")
got=$("$cl" pahole --all --format json "$out/dwarf" 2>"$out/err" | jq -r '
	[.structs[] | {(.name): "\(.align)/\(.size)"}] | add as $m |
	["struct al16", "union ual8", "struct pk", "struct pka", "at32_t", "union ubits",
	 "union ua16", "struct pka2", "union upk"] | map("\(.)=\($m[.])") | join(" ")')
if [ "$got " = "$want" ]; then
	echo "ok - pahole alignment from DWARF: as _Alignof and sizeof say ($want)"
else
	echo "not ok - pahole alignment from DWARF: got '$got', the compiler says '$want'"
fi
# the file names from the line tables' headers, as libdw's dwarf_decl_file()
# gives them (it decodes the whole line program for them): DWARF 5 here,
# and DWARF 4 (-gdwarf-4)
"$cc" -g -gdwarf-4 -c -w -o "$out/dwarf4.o" "$out/dwarf.c" 2>/dev/null
bad=""
for f in "$out/dwarf" "$out/dwarf.o" "$out/dwarf4.o" "$out/td.o"; do
	CACHELINT_DWARF_VERIFY=1 "$cl" pahole --stats "$f" >/dev/null 2>"$out/verify.err"
	grep -q 'libdw says' "$out/verify.err" && bad="$bad $f"
done
if [ -z "$bad" ] && [ -s "$out/dwarf4.o" ]; then
	echo "ok - pahole dwarf reader: declarations' files as libdw names them (DWARF 4 and 5)"
else
	echo "not ok - pahole dwarf reader: declarations' files differ from libdw's in$bad"
	sed 's/^/    /' "$out/verify.err" | head -5
fi
# an object's relocations applied by the reader itself (x86-64) or by
# libdwfl (CACHELINT_DWARF_DWFL=1, as on other machines): the same answers
if [ "$(uname -m)" = x86_64 ]; then
	bad=""
	for f in "$out/dwarf.o" "$out/dwarf4.o" "$out/td.o"; do
		a=$("$cl" pahole --all --format json "$f" 2>&1)
		b=$(CACHELINT_DWARF_DWFL=1 "$cl" pahole --all --format json "$f" 2>&1)
		[ "$a" = "$b" ] || bad="$bad $f"
	done
	if [ -z "$bad" ]; then
		echo "ok - pahole dwarf reader: its own x86-64 relocation gives what libdwfl's does"
	else
		echo "not ok - pahole dwarf reader: own relocation and libdwfl's differ on$bad"
	fi
fi
