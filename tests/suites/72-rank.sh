#!/usr/bin/env bash
# cachelint infer --rank (issue 26): every finding gets an estimated cost
# (write rate x alone x cpus x remote reader rate x read share, rules/
# infer_rank.h) and the list is ordered by it.  The seeds in code form and
# two public fixes written as fixtures (tests/infer/tgload.c: commit
# b0367629acf6; tests/infer/tgrt.c: Deng Pan's task_group re-layout) must
# rank first on their units; each factor is checked on a pair that moves it,
# the measured one (--c2c, tests/infer/c2c-seeds.txt) too.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}"
. tests/lib/suite.sh
fx=tests/infer

if [ ! -f "$plugin" ] || [ ! -x "$cl" ]; then
	echo "ok - rank # SKIP $plugin or $cl not built"
	exit 0
fi
if ! command -v python3 >/dev/null; then
	echo "ok - rank # SKIP python3 (used to read the JSON) not installed"
	exit 0
fi
plugin_abs

for f in cpupri mm tgload tgrt cpupri_bits contradict; do
	if ! compile $fx/$f.c "$tmp/$f.json"; then
		fail "compile $f.c with infer-access" "$(cat "$tmp/cc.err")"
		exit 0
	fi
done

# ranking REPORT [options]: the "ranking" array of --format json, one
# "rank<TAB>score<TAB>struct<TAB>W / R<TAB>factor=value..." line each (read
# from its own key: it names every pair, whatever the findings' grouping)
ranking() {
	local rep=$1
	shift
	"$cl" infer --format json "$@" "$rep" 2>/dev/null | python3 -c '
import json, sys
t = sys.stdin.read()
i = t.index("\"ranking\": [")
r, _ = json.JSONDecoder().raw_decode(t[i + len("\"ranking\": "):])
for e in r:
    f = e["factors"]
    print("%d\t%s\t%s\t%s\t%s" % (e["rank"], repr(e["score"]), e["struct"], " / ".join(e["fields"]),
          " ".join("%s=%s" % (k, f[k]) for k in sorted(f))))'
}

# --- the seeds rank first on their units
ranking "$tmp/cpupri.json" --candidates >"$tmp/cpupri.rank"
check "cpupri seed: the count/mask pair ranks first, with a positive score" \
	awk -F'\t' 'NR == 1 && $1 == 1 && $3 == "struct cpupri" && $4 ~ /^pri_to_cpu\[0\]\.count\.counter \/ pri_to_cpu\[[01]\]\.mask$/ && $2 + 0 > 0 { f = 1 } END { exit !f }' "$tmp/cpupri.rank"
ranking "$tmp/mm.json" --candidates --silent-stores >"$tmp/mm.rank"
check "mm seed: mm_sched_cpu / nr_running_avg ranks first" \
	awk -F'\t' 'NR == 1 && $3 == "struct mm_struct" && $4 == "mm_sched_cpu / nr_running_avg" { f = 1 } END { exit !f }' "$tmp/mm.rank"

# --- the public fixes
ranking "$tmp/tgload.json" --candidates >"$tmp/tgload.rank"
check "b0367629acf6 (task_group.load_avg, v4.3 layout): load_avg / shares ranks first of 3" \
	awk -F'\t' 'NR == 1 && $3 == "struct task_group" && $4 == "load_avg.counter / shares" { f = 1 } END { exit !(f && NR == 3) }' "$tmp/tgload.rank"
ranking "$tmp/tgrt.json" --candidates >"$tmp/tgrt.rank"
check "task_group re-layout (v6.0 layout): load_avg / rt_rq ranks first" \
	awk -F'\t' 'NR == 1 && $3 == "struct task_group" && $4 == "load_avg.counter / rt_rq" { f = 1 } END { exit !(f && NR >= 2) }' "$tmp/tgrt.rank"

# --- each factor
# rate: the tick's writer and readers against a sysfs-like root's
check "rate: a writer the tick reaches (0.5, from sched_tick) outweighs one no hot entry reaches (0.1)" \
	awk -F'\t' '$4 == "load_avg.counter / shares" && / writer_entry=sched_tick( |$)/ && / write_rate=0\.5( |$)/ { a = $2 }
		$4 == "hits.counter / limit" && / writer_entry=None( |$)/ && / write_rate=0\.1( |$)/ { b = $2 }
		END { exit !(a != "" && b != "" && a + 0 > b + 0) }' "$tmp/tgload.rank"
