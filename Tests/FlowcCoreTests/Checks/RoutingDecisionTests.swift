import Testing

@testable import FlowcCore

/// A decision written without `cases` routes its input, an enum, by the
/// enum's cases: each case carries its payload, and no app code decides.
@Suite struct RoutingDecisionTests {
  static let spec = """
    flow: Shelf
    start: home
    output: Never
    types:
      Route: { enum: { feed: null, book: Int, web: URL } }
      Mode: { enum: [light, dark] }
    steps:
      home: { screen: Home, output: Route, next: route }
      feed: { screen: Feed, output: Mode, next: mode }
      book: { screen: Book, input: Int, output: Never }
      web: { screen: Web, input: URL, output: Never }
      light: { screen: Light, output: Never }
      dark: { screen: Dark, output: Never }
    decisions:
      route: { input: Route, on: { feed: feed, book: book, web: web } }
      mode: { input: Mode, on: { light: light, dark: dark } }
    """

  @Test func theInputIsRoutedByItsCasesWithoutAppCode() throws {
    let result = FlowChecker().check([SourceFile(path: "Shelf.flow.yaml", text: Self.spec)])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    let files = try SwiftGenerator(templates: TemplateSet.load()).generate(model)
    let swift = try #require(files.first).contents
    #expect(swift.contains("case routeDecided(Route)"))
    #expect(swift.contains("driver.dispatch(.routeDecided(input))"))
    #expect(swift.contains("case .book(let payload):"))
    #expect(!swift.contains("RouteOutcome"), "no outcome enum: the input's enum is the answer")
    #expect(!swift.contains("protocol RouteDecision"), "no app code decides")
    try GeneratedCodeCompilesTests.typecheck(files)
  }

  @Test func anInputThatIsNoEnumIsNotAnEnum() {
    let source = MarkedSource(
      """
      flow: Shelf
      start: pick
      steps:
        pick: { screen: Pick, output: String, next: route }
        a: { screen: A, next: finish }
      decisions:
        route: { input: 1️⃣String, on: { a: a } }
      """)
    expectReported(source, by: .notAnEnum, [(.notAnEnum, "1️⃣")])
  }

  @Test func aCaseTheEnumDoesNotHaveIsUnknown() {
    let source = MarkedSource(
      """
      flow: Shelf
      start: pick
      types:
        Mode: { enum: [light, dark] }
      steps:
        pick: { screen: Pick, output: Mode, next: route }
        a: { screen: A, next: finish }
      decisions:
        route: { input: Mode, on: { light: a, dark: a, 1️⃣dim: a } }
      """)
    expectReported(source, by: .unknownCases, [(.unknownCase, "1️⃣")])
  }

  @Test func everyCaseMustGoSomewhere() {
    let source = MarkedSource(
      """
      flow: Shelf
      start: pick
      types:
        Mode: { enum: [light, dark] }
      steps:
        pick: { screen: Pick, output: Mode, next: route }
        a: { screen: A, next: finish }
      decisions:
        route: { input: Mode, 1️⃣on: { light: a } }
      """)
    expectReported(source, by: .exhaustiveness, [(.nonExhaustive, "1️⃣")])
  }

  @Test func aDecisionWithoutCasesNeedsAnInput() {
    let source = MarkedSource(
      """
      flow: Shelf
      start: route
      steps:
        a: { screen: A, next: finish }
      decisions:
        1️⃣route: { on: { a: a } }
      """)
    let diagnostics = diagnose(source)
    #expect(diagnostics.map(\.code) == [.schema], "\(diagnostics.map(\.message))")
    #expect(diagnostics.first?.message.contains("cases") == true)
  }
}
