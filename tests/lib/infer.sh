# shellcheck shell=bash
# The trailing check block of a tests/infer/*.c fixture (tests/run-infer.sh,
# tests/README.md "The infer fixtures"): one check-name, then any number of
# commands, each with the exact output it must print:
#
#   /*
#    * check-name: what the fixture is about
#    *
#    * Free text: what the next command shows.
#    * check-command: unit -O2 mm.c && cachelint infer --candidates $dir
#    * check-exit-value: 1
#    * check-output-start
#   mm.c:52:9: warning: ...
#    * check-output-end
#    */
#
# A check-command line ending in "\" goes on on the next line (its " * "
# taken off, the "\" and newline kept for bash).  check-exit-value (default 0) and the output block belong to
# the command before them.  Inside the output block "*/" is written "*\/".
#
# infer__parse FILE sets check_name and the arrays check_commands[],
# check_exits[], check_outputs[] (newline-terminated or empty) and
# check_has_output[] (0/1), one entry per command.  It returns 1 with a
# message naming the file and line on an unknown tag (a typo never turns a
# check off), an unterminated block or a file without a block.
# shellcheck disable=SC2034	# the check_* variables are for the caller
infer__parse()
{
	local file=$1 out rec i
	out=$(awk -v file="$file" '
		# Only the last comment opening on a line of its own counts: the
		# block sits at the end so the line numbers above it stay stable.
		{ lines[NR] = $0 }
		/^\/\*[ \t]*$/ { start = NR }
		function bad(msg) { printf "%s:%d: %s\n", file, i, msg > "/dev/stderr"; exit 1 }
		END {
			if (!start) { printf "%s: no check block (a trailing /* ... */ comment)\n", file > "/dev/stderr"; exit 1 }
			n = 0; inout = 0
			for (i = start + 1; i <= NR; i++) {
				l = lines[i]
				if (inout) {
					if (l ~ /^ \* check-output-end[ \t]*$/) { inout = 0; continue }
					gsub(/\*\\\//, "*/", l)
					o[n] = o[n] l "\n"
					continue
				}
				if (l ~ /^[ \t]*\*\/[ \t]*$/) { closed = 1; break }
				if (l !~ /^ \* check-/) continue	# free comment text
				t = substr(l, 4)
				key = t; val = ""
				if (index(t, ":")) { key = substr(t, 1, index(t, ":") - 1); val = substr(t, index(t, ":") + 1) }
				sub(/^check-/, "", key); sub(/[ \t]+$/, "", key)
				sub(/^[ \t]+/, "", val); sub(/[ \t]+$/, "", val)
				if (key == "name") { name = val; continue }
				if (key == "command") {
					n++; c[n] = val; e[n] = 0; h[n] = 0
					while (c[n] ~ /\\$/ && i < NR) {
						i++; l = lines[i]	# eval reads the kept "\" as a continuation
						sub(/^ \*[ \t]?/, "", l); c[n] = c[n] "\n" l
					}
					continue
				}
				if (key !~ /^(exit-value|output-start)$/) bad("unknown tag \"check-" key "\"")
				if (!n) bad("\"check-" key "\" before any check-command")
				if (key == "exit-value") {
					if (val !~ /^[0-9]+$/) bad("check-exit-value is not a number")
					e[n] = val; continue
				}
				if (key == "output-start") {
					if (h[n]) bad("a second output block for one command")
					inout = 1; h[n] = 1; continue
				}
				bad("unknown tag \"check-" key "\"")
			}
			if (inout) { printf "%s: check-output-start without check-output-end\n", file > "/dev/stderr"; exit 1 }
			if (!closed) { printf "%s: check block not closed with */\n", file > "/dev/stderr"; exit 1 }
			if (name == "") { printf "%s: missing check-name\n", file > "/dev/stderr"; exit 1 }
			if (!n) { printf "%s: no check-command\n", file > "/dev/stderr"; exit 1 }
			# fields separated by \036, records by \035: values may hold any text
			printf "%s\035", name
			for (k = 1; k <= n; k++) printf "%s\036%s\036%d\036%s\035", c[k], e[k], h[k], o[k]
		}' "$file") || return 1
	check_commands=() check_exits=() check_has_output=() check_outputs=()
	check_name=${out%%$'\035'*}
	out=${out#*$'\035'}
	i=0
	while [ -n "$out" ]; do
		rec=${out%%$'\035'*}
		out=${out#*$'\035'}
		check_commands[i]=${rec%%$'\036'*}; rec=${rec#*$'\036'}
		check_exits[i]=${rec%%$'\036'*}; rec=${rec#*$'\036'}
		check_has_output[i]=${rec%%$'\036'*}; rec=${rec#*$'\036'}
		check_outputs[i]=$rec
		i=$((i + 1))
	done
	return 0
}

# infer__bless FILE DIR: rewrites the exit value and output block of each
# command of FILE's check block from DIR/K.rc and DIR/K.out (K = 1, 2, ...),
# adding the block after the command where there was none.  Everything else
# in the file (the code above the block, the free text) stays as it is.
infer__bless()
{
	local path=$1 dir=$2 tmp
	tmp=$(mktemp)
	awk -v dir="$dir" '
		{ lines[NR] = $0 } /^\/\*[ \t]*$/ { start = NR }
		function emit(k,   f, l, rc) {
			f = dir "/" k ".rc"; rc = 0
			if ((getline rc < f) > 0) close(f)
			if (rc != 0) print " * check-exit-value: " rc
			print " * check-output-start"
			f = dir "/" k ".out"
			while ((getline l < f) > 0) { gsub(/\*\//, "*\\/", l); print l }
			close(f)
			print " * check-output-end"
		}
		END {
			k = 0
			for (i = 1; i <= NR; i++) {
				l = lines[i]
				if (i <= start) { print l; continue }
				if (l ~ /^ \* check-command:/) {
					k++; print l
					while (l ~ /\\$/ && i < NR) { i++; l = lines[i]; print l }
					# drop the old exit value and output block, if any
					while (i < NR && lines[i + 1] ~ /^ \* check-exit-value:/) i++
					if (i < NR && lines[i + 1] ~ /^ \* check-output-start[ \t]*$/) {
						while (i < NR && lines[i + 1] !~ /^ \* check-output-end[ \t]*$/) i++
						i++
					}
					emit(k)
					continue
				}
				print l
			}
		}' "$path" >"$tmp" && cat "$tmp" >"$path"
	rm -f "$tmp"
}
