/// A recursive-descent parser over the expression's UTF-8 bytes (type syntax is ASCII).
///
/// The recursion is bounded: a type that nests deeper than `maxDepth` (brackets,
/// generic arguments and `?` together) is an error, so `[[[[...` thirty thousand
/// levels deep cannot overflow the stack here or in the code that walks the type.
struct TypeExpressionParser {
  let bytes: [UInt8]
  var position = 0
  let maxDepth: Int

  init(_ text: String, maxDepth: Int = TypeExpression.maxDepth) {
    bytes = Array(text.utf8)
    self.maxDepth = maxDepth
  }

  mutating func parseWhole() throws(TypeExpressionError) -> TypeExpression {
    skipSpaces()
    if position == bytes.count { throw fail("expected a type") }
    let (type, _) = try parseType(depth: 1)
    skipSpaces()
    if position < bytes.count { throw fail("unexpected \(current) after the type") }
    return type
  }

  /// The character at `position`, quoted, for messages.
  private var current: String {
    let byte = bytes[position]
    guard byte >= 0x80 else { return "'\(Character(Unicode.Scalar(byte)))'" }
    let end = bytes[(position + 1)...].firstIndex { $0 & 0xC0 != 0x80 } ?? bytes.count
    return "'\(String(decoding: bytes[position..<end], as: UTF8.self))'"
  }

  private func fail(_ problem: String) -> TypeExpressionError {
    TypeExpressionError(problem: problem, offset: position)
  }

  private mutating func skipSpaces() {
    while position < bytes.count,
      bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
    {
      position += 1
    }
  }

  private mutating func consume(_ character: Unicode.Scalar) -> Bool {
    skipSpaces()
    guard position < bytes.count, bytes[position] == UInt8(character.value) else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ character: Unicode.Scalar) throws(TypeExpressionError) {
    if !consume(character) { throw fail("expected '\(character)'") }
  }

  /// The error for a type nesting deeper than the limit.
  private func tooDeep() -> TypeExpressionError {
    fail("the type nests deeper than \(maxDepth) levels")
  }

  /// type := primary '?'*
  ///
  /// `depth` is the nesting level the type starts at (1 for the whole
  /// expression); returns the type and the deepest level it reaches.
  private mutating func parseType(depth: Int) throws(TypeExpressionError) -> (TypeExpression, Int) {
    guard depth <= maxDepth else { throw tooDeep() }
    var (type, reached) = try parsePrimary(depth: depth)
    while position < bytes.count, bytes[position] == UInt8(ascii: "?") {
      reached += 1
      guard reached <= maxDepth else { throw tooDeep() }
      position += 1
      type = .optional(type)
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "!") {
      throw fail("implicitly unwrapped optionals are not allowed; write '?'")
    }
    return (type, reached)
  }

  /// primary := '[' type (':' type)? ']' | '(' ')' | name generic-arguments?
  private mutating func parsePrimary(depth: Int) throws(TypeExpressionError) -> (
    TypeExpression, Int
  ) {
    skipSpaces()
    guard position < bytes.count else { throw fail("expected a type") }
    if consume("[") {
      let (first, firstDepth) = try parseType(depth: depth + 1)
      if consume(":") {
        let (value, valueDepth) = try parseType(depth: depth + 1)
        try expect("]")
        return (.dictionary(key: first, value: value), max(firstDepth, valueDepth))
      }
      try expect("]")
      return (.array(first), firstDepth)
    }
    if consume("(") {
      guard consume(")") else {
        throw fail("tuple and function types are not supported; declare a struct under 'types'")
      }
      if consume("-") { throw fail("function types are not supported; use an action step") }
      return (.void, depth)
    }
    let name = try parseName()
    if name == "some" || name == "any" {
      throw fail(
        "'\(name)' types are not supported; name a concrete type (or list it under 'external')")
    }
    guard consume("<") else { return (.named(name), depth) }
    let (first, firstDepth) = try parseType(depth: depth + 1)
    var reached = firstDepth
    var arguments: [TypeExpression] = [first]
    while consume(",") {
      let (argument, argumentDepth) = try parseType(depth: depth + 1)
      arguments.append(argument)
      reached = max(reached, argumentDepth)
    }
    try expect(">")
    switch (name, arguments.count) {
    case ("Optional", 1): return (.optional(arguments[0]), reached)
    case ("Array", 1): return (.array(arguments[0]), reached)
    case ("Dictionary", 2): return (.dictionary(key: arguments[0], value: arguments[1]), reached)
    case ("Optional", _), ("Array", _):
      throw fail("'\(name)' takes one type argument")
    case ("Dictionary", _):
      throw fail("'Dictionary' takes two type arguments")
    default:
      throw fail("generic type '\(name)' is not supported; declare it under 'external'")
    }
  }

  /// name := identifier ('.' identifier)*
  private mutating func parseName() throws(TypeExpressionError) -> String {
    skipSpaces()
    let start = position
    repeat {
      let part = position
      while position < bytes.count, bytes[position] < 0x80,
        Identifier.isContinuation(Unicode.Scalar(bytes[position]))
      {
        position += 1
      }
      guard position > part, Identifier.isStart(Unicode.Scalar(bytes[part])) else {
        let closing = position < bytes.count && ">],:".utf8.contains(bytes[position])
        if position < bytes.count, !closing { throw fail("unexpected \(current)") }
        throw fail("expected a type")
      }
      guard position < bytes.count, bytes[position] == UInt8(ascii: ".") else { break }
      position += 1
    } while true
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }
}
