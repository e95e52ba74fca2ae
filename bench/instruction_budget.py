#!/usr/bin/env python3
"""flowc's instruction budget: callgrind's counts against a committed baseline.

    python3 bench/instruction_budget.py [--flowc PATH] [--record] [--repeat N]
                                        [--baseline bench/instruction-budget.json]

Counts the instructions flowc executes (valgrind's callgrind, the whole flowc
process, no child processes) on one spec of 2,000 steps from
`bench/gen_flow.py --steps 2000 --seed 1 --newer-keys`, in three stages:

  check      flowc check specs
  generate   flowc generate specs -o out    into an empty out
  no-op      flowc generate specs -o out    again: nothing to write

and compares each with the baseline (bench/instruction-budget.json):

  - more than 5% over fails (exit 1), naming the stage, both figures and the
    percentage over;
  - more than 5% under passes with a note that the baseline can be lowered:
    the change that earns the lower figure records it (--record) and commits
    the new baseline with it.

Counts are deterministic: flowc runs with SWIFT_DETERMINISTIC_HASHING=1 (Swift
seeds its hashing per process otherwise, which moves counts by about 0.1%), no
other environment, relative paths, in a fresh folder; two runs agree within a
few hundred instructions (--repeat 2 checks that they agree within 0.1%).

The binary counted is the one users get: without --flowc, the script builds it
with Scripts/build-artifactbundle.sh (release, static Swift runtime and libyaml)
and counts that; CI passes the binary `.ci/artifactbundle` built. A binary
built otherwise (e.g. `swift build -c release`, dynamically linked) counts
differently; the baseline must come from the same kind of build.

The counts depend on the compiler, the architecture, valgrind, and the C
library and libyaml flowc links statically. The baseline records the Swift
version, architecture and valgrind version. On another architecture the
comparison is skipped (exit 0, with a note): its instructions are not
comparable. On another Swift version the figures are still compared, and a
failure or note names both versions: a toolchain upgrade that moves the counts
by more than 5% re-records the baseline in the same change, where its cost
shows, instead of the budget going quiet until someone remembers it.

Re-record (after a change that earns a lower figure, or a toolchain upgrade):

    python3 bench/instruction_budget.py --record

Under callgrind flowc runs about 30-50 times slower: the three stages take
about 20 seconds of CPU time. Needs valgrind, python3 and, without --flowc, what
Scripts/build-artifactbundle.sh needs.
"""
import argparse
import datetime
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "bench", "instruction-budget.json")
STAGES = ["check", "generate", "no-op"]
STEPS = 2000
GENERATOR = ["--steps", str(STEPS), "--seed", "1", "--newer-keys"]
LIMIT_PERCENT = 5.0  # over: fails; under: the baseline can be lowered
REPEAT_TOLERANCE = 0.001  # repeated counts of one stage agree within 0.1%
ENVIRONMENT = {"SWIFT_DETERMINISTIC_HASHING": "1", "LC_ALL": "C", "PATH": "/usr/bin:/bin"}


def fail(message):
    print(f"instruction-budget: {message}", file=sys.stderr)
    sys.exit(1)


def swift_version():
    try:
        text = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    except OSError:
        return "unknown"
    return next((line.strip() for line in text.splitlines() if "version" in line), "unknown")


def valgrind_version():
    return subprocess.run(["valgrind", "--version"], capture_output=True, text=True).stdout.strip()


def build_flowc(work):
    """The binary of this machine's artifact bundle, built as users get it."""
    print("instruction-budget: building flowc as Scripts/build-artifactbundle.sh does...", file=sys.stderr)
    output = os.path.join(work, "bundle")
    subprocess.run([os.path.join(ROOT, "Scripts", "build-artifactbundle.sh"), "--output", output],
                   check=True, stdout=subprocess.DEVNULL)
    bundle = os.path.join(output, "flowc.artifactbundle")
    variants = [name for name in os.listdir(bundle) if name.startswith("flowc-")]
    if len(variants) != 1:
        fail(f"expected one variant in {bundle}, found {variants}")
    return os.path.join(bundle, variants[0], "bin", "flowc")


def count(flowc, arguments, folder):
    """Instructions of one run of flowc ARGUMENTS in FOLDER, and its exit status."""
    process = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", flowc] + arguments,
        cwd=folder, env=ENVIRONMENT,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if process.returncode != 0:
        fail(f"flowc {' '.join(arguments)} failed ({process.returncode}):\n{process.stderr[-2000:]}")
    for line in process.stderr.splitlines():
        if "refs:" in line:
            return int(line.split("refs:")[1].strip().replace(",", ""))
    fail(f"no instruction count from callgrind for flowc {' '.join(arguments)}:\n{process.stderr[-2000:]}")


def measure(flowc, folder):
    """stage -> instructions, one run each, in the order of STAGES."""
    out = os.path.join(folder, "out")
    shutil.rmtree(out, ignore_errors=True)
    figures = {
        "check": count(flowc, ["check", "specs"], folder),
        "generate": count(flowc, ["generate", "specs", "-o", "out"], folder),
        "no-op": count(flowc, ["generate", "specs", "-o", "out"], folder),
    }
    return figures


def folder_bytes(folder):
    return sum(os.path.getsize(os.path.join(folder, name)) for name in sorted(os.listdir(folder)))


