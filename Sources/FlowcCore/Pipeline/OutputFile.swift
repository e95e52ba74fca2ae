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
    let data = Data(contents.utf8)
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
}

/// A generated file that could not be written.
public struct OutputFileError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String
  public var description: String { "cannot write '\(path)': \(reason)" }
}
