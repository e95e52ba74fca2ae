#!/usr/bin/env python3
"""lsp_edit_check.py - how long `flowc lsp` takes to check an edit.

Generates FLOWS valid specs of STEPS steps in all (bench/gen_flow.py), starts
`flowc lsp --debounce 0` on their folder, opens one spec, then edits it ROUNDS
times: each time the whole text changes (a comment's number), and the time
from sending `didChange` to receiving its `publishDiagnostics` is one sample:
reading the new text, decoding it (the other specs' decodings are kept) and
checking the whole set across files. Prints the median, the fastest and the
slowest sample. Only the Python standard library.

    bench/lsp_edit_check.py --flowc .build/release/flowc [--flows 100] [--steps 2000] [--rounds 30]
"""

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time


def send(process, message):
    body = json.dumps(message).encode()
    process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    process.stdin.flush()


def receive(process):
    length = None
    while True:
        line = process.stdout.readline()
        if not line:
            raise SystemExit("the server ended")
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(process.stdout.read(length))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--flowc", default=".build/release/flowc")
    parser.add_argument("--flows", type=int, default=100)
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=30)
    arguments = parser.parse_args()
    here = pathlib.Path(__file__).resolve().parent
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run(
            [sys.executable, str(here / "gen_flow.py"), "--steps", str(arguments.steps),
             "--flows", str(arguments.flows), "-o", folder],
            check=True, stdout=subprocess.DEVNULL)
        specs = sorted(pathlib.Path(folder).glob("*.flow.yaml"))
        edited = specs[len(specs) // 2]
        uri = edited.as_uri()
        text = edited.read_text()
        process = subprocess.Popen(
            [arguments.flowc, "lsp", "--debounce", "0"], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE)
        send(process, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                       "params": {"rootUri": pathlib.Path(folder).as_uri(), "capabilities": {}}})
        receive(process)
        send(process, {"jsonrpc": "2.0", "method": "initialized", "params": {}})
        send(process, {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})

        def published():
            while True:
                message = receive(process)
                if message.get("method") == "textDocument/publishDiagnostics" and \
                        message["params"]["uri"] == uri:
                    return message["params"]["diagnostics"]

        first = published()
        samples = []
        for round in range(arguments.rounds):
            changed = text + "# edit %d\n" % round
            start = time.perf_counter()
            send(process, {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": round + 2},
                "contentChanges": [{"text": changed}]}})
            diagnostics = published()
            samples.append((time.perf_counter() - start) * 1000)
            assert diagnostics == [], diagnostics
        send(process, {"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        receive(process)
        send(process, {"jsonrpc": "2.0", "method": "exit"})
        process.wait(timeout=30)
        size = sum(spec.stat().st_size for spec in specs)
        print(f"{len(specs)} specs, {arguments.steps} steps, {size // 1024} KiB; "
              f"first check: {len(first)} diagnostics")
        print(f"edit check over {arguments.rounds} edits: median {statistics.median(samples):.1f} ms, "
              f"fastest {min(samples):.1f} ms, slowest {max(samples):.1f} ms")


if __name__ == "__main__":
    main()
