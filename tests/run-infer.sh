#!/usr/bin/env bash
# Runs the commands of the check block at the end of each tests/infer/*.c
# fixture and compares what each prints (its stdout, then its stderr) and
# its exit status with the block.
#
#   tests/run-infer.sh [OPTIONS] [FILE...]
#     --bless          rewrite each command's output block and exit value
#                      from the real output; read the result before
#                      committing it
#     --plugin PATH    default $CACHELINT_PLUGIN or $CACHELINT_BUILD/cachelint.so
#     --cc CC          default $CACHELINT_CC or gcc
#     -v               print each command
# Output: "ok - infer/FILE #K" / "not ok - infer/FILE #K" + indented diff, one
# line per command, as the suites of tests/run-all.sh print.  Exit 1 if any
# failed.  The block is described in tests/lib/infer.sh and tests/README.md.
#
# A command runs in bash from the top of the tree, in a fresh empty folder
# $dir (written "$dir" in the output), with:
#   unit [GCC-FLAGS] FILE.c...   compile (-c -w, infer-access) each FILE of
#                                tests/infer into $dir/NAME.cachelint.json
#   program [GCC-FLAGS] FILE.c   the same, linked into $dir/prog
#   cachelint ...                the cachelint under test
#   sites [REPORT...]            one line per access site of the reports
#                                (default $dir/*.cachelint.json): struct,
#                                field, function:line, hot/cold, counts
#                                n=load,store,rmw, weights w=..., volatile or
#                                plain, and the site's other keys as JSON
#   $cc $plugin                  the compiler and the plugin
# shellcheck disable=SC2317	# the helpers are called by the commands, through eval
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
# shellcheck source=tests/lib/infer.sh
. "$here/lib/infer.sh"

bless=0 verbose=0
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cc=${CACHELINT_CC:-gcc}
files=()
fixtures=$here/infer
while [ $# -gt 0 ]; do
	case $1 in
	--bless) bless=1 ;;
	--plugin) plugin=${2:?}; shift ;;
	--cc) cc=${2:?}; shift ;;
	-v) verbose=1 ;;
	-h|--help) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	-*) echo "run-infer.sh: unknown option $1" >&2; exit 2 ;;
	*) files+=("$1") ;;
	esac
	shift
