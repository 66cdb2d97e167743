#!/usr/bin/env bash
# merge, diff, report and ci/cachelint-series: hand-written reports under
# tests/reports/, expected text and Markdown read line by line, SARIF checked
# against the structure of the 2.1.0 schema, the HTML page loaded in headless
# Chromium, and the series runner on a synthetic git repository.
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
. tests/lib/suite.sh
fx=$root/tests/reports
same() {	# NAME EXPECTED ACTUAL
	if diff -u "$2" "$3" >"$tmp/diff"; then ok "$1"; else fail "$1" "$(head -40 "$tmp/diff")"; fi
}
# text output wraps at 100 columns, continuing a line 4 columns further in:
# join such lines again to grep a warning whole
unwrap() {
	awk '{ match($0, /^[ \t]*/); ind = RLENGTH
	       if (n && ind == pind + 4 && ind >= 4 && $0 !~ /^[ >]*[0-9]* \| / && cur !~ /\\$/) { cur = cur " " substr($0, ind + 1); next }
	       if (n) print cur; cur = $0; pind = ind; n = 1 }
	     END { if (n) print cur }' "$@"
}
# the widest line of a text (a tab to the next multiple of 8), patch lines of a mail left out
max_width() {
	awk '/^[-+ ]/ && inpatch { next } /^@@ / { inpatch = 1; next } /^$/ { inpatch = 0 }
	     { s = $0; w = 0
	       while ((i = index(s, "\t")) > 0) { w += i - 1; w = int(w / 8) * 8 + 8; s = substr(s, i + 1) }
	       w += length(s); if (w > m) m = w }
	     END { print m + 0 }' "$@"
}
rc_is() {	# NAME WANT COMMAND...
	local n=$1 want=$2; shift 2
	"$@" >"$tmp/rc.out" 2>"$tmp/rc.err"; local rc=$?
	if [ "$rc" = "$want" ]; then ok "$n"; else fail "$n" "exit $rc, wanted $want" "$(head -c 800 "$tmp/rc.err")"; fi
}

if [ ! -x "$cl" ]; then
	fail "reports: $cl not built"
	exit 0
fi
command -v jq >/dev/null || { fail "reports: jq missing (scripts/deps.sh)"; exit 0; }

