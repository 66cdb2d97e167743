#!/usr/bin/env bash
# 41-report-views: the reports as people look at them.  The examples' HTML
# page, built from the plugin's own reports, loaded in headless Chromium: its
# DOM after load (every field of struct cpupri_vec drawn with its full name,
# every element of cpupri's pri_to_cpu[] drawn or summarised, every finding
# linked to a picture that exists, a legend entry for every colour, the
# struct index, source links to files that exist), its layout at 1400 and
# 800 px (the pictures take the width, no label clipped, no sideways
# scrolling), and a screenshot.  The SARIF of the same build validated
# against the SARIF 2.1.0 JSON schema as an npm package ships it, plus what
# GitHub code scanning shows: rule help and helpUri into docs/rules.md,
# uris relative to the git top level, snippets at the field's name.
# CACHELINT_KEEP_SCREENSHOTS=DIR keeps the screenshots.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
. tests/lib/suite.sh
CC=$cc

if [ ! -x "$cl" ] || [ ! -f "$build/cachelint.so" ]; then
	fail "report views: $cl or the plugin not built"
	exit 0
fi
command -v jq >/dev/null || { fail "report views: jq missing (scripts/deps.sh)"; exit 0; }
command -v python3 >/dev/null || { fail "report views: python3 missing (scripts/deps.sh)"; exit 0; }

