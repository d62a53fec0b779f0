#!/usr/bin/env python3
"""Sentences of Home Assistant's templates and hassil's reading of each: the reference that
`hark understand` is checked against (Tests/HarkCLITests/HomeAssistantReferenceTests.swift).

hassil (Home Assistant's own template parser) samples every intent of the `home-assistant-intents`
package's language file, its {name}, {area} and {floor} lists filled from ENTITIES (the YAML
`hark understand --entities` reads), numbers said in words, sentences with wildcards left out.
Each sentence hassil itself recognizes (with no request context, as Hark hears one) is printed as a
JSON line: {"text", "intent", "slots": {slot: value}}. The first line is {"intents": PATH}, the
language file both read.

Usage: .venv-tools/bin/python scripts/hassil-reference.py ENTITIES.yaml [--language en]
       [--per-intent 6] [--seed 1] [--templates data|speech_to_phrase]     (scripts/setup-python.sh installs hassil and the intents)
"""
import argparse
import itertools
import json
import random
import re
from pathlib import Path

import yaml
from hassil import Intents, recognize_best
from hassil.intents import RangeSlotList, TextSlotList
from hassil.numbers import get_rbnf_engine
from hassil.sample import sample_sentence
import home_assistant_intents


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("entities")
    parser.add_argument("--language", default="en")
    parser.add_argument("--per-intent", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--templates", choices=["data", "speech_to_phrase"], default="data",
                        help="the package's full templates, or the wildcard-free subset Speech-to-Phrase decodes")
    arguments = parser.parse_args()
    random.seed(arguments.seed)

    path = Path(home_assistant_intents.__file__).parent / arguments.templates / f"{arguments.language}.json"
    data = json.loads(path.read_text())
    intents = Intents.from_dict(data)
    entities = yaml.safe_load(Path(arguments.entities).read_text())
    slot_lists = {
        "name": TextSlotList.from_tuples(
            [(e["name"], e["id"], {"domain": e["domain"]}) for e in entities.get("entities", [])]),
        "area": TextSlotList.from_strings(entities.get("areas", [])),
        "floor": TextSlotList.from_strings(entities.get("floors", [])),
    }
    lists = {**intents.slot_lists, **slot_lists}
    engine = get_rbnf_engine(arguments.language)
    print(json.dumps({"intents": str(path)}))

    for intent_name, intent in sorted(intents.intents.items()):
        texts = []
        for data_block in intent.data:
            rules = {**intents.expansion_rules, **(data_block.expansion_rules or {})}
            for sentence in data_block.sentences:
                if any(name in data_block.wildcard_list_names for name in sentence.list_names(rules)):
                    continue
                try:
                    expansions = list(itertools.islice(
                        sample_sentence(sentence, lists, rules, language=arguments.language, expand_ranges=False),
                        4000))
                except Exception:  # a list this device has no names for
                    continue
                texts += expansions
        random.shuffle(texts)
        kept = 0
        for text in texts:
            template = text
            text = fill_numbers(text, lists, engine)
            # Written forms ("1/2", "50%", "{color_temp}k" as "three thousandk") are no speech:
            # Hark's templates say them in words.
            if text is None or re.search(r"[0-9/%]", text) or re.search(r"\}[a-z]", template):
                continue
            # As Home Assistant's own agent ranks readings: a named entity first, then fewer wildcards.
            result = recognize_best(text, intents, slot_lists=slot_lists, skip_words=intents.skip_words,
                                    language=arguments.language, best_slot_name="name")
            if result is None or result.intent.name != intent_name:
                continue
            slots = {name: entity.value for name, entity in result.entities.items()}
            print(json.dumps({"text": text, "intent": result.intent.name, "slots": slots}))
            kept += 1
            if kept >= arguments.per_intent:
                break


def fill_numbers(text, lists, engine):
    """Each {range_list} placeholder replaced by a number of its range, in words."""
    def number(match):
        slot_list = lists.get(match.group(1))
        if not isinstance(slot_list, RangeSlotList):
            raise KeyError(match.group(1))
        value = random.choice([n for n in slot_list.get_numbers() if float(n).is_integer()])
        return sorted(set(engine.format_number(int(value)).text_by_ruleset.values()))[0]
    try:
        return re.sub(r"\{([^}]+)\}", number, text)
    except KeyError:
        return None


if __name__ == "__main__":
    main()
