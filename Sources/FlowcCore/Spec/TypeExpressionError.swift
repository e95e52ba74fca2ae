/// A type expression that does not parse.
public struct TypeExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, e.g. "expected ']'".
  public var problem: String
  /// Character offset in the expression where it went wrong.
  public var offset: Int
  public var description: String { problem }
}
