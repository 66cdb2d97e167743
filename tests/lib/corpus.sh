# shellcheck shell=bash
# Parsing of the trailing "check-" comment block of a corpus file, shared by
# tests/run-corpus.sh, tests/corpus-args.sh and any other front end's runner.
#
# corpus__parse FILE sets:
#   check_name check_args check_cflags check_exit_value check_frontends
#   check_command check_known_to_fail (0/1) check_error (expected stderr,
#   newline-terminated or empty) check_has_patch (0/1) check_patch
# It returns 1 (with a message naming the file and line on stderr) on an
# unknown tag, an unterminated block or a file without a check block.

# The tags a corpus file may use are the ones the awk program below knows;
# anything else is a hard error, so a typo never silently disables a check.
# shellcheck disable=SC2034	# the check_* variables are for the caller
corpus__parse()
{
	local file=$1 out
	out=$(awk -v file="$file" '
		# Only the last comment block that opens on a line of its own counts:
		# the block sits at the end so line numbers above it stay stable.
		{ lines[NR] = $0 }
		/^\/\*[ \t]*$/ { start = NR }
		END {
			if (!start) { printf "%s: no check block (a trailing /* ... */ comment)\n", file > "/dev/stderr"; exit 1 }
			mode = ""
			for (i = start + 1; i <= NR; i++) {
				l = lines[i]
				if (mode != "") {
					if (l ~ "^ \\* check-" mode "-end[ \t]*$") { mode = ""; continue }
					# "*/" would end the comment: blocks hold it as "*\/"
					gsub(/\*\\\//, "*/", l)
					if (mode == "error") err = err l "\n"; else patch = patch l "\n"
					continue
				}
				if (l ~ /^[ \t]*\*\/[ \t]*$/) { closed = 1; break }
				if (l !~ /^ \* check-/) continue	# free comment text
				t = substr(l, 4)
				key = t; val = ""
				if (index(t, ":")) { key = substr(t, 1, index(t, ":") - 1); val = substr(t, index(t, ":") + 1) }
				sub(/^check-/, "", key); sub(/[ \t]+$/, "", key)
				sub(/^[ \t]+/, "", val); sub(/[ \t]+$/, "", val)
				if (key == "error-start") { mode = "error"; has_err = 1; continue }
				if (key == "patch-start") { mode = "patch"; has_patch = 1; continue }
				if (key == "known-to-fail") { ktf = 1; continue }
				if (key ~ /^(name|args|cflags|exit-value|frontends|command)$/) { v[key] = val; continue }
				printf "%s:%d: unknown tag \"check-%s\"\n", file, i, key > "/dev/stderr"; exit 1
			}
			if (mode != "") { printf "%s: check-%s-start without check-%s-end\n", file, mode, mode > "/dev/stderr"; exit 1 }
			if (!closed) { printf "%s: check block not closed with */\n", file > "/dev/stderr"; exit 1 }
			if (v["name"] == "") { printf "%s: missing check-name\n", file > "/dev/stderr"; exit 1 }
			if (v["exit-value"] == "") v["exit-value"] = 0
			if (v["exit-value"] !~ /^[0-9]+$/) { printf "%s: check-exit-value is not a number\n", file > "/dev/stderr"; exit 1 }
			if (v["frontends"] == "") v["frontends"] = "gcc clang"
			# Record-separator-separated (\036) so values may hold any text.
			printf "%s\036%s\036%s\036%s\036%s\036%s\036%d\036%s\036%d\036%s\036", v["name"], v["args"], v["cflags"], v["exit-value"], v["frontends"], v["command"], ktf, err, has_patch, patch
		}' "$file") || return 1
	local IFS=$'\036'
	# shellcheck disable=SC2162
	read -r -d '' check_name check_args check_cflags check_exit_value check_frontends \
		check_command check_known_to_fail check_error check_has_patch check_patch <<<"$out"
	# read strips nothing inside fields with IFS=\036, but a trailing newline
	# of the here-string lands in the last field.
	check_patch=${check_patch%$'\n'}
	check_patch=${check_patch%$'\036'}
	check_patch=${check_patch%$'\n'}
	[ "$check_has_patch" = 1 ] || check_patch=""
	return 0
}

# corpus__gcc_args "KEY[=V] KEY..." prints the GCC spelling, one per word:
# -fplugin-arg-cachelint-KEY[=V].
corpus__gcc_args()
{
	local a
	for a in $1; do
		printf -- '-fplugin-arg-cachelint-%s ' "$a"
	done
}

# corpus__has_frontend FRONTENDS NAME
corpus__has_frontend()
{
	[[ " $1 " == *" $2 "* ]]
}
