#!/usr/bin/env bash
# The Python tools the tests drive Hark with, in a virtual environment of the repository's own
# (.venv-tools/, ignored by git), installed from PyPI with pip: schemathesis, which tests `hark
# serve` against docs/openapi.yaml (HarkServerTests, OpenAPIConformanceTests).
#
# Idempotent and quiet when the pinned versions are already there. Needs Debian's python3 and
# python3-venv (scripts/setup.sh installs them). Prints nothing on success; HARK_TOOLS_VENV moves
# the environment elsewhere.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=${HARK_TOOLS_VENV:-.venv-tools}
# Pinned, so a new release cannot change what the conformance test checks under it.
version=4.32.5
requirements=("schemathesis==$version")

# Installed already: the package's metadata folder says which version (quicker than asking pip).
if [[ -x "$venv/bin/python" ]] && compgen -G "$venv/lib/python3*/site-packages/schemathesis-$version.dist-info" >/dev/null; then
  exit 0
fi
echo "setup-python: installing ${requirements[*]} into $venv" >&2
rm -rf "$venv"
/usr/bin/python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${requirements[@]}"
