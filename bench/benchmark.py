#!/usr/bin/env python3
"""flowc against the libyaml floor: wall time, instructions and peak memory.

    python3 bench/benchmark.py [--runs 5] [--large-runs 3] [--sizes 10000,100000]
                               [--files 50] [--instructions] [--instructions-max-steps N]
                               [--instructions-stages floor,check,generate,no-op]
                               [--output BENCHMARKS.md]

One command: builds the floor (`gcc -O2 bench/yamlfloor.c -lyaml`) and flowc in
release mode, generates the inputs with bench/gen_flow.py (seed 1), and measures
in one run, on every input:

  floor      yamlfloor copy FILES...      libyaml's event loop copying every scalar
  check      flowc check DIR
  generate   flowc generate DIR -o OUT    into an empty OUT
  no-op      flowc generate DIR -o OUT    again, into the same OUT (nothing changes)

Inputs: a typical 20-step spec, then for each size one spec of that many steps
and the same total spread over --files files. Each stage runs --runs times
(--large-runs from 100,000 steps); runs of the stages are interleaved so that
load on a shared machine hits them alike. Wall time is the median; peak memory
is the largest resident set of the process, from one more run under GNU time. Process
start is included: the 20-step figures are what a user waits for.

Instructions (valgrind's callgrind, the same on every run) are optional: with
--instructions they are counted once per stage on inputs up to
--instructions-max-steps steps (default 10,000), of the stages in
--instructions-stages (default all). Under callgrind flowc runs about 50
times slower: counting `generate` at 100,000 steps takes the better part of
an hour, `floor` and `check` a few minutes.

Prints a Markdown report (also written to --output): the figures with each
stage's ratio to the floor, growth from 10,000 to 100,000 steps, and the
targets, each marked met or missed. Needs gcc, libyaml-dev, python3, GNU time
(`apt-get install time`) and, for --instructions, valgrind.
"""
import argparse
import datetime
import os
import platform
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STAGES = ["floor", "check", "generate", "no-op"]

# Targets: stage -> the largest allowed ratio of its median wall time to the floor's.
FLOOR_RATIO_TARGETS = {"check": 3.0, "generate": 5.0}
GROWTH_LIMIT = 11.0  # ten times the steps, at most eleven times the time
PEAK_LIMIT_MB = 250.0  # at 100,000 steps
TYPICAL_LIMIT_MS = 20.0  # check and generate of a 20-step spec


def run(cmd):
    """Wall seconds of one run of `cmd`."""
    start = time.perf_counter()
    process = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if process.returncode != 0:
        sys.exit(f"failed ({process.returncode}): {' '.join(cmd)}\n{process.stderr.decode()[-2000:]}")
    return seconds


def peak_kb(cmd):
    """Peak resident memory of one run of `cmd`, from GNU time.

    Not getrusage from here: a child forked from this Python process starts
    with its resident set, and Linux keeps that high-water mark across exec.
    """
    process = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
    if process.returncode != 0:
        sys.exit(f"failed ({process.returncode}): {' '.join(cmd)}\n{process.stderr[-2000:]}")
    return int(process.stderr.strip().splitlines()[-1])


def instructions(cmd):
    """Instructions executed by one run of `cmd`, counted by callgrind."""
    process = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in process.stderr.splitlines():
        if "refs:" in line:
            return int(line.split("refs:")[1].strip().replace(",", ""))
    sys.exit(f"no instruction count from callgrind for {' '.join(cmd)}: {process.stderr[-500:]}")


def machine():
    """Lines describing the machine the figures come from."""
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    swift = next((line for line in swift.splitlines() if "version" in line), swift.strip())
    memory = "unknown"
    try:
        with open("/proc/meminfo") as info:
            total_kb = int(info.readline().split()[1])
            memory = f"{total_kb / 1024 / 1024:.1f} GB"
    except (OSError, ValueError, IndexError):
        pass
    return [
        f"- date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
        f"- cores (nproc): {os.cpu_count()}",
        f"- CPU: {cpu}",
        f"- memory: {memory}",
        f"- OS: {platform.system()} {platform.release()}",
        f"- Swift: {swift}",
        f"- load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
    ]


class Input:
    def __init__(self, label, steps, files, folder):
        self.label, self.steps, self.files, self.folder = label, steps, files, folder
        self.paths = sorted(
            os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".flow.yaml"))
        self.bytes = sum(os.path.getsize(path) for path in self.paths)
        self.wall = {}  # stage -> median seconds
        self.peak = {}  # stage -> KB
        self.instr = {}  # stage -> count


