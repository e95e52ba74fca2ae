/// A spec file that could not be read.
public struct SourceFileError: Error, CustomStringConvertible {
  public var path: String
  public var description: String { "cannot read '\(path)'" }
}
