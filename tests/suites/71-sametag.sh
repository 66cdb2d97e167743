#!/usr/bin/env bash
# One tag, several layouts: two units that each define their own struct
# entry are two types.  cachelint infer keeps them apart (each layout gets
# only the accesses compiled against it, and is named after its
# definition), merges the units that share a layout, and counts the split
# in --stats; merge, report, diff and pahole --reports show each finding
# against its own layout.  Fixtures: tests/infer/sametag_*.c; and the
# csmith programs of issue 22 when csmith is installed.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}"
. tests/lib/suite.sh
fx=tests/infer

if [ ! -f "$plugin" ] || [ ! -x "$cl" ]; then
	echo "ok - sametag # SKIP $plugin or $cl not built"
	exit 0
fi
if ! command -v python3 >/dev/null; then
	echo "ok - sametag # SKIP python3 (used to read the JSON) not installed"
	exit 0
fi
plugin_abs

# findings_valid INFER.json UNIT.json...: every finding's struct is a layout
# some unit defines (the one at its [FILE:LINE] when it names one), and
# every field it names is a member of that layout, at the offset it gives.
findings_valid() {
	python3 - "$@" <<'EOF'
import json, re, sys
out = json.load(open(sys.argv[1]))
units = [json.load(open(p)) for p in sys.argv[2:]]

def records(u):
    acc = u.get("accesses", {})
    files = acc.get("files", [])
    recs = {}
    for r in acc.get("records", []):
        at = r.get("at")
        where = "%s:%d" % (files[at[0]], at[1]) if at else None
        recs[r["name"]] = (r, where)
    return recs

def offset_of(recs, key, path):
    """bit offset of a flattened path, or None when it is not a member"""
    off = 0
    rec = recs.get(key)
    parts = path.split(".")
    for i, part in enumerate(parts):
        if rec is None:
            return None
        m = re.fullmatch(r"([^\[]+)((\[\d+\])*)", part)
        if not m:
            return None
        f = [f for f in rec[0]["fields"] if f["name"] == m.group(1)]
        if not f:
            # anonymous members are flattened under their own names
            return None
        f = f[0]
        off += f["bit_offset"]
        for idx in re.findall(r"\[(\d+)\]", m.group(2)):
            elem = f.get("elem_bit_size") or (f["bit_size"] // max(f.get("count", 1), 1))
            off += int(idx) * elem
        if i + 1 < len(parts):
            rec = recs.get(f.get("record"))
    return off

bad = 0
for fd in out["findings"]:
    name = fd["struct"]
    m = re.fullmatch(r"(.*) \[(.*?)(?: #\d+)?\]", name)
    tag, where = (m.group(1), m.group(2)) if m else (name, None)
    homes = []
    for u in units:
        recs = records(u)
        if tag in recs and (where is None or recs[tag][1] == where or u.get("source") == where):
            homes.append(recs)
    if not homes:
        print("finding on %r: no unit defines that layout" % name)
        bad += 1
        continue
    for k, field in enumerate(fd["fields"]):
        if fd["rule"] in ("stale-annotation", "layout-mismatch") or not field:
            continue
        offs = [offset_of(h, tag, field) for h in homes]
        want = fd["offsets"][k] * 8 if k < len(fd.get("offsets", [])) else None
        if all(o is None for o in offs):
            print("finding on %r names %r, not a member of that layout" % (name, field))
            bad += 1
        elif want is not None and not any(o is not None and o // 8 == want // 8 for o in offs):
            print("finding on %r: %r at byte %d, but that layout has it at %s" %
                  (name, field, want // 8, [o // 8 for o in offs if o is not None]))
            bad += 1
sys.exit(1 if bad else 0)
EOF
}

# pairs INFER.json: "STRUCT:FIELD/FIELD" of every false-sharing finding, sorted
pairs() {
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(" ".join(sorted("%s:%s" % (f["struct"], "/".join(f["fields"]))
                      for f in d["findings"] if f["rule"] == "false-sharing")))' "$1"
}

for x in a b c; do
	if ! compile $fx/sametag_$x.c "$tmp/$x.json"; then
		fail "sametag_$x.c compiles with infer-access" "$(head -5 "$tmp/cc.err")"
		exit 0
	fi
done

# a and b: two struct entry, a's hits written hot, b's mode read hot
"$cl" infer --candidates --format json --stats "$tmp/a.json" "$tmp/b.json" \
	>"$tmp/ab.json" 2>"$tmp/ab.err"
got=$(pairs "$tmp/ab.json")
if [ -z "$got" ]; then
	ok "infer: a write-hot field of one struct entry and a read-hot field of another make no pair"
else
	fail "infer: a write-hot field of one struct entry and a read-hot field of another make no pair" \
		"got: $got"
fi
if grep -q "1 struct tag with several layouts, kept apart as 2 records: 'struct entry' (2)" \
	"$tmp/ab.err"; then
	ok "infer --stats: counts the tag whose layouts disagree, and its layouts"
else
	fail "infer --stats: counts the tag whose layouts disagree, and its layouts" \
		"$(grep -i layout "$tmp/ab.err")"
fi
names=$(python3 -c '
import json, sys
print(" ".join(sorted(s["name"] for s in json.load(open(sys.argv[1]))["structs"])))' "$tmp/ab.json")
if [ "$names" = "struct entry [tests/infer/sametag_a.c:8] struct entry [tests/infer/sametag_b.c:6]" ]; then
	ok "infer: each layout is a record of its own, named after its definition"
else
	fail "infer: each layout is a record of its own, named after its definition" "got: $names"
fi

# a and c: one layout defined twice: merged, c's readers count with a's writers
"$cl" infer --candidates --format json --stats "$tmp/a.json" "$tmp/c.json" \
	>"$tmp/ac.json" 2>"$tmp/ac.err"
got=$(pairs "$tmp/ac.json")
if [ "$got" = "struct entry:hits/mode" ] && grep -q "0 struct tags with several layouts" "$tmp/ac.err"; then
	ok "infer: two units with the same layout of a tag are one record (evidence from both counts)"
else
	fail "infer: two units with the same layout of a tag are one record (evidence from both counts)" \
		"got: $got" "$(grep -i layout "$tmp/ac.err")"
fi

# all three: a and c are one layout, named; b's readers are not theirs
"$cl" infer --candidates --format json "$tmp/a.json" "$tmp/b.json" "$tmp/c.json" \
	>"$tmp/abc.json" 2>/dev/null
got=$(pairs "$tmp/abc.json")
readers=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(" ".join(f.get("extra", "") for f in d["findings"]))' "$tmp/abc.json")
if [ "$got" = "struct entry [tests/infer/sametag_a.c:8]:hits/mode" ] &&
	[[ "$readers" == *"0/0/2 hot functions rmw/store/load"* ]] && [[ "$readers" != *b_mode* ]]; then
	ok "infer: the finding names its layout, and cites only the code compiled against it"
else
	fail "infer: the finding names its layout, and cites only the code compiled against it" \
		"got: $got" "extra: $readers"
fi
if msg=$(findings_valid "$tmp/abc.json" "$tmp/a.json" "$tmp/b.json" "$tmp/c.json"); then
	ok "infer: every finding's fields are members of the layout it names"
else
	fail "infer: every finding's fields are members of the layout it names" "$msg"
fi

# --annotations-out names tags; read back, a line applies to every layout with the field
"$cl" infer --candidates --annotations-out "$tmp/abc.ann" "$tmp/a.json" "$tmp/b.json" \
	"$tmp/c.json" >/dev/null 2>&1
if grep -qx 'entry.hits write_hot' "$tmp/abc.ann" && grep -qx 'entry.mode read_hot' "$tmp/abc.ann" &&
	grep -q '^# layout tests/infer/sametag_a.c:8: ' "$tmp/abc.ann" && ! grep -v '^#' "$tmp/abc.ann" | grep -q '\['; then
	ok "infer --annotations-out: lines name the tag, the layout is in the comment"
else
	fail "infer --annotations-out: lines name the tag, the layout is in the comment" \
		"$(grep -v '^# cachelint\|^# STRUCT' "$tmp/abc.ann" | head -6)"
fi
printf 'entry.hits write_hot\nentry.name read_hot\nentry.nosuch read_hot\n' >"$tmp/decl.ann"
"$cl" infer --declared-pairs --annotations "$tmp/decl.ann" --format json "$tmp/a.json" \
	"$tmp/b.json" >"$tmp/decl.json" 2>"$tmp/decl.err"
stale=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(" ".join(sorted(f["fields"][0] for f in d["findings"] if f["rule"] == "stale-annotation")))' "$tmp/decl.json")
if [ "$stale" = nosuch ]; then
	ok "infer --annotations: a line names a tag; stale only when no layout of it has the field"
else
	fail "infer --annotations: a line names a tag; stale only when no layout of it has the field" \
		"stale: $stale" "$(head -3 "$tmp/decl.err")"
fi

# p's struct box leaves its struct entry out (p touches only k), q's box
# embeds q's entry (e.y written hot), r's entry has p's layout: the merged
# box is q's, so e.y's evidence is still there, against q's entry
for x in p q r; do
	if ! compile $fx/sametag_$x.c "$tmp/$x.json"; then
		fail "sametag_$x.c compiles with infer-access" "$(head -5 "$tmp/cc.err")"
		exit 0
	fi
done
"$cl" infer --candidates --format json "$tmp/p.json" "$tmp/q.json" "$tmp/r.json" \
	>"$tmp/pqr.json" 2>/dev/null
got=$(pairs "$tmp/pqr.json")
if [ "$got" = "struct box:e.y/k" ] &&
	findings_valid "$tmp/pqr.json" "$tmp/p.json" "$tmp/q.json" "$tmp/r.json" >"$tmp/pqr.err"; then
	ok "infer: a container one unit wrote without its several-layout member is merged as the unit that has it"
else
	fail "infer: a container one unit wrote without its several-layout member is merged as the unit that has it" \
		"got: $got" "$(cat "$tmp/pqr.err" 2>/dev/null)"
fi

# The csmith programs of issue 22: three struct S1 of 8, 46 and 32 bytes.
if ! command -v csmith >/dev/null || [ ! -f /usr/include/csmith/csmith.h ]; then
	echo "ok - infer: csmith seeds 115, 49, 10 # SKIP csmith not installed (bash scripts/deps.sh)"
else
	mkdir -p "$tmp/cs"
	built=yes
	for seed in 115 49 10; do
		# from its own folder: csmith writes platform.info where it runs
		(cd "$tmp/cs" && csmith --seed $seed >"s$seed.c" 2>/dev/null) &&
			(cd "$tmp/cs" && compile "s$seed.c" "$tmp/cs/s$seed.c.cachelint.json" \
				-I/usr/include/csmith) || built=no
	done
	if [ $built = no ]; then
		fail "infer: csmith seeds 115, 49, 10 compile" "$(head -5 "$tmp/cc.err")"
	else
		(cd "$tmp/cs" && "$cl" infer --candidates --format json --stats s115.c.cachelint.json \
			s49.c.cachelint.json s10.c.cachelint.json >"$tmp/cs/out.json" 2>"$tmp/cs/err")
		if msg=$(cd "$tmp/cs" && findings_valid out.json s115.c.cachelint.json \
				s49.c.cachelint.json s10.c.cachelint.json); then
			ok "infer: csmith seeds 115, 49, 10: every finding's fields are members of the layout it names"
		else
			fail "infer: csmith seeds 115, 49, 10: every finding's fields are members of the layout it names" "$msg"
		fi
		if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
sys.exit(any(f["struct"] == "struct S9" and "f1.f7.f2" in f["fields"] for f in d["findings"]))' \
			"$tmp/cs/out.json" && grep -q "'struct S1' (3)" "$tmp/cs/err"; then
			ok "infer: csmith: no 'f1.f7.f2' in s115's struct S9, and struct S1's three layouts kept apart"
		else
			fail "infer: csmith: no 'f1.f7.f2' in s115's struct S9, and struct S1's three layouts kept apart" \
				"$(grep -i layout "$tmp/cs/err")"
		fi
	fi
fi

# merge, report, diff and pahole --reports on declared roles: x's struct
# entry (hits/mode) and y's (hits/seq/flags) both start with a write-hot hits
rx=tests/reports
cp $rx/sametag_x.c $rx/sametag_y.c "$tmp/"
for x in x y; do
	if ! compile "$tmp/sametag_$x.c" "$tmp/$x.rep.json" -g -Iinclude; then
		fail "sametag_$x.c compiles" "$(head -5 "$tmp/cc.err")"
		exit 0
	fi
done
"$cl" merge -o "$tmp/xy.json" "$tmp/x.rep.json" "$tmp/y.rep.json" 2>"$tmp/merge.err"
"$cl" merge -o "$tmp/xy2.json" "$tmp/xy.json" 2>>"$tmp/merge.err"

# finding_variants MERGED.json: "FIELDS@FILE-OF-ITS-VARIANT ..."
finding_variants() {
	python3 -c '
import json, os, sys
d = json.load(open(sys.argv[1]))
var = {(s["name"], s.get("variant", 0)): os.path.basename(s.get("file", "?")) for s in d["structs"]}
print(" ".join(sorted("/".join(f["fields"]) + "@" + var.get((f["struct"], f.get("variant", 0)), "none")
                      for f in d["findings"])))' "$1"
}
want="hits/flags@sametag_y.c hits/mode@sametag_x.c"
got=$(finding_variants "$tmp/xy.json")
if [ "$got" = "$want" ]; then
	ok "merge: each finding names the variant of its own layout"
else
	fail "merge: each finding names the variant of its own layout" "got: $got" "want: $want"
fi
got=$(finding_variants "$tmp/xy2.json")
if [ "$got" = "$want" ] && cmp -s "$tmp/xy.json" "$tmp/xy2.json"; then
	ok "merge: merging the merged report keeps each finding on its layout (same output)"
else
	fail "merge: merging the merged report keeps each finding on its layout (same output)" "got: $got"
fi

# report_layouts REPORT.json: per layout block of the text report, its fields with findings
report_layouts() {
	"$cl" report "$1" 2>/dev/null | python3 -c '
import re, sys
out, cur = [], None
for line in sys.stdin:
    if line.startswith("struct entry"):
        cur = []
        out.append(cur)
    elif line.startswith("};"):
        cur = None
    elif cur is not None and "<-" in line:
        cur.append(line.split()[0] + ":" + ",".join(re.findall(r"with .(\w+).", line)))
print(" | ".join(" ".join(b) for b in out))'
}
want="hits:mode mode:hits | hits:flags flags:hits"
got=$(report_layouts "$tmp/xy.json")
if [ "$got" = "$want" ]; then
	ok "report: each layout of struct entry shows its own findings only"
else
	fail "report: each layout of struct entry shows its own findings only" "got: $got" "want: $want"
fi
# a merged report written before findings had a "variant": by fields and offsets
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for f in d["findings"]:
    f.pop("variant", None)
json.dump(d, open(sys.argv[2], "w"))' "$tmp/xy.json" "$tmp/xy-old.json"
got=$(report_layouts "$tmp/xy-old.json")
if [ "$got" = "$want" ]; then
	ok "report: without merge's variant, a finding goes to the layout that has both its fields"
else
	fail "report: without merge's variant, a finding goes to the layout that has both its fields" \
		"got: $got" "want: $want"
fi

# diff: y alone, then x and y: x's struct entry is new, y's unchanged
"$cl" merge -o "$tmp/y.merged.json" "$tmp/y.rep.json" 2>/dev/null
"$cl" diff --format json "$tmp/y.merged.json" "$tmp/xy.json" >"$tmp/diff1.json" 2>"$tmp/diff.err"
got=$(python3 -c '
import json, sys
t = json.load(open(sys.argv[1]))["total"]
print(" ".join(sorted("%s:%s+%d-%d" % (s["name"], s["status"], len(s["added"]), len(s["removed"]))
                      for s in t["structs"])),
      " ".join("/".join(f["fields"]) for f in t["introduced"]), len(t["fixed"]))' "$tmp/diff1.json")
if [ "$got" = "struct entry:new+0-0 hits/mode 0" ]; then
	ok "diff: a second struct entry is a new layout, not the old one with members added and removed"
else
	fail "diff: a second struct entry is a new layout, not the old one with members added and removed" \
		"got: $got" "want: struct entry:new+0-0 hits/mode 0"
fi
# y's struct entry gets a mode where flags was, and x goes: x's hits/mode is
# fixed, y's hits/mode is new (it is not x's, which has another layout)
sed -i 's/long flags __read_hot;/long mode __read_hot;/' "$tmp/sametag_y.c"
if compile "$tmp/sametag_y.c" "$tmp/y2.rep.json" -g -Iinclude; then
	"$cl" merge -o "$tmp/y2.merged.json" "$tmp/y2.rep.json" 2>/dev/null
	"$cl" diff --format json "$tmp/xy.json" "$tmp/y2.merged.json" >"$tmp/diff2.json" 2>>"$tmp/diff.err"
	got=$(python3 -c '
import json, os, sys
t = json.load(open(sys.argv[1]))["total"]
side = lambda l: " ".join(sorted("/".join(f["fields"]) + "@" + os.path.basename(f["file"]) for f in l))
print("new:", side(t["introduced"]), "fixed:", side(t["fixed"]))' "$tmp/diff2.json")
	want="new: hits/mode@sametag_y.c fixed: hits/flags@sametag_y.c hits/mode@sametag_x.c"
	if [ "$got" = "$want" ]; then
		ok "diff: a finding of one layout is not matched with the same fields of another layout"
	else
		fail "diff: a finding of one layout is not matched with the same fields of another layout" \
			"got: $got" "want: $want"
	fi
else
	fail "diff: sametag_y.c with mode compiles" "$(head -5 "$tmp/cc.err")"
fi

# pahole --reports on the two objects linked into one (a struct entry per CU)
if ! command -v pahole >/dev/null; then
	echo "ok - pahole --reports: one struct entry per CU # SKIP pahole not installed"
elif ! ld -r "$tmp/x.rep.o" "$tmp/y.rep.o" -o "$tmp/xy.o" 2>"$tmp/ld.err"; then
	fail "pahole --reports: ld -r of the two objects" "$(head -3 "$tmp/ld.err")"
else
	mkdir -p "$tmp/reps"
	cp "$tmp/x.rep.json" "$tmp/reps/x.cachelint.json"
	cp "$tmp/y.rep.json" "$tmp/reps/y.cachelint.json"
	"$cl" pahole --format json --reports "$tmp/reps" "$tmp/xy.o" >"$tmp/pahole.json" 2>"$tmp/pahole.err"
	got=$(python3 -c '
import json, os, sys
d = json.load(open(sys.argv[1]))
print(" ".join(sorted("%s:%s:%s" % (f["rule"], f["struct"].replace(os.path.dirname(f.get("file", "")) + "/", ""),
                                    "/".join(f["fields"])) for f in d["findings"])))' "$tmp/pahole.json")
	want="false-sharing:struct entry [sametag_x.c:11]:hits/mode false-sharing:struct entry [sametag_y.c:8]:hits/flags"
	if [ "$got" = "$want" ]; then
		ok "pahole --reports: each CU's struct entry takes its own report's roles, no layout-mismatch, findings name the layout"
	else
		fail "pahole --reports: each CU's struct entry takes its own report's roles, no layout-mismatch, findings name the layout" \
			"got: $got" "want: $want" "$(head -3 "$tmp/pahole.err")"
	fi
fi
