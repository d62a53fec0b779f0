#!/usr/bin/env python3
"""The coffee maker's handler (docs/apps.md): one JSON request on standard input, one JSON
answer on standard output.

resolve: asks for the size when the order has none.
confirm: a triple shot is confirmed with the customer first.
handle:  appends the order to $HARK_APP_DATA/orders.jsonl (one write of one line, under a lock,
         so an order is either kept whole or not at all) and answers its number and wait time.
"""
import fcntl
import json
import os
import sys
import time

request = json.load(sys.stdin)
phase = request["phase"]
order = {name: values[0] for name, values in request["parameters"].items() if values}

if phase == "resolve":
    print(json.dumps({"ask": "size"} if "size" not in order else {}))
elif phase == "confirm":
    print(json.dumps({"code": "ready", "confirm": order.get("numberOfShots") == "triple shot"}))
else:
    path = os.path.join(os.environ["HARK_APP_DATA"], "orders.jsonl")
    with open(path, "a+", encoding="utf-8") as orders:
        fcntl.flock(orders, fcntl.LOCK_EX)
        orders.seek(0)
        number = sum(1 for _ in orders) + 1
        line = json.dumps({"number": number, "at": time.time(), "order": order}) + "\n"
        os.write(orders.fileno(), line.encode("utf-8"))
    shots = {"single shot": 1, "double shot": 2, "triple shot": 3}.get(order.get("numberOfShots"), 1)
    print(json.dumps({"code": "success", "values": {"orderNumber": number, "waitTime": 60 + 60 * shots}}))
