#!/usr/bin/env python3
"""Dead ends and misroutes (issue 13): how often an in-domain request is answered "none of your
apps can …", typed, as written and with its app name taken out.

Python 3 standard library only, plus the `hark` binary. See docs/benchmarks.md, "Answers:
hearing what answers nothing" (Misroutes).

    scripts/dead-ends.py --hark .build/debug/hark
    scripts/dead-ends.py --hark PATH --show none    # list the requests answered "none of your apps"

The requests: every in-domain sentence of Audio/monkeychat/*.jsonl (MonkeyChat commands, all
splits but commands-calibration, which only the confidence calibrator is fitted on) and every
turn of Audio/dialogs/dialogs.json that names an app (the dialogs' requests; the other turns are
answers). The out-of-domain sentences of the MonkeyChat files (intent `none`) are
run too, as a check on the other side: for them "none of your apps" is the right answer, and an
app offered or taking the request is a false route. Each is run twice: as written, and with the app's name removed together with
the connector before it ("… on monkeychat", "use monkeychat to …" loses "use monkeychat"), the
request a user makes without saying which app. Every request of a set is typed into one `hark
converse --text-only --json` in a fresh state directory with the sample contacts, each followed by
"never mind" so that no question stays open into the next request.

A reply is counted as
  none        "Sorry, none of your apps can …" (refusal.noApp / refusal.noAppForDomain)
  offered     "Do you want to use <the right app>?" or a choice of apps that includes it
  right app   the right app took the request (answered, asked a value, confirmation)
  wrong app   another app took it or was offered (for an out-of-domain request: any app)
  other       anything else ("<app> can't do that yet", "Sorry, I didn't understand that")
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# commands-calibration (a train split of the confidence calibrator, added later) is left out, so
# that the figures stay those of the sets docs/benchmarks.md reports.
COMMANDS = sorted(p for p in (ROOT / "Audio" / "monkeychat").glob("*.jsonl")
                  if p.stem != "commands-calibration")
DIALOGS = ROOT / "Audio" / "dialogs" / "dialogs.json"
CONTACTS = ROOT / "Models" / "monkeychat" / "contacts.json"
SEPARATOR = "never mind"
NONE_PREFIX = "Sorry, none of your apps can"
# How each app is spoken and the connectors that may come before its name (Models/intents/*.yaml).
SPOKEN = {
    "MonkeyChat": ["monkey chats", "monkey chat", "monkeychat"],
    "SoupChef": ["soup chef", "soupchef"],
    "MonkeyFit": ["monkey fit", "monkeyfit"],
}
CONNECTORS = ["on", "in", "with", "using", "via", "through", "over", "use", "open", "from", "at", "ask"]
OUTCOMES = ("none", "offered", "right app", "wrong app", "other")


def requests():
    """(source, app, text) for every in-domain request."""
    for path in COMMANDS:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                sample = json.loads(line)
                if sample["intent"] == "none":
                    yield "out of domain (monkeychat)", None, sample["text"]
                else:
                    yield f"monkeychat/{path.stem}", "MonkeyChat", sample["text"]
    for dialog in json.loads(DIALOGS.read_text(encoding="utf-8"))["dialogs"]:
        for turn in dialog["turns"]:
            if any(name in turn for names in SPOKEN.values() for name in names):
                app = next(app for app, names in SPOKEN.items() if any(name in turn for name in names))
                yield "dialogs", app, turn


def without_app_name(text, app):
    if app is None:
        return text
    names = "|".join(re.escape(name) for name in SPOKEN[app])
    connectors = "|".join(CONNECTORS)
    stripped = re.sub(rf"\b(?:(?:{connectors}) )?(?:{names})\b( (?:to|and)\b)?", " ", text)
    return " ".join(stripped.split())


def run(hark, texts):
    """The JSON reply to each text, one conversation, "never mind" between requests."""
    with tempfile.TemporaryDirectory(prefix="hark-dead-ends-") as folder:
        state, cache = Path(folder) / "state", Path(folder) / "cache"
        environment = dict(os.environ, HARK_CACHE_DIR=str(cache))
        subprocess.run([hark, "contacts", "import", str(CONTACTS), "--state", str(state)], check=True,
                       capture_output=True, env=environment)
        turns = Path(folder) / "turns.txt"
        turns.write_text("".join(f"{text}\n{SEPARATOR}\n" for text in texts), encoding="utf-8")
        result = subprocess.run(
            [hark, "converse", "--text-only", "--json", "--input", str(turns), "--state", str(state)],
            capture_output=True, text=True, env=environment)
        # 3: the dialog ended not done, as many of these do (docs/apps.md, exit statuses).
        if result.returncode not in (0, 3):
            sys.exit(f"hark converse failed: {result.stderr}")
        replies = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
    if len(replies) != 2 * len(texts):
        sys.exit(f"expected {2 * len(texts)} replies, got {len(replies)}")
    return replies[0::2]


def outcome(reply, app, display):
    text = reply["response"]["text"]
    if text.startswith(NONE_PREFIX):
        return "none"
    if reply["expecting"] in ("confirmation", "choice") and text.startswith(("Do you want to use", "Which app")):
        return "offered" if app and display[app] in text else "wrong app"
    if reply["intent"] != "none" and reply["app"] is not None:
        return "right app" if reply["app"] == app else "wrong app"
    return "other"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hark", required=True, help="the hark binary")
    parser.add_argument("--show", choices=OUTCOMES, help="list the requests with this outcome")
    arguments = parser.parse_args()

    display = {"MonkeyChat": "MonkeyChat", "SoupChef": "Soup Chef", "MonkeyFit": "MonkeyFit"}
    items = list(requests())
    for condition in ("as written", "without the app name"):
        texts = [text if condition == "as written" else without_app_name(text, app) for _, app, text in items]
        replies = run(arguments.hark, texts)
        counts = {}
        for (source, app, _), text, reply in zip(items, texts, replies):
            kind = outcome(reply, app, display)
            for key in (source, "all in-domain") if app else (source,):
                counts.setdefault(key, Counter())[kind] += 1
            if arguments.show == kind:
                print(f"  [{condition}] {text!r} -> {reply['response']['text']}")
        print(f"\n{condition}")
        print(f"  {'set':<28}{'requests':>9}" + "".join(f"{name:>11}" for name in OUTCOMES) + f"{'none %':>9}")
        for key in sorted(counts, key=lambda key: (key.startswith("out of domain"), key == "all in-domain", key)):
            total = sum(counts[key].values())
            row = "".join(f"{counts[key][name]:>11}" for name in OUTCOMES)
            print(f"  {key:<28}{total:>9}{row}{100 * counts[key]['none'] / total:>8.1f}%")


if __name__ == "__main__":
    main()
