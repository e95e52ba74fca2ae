import ArgumentParser
import FlowcCore
import Foundation

/// `flowc`: checks app navigation flow specs and turns them into Swift.
@main
struct Flowc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flowc",
    abstract: "Check app navigation flow specs and generate Swift from them.",
    version: FlowcRelease.version,
    subcommands: [
      CheckCommand.self, GenerateCommand.self, TemplatesCommand.self, DiagramCommand.self,
      DiffCommand.self, PathsCommand.self, SchemaCommand.self, ConfigCommand.self,
      TestsCommand.self, CoverageCommand.self, LSPCommand.self,
    ],
    defaultSubcommand: CheckCommand.self
  )

  /// Runs like `ParsableCommand.main()`, but with the exit codes of the spec
  /// format: 0 clean, 1 problems found, 2 the command itself could not run.
  static func main() {
    do {
      let arguments = Array(CommandLine.arguments.dropFirst())
      if let typo = subcommandTypo(in: arguments) { throw typo }
      var command = try PlainArguments.command(arguments) ?? parseAsRoot(arguments)
      try command.run()
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch let failure as CommandFailure {
      // Messages quote paths and spec text: escaped, each stays one line, so a
      // file name cannot start a line that CI reads as a command.
      Terminal.writeError("error: \(TextDiagnosticRenderer.escaped(failure.message))\n")
      Foundation.exit(ExitCode.usageError.rawValue)
    } catch {
      // Help and version requests are "errors" that succeed.
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      // ArgumentParser says "Error:"; say "error:" as the rest of flowc and swiftc do.
      var message = fullMessage(for: error)
      if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
      Terminal.writeError(message + "\n")
      Foundation.exit(ExitCode.usageError.rawValue)
    }
  }
}

extension ExitCode {
  /// The spec has errors (or, with `--strict`, warnings).
  static let problemsFound = ExitCode(1)
  /// Bad arguments or an unreadable path.
  static let usageError = ExitCode(2)
}
