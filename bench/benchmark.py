#!/usr/bin/env python3
"""flowc against the libyaml floors: wall time, instructions and peak memory.

    python3 bench/benchmark.py [--runs 5] [--large-runs 3] [--sizes 10000,100000]
                               [--files 50] [--instructions] [--instructions-max-steps N]
                               [--instructions-stages floor,rw-floor,check,generate,no-op]
                               [--no-build | --flowc PATH] [--output BENCHMARKS.md]

One command: builds the floor (`gcc -O2 bench/yamlfloor.c -lyaml`) and flowc in
release mode, generates the inputs with bench/gen_flow.py (seed 1), and measures
in one run, on every input:

  floor      yamlfloor copy FILES...      libyaml's event loop copying every scalar
  rw-floor   yamlfloor write OUT2 BYTES FILES...
                                          the read+write floor: the same read, then
                                          BYTES bytes assembled from the scalars and
                                          written, one file per spec, into an empty
                                          OUT2; BYTES is what generate writes
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
stage's ratio to the floor (and generate's and no-op's to the read+write floor),
growth from each size to ten times it, and the targets, each marked met, missed
or not measured (a target by instructions on an input whose instructions were
not counted). The targets, by instructions unless said:

  - generate within 6x the read+write floor, at every size of --sizes;
  - check within 3x the libyaml floor (`floor`), at every size of --sizes;
  - no-op below generate, on every input;
  - generate of the typical 20-step spec under 40M instructions;
  - at the largest size (100,000 steps by default): peak memory of check under
    200 MB and of generate under 500 MB;
  - ten times the steps costs check, generate and no-op at most 10.5x the
    instructions.

The report ends with a marker line (MARKER below). With --output, a file that
holds it keeps everything from it on: a new recording replaces only what is
above. Notes on a run, written by hand, go just above the marker and leave
with their run; lasting sections go below it. Needs gcc, libyaml-dev, python3, GNU time
(`apt-get install time`) and, for --instructions, valgrind.

Smoke test (a few minutes; small inputs, no release build):

    python3 bench/benchmark.py --sizes 200,2000 --files 5 --runs 1 --instructions \
        --instructions-max-steps 2000 --no-build
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
STAGES = ["floor", "rw-floor", "check", "generate", "no-op"]
FLOWC_STAGES = ["check", "generate", "no-op"]
# A line of --output's file from which the text is kept (written by hand).
MARKER = ("<!-- bench/benchmark.py --output replaces everything above this line: notes on its run go above it,"
          " lasting ones below. -->")

# Targets, by instructions.
FLOOR_RATIO_TARGETS = {"check": ("floor", 3.0), "generate": ("rw-floor", 6.0)}  # stage -> (floor, ratio)
GROWTH_LIMIT = 10.5  # ten times the steps, at most 10.5 times the instructions
PEAK_LIMIT_MB = {"check": 200.0, "generate": 500.0}  # at the largest size
TYPICAL_LIMIT_INSTRUCTIONS = 40e6  # generate of a 20-step spec
FLOOR_NAMES = {"floor": "libyaml floor", "rw-floor": "read+write floor"}


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
        self.generated_bytes = 0  # what generate writes


def generate_input(label, steps, files, work):
    folder = os.path.join(work, label.replace(" ", "-").replace(",", ""))
    subprocess.run(
        [sys.executable, os.path.join(ROOT, "bench", "gen_flow.py"), "--steps", str(steps), "--seed", "1",
         "--flows", str(files), "-o", folder],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return Input(label, steps, files, folder)


def folder_bytes(folder):
    return sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(folder) for name in names)


def measure(item, floor, flowc, runs, count_instructions, work):
    out = os.path.join(work, "out-" + os.path.basename(item.folder))
    floor_out = os.path.join(work, "floor-out-" + os.path.basename(item.folder))
    # What generate writes, for the read+write floor to write as much.
    shutil.rmtree(out, ignore_errors=True)
    run([flowc, "generate", item.folder, "-o", out])
    item.generated_bytes = folder_bytes(out)
    commands = {
        "floor": [floor, "copy"] + item.paths,
        "rw-floor": [floor, "write", floor_out, str(item.generated_bytes)] + item.paths,
        "check": [flowc, "check", item.folder],
        "generate": [flowc, "generate", item.folder, "-o", out],
        "no-op": [flowc, "generate", item.folder, "-o", out],
    }

    def prepare(stage):
        """Empties the folder a writing stage starts from."""
        if stage == "generate":
            shutil.rmtree(out, ignore_errors=True)
        elif stage == "rw-floor":
            shutil.rmtree(floor_out, ignore_errors=True)
            os.makedirs(floor_out)

    samples = {stage: [] for stage in STAGES}
    for _ in range(runs):
        for stage in STAGES:
            prepare(stage)
            samples[stage].append(run(commands[stage]))
    item.wall = {stage: statistics.median(values) for stage, values in samples.items()}
    for stage in STAGES:
        prepare(stage)
        item.peak[stage] = peak_kb(commands[stage])
    if count_instructions:
        for stage in STAGES:
            if stage not in count_instructions:
                continue
            prepare(stage)
            if stage == "no-op" and "generate" not in count_instructions:
                prepare("generate")
                run(commands["generate"])
            item.instr[stage] = instructions(commands[stage])
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(floor_out, ignore_errors=True)


def fmt_ms(seconds):
    ms = seconds * 1000
    return f"{ms:,.1f}" if ms < 100 else f"{ms:,.0f}"


def fmt_ratio(value):
    return f"{value:.2f}x" if value < 10 else f"{value:.1f}x"


def mark(ok):
    return "not measured" if ok is None else "met" if ok else "**missed**"


def ratio_cell(item, stage, floor):
    """`stage` against `floor` on one input: instructions, and wall in brackets."""
    wall = fmt_ratio(item.wall[stage] / item.wall[floor]) + " wall"
    instr, floor_instr = item.instr.get(stage), item.instr.get(floor)
    if instr and floor_instr:
        return f"{fmt_ratio(instr / floor_instr)} ({wall})"
    return f"- ({wall})"


def targets_of(inputs, sizes):
    """(target, measured, met: True, False or None when not measured)."""
    targets = []
    not_counted = "not counted"
    # Ratios to the floors, by instructions, at each size of --sizes.
    for item in inputs:
        if item.steps not in sizes:
            continue
        for stage, (floor, limit) in FLOOR_RATIO_TARGETS.items():
            name = f"{stage} within {limit:g}x the {FLOOR_NAMES[floor]}, {item.label}"
            if stage in item.instr and floor in item.instr:
                ratio = item.instr[stage] / item.instr[floor]
                targets.append((name, fmt_ratio(ratio), ratio <= limit))
            else:
                targets.append((name, not_counted, None))
    # No-op below generate: by instructions where counted, else by median wall time.
    for item in inputs:
        name = f"no-op below generate, {item.label}"
        if "no-op" in item.instr and "generate" in item.instr:
            noop, generate = item.instr["no-op"], item.instr["generate"]
            targets.append((name, f"{noop / 1e6:,.1f}M / {generate / 1e6:,.1f}M", noop < generate))
        else:
            noop, generate = item.wall["no-op"], item.wall["generate"]
            targets.append((name + " (wall)", f"{fmt_ms(noop)} / {fmt_ms(generate)} ms", noop < generate))
    # A typical spec.
    for item in inputs:
        if item.steps != 20:
            continue
        name = f"generate of a typical 20-step spec under {TYPICAL_LIMIT_INSTRUCTIONS / 1e6:g}M instructions"
        if "generate" in item.instr:
            count = item.instr["generate"]
            targets.append((name, f"{count / 1e6:,.1f}M", count < TYPICAL_LIMIT_INSTRUCTIONS))
        else:
            targets.append((name, not_counted, None))
    # Peak memory at the largest size.
    for item in inputs:
        if item.steps != max(sizes, default=None):
            continue
        for stage, limit in PEAK_LIMIT_MB.items():
            mb = item.peak[stage] / 1024
            targets.append((f"{stage} peak memory under {limit:g} MB, {item.label}", f"{mb:,.1f} MB", mb < limit))
    # Growth: ten times the steps, by instructions.
    by_key = {(item.steps, item.files): item for item in inputs}
    for small in sorted(sizes):
        for files in sorted({item.files for item in inputs if item.steps in sizes}):
            a, b = by_key.get((small, files)), by_key.get((small * 10, files))
            if not a or not b:
                continue
            where = "one spec" if files == 1 else f"{files} files"
            for stage in FLOWC_STAGES:
                name = (f"{stage}: {small * 10:,} steps at most {GROWTH_LIMIT:g}x the instructions of {small:,}"
                        f" ({where})")
                if stage in a.instr and stage in b.instr:
                    growth = b.instr[stage] / a.instr[stage]
                    targets.append((name, fmt_ratio(growth), growth <= GROWTH_LIMIT))
                else:
                    targets.append((name, not_counted, None))
    return targets


def report(inputs, args, command, machine_lines):
    sizes = {int(s) for s in args.sizes.split(",") if s}
    lines = ["# Benchmarks", ""]
    lines += [
        "flowc against two floors in C, on specs from `bench/gen_flow.py` (seed 1): the libyaml",
        "floor (`yamlfloor copy`: libyaml's event loop copying every scalar with its position) and",
        "the read+write floor (`yamlfloor write`: the same read, then as many bytes as `generate`",
        "writes assembled from the scalars and written, one file per spec).",
        "Generated by `bench/benchmark.py`; do not edit above the line it ends with.", "",
        "Command:", "", "```sh", command, "```", "", "Machine:", "",
    ]
    lines += machine_lines
    lines += [
        "",
        f"Wall time is the median of {args.runs} runs ({args.large_runs} from 100,000 steps), process",
        "start included; peak is the largest resident set of the process (GNU time, one more",
        "run); ratios are to the floors on the same input, by instructions and (in brackets) by",
        "wall time. `generate` writes into an empty folder, `no-op` runs the same generate again",
        "into the folder it filled (nothing to write). Instructions: callgrind, one run, on inputs",
        f"up to {args.instructions_max_steps:,} steps, of {args.instructions_stages.replace(',', ', ')}"
        + ("" if args.instructions else " (not counted in this run: pass --instructions)") + ".",
        "",
        "## Figures", "",
        "| input | bytes | written | stage | wall ms | instructions | x libyaml floor | x read+write floor"
        " | peak MB |",
        "|---|---:|---:|---|---:|---:|---:|---:|---:|",
    ]
    for item in inputs:
        for stage in STAGES:
            instr = item.instr.get(stage)
            lines.append(
                f"| {item.label} | {item.bytes:,} | {item.generated_bytes:,} | {stage} | {fmt_ms(item.wall[stage])} | "
                f"{f'{instr / 1e6:,.1f}M' if instr else '-'} | "
                f"{ratio_cell(item, stage, 'floor') if stage != 'floor' else ''} | "
                f"{ratio_cell(item, stage, 'rw-floor') if stage in FLOWC_STAGES else ''} | "
                f"{item.peak[stage] / 1024:,.1f} |")

    # Growth: ten times the steps.
    growth_lines = []
    by_key = {(item.steps, item.files): item for item in inputs}
    for small in sorted(sizes):
        for files in sorted({item.files for item in inputs if item.steps in sizes}):
            a, b = by_key.get((small, files)), by_key.get((small * 10, files))
            if not a or not b:
                continue
            where = "one spec" if files == 1 else f"{files} files"
            row = [f"{where}, {small:,} -> {small * 10:,}"]
            row += [fmt_ratio(b.wall[stage] / a.wall[stage]) for stage in STAGES]
            row.append(" / ".join(fmt_ratio(b.instr[s] / a.instr[s]) if s in a.instr and s in b.instr else "-"
                                  for s in STAGES))
            growth_lines.append("| " + " | ".join(row) + " |")
    if growth_lines:
        lines += [
            "", "## Growth", "",
            "Ten times the steps: median wall time and instructions divided by those before (linear: 10x).", "",
            "| input | " + " | ".join(STAGES) + " | instructions (" + " / ".join(STAGES) + ") |",
            "|---|" + "---:|" * len(STAGES) + "---|",
        ] + growth_lines
    lines += ["", "Load average at the end: " + " ".join(f"{x:.2f}" for x in os.getloadavg())
              + f" ({os.cpu_count()} cores). On a shared machine, wall times taken under load"
              " vary by tens of percent; instruction counts do not."]

    targets = targets_of(inputs, sizes)
    met = sum(1 for target in targets if target[2])
    unmeasured = sum(1 for target in targets if target[2] is None)
    lines += ["", "## Targets", "",
              f"{met} of {len(targets)} met" + (f", {unmeasured} not measured" if unmeasured else "") + ".", "",
              "| target | measured | |", "|---|---:|---|"]
    lines += [f"| {name} | {value} | {mark(ok)} |" for name, value, ok in targets]
    lines += ["", MARKER, ""]
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
    ap.add_argument("--flowc", help="measure this flowc binary (no build)")
    args = ap.parse_args()
    command = "python3 bench/benchmark.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])
    command = command.strip()

    work = tempfile.mkdtemp(prefix="flowc-benchmark-")
    try:
        floor = os.path.join(work, "yamlfloor")
        subprocess.run(["gcc", "-O2", "-o", floor, os.path.join(ROOT, "bench", "yamlfloor.c"), "-lyaml"],
                       check=True)
        if not args.no_build and not args.flowc:
            print("building flowc (release)...", file=sys.stderr)
            subprocess.run(["swift", "build", "-c", "release", "--product", "flowc"], cwd=ROOT, check=True,
                           stdout=subprocess.DEVNULL)
        flowc = os.path.abspath(args.flowc) if args.flowc else os.path.join(ROOT, ".build", "release", "flowc")
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
            kept = ""
            if os.path.exists(args.output):
                with open(args.output) as previous:
                    old = previous.read()
                if MARKER in old:
                    kept = old[old.index(MARKER) + len(MARKER):].lstrip("\n")
            with open(args.output, "w") as out:
                out.write(text + ("\n" + kept if kept else ""))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
