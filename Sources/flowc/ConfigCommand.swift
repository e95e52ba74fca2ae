import ArgumentParser
import FlowcCore
import Foundation

/// `flowc config`: the config file of a target's specs.
struct ConfigCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "config",
    abstract: "Write a sample flowc-config.yaml (check one with flowc check FILE).",
    subcommands: [Init.self]
  )

  /// `flowc config init`: a commented sample config.
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "init",
      abstract: "Write a commented flowc-config.yaml listing every key at its default.",
      discussion: """
        Put it in the target's folder (or in the folder of its specs): the build plugin, \
        the command plugins, flowc check and flowc generate find it there. Reference: \
        docs/generate.md.
        """
    )

    @Option(
      name: [.short, .long], help: "The file to write.",
      completion: .file(extensions: ["yaml", "yml"]))
    var output = GenerationConfig.fileName

    @Flag(help: "Replace the file if it exists.")
    var force = false

    func run() throws {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
      if exists && isFolder.boolValue {
        throw CommandFailure(message: "'\(output)' is a folder; name the file to write")
      }
      if exists && !force {
        throw CommandFailure(
          message: "'\(output)' exists; flowc config init --force replaces it")
      }
      do {
        try Data(GenerationConfig.sample.utf8).write(
          to: URL(fileURLWithPath: output), options: .atomic)
      } catch {
        throw CommandFailure(message: "cannot write '\(output)': \(error.localizedDescription)")
      }
      Terminal.writeError("wrote \(TextDiagnosticRenderer.escaped(output))\n")
    }
  }
}
