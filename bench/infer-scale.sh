#!/usr/bin/env bash
# cachelint infer on a whole build's worth of unit reports (a benchmark, not
# a test).
#
#   bench/infer-scale.sh [UNITS] [TEMPLATE_DIR]
#
# Makes UNITS unit reports (default 3000) by copying the *.cachelint.json
# reports under TEMPLATE_DIR round-robin (default: the kernel/sched reports of
# build/kernel-infer, else the tests/infer fixtures compiled with
# infer-access), renaming every function per copy so that sites do not
# collapse (shared static inline helpers keep their names: they do merge in a
# real build).  Then times `cachelint infer DIR` (wall and CPU, peak RSS).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CACHELINT_BUILD:-$root/build}
plugin=${CACHELINT_PLUGIN:-$build/cachelint.so}
name=$(basename "$plugin" .so)
units=${1:-3000}
tmpl=${2:-$build/kernel-infer/reports}
out=$build/bench/infer-scale
rm -rf "$out"
mkdir -p "$out/units" "$out/tmpl"
if ! find "$tmpl" -name '*.cachelint.json' 2>/dev/null | grep -q .; then
	tmpl=$out/tmpl
	for f in "$root"/tests/infer/*.c; do
		gcc -O2 -c -w -fplugin="$plugin" -fplugin-arg-$name-infer-access \
			-fplugin-arg-$name-report="$tmpl/$(basename "$f" .c).cachelint.json" "$f" -o /dev/null
	done
fi
python3 - "$tmpl" "$out/units" "$units" <<'PY'
import glob, os, re, sys
tmpl, dst, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = sorted(glob.glob(os.path.join(tmpl, '**', '*.cachelint.json'), recursive=True))
texts = [open(f).read() for f in files]
fn = re.compile(r'("(?:function|from|to)": "[^"]*)"')
names = re.compile(r'("(?:escapes|statics)": \[)([^]]*)\]')
for i in range(n):
    # textual, so the report keeps the plugin's layout ("accesses" last);
    # the call graph's names too, so that it does not collapse either
    text = fn.sub(lambda m: m.group(1) + '@%d"' % i, texts[i % len(texts)])
    text = names.sub(lambda m: m.group(1) + re.sub(r'"([^"]*)"', r'"\1@%d"' % i, m.group(2)) + ']', text)
    with open(os.path.join(dst, 'u%05d.cachelint.json' % i), 'w') as fp:
        fp.write(text)
print('%d unit reports from %d templates, %.0f MB' % (n, len(files),
      sum(os.path.getsize(os.path.join(dst, x)) for x in os.listdir(dst)) / 1e6))
PY
/usr/bin/time -f 'cachelint infer: %e s wall, %U s user, %S s sys, %M KB peak RSS' \
	"$build/cachelint" infer "$out/units" >"$out/findings.txt" 2>"$out/time.txt" || true
tail -1 "$out/time.txt"
echo "findings: $(grep -c '\[cachelint:' "$out/findings.txt")"
