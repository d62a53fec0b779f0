#!/usr/bin/env bash
# Installs hark as a command-line tool, from a clone of this repository:
#
#   PREFIX/bin/hark                                   the command (a release build)
#   PREFIX/share/hark/                                its model data: the contents of Models/
#   PREFIX/share/doc/hark/                            the documents the help names: README.md and docs/
#                                                     (openapi.yaml, the API of hark serve, among them)
#   PREFIX/share/man/man1/hark.1                      the manual, written by the binary itself (hark manual)
#   PREFIX/share/bash-completion/completions/hark     shell completions, from hark itself
#   PREFIX/share/zsh/site-functions/_hark
#   PREFIX/share/fish/vendor_completions.d/hark.fish
#
# The installed hark finds its data beside itself (../share/hark) from any directory, with no
# environment variable; $HARK_MODELS_DIR still overrides it. It runs with Debian's packages that
# scripts/setup.sh installs (PocketSphinx and its en-us model, libsndfile, libsoxr, ...).
#
# Usage: scripts/install.sh [--prefix DIR] [--binary PATH] [--no-manual]
#   --prefix DIR    where to install (default /usr/local); $DESTDIR, when set, is put in front of
#                   it, for staging a package
#   --binary PATH   install this already-built hark instead of building a release: nothing is
#                   compiled, the page and the completions come from that binary (seconds)
#   --no-manual     leave out the man page
#
# Builds as the calling user; only the copying uses sudo, when PREFIX is not writable. To
# uninstall, remove the seven paths above (rm -r PREFIX/bin/hark PREFIX/share/hark
# PREFIX/share/doc/hark PREFIX/share/man/man1/hark.1 and the three completion files).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
binary=
manual=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --prefix) prefix=${2:?--prefix needs a directory}; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --binary) binary=${2:?--binary needs a path}; shift 2 ;;
    --binary=*) binary=${1#--binary=}; shift ;;
    --no-manual) manual=; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "install: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[[ "$prefix" == /* ]] || prefix="$PWD/$prefix"
destination="${DESTDIR:-}$prefix"

if [[ -z "$binary" ]]; then
  scripts/setup.sh
  echo "install: building hark (release)" >&2
  binary=$(scripts/release-hark.sh)
fi
[[ -x "$binary" ]] || { echo "install: $binary: not an executable (build failed?)" >&2; exit 1; }

# The page and the completions come from the binary being installed, so they match its options;
# the page names the folders as they will be after the copy (without $DESTDIR).
generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT
page=
if [[ -n "$manual" ]]; then
  page="$generated/hark.1"
  HARK_DOC_DIR="$prefix/share/doc/hark" "$binary" manual --data-dir "$prefix/share/hark" >"$page" \
    || { echo "install: $binary manual failed (--no-manual installs without the man page)" >&2; exit 1; }
fi
for shell in bash zsh fish; do
  "$binary" --generate-completion-script "$shell" >"$generated/$shell"
done

sudo=()
probe="$destination"
while [[ ! -e "$probe" ]]; do probe=$(dirname "$probe"); done
if [[ ! -w "$probe" || ( -e "$destination/bin" && ! -w "$destination/bin" ) ]] && [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "install: $destination is not writable and there is no sudo" >&2; exit 1; }
  sudo=(sudo)
fi

"${sudo[@]}" install -d "$destination/bin" "$destination/share/man/man1" \
  "$destination/share/bash-completion/completions" "$destination/share/zsh/site-functions" \
  "$destination/share/fish/vendor_completions.d" "$destination/share/doc"
"${sudo[@]}" install -m 755 "$binary" "$destination/bin/hark"
# The data and the documents are replaced whole, so nothing of an older install lingers.
"${sudo[@]}" rm -rf "$destination/share/hark" "$destination/share/doc/hark"
"${sudo[@]}" install -d "$destination/share/hark" "$destination/share/doc/hark"
"${sudo[@]}" cp -R Models/. "$destination/share/hark/"
"${sudo[@]}" cp -R docs/. "$destination/share/doc/hark/"
"${sudo[@]}" install -m 644 README.md "$destination/share/doc/hark/README.md"
"${sudo[@]}" chmod -R u+rwX,go+rX "$destination/share/hark" "$destination/share/doc/hark"
"${sudo[@]}" install -m 644 "$generated/bash" "$destination/share/bash-completion/completions/hark"
"${sudo[@]}" install -m 644 "$generated/zsh" "$destination/share/zsh/site-functions/_hark"
"${sudo[@]}" install -m 644 "$generated/fish" "$destination/share/fish/vendor_completions.d/hark.fish"
[[ -z "$page" ]] || "${sudo[@]}" install -m 644 "$page" "$destination/share/man/man1/hark.1"

echo "install: hark $("$destination/bin/hark" --version) in $destination/bin, data in $destination/share/hark," \
  "documents in $destination/share/doc/hark" >&2
