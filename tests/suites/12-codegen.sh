#!/usr/bin/env bash
# 12-codegen: the plugin only reads.  Annotated code compiled with and without
# the plugin gives the same object code (.comment and debug info stripped):
# tests/codegen/use-structs.c (code using annotated structs) and every corpus
# file that compiles cleanly, at -O0, -O2 and -O2 -g.
set -u
root=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cc=${CACHELINT_CC:-gcc}
if [ ! -f "$plugin" ]; then
	echo "ok - codegen # SKIP $plugin not built"
	exit 0
fi
. "$root/tests/lib/corpus.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# same_code NAME SRC_DIR FILE "CFLAGS" "PLUGIN_ARGS": prints ok/not ok.
same_code()
{
	local name=$1 dir=$2 file=$3 cflags=$4 pargs=$5 opt bad=""
	for opt in "-O0" "-O2" "-O2 -g"; do
		# shellcheck disable=SC2086
		if ! (cd "$dir" && $cc $opt $cflags -w -c "$file" -o "$tmp/a.o") 2>"$tmp/err"; then
			bad+="$opt: compile without the plugin failed: $(head -3 "$tmp/err")"$'\n'; continue
		fi
		# shellcheck disable=SC2086
		if ! (cd "$dir" && $cc $opt $cflags -w -c -fplugin="$plugin" $pargs \
			-fplugin-arg-cachelint-report-all -fplugin-arg-cachelint-report-dir="$tmp/reports" \
			"$file" -o "$tmp/b.o") 2>"$tmp/err"; then
			bad+="$opt: compile with the plugin failed: $(head -3 "$tmp/err")"$'\n'; continue
		fi
		objcopy --strip-debug -R .comment "$tmp/a.o" "$tmp/a.s.o"
		objcopy --strip-debug -R .comment "$tmp/b.o" "$tmp/b.s.o"
		if ! cmp -s "$tmp/a.s.o" "$tmp/b.s.o"; then
			bad+="$opt: object code differs:"$'\n'
			bad+=$(diff <(objdump -d -s "$tmp/a.s.o" | tail -n +3) <(objdump -d -s "$tmp/b.s.o" | tail -n +3) | head -20)$'\n'
		fi
	done
	if [ -z "$bad" ]; then
		echo "ok - codegen $name: same object code at -O0, -O2, -O2 -g"
	else
		echo "not ok - codegen $name"
		printf '%s' "$bad" | sed 's/^/    /'
	fi
}

# The check must be able to fail: a -D that changes code is caught.
(cd "$root/tests/codegen" && $cc -O2 -I"$root/include" -c use-structs.c -o "$tmp/x.o" &&
 $cc -O2 -I"$root/include" -Dglobal_stats=other_stats -c use-structs.c -o "$tmp/y.o") 2>/dev/null
if cmp -s "$tmp/x.o" "$tmp/y.o"; then
	echo "not ok - codegen comparison notices a different object"
else
	echo "ok - codegen comparison notices a different object"
fi

same_code "use-structs.c" "$root/tests/codegen" use-structs.c "-I$root/include" ""
for f in "$root"/tests/corpus/*.c; do
	corpus__parse "$f" 2>/dev/null || continue
	[ "$check_exit_value" = 0 ] && [ -z "$check_command" ] || continue
	corpus__has_frontend "$check_frontends" gcc || continue
	same_code "corpus/$(basename "$f")" "$root/tests/corpus" "$(basename "$f")" "$check_cflags" \
		"$(corpus__gcc_args "$check_args")"
done
exit 0
