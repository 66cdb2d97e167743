#!/usr/bin/env bash
# Counts of a differential run (tests/differential/unit.sh lines in OUT/res/):
#   summarize.sh SET OUT
# prints one TAP line per mode and -O level -- ok when the plugin alone
# caused nothing: no ICE, no code difference, no failure, no bad report --
# with the failing units and the head of their logs under a "not ok", then
# one summary line per set:
#   # differential SET: N units, B fail without the plugin, I ICE, D code differences, F failures caused by the plugin
set -u
set_name=$1 out=$2
shopt -s nullglob
res=("$out"/res/*)
if [ ${#res[@]} -eq 0 ]; then
	echo "not ok - differential $set_name: no unit ran (see $out)"
	exit 0
fi
cat "${res[@]}" >"$out/results.txt"
units=$(wc -l <"$out/results.txt")
total_ice=0 total_diff=0 total_fail=0
for mode in check infer; do
	for opt in $(awk '{print $2}' "$out/results.txt" | sort -u); do
		# awk fields: 1 name, 2 opt, 3 base=, 4 check=, 5 infer=
		col=4; [ "$mode" = infer ] && col=5
		counts=$(awk -v opt="$opt" -v col="$col" '
			$2 == opt { n++; b = substr($3, 6); s = $col; sub(/^[a-z]*=/, "", s)
				if (b != "ok") nb++
				if (s == "ice") ice++
				else if (s == "diff") diff++
				else if (s == "nondet") nondet++
				else if (s == "fail" || s == "timeout" || s == "report") fail++ }
			END { printf "%d %d %d %d %d %d\n", n, nb, ice, diff, fail, nondet }' "$out/results.txt")
		read -r n nb ice diff fail nondet <<<"$counts"
		what="$set_name $mode $opt: $n units ($nb fail without the plugin), $ice ICE, $diff code differences"
		[ "$nondet" -eq 0 ] || what+=" (and $nondet units whose code differs between two compiles without the plugin)"
		what+=", $fail failures caused by the plugin"
		if [ $((ice + diff + fail)) -eq 0 ]; then
			echo "ok - differential $what"
		else
			echo "not ok - differential $what"
			awk -v opt="$opt" -v col="$col" '$2 == opt { s = $col; sub(/^[a-z]*=/, "", s)
				if (s != "same" && s != "-" && s != "nondet") print $1, s }' "$out/results.txt" | head -20 |
			while read -r u s; do
				echo "    $u: $s"
				sed 's/^/      /' "$out/log/$u.${opt#-}.$mode" 2>/dev/null | head -8
			done
		fi
		total_ice=$((total_ice + ice)) total_diff=$((total_diff + diff)) total_fail=$((total_fail + fail))
	done
done
nb_any=$(awk '$3 != "base=ok" { print $1 }' "$out/results.txt" | sort -u | wc -l)
n_any=$(awk '{ print $1 }' "$out/results.txt" | sort -u | wc -l)
echo "# differential $set_name: $n_any units ($nb_any fail without the plugin at some -O level), $total_ice ICE, $total_diff code differences, $total_fail failures caused by the plugin (all modes and -O levels; $units unit compiles per mode)"
