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
