#!/usr/bin/env python3
"""Times `flowc check` against the libyaml floor on generated specs.

    bench/check_vs_floor.py [--sizes 1000,10000,100000] [--runs 7] [--instructions]

Builds flowc in release mode and bench/yamlfloor.c (libyaml's bare event loop,
the floor for any libyaml-based reader), generates one spec file per size with
bench/gen_flow.py (seed 1), and prints median wall time and peak memory of
each, plus flowc's ratio to the floor. Wall time on a shared machine varies by
tens of percent between runs; `--instructions` also counts instructions with
valgrind's callgrind, which gives the same figure on every run. Needs gcc, libyaml-dev, python3 and GNU time (`apt-get install time`).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def wall(cmd):
    """Wall seconds of one run."""
    start = time.perf_counter()
    process = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if process.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{process.stderr.decode()}")
    return seconds


def peak_kb(cmd):
    """Peak resident memory of one run, from GNU time (the child's own, not this script's)."""
    process = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
    return int(process.stderr.strip().splitlines()[-1])


def instructions(cmd):
    """Instructions executed by one run, counted by callgrind."""
    process = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in process.stderr.splitlines():
        if "refs:" in line:
            return int(line.split("refs:")[1].strip().replace(",", ""))
    sys.exit(f"no instruction count from callgrind: {process.stderr[-500:]}")


def median_of(cmd, runs):
    return statistics.median(wall(cmd) for _ in range(runs)), peak_kb(cmd)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--instructions", action="store_true", help="also count instructions (valgrind)")
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="flowc-bench-")
    floor = os.path.join(work, "yamlfloor")
    subprocess.run(["gcc", "-O2", "-o", floor, os.path.join(ROOT, "bench", "yamlfloor.c"), "-lyaml"], check=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "flowc"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    flowc = os.path.join(ROOT, ".build", "release", "flowc")
    print(f"{'steps':>8} {'bytes':>10} {'floor ms':>9} {'floor MB':>9} {'flowc ms':>9} {'flowc MB':>9} {'ratio':>6}")
    for size in [int(s) for s in args.sizes.split(",")]:
        folder = os.path.join(work, f"s{size}")
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_flow.py"), "--steps", str(size),
                        "-o", folder], check=True, stderr=subprocess.DEVNULL)
        spec = os.path.join(folder, "Flow1.flow.yaml")
        floor_s, floor_kb = median_of([floor, "events", spec], args.runs)
        flowc_s, flowc_kb = median_of([flowc, "check", spec], args.runs)
        line = (f"{size:>8} {os.path.getsize(spec):>10} {floor_s * 1000:>9.1f} {floor_kb / 1024:>9.1f} "
                f"{flowc_s * 1000:>9.1f} {flowc_kb / 1024:>9.1f} {flowc_s / max(floor_s, 0.001):>6.1f}")
        if args.instructions:
            floor_i, flowc_i = instructions([floor, "events", spec]), instructions([flowc, "check", spec])
            line += f"   instructions {floor_i / 1e6:,.1f}M / {flowc_i / 1e6:,.1f}M = {flowc_i / floor_i:.2f}x"
        print(line)


if __name__ == "__main__":
    main()
