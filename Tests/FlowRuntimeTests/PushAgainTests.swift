import Foundation
import Testing

@testable import FlowRuntime

/// A router-style flow written by hand: a timeline, an account by id, and the
/// followers of an account, whose follower opens their account. `account` and
/// `followers` are written `again: push`: each account reached is shown on top.
enum AccountsFlow {
  enum StepID: String, FlowStepID, Codable {
    case timeline, account, followers
    var presentation: Presentation? { .push }
    var pushesAgain: Bool { self != .timeline }
  }

  enum State: FlowStepState, Hashable, Codable {
    case timeline
    case account(String)
    case followers(String)
    case cancelled

    var stepID: StepID? {
      switch self {
      case .timeline: .timeline
      case .account: .account
      case .followers: .followers
      case .cancelled: nil
      }
    }

    static var cancelledState: State { .cancelled }
    /// Deep links: an account id.
    typealias Link = String
  }

  enum Action {
    case open(String)
    case followers
    case home
    case back
    case cancel
  }

  static func transition(_ state: FlowState<State>, _ action: Action) -> FlowState<State>? {
    switch (state.current, action) {
    case (.timeline, .open(let id)), (.followers, .open(let id)): state.pushing(to: .account(id))
    case (.account(let id), .followers): state.pushing(to: .followers(id))
    case (.account, .home), (.followers, .home): state.moving(to: .timeline)
    case (.cancelled, _): nil
    case (_, .back): state.goingBack()
    case (_, .cancel): state.moving(to: .cancelled)
    default: nil
    }
  }

  static func graphStep(_ step: StepID) -> FlowGraphStep<StepID> {
    switch step {
    // A refresh shows the timeline again from itself.
    case .timeline: .leading(to: [.account, .timeline])
    case .account: .leading(to: [.followers, .timeline])
    case .followers: .leading(to: [.account, .timeline])
    }
  }
}

/// A note shown as a sheet (`present: modal`) that opens another note as a sheet of its own.
enum NotesFlow {
  enum StepID: String, FlowStepID {
    case note
    var presentation: Presentation? { .modal }
    var pushesAgain: Bool { true }
  }

  enum State: FlowStepState, Equatable {
    case note(Int)
    case cancelled

    var stepID: StepID? { self == .cancelled ? nil : .note }
    static var cancelledState: State { .cancelled }
  }

  enum Action {
    case open(Int)
    case back
    case cancel
  }

  static func transition(_ state: FlowState<State>, _ action: Action) -> FlowState<State>? {
    switch (state.current, action) {
    case (.note, .open(let number)): state.pushing(to: .note(number))
    case (.note, .back): state.goingBack()
    case (.note, .cancel): state.moving(to: .cancelled)
    default: nil
    }
  }
}

@Suite @MainActor struct PushAgainTests {
  typealias State = AccountsFlow.State

  /// A then its followers then B: the history keeps A and A's followers, each
  /// with its own id; going back twice lands on A.
  static func accountB() -> FlowState<State> {
    var state = FlowState<State>(current: .timeline)
    for action in [AccountsFlow.Action.open("A"), .followers, .open("B")] {
      state = AccountsFlow.transition(state, action) ?? state
    }
    return state
  }

