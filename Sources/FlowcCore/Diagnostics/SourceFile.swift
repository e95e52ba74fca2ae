import Foundation

/// The bytes of one spec file and the name diagnostics use for it.
public struct SourceFile: Sendable {
  /// The path as the user gave it (relative paths stay relative in diagnostics).
  public let path: String
  public let bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Reads a file from disk.
  public static func read(path: String) throws(SourceFileError) -> SourceFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SourceFileError(path: path)
    }
    return SourceFile(path: path, bytes: [UInt8](data))
  }
}

/// A spec file that could not be read.
public struct SourceFileError: Error, CustomStringConvertible {
  public var path: String
  public var description: String { "cannot read '\(path)'" }
}

/// Where each line of a file starts, to quote source lines in diagnostics.
///
/// Line breaks are `\n`, `\r\n` and `\r`, as in YAML.
public struct LineTable: Sendable {
  private let bytes: [UInt8]
  private let starts: [Int]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      i += 1
      if byte == UInt8(ascii: "\r"), i < bytes.count, bytes[i] == UInt8(ascii: "\n") { i += 1 }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(i) }
    }
    self.starts = starts
  }

  /// The number of lines (a final line break starts an empty last line).
  public var count: Int { starts.count }

  /// The bytes of 1-based line `line`, without its line break.
  public func bytes(ofLine line: Int) -> ArraySlice<UInt8>? {
    guard line >= 1, line <= starts.count else { return nil }
    let start = starts[line - 1]
    var end = line < starts.count ? starts[line] : bytes.count
    while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r")
    {
      end -= 1
    }
    return bytes[start..<end]
  }

  /// The 1-based line and character column of a byte offset.
  public func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    let offset = min(max(offset, 0), bytes.count)
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    // Count characters, not bytes: UTF-8 continuation bytes do not start one.
    let column = bytes[starts[low]..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return (low + 1, column + 1)
  }
}
