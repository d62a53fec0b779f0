#!/usr/bin/env bash
# Installs hark as a command-line tool, from a clone of this repository:
#
#   PREFIX/bin/hark                                   the command (a release build)
#   PREFIX/share/hark/                                its model data: the contents of Models/
#   PREFIX/share/man/man1/hark.1                      the manual (swift-argument-parser's GenerateManual plugin)
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
#   --binary PATH   install this already-built hark instead of building a release
#   --no-manual     leave out the man page (its plugin builds the package in release mode)
#
# Builds as the calling user; only the copying uses sudo, when PREFIX is not writable. To
# uninstall, remove the six paths above (rm -r PREFIX/bin/hark PREFIX/share/hark
# PREFIX/share/man/man1/hark.1 and the three completion files).
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
  swift build -c release --product hark 2>&1 | grep -E "error|warning:|Build" >&2 || true
  binary="$(swift build -c release --show-bin-path)/hark"
fi
[[ -x "$binary" ]] || { echo "install: $binary: not an executable (build failed?)" >&2; exit 1; }

page=
if [[ -n "$manual" ]]; then
  echo "install: generating the manual" >&2
  plugin_log=$(mktemp)
  if ! swift package plugin generate-manual >"$plugin_log" 2>&1; then
    cat "$plugin_log" >&2
    rm -f "$plugin_log"
    echo "install: the GenerateManual plugin failed (--no-manual installs without the man page)" >&2
    exit 1
  fi
  rm -f "$plugin_log"
  page=$(find .build/plugins -path '*GenerateManual*' -name hark.1 -print -quit)
  [[ -n "$page" ]] || { echo "install: the GenerateManual plugin wrote no hark.1" >&2; exit 1; }
fi

# Completions come from the binary being installed, so they match its options.
completions=$(mktemp -d)
trap 'rm -rf "$completions"' EXIT
for shell in bash zsh fish; do
  "$binary" --generate-completion-script "$shell" >"$completions/$shell"
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
  "$destination/share/fish/vendor_completions.d"
"${sudo[@]}" install -m 755 "$binary" "$destination/bin/hark"
# The data is replaced whole, so nothing of an older install lingers.
"${sudo[@]}" rm -rf "$destination/share/hark"
"${sudo[@]}" install -d "$destination/share/hark"
"${sudo[@]}" cp -R Models/. "$destination/share/hark/"
"${sudo[@]}" chmod -R u+rwX,go+rX "$destination/share/hark"
"${sudo[@]}" install -m 644 "$completions/bash" "$destination/share/bash-completion/completions/hark"
"${sudo[@]}" install -m 644 "$completions/zsh" "$destination/share/zsh/site-functions/_hark"
"${sudo[@]}" install -m 644 "$completions/fish" "$destination/share/fish/vendor_completions.d/hark.fish"
[[ -z "$page" ]] || "${sudo[@]}" install -m 644 "$page" "$destination/share/man/man1/hark.1"

echo "install: hark $("$destination/bin/hark" --version) in $destination/bin, data in $destination/share/hark" >&2