# ---- the examples' reports, as the README makes them -----------------------
mkdir -p "$tmp/R" "$tmp/obj"
(cd "$tmp/obj" && "$CC" -fplugin="$build/cachelint.so" -fplugin-arg-cachelint-report-dir="$tmp/R" \
	-I"$root/include" -c "$root"/examples/*.c) >"$tmp/gcc.log" 2>&1
"$cl" merge "$tmp/R" -o "$tmp/m.json" >/dev/null 2>"$tmp/merge.err"
check "examples: the plugin's reports merge into one with findings" jqe '
	(.findings | length) > 0 and ([.structs[].name] | index("struct cpupri_vec") != null)' "$tmp/m.json"
"$cl" report --format html "$tmp/m.json" >"$tmp/page.html" 2>"$tmp/html.err"
check "html: the page is written (exit 1: findings)" test -s "$tmp/page.html"
check "html: stands alone (no script, no external style, image or url)" \
	bash -c "! grep -Eiq '<script|<link|<img|<iframe|src=|url\\(|https?://' '$tmp/page.html'"

# ---- the DOM after load ------------------------------------------------------
chromium_bin=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium_bin" ]; then
	skip "html: chromium's DOM and screenshot" "chromium not installed (scripts/deps.sh)"
	chromium_bin=
fi
chrome() {
	timeout 120 "$chromium_bin" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--hide-scrollbars --user-data-dir="$(mktemp -d "$tmp/profile.XXXX")" "$@" 2>/dev/null
}

# dom_check DOM.html M.json: the DOM's promises, checked with the report beside it
dom_check() {
	python3 - "$1" "$2" "$root" <<'PY'
import html.parser, json, os, re, sys, urllib.parse
dom_path, report_path, root = sys.argv[1:4]
report = json.load(open(report_path))

class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.kids, self.text = tag, dict(attrs), parent, [], []
    def cls(self):
        return (self.attrs.get('class') or '').split()
    def walk(self):
        yield self
        for k in self.kids:
            yield from k.walk()
    def all_text(self):
        return ''.join(self.text) + ''.join(k.all_text() for k in self.kids)
    def own_text(self):	# without the group and member lines inside a box
        return ''.join(self.text) + ''.join(k.own_text() for k in self.kids
                                            if not {'g', 'sub'} & set(k.cls()))

VOID = {'meta', 'br', 'wbr', 'img', 'hr', 'input', 'link'}
class P(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.top = self.cur = Node('#doc', [], None)
    def handle_starttag(self, tag, attrs):
        n = Node(tag, attrs, self.cur)
        self.cur.kids.append(n)
        if tag not in VOID:
            self.cur = n
    def handle_endtag(self, tag):
        n = self.cur
        while n is not None and n.tag != tag:
            n = n.parent
        if n is not None and n.parent is not None:
            self.cur = n.parent
    def handle_data(self, d):
        self.cur.text.append(d)

p = P()
p.feed(open(dom_path).read())
nodes = list(p.top.walk())
ids = {n.attrs['id']: n for n in nodes if 'id' in n.attrs}
bad = []

def up(n, pred):
    while n is not None and not pred(n):
        n = n.parent
    return n

pics = {}
for n in nodes:
    if 'cl-struct' in n.cls():
        pics.setdefault(n.attrs.get('data-struct'), []).append(n)

# every field of struct cpupri_vec, by its full name, in its picture
vec = [s for s in report['structs'] if s['name'] == 'struct cpupri_vec']
drawn = {m.attrs.get('data-field') for pic in pics.get('struct cpupri_vec', []) for m in pic.walk()}
if not vec or not pics.get('struct cpupri_vec'):
    bad.append('no struct cpupri_vec in the report or no picture of it')
for f in (vec[0]['fields'] if vec else []):
    if f['name'] not in drawn:
        bad.append('struct cpupri_vec: field %s not drawn' % f['name'])

# a box shows its whole name (group and members on lines of their own)
# (or the rest of it, under the row's "in PATH." that says the start)
boxes = [n for n in nodes if 'fld' in n.cls() and not up(n, lambda x: 'rep' in x.cls())]
for b in boxes:
    row = up(b, lambda x: 'cl-row' in x.cls())
    inpath = [x for x in (row.walk() if row else []) if 'inpath' in x.cls()]
    prefix = inpath[0].all_text()[3:] if inpath else ''
    if prefix + b.own_text() != b.attrs.get('data-field'):
        bad.append('box %r shows %r under %r' % (b.attrs.get('data-field'), b.own_text(), prefix))

# cpupri: every pri_to_cpu[] element's write-hot count, drawn or in a repeated range
seen = set()
for pic in pics.get('struct cpupri', []):
    for m in pic.walk():
        g = re.fullmatch(r'pri_to_cpu\[(\d+)\]\.count', m.attrs.get('data-field') or '')
        if g and 'w' in m.cls():
            seen.add(int(g.group(1)))
        if 'rep' in m.cls() and m.attrs.get('data-array') == 'pri_to_cpu':
            a, b = map(int, m.attrs['data-elements'].split('-'))
            if not any('w' in x.cls() for x in m.walk()):
                bad.append('repeated lines %s draw no write-hot box' % m.attrs.get('data-lines'))
            seen.update(range(a, b + 1))
if seen != set(range(101)):
    bad.append('struct cpupri: elements with a write-hot count not shown: %s'
               % sorted(set(range(101)) - seen)[:12])

# every pair of every grouped finding: in the group of its (struct, line),
# linked to that line's row (a report from before grouping: a finding is a pair)
finds = [n for n in nodes if 'finding' in n.cls() and n.tag == 'li']
npairs = sum(len(f.get('pairs', [f])) for f in report['findings'])
if len(finds) != npairs:
    bad.append('%d findings listed, the report has %d pairs' % (len(finds), npairs))
groups = {(f['struct'], f['cacheline']) for f in report['findings']}
fgroups = [n for n in nodes if 'fgroup' in n.cls()]
if len(fgroups) != len(groups):
    bad.append('%d finding groups, %d distinct (struct, line)' % (len(fgroups), len(groups)))
for li in finds:
    links = [a for a in li.walk() if 'cl-finding-link' in a.cls()]
    href = links[0].attrs.get('href', '') if links else ''
    target = ids.get(href[1:]) if href.startswith('#') else None
    if target is None:
        bad.append('finding %r: no link to an existing picture (%r)' % (li.all_text()[:60], href))
        continue
    pic = up(target, lambda x: 'cl-struct' in x.cls())
    m = re.search(r"in '([^']+)'", li.all_text())
    if pic is None or (m and pic.attrs.get('data-struct') != m.group(1)):
        bad.append('finding %r links to %s, not to its struct' % (li.all_text()[:60], href))
    if 'cl-row' in target.cls() and m:
        line = re.search(r'cache line (\d+)', li.all_text())
        if line and target.attrs.get('data-line') != line.group(1):
            bad.append('finding %r links to line %s' % (li.all_text()[:60], target.attrs.get('data-line')))
    # and back: the row's mark links to the finding's group
    mark = [a for a in target.walk() if 'mark' in a.cls()]
    grp = up(li, lambda x: 'fgroup' in x.cls())
    if 'cl-row' in target.cls() and (not mark or mark[0].attrs.get('href') != '#' + grp.attrs.get('id', '')):
        bad.append('row %s has no mark linking back to %s' % (href, grp.attrs.get('id')))

# a legend entry for every colour class a box or hole uses
colours = {'w', 'r', 'c', 'cand', 'none', 'pad', 'end', 'hit', 'cut'}
legend = ids.get('legend')
swatches = set()
for n in (legend.walk() if legend else []):
    if 'sw' in n.cls():
        swatches.update(n.cls())
used = set()
for n in nodes:
    if {'fld', 'pad'} & set(n.cls()):
        used.update(colours & set(n.cls()))
if not used or used - swatches:
    bad.append('colours without a legend entry: %s' % sorted(used - swatches))

# the struct index: one link per struct, to its heading
idx = [a for t in nodes if 'idx' in t.cls() for a in t.walk() if a.tag == 'a'
       and a.attrs.get('href', '').startswith('#s')]
if len(idx) != len(report['structs']) or any(a.attrs['href'][1:] not in ids for a in idx):
    bad.append('struct index: %d links for %d structs, or a link to nothing' % (len(idx), len(report['structs'])))

# source links: relative paths (to the git top level) with a #L anchor, to files that exist
srcs = [n for n in nodes if n.tag == 'a' and re.search(r'#L\d+$', n.attrs.get('href', ''))]
for a in srcs:
    path = urllib.parse.unquote(a.attrs['href'].split('#')[0])
    if path.startswith('/') or ':' in path or not os.path.exists(os.path.join(root, path)):
        bad.append('source link %r is not a relative path to a file' % a.attrs['href'])
        break
if not srcs or not any('fld' in a.cls() for a in srcs):
    bad.append('no source links from the boxes')

print('\n'.join(bad[:20]) if bad else 'ok: %d boxes, %d findings, %d groups, %d source links'
      % (len(boxes), len(finds), len(fgroups), len(srcs)))
sys.exit(1 if bad else 0)
PY
}

# layout_probe PAGE OUT WIDTH: the page plus a probe script (this copy only), dumped at WIDTH
layout_probe() {
	sed 's|</body>|<script>{let w=0,cut=[];for(const x of document.querySelectorAll(".bar"))w=Math.max(w,x.getBoundingClientRect().width);for(const a of document.querySelectorAll(".fld"))if(a.scrollWidth>a.clientWidth+1\|\|a.scrollHeight>a.clientHeight+1)cut.push(a.dataset.field);document.body.dataset.barWidth=Math.round(w);document.body.dataset.docWidth=document.documentElement.scrollWidth;document.body.dataset.clipped=cut.join(" ");}</script></body>|' \
		"$1" >"$tmp/probe.html"
	chrome --window-size="$3",900 --dump-dom "file://$tmp/probe.html" | grep -o '<body[^>]*>' >"$2"
}
probe_ok() {	# OUT WIDTH MIN_BAR
	local bar doc clipped
	bar=$(sed -n 's/.*data-bar-width="\([0-9]*\)".*/\1/p' "$1")
	doc=$(sed -n 's/.*data-doc-width="\([0-9]*\)".*/\1/p' "$1")
	clipped=$(sed -n 's/.*data-clipped="\([^"]*\)".*/\1/p' "$1")
	echo "window $2: widest picture row $bar px, page $doc px wide, clipped labels: '${clipped}'"
	[ -n "$bar" ] && [ "$bar" -ge "$3" ] && [ "$doc" -le "$2" ] && [ -z "$clipped" ]
}

