import Testing

@testable import FlowRuntime

/// A tab container with a cover written against the driver by hand, as the
/// generator writes it: `tabs` runs one `MiniTab` flow per tab; `cover`, a
/// modal screen of the same flow, is shown over the container by an event
/// (`showCover`) or by tab 1's route, and its completion returns to `tabs`
/// as a route to a container says: with the first tab named, which the
/// history's container (`returnsAsShown`) replaces with the tab selected there.
enum CoverFlow {
  enum StepID: String, FlowStepID {
    case tabs, cover
    var presentation: Presentation? { self == .tabs ? .root : .modal }
    var returnsAsShown: Bool { self == .tabs }
  }

  enum State: FlowStepState, Equatable, Codable {
    case tabs(selected: Int)
    case cover
    case cancelled

    var stepID: StepID? {
      switch self {
      case .tabs: .tabs
      case .cover: .cover
      case .cancelled: nil
      }
    }

    static var cancelledState: State { .cancelled }
    typealias Link = CoverFlow.Link
  }

  /// A deep link to tab a.
  enum Link: Hashable, Sendable, Codable { case tabA }

  enum Action {
    case selected(Int)
    case finished(tab: Int)
    case showCover
    case covered
    case openTabA
    case back
    case cancel
  }

  static func transition(_ state: FlowState<State>, _ action: Action) -> FlowState<State>? {
    switch (state.current, action) {
    case (.tabs, .selected(let tab)): state.selecting(.tabs(selected: tab))
    case (.tabs, .finished(tab: 1)), (.tabs, .showCover): state.moving(to: .cover)
    case (.tabs, .finished): state.moving(to: .tabs(selected: 0))
    case (.cover, .covered): state.moving(to: .tabs(selected: 0))
    case (_, .openTabA):
      // As a generated flow opens a deep link: its way names the tab.
      state.opening(.tabA, LinkWay(target: .tabs(selected: 0), backStack: .push), order: { _ in 0 })
    case (.tabs, .back), (.cover, .back): state.goingBack()
    case (.tabs, .cancel), (.cover, .cancel): state.moving(to: .cancelled)
    default: nil
    }
  }
}

@Suite @MainActor struct TabCoverTests {
  let navigator = RecordingNavigator()
  let driver: FlowDriver<CoverFlow.State, CoverFlow.Action, Never>
  /// How many times each tab's flow started.
  let starts = Starts()

  final class Starts {
    var counts = [0, 0]
  }

