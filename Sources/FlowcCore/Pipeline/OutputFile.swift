import Foundation

/// Writes generated files the way a build tool should: atomically (a reader
/// never sees half a file, and a failed write leaves the old file intact) and
/// only when the content changed (an unchanged file keeps its date, so
/// incremental builds stay incremental).
public enum OutputFile {
  public enum Outcome: Equatable, Sendable {
    case written
    case unchanged
  }

  /// Writes `contents` to `path` unless the file already holds exactly that.
  @discardableResult
  public static func write(_ contents: String, to path: String) throws(OutputFileError) -> Outcome {
    try write(Array(contents.utf8), to: path)
  }

  /// Writes `bytes` to `path` unless the file already holds exactly those.
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) -> Outcome {
    if holds(bytes, at: path) == true { return .unchanged }
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      // Foundation writes to a temporary file beside the target and renames it.
      try withData(bytes) { data in try data.write(to: url, options: .atomic) }
    } catch {
      throw OutputFileError(path: path, reason: "\(error.localizedDescription)")
    }
    return .written
  }

  /// Whether the file at `path` holds exactly `bytes`; nil when there is no
  /// file there to read (none, a folder, or one that cannot be opened).
  ///
  /// Compares the sizes, then the bytes a block at a time as they are read:
  /// the file is read once and never held whole in memory.
  public static func holds(_ bytes: [UInt8], at path: String) -> Bool? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return nil }
    if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) != bytes.count { return false }
    let block = UnsafeMutableRawBufferPointer.allocate(
      byteCount: min(max(bytes.count, 1), compareBlock) + 1, alignment: 16)
    defer { block.deallocate() }
    return bytes.withUnsafeBytes { expected in
      var offset = 0
      // Reads until the end of the file, so that a file longer than
      // expected (grown since `fstat`) is told apart.
      while true {
        let count = read(descriptor, block.baseAddress, block.count)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        if count == 0 { return offset == expected.count }
        guard count <= expected.count - offset,
          memcmp(block.baseAddress!, expected.baseAddress! + offset, count) == 0
        else { return false }
        offset += count
      }
    }
  }

  /// How many bytes of a file `holds` reads and compares at a time.
  static let compareBlock = 1 << 18

  /// Calls `body` with `bytes` as `Data`, without copying them.
  static func withData<T>(_ bytes: [UInt8], _ body: (Data) throws -> T) rethrows -> T {
    try bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else { return try body(Data()) }
      return try body(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count,
          deallocator: .none))
    }
  }

  /// Replaces the files `writes` names in `folder` and removes `removals`,
  /// all or none.
  ///
  /// Every new file is first written whole into a staging folder inside
  /// `folder` (so that moving it is a rename on the same file system). Only
  /// when all are written does anything in `folder` change: each file is moved
  /// over its target by an atomic rename, after a hard link (or copy) of the
  /// old file is kept, and each removal is a rename into the staging folder. If
  /// a write fails (a full disk, a read-only folder) nothing changed; if a
  /// rename fails, the renames already made are undone. A process killed
  /// during the renames, which take milliseconds, leaves each file whole,
  /// old or new; the next run finishes the job and clears the staging folder.
  public static func replace(
    _ writes: [(name: String, bytes: [UInt8])], removing removals: [String], in folder: String
  ) throws(OutputFileError) {
    guard !writes.isEmpty || !removals.isEmpty else { return }
    let manager = FileManager.default
    let base = URL(fileURLWithPath: folder, isDirectory: true)
    func path(_ name: String) -> String { base.appendingPathComponent(name).path }
    do {
      try manager.createDirectory(at: base, withIntermediateDirectories: true)
    } catch {
      throw OutputFileError(path: folder, reason: error.localizedDescription)
    }
    // Staging folders of runs that were killed.
    for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? []
    where name.hasPrefix(stagingPrefix) {
      try? manager.removeItem(atPath: path(name))
    }
    let staging = stagingPrefix + UUID().uuidString
    let stagingPath = path(staging)
    defer { try? manager.removeItem(atPath: stagingPath) }
    do {
      try manager.createDirectory(atPath: stagingPath, withIntermediateDirectories: false)
      for (index, file) in writes.enumerated() {
        let url = URL(fileURLWithPath: stagingPath + "/new-\(index)")
        try withData(file.bytes) { data in try data.write(to: url) }
      }
    } catch {
      throw OutputFileError(path: folder, reason: error.localizedDescription)
    }
    // Each step done, with how to undo it.
    var undo: [() -> Void] = []
    func fail(_ target: String, _ operation: String) -> OutputFileError {
      let reason = String(cString: strerror(errno))
      for step in undo.reversed() { step() }
      return OutputFileError(path: target, reason: reason, operation: operation)
    }
    for (index, file) in writes.enumerated() {
      let target = path(file.name)
      let new = stagingPath + "/new-\(index)"
      let old = stagingPath + "/old-\(index)"
      let existed = manager.fileExists(atPath: target)
      if existed {
        do {
          try manager.linkItem(atPath: target, toPath: old)
        } catch {
          do { try manager.copyItem(atPath: target, toPath: old) } catch {
            throw fail(target, "write")
          }
        }
      }
      guard rename(new, target) == 0 else { throw fail(target, "write") }
      undo.append(existed ? { _ = rename(old, target) } : { _ = unlink(target) })
    }
    for (index, name) in removals.enumerated() {
      let target = path(name)
      let removed = stagingPath + "/removed-\(index)"
      guard rename(target, removed) == 0 else { throw fail(target, "remove") }
      undo.append { _ = rename(removed, target) }
    }
  }

  /// How the staging folder of `replace` starts.
  public static let stagingPrefix = ".flowc-staging-"

  /// How long `withLock` waits for another run to finish writing.
  public static let lockTimeout: Duration = .seconds(60)

  /// Runs `body` holding the lock of `folder` (created if missing), so that
  /// two `flowc generate` runs into one folder write one after the other
  /// instead of clearing each other's staging folder. The lock is an
  /// exclusive `flock` on the folder itself: no file is left behind, and the
  /// system releases it when the process ends, however it ends. A run that
  /// finds the folder locked waits up to `timeout`, then fails saying so.
  public static func withLock<T>(
    _ folder: String, timeout: Duration = lockTimeout,
    _ body: () throws(OutputFileError) -> T
  ) throws(OutputFileError) -> T {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw OutputFileError(path: folder, reason: error.localizedDescription)
    }
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw OutputFileError(path: folder, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw OutputFileError(path: folder, reason: String(cString: strerror(errno)))
      }
      guard clock.now < deadline else {
        throw OutputFileError(
          path: folder, reason: "another flowc generate is writing to it; waited \(timeout)")
      }
      usleep(10_000)
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}

/// A generated file that could not be written or removed.
public struct OutputFileError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String
  /// What failed: "write" or "remove".
  public var operation: String

  public init(path: String, reason: String, operation: String = "write") {
    self.path = path
    self.reason = reason
    self.operation = operation
  }

  public var description: String { "cannot \(operation) '\(path)': \(reason)" }
}
