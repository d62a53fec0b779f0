#!/usr/bin/env bash
# Wrong actions (docs/benchmarks.md, "Wrong actions"): a declared app of our own that needs no
# name (an aquarium: feed, lights and pump per tank) with a command handler that logs every call.
# Typed, then spoken by flite voices, each request is asked once with `hark ask`; the check counts
# handler calls on requests nobody made (negations, questions, statements, other devices, other
# times, tanks outside the list, extra names) and plain requests not acted on.
# APP=aquarium (the default) is the check the figures report; APP=lights (rooms kitchen, bedroom,
# living room, garage, with the requests of issue 48's report and more of the same kinds) is the
# tune set levers are chosen on.
# Usage: scripts/wrong-actions.sh [HARK] [ASK-OPTION...]   (default: .build/debug/hark;
#   VOICES="slt rms awb kal"; TYPED=0 skips the typed run; options go to every `hark ask`, e.g. --set search.unknownValue=0.03)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
hark=${1:-.build/debug/hark}
shift || true
options=("$@")
voices=${VOICES-slt rms awb kal}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
app="$work/${APP:-aquarium}"
mkdir -p "$app"
cat > "$app/app.yaml" <<'YAML'
intents: intents.yaml
handler:
  command: [./keeper.sh]
YAML
cat > "$app/keeper.sh" <<'SH'
#!/bin/sh
# Logs every call's transcript; answers success.
line=$(cat)
printf '%s\n' "$line" >> "$HARK_APP_DATA/calls.log"
echo '{"code": "success"}'
SH
chmod +x "$app/keeper.sh"

case ${APP:-aquarium} in
aquarium)
name=Aquarium
cat > "$app/intents.yaml" <<'YAML'
app:
  name: Aquarium
  domain: aquarium
  nameRequired: false
types:
  tank:
    values: [reef, koi, guppy, shrimp]
intents:
  feedFish:
    parameters:
      tank: {type: tank, required: true}
    templates:
      - feed [the] fish in [the] {tank} tank
      - feed [the] {tank} tank
      - give [the] {tank} tank [some] food
  lightsOn:
    parameters:
      tank: {type: tank, required: true}
    templates:
      - (turn | switch) on [the] {tank} tank light[s]
      - (turn | switch) [the] {tank} tank light[s] on
  lightsOff:
    parameters:
      tank: {type: tank, required: true}
    templates:
      - (turn | switch) off [the] {tank} tank light[s]
      - (turn | switch) [the] {tank} tank light[s] off
  pumpOff:
    parameters:
      tank: {type: tank, required: true}
    templates:
      - (stop | pause) [the] pump [in | of] [the] {tank} tank
YAML
# Plain requests, polite or not: each should reach the handler once.
plain=(
  "feed the fish in the reef tank"
  "please feed the koi tank"
  "could you feed the guppy tank please"
  "give the shrimp tank some food"
  "turn on the reef tank lights"
  "switch on the koi tank light"
  "can you turn the guppy tank lights on"
  "turn off the shrimp tank lights please"
  "switch the reef tank light off"
  "stop the pump in the koi tank"
  "pause the pump of the guppy tank"
  "um feed the shrimp tank thanks"
  "would you please switch off the koi tank lights"
  "i'd like to feed the fish in the guppy tank"
  "turn the shrimp tank lights on now"
  "feed the reef tank"
  "hey could you stop the pump in the shrimp tank"
  "switch on the guppy tank lights for me"
  "turn off the koi tank light"
  "give the reef tank food please"
)
# Requests nobody made: none should reach the handler.
unasked=(
  "don't feed the koi tank"
  "never turn on the reef tank lights"
  "do not stop the pump in the guppy tank"
  "please don't switch off the shrimp tank lights"
  "is the reef tank light on"
  "did you feed the fish in the koi tank"
  "are the guppy tank lights off"
  "does the shrimp tank need food"
  "the koi tank lights are on"
  "the reef tank light is off"
  "i already fed the guppy tank"
  "feed the cat"
  "turn on the reef tank heater"
  "turn on the koi pond lights"
  "switch off the guppy tank filter"
  "feed the fish in the reef tank tomorrow"
  "turn on the koi tank lights at seven"
  "stop the pump in the guppy tank for an hour"
  "feed the shrimp tank every morning"
  "feed the fish in the goldfish tank"
  "turn on the angelfish tank lights"
  "stop the pump in the turtle tank"
  "feed the reef tank and the koi tank"
  "turn on the reef tank lights and the koi tank lights"
  "feed the guppy tank twice"
  "tell maria to feed the koi tank"
  "remind me to feed the reef tank"
  "why did you turn off the shrimp tank lights"
  "what happens if i feed the guppy tank"
  "who fed the koi tank"
)

