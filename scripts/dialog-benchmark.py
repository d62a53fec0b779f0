#!/usr/bin/env python3
"""End-to-end task success of spoken dialogs: synthesize scripted dialogs, run them through
`hark converse`, check what the apps stored.

Python 3 standard library only, plus the `hark` binary and the text-to-speech engines of
scripts/generate-samples.py (its voice table and synthesis are reused, so a voice here sounds as
it does in the sample sets). See docs/dialog-benchmark.md.

    scripts/dialog-benchmark.sh                      # build hark (release) and run everything
    scripts/dialog-benchmark.py --hark PATH          # every dialog, typed and in every voice
    scripts/dialog-benchmark.py --hark PATH --voices flite/slt --only soup-two-lentil
    scripts/dialog-benchmark.py --summary reports/dialog-benchmark.json   # print the tables again

For every dialog of Audio/dialogs/dialogs.json and every mode (typed text, then each voice): a
fresh state directory, the sample contacts and messages imported, the turns written to a file
(audio paths, or the words themselves for the typed run), `hark converse --json --input FILE`,
then the stores read back (`hark messages list --json`, `hark orders list --json`,
`hark workouts list --json`) and compared with the dialog's expected outcome.

The dialogs are held out: never use them to write or tune templates, grammars, vocabularies,
thresholds or models.
"""

import argparse
import concurrent.futures
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIALOGS = ROOT / "Audio" / "dialogs" / "dialogs.json"
CONTACTS = ROOT / "Models" / "monkeychat" / "contacts.json"
MESSAGES = ROOT / "Models" / "monkeychat" / "messages.json"
AUDIO_OUT = ROOT / "reports" / "dialogs" / "audio"
REPORT = ROOT / "reports" / "dialog-benchmark.json"

TEXT_MODE = "text"
# Six of generate-samples.py's fourteen voices: the three flite clustergen voices, festival's
# diphone and HTS voices, and espeak-ng's plain en-us (the formant synthesizer the acoustic model
# handles worst). 25 dialogs × 6 voices = 150 spoken runs.
DEFAULT_VOICES = ("flite/slt", "flite/rms", "flite/awb", "festival/kal_diphone",
                  "festival/cmu_us_slt_arctic_hts", "espeak-ng/en-us")
# A message counts as a lenient success when its content is within this word error rate of what
# was said (fixed before the first run, not chosen from results): one word wrong in four.
LENIENT_CONTENT_WER = 0.25
APPS = ("MonkeyChat", "SoupChef", "MonkeyFit")
# Extra `hark converse` arguments for every run (--converse-args), e.g. to measure a lever.
CONVERSE_ARGS: list = []
EXPECT_KEYS = {"message", "order", "workout", "reply", "marked", "unchanged", "asked"}


def load_generator():
    """scripts/generate-samples.py as a module: its Voice table, synthesize() and tool versions."""
    spec = importlib.util.spec_from_file_location("generate_samples", ROOT / "scripts" / "generate-samples.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --------------------------------------------------------------------------------------------
# Words and word error rate

# What a dialog turn may hold: lowercase words as the parser reads them.
TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)*")
# Spellings that are the same spoken words, which the benchmark knows and hark's normalizer does
# not: the decoder writes an app's name either way (the intents files list both, "soup chef" and
# "soupchef"), and a contact's abbreviation ("Bobo Jr.") is said in full. Both texts of a pair are
# respelled so before hark scores them.
SAME_WORDS = {"monkeychat": "monkey chat", "monkeyfit": "monkey fit", "soupchef": "soup chef", "jr": "junior"}
SAME_WORD = re.compile(r"\b(" + "|".join(SAME_WORDS) + r")\b", re.IGNORECASE)


def same_spelling(text: str) -> str:
    return SAME_WORD.sub(lambda match: SAME_WORDS[match.group(1).lower()], text or "")


def words(text: str) -> list:
    """The spoken words of a text, lowercase, in the benchmark's spellings (`same_spelling`): what
    the simulated user compares a confirmation's value with."""
    return TOKEN.findall(same_spelling(text).replace("\u2019", "'").lower())


