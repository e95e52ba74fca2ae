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

  /// Holds the lock of `folder` on another thread until `release` is
  /// signalled; returns once it holds it.
  static func holdLock(_ folder: String, until release: DispatchSemaphore) -> DispatchSemaphore {
    let held = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      try? OutputFile.withLock(folder) { () throws(OutputFileError) in
        held.signal()
        release.wait()
      }
      done.signal()
    }
    held.wait()
    return done
  }

  /// A run that finds the folder locked by another waits for it, and then
  /// compares its files with what the other run wrote.
  @Test func aSecondRunWaitsForTheFirst() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plan = OutputPlan(
      files: [GeneratedFile(name: "A.swift", contents: "a")], in: folder.path)
    #expect(plan.toWrite.map(\.name) == ["A.swift"])
    let release = DispatchSemaphore(value: 0)
    let done = Self.holdLock(folder.path, until: release)
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
      // What the first run writes while the second waits.
      try? "a".write(
        to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
      release.signal()
    }
    let clock = ContinuousClock()
    let start = clock.now
    let applied = try plan.apply(lockTimeout: .seconds(30))
    #expect(clock.now - start >= .milliseconds(250))
    #expect(applied == OutputPlan.Applied(written: 0, unchanged: 1, removed: 0))
    done.wait()
    #expect(try Self.contents(folder) == ["A.swift": "a"])
  }

  @Test func aFolderLockedTooLongIsAClearError() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let release = DispatchSemaphore(value: 0)
    let done = Self.holdLock(folder.path, until: release)
    defer {
      release.signal()
      done.wait()
    }
    let plan = OutputPlan(
      files: [GeneratedFile(name: "A.swift", contents: "a")], in: folder.path)
    let error = try #require(throws: OutputFileError.self) {
      try plan.apply(lockTimeout: .milliseconds(100))
    }
    #expect(error.path == folder.path)
    #expect(error.description.contains("another flowc generate is writing to it; waited"))
    #expect(try Self.contents(folder).isEmpty)
  }

  /// The lock is the folder's own: nothing is left in it.
  @Test func lockingLeavesNothingBehind() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plan = OutputPlan(
      files: [GeneratedFile(name: "A.swift", contents: "a")], in: folder.path)
    _ = try plan.apply()
    #expect(try Self.contents(folder) == ["A.swift": "a"])
  }
}