# ---- merge ---------------------------------------------------------------
# named files: a DIR takes *.cachelint.json only (42-merge-inputs.sh)
rc_is "merge: findings in the merged build exit 1" 1 "$cl" merge -o "$tmp/merged.json" "$fx/units"/*.json
m=$tmp/merged.json
check "merge: one build report of the DESIGN.md schema" jqe '
	.version == 1 and .line_size == 64 and .units == 3 and (.structs | length) == 4 and
	all(.structs[]; has("name") and has("size") and has("align") and has("fields"))' "$m"
check "merge: identical layouts of a header struct kept once, with their unit count" jqe '
	[.structs[] | select(.name == "struct conf" or .name == "struct stats") | .units] == [1, 1] and
	([.structs[] | select(.name == "struct demo" and .size == 24)] | length) == 1 and
	(.structs[] | select(.name == "struct demo" and .size == 24) | .units) == 2' "$m"
check "merge: different layouts under one name kept apart and flagged" jqe '
	[.structs[] | select(.name == "struct demo") | [.size, .variants, .variant, .variant_units]] ==
	[[24, 2, 1, ["net/a.c", "net/b.c"]], [88, 2, 2, ["net/c.c"]]]' "$m"
check "merge: a layout-variant note lists the units of each layout" jqe '
	.notes == [{"kind": "layout-variant", "struct": "struct demo", "variants": 2, "sizes": [24, 88],
		    "units": [["net/a.c", "net/b.c"], ["net/c.c"]]}]' "$m"
check "merge: the same finding from two units kept once" jqe '
	(.findings | length) == 1 and .findings[0].units == 2 and .findings[0].fields == ["hits", "limit"]' "$m"
"$cl" merge -o "$tmp/again.json" "$m" >/dev/null 2>&1
check "merge: merging a merged report changes nothing" \
	bash -c "jq -S . '$m' > '$tmp/a' && jq -S . '$tmp/again.json' > '$tmp/b' && cmp '$tmp/a' '$tmp/b'"
"$cl" merge -o "$tmp/twice.json" "$fx/units/c.json" "$fx/units/a.json" "$fx/units/b.json" >/dev/null 2>&1
check "merge: output does not depend on the order of the inputs (but for variant numbering)" jqe '
	[.structs[] | .name] == ["struct conf", "struct demo", "struct demo", "struct stats"] and
	[.structs[] | select(.name == "struct demo") | .size] == [88, 24]' "$tmp/twice.json"
rc_is "merge: reports of different line sizes are refused" 2 "$cl" merge "$fx/units/a.json" "$fx/bad/line128.json"
check "merge: ... naming the file" grep -q "bad/line128.json: line size 128" "$tmp/rc.err"
rc_is "merge: a truncated report is refused" 2 "$cl" merge "$fx/bad/truncated.json"
check "merge: ... naming the file and line" grep -q "truncated.json: line 4" "$tmp/rc.err"
rc_is "merge: a missing file is refused" 2 "$cl" merge "$tmp/nope.json"
rc_is "merge: no input is a usage error" 2 "$cl" merge
check "merge: the merged report reads back (report --format json)" \
	bash -c "'$cl' report --format json '$m' | jq -e '.notes | length == 1' | grep -qx true"

# ---- diff ----------------------------------------------------------------
labels=(--label "v6.16" --label "sched/rt: Optimize cpupri_vec layout")
rc_is "diff: the cpupri fix introduces nothing (exit 0)" 0 \
	"$cl" diff "${labels[@]}" "$fx/cpupri-before.json" "$fx/cpupri-after.json"
same "diff: text of the cpupri fix" "$fx/expected/cpupri-diff.txt" "$tmp/rc.out"
"$cl" diff "${labels[@]}" --format markdown "$fx/cpupri-before.json" "$fx/cpupri-after.json" >"$tmp/d.md"
same "diff: markdown of the cpupri fix" "$fx/expected/cpupri-diff.md" "$tmp/d.md"
"$cl" diff --format json "$fx/cpupri-before.json" "$fx/cpupri-after.json" >"$tmp/d.json"
check "diff json: struct cpupri_vec +112 bytes, 1 -> 2 lines, padding 4 -> 116, mask moved" jqe '
	.steps[0].structs[] | select(.name == "struct cpupri_vec") |
	.size_delta == 112 and .old_cachelines == 1 and .new_cachelines == 2 and
	.old_padding == 4 and .new_padding == 116 and
	.moved == [{"field": "mask", "old_offset": 8, "new_offset": 64, "old_line": 0, "new_line": 1,
		    "old_role": "read_hot", "new_role": "read_hot"}]' "$tmp/d.json"
check "diff json: per container: struct cpupri 26 -> 203 lines with 101 vectors" jqe '
	.steps[0].structs[] | select(.name == "struct cpupri_vec") | .containers ==
	[{"container": "struct cpupri", "field": "pri_to_cpu", "count": 101, "delta_bytes": 11312,
	  "old_size": 1624, "new_size": 12992, "old_cachelines": 26, "new_cachelines": 203}]' "$tmp/d.json"
check "diff json: two findings fixed, none introduced" jqe '
	(.total.fixed | length) == 2 and (.total.introduced | length) == 0' "$tmp/d.json"
check "diff json: array elements the report expands differently are no field changes" jqe '
	.steps[0].structs[] | select(.name == "struct cpupri") | .added == [] and .removed == []' "$tmp/d.json"
# a writer without the "record"/"count" keys: the container found by member names
for side in before after; do
	sed 's/, "record": "struct cpupri_vec", "count": 101//' "$fx/cpupri-$side.json" >"$tmp/norec-$side.json"
done
"$cl" diff --format json "$tmp/norec-before.json" "$tmp/norec-after.json" >"$tmp/norec.json"
check "diff json: without record keys, the array of 101 found by its members" jqe '
	.steps[0].structs[] | select(.name == "struct cpupri_vec") | .containers[0] |
	.container == "struct cpupri" and .count == 101 and .delta_bytes == 11312' "$tmp/norec.json"
rc_is "diff: the reverse direction brings findings back (exit 1)" 1 \
	"$cl" diff "$fx/cpupri-after.json" "$fx/cpupri-before.json"
check "diff: ... marked as new with >>" bash -c "grep -c '^>> ' '$tmp/rc.out' | grep -qx 2"
rc_is "diff: a chain from a clean base whose last step brings findings exits 1" 1 \
	"$cl" diff "$fx/cpupri-after.json" "$fx/cpupri-after.json" "$fx/cpupri-before.json"
rc_is "diff: a chain that ends where it started exits 0" 0 \
	"$cl" diff "$fx/cpupri-before.json" "$fx/cpupri-after.json" "$fx/cpupri-before.json"
rc_is "diff: one report is a usage error" 2 "$cl" diff "$fx/cpupri-before.json"
rc_is "diff: a bad format is a usage error" 2 "$cl" diff --format pdf "$fx/cpupri-before.json" "$fx/cpupri-after.json"

# ---- report: text and markdown ---------------------------------------------
rc_is "report: findings exit 1" 1 "$cl" report "$m"
same "report: text of the merged build" "$fx/expected/merged-report.txt" "$tmp/rc.out"
"$cl" report --format markdown "$m" >"$tmp/r.md"
same "report: markdown of the merged build" "$fx/expected/merged-report.md" "$tmp/r.md"
rc_is "report: a clean report exits 0" 0 "$cl" report "$fx/cpupri-after.json"
rc_is "report: a bad report exits 2" 2 "$cl" report "$fx/bad/truncated.json"

# ---- SARIF -----------------------------------------------------------------
# The 2.1.0 schema is not available offline; check what it requires explicitly.
sarif_ok() {	# FILE: the required structure of SARIF 2.1.0 and our conventions
	[ -s "$1" ] || { echo "$1 is empty"; return 1; }
	jq -e '
	def pos_int: type == "number" and . >= 1 and . == floor;
	def phys: (.artifactLocation.uri | type == "string" and length > 0) and
		  ((.region // {startLine: 1}) | (.startLine | pos_int) and
		   ((.startColumn // 1) | pos_int));
	.version == "2.1.0" and (."$schema" | test("sarif-2.1.0")) and
	(.runs | type == "array" and length == 1) and
	(.runs[0] as $run | $run.tool.driver.name == "cachelint" and
	 ($run.tool.driver.rules | type == "array" and all(.[]; (.id | type == "string") and
		(.shortDescription.text | length > 0) and
		(.defaultConfiguration.level | IN("note", "warning", "error"))))) and
	(.runs[0].invocations | all(.[]; .executionSuccessful | type == "boolean")) and
	(.runs[0].tool.driver.rules as $rules | .runs[0].results | type == "array" and all(.[];
		(.message.text | type == "string" and length > 0) and
		(.level | IN("none", "note", "warning", "error")) and
		$rules[.ruleIndex].id == .ruleId and
		((.baselineState // "new") | IN("new", "unchanged", "updated", "absent")) and
		all(.locations[]?; (.physicalLocation | if . then phys else true end)) and
		all(.relatedLocations[]?; .physicalLocation | phys) and
		((.partialFingerprints // {}) | all(.[]; type == "string"))))' "$1"
}
"$cl" report --format sarif --srcroot /src "$m" >"$tmp/r.sarif"
check "sarif: structure of SARIF 2.1.0" sarif_ok "$tmp/r.sarif"
check "sarif: tool.driver.rules carries the rule ids of rules/rules.h" jqe '
	[.runs[0].tool.driver.rules[].id] as $ids |
	all(("false-sharing", "write-contention", "straddle", "layout-mismatch", "stale-annotation");
	    . as $r | $ids | index($r))' "$tmp/r.sarif"
check "sarif: the finding at its source position, the other field related" jqe '
	.runs[0].results[0] | .ruleId == "false-sharing" and .level == "warning" and
	.locations[0].physicalLocation == {"artifactLocation": {"uri": "include/demo.h", "uriBaseId": "%SRCROOT%"},
					   "region": {"startLine": 5, "startColumn": 7}} and
	.relatedLocations[0].physicalLocation.region == {"startLine": 4, "startColumn": 6}' "$tmp/r.sarif"
check "sarif: layout variants are notes" jqe '
	[.runs[0].results[] | select(.ruleId == "layout-variant") | .level] == ["note", "note"]' "$tmp/r.sarif"
"$cl" report --format sarif --baseline "$fx/cpupri-after.json" "$fx/cpupri-before.json" >"$tmp/b.sarif"
check "sarif: against a baseline, new findings are baselineState new" jqe '
	[.runs[0].results[].baselineState] == ["new", "new"] and .runs[0].properties.newFindings == 2' "$tmp/b.sarif"
"$cl" report --format sarif --baseline "$fx/cpupri-before.json" "$fx/cpupri-before.json" >"$tmp/u.sarif"
check "sarif: ... and old ones unchanged" jqe '[.runs[0].results[].baselineState] == ["unchanged", "unchanged"]' "$tmp/u.sarif"
check "sarif: an absolute path without --srcroot is a file:// uri" bash -c "
	sed 's|kernel/sched/cpupri.h|/usr/src/linux dir/kernel/sched/cpupri.h|g' '$fx/cpupri-before.json' > '$tmp/abs.json' &&
	'$cl' report --format sarif '$tmp/abs.json' | jq -e '.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri ==
		\"file:///usr/src/linux%20dir/kernel/sched/cpupri.h\"'"
check "sarif: the baseline variant is valid too" sarif_ok "$tmp/b.sarif"

# ---- HTML in headless Chromium --------------------------------------------
"$cl" report --format html "$fx/cpupri-before.json" >"$tmp/r.html"
"$cl" diff --format html "$fx/cpupri-before.json" "$fx/cpupri-after.json" >"$tmp/d.html"
check "html: a row per cache line, the lines that repeat pri_to_cpu[] once (1 + 3 rows and 'lines 2-24')" \
	bash -c "[ \$(grep -o 'class=\"row cl-row\"' '$tmp/r.html' | wc -l) = 4 ] && grep -q 'data-lines=\"2-24\"' '$tmp/r.html'"
check "html: boxes carry offsets in their title" grep -q 'title="mask: offset 8, size 8 (bytes 8-15), line 0, read-hot (attribute)' "$tmp/r.html"
check "html: self-contained (no external script, style or image)" \
	bash -c "! grep -Eq '<script|<link|src=|url\\(' '$tmp/r.html' '$tmp/d.html'"
chromium_bin=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium_bin" ]; then
	ok "html: chromium renders the page # SKIP chromium not installed (scripts/deps.sh)"
else
	chrome() {
		timeout 90 "$chromium_bin" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
			--disable-background-networking --disable-component-update --disable-sync \
			--user-data-dir="$(mktemp -d "$tmp/profile.XXXX")" "$@"
	}
	for page in r d; do
		chrome --dump-dom "file://$tmp/$page.html" >"$tmp/$page.dom" 2>/dev/null
		chrome --enable-logging=stderr --v=0 --screenshot="$tmp/$page.png" --window-size=1200,1600 \
			"file://$tmp/$page.html" >/dev/null 2>"$tmp/$page.log"
	done
	check "html: chromium's DOM of the report holds the struct rows" \
		bash -c "[ \$(grep -o 'class=\"row cl-row\"' '$tmp/r.dom' | wc -l) = 4 ] && grep -q 'data-struct=\"struct cpupri\"' '$tmp/r.dom'"
	check "html: chromium's DOM of the diff holds before and after pictures" \
		bash -c "[ \$(grep -o 'class=\"pic cl-struct\"' '$tmp/d.dom' | wc -l) = 4 ]"
	# control: the same check on a page with a script error must see it
	printf '<html><body><script>undefined_fn();</script></body></html>' >"$tmp/bad.html"
	chrome --enable-logging=stderr --v=0 --screenshot="$tmp/bad.png" --window-size=400,300 \
		"file://$tmp/bad.html" >/dev/null 2>"$tmp/bad.log"
	check "html: the console check sees a script error (control)" grep -q 'Uncaught ReferenceError' "$tmp/bad.log"
	check "html: no console or page errors" \
		bash -c "! grep -Ei 'CONSOLE|Uncaught|SyntaxError|Failed to load|ERR_FILE' '$tmp/r.log' '$tmp/d.log'"
	check "html: chromium took the screenshots" bash -c "[ -s '$tmp/r.png' ] && [ -s '$tmp/d.png' ]"
	[ -z "${CACHELINT_KEEP_SCREENSHOTS:-}" ] || cp "$tmp"/*.png "$CACHELINT_KEEP_SCREENSHOTS"/
fi

# ---- the series runner on a synthetic repository ---------------------------
series=$root/ci/cachelint-series
if [ ! -f "$build/cachelint.so" ]; then
	ok "series: runner on a synthetic repository # SKIP plugin not built"
	exit 0
fi
repo=$tmp/repo
if ! bash "$fx/make-series-repo.sh" "$repo" "$root/include/cachelint.h" >"$tmp/repo.log" 2>&1; then
	fail "series: building the synthetic repository" "$(cat "$tmp/repo.log")"
	exit 0
fi
head_before=$(git -C "$repo" rev-parse HEAD)
export CACHELINT_PLUGIN=$build/cachelint.so CACHELINT=$cl
rc_is "series: HEAD fixes what commit 2 broke (exit 0)" 0 "$series" -C "$repo" base..main -- make
s=$tmp/rc.out
cp "$s" "$tmp/series.txt"
# the text of one commit's section: from its header to the next commit's
# (or the summary), the lines the mail wraps joined again
section() {
	unwrap "$2" | awk -v h="$1" 'on && (/^commit / || /^Summary: /) { exit } index($0, h) == 1 { on = 1 } on'
}
sha() { git -C "$repo" rev-parse --short "$1"; }
c1=$(sha main~2) c2=$(sha main~1) c3=$(sha main)
section "commit $c1 (\"rx: add a queue index\")" "$s" >"$tmp/c1"
section "commit $c2 (\"rx: count dropped packets\")" "$s" >"$tmp/c2"
section "commit $c3 (\"rx: give the drop counter its own cache line\")" "$s" >"$tmp/c3"
check "series: commit 1 (a cold field) introduces and fixes nothing" \
	bash -c "[ -s '$tmp/c1' ] && ! grep -Eq 'introduces|fixes' '$tmp/c1' && grep -q 'added: index' '$tmp/c1'"
check "series: commit 2 is named as introducing the finding" \
	grep -q "^>> queue.h:10:23: warning: write-hot field 'dropped' .* read-hot fields 'mask', 'size' .*'struct rx_queue' \[cachelint:false-sharing\]" "$tmp/c2"
check "series: ... one finding per (struct, line, rule): 2 findings of 4 pairs" bash -c "
	[ \$(grep -c '^>> .*: warning: ' '$tmp/c2') = 2 ] && grep -q '^     2 pairs: dropped/mask, dropped/size' '$tmp/c2'"
check "series: ... the struct port finding at its member queues (line 14), as gcc warns" \
	grep -q "^>> queue.h:14:25: warning: write-hot field 'queues\[1\].dropped'" "$tmp/c2"
# the robot's mail: base, compiler, config, how to reproduce, the source, the fix, trailers
base_sha=$(git -C "$repo" rev-parse base) c2_sha=$(git -C "$repo" rev-parse main~1)
gcc_version=$(gcc --version | head -n 1)
check "series mail: base, compiler and its version, config and flags of commit 2" bash -c "
	grep -qx 'base:      $base_sha (\"demo: initial import\")' '$tmp/c2' &&
	grep -qxF 'compiler:  $gcc_version' '$tmp/c2' &&
	grep -q '^config:    none: the tree has no .config' '$tmp/c2' &&
	grep -q '^flags:     the plugin cachelint.so, through \$CACHELINT_CFLAGS' '$tmp/c2' && grep -qx 'Hi Series Author,' '$tmp/c2'"
# the block's commands, a long one's backslash-newlines joined
sed -n '/^reproduce:/,/^$/p' "$tmp/c2" | sed -e :a -e '/\\$/N; s/ \\\n *\([^ ]\)/ \1/; ta' >"$tmp/c2.repro"
check "series mail: reproduce: the exact commands (checkout, flags, build, merge, report)" bash -c "
	grep -qx '        cd $repo && git checkout --detach $c2_sha' '$tmp/c2.repro' &&
	grep -qx '        CACHELINT_CFLAGS=\"-fplugin=$build/cachelint.so\"' '$tmp/c2.repro' &&
	grep -qx '        export CACHELINT_CFLAGS' '$tmp/c2.repro' && grep -qx '        make' '$tmp/c2.repro' &&
	grep -qx '        $cl merge -o build.json cl-reports' '$tmp/c2.repro' &&
	grep -qx '        $cl report build.json' '$tmp/c2.repro'"
# the reproduce block pasted as it is, in a fresh clone at commit 2, gives the warning
git clone -q "$repo" "$tmp/repro"
sed -n '/^reproduce:/,/^$/p' "$tmp/c2" | sed '1d' | sed "s|cd $repo|cd $tmp/repro|" >"$tmp/repro.sh"
check "series mail: ... pasted into a shell, they give commit 2's warning" bash -c "
	bash '$tmp/repro.sh' >'$tmp/repro.out' 2>&1; grep -q \"queue.h:10:23: warning: write-hot field 'dropped'\" '$tmp/repro.out'"
check "series mail: the source lines around the warning, a caret under the field (as gcc)" bash -c "
	grep -qx 'vim +10 queue.h' '$tmp/c2' &&
	grep -qx '>   10 |         unsigned long dropped __write_hot;      /\* bumped by every CPU on overload \*/' '$tmp/c2' &&
	grep -qx '       |                       ^~~~~~~' '$tmp/c2' && grep -qx '     9 |         unsigned int index;     /\* which queue of the port \*/' '$tmp/c2'"
