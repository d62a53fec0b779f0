#!/usr/bin/env bash
# Which of Debian's flite voices Hark's own recognizer hears back best: 24 typical replies spoken
# by each voice (flite's command line, the same voices as its C library), transcribed with the
# general English search, word error rate per voice. The figure behind SpeechSynthesizer's voice
# (docs/benchmarks.md). Usage: scripts/voice-choice.sh [HARK_BINARY]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
hark=${1:-$(swift build -c release --show-bin-path)/hark}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/replies.txt" <<'E'
who do you want to send it to
what do you want to say to kiki
ready to send see you soon to kiki
sorry was that a yes or a no
sorry i didn't catch that
which app do you want to use
ok i sent bring bananas to bobo on monkeychat
sorry monkeychat couldn't send your message
you'll need to unlock your device first
do you want me to go ahead
your soup is on its way
can you tell me a bit more
you have three new messages
did you mean kiki
do you want to use monkeychat
i started your workout
sorry i can't help with that
your order has been placed
the figs are ripe
you haven't allowed monkeychat to do that
ok i marked the message as read
there are no messages from bobo
what kind of soup do you want
how long do you want to work out
E
for voice in slt kal16 awb rms; do
  files=()
  i=0
  while read -r line; do
    i=$((i + 1))
    flite -voice "$voice" -t "$line" -o "$work/$voice-$i.wav"
    files+=("$work/$voice-$i.wav")
  done < "$work/replies.txt"
  "$hark" transcribe --jobs 2 "${files[@]}" | cut -f2 > "$work/$voice.hyp"
  python3 - "$voice" "$work/replies.txt" "$work/$voice.hyp" <<'P'
import sys
voice, refs, hyps = sys.argv[1], [l.split() for l in open(sys.argv[2])], [l.split() for l in open(sys.argv[3])]
def distance(a, b):
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a):
        current = [i + 1] + [0] * len(b)
        for j, y in enumerate(b):
            current[j + 1] = min(previous[j] + (x != y), previous[j + 1] + 1, current[j] + 1)
        previous = current
    return previous[-1]
errors = sum(distance(r, h) for r, h in zip(refs, hyps))
words = sum(len(r) for r in refs)
print(f"{voice}\tWER {100 * errors / words:.1f} % ({errors}/{words})")
P
done
