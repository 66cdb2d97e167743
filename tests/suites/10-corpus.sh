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

# A fix-it must fix: the file with the expected patch applied has no finding.
. "$root/tests/lib/corpus.sh"
for f in "$root"/tests/corpus/*.c; do
	corpus__parse "$f" 2>/dev/null || continue
	[ "$check_has_patch" = 1 ] && [ -n "$check_patch" ] || continue
	name=$(basename "$f")
	rm -rf "$tmp/fix" && mkdir "$tmp/fix" && cp "$f" "$tmp/fix/"
	if ! (cd "$tmp/fix" && printf '%s\n' "$check_patch" | patch -s -p0 >/dev/null 2>&1); then
		echo "not ok - fix-it of corpus/$name applies"; continue
	fi
	out=$(cd "$tmp/fix" && ${CACHELINT_CC:-gcc} -fplugin="$plugin" $(corpus__gcc_args "$check_args") $check_cflags \
		-fdiagnostics-plain-output -fsyntax-only "$name" 2>&1)
	if grep -q 'cachelint:' <<<"$out"; then
		echo "not ok - fix-it of corpus/$name leaves findings"; sed 's/^/    /' <<<"$out"
	else
		echo "ok - fix-it of corpus/$name removes every finding"
	fi
done
exit 0
