/// A position in a spec file: 1-based line and column, as swiftc prints them.
///
/// Columns count characters (Unicode scalars), the way libyaml counts them.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// A file's path, made once per file and shared by every location in it.
  public final class File: Sendable {
    public let path: String

    public init(_ path: String) {
      self.path = path
    }
  }

  public var file: String {
    get { storedFile.path }
    set { storedFile = File(newValue) }
  }
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  /// The path by reference, line and column in 32 bits each: a location is
  /// 16 bytes, and a spec holds one for nearly every value it writes. (The
  /// YAML layer counts lines and columns in 32 bits too.)
  private var storedFile: File
  private var storedLine: Int32
  private var storedColumn: Int32

  public init(file: String, line: Int, column: Int) {
    self.init(file: File(file), line: line, column: column)
  }

  /// A location in a file whose path is already shared.
  public init(file: File, line: Int, column: Int) {
    self.storedFile = file
    self.storedLine = Int32(clamping: line)
    self.storedColumn = Int32(clamping: column)
  }

  public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn
      && (lhs.storedFile === rhs.storedFile || lhs.storedFile.path == rhs.storedFile.path)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storedFile.path)
    hasher.combine(storedLine)
    hasher.combine(storedColumn)
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
