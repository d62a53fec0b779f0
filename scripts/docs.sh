#!/usr/bin/env bash
# DocC documentation of the library's modules, with the toolchain's own `docc` (no package plugin):
# one archive per module in .build/docs/MODULE, ready for static hosting. Usage:
#   scripts/docs.sh [MODULE…]        # default: Hark and every module it re-exports
# `Hark` takes its landing page from Sources/Hark/Hark.docc. docc's warnings (a broken link, an
# undocumented parameter) are counted and listed, the full log kept; the script fails only if docc
# does. dump-symbol-graph builds with flags of its own, so the next `swift build` recompiles some
# dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
if [[ ${#modules[@]} -eq 0 ]]; then
  modules=(Hark HarkAudio HarkFrontEnd HarkIntents HarkRecognition HarkResponses HarkSpeech HarkStorage HarkSupport
    HarkUnderstanding HarkUserVocabulary HarkVocabulary HarkWakeModels)
fi

mkdir -p .build/docs-symbolgraphs
# dump-symbol-graph also asks for the test targets' modules, which exist only once they are built.
if ! swift build --build-tests >.build/docs-symbolgraphs/build.log 2>&1; then
  cat .build/docs-symbolgraphs/build.log >&2
  exit 1
fi
if ! swift package dump-symbol-graph --minimum-access-level public >.build/docs-symbolgraphs/dump.log 2>&1; then
  cat .build/docs-symbolgraphs/dump.log >&2
  exit 1
fi
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
for module in "${modules[@]}"; do
  selected=".build/docs-symbolgraphs/$module"
  rm -rf "$selected" ".build/docs/$module"
  mkdir -p "$selected"
  # The module's own graph and its extensions of other modules' types (MODULE@OTHER).
  cp "$graphs/$module.symbols.json" "$selected/"
  cp "$graphs/$module"@*.symbols.json "$selected/" 2>/dev/null || true
  catalog=()
  [[ -d "Sources/$module/$module.docc" ]] && catalog=("Sources/$module/$module.docc")
  mkdir -p .build/docs
  if ! docc convert "${catalog[@]}" --additional-symbol-graph-dir "$selected" \
    --output-path ".build/docs/$module" --transform-for-static-hosting --hosting-base-path "$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.hark.$module" >"$selected.log" 2>&1; then
    cat "$selected.log" >&2
    echo "docs: docc failed for $module" >&2
    exit 1
  fi
  echo "docs: .build/docs/$module ($(grep -c '^warning' "$selected.log" || true) warnings; $selected.log)"
  grep '^warning' "$selected.log" || true
done
