import Testing

@testable import FlowRuntime

/// `Navigator.makeTabs`: what `RecordingNavigator` records, and the default that keeps
/// the tabs of a navigator without tabs of its own in memory.
@Suite @MainActor struct TabNavigatorTests {
  /// A navigator that implements only the requirements it had before tabs.
  final class PlainNavigator: Navigator {
    var shown: [String] = []
    func push(_ screen: AnyObject, animated: Bool) { shown.append("push \(screen)") }
    func present(_ screen: AnyObject, animated: Bool) { shown.append("present \(screen)") }
    func setRoot(_ screen: AnyObject, animated: Bool) { shown.append("setRoot \(screen)") }
    func pop(animated: Bool) { shown.append("pop") }
    func dismiss(animated: Bool) { shown.append("dismiss") }
  }

  static let tabs = [FlowTab(id: "feed", title: "Feed"), FlowTab(id: "account", title: "Account")]

  @Test func aNavigatorWithoutTabsKeepsThemInMemory() throws {
    let navigator = PlainNavigator()
    let made = navigator.makeTabs(Self.tabs, selected: 1) { _ in }
    #expect(made.navigators.count == 2)
    #expect(made.navigators.allSatisfy { $0 is RecordingNavigator })
    #expect("\(made.screen)" == "tabs(feed, account)")
    navigator.show(made.screen, .root)
    made.navigators[0].show(NamedScreen("FeedList"), .push)
    #expect(navigator.shown == ["setRoot tabs(feed, account)"])
    #expect((made.navigators[0] as? RecordingNavigator)?.names == ["push FeedList"])
  }

  @Test func recordingNavigatorRecordsTabsAndTheUsersSelection() throws {
    let navigator = RecordingNavigator()
    var heard: [Int] = []
    let made = navigator.makeTabs(Self.tabs, selected: 0) { heard.append($0) }
    #expect(navigator.tabs.count == 2)
    #expect(made.navigators.map { $0 === navigator.tabs[0] } == [true, false])
    made.select(1)
    #expect(navigator.selectedTab == 1)
    made.select(1)
    navigator.userSelectsTab(0)
    navigator.userSelectsTab(0)
    #expect(heard == [0], "the flow's own selection is not reported back")
    #expect(navigator.selectedTabNavigator === navigator.tabs[0])
    #expect(
      navigator.names == ["tabs feed, account selecting feed", "selectTab account"])
  }
}

extension RecordingNavigator {
  fileprivate var names: [String] { events.map(\.description) }
}
