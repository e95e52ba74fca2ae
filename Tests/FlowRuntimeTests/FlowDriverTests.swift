import Testing

@testable import FlowRuntime

/// A two-screen flow written against the driver by hand: `list`, then `detail`
/// with an item number, then `save` (an action) back to `list`.
enum MiniFlow {
  enum StepID: String, FlowStepID {
    case list, detail, save
    var presentation: Presentation? {
      switch self {
      case .list: .push
      case .detail: .push
      case .save: nil
      }
    }
  }

  enum State: FlowStepState, Equatable {
    case list
    case detail(Int)
    case save(Int)
    case finished
    case cancelled

    var stepID: StepID? {
      switch self {
      case .list: .list
      case .detail: .detail
      case .save: .save
      case .finished, .cancelled: nil
      }
    }

    static var cancelledState: State { .cancelled }
    /// Deep links, in `LinkWayTests`: a number.
    typealias Link = Int
  }

  enum Action {
    case open(Int)
    case saved
    case back
    case cancel
  }

  static func transition(_ state: FlowState<State>, _ action: Action) -> FlowState<State>? {
    switch (state.current, action) {
    case (.list, .open(let item)), (.detail, .open(let item)):
      state.moving(to: .detail(item))
    case (.detail(let item), .saved): state.moving(to: .save(item))
    case (.save, .saved): state.moving(to: .list)
    case (.list, .back), (.detail, .back): state.goingBack()
    case (.list, .cancel), (.detail, .cancel), (.save, .cancel): state.moving(to: .cancelled)
    default: nil
    }
  }
}

@Suite @MainActor struct FlowDriverTests {
  final class Screen: CustomStringConvertible {
    let description: String
    init(_ name: String) { description = name }
  }

  let navigator = RecordingNavigator()

  func driver(presentation: Presentation? = nil) -> FlowDriver<
    MiniFlow.State, MiniFlow.Action, Void
  > {
    FlowDriver(
      trail: NavigationTrail(navigator: navigator), presentation: presentation,
      transition: MiniFlow.transition, back: .back, cancel: .cancel)
  }

  /// Shows states the way a generated coordinator does; remembers each screen's exit.
  @MainActor final class Shower {
    var exits: [String: ScreenExit<Void>] = [:]
    var ended: [FlowResult<Void>] = []
    var saves = 0

    func show(_ state: MiniFlow.State, on driver: FlowDriver<MiniFlow.State, MiniFlow.Action, Void>)
    {
      switch state {
      case .list:
        driver.show(.list, .push, takesInput: false) {
          exits["list"] = driver.screenExit(.list, completing: .open(1))
          return Screen("List")
        }
      case .detail(let item):
        driver.show(.detail, .push, takesInput: true) {
          exits["detail \(item)"] = driver.screenExit(.detail, completing: .saved)
          return Screen("Detail \(item)")
        }
      case .save:
        saves += 1
        driver.perform { .saved }
      case .finished: driver.end(.finished(()))
      case .cancelled: driver.end(.cancelled)
      }
    }
  }

  func start(_ driver: FlowDriver<MiniFlow.State, MiniFlow.Action, Void>, _ shower: Shower) {
    driver.begin(
      at: FlowState(current: .list), show: { [unowned driver] in shower.show($0, on: driver) },
      completion: { shower.ended.append($0) })
  }

  @Test func screensFollowTheHistoryAndStaleExitsAreIgnored() async throws {
    let driver = driver()
    let shower = Shower()
    start(driver, shower)
    try #require(shower.exits["list"]).complete()
    driver.dispatch(.open(2))  // a second detail goes on top of the first
    #expect(driver.state?.history.map(\.stepID) == [.list, .detail])
    driver.back()
    #expect(driver.state?.current == .detail(1))
    #expect(
      navigator.events.map(\.description) == ["push List", "push Detail 1", "push Detail 2", "pop"])

    // The popped screen's exit is stale.
    try #require(shower.exits["detail 2"]).complete()
    #expect(driver.state?.current == .detail(1))

