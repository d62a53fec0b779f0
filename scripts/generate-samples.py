#!/usr/bin/env python3
"""Generate Hark's evaluation sample sets: synthesized MonkeyChat commands, noise, manifests.

Python 3 standard library only, plus the command-line tools espeak-ng, flite, festival
(text2wave) and sox. Everything is deterministic: voices and formats are assigned by seeded
random.Random instances, noise comes from seeded generators, and sox runs in repeatable mode.
See docs/samples.md for the layout and the manifest fields.

    scripts/generate-samples.py               # generate whatever is missing or stale
    scripts/generate-samples.py --force       # regenerate everything
    scripts/generate-samples.py --check       # validate sentences and committed manifests only
    scripts/generate-samples.py --only noise  # one part: commands, vocab, noise, testdata
    scripts/generate-samples.py --smoke       # (re)write the committed smoke set in Audio/smoke
"""

import argparse
import concurrent.futures
import hashlib
import json
import math
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import wave
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AUDIO = ROOT / "Audio"
MONKEYCHAT = AUDIO / "monkeychat"
SENTENCES = MONKEYCHAT / "sentences"
NOISE = AUDIO / "noise"
SMOKE = AUDIO / "smoke"
TESTDATA_OUT = AUDIO / "pocketsphinx-testdata"
STAMPS = AUDIO / ".stamps"

CMUDICT = Path("/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict")
TESTDATA = Path("/usr/share/pocketsphinx/test/data")

# Bump to change every voice/format assignment at once (never needed for adding sentences).
SEED_PREFIX = "hark-samples/v1"

APP_NAME = "MonkeyChat"
INTENTS = {
    "send": "INSendMessageIntent",
    "search": "INSearchForMessagesIntent",
    "setattr": "INSetMessageAttributeIntent",
    "none": "none",
}
PARAMETERS = {  # allowed parameter names per intent; True = list-valued
    "send": {"recipients": True, "content": False},
    "search": {"sender": False, "attributes": True, "dateTime": False},
    "setattr": {"attribute": False, "sender": False},
    "none": {},
}
ATTRIBUTES = {"unread", "read", "flagged", "unflagged"}
SPLITS = ("train", "heldout")
SETS = ("commands", "vocab")  # sentence files: <set>-<split>.tsv
# Derived splits: (set, split) drawn from another split's sentences by recombination (see
# fresh_draws), with that split's cast and rules. "fresh" exists because engineers read a few
# held-out lines during development; it is a held-out set nobody has looked at.
DERIVED = {("commands", "fresh"): "heldout"}
# Extra sentence files of one set, each spoken by another split's cast. "calibration" is a train
# split of the intent-confidence calibrator only (scripts/fit-calibration.sh): phrasings that are
# neither train nor held-out ones, by the train cast, so that the calibrator learns how sure to be
# of requests the intent templates were not written from without seeing a held-out name.
EXTRA = {("commands", "calibration"): "train"}


def cast_split(set_name: str, split: str) -> str:
    """The split of names.tsv whose names the sentences of (set, split) may use."""
    return DERIVED.get((set_name, split)) or EXTRA.get((set_name, split)) or split


# --------------------------------------------------------------------------------------------
# Voices and output formats


@dataclass(frozen=True)
class Voice:
    name: str  # manifest "voice": engine/voice
    engine: str  # espeak-ng | flite | festival
    args: tuple  # engine-specific
    rate: int  # native sample rate of the engine's output


VOICES = (
    Voice("espeak-ng/en-us", "espeak-ng", ("-v", "en-us", "-s", "165", "-p", "50"), 22050),
    Voice("espeak-ng/en-us+m3", "espeak-ng", ("-v", "en-us+m3", "-s", "150", "-p", "35"), 22050),
    Voice("espeak-ng/en-us+f2", "espeak-ng", ("-v", "en-us+f2", "-s", "160", "-p", "65"), 22050),
    Voice("espeak-ng/en-gb", "espeak-ng", ("-v", "en-gb", "-s", "155", "-p", "45"), 22050),
    Voice("espeak-ng/en-us+klatt2", "espeak-ng", ("-v", "en-us+klatt2", "-s", "170", "-p", "50"), 22050),
    Voice("espeak-ng/en-us+klatt4", "espeak-ng", ("-v", "en-us+klatt4", "-s", "155", "-p", "40"), 22050),
    Voice("flite/kal", "flite", ("kal",), 8000),
    Voice("flite/kal16", "flite", ("kal16",), 16000),
    Voice("flite/slt", "flite", ("slt",), 16000),
    Voice("flite/rms", "flite", ("rms",), 16000),
    Voice("flite/awb", "flite", ("awb",), 16000),
    Voice("festival/kal_diphone", "festival", ("kal_diphone",), 16000),
    Voice("festival/ked_diphone", "festival", ("ked_diphone",), 16000),
    Voice("festival/cmu_us_slt_arctic_hts", "festival", ("cmu_us_slt_arctic_hts",), 32000),
)
VOICE_BY_NAME = {v.name: v for v in VOICES}


@dataclass(frozen=True)
class Format:
    name: str
    ext: str  # wav | flac | raw
    sox_out: tuple  # sox output options (before the file name)
    effects: tuple  # sox effects after the output file name
    rate: int | None  # None = the voice's native rate
    channels: int
    encoding: str  # s16 | s24 | f32 | s16le (raw)
    raw: bool = False


FORMATS = {
    f.name: f
    for f in (
        Format("native", "wav", (), (), None, 1, "s16"),
        Format("wav-44k1-stereo", "wav", ("-b", "16"),
               ("gain", "-1", "rate", "-v", "44100", "remix", "1", "1v0.7"), 44100, 2, "s16"),
        Format("wav-48k-s24", "wav", ("-b", "24"), ("gain", "-1", "rate", "-v", "48000"),
               48000, 1, "s24"),
        Format("wav-16k-f32", "wav", ("-e", "floating-point", "-b", "32"),
               ("rate", "-v", "16000"), 16000, 1, "f32"),
        Format("raw-16k", "raw", ("-t", "raw", "-e", "signed-integer", "-b", "16", "-L", "-c", "1"),
               ("gain", "-1", "rate", "-v", "16000"), 16000, 1, "s16le", raw=True),
        Format("flac-44k1-stereo", "flac", ("-b", "16"),
               ("gain", "-1", "rate", "-v", "44100", "remix", "1", "1v0.7"), 44100, 2, "s16"),
    )
}
# One deck of 20 cards per round: 55% native, the rest exercise resampling/downmixing/decoding.
FORMAT_DECK = (["native"] * 11 + ["wav-44k1-stereo"] * 3 + ["wav-48k-s24"] * 2
               + ["wav-16k-f32"] * 2 + ["raw-16k"] + ["flac-44k1-stereo"])