# cpus and the record's own lock: plain stores under tg->lock
check "cpus: plain stores under the record's own lock count 0.3 x 0.5" \
	awk -F'\t' '$4 == "nr_spread / shares" && / cpus=0.15 / && / cpus_why=plain stores / && / lock=struct task_group / { f = 1 } END { exit !f }' "$tmp/tgload.rank"
check "cpus: an atomic writer counts 1, no lock of its record" \
	awk -F'\t' '$4 == "load_avg.counter / shares" && / cpus=1 / && / cpus_why=atomic RMW / && / lock=None / { f = 1 } END { exit !f }' "$tmp/tgload.rank"
check "cpus: marked stores (WRITE_ONCE) count 0.6, and rank below the atomic load_avg pair" \
	awk -F'\t' '$4 == "idle / shares" && / cpus=0\.6 / && / cpus_why=WRITE_ONCE\/READ_ONCE / && $1 > 1 { f = 1 } END { exit !f }' "$tmp/tgrt.rank"
# alone: the lock word and spread_seen are written with nr_spread
check "alone: a writer that writes another field of the line saves nothing (alone 0, score 0)" \
	awk -F'\t' '$4 == "nr_spread / shares" && /[ \t]alone=0 / && / line_cowriters=2 / && $2 + 0 == 0 { f = 1 } END { exit !f }' "$tmp/tgload.rank"
# remote readers: sched_rt_period_timer reads rt_period and writes overruns
check "remote readers: a reader that writes the line is not counted" \
	awk -F'\t' '$4 == "load_avg.counter / rt_bandwidth.rt_period" && / line_writing_readers=1 / && / remote_readers=1 / { f = 1 } END { exit !f }' "$tmp/tgrt.rank"
check "remote readers: two hot readers of rt_rq (a wakeup, schedule), none writing the line" \
	awk -F'\t' '$4 == "load_avg.counter / rt_rq" && / remote_readers=2 / && / line_writing_readers=0 / && / reader_entry=(__schedule|try_to_wake_up) / { f = 1 } END { exit !f }' "$tmp/tgrt.rank"
# line writer: a field declared write-hot that only init writes pays for its line's writes
ranking "$tmp/contradict.json" --candidates >"$tmp/contradict.rank"
check "line writer: declared write-hot 'users', written only in init, scores the hot 'limit' beside it" \
	awk -F'\t' '$3 == "struct tunables" && $4 == "users" && / line_writer=limit / && / write_rate=0\.809/ && / remote_readers=2 / && $2 + 0 > 0 { f = 1 }
		$4 == "users" && / declared_write=True / { bad = 1 } END { exit !(f && !bad) }' "$tmp/contradict.rank"
check "line writer: the JSON names it only for that role-contradiction" \
	awk -F'\t' '/ line_writer=/ && $4 != "users" { bad = 1 } END { exit bad }' "$tmp/contradict.rank"
# read share: a ratio, not the role (defconfig cpupri: both write-hot)
"$cl" infer --rank --annotations-out "$tmp/bits.ann" "$tmp/cpupri_bits.json" >/dev/null 2>&1
check "read share: the defconfig mask bits are read-mostly relative to count (a higher share)" \
	python3 - "$tmp/bits.ann" <<'PY'
import re, sys
share, prev = {}, ""
for line in open(sys.argv[1]):
    if line.startswith("#"):
        prev = line
        continue
    m = re.search(r"read share ([0-9.]+)", prev)
    if m:
        share[line.split()[0]] = float(m.group(1))
c, m = share.get("cpupri_vec.count.counter"), share.get("cpupri_vec.mask.bits")
print(share)
sys.exit(0 if c is not None and m is not None and m > c else 1)
PY
check "read share: without --rank the evidence has no rates" \
	sh -c '"$0" infer --annotations-out "$1/plain.ann" "$1/cpupri_bits.json" >/dev/null 2>&1; ! grep -q "rated reads" "$1/plain.ann" && grep -q "cpupri_vec.mask.bits" "$1/plain.ann"' "$cl" "$tmp"