  init() {
    driver = FlowDriver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: CoverFlow.transition, back: .back, cancel: .cancel)
  }

  func show(_ state: CoverFlow.State) {
    let driver = self.driver
    let starts = self.starts
    switch state {
    case .tabs(let selected):
      driver.showTabs(
        .tabs, .root, tabs: [FlowTab(id: "a", title: "A"), FlowTab(id: "b", title: "B")],
        selected: selected, select: { .selected($0) },
        start: { tabs in
          for (index, name) in ["a", "b"].enumerated() {
            tabs.run(
              MiniTab(name, trail: tabs.trails[index]), tab: index,
              start: {
                starts.counts[index] += 1
                $0.start(completion: $1)
              },
              finished: { _ in .finished(tab: index) }, cancelled: .back)
          }
        })
    case .cover:
      driver.show(.cover, .modal, takesInput: false) { TabScreen("cover") }
    case .cancelled:
      driver.end(.cancelled)
    }
  }

  func start() {
    driver.begin(at: FlowState(current: .tabs(selected: 0)), show: show, completion: { _ in })
  }

  func tab(_ index: Int) -> MiniTab? {
    driver.tabs(at: .tabs)?.coordinators[index] as? MiniTab
  }

  @Test func aCoverAnEventShowsGoesOnceAndTheTabsStayAsTheyWere() throws {
    start()
    let container = try #require(driver.tabs(at: .tabs))
    let first = try #require(tab(0))
    first.open()
    driver.dispatch(.selected(1))
    driver.dispatch(.showCover)
    #expect(driver.state?.current == .cover)
    #expect(driver.tabs(at: .tabs) == nil, "the tabs are not reached while the cover is shown")
    driver.dispatch(.covered)
    #expect(driver.state?.current == .tabs(selected: 1), "the tab selected before stays")
    #expect(driver.state?.history.isEmpty == true)
    #expect(driver.tabs(at: .tabs) === container)
    #expect(tab(0) === first)
    #expect(first.state?.current == .item)
    #expect(starts.counts == [1, 1])
    #expect(
      navigator.names == [
        "tabs a, b selecting a", "setRoot tabs(a, b)", "selectTab b", "present cover", "dismiss",
      ])
    #expect(navigator.tabs[0].names == ["push a list", "push a item"])
    #expect(navigator.tabs[1].names == ["push b list"])
    // The container is the flow's again: the user's tap, a tab's route.
    navigator.userSelectsTab(0)
    #expect(driver.state?.current == .tabs(selected: 0))
    first.finish()
    #expect(navigator.names.filter { $0.hasPrefix("tabs ") }.count == 2, "a route to itself")
  }

  @Test func theReducerAloneReturnsToTheContainerWithTheTabSelectedBefore() throws {
    let covered = try #require(
      CoverFlow.transition(
        FlowState(current: .tabs(selected: 0)).selecting(.tabs(selected: 1)), .showCover))
    #expect(covered.history == [.tabs(selected: 1)])
    let back = try #require(CoverFlow.transition(covered, .covered))
    #expect(back.current == .tabs(selected: 1), "the route names tab 0; the history holds tab 1")
    #expect(back.history.isEmpty)
    #expect(back.openedLink == nil)
    // A deep link names its tab: it wins over the tab the history holds.
    let linked = try #require(CoverFlow.transition(covered, .openTabA))
    #expect(linked.current == .tabs(selected: 0))
    // A route from the container to itself is no return: it names the first tab.
    let again = try #require(
      CoverFlow.transition(FlowState(current: .tabs(selected: 1)), .finished(tab: 0)))
    #expect(again.current == .tabs(selected: 0))
  }

  @Test func aSavedStateOnTheCoverValidatesAndReturnsToItsTab() throws {
    let saved = FlowState<CoverFlow.State>(current: .cover, history: [.tabs(selected: 1)])
    try saved.validate(start: .tabs) { step in
      FlowGraphStep(leadsTo: step == .tabs ? [.cover, .tabs] : [.tabs])
    }
    #expect(CoverFlow.transition(saved, .covered)?.current == .tabs(selected: 1))
  }

  @Test func onEnterHearsTheTabSelectedBeforeOnceWhenTheCoverGoes() throws {
    var entered: [CoverFlow.State] = []
    driver.onEnter = { entered.append($0) }
    start()
    driver.dispatch(.selected(1))
    driver.dispatch(.showCover)
    driver.dispatch(.covered)
    #expect(entered == [.tabs(selected: 0), .tabs(selected: 1), .cover, .tabs(selected: 1)])
    #expect(driver.state?.current == .tabs(selected: 1))
    #expect(driver.tabs(at: .tabs)?.selected == 1)
    #expect(navigator.names.suffix(2) == ["present cover", "dismiss"], "no tab selected anew")
  }

  @Test func aLinkToATabWhileTheCoverIsShownSelectsTheTabItNames() throws {
    start()
    let container = try #require(driver.tabs(at: .tabs))
    driver.dispatch(.selected(1))
    driver.dispatch(.showCover)
    driver.dispatch(.openTabA)
    #expect(driver.state?.current == .tabs(selected: 0))
    #expect(driver.tabs(at: .tabs) === container)
    #expect(starts.counts == [1, 1])
    #expect(navigator.names.suffix(3) == ["present cover", "dismiss", "selectTab a"])
  }

  @Test func aCoverATabsRouteShowsGoesAndOnlyThatTabStartsAgain() throws {
    start()
    let container = try #require(driver.tabs(at: .tabs))
    let first = try #require(tab(0))
    first.open()
    let second = try #require(tab(1))
    second.open()
    second.finish()  // tab b's route: the cover
    #expect(driver.state?.current == .cover)
    driver.dispatch(.covered)
    #expect(driver.state?.current == .tabs(selected: 0))
    #expect(driver.tabs(at: .tabs) === container)
    #expect(tab(0) === first)
    #expect(tab(1) !== second, "the tab whose flow ended starts again")
    #expect(starts.counts == [1, 2])
    #expect(
      navigator.names == [
        "tabs a, b selecting a", "setRoot tabs(a, b)", "present cover", "dismiss",
      ])
    #expect(navigator.tabs[0].names == ["push a list", "push a item"])
    #expect(navigator.tabs[1].names == ["push b list", "push b item", "setRoot b list"])
    #expect(navigator.tabs[1].stack.map(RecordingNavigator.name(of:)) == ["b list"])
    // The old flow of tab b goes unheard; the new one is the container's.
    second.finish()
    #expect(driver.state?.current == .tabs(selected: 0))
    try #require(tab(1)).finish()
    #expect(driver.state?.current == .cover)
  }

  @Test func restoringOnTheCoverMakesTheContainerOnceAndShowsTheCoverOverIt() throws {
    driver.begin(
      restoring: FlowState(current: .cover, history: [.tabs(selected: 1)]), show: show,
      completion: { _ in })
    #expect(navigator.names == ["tabs a, b selecting b", "setRoot tabs(a, b)", "present cover"])
    #expect(navigator.animations == [false, false], "the tab bar, then the cover")
    #expect(starts.counts == [1, 1])
    #expect(navigator.tabs[0].animations == [false])
    #expect(navigator.tabs[1].animations == [false])
    driver.dispatch(.covered)
    #expect(driver.state?.current == .tabs(selected: 1))
    #expect(starts.counts == [1, 1])
    #expect(navigator.names.suffix(1) == ["dismiss"])
  }

  @Test func restoringAtTheContainerStartsEveryTabOnce() throws {
    driver.begin(
      restoring: FlowState(current: .tabs(selected: 1)), show: show, completion: { _ in })
    #expect(navigator.names == ["tabs a, b selecting b", "setRoot tabs(a, b)"])
    #expect(starts.counts == [1, 1])
    #expect(navigator.tabs.map(\.names) == [["push a list"], ["push b list"]])
    #expect(navigator.tabs[1].animations == [false])
  }
}

