#!/usr/bin/env bash
# The ranking of cachelint infer (issue 26) against the judged census
# (docs/kernel-census.tsv): the area under the ROC curve of the judged
# findings cachelint reproduces (TRUE against FALSE, and TRUE or WORKLOAD
# against FALSE: the chance that a real one scores above a false one, ties
# half), and the recall of the census's TRUE findings in the top 20/50/100.
#
#   bench/rank-census.sh REPORTS-DIR CONFIG [cachelint infer options]
#
# CONFIG is offstack or def (census lines for it and for "any").  Needs the
# reports of a build with -fplugin-arg-cachelint-infer-access (make
# kernel-infer writes build/kernel/infer/reports-{def,offstack}).  A
# measurement: exit 0 unless an input is missing.
set -u
ROOT=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
B=${CACHELINT_BUILD:-$ROOT/build}
[ $# -ge 2 ] || { echo "usage: $0 REPORTS-DIR offstack|def [infer options]" >&2; exit 2; }
dir=$1 config=$2
shift 2
[ -d "$dir" ] || { echo "rank-census: $dir: no such folder" >&2; exit 2; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$B/cachelint" infer --candidates --rank --format json "$@" "$dir" >"$out" 2>/dev/null
[ -s "$out" ] || { echo "rank-census: cachelint infer wrote nothing" >&2; exit 2; }
python3 - "$out" "$ROOT/docs/kernel-census.tsv" "$config" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
# the ranking alone: it names every pair, whatever the findings' grouping
at = text.index('"ranking": [')
ranking, _ = json.JSONDecoder().raw_decode(text[at + len('"ranking": '):])
verdict = {}
for line in open(sys.argv[2]):
    if line.startswith('#'):
        continue
    c = line.rstrip('\n').split('\t')
    if len(c) >= 6 and c[4] in ('any', sys.argv[3]):
        verdict[(c[0], c[1], c[2], c[3] or '-')] = c[5]
judged = []
for r in ranking:
    f = r['fields'] + ['-']
    v = verdict.get((r['struct'], r['rule'], f[0], f[1]))
    if v:
        judged.append((r['rank'], r['score'], v))

def auc(pos, neg):
    if not pos or not neg:
        return float('nan')
    s = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg)
    return s / (len(pos) * len(neg))

true = [s for _, s, v in judged if v == 'TRUE']
work = [s for _, s, v in judged if v == 'WORKLOAD']
false = [s for _, s, v in judged if v == 'FALSE']
ntrue = sum(1 for v in verdict.values() if v == 'TRUE')
print('ranked findings: %d; judged %d (TRUE %d, WORKLOAD %d, FALSE %d); census TRUE for %s: %d'
      % (len(ranking), len(judged), len(true), len(work), len(false), sys.argv[3], ntrue))
print('AUC TRUE vs FALSE: %.3f; TRUE+WORKLOAD vs FALSE: %.3f' % (auc(true, false), auc(true + work, false)))
for k in (20, 50, 100):
    t = sum(1 for r, _, v in judged if v == 'TRUE' and r <= k)
    tw = sum(1 for r, _, v in judged if v in ('TRUE', 'WORKLOAD') and r <= k)
    print('top %d: %d of %d census TRUE (%d of %d reproduced), %d TRUE or WORKLOAD'
          % (k, t, ntrue, t, len(true), tw))
for r, s, v in sorted(judged):
    if v != 'FALSE':
        print('  rank %d score %.4g %s' % (r, s, v))
PY