def word_errors(binary: str, pairs: list) -> list:
    """The word errors of each (reference, hypothesis) pair, scored by one `hark evaluate
    transcripts` run for the whole batch, so that they are hark's WER: its normalization (case,
    punctuation, numbers spelled) and alignment (docs/evaluation.md). One {"errors",
    "referenceWords", "wer"} per pair, in order; "wer" is 1 for words said against an empty
    reference, where hark leaves the rate undefined."""
    if not pairs:
        return []
    with tempfile.TemporaryDirectory(prefix="hark-dialog-wer-") as folder:
        pairs_file, report_file = Path(folder) / "pairs.jsonl", Path(folder) / "report.json"
        pairs_file.write_text("".join(
            json.dumps({"id": str(index), "reference": same_spelling(reference),
                        "hypothesis": same_spelling(hypothesis)}, ensure_ascii=False) + "\n"
            for index, (reference, hypothesis) in enumerate(pairs)), encoding="utf-8")
        result = subprocess.run([binary, "evaluate", "transcripts", str(pairs_file), "--json", str(report_file)],
                                cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if result.returncode != 0:
            raise HarkError(f"hark evaluate transcripts: exit {result.returncode}: {result.stderr.decode().strip()}")
        rows = json.loads(report_file.read_text(encoding="utf-8"))["rows"]
    if [row["id"] for row in rows] != [str(index) for index in range(len(pairs))]:
        raise HarkError(f"hark evaluate transcripts: {len(rows)} rows for {len(pairs)} pairs, or out of order")
    scores = []
    for row in rows:
        counts, rate = row["counts"], row.get("wordErrorRate")
        scores.append({"errors": counts["errors"], "referenceWords": counts["referenceWords"],
                       "wer": 1.0 if rate is None else rate})
    return scores


def tts_text(turn: str) -> str:
    """What the engines are asked to say: app names as separate words (as generate-samples.py says
    MonkeyChat, the compound's vowel is otherwise reduced) and the pronoun I capitalized."""
    text = re.sub(r"\bmonkeychat\b", "Monkey Chat", turn)
    text = re.sub(r"\bmonkeyfit\b", "Monkey Fit", text)
    return re.sub(r"\bi\b", "I", text)


# --------------------------------------------------------------------------------------------
# Dialogs


@dataclass
class Dialog:
    id: str
    app: str
    kind: str
    turns: list
    expect: dict


def load_dialogs(path: Path) -> list:
    data = json.loads(path.read_text(encoding="utf-8"))
    dialogs, seen, problems = [], set(), []
    for index, entry in enumerate(data.get("dialogs", [])):
        where = f"{path.name}: dialogs[{index}]"
        dialog = Dialog(entry.get("id", ""), entry.get("app", ""), entry.get("kind", ""), entry.get("turns", []),
                        entry.get("expect", {}))
        if not re.fullmatch(r"[a-z0-9-]+", dialog.id) or dialog.id in seen:
            problems.append(f"{where}.id: missing, not [a-z0-9-]+, or repeated: {dialog.id!r}")
        seen.add(dialog.id)
        if dialog.app not in APPS:
            problems.append(f"{where}.app: {dialog.app!r} is not one of {', '.join(APPS)}")
        if not dialog.turns or any(not isinstance(t, str) or TOKEN.findall(t) != t.split() for t in dialog.turns):
            problems.append(f"{where}.turns: need lowercase words, single spaces: {dialog.turns!r}")
        unknown = set(dialog.expect) - EXPECT_KEYS
        if not dialog.expect or unknown:
            problems.append(f"{where}.expect: empty or unknown keys {sorted(unknown)}")
        dialogs.append(dialog)
    if problems:
        sys.exit("invalid dialogs:\n" + "\n".join(problems))
    return dialogs


# --------------------------------------------------------------------------------------------
# Audio


def voice_available(voice) -> bool:
    if voice.engine == "flite":
        listed = subprocess.run(["flite", "-lv"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout.decode()
        return shutil.which("flite") is not None and voice.args[0] in listed.split()
    if voice.engine == "festival":
        return shutil.which("text2wave") is not None and any(
            (Path("/usr/share/festival/voices") / group / voice.args[0]).is_dir()
            for group in ("english", "us"))
    if voice.engine == "espeak-ng":
        return shutil.which("espeak-ng") is not None
    return False


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def audio_path(voice_name: str, dialog: Dialog, index: int) -> Path:
    return AUDIO_OUT / slug(voice_name) / f"{dialog.id}-{index + 1}.wav"


def synthesize_all(generator, voices: list, dialogs: list, jobs: int):
    """Every turn in every voice, as the engine's own WAV. A file is made again only when its
    voice, words or the engines' versions changed (a stamp beside it holds their hash)."""
    versions = generator.tool_versions()
    todo = []
    for voice in voices:
        for dialog in dialogs:
            for index, turn in enumerate(dialog.turns):
                path = audio_path(voice.name, dialog, index)
                stamp = hashlib.sha256("\0".join((voice.name, repr(voice.args), tts_text(turn), versions))
                                       .encode()).hexdigest()
                stamp_file = path.with_suffix(".stamp")
                if path.exists() and stamp_file.exists() and stamp_file.read_text() == stamp:
                    continue
                todo.append((voice, tts_text(turn), path, stamp_file, stamp))
    if not todo:
        print(f"audio: {sum(len(d.turns) for d in dialogs) * len(voices)} turns up to date")
        return
    started = time.monotonic()

    def make(item):
        voice, text, path, stamp_file, stamp = item
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".tmp-{path.name}")
        generator.synthesize(voice, text, tmp)
        os.replace(tmp, path)
        stamp_file.write_text(stamp)

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(make, todo))
    print(f"audio: {len(todo)} turns synthesized in {time.monotonic() - started:.1f} s")


# --------------------------------------------------------------------------------------------
# Running a dialog


class HarkError(Exception):
    pass


def hark(binary: str, *args, state: Path, check=True) -> str:
    result = subprocess.run([binary, *args, "--state", str(state)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    if check and result.returncode != 0:
        raise HarkError(f"hark {' '.join(args)}: exit {result.returncode}: {result.stderr.decode().strip()}")
    return result.stdout.decode()


def json_lines(text: str) -> list:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def sessions(binary: str, state: Path) -> list:
    """MonkeyFit's sessions, oldest first: workout identifier and state (running, paused, ended)."""
    listed = sorted(json_lines(hark(binary, "workouts", "list", "--json", state=state)), key=lambda s: s["id"])
    # goalSeconds as a float, as SQLite's REAL column read it, so failure notes read as they did.
    return [{"workout": s["workout"], "state": s["state"],
             "goalSeconds": None if s.get("goalSeconds") is None else float(s["goalSeconds"])} for s in listed]


def stores(binary: str, state: Path) -> dict:
    return {"messages": json_lines(hark(binary, "messages", "list", "--json", state=state)),
            "orders": json_lines(hark(binary, "orders", "list", "--json", state=state)),
            "sessions": sessions(binary, state)}


YES_NO = {"yes", "no", "yeah", "nope", "sure", "yes please", "no thanks"}


def unscripted_confirmation(dialog: Dialog, replies: list, said: list) -> tuple | None:
    """The first reply asking "Did you mean X?" (a name) or "Did you say 'X'?" (a message read
    back) that the script does not answer: a value confirmation whose next scripted turn is no yes
    or no. Returns (position, yes) where `yes` is whether X is what the user said: for a name, X's
    first name is among the user's words so far; for a message, every word of it is. That is the
    answer a user gives, since the script was written before the assistant asked."""
    for position, reply in enumerate(replies):
        if reply.get("expecting") != "confirmation":
            continue
        values = [(parameter, r.get("value")) for parameter, results in (reply.get("resolution") or {}).items()
                  for r in results if r.get("kind") == "confirmationRequired"]
        if not values:
            continue
        following = said[position + 1][0] if position + 1 < len(said) else None
        if following in YES_NO:
            continue
        spoken = set(words(" ".join(text for text, _ in said[:position + 1])))
        parameter, value = values[0]
        heard = words(value or "")
        if parameter == "content":
            return position, bool(heard) and set(heard) <= spoken
        return position, bool(heard) and heard[0] in spoken
    return None


def answer_audio(generator, mode: str, answer: str) -> str:
    path = AUDIO_OUT / slug(mode) / "simulated" / f"{answer}.wav"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".tmp-{os.getpid()}-{threading.get_ident()}-{path.name}")
        generator.synthesize(generator.VOICE_BY_NAME[mode], answer, tmp)
        os.replace(tmp, path)
    return str(path)


def run_dialog(binary: str, mode: str, dialog: Dialog, keep: Path | None, generator=None) -> dict:
    """Plays the dialog (play_dialog), then scores its words: each turn's transcript and the sent
    message's content, by one hark run."""
    run = play_dialog(binary, mode, dialog, keep, generator)
    score_words(binary, run)
    return run


def play_dialog(binary: str, mode: str, dialog: Dialog, keep: Path | None, generator=None) -> dict:
    """Runs the script through `hark converse`. When the assistant asks "Did you mean X?" where the
    script has no answer (a name heard with doubt), the simulated user answers yes or no as the
    script's speaker would, and the dialog is run again from the start with that answer in place
    (at most three times; converse is deterministic, so the earlier turns replay the same)."""
    said = [(text, None if mode == TEXT_MODE else str(audio_path(mode, dialog, i)))
            for i, text in enumerate(dialog.turns)]
    simulated = set()
    for _ in range(4):
        run = run_script(binary, mode, dialog, keep, said, simulated)
        replies = [t["reply"] for t in run["turns"] if t["reply"] is not None]
        if run.get("error") or len(simulated) == 3:
            return run
        found = unscripted_confirmation(dialog, replies, said)
        if found is None:
            return run
        position, yes = found
        answer = "yes" if yes else "no"
        audio = None if mode == TEXT_MODE or generator is None else answer_audio(generator, mode, answer)
        if mode != TEXT_MODE and audio is None:
            return run
        said.insert(position + 1, (answer, audio))
        simulated = {i + 1 if i > position else i for i in simulated} | {position + 1}
    return run


def run_script(binary: str, mode: str, dialog: Dialog, keep: Path | None, said: list, simulated: set) -> dict:
    state = Path(tempfile.mkdtemp(prefix=f"hark-dialog-{slug(mode)}-{dialog.id}-"))
    started = time.monotonic()
    try:
        hark(binary, "contacts", "import", str(CONTACTS), state=state)
        hark(binary, "messages", "import", str(MESSAGES), state=state)
        before = json_lines(hark(binary, "messages", "list", "--json", state=state))
        if mode == TEXT_MODE:
            lines, extra = [text for text, _ in said], ["--text-only"]
        else:
            lines, extra = [audio for _, audio in said], []
        turns_file = state / "turns.txt"
        turns_file.write_text("".join(line + "\n" for line in lines))
        converse_started = time.monotonic()
        result = subprocess.run([binary, "converse", "--json", "--input", str(turns_file), "--state", str(state),
                                 *extra, *CONVERSE_ARGS], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        converse_seconds = time.monotonic() - converse_started
        replies = json_lines(result.stdout.decode())
        after = stores(binary, state)
        error = None
        # 3 and 4 say how the dialog ended (not done, a handler failed: docs/apps.md), which the
        # stores are checked for; any other status is a failure of the run.
        if result.returncode not in (0, 3, 4) or len(replies) != len(said):
            error = (f"hark converse: exit {result.returncode}, {len(replies)} replies to {len(said)} turns: "
                     + result.stderr.decode().strip()[-500:])
    except HarkError as e:
        return {"mode": mode, "dialog": dialog.id, "app": dialog.app, "kind": dialog.kind, "error": str(e),
                "turns": [], "outcome": {"failures": [str(e)], "contentSaid": None}}
    finally:
        if keep is not None:
            target = keep / slug(mode) / dialog.id
            shutil.rmtree(target, ignore_errors=True)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(state), str(target))
        else:
            shutil.rmtree(state, ignore_errors=True)
    # Scripted turns keep their script index (the typed run's turn it is compared with); a
    # simulated answer has none.
    turns, index = [], 0
    for position, (text, audio) in enumerate(said):
        turn = {"index": None if position in simulated else index, "reference": text, "audio": audio,
                "reply": replies[position] if position < len(replies) else None}
        if position in simulated:
            turn["simulated"] = True
        else:
            index += 1
        turns.append(turn)
    return {"mode": mode, "dialog": dialog.id, "app": dialog.app, "kind": dialog.kind, "error": error,
            "seconds": round(time.monotonic() - started, 2), "converseSeconds": round(converse_seconds, 2),
            "turns": turns, "stores": {"before": before, "after": after},
            "outcome": check_outcome(dialog, before, after, replies)}


# --------------------------------------------------------------------------------------------
# Checking the outcome


def check_outcome(dialog: Dialog, before: list, after: dict, replies: list) -> dict:
    """Why a check failed, where the message content was said, and the sent message's content
    beside the wanted one, for score_words to score and settle strict and lenient success."""
    expect = dialog.expect
    known = {m["id"]: m for m in before}
    new = [m for m in after["messages"] if m["id"] not in known]
    changed = [m for m in after["messages"] if m["id"] in known
               and (m["read"], m["flagged"]) != (known[m["id"]]["read"], known[m["id"]]["flagged"])]
    failures, content = [], None

    # Whatever the dialog is for, the other stores must be untouched.
    if "message" not in expect and new:
        failures.append(f"unexpected message(s): {[(m['to'], m['content']) for m in new]}")
    if "marked" not in expect and changed:
        failures.append(f"messages changed: {[(m['from'], m['content']) for m in changed]}")
    if "order" not in expect and after["orders"]:
        failures.append(f"unexpected order(s): {[o['description'] for o in after['orders']]}")
    if "workout" not in expect and after["sessions"]:
        failures.append(f"unexpected workout session(s): {after['sessions']}")

    if "message" in expect:
        want = expect["message"]
        if len(new) != 1:
            failures.append(f"{len(new)} messages sent, expected 1")
        else:
            sent = new[0]
            if sent["from"] != "me" or sorted(sent["to"]) != sorted(want["to"]):
                failures.append(f"sent to {sent['to']}, expected {want['to']}")
            content = (want["content"], sent["content"])
    if "order" in expect:
        want = expect["order"]
        got = [(o["soup"], o["quantity"], sorted(o["options"])) for o in after["orders"]]
        if got != [(want["soup"], want["quantity"], sorted(want["options"]))]:
            failures.append(f"orders {got}, expected one {want}")
    if "workout" in expect:
        want = expect["workout"]
        got = [(s["workout"], s["state"]) for s in after["sessions"]]
        if got != [(want["identifier"], want["state"])]:
            failures.append(f"sessions {got}, expected one {want['identifier']} {want['state']}")
    if "marked" in expect:
        want = expect["marked"]
        theirs = [m for m in after["messages"] if m["from"] == want["from"]]
        if not theirs or any(m["read"] != want["read"] for m in theirs):
            failures.append(f"messages from {want['from']} not all read={want['read']}")
        others = [m for m in changed if m["from"] != want["from"]]
        if others:
            failures.append(f"other messages changed: {[(m['from'], m['content']) for m in others]}")
    if "reply" in expect:
        want = expect["reply"]
        last = replies[-1] if replies else {}
        for key in ("app", "intent", "expecting"):
            if key in want and last.get(key) != want[key]:
                failures.append(f"last reply {key} {last.get(key)!r}, expected {want[key]!r}")
        if "code" in want and (last.get("response") or {}).get("code") != want["code"]:
            failures.append(f"last reply code {(last.get('response') or {}).get('code')!r}, expected {want['code']!r}")
        for name, values in want.get("parameters", {}).items():
            got = [v.lower() for v in (last.get("parameters") or {}).get(name, [])]
            if sorted(got) != sorted(v.lower() for v in values):
                failures.append(f"last reply {name} {got}, expected {values}")

    if expect.get("asked") and not any(r.get("expecting") and r.get("app") == dialog.app for r in replies[:-1]):
        # A cancel or a "no" only counts once there was a question to cancel: a dialog not
        # understood at all stores nothing either.
        failures.append(f"{dialog.app} never asked a question")

    # Content said inside the request is decoded by the command search; content said as its own
    # turn, after "What do you want to say?", by the free-text search.
    said = None
    if "message" in expect:
        said = "asked" if expect["message"]["content"] in dialog.turns[1:] else "request"
    return {"failures": failures, "contentSaid": said, "content": content}


def score_words(binary: str, run: dict):
    """Each turn's transcript and its WER, and the sent message's content WER, from one hark run;
    then strict success (content exact) and lenient (content WER at most LENIENT_CONTENT_WER)."""
    for turn in run["turns"]:
        turn["transcript"] = (turn["reply"] or {}).get("transcript") or ""
    content = run["outcome"].pop("content", None)
    pairs = [(turn["reference"], turn["transcript"]) for turn in run["turns"]] + ([content] if content else [])
    scores = word_errors(binary, pairs)
    for turn, score in zip(run["turns"], scores):
        turn["wer"] = round(score["wer"], 4)
        turn["wordErrors"], turn["referenceWords"] = score["errors"], score["referenceWords"]
    content_wer = scores[-1]["wer"] if content else None
    failures = run["outcome"]["failures"]
    strict = not failures and (content_wer is None or content_wer == 0)
    lenient = not failures and (content_wer is None or content_wer <= LENIENT_CONTENT_WER)
    if content_wer is not None and content_wer > 0:
        failures.append(f"content WER {content_wer:.2f}")
    run["outcome"] = {"strict": strict, "lenient": lenient, "contentWer": content_wer,
                      "contentSaid": run["outcome"]["contentSaid"], "failures": failures}


# --------------------------------------------------------------------------------------------
# Turn analysis against the typed run


def asked_parameter(reply: dict) -> str | None:
    """The parameter a `value` question asks for: the one whose resolution wants a value."""
    for name, results in (reply.get("resolution") or {}).items():
        if any(r.get("kind") in ("needsValue", "unsupported") for r in results):
            return name
    return None


def follow_up_kind(previous: dict | None) -> str | None:
    """What the turn answers, as `Assistant.followUpExpectation` narrows the search for it:
    `choice` and `name` (names grammar), `confirmation` (yes/no grammar), `freeText` (content
    model), `value` (anything else: decoded with the command search)."""
    if not previous or not previous.get("expecting"):
        return None
    expecting = previous["expecting"]
    if expecting == "value":
        parameter = asked_parameter(previous)
        if parameter in ("recipients",):
            return "name"
        if parameter == "content":
            return "freeText"
        return "value"
    return expecting


def reply_key(reply: dict | None) -> tuple | None:
    """What a turn did, apart from the words of free text: the app, intent, question and code, and
    every parameter but the message content."""
    if reply is None:
        return None
    parameters = {k: sorted(v.lower() for v in vs) for k, vs in (reply.get("parameters") or {}).items()
                  if k != "content"}
    return (reply.get("app"), reply.get("intent"), reply.get("expecting"), (reply.get("response") or {}).get("code"),
            json.dumps(parameters, sort_keys=True))


def annotate_turns(run: dict, typed: dict | None):
    """Per turn (its transcript WER already scored by score_words): what it answered, and whether it
    did what the typed run did at the same point, having got there the same way."""
    on_path = typed is not None and not typed.get("error")
    previous = None
    typed_turns = [t for t in typed["turns"] if not t.get("simulated")] if on_path else []
    for turn in run["turns"]:
        reply = turn["reply"]
        turn["followUp"] = follow_up_kind(previous)
        if turn.get("simulated"):
            # The simulated user's yes or no to "Did you mean …?": not compared with the typed run.
            turn["onTypedPath"], turn["sameAsTyped"], turn["correct"] = on_path, on_path, True
            previous = reply
            continue
        typed_reply = typed_turns[turn["index"]]["reply"] if on_path and typed_turns else None
        turn["onTypedPath"] = on_path
        turn["sameAsTyped"] = on_path and reply_key(reply) == reply_key(typed_reply)
        if turn["followUp"] == "freeText":
            turn["correct"] = turn["sameAsTyped"] and turn["wer"] == 0
        else:
            turn["correct"] = turn["sameAsTyped"]
        on_path = turn["sameAsTyped"]
        previous = reply


# --------------------------------------------------------------------------------------------
# Summary


def rate(hits: int, total: int) -> str:
    return f"{100 * hits / total:.1f} % ({hits}/{total})" if total else "—"


def content_figures(selected: list) -> dict:
    """Messages sent: how many, how many word for word, their mean content WER."""
    rates = [r["outcome"]["contentWer"] for r in selected if r["outcome"]["contentWer"] is not None]
    return {"dialogs": len(selected), "messages": len(rates), "exact": sum(1 for w in rates if w == 0),
            "meanWer": round(sum(rates) / len(rates), 4) if rates else None}


def summarize(runs: list, modes: list) -> dict:
    def group(selected):
        dialogs = len(selected)
        turns = [t for r in selected for t in r["turns"]]
        # Answers decoded with a search narrowed to the question (names, yes/no, free text).
        follow = [t for t in turns if t.get("followUp") not in (None, "value") and t.get("onTypedPath")]
        contents = [r["outcome"]["contentWer"] for r in selected if r["outcome"]["contentWer"] is not None]
        ref_words = sum(t["referenceWords"] for t in turns)
        errors = sum(t["wordErrors"] for t in turns)
        return {
            "dialogs": dialogs,
            "strict": sum(r["outcome"]["strict"] for r in selected),
            "lenient": sum(r["outcome"]["lenient"] for r in selected),
            "turns": len(turns),
            "turnsPerDialog": round(len(turns) / dialogs, 2) if dialogs else None,
            "questionsPerDialog": round(sum(1 for t in turns if t["reply"] and t["reply"].get("expecting"))
                                        / dialogs, 2) if dialogs else None,
            "turnWer": round(errors / ref_words, 4) if ref_words else None,
            "followUps": len(follow),
            "followUpsCorrect": sum(t["correct"] for t in follow),
            "meanContentWer": round(sum(contents) / len(contents), 4) if contents else None,
            **{f"content{said.capitalize()}": content_figures([r for r in selected
                                                              if r["outcome"].get("contentSaid") == said])
               for said in ("request", "asked")},
            "errors": sum(1 for r in selected if r.get("error")),
        }

    audio = [r for r in runs if r["mode"] != TEXT_MODE]
    summary = {"byMode": {m: group([r for r in runs if r["mode"] == m]) for m in modes},
               "allVoices": group(audio),
               "byApp": {app: {"typed": group([r for r in runs if r["mode"] == TEXT_MODE and r["app"] == app]),
                               "allVoices": group([r for r in audio if r["app"] == app]),
                               **{m: group([r for r in runs if r["mode"] == m and r["app"] == app])
                                  for m in modes if m != TEXT_MODE}}
                         for app in APPS},
               "byFollowUpKind": {}, "byDialog": {}}
    for kind in ("choice", "name", "confirmation", "freeText", "value"):
        for label, selected in (("typed", [r for r in runs if r["mode"] == TEXT_MODE]), ("allVoices", audio)):
            turns = [t for r in selected for t in r["turns"] if t.get("followUp") == kind and t.get("onTypedPath")]
            reached = [t for r in selected for t in r["turns"] if t.get("followUp") == kind]
            summary["byFollowUpKind"].setdefault(kind, {})[label] = {
                "asked": len(reached), "onTypedPath": len(turns), "correct": sum(t["correct"] for t in turns),
                "meanWer": round(sum(t["wer"] for t in turns) / len(turns), 4) if turns else None}
    for dialog_id in dict.fromkeys(r["dialog"] for r in runs):
        selected = [r for r in audio if r["dialog"] == dialog_id]
        typed = next((r for r in runs if r["dialog"] == dialog_id and r["mode"] == TEXT_MODE), None)
        summary["byDialog"][dialog_id] = {
            "typed": None if typed is None else typed["outcome"]["strict"],
            "voicesStrict": sum(r["outcome"]["strict"] for r in selected),
            "voicesLenient": sum(r["outcome"]["lenient"] for r in selected), "voices": len(selected)}
    return summary


def print_tables(report: dict):
    summary, modes = report["summary"], report["modes"]
    print("\n## Task success by mode (strict: content exact; lenient: content WER ≤ "
          f"{report['lenientContentWer']:.2f})\n")
    print("| mode | dialogs | strict success | lenient success | turns / dialog | questions / dialog "
          "| turn WER | narrowed follow-ups right | message content WER |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")

    def row(label, g):
        fmt = lambda v: "—" if v is None else f"{100 * v:.1f} %"
        print(f"| {label} | {g['dialogs']} | {rate(g['strict'], g['dialogs'])} | {rate(g['lenient'], g['dialogs'])} "
              f"| {g['turnsPerDialog']} | {g['questionsPerDialog']} | {fmt(g['turnWer'])} "
              f"| {rate(g['followUpsCorrect'], g['followUps'])} | {fmt(g['meanContentWer'])} |")

    for m in modes:
        row("typed text (upper bound)" if m == TEXT_MODE else m, summary["byMode"][m])
    voices = [m for m in modes if m != TEXT_MODE]
    if voices:
        row("**all voices**", summary["allVoices"])
    print("\n## Task success by app (lenient; strict in parentheses when it differs)\n")
    print("| app | dialogs | typed | all voices |" + "".join(f" {v} |" for v in voices))
    print("|---|---:|---:|---:|" + "---:|" * len(voices))
    for app in APPS:
        g = summary["byApp"][app]

        def cell(x):
            if not x["dialogs"]:
                return "—"
            text = f"{100 * x['lenient'] / x['dialogs']:.0f} %"
            return text if x["strict"] == x["lenient"] else f"{text} ({100 * x['strict'] / x['dialogs']:.0f} %)"

        print(f"| {app} | {g['typed']['dialogs']} | {cell(g['typed'])} | {cell(g['allVoices'])} |"
              + "".join(f" {cell(g[v])} |" for v in voices))

    print("\n## Follow-up turns (answers to a question, reached as in the typed run)\n")
    print("| answer to | search | typed: right | all voices: asked | on typed path | right | mean WER |")
    print("|---|---|---:|---:|---:|---:|---:|")
    searches = {"choice": "names grammar", "name": "names grammar", "confirmation": "yes/no grammar",
                "freeText": "content LM + general LM", "value": "vocabulary names grammar"}
    for kind, g in summary["byFollowUpKind"].items():
        t, a = g["typed"], g["allVoices"]
        if not (t["asked"] or a["asked"]):
            continue
        mean = "—" if a["meanWer"] is None else f"{100 * a['meanWer']:.1f} %"
        print(f"| {kind} | {searches[kind]} | {rate(t['correct'], t['onTypedPath'])} | {a['asked']} "
              f"| {a['onTypedPath']} | {rate(a['correct'], a['onTypedPath'])} | {mean} |")

    print("\n## Message content by where it was said (messages sent with the right recipients or not)\n")
    print("| mode | said in the request: sent | exact | mean WER | said when asked: sent | exact | mean WER |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for label, g in [(m, summary["byMode"][m]) for m in modes] + [("**all voices**", summary["allVoices"])]:
        if label == "**all voices**" and not voices:
            continue
        cells = []
        for said in ("contentRequest", "contentAsked"):
            c = g[said]
            mean = "—" if c["meanWer"] is None else f"{100 * c['meanWer']:.1f} %"
            cells.append(f"{c['messages']}/{c['dialogs']} | {c['exact']} | {mean}")
        print(f"| {'typed text' if label == TEXT_MODE else label} | " + " | ".join(cells) + " |")

    print("\n## By dialog (strict successes over voices)\n")
    print("| dialog | typed | voices strict | voices lenient |")
    print("|---|---|---:|---:|")
    for dialog_id, g in summary["byDialog"].items():
        typed = "—" if g["typed"] is None else ("yes" if g["typed"] else "**no**")
        print(f"| {dialog_id} | {typed} | {g['voicesStrict']}/{g['voices']} | {g['voicesLenient']}/{g['voices']} |")


# --------------------------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hark", help="the hark binary (default: .build/release/hark)")
    ap.add_argument("--dialogs", type=Path, default=DIALOGS, help="the dialogs file")
    ap.add_argument("--voices", help=f"comma-separated voices (default: {','.join(DEFAULT_VOICES)})")
    ap.add_argument("--only", action="append", help="run only this dialog id (repeatable)")
    ap.add_argument("--no-typed", action="store_true", help="skip the typed-text run (follow-up accuracy needs it)")
    ap.add_argument("--typed-only", action="store_true", help="only the typed-text run; no audio")
    ap.add_argument("--jobs", type=int, default=2, help="dialogs run at once (at most 2)")
    ap.add_argument("--json", type=Path, default=REPORT, help=f"report file (default: {REPORT.relative_to(ROOT)})")
    ap.add_argument("--keep-state", type=Path, help="keep every run's state directory under this folder")
    ap.add_argument("--summary", type=Path, help="print the tables of an existing report and exit")
    ap.add_argument("--converse-args", default="", help="extra hark converse arguments, e.g. '--confirm-names-below 0'")
    args = ap.parse_args()
    CONVERSE_ARGS.extend(args.converse_args.split())

    if args.summary:
        print_tables(json.loads(args.summary.read_text()))
        return
    jobs = max(1, min(2, args.jobs))
    binary = args.hark or str(ROOT / ".build" / "release" / "hark")
    if not os.access(binary, os.X_OK):
        sys.exit(f"{binary}: no hark binary (build it: swift build -c release --product hark, or pass --hark)")
    dialogs = load_dialogs(args.dialogs)
    if args.only:
        unknown = set(args.only) - {d.id for d in dialogs}
        if unknown:
            sys.exit(f"{args.dialogs.name}: no dialog {', '.join(sorted(unknown))}")
        dialogs = [d for d in dialogs if d.id in args.only]

    generator = load_generator()
    voices = []
    if not args.typed_only:
        for name in (args.voices.split(",") if args.voices else DEFAULT_VOICES):
            voice = generator.VOICE_BY_NAME.get(name.strip())
            if voice is None:
                sys.exit(f"unknown voice {name!r}: one of {', '.join(generator.VOICE_BY_NAME)}")
            if voice_available(voice):
                voices.append(voice)
            else:
                print(f"voice {voice.name}: not installed here, skipped (scripts/setup.sh installs it)")
        synthesize_all(generator, voices, dialogs, jobs)
    modes = ([] if args.no_typed else [TEXT_MODE]) + [v.name for v in voices]

    started = time.monotonic()
    work = [(mode, dialog) for mode in modes for dialog in dialogs]
    print(f"running {len(work)} dialogs ({len(dialogs)} dialogs × {len(modes)} modes), {jobs} at a time")
    runs, done = {}, 0
    # The typed runs come first in the queue: each spoken run is compared with its dialog's.
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(run_dialog, binary, mode, dialog, args.keep_state, generator): (mode, dialog.id)
                   for mode, dialog in work}
        for future in concurrent.futures.as_completed(futures):
            run = future.result()
            runs[futures[future]] = run
            done += 1
            mark = "ok" if run["outcome"]["strict"] else ("lenient" if run["outcome"]["lenient"] else "FAIL")
            detail = "" if run["outcome"]["strict"] else f" — {'; '.join(run['outcome']['failures'])}"
            heard = " | ".join((t["reply"] or {}).get("transcript", "∅") for t in run["turns"])
            print(f"[{done}/{len(work)}] {run['mode']:32} {run['dialog']:34} {mark}{detail}\n    heard: {heard}",
                  flush=True)
    ordered = [runs[(mode, dialog.id)] for mode, dialog in work]
    for run in ordered:
        annotate_turns(run, runs.get((TEXT_MODE, run["dialog"])))

    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL).stdout.decode().strip()
    # Uncommitted changes under what the binary is built from or reads at run time.
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "Sources", "Models", "Package.swift"], cwd=ROOT,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout.decode().split("\n")
    report = {
        "benchmark": "dialog task success (docs/dialog-benchmark.md)",
        "dialogsFile": str(args.dialogs.relative_to(ROOT) if args.dialogs.is_relative_to(ROOT) else args.dialogs),
        "dialogsSha256": hashlib.sha256(args.dialogs.read_bytes()).hexdigest(),
        "commit": head, "uncommitted": [line for line in dirty if line.strip()], "hark": binary,
        "harkBuilt": time.strftime("%Y-%m-%dT%H:%M:%S%z", time.localtime(os.path.getmtime(binary))),
        "modes": modes, "lenientContentWer": LENIENT_CONTENT_WER,
        "wallSeconds": round(time.monotonic() - started, 1), "jobs": jobs,
        "summary": summarize(ordered, modes), "runs": ordered,
    }
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    print_tables(report)
    print(f"\n{len(work)} dialog runs in {report['wallSeconds']:.0f} s; report: {args.json}")


if __name__ == "__main__":
    main()
