import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

/// The app of the Social flow: each screen is a name with its id, and its exit is kept.
@MainActor
final class SocialFake: SocialFlow.Dependencies {
  var timelineExit: ScreenExit<String>?
  var accountExits: [ScreenExit<SocialFlow.AccountChoice>] = []
  var followersExits: [ScreenExit<String>] = []
  /// The screens built, in order.
  var built: [String] = []

  func timeline(_ exit: ScreenExit<String>) -> FakeScreen {
    timelineExit = exit
    built.append("Timeline")
    return FakeScreen("Timeline")
  }

  func accountDetail(_ input: String, _ exit: ScreenExit<SocialFlow.AccountChoice>) -> FakeScreen {
    accountExits.append(exit)
    built.append("Account \(input)")
    return FakeScreen("Account \(input)")
  }

  func followers(_ input: String, _ exit: ScreenExit<String>) -> FakeScreen {
    followersExits.append(exit)
    built.append("Followers \(input)")
    return FakeScreen("Followers \(input)")
  }
}

/// `account` and `followers` are written `again: push`: a follower's account
/// goes on top of the account it was reached from, and going back returns
/// through each, with its own id.
@Suite @MainActor struct SocialTests {
  let navigator = RecordingNavigator()
  let fake = SocialFake()

  /// The timeline, account A, A's followers, then account B.
  func atAccountB() throws -> SocialFlow.Coordinator {
    let coordinator = SocialFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.timelineExit).complete("A")
    try #require(fake.accountExits.last).complete(.followers("A"))
    try #require(fake.followersExits.last).complete("B")
    return coordinator
  }

  @Test func aFollowersAccountGoesOnTopAndGoingBackReturnsToTheFirst() throws {
    let coordinator = try atAccountB()
    #expect(coordinator.state?.current == .account(input: "B"))
    #expect(
      coordinator.state?.history == [.timeline, .account(input: "A"), .followers(input: "A")])
    #expect(coordinator.trail.steps == ["timeline", "account", "followers", "account"])
    coordinator.back()
    coordinator.back()
    #expect(coordinator.state?.current == .account(input: "A"))
    #expect(
      navigator.events.map(\.description) == [
        "push Timeline", "push Account A", "push Followers A", "push Account B", "pop", "pop",
      ])
    // A's own screen, as it was: nothing was built again.
    #expect((navigator.visible as? FakeScreen)?.description == "Account A")
    #expect(fake.built.count == 4)
    // Its exit still works: B's followers go on top of A.
    try #require(fake.accountExits.first).complete(.followers("A"))
    #expect(coordinator.state?.current == .followers(input: "A"))
    #expect(coordinator.trail.steps == ["timeline", "account", "followers"])
  }

  @Test func theTimelineIsReturnedToFromAnyAccount() throws {
    let coordinator = try atAccountB()
    try #require(fake.accountExits.last).complete(.timeline)
    #expect(coordinator.state?.current == .timeline)
    #expect(coordinator.state?.history.isEmpty == true)
    #expect(navigator.events.suffix(3).map(\.description) == ["pop", "pop", "pop"])
  }

  @Test func aLinkToAnAccountOpensItOnTopOfAnother() throws {
    let coordinator = try atAccountB()
    coordinator.open(.account(id: "C"))
    #expect(coordinator.state?.current == .account(input: "C"))
    #expect(coordinator.trail.steps == ["timeline", "account", "followers", "account", "account"])
    #expect(navigator.events.suffix(1).map(\.description) == ["push Account C"])
  }

  @Test func aSavedHistoryWithRepeatedAccountsIsRestored() throws {
    let coordinator = try atAccountB()
    let saved = try #require(coordinator.state)
    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(SocialFlow.FlowState.self, from: data)
    #expect(decoded == saved)
    let restoring = RecordingNavigator()
    let restored = SocialFlow.Coordinator(navigator: restoring, dependencies: SocialFake())
    try restored.start(restoring: decoded) { _ in }
    #expect(restored.trail.steps == ["timeline", "account", "followers", "account"])
    restored.back()
    #expect(restored.state?.current == .followers(input: "A"))
  }

  @Test func aSavedHistoryShowingTheTimelineTwiceIsRefused() {
    let saved = SocialFlow.FlowState(
      current: .account(input: "B"),
      history: [.timeline, .account(input: "A"), .timeline])
    #expect(throws: FlowRestoreError.repeated(index: 2, step: "timeline")) {
      try SocialFlow.validate(saved)
    }
  }
}
