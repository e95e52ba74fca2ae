import Testing

@testable import FlowRuntime

/// A sub-flow written against the driver by hand: `one`, then `two` pushed on it; its event
/// `verified` applies at `one` and leads to `two`.
@MainActor final class TwoScreenChild: DrivenCoordinator {
  enum StepID: String, FlowStepID {
    case one, two
    var presentation: Presentation? { .push }
  }

  enum State: FlowStepState, Equatable {
    case one, two, finished, cancelled
    var stepID: StepID? {
      switch self {
      case .one: .one
      case .two: .two
      case .finished, .cancelled: nil
      }
    }
    static var cancelledState: State { .cancelled }
  }

  enum Action { case next, verified, back, cancel }

  let driver: FlowDriver<State, Action, Void>

  init(trail: NavigationTrail, presentation: Presentation?) {
    driver = FlowDriver(
      trail: trail, presentation: presentation,
      transition: { state, action in
        switch (state.current, action) {
        case (.one, .next), (.one, .verified): state.moving(to: .two)
        case (.two, .next): state.moving(to: .finished)
        case (.one, .back), (.two, .back): state.goingBack()
        case (.one, .cancel), (.two, .cancel): state.moving(to: .cancelled)
        default: nil
        }
      }, back: .back, cancel: .cancel)
  }

  func start(completion: @escaping @MainActor (FlowResult<Void>) -> Void) {
    driver.begin(
      at: FlowState(current: .one),
      show: { [weak self] state in
        guard let self else { return }
        switch state {
        case .one: driver.show(.one, .push, takesInput: false) { TabScreen("One") }
        case .two: driver.show(.two, .push, takesInput: false) { TabScreen("Two") }
        case .finished: driver.end(.finished(()))
        case .cancelled: driver.end(.cancelled)
        }
      }, completion: completion)
  }

  func next() { driver.dispatch(.next) }

  /// The event's method, as a generated coordinator has it.
  @discardableResult func verified() -> Bool { driver.deliver(.verified) }
}

/// `event-subflow-P.yaml` and `event-subflow-C.yaml`, with the parent's event leading to a
/// pushed screen or to a root one: `hub` (root), `edit` runs the child as a modal, `signOut`
/// leads to `signedOut`.
@Suite @MainActor struct SubFlowEventTests {
  enum StepID: String, FlowStepID {
    case hub, edit, signedOut
    var presentation: Presentation? {
      switch self {
      case .hub: .root
      case .edit: nil
      case .signedOut: .push
      }
    }
  }

  enum State: FlowStepState, Equatable {
    case hub, edit, signedOut
    var stepID: StepID? {
      switch self {
      case .hub: .hub
      case .edit: .edit
      case .signedOut: .signedOut
      }
    }
    static var cancelledState: State { .hub }
  }

  enum Action { case edit, edited, signOut, verified, back, cancel }

  let navigator = RecordingNavigator()
  let driver: FlowDriver<State, Action, Never>

