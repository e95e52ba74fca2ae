import Testing

@testable import FlowcCore

/// `with` against the parameters its flow declares: names (`flow-parameter`),
/// values (`type-mismatch`) and enum cases (`unknown-case`).
@Suite struct FlowParameterCheckTests {
  static let timeline = MarkedSource(
    """
    flow: Timeline
    output: Never
    start: list
    parameters:
      kind: TimelineKind
      title: String?
      limit: Int?
      ratio: Double?
      compact: Bool?
    types:
      TimelineKind:
        enum:
          home: null
          local: null
          hashtag: String
    steps:
      list: { screen: TimelineList, output: Never }
    """, path: "Timeline.flow.yaml")

  static let plain = MarkedSource(
    """
    flow: Plain
    output: Never
    start: page
    steps:
      page: { screen: PlainPage, output: Never }
    """, path: "Plain.flow.yaml")

  static func shell(_ tabs: String) -> MarkedSource {
    MarkedSource(
      """
      flow: Shell
      output: Never
      start: main
      steps:
        main:
          tabs:
      \(tabs)
      """, path: "Shell.flow.yaml")
  }

  @Test func constantsOfEveryKindCheckClean() {
    let shell = Self.shell(
      """
            home: { flow: Timeline, with: { kind: home } }
            local:
              flow: Timeline
              with: { kind: local, title: "Local", limit: -20, ratio: 0.5, compact: true }
            quoted: { flow: Timeline, with: { kind: "home", title: "12", ratio: 2, compact: false } }
            none: { flow: Timeline, with: { kind: home, title: ~, limit: null } }
            words: { flow: Timeline, with: { kind: home, title: Nearby posts } }
      """)
    expectClean([shell, Self.timeline], by: .flowParameters)
    let step = MarkedSource(
      """
      flow: Home
      output: Never
      start: feed
      steps:
        feed: { flow: Timeline, with: { kind: local } }
      """, path: "Home.flow.yaml")
    expectClean([step, Self.timeline], by: .flowParameters)
  }

