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