if [ -n "$chromium_bin" ]; then
	chrome --window-size=1400,1000 --dump-dom "file://$tmp/page.html" >"$tmp/page.dom"
	check "html DOM: every field of struct cpupri_vec, every pri_to_cpu[] element, every finding linked to its picture, legend, index, source links" \
		dom_check "$tmp/page.dom" "$tmp/m.json"
	# control: a page whose finding links point nowhere must fail the same check
	sed 's|href="#s\([0-9]*\)-l|href="#gone\1-l|g' "$tmp/page.dom" >"$tmp/broken.dom"
	if dom_check "$tmp/broken.dom" "$tmp/m.json" >/dev/null 2>&1; then
		fail "html DOM: the check sees a finding linked to nothing (control)"
	else
		ok "html DOM: the check sees a finding linked to nothing (control)"
	fi
	layout_probe "$tmp/page.html" "$tmp/probe1400" 1400
	check "html layout at 1400 px: the pictures take the width (>= 1000 px), no label clipped, no sideways scroll" \
		probe_ok "$tmp/probe1400" 1400 1000
	layout_probe "$tmp/page.html" "$tmp/probe800" 800
	check "html layout at 800 px: no label clipped, no sideways scroll" probe_ok "$tmp/probe800" 800 500
	# control: the same page with boxes one text line high must show clipped labels
	sed 's|</style>|.fld{height:14px;overflow:hidden}</style>|' "$tmp/page.html" >"$tmp/nowrap.html"
	layout_probe "$tmp/nowrap.html" "$tmp/probe-nowrap" 1400
	if probe_ok "$tmp/probe-nowrap" 1400 1000 >/dev/null; then
		fail "html layout: the probe sees clipped labels (control)" "$(cat "$tmp/probe-nowrap")"
	else
		ok "html layout: the probe sees clipped labels (control)"
	fi
	chrome --screenshot="$tmp/examples-1400.png" --window-size=1400,2600 "file://$tmp/page.html" >/dev/null
	check "html: screenshot of the examples' page at 1400 px" python3 -c "
