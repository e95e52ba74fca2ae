/// A position in a spec file: 1-based line and column, as swiftc prints them.
///
/// Columns count characters (Unicode scalars), the way libyaml counts them.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }
  /// Line and column in 32 bits each: a location is 24 bytes, and a spec
  /// holds one for nearly every value it writes. (The YAML layer counts
  /// lines and columns in 32 bits too.)
  private var storedLine: Int32
  private var storedColumn: Int32

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.storedLine = Int32(clamping: line)
    self.storedColumn = Int32(clamping: column)
  }

  public var description: String { "\(file):\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
