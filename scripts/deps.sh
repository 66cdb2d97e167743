#!/usr/bin/env bash
# Installs what cachelint needs from the Debian archive, when run as root;
# otherwise says what to install.  Idempotent and quiet when all is there.
set -eu
pkgs="gcc-12 g++-12 gcc-12-plugin-dev make dwarves libdw-dev libclang-14-dev llvm-14 clang-14 python3 jq git chromium linux-perf csmith libcsmith-dev debhelper dpkg-dev fakeroot mandoc man-db ccache distcc strace bc bash-completion ${CACHELINT_EXTRA_PKGS:-}"
missing=""
for p in $pkgs; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
	echo "cachelint: missing packages:$missing" >&2
	echo "cachelint: install them with: sudo apt-get install$missing" >&2
	exit 1
fi
echo "cachelint: installing$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
# shellcheck disable=SC2086
apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends $missing >/dev/null
