#!/usr/bin/env bash
# Compiles the search language models Hark writes to its cache for the bundled apps, each into a
# fresh HARK_CACHE_DIR, and prints one line per ARPA file: SHA-256 and which model. Run it with two
# builds and diff the output to show that a change leaves the models byte-for-byte alone.
# Models: the shipped apps together (MonkeyChat, SoupChef, MonkeyFit) and each alone, the coffee
# maker, docs/examples/coffee.yaml, and MonkeyChat's free-text message model (built when converse
# asks what to say). Usage: scripts/language-models.sh [HARK] (default: the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
hark=${1:-$(scripts/release-hark.sh)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
audio="$PWD/Audio/smoke/smoke-01.wav"
echo "{\"audio\": \"$audio\", \"text\": \"text bongo on monkeychat saying the bananas are ripe\"}" >"$work/one.jsonl"

model() {
  local name=$1
  shift
  HARK_CACHE_DIR="$work/$name" "$hark" evaluate --search languageModel "$@" "$work/one.jsonl" >"$work/$name.log" 2>&1 ||
    { cat "$work/$name.log" >&2; echo "language-models: $name failed" >&2; exit 1; }
  for file in "$work/$name"/*/command.arpa; do echo "$(sha256sum <"$file" | cut -c1-64)  $name"; done
}
model all-shipped-apps
model monkeychat --intents Models/intents/monkeychat.yaml
model soupchef --intents Models/intents/soupchef.yaml
model monkeyfit --intents Models/intents/monkeyfit.yaml
model coffee-maker --intents Models/coffee-maker/coffee_maker.yaml
model coffee-example --intents docs/examples/coffee.yaml

echo '[{"screenName": "Kiki", "fullName": "Kiki Banana"}]' >"$work/contacts.json"
export HARK_CACHE_DIR="$work/free-text"
"$hark" contacts import --state "$work/state" "$work/contacts.json" >/dev/null
printf 'send a message to Kiki on monkeychat\n%s\n' "$audio" | "$hark" converse --state "$work/state" >/dev/null
for file in "$work"/free-text/free-text/*.arpa; do echo "$(sha256sum <"$file" | cut -c1-64)  monkeychat-free-text"; done