def generate_input(label, steps, files, work):
    folder = os.path.join(work, label.replace(" ", "-").replace(",", ""))
    subprocess.run(
        [sys.executable, os.path.join(ROOT, "bench", "gen_flow.py"), "--steps", str(steps), "--seed", "1",
         "--flows", str(files), "-o", folder],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return Input(label, steps, files, folder)


def measure(item, floor, flowc, runs, count_instructions, work):
    out = os.path.join(work, "out-" + os.path.basename(item.folder))
    commands = {
        "floor": [floor, "copy"] + item.paths,
        "check": [flowc, "check", item.folder],
        "generate": [flowc, "generate", item.folder, "-o", out],
        "no-op": [flowc, "generate", item.folder, "-o", out],
    }
    samples = {stage: [] for stage in STAGES}
    for _ in range(runs):
        for stage in STAGES:
            if stage == "generate":
                shutil.rmtree(out, ignore_errors=True)
            samples[stage].append(run(commands[stage]))
    item.wall = {stage: statistics.median(values) for stage, values in samples.items()}
    for stage in STAGES:
        if stage == "generate":
            shutil.rmtree(out, ignore_errors=True)
        item.peak[stage] = peak_kb(commands[stage])
    if count_instructions:
        for stage in STAGES:
            if stage not in count_instructions:
                continue
            if stage == "generate" or (stage == "no-op" and "generate" not in count_instructions):
                shutil.rmtree(out, ignore_errors=True)
            item.instr[stage] = instructions(commands[stage])
    shutil.rmtree(out, ignore_errors=True)


def fmt_ms(seconds):
    ms = seconds * 1000
    return f"{ms:,.1f}" if ms < 100 else f"{ms:,.0f}"


def fmt_ratio(value):
    return f"{value:.2f}x" if value < 10 else f"{value:.1f}x"


def mark(ok):
    return "met" if ok else "**missed**"


def report(inputs, args, command, machine_lines):
    lines = ["# Benchmarks", ""]
    lines += [
        "flowc against the libyaml floor (`yamlfloor copy`: libyaml's event loop copying every",
        "scalar with its position, in C), on specs from `bench/gen_flow.py` (seed 1).",
        "Generated by `bench/benchmark.py`; do not edit by hand.", "",
        "Command:", "", "```sh", command, "```", "", "Machine:", "",
    ]
    lines += machine_lines
    lines += [
        "",
        f"Wall time is the median of {args.runs} runs ({args.large_runs} from 100,000 steps), process",
        "start included; peak is the largest resident set of the process (GNU time, one more",
        "run); ratios are to the floor on the same input. `generate` writes into an empty",
        "folder, `no-op` runs the same generate again into the folder it filled (nothing to",
        "write). Instructions: callgrind, one run, on inputs up to "
        + f"{args.instructions_max_steps:,} steps, of {args.instructions_stages.replace(',', ', ')}"
        + ("" if args.instructions else " (not counted in this run: pass --instructions)") + ".",
        "",
        "## Figures", "",
        "| input | bytes | stage | wall ms | x floor | instructions | x floor | peak MB |",
        "|---|---:|---|---:|---:|---:|---:|---:|",
    ]
    for item in inputs:
        for stage in STAGES:
            wall = item.wall[stage]
            instr = item.instr.get(stage)
            floor_instr = item.instr.get("floor")
            lines.append(
                f"| {item.label} | {item.bytes:,} | {stage} | {fmt_ms(wall)} | "
                f"{fmt_ratio(wall / item.wall['floor']) if stage != 'floor' else ''} | "
                f"{f'{instr / 1e6:,.1f}M' if instr else '-'} | "
                f"{fmt_ratio(instr / floor_instr) if instr and floor_instr and stage != 'floor' else ''} | "
                f"{item.peak[stage] / 1024:,.1f} |")

    targets = []
    # Ratios to the floor at the sizes of the issue.
    for item in inputs:
        if item.steps < 10000:
            continue
        for stage, limit in FLOOR_RATIO_TARGETS.items():
            ratio = item.wall[stage] / item.wall["floor"]
            targets.append((f"{stage} within {limit:g}x of the floor, {item.label}",
                            f"{fmt_ratio(ratio)}", ratio <= limit))
    # Growth: ten times the steps.
    growth_lines = []
    by_key = {(item.steps, item.files): item for item in inputs}
    layouts = sorted({item.files for item in inputs if item.steps >= 10000})
    sizes = sorted({item.steps for item in inputs if item.steps >= 10000})
    for small, large in zip(sizes, sizes[1:]):
        if large != small * 10:
            continue
        for files in layouts:
            a, b = by_key.get((small, files)), by_key.get((large, files))
            if not a or not b:
                continue
            where = "one spec" if files == 1 else f"{files} files"
            row = [f"{where}, {small:,} -> {large:,}"]
            for stage in STAGES:
                growth = b.wall[stage] / a.wall[stage]
                row.append(fmt_ratio(growth))
                targets.append((f"{stage}: {large:,} steps at most {GROWTH_LIMIT:g}x the time of {small:,} ({where})",
                                fmt_ratio(growth), growth <= GROWTH_LIMIT))
            if a.instr and b.instr:
                row.append(" / ".join(fmt_ratio(b.instr[s] / a.instr[s]) if s in a.instr and s in b.instr
                                      else "-" for s in STAGES))
            else:
                row.append("-")
            growth_lines.append("| " + " | ".join(row) + " |")
    # Peak memory at 100,000 steps.
    for item in inputs:
        if item.steps != 100000:
            continue
        for stage in STAGES[1:]:
            mb = item.peak[stage] / 1024
            targets.append((f"{stage} peak memory under {PEAK_LIMIT_MB:g} MB, {item.label}",
                            f"{mb:,.1f} MB", mb < PEAK_LIMIT_MB))
    # A typical spec.
    for item in inputs:
        if item.steps != 20:
            continue
        for stage in ["check", "generate"]:
            ms = item.wall[stage] * 1000
            targets.append((f"{stage} of a typical 20-step spec under {TYPICAL_LIMIT_MS:g} ms wall",
                            f"{ms:.1f} ms", ms < TYPICAL_LIMIT_MS))

    if growth_lines:
        lines += [
            "", "## Growth", "",
            "Median wall time at ten times the steps divided by the time before (linear: 10x).", "",
            "| input | " + " | ".join(STAGES) + " | instructions (" + " / ".join(STAGES) + ") |",
            "|---|" + "---:|" * len(STAGES) + "---|",
        ] + growth_lines
    lines += ["", "Load average at the end: " + " ".join(f"{x:.2f}" for x in os.getloadavg())
              + f" ({os.cpu_count()} cores). On a shared machine, wall times taken under load"
              " vary by tens of percent; instruction counts do not."]
    met = sum(1 for target in targets if target[2])
    lines += ["", "## Targets", "", f"{met} of {len(targets)} met.", "",
              "| target | measured | |", "|---|---:|---|"]
    lines += [f"| {name} | {value} | {mark(ok)} |" for name, value, ok in targets]
    lines.append("")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[2:]))
    ap.add_argument("--sizes", default="10000,100000", help="steps per input besides the typical spec")
    ap.add_argument("--files", type=int, default=50, help="files to spread each size over (besides one spec)")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--large-runs", type=int, default=3, help="runs from 100,000 steps")
    ap.add_argument("--instructions", action="store_true", help="also count instructions (valgrind)")
    ap.add_argument("--instructions-max-steps", type=int, default=10000,
                    help="count instructions on inputs up to this many steps (10,000)")
    ap.add_argument("--instructions-stages", default=",".join(STAGES),
                    help="stages to count instructions of (all; e.g. floor,check is quick at 100,000 steps)")
    ap.add_argument("--output", "-o", help="also write the report to this file")
    ap.add_argument("--no-build", action="store_true", help="use the existing release build of flowc")
    args = ap.parse_args()
    command = "python3 bench/benchmark.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])
    command = command.strip()

    work = tempfile.mkdtemp(prefix="flowc-benchmark-")
    try:
        floor = os.path.join(work, "yamlfloor")
        subprocess.run(["gcc", "-O2", "-o", floor, os.path.join(ROOT, "bench", "yamlfloor.c"), "-lyaml"],
                       check=True)
        if not args.no_build:
            print("building flowc (release)...", file=sys.stderr)
            subprocess.run(["swift", "build", "-c", "release", "--product", "flowc"], cwd=ROOT, check=True,
                           stdout=subprocess.DEVNULL)
        flowc = os.path.join(ROOT, ".build", "release", "flowc")
        machine_lines = machine()

        inputs = [generate_input("20 steps", 20, 1, work)]
        for size in [int(s) for s in args.sizes.split(",") if s]:
            inputs.append(generate_input(f"{size:,} steps, one spec", size, 1, work))
            if args.files > 1:
                inputs.append(generate_input(f"{size:,} steps, {args.files} files", size, args.files, work))
        for item in inputs:
            print(f"measuring {item.label}...", file=sys.stderr)
            runs = args.large_runs if item.steps >= 100000 else args.runs
            counted = set(args.instructions_stages.split(",")) \
                if args.instructions and item.steps <= args.instructions_max_steps else set()
            measure(item, floor, flowc, runs, counted, work)
        text = report(inputs, args, command, machine_lines)
        print(text)
        if args.output:
            with open(args.output, "w") as out:
                out.write(text)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
