# Every struct and every finding of a merged or inferred report must be true
# of the layout of the unit it names.
#   jq -r -s -f check-layouts.jq --slurpfile out OUT.json UNIT.json...
# The units' reports (written with -fplugin-arg-cachelint-report-all, so
# that they hold every struct of their unit, nested members flattened) are
# the truth: GCC's own layout.  A struct of OUT, or a finding, names a
# struct and a file; one unit's layout of that struct in that file must
# hold each of its fields at the same offset with the same size.  A record
# keyed by tag alone mixes the layouts of different structs that share a
# tag in different units (issue 22: 'f1.f7.f2' found in s115.c's 'struct
# S9', whose f7 has no f2).  Prints one line per problem, nothing when all
# is true.

# A tag with several layouts in the build is renamed after each layout's
# first definition, 'struct S1 [s115.c:25]' (docs/infer-model.md): the unit knows
# it by its tag.
def tag: sub(" \\[[^]]*:[0-9]+\\]$"; "");

# name<TAB>file -> [ {field: [offset, size]} for each unit defining it ]
def layouts:
	reduce (.[] | .structs[]?) as $s ({};
		.["\($s.name)\t\($s.file)"] += [ $s.fields | map({key: .name, value: [.offset, .size]}) | from_entries ]);

def holds($layout; $field; $offset; $size):
	$layout[$field] as $v
	| $v != null and ($offset == null or $v[0] == $offset) and ($size == null or $v[1] == $size);

def where: "\(.file // "?"):\(.line // "?")";

layouts as $lay
| ( ($out[0].structs // [])[] as $s
	| ($lay["\($s.name | tag)\t\($s.file)"] // []) as $units
	| if ($units | length) == 0 then
		"struct '\($s.name)' (\($s | where)): no unit defines it in \($s.file)"
	  else
		[ $s.fields[] | select(.offset != null) ] as $fields
		| if any($units[]; . as $l | all($fields[]; holds($l; .name; .offset; .size))) then empty
		  else
			"struct '\($s.name)' (\($s | where)): fields not in its unit's layout: "
			+ ([ $fields[] | select(. as $f | any($units[]; holds(.; $f.name; $f.offset; $f.size)) | not)
				| "'\(.name)' (offset \(.offset), size \(.size))" ][0:5] | join(", "))
		  end
	  end ),
( ($out[0].findings // [])[] as $f
	| ($lay["\($f.struct | tag)\t\($f.file)"] // []) as $units
	| [ range(0; $f.fields | length) ] as $idx
	| if ($units | length) == 0 then
		"finding \($f.rule) on '\($f.struct)' (\($f | where)): no unit defines '\($f.struct)' in \($f.file)"
	  elif any($units[]; . as $l | all($idx[]; holds($l; $f.fields[.]; ($f.offsets // [])[.]; ($f.sizes // [])[.])))
	  then empty
	  else
		"finding \($f.rule) on '\($f.struct)' (\($f | where)): "
		+ ([ $idx[] | select(. as $i | any($units[]; holds(.; $f.fields[$i]; ($f.offsets // [])[$i]; ($f.sizes // [])[$i])) | not)
			| "'\($f.fields[.])'" + (if ($f.offsets // [])[.] != null then " (offset \($f.offsets[.]), size \(($f.sizes // [])[.]))" else "" end) ]
		  | join(", "))
		+ " not in the layout of '\($f.struct)' in \($f.file)"
	  end )
