import ArgumentParser
import FlowcCore
import Foundation

/// `flowc check`: report every problem of a set of specs, as a compiler would.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check flow specs and report problems with their file, line and column.",
    discussion: """
      Text diagnostics go to standard error, like a compiler's; json, github and \
      sarif go to standard output, for tools. Exits 0 when there are no errors, \
      1 when there are (with --strict, warnings count too), 2 when the command \
      cannot run.
      """
  )

  @Argument(
    help: "Spec files, or folders searched for *.flow.yaml.",
    completion: .file(extensions: ["yaml"]))
  var paths: [String] = ["specs"]

  @OptionGroup var diagnostics: DiagnosticOptions

  @OptionGroup(title: "Limits") var limits: LimitOptions

  func run() throws {
    let run = try SpecRun.load(paths, maxInputSize: limits.maxInputSize)
    let result = FlowChecker(limits: limits.limits).check(run.sources)
    diagnostics.report(
      result.diagnostics, sources: run.sources, files: run.files,
      summary: Summary.line(result, files: run.files.count))
    // Exit without tearing down the model: freeing every node of a large run
    // costs more than checking it did, and the process ends anyway.
    withExtendedLifetime(result) {
      Foundation.exit(
        result.failed(strict: diagnostics.strict) ? ExitCode.problemsFound.rawValue : 0)
    }
  }
}
