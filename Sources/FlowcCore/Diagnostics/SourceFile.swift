import Foundation

/// The bytes of one spec file and the name diagnostics use for it.
public struct SourceFile: Sendable {
  /// The path as the user gave it (relative paths stay relative in diagnostics).
  public let path: String
  /// The file's bytes; empty when the file was too large to read (see `size`).
  public let bytes: [UInt8]
  /// The file's size in bytes: `bytes.count`, or, for a file `read(path:maxSize:)`
  /// did not read because it is larger than its limit, a size beyond that limit.
  public let size: Int

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    size = bytes.count
  }

  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// A file that was not read because it has more than a limit's bytes.
  init(path: String, unreadSize: Int) {
    self.path = path
    bytes = []
    size = unreadSize
  }

  /// The default largest file `read(path:maxSize:)` reads: 32 MiB.
  public static let defaultMaxSize = 32 << 20

  /// Whether the file was left unread for being larger than its limit.
  public var isUnread: Bool { bytes.count != size }

  /// Reads a file from disk. A file larger than `maxSize` bytes is not read:
  /// the result has no bytes and its `size`, and reading reports it as too
  /// large. Memory stays proportional to what is read, whatever the file's size.
  public static func read(
    path: String, maxSize: Int = SourceFile.defaultMaxSize
  ) throws(SourceFileError) -> SourceFile {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw SourceFileError(path: path, errno: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw SourceFileError(path: path, errno: errno) }
    if status.st_mode & S_IFMT == S_IFDIR { throw SourceFileError(path: path, errno: EISDIR) }
    let statSize = Int(status.st_size)
    if status.st_mode & S_IFMT == S_IFREG, statSize > maxSize {
      return SourceFile(path: path, unreadSize: statSize)
    }
    // Read at most one byte more than the limit: a file that grows, or one
    // whose size `stat` does not tell (a pipe), stops there.
    let cap = maxSize == .max ? Int.max : maxSize + 1
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(max(statSize, 4096), cap))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < cap {
      let wanted = min(chunk.count, cap - bytes.count)
      let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SourceFileError(path: path, errno: errno)
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    if bytes.count > maxSize { return SourceFile(path: path, unreadSize: bytes.count) }
    return SourceFile(path: path, bytes: bytes)
  }
}

/// The system's `read`, which `SourceFile.read` would otherwise shadow.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
