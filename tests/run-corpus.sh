#!/usr/bin/env bash
# Runs the corpus (tests/corpus/*.c) through the GCC plugin and compares each
# file's stderr and exit code with the check- block at its end.
#
#   tests/run-corpus.sh [OPTIONS] [FILE...]
#     --bless          rewrite the check-error block (and an existing
#                      check-patch block) from the real output; read the
#                      result before committing it
#     --reports DIR    also write each file's JSON report to DIR/NAME.json
#                      (NAME = file name without .c), for comparing front ends
#     --plugin PATH    default $CACHELINT_PLUGIN or $CACHELINT_BUILD/cachelint.so
#     --cc CC          default $CACHELINT_CC or gcc
#     --corpus DIR     another corpus folder (the harness's own self-test)
#     -v               print the command of each file
# Output: "ok - corpus/FILE" / "not ok - corpus/FILE" + indented diff, as the
# suites of tests/run-all.sh print.  Exit 1 if any file failed.
# The tags are described in tests/README.md.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
# shellcheck source=tests/lib/corpus.sh
. "$here/lib/corpus.sh"

bless=0 reports="" verbose=0
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
cc=${CACHELINT_CC:-gcc}
files=()
corpus=$here/corpus
while [ $# -gt 0 ]; do
	case $1 in
	--bless) bless=1 ;;
	--reports) reports=${2:?--reports needs a folder}; shift ;;
	--plugin) plugin=${2:?}; shift ;;
	--cc) cc=${2:?}; shift ;;
	--corpus) corpus=$(cd "${2:?}" && pwd) || exit 2; shift ;;
	-v) verbose=1 ;;
	-h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	-*) echo "run-corpus.sh: unknown option $1" >&2; exit 2 ;;
	*) files+=("$1") ;;
	esac
	shift
done
case $plugin in /*) ;; *) plugin=$PWD/$plugin ;; esac
if [ ! -f "$plugin" ]; then
	echo "run-corpus.sh: $plugin not built (run make)" >&2
	exit 2
fi
if [ -n "$reports" ]; then
	mkdir -p "$reports" && reports=$(cd "$reports" && pwd) || exit 2
fi
out=$build/tests/corpus
mkdir -p "$out"
[ ${#files[@]} -gt 0 ] || { for f in "$corpus"/*.c; do files+=("$f"); done; }

# run_one NAME EXTRA_ARGS: runs the file's command from tests/corpus, stderr to
# $got, exit code in $got_rc.
run_one()
{
	local file=$1 extra=$2 pargs
	pargs=$(corpus__gcc_args "$check_args")
	if [ -n "$check_command" ]; then
		cmd="$check_command $extra"
	else
		# report-dir keeps the plugin's JSON report out of the source tree
		cmd="\$cc -fplugin=\$plugin $pargs $check_cflags -fdiagnostics-plain-output -fsyntax-only -fplugin-arg-cachelint-report-dir=\$reportdir $extra \$file"
	fi
	[ "$verbose" = 1 ] && echo "# cd tests/corpus && ${cmd//\$file/$file}" >&2
	got=$(cd "$corpus" && file=$file plugin=$plugin cc=$cc pargs=$pargs cflags=$check_cflags reportdir=$out/reports \
		bash -c "$cmd" 2>&1 >/dev/null)
	got_rc=$?
}

# bless_block FILE TAG NEWCONTENT: replaces the lines between
# " * check-TAG-start" and " * check-TAG-end", adding the block before the
# closing " */" when the file has none.
bless_block()
{
	local path=$1 tag=$2 content=$3 tmp
	tmp=$(mktemp)
	# "*/" in the output would end the comment block: write it as "*\/"
	printf '%s' "$content" | sed 's|\*/|*\\/|g' >"$tmp.new"
	awk -v tag="$tag" -v newf="$tmp.new" '
		function emit(   l) { while ((getline l < newf) > 0) print l; close(newf) }
		{ lines[NR] = $0 } /^\/\*[ \t]*$/ { start = NR }
		END {
			for (i = 1; i <= NR; i++) {
				l = lines[i]
				if (i > start && l == " * check-" tag "-start") { print l; emit(); skip = 1; done = 1; continue }
				if (skip) { if (l == " * check-" tag "-end") { skip = 0; print l } ; continue }
				if (i > start && !done && l ~ /^[ \t]*\*\/[ \t]*$/) {
					print " *"; print " * check-" tag "-start"; emit(); print " * check-" tag "-end"; done = 1
				}
				print l
			}
		}' "$path" >"$tmp" && cat "$tmp" >"$path"
	rm -f "$tmp" "$tmp.new"
}

