#!/usr/bin/env bash
# check-findings.sh TRUTH REPORT.json LINE_SIZE [any]
# A rules oracle over gen-structs output (roles from -a attributes and from
# kernel cacheline groups, R lines), for the default
# placement or, with "any", for placement=any (a finding then holds for its
# start_offset, and a pair is expected when some start the record's
# alignment allows puts it on one line):
#   sound:    every finding of the report is true of the measured layout: a
#             false-sharing pair is a write_hot and a read_hot field (R lines)
#             whose bytes both touch the reported line; a write-contention
#             pair two write_hot fields of different groups on that line; a
#             straddle a hot field whose bytes (an element's, for an array of
#             scalars) cross a line boundary there.
#   complete: in the "flat" records (K lines: no unions, no record members,
#             where every pair is a pair), every write_hot/read_hot pair that
#             shares a line and every hot field of at most LINE_SIZE bytes that
#             crosses a boundary has its finding, and so has every pair of
#             write_hot fields of different groups on one line.
# Prints mismatches (at most 30) and exits 1 if there is any.
set -u
truth=$1 report=$2 line_size=$3 placement=${4:-aligned}
jq -r '.findings[] | (if (.pairs // []) != [] then .pairs[] else . end) | "X\t\(.rule)\t\(.struct)\t\(.fields[0])\t\(.fields[1] // "")\t\(.cacheline)\t\(.start_offset // 0)"' "$report" |
awk -F'\t' -v L="$line_size" -v any="$([ "$placement" = any ] && echo 1 || echo 0)" '
	function bad(msg) { if (++nbad <= 30) print msg }
	# lines touched by field k when the record starts S bytes into a line
	function first(k) { return int((int(off[k] / 8) + S) / L) }
	function last(k) { return int((int((off[k] + size[k] - 1) / 8) + S) / L) }
	# the starts to try: 0 only, or every multiple of the alignment below L
	function nstarts(s) { return any ? int(L / (align[s] < L ? align[s] : L)) : 1 }
	function start(s, i) { return i * (align[s] < L ? align[s] : L) }
	# does field k cross a line?  An array of scalars only where an
	# element does: the code loads one at a time
	function crosses(k,   e, at) {
		if (!elem[k] || elem[k] >= size[k]) return first(k) != last(k)
		for (e = 0; e + elem[k] <= size[k]; e += elem[k]) {
			at = int((off[k] + e) / 8) + S
			if (int(at / L) != int((int((off[k] + e + elem[k] - 1) / 8) + S) / L)) return 1
		}
		return 0
	}
	NR == FNR {
		if ($1 == "S") align[$2] = $4
		else if ($1 == "F") { k = $2 SUBSEP $3; off[k] = $4; size[k] = $5; elem[k] = $6 + 0; paths[$2] = paths[$2] "\t" $3 }
		else if ($1 == "R") { role[$2 SUBSEP $3] = $4; group[$2 SUBSEP $3] = $6 }
		else if ($1 == "K") flat[$2] = 1
		next
	}
	$1 == "X" {
		rule = $2; s = $3; a = s SUBSEP $4; b = s SUBSEP $5; c = $6 + 0; S = $7 + 0
		nfind++
		if (!any && S != 0) bad(s ": finding with start_offset " S " under the default placement")
		if (rule == "false-sharing") {
			if (!(a in off) || !(b in off)) { bad(s ": finding names unknown field " $4 " or " $5); next }
			if (role[a] != "write_hot" || role[b] != "read_hot")
				bad(s ": false-sharing " $4 " (" role[a] ") / " $5 " (" role[b] "): not a write_hot/read_hot pair")
			if (c < first(a) || c > last(a) || c < first(b) || c > last(b))
				bad(s ": false-sharing " $4 "/" $5 " at line " c ", but they touch lines " first(a) "-" last(a) " and " first(b) "-" last(b))
			seen[s SUBSEP "fs" SUBSEP $4 SUBSEP $5] = 1
		} else if (rule == "write-contention") {
			if (!(a in off) || !(b in off)) { bad(s ": finding names unknown field " $4 " or " $5); next }
			if (role[a] != "write_hot" || role[b] != "write_hot" || group[a] == "" || group[b] == "" || group[a] == group[b])
				bad(s ": write-contention " $4 " (" role[a] " " group[a] ") / " $5 " (" role[b] " " group[b] "): not two write_hot fields of different groups")
			if (c < first(a) || c > last(a) || c < first(b) || c > last(b))
				bad(s ": write-contention " $4 "/" $5 " at line " c ", but they touch lines " first(a) "-" last(a) " and " first(b) "-" last(b))
			seen[s SUBSEP "wc" SUBSEP $4 SUBSEP $5] = 1
			seen[s SUBSEP "wc" SUBSEP $5 SUBSEP $4] = 1
		} else if (rule == "straddle") {
			if (!(a in off)) { bad(s ": straddle names unknown field " $4); next }
			if (role[a] != "write_hot" && role[a] != "read_hot") bad(s ": straddle of " $4 ", which is not hot")
			if (!crosses(a) || c < first(a) || c >= last(a))
				bad(s ": straddle of " $4 " at line " c ", but it touches lines " first(a) "-" last(a))
			seen[s SUBSEP "st" SUBSEP $4] = 1
		} else {
			bad(s ": unexpected " rule " finding " $4 "/" $5)
		}
		next
	}
	END {
		for (s in flat) {
			n = split(substr(paths[s], 2), ps, "\t")
			for (i = 1; i <= n; i++) {
				a = s SUBSEP ps[i]
				if (role[a] != "write_hot" && role[a] != "read_hot") continue
				for (t = 0; t < nstarts(s); t++) {
					S = start(s, t)
					if (crosses(a) && size[a] <= 8 * L) break
				}
				if (t < nstarts(s)) {
					nexp++
					if (!((s SUBSEP "st" SUBSEP ps[i]) in seen))
						bad(s ": no straddle finding for " ps[i] " (lines " first(a) "-" last(a) " at start " S ")")
				}
				if (role[a] != "write_hot") continue
				for (j = 1; j <= n; j++) {
					b = s SUBSEP ps[j]
					if (role[b] == "write_hot" && j > i && group[a] != "" && group[b] != "" && group[a] != group[b]) {
						for (t = 0; t < nstarts(s); t++) {
							S = start(s, t)
							if (!(last(a) < first(b) || last(b) < first(a))) break
						}
						if (t < nstarts(s)) {
							nexp++
							if (!((s SUBSEP "wc" SUBSEP ps[i] SUBSEP ps[j]) in seen))
								bad(s ": no write-contention finding for " ps[i] " (" group[a] ") / " ps[j] " (" group[b] ") at start " S)
						}
					}
					if (role[b] != "read_hot") continue
					for (t = 0; t < nstarts(s); t++) {
						S = start(s, t)
						if (!(last(a) < first(b) || last(b) < first(a))) break
					}
					if (t == nstarts(s)) continue
					nexp++
					if (!((s SUBSEP "fs" SUBSEP ps[i] SUBSEP ps[j]) in seen))
						bad(s ": no false-sharing finding for " ps[i] " (lines " first(a) "-" last(a) ") / " ps[j] " (lines " first(b) "-" last(b) ") at start " S)
				}
			}
		}
		if (nbad > 30) print "... " nbad - 30 " more mismatches"
		printf "# %d findings checked against the layout, %d expected in flat records\n", nfind, nexp > "/dev/stderr"
		exit nbad > 0
	}' "$truth" -