  @Test func aCaseTheEnumDoesNotHaveIsUnknownCase() {
    let shell = Self.shell(
      """
            home: { flow: Timeline, with: { kind: 1️⃣hom } }
      """)
    let diagnostics = expectReported(
      [shell, Self.timeline], by: .flowParameters, [(.unknownCase, "1️⃣", shell)])
    #expect(
      onlyMessage(diagnostics)
        == "'hom' is no case of parameter 'kind' (TimelineKind) of flow 'Timeline'; "
        + "did you mean 'home'?")
  }

  @Test func valuesOfAnotherTypeAreTypeMismatches() {
    let shell = Self.shell(
      """
            a: { flow: Timeline, with: { kind: 1️⃣hashtag } }
            b: { flow: Timeline, with: { kind: home, title: 2️⃣12 } }
            c: { flow: Timeline, with: { kind: home, limit: 3️⃣"20" } }
            d: { flow: Timeline, with: { kind: home, ratio: 4️⃣half } }
            e: { flow: Timeline, with: { kind: home, compact: 5️⃣yes } }
            f: { flow: Timeline, with: { kind: 6️⃣~ } }
            g: { flow: Timeline, with: { kind: home, ratio: 7️⃣.nan } }
      """)
    let diagnostics = expectReported(
      [shell, Self.timeline], by: .flowParameters,
      [
        (.typeMismatch, "1️⃣", shell), (.typeMismatch, "2️⃣", shell),
        (.typeMismatch, "3️⃣", shell), (.typeMismatch, "4️⃣", shell),
        (.typeMismatch, "5️⃣", shell), (.typeMismatch, "6️⃣", shell),
        (.typeMismatch, "7️⃣", shell),
      ])
    let messages = diagnostics.map(\.message)
    #expect(messages.count == 7)
    guard messages.count == 7 else { return }
    #expect(
      messages[0]
        == "tab 'a' of step 'main' gives parameter 'kind' (TimelineKind) of flow 'Timeline' a "
        + "wrong value: case 'hashtag' carries a payload (String); a constant names a case "
        + "without one")
    #expect(messages[1].hasSuffix("'12' is a number or a flag; quote it (\"12\") for a String"))
    #expect(messages[2].hasSuffix("'20' is not an Int"))
    #expect(messages[3].hasSuffix("'half' is not a Double"))
    #expect(messages[4].hasSuffix("'yes' is not a Bool (true or false)"))
    #expect(messages[5].hasSuffix("it is not optional, so it needs a value"))
    #expect(messages[6].hasSuffix("'.nan' is not a Double"))
  }

  @Test func aMissingRequiredParameterIsReportedAtTheUse() {
    let shell = Self.shell(
      """
            home: { flow: Timeline, 1️⃣with: { title: Home } }
            2️⃣local: { flow: Timeline }
      """)
    let diagnostics = expectReported(
      [shell, Self.timeline], by: .flowParameters,
      [(.flowParameter, "1️⃣", shell), (.flowParameter, "2️⃣", shell)])
    #expect(
      diagnostics.first?.message
        == "tab 'home' of step 'main' gives no value for parameter 'kind' (TimelineKind) of "
        + "flow 'Timeline': write it under 'with'")
  }

  @Test func anUnknownParameterNameSuggestsADeclaredOne() {
    let step = MarkedSource(
      """
      flow: Home
      output: Never
      start: feed
      steps:
        feed: { flow: Timeline, with: { kind: home, 1️⃣titel: Home } }
      """, path: "Home.flow.yaml")
    let diagnostics = expectReported(
      [step, Self.timeline], by: .flowParameters, [(.flowParameter, "1️⃣", step)])
    #expect(
      onlyMessage(diagnostics) == "flow 'Timeline' has no parameter 'titel'; did you mean 'title'?")
  }

  /// A misspelt required parameter is one mistake: the name, with its
  /// suggestion, and not also the parameter left out.
  @Test func aMisspeltRequiredParameterIsReportedOnceAtItsName() {
    let shell = Self.shell(
      """
            home: { flow: Timeline, with: { 1️⃣knd: home } }
            local: { flow: Timeline, 2️⃣with: { 3️⃣titel: Local } }
      """)
    let diagnostics = expectReported(
      [shell, Self.timeline], by: .flowParameters,
      [(.flowParameter, "1️⃣", shell), (.flowParameter, "2️⃣", shell), (.flowParameter, "3️⃣", shell)])
    // `titel` is close to an optional parameter: `kind` is still left out.
    #expect(
      diagnostics.map(\.message) == [
        "flow 'Timeline' has no parameter 'knd'; did you mean 'kind'?",
        "tab 'local' of step 'main' gives no value for parameter 'kind' (TimelineKind) of "
          + "flow 'Timeline': write it under 'with'",
        "flow 'Timeline' has no parameter 'titel'; did you mean 'title'?",
      ])
  }

  @Test func aFlowWithoutParametersTakesNoWith() {
    let shell = Self.shell(
      """
            page: { flow: Plain, 1️⃣with: { kind: home } }
      """)
    let diagnostics = expectReported(
      [shell, Self.plain], by: .flowParameters, [(.flowParameter, "1️⃣", shell)])
    #expect(onlyMessage(diagnostics).hasPrefix("flow 'Plain' declares no parameters"))
  }

  @Test func aParameterNoConstantCanFillIsAMismatchWhereAValueIsGiven() {
    let child = MarkedSource(
      """
      flow: Child
      output: Never
      start: page
      parameters: { session: Session, filter: Filter? }
      external: [Session]
      types:
        Filter: { text: String }
      steps:
        page: { screen: ChildPage, output: Never }
      """, path: "Child.flow.yaml")
    let parent = MarkedSource(
      """
      flow: Parent
      output: Never
      start: child
      steps:
        child: { flow: Child, with: { session: 1️⃣token, filter: 2️⃣none } }
      """, path: "Parent.flow.yaml")
    let diagnostics = expectReported(
      [parent, child], by: .flowParameters,
      [(.typeMismatch, "1️⃣", parent), (.typeMismatch, "2️⃣", parent)])
    #expect(
      diagnostics.first?.message.hasSuffix(
        "no constant of type Session can be written: "
          + "'with' gives enum cases, strings, numbers and true/false") == true)
  }

  /// Thousands of parameters given in many places are checked and generated
  /// in time linear in them: one lookup per value.
  @Test func manyParametersStayQuick() throws {
    let count = 3_000
    let names = (0..<count).map { "p\($0)" }
    let child =
      "flow: Child\noutput: Never\nstart: page\nparameters:\n"
      + names.map { "  \($0): Int?\n" }.joined()
      + "steps:\n  page: { screen: ChildPage, output: Never }\n"
    let values = names.reversed().map { "\($0): 1" }.joined(separator: ", ")
    let parent =
      "flow: Parent\noutput: Never\nstart: main\nsteps:\n  main:\n    tabs:\n"
      + (0..<20).map { "      t\($0): { flow: Child, with: { \(values) } }\n" }.joined()
    let clock = ContinuousClock()
    let start = clock.now
    let (model, diagnostics) = try DiagramFixtures.check([
      SourceFile(path: "Parent.flow.yaml", text: parent),
      SourceFile(path: "Child.flow.yaml", text: child),
    ])
    #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3).map(\.message))")
    let files = try SwiftGenerator(templates: try TemplateSet.load()).generate(model)
    #expect(clock.now - start < .seconds(20))
    let shell = try #require(files.first { $0.name == "Parent.swift" }).contents
    #expect(shell.contains("p2999: 1)"))
  }

  @Test func parameterTypesAreCheckedAndCountAsUses() {
    let child = MarkedSource(
      """
      flow: Child
      output: Never
      start: page
      parameters: { kind: 1️⃣Knd }
      steps:
        page: { screen: ChildPage, output: Never }
      """, path: "Child.flow.yaml")
    expectReported([child], by: .unknownTypes, [(.unknownType, "1️⃣", child)])
    let used = MarkedSource(
      """
      flow: Child
      output: Never
      start: page
      parameters: { kind: Kind }
      flow-types:
        Kind: { enum: [a, b] }
      steps:
        page: { screen: ChildPage, output: Never }
      """, path: "Child.flow.yaml")
    expectClean([used], by: .unusedTypes)
    // A flow type is checked against where the parent names its case.
    let parent = MarkedSource(
      """
      flow: Parent
      output: Never
      start: child
      steps:
        child: { flow: Child, with: { kind: 1️⃣c } }
      """, path: "Parent.flow.yaml")
    let diagnostics = expectReported(
      [parent, used], by: .flowParameters, [(.unknownCase, "1️⃣", parent)])
    #expect(onlyMessage(diagnostics).contains("(ChildFlow.Kind)"))
  }
}
