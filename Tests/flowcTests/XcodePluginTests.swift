import Foundation
import Testing

/// The Xcode entry points of the plugins (`#if canImport(XcodeProjectPlugin)`)
/// only build inside Xcode. Here they are type-checked against the real
/// `PackagePlugin` of the toolchain and a stand-in `XcodeProjectPlugin` that
/// declares the part of Xcode's API they use, with the signatures Xcode's
/// module has, so a misspelt member or a wrong type fails a test.
@Suite struct XcodePluginTests {
  static let standIn =
    (try? String(
      contentsOf: packageRoot.appendingPathComponent("Tests/StandIns/XcodeProjectPlugin.swift"),
      encoding: .utf8)) ?? ""

  /// The toolchain's `PackagePlugin` module folder, from `swiftc -print-target-info`.
  static func pluginAPI(_ swiftc: String, in folder: URL) throws -> String? {
    let (status, output) = try run([swiftc, "-print-target-info"], in: folder)
    guard status == 0,
      let info = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
      let paths = info["paths"] as? [String: Any],
      let resources = paths["runtimeResourcePath"] as? String
    else { return nil }
    let api = resources + "/pm/PluginAPI"
    return FileManager.default.fileExists(atPath: api + "/PackagePlugin.swiftmodule") ? api : nil
  }

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

  /// Type-checks `sources`, Xcode parts included: the compiler's status and output.
  static func typecheck(_ sources: [String]) throws -> (Int32, String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-xcode-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    let api = try #require(try pluginAPI(swiftc, in: folder), "no PackagePlugin module")
    let common = ["-swift-version", "6", "-package-description-version", "6.1", "-I", api]
    try standIn.write(
      to: folder.appendingPathComponent("XcodeProjectPlugin.swift"), atomically: true,
      encoding: .utf8)
    let (built, log) = try run(
      [swiftc, "-emit-module", "-module-name", "XcodeProjectPlugin"] + common
        + ["XcodeProjectPlugin.swift"], in: folder)
    try #require(built == 0, "\(log)")
    var files: [String] = []
    for (index, source) in sources.enumerated() {
      let name = "Plugin\(index).swift"
      try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      files.append(name)
    }
    return try run(
      [swiftc, "-typecheck", "-parse-as-library", "-warnings-as-errors", "-I", "."] + common
        + files, in: folder)
  }

  static func source(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: packageRoot.appendingPathComponent(path)), as: UTF8.self)
  }

  @Test func theBuildPluginsXcodeEntryPointTypechecks() throws {
    let plugin = try Self.source("Plugins/FlowcPlugin/FlowcPlugin.swift")
    #expect(plugin.contains("extension FlowcPlugin: XcodeBuildToolPlugin"))
    let (status, output) = try Self.typecheck([plugin])
    #expect(status == 0, "\(output)")
  }

  /// The stand-in catches what Xcode would: a member its API does not have.
  @Test func aMisspeltXcodeMemberFailsTheCheck() throws {
    let plugin = try Self.source("Plugins/FlowcPlugin/FlowcPlugin.swift")
    let broken = plugin.replacingOccurrences(
      of: "target: target.displayName", with: "target: target.name")
    #expect(broken != plugin)
    let (status, output) = try Self.typecheck([broken])
    #expect(status != 0)
    #expect(output.contains("XcodeTarget"), "\(output)")
  }
}
