import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory flowc-generate
/// [--target NAME ...]`: writes the generated Swift of each target's specs
/// into the target itself, in `Generated/`, for teams that commit generated
/// code. A target that applies the build plugin is refused: its flows would be
/// compiled twice. (`swift package flowc-check --generated` checks `Generated/`
/// without the write permission.)
@main
struct FlowcGenerate: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let tool = try context.tool(named: "flowc").url
    let targets = try specTargets(context.package, targets: names)
    let manifests = try manifestTexts(context.package.directoryURL)
    let refused = targets.filter { target in
      manifests.contains { appliesBuildPlugin(to: target.name, manifest: $0) }
    }
    guard refused.isEmpty else {
      let list = refused.map { "'\($0.name)'" }.joined(separator: ", ")
      throw FlowcCommandError(
        description: "flowc-generate: \(list) \(refused.count == 1 ? "uses" : "use") the build "
          + "plugin FlowcPlugin, which generates the flows at each build; files written into "
          + "Generated/ would be compiled twice and fail the build. A target uses one: remove "
          + "FlowcPlugin from its plugins to commit generated code, or name the other targets "
          + "with --target")
    }
    // flowc finds the specs and the config in each target's folder.
    var failed: [String] = []
    for target in targets {
      let folder = target.directoryURL.path
      let arguments =
        [
          "generate", folder, "--config-search-root", folder, "--output", folder + "/Generated",
          // Committed files: no stamp, which names the flowc binary of one machine.
          "--no-stamp",
        ] + extractor.remainingArguments
      if !(try run(tool, arguments)) { failed.append(target.name) }
    }
    guard failed.isEmpty else {
      throw FlowcCommandError(
        description: "flowc-generate: problems in "
          + failed.map { "'\($0)'" }.joined(separator: ", "))
    }
  }
}

/// The text of the package's manifests: `Package.swift` and any
/// `Package@swift-*.swift`.
func manifestTexts(_ package: URL) throws -> [String] {
  let names = try FileManager.default.contentsOfDirectory(atPath: package.path).filter {
    $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift"))
  }
  return names.compactMap { try? String(contentsOf: package.appending(path: $0), encoding: .utf8) }
}

/// Whether a manifest applies FlowcPlugin to the target named `name`.
///
/// PackagePlugin tells a command plugin nothing of a target's plugins (SwiftPM
/// passes it neither plugin usages nor plugin products), so this reads the
/// manifest's text: a target's declaration runs from its `.target(` (or
/// `.executableTarget(`, `.testTarget(`, `.macro(`) to the next, is the
/// target's when its first `name:` is, and applies the plugin when it names
/// `"FlowcPlugin"` outside comments. A manifest that builds its targets in a
/// function of its own is not read through.
func appliesBuildPlugin(to name: String, manifest: String) -> Bool {
  let code = manifest.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
  }.joined(separator: "\n")
  var starts: [String.Index] = []
  for marker in [".target(", "Target(", ".macro("] {
    var from = code.startIndex
    while let found = code.range(of: marker, range: from..<code.endIndex) {
      starts.append(found.lowerBound)
      from = found.upperBound
    }
  }
  starts.sort()
  for (index, start) in starts.enumerated() {
    let end = index + 1 < starts.count ? starts[index + 1] : code.endIndex
    let declaration = code[start..<end]
    guard let label = declaration.range(of: "name:") else { continue }
    let rest = declaration[label.upperBound...].drop { $0 == " " || $0 == "\n" }
    guard rest.hasPrefix("\"\(name)\"") else { continue }
    if declaration.contains("\"FlowcPlugin\"") { return true }
  }
  return false
}

/// The source targets of `names` (every source target when empty) that hold specs.
func specTargets(_ package: Package, targets names: [String]) throws -> [SourceModuleTarget] {
  let targets = names.isEmpty ? package.targets : try package.targets(named: names)
  let found = targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
    target.sourceFiles.contains { $0.url.lastPathComponent.hasSuffix(".flow.yaml") }
  }
  guard !found.isEmpty else {
    throw FlowcCommandError(description: "flowc: no target has *.flow.yaml specs")
  }
  return found
}

/// A problem the command reports before or after running flowc.
struct FlowcCommandError: Error, CustomStringConvertible {
  var description: String
}

/// Runs flowc with `arguments`, its output going to the console; whether it succeeded.
func run(_ tool: URL, _ arguments: [String]) throws -> Bool {
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus == 0
}