import struct, sys
d = open('$tmp/examples-1400.png', 'rb').read(32)
assert d[:8] == b'\x89PNG\r\n\x1a\n', 'not a png'
w, h = struct.unpack('>II', d[16:24])
print(w, h); sys.exit(0 if w == 1400 and h == 2600 else 1)"
	"$cl" diff --format html "$root/tests/reports/cpupri-before.json" "$root/tests/reports/cpupri-after.json" \
		>"$tmp/diff.html" 2>/dev/null
	chrome --screenshot="$tmp/diff-1400.png" --window-size=1400,2000 "file://$tmp/diff.html" >/dev/null
	chrome --window-size=1400,1000 --dump-dom "file://$tmp/diff.html" >"$tmp/diff.dom"
	check "html diff: before and after pictures of both structs, the fixed layout's 200 repeated lines summarised" \
		bash -c "[ \$(grep -o 'class=\"pic cl-struct\"' '$tmp/diff.dom' | wc -l) = 4 ] &&
			 grep -q 'data-array=\"pri_to_cpu\" data-elements=\"1-100\" data-lines=\"2-201\"' '$tmp/diff.dom'"
	[ -z "${CACHELINT_KEEP_SCREENSHOTS:-}" ] || cp "$tmp"/*.png "$CACHELINT_KEEP_SCREENSHOTS"/
fi

# ---- SARIF -----------------------------------------------------------------
"$cl" report --format sarif "$tmp/m.json" >"$tmp/ex.sarif" 2>/dev/null
"$cl" report --format sarif --srcroot "$(dirname "$root")" "$tmp/m.json" >"$tmp/root.sarif" 2>/dev/null
"$cl" report --format sarif --docs-url https://example.org/cachelint "$tmp/m.json" >"$tmp/url.sarif" 2>/dev/null
"$cl" report --format sarif --baseline "$root/tests/reports/cpupri-after.json" \
	"$root/tests/reports/cpupri-before.json" >"$tmp/base.sarif" 2>/dev/null
top=$(git rev-parse --show-toplevel 2>/dev/null || true)

# The schema: the SARIF 2.1.0 (rtm.5) schema that @microsoft/jest-sarif
# ships, with the ajv validator it depends on, installed under the build
# folder (npm registry), never copied into the tree.
npm_dir=$build/npm-sarif
schema=$npm_dir/node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json
if [ ! -f "$schema" ] && command -v npm >/dev/null; then
	timeout 300 npm install --prefix "$npm_dir" --no-audit --no-fund --ignore-scripts --no-save \
		@microsoft/jest-sarif@1.0.0-beta.0 >"$tmp/npm.log" 2>&1 || true
fi
if ! command -v node >/dev/null || [ ! -f "$schema" ]; then
	skip "sarif: valid against the SARIF 2.1.0 JSON schema" \
		"no node, or npm could not install @microsoft/jest-sarif ($(tail -1 "$tmp/npm.log" 2>/dev/null))"
else
	cat >"$tmp/validate.js" <<'JS'
// node validate.js NODE_MODULES FILE...: each file against the SARIF 2.1.0 schema (draft-04)
const path = require('path'), fs = require('fs');
const nm = process.argv[2];
const Ajv = require(path.join(nm, 'ajv'));
const ajv = new Ajv({ schemaId: 'auto', allErrors: true, validateSchema: false });
ajv.addMetaSchema(require(path.join(nm, 'ajv/lib/refs/json-schema-draft-04.json')));
const validate = ajv.compile(require(path.join(nm,
	'@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json')));
let bad = 0;
for (const f of process.argv.slice(3)) {
	if (validate(JSON.parse(fs.readFileSync(f, 'utf8')))) {
		console.log(f + ': valid');
	} else {
		bad++;
		console.log(f + ': ' + ajv.errorsText(validate.errors, { separator: '\n  ' }));
	}
}
process.exit(bad ? 1 : 0);
JS
	"$cl" report --format sarif --srcroot /src "$root/tests/reports/units/a.json" >"$tmp/fx.sarif" 2>/dev/null
	check "sarif: valid against the SARIF 2.1.0 JSON schema (examples, --srcroot, --docs-url, baseline, fixture)" \
		node "$tmp/validate.js" "$npm_dir/node_modules" "$tmp/ex.sarif" "$tmp/root.sarif" "$tmp/url.sarif" \
		"$tmp/base.sarif" "$tmp/fx.sarif"
	# control: a helpUri that is no absolute uri, as a relative docs link would be
	jq '.runs[0].tool.driver.rules[0].helpUri = "docs/rules.md#false-sharing"' "$tmp/ex.sarif" >"$tmp/bad.sarif"
	if node "$tmp/validate.js" "$npm_dir/node_modules" "$tmp/bad.sarif" >"$tmp/bad.out" 2>&1; then
		fail "sarif: the schema check refuses a relative helpUri (control)" "$(cat "$tmp/bad.out")"
	else
		ok "sarif: the schema check refuses a relative helpUri (control)"
	fi
fi

# shellcheck disable=SC2016
check "sarif: rules with a PascalCase name (not the id), short, full and help text, helpUri into docs/rules.md" jqe '
	.runs[0].tool.driver as $d | ($d.informationUri | test("^(file|https?)://.*/README\\.md$")) and
	($d.rules | length) >= 7 and all($d.rules[]; . as $r |
		($r.name | test("^[A-Z][A-Za-z]+$")) and $r.name != $r.id and
		($r.shortDescription.text | length > 10) and ($r.fullDescription.text | length > 20) and
		($r.help.text | test("Fix: ")) and ($r.help.markdown | length > 20) and
		($r.helpUri | endswith("docs/rules.md#" + $r.id)))' "$tmp/ex.sarif"
