import ArgumentParser
import FlowcLanguageServer
import Foundation

/// `flowc lsp`: the language server, on standard input and output.
struct LSPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Serve the Language Server Protocol on standard input and output.",
    discussion: """
      Editors start it for *.flow.yaml files: diagnostics as you type, go to definition, \
      references, hover, completion, quick fixes and rename across the specs of the workspace \
      folder. See docs/editors.md.
      """)

  @Option(help: "Seconds without an edit before the specs are checked again.")
  var debounce: Double = ServerLoop.defaultDebounce

  func run() throws {
    let code = ServerLoop.run(debounce: min(max(debounce, 0), 10)) {
      Terminal.writeError($0 + "\n")
    }
    throw ExitCode(code)
  }
}
