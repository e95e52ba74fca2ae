import Foundation
import Testing

@testable import FlowcCore

/// `OutputFile.holds`: how a generation tells an unchanged file.
@Suite struct OutputFileTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("flowc-output-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aFileHoldsExactlyItsBytes() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("A.swift").path
    // Longer than a block, so that the comparison goes on past the first.
    let bytes = (0..<(OutputFile.compareBlock * 2 + 7)).map { UInt8(truncatingIfNeeded: $0 * 31) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(OutputFile.holds(bytes, at: path) == true)
    var last = bytes
    last[last.count - 1] &+= 1
    #expect(OutputFile.holds(last, at: path) == false)
    var middle = bytes
    middle[OutputFile.compareBlock + 3] &+= 1
    #expect(OutputFile.holds(middle, at: path) == false)
    #expect(OutputFile.holds(Array(bytes.dropLast()), at: path) == false)
    #expect(OutputFile.holds(bytes + [0], at: path) == false)
  }

  @Test func anEmptyFileHoldsNoBytes() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Empty.swift").path
    try Data().write(to: URL(fileURLWithPath: path))
    #expect(OutputFile.holds([], at: path) == true)
    #expect(OutputFile.holds([0x0A], at: path) == false)
  }

  @Test func noFileOrAFolderHoldsNothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(OutputFile.holds([0x0A], at: folder.appendingPathComponent("None.swift").path) == nil)
    #expect(OutputFile.holds([], at: folder.path) == nil)
  }

  @Test func writingTheBytesAFileHoldsLeavesItAlone() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Sub/A.swift").path
    #expect(try OutputFile.write(Array("a\n".utf8), to: path) == .written)
    #expect(try OutputFile.write(Array("a\n".utf8), to: path) == .unchanged)
    #expect(try OutputFile.write(Array("b\n".utf8), to: path) == .written)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "b\n")
  }
}
