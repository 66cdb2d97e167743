#!/usr/bin/env bash
# 32-pahole-text: cachelint pahole's text output is pahole's own text.
#  - every struct of the corpus objects (-g, the plugin's reports for roles):
#    `cachelint pahole -C S`, its role and finding comments removed, is
#    `pahole -C S` byte for byte (a member with a finding inside is shown
#    as `pahole -E -C S` shows it, the rest as pahole -C)
#  - the same for 20 structs of the running kernel's BTF, -C A,B, and
#    --expand against pahole -E
#  - the comments stand on the right member lines (an annotated corpus case)
set -u
cd "${CACHELINT_ROOT:-$(dirname "$0")/../..}" || exit 1
. tests/lib/suite.sh
suite_out pahole-text
suite_needs "pahole text" pahole

# The layouts of a cachelint pahole text output (the types, not the
# warnings after them), each member line cut after pahole's own offset
# comment: what cachelint appends is " /* ... */" comments there.
strip_roles()
{
	awk '
		!open && /^[^\t ].*\{$/ { open = 1 }
		open { print }
		open && /^\}/ { open = 0 }
	' "$1" | sed -E 's#(/\* +[0-9]+(: *[0-9]+)? +[0-9]+ \*/)( /\* [^*]*\*/)+$#\1#'
}

# collapse_back STRIPPED PAHOLE_C: each top-level block of STRIPPED that
# pahole -C prints as one member line (the same offset and size) is that
# line again; the blocks themselves go to STRIPPED.blocks
collapse_back()
{
	: >"$1.blocks"
	awk -v blocks="$1.blocks" '
		function key(l) { if (!match(l, /\/\* +[0-9]+ +[0-9]+ \*\/$/)) return ""; l = substr(l, RSTART); gsub(/ +/, " ", l); return l }
		FNR == NR { if ($0 ~ /^\t[^\t}]/ && $0 !~ /\{$/ && key($0) != "") one[key($0)] = $0; next }
		inblock {
			buf = buf $0 "\n"
			if ($0 ~ /^\t\}/) {
				inblock = 0
				if (key($0) != "" && (key($0) in one)) { print one[key($0)]; printf "%s", buf >>blocks }
				else printf "%s", buf
			}
			next
		}
		/^\t[^\t].*\{$/ { inblock = 1; buf = $0 "\n"; next }
		{ print }
	' "$2" "$1"
}

# compare NAME CACHELINT_OUTPUT PAHOLE_C PAHOLE_E: 0 same as pahole -C, 1
# pahole -C's but for members holding a finding, shown as pahole -E shows
# them (a finding on one of their lines), 2 different
compare()
{
	strip_roles "$2" >"$2.stripped"
	if cmp -s "$2.stripped" "$3"; then
		return 0
	fi
	if [ -n "$4" ] && collapse_back "$2.stripped" "$3" | cmp -s - "$3" &&
	   [ -s "$2.stripped.blocks" ] && ! grep -qvxF -f "$4" "$2.stripped.blocks" &&
	   grep -qE $'^\t\t.*\\*/ /\\* (false-sharing|write-contention|straddle)' "$2"; then
		return 1
	fi
	return 2
}

