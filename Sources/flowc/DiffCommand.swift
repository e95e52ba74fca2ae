import ArgumentParser
import FlowcCore
import Foundation

/// `flowc diff`: what changed between two versions of a set of specs.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Show what changed between two versions of a set of flow specs.",
    discussion: """
      Flows are matched by name, steps and decisions by id, transitions by their \
      step and event. Changes that break a flow's callers (a removed flow, a \
      changed flow input or output, a removed or retargeted link, a changed type \
      that callers pass or receive) are marked as breaking. Exits 0, or 1 with \
      --fail-on-breaking when something breaks callers, or when either side has \
      schema errors (printed on standard error); 2 when the command cannot run.
      """
  )

  @Argument(
    help: "The old version: a spec file, or a folder searched for *.flow.yaml.",
    completion: .file(extensions: ["yaml"]))
  var old: String

  @Argument(
    help: "The new version: a spec file, or a folder searched for *.flow.yaml.",
    completion: .file(extensions: ["yaml"]))
  var new: String

  @Option(help: "How to print the diff: \(DiffFormat.allValueStrings.joined(separator: ", ")).")
  var format: DiffFormat = .text

  @Flag(help: "Exit with 1 when a change breaks callers.")
  var failOnBreaking = false

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func run() throws {
    let runs = try SpecRun.resolve(
      [
        try SpecRun.load([old], maxInputSize: limits.maxInputSize),
        try SpecRun.load([new], maxInputSize: limits.maxInputSize),
      ], limits: limits.limits)
    let diff = SpecDiff(old: runs[0].model, new: runs[1].model)
    let output = format.render(diff, old: runs[0].model, new: runs[1].model)
    FileHandle.standardOutput.write(Data(output.utf8))
    if failOnBreaking && diff.breaksCallers { throw ExitCode.problemsFound }
  }
}

extension DiffFormat: ExpressibleByArgument {}
