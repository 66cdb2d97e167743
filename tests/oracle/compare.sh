#!/usr/bin/env bash
# compare.sh TRUTH REPORT.json PREFIX_REGEX
# Compares the oracle's measured layout (gen-structs output: S/F/C lines) with
# a JSON report (DESIGN.md fields), and the roles the generator put on fields
# (R lines: attributes with -a, kernel cacheline groups always) with the
# report's role/origin/group: an R path must have that role, origin and
# group; any other path must have origin "attribute" or "group" nowhere.  Prints one line per mismatch (at most 30,
# then a count) and exits 1 if there is any.  PREFIX_REGEX selects the
# report's records that the oracle generated (other records, from system
# headers, are not compared).
#
# A path the oracle knows but the report lacks is tolerated only where the
# report, by design, lists fewer array elements (one period of a long array
# of records: see rules/flatten.c): when some "[k]." element on the path is
# not listed at all; a zero-size leaf inside a zero-size member (the rules
# do not expand a member with no bytes: nothing in it can share a line); and
# a path more than 15 named records deep (rules/flatten.c stops at depth 16,
# a guard against recursion; real code never nests that deep).
set -u
truth=$1 report=$2 prefix=$3
jq -r --arg re "$prefix" '
	.structs[] | select(.name | test($re)) |
	"S\t\(.name)\t\(.size)\t\(.align)",
	(.name as $k | .fields[] |
	 "J\t\($k)\t\(.name)\t\(if .bit_offset != null then .bit_offset else .offset * 8 end)\t\(if .bit_size != null then .bit_size else .size * 8 end)\t\(.role)\t\(.origin)\t\(.group // "")")
' "$report" | awk -F'\t' -v re="$prefix" '
	function bad(msg) { if (++nbad <= 30) print msg }
	NR == FNR {	# the truth
		if ($1 == "S") { tsize[$2] = $3; talign[$2] = $4; trec[$2] = 1; order[++nrec] = $2 }
		else if ($1 == "R") { trole[$2 SUBSEP $3] = $4; torigin[$2 SUBSEP $3] = ($5 == "" ? "attribute" : $5); tgroup[$2 SUBSEP $3] = $6 }
		else if ($1 == "A" || $1 == "K") { }	# hints about the record, no path
		else { t[$2 SUBSEP $3] = $4 " " $5; kind[$2 SUBSEP $3] = $1; paths[$2] = paths[$2] "\n" $3 }
		next
	}
	$1 == "S" {
		if (!($2 in trec)) { bad("unknown record " $2 " in the report"); next }
		if (seenrec[$2]++) next	# a second configuration of one key: first wins
		if ($3 != tsize[$2]) bad($2 ": size " $3 ", compiler says " tsize[$2])
		if ($4 != talign[$2]) bad($2 ": align " $4 ", compiler says " talign[$2])
		next
	}
	$1 == "J" {
		k = $2 SUBSEP $3
		if (seenrec[$2] > 1) next
		if (!(k in t)) { bad($2 ": unknown field path " $3 " in the report"); next }
		listed[k] = 1; ncompared++
		# every "x[k]." prefix of a listed path is an expanded element
		p = $3
		while (match(p, /\]\./)) { elem[$2 SUBSEP substr($3, 1, length($3) - length(p) + RSTART + 1)] = 1; p = substr(p, RSTART + 2) }
		if (t[k] != $4 " " $5) bad($2 "." $3 ": report says bit_offset/bit_size " $4 " " $5 ", compiler says " t[k])
		if ((k in trole) && ($6 != trole[k] || $7 != torigin[k] || (torigin[k] == "group" && $8 != tgroup[k])))
			bad($2 "." $3 ": report says role " $6 " (" $7 " " $8 "), the source says " trole[k] " (" torigin[k] " " tgroup[k] ")")
		else if (!(k in trole) && ($7 == "attribute" || $7 == "group"))
			bad($2 "." $3 ": report says role " $6 " (" $7 "), the source gives it none")
		else if (k in trole) { nroles++; if (torigin[k] == "group") ngroups++ }
		next
	}
	END {
		for (i = 1; i <= nrec; i++) {
			key = order[i]
			if (!(key in seenrec)) { bad(key ": missing from the report"); continue }
			n = split(paths[key], ps, "\n")
			for (j = 2; j <= n; j++) {
				k = key SUBSEP ps[j]
				if (kind[k] != "F" || (k in listed)) continue
				# tolerated when an array element on the path is not expanded
				p = ps[j]; tolerated = 0
				while (match(p, /\]\./)) {
					pre = substr(ps[j], 1, length(ps[j]) - length(p) + RSTART + 1)
					if (!((key SUBSEP pre) in elem)) { tolerated = 1; break }
					p = substr(p, RSTART + 2)
				}
				if (!tolerated && t[k] ~ / 0$/ && index(ps[j], ".")) { nzero++; continue }
				if (!tolerated && gsub(/\./, ".", ps[j]) >= 16) { ndeep++; continue }
				if (!tolerated) bad(key ": field " ps[j] " (" t[k] ") missing from the report")
				else ntol++
			}
		}
		if (nbad > 30) print "... " nbad - 30 " more mismatches"
		printf "# %d records, %d report fields compared (%d with declared roles, %d of them by kernel group); not listed, by design: %d paths in unexpanded array elements, %d zero-size leaves of zero-size members, %d paths nested deeper than 15 records\n", nrec, ncompared, nroles, ngroups, ntol, nzero, ndeep > "/dev/stderr"
		exit nbad > 0
	}' "$truth" -
