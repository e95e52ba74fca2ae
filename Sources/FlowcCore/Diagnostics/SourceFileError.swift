import Foundation

/// A spec file that could not be read.
public struct SourceFileError: Error, CustomStringConvertible {
  public var path: String
  /// Why, as the system says it ("Permission denied"), when known.
  public var reason: String?

  public init(path: String, reason: String? = nil) {
    self.path = path
    self.reason = reason
  }

  init(path: String, errno code: Int32) {
    let reason =
      switch code {
      case EISDIR: "it is a folder"
      case ELOOP: "too many levels of symbolic links"
      default: String(cString: strerror(code))
      }
    self.init(path: path, reason: reason)
  }

  public var description: String { "cannot read '\(path)'" + (reason.map { ": \($0)" } ?? "") }
}
