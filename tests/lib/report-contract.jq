# The JSON report contract of DESIGN.md: jq -e -f tests/lib/report-contract.jq
# prints true for a report that has every field other tools rely on, with its
# type; false (or an error naming the problem) otherwise.
def str: type == "string";
def num: type == "number" and . >= 0 and . == floor;
def role: . == "write_hot" or . == "read_hot" or . == "cold" or . == "none";
def origin: . == "attribute" or . == "group" or . == "type" or . == "file" or . == "code" or . == "none";
def rule: . == "false-sharing" or . == "write-contention" or . == "straddle"
	or . == "layout-mismatch" or . == "stale-annotation" or . == "role-contradiction" or . == "silent-store";
def check(cond; what): if cond then true else error(what) end;

check(.version | num; "version")
and check(.line_size | num and . >= 8; "line_size")
and check(.structs | type == "array"; "structs")
and check(.findings | type == "array"; "findings")
and all(.structs[];
	check(.name | str; "struct name")
	and check(.size | num; "size of \(.name)")
	and check(.align | num; "align of \(.name)")
	and check(.file | str; "file of \(.name)")
	and check(.line | num; "line of \(.name)")
	and (.name as $s | all(.fields[];
		check(.name | str; "field name in \($s)")
		and check(.offset | num; "offset of \($s).\(.name)")
		and check(.size | num; "size of \($s).\(.name)")
		and check(.role | role; "role of \($s).\(.name)")
		and check(.origin | origin; "origin of \($s).\(.name)")
		and check((has("bit_offset") | not) or ((.bit_offset | num) and (.bit_size | num)
			and (.bit_offset / 8 | floor) == .offset); "bitfield \($s).\(.name)"))))
and all(.findings[];
	check(.rule | rule; "finding rule")
	and check(.struct | str; "finding struct")
	and check((.fields | type == "array") and (.fields | length) >= 1 and all(.fields[]; str); "finding fields")
	and check((.origins | length) == (.fields | length) and all(.origins[]; origin); "finding origins")
	and check(.cacheline | num; "finding cacheline")
	and check(.file | str; "finding file")
	and check(.line | num; "finding line"))
