import Testing

@testable import FlowRuntime

@Suite @MainActor struct NavigationTrailTests {
  final class Owner {}

  final class Screen: CustomStringConvertible {
    let description: String
    init(_ name: String) { description = name }
  }

  @Test func unwindingKeepsAnOwnersFirstScreensAndRemovesWhatCameAfter() {
    let navigator = RecordingNavigator()
    let trail = NavigationTrail(navigator: navigator)
    let owner = Owner()
    trail.show(Screen("List"), .root, step: "list", owner: owner)
    trail.show(Screen("Form"), .push, step: "form", owner: owner)
    trail.show(Screen("Alert"), .modal, step: "alert", owner: owner)
    trail.unwind(owner: owner, keeping: 1)
    #expect(trail.steps == ["list"])
    #expect(
      navigator.events.map(\.description) == [
        "setRoot List", "push Form", "present Alert", "dismiss", "pop",
      ])
    trail.unwind(owner: owner, keeping: 3)
    #expect(trail.steps == ["list"], "keeping more screens than shown removes nothing")
  }

  @Test func unwindingCountsOnlyTheOwnersScreensButRemovesAnyonesAfterThem() {
    let navigator = RecordingNavigator()
    let trail = NavigationTrail(navigator: navigator)
    let parent = Owner()
    let child = Owner()
    trail.show(Screen("A"), .push, step: "a", owner: parent)
    trail.show(Screen("B"), .push, step: "b", owner: child)
    trail.show(Screen("C"), .push, step: "c", owner: child)
    #expect(trail.step(at: 0, owner: child) == "b")
    #expect(trail.step(at: 1, owner: parent) == nil)
    trail.unwind(owner: parent, keeping: 1)
    #expect(trail.steps == ["a"])
    #expect(navigator.events.suffix(2).map(\.description) == ["pop", "pop"])
  }

  @Test func unwindAllRemovesAnOwnersScreensAndEverythingAfter() {
    let navigator = RecordingNavigator()
    let trail = NavigationTrail(navigator: navigator)
    let parent = Owner()
    let child = Owner()
    trail.show(Screen("Choice"), .root, step: "choice", owner: parent)
    trail.show(Screen("Form"), .modal, step: "form", owner: child)
    trail.show(Screen("Done"), .push, step: "done", owner: child)
    trail.unwindAll(owner: child)
    #expect(trail.steps == ["choice"])
    #expect(navigator.events.suffix(2).map(\.description) == ["pop", "dismiss"])
  }

  @Test func entriesHaveIdsWhileShown() {
    let trail = NavigationTrail(navigator: RecordingNavigator())
    let owner = Owner()
    let first = trail.show(Screen("A"), .push, step: "a", owner: owner)
    let second = trail.show(Screen("B"), .push, step: "b", owner: owner)
    #expect(first != second && trail.nextID == second + 1)
    trail.unwind(owner: owner, keeping: 1)
    #expect(trail.contains(first) && !trail.contains(second))
  }

  @Test func aRootScreenStartsANewTrail() {
    let trail = NavigationTrail(navigator: RecordingNavigator())
    let owner = Owner()
    trail.show(Screen("A"), .push, step: "a", owner: owner)
    trail.show(Screen("B"), .root, step: "b", owner: owner)
    #expect(trail.steps == ["b"])
  }

  @Test func forgettingTheLastScreenDoesNotCallTheNavigator() {
    let navigator = RecordingNavigator()
    let trail = NavigationTrail(navigator: navigator)
    let owner = Owner()
    trail.show(Screen("A"), .push, step: "a", owner: owner)
    trail.show(Screen("B"), .push, step: "b", owner: owner)
    trail.forgetLast()
    #expect(trail.steps == ["a"])
    #expect(navigator.events.map(\.description) == ["push A", "push B"])
  }
}

@Suite @MainActor struct ScreenExitTests {
  @Test func exitsCallTheirHandlers() {
    var log: [String] = []
    let exit = ScreenExit<Int>(
      complete: { log.append("complete \($0)") }, back: { log.append("back") })
    exit.complete(3)
    exit.back()
    let done = ScreenExit<Void>(complete: { log.append("done") }, back: {})
    done.complete()
    let resting = ScreenExit<Never>(back: { log.append("resting back") })
    resting.back()
    #expect(log == ["complete 3", "back", "done", "resting back"])
  }
}
