import Foundation
import Observation
import Testing

@testable import FlowRuntime

@Suite @MainActor struct NavigationModelTests {
  static func names(_ model: NavigationModel) -> [String] {
    model.routes.map { ($0.screen as? NamedScreen)?.description ?? "?" }
  }

  @Test func coordinatorsBuildOneStackPerModal() {
    let model = NavigationModel()
    model.show(NamedScreen("Welcome"), .root)
    model.show(NamedScreen("Form"), .push)
    model.show(NamedScreen("Terms"), .modal)
    model.show(NamedScreen("Detail"), .push)
    #expect(model.stacks.count == 2)
    #expect(model.stacks[0].path.count == 1)
    #expect(model.stacks[0].modal == model.stacks[1].root)
    #expect(model.stacks[1].path.map(\.id) == [3])
    #expect(Self.names(model) == ["Welcome", "Form", "Terms", "Detail"])
    model.pop(animated: true)
    model.dismiss(animated: true)
    #expect(Self.names(model) == ["Welcome", "Form"])
    #expect(model.stacks[0].modal == nil)
    // The window's stack is never dismissed; popping its root does nothing.
    model.dismiss(animated: true)
    model.pop(animated: true)
    model.pop(animated: true)
    #expect(Self.names(model) == ["Welcome"])
    model.show(NamedScreen("Main"), .root)
    #expect(Self.names(model) == ["Main"])
  }

