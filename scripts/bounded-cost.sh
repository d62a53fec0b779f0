#!/usr/bin/env bash
# Times the bounded-cost cases of issue 15 with one hark binary: typed requests of growing size,
# a 1 MB request (standard input, one line), a 1 MB template, a template nested 100,000 deep, and
# `converse` and `ask` with long requests. Prints one line per case: seconds, peak memory, exit
# status. Usage: scripts/bounded-cost.sh [HARK] (default: the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
hark=${1:-$(scripts/release-hark.sh)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HARK_CACHE_DIR="$work/cache"
limit=${BOUNDED_COST_TIMEOUT:-120}

python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
random.seed(1)
vocab = "send more bananas to bobo on monkeychat saying see you soon hello what is the weather".split()
for name, size in [("0.7k", 700), ("2.8k", 2800), ("5.6k", 5600), ("11.2k", 11200), ("131k", 131 * 1024), ("1m", 1 << 20)]:
    words, n = [], 0
    while n < size:
        w = random.choice(vocab); words.append(w); n += len(w) + 1
    open(f"{work}/request-{name}.txt", "w").write(" ".join(words) + "\n")
words99 = " ".join(random.choice(vocab) for _ in range(99))
open(f"{work}/request-100w.txt", "w").write("monkeychat " + words99 + "\n")
def app(template):
    return f'app:\n  name: Big\n  domain: custom\nintents:\n  Go:\n    templates:\n      - "{template}"\n'
open(f"{work}/template-1m.yaml", "w").write(app(" ".join(["go"] * 350_000)))
open(f"{work}/nested-100k.yaml", "w").write(app("[" * 100_000 + "x" + "]" * 100_000))
PY

run() {
    local name=$1; shift
    local status=0
    /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" "$@" >/dev/null 2>"$work/err" || status=$?
    read -r seconds kilobytes < <(tail -1 "$work/time") || true
    [ "$status" = 124 ] && seconds=">$limit"
    printf '%-28s %8s s %8s KB  exit %s\n' "$name" "${seconds:-?}" "${kilobytes:-?}" "$status"
}

"$hark" understand --text x >/dev/null  # fills the search cache
run "understand x (start-up)" "$hark" understand --text x
run "understand 100 words" "$hark" understand <"$work/request-100w.txt"
for size in 0.7k 2.8k 5.6k 11.2k 131k 1m; do
    run "understand $size request" "$hark" understand <"$work/request-$size.txt"
done
run "converse 1m line" "$hark" converse --state "$work/state" --text-only --input "$work/request-1m.txt"
run "ask 131k (as a file's text)" "$hark" ask --state "$work/state" --text "$(head -c 120000 "$work/request-131k.txt")"
run "understand 1m template" "$hark" understand --intents "$work/template-1m.yaml" --text x
run "transcribe 1m template" "$hark" transcribe --intents "$work/template-1m.yaml" --search grammar \
    /usr/share/pocketsphinx/test/data/goforward.raw --raw s16le:16000:1
run "understand nested 100k" "$hark" understand --intents "$work/nested-100k.yaml" --text x