;;
lights)
name=Lights
cat > "$app/intents.yaml" <<'YAML'
app:
  name: Lights
  domain: lights
  nameRequired: false
types:
  room:
    values: [kitchen, bedroom, living room, garage]
intents:
  turnOn:
    parameters:
      room: {type: room, required: true}
    templates:
      - (turn | switch) on [the] {room} light[s]
      - (turn | switch) [the] {room} light[s] on
  turnOff:
    parameters:
      room: {type: room, required: true}
    templates:
      - (turn | switch) off [the] {room} light[s]
      - (turn | switch) [the] {room} light[s] off
YAML
plain=(
  "turn on the kitchen light"
  "please turn off the bedroom light"
  "switch on the living room lights"
  "turn the garage light off"
  "could you turn on the bedroom lights please"
  "turn off the kitchen lights"
  "switch off the living room light"
  "turn the kitchen light on please"
  "hey turn on the garage light"
  "i'd like to turn off the bedroom light"
  "turn on the living room light for me"
  "switch the garage lights on"
  "um turn off the garage light thanks"
  "can you switch on the kitchen lights"
  "turn the living room lights off now"
  "would you please turn on the bedroom light"
)
unasked=(
  "don't turn on the kitchen light"
  "never turn the bedroom light on"
  "don't turn the living room lights off"
  "please do not switch off the garage light"
  "is the kitchen light on"
  "are the bedroom lights on"
  "the garage light is off"
  "did you turn off the living room light"
  "who turned on the kitchen light"
  "why is the garage light on"
  "turn on the kitchen oven"
  "turn off the bedroom fan"
  "turn on the kitchen porch light"
  "turn on the kitchen light tomorrow"
  "turn off the living room light at midnight"
  "turn on the bathroom light"
  "turn on the attic lights"
  "turn on the kitchen light and the garage light"
  "remind me to turn off the bedroom light"
  "tell john to turn on the garage light"
)
;;
*) echo "wrong-actions.sh: APP must be aquarium or lights, not ${APP}" >&2; exit 2 ;;
esac

ask() { # $1: label, rest: arguments to hark ask; prints the handler calls it caused
  local data="$work/state/app-data/$name/calls.log" before after
  before=$( [[ -f $data ]] && wc -l < "$data" || echo 0)
  HARK_CACHE_DIR="$work/cache" "$hark" ask --state "$work/state" --intents "$app" ${options[@]+"${options[@]}"} "${@:2}" > "$work/reply" 2> "$work/err" || true
  after=$( [[ -f $data ]] && wc -l < "$data" || echo 0)
  echo $((after - before))
}
run() { # $1: what (typed or a voice)
  local what=$1 wrong=0 missed=0 said file calls
  for said in "${unasked[@]}"; do
    if [[ $what == typed ]]; then calls=$(ask "$said" --text "$said"); else
      file="$work/$what-$(echo "$said" | tr -c 'a-z\n' '_').wav"
      flite -voice "$what" -t "$said" -o "$file"; calls=$(ask "$said" "$file"); fi
    if (( calls > 0 )); then wrong=$((wrong + 1)); echo "  wrong action ($what): '$said' -> $(cat "$work/reply")"; fi
  done
  for said in "${plain[@]}"; do
    if [[ $what == typed ]]; then calls=$(ask "$said" --text "$said"); else
      file="$work/$what-$(echo "$said" | tr -c 'a-z\n' '_').wav"
      flite -voice "$what" -t "$said" -o "$file"; calls=$(ask "$said" "$file"); fi
    if (( calls == 0 )); then missed=$((missed + 1)); echo "  not acted on ($what): '$said' -> $(cat "$work/reply")"; fi
  done
  printf '%s: wrong actions %d of %d requests nobody made; plain requests not acted on %d of %d\n' \
    "$what" "$wrong" "${#unasked[@]}" "$missed" "${#plain[@]}"
}
[[ ${TYPED-1} == 0 ]] || run typed
for voice in $voices; do run "$voice"; done
