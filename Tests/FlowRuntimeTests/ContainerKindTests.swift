import Testing

@testable import FlowRuntime

/// Pages and split views (`container: pages | split`): the driver makes
/// them through `Navigator.makeContainer` and runs them as tabs: each child
/// flow on its own stack, one selected (the page shown, or the column shown
/// when a split view collapses).
@Suite @MainActor struct ContainerKindTests {
  /// A navigator that has tabs of its own but knows nothing of other containers.
  final class TabsOnlyNavigator: Navigator {
    var made: [String] = []
    func push(_ screen: AnyObject, animated: Bool) {}
    func present(_ screen: AnyObject, animated: Bool) {}
    func setRoot(_ screen: AnyObject, animated: Bool) {}
    func pop(animated: Bool) {}
    func dismiss(animated: Bool) {}
    func makeTabs(
      _ tabs: [FlowTab], selected: Int, onSelect: @escaping @MainActor (Int) -> Void
    ) -> TabsScreen {
      made.append("tabs \(tabs.map(\.id)) \(selected)")
      return .detached(tabs)
    }
  }

  static let items = [FlowTab(id: "users", title: "Users"), FlowTab(id: "news", title: "News")]

  let navigator = RecordingNavigator()
  let driver: FlowDriver<ShellFlow.State, ShellFlow.Action, Never>

  init() {
    driver = FlowDriver(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: ShellFlow.transition, back: .back, cancel: .cancel)
  }

  func start(_ kind: ContainerKind, selected: Int = 0) {
    let driver = self.driver
    driver.begin(
      at: FlowState(current: .tabs(selected: selected)),
      show: { state in
        switch state {
        case .tabs(let selected):
          driver.showTabs(
            .tabs, .root, kind: kind, tabs: Self.items, selected: selected,
            select: { .selected($0) },
            start: { tabs in
              for (index, name) in ["users", "news"].enumerated() {
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

  @Test func aNavigatorWithTabsOnlyMakesEveryContainerAsTabs() {
    let navigator = TabsOnlyNavigator()
    for kind in ContainerKind.allCases {
      _ = navigator.makeContainer(kind, Self.items, selected: 1) { _ in }
    }
    #expect(navigator.made == Array(repeating: "tabs [\"users\", \"news\"] 1", count: 3))
  }

  @Test func pagesRunEachPageOnItsOwnStackAndASwipeSelects() throws {
    start(.pages)
    #expect(navigator.containerKind == .pages)
    let container = try #require(driver.tabs(at: .tabs))
    navigator.userSelectsTab(1)
    #expect(driver.state?.current == .tabs(selected: 1))
    #expect(driver.tabs(at: .tabs) === container)
    #expect(navigator.tabs.map(\.names) == [["push users list"], ["push news list"]])
    #expect(
      navigator.names == ["pages users, news selecting users", "setRoot pages(users, news)"])
  }

  @Test func aSplitShowsBothColumnsAndTheFlowBringsOneForward() throws {
    start(.split, selected: 1)
    #expect(navigator.containerKind == .split)
    #expect(navigator.selectedTab == 1)
    let primary = try #require(driver.tabs(at: .tabs)?.coordinators[0] as? MiniTab)
    primary.open()
    driver.dispatch(.selected(0))
    #expect(navigator.selectedTab == 0)
    #expect(navigator.tabs[0].names == ["push users list", "push users item"])
    #expect(
      navigator.names == [
        "split users, news selecting news", "setRoot split(users, news)", "selectTab users",
      ])
    // A column's flow that finishes takes its route, as a tab's does.
    primary.finish()
    #expect(driver.state?.current == .done)
  }

  /// SwiftUI's navigator keeps the kind on the route, for
  /// `FlowNavigationView` to draw a page style `TabView` or a split view;
  /// a column the user brings forward (the compact column) selects it.
  @Test func theSwiftUIModelKeepsTheKind() throws {
    let model = NavigationModel()
    var selected: [Int] = []
    let split = model.makeContainer(.split, Self.items, selected: 1) { selected.append($0) }
    model.show(split.screen, .root)
    let columns = try #require(model.stacks[0].tabs)
    #expect(columns.kind == .split)
    #expect(columns.models.count == 2)
    columns.selection = 0
    #expect(selected == [0])
    let pages = model.makeContainer(.pages, Self.items, selected: 0) { _ in }
    #expect((pages.screen as? NavigationModel.Tabs)?.kind == .pages)
    let tabs = model.makeTabs(Self.items, selected: 0) { _ in }
    #expect((tabs.screen as? NavigationModel.Tabs)?.kind == .tabs)
  }

  @Test func tabsAreStillRecordedAsTabs() {
    start(.tabs)
    #expect(navigator.containerKind == .tabs)
    #expect(navigator.names == ["tabs users, news selecting users", "setRoot tabs(users, news)"])
  }
}

extension RecordingNavigator {
  fileprivate var names: [String] { events.map(\.description) }
}