check "series mail: the fix-it as a patch that applies to commit 2" bash -c "
	awk '/^--- a\//{on=1} on && /^\$/{exit} on' '$tmp/c2' >'$tmp/fix.patch' &&
	grep -qx '+	unsigned long dropped __attribute__((aligned(64))) __write_hot;	/\* bumped by every CPU on overload \*/' '$tmp/fix.patch' &&
	git -C '$tmp/repro' apply --check '$tmp/fix.patch'"
check "series mail: Reported-by: and Closes: trailers (placeholders by default)" bash -c "
	grep -qx '| Reported-by: NAME <EMAIL>' '$tmp/c2' && grep -qx '| Closes: URL' '$tmp/c2'"
check "series mail: no line over 99 columns (but a patch's own lines)" bash -c "
	$(declare -f max_width); [ \$(max_width '$tmp/series.txt') -le 99 ]"
rc_is "series: a build that writes a kernel .config" 0 "$series" -C "$repo" base..main -- \
	'printf "# Linux/x86 6.12.0 Kernel Configuration\\nCONFIG_SMP=y\\nCONFIG_NR_CPUS=64\\n" >.config && make'
check "series mail: ... names it in config:" \
	grep -qx "config:    the tree's .config (Linux/x86 6.12.0 Kernel Configuration), 2 options set" "$tmp/rc.out"