  init() {
    driver = FlowDriver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: { state, action in
        switch (state.current, action) {
        case (.hub, .edit): state.moving(to: .edit)
        case (.edit, .edited): state.moving(to: .hub)
        case (_, .signOut): state.moving(to: .signedOut)
        case (.signedOut, .back): state.goingBack()
        default: nil
        }
      }, back: .back, cancel: .cancel)
  }

  func start(signedOut presentation: Presentation) {
    let driver = self.driver
    driver.begin(
      at: FlowState(current: .hub),
      show: { state in
        switch state {
        case .hub: driver.show(.hub, .root, takesInput: false) { TabScreen("Hub") }
        case .edit:
          driver.run(
            TwoScreenChild(trail: driver.trail, presentation: driver.childPresentation(.modal)),
            start: { $0.start(completion: $1) }, finished: { _ in .edited }, cancelled: .back)
        case .signedOut:
          driver.show(.signedOut, presentation, takesInput: false) { TabScreen("SignedOut") }
        }
      }, completion: { _ in })
  }

  /// The child, at its second screen, in its modal.
  func editing() throws -> TwoScreenChild {
    driver.dispatch(.edit)
    #expect(driver.runningSubFlows.count == 1)
    let running = try #require(driver.runningSubFlows.first as? TwoScreenChild)
    running.next()
    #expect(navigator.names == ["setRoot Hub", "present One", "push Two"])
    return running
  }

  @Test(arguments: [Presentation.push, .root])
  func aParentsEventDuringAModalChildRemovesItsScreensOnceAndShowsTheTarget(
    _ presentation: Presentation
  ) throws {
    start(signedOut: presentation)
    let child = try editing()
    driver.dispatch(.signOut)
    #expect(driver.state?.current == .signedOut)
    let shown = presentation == .push ? ["dismiss", "push SignedOut"] : ["setRoot SignedOut"]
    #expect(navigator.names.dropFirst(3) == shown[...])
    #expect(navigator.presented.isEmpty)
    #expect((navigator.visible as? TabScreen)?.description == "SignedOut")
    // The child ended unheard: its screens' actions and its events reach nothing.
    child.next()
    #expect(!child.verified())
    #expect(driver.state?.current == .signedOut)
    #expect(navigator.names.count == 3 + shown.count)
  }

  @Test func anEventGoesToTheRunningChildWhereItAppliesElseNowhere() throws {
    start(signedOut: .push)
    driver.dispatch(.edit)
    let child = try #require(driver.runningSubFlows.first)
    let offer = { SubFlowEvents.send(from: child) { ($0 as? TwoScreenChild)?.verified() } }
    #expect(offer())
    #expect(navigator.names == ["setRoot Hub", "present One", "push Two"])
    // At `two` the event does not apply: the child does not take it.
    #expect(!offer())
    #expect(driver.state?.current == .edit)
  }

  @Test func withoutARunningChildNothingIsOfferedAndTheFlowDecides() {
    start(signedOut: .push)
    #expect(driver.runningSubFlows.isEmpty)
    #expect(!driver.deliver(.edited))
    #expect(driver.deliver(.signOut))
    #expect(driver.state?.current == .signedOut)
  }
}

/// `SubFlowEvents` walks a tab container's flows, the selected tab's first.
@Suite @MainActor struct TabEventTests {
  @Test func theSelectedTabIsOfferedTheEventFirstThenTheOthersInOrder() throws {
    let tests = TabContainerTests()
    tests.start()
    tests.driver.dispatch(.selected(1))
    let container = try #require(tests.driver.runningSubFlows.first)
    var offered: [String] = []
    let applied = SubFlowEvents.send(from: container) { coordinator in
      guard let tab = coordinator as? MiniTab else { return nil }
      offered.append(tab.name)
      return false
    }
    #expect(!applied)
    #expect(offered == ["b", "a"])
    // The selected tab does not take it: the next tab's flow does.
    offered = []
    #expect(
      SubFlowEvents.send(from: container) { coordinator in
        guard let tab = coordinator as? MiniTab else { return nil }
        offered.append(tab.name)
        return tab.name == "a"
      })
    #expect(offered == ["b", "a"])
  }

  /// An event of the tabs' flow, sent from the container's parent as a generated `Events`
  /// sends it: the selected tab's flow where it applies, else the next tab's.
  @Test func anEventReachesATabsFlowWhereItAppliesTheSelectedTabFirst() throws {
    let tests = TabContainerTests()
    tests.start()
    tests.driver.dispatch(.selected(1))
    let container = try #require(
      tests.driver.runningSubFlows.first as? TabContainer<ShellFlow.Action>)
    let tabs = container.coordinators.compactMap { $0 as? MiniTab }
    #expect(tabs.map(\.name) == ["a", "b"])
    let open = {
      SubFlowEvents.send(from: container) { ($0 as? MiniTab)?.driver.deliver(.open) }
    }
    // Both at their lists: the selected tab `b` takes it.
    #expect(open())
    #expect(tabs.map { $0.driver.state?.current } == [.list, .item])
    // `b` shows its item, where the event does not apply: `a` takes it.
    #expect(open())
    #expect(tabs.map { $0.driver.state?.current } == [.item, .item])
    // Nowhere left where it applies.
    #expect(!open())
  }

  @Test func aFlowOfTheTargetsTypeThatTakesItEndsTheWalk() throws {
    let tests = TabContainerTests()
    tests.start()
    let container = try #require(tests.driver.runningSubFlows.first)
    var offered: [String] = []
    #expect(
      SubFlowEvents.send(from: container) { coordinator in
        guard let tab = coordinator as? MiniTab else { return nil }
        offered.append(tab.name)
        return true
      })
    #expect(offered == ["a"])
  }
}

extension RecordingNavigator {
  fileprivate var names: [String] { events.map(\.description) }
}
