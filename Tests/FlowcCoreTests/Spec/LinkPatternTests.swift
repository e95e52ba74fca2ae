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

  @Test(arguments: [
    ("myapp://sell", "myapp://sell"),
    ("myapp://items/{id:Int}", "myapp://items/<Int>"),
    ("shop://shops/{shop:String}/items/{id:UUID}", "shop://shops/<String>/items/<UUID>"),
    ("myapp://search/?q={query:String}&page={page:Int?}", "myapp://search/?q=<String>&page=<Int>"),
    ("myapp://help#{section:String}/faq", "myapp://help/#/<String>/faq"),
    ("https://help.example.com/#/articles/{id:Int}", "https://help.example.com/#/articles/<Int>"),
    ("https://help.example.com?article={id:Int}", "https://help.example.com/?article=<Int>"),
    ("myapp://a/{b:Bool}?x={x:Double}#top", "myapp://a/<Bool>?x=<Double>#/top"),
  ])
  func aURLIsWrittenWithEveryParameterFilled(_ pattern: String, _ url: String) throws {
    let parsed = try LinkPattern(parsing: pattern)
    #expect(parsed.url { "<\($0)>" } == url)
  }

  @Test func parameterTypesAreTheDocumentedOnes() {
    #expect(LinkPattern.parameterTypes == ["String", "Int", "Double", "Bool", "UUID"])
  }

  @Test(arguments: [
    ("items/{id:Int}", "'items/{id:Int}' has no scheme; write it like 'myapp://items/{id:Int}'"),
    ("1app://items", "'1app' is not a URL scheme (letters, digits, '+', '-', '.')"),
    ("://items", "'' is not a URL scheme (letters, digits, '+', '-', '.')"),
    ("my app://items", "'my app' is not a URL scheme (letters, digits, '+', '-', '.')"),
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
    ("myapp://my items", "' '"),
    ("myapp://items?q={q:String}&a b={x:Int}", "' '"),
    ("myapp://items#a|b", "'|'"),
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
        "myapp://items/{id:1️⃣Integer}": item
      """)
    let diagnostics = diagnose(source)
    #expect(diagnostics.map(\.code) == [.linkPattern])
    #expect(diagnostics.first?.location == source.location("1️⃣"))
  }

  @Test func queryItems() throws {
    let pattern = try LinkPattern(
      parsing: "myapp://search?q={query:String}&page={page:Int?}&sort-by={sortBy:Bool}")
    #expect(pattern.segments == [.literal("search")])
    #expect(
      pattern.query == [
        .init(key: "q", name: "query", type: "String", isOptional: false),
        .init(key: "page", name: "page", type: "Int", isOptional: true),
        .init(key: "sort-by", name: "sortBy", type: "Bool", isOptional: false),
      ])
    #expect(pattern.fragment == nil)
    #expect(pattern.parameters.map(\.name) == ["query", "page", "sortBy"])
    #expect(pattern.parameters.map(\.type) == ["String", "Int?", "Bool"])
  }

  /// Element's provisioning link: a `/` may end the path before a query or fragment.
  @Test func aQueryAfterASlash() throws {
    let pattern = try LinkPattern(parsing: "https://element.io/?account_provider={provider:String}")
    #expect(pattern.scheme == "https")
    #expect(pattern.segments == [.literal("element.io")])
    #expect(
      pattern.query == [
        .init(key: "account_provider", name: "provider", type: "String", isOptional: false)
      ])
  }

  /// A matrix.to permalink: the fragment is split at `/` like a path.
  @Test func aFragmentIsSplitLikeAPath() throws {
    let pattern = try LinkPattern(parsing: "https://matrix.to/#/{room:String}")
    #expect(pattern.segments == [.literal("matrix.to")])
    #expect(pattern.query.isEmpty)
    #expect(pattern.fragment == [.parameter(name: "room", type: "String")])
    #expect(try LinkPattern(parsing: "myapp://items#top").fragment == [.literal("top")])
    #expect(
      try LinkPattern(parsing: "myapp://rooms#/{room:String}/events/{event:String}").fragment == [
        .parameter(name: "room", type: "String"), .literal("events"),
        .parameter(name: "event", type: "String"),
      ])
  }

  @Test func parametersComeInPathQueryFragmentOrder() throws {
    let pattern = try LinkPattern(parsing: "myapp://a/{x:Int}?y={y:UUID?}#/{z:Double}")
    #expect(pattern.parameters.map(\.name) == ["x", "y", "z"])
    #expect(pattern.parameters.map(\.type) == ["Int", "UUID?", "Double"])
  }

  /// Each malformed query or fragment: its message, and the character of
  /// the pattern it points at (`marker`: the text there).
  @Test(arguments: [
    (
      "myapp://items?", "?",
      "'myapp://items?' has an empty query; remove '?', or add an item like 'q={query:String}'"
    ),
    (
      "myapp://items?a={a:Int}&", "&",
      "the query of 'myapp://items?a={a:Int}&' has an empty item; remove the extra '&'"
    ),
    (
      "myapp://items?a={a:Int}&&b={b:Int}", "&&",
      "the query of 'myapp://items?a={a:Int}&&b={b:Int}' has an empty item; remove the extra '&'"
    ),
    ("myapp://items?sort", "sort", "write a query item as 'name={param:Type}', not 'sort'"),
    (
      "myapp://items?={a:Int}", "={a",
      "query item '={a:Int}' has no name; write it as 'name={param:Type}'"
    ),
    (
      "myapp://items?so!rt={a:Int}", "!",
      "the name of query item 'so!rt' holds letters, digits, '-', '.', '_' and '~'; remove '!'"
    ),
    (
      "myapp://items?sort_order=name", "name",
      "query item 'sort_order' has the literal value 'name'; a query item's value is a "
        + "parameter, like 'sort_order={sortOrder:String}' (to match literal text, put it in the path)"
    ),
    (
      "myapp://items?sort=", "",
      "query item 'sort' has no value; write it as 'sort={sort:String}'"
    ),
    (
      "myapp://items?sort=x{s:String}", "x{",
      "a parameter must fill a whole segment, like '{id:Int}', not 'x{s:String}'"
    ),
    (
      "myapp://items?page={page:Int?}&page={p:Int}", "page={p:",
      "query item 'page' appears twice"
    ),
    ("myapp://a/{id:Int}?id={id:String}", "{id:S", "parameter 'id' appears twice"),
    ("myapp://a/{id:Int}#/{id:String}", "{id:S", "parameter 'id' appears twice"),
    (
      "myapp://q?q={q:int?}", "int",
      "parameter 'q' has type 'int'; link parameters are String, Int, Double, Bool, UUID; "
        + "did you mean 'Int'?"
    ),
    (
      "myapp://items/{id:Int?}", "Int?",
      "parameter 'id' has type 'Int?', but only a query item may be left out of a URL; write "
        + "'Int', and a second pattern without this segment"
    ),
    (
      "myapp://rooms#/{id:Int?}", "Int?",
      "parameter 'id' has type 'Int?', but only a query item may be left out of a URL; write "
        + "'Int', and a second pattern without this segment"
    ),
    (
      "https://matrix.to/#", "#",
      "the fragment of 'https://matrix.to/#' has an empty segment; write it like '#/{room:String}'"
    ),
    (
      "https://matrix.to/#/", "#",
      "the fragment of 'https://matrix.to/#/' has an empty segment; write it like '#/{room:String}'"
    ),
    (
      "https://matrix.to/#/a//b", "/b",
      "the fragment of 'https://matrix.to/#/a//b' has an empty segment; write it like "
        + "'#/{room:String}'"
    ),
    (
      "https://matrix.to/#/{room:String}?via={via:String}", "?",
      "a fragment holds segments separated by '/', and no query; remove '?'"
    ),
    ("myapp://a#b#c", "#c", "a fragment holds segments separated by '/', and no query; remove '#'"),
    ("myapp://items/", "", "'myapp://items/' has an empty host or path segment"),
    (
      "myapp://café/{id:Int?}", "Int?",
      "parameter 'id' has type 'Int?', but only a query item may be left out of a URL; write "
        + "'Int', and a second pattern without this segment"
    ),
  ])
  func rejectedQueryOrFragment(_ text: String, _ marker: String, _ message: String) throws {
    let error = #expect(throws: LinkPatternError.self) {
      try LinkPattern(parsing: text)
    }
    #expect(error?.message == message)
    // The offset counts Unicode scalars: `café` is four.
    let at = try #require(marker.isEmpty ? text.endIndex : text.range(of: marker)?.lowerBound)
    #expect(error?.offset == text.unicodeScalars.distance(from: text.startIndex, to: at))
  }
}
