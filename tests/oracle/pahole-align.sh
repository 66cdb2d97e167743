#!/usr/bin/env bash
# pahole-align.sh TRUTH REPORT.json PAHOLE.txt
# The alignments pahole 1.24 cannot show, and only those, are excused in the
# truth before tests/oracle/compare.sh compares it with `cachelint pahole`'s
# JSON: prints the truth with the excused records' S lines carrying the
# report's alignment, and on stderr one line counting what was compared,
# what was excused and why.  PAHOLE.txt is `pahole -a` of the binary (its
# closing lines say where pahole printed __packed__).
#
# gcc's DWARF has DW_AT_alignment only where the source (or a member's type)
# asked for an alignment; pahole 1.24 prints it as __aligned__(N) on members
# and structs, but not after a union and not where it prints __packed__:
# cachelint reads those from the DWARF itself (pahole/dwarf.c), so unions
# with aligned(N) and packed aligned(N) structs are compared exactly.  What
# no DWARF reader can know, and only that, is excused:
#  - packed on a struct or union, or on members, whose layout is the one it
#    would have unpacked (pahole infers no __packed__ then, and never prints
#    one after a union): its DWARF is the unpacked record's, byte for byte,
#    alignment 1 or not;
#  - packed on some members of a struct pahole prints as __packed__: the
#    DWARF is the same as if the whole struct were packed where the other
#    members sit at their natural offsets (cachelint then says packed);
#  - a record with a member of such a type: the member's alignment, and so
#    the record's (and pahole's __packed__ inference), follow that type's.
# The A lines of the truth (gen-structs.c) say which records have packed,
# aligned(N), packed members, or members of such types; every other record,
# and every packed struct pahole does print as __packed__, must be exact.
set -u
truth=$1 report=$2 pahole_text=$3
{
	jq -r '.structs[] | "J\t\(.name)\t\(.align)"' "$report"
	awk '
		/^(struct|union) [^ ]+ \{$/ { name = $1 " " $2; next }
		/^typedef struct \{$/ { name = ""; next }
		/^\}/ {
			n = name
			if (n == "") { n = $NF; sub(/;$/, "", n) }
			if (n != "") print "P\t" n "\t" (index($0, "__packed__") ? "packed" : "")
			name = ""
		}' "$pahole_text"
} | awk -F'\t' -v OFS='\t' '
	NR == FNR { if ($1 == "J") ours[$2] = $3; else if ($1 == "P") printed[$2] = $3; next }
	$1 == "A" { hints[$2] = $3 }
	{ line[++n] = $0 }
	END {
		for (i = 1; i <= n; i++) {
			split(line[i], f, "\t")
			if (f[1] == "S" && (f[2] in ours) && ours[f[2]] != f[4]) {
				key = f[2]; h = hints[key]; why = ""
				if (h ~ /packed-member/ && h !~ /packed,/ && printed[key] == "packed")
					why = "packed-member"
				else if (h ~ /packed/ && printed[key] != "packed")
					why = "natural-looking"
				else if (h ~ /embeds/)
					why = "embeds"
				if (why != "") {
					excused[why]++; nexcused++
					f[4] = ours[key]
					line[i] = f[1] OFS f[2] OFS f[3] OFS f[4]
				} else {
					nwrong++
				}
			}
			if (f[1] == "S" && (f[2] in ours)) nrec++
			print line[i]
		}
		printf "# alignment: %d records, %d exact, %d wrong; %d excused, not in the DWARF (%d packed layouts that look unpacked, %d packed members read as a packed struct, %d with a member of such a type)\n",
			nrec, nrec - nexcused - nwrong, nwrong, nexcused,
			excused["natural-looking"], excused["packed-member"], excused["embeds"] > "/dev/stderr"
	}' - "$truth"
