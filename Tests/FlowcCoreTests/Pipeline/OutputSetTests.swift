import Foundation
import Testing

@testable import FlowcCore

/// `OutputFile.replace`: a generation replaces all its files or none.
@Suite struct OutputSetTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-output-set-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func contents(_ folder: URL) throws -> [String: String] {
    var contents: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      contents[name] =
        isDirectory.boolValue ? "<folder>" : try String(contentsOf: url, encoding: .utf8)
    }
    return contents
  }

  @Test func everyFileIsReplacedAndLeftoversGo() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "old a".write(
      to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "gone".write(
      to: folder.appendingPathComponent("Gone.swift"), atomically: true, encoding: .utf8)
    try "keep".write(
      to: folder.appendingPathComponent("Keep.swift"), atomically: true, encoding: .utf8)
    try OutputFile.replace(
      [("A.swift", Array("new a".utf8)), ("B.swift", Array("new b".utf8))],
      removing: ["Gone.swift"], in: folder.path)
    #expect(
      try Self.contents(folder) == ["A.swift": "new a", "B.swift": "new b", "Keep.swift": "keep"])
  }

  @Test func aFileThatCannotBeReplacedLeavesTheFolderAsItWas() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "old a".write(
      to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "gone".write(
      to: folder.appendingPathComponent("Gone.swift"), atomically: true, encoding: .utf8)
    // A folder where `C.swift` would go: the rename over it fails after `A`
    // and `B` were already moved into place.
    let blocked = folder.appendingPathComponent("C.swift")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    try "x".write(to: blocked.appendingPathComponent("inside"), atomically: true, encoding: .utf8)
    let before = try Self.contents(folder)
    let error = try #require(throws: OutputFileError.self) {
      try OutputFile.replace(
        [
          ("A.swift", Array("new a".utf8)), ("B.swift", Array("new b".utf8)),
          ("C.swift", Array("new c".utf8)),
        ],
        removing: ["Gone.swift"], in: folder.path)
    }
    #expect(error.path.hasSuffix("C.swift"))
    #expect(try Self.contents(folder) == before)
  }

  @Test func theStagingFolderOfAKilledRunIsCleared() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stale = folder.appendingPathComponent(OutputFile.stagingPrefix + "killed")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    try "half".write(to: stale.appendingPathComponent("new-0"), atomically: true, encoding: .utf8)
    try OutputFile.replace([("A.swift", Array("a".utf8))], removing: [], in: folder.path)
    #expect(try Self.contents(folder) == ["A.swift": "a"])
  }

  @Test(
    .disabled(
      if: getuid() == 0, "root writes into a read-only folder, so the failure cannot be made here"))
  func aReadOnlyFolderIsAnErrorAndKeepsItsFiles() throws {
    let folder = try Self.folder()
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }
    try "old".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    #expect(throws: OutputFileError.self) {
      try OutputFile.replace([("A.swift", Array("new".utf8))], removing: [], in: folder.path)
    }
    #expect(try Self.contents(folder) == ["A.swift": "old"])
  }
}
