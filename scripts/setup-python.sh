#!/usr/bin/env bash
# The Python tools the tests drive Hark with, in a virtual environment of the repository's own
# (.venv-tools/, ignored by git), installed from PyPI with pip: schemathesis, which tests `hark
# serve` against docs/openapi.yaml (HarkServerTests, OpenAPIConformanceTests), and wyoming, the
# Wyoming protocol's reference client, which drives `hark wyoming` (HarkWyomingTests,
# scripts/wyoming-client.py); hassil, Home Assistant's template parser, with its English
# templates (home-assistant-intents), the reference Hark's reading of them is checked against
# (HarkCLITests' HomeAssistantReferenceTests, scripts/hassil-reference.py); pyopen-wakeword,
# openWakeWord as Home Assistant runs it (with numpy), whose scores Hark's trained wake word
# detectors are checked against (HarkWakeModelsTests, scripts/openwakeword-scores.py).
#
# Idempotent and quiet when the pinned versions are already there. Needs Debian's python3 and
# python3-venv (scripts/setup.sh installs them). Prints nothing on success; HARK_TOOLS_VENV moves
# the environment elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=${HARK_TOOLS_VENV:-.venv-tools}
# Pinned, so a new release cannot change what the tests check under it.
requirements=(
  "schemathesis==4.32.5" "wyoming==1.10.2" "hassil==3.13.0" "home-assistant-intents==2026.11.25"
  "pyopen-wakeword==1.1.0"
)

# Installed already: each package's metadata folder says which version (quicker than asking pip).
installed() {
  [[ -x "$venv/bin/python" ]] || return 1
  local requirement
  for requirement in "${requirements[@]}"; do
    # A distribution's folder spells its name in lowercase with underscores.
    local name=${requirement%%==*}
    name=${name,,}
    compgen -G "$venv/lib/python3*/site-packages/${name//-/_}-${requirement##*==}.dist-info" >/dev/null || return 1
  done
}
if installed; then
  exit 0
fi
echo "setup-python: installing ${requirements[*]} into $venv" >&2
rm -rf "$venv"
/usr/bin/python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${requirements[@]}"
