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

  /// A navigator that notes each call that removes pushed screens.
  final class PopCounter: Navigator {
    var calls: [String] = []
    func push(_ screen: AnyObject, animated: Bool) {}
    func present(_ screen: AnyObject, animated: Bool) {}
    func setRoot(_ screen: AnyObject, animated: Bool) {}
    func pop(animated: Bool) { calls.append("pop") }
    func pop(count: Int, animated: Bool) { calls.append("pop \(count)") }
    func dismiss(animated: Bool) { calls.append("dismiss") }
  }

  @Test func pushedScreensInARowGoInOneTransition() {
    let navigator = PopCounter()
    let trail = NavigationTrail(navigator: navigator)
    let owner = Owner()
    trail.show(Screen("List"), .root, step: "list", owner: owner)
    for name in ["A", "B"] { trail.show(Screen(name), .push, step: name, owner: owner) }
    trail.show(Screen("Sheet"), .modal, step: "sheet", owner: owner)
    for name in ["C", "D", "E"] { trail.show(Screen(name), .push, step: name, owner: owner) }
    trail.unwind(owner: owner, keeping: 1)
    // The screens pushed on the sheet go with it: no pop before the dismissal.
    #expect(navigator.calls == ["dismiss", "pop 2"])
    #expect(trail.steps == ["list"])
  }

  @Test func theDefaultPopsEachScreenAnimatingOnlyTheLast() {
    let navigator = RecordingNavigator()
    let pops: any Navigator = PopOneByOne(navigator)
    pops.pop(count: 3, animated: true)
    #expect(navigator.animations == [false, false, true])
  }

  /// A navigator with only `pop(animated:)`: it gets the default `pop(count:animated:)`.
  final class PopOneByOne: Navigator {
    let recording: RecordingNavigator
    init(_ recording: RecordingNavigator) { self.recording = recording }
    func push(_ screen: AnyObject, animated: Bool) {}
    func present(_ screen: AnyObject, animated: Bool) {}
    func setRoot(_ screen: AnyObject, animated: Bool) {}
    func pop(animated: Bool) { recording.pop(animated: animated) }
    func dismiss(animated: Bool) {}
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
    #expect(navigator.events.suffix(2).map(\.description) == ["push Done", "dismiss"])
    #expect(navigator.presented.isEmpty && navigator.pushedOnModals.isEmpty)
    #expect(navigator.visible.map { "\($0)" } == "Choice")
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
