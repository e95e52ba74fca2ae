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

  @Argument(help: "Spec files, or folders searched for *.flow.yaml.")
  var paths: [String] = ["specs"]

  @Option(
    help: "How to print diagnostics: \(DiagnosticFormat.allValueStrings.joined(separator: ", ")).")
  var format: DiagnosticFormat = .text

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Flag(inversion: .prefixedNo, help: "Quote the source line under each text diagnostic.")
  var source = true

  func run() throws {
    let run = try SpecRun.load(paths)
    let result = FlowChecker().check(run.sources)
    let output = format.render(
      result.diagnostics, sources: run.sources, files: run.files,
      toolVersion: Flowc.configuration.version,
      colors: Terminal.supportsColor(FileHandle.standardError.fileDescriptor), quotesSource: source)
    if format == .text {
      Terminal.writeError(output)
      if !result.diagnostics.isEmpty {
        Terminal.writeError(Summary.line(result, files: run.files.count) + "\n")
      }
    } else {
      FileHandle.standardOutput.write(Data(output.utf8))
    }
    // Exit without tearing down the model: freeing every node of a large run
    // costs more than checking it did, and the process ends anyway.
    withExtendedLifetime(result) {
      Foundation.exit(result.failed(strict: strict) ? ExitCode.problemsFound.rawValue : 0)
    }
  }
}

extension DiagnosticFormat: ExpressibleByArgument {}
