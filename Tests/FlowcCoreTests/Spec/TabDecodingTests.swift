import Testing

@testable import FlowcCore

/// Decoding `tabs:` steps: what is kept, and every schema error at its position.
@Suite struct TabDecodingTests {
  private func expectSchema(
    _ steps: String, _ messages: [(String, String)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let source = MarkedSource(
      """
      flow: Shell
      output: Never
      start: main
      steps:
      \(steps)
      """)
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

  @Test func aContainerIsDecodedWithItsTabsInOrder() throws {
    let source = MarkedSource(
      """
      flow: Shell
      output: Never
      start: main
      steps:
        main:
          description: The tab bar.
          tabs:
            feed: { flow: Feed, description: Articles. }
            account: { flow: Account, on: { signedOut: gone }, next: main }
          selected: account
          back: cancel
        gone: { screen: Gone, output: Never }
      """)
    let spec = try #require(SpecDecoder.decode(YAMLFile(reading: source.source)).spec)
    let main = spec.steps[0]
    #expect(main.kind == .tabs)
    #expect(main.name.value == "main")
    #expect(main.tabs.map(\.id.value) == ["feed", "account"])
    #expect(main.tabs.map(\.flow.value) == ["Feed", "Account"])
    #expect(main.tabs[0].description?.value == "Articles.")
    #expect(main.tabs[1].on.map(\.caseName.value) == ["signedOut"])
    #expect(main.tabs[1].next?.value == .node("main"))
    #expect(main.selected?.value == "account")
    #expect(main.back?.value == .cancel)
  }

  @Test func emptyTabs() {
    expectSchema(
      "  main: { tabs: 1️⃣{} }",
      [("1️⃣", "'tabs' of step 'main' must list at least one tab")])
  }

  @Test func aTabThatIsAScreen() {
    expectSchema(
      "  main: { tabs: { feed: { 1️⃣screen: FeedList } } }",
      [
        (
          "1️⃣",
          "tab 'feed' of step 'main' is a 'screen'; a tab runs a flow: write 'flow: Name' and put "
            + "the screen in that flow"
        )
      ])
  }

  @Test func aTabWithoutFlowAndAnUnknownKey() {
    expectSchema(
      """
        main:
          tabs:
            1️⃣feed: { 2️⃣nxt: main }
      """,
      [
        ("1️⃣", "tab 'feed' of step 'main' needs the key 'flow'"),
        ("2️⃣", "unknown key 'nxt' in tab 'feed' of step 'main'; did you mean 'next'?"),
      ])
  }

  @Test func aTabThatIsNoMapping() {
    expectSchema(
      "  main: { tabs: { feed: 1️⃣Feed } }",
      [
        (
          "1️⃣",
          "expected a mapping for tab 'feed' of step 'main' ({ flow: Name }), found a scalar"
        )
      ])
  }

  @Test func selectedNamesNoTab() {
    expectSchema(
      "  main: { tabs: { feed: { flow: Feed } }, selected: 1️⃣fed }",
      [("1️⃣", "'selected' of step 'main' names no tab: 'fed'; did you mean 'feed'?")])
  }

  @Test func selectedOnAScreen() {
    expectSchema(
      "  main: { screen: Main, output: Never, 1️⃣selected: feed }",
      [("1️⃣", "'selected' applies only to tab containers ('tabs'); step 'main' is a screen")])
  }

  @Test func routesOnTheContainerItself() {
    expectSchema(
      "  main: { tabs: { feed: { flow: Feed } }, 1️⃣next: main, 2️⃣output: Int }",
      [
        (
          "1️⃣",
          "'next' does not apply to tab container step 'main': each tab routes its flow's "
            + "endings with its own 'next' or 'on'"
        ),
        (
          "2️⃣",
          "'output' does not apply to tab container step 'main': each tab routes its flow's "
            + "endings with its own 'next' or 'on'"
        ),
      ])
  }

  @Test func tabsBesideAScreen() {
    expectSchema(
      "  main: { screen: Main, 1️⃣tabs: { feed: { flow: Feed } } }",
      [("1️⃣", "step 'main' has 'screen' and 'tabs'; a step is exactly one of them")])
  }
}
