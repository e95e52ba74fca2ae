import ArgumentParser
import FlowcCore
import Foundation

/// A failure of the command itself (exit code 2), printed as `error: message`.
struct CommandFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

enum Terminal {
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Colours only for a terminal, and never when `NO_COLOR` is set.
  static func supportsColor(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }
}

enum Summary {
  /// "2 errors and 1 warning in 5 files".
  static func line(_ result: FlowChecker.Result, files: Int) -> String {
    line(errors: result.errorCount, warnings: result.warningCount, files: files)
  }

  /// "2 errors and 1 warning in 5 files".
  static func line(errors: Int, warnings: Int, files: Int) -> String {
    "\(count(errors, "error")) and \(count(warnings, "warning")) in \(count(files, "file"))"
  }

  /// "1 file", "2 files".
  static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}

/// The end of a command that writes a folder of generated files (`flowc
/// generate`, `flowc tests`): reports the plan's diagnostics, then with
/// `--check` lists what is out of date, else writes the folder and says what
/// changed.
struct OutputFolderRun {
  /// The command, as in "run flowc generate".
  var command: String
  /// What the files are, plural, as in "2 of 3 generated files are out of date".
  var files: String
  var output: String
  var check: Bool
  var diagnostics: DiagnosticOptions

  /// Exit 1 if the plan has errors (nothing is written) or `--check` finds
  /// files to change; exit 2 if writing fails.
  func finish(_ plan: OutputPlan, specFiles: [String]) throws {
    let counts = Summary.line(
      errors: plan.errorCount, warnings: plan.warningCount, files: specFiles.count)
    guard plan.succeeded else {
      diagnostics.report(plan.diagnostics, sources: plan.sources, files: specFiles, summary: nil)
      Terminal.writeError(counts + "; nothing was generated\n")
      throw ExitCode.problemsFound
    }
    diagnostics.report(plan.diagnostics, sources: plan.sources, files: specFiles, summary: counts)
    if check { return try listOutOfDate(plan) }
    let applied: OutputPlan.Applied
    do {
      applied = try plan.apply()
    } catch {
      throw CommandFailure(message: error.description)
    }
    let removed = applied.removed == 0 ? "" : ", \(applied.removed) removed"
    Terminal.writeError(
      "generated \(Summary.count(plan.files.count, "file")) in "
        + "\(TextDiagnosticRenderer.escaped(output)) "
        + "(\(applied.written) written, \(applied.unchanged) unchanged\(removed))\n")
  }

  /// `--check`: the files writing would change, and exit 1 if there are any.
  private func listOutOfDate(_ plan: OutputPlan) throws {
    let names = (plan.toWrite.map(\.name) + plan.leftovers).sorted()
    let list = names.map { TextDiagnosticRenderer.escaped(plan.path(of: $0)) + "\n" }.joined()
    // Keep standard output for the diagnostics document of the other formats.
    if diagnostics.format == .text {
      FileHandle.standardOutput.write(Data(list.utf8))
    } else {
      Terminal.writeError(list)
    }
    guard plan.isUpToDate else {
      Terminal.writeError(
        "\(plan.toWrite.count) of \(plan.files.count) \(files) are out of date and "
          + "\(plan.leftovers.count) no longer generated; run flowc \(command)\n")
      throw ExitCode.problemsFound
    }
  }
}
