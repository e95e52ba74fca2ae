import Foundation
import Testing

/// `UIKitNavigator` only builds where UIKit is. Here it is type-checked with
/// the rest of FlowRuntime against a stand-in `UIKit` module that declares
/// what the navigator uses, with UIKit's signatures (iOS 17/18 SDK), so a
/// wrong member fails a test on Linux.
@Suite struct UIKitStandInTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let standIn = root.appendingPathComponent("Tests/StandIns/UIKit.swift")
  static let runtimeSources = root.appendingPathComponent("Sources/FlowRuntime")
  static let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"

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

  /// A new temporary folder holding the stand-in, built as module `UIKit`.
  static func folderWithUIKit() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-uikit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: standIn, to: folder.appendingPathComponent("UIKit.swift"))
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

  /// Type-checks FlowRuntime, `replacing` one of its files, with the stand-in.
  static func typecheck(replacing: (name: String, text: String)? = nil) throws -> (Int32, String) {
    let folder = try folderWithUIKit()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (built, log) = try run(
      [
        swiftc, "-emit-module", "-module-name", "UIKit", "-swift-version", "6",
        "-warnings-as-errors", "UIKit.swift",
      ], in: folder)
    try #require(built == 0, "\(log)")
    let files = try copyRuntime(to: folder, replacing: replacing)
    return try run(
      [
        swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-module-name", "FlowRuntime", "-I", ".",
      ] + files, in: folder)
  }

  @Test func theUIKitNavigatorTypechecks() throws {
    let (status, output) = try Self.typecheck()
    #expect(status == 0, "\(output)")
  }

  /// The stand-in holds the navigator to UIKit's API: a misspelt UIKit member fails.
  @Test func aMisspeltUIKitMemberFailsTheCheck() throws {
    let name = "UIKitNavigator.swift"
    let text = try String(
      contentsOf: Self.runtimeSources.appendingPathComponent(name), encoding: .utf8)
    let broken = text.replacingOccurrences(
      of: ".popViewController(animated:", with: ".popViewControler(animated:")
    #expect(broken != text)
    let (status, output) = try Self.typecheck(replacing: (name, broken))
    #expect(status != 0)
    #expect(output.contains("UIKitNavigator.swift"), "\(output)")
    #expect(output.contains("popViewControler"), "\(output)")
  }
}
