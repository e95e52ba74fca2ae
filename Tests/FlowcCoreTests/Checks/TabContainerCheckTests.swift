import Testing

@testable import FlowcCore

@Suite struct TabContainerCheckTests {
  static let feed = MarkedSource(
    """
    flow: Feed
    output: Never
    start: list
    steps:
      list: { screen: FeedList, output: Int, next: item }
      item: { screen: FeedItem, input: Int, output: Never }
    """, path: "Feed.flow.yaml")
  static let account = MarkedSource(
    """
    flow: Account
    start: overview
    endings: { signedOut: Void, closed: Int }
    types:
      AccountChoice: { enum: [signOut, close] }
    steps:
      overview:
        screen: AccountOverview
        output: AccountChoice
        on: { signOut: finish.signedOut, close: count }
      count: { screen: AccountCount, output: Int, next: finish.closed }
    """, path: "Account.flow.yaml")

  static let bothEnds = """
      signedOut: { screen: SignedOut, present: root, output: Never }
      closed: { screen: Closed, input: Int, present: root, output: Never }
    """

  static func shell(_ tabs: String, steps: String = bothEnds) -> MarkedSource {
    MarkedSource(
      """
      flow: Shell
      output: Never
      start: main
      steps:
        main:
          tabs:
      \(tabs)
      \(steps)
      """, path: "Shell.flow.yaml")
  }

  @Test func tabsRoutingEveryEndingCheckClean() {
    let shell = Self.shell(
      """
            feed: { flow: Feed }
            account: { flow: Account, on: { signedOut: signedOut, closed: closed } }
      """)
    expectClean([shell, Self.feed, Self.account], by: .tabContainers)
  }

  @Test func aTabWhoseFlowCanEndNeedsARoute() {
    let shell = Self.shell(
      """
            feed: { flow: Feed }
            1️⃣account: { flow: Account }
      """, steps: "")
    let diagnostics = expectReported(
      [shell, Self.feed, Self.account], by: .tabContainers, [(.deadEnd, "1️⃣", shell)])
    #expect(onlyMessage(diagnostics).contains("signedOut | closed"))
  }

  @Test func aMissingEndingIsNonExhaustiveAndAWrongOneUnknown() {
    let shell = Self.shell(
      """
            account: { flow: Account, 1️⃣on: { signedOut: signedOut } }
      """, steps: "  signedOut: { screen: SignedOut, present: root, output: Never }")
    expectReported(
      [shell, Self.feed, Self.account], by: .tabContainers, [(.nonExhaustive, "1️⃣", shell)])
    let misspelt = Self.shell(
      """
            account: { flow: Account, on: { signedOut: signedOut, closed: closed, 1️⃣gone: closed } }
      """)
    let diagnostics = expectReported(
      [misspelt, Self.feed, Self.account], by: .tabContainers, [(.unknownCase, "1️⃣", misspelt)])
    #expect(onlyMessage(diagnostics).contains("has no ending or case 'gone'"))
  }

  @Test func anEndingsPayloadMustFitItsTarget() {
    let shell = Self.shell(
      """
            account: { flow: Account, on: { signedOut: signedOut, closed: closed } }
      """)
    expectClean([shell, Self.feed, Self.account], by: .typeMismatches)
    // `signedOut` takes nothing: the Int of `closed` arriving there is only remembered.
    let wrong = Self.shell(
      """
            account: { flow: Account, on: { signedOut: closed, closed: signedOut } }
      """,
      steps: """
          signedOut: { screen: SignedOut, present: root, output: Never }
          closed: { screen: Closed, input: 1️⃣Int, present: root, output: Never }
        """)
    let diagnostics = expectReported(
      [wrong, Self.feed, Self.account], by: .typeMismatches, [(.typeMismatch, "1️⃣", wrong)])
    #expect(onlyMessage(diagnostics).contains("case 'signedOut' of tab 'account' of 'main'"))
  }

  @Test func aTabFlowThatNeverFinishesTakesNoRoute() {
    let shell = Self.shell(
      """
            feed: { flow: Feed, next: 1️⃣signedOut }
      """, steps: "  signedOut: { screen: SignedOut, present: root, output: Never }")
    expectReported([shell, Self.feed], by: .tabContainers, [(.typeMismatch, "1️⃣", shell)])
  }

  @Test func aTabFlowTakesTheContainersInputOrNothing() {
    let takes = MarkedSource(
      """
      flow: Takes
      input: String
      output: Never
      start: show
      steps:
        show: { screen: Show, input: String, output: Never }
      """, path: "Takes.flow.yaml")
    let shell = Self.shell(
      """
            feed: { flow: Feed }
            text: { flow: 1️⃣Takes }
      """, steps: "")
    let diagnostics = expectReported(
      [shell, Self.feed, takes], by: .tabContainers, [(.typeMismatch, "1️⃣", shell)])
    #expect(onlyMessage(diagnostics).contains("takes String, but the container takes Void"))
  }

  @Test func unknownTabFlowsAndCyclesThroughTabs() {
    let shell = Self.shell(
      """
            feed: { flow: 1️⃣Fed }
      """, steps: "")
    let unknown = expectReported(
      [shell, Self.feed], by: .unknownFlows, [(.unknownFlow, "1️⃣", shell)])
    #expect(onlyMessage(unknown).hasSuffix("did you mean 'Feed'?"))
    let looping = Self.shell(
      """
            feed: { flow: Feed }
            again: { flow: 1️⃣Shell }
      """, steps: "")
    expectReported([looping, Self.feed], by: .flowCycles, [(.flowCycle, "1️⃣", looping)])
  }

  @Test func stepsReachedOnlyThroughATabAreReachable() {
    let shell = Self.shell(
      """
            account: { flow: Account, on: { signedOut: signedOut, closed: closed } }
      """)
    expectClean([shell, Self.account], by: .reachability)
    let unreached = Self.shell(
      """
            account: { flow: Account, on: { signedOut: signedOut, closed: signedOut } }
      """)
    let diagnostics = FlowChecker().check(
      [unreached.source, Self.account.source], checks: [.reachability])
    #expect(diagnostics.diagnostics.map(\.subject?.node) == ["closed"])
  }
}

@Suite struct TabContainerNameTests {
  @Test func aTabTypeOrATabsActionsThatClashAreReported() {
    let shell = MarkedSource(
      """
      flow: Shell
      output: Never
      start: main
      types:
        MainTab: { enum: [a] }
      steps:
        1️⃣main:
          tabs:
            2️⃣feed: { flow: Feed }
        mainFeed: { screen: MainFeed, input: MainTab, output: Never }
        main2: { tabs: { other: { flow: Feed } } }
      """, path: "Shell.flow.yaml")
    let feed = MarkedSource(
      """
      flow: Feed
      output: Never
      start: list
      steps:
        list: { screen: FeedList, output: Never }
      """, path: "Feed.flow.yaml")
    let diagnostics = FlowChecker().check([shell.source, feed.source], checks: [.generatedNames])
      .diagnostics
    #expect(diagnostics.map(\.code) == [.nameClash, .nameClash])
    #expect(diagnostics.map(\.location) == [shell.location("1️⃣"), shell.location("2️⃣")])
    #expect(diagnostics.first?.message.contains("generates 'MainTab'") == true)
  }
}