# --- the options
"$cl" infer --candidates "$tmp/tgload.json" >"$tmp/all.txt" 2>/dev/null
"$cl" infer --candidates --top 1 "$tmp/tgload.json" >"$tmp/top1.txt" 2>/dev/null
rc=$?
check "--top 1: one finding, the first of the full list, exit 1" \
	sh -c '[ "$(grep -c "warning:" "$1")" = 1 ] && [ "$(grep -m1 "warning:" "$1")" = "$(grep -m1 "warning:" "$2")" ] && [ "$3" = 1 ]' \
	sh "$tmp/top1.txt" "$tmp/all.txt" "$rc"
check "text: every finding of --candidates has its rank line with the factors" \
	sh -c '[ "$(grep -c "warning:" "$1")" = "$(grep -c "^    rank: score .* = write rate .* x alone .* x cpus .* x remote reader rate .* x read share" "$1")" ]' sh "$tmp/all.txt"
"$cl" infer --candidates --no-rank "$tmp/tgload.json" >"$tmp/norank.txt" 2>/dev/null
check "--no-rank: the same findings in the checks' order, without rank lines" \
	sh -c '! grep -q "rank: score" "$1" && [ "$(grep "warning:" "$1" | sort)" = "$(grep "warning:" "$2" | sort)" ]' sh "$tmp/norank.txt" "$tmp/all.txt"
check "--no-rank with --rank is a usage error (exit 2)" \
	sh -c '"$0" infer --rank --no-rank "$1" >/dev/null 2>&1; [ $? = 2 ]' "$cl" "$tmp/tgload.json"
check "--top 0 and --top x are usage errors (exit 2)" \
	sh -c '"$0" infer --top 0 "$1" >/dev/null 2>&1; a=$?; "$0" infer --top x "$1" >/dev/null 2>&1; b=$?; [ $a = 2 ] && [ $b = 2 ]' "$cl" "$tmp/tgload.json"

"$cl" infer --candidates --by-line "$tmp/tgload.json" >"$tmp/byline.txt" 2>/dev/null
check "--by-line: lines in score order, each with its line score and costliest pair's factors" \
	sh -c '[ "$(grep -c "warning: cache line" "$1")" = "$(grep -c "^    line score .* costliest pair .* rank: score" "$1")" ] &&
		grep -m1 "warning:" "$1" | grep -q "of '"'"'struct task_group'"'"'.*load_avg.counter" &&
		grep -m1 "line score" "$1" | grep -q "costliest pair '"'"'load_avg.counter'"'"' / '"'"'shares'"'"'"' sh "$tmp/byline.txt"

# the default output (a declared side needed) keeps its findings; --rank only orders them
printf '%s\n' 'cpupri_vec.count write_hot' >"$tmp/one.ann"
"$cl" infer --annotations "$tmp/one.ann" "$tmp/cpupri.json" >"$tmp/def.txt" 2>/dev/null
"$cl" infer --annotations "$tmp/one.ann" --rank "$tmp/cpupri.json" >"$tmp/defrank.txt" 2>/dev/null
check "default output: no rank lines, and --rank gives the same findings" \
	sh -c '! grep -q "rank:" "$1" && grep -q "warning:" "$1" && [ "$(grep "warning:" "$1" | sort)" = "$(grep "warning:" "$2" | sort)" ] && grep -q "rank: score 0*\.*0*[1-9][0-9.e-]* = .* x alone 1.00 .* x cpus 1 (atomic RMW)" "$2"' sh "$tmp/def.txt" "$tmp/defrank.txt"

# JSON: the ranking names each pair as the findings do
"$cl" infer --candidates --format json "$tmp/cpupri.json" >"$tmp/cpupri.out.json" 2>/dev/null
check "json: ranking entries carry rank, rule, struct, fields, cacheline, score and factors" \
	python3 - "$tmp/cpupri.out.json" <<'PY'
