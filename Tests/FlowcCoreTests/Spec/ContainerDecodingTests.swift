import Testing

@testable import FlowcCore

/// Decoding `container:` on a `tabs:` step (pages, a split view): what is
/// kept, and every schema error at its position.
@Suite struct ContainerDecodingTests {
  private func expectSchema(
    _ steps: String, _ messages: [(String, String)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let source = MarkedSource(
      """
      flow: Home
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

  private func decodedMain(_ steps: String) throws -> Step {
    let source = MarkedSource(
      """
      flow: Home
      output: Never
      start: main
      steps:
      \(steps)
      """)
    let spec = try #require(SpecDecoder.decode(YAMLFile(reading: source.source)).spec)
    return spec.steps[0]
  }

  @Test func pagesAndSplitAreKeptAndTabsIsTheDefault() throws {
    let pages = try decodedMain(
      "  main: { tabs: { news: { flow: News }, users: { flow: Users } }, container: pages }")
    #expect(pages.containerKind == .pages)
    #expect(pages.tabs.map(\.id.value) == ["news", "users"])
    let split = try decodedMain(
      """
        main:
          container: split
          tabs: { users: { flow: Users }, news: { flow: News } }
          selected: news
      """)
    #expect(split.containerKind == .split)
    #expect(split.selected?.value == "news")
    let tabs = try decodedMain("  main: { tabs: { news: { flow: News } } }")
    #expect(tabs.container == nil)
    #expect(tabs.containerKind == .tabs)
    let written = try decodedMain("  main: { tabs: { news: { flow: News } }, container: tabs }")
    #expect(written.containerKind == .tabs)
  }

  @Test func aMisspeltContainer() {
    expectSchema(
      "  main: { tabs: { news: { flow: News } }, container: 1️⃣page }",
      [
        (
          "1️⃣",
          "'container' of step 'main' must be 'tabs', 'pages' or 'split', not 'page'; "
            + "did you mean 'pages'?"
        )
      ])
  }

  @Test func aMisspeltContainerKey() {
    expectSchema(
      "  main: { tabs: { news: { flow: News } }, 1️⃣containr: pages }",
      [("1️⃣", "unknown key 'containr' in step 'main'; did you mean 'container'?")])
  }

  @Test func aContainerOnAScreen() {
    expectSchema(
      "  main: { screen: Main, output: Never, container: 1️⃣pages }",
      [
        (
          "1️⃣",
          "'container' applies only to containers (steps with 'tabs'); step 'main' is a screen"
        )
      ])
  }

  @Test func aSplitOfOneOrThree() {
    expectSchema(
      "  main: { tabs: { news: { flow: News } }, container: 1️⃣split }",
      [
        (
          "1️⃣",
          "a split container has exactly two columns (primary, then secondary); step 'main' "
            + "lists 1 under 'tabs'"
        )
      ])
    expectSchema(
      """
        main:
          container: 1️⃣split
          tabs: { a: { flow: A }, b: { flow: B }, c: { flow: C } }
      """,
      [
        (
          "1️⃣",
          "a split container has exactly two columns (primary, then secondary); step 'main' "
            + "lists 3 under 'tabs'"
        )
      ])
  }

  @Test func selectedNamesNoColumn() {
    expectSchema(
      """
        main:
          container: split
          tabs: { users: { flow: Users }, news: { flow: News } }
          selected: 1️⃣new
      """,
      [("1️⃣", "'selected' of step 'main' names no tab: 'new'; did you mean 'news'?")])
  }
}
