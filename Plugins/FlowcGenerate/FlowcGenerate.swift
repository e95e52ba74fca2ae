import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowc-generate
/// [--target NAME ...]`: writes the generated Swift of each target's specs
/// into the target itself, in `Generated/`, for teams that commit generated
/// code (use either this or the build plugin on a target, not both).
@main
struct FlowcGenerate: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let tool = try context.tool(named: "flowc").url
    // flowc finds the specs in each target's folder.
    for folder in try specFolders(context.package, targets: names) {
      try run(
        tool,
        ["generate", folder, "--output", folder + "/Generated"] + extractor.remainingArguments)
    }
  }
}

/// The source folders of `targets` (every source target when empty) that hold specs.
func specFolders(_ package: Package, targets names: [String]) throws -> [String] {
  let targets = names.isEmpty ? package.targets : try package.targets(named: names)
  let folders = targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
    target.sourceFiles.contains { $0.url.lastPathComponent.hasSuffix(".flow.yaml") }
  }.map(\.directoryURL.path)
  guard !folders.isEmpty else {
    throw FlowcCommandError(description: "flowc: no target has *.flow.yaml specs")
  }
  return folders
}

/// A problem the command reports before or after running flowc.
struct FlowcCommandError: Error, CustomStringConvertible {
  var description: String
}

/// Runs flowc with `arguments`, its output going to the console; fails if it does.
func run(_ tool: URL, _ arguments: [String]) throws {
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments
  try process.run()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw FlowcCommandError(
      description: "flowc \(arguments.first ?? "") failed (exit \(process.terminationStatus))")
  }
}
