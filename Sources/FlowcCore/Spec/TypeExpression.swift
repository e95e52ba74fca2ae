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
    switch self {
    case .named(let name): [name]
    case .optional(let wrapped): wrapped.names
    case .array(let element): element.names
    case .dictionary(let key, let value): key.names + value.names
    }
  }

  /// Parses a type expression; the error says what was expected where.
  public init(parsing text: String) throws(TypeExpressionError) {
    // Most written types are a bare name: no need for the parser.
    if let first = text.utf8.first, first != UInt8(ascii: "_"), Identifier.isStart(Unicode.Scalar(first)),
      text.utf8.allSatisfy({ $0 < 0x80 && Identifier.isContinuation(Unicode.Scalar($0)) })
    {
      self = .named(text)
      return
    }
    var parser = TypeExpressionParser(text)
    self = try parser.parseWhole()
  }
}

/// A type expression that does not parse.
public struct TypeExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, e.g. "expected ']'".
  public var problem: String
  /// Character offset in the expression where it went wrong.
  public var offset: Int
  public var description: String { problem }
}

/// A recursive-descent parser over the expression's characters.
private struct TypeExpressionParser {
  let scalars: [Unicode.Scalar]
  var position = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  mutating func parseWhole() throws(TypeExpressionError) -> TypeExpression {
    skipSpaces()
    if position == scalars.count { throw fail("expected a type") }
    let type = try parseType()
    skipSpaces()
    if position < scalars.count { throw fail("unexpected '\(scalars[position])' after the type") }
    return type
  }

  private func fail(_ problem: String) -> TypeExpressionError {
    TypeExpressionError(problem: problem, offset: position)
  }

  private mutating func skipSpaces() {
    while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" {
      position += 1
    }
  }

  private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
    skipSpaces()
    guard position < scalars.count, scalars[position] == scalar else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ scalar: Unicode.Scalar) throws(TypeExpressionError) {
    if !consume(scalar) { throw fail("expected '\(scalar)'") }
  }

  /// type := primary '?'*
  private mutating func parseType() throws(TypeExpressionError) -> TypeExpression {
    var type = try parsePrimary()
    while position < scalars.count, scalars[position] == "?" {
      position += 1
      type = .optional(type)
    }
    if position < scalars.count, scalars[position] == "!" {
      throw fail("implicitly unwrapped optionals are not allowed; write '?'")
    }
    return type
  }

  /// primary := '[' type (':' type)? ']' | '(' ')' | name generic-arguments?
  private mutating func parsePrimary() throws(TypeExpressionError) -> TypeExpression {
    skipSpaces()
    guard position < scalars.count else { throw fail("expected a type") }
    if consume("[") {
      let first = try parseType()
      if consume(":") {
        let value = try parseType()
        try expect("]")
        return .dictionary(key: first, value: value)
      }
      try expect("]")
      return .array(first)
    }
    if consume("(") {
      try expect(")")
      return .void
    }
    let name = try parseName()
    guard consume("<") else { return .named(name) }
    var arguments: [TypeExpression] = [try parseType()]
    while consume(",") { arguments.append(try parseType()) }
    try expect(">")
    switch (name, arguments.count) {
    case ("Optional", 1): return .optional(arguments[0])
    case ("Array", 1): return .array(arguments[0])
    case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
    case ("Optional", _), ("Array", _), ("Dictionary", _):
      throw fail("'\(name)' takes \(name == "Dictionary" ? 2 : 1) type argument(s)")
    default:
      throw fail("generic type '\(name)' is not supported; declare it under 'external'")
    }
  }

  /// name := identifier ('.' identifier)*
  private mutating func parseName() throws(TypeExpressionError) -> String {
    skipSpaces()
    var name = ""
    repeat {
      let start = position
      while position < scalars.count, Identifier.isContinuation(scalars[position]) { position += 1 }
      guard position > start, Identifier.isStart(scalars[start]) else {
        if position < scalars.count { throw fail("unexpected '\(scalars[position])'") }
        throw fail("expected a type name")
      }
      name.unicodeScalars.append(contentsOf: scalars[start..<position])
      guard position < scalars.count, scalars[position] == "." else { break }
      position += 1
      name += "."
    } while true
    return name
  }
}
