#!/usr/bin/env bash
# Prints the check- tags of one corpus file, for front ends other than the
# GCC plugin (libclang, pahole) that run the same corpus.
#
#   tests/corpus-args.sh FILE            shell assignments, for eval:
#       check_name= check_args= check_cflags= check_exit_value=
#       check_frontends= check_command= check_known_to_fail=
#   tests/corpus-args.sh --args FILE     the check-args words (KEY[=VALUE] ...)
#   tests/corpus-args.sh --gcc-args FILE the same as -fplugin-arg-cachelint-KEY[=VALUE]
#   tests/corpus-args.sh --cflags FILE   the check-cflags
#   tests/corpus-args.sh --frontends FILE
#   tests/corpus-args.sh --exit FILE     the expected exit value
#   tests/corpus-args.sh --error FILE    the expected diagnostics block
#   tests/corpus-args.sh --patch FILE    the expected patch block (may be empty)
# Exit 2 on a malformed file (the message names it).
set -u
here=$(dirname "$0")
# shellcheck source=tests/lib/corpus.sh
. "$here/lib/corpus.sh"

mode=all
case "${1:-}" in
--args|--gcc-args|--cflags|--frontends|--exit|--error|--patch) mode=${1#--}; shift ;;
-h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
[ $# -eq 1 ] || { echo "usage: $0 [--args|--gcc-args|--cflags|--frontends|--exit|--error|--patch] FILE" >&2; exit 2; }
[ -r "$1" ] || { echo "$0: $1: cannot read" >&2; exit 2; }
corpus__parse "$1" || exit 2
case $mode in
all)
	for v in check_name check_args check_cflags check_exit_value check_frontends check_command check_known_to_fail; do
		printf '%s=%q\n' "$v" "${!v}"
	done ;;
args) printf '%s\n' "$check_args" ;;
gcc-args) corpus__gcc_args "$check_args"; echo ;;
cflags) printf '%s\n' "$check_cflags" ;;
frontends) printf '%s\n' "$check_frontends" ;;
exit) printf '%s\n' "$check_exit_value" ;;
error) printf '%s' "$check_error" ;;
patch) [ -z "$check_patch" ] || printf '%s\n' "$check_patch" ;;
esac
