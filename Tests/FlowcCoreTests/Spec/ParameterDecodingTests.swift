import Testing

@testable import FlowcCore

/// Decoding a flow's `parameters` and the `with` of `flow:` steps and tabs:
/// what is kept, and every schema error at its position.
@Suite struct ParameterDecodingTests {
  private func expectSchema(
    _ text: String, _ messages: [(String, String)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let source = MarkedSource(text)
    let actual = diagnose(source).map { diagnostic in
      let at = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
      return "\(diagnostic.code.rawValue) at \(at): \(diagnostic.message)"
    }
    let wanted = messages.map { marker, message in
      let location = source.location(marker, sourceLocation: sourceLocation)
      return "schema at \(location.line):\(location.column): \(message)"
    }
    #expect(actual == wanted, sourceLocation: sourceLocation)
  }

  @Test func parametersAndValuesAreKeptAsWritten() throws {
    let source = MarkedSource(
      """
      flow: Shell
      output: Never
      start: main
      parameters: { kind: Kind, title: String? }
      types:
        Kind: { enum: [home, local] }
      steps:
        main:
          tabs:
            home: { flow: Timeline, with: { kind: home, title: "12" } }
            local: { flow: Timeline }
        detail: { flow: Timeline, with: { kind: local, title: ~, limit: 12 } }
      """)
    let spec = try #require(SpecDecoder.decode(YAMLFile(reading: source.source)).spec)
    #expect(spec.parameters.map(\.name.value) == ["kind", "title"])
    #expect(spec.parameters.map(\.type.value) == [.named("Kind"), .optional(.named("String"))])
    #expect(spec.parameters.map(\.isOptional) == [false, true])
    #expect(spec.parametersLocation != nil)
    let home = spec.steps[0].tabs[0].with ?? []
    #expect(home.map(\.name.value) == ["kind", "title"])
    #expect(home.map(\.text) == ["home", "12"])
    #expect(home.map(\.isQuoted) == [false, true])
    #expect(spec.steps[0].tabs[1].with == nil)
    let detail = spec.steps[1].with ?? []
    #expect(detail.map(\.text) == ["local", nil, "12"])
    #expect(detail.map(\.isQuoted) == [false, false, false])
    #expect(spec.steps[1].withLocation != nil)
  }

  @Test func withOnAScreenIsASchemaError() {
    expectSchema(
      """
      flow: Shell
      start: form
      steps:
        form: { screen: Form, 1️⃣with: { kind: home }, next: finish }
      """,
      [
        (
          "1️⃣",
          "'with' gives the parameters of a sub-flow: it applies only to 'flow:' steps and "
            + "tabs; step 'form' is a screen"
        )
      ])
  }

  @Test func misspeltKeysSuggestTheRightOnes() {
    expectSchema(
      """
      flow: Shell
      start: child
      1️⃣parameter: { kind: String }
      steps:
        child: { flow: Child, 2️⃣wth: { kind: home }, next: finish }
        main:
          tabs:
            feed: { flow: Child, 3️⃣wiht: { kind: home } }
      """,
      [
        (
          "1️⃣", "unknown key 'parameter' in the top level of a flow spec; did you mean 'parameters'?"
        ),
        ("2️⃣", "unknown key 'wth' in step 'child'; did you mean 'with'?"),
        ("3️⃣", "unknown key 'wiht' in tab 'feed' of step 'main'; did you mean 'with'?"),
      ])
  }

  @Test func badParametersAreSchemaErrors() {
    expectSchema(
      """
      flow: Shell
      start: child
      parameters: { kind: 1️⃣Void, list: 2️⃣"[Int", ok: Int }
      steps:
        child: { flow: Child, with: 3️⃣[home], next: finish }
        other: { flow: Child, with: { kind: 4️⃣{ a: b } }, next: finish }
      """,
      [
        ("1️⃣", "parameter 'kind' must have a type with values, not 'Void'"),
        ("2️⃣", "invalid type '[Int' for parameter 'list': expected ']'"),
        (
          "3️⃣",
          "expected a mapping for 'with' of step 'child' (parameter name -> value), found a list"
        ),
        (
          "4️⃣",
          "the value of parameter 'kind' in step 'other' must be a constant (a case name, a "
            + "string, a number or true/false), not a mapping"
        ),
      ])
    expectSchema(
      """
      flow: Shell
      start: child
      parameters: 1️⃣{}
      steps:
        child: { flow: Child, next: finish }
      """, [("1️⃣", "'parameters' must declare at least one parameter")])
  }
}
