import Foundation
import PackagePlugin

/// `swift package flowc-check [--target NAME ...] [--generated] [flowc check options]`:
/// checks the flow specs of the package's targets (all, or those named), each
/// target a run of its own with the config flowc finds for it, as the build
/// plugin does. `--generated` also checks that each target's `Generated/`
/// folder, written by `flowc-generate`, is up to date (`flowc generate --check`),
/// without the write permission `flowc-generate` asks for.
@main
struct FlowcCheck: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let generated = extractor.extractFlag(named: "generated") > 0
    let tool = try context.tool(named: "flowc").url
    let options = extractor.remainingArguments
    var failed: [String] = []
    var summaries: [String] = []
    for target in try specTargets(context.package, targets: names) {
      let folder = target.directoryURL.path
      let arguments = ["check", folder, "--config-search-root", folder] + options
      var ok: Bool
      if options.contains(where: { $0 == "--format" || $0.hasPrefix("--format=") }) {
        ok = try run(tool, arguments)
      } else {
        let checked = try runReporting(tool, arguments)
        ok = checked.ok
        summaries.append("\(checked.summary) of '\(target.name)'")
      }
      if generated {
        ok =
          try run(
            tool,
            [
              "generate", folder, "--config-search-root", folder, "--output", folder + "/Generated",
              "--check",
            ]) && ok
      }
      if !ok { failed.append(target.name) }
    }
    // After the diagnostics, the one line that says what failed.
    guard failed.isEmpty else {
      throw FlowcCommandError(
        description: "flowc-check: problems in \(failed.map { "'\($0)'" }.joined(separator: ", "))"
          + (summaries.isEmpty ? "" : " (\(summaries.joined(separator: "; ")))"))
    }
  }
}

/// Runs `flowc check` with `--format json` and reports each diagnostic as the
/// plugin's own, at its file and line: SwiftPM prints them in order with the
/// line that says the command failed (flowc's own output would come after it
/// in a log, printed when SwiftPM's output is flushed), and Xcode shows them
/// at the spec.
func runReporting(_ tool: URL, _ arguments: [String]) throws -> (ok: Bool, summary: String) {
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments + ["--format", "json"]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let diagnostics = document["diagnostics"] as? [[String: Any]]
  else {
    return (process.terminationStatus == 0, "flowc check exited \(process.terminationStatus)")
  }
  // SwiftPM prints a plugin's diagnostic without its place: the message says it.
  func located(_ item: [String: Any], _ text: String) -> String {
    guard let file = item["file"] as? String else { return text }
    let line = (item["line"] as? Int).map { ":\($0)" } ?? ""
    let column = (item["column"] as? Int).map { ":\($0)" } ?? ""
    return "\(file)\(line)\(column): \(text)"
  }
  for item in diagnostics {
    let notes = (item["notes"] as? [[String: Any]] ?? []).map {
      "\n" + located($0, "note: \($0["message"] as? String ?? "")")
    }
    let message =
      located(item, "\(item["message"] as? String ?? "") [\(item["code"] as? String ?? "")]")
      + notes.joined()
    let (file, line) = (item["file"] as? String, item["line"] as? Int)
    if item["severity"] as? String == "warning" {
      Diagnostics.warning(message, file: file, line: line)
    } else {
      Diagnostics.error(message, file: file, line: line)
    }
  }
  let summary = document["summary"] as? [String: Any]
  let errors = summary?["errors"] as? Int ?? 0
  let warnings = summary?["warnings"] as? Int ?? 0
  let files = (document["files"] as? [Any])?.count ?? 0
  func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
  return (
    process.terminationStatus == 0,
    "\(count(errors, "error")) and \(count(warnings, "warning")) in \(count(files, "file"))"
  )
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
