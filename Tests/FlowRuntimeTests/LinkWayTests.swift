import Testing

@testable import FlowRuntime

/// `FlowState`'s deep-link moves, on `MiniFlow`'s states: the three back stacks, and a
/// link waiting behind a gate (`save` stands in for a gate, `list` for its resume step).
@Suite struct LinkWayTests {
  typealias State = FlowState<MiniFlow.State>

  let running = State(current: .detail(1), history: [.list])

  @Test func pushGoesOnTopOfWhatIsShown() {
    let way = LinkWay<MiniFlow.State>(target: .detail(2), backStack: .push)
    let opened = running.opening(7, way) { _ in 0 }
    #expect(opened.current == .detail(2))
    #expect(opened.history == [.list, .detail(1)])
    #expect(State.starting(at: 7, way).history.isEmpty)
  }

  /// A push link to the very state the flow is in shows nothing a second
  /// time; to the same step with other data it pushes as ever.
  @Test func pushToTheStateShownKeepsIt() {
    let same = running.opening(7, LinkWay(target: .detail(1), backStack: .push)) { _ in 0 }
    #expect(same.current == .detail(1))
    #expect(same.history == [.list])
    #expect(same.openedLink == 7)
    let other = running.opening(7, LinkWay(target: .detail(2), backStack: .push)) { _ in 0 }
    #expect(other.history == [.list, .detail(1)])
  }

  @Test func replaceLeavesNothingOfTheFlowUnderTheTarget() {
    let way = LinkWay<MiniFlow.State>(target: .detail(2), backStack: .replace)
    let opened = running.opening(7, way) { _ in 0 }
    #expect(opened.current == .detail(2))
    #expect(opened.history.isEmpty)
  }

  @Test func rebuildPutsItsScreensUnderTheTarget() {
    let way = LinkWay<MiniFlow.State>(target: .detail(2), backStack: .rebuild([.list]))
    let started = State.starting(at: 7, way)
    #expect(started.history == [.list])
    #expect(started.rebuildsScreens)
    let opened = running.opening(7, way) { _ in 0 }
    #expect(opened.history == [.list])
    #expect(opened.rebuildsScreens)
  }

  /// A gate at `save`, passed once the flow is back at `list`; `detail` is on its ways.
  static let gated = LinkWay<MiniFlow.State>(
    target: .detail(9), backStack: .push,
    gates: [.init(entry: .save(0), resume: .list, passed: 5...6, guarded: 1...4)])

  static func order(_ step: MiniFlow.StepID) -> Int? {
    switch step {
    case .save: 1
    case .detail: 2
    case .list: 5
    }
  }

  @Test func aLinkOnAGatesWayWaitsWhereTheFlowIs() {
    let waiting = running.opening(7, Self.gated, order: Self.order)
    #expect(waiting.current == .detail(1))
    #expect(waiting.pendingLink == 7)
    #expect(waiting.staysPut)
  }

  @Test func aWaitingLinkOpensAtTheResumeStepAndIsDroppedByGoingBack() {
    let waiting = State(current: .save(0), pendingLink: 7)
    let resumed = waiting.moving(to: .list).resuming(Self.gated, leaving: false)
    #expect(resumed.current == .detail(9))
    #expect(resumed.pendingLink == nil)
    let dropped = waiting.moving(to: .list).resuming(Self.gated, leaving: true)
    #expect(dropped.current == .list)
    #expect(dropped.pendingLink == nil)
    let still = waiting.resuming(Self.gated, leaving: false)
    #expect(still.pendingLink == 7)
  }

  @Test func pastTheGateALinkOpensAtOnce() {
    let atList = State(current: .list)
    let opened = atList.opening(7, Self.gated, order: Self.order)
    #expect(opened.current == .detail(9))
    #expect(opened.history == [.list])
  }

  @Test func aWaitingLinkStaysAsTheFlowMovesOnAndGoesWithItsEnd() {
    let waiting = State(current: .save(0), pendingLink: 7)
    #expect(waiting.moving(to: .detail(3)).pendingLink == 7)
    #expect(waiting.goingBack().pendingLink == nil, "nothing to go back to: the flow ends")
    let ended = waiting.moving(to: .finished).resuming(Self.gated, leaving: false)
    #expect(ended.pendingLink == nil)
  }

  @Test func aStepStartDoesNotReachPassesTheGatesFromTheFirst() {
    // `detail` has no order number: only a link or an event reaches it.
    let atDetail = State(current: .detail(1), history: [.list])
    let waiting = atDetail.opening(7, Self.gated) { $0 == .detail ? nil : Self.order($0) }
    #expect(waiting.current == .save(0))
    #expect(waiting.pendingLink == 7)
    let ungated = LinkWay<MiniFlow.State>(target: .detail(2), backStack: .push)
    #expect(atDetail.opening(7, ungated) { _ in nil }.current == .detail(2))
  }

  @Test func aRebuildDoesNotShowTheScreensOfItsWayTwice() {
    // Past the gate at `detail`, whose history already holds `list`: the rebuilt `list` is it.
    let way = LinkWay<MiniFlow.State>(
      target: .detail(9), backStack: .rebuild([.list]),
      gates: [.init(entry: .save(0), resume: .save, passed: 1...6, guarded: 1...6)])
    let opened = State(current: .detail(1), history: [.list]).opening(7, way, order: Self.order)
    #expect(opened.current == .detail(9))
    #expect(opened.history == [.list])
  }
}
