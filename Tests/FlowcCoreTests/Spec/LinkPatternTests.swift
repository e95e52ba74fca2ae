import Testing

@testable import FlowcCore

@Suite struct LinkPatternTests {
  @Test func literalPattern() throws {
    let pattern = try LinkPattern(parsing: "myapp://sell")
    #expect(pattern.scheme == "myapp")
    #expect(pattern.segments == [.literal("sell")])
    #expect(pattern.parameters.isEmpty)
  }

  @Test func oneParameter() throws {
    let pattern = try LinkPattern(parsing: "myapp://items/{id:Int}")
    #expect(pattern.scheme == "myapp")
    #expect(pattern.segments == [.literal("items"), .parameter(name: "id", type: "Int")])
    #expect(pattern.parameters.map(\.name) == ["id"])
    #expect(pattern.parameters.map(\.type) == ["Int"])
  }

  @Test func severalParameters() throws {
    let pattern = try LinkPattern(parsing: "shop+dev.app-1://shops/{shop:String}/items/{id:UUID}")
    #expect(pattern.scheme == "shop+dev.app-1")
    #expect(
      pattern.segments == [
        .literal("shops"), .parameter(name: "shop", type: "String"), .literal("items"),
        .parameter(name: "id", type: "UUID"),
      ])
  }

  @Test(arguments: LinkPattern.parameterTypes)
  func everyParameterType(_ type: String) throws {
    let pattern = try LinkPattern(parsing: "myapp://{value:\(type)}")
    #expect(pattern.parameters.map(\.type) == [type])
  }

  @Test func parameterTypesAreTheDocumentedOnes() {
    #expect(LinkPattern.parameterTypes == ["String", "Int", "Double", "Bool", "UUID"])
  }

  @Test(arguments: [
    ("items/{id:Int}", "'items/{id:Int}' has no scheme; write it like 'myapp://items/{id:Int}'"),
    ("1app://items", "'1app' is not a URL scheme (letters, digits, '+', '-', '.')"),
    ("://items", "'' is not a URL scheme (letters, digits, '+', '-', '.')"),
    ("my app://items", "'my app' is not a URL scheme (letters, digits, '+', '-', '.')"),
    ("myapp://items?sort=name", "link patterns match a host and path only; remove '?'"),
    ("myapp://items#top", "link patterns match a host and path only; remove '#'"),
    ("myapp://my items", "link patterns match a host and path only; remove ' '"),
    ("myapp://", "'myapp://' has an empty host or path segment"),
    ("myapp://items//x", "'myapp://items//x' has an empty host or path segment"),
    ("myapp://items/", "'myapp://items/' has an empty host or path segment"),
    (
      "myapp://item-{id:Int}",
      "a parameter must fill a whole segment, like '{id:Int}', not 'item-{id:Int}'"
    ),
    (
      "myapp://items/{id:Int",
      "a parameter must fill a whole segment, like '{id:Int}', not '{id:Int'"
    ),
    ("myapp://items/{}", "a parameter must fill a whole segment, like '{id:Int}', not '{}'"),
    ("myapp://items/{id}", "write a parameter as '{name:Type}', not '{id}'"),
    ("myapp://items/{id:Int:x}", "write a parameter as '{name:Type}', not '{id:Int:x}'"),
    (
      "myapp://items/{Id:Int}",
      "invalid parameter name: 'Id' must start with a lowercase letter (lowerCamelCase)"
    ),
    ("myapp://items/{:Int}", "invalid parameter name: a name cannot be empty"),
    (
      "myapp://items/{self:Int}",
      "invalid parameter name: 'self' cannot be a name, not even in backticks: "
        + "'x.self' is the value 'x' itself, so nothing called 'self' could be named after a dot"
    ),
    (
      "myapp://items/{id:int}",
      "parameter 'id' has type 'int'; link parameters are String, Int, Double, Bool, UUID; "
        + "did you mean 'Int'?"
    ),
    (
      "myapp://items/{id:Integer}",
      "parameter 'id' has type 'Integer'; link parameters are String, Int, Double, Bool, UUID"
    ),
    (
      "myapp://items/{id:Date}",
      "parameter 'id' has type 'Date'; link parameters are String, Int, Double, Bool, UUID"
    ),
    ("myapp://a/{id:Int}/b/{id:String}", "parameter 'id' appears twice"),
  ])
  func rejected(_ text: String, _ message: String) {
    let error = #expect(throws: LinkPatternError.self) {
      try LinkPattern(parsing: text)
    }
    #expect(error?.message == message)
  }

  /// After the scheme a pattern holds URL path characters: no control,
  /// format or separator character, none that a URL must percent-encode.
  @Test(arguments: [
    ("myapp://items\t/{id:Int}", "U+0009 (a tab)"),
    ("myapp://items\r/{id:Int}", "U+000D (a carriage return)"),
    ("myapp://items/\n", "U+000A (a line feed)"),
    ("myapp://\u{1B}[31mred", "U+001B (an escape)"),
    ("myapp://a\0b", "U+0000 (a NUL)"),
    ("myapp://a\u{7F}", "U+007F"),
    ("myapp://a\u{85}b", "U+0085"),
    ("myapp://a\u{2028}b", "U+2028 (LINE SEPARATOR)"),
    ("myapp://a\u{202E}b", "U+202E (RIGHT-TO-LEFT OVERRIDE)"),
    ("myapp://a\u{2066}b", "U+2066 (LEFT-TO-RIGHT ISOLATE)"),
    ("myapp://a\u{200B}b", "U+200B (ZERO WIDTH SPACE)"),
    ("myapp://a\u{A0}b", "U+00A0 (NO-BREAK SPACE)"),
    ("myapp://say\"hi\"", "'\"'"),
    ("myapp://a\\b", "'\\'"),
    ("myapp://a<b>", "'<'"),
    ("myapp://a|b", "'|'"),
    ("myapp://a^b", "'^'"),
    ("myapp://a`b", "'`'"),
  ])
  func charactersOutsideAURLPathAreRejected(_ text: String, _ character: String) {
    let error = #expect(throws: LinkPatternError.self) {
      try LinkPattern(parsing: text)
    }
    #expect(
      error?.message
        == "link patterns hold URL path characters (letters, digits and -._~!$&'()*+,;=:@/) and "
        + "'{name:Type}' parameters; remove \(character)")
  }

  @Test func aPercentSignIsRejectedWithTheReason() {
    let error = #expect(throws: LinkPatternError.self) {
      try LinkPattern(parsing: "myapp://a%20b")
    }
    #expect(
      error?.message.hasSuffix(
        "remove '%': segments are compared after percent-decoding, so write the decoded character")
        == true)
  }

  /// Every ASCII path character, and letters beyond ASCII, which a URL
  /// carries percent-encoded and matching compares decoded.
  @Test func everyPathCharacterIsAccepted() throws {
    let pattern = try LinkPattern(
      parsing: "myapp://café/a-b.c_d~e!f$g&h'i(j)k*l+m,n;o=p:q@r/ال/{id:Int}")
    #expect(
      pattern.segments == [
        .literal("café"), .literal("a-b.c_d~e!f$g&h'i(j)k*l+m,n;o=p:q@r"), .literal("ال"),
        .parameter(name: "id", type: "Int"),
      ])
  }

  @Test func noControlCharacterIsAPathCharacter() throws {
    for value in Array(UInt32(0)..<0x20) + Array(UInt32(0x7F)...0x9F) {
      let scalar = try #require(Unicode.Scalar(value))
      #expect(!LinkPattern.isPathCharacter(scalar), "U+\(String(value, radix: 16))")
    }
  }

  /// The format says a scheme is "a letter, then letters, digits, `+`, `-` or `.`"
  /// (spec-format.md, section 12): no underscore.
  @Test func schemeWithAnUnderscoreIsRejected() {
    let error = #expect(throws: LinkPatternError.self) {
      try LinkPattern(parsing: "my_app://items")
    }
    #expect(error?.message == "'my_app' is not a URL scheme (letters, digits, '+', '-', '.')")
  }

  @Test func linkPatternDiagnosticComesFromTheChecks() {
    let source = MarkedSource(
      """
      flow: A
      start: list
      steps:
        list: { screen: ItemList, present: root, output: Int, next: item }
        item: { screen: ItemDetail, input: Int, output: Never }
      links:
        1️⃣"myapp://items/{id:Integer}": item
      """)
    let diagnostics = diagnose(source)
    #expect(diagnostics.map(\.code) == [.linkPattern])
    #expect(diagnostics.first?.location == source.location("1️⃣"))
  }
}