indent() { sed 's/^/    /'; }

failed=0
for f in "${files[@]}"; do
	[ -f "$f" ] || { [ -f "$corpus/$f" ] && f=$corpus/$f; }
	name=$(basename "$f")
	if [ ! -f "$corpus/$name" ]; then
		echo "not ok - corpus/$name"; echo "    no such file in tests/corpus"; failed=1; continue
	fi
	if ! msg=$(corpus__parse "$corpus/$name" 2>&1); then
		echo "not ok - corpus/$name"; echo "$msg" | indent; failed=1; continue
	fi
	corpus__parse "$corpus/$name"
	if ! corpus__has_frontend "$check_frontends" gcc; then
		echo "ok - corpus/$name # SKIP not for the gcc front end"
		continue
	fi
	base=${name%.c}

	run_one "$name" ""
	stderr_main=$got rc_main=$got_rc
	printf '%s' "$got${got:+$'\n'}" >"$out/$base.got"
	problems=""
	if [ "$got_rc" != "$check_exit_value" ]; then
		problems+="exit value $got_rc, expected $check_exit_value"$'\n'
	fi
	printf '%s' "$check_error" >"$out/$base.expected"
	if ! diff -u --label expected --label got "$out/$base.expected" "$out/$base.got" >"$out/$base.diff"; then
		problems+="stderr differs:"$'\n'"$(cat "$out/$base.diff")"$'\n'
	fi
	gotpatch=""
	if [ "$check_has_patch" = 1 ]; then
		run_one "$name" "-fdiagnostics-generate-patch"
		# The patch follows the diagnostics: keep from the first "--- " line.
		gotpatch=$(printf '%s\n' "$got" | sed -n '/^--- /,$p')
		printf '%s' "$gotpatch${gotpatch:+$'\n'}" >"$out/$base.patch.got"
		printf '%s' "$check_patch${check_patch:+$'\n'}" >"$out/$base.patch.expected"
		if ! diff -u --label expected-patch --label got-patch "$out/$base.patch.expected" "$out/$base.patch.got" >"$out/$base.patch.diff"; then
			problems+="patch differs:"$'\n'"$(cat "$out/$base.patch.diff")"$'\n'
		fi
	fi

	if [ -n "$reports" ] && [ -z "$check_command" ]; then
		tmpd=$(mktemp -d)
		run_one "$name" "-fplugin-arg-cachelint-report-dir=$tmpd"
		mapfile -t js < <(find "$tmpd" -name '*.json' -type f)
		if [ ${#js[@]} -eq 1 ]; then
			mv "${js[0]}" "$reports/$base.json"
		elif [ ${#js[@]} -gt 1 ] || [ "$check_exit_value" = 0 ]; then
			# a unit that fails (bad arguments, errors) may write no report
			problems+="--reports: the plugin wrote ${#js[@]} JSON files under report-dir, expected 1"$'\n'
		fi
		rm -rf "$tmpd"
	fi

	if [ "$bless" = 1 ]; then
		if [ "$check_known_to_fail" = 1 ]; then
			echo "not ok - corpus/$name # not blessed: check-known-to-fail (its block holds the right output)"
			failed=1; continue
		fi
		bless_block "$corpus/$name" error "$stderr_main${stderr_main:+$'\n'}"
		[ "$check_has_patch" = 1 ] && bless_block "$corpus/$name" patch "$gotpatch${gotpatch:+$'\n'}"
		echo "ok - corpus/$name # blessed (exit value $rc_main${problems:+; was: $(echo "$problems" | head -1)})"
		continue
	fi

	if [ "$check_known_to_fail" = 1 ]; then
		if [ -n "$problems" ]; then
			echo "ok - corpus/$name # SKIP known to fail: $check_name (tests/KNOWN-ISSUES.md)"
		else
			echo "not ok - corpus/$name"
			echo "    passed but is marked check-known-to-fail: remove the tag and its KNOWN-ISSUES.md entry"
			failed=1
		fi
		continue
	fi
	if [ -n "$problems" ]; then
		echo "not ok - corpus/$name"
		echo "$check_name" | indent
		printf '%s' "$problems" | indent
		failed=1
	else
		rm -f "$out/$base.diff" "$out/$base.patch.diff"
		echo "ok - corpus/$name"
	fi
done
exit $failed
