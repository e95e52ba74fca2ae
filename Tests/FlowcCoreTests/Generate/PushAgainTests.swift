import Testing

@testable import FlowcCore

/// `again: push`: a screen reached while the history holds it goes on top anew.
@Suite struct PushAgainTests {
  static let accounts = MarkedSource(
    """
    flow: Accounts
    start: timeline
    output: Never
    steps:
      timeline: { screen: Timeline, output: String, next: account }
      account: { screen: AccountDetail, input: String, again: push, output: String, next: followers }
      followers:
        screen: Followers
        input: String
        again: push
        output: String
        next: account
        back: account
    """, path: "Accounts.flow.yaml")

  @Test func aStepThatPushesAgainIsEnteredByPushing() throws {
    let result = FlowChecker().check([Self.accounts.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let model = try #require(result.model)
    let flow = try #require(model.flows.first)
    let again = flow.nodes.map { ($0.id.value, $0.step?.pushesAgain == true) }
    #expect(again.map(\.1) == [false, true, true])
    let files = try SwiftGenerator(templates: TemplateSet.load()).generate(model)
    let swift = try #require(files.first).contents
    #expect(swift.contains("state.pushing(to: .account(input: output))"))
    #expect(swift.contains("state.pushing(to: .followers(input: output))"))
    // Going back to it returns to the latest instance, as the history holds it.
    #expect(swift.contains("state.goingBack(to: .account)"))
    #expect(swift.contains("private static let pushingAgain: Set<StepID> = [.account, .followers]"))
    #expect(swift.contains("var pushesAgain: Bool { AccountsFlow.pushingAgain.contains(self) }"))
    try GeneratedCodeCompilesTests.typecheck(files)
  }

  @Test func aFlowWithoutItHasNoPushesAgain() throws {
    let source = MarkedSource(
      """
      flow: Plain
      start: list
      steps:
        list: { screen: List, output: Int, next: detail }
        detail: { screen: Detail, input: Int, again: return, next: list }
      """)
    let result = FlowChecker().check([source.source])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let files = try SwiftGenerator(templates: TemplateSet.load()).generate(
      try #require(result.model))
    let swift = try #require(files.first).contents
    #expect(!swift.contains("pushesAgain"))
    #expect(!swift.contains("state.pushing(to:"))
  }

  @Test func againIsPushOrReturn() {
    let source = MarkedSource(
      """
      flow: Accounts
      start: account
      steps:
        account: { screen: AccountDetail, again: 1️⃣puhs, next: finish }
      """)
    let diagnostics = diagnose(source)
    expectDiagnostics(diagnostics, [(.schema, "1️⃣")], in: source)
    #expect(diagnostics.first?.message.contains("did you mean 'push'?") == true)
  }

  @Test func againAppliesOnlyToScreens() {
    let source = MarkedSource(
      """
      flow: Accounts
      start: load
      steps:
        load: { action: Load, throws: false, again: 1️⃣push, next: profile }
        profile: { flow: Profile, again: 2️⃣push, next: finish }
      """)
    let diagnostics = diagnose(source).filter { $0.code == .schema }
    expectDiagnostics(diagnostics, [(.schema, "1️⃣"), (.schema, "2️⃣")], in: source)
    #expect(diagnostics.first?.message.contains("'again' applies only to screens") == true)
    #expect(diagnostics.last?.message.contains("a sub-flow cannot run again") == true)
  }

  @Test func anAlertOrARootScreenCannotPushAgain() {
    let source = MarkedSource(
      """
      flow: Accounts
      start: home
      steps:
        home: { screen: Home, present: root, again: 1️⃣push, next: oops }
        oops: { screen: Oops, present: alert, again: 2️⃣push, next: home }
        sheet: { screen: Sheet, present: modal, again: push, next: home }
        note: { screen: Note, present: alert, again: return, next: home }
      """)
    let diagnostics = diagnose(source).filter { $0.code == .schema }
    expectDiagnostics(diagnostics, [(.schema, "1️⃣"), (.schema, "2️⃣")], in: source)
    #expect(diagnostics.first?.message.contains("a root screen starts a new history") == true)
    #expect(diagnostics.last?.message.contains("an alert goes by itself") == true)
  }

  @Test func theDiffReportsAgain() throws {
    let old = """
      flow: A
      start: list
      steps:
        list: { screen: List, output: Int, next: detail }
        detail: { screen: Detail, input: Int, next: list }
      """
    let new = old.replacing("input: Int, next", with: "input: Int, again: push, next")
    let lines = try changeLines(old, new)
    #expect(lines == ["~ step 'detail': again return -> push"], "\(lines)")
    // `again: return` is the default: writing it changes nothing.
    let written = old.replacing("input: Int, next", with: "input: Int, again: return, next")
    #expect(try changeLines(old, written).isEmpty)
  }

  @Test func theDiagramMarksAStepThatPushesAgain() throws {
    let diagram = try DiagramFixtures.diagram([Self.accounts.source])
    let mermaid = MermaidExporter().export(diagram)
    #expect(mermaid.contains("AccountDetail ⧉ again"), "\(mermaid)")
    #expect(mermaid.contains("Followers ⧉ again"))
    #expect(!mermaid.contains("Timeline ⧉"))
  }
}
