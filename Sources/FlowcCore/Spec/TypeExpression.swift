/// A Swift type as a spec writes it, in normal form.
///
/// `Optional<String>` and `String?` parse to the same value, so do
/// `Array<T>` / `[T]`, `Dictionary<K, V>` / `[K: V]` and `()` / `Void`;
/// whitespace does not matter. `description` is the normal spelling.
public enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
  /// A built-in, declared or external name, possibly qualified (`Foundation.URL`).
  case named(String)
  indirect case optional(TypeExpression)
  indirect case array(TypeExpression)
  indirect case dictionary(key: TypeExpression, value: TypeExpression)

  public static let void = TypeExpression.named("Void")

  /// Whether a value of `type` may arrive where this type is taken: the same
  /// type, or for an optional (`String?`) its wrapped type (`String`) or
  /// nothing (`Void`: the optional is `nil`).
  public func accepts(_ type: TypeExpression) -> Bool {
    if self == type { return true }
    guard case .optional(let wrapped) = self else { return false }
    return type == .void || wrapped == type
  }
  public static let never = TypeExpression.named("Never")
  public static let error = TypeExpression.named("Error")

  public var description: String {
    switch self {
    case .named(let name): name
    case .optional(let wrapped): "\(wrapped)?"
    case .array(let element): "[\(element)]"
    case .dictionary(let key, let value): "[\(key): \(value)]"
    }
  }

  /// Every name the expression mentions, outermost first.
  public var names: [String] {
    var names: [String] = []
    forEachName { names.append($0) }
    return names
  }

  /// Calls `body` with every name the expression mentions (no array on the way).
  public func forEachName(_ body: (String) -> Void) {
    switch self {
    case .named(let name): body(name)
    case .optional(let wrapped): wrapped.forEachName(body)
    case .array(let element): element.forEachName(body)
    case .dictionary(let key, let value):
      key.forEachName(body)
      value.forEachName(body)
    }
  }

  /// Whether every name the expression mentions satisfies `predicate`.
  public func allNames(_ predicate: (String) -> Bool) -> Bool {
    switch self {
    case .named(let name): predicate(name)
    case .optional(let wrapped): wrapped.allNames(predicate)
    case .array(let element): element.allNames(predicate)
    case .dictionary(let key, let value): key.allNames(predicate) && value.allNames(predicate)
    }
  }

  /// The deepest nesting a written type may have by default: brackets,
  /// generic arguments and `?` each add a level (`[[Int]?]` has four).
  public static let maxDepth = YAMLLimits.defaultMaxTypeDepth

  /// Parses a type expression; the error says what was expected where. A type
  /// nesting deeper than `maxDepth` levels is an error.
  public init(parsing text: String, maxDepth: Int = TypeExpression.maxDepth)
    throws(TypeExpressionError)
  {
    // Most written types are a bare name: no need for the parser.
    var copy = text
    let isName = copy.withUTF8 { bytes in
      guard let first = bytes.first, first != UInt8(ascii: "_"),
        Identifier.isStart(Unicode.Scalar(first))
      else { return false }
      for byte in bytes where byte >= 0x80 || !Identifier.isContinuation(Unicode.Scalar(byte)) {
        return false
      }
      return true
    }
    if isName {
      self = .named(text)
      return
    }
    var parser = TypeExpressionParser(text, maxDepth: maxDepth)
    self = try parser.parseWhole()
  }
}
