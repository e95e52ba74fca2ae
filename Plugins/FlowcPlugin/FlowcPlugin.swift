import Foundation
import PackagePlugin

/// Generates the Swift of a target's flow specs at build time.
///
/// Every `*.flow.yaml` of the target is one input of a single `flowc generate`
/// run (flows may call each other as sub-flows), writing into the plugin's work
/// folder. The outputs are known from the spec file names alone, so SwiftPM
/// reruns flowc only when a spec changed. Spec errors are printed as
/// `file:line:column: error: ...` at the YAML position, which SwiftPM and Xcode
/// show at the spec.
@main
struct FlowcPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles.map(\.url)
    return try commands(
      specs: files.filter { $0.lastPathComponent.hasSuffix(specSuffix) },
      templates: files.filter { $0.pathExtension == "mustache" }, target: target.name,
      tool: try context.tool(named: "flowc").url,
      workDirectory: context.pluginWorkDirectoryURL,
      configs: files.filter { configNames.contains($0.lastPathComponent) },
      sources: files.filter { $0.pathExtension == "swift" }, searchRoot: target.directoryURL)
  }
}

/// The names of a config file (see `ConfigFinder` in FlowcCore, which finds it:
/// the plugin lists every such file of the target as an input, so editing it
/// reruns flowc).
let configNames: Set<String> = ["flowc-config.yaml", "flowc-config.yml"]

/// The name of the spec file suffix; the generated file of `X.flow.yaml` is `X.swift`.
let specSuffix = ".flow.yaml"

/// The file flowc generates from a spec (see `SwiftGenerator.outputName`):
/// `Login.flow.yaml` -> `Login.swift`, `Main.flow.yaml` -> `MainFlow.swift`.
func outputName(forSpec spec: URL) -> String {
  let stem = String(spec.lastPathComponent.dropLast(specSuffix.count))
  return stem.lowercased() == "main" ? stem + "Flow.swift" : stem + ".swift"
}

/// A problem with a target's specs that stops the plugin before flowc runs.
struct FlowcPluginError: Error, CustomStringConvertible {
  var description: String
}

/// The one `flowc generate` command of a target's specs. `templates` are the
/// target's `.mustache` files: a config's `templates` folder in the target is
/// among them, so editing a template reruns flowc.
///
/// flowc finds the config itself, searching `searchRoot` (the target's
/// folder) and the folders of the specs; `configs` (the target's files named
/// like a config) are inputs. A Swift file of the target named like a file the
/// plugin generates, such as one `swift package flowc-generate` wrote, would
/// fail the build with two files of one name: reported here, with the reason.
func commands(
  specs: [URL], templates: [URL], target: String, tool: URL, workDirectory: URL,
  configs: [URL] = [], sources: [URL] = [], searchRoot: URL? = nil
) throws -> [Command] {
  guard !specs.isEmpty else {
    throw FlowcPluginError(
      description: "flowc: target '\(target)' has no *.flow.yaml specs; add one or remove the "
        + "FlowcPlugin from the target")
  }
  let specs = specs.sorted { $0.path < $1.path }
  var byOutput: [String: URL] = [:]
  for spec in specs {
    let name = outputName(forSpec: spec).lowercased()
    if let other = byOutput[name] {
      throw FlowcPluginError(
        description: "flowc: '\(other.path)' and '\(spec.path)' would both generate "
          + "'\(outputName(forSpec: spec))'; rename one")
    }
    byOutput[name] = spec
  }
  for source in sources.sorted(by: { $0.path < $1.path }) {
    guard let spec = byOutput[source.lastPathComponent.lowercased()] else { continue }
    let written = source.deletingLastPathComponent().lastPathComponent == "Generated"
    throw FlowcPluginError(
      description: "flowc: '\(source.path)' has the name of the file FlowcPlugin generates from "
        + "'\(spec.lastPathComponent)'"
        + (written
          ? ", as swift package flowc-generate writes it: a target uses the build plugin or "
            + "flowc-generate, not both; remove '\(source.deletingLastPathComponent().path)' "
            + "or the plugin" : "; rename one"))
  }
  let output = workDirectory.appending(path: "GeneratedFlows")
  var arguments = ["generate"] + specs.map(\.path) + ["--output", output.path]
  if let searchRoot { arguments += ["--config-search-root", searchRoot.path] }
  let inputs =
    specs + configs.sorted { $0.path < $1.path } + templates.sorted { $0.path < $1.path }
  return [
    .buildCommand(
      displayName: "Generating Swift from \(specs.count) flow spec\(specs.count == 1 ? "" : "s")",
      executable: tool, arguments: arguments, inputFiles: inputs,
      outputFiles: specs.map { output.appending(path: outputName(forSpec: $0)) })
  ]
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension FlowcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let files = target.inputFiles.map(\.url)
      return try commands(
        specs: files.filter { $0.lastPathComponent.hasSuffix(specSuffix) },
        templates: files.filter { $0.pathExtension == "mustache" }, target: target.displayName,
        tool: try context.tool(named: "flowc").url,
        workDirectory: context.pluginWorkDirectoryURL,
        configs: files.filter { configNames.contains($0.lastPathComponent) },
        sources: files.filter { $0.pathExtension == "swift" })
    }
  }
#endif
