#!/usr/bin/env python3
"""The generated runtime on data from outside the app: deep-link URLs and saved states.

    python3 bench/runtime_inputs.py [--flowc PATH] [--links N] [--runs R]

Writes a flow with N deep links (default 300: `x://p{i}/{id:Int}`, each opening
a pushed `item` screen), generates its Swift with flowc (default
.build/debug/flowc), compiles it and the FlowRuntime sources (`swiftc -O`, FlowRuntime as a
module of its own) with a timing program, and prints, best of R runs (default 5):

  - `Link(url:)` on URLs of 100 KB and 1 MB (refused by their length), on one
    of 8 KB (the longest read), and on a short URL matching the last pattern;
  - validating and restoring a saved history of 1,000 screens (the most a
    restore takes) through a coordinator, and validating one of 16,000
    (refused by its length, after JSON decoding, which is timed apart).

Each figure is wall time in milliseconds, measured inside the process.
"""

import argparse
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent

MAIN = r"""
import Dispatch
import FlowRuntime
import Foundation

final class Screen {}

@MainActor final class Quiet: Navigator {
  var shown = 0
  func push(_ screen: AnyObject, animated: Bool) { shown += 1 }
  func present(_ screen: AnyObject, animated: Bool) { shown += 1 }
  func setRoot(_ screen: AnyObject, animated: Bool) { shown = 1 }
  func pop(animated: Bool) { shown -= 1 }
  func dismiss(animated: Bool) { shown -= 1 }
  func presentAlert(_ screen: AnyObject, animated: Bool) {}
}

@MainActor final class App: RuntimeBenchFlow.Dependencies {
  func home(_ exit: ScreenExit<Int>) -> AnyObject { Screen() }
  func item(_ input: Int, _ exit: ScreenExit<Never>) -> AnyObject { Screen() }
}

func milliseconds(_ runs: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return best
}

func report(_ name: String, _ value: Double, _ result: String) {
  print("\(name)\t\(String(format: "%.4f", value))\t\(result)")
}

let runs = Int(CommandLine.arguments[1]) ?? 5
let links = Int(CommandLine.arguments[2]) ?? 300
let last = links - 1

for (name, size) in [("Link(url:) 100 KB URL", 100_000), ("Link(url:) 1 MB URL", 1_000_000)] {
  let url = URL(string: "x://p\(last)/" + String(repeating: "1", count: size))!
  var link: RuntimeBenchFlow.Link?
  let time = milliseconds(runs) { link = RuntimeBenchFlow.Link(url: url) }
  report(name, time, link.map { "\($0)" } ?? "nil")
}
do {
  let path = "x://p\(last)/" + String(repeating: "a/", count: 4_000)
  let url = URL(string: String(path.prefix(DeepLinkURL.maximumLength)))!
  var link: RuntimeBenchFlow.Link?
  let time = milliseconds(runs) { link = RuntimeBenchFlow.Link(url: url) }
  report("Link(url:) 8 KB URL, 4,000 segments", time, link.map { "\($0)" } ?? "nil")
}
do {
  let url = URL(string: "x://p\(last)/42")!
  var link: RuntimeBenchFlow.Link?
  let calls = 10_000
  let time = milliseconds(runs) { for _ in 0..<calls { link = RuntimeBenchFlow.Link(url: url) } }
  report("Link(url:) short URL, last pattern (per call)", time / Double(calls), "\(link!)")
}

@MainActor func restore(_ count: Int) -> RuntimeBenchFlow.FlowState {
  RuntimeBenchFlow.FlowState(
    current: .item(input: count),
    history: [.home] + (1..<count).map { RuntimeBenchFlow.State.item(input: $0) })
}

MainActor.assumeIsolated {
  let limit = RuntimeBenchFlow.FlowState.maximumRestoredHistory
  let saved = restore(limit)
  var outcome = ""
  let validate = milliseconds(runs) {
    do { try RuntimeBenchFlow.validate(saved); outcome = "valid" } catch { outcome = "\(error)" }
  }
  report("validate a history of \(limit) screens", validate, outcome)
  for count in [limit / 4, limit / 2, limit] {
    let saved = restore(count)
    var shown = 0
    let time = milliseconds(runs) {
      let navigator = Quiet()
      let coordinator = RuntimeBenchFlow.Coordinator(navigator: navigator, dependencies: App())
      try! coordinator.start(restoring: saved) { _ in }
      shown = navigator.shown
    }
    report("start(restoring:) a history of \(count) screens", time, "\(shown) screens shown")
  }

  let hostile = restore(16_000)
  let data = try! JSONEncoder().encode(hostile)
  var decoded: RuntimeBenchFlow.FlowState?
  let decode = milliseconds(runs) {
    decoded = try! JSONDecoder().decode(RuntimeBenchFlow.FlowState.self, from: data)
  }
  report("JSONDecoder: a history of 16,000 screens (\(data.count / 1000) KB)", decode, "decoded")
  let refuse = milliseconds(runs) {
    do { try RuntimeBenchFlow.validate(decoded!); outcome = "valid" } catch { outcome = "\(error)" }
  }
  report("validate a history of 16,000 screens", refuse, outcome)
}
"""


def spec(links):
    lines = [
        "flow: RuntimeBench",
        "start: home",
        "output: Never",
        "steps:",
        "  home: { screen: Home, output: Int, next: item, present: root }",
        "  item: { screen: Item, input: Int, output: Never }",
        "links:",
    ]
    lines += [f'  "x://p{i}/{{id:Int}}": item' for i in range(links)]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--flowc", default=str(ROOT / ".build/debug/flowc"))
    parser.add_argument("--links", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        (folder / "specs").mkdir()
        (folder / "specs/RuntimeBench.flow.yaml").write_text(spec(args.links))
        subprocess.run(
            [args.flowc, "generate", str(folder / "specs"), "--output", str(folder / "gen")],
            check=True)
        (folder / "main.swift").write_text(MAIN)
        runtime = sorted(str(p) for p in (ROOT / "Sources/FlowRuntime").glob("*.swift"))
        generated = sorted(str(p) for p in (folder / "gen").glob("*.swift"))
        subprocess.run(
            ["swiftc", "-O", "-swift-version", "6", "-module-name", "FlowRuntime",
             "-parse-as-library", "-emit-library", "-static", "-emit-module"] + runtime,
            check=True, cwd=folder)
        subprocess.run(
            ["swiftc", "-O", "-swift-version", "6", "-module-name", "Bench", "-I", ".", "-L", ".",
             "-lFlowRuntime", "-o", "bench", "main.swift"] + generated,
            check=True, cwd=folder)
        output = subprocess.run(
            [str(folder / "bench"), str(args.runs), str(args.links)],
            check=True, capture_output=True, text=True).stdout
    print(f"{args.links} links, best of {args.runs} runs\n")
    print("| input | ms | result |")
    print("|---|---:|---|")
    for line in output.splitlines():
        name, ms, result = line.split("\t")
        print(f"| {name} | {float(ms):,.4f} | {result[:60]} |")


if __name__ == "__main__":
    sys.exit(main())
