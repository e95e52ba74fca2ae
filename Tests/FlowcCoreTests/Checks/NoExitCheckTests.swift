import Testing

@testable import FlowcCore

@Suite struct NoExitCheckTests {
  /// The first screen cannot be left backwards (`back: none`), so the tour never ends.
  @Test func tourGoingRoundAndRound() {
    let source = MarkedSource(
      """
      flow: Tour
      start: first
      steps:
        1️⃣first: { screen: TourPage, next: second, back: none }
        second: { screen: TourPage, next: first }
      """)
    let diagnostics = expectReported(source, by: .noExit, [(.noExit, "1️⃣")])
    #expect(diagnostics.first?.severity == .warning)
    let message = onlyMessage(diagnostics)
    #expect(message.contains("from step 'first' no path reaches 'finish', 'cancel'"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Tour", node: "first"))
  }

  /// Going back from the first screen cancels the flow, as in every flow: a
  /// tour that comes back to it can be left.
  @Test func tourBackToAFirstScreenThatGoesBackByDefault() {
    let source = MarkedSource(
      """
      flow: FirstBack
      start: a
      steps:
        a: { screen: A, next: b }
        b: { screen: B, next: a }
      """)
    expectClean(source, by: .noExit)
  }

  /// The usual app root: a start decision (a session check), then a hub whose
  /// pages come back to it. Getting back to the hub a start decision picks is
  /// a way out, as getting back to `start` is.
  @Test func flowThatNeverFinishesMayReturnToWhatItsStartDecisionPicks() {
    let source = MarkedSource(
      """
      flow: HubApp
      output: Never
      start: check
      types:
        HomeChoice: { enum: [settings, profile] }
      steps:
        login: { screen: Login, present: root, next: home }
        home:
          screen: Home
          present: root
          output: HomeChoice
          on: { settings: settings, profile: profile }
        settings: { screen: Settings, present: modal, next: home }
        profile: { screen: Profile, next: home }
      decisions:
        check: { cases: [in, out], on: { in: home, out: login } }
      """)
    expectClean(source, by: .noExit)
    // A page that never comes back to the hub is still a trap.
    let trap = MarkedSource(
      source.text.replacingOccurrences(
        of: "profile: { screen: Profile, next: home }",
        with: "1️⃣profile: { screen: Profile, next: more, back: none }\n"
          + "  more: { screen: More, next: profile, back: none }"))
    expectReported(trap, by: .noExit, [(.noExit, "1️⃣")])
  }

  @Test func tourWithBackCancel() {
    let source = MarkedSource(
      """
      flow: Tour
      start: first
      steps:
        first: { screen: TourPage, next: second, back: cancel }
        second: { screen: TourPage, next: first }
      """)
    expectClean(source, by: .noExit)
  }

  @Test func loopIsReportedWhereItIsEntered() {
    let source = MarkedSource(
      """
      flow: Onboarding
      start: welcome
      steps:
        welcome: { screen: Welcome, next: tour, back: cancel }
        1️⃣tour: { screen: TourPage, next: tips, back: tips }
        tips: { screen: Tips, next: tour }
      """)
    let diagnostics = expectReported(source, by: .noExit, [(.noExit, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("step 'tour'"))
  }

  @Test func defaultBackToAScreenThatCanExit() {
    // 'tour' and 'tips' go round, but going back from 'tour' shows 'welcome' again.
    let source = MarkedSource(
      """
      flow: Onboarding
      start: welcome
      steps:
        welcome: { screen: Welcome, next: load, back: cancel }
        load: { action: LoadTour, next: tour, failure: welcome }
        tour: { screen: TourPage, next: tips }
        tips: { screen: Tips, next: tour }
      """)
    expectClean(source, by: .noExit)
  }

  @Test func defaultBackFromARootScreenGoesNowhere() {
    let source = MarkedSource(
      """
      flow: Onboarding
      start: welcome
      steps:
        welcome: { screen: Welcome, next: tour, back: cancel }
        1️⃣tour: { screen: TourPage, present: root, next: tips }
        tips: { screen: Tips, next: tour, back: tour }
      """)
    expectReported(source, by: .noExit, [(.noExit, "1️⃣")])
  }

  @Test func flowThatNeverFinishesMayReturnToItsStart() {
    let source = MarkedSource(
      """
      flow: Hub
      output: Never
      start: hub
      types:
        HubTab: { enum: { feed: null, detail: Int } }
      steps:
        hub: { screen: HubScreen, present: root, output: HubTab, on: { feed: feed, detail: detail } }
        feed: { screen: Feed, next: hub }
        detail: { screen: Detail, input: Int, next: more }
        more: { screen: More, next: tip, back: detail }
        tip: { screen: Tip, next: more }
      """)
    expectClean(source, by: .noExit)
  }

  @Test func flowThatNeverFinishesWarnsWhereTheStartIsOutOfReach() {
    let source = MarkedSource(
      """
      flow: Hub
      output: Never
      start: hub
      steps:
        hub: { screen: HubScreen, present: root, next: tour }
        1️⃣tour: { screen: TourPage, present: root, next: tips }
        tips: { screen: Tips, next: tour, back: tour }
      """)
    let diagnostics = expectReported(source, by: .noExit, [(.noExit, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("'cancel', 'start' or a screen that rests"))
  }

  @Test func loopLeftThroughAFailure() {
    let source = MarkedSource(
      """
      flow: Sync
      start: syncing
      steps:
        syncing: { action: Sync, next: waiting, failure: cancel }
        waiting: { screen: SyncWaiting, next: syncing }
      """)
    expectClean(source, by: .noExit)
  }

  @Test func loopThatReachesAResultingScreen() {
    let source = MarkedSource(
      """
      flow: Main
      start: itemList
      types:
        ItemListEvent: { enum: { showItem: Int, refresh: null } }
      steps:
        itemList: { screen: ItemList, present: root, output: ItemListEvent, on: { showItem: itemDetail, refresh: reload } }
        reload: { action: Reload, next: itemList, failure: itemList }
        itemDetail: { screen: ItemDetail, input: Int, output: Never }
      """)
    expectClean(source, by: .noExit)
  }
}
