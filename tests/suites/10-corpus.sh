#!/usr/bin/env bash
# 10-corpus: every tests/corpus/*.c through the GCC plugin (tests/run-corpus.sh),
# after checking that the harness itself catches a wrong expectation.
set -u
root=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
if [ ! -f "$plugin" ]; then
	echo "ok - corpus # SKIP $plugin not built"
	exit 0
fi

# The harness must fail on a wrong block, an unknown tag and a wrong exit value.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/wrong-expectation.c" <<'EOC'
struct s { long a __attribute__((cachelint_write_hot)); long b __attribute__((cachelint_read_hot)); };
/*
 * check-name: expects nothing, but the plugin warns
 */
EOC
cat >"$tmp/unknown-tag.c" <<'EOC'
struct s { long a; };
/*
 * check-name: a misspelt tag
 * check-exit-valeu: 0
 */
EOC
cat >"$tmp/wrong-exit.c" <<'EOC'
struct s { long a; };
/*
 * check-name: expects exit 1 from a clean file
 * check-exit-value: 1
 */
EOC
for t in wrong-expectation unknown-tag wrong-exit; do
	out=$(CACHELINT_BUILD=$build bash "$root/tests/run-corpus.sh" --corpus "$tmp" "$t.c" 2>&1)
	rc=$?
	if [ "$rc" -ne 0 ] && grep -q "^not ok - corpus/$t.c" <<<"$out"; then
		echo "ok - corpus harness rejects $t"
	else
		echo "not ok - corpus harness rejects $t"
		sed 's/^/    /' <<<"$out"
	fi
done

CACHELINT_BUILD=$build bash "$root/tests/run-corpus.sh"

# The JSON report and the diagnostics tell the same story: one finding per
# [cachelint:...] warning (files with "#pragma GCC diagnostic" excepted: the
# report keeps the findings a pragma silences).
if CACHELINT_BUILD=$build bash "$root/tests/run-corpus.sh" --plugin "$plugin" --reports "$tmp/reports" >/dev/null 2>&1 ||
   [ -d "$tmp/reports" ]; then
	bad=""
	nfiles=0
	for j in "$tmp"/reports/*.json; do
		[ -f "$j" ] || continue
		name=$(basename "$j" .json).c
		grep -q '^#pragma GCC diagnostic' "$root/tests/corpus/$name" && continue
		json_n=$(jq '.findings | length' "$j")
		diag_n=$(grep -c '^[^ ]*: \(warning\|error\): .*\[cachelint:' "$build/tests/corpus/${name%.c}.got")
		[ "$json_n" = "$diag_n" ] || bad+="$name: $json_n findings in the JSON report, $diag_n in the diagnostics"$'\n'
		nfiles=$((nfiles + 1))
	done
	contract=""
	for j in "$tmp"/reports/*.json; do
		[ -f "$j" ] || continue
		out=$(jq -e -f "$root/tests/lib/report-contract.jq" "$j" 2>&1) || contract+="$(basename "$j"): $out"$'\n'
	done
	if [ -z "$contract" ] && [ "$nfiles" -gt 0 ]; then
		echo "ok - corpus JSON reports have every DESIGN.md field"
	else
		echo "not ok - corpus JSON reports have every DESIGN.md field"
		printf '%s' "$contract" | sed 's/^/    /'
	fi
	if [ -z "$bad" ] && [ "$nfiles" -gt 0 ]; then
		echo "ok - corpus JSON findings match the diagnostics ($nfiles files)"
	else
		echo "not ok - corpus JSON findings match the diagnostics"
		printf '%s' "$bad" | sed 's/^/    /'
	fi
fi

# A fix-it must fix: the file with the expected patch applied has no finding.
. "$root/tests/lib/corpus.sh"
for f in "$root"/tests/corpus/*.c; do
	corpus__parse "$f" 2>/dev/null || continue
	[ "$check_has_patch" = 1 ] && [ -n "$check_patch" ] || continue
	name=$(basename "$f")
	# a copy of the corpus two levels down, so relative -I../../include works
	fix=$tmp/fix/tests/corpus
	rm -rf "$tmp/fix" && mkdir -p "$tmp/fix/tests" && cp -r "$root/tests/corpus" "$fix" &&
		ln -s "$root/include" "$tmp/fix/include"
	if ! (cd "$fix" && printf '%s\n' "$check_patch" | patch -s -p0 >/dev/null 2>&1); then
		echo "not ok - fix-it of corpus/$name applies"; continue
	fi
	# shellcheck disable=SC2046,SC2086	# the args and cflags are word lists
	out=$(cd "$fix" && ${CACHELINT_CC:-gcc} -fplugin="$plugin" $(corpus__gcc_args "$check_args") $check_cflags \
		-fdiagnostics-plain-output -fsyntax-only "$name" 2>&1)
	if grep -q 'cachelint:' <<<"$out"; then
		echo "not ok - fix-it of corpus/$name leaves findings"; sed 's/^/    /' <<<"$out"
	else
		echo "ok - fix-it of corpus/$name removes every finding"
	fi
done
exit 0