  /// The alert is the top stack's, where `FlowNavigationView` presents it; SwiftUI
  /// dismissing it forgets it, unless the flow has shown another alert since.
  @Test func theTopStackPresentsTheAlertAndForgetsItWhenTapped() throws {
    let model = NavigationModel()
    model.show(NamedScreen("List"), .root)
    model.show(NamedScreen("Sheet"), .modal)
    var tapped = 0
    let screen = AlertScreen(
      title: "Delete?", message: "It cannot be undone.",
      buttons: [
        AlertScreen.Button("Delete", role: .destructive) { tapped += 1 },
        AlertScreen.Button("Cancel", role: .cancel) {},
      ])
    model.show(screen, .alert)
    let first = try #require(model.alert)
    #expect(model.stacks[0].alert == nil)
    #expect(model.stacks[1].alert == first)
    #expect((first.screen as? AlertScreen)?.buttons.map(\.title) == ["Delete", "Cancel"])
    (first.screen as? AlertScreen)?.buttons[0].action()
    #expect(tapped == 1)

    // The button's action showed another alert before SwiftUI dismissed the first.
    model.show(NamedScreen("Deleted"), .alert)
    model.stacks[1].alertDismissed(first)
    #expect(model.alert != nil)
    model.stacks[1].alertDismissed(try #require(model.alert))
    #expect(model.alert == nil)
  }

  @Test func aPopTheUserMadeRemovesEachScreenAndTellsTheFlow() {
    let model = NavigationModel()
    var backs = 0
    model.onUserBack = { backs += 1 }
    model.show(NamedScreen("List"), .root)
    model.show(NamedScreen("Detail"), .push)
    model.show(NamedScreen("More"), .push)
    // A long press on the back button: SwiftUI sets the path to the root.
    model.stacks[0].path = []
    #expect(backs == 2)
    #expect(Self.names(model) == ["List"])
    // What SwiftUI does not do is ignored: a longer or another path.
    model.show(NamedScreen("Detail"), .push)
    model.stacks[0].path = [model.stacks[0].path[0], model.stacks[0].path[0]]
    model.stacks[0].path = [model.stacks[0].root]
    #expect(backs == 2)
    #expect(Self.names(model) == ["List", "Detail"])
  }

  @Test func aSheetPulledDownRemovesItsScreensTopFirst() {
    let model = NavigationModel()
    var seen: [[String]] = []
    model.onUserBack = { seen.append(Self.names(model)) }
    model.show(NamedScreen("Home"), .root)
    model.show(NamedScreen("Form"), .modal)
    model.show(NamedScreen("Step2"), .push)
    model.show(NamedScreen("Terms"), .modal)
    model.stacks[0].modal = nil
    #expect(seen == [["Home", "Form", "Step2"], ["Home", "Form"], ["Home"]])
    #expect(model.stacks.count == 1)
  }

  /// The flow may unwind further than the user did (`back: cancel`): the
  /// model stops telling it once the screens are gone.
  @Test func theFlowMayUnwindTheRestItself() {
    let model = NavigationModel()
    var backs = 0
    model.show(NamedScreen("Home"), .root)
    model.show(NamedScreen("Form"), .modal)
    model.show(NamedScreen("Step2"), .push)
    model.onUserBack = {
      backs += 1
      model.dismiss(animated: true)  // the flow was cancelled
    }
    model.stacks[0].modal = nil
    #expect(backs == 1)
    #expect(Self.names(model) == ["Home"])
  }

  /// An alert goes by itself: the flow shows the next screen without
  /// dismissing it, and the model forgets it then.
  @Test func anAlertIsNoStackAndGoesWithTheNextScreen() {
    let model = NavigationModel()
    model.show(NamedScreen("Form"), .root)
    model.show(NamedScreen("Confirm"), .alert)
    #expect(model.stacks.count == 1)
    #expect((model.alert?.screen as? NamedScreen)?.description == "Confirm")
    model.show(NamedScreen("Sent"), .push)
    #expect(model.alert == nil)
    #expect(Self.names(model) == ["Form", "Sent"])
    model.show(NamedScreen("Oops"), .alert)
    model.alert = nil  // the user tapped it
    #expect(Self.names(model) == ["Form", "Sent"])
  }

  /// A screen shown without a way back (`back: none`): the user's pop of it
  /// arriving through the bindings is refused, the screens above it go, and
  /// SwiftUI is told the path again.
  @Test func aPopOfAScreenWithoutAWayBackIsRefused() {
    let model = NavigationModel()
    var backs = 0
    model.onUserBack = { backs += 1 }
    model.show(NamedScreen("Shop"), .root)
    model.show(NamedScreen("Product"), .push)
    let paid = NamedScreen("Paid")
    model.preventGoingBack(from: paid)
    model.show(paid, .push)
    #expect(model.routes.map(\.canGoBack) == [true, true, false])

    let told = Told()
    withObservationTracking {
      _ = model.stacks[0].path
    } onChange: {
      told.mark()
    }
    model.stacks[0].path = [model.stacks[0].path[0]]
    #expect(backs == 0)
    #expect(Self.names(model) == ["Shop", "Product", "Paid"])
    #expect(told.isMarked, "SwiftUI reads the path again")

    // A screen pushed over it goes back as usual; the pop stops at it.
    model.show(NamedScreen("Receipt"), .push)
    #expect(model.visible?.canGoBack == true)
    model.stacks[0].path = []
    #expect(backs == 1)
    #expect(Self.names(model) == ["Shop", "Product", "Paid"])
    // The next screen the flow shows can go back again.
    model.show(NamedScreen("Hub"), .root)
    #expect(model.visible?.canGoBack == true)
  }

  /// A sheet holding a screen without a way back cannot be pulled down.
  @Test func aSheetWithAScreenWithoutAWayBackStays() {
    let model = NavigationModel()
    var backs = 0
    model.onUserBack = { backs += 1 }
    model.show(NamedScreen("Home"), .root)
    model.show(NamedScreen("Pay"), .modal)
    #expect(model.stacks[1].isDismissible)
    let done = NamedScreen("Done")
    model.preventGoingBack(from: done)
    model.show(done, .push)
    #expect(!model.stacks[1].isDismissible)
    model.stacks[0].modal = nil
    #expect(backs == 0)
    #expect(Self.names(model) == ["Home", "Pay", "Done"])
    // The flow itself still leaves it.
    model.dismiss(animated: true)
    #expect(Self.names(model) == ["Home"])
  }

  /// A stack whose root is a tab container is drawn as the tab view
  /// itself, not in a navigation stack; each tab has a model of its own.
  @Test func aTabContainerAtTheRootIsNotInAStack() throws {
    let model = NavigationModel()
    var selected: [Int] = []
    let container = model.makeTabs(
      [FlowTab(id: "feed", title: "Feed"), FlowTab(id: "account", title: "Account")], selected: 0
    ) { selected.append($0) }
    model.show(container.screen, .root)
    let tabs = try #require(model.stacks[0].tabs)
    #expect(tabs === container.screen)
    #expect(tabs.models.count == 2)
    container.navigators[1].show(NamedScreen("Account"), .root)
    #expect(Self.names(tabs.models[1]) == ["Account"])
    #expect(tabs.models[1].stacks[0].tabs == nil)
    tabs.selection = 1
    #expect(selected == [1])

    // A screen pushed over the container puts it in a stack again.
    model.show(NamedScreen("Settings"), .push)
    #expect(model.stacks[0].tabs == nil)
    model.pop(animated: true)
    #expect(model.stacks[0].tabs === tabs)
    // A container presented as a sheet is drawn as a tab view too.
    model.show(NamedScreen("Home"), .root)
    model.show(container.screen, .modal)
    #expect(model.stacks[0].tabs == nil)
    #expect(model.stacks[1].tabs === tabs)
  }

  /// Stacks hold their model weakly: a view still showing a stack after the
  /// model went reads nothing above it and ignores what the user does.
  @Test func aStackOutlivingItsModelDoesNothing() {
    var model: NavigationModel? = NavigationModel()
    model?.show(NamedScreen("Home"), .root)
    model?.show(NamedScreen("Detail"), .push)
    model?.show(NamedScreen("Sheet"), .modal)
    model?.show(NamedScreen("Oops"), .alert)
    guard let stack = model?.stacks[0], let alert = model?.alert else {
      Issue.record("the model shows a stack and an alert")
      return
    }
    weak let released = model
    model = nil
    #expect(released == nil)
    #expect(stack.above == nil)
    #expect(stack.modal == nil)
    #expect(stack.alert == nil)
    stack.path = []
    stack.modal = nil
    stack.alertDismissed(alert)
    #expect(stack.path.count == 1)
  }
}

/// Whether an observer was told of a change: set from observation's
/// `@Sendable` callback, read once the change was made (under a lock).
final class Told: @unchecked Sendable {
  private let lock = NSLock()
  private var marked = false
  func mark() { lock.withLock { marked = true } }
  var isMarked: Bool { lock.withLock { marked } }
}
