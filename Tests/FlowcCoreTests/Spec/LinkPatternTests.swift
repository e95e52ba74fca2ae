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