done
case $plugin in /*) ;; *) plugin=$PWD/$plugin ;; esac
case $build in /*) ;; *) build=$PWD/$build ;; esac
cl=$build/cachelint
if [ ! -f "$plugin" ] || [ ! -x "$cl" ]; then
	echo "run-infer.sh: $plugin or $cl not built (run make)" >&2
	exit 2
fi
out=$build/tests/infer
rm -rf "$out/cache"
mkdir -p "$out/cache"
[ ${#files[@]} -gt 0 ] || { for f in "$fixtures"/*.c; do files+=("$f"); done; }

# The helpers the commands use (see the header).  A compiled unit is kept
# in $out/cache for the rest of the run: many commands compile the same
# fixture with the same flags.
unit__build() {		# unit__build LINK FLAGS... FILES...
	local link=$1 flags=() srcs=() a s n key
	shift
	for a in "$@"; do
		case $a in *.c) srcs+=("$a") ;; *) flags+=("$a") ;; esac
	done
	for s in "${srcs[@]}"; do
		case $s in */*) ;; *) s=tests/infer/$s ;; esac
		n=$(basename "$s" .c)
		key=$(printf '%s\n' "$link" "$s" "${flags[@]}" | md5sum | cut -c1-16)
		if [ ! -f "$out/cache/$key.json" ]; then
			if [ "$link" = 1 ]; then
				"$cc" -w "${flags[@]}" -fplugin="$plugin" -fplugin-arg-cachelint-infer-access \
					-fplugin-arg-cachelint-report="$out/cache/$key.json" "$s" -o "$out/cache/$key.bin" || return
			else
				"$cc" -c -w "${flags[@]}" -fplugin="$plugin" -fplugin-arg-cachelint-infer-access \
					-fplugin-arg-cachelint-report="$out/cache/$key.json" "$s" -o "$out/cache/$key.o" || return
			fi
		fi
		cp "$out/cache/$key.json" "$dir/$n.cachelint.json"
		[ "$link" = 1 ] && cp "$out/cache/$key.bin" "$dir/prog"
	done
	return 0
}
unit() { unit__build 0 "$@"; }
program() { unit__build 1 "$@"; }
cachelint() { "$cl" "$@"; }
sites() {
	[ $# -gt 0 ] || set -- "$dir"/*.cachelint.json
	jq -r '.accesses.fields[] | .struct as $s | .field as $f | .sites[] |
		"\($s) \($f) \(.function):\(.at[1]) \(if .cold then "cold" else "hot" end)" +
		" n=\(.n | map(tostring) | join(",")) w=\(.w | map(tostring) | join(","))" +
		" \(if .volatile then "volatile" else "plain" end)" +
		(del(.function, .at, .cold, .n, .w, .volatile) | if . == {} then "" else " " + tojson end)' "$@"
}

indent() { sed 's/^/    /'; }

failed=0
for f in "${files[@]}"; do
	[ -f "$f" ] || { [ -f "$fixtures/$f" ] && f=$fixtures/$f; }
	name=$(basename "$f")
	if [ ! -f "$fixtures/$name" ]; then
		echo "not ok - infer/$name"; echo "    no such file in tests/infer"; failed=1; continue
	fi
	if ! msg=$(infer__parse "$fixtures/$name" 2>&1); then
		echo "not ok - infer/$name"; echo "$msg" | indent; failed=1; continue
	fi
	infer__parse "$fixtures/$name"
	base=${name%.c}
	res=$out/$base
	rm -rf "$res"
	mkdir -p "$res"
	for k in "${!check_commands[@]}"; do
		n=$((k + 1))
		cmd=${check_commands[k]}
		dir=$res/$n.dir
		mkdir -p "$dir"
		[ "$verbose" = 1 ] && echo "# $cmd" >&2
		# stdout, then stderr: through one pipe, a buffered stdout and an
		# unbuffered stderr would interleave by buffer size, mid-line
		got=$(cd "$root" && eval "$cmd" 2>"$res/$n.stderr")
		rc=$?
		err=$(cat "$res/$n.stderr")
		got=$got${got:+${err:+$'\n'}}$err
		got=${got//"$dir"/'$dir'}
		printf '%s' "$got${got:+$'\n'}" >"$res/$n.out"
		echo "$rc" >"$res/$n.rc"
		label="infer/$name #$n"
		[ "$bless" = 1 ] && continue
		problems=""
		[ "$rc" = "${check_exits[k]}" ] || problems+="exit value $rc, expected ${check_exits[k]}"$'\n'
		if [ "${check_has_output[k]}" != 1 ]; then
			problems+="no check-output block (tests/run-infer.sh --bless $name writes it)"$'\n'
		else
			printf '%s' "${check_outputs[k]}" >"$res/$n.expected"
			if ! diff -u --label expected --label got "$res/$n.expected" "$res/$n.out" >"$res/$n.diff"; then
				problems+="output differs:"$'\n'"$(cat "$res/$n.diff")"$'\n'
			fi
		fi
		if [ -n "$problems" ]; then
			echo "not ok - $label"
			{ echo "$check_name"; echo "\$ $cmd"; printf '%s' "$problems"; } | indent
			failed=1
		else
			rm -rf "$dir" "$res/$n.diff" "$res/$n.stderr"
			echo "ok - $label"
		fi
	done
	if [ "$bless" = 1 ]; then
		infer__bless "$fixtures/$name" "$res"
		echo "ok - infer/$name # blessed ${#check_commands[@]} commands"
	fi
done
exit $failed
