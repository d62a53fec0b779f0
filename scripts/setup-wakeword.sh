#!/usr/bin/env bash
# Trained wake word detectors (`hark wake --model`, HarkWakeModels): the TensorFlow Lite C runtime
# libtensorflowlite_c.so, openWakeWord's two feature models (melspectrogram, embedding_model) and
# its five word models (alexa, hey_jarvis, hey_mycroft, hey_rhasspy, okay_nabu), from the PyPI
# wheel pyopen-wakeword (pinned by version and wheel SHA-256), into Models/wakeword/, where Hark
# looks for them by default (wake.runtimeLibrary and wake.model). The wheel is only unpacked: Hark
# opens the library itself (dlopen) and needs no Python at run time.
#
# Idempotent and quiet when the pinned files are already there. HARK_WAKEWORD_DIR puts them
# elsewhere (then point wake.runtimeLibrary at the library there: the feature models and the named
# word models are looked for beside it).
set -euo pipefail
cd "$(dirname "$0")/.."

version=1.1.0
case "$(uname -m)" in
  x86_64)
    platform=manylinux_2_35_x86_64
    wheel_sha256=754347a59de2b3d378a0cbc404a8b41164036e74fa1c185f88056974e4bfb6b4
    library_sha256=25465edb5cd7aadd00249d4d28f1d922ce5cc90195ad4403458111dd63493bae ;;
  aarch64)
    platform=manylinux_2_35_aarch64
    wheel_sha256=32a865123ebcc270ce6408b675456c3aecd8a6f0ddfe6311680616c9c01f990a
    library_sha256=12062437bfde367b1be592ebc4a9fe64b8453f90b3b7dc21fade002c38e1ac1a ;;
  *)
    echo "setup-wakeword: pyopen-wakeword $version has no Linux wheel for $(uname -m)" >&2
    exit 1 ;;
esac
# The same bytes in both architectures' wheels.
models=(
  "melspectrogram 96fa0adccb6e8cf95cb14465409a1a2898ee4a96a85bb9ed3c7eb0e68bf163e8"
  "embedding_model c0aea21eb84a4ce90a08c870da41b7a7173b45269e6a3207c71d67c40f3a59d8"
  "alexa 7333a317a790070a7f3432b81d9439c779481cc4ebd67c73da7174ea3cf48397"
  "hey_jarvis 14bff778604985e1b5c19f0f7bbe477a69cf281d8db34b232b3b972411f710e2"
  "hey_mycroft bf9e43136afd3ca323698820a6e32a47f885ef4c30a3b8b577ec71688a9d64d8"
  "hey_rhasspy 01d2526b45068f565aa3849d6ec2b7abae099154fc1b496f9ef20de9ef241fe9"
  "okay_nabu 2982cecde4ee81cc7a2573d2602a7d54f0669425c94a7b64af77e0ff92b03a18"
)

destination=${HARK_WAKEWORD_DIR:-Models/wakeword}
# source-in-wheel:target:sha256, one an entry.
files=("pyopen_wakeword/lib/libtensorflowlite_c.so:$destination/libtensorflowlite_c.so:$library_sha256")
for entry in "${models[@]}"; do
  read -r name sha <<< "$entry"
  files+=("pyopen_wakeword/models/$name.tflite:$destination/$name.tflite:$sha")
done

source scripts/pinned-wheel.sh
install_pinned_wheel setup-wakeword pyopen-wakeword "$version" "$platform" "$wheel_sha256" "${files[@]}"