# in a kernel tree the fix-it is the kernel's macro, as the plugin offers it there
rc_is "series --keep: the steps' reports kept" 1 "$series" -C "$repo" --keep "$tmp/keep" base..main~1 -- make
mkdir -p "$tmp/k/include/linux" && : >"$tmp/k/include/linux/cache.h"
git -C "$repo" show main~1:queue.h >"$tmp/k/queue.h"
"$cl" diff --format text --mail --srcroot "$tmp/k" "$tmp/keep/step-1.json" "$tmp/keep/step-2.json" >"$tmp/k.txt" 2>&1
check "diff --mail: in a kernel tree (include/linux/cache.h) the patch adds ____cacheline_aligned_in_smp" \
	grep -qxF '+	unsigned long dropped ____cacheline_aligned_in_smp __write_hot;	/* bumped by every CPU on overload */' "$tmp/k.txt"
rc_is "series: --reported-by and --closes fill the trailers" 0 "$series" -C "$repo" \
	--reported-by 'Jane Doe <jane@example.org>' --closes 'https://lore.example.org/r/1' base..main -- make
check "series: ... in the mail" bash -c "
	grep -qx '| Reported-by: Jane Doe <jane@example.org>' '$tmp/rc.out' && grep -qx '| Closes: https://lore.example.org/r/1' '$tmp/rc.out'"
