import Testing

@testable import FlowRuntime

@MainActor
final class NamedScreen: CustomStringConvertible {
  let description: String
  init(_ name: String) { description = name }
}

@Suite @MainActor struct NavigatorTests {
  @Test func recordingNavigatorKeepsTheStackAUIKitAppWouldHave() {
    let navigator = RecordingNavigator()
    navigator.show(NamedScreen("Welcome"), .root)
    navigator.show(NamedScreen("Form"), .push)
    navigator.show(NamedScreen("Terms"), .modal)
    #expect((navigator.visible as? NamedScreen)?.description == "Terms")
    navigator.dismiss(animated: true)
    #expect((navigator.visible as? NamedScreen)?.description == "Form")
    navigator.pop(animated: true)
    #expect((navigator.visible as? NamedScreen)?.description == "Welcome")
    // Popping the root leaves it in place, as UINavigationController does.
    navigator.pop(animated: true)
    #expect(navigator.stack.count == 1)
    #expect(
      navigator.events.map(\.description) == [
        "setRoot Welcome", "push Form", "present Terms", "dismiss", "pop", "pop",
      ])
  }

  @Test func setRootReplacesEverythingShown() {
    let navigator = RecordingNavigator()
    navigator.push(NamedScreen("A"), animated: false)
    navigator.present(NamedScreen("B"), animated: false)
    navigator.setRoot(NamedScreen("Main"), animated: false)
    #expect(navigator.stack.count == 1)
    #expect(navigator.presented.isEmpty)
  }

  @Test func screensWithoutADescriptionAreNamedByType() {
    final class PlainScreen {}
    let navigator = RecordingNavigator()
    navigator.push(PlainScreen(), animated: false)
    #expect(navigator.events == [.push("PlainScreen")])
  }
}

@MainActor @Suite struct ScreenValueTests {
  final class Controller {}
  struct View: CustomStringConvertible {
    var description: String { "View" }
  }

  @Test func anObjectIsShownAsItIs() {
    let controller = Controller()
    let shown = ScreenValue.screen(controller)
    #expect(ObjectIdentifier(shown) == ObjectIdentifier(controller))
  }

  @Test func aValueIsBoxed() throws {
    let boxed = try #require(ScreenValue.screen(View()) as? ScreenValue)
    #expect(boxed.value is View)
    #expect(RecordingNavigator.name(of: boxed) == "View")
  }
}

/// The recording navigator keeps a stack per modal, as UIKit does.
@MainActor @Suite struct RecordingNavigatorModalTests {
  final class Screen: CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  @Test func pushesOnAModalGoWithIt() {
    let navigator = RecordingNavigator()
    navigator.setRoot(Screen("Home"), animated: false)
    navigator.push(Screen("List"), animated: true)
    navigator.present(Screen("Sheet"), animated: true)
    navigator.push(Screen("Step"), animated: true)
    #expect(navigator.visible.map { "\($0)" } == "Step")
    #expect(navigator.stack.map { "\($0)" } == ["Home", "List"])
    #expect(navigator.pushedOnModals.map { $0.map { "\($0)" } } == [["Step"]])
    navigator.pop(animated: true)
    #expect(navigator.visible.map { "\($0)" } == "Sheet")
    navigator.push(Screen("Again"), animated: true)
    navigator.dismiss(animated: true)
    #expect(navigator.visible.map { "\($0)" } == "List")
    #expect(navigator.pushedOnModals.isEmpty)
  }
}
