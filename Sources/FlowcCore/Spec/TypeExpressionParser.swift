/// A recursive-descent parser over the expression's UTF-8 bytes (type syntax is ASCII).
struct TypeExpressionParser {
  let bytes: [UInt8]
  var position = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  mutating func parseWhole() throws(TypeExpressionError) -> TypeExpression {
    skipSpaces()
    if position == bytes.count { throw fail("expected a type") }
    let type = try parseType()
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

  /// type := primary '?'*
  private mutating func parseType() throws(TypeExpressionError) -> TypeExpression {
    var type = try parsePrimary()
    while position < bytes.count, bytes[position] == UInt8(ascii: "?") {
      position += 1
      type = .optional(type)
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "!") {
      throw fail("implicitly unwrapped optionals are not allowed; write '?'")
    }
    return type
  }

  /// primary := '[' type (':' type)? ']' | '(' ')' | name generic-arguments?
  private mutating func parsePrimary() throws(TypeExpressionError) -> TypeExpression {
    skipSpaces()
    guard position < bytes.count else { throw fail("expected a type") }
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
      guard consume(")") else {
        throw fail("tuple and function types are not supported; declare a struct under 'types'")
      }
      if consume("-") { throw fail("function types are not supported; use an action step") }
      return .void
    }
    let name = try parseName()
    if name == "some" || name == "any" {
      throw fail(
        "'\(name)' types are not supported; name a concrete type (or list it under 'external')")
    }
    guard consume("<") else { return .named(name) }
    var arguments: [TypeExpression] = [try parseType()]
    while consume(",") { arguments.append(try parseType()) }
    try expect(">")
    switch (name, arguments.count) {
    case ("Optional", 1): return .optional(arguments[0])
    case ("Array", 1): return .array(arguments[0])
    case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
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
