import ArgumentParser
import FlowcCore
import Foundation

extension Flowc {
  /// The names a first argument can be: every subcommand, and `help`.
  static var subcommandNames: [String] {
    configuration.subcommands.map { $0.configuration.commandName ?? "\($0)" } + ["help"]
  }

  /// The failure for a first argument that is a misspelt subcommand, if it
  /// is one. `check` is the default subcommand, so a first argument that is
  /// no subcommand is a path to check: a word (no `/` or `.`, no option)
  /// that is no existing file or folder and is close to a subcommand's name
  /// is taken as a typo of that name instead (`flowc chek`).
  static func subcommandTypo(
    in arguments: [String],
    exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> CommandFailure? {
    guard let first = arguments.first, !first.hasPrefix("-"),
      !first.contains("/"), !first.contains("."), !subcommandNames.contains(first),
      !exists(first), let name = Spelling.suggestion(for: first, in: subcommandNames)
    else { return nil }
    return CommandFailure(message: "unknown subcommand '\(first)'; did you mean '\(name)'?")
  }
}