  @Test func aStepThatPushesAgainKeepsEachInstanceWithItsInput() throws {
    let state = Self.accountB()
    #expect(state.current == .account("B"))
    #expect(state.history == [.timeline, .account("A"), .followers("A")])
    let back = state.goingBack().goingBack()
    #expect(back.current == .account("A"))
    #expect(back.history == [.timeline])
    // Going back to the step returns to its latest instance.
    let latest = try #require(
      AccountsFlow.transition(state, .followers).flatMap { $0.goingBack(to: .account) })
    #expect(latest.current == .account("B"))
    #expect(latest.history == state.history)
    // A step that returns (the default) still pops back to the one shown.
    let home = try #require(AccountsFlow.transition(state, .home))
    #expect(home.current == .timeline)
    #expect(home.history.isEmpty)
  }

  @Test func movingToAShownStepReturnsToIt() {
    // `moving(to:)` is what the same flow did without `again: push`.
    let state = FlowState<State>(
      current: .followers("A"), history: [.timeline, .account("A")]
    ).moving(to: .account("B"))
    #expect(state.current == .account("B"))
    #expect(state.history == [.timeline])
  }

  @Test func theRecordingNavigatorShowsANewScreenAndGoesBackToTheFirst() throws {
    let navigator = RecordingNavigator()
    let driver = FlowDriver<State, AccountsFlow.Action, Void>(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: AccountsFlow.transition, back: .back, cancel: .cancel)
    var shown: [String: NamedScreen] = [:]
    driver.begin(
      at: FlowState(current: .timeline),
      show: { [unowned driver] state in
        let (step, name, input): (AccountsFlow.StepID, String, Bool) =
          switch state {
          case .timeline: (.timeline, "Timeline", false)
          case .account(let id): (.account, "Account \(id)", true)
          case .followers(let id): (.followers, "Followers \(id)", true)
          case .cancelled: (.timeline, "", false)
          }
        if state == .cancelled { return driver.end(.cancelled) }
        driver.show(step, .push, takesInput: input) {
          let screen = NamedScreen(name)
          shown[name] = screen
          return screen
        }
      }, completion: { _ in })
    for action in [AccountsFlow.Action.open("A"), .followers, .open("B")] {
      driver.dispatch(action)
    }
    #expect(driver.trail.steps == ["timeline", "account", "followers", "account"])
    driver.back()
    driver.back()
    #expect(driver.state?.current == .account("A"))
    #expect(driver.trail.steps == ["timeline", "account"])
    #expect(
      navigator.events.map(\.description) == [
        "push Timeline", "push Account A", "push Followers A", "push Account B", "pop", "pop",
      ])
    // A's screen is the one shown first, as it was.
    #expect(navigator.visible === shown["Account A"])
  }

  @Test func aSavedHistoryWithRepeatsRoundTripsAndValidates() throws {
    let state = Self.accountB()
    let data = try JSONEncoder().encode(state)
    let decoded = try JSONDecoder().decode(FlowState<State>.self, from: data)
    #expect(decoded == state)
    try decoded.validate(start: .timeline, steps: AccountsFlow.graphStep)
  }

  @Test func aRepeatOfAStepThatReturnsIsRefused() {
    let saved = FlowState<State>(
      current: .account("B"), history: [.timeline, .account("A"), .timeline])
    #expect(throws: FlowRestoreError.repeated(index: 2, step: "timeline")) {
      try saved.validate(start: .timeline, steps: AccountsFlow.graphStep)
    }
    // A screen that led to itself shows it twice in a row, as `moving(to:)` does.
    let again = FlowState<State>(current: .timeline).moving(to: .timeline)
    #expect(again.history == [.timeline])
    #expect(throws: Never.self) {
      try again.validate(start: .timeline, steps: AccountsFlow.graphStep)
    }
  }

  @Test func aLinkToAStepThatPushesAgainOpensOnTop() {
    let state = Self.accountB().opening(
      "C", LinkWay(target: .account("C"), backStack: .push), order: { _ in 0 })
    #expect(state.current == .account("C"))
    #expect(state.history == [.timeline, .account("A"), .followers("A"), .account("B")])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @Test func theNavigationModelKeepsEachInstanceAsARouteOfItsOwn() throws {
    let model = NavigationModel()
    let driver = FlowDriver<State, AccountsFlow.Action, Void>(
      trail: NavigationTrail(navigator: model), presentation: nil,
      transition: AccountsFlow.transition, back: .back, cancel: .cancel)
    model.onUserBack = { [unowned driver] in driver.didGoBack() }
    driver.begin(
      at: FlowState(current: .timeline),
      show: { [unowned driver] state in
        switch state {
        case .timeline:
          driver.show(.timeline, .push, takesInput: false) { NamedScreen("Timeline") }
        case .account(let id):
          driver.show(.account, .push, takesInput: true) { NamedScreen("Account \(id)") }
        case .followers(let id):
          driver.show(.followers, .push, takesInput: true) { NamedScreen("Followers \(id)") }
        case .cancelled: driver.end(.cancelled)
        }
      }, completion: { _ in })
    for action in [AccountsFlow.Action.open("A"), .followers, .open("B")] {
      driver.dispatch(action)
    }
    let stack = try #require(model.stacks.first)
    #expect(Set(stack.path.map(\.id)).count == 3)
    #expect(
      NavigationModelTests.names(model) == ["Timeline", "Account A", "Followers A", "Account B"])
    // The user pops two screens with the back button: the flow follows.
    stack.path = Array(stack.path.prefix(1))
    #expect(driver.state?.current == .account("A"))
    #expect(NavigationModelTests.names(model) == ["Timeline", "Account A"])
  }

  @Test func aModalThatPushesAgainIsPresentedOverItselfAndDismissedBackToIt() {
    let navigator = RecordingNavigator()
    let driver = FlowDriver<NotesFlow.State, NotesFlow.Action, Void>(
      trail: NavigationTrail(navigator: navigator), presentation: nil,
      transition: NotesFlow.transition, back: .back, cancel: .cancel)
    driver.begin(
      at: FlowState(current: .note(1)),
      show: { [unowned driver] state in
        guard case .note(let number) = state else { return driver.end(.cancelled) }
        driver.show(.note, .modal, takesInput: true) { NamedScreen("Note \(number)") }
      }, completion: { _ in })
    driver.dispatch(.open(2))
    driver.dispatch(.open(3))
    driver.back()
    #expect(driver.state?.current == .note(2))
    #expect(driver.state?.history == [.note(1)])
    #expect(
      navigator.events.map(\.description) == [
        "present Note 1", "present Note 2", "present Note 3", "dismiss",
      ])
  }
}