check "sarif: every helpUri anchor is a heading of docs/rules.md" bash -c "
	for id in \$(jq -r '.runs[0].tool.driver.rules[].id' '$tmp/ex.sarif'); do
		grep -qx \"## \$id\" '$root/docs/rules.md' || { echo \"docs/rules.md has no '## \$id'\"; exit 1; }
	done"
check "sarif: --docs-url makes the help links web links" jqe '
	.runs[0].tool.driver.informationUri == "https://example.org/cachelint/README.md" and
	.runs[0].tool.driver.rules[0].helpUri == "https://example.org/cachelint/docs/rules.md#false-sharing"' "$tmp/url.sarif"
if [ -n "$top" ]; then
	check "sarif: uris relative to the git top level by default, %SRCROOT% its file:// uri" jqe --arg top "$top" '
		.runs[0].originalUriBaseIds["%SRCROOT%"].uri == "file://" + $top + "/" and
		(.runs[0].results | length) > 0 and
		all(.runs[0].results[].locations[0].physicalLocation.artifactLocation;
		    .uriBaseId == "%SRCROOT%" and (.uri | startswith("examples/")))' "$tmp/ex.sarif"
else
	skip "sarif: uris relative to the git top level by default" "not in a git tree"
fi
check "sarif: --srcroot still wins over the git top level" jqe --arg base "$(basename "$root")" '
	all(.runs[0].results[].locations[0].physicalLocation.artifactLocation; .uri | startswith($base + "/examples/"))' \
	"$tmp/root.sarif"