def format_label(fmt: Format, voice: Voice) -> str:
    rate = fmt.rate or voice.rate
    return f"{fmt.ext}:{fmt.encoding}:{rate}:{fmt.channels}"


def raw_format(fmt: Format, voice: Voice) -> str | None:
    if not fmt.raw:
        return None
    return f"{fmt.encoding}:{fmt.rate or voice.rate}:{fmt.channels}"


def deck_sequence(seed: str, cards, count: int) -> list:
    """`count` draws: the cards shuffled, then reshuffled for every new round (balanced use)."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        deck = list(cards)
        rng.shuffle(deck)
        out.extend(deck)
    return out[:count]


def tts_text(sentence: str) -> str:
    """What the engines are asked to say. "MonkeyChat" is one word in the reference, but engines
    reduce the vowel of "chat" in the compound, so they get the two words (same phones)."""
    return sentence.replace(APP_NAME, "Monkey Chat")


# --------------------------------------------------------------------------------------------
# Sentences, cast and validation


class ValidationError(Exception):
    pass


@dataclass(frozen=True)
class CastMember:
    name: str
    split: str
    in_cmudict: bool
    pronunciation: str


@dataclass
class Utterance:
    set: str
    split: str
    index: int  # 1-based within its file
    intent: str  # short code
    sentence: str
    parameters: dict
    source: str  # file:line
    voice: str = ""
    format: str = ""
    reference: str = ""
    names: list = field(default_factory=list)
    oov: list = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"{self.set}-{self.split}-{self.index:03d}"


TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)*")


def reference_text(sentence: str) -> str:
    """The lowercase reference transcript: words only, apostrophes inside words kept."""
    return " ".join(TOKEN.findall(sentence.replace("\u2019", "'").lower()))


def read_tsv(path: Path):
    """(line number, fields) for every non-comment, non-blank line."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        yield number, line.rstrip("\n").split("\t")


def load_cast() -> dict:
    cast = {}
    path = SENTENCES / "names.tsv"
    for number, fields in read_tsv(path):
        if len(fields) < 4:
            raise ValidationError(f"{path.name}:{number}: expected name, split, in_cmudict, pronunciation")
        name, split, in_dict, pron = (f.strip() for f in fields[:4])
        if split not in SPLITS or in_dict not in ("yes", "no"):
            raise ValidationError(f"{path.name}:{number}: bad split or in_cmudict")
        cast[name.lower()] = CastMember(name, split, in_dict == "yes", pron)
    return cast


def load_cmudict() -> set:
    if not CMUDICT.exists():
        raise ValidationError(
            f"{CMUDICT} is missing: install pocketsphinx-en-us (scripts/setup-samples.sh does)")
    words = set()
    with CMUDICT.open(encoding="utf-8", errors="replace") as f:
        for line in f:
            head = line.split(" ", 1)[0].split("\t", 1)[0]
            if head:
                words.add(re.sub(r"\(\d+\)$", "", head).lower())
    return words


def parse_parameters(text: str, intent: str, where: str) -> dict:
    params = {}
    allowed = PARAMETERS[intent]
    for part in filter(None, (p.strip() for p in text.split(";"))):
        if "=" not in part:
            raise ValidationError(f"{where}: parameter without '=': {part!r}")
        key, value = (s.strip() for s in part.split("=", 1))
        if key not in allowed:
            raise ValidationError(f"{where}: parameter {key!r} not allowed for {intent}")
        if key in params:
            raise ValidationError(f"{where}: parameter {key!r} given twice")
        params[key] = [v.strip() for v in value.split(",")] if allowed[key] else value
    return params


def name_of(token: str, cast: dict):
    base = token[:-2] if token.endswith("'s") else token
    return cast.get(base)


def template(reference: str, cast: dict) -> str:
    """The reference with cast names masked, to compare phrasings across splits."""
    out = []
    for token in reference.split():
        member = name_of(token, cast)
        out.append(("<name>'s" if token.endswith("'s") else "<name>") if member else token)
    return " ".join(out)


def contains_words(reference: str, phrase: str) -> bool:
    return f" {reference_text(phrase)} " in f" {reference} "


def load_sentences(set_name: str, split: str, cast: dict, cmudict: set) -> list:
    path = SENTENCES / f"{set_name}-{split}.tsv"
    utterances = []
    errors = []
    for number, fields in read_tsv(path):
        where = f"{path.relative_to(ROOT)}:{number}"
        try:
            if len(fields) < 2:
                raise ValidationError(f"{where}: expected intent<TAB>sentence<TAB>parameters")
            intent, sentence = fields[0].strip(), fields[1].strip()
            if intent not in INTENTS:
                raise ValidationError(f"{where}: unknown intent {intent!r}")
            params = parse_parameters(fields[2] if len(fields) > 2 else "", intent, where)
            u = Utterance(set_name, split, len(utterances) + 1, intent, sentence, params,
                          f"{path.relative_to(ROOT)}:{number}")
            validate(u, cast, cmudict, where)
            utterances.append(u)
        except ValidationError as e:
            errors.append(str(e))
    if errors:
        raise ValidationError("\n".join(errors))
    return utterances


