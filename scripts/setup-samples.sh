#!/usr/bin/env bash
# Installs what the sample sets need (Debian packages; idempotent, quiet) and generates them with
# scripts/generate-samples.py. Extra arguments go to the generator (e.g. --force, --only noise).
# Runs as root in CI; elsewhere uses sudo for apt-get when it is available.
# See docs/samples.md.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# TTS engines and voices, sox, the PocketSphinx test recordings and CMUdict (the generator
# marks out-of-vocabulary words against it), and python3 for the generator.
PACKAGES=(
  espeak-ng
  flite
  festival
  festlex-cmu
  festvox-kallpc16k
  festvox-kdlpc16k
  festvox-us-slt-hts
  sox
  libsox-fmt-all
  pocketsphinx-en-us
  pocketsphinx-testdata
  python3
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done
# python3 may come from elsewhere (pyenv, a toolchain image): only insist on Debian's if absent.
if command -v python3 >/dev/null 2>&1; then
  filtered=()
  for pkg in "${missing[@]+"${missing[@]}"}"; do [[ "$pkg" == python3 ]] || filtered+=("$pkg"); done
  missing=("${filtered[@]+"${filtered[@]}"}")
fi

if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]]; then
    SUDO=()
  elif command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "setup-samples: missing packages ${missing[*]} and not root (no sudo)" >&2
    exit 1
  fi
  echo "setup-samples: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # Refresh the package lists only when one of the packages is unknown to them.
  if ! apt-cache show "${missing[@]}" >/dev/null 2>&1; then
    "${SUDO[@]}" apt-get update -qq
  fi
  if ! "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
    "${SUDO[@]}" apt-get update -qq
    "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

exec python3 scripts/generate-samples.py "$@"