extension RecordingNavigator {
  fileprivate var names: [String] { events.map(\.description) }
}

/// A tab's flow with modals: `sheet` is presented over the list and `more`
/// pushed on it; `locked`, presented too, cannot be left backwards.
@MainActor final class SheetTab: DrivenCoordinator {
  enum StepID: String, FlowStepID {
    case list, sheet, more, locked
    var presentation: Presentation? {
      switch self {
      case .list, .more: .push
      case .sheet, .locked: .modal
      }
    }
  }

  enum State: FlowStepState, Equatable {
    case list, sheet, more, locked, cancelled
    var stepID: StepID? {
      switch self {
      case .list: .list
      case .sheet: .sheet
      case .more: .more
      case .locked: .locked
      case .cancelled: nil
      }
    }
    static var cancelledState: State { .cancelled }
  }

  enum Action { case sheet, more, lock, back, cancel }

  let driver: FlowDriver<State, Action, Void>

  init(trail: NavigationTrail) {
    driver = FlowDriver(
      trail: trail, presentation: nil,
      transition: { state, action in
        switch (state.current, action) {
        case (.list, .sheet): state.moving(to: .sheet)
        case (.sheet, .more): state.moving(to: .more)
        case (.list, .lock): state.moving(to: .locked)
        case (.locked, .back): nil
        case (_, .back): state.goingBack()
        case (_, .cancel): state.moving(to: .cancelled)
        default: nil
        }
      }, back: .back, cancel: .cancel)
  }

  func start(completion: @escaping @MainActor (FlowResult<Void>) -> Void) {
    driver.begin(
      at: FlowState(current: .list),
      show: { [weak self] state in
        guard let self, let step = state.stepID else {
          self?.driver.end(.cancelled)
          return
        }
        driver.show(step, step.presentation ?? .push, takesInput: false) {
          TabScreen(step.rawValue)
        }
      }, completion: completion)
  }
}

@Suite @MainActor struct TabModalDismissalTests {
  let navigator = RecordingNavigator()
  let driver: FlowDriver<ShellFlow.State, ShellFlow.Action, Never>

