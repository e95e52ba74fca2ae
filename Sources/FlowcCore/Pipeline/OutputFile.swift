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
    let data = Data(bytes)
    if FileManager.default.contents(atPath: path) == data { return .unchanged }
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      // Foundation writes to a temporary file beside the target and renames it.
      try data.write(to: url, options: .atomic)
    } catch {
      throw OutputFileError(path: path, reason: "\(error.localizedDescription)")
    }
    return .written
  }

  /// Removes the file at `path`.
  public static func remove(_ path: String) throws(OutputFileError) {
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw OutputFileError(path: path, reason: error.localizedDescription, operation: "remove")
    }
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
