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
      reaches is listed as unreachable. Exits 0, 1 when a spec has schema errors \
      (printed on standard error), 2 when the command cannot run.
      """
  )

  @Argument(help: "Spec files, or folders searched for *.flow.yaml.")
  var paths: [String] = ["specs"]

  @Option(help: "How to print paths: \(PathsFormat.allValueStrings.joined(separator: ", ")).")
  var format: PathsFormat = .text

  func run() throws {
    let model = try SpecRun.resolve([try SpecRun.load(paths)])[0].model
    let output = format.render(PathFinder.paths(in: model))
    FileHandle.standardOutput.write(Data(output.utf8))
  }
}

extension PathsFormat: ExpressibleByArgument {}
