#!/usr/bin/env bash
# Precision of cachelint infer on Linux 6.12 kernel/sched, against the
# judged census (docs/kernel-census.tsv: every finding of the CPUMASK_OFFSTACK
# build judged TRUE, WORKLOAD or FALSE by reading the code, with the reason).
#
#   scripts/kernel-census.sh [INFER.json [CONFIG]]
#
# INFER.json defaults to the offstack run of make kernel-infer; CONFIG
# (offstack or def) to the one the file name says.  A census line is for
# one config, or for "any": the pairs both builds report are judged once.
#
# Prints, for the findings reported now: how many of each verdict, the
# findings no verdict covers (to judge and add), and the judged ones no
# longer reported.  A measurement: the exit status is 0 unless an input is
# missing.
set -u
ROOT=${CACHELINT_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
B=${CACHELINT_BUILD:-$ROOT/build}
JSON=${1:-$B/kernel/infer/infer-offstack.json}
case ${2:-$(basename "$JSON")} in
*def*) CONFIG=def ;;
*offstack*) CONFIG=offstack ;;
*) CONFIG=any ;;
esac
CENSUS=$ROOT/docs/kernel-census.tsv

command -v jq >/dev/null || { echo "kernel-census: jq not installed" >&2; exit 2; }
[ -s "$JSON" ] || { echo "kernel-census: $JSON missing (make kernel-infer)" >&2; exit 2; }
[ -s "$CENSUS" ] || { echo "kernel-census: $CENSUS missing" >&2; exit 2; }

# struct, rule, fields (a straddle has one field: "-" as the second)
jq -r '.findings[] | [.struct, .rule, .fields[0], (.fields[1] // "-"),
	(.extra // "" | test("^confidence high") | if . then "high" else "low" end),
	(.cacheline | tostring)] | @tsv' \
	"$JSON" >"${TMPDIR:-/tmp}/census-found.$$" || { echo "kernel-census: $JSON: not a report" >&2; exit 2; }

awk -F'\t' -v found="${TMPDIR:-/tmp}/census-found.$$" -v config=$CONFIG '
	/^#/ { next }
	FILENAME != found {
		if ($5 == "any" || $5 == config || config == "any")
			verdict[$1 FS $2 FS $3 FS $4] = $6
		next
	}
	{
		k = $1 FS $2 FS $3 FS $4
		total++
		if (k in verdict) {
			v = verdict[k]; n[v]++; seen[k] = 1
			if ($5 == "high" && $2 == "false-sharing") high[v]++
		} else {
			unjudged[++nu] = $2 " " $1 " " $3 " / " $4
		}
		if ($5 == "high" && $2 == "false-sharing") nhigh++
		# cachelint infer --by-line: one item per line of a record
		if ($2 == "false-sharing") {
			g = $1 " line " $6
			if (!(g in group)) { group[g] = 1; ngroups++ }
			if (k in verdict && verdict[k] == "TRUE") gtrue[g] = 1
			if (k in verdict && verdict[k] == "WORKLOAD") gwork[g] = 1
		}
	}
	END {
		plausible = n["TRUE"] + n["WORKLOAD"]
		printf "findings: %d; TRUE %d, WORKLOAD %d, FALSE %d, not judged %d\n",
			total, n["TRUE"], n["WORKLOAD"], n["FALSE"], nu
		if (total - nu > 0)
			printf "precision of the judged: %.0f%% true, %.0f%% true or workload\n",
				100 * n["TRUE"] / (total - nu), 100 * plausible / (total - nu)
		printf "confidence high (false-sharing): %d; TRUE %d, WORKLOAD %d, FALSE %d\n",
			nhigh, high["TRUE"], high["WORKLOAD"], high["FALSE"]
		for (g in group) {
			if (g in gtrue) nt++
			else if (g in gwork) nw++
		}
		printf "by line (--by-line): %d lines; %d with a TRUE pair, %d more with a WORKLOAD pair\n",
			ngroups, nt, nw
		for (i = 1; i <= nu; i++)
			print "not judged: " unjudged[i]
		for (k in verdict)
			if (!(k in seen) && verdict[k] != "FALSE") {
				split(k, f, FS)
				print "no longer reported (" verdict[k] "): " f[2] " " f[1] " " f[3] " / " f[4]
			}
		for (k in verdict)
			if (!(k in seen) && verdict[k] == "FALSE")
				gone++
		printf "judged FALSE and no longer reported: %d\n", gone
	}' "$CENSUS" "${TMPDIR:-/tmp}/census-found.$$"
rc=$?
rm -f "${TMPDIR:-/tmp}/census-found.$$"
exit $rc
