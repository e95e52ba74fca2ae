import ArgumentParser
import FlowcCore
import Foundation

/// `flowc paths`: the shortest way to every step, decision and transition.
struct PathsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "paths",
    abstract: "List the shortest path to every step, decision and transition of each flow.",
    discussion: """
      Paths start at the flow's start, breadth-first, ties broken by spec order; \
      a step only a deep link reaches starts at that link, and a step nothing \
      reaches is listed as unreachable. A long path shows its last hops in text; \
      in JSON each path names its last hop ('via'), the rest being the path of \
      the node it leaves, so output stays linear in the specs. --full spells \
      every path out, and refuses past 50 MB of hops. Exits 0, 1 when a spec \
      has schema errors (printed on standard error), 2 when the command cannot run.
      """
  )

  @Argument(
    help: "Spec files, or folders searched for *.flow.yaml.",
    completion: .file(extensions: ["yaml"]))
  var paths: [String] = ["specs"]

  @Option(help: "How to print paths: \(PathsFormat.allValueStrings.joined(separator: ", ")).")
  var format: PathsFormat = .text

  @Flag(help: "Spell every path out in full (refused past 50 MB of hops).")
  var full = false

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func run() throws {
    let model = try SpecRun.resolve(
      [try SpecRun.load(paths, maxInputSize: limits.maxInputSize)], limits: limits.limits)[0].model
    var output = BufferedStandardOutput()
    do {
      try format.write(PathFinder.paths(in: model), full: full, to: &output)
    } catch {
      throw CommandFailure(message: error.description)
    }
    output.flush()
  }
}

/// Standard output in blocks of 64 KiB: paths stream out as they are spelt,
/// and the whole output is never held at once.
struct BufferedStandardOutput: TextOutputStream {
  private var buffer: [UInt8] = []

  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

extension PathsFormat: ExpressibleByArgument {}
