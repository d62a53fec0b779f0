#!/usr/bin/env python3
"""A bounded load test of `hark serve` on loopback: throughput and p50/p99 latency at 1, 2 and 8
concurrent clients, and a check that nothing is lost or mixed up between sessions.

It starts `hark serve --port 0` on a fresh temporary state folder (contacts imported), then, for
each number of clients, runs two workloads for --seconds each:

  transcribe  every client posts goforward.wav (2.8 s) to /v1/transcribe and checks the words;
  dialogs     every client holds its own session, dialog after dialog: a spoken request (flite)
              "send a message on monkeychat", then its own contact's name, then a content unique
              to the client and the dialog, all typed; each reply must carry the client's session
              and the question or answer for the client's own contact and content.

A 503 (decoders and queue full) is counted and the same request sent again after 0.1 s, so a
dialog is never dropped. At the end every message the clients were told was sent must be in
`hark messages list --json` exactly once, to the right contact: none lost, none doubled, none
crossed. Total time stays under a minute with the defaults (6 runs of 5 s, plus startup and the requests under way at each run's end).

Usage: scripts/serve-load.py [--hark .build/release/hark] [--seconds 5] [--clients 1,2,8]
       [--decoders 2] [--queue 4] [--workloads transcribe,dialogs] [--one-contact]
"""

import argparse
import http.client
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

CONTACTS = ["Bobo", "Kiki", "Lulu", "Jojo", "Momo", "Coco", "Fifi", "Nana"]
WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
GOFORWARD = "/usr/share/pocketsphinx/test/data/goforward.raw"


def run(arguments, **kwargs):
    return subprocess.run(arguments, check=True, capture_output=True, text=True, **kwargs)


class Server:
    def __init__(self, hark, state, decoders, queue):
        self.process = subprocess.Popen(
            [hark, "serve", "--port", "0", "--state", state, "--decoders", str(decoders), "--queue", str(queue)],
            stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline().strip()
        if not line.startswith("listening on http://"):
            self.process.kill()
            sys.exit(f"serve-load: hark serve did not start: {line!r}")
        host, port = line[len("listening on http://"):].rsplit(":", 1)
        self.host, self.port = host, int(port)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)


class Client:
    """One client: one keep-alive connection, one session, its own contact and content words."""

    def __init__(self, server, index, one_contact=False):
        self.connection = http.client.HTTPConnection(server.host, server.port, timeout=120)
        self.index = index
        self.contact = CONTACTS[0 if one_contact else index % len(CONTACTS)]
        self.latencies = {}
        self.busy = 0
        self.errors = []
        self.sent = []  # (contact, content) the server said it sent

    def request(self, kind, method, path, body=None, content_type=None):
        headers = {"Content-Type": content_type} if content_type else {}
        while True:
            started = time.perf_counter()
            self.connection.request(method, path, body=body, headers=headers)
            response = self.connection.getresponse()
            data = response.read()
            elapsed = time.perf_counter() - started
            if response.status == 503:
                self.busy += 1
                time.sleep(0.1)
                continue
            self.latencies.setdefault(kind, []).append(elapsed)
            return response.status, json.loads(data) if data else None

    def text(self, kind, path, text):
        return self.request(kind, "POST", path, json.dumps({"text": text}), "application/json")

    def transcribe(self, wav):
        status, body = self.request("transcribe", "POST", "/v1/transcribe", wav, "audio/wav")
        if status != 200 or body.get("text") != "go forward ten meters":
            self.errors.append(f"transcribe: {status} {body}")

    def dialog(self, session, request_wav, number):
        content = f"{WORDS[self.index % len(WORDS)]} {number_words(number)} from client {number_words(self.index)}"
        turns = f"/v1/sessions/{session}/turns"
        steps = [
            ("audio turn", lambda: self.request("audio turn", "POST", turns, request_wav, "audio/wav"),
             "Who do you want to send it to?", None),
            ("text turn", lambda: self.text("text turn", turns, self.contact.lower()),
             f"What do you want to say to {self.contact}?", None),
            ("text turn", lambda: self.text("text turn", turns, content), None, "success"),
        ]
        for name, send, question, code in steps:
            status, body = send()
            said = (body or {}).get("response", {})
            wrong = (
                status != 200 or body.get("session") != session
                or (question is not None and said.get("text") != question)
                or (code is not None and said.get("code") != code))
            if wrong:
                self.errors.append(f"client {self.index} {name}: {status} {body}")
                return
        self.sent.append((self.contact, content.capitalize()))