check "series: ... and only commit 2" bash -c "[ -s '$tmp/c1' ] && [ -s '$tmp/c3' ] && ! grep -q '^>> ' '$tmp/c1' '$tmp/c3'"
check "series: commit 3 is named as fixing it" \
	grep -q "^-- queue.h:[0-9]*:[0-9]*: warning: write-hot field 'dropped' .* read-hot fields 'mask', 'size' .*'struct rx_queue'" "$tmp/c3"
check "series: ... counted per (struct, line, rule)" grep -qx "  fixes 2 findings (2 false-sharing; 4 field pairs):" "$tmp/c3"
check "series: the padding cost of the fix, per instance" \
	grep -q "struct rx_queue: 32 -> 128 bytes (+96), 1 -> 2 cache lines (+1)" "$tmp/c3"
check "series: ... and per container (8 queues in struct port)" \
	grep -q "in struct port as queues\[8\]: +768 bytes per struct port, 264 -> 1088 bytes, 5 -> 17 cache lines" "$tmp/c3"
check "series: the moved field" grep -Eq "moved: dropped +offset 24 \(line 0\) -> 64 \(line 1\)" "$tmp/c3"
check "series: the user's tree is untouched" bash -c "
	[ \"\$(git -C '$repo' rev-parse HEAD)\" = '$head_before' ] && [ -z \"\$(git -C '$repo' status --porcelain)\" ] &&
	[ \$(git -C '$repo' worktree list | wc -l) = 1 ] && [ ! -e '$repo/demo' ]"
rc_is "series: stopping at commit 2 leaves a new finding (exit 1)" 1 "$series" -C "$repo" base..main~1 -- make
rc_is "series: sarif of the series" 1 "$series" -C "$repo" --format sarif base..main~1 -- make
cp "$tmp/rc.out" "$tmp/series.sarif"
check "series sarif: valid, new findings marked new" bash -c "
	$(declare -f sarif_ok); sarif_ok '$tmp/series.sarif' &&
	jq -e '[.runs[0].results[] | .baselineState] | length > 0 and all(. == \"new\")' '$tmp/series.sarif' &&
	jq -e '.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri == \"queue.h\"' '$tmp/series.sarif'"
rc_is "series: --output writes extra formats" 0 "$series" -C "$repo" --output markdown="$tmp/s.md" \
	--output html="$tmp/s.html" base..main -- make
check "series: ... markdown names commit 2 and commit 3" bash -c "
	grep -q '^### $c2 (\"rx: count dropped packets\")' '$tmp/s.md' &&
	grep -q ':warning: \*\*introduces 2 findings\*\* (4 field pairs)' '$tmp/s.md' &&
	grep -q '^### $c3 (\"rx: give the drop counter its own cache line\")' '$tmp/s.md' &&
	grep -q '+768 bytes per \`struct port\` (8 x +96)' '$tmp/s.md'"
check "series: ... and an html page" grep -q 'class="pic cl-struct"' "$tmp/s.html"

# the same series as an mbox, applied with git am in the scratch worktree
git -C "$repo" format-patch -q --stdout base..main >"$tmp/series.mbox"
git -C "$repo" checkout -q -b elsewhere base
rc_is "series --mbox: exit 0" 0 "$series" -C "$repo" --mbox "$tmp/series.mbox" base -- make
m2=$tmp/rc.out
check "series --mbox: commit 2 introduces, commit 3 fixes, with the padding cost" bash -c "
	awk '/^commit .*rx: count dropped packets/ { on = 1; next } on && /^commit / { exit } on' '$m2' |
		grep -q '^>> queue.h:10:23: warning: ' &&
	grep -A2 'rx: give the drop counter its own cache line' '$m2' | grep -q 'fixes 2 findings' &&
	grep -q 'in struct port as queues\[8\]: +768 bytes per struct port, 264 -> 1088 bytes' '$m2'"
check "series --mbox: the user's branch and tree are untouched" bash -c "
	[ \"\$(git -C '$repo' rev-parse --abbrev-ref HEAD)\" = elsewhere ] &&
	[ \"\$(git -C '$repo' rev-parse HEAD)\" = \"\$(git -C '$repo' rev-parse base)\" ] &&
	[ -z \"\$(git -C '$repo' status --porcelain)\" ] && [ \$(git -C '$repo' worktree list | wc -l) = 1 ]"
printf 'not a patch\n' >"$tmp/bad.mbox"
rc_is "series --mbox: a patch that does not apply is an error (exit 2)" 2 \
	"$series" -C "$repo" --mbox "$tmp/bad.mbox" base -- make
rc_is "series: a failing build is an error (exit 2)" 2 "$series" -C "$repo" base..main -- false
check "series: ... saying which commit" grep -q "build of .*demo: initial import.* failed" "$tmp/rc.err"
rc_is "series: a build that ignores CACHELINT_CFLAGS is an error (exit 2)" 2 \
	"$series" -C "$repo" base..main -- 'make CACHELINT_CFLAGS='
check "series: ... saying so" grep -q "wrote no cachelint reports" "$tmp/rc.err"
rc_is "series: no build command is a usage error" 2 "$series" -C "$repo" base..main
rc_is "series: an unknown base is an error" 2 "$series" -C "$repo" nosuchref..main -- make
check "series: no worktree left behind" bash -c "[ \$(git -C '$repo' worktree list | wc -l) = 1 ]"
# several words after --: '$CACHELINT_CFLAGS' quoted for the runner reaches
# make as its value (make alone would read $C, then ACHELINT_CFLAGS)
rc_is "series: several words, make CFLAGS='-O2 \$CACHELINT_CFLAGS' (exit 0)" 0 \
	"$series" -C "$repo" base..main -- make 'CFLAGS=-O2 -Wall $CACHELINT_CFLAGS' CACHELINT_CFLAGS=
check "series: ... the plugin ran from make's CFLAGS: commit 2 introduces, commit 3 fixes" bash -c "
	grep -q '^>> queue.h:10:23: warning: ' '$tmp/rc.out' &&
	grep -A2 'rx: give the drop counter its own cache line' '$tmp/rc.out' | grep -q 'fixes 2 findings'"
check "series: ... its reproduce block quotes the words for the shell" \
	grep -qx "        make \"CFLAGS=-O2 -Wall \\\$CACHELINT_CFLAGS\" CACHELINT_CFLAGS=" "$tmp/rc.out"
rc_is "series: ... \${CACHELINT_CFLAGS} too" 0 \
	"$series" -C "$repo" base..main -- make 'CFLAGS=-O2 ${CACHELINT_CFLAGS}' CACHELINT_CFLAGS=
check "series: ... (the findings found)" grep -q '^>> queue.h:10:23: warning: ' "$tmp/rc.out"
# a failing step of a several-word command: its log outlives the scratch folder
rc_is "series: several words and a failing step: an error (exit 2)" 2 env TMPDIR="$tmp" \
	"$series" -C "$repo" base..main -- make 'CFLAGS=$CACHELINT_CFLAGS -include nosuch.h' CACHELINT_CFLAGS=
klog=$(tail -n 1 "$tmp/rc.err" | sed -n 's/.*; full log: //p')
check "series: ... the log's path is the last line printed" test -n "$klog"
check "series: ... and the log is kept, with the compiler's error" grep -q "nosuch.h" "$klog"
check "series: ... and the plugin's flags as make ran them (no ACHELINT_CFLAGS)" bash -c "
	grep -q -- '-fplugin=$build/cachelint.so' '$klog' && ! grep -q ACHELINT_CFLAGS '$klog'"

# the series with roles from the code: nothing is annotated
irepo=$tmp/irepo
if ! bash "$fx/make-infer-series-repo.sh" "$irepo" >"$tmp/irepo.log" 2>&1; then
	fail "series --infer: building the synthetic repository" "$(cat "$tmp/irepo.log")"
else
	rc_is "series --infer: HEAD fixes what commit 1 broke (exit 0)" 0 "$series" -C "$irepo" --infer base..main -- make
	cp "$tmp/rc.out" "$tmp/iseries.txt"
	i1=$(git -C "$irepo" rev-parse --short main~1) i2=$(git -C "$irepo" rev-parse --short main)
	section "commit $i1 (\"rx: count dropped packets\")" "$tmp/iseries.txt" >"$tmp/i1"
	section "commit $i2 (\"rx: give the drop counter its own cache line\")" "$tmp/iseries.txt" >"$tmp/i2"
	pair="queue.h:9:23: warning: write-hot field 'dropped' (bytes 16-23, role inferred from code) shares cache line 0 (bytes 0-63 of 64-byte lines) with 2 read-hot fields 'mask', 'ring' (bytes 0-15, roles inferred from code) in 'struct rx_queue' [cachelint:false-sharing]"
	check "series --infer: the atomic drop counter's commit introduces false sharing with the mask, roles from the code" \
		grep -qxF ">> $pair" "$tmp/i1"
	check "series --infer: the alignment commit fixes it" grep -qxF -- "-- $pair" "$tmp/i2"
	check "series --infer: ... the mail says how roles were known" grep -q '^flags: .*roles inferred from the code (--infer)' "$tmp/i1"
	check "series --infer: ... introduces nothing and moves the counter to line 1" bash -c "
		! grep -q '^>> ' '$tmp/i2' && grep -Eq 'moved: dropped +offset 16 \(line 0\) -> 64 \(line 1\)' '$tmp/i2'"
	rc_is "series --infer: stopping at commit 1 leaves a new finding (exit 1)" 1 \
		"$series" -C "$irepo" --infer base..main~1 -- make
	rc_is "series without --infer on the unannotated tree: no finding (exit 0)" 0 \
		"$series" -C "$irepo" base..main~1 -- make
	check "series without --infer: ... the counter's commit introduces nothing" bash -c "
		$(declare -f unwrap); ! grep -q '^>> ' '$tmp/rc.out' && unwrap '$tmp/rc.out' | grep -q '^Summary: .*0 new findings (0 new field pairs); 0 fixed'"
	rc_is "series --infer-arg: a bad infer option is an error (exit 2)" 2 \
		"$series" -C "$irepo" --infer --infer-arg --min-write-weight --infer-arg x base..main -- make
	check "series --infer-arg: ... with cachelint infer's message" \
		grep -q "min-write-weight needs a non-negative number, not x" "$tmp/rc.err"
fi

# ---- the documented CI jobs, their shell parts run here --------------------
git -C "$repo" checkout -q main
if ! python3 -c 'import yaml' 2>/dev/null; then
	ok "ci examples: the documented jobs run # SKIP python3-yaml missing"
	exit 0
fi
# GitHub Actions: the step that runs the series, ${{ }} filled in as GitHub would
mkdir -p "$tmp/gh" && git clone -q "$repo" "$tmp/gh/src" && ln -s "$root" "$tmp/gh/cachelint"
gh_step() {	# BASE_SHA: the step as a script, SERIES_ARGS from the environment
	python3 - "$root/ci/examples/github-actions.yml" "$1" <<'PY'
import sys, yaml
job = yaml.safe_load(open(sys.argv[1]))["jobs"]["layout"]
step = [s for s in job["steps"] if s.get("id") == "series"][0]
print("export BUILD='%s'" % job["env"]["BUILD"])
print("export SERIES_ARGS=${SERIES_ARGS-'%s'}" % job["env"]["SERIES_ARGS"])
print(step["run"].replace("${{ github.event.pull_request.base.sha }}", sys.argv[2]))
PY
}
gh_step "$(git -C "$repo" rev-parse main~3)" >"$tmp/gh/step.sh"
check "ci examples: GitHub Actions step runs the series and writes summary, SARIF, HTML" bash -c "
	cd '$tmp/gh/src' && export HOME='$tmp/gh' GITHUB_STEP_SUMMARY='$tmp/gh/summary' GITHUB_OUTPUT='$tmp/gh/output' &&
	bash -e '$tmp/gh/step.sh' 2>/dev/null && grep -qx 'rc=0' '$tmp/gh/output' &&
	grep -q 'introduces 2 findings' '$tmp/gh/summary' && jq -e '.version == \"2.1.0\"' '$tmp/gh/cachelint.sarif' >/dev/null &&
	grep -q 'class=\"pic cl-struct\"' '$tmp/gh/cachelint.html'"
mkdir -p "$tmp/ghi" && git clone -q "$irepo" "$tmp/ghi/src" && ln -s "$root" "$tmp/ghi/cachelint"
gh_step "$(git -C "$irepo" rev-parse base)" >"$tmp/ghi/step.sh"
check "ci examples: GitHub Actions step with SERIES_ARGS=--infer on a tree without annotations" bash -c "
	cd '$tmp/ghi/src' && export HOME='$tmp/ghi' GITHUB_STEP_SUMMARY='$tmp/ghi/summary' GITHUB_OUTPUT='$tmp/ghi/output' SERIES_ARGS=--infer &&
	bash -e '$tmp/ghi/step.sh' 2>/dev/null && grep -qx 'rc=0' '$tmp/ghi/output' &&
	grep -q 'introduces 1 finding' '$tmp/ghi/summary' &&
	grep -qF '\`dropped\` (write-hot) with \`mask\`, \`ring\` (read-hot); 2 pairs' '$tmp/ghi/summary'"
# GitLab CI: the job's script lines, with the merge request's variables
python3 - "$root/ci/examples/gitlab-ci.yml" >"$tmp/gl.sh" <<'PY'
import sys, yaml
job = yaml.safe_load(open(sys.argv[1]))["cachelint"]
print("export BUILD='%s'" % job["variables"]["BUILD"]["value"])
print("export SERIES_ARGS='%s'" % job["variables"]["SERIES_ARGS"])
print("\n".join(job["script"]).replace("/opt/cachelint", "$CACHELINT_ROOT"))
PY
git clone -q "$repo" "$tmp/gl"
check "ci examples: GitLab CI script runs the series and leaves its artifacts" bash -c "
	cd '$tmp/gl' && export HOME='$tmp' CACHELINT_ROOT='$root' CI_PROJECT_DIR='$tmp/gl' \
		CI_MERGE_REQUEST_DIFF_BASE_SHA=\$(git rev-parse origin/main~3) CI_COMMIT_SHA=\$(git rev-parse HEAD) &&
	bash -e '$tmp/gl.sh' >'$tmp/gl.out' 2>/dev/null && grep -q 'fixes 2 findings' '$tmp/gl.out' &&
	[ -s cachelint.md ] && [ -s cachelint.sarif ] && [ -s cachelint.html ]"

# ---- grouped findings ---------------------------------------------------------
# One finding per (struct, line, rule) holds its pairs: diff still sees a
# single pair appear when a second read-hot field joins the line.
plugin=$build/cachelint.so
if [ -f "$plugin" ]; then
	printf '%s\n' 'struct s { long w __attribute__((cachelint_write_hot)); long r1 __attribute__((cachelint_read_hot)); long cold; };' \
		'struct s *use_s;' >"$tmp/one.c"
	printf '%s\n' 'struct s { long w __attribute__((cachelint_write_hot)); long r1 __attribute__((cachelint_read_hot)); long r2 __attribute__((cachelint_read_hot)); };' \
		'struct s *use_s;' >"$tmp/two.c"
	printf '%s\n' 'struct s { long w __attribute__((cachelint_write_hot)); long r1; long r2; };' \
		'struct s *use_s;' >"$tmp/zero.c"
	for f in zero one two; do
		(cd "$tmp" && gcc -fplugin="$plugin" -fplugin-arg-cachelint-report=$f.json -fsyntax-only $f.c 2>/dev/null)
	done
	check "group: the second report has one finding with 2 pairs" jqe \
		'(.findings | length) == 1 and (.findings[0].pairs | length) == 2 and .findings[0].fields == ["w", "r1", "r2"]' "$tmp/two.json"
	# report counts and lists the line once; a second layout of the name is its own finding
	printf '%s\n' 'struct s { long w __attribute__((cachelint_write_hot)); long pad; long r1 __attribute__((cachelint_read_hot)); long r2 __attribute__((cachelint_read_hot)); };' \
		'struct s *use_s;' >"$tmp/three.c"
	(cd "$tmp" && gcc -fplugin="$plugin" -fplugin-arg-cachelint-report=three.json -fsyntax-only three.c 2>/dev/null)
	"$cl" report "$tmp/two.json" >"$tmp/g.txt"
	check "report: a grouped line is one warning with its notes and pairs" bash -c "
		grep -q 'warnings: 1 in 1 struct (1 false-sharing; 2 field pairs)' '$tmp/g.txt' &&
		[ \$(grep -c ': warning: ' '$tmp/g.txt') = 1 ] && [ \$(grep -c ': note: ' '$tmp/g.txt') = 3 ] &&
		grep -q '^two.c:1:62: note: fix: start the read side on the next line at .r1.' '$tmp/g.txt' &&
		grep -qx '  2 pairs: w/r1, w/r2' '$tmp/g.txt'"
	"$cl" merge -o "$tmp/gm.json" "$tmp/two.json" "$tmp/three.json" >/dev/null 2>&1
	"$cl" report "$tmp/gm.json" >"$tmp/gm.txt"
	check "report: two layouts of one name with the same line are two findings" \
		grep -q 'warnings: 2 in 2 structs (2 false-sharing; 4 field pairs)' "$tmp/gm.txt"
	"$cl" report --format markdown "$tmp/gm.json" >"$tmp/gm.md"
	check "report markdown: one row per (variant, line, rule)" bash -c "
		grep -q '^\*\*2 findings\*\*' '$tmp/gm.md' &&
		[ \$(grep -c '^| .false-sharing. | .struct s. | .w. (write-hot) with .r1., .r2. (read-hot); 2 pairs' '$tmp/gm.md') = 2 ]"
	"$cl" report --format sarif "$tmp/gm.json" >"$tmp/gm.sarif"
	check "report sarif: one result per grouped finding, every other field related" jqe \
		'[.runs[0].results[] | select(.ruleId == "false-sharing") | [(.relatedLocations | length), (.properties.pairs | length)]] == [[2, 2], [2, 2]]' "$tmp/gm.sarif"
	"$cl" diff --format json "$tmp/one.json" "$tmp/two.json" >"$tmp/g.json"
	check "diff: a second pair on a grouped line is introduced, alone" jqe \
		'(.total.introduced | length) == 1 and .total.introduced[0].fields == ["w", "r2"] and (.total.fixed | length) == 0' "$tmp/g.json"
	rc_is "diff: ... and exits 1" 1 "$cl" diff "$tmp/one.json" "$tmp/two.json"
	check "diff: ... its text names the new pair with >>" bash -c "
		grep -q \"^>> two.c:1:17: warning: .*'w'\" '$tmp/rc.out' && grep -qx '     new pairs: w/r2' '$tmp/rc.out'"
	check "diff: ... and counts one finding that grew, as report counts the line once" bash -c "
		grep -qx '  adds field pairs to 1 finding (1 false-sharing; 1 field pair):' '$tmp/rc.out' &&
		! grep -q '^  introduces' '$tmp/rc.out' &&
		grep -qx 'Summary: 0 new findings, 1 with new field pairs (1 new field pair); 0 fixed.' '$tmp/rc.out'"
	check "diff json: ... counted as one grown finding, beside the pair" jqe \
		'.total.findings == {"new": 0, "grown": 1, "shrunk": 0, "fixed": 0}' "$tmp/g.json"
	"$cl" diff --format html "$tmp/one.json" "$tmp/two.json" >"$tmp/g.html"
	check "diff html: ... one item for the line that grew, naming its new pair" bash -c "
		[ \$(grep -c '<li class=\"new grew\">' '$tmp/g.html') = 1 ] &&
		[ \$(grep -c '<li class=\"new' '$tmp/g.html') = 1 ] &&
		grep -q 'new pairs: <code>w</code>/<code>r2</code>' '$tmp/g.html'"
	rc_is "diff: a line that gets its first pair is a new finding" 1 "$cl" diff "$tmp/zero.json" "$tmp/two.json"
	check "diff: ... 1 finding of 2 pairs" bash -c "
		grep -qx '  introduces 1 finding (1 false-sharing; 2 field pairs):' '$tmp/rc.out' &&
		[ \$(grep -c '^>> .*: warning: ' '$tmp/rc.out') = 1 ]"
	rc_is "diff: the line losing a pair: one finding shrank" 0 "$cl" diff "$tmp/two.json" "$tmp/one.json"
	check "diff: ... its gone pair named under --" bash -c "
		grep -qx '  removes field pairs from 1 finding (1 false-sharing; 1 field pair):' '$tmp/rc.out' &&
		grep -q \"^-- two.c:1:17: warning: \" '$tmp/rc.out' && grep -qx '     pairs gone: w/r2' '$tmp/rc.out'"
	"$cl" diff --format json "$tmp/two.json" "$tmp/one.json" >"$tmp/g2.json"
	check "diff: the pair that goes is fixed, the other stays" jqe \
		'(.total.fixed | length) == 1 and .total.fixed[0].fields == ["w", "r2"] and (.total.introduced | length) == 0' "$tmp/g2.json"
	# a report written before grouping (one pair per finding, no "pairs") reads the same
	jq '.findings = [.findings[0].pairs[]]' "$tmp/two.json" >"$tmp/two-old.json"
	"$cl" diff --format json "$tmp/two-old.json" "$tmp/two.json" >"$tmp/g3.json"
	check "diff: an old pair-per-finding report equals its grouped form" jqe \
		'(.total.fixed | length) == 0 and (.total.introduced | length) == 0' "$tmp/g3.json"
fi
