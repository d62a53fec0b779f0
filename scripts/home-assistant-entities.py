#!/usr/bin/env python3
"""A larger home for Home Assistant's templates: the sample home (Models/home-assistant/entities.yaml)
plus made-up names ("left porch lamp", "attic fan", ...) up to N entities, as YAML on standard output.
Used by scripts/home-assistant-scale.sh, and as another home for scripts/home-assistant-agreement.sh.

Usage: .venv-tools/bin/python scripts/home-assistant-entities.py N > entities.yaml
"""
import itertools
import sys
from pathlib import Path

import yaml

home = yaml.safe_load(open(Path(__file__).resolve().parent.parent / "Models/home-assistant/entities.yaml"))
wanted = int(sys.argv[1])
places = ["bedside", "reading", "corner", "porch", "garden", "hallway", "attic", "patio", "window", "dining",
          "nursery", "basement", "pantry", "closet", "stairway", "balcony", "laundry", "workshop", "library", "den"]
things = {"lamp": "light", "light": "light", "strip": "light", "fan": "fan", "heater": "switch", "plug": "switch",
          "outlet": "switch", "speaker": "media_player", "blind": "cover", "shade": "cover", "radio": "media_player",
          "kettle": "switch"}
sides = ["", "left ", "right ", "small ", "big "]
names = {entity["name"] for entity in home["entities"]}
made = []
for side, place, (thing, domain) in itertools.product(sides, places, things.items()):
    name = f"{side}{place} {thing}"
    if name not in names:
        made.append({"name": name, "id": f"{domain}.{name.replace(' ', '_')}", "domain": domain})
home["entities"] = (home["entities"] + made)[:max(wanted, len(home["entities"]))]
print(yaml.safe_dump(home, sort_keys=False))
