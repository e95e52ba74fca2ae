import ArgumentParser
import FlowcCore
import Foundation

/// `flowc check`: report every problem of a set of specs, as a compiler would.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check flow specs and report problems with their file, line and column.",
    discussion: """
      Exits 0 when there are no errors, 1 when there are (with --strict, warnings \
      count too), 2 when the command cannot run.
      """
  )

  @Argument(help: "Spec files, or folders searched for *.flow.yaml.")
  var paths: [String] = ["specs"]

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Flag(inversion: .prefixedNo, help: "Quote the source line under each diagnostic.")
  var source = true

  func run() throws {
    let files: [String]
    do {
      files = try SpecFinder.find(paths)
    } catch {
      throw CommandFailure(message: error.message)
    }
    guard !files.isEmpty else {
      throw CommandFailure(
        message: "no *\(SpecFinder.fileSuffix) files in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
    }
    var sources: [SourceFile] = []
    for file in files {
      do {
        sources.append(try SourceFile.read(path: file))
      } catch {
        throw CommandFailure(message: error.description)
      }
    }
    let result = FlowChecker().check(sources)
    let renderer = TextDiagnosticRenderer(
      sources: sources, colors: Terminal.supportsColor(FileHandle.standardError.fileDescriptor),
      quotesSource: source)
    Terminal.writeError(renderer.render(result.diagnostics))
    if !result.diagnostics.isEmpty {
      Terminal.writeError(Summary.line(result, files: files.count) + "\n")
    }
    if result.failed(strict: strict) { throw ExitCode.problemsFound }
  }
}