# ---- the corpus objects -----------------------------------------------------
corpus()
{
	local f n gargs pargs a rc objects=0 structs=0 expanded=0 bad=0 s ls e=0
	# shellcheck source=../lib/corpus.sh
	. "$root/tests/lib/corpus.sh"
	mkdir -p "$out/corpus"
	for f in "$root"/tests/corpus/*.c; do
		n=$(basename "$f" .c)
		corpus__parse "$f" 2>/dev/null || continue
		if [ "$check_exit_value" != 0 ] || [ -n "$check_command" ]; then
			continue
		fi
		gargs=$(corpus__gcc_args "$check_args")
		# shellcheck disable=SC2086
		(cd "$root/tests/corpus" && "$cc" -fplugin="$plugin" $gargs \
			-fplugin-arg-cachelint-report="$out/corpus/$n.json" $check_cflags \
			-g -fno-eliminate-unused-debug-types -c "$n.c" -o "$out/corpus/$n.o") \
			2>/dev/null || continue
		readelf -S "$out/corpus/$n.o" 2>/dev/null | grep -q '\.debug_info' || continue
		pargs=()
		ls=64
		for a in $check_args; do
			case $a in
			line-size=*) pargs+=(--line-size "${a#line-size=}"); ls=${a#line-size=} ;;
			placement=*) pargs+=(--placement "${a#placement=}") ;;
			infer-types=*) pargs+=("--infer-types=${a#infer-types=}") ;;
			group-map=*) pargs+=(--group-map "${a#group-map=}") ;;
			esac
		done
		objects=$((objects + 1))
		for s in $(pahole --cacheline_size="$ls" "$out/corpus/$n.o" 2>/dev/null |
			   sed -n -E 's/^(struct|union) ([A-Za-z_][A-Za-z0-9_]*) \{$/\2/p' | sort -u); do
			local o=$out/corpus/$n.$s
			"$cl" pahole "${pargs[@]}" --reports "$out/corpus/$n.json" -C "$s" \
				"$out/corpus/$n.o" >"$o.cl" 2>"$o.err"
			rc=$?
			pahole --cacheline_size="$ls" -C "$s" "$out/corpus/$n.o" >"$o.pahole" 2>/dev/null
			pahole --cacheline_size="$ls" -E -C "$s" "$out/corpus/$n.o" >"$o.pahole-E" 2>/dev/null
			compare "$n.$s" "$o.cl" "$o.pahole" "$o.pahole-E"
			case $?/$rc in
			0/[01]) structs=$((structs + 1)) ;;
			1/[01]) structs=$((structs + 1)); expanded=$((expanded + 1)) ;;
			*)
				bad=$((bad + 1))
				echo "not ok - pahole text corpus/$n: struct $s is not pahole -C's text (exit $rc)"
				diff -u "$o.pahole" "$o.cl.stripped" | sed 's/^/    /' | head -20
				sed 's/^/    /' "$o.err" | head -5 ;;
			esac
			"$cl" pahole "${pargs[@]}" --reports "$out/corpus/$n.json" --expand -C "$s" \
				"$out/corpus/$n.o" >"$o.cl-E" 2>/dev/null
			if strip_roles "$o.cl-E" | cmp -s - "$o.pahole-E"; then
				e=$((e + 1))
			else
				bad=$((bad + 1))
				echo "not ok - pahole text corpus/$n: --expand -C $s is not pahole -E's text"
				diff -u "$o.pahole-E" <(strip_roles "$o.cl-E") | sed 's/^/    /' | head -10
			fi
		done
	done
	if [ "$structs" -lt 40 ]; then
		echo "not ok - pahole text corpus: only $structs structs compared"
	elif [ "$bad" = 0 ]; then
		echo "ok - pahole text corpus: $structs structs of $objects objects are pahole -C's text byte for byte ($expanded with a member shown as pahole -E: a finding inside it), and --expand is pahole -E for $e"
	fi
}

# ---- the comments on the right lines ---------------------------------------
placement()
{
	local d=$out/place
	mkdir -p "$d"
	if ! (cd "$root/tests/corpus" && "$cc" -fplugin="$plugin" \
		-fplugin-arg-cachelint-report="$d/vec.json" -g -fno-eliminate-unused-debug-types \
		-c cpupri-vec-before.c \
		-o "$d/vec.o") 2>/dev/null; then
		echo "not ok - pahole text comments: cpupri-vec-before.c does not compile"
		return
	fi
	"$cl" pahole --reports "$d/vec.json" -C cpupri_vec "$d/vec.o" >"$d/vec.txt" 2>&1
	if grep -qE $'^\tatomic_t +count; +/\\* +0 +4 \\*/ /\\* write-hot \\*/ /\\* false-sharing with \'mask\' \\[1\\] \\*/$' "$d/vec.txt" &&
	   grep -qE $'^\tcpumask_var_t +mask; +/\\* +8 +8 \\*/ /\\* read-hot \\*/ /\\* false-sharing with \'count\' \\[1\\] \\*/$' "$d/vec.txt" &&
	   [ "$(grep -c '/\* \(write\|read\)-hot' "$d/vec.txt")" = 2 ] &&
	   grep -q 'cpupri-vec-before.c:6:[0-9]*: warning: write-hot field .count. .*\[cachelint:false-sharing\] \[1\]$' "$d/vec.txt" &&
	   ! grep -q 'warning: \[' "$d/vec.txt"; then
		echo "ok - pahole text comments: role and finding at the end of count's and mask's lines, [1] after the warning's tag"
	else
		echo "not ok - pahole text comments on cpupri_vec"
		sed 's/^/    /' "$d/vec.txt"
	fi
	# a finding inside an embedded array element: shown expanded, at its member
	printf '%s\n' 'cpupri.pri_to_cpu.count write_hot' 'cpupri.pri_to_cpu.mask read_hot' >"$d/arr.ann"
	cat >"$d/arr.c" <<'EOF'
typedef struct { int counter; } atomic_t;
struct cpupri_vec { atomic_t count; void *mask; };
struct cpupri { struct cpupri_vec pri_to_cpu[4]; int *cpu_to_pri; };
struct cpupri cp;
EOF
	"$cc" -g -c "$d/arr.c" -o "$d/arr.o"
	"$cl" pahole --annotations "$d/arr.ann" -C cpupri "$d/arr.o" >"$d/arr.txt" 2>&1
	pahole --cacheline_size=64 -E -C cpupri "$d/arr.o" >"$d/arr.pahole-E" 2>/dev/null
	pahole --cacheline_size=64 -C cpupri "$d/arr.o" >"$d/arr.pahole-C" 2>/dev/null
	compare arr "$d/arr.txt" "$d/arr.pahole-C" "$d/arr.pahole-E"
	if [ $? = 1 ] && [ "$(wc -l <"$d/arr.txt.stripped.blocks")" -lt "$(wc -l <"$d/arr.pahole-E")" ] &&
	   grep -qE $'^\t\t.*\\} count; /\\* +0 +4 \\*/ /\\* write-hot, annotation file \\*/ /\\* false-sharing with .pri_to_cpu\\[1\\]\\.mask. \\[1\\] \\*/$' "$d/arr.txt" &&
	   grep -qE $'^\t\tvoid \\* +mask; +/\\* +8 +8 \\*/ /\\* read-hot, annotation file \\*/ /\\* false-sharing: .pri_to_cpu\\[1\\]\\.mask. with .pri_to_cpu\\[0\\]\\.count. \\[1\\] \\*/$' "$d/arr.txt"; then
		echo "ok - pahole text comments: a finding inside an array of structs: that member as pahole -E shows it, the rest as pahole -C, the comments at count's and mask's lines"
	else
		echo "not ok - pahole text comments inside an embedded struct"
		sed 's/^/    /' "$d/arr.txt" | head -30
	fi
	# a saved dump (--text), no -C: pahole's text collapsed, the finding at the member that embeds it
	pahole --cacheline_size=64 "$d/arr.o" >"$d/arr.dump" 2>/dev/null
	pahole --cacheline_size=64 -C cpupri_vec,cpupri "$d/arr.o" >"$d/arr.pahole" 2>/dev/null
	"$cl" pahole --text --annotations "$d/arr.ann" "$d/arr.dump" >"$d/dump.txt" 2>&1
	if strip_roles "$d/dump.txt" | cmp -s - "$d/arr.pahole" &&
	   grep -qE $'^\tstruct cpupri_vec +pri_to_cpu\\[4\\]; +/\\* +0 +64 \\*/ /\\* false-sharing: .pri_to_cpu\\[0\\]\\.count. with .pri_to_cpu\\[1\\]\\.mask. \\[[0-9]\\] \\*/$' "$d/dump.txt"; then
		echo "ok - pahole text --text: the dump's own text, a finding inside an embedded struct named at its member"
	else
		echo "not ok - pahole text --text"
		sed 's/^/    /' "$d/dump.txt" | head -30
	fi
	"$cl" pahole --text --annotations "$d/arr.ann" -C cpupri "$d/arr.dump" >"$d/dump-C.txt" 2>&1
	if strip_roles "$d/dump-C.txt" | cmp -s - <(pahole --cacheline_size=64 -C cpupri "$d/arr.o" 2>/dev/null); then
		echo "ok - pahole text --text -C cpupri: that struct only, as pahole -C"
	else
		echo "not ok - pahole text --text -C cpupri"
		sed 's/^/    /' "$d/dump-C.txt" | head -20
	fi
	# the comparison can fail: one changed byte of pahole's text is seen
	strip_roles "$d/vec.txt" >"$d/vec.stripped"
	pahole --cacheline_size=64 -C cpupri_vec "$d/vec.o" 2>/dev/null | sed 's/count;/count; /' >"$d/vec.bad"
	if [ ! -s "$d/vec.bad" ] || compare bad "$d/vec.txt" "$d/vec.bad" ""; then
		echo "not ok - pahole text comparison misses a changed byte"
	else
		echo "ok - pahole text comparison catches a changed byte"
	fi
}

