import Testing

@testable import FlowcCore

/// `unused-back`: a `flow:` step's `back` applies when its child cancels; when
/// the child never cancels, the `back` is never taken.
@Suite struct UnusedBackCheckTests {
  /// A child whose only screen goes back to an ending, never to `cancel`.
  static let tour = MarkedSource(
    """
    flow: Tour
    start: intro
    endings: { completed: Void, skipped: Void }
    steps:
      intro: { screen: TourIntro, next: finish.completed, back: BACK }
    events:
      skip: { next: finish.skipped }
    """, path: "Tour.flow.yaml")

  static func welcome(back: String = "back: 1️⃣cancel", runs flow: String = "Tour")
    -> MarkedSource
  {
    MarkedSource(
      """
      flow: Welcome
      start: tour
      steps:
        tour:
          flow: \(flow)
          on: { completed: finish, skipped: finish }
          \(back)
      """, path: "Welcome.flow.yaml")
  }

  static func tour(back: String) -> MarkedSource {
    MarkedSource(tour.text.replacing("BACK", with: back), path: "Tour.flow.yaml")
  }

  @Test func aBackOfAChildThatNeverCancelsIsAWarning() {
    let welcome = Self.welcome()
    let diagnostics = expectReported(
      [Self.tour(back: "finish.skipped"), welcome], by: .unusedBacks,
      [(.unusedBack, "1️⃣", welcome)])
    #expect(diagnostics.first?.severity == .warning)
    #expect(
      onlyMessage(diagnostics).hasPrefix(
        "'back' of step 'tour' is never taken: flow 'Tour' never cancels"))
  }

  @Test func aChildThatCancelsUsesTheBack() {
    expectClean([Self.tour(back: "cancel"), Self.welcome()], by: .unusedBacks)
  }

  @Test func aFirstScreenWithoutBackCancelsItsFlow() {
    let tour = MarkedSource(
      """
      flow: Tour
      start: check
      endings: { completed: Void, skipped: Void }
      steps:
        check: { action: CheckTour, next: intro }
        intro: { screen: TourIntro, next: finish.completed }
        later: { screen: Later, next: finish.skipped }
      """, path: "Tour.flow.yaml")
    // `later` is unreachable, which is another check's concern.
    let whole = FlowChecker().check([tour.source, Self.welcome().source]).diagnostics
    #expect(!whole.contains { $0.code == .unusedBack }, "\(whole.map(\.message))")
  }

  @Test func aScreenAfterTheFirstDoesNotCancelByGoingBack() {
    let tour = MarkedSource(
      """
      flow: Tour
      start: intro
      endings: { completed: Void, skipped: Void }
      steps:
        intro: { screen: TourIntro, next: more, back: finish.skipped }
        more: { screen: TourMore, next: finish.completed }
      """, path: "Tour.flow.yaml")
    let welcome = Self.welcome()
    expectReported([tour, welcome], by: .unusedBacks, [(.unusedBack, "1️⃣", welcome)])
  }

  @Test func anEventToCancelMakesTheChildCancel() {
    let tour = MarkedSource(
      Self.tour(back: "finish.skipped").text + "\n  quit: { next: cancel }\n",
      path: "Tour.flow.yaml")
    expectClean([tour, Self.welcome()], by: .unusedBacks)
  }

  /// A child cancels when its own first `flow:` step's child does.
  @Test func cancellingSpreadsThroughSubflows() {
    let outer = MarkedSource(
      """
      flow: Outer
      start: tour
      endings: { completed: Void, skipped: Void }
      steps:
        tour:
          flow: Tour
          on: { completed: finish.completed, skipped: finish.skipped }
      """, path: "Outer.flow.yaml")
    expectClean(
      [Self.tour(back: "cancel"), outer, Self.welcome(runs: "Outer")], by: .unusedBacks)
    let never = Self.welcome(runs: "Outer")
    expectReported(
      [Self.tour(back: "finish.skipped"), outer, never], by: .unusedBacks,
      [(.unusedBack, "1️⃣", never)])
  }

  @Test func aBackToAStepIsReportedToo() {
    let welcome = MarkedSource(
      """
      flow: Welcome
      start: hello
      steps:
        hello: { screen: Hello, next: tour, back: cancel }
        tour:
          flow: Tour
          on: { completed: finish, skipped: finish }
          back: 1️⃣hello
      """, path: "Welcome.flow.yaml")
    expectReported(
      [Self.tour(back: "finish.skipped"), welcome], by: .unusedBacks,
      [(.unusedBack, "1️⃣", welcome)])
  }

  @Test func aStepWithoutBackIsNotReported() {
    expectClean(
      [Self.tour(back: "finish.skipped"), Self.welcome(back: "")], by: .unusedBacks)
  }
}