def spec_digest(folder):
    digest = hashlib.sha256()
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as spec:
            digest.update(name.encode() + b"\0" + spec.read())
    return digest.hexdigest()


def percent(measured, baseline):
    return (measured - baseline) / baseline * 100


def compare(figures, baseline, context):
    """Prints each stage against the baseline; returns the stages over the limit."""
    over = []
    print(f"{'stage':<10} {'baseline':>15} {'measured':>15} {'change':>8}")
    for stage in STAGES:
        base, measured = baseline["instructions"][stage], figures[stage]
        change = percent(measured, base)
        print(f"{stage:<10} {base:>15,} {measured:>15,} {change:>+7.2f}%")
        if change > LIMIT_PERCENT:
            over.append((stage, base, measured, change))
    under = [stage for stage in STAGES
             if percent(figures[stage], baseline["instructions"][stage]) < -LIMIT_PERCENT]
    for note in context:
        print(f"note: {note}")
    if under:
        print(f"note: {', '.join(under)} ran more than {LIMIT_PERCENT:g}% under the baseline: lower it in the change"
              " that earns it (python3 bench/instruction_budget.py --record, and commit"
              " bench/instruction-budget.json).")
    return over


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[2:]))
    ap.add_argument("--flowc", help="the flowc binary to count (default: build the artifact bundle's)")
    ap.add_argument("--baseline", default=BASELINE, help="the baseline file (bench/instruction-budget.json)")
    ap.add_argument("--record", action="store_true", help="write the counts as the new baseline")
    ap.add_argument("--repeat", type=int, default=1,
                    help="count each stage this many times and check the counts agree within 0.1%%")
    args = ap.parse_args()
    if not shutil.which("valgrind"):
        fail("needs valgrind (apt-get install valgrind)")

    baseline = None
    if not args.record:
        with open(args.baseline) as source:
            baseline = json.load(source)
        if baseline["architecture"] != platform.machine():
            print(f"instruction-budget: skipped: the baseline was counted on {baseline['architecture']},"
                  f" this machine is {platform.machine()}; instruction counts of another architecture"
                  " are not comparable.")
            return

    work = tempfile.mkdtemp(prefix="flowc-budget-")
    try:
        flowc = os.path.abspath(args.flowc) if args.flowc else build_flowc(work)
        specs = os.path.join(work, "specs")
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_flow.py")] + GENERATOR + ["-o", specs],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        runs = [measure(flowc, work) for _ in range(max(1, args.repeat))]
        figures = {stage: min(run[stage] for run in runs) for stage in STAGES}
        for stage in STAGES:
            low, high = min(run[stage] for run in runs), max(run[stage] for run in runs)
            if high - low > low * REPEAT_TOLERANCE:
                fail(f"{stage} is not deterministic: {len(runs)} runs gave {low:,} to {high:,} instructions")
        if len(runs) > 1:
            for stage in STAGES:
                low, high = min(run[stage] for run in runs), max(run[stage] for run in runs)
                print(f"{stage}: {len(runs)} runs within {high - low:,} instructions"
                      f" ({(high - low) / low * 100:.5f}%)")
        current = {
            "swift": swift_version(),
            "architecture": platform.machine(),
            "valgrind": valgrind_version(),
            "input": {
                "generator": "bench/gen_flow.py " + " ".join(GENERATOR),
                "sha256": spec_digest(specs),
                "bytes": folder_bytes(specs),
            },
            "generated_bytes": folder_bytes(os.path.join(work, "out")),
        }
        if args.record:
            record = {
                "about": "flowc's instruction budget; see bench/instruction_budget.py. Re-record with"
                         " `python3 bench/instruction_budget.py --record`.",
                "recorded": f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d}",
                **current,
                "instructions": figures,
            }
            with open(args.baseline, "w") as out:
                json.dump(record, out, indent=2)
                out.write("\n")
            for stage in STAGES:
                print(f"{stage:<10} {figures[stage]:>15,}")
            print(f"instruction-budget: recorded {os.path.relpath(args.baseline)}")
            return

        context = []
        for key, what in [("swift", "Swift"), ("valgrind", "valgrind")]:
            if baseline[key] != current[key]:
                context.append(f"the baseline was counted with {what} '{baseline[key]}', this run with"
                               f" '{current[key]}'; counts were compared anyway (a toolchain change that"
                               " moves them re-records the baseline).")
        if baseline["input"]["sha256"] != current["input"]["sha256"]:
            context.append(f"the input differs from the baseline's ({current['input']['bytes']:,} bytes, was"
                           f" {baseline['input']['bytes']:,}): bench/gen_flow.py changed; re-record the baseline"
                           " in that change.")
        if baseline["generated_bytes"] != current["generated_bytes"]:
            context.append(f"generate wrote {current['generated_bytes']:,} bytes, the baseline's run"
                           f" {baseline['generated_bytes']:,}.")
        over = compare(figures, baseline, context)
        if over:
            for stage, base, measured, change in over:
                print(f"instruction-budget: {stage} ran {measured:,} instructions, {change:.2f}% over the"
                      f" baseline's {base:,} (at most {LIMIT_PERCENT:g}% over)", file=sys.stderr)
            fail("over budget: make it cheaper, or, if the cost is worth it, re-record the baseline with"
                 " `python3 bench/instruction_budget.py --record` and say why in the change")
        print(f"instruction-budget: within {LIMIT_PERCENT:g}% of the baseline")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