def validate(u: Utterance, cast: dict, cmudict: set, where: str):
    ref = reference_text(u.sentence)
    if re.search(r"\d", ref):
        raise ValidationError(f"{where}: spell numbers out in words")
    words = ref.split()
    u.reference = ref
    in_domain = u.intent != "none"
    if in_domain != ("monkeychat" in words):
        raise ValidationError(f"{where}: in-domain requests, and only they, must say {APP_NAME}")
    names = []
    for token in words:
        member = name_of(token, cast)
        if member:
            if member.split != cast_split(u.set, u.split):
                raise ValidationError(f"{where}: {member.name} belongs to the {member.split} cast")
            if member.name not in names:
                names.append(member.name)
    u.names = names
    for key, value in u.parameters.items():
        values = value if isinstance(value, list) else [value]
        if key in ("recipients", "sender"):
            for v in values:
                if v.lower() not in cast or cast[v.lower()].name != v:
                    raise ValidationError(f"{where}: {v!r} is not a screen name in names.tsv")
                if v not in names:
                    raise ValidationError(f"{where}: {v} is not said in the sentence")
        elif key in ("attributes", "attribute"):
            for v in values:
                if v not in ATTRIBUTES:
                    raise ValidationError(f"{where}: attribute {v!r} not in {sorted(ATTRIBUTES)}")
        else:  # content, dateTime: the spoken words, lowercase
            if value != reference_text(value):
                raise ValidationError(f"{where}: {key} must be lowercase words: {value!r}")
            if not contains_words(ref, value):
                raise ValidationError(f"{where}: {key} {value!r} is not in the sentence")
    oov = []
    for token in words:
        if token not in cmudict and token not in oov:
            oov.append(token)
    u.oov = oov
    for token in words:  # the cast table must agree with the dictionary
        member = cast.get(token)
        if member and member.in_cmudict != (token in cmudict):
            raise ValidationError(f"{where}: names.tsv says in_cmudict={member.in_cmudict} "
                                  f"for {member.name}, CMUdict disagrees")


def load_all(cast: dict, cmudict: set) -> dict:
    """{(set, split): [Utterance]}, validated, with voices and formats assigned."""
    sets = {}
    errors = []
    for set_name, split in [(s, p) for s in SETS for p in SPLITS] + list(EXTRA):
        try:
            sets[(set_name, split)] = load_sentences(set_name, split, cast, cmudict)
        except ValidationError as e:
            errors.append(str(e))
    if errors:
        raise ValidationError("\n".join(errors))
    # Held-out phrasings must not occur in train or calibration (names masked), across all sets;
    # calibration phrasings must not occur in train either.
    train_templates = {}
    calibration_templates = {}
    for (set_name, split), utts in sets.items():
        if split in ("train", "calibration"):
            for u in utts:
                (train_templates if split == "train" else calibration_templates).setdefault(
                    template(u.reference, cast), u.source)
    seen = {}
    for (set_name, split), utts in sets.items():
        for u in utts:
            key = (split, u.reference)
            if key in seen:
                errors.append(f"{u.source}: duplicate of {seen[key]}")
            seen[key] = u.source
            t = template(u.reference, cast)
            if split == "heldout":
                if t in train_templates:
                    errors.append(f"{u.source}: held-out phrasing also in train ({train_templates[t]})")
                if t in calibration_templates:
                    errors.append(f"{u.source}: held-out phrasing also in calibration "
                                  f"({calibration_templates[t]})")
            if split == "calibration" and t in train_templates:
                errors.append(f"{u.source}: calibration phrasing also in train ({train_templates[t]})")
        if set_name == "vocab":
            for u in utts:
                if not [w for w in u.oov if w != "monkeychat"]:
                    errors.append(f"{u.source}: vocabulary sentences need an OOV word besides monkeychat")
    if errors:
        raise ValidationError("\n".join(errors))
    for (set_name, split), source_split in DERIVED.items():
        sets[(set_name, split)] = fresh_draws(set_name, split, sets[(set_name, source_split)],
                                              sets, {**calibration_templates, **train_templates}, cast,
                                              cmudict)
    for (set_name, split), utts in sets.items():
        seed = f"{SEED_PREFIX}/{set_name}/{split}"
        voices = deck_sequence(seed + "/voices", [v.name for v in VOICES], len(utts))
        formats = deck_sequence(seed + "/formats", FORMAT_DECK, len(utts))
        for u, v, f in zip(utts, voices, formats):
            u.voice, u.format = v, f
    return sets


def phrase_pattern(phrase: str) -> re.Pattern:
    """Where the words of `phrase` are in a sentence, whatever their case and punctuation."""
    words = reference_text(phrase).split()
    return re.compile(r"\b" + r"[\s,.:;?!]+".join(re.escape(w) for w in words) + r"\b", re.IGNORECASE)


def spoken(phrase: str) -> str:
    """A lowercase parameter phrase as the engines should read it ("i'm" -> "I'm")."""
    return re.sub(r"\bi\b", "I", phrase)


WEEKDAY = re.compile(r"^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$")


def fresh_draws(set_name: str, split: str, sources: list, sets: dict, train_templates: dict,
                cast: dict, cmudict: set) -> list:
    """New sentences in the source split's phrasings: each source sentence once, with its names
    replaced by other names of the same cast, its message content and date phrase replaced by
    other ones the source split uses, drawn from random.Random("<prefix>/<set>/<split>/draws").
    A sentence with nothing to replace gets its "Hey Siri" opener added or removed. A draw that
    equals any existing sentence, repeats one, or has a train or calibration phrasing is drawn
    again (at most 20 times; then the sentence is left out). Bump the seed's version for a new
    fresh set."""
    rng = random.Random(f"{SEED_PREFIX}/{set_name}/{split}/draws")
    source_split = DERIVED[(set_name, split)]
    names = sorted(m.name for m in cast.values() if m.split == source_split)
    contents = sorted({u.parameters["content"] for u in sources if "content" in u.parameters})
    dates = sorted({u.parameters["dateTime"] for u in sources if "dateTime" in u.parameters})
    taken = {u.reference for utts in sets.values() for u in utts}
    out = []
    for src in sources:
        where = f"{src.source} (drawn for {set_name}-{split})"
        for _ in range(20):
            sentence, params = src.sentence, json.loads(json.dumps(src.parameters))
            changed = False
            if src.names:
                pool = [n for n in names if n not in src.names]
                new_names = rng.sample(pool, len(src.names)) if len(pool) >= len(src.names) else []
                mapping = dict(zip(src.names, new_names))
                for old, new in mapping.items():
                    sentence = re.sub(rf"\b{old}\b", new, sentence)
                for key in ("recipients", "sender"):
                    if isinstance(params.get(key), list):
                        params[key] = [mapping.get(n, n) for n in params[key]]
                    elif key in params:
                        params[key] = mapping.get(params[key], params[key])
                changed = bool(mapping)
            if "content" in params:
                new = rng.choice([c for c in contents if c != params["content"]])
                sentence = phrase_pattern(params["content"]).sub(spoken(new), sentence, count=1)
                params["content"] = new
                changed = True
            if "dateTime" in params:  # "on Tuesday" takes another weekday, the rest anything else
                weekday = bool(WEEKDAY.match(params["dateTime"]))
                pool = [d for d in dates if d != params["dateTime"] and bool(WEEKDAY.match(d)) == weekday]
                if pool:
                    new = rng.choice(pool)
                    sentence = phrase_pattern(params["dateTime"]).sub(new, sentence, count=1)
                    params["dateTime"] = new
                    changed = True
            if not changed:
                if sentence.startswith("Hey Siri, "):
                    rest = sentence[len("Hey Siri, "):]
                    sentence = rest[0].upper() + rest[1:]
                else:
                    sentence = "Hey Siri, " + sentence
            u = Utterance(set_name, split, len(out) + 1, src.intent, sentence, params, where)
            validate(u, cast, cmudict, where)
            if u.reference not in taken and template(u.reference, cast) not in train_templates:
                taken.add(u.reference)
                out.append(u)
                break
    return out


