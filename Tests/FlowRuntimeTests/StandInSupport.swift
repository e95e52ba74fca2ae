import Foundation
import Testing

/// Compiling FlowRuntime against a stand-in module of `Tests/StandIns/`
/// (UIKit, SwiftUI), for the code that only builds on Apple platforms.
enum StandIn {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let runtimeSources = root.appendingPathComponent("Sources/FlowRuntime")
  static let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"

  /// Runs a program in `folder`: its exit status and what it printed.
  static func run(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A new temporary folder holding the stand-in `module`'s source, as `<module>.swift`.
  static func folder(with module: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-\(module.lowercased())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Tests/StandIns/\(module).swift"),
      to: folder.appendingPathComponent("\(module).swift"))
    return folder
  }

  /// Copies FlowRuntime's sources into `folder`, `replacing` one file's text; returns their names.
  static func copyRuntime(to folder: URL, replacing: (name: String, text: String)? = nil) throws
    -> [String]
  {
    var files: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: runtimeSources.path).sorted()
    where name.hasSuffix(".swift") {
      var text = try String(
        contentsOf: runtimeSources.appendingPathComponent(name), encoding: .utf8)
      if let replacing, replacing.name == name { text = replacing.text }
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      files.append(name)
    }
    return files
  }

  /// Type-checks FlowRuntime, `replacing` one of its files, with stand-in
  /// `module` built first; the compiler's status and output.
  static func typecheckRuntime(
    against module: String, replacing: (name: String, text: String)? = nil
  ) throws -> (Int32, String) {
    let folder = try folder(with: module)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (built, log) = try run(
      [
        swiftc, "-emit-module", "-module-name", module, "-swift-version", "6",
        "-warnings-as-errors", "\(module).swift",
      ], in: folder)
    try #require(built == 0, "\(log)")
    let files = try copyRuntime(to: folder, replacing: replacing)
    return try run(
      [
        swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-module-name", "FlowRuntime", "-I", ".",
      ] + files, in: folder)
  }
}
