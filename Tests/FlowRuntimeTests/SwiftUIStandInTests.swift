import Foundation
import Testing

/// `FlowNavigationView` only builds where SwiftUI is. Here it is type-checked
/// with the rest of FlowRuntime against a stand-in `SwiftUI` module that
/// declares what the view uses, with SwiftUI's signatures (iOS 17), so a
/// wrong binding or modifier fails a test on Linux.
@Suite struct SwiftUIStandInTests {
  static let standIn =
    (try? String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("StandIns/SwiftUI.swift"),
      encoding: .utf8)) ?? ""

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

  static let runtimeSources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/FlowRuntime")

  /// Type-checks FlowRuntime, `replacing` one of its files, with the stand-in.
  static func typecheck(replacing: (name: String, text: String)? = nil) throws -> (Int32, String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-swiftui-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "swiftc"
    try standIn.write(
      to: folder.appendingPathComponent("SwiftUI.swift"), atomically: true, encoding: .utf8)
    let (built, log) = try run(
      [swiftc, "-emit-module", "-module-name", "SwiftUI", "-swift-version", "6", "SwiftUI.swift"],
      in: folder)
    try #require(built == 0, "\(log)")
    var files: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: runtimeSources.path).sorted()
    where name.hasSuffix(".swift") {
      var text = try String(
        contentsOf: runtimeSources.appendingPathComponent(name), encoding: .utf8)
      if let replacing, replacing.name == name { text = replacing.text }
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      files.append(name)
    }
    return try run(
      [
        swiftc, "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
        "-module-name", "FlowRuntime", "-I", ".",
      ] + files, in: folder)
  }

  @Test func theSwiftUIViewTypechecks() throws {
    let (status, output) = try Self.typecheck()
    #expect(status == 0, "\(output)")
  }

  /// The stand-in holds the view to SwiftUI's API: binding a sheet to a
  /// property that is not optional fails, as in SwiftUI.
  @Test func aWrongBindingFailsTheCheck() throws {
    let name = "FlowNavigationView.swift"
    let text = try String(
      contentsOf: Self.runtimeSources.appendingPathComponent(name), encoding: .utf8)
    let broken = text.replacingOccurrences(
      of: ".sheet(item: $stack.modal)", with: ".sheet(item: $stack.path)")
    #expect(broken != text)
    let (status, output) = try Self.typecheck(replacing: (name, broken))
    #expect(status != 0)
    #expect(output.contains("FlowNavigationView.swift"), "\(output)")
  }
}