def manifest_line(u: Utterance, audio: str) -> str:
    voice, fmt = VOICE_BY_NAME[u.voice], FORMATS[u.format]
    entry = {"audio": audio, "text": u.reference, "intent": INTENTS[u.intent],
             "parameters": u.parameters, "voice": u.voice, "split": u.split,
             "format": format_label(fmt, voice)}
    raw = raw_format(fmt, voice)
    if raw:
        entry["rawFormat"] = raw
    entry["names"] = u.names
    entry["oov"] = u.oov
    entry["source"] = u.source
    return json.dumps(entry, ensure_ascii=False)


def audio_name(u: Utterance) -> str:
    return f"{u.id}.{FORMATS[u.format].ext}"


def manifest_text(utts: list) -> str:
    return "".join(
        manifest_line(u, f"{u.set}/{u.split}/{audio_name(u)}") + "\n" for u in utts)


# --------------------------------------------------------------------------------------------
# Synthesis


def run(cmd, **kw):
    result = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, cmd))} failed ({result.returncode}): "
                           f"{result.stderr.decode(errors='replace').strip()}")
    return result.stdout


def synthesize(voice: Voice, text: str, out: Path):
    """Writes the engine's native WAV (16-bit mono at voice.rate) to `out`."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", dir=out.parent, delete=False,
                                     encoding="utf-8") as t:
        t.write(text + "\n")
        text_file = t.name
    try:
        if voice.engine == "espeak-ng":
            run(["espeak-ng", *voice.args, "-w", str(out), "-f", text_file])
        elif voice.engine == "flite":
            run(["flite", "-voice", voice.args[0], "-f", text_file, "-o", str(out)])
        elif voice.engine == "festival":
            run(["text2wave", "-eval", f"(voice_{voice.args[0]})", text_file, "-o", str(out)])
        else:
            raise ValueError(voice.engine)
    finally:
        os.unlink(text_file)
    if not out.exists() or out.stat().st_size < 1000:
        raise RuntimeError(f"{voice.name} produced no audio for {text!r}")


def convert(src: Path, fmt: Format, dst: Path):
    run(["sox", "-R", "-D", "-V1", str(src), *fmt.sox_out, str(dst), *fmt.effects])


def duration(path: Path, fmt: Format, voice: Voice) -> float:
    if fmt.raw:
        return path.stat().st_size / (2 * fmt.channels * (fmt.rate or voice.rate))
    return float(run(["soxi", "-D", str(path)]).decode().strip())


def check_format(path: Path, fmt: Format, voice: Voice):
    if fmt.raw:
        return
    rate = int(run(["soxi", "-r", str(path)]).decode().strip())
    channels = int(run(["soxi", "-c", str(path)]).decode().strip())
    want = fmt.rate or voice.rate
    if rate != want or channels != fmt.channels:
        raise RuntimeError(f"{path}: {rate} Hz x{channels}, expected {want} Hz x{fmt.channels}")


def render(sentence: str, voice_name: str, format_name: str, dst: Path) -> float:
    """Synthesize `sentence` with the voice into `dst` in the format; returns seconds."""
    voice, fmt = VOICE_BY_NAME[voice_name], FORMATS[format_name]
    tmp = dst.with_name(f".tmp-synth-{dst.stem}.wav")  # the engine's native output
    tmp_out = dst.with_name(f".tmp-{dst.name}")
    try:
        synthesize(voice, tts_text(sentence), tmp)
        if fmt.name == "native":
            os.replace(tmp, tmp_out)
        else:
            convert(tmp, fmt, tmp_out)
        check_format(tmp_out, fmt, voice)
        seconds = duration(tmp_out, fmt, voice)
        if seconds < 0.4:
            raise RuntimeError(f"{dst}: only {seconds:.2f} s of audio for {sentence!r}")
        os.replace(tmp_out, dst)
    finally:
        for p in (tmp, tmp_out):
            if p.exists():
                p.unlink()
    return seconds


def tool_versions() -> str:
    parts = []
    for cmd in (["espeak-ng", "--version"], ["flite", "--version"], ["festival", "--version"],
                ["sox", "--version"]):
        try:
            parts.append(subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        check=False).stdout.decode(errors="replace").strip())
        except FileNotFoundError:
            parts.append(f"{cmd[0]}: missing")
    return "\n".join(parts)


def require_tools():
    missing = [t for t in ("espeak-ng", "flite", "text2wave", "sox", "soxi") if not shutil.which(t)]
    if missing:
        sys.exit(f"missing tools: {', '.join(missing)} (run scripts/setup-samples.sh)")


def stamp_for(*parts) -> str:
    h = hashlib.sha256()
    h.update(Path(__file__).read_bytes())
    for p in parts:
        h.update(b"\0")
        h.update(p if isinstance(p, bytes) else str(p).encode())
    return h.hexdigest()


def stamp_ok(name: str, stamp: str, files) -> bool:
    path = STAMPS / f"{name}.json"
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return False
    return data.get("stamp") == stamp and all(Path(f).exists() for f in files)


def write_stamp(name: str, stamp: str, extra: dict):
    STAMPS.mkdir(parents=True, exist_ok=True)
    (STAMPS / f"{name}.json").write_text(json.dumps({"stamp": stamp, **extra}, indent=1) + "\n")


def write_if_changed(path: Path, text: str) -> bool:
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".tmp-{path.name}")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
    return True


def generate_set(set_name: str, split: str, utts: list, versions: str, force: bool, jobs: int):
    name = f"{set_name}-{split}"
    out_dir = MONKEYCHAT / set_name / split
    manifest = MONKEYCHAT / f"{name}.jsonl"
    text = manifest_text(utts)
    changed = write_if_changed(manifest, text)
    audio_inputs = "".join(f"{audio_name(u)}\t{u.voice}\t{u.format}\t{tts_text(u.sentence)}\n"
                           for u in utts)
    stamp = stamp_for(audio_inputs, versions)
    files = [out_dir / audio_name(u) for u in utts]
    if not force and stamp_ok(name, stamp, files):
        print(f"{name}: up to date ({len(utts)} utterances)")
        return
    if out_dir.exists():
        shutil.rmtree(out_dir)
    out_dir.mkdir(parents=True)
    started = time.monotonic()
    durations = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(render, u.sentence, u.voice, u.format, f): u
                   for u, f in zip(utts, files)}
        for fut in concurrent.futures.as_completed(futures):
            durations[futures[fut].id] = round(fut.result(), 3)
    durations = dict(sorted(durations.items()))
    write_stamp(name, stamp, {"seconds": durations,
                              "total_seconds": round(sum(durations.values()), 2)})
    print(f"{name}: {len(utts)} files, {sum(durations.values()):.0f} s of audio, "
          f"{time.monotonic() - started:.1f} s{' (manifest updated)' if changed else ''}")


# --------------------------------------------------------------------------------------------
# Smoke set (committed)


def generate_smoke(cast: dict, cmudict: set):
    path = SENTENCES / "smoke.tsv"
    lines = []
    SMOKE.mkdir(parents=True, exist_ok=True)
    for old in SMOKE.iterdir():
        if old.suffix in (".wav", ".raw", ".flac"):
            old.unlink()
    total = 0
    for number, fields in read_tsv(path):
        where = f"{path.relative_to(ROOT)}:{number}"
        voice, fmt, intent, sentence = (f.strip() for f in fields[:4])
        params = parse_parameters(fields[4] if len(fields) > 4 else "", intent, where)
        u = Utterance("smoke", "train", len(lines) + 1, intent, sentence, params,
                      f"{path.relative_to(ROOT)}:{number}", voice, fmt)
        validate(u, cast, cmudict, where)
        dst = SMOKE / f"smoke-{u.index:02d}.{FORMATS[fmt].ext}"
        render(sentence, voice, fmt, dst)
        total += dst.stat().st_size
        lines.append(manifest_line(u, dst.name) + "\n")
    write_if_changed(SMOKE / "smoke.jsonl", "".join(lines))
    total += len("".join(lines).encode())
    print(f"smoke: {len(lines)} files, {total / 1000:.0f} kB with the manifest")
    if len(lines) > 10 or total > 500_000:
        sys.exit("smoke set exceeds 10 files / 500 KB")


# --------------------------------------------------------------------------------------------
# Noise


NOISE_SECONDS = 10
NOISE_RATE = 16000
NOISE_RMS = 0.1  # -20 dBFS; `hark mix` scales to the SNR it is asked for

# Unrelated text for the babble (Harvard sentences, IEEE 1969; public domain).
BABBLE_TEXT = (
    "The birch canoe slid on the smooth planks. Glue the sheet to the dark blue background. "
    "It's easy to tell the depth of a well. These days a chicken leg is a rare dish.",
    "Rice is often served in round bowls. The juice of lemons makes fine punch. "
    "The box was thrown beside the parked truck. The hogs were fed chopped corn and garbage.",
    "Four hours of steady work faced us. A large size in stockings is hard to sell. "
    "The boy was there when the sun rose. A rod is used to catch pink salmon.",
    "The source of the huge river is the clear spring. Kick the ball straight and follow through. "
    "Help the woman get back to her feet. A pot of tea helps to pass the evening.",
    "Smoky fires lack flame and heat. The soft cushion broke the man's fall. "
    "The salt breeze came across from the sea. The girl at the booth sold fifty bonds.",
    "The small pup gnawed a hole in the sock. The fish twisted and turned on the bent hook. "
    "Press the pants and sew a button on the vest. The swan dive was far short of perfect.",
)
BABBLE_VOICES = ("flite/slt", "flite/rms", "festival/cmu_us_slt_arctic_hts", "flite/awb",
                 "espeak-ng/en-us+klatt2", "festival/ked_diphone")


def normalized(samples: list) -> list:
    mean = sum(samples) / len(samples)
    centered = [s - mean for s in samples]
    rms = math.sqrt(sum(s * s for s in centered) / len(centered)) or 1.0
    return [max(-1.0, min(1.0, s * NOISE_RMS / rms)) for s in centered]


def write_wav16(path: Path, samples: list):
    frames = b"".join(int(round(s * 32767)).to_bytes(2, "little", signed=True) for s in samples)
    tmp = path.with_name(f".tmp-{path.name}")
    with wave.open(str(tmp), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(NOISE_RATE)
        w.writeframes(frames)
    os.replace(tmp, path)


def read_wav16(path: Path) -> list:
    with wave.open(str(path), "rb") as w:
        assert w.getsampwidth() == 2 and w.getnchannels() == 1 and w.getframerate() == NOISE_RATE
        data = w.readframes(w.getnframes())
    return [int.from_bytes(data[i:i + 2], "little", signed=True) / 32768 for i in range(0, len(data), 2)]


def white_noise(seed: int) -> list:
    rng = random.Random(seed)
    return [rng.gauss(0.0, 1.0) for _ in range(NOISE_SECONDS * NOISE_RATE)]


def pink_noise(seed: int) -> list:
    # Paul Kellet's refined filter: -3 dB/octave within 0.05 dB above ~10 Hz.
    b0 = b1 = b2 = b3 = b4 = b5 = b6 = 0.0
    out = []
    for w in white_noise(seed):
        b0 = 0.99886 * b0 + w * 0.0555179
        b1 = 0.99332 * b1 + w * 0.0750759
        b2 = 0.96900 * b2 + w * 0.1538520
        b3 = 0.86650 * b3 + w * 0.3104856
        b4 = 0.55000 * b4 + w * 0.5329522
        b5 = -0.7616 * b5 - w * 0.0168980
        out.append(b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362)
        b6 = w * 0.115926
    return out


def brown_noise(seed: int) -> list:
    # Leaky integration of white noise: -6 dB/octave above ~8 Hz (no DC drift).
    acc, out = 0.0, []
    for w in white_noise(seed):
        acc = 0.997 * acc + w
        out.append(acc)
    return out


def synthesized_talker(voice: str, text: str, stem: Path) -> list:
    """One voice reading `text`, at the noise rate, mono, RMS-normalized (babble and tv)."""
    native = stem.with_name(stem.name + ".wav")
    mono16 = stem.with_name(stem.name + "-16k.wav")
    synthesize(VOICE_BY_NAME[voice], text, native)
    run(["sox", "-R", "-D", "-V1", str(native), "-b", "16", str(mono16),
         "gain", "-1", "rate", "-v", str(NOISE_RATE), "channels", "1"])
    return normalized(read_wav16(mono16))


def babble_noise(work: Path) -> list:
    n = NOISE_SECONDS * NOISE_RATE
    mix = [0.0] * n
    for i, (voice, text) in enumerate(zip(BABBLE_VOICES, BABBLE_TEXT)):
        talker = synthesized_talker(voice, text, work / f"babble-{i}")
        offset = (i * 7919) % len(talker)  # each talker starts at a different point, looping
        for j in range(n):
            mix[j] += talker[(offset + j) % len(talker)]
    return mix


# The non-stationary noises below are longer than the stationary ones so that the stretch `hark mix`
# cuts for one utterance (a few seconds) rarely repeats the events of another.
EVENT_NOISE_SECONDS = 20
EVENT_NOISE_PEAK = 0.9  # impulsive noise has a large crest factor: cap the peak, not only the RMS


def levelled(samples: list) -> list:
    """Centred and scaled to NOISE_RMS, or lower when that would push a peak past
    EVENT_NOISE_PEAK: clatter and music must not be clipped, and `hark mix` rescales anyway."""
    mean = sum(samples) / len(samples)
    centered = [s - mean for s in samples]
    rms = math.sqrt(sum(s * s for s in centered) / len(centered)) or 1.0
    peak = max(abs(s) for s in centered) or 1.0
    gain = min(NOISE_RMS / rms, EVENT_NOISE_PEAK / peak)
    return [s * gain for s in centered]


def decaying_partials(out: list, start: int, partials, tau: float, amplitude: float):
    """Adds a struck object (a sum of sinusoids with an exponential decay) at sample `start`."""
    length = min(len(out) - start, int(5 * tau * NOISE_RATE))
    two_pi_over_rate = 2 * math.pi / NOISE_RATE
    for freq, weight, phase in partials:
        if freq >= NOISE_RATE / 2:
            continue
        step = two_pi_over_rate * freq
        for j in range(length):
            out[start + j] += amplitude * weight * math.exp(-j / (tau * NOISE_RATE)) * math.sin(step * j + phase)


def clatter_noise(seed: int) -> list:
    """A kitchen: dish and cutlery clinks (inharmonic partials of a free bar, 1 : 2.76 : 5.40 :
    8.93, each decaying fast), rattles (trains of short noise bursts), thuds, over a quiet mains
    hum and ventilation rumble. Events arrive as a Poisson process, so the level per 100 ms swings
    by tens of dB: the opposite of white noise."""
    rng = random.Random(seed)
    n = EVENT_NOISE_SECONDS * NOISE_RATE
    out = [0.0] * n
    # Background: 50 Hz hum with two harmonics and brown-ish rumble, about 35 dB under the events.
    rumble, acc = [], 0.0
    for _ in range(n):
        acc = 0.995 * acc + rng.gauss(0.0, 1.0)
        rumble.append(acc)
    rumble_rms = math.sqrt(sum(r * r for r in rumble) / n) or 1.0
    for i in range(n):
        t = i / NOISE_RATE
        out[i] = (0.004 * math.sin(2 * math.pi * 50 * t) + 0.002 * math.sin(2 * math.pi * 100 * t)
                  + 0.001 * math.sin(2 * math.pi * 150 * t) + 0.003 * rumble[i] / rumble_rms)
    t = rng.expovariate(2.5)
    while t < EVENT_NOISE_SECONDS - 0.05:
        start = int(t * NOISE_RATE)
        amplitude = 0.5 * 10 ** (rng.uniform(-20, 0) / 20)  # 20 dB spread of loudness
        kind = rng.random()
        if kind < 0.6:  # a clink: glass, china or a spoon
            f0 = rng.uniform(1500, 4500)
            partials = [(f0 * ratio * rng.uniform(0.97, 1.03), weight, rng.uniform(0, 2 * math.pi))
                        for ratio, weight in ((1.0, 1.0), (2.76, 0.6), (5.40, 0.35), (8.93, 0.2))]
            decaying_partials(out, start, partials, rng.uniform(0.02, 0.15), amplitude)
        elif kind < 0.85:  # a rattle: cutlery in a drawer, a few micro-impacts within 150 ms
            for _ in range(rng.randint(3, 8)):
                burst = start + int(rng.uniform(0, 0.15) * NOISE_RATE)
                length = min(n - burst, int(rng.uniform(0.005, 0.03) * NOISE_RATE))
                level = amplitude * rng.uniform(0.3, 1.0)
                previous = 0.0
                for j in range(length):
                    white = rng.gauss(0.0, 1.0)
                    # First difference: the bright, high-passed sound of metal on metal.
                    out[burst + j] += level * 0.5 * (white - previous) * math.exp(-j / (0.006 * NOISE_RATE))
                    previous = white
        else:  # a thud: a pot set down, a cupboard door
            f = rng.uniform(70, 180)
            decaying_partials(out, start, [(f, 1.0, 0.0), (f * 2.3, 0.3, 0.0)], rng.uniform(0.03, 0.08),
                              amplitude)
            for j in range(min(n - start, int(0.004 * NOISE_RATE))):
                out[start + j] += amplitude * 0.5 * rng.gauss(0.0, 1.0)
        t += rng.expovariate(2.5)
    return out


def note_frequency(midi: int) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def music_noise(seed: int) -> list:
    """Synthesized pop music: a chord pad, a plucked bass, a pentatonic melody with harmonics and
    a drum beat (kick, snare, hi-hat), at a seeded tempo, key and chord progression. No voice."""
    rng = random.Random(seed)
    n = EVENT_NOISE_SECONDS * NOISE_RATE
    out = [0.0] * n
    bpm = rng.uniform(96, 128)
    beat = 60.0 / bpm
    key = rng.randint(55, 62)  # tonic between G3 and D4
    progressions = ([0, 7, 9, 5], [0, 5, 7, 5], [9, 5, 0, 7], [0, 9, 5, 7])
    progression = rng.choice(progressions)
    pentatonic = [0, 2, 4, 7, 9]
    bars = int(EVENT_NOISE_SECONDS / (4 * beat)) + 1

    def add_tone(start_s: float, length_s: float, freq: float, harmonics, amplitude: float,
                 attack: float, decay: float):
        start = int(start_s * NOISE_RATE)
        length = min(n - start, int(length_s * NOISE_RATE))
        if length <= 0:
            return
        attack_n = max(1, int(attack * NOISE_RATE))
        release_n = max(1, int(0.02 * NOISE_RATE))
        for k, weight in harmonics:
            f = freq * k
            if f >= NOISE_RATE / 2:
                continue
            step = 2 * math.pi * f / NOISE_RATE
            for j in range(length):
                env = min(1.0, j / attack_n, (length - j) / release_n) * math.exp(-j / (decay * NOISE_RATE))
                out[start + j] += amplitude * weight * env * math.sin(step * j)

    pad = ((1, 1.0), (2, 0.4), (3, 0.2), (4, 0.1))
    square = ((1, 1.0), (3, 0.33), (5, 0.2), (7, 0.14))
    melody_degree = 2
    for bar in range(bars):
        bar_start = bar * 4 * beat
        root = key + progression[bar % len(progression)]
        third = 3 if (root - key) % 12 == 9 else 4  # the vi chord is minor
        for interval in (0, third, 7):
            add_tone(bar_start, 4 * beat, note_frequency(root + interval), pad, 0.05, 0.08, 3.0)
        for half in (0, 2):
            add_tone(bar_start + half * beat, 1.8 * beat, note_frequency(root - 12), ((1, 1.0), (2, 0.5)),
                     0.16, 0.005, 0.25)
        position = 0.0
        while position < 4:
            length = rng.choice((0.5, 0.5, 1.0, 1.0, 1.5))
            melody_degree = max(0, min(9, melody_degree + rng.choice((-2, -1, -1, 0, 1, 1, 2))))
            octave, degree = divmod(melody_degree, 5)
            if rng.random() > 0.15:  # an occasional rest
                add_tone(bar_start + position * beat, length * beat * 0.95,
                         note_frequency(key + 12 + 12 * octave + pentatonic[degree]), square, 0.07, 0.01, 0.6)
            position += length
        for step in range(8):  # the beat, in eighths
            s = int((bar_start + step * beat / 2) * NOISE_RATE)
            if s >= n:
                break
            if step in (0, 4):  # kick: a falling sine
                phase = 0.0
                for j in range(min(n - s, int(0.15 * NOISE_RATE))):
                    freq = 50 + 90 * math.exp(-j / (0.03 * NOISE_RATE))
                    phase += 2 * math.pi * freq / NOISE_RATE
                    out[s + j] += 0.35 * math.exp(-j / (0.05 * NOISE_RATE)) * math.sin(phase)
            if step in (2, 6):  # snare: a noise burst over a 180 Hz tone
                for j in range(min(n - s, int(0.12 * NOISE_RATE))):
                    env = math.exp(-j / (0.04 * NOISE_RATE))
                    out[s + j] += env * (0.15 * rng.gauss(0.0, 1.0) + 0.1 * math.sin(2 * math.pi * 180 * j / NOISE_RATE))
            previous = 0.0  # hi-hat: high-passed noise, very short
            for j in range(min(n - s, int(0.03 * NOISE_RATE))):
                white = rng.gauss(0.0, 1.0)
                out[s + j] += 0.05 * (white - previous) * math.exp(-j / (0.008 * NOISE_RATE))
                previous = white
    return out


# Unrelated text for the TV: Lewis Carroll, Alice's Adventures in Wonderland (1865), chapter 1;
# public domain. It shares no content word with the coffee maker's or MonkeyChat's commands.
TV_TEXT = (
    ("flite/awb", "Alice was beginning to get very tired of sitting by her sister on the bank, and of "
                  "having nothing to do. Once or twice she had peeped into the book her sister was reading, "
                  "but it had no pictures or conversations in it."),
    ("espeak-ng/en-us+f2", "So she was considering in her own mind, as well as she could, for the hot day "
                           "made her feel very sleepy and stupid, whether the pleasure of making a daisy "
                           "chain would be worth the trouble of getting up and picking the daisies."),
    ("flite/awb", "Suddenly a White Rabbit with pink eyes ran close by her. There was nothing so very "
                  "remarkable in that; nor did Alice think it so very much out of the way to hear the "
                  "Rabbit say to itself, oh dear, oh dear, I shall be late."),
)
TV_MUSIC_DB = -12.0  # the music bed under the voices, relative to them (RMS)


def tv_noise(seed: int, work: Path) -> list:
    """A television in the next room: two voices taking turns reading unrelated text, with
    pauses, over a music bed 12 dB lower, through a small loudspeaker (no bass under ~150 Hz)."""
    rng = random.Random(seed)
    n = EVENT_NOISE_SECONDS * NOISE_RATE
    speech = []
    for i, (voice, text) in enumerate(TV_TEXT):
        speech += synthesized_talker(voice, text, work / f"tv-{i}")
        speech += [0.0] * int(rng.uniform(0.3, 0.9) * NOISE_RATE)  # a turn-taking pause
    voices = [speech[i % len(speech)] for i in range(n)]
    music = normalized(music_noise(seed + 1))
    music_gain = 10 ** (TV_MUSIC_DB / 20)
    bed = [v + music_gain * m for v, m in zip(voices, music)]
    # One-pole high-pass at ~150 Hz: the set's small speaker.
    alpha = 1 / (1 + 2 * math.pi * 150 / NOISE_RATE)
    out, previous_in, previous_out = [], 0.0, 0.0
    for x in bed:
        previous_out = alpha * (previous_out + x - previous_in)
        previous_in = x
        out.append(previous_out)
    return out


NOISES = {  # name: (seed, generator, seconds, kind); babble and tv synthesize speech in a work folder
    "white": (1001, white_noise, NOISE_SECONDS, "stationary"),
    "pink": (1002, pink_noise, NOISE_SECONDS, "stationary"),
    "brown": (1003, brown_noise, NOISE_SECONDS, "stationary"),
    "babble": (None, None, NOISE_SECONDS, "babble"),
    "clatter": (1004, clatter_noise, EVENT_NOISE_SECONDS, "impulsive"),
    "music": (1005, music_noise, EVENT_NOISE_SECONDS, "music"),
    "tv": (1006, None, EVENT_NOISE_SECONDS, "voice and music"),
}
RMS_LEVELLED = ("white", "pink", "brown", "babble")  # levelled by RMS alone, as they always were


def generate_noise(versions: str, force: bool):
    files = [NOISE / f"{name}.wav" for name in NOISES]
    stamp = stamp_for("noise", versions)
    if force or not stamp_ok("noise", stamp, files):
        started = time.monotonic()
        NOISE.mkdir(parents=True, exist_ok=True)
        for name, (seed, make, _, _) in NOISES.items():
            if make is not None:
                level = normalized if name in RMS_LEVELLED else levelled
                write_wav16(NOISE / f"{name}.wav", level(make(seed)))
        with tempfile.TemporaryDirectory(dir=NOISE) as work:
            write_wav16(NOISE / "babble.wav", normalized(babble_noise(Path(work))))
            write_wav16(NOISE / "tv.wav", levelled(tv_noise(NOISES["tv"][0], Path(work))))
        write_stamp("noise", stamp, {})
        print(f"noise: {len(NOISES)} files, {time.monotonic() - started:.1f} s")
    else:
        print("noise: up to date")
    # The manifest states each file's measured level (the event noises are capped by their peak).
    lines = []
    for name, (_, _, seconds, kind) in NOISES.items():
        samples = read_wav16(NOISE / f"{name}.wav")
        rms = math.sqrt(sum(x * x for x in samples) / len(samples))
        lines.append(json.dumps({"audio": f"{name}.wav", "noise": name,
                                 "format": f"wav:s16:{NOISE_RATE}:1", "seconds": seconds,
                                 "rmsDbfs": round(20 * math.log10(rms), 1),
                                 "kind": kind}) + "\n")
    write_if_changed(NOISE / "noise.jsonl", "".join(lines))


# --------------------------------------------------------------------------------------------
# pocketsphinx-testdata manifests (reference the installed files; nothing copied)


def sphinx_transcriptions(path: Path) -> dict:
    refs = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^(.*)\(([^()]+)\)\s*$", line.strip())
        if m:
            words = [w for w in m.group(1).split() if w.lower() not in ("<s>", "</s>", "<sil>")]
            refs[m.group(2).strip()] = " ".join(words).lower()
    return refs


def generate_testdata():
    if not TESTDATA.exists():
        print(f"testdata: {TESTDATA} not installed, manifests left as they are")
        return
    raw16k = "s16le:16000:1"
    sets = {}
    sets["goforward"] = [{"audio": str(TESTDATA / "goforward.raw"), "text": "go forward ten meters",
                          "voice": "recorded/goforward", "rawFormat": raw16k,
                          "format": f"raw:{raw16k}",
                          "source": f"{TESTDATA / 'goforward.gram'} (the sentence it was made for)"}]
    librivox = TESTDATA / "librivox"
    refs = sphinx_transcriptions(librivox / "transcription")
    sets["librivox"] = [{"audio": str(librivox / f"{fid}.wav"), "text": refs[fid],
                         "voice": "recorded/librivox", "format": "wav:s16:16000:1",
                         "source": str(librivox / "transcription")}
                        for fid in (librivox / "fileids").read_text().split()]
    cards = TESTDATA / "cards"
    refs = sphinx_transcriptions(cards / "cards.transcription")
    sets["cards"] = [{"audio": str(cards / f"{fid}.wav"), "text": refs[fid],
                      "voice": "recorded/cards", "format": "wav:s16:16000:1",
                      "source": str(cards / "cards.transcription")}
                     for fid in (cards / "cards.fileids").read_text().split()]
    sets["tidigits"] = [{"audio": str(TESTDATA / "tidigits" / "dhd.2934z.raw"),
                         "text": "two nine three four zero", "voice": "recorded/tidigits-dhd",
                         "rawFormat": raw16k, "format": f"raw:{raw16k}",
                         "source": "TIDIGITS file name 2934z (z = zero); agrees with both the "
                                   "en-us and the tidigits models"}]
    for name, entries in sets.items():
        for e in entries:
            if not Path(e["audio"]).exists():
                sys.exit(f"testdata: {e['audio']} missing")
        text = "".join(json.dumps(e) + "\n" for e in entries)
        write_if_changed(TESTDATA_OUT / f"{name}.jsonl", text)
    print("testdata: " + ", ".join(f"{k} {len(v)}" for k, v in sets.items()))


# --------------------------------------------------------------------------------------------


def check_manifests(sets: dict) -> list:
    """Committed manifests that differ from what the sentence files produce."""
    stale = []
    for (set_name, split), utts in sets.items():
        path = MONKEYCHAT / f"{set_name}-{split}.jsonl"
        if not path.exists() or path.read_text(encoding="utf-8") != manifest_text(utts):
            stale.append(str(path.relative_to(ROOT)))
    return stale


def summary(sets: dict):
    for (set_name, split), utts in sets.items():
        by_intent = {}
        for u in utts:
            by_intent[u.intent] = by_intent.get(u.intent, 0) + 1
        print(f"  {set_name}-{split}: {len(utts)} "
              + " ".join(f"{k}={v}" for k, v in sorted(by_intent.items())))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", choices=("commands", "vocab", "noise", "testdata"), action="append",
                    help="generate only these parts (repeatable); default: all")
    ap.add_argument("--force", action="store_true", help="regenerate even if up to date")
    ap.add_argument("--check", action="store_true",
                    help="validate the sentence files and committed manifests; synthesize nothing")
    ap.add_argument("--smoke", action="store_true", help="(re)write the committed smoke set")
    ap.add_argument("--jobs", type=int, default=2, help="parallel synthesis processes (max 2)")
    args = ap.parse_args()
    jobs = max(1, min(2, args.jobs))
    started = time.monotonic()
    try:
        cast = load_cast()
        cmudict = load_cmudict()
        sets = load_all(cast, cmudict)
    except ValidationError as e:
        sys.exit(f"invalid sentence files:\n{e}")
    if args.check:
        summary(sets)
        stale = check_manifests(sets)
        if stale:
            sys.exit("manifests out of date (run scripts/generate-samples.py): " + ", ".join(stale))
        print("sentence files and manifests OK")
        return
    require_tools()
    versions = tool_versions()
    if args.smoke:
        generate_smoke(cast, cmudict)
        return
    parts = args.only or ["testdata", "commands", "vocab", "noise"]
    if "testdata" in parts:
        generate_testdata()
    for (set_name, split), utts in sets.items():
        if set_name in parts:
            generate_set(set_name, split, utts, versions, args.force, jobs)
    if "noise" in parts:
        generate_noise(versions, args.force)
    print(f"done in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
