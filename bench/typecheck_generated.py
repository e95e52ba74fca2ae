#!/usr/bin/env python3
"""How long swiftc takes to type-check the Swift flowc generates, by spec size.

    bench/typecheck_generated.py [--sizes 50,100,200,400,800] [--runs 3] [--flows 1]

Builds flowc, generates one spec per size with bench/gen_flow.py (seed 1),
generates its Swift, and type-checks it with the runtime module under Swift 6
with `-warn-long-function-bodies=100` and `-warn-long-expression-type-checking=100`.
Prints the best wall time of --runs per size, the time per node, the
generated lines, the slowest function body of the last run, and every
function body or expression over 100 ms. Linear growth shows as a flat ms/node column.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SLOW = re.compile(r"^\S+:\d+:\d+: warning: .* took \d+ms to type-check")
EXTERNALS = "struct Session: Sendable, Equatable {}\nstruct Image: Sendable, Equatable {}\n"


def run(cmd, **kwargs):
    process = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if process.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{process.stdout}{process.stderr}")
    return process


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="50,100,200,400,800")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--flows", type=int, default=1)
    args = parser.parse_args()

    run(["swift", "build", "--product", "flowc"], cwd=ROOT)
    run(["swift", "build", "--target", "FlowRuntime"], cwd=ROOT)
    bin_path = run(["swift", "build", "--show-bin-path"], cwd=ROOT).stdout.strip()
    flowc = os.path.join(bin_path, "flowc")
    modules = os.path.join(bin_path, "Modules")
    swiftc = os.environ.get("SWIFTC", "swiftc")

    print(f"{'nodes':>6} {'lines':>7} {'best s':>8} {'ms/node':>8} {'slowest body':>22}  over 100 ms")
    with tempfile.TemporaryDirectory() as scratch:
        for size in [int(s) for s in args.sizes.split(",")]:
            specs = os.path.join(scratch, f"specs{size}")
            out = os.path.join(scratch, f"swift{size}")
            run([sys.executable, os.path.join(ROOT, "bench", "gen_flow.py"), "--steps", str(size),
                 "--flows", str(args.flows), "-o", specs])
            run([flowc, "generate", specs, "-o", out])
            with open(os.path.join(out, "Externals.swift"), "w") as handle:
                handle.write(EXTERNALS)
            files = sorted(os.path.join(out, f) for f in os.listdir(out))
            lines = sum(sum(1 for _ in open(f)) for f in files)
            command = [swiftc, "-typecheck", "-swift-version", "6", "-I", modules,
                       "-Xfrontend", "-warn-long-function-bodies=100",
                       "-Xfrontend", "-debug-time-function-bodies",
                       "-Xfrontend", "-warn-long-expression-type-checking=100"] + files
            best, slow, slowest = None, [], (0.0, "")
            for _ in range(args.runs):
                start = time.perf_counter()
                process = subprocess.run(command, capture_output=True, text=True)
                seconds = time.perf_counter() - start
                if process.returncode != 0:
                    errors = [l for l in process.stderr.splitlines() if re.match(r"^\S+:\d+:\d+: error:", l)]
                    sys.exit(f"type-check failed at {size} nodes:\n" + "\n".join(errors[:20]))
                slow = [l for l in process.stderr.splitlines() if SLOW.match(l)]
                for line in process.stdout.splitlines() + process.stderr.splitlines():
                    parts = line.split("\t")
                    if len(parts) >= 3 and parts[0].endswith("ms"):
                        ms = float(parts[0][:-2])
                        # `main.(file).Flow1Flow.State.stepID.getter@...` -> `State.stepID.getter`
                        name = parts[2].split("@")[0].split("(file).")[-1].split(".", 1)[-1]
                        if ms > slowest[0]:
                            slowest = (ms, name)
                best = seconds if best is None else min(best, seconds)
            body = f"{slowest[1]} {slowest[0]:.0f} ms"
            print(f"{size:>6} {lines:>7} {best:>8.2f} {1000 * best / size:>8.2f} {body:>22}  {len(slow)}")
            for line in slow:
                print("       ", line)


if __name__ == "__main__":
    main()