def number_words(n):
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    return " ".join(ones[int(digit)] for digit in str(n))


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def load(server, clients, seconds, workload, wav, request_wav, one_contact):
    workers = [Client(server, index, one_contact) for index in range(clients)]
    deadline = time.perf_counter() + seconds
    counts = [0] * clients

    def work(client):
        session = None
        if workload == "dialogs":
            status, body = client.request("session", "POST", "/v1/sessions")
            session = body["id"]
        n = 0
        while time.perf_counter() < deadline:
            if workload == "transcribe":
                client.transcribe(wav)
            else:
                client.dialog(session, request_wav, n)
            n += 1
            counts[client.index] += 1
        if session:
            client.request("session", "DELETE", f"/v1/sessions/{session}")

    started = time.perf_counter()
    threads = [threading.Thread(target=work, args=(client,)) for client in workers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    return workers, sum(counts), elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hark", default=".build/release/hark")
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--clients", default="1,2,8")
    parser.add_argument("--decoders", type=int, default=2)
    parser.add_argument("--queue", type=int, default=4)
    parser.add_argument("--workloads", default="transcribe,dialogs")
    parser.add_argument("--one-contact", action="store_true",
                        help="every client writes to the same contact, so the contacts' recency order, and with it "
                             "the user vocabulary, stays the same between dialogs")
    arguments = parser.parse_args()

    scratch = tempfile.mkdtemp(prefix="hark-serve-load-")
    state = os.path.join(scratch, "state")
    try:
        contacts = os.path.join(scratch, "contacts.json")
        with open(contacts, "w") as file:
            json.dump([{"screenName": name, "fullName": f"{name} Test"} for name in CONTACTS], file)
        run([arguments.hark, "contacts", "import", contacts, "--state", state])
        wav_path = os.path.join(scratch, "goforward.wav")
        run(["sox", "-t", "raw", "-r", "16000", "-e", "signed", "-b", "16", "-c", "1", GOFORWARD, wav_path])
        request_path = os.path.join(scratch, "request.wav")
        run(["flite", "-voice", "slt", "-t", "send a message on monkeychat", "-o", request_path])
        wav = open(wav_path, "rb").read()
        request_wav = open(request_path, "rb").read()

        server = Server(arguments.hark, state, arguments.decoders, arguments.queue)
        print(f"hark serve --decoders {arguments.decoders} --queue {arguments.queue}, {arguments.seconds:g} s per run,"
              f" {os.cpu_count()} cores")
        print()
        print("| workload | clients | done | per second | request | requests | p50 ms | p99 ms | 503s |")
        print("|---|---:|---:|---:|---|---:|---:|---:|---:|")
        promised = []
        failures = []
        try:
            for workload in arguments.workloads.split(","):
                for clients in [int(n) for n in arguments.clients.split(",")]:
                    workers, done, elapsed = load(server, clients, arguments.seconds, workload, wav, request_wav,
                                                  arguments.one_contact)
                    busy = sum(worker.busy for worker in workers)
                    for worker in workers:
                        failures += worker.errors
                        promised += worker.sent
                    kinds = sorted({kind for worker in workers for kind in worker.latencies if kind != "session"})
                    for kind in kinds:
                        values = [value for worker in workers for value in worker.latencies.get(kind, [])]
                        print(f"| {workload} | {clients} | {done} | {done / elapsed:.2f} | {kind} | {len(values)} |"
                              f" {percentile(values, 0.5) * 1000:.0f} | {percentile(values, 0.99) * 1000:.0f} |"
                              f" {busy} |")
                        busy = 0
        finally:
            server.stop()

        listed = run([arguments.hark, "messages", "list", "--json", "--state", state]).stdout.splitlines()
        stored = [json.loads(line) for line in listed]
        stored_pairs = sorted((", ".join(m["to"]), m["content"]) for m in stored)
        expected_pairs = sorted((f"{contact} Test", content) for contact, content in promised)
        print()
        print(f"dialogs the server said it completed: {len(promised)}; messages stored: {len(stored)}")
        if stored_pairs != expected_pairs:
            failures.append("stored messages differ from the ones the dialogs completed: "
                            f"{len(set(expected_pairs) - set(stored_pairs))} missing or crossed, "
                            f"{len(set(stored_pairs) - set(expected_pairs))} unexpected")
        if failures:
            print(f"FAILED: {len(failures)} problems")
            for failure in failures[:20]:
                print("  " + failure)
            sys.exit(1)
        print("every reply came to its own session with its own contact and content; "
              "every completed dialog's message is stored once, to the right contact")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
