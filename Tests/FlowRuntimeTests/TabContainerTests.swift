import Testing

@testable import FlowRuntime

/// A tab container written against the driver by hand: `tabs` runs one
/// `MiniTab` flow per tab; a tab's flow that finishes leads to `done`, or,
/// for tab 1, back to `tabs`, which is then shown anew.
enum ShellFlow {
  enum StepID: String, FlowStepID {
    case tabs, done
    var presentation: Presentation? { self == .tabs ? .root : .push }
  }

  enum State: FlowStepState, Equatable {
    case tabs(selected: Int)
    case done
    case cancelled

    var stepID: StepID? {
      switch self {
      case .tabs: .tabs
      case .done: .done
      case .cancelled: nil
      }
    }

    static var cancelledState: State { .cancelled }
  }

  enum Action {
    case selected(Int)
    case finished(tab: Int)
    case back
    case cancel
  }

  static func transition(_ state: FlowState<State>, _ action: Action) -> FlowState<State>? {
    switch (state.current, action) {
    case (.tabs, .selected(let tab)): state.selecting(.tabs(selected: tab))
    case (.tabs, .finished(tab: 1)): state.moving(to: .tabs(selected: 0))
    case (.tabs, .finished): state.moving(to: .done)
    case (.tabs, .back), (.done, .back): state.goingBack()
    case (.tabs, .cancel), (.done, .cancel): state.moving(to: .cancelled)
    default: nil
    }
  }
}

/// The flow each tab runs: a list; `open` pushes an item, `finish` ends the flow.
@MainActor final class MiniTab: DrivenCoordinator {
  enum StepID: String, FlowStepID {
    case list, item
    var presentation: Presentation? { .push }
  }

  enum State: FlowStepState, Equatable {
    case list, item, cancelled
    var stepID: StepID? {
      switch self {
      case .list: .list
      case .item: .item
      case .cancelled: nil
      }
    }
    static var cancelledState: State { .cancelled }
  }

  enum Action { case open, back, cancel }

  let driver: FlowDriver<State, Action, Void>
  let name: String

  init(_ name: String, trail: NavigationTrail) {
    self.name = name
    driver = FlowDriver(
      trail: trail, presentation: nil,
      transition: { state, action in
        switch (state.current, action) {
        case (.list, .open): state.moving(to: .item)
        case (.list, .back), (.item, .back): state.goingBack()
        case (_, .cancel): state.moving(to: .cancelled)
        default: nil
        }
      }, back: .back, cancel: .cancel)
  }

  func start(completion: @escaping @MainActor (FlowResult<Void>) -> Void) {
    driver.begin(
      at: FlowState(current: .list),
      show: { [weak self] state in
        guard let self else { return }
        switch state {
        case .list:
          driver.show(.list, .push, takesInput: false) { TabScreen("\(name) list") }
        case .item:
          driver.show(.item, .push, takesInput: false) { TabScreen("\(name) item") }
        case .cancelled: driver.end(.cancelled)
        }
      }, completion: completion)
  }

  func open() { driver.dispatch(.open) }
  func finish() { driver.end(.finished(())) }
}

final class TabScreen: CustomStringConvertible {
  let description: String
  init(_ name: String) { description = name }
}

@Suite @MainActor struct TabContainerTests {
  let navigator = RecordingNavigator()
  let driver: FlowDriver<ShellFlow.State, ShellFlow.Action, Never>

  init() {
    driver = FlowDriver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: ShellFlow.transition, back: .back, cancel: .cancel)
  }

  func start() {
    let driver = self.driver
    driver.begin(
      at: FlowState(current: .tabs(selected: 0)),
      show: { state in
        switch state {
        case .tabs(let selected):
          driver.showTabs(
            .tabs, .root,
            tabs: [FlowTab(id: "a", title: "A"), FlowTab(id: "b", title: "B")],
            selected: selected, select: { .selected($0) },
            start: { tabs in
              for (index, name) in ["a", "b"].enumerated() {
                tabs.run(
                  MiniTab(name, trail: tabs.trails[index]), tab: index,
                  start: { $0.start(completion: $1) },
                  finished: { _ in .finished(tab: index) }, cancelled: .back)
              }
            })
        case .done:
          driver.show(.done, .push, takesInput: false) { TabScreen("done") }
        case .cancelled:
          driver.end(.cancelled)
        }
      }, completion: { _ in })
  }

  func tab(_ index: Int) -> MiniTab? {
    driver.tabs(at: .tabs)?.coordinators[index] as? MiniTab
  }

  @Test func selectingKeepsTheContainerAndEveryTabsFlow() throws {
    start()
    let container = try #require(driver.tabs(at: .tabs))
    let first = try #require(tab(0))
    first.open()
    driver.dispatch(.selected(1))
    #expect(driver.state?.current == .tabs(selected: 1))
    #expect(driver.tabs(at: .tabs) === container)
    #expect(tab(0) === first)
    #expect(navigator.tabs[0].names == ["push a list", "push a item"])
    #expect(navigator.names == ["tabs a, b selecting a", "setRoot tabs(a, b)", "selectTab b"])
  }

  @Test func goingBackPopsInTheSelectedTabAndNothingAtItsRoot() throws {
    start()
    #expect(!driver.canGoBack)
    driver.back()
    #expect(navigator.tabs[0].names == ["push a list"])
    try #require(tab(0)).open()
    #expect(driver.canGoBack)
    driver.back()
    #expect(navigator.tabs[0].names == ["push a list", "push a item", "pop"])
    #expect(driver.state?.current == .tabs(selected: 0))
  }

  @Test func aRouteBackToTheContainerShowsItAnewAndOldTabsGoUnheard() throws {
    start()
    let old = try #require(tab(0))
    try #require(tab(1)).finish()
    #expect(driver.state?.current == .tabs(selected: 0))
    #expect(navigator.names.filter { $0.hasPrefix("tabs ") }.count == 2, "\(navigator.names)")
    #expect(tab(0) !== old)
    old.finish()  // the old container's tab: unheard
    #expect(driver.state?.current == .tabs(selected: 0))
    try #require(tab(0)).finish()
    #expect(driver.state?.current == .done)
    #expect(driver.tabs(at: .tabs) == nil)
  }
}

extension RecordingNavigator {
  fileprivate var names: [String] { events.map(\.description) }
}