    try #require(shower.exits["detail 1"]).complete()
    #expect(driver.hasWork)
    await driver.settle()
    #expect(!driver.hasWork)
    #expect(shower.saves == 1)
    // Back at the list, which takes no input: the list screen is kept.
    #expect(driver.state?.current == .list)
    #expect(navigator.events.suffix(1).map(\.description) == ["pop"])
  }

  @Test func aParentsPresentationShowsTheFirstScreenUntilTheFlowHasOne() throws {
    let driver = driver(presentation: .modal)
    let shower = Shower()
    start(driver, shower)
    try #require(shower.exits["list"]).complete()
    #expect(navigator.events.map(\.description) == ["present List", "push Detail 1"])
    #expect(driver.childPresentation(nil) == nil, "the flow shows a screen of its own")
    #expect(driver.childPresentation(.push) == .push)
  }

  /// A flow whose first screen is an alert, run as a modal sub-flow: the
  /// alert is presented as an alert, never dismissed by the flow, and the
  /// parent's presentation goes to the first screen that is not an alert.
  @Test func anAlertFirstLeavesTheParentsPresentationToTheNextScreen() throws {
    final class Exits {
      var list: ScreenExit<Void>?
      var detail: ScreenExit<Void>?
    }
    let driver = driver(presentation: .modal)
    let exits = Exits()
    driver.begin(
      at: FlowState(current: .list),
      show: { [unowned driver] state in
        switch state {
        case .list:
          driver.show(.list, .alert, takesInput: false) {
            exits.list = driver.screenExit(.list, completing: .open(1))
            return Screen("Notice")
          }
        case .detail(let item):
          driver.show(.detail, .push, takesInput: true) {
            exits.detail = driver.screenExit(.detail, completing: .open(item + 1))
            return Screen("Detail \(item)")
          }
        default: break
        }
      }, completion: { _ in })
    try #require(exits.list).complete()
    try #require(exits.detail).complete()
    #expect(
      navigator.events.map(\.description) == ["alert Notice", "present Detail 1", "push Detail 2"])
    driver.removeScreens()
    #expect(navigator.events.suffix(1).map(\.description) == ["dismiss"])
  }

  /// A step without a screen of its own (an action) leaves what is shown
  /// until the flow shows something: the screens a finished sub-flow showed
  /// stay while the action works, and go with the next screen.
  @Test func anActionLeavesWhatIsShownUntilTheNextScreen() async throws {
    let driver = driver()
    let shower = Shower()
    start(driver, shower)
    try #require(shower.exits["list"]).complete()
    // A sub-flow that finished left two screens after the detail.
    let child = Screen("child")
    driver.trail.show(Screen("Child 1"), .push, step: "one", owner: child)
    driver.trail.show(Screen("Child 2"), .push, step: "two", owner: child)
    try #require(shower.exits["detail 1"]).complete()
    #expect(driver.state?.current == .save(1))
    #expect(!navigator.events.contains(.pop), "nothing is popped while the action works")
    await driver.settle()
    #expect(driver.state?.current == .list)
    #expect(navigator.events.map(\.description).suffix(3) == ["pop", "pop", "pop"])
    #expect(driver.trail.steps == ["list"])
  }

  @Test func goingBackFromTheFirstScreenCancelsAndRemovesIt() throws {
    let driver = driver()
    let shower = Shower()
    start(driver, shower)
    driver.back()
    #expect(shower.ended.count == 1 && shower.ended.first?.output == nil)
    #expect(navigator.events.map(\.description) == ["push List", "pop"])
  }

  @Test func aScreenThePlatformRemovedIsForgottenAndBuiltAgainWhenNeeded() throws {
    let driver = driver()
    let shower = Shower()
    start(driver, shower)
    try #require(shower.exits["list"]).complete()
    driver.didGoBack()  // UIKit popped the detail itself
    #expect(driver.state?.current == .list)
    #expect(navigator.events.map(\.description) == ["push List", "push Detail 1"])
    driver.dispatch(.open(1))
    #expect(navigator.events.map(\.description) == ["push List", "push Detail 1", "push Detail 1"])
  }
}
