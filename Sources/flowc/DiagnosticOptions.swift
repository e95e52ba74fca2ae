import ArgumentParser
import FlowcCore
import Foundation

/// How a command prints diagnostics and whether warnings fail it: the
/// options `flowc check` and `flowc generate` share.
struct DiagnosticOptions: ParsableArguments {
  @Option(
    help: "How to print diagnostics: \(DiagnosticFormat.allValueStrings.joined(separator: ", ")).")
  var format: DiagnosticFormat = .text

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Flag(inversion: .prefixedNo, help: "Quote the source line under each text diagnostic.")
  var source = true

  /// Prints `diagnostics` in the chosen format: text on standard error (with
  /// `summary` after them when there are any), the others on standard output
  /// (a whole document even when there is nothing to report).
  func report(
    _ diagnostics: [Diagnostic], sources: [SourceFile], files: [String], summary: String?
  ) {
    if format == .text {
      // Written a diagnostic at a time: the output is never held whole.
      TextDiagnosticRenderer(
        sources: sources, colors: Terminal.supportsColor(FileHandle.standardError.fileDescriptor),
        quotesSource: source
      ).write(diagnostics) { Terminal.writeError($0) }
      if !diagnostics.isEmpty, let summary { Terminal.writeError(summary + "\n") }
    } else {
      let output = format.render(
        diagnostics, sources: sources, files: files, toolVersion: Flowc.configuration.version)
      FileHandle.standardOutput.write(Data(output.utf8))
    }
  }
}

extension DiagnosticFormat: ExpressibleByArgument {}