check "sarif: each result and related location has its snippet (the field's name) and a context region" jqe '
	(.runs[0].results | length) > 0 and
	all(.runs[0].results[] | (.locations[0], .relatedLocations[]?) | .physicalLocation; . as $p |
	    ($p.region.snippet.text | length > 0) and $p.region.endColumn > $p.region.startColumn and
	    ($p.contextRegion.snippet.text | contains($p.region.snippet.text)) and
	    $p.contextRegion.startLine <= $p.region.startLine and $p.contextRegion.endLine >= $p.region.startLine)' "$tmp/ex.sarif"
check "sarif: the snippet stands in the source file at the region's line and columns" bash -c "
	jq -r '.runs[0].results[] | (.locations[0], .relatedLocations[]?) | .physicalLocation |
		[.artifactLocation.uri, .region.startLine, .region.startColumn, .region.endColumn, .region.snippet.text] | @tsv' \
		'$tmp/ex.sarif' | sort -u | while IFS=\$'\\t' read -r uri line col end text; do
		got=\$(sed -n \"\${line}p\" '$root/'\"\$uri\" | cut -c\"\$col\"-\"\$((end - 1))\")
		[ \"\$got\" = \"\$text\" ] || { echo \"\$uri:\$line:\$col: '\$got', snippet '\$text'\"; exit 1; }
	done"
check "sarif: the first example finding is at cpupri_vec.c's 'count' with its struct around it" jqe '
	[.runs[0].results[] | select(.properties.struct == "struct cpupri_vec")][0].locations[0].physicalLocation |
	.artifactLocation.uri == "examples/cpupri_vec.c" and .region.snippet.text == "count" and
	(.contextRegion.snippet.text | contains("struct cpupri_vec {"))' "$tmp/ex.sarif"

# ---- one address per finding: every front end and report as gcc ---------------
# gcc prints display columns (a tab to the next multiple of 8) and the path as
# given, and warns about a field of an embedded struct at the container's
# member.  The plugin's JSON has byte columns; report (text, Markdown, SARIF's
# line and name), pahole and check must land where gcc does.  Compiled in
# the sources' folder with relative paths, as a kernel build does.
a=$tmp/addr
mkdir -p "$a/R"
cp "$root/examples/cpupri_vec.c" "$a/"
# struct outer embeds struct inner from a header, as mm_struct embeds maple_tree;
# its read-hot mask shares the line with in.hits
cat >"$a/nest.h" <<'C'
#include "cachelint.h"

struct inner {
	long		hits __write_hot;
	unsigned int	limit __read_hot;
};
C
cat >"$a/nest.c" <<'C'
#include "nest.h"

struct outer {
	unsigned int	mask __read_hot;
	struct inner	in;
};

struct outer *use_outer;
C
(cd "$a" && for f in cpupri_vec.c nest.c; do
	"$CC" -g -fplugin="$build/cachelint.so" -fplugin-arg-cachelint-report-dir="$a/R" \
		-fdiagnostics-plain-output -I"$root/include" -c "$f" -o "${f%.c}.o"
done) >"$a/gcc.txt" 2>&1
locs() { grep -oE '^[^ ]+:[0-9]+:[0-9]+: (warning|note)' "$@" | sort -u; }
warns() { grep -oE '^[^ ]+:[0-9]+:[0-9]+: warning' "$@" | sort -u; }
locs "$a/gcc.txt" >"$a/gcc.locs"
warns "$a/gcc.txt" >"$a/gcc.warns"
check "address: gcc warns about struct outer at its member 'in' in nest.c:5:25, a tab counted to 8" \
	grep -qx 'nest.c:5:25: warning' "$a/gcc.warns"
"$cl" merge -o "$a/m.json" "$a/R" >/dev/null 2>&1
(cd "$a" && "$cl" report m.json >report.txt; "$cl" report --format markdown m.json >report.md
 "$cl" report --format sarif m.json >report.sarif) 2>/dev/null
check "address: the plugin's JSON has byte columns (what report must convert)" \
	jqe '[.findings[] | select(.struct == "struct cpupri_vec")][0].column == 12' "$a/R/cpupri_vec.c.cachelint.json"
same_list() {	# WHAT EXPECTED ACTUAL
	diff -u "$2" "$3" >"$tmp/addr.diff" && return 0
	echo "$1:"; cat "$tmp/addr.diff"; return 1
}
locs "$a/report.txt" >"$a/report.locs"
check "address: report text: every warning and note where gcc prints it (file:line:col)" \
	same_list "report text" "$a/gcc.locs" "$a/report.locs"
grep -oE '\| `[^`|]+:[0-9]+:[0-9]+` \|$' "$a/report.md" | sed 's/^| `//; s/` |$/: warning/' | sort -u >"$a/md.warns"
check "address: report markdown: each finding's place is gcc's warning" same_list "markdown" "$a/gcc.warns" "$a/md.warns"
(cd "$a" && "$cl" report --format html m.json >report.html) 2>/dev/null
grep -oE 'class="finding"[^>]*>(<a class="cl-finding-link"[^>]*>[^<]*</a> )?<a class="src"[^>]*><code>[^<]+</code>' \
	"$a/report.html" | sed 's/.*<code>//; s/<\/code>$/: warning/' | sort -u >"$a/html.warns"
check "address: report html: each finding's source link says gcc's file:line:col" \
	same_list "html" "$a/gcc.warns" "$a/html.warns"
# SARIF counts columns in UTF-16 units (columnKind), as GCC's own SARIF does:
# its line is gcc's, and its snippet the name at gcc's display column
check "address: report sarif: gcc's line, and the name standing at gcc's column" python3 - "$a" <<'PY'
import json, re, sys
a = sys.argv[1]
want = {}
for l in open(a + "/gcc.warns"):
    f, line, col, _ = l.split(":", 3)
    want[(f, int(line))] = int(col)
got = json.load(open(a + "/report.sarif"))["runs"][0]["results"]
seen = set()
for r in got:
    if r["ruleId"] == "layout-variant":
        continue
    p = r["locations"][0]["physicalLocation"]
    uri, line = p["artifactLocation"]["uri"].split("/")[-1], p["region"]["startLine"]
    assert (uri, line) in want, (uri, line, "not a gcc warning line")
    src = open(a + "/" + uri).read().split("\n")[line - 1].expandtabs(8)
    name = re.match(r"\w+", src[want[(uri, line)] - 1:]).group(0)
    assert p["region"]["snippet"]["text"] == name, (uri, line, name, p["region"]["snippet"])
    seen.add((uri, line))
assert seen == set(want), (seen, want)
PY
(cd "$a" && "$cl" pahole --reports R cpupri_vec.o nest.o) >"$a/pahole.txt" 2>&1
warns "$a/pahole.txt" >"$a/pahole.warns"
check "address: pahole --reports: every warning where gcc prints it, struct outer at nest.c:5:25 (not nest.h)" \
	same_list "pahole" "$a/gcc.warns" "$a/pahole.warns"
(cd "$a" && "$cl" check cpupri_vec.c nest.c -- -I"$root/include") >"$a/check.txt" 2>&1
warns "$a/check.txt" >"$a/check.warns"
check "address: check: every warning where gcc prints it" same_list "check" "$a/gcc.warns" "$a/check.warns"
printf '[{"directory": "%s", "command": "%s -I%s -c cpupri_vec.c -o cpupri_vec.o", "file": "cpupri_vec.c"},
 {"directory": "%s", "command": "%s -I%s -c nest.c -o nest.o", "file": "nest.c"}]\n' \
	"$a" "$CC" "$root/include" "$a" "$CC" "$root/include" >"$a/compile_commands.json"
(cd / && "$cl" check -p "$a") >"$a/checkp.txt" 2>&1
warns "$a/checkp.txt" >"$a/checkp.warns"
check "address: check -p from another folder: relative paths, as gcc run in the command's directory" \
	same_list "check -p" "$a/gcc.warns" "$a/checkp.warns"
check "address: report text of the examples: no line over 99 columns (it reached 292)" bash -c "
	'$cl' report '$tmp/m.json' | awk '{ s = \$0; w = 0
		while ((i = index(s, \"\\t\")) > 0) { w += i - 1; w = int(w / 8) * 8 + 8; s = substr(s, i + 1) }
		w += length(s); if (w > m) m = w } END { print m; exit !(m <= 99) }'"