# ---- the running kernel's BTF ----------------------------------------------
kernel_btf()
{
	local btf=/sys/kernel/btf/vmlinux d=$out/btf s rc n=0 e=0 expanded=0 bad=0 missing=""
	if [ ! -r "$btf" ]; then
		echo "ok - pahole text kernel BTF # SKIP $btf not readable (kernel without CONFIG_DEBUG_INFO_BTF)"
		return
	fi
	mkdir -p "$d"
	for s in task_struct mm_struct tcp_sock sock rq net_device page inode file dentry \
		 super_block sk_buff vm_area_struct address_space kmem_cache zone \
		 pglist_data cgroup request_queue bio signal_struct cfs_rq bpf_ctx_convert; do
		pahole -F btf --cacheline_size=64 -C "$s" "$btf" >"$d/$s.pahole" 2>/dev/null
		if [ ! -s "$d/$s.pahole" ]; then
			missing="$missing $s"
			continue
		fi
		pahole -F btf --cacheline_size=64 -E -C "$s" "$btf" >"$d/$s.pahole-E" 2>/dev/null
		"$cl" pahole -F btf -C "$s" "$btf" >"$d/$s.cl" 2>"$d/$s.err"
		rc=$?
		compare "$s" "$d/$s.cl" "$d/$s.pahole" "$d/$s.pahole-E"
		case $?/$rc in
		0/[01]) n=$((n + 1)) ;;
		1/[01]) n=$((n + 1)); expanded=$((expanded + 1)) ;;
		*)
			bad=$((bad + 1))
			echo "not ok - pahole text kernel BTF: struct $s is not pahole -C's text (exit $rc)"
			diff -u "$d/$s.pahole" "$d/$s.cl.stripped" | sed 's/^/    /' | head -20 ;;
		esac
	done
	if [ "$n" -lt 20 ]; then
		echo "not ok - pahole text kernel BTF: only $n structs compared (missing:$missing)"
	elif [ "$bad" = 0 ]; then
		echo "ok - pahole text kernel BTF: $n structs are pahole -C's text byte for byte ($expanded with a member as pahole -E; not in this kernel:${missing:- none})"
	fi
	# the issue's example: tcp_sock is as long as pahole's, not 703 lines
	if [ -s "$d/tcp_sock.pahole" ] &&
	   [ "$(strip_roles "$d/tcp_sock.cl" | wc -l)" = "$(wc -l <"$d/tcp_sock.pahole")" ]; then
		echo "ok - pahole text kernel BTF: tcp_sock in $(wc -l <"$d/tcp_sock.pahole") lines, as pahole's"
	fi
	# -C A,B as pahole's: both, in pahole's order
	pahole -F btf --cacheline_size=64 -C tcp_sock,sock "$btf" >"$d/two.pahole" 2>/dev/null
	"$cl" pahole -F btf -C tcp_sock,sock "$btf" >"$d/two.cl" 2>/dev/null
	strip_roles "$d/two.cl" | tr -s '\n' >"$d/two.stripped"
	if tr -s '\n' <"$d/two.pahole" | cmp -s - "$d/two.stripped" &&
	   [ "$(grep -c '^struct \(sock\|tcp_sock\) {$' "$d/two.cl")" = 2 ]; then
		echo "ok - pahole text kernel BTF: -C tcp_sock,sock gives both, as pahole -C does"
	else
		echo "not ok - pahole text kernel BTF: -C tcp_sock,sock"
		diff -u <(tr -s '\n' <"$d/two.pahole") "$d/two.stripped" | sed 's/^/    /' | head -10
	fi
	# --expand is pahole -E
	for s in sock mm_struct page inode file; do
		[ -s "$d/$s.pahole-E" ] || continue
		"$cl" pahole -F btf --expand -C "$s" "$btf" >"$d/$s.cl-E" 2>/dev/null
		if strip_roles "$d/$s.cl-E" | cmp -s - "$d/$s.pahole-E"; then
			e=$((e + 1))
		else
			echo "not ok - pahole text kernel BTF: --expand -C $s is not pahole -E's text"
			diff -u "$d/$s.pahole-E" <(strip_roles "$d/$s.cl-E") | sed 's/^/    /' | head -10
		fi
	done
	[ "$e" = 5 ] && echo "ok - pahole text kernel BTF: --expand -C S is pahole -E -C S for $e structs"
	# the roles are there: sock's kernel groups
	if grep -qE '/\* (write|read)-hot, kernel group ' "$d/sock.cl"; then
		echo "ok - pahole text kernel BTF: sock's kernel cacheline groups marked on its members"
	else
		echo "not ok - pahole text kernel BTF: no kernel group role on sock's lines"
	fi
}

corpus
placement
kernel_btf