import json, sys
t = open(sys.argv[1]).read()
i = t.index('"ranking": [')
r, _ = json.JSONDecoder().raw_decode(t[i + len('"ranking": '):])
need = {"rank", "rule", "struct", "fields", "cacheline", "score", "factors"}
fac = {"write_rate", "alone", "cpus", "remote_readers", "reader_rate", "read_share", "top_writer"}
ok = len(r) == 2 and all(need <= set(e) and fac <= set(e["factors"]) for e in r)
ok = ok and [e["rank"] for e in r] == [1, 2] and r[0]["score"] >= r[1]["score"] > 0
ok = ok and r[0]["factors"]["top_writer"] == "cpupri_set" and r[0]["rule"] == "false-sharing"
sys.exit(0 if ok else 1)
PY

# --- measured evidence: perf c2c (tests/infer/c2c-seeds.txt, perf 6.1's text)
c2c=$fx/c2c-seeds.txt
ranking "$tmp/mm.json" --candidates "$tmp/cpupri.json" >"$tmp/seeds.rank"
ranking "$tmp/mm.json" --candidates --c2c "$c2c" "$tmp/cpupri.json" >"$tmp/seeds-c2c.rank"
check "c2c: without it the cpupri pair ranks first, the mm pair below" \
	awk -F'\t' 'NR == 1 && $3 == "struct cpupri" { a = 1 } $4 == "mm_sched_cpu / nr_running_avg" && $1 > 1 { b = 1 } END { exit !(a && b) }' "$tmp/seeds.rank"
check "c2c: the mm line's 4,890 read-side HITMs move its pair to the top (score x 1 + HITM)" \
	awk -F'\t' 'NR == 1 && $3 == "struct mm_struct" && $4 == "mm_sched_cpu / nr_running_avg" && / c2c=4891\.3/ { f = 1 } END { exit !f }' "$tmp/seeds-c2c.rank"
check "c2c: count / mask[0] (0x8 measured) ranks above count / mask[1] (nothing at 0x18, x 1)" \
	awk -F'\t' '$4 ~ /pri_to_cpu\[0\]\.mask$/ && / c2c=865\.0/ { a = $1 } $4 ~ /pri_to_cpu\[1\]\.mask$/ && / c2c=1 / { b = $1 } END { exit !(a != "" && b != "" && a + 0 < b + 0) }' "$tmp/seeds-c2c.rank"
check "c2c: the measured score is the estimate times the factor" \
	python3 - "$tmp/seeds.rank" "$tmp/seeds-c2c.rank" <<'PY'
import re, sys
def load(p):
    d = {}
    for l in open(p):
        f = l.rstrip("\n").split("\t")
        m = re.search(r"(?:^| )c2c=([0-9.e+]+)", f[4])
        d[(f[2], f[3])] = (float(f[1]), float(m.group(1)) if m else 1.0)
    return d
a, b = load(sys.argv[1]), load(sys.argv[2])
ok = a.keys() == b.keys() and all(abs(a[k][0] * b[k][1] - b[k][0]) <= 1e-6 * max(1, b[k][0]) for k in a)
ok = ok and any(b[k][1] > 1 for k in b)
sys.exit(0 if ok else 1)
PY
"$cl" infer --candidates --c2c "$c2c" "$tmp/mm.json" "$tmp/cpupri.json" >"$tmp/c2c.txt" 2>/dev/null
check "c2c: the evidence line names the line's HITMs, their share and the offsets' functions" \
	grep -q "^    c2c: 1,234 HITM (15% of the total) on this line, offsets 0x0 written by cpupri_set, 0x0 read by cpupri_find_fitness, 0x8 read by cpupri_find_fitness; x 865 (1 + 864 HITM on the read side)$" "$tmp/c2c.txt"
check "c2c: a malformed file is refused naming its line (exit 2)" \
	sh -c 'sed "80s/.*/garbage/" "$1" >"$3/bad-c2c.txt"; "$0" infer --candidates --c2c "$3/bad-c2c.txt" "$2" >/dev/null 2>"$3/bad-c2c.err"; [ $? = 2 ] && grep -q "^cachelint infer: $3/bad-c2c.txt:80: " "$3/bad-c2c.err"' \
	"$cl" "$c2c" "$tmp/mm.json" "$tmp"