  init() {
    driver = FlowDriver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: ShellFlow.transition, back: .back, cancel: .cancel)
    let driver = self.driver
    driver.begin(
      at: FlowState(current: .tabs(selected: 0)),
      show: { state in
        guard case .tabs(let selected) = state else { return }
        driver.showTabs(
          .tabs, .root, tabs: [FlowTab(id: "a", title: "A"), FlowTab(id: "b", title: "B")],
          selected: selected, select: { .selected($0) },
          start: { tabs in
            tabs.run(
              SheetTab(trail: tabs.trails[0]), tab: 0, start: { $0.start(completion: $1) },
              finished: { _ in .finished(tab: 0) }, cancelled: .back)
            tabs.run(
              MiniTab("b", trail: tabs.trails[1]), tab: 1, start: { $0.start(completion: $1) },
              finished: { _ in .finished(tab: 1) }, cancelled: .back)
          })
      }, completion: { _ in })
  }

  var sheets: SheetTab? { driver.tabs(at: .tabs)?.coordinators[0] as? SheetTab }

  @Test func selectingAnotherTabTakesTheSheetAndWhatIsPushedOnItAway() throws {
    let tab = try #require(sheets)
    tab.dispatch(.sheet)
    tab.dispatch(.more)
    #expect(navigator.tabs[0].names == ["push list", "present sheet", "push more"])
    driver.dispatch(.selected(1))
    #expect(tab.state?.current == .list)
    #expect(
      navigator.tabs[0].names == ["push list", "present sheet", "push more", "pop", "dismiss"])
    #expect(navigator.tabs[0].presented.isEmpty)
    #expect(navigator.names.last == "selectTab b")
  }

  @Test func aModalThatCannotBeLeftBackwardsStays() throws {
    let tab = try #require(sheets)
    tab.dispatch(.lock)
    driver.dispatch(.selected(1))
    #expect(tab.state?.current == .locked)
    #expect(navigator.tabs[0].names == ["push list", "present locked"])
    #expect(navigator.names.last == "selectTab b", "the tab is selected under it")
  }

  @Test func theUsersTapOnTheTabShownChangesNothing() throws {
    let tab = try #require(sheets)
    tab.dispatch(.sheet)
    driver.dispatch(.selected(0))
    #expect(tab.state?.current == .sheet)
    #expect(navigator.tabs[0].names == ["push list", "present sheet"])
  }
}

/// The cover over the tabs through `NavigationModel`: a sheet of the root
/// model over the `Tabs` route, which stays with each tab's model.
@Suite @MainActor struct TabCoverModelTests {
  @Test func theCoverGoesAndTheTabsModelStays() throws {
    let model = NavigationModel()
    let driver = FlowDriver<CoverFlow.State, CoverFlow.Action, Never>(
      trail: NavigationTrail(navigator: model), presentation: nil,
      transition: CoverFlow.transition, back: .back, cancel: .cancel)
    driver.begin(
      at: FlowState(current: .tabs(selected: 0)),
      show: { state in
        switch state {
        case .tabs(let selected):
          driver.showTabs(
            .tabs, .root, tabs: [FlowTab(id: "a", title: "A"), FlowTab(id: "b", title: "B")],
            selected: selected, select: { .selected($0) },
            start: { tabs in
              for (index, name) in ["a", "b"].enumerated() {
                tabs.run(
                  MiniTab(name, trail: tabs.trails[index]), tab: index,
                  start: { $0.start(completion: $1) },
                  finished: { _ in .finished(tab: index) }, cancelled: .back)
              }
            })
        case .cover:
          driver.show(.cover, .modal, takesInput: false) { TabScreen("cover") }
        case .cancelled:
          driver.end(.cancelled)
        }
      }, completion: { _ in })
    let tabs = try #require(model.stacks.first?.tabs)
    try #require(driver.tabs(at: .tabs)?.coordinators[0] as? MiniTab).open()
    tabs.selection = 1
    driver.dispatch(.showCover)
    #expect(model.stacks.count == 2)
    driver.dispatch(.covered)
    #expect(model.stacks.count == 1)
    #expect(model.stacks.first?.tabs === tabs)
    #expect(tabs.selection == 1)
    #expect(tabs.models[0].stacks.first?.path.count == 1, "tab a's item stays")
    #expect(driver.state?.current == .tabs(selected: 1))
  }
}
