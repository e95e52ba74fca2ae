import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

/// The app of the Social flow: each screen is a name with its id, its exit is
/// kept by the timeline it runs in (the flow's `kind`), and posts are sent as told.
@MainActor
final class SocialFake: SocialFlow.Dependencies {
  typealias Kind = SocialFlow.TimelineKind
  var timelineExits: [Kind: ScreenExit<SocialFlow.TimelineChoice>] = [:]
  var statusExits: [Kind: [ScreenExit<SocialFlow.StatusChoice>]] = [:]
  var accountExits: [Kind: [ScreenExit<SocialFlow.AccountChoice>]] = [:]
  var followersExits: [Kind: [ScreenExit<String>]] = [:]
  var composerExit: ScreenExit<String>?
  var composerFeedback: ActionFeedback?
  /// The screens built, in order.
  var built: [String] = []
  /// The kind each factory and the post were given, in order.
  var kinds: [Kind] = []
  /// The posts sent, with the timeline each was sent from.
  var posted: [String] = []
  /// What the next post throws; nil: it is sent.
  var postError: (any Error)?

  func timeline(parameters: SocialFlow.Parameters, _ exit: ScreenExit<SocialFlow.TimelineChoice>)
    -> FakeScreen
  {
    timelineExits[parameters.kind] = exit
    return screen("Timeline \(parameters.kind)", parameters)
  }

  func statusDetail(
    _ input: String, parameters: SocialFlow.Parameters, _ exit: ScreenExit<SocialFlow.StatusChoice>
  ) -> FakeScreen {
    statusExits[parameters.kind, default: []].append(exit)
    return screen("Status \(input)", parameters)
  }

  func accountDetail(
    _ input: String, parameters: SocialFlow.Parameters,
    _ exit: ScreenExit<SocialFlow.AccountChoice>
  ) -> FakeScreen {
    accountExits[parameters.kind, default: []].append(exit)
    return screen("Account \(input)", parameters)
  }

  func followers(_ input: String, parameters: SocialFlow.Parameters, _ exit: ScreenExit<String>)
    -> FakeScreen
  {
    followersExits[parameters.kind, default: []].append(exit)
    return screen("Followers \(input)", parameters)
  }

  func statusEditor(
    _ input: String?, parameters: SocialFlow.Parameters, _ exit: ScreenExit<String>,
    feedback: ActionFeedback
  ) -> FakeScreen {
    composerExit = exit
    composerFeedback = feedback
    return screen("StatusEditor \(input ?? "empty")", parameters)
  }

  func postStatus(_ input: String, parameters: SocialFlow.Parameters) async throws {
    kinds.append(parameters.kind)
    if let postError { throw postError }
    posted.append("\(input) (\(parameters.kind))")
  }

  private func screen(_ name: String, _ parameters: SocialFlow.Parameters) -> FakeScreen {
    built.append(name)
    kinds.append(parameters.kind)
    return FakeScreen(name)
  }
}

struct PostRefused: Error, Equatable {}

/// `account` and `followers` are written `again: push`: a follower's account
/// goes on top of the account it was reached from, and going back returns
/// through each, with its own id. The composer is a sheet that closes over the
/// screen it was opened from once its post is sent.
@Suite @MainActor struct SocialTests {
  let navigator = RecordingNavigator()
  let fake = SocialFake()

  func started() -> SocialFlow.Coordinator {
    let coordinator = SocialFlow.Coordinator(
      navigator: navigator, dependencies: fake, parameters: .init(kind: .home))
    coordinator.start { _ in }
    return coordinator
  }

  /// The timeline, account A, A's followers, then account B.
  func atAccountB() throws -> SocialFlow.Coordinator {
    let coordinator = started()
    try #require(fake.timelineExits[.home]).complete(.author("A"))
    try #require(fake.accountExits[.home]?.last).complete(.followers("A"))
    try #require(fake.followersExits[.home]?.last).complete("B")
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
      navigator.names == [
        "push Timeline home", "push Account A", "push Followers A", "push Account B", "pop", "pop",
      ])
    // A's own screen, as it was: nothing was built again.
    #expect((navigator.visible as? FakeScreen)?.description == "Account A")
    #expect(fake.built.count == 4)
    #expect(fake.kinds == [.home, .home, .home, .home])
    // Its exit still works: B's followers go on top of A.
    try #require(fake.accountExits[.home]?.first).complete(.followers("A"))
    #expect(coordinator.state?.current == .followers(input: "A"))
    #expect(coordinator.trail.steps == ["timeline", "account", "followers"])
  }

  @Test func theTimelineIsReturnedToFromAnyAccount() throws {
    let coordinator = try atAccountB()
    try #require(fake.accountExits[.home]?.last).complete(.timeline)
    #expect(coordinator.state?.current == .timeline)
    #expect(coordinator.state?.history.isEmpty == true)
    #expect(navigator.names.suffix(3) == ["pop", "pop", "pop"])
  }

  @Test func aPostOpensItsDetailAndItsAuthorsAccountGoesOnTop() throws {
    let coordinator = started()
    try #require(fake.timelineExits[.home]).complete(.status("7"))
    try #require(fake.statusExits[.home]?.last).complete(.author("A"))
    #expect(coordinator.trail.steps == ["timeline", "status", "account"])
    #expect(navigator.names == ["push Timeline home", "push Status 7", "push Account A"])
  }

  @Test func aLinkToAnAccountOpensItOnTopOfAnother() throws {
    let coordinator = try atAccountB()
    coordinator.open(.account(id: "C"))
    #expect(coordinator.state?.current == .account(input: "C"))
    #expect(coordinator.trail.steps == ["timeline", "account", "followers", "account", "account"])
    #expect(navigator.names.suffix(1) == ["push Account C"])
  }

  /// The composer, opened over account B with a mention, sends its post and
  /// closes: account B is shown again, as it was, with what was under it.
  @Test func theComposerPostsAndClosesOverTheAccountItWasOpenedFrom() async throws {
    let coordinator = try atAccountB()
    try #require(fake.accountExits[.home]?.last).complete(.mention("B"))
    #expect(coordinator.state?.current == .compose(input: "B"))
    #expect(navigator.names.last == "present StatusEditor B")
    var heard: [String] = []
    try #require(fake.composerFeedback).onChange = { status in
      switch status {
      case .idle: heard.append("idle")
      case .running: heard.append("running")
      case .failed(let error): heard.append("failed \(error)")
      }
    }
    try #require(fake.composerExit).complete("Hi B")
    #expect(heard == ["running"])
    await coordinator.settle()
    #expect(heard == ["running", "idle"])
    #expect(fake.posted == ["Hi B (home)"])
    #expect(coordinator.state?.current == .account(input: "B"))
    #expect(
      coordinator.state?.history == [.timeline, .account(input: "A"), .followers(input: "A")])
    #expect(navigator.names.suffix(2) == ["present StatusEditor B", "dismiss"])
    #expect((navigator.visible as? FakeScreen)?.description == "Account B")
    #expect(fake.built.count == 5, "account B is not built again")
  }

  @Test func theComposerOpenedFromTheTimelineStartsEmptyAndClosesOverIt() async throws {
    let coordinator = started()
    try #require(fake.timelineExits[.home]).complete(.compose)
    #expect(coordinator.state?.current == .compose(input: nil))
    try #require(fake.composerExit).complete("Hello")
    await coordinator.settle()
    #expect(coordinator.state?.current == .timeline)
    #expect(navigator.names == ["push Timeline home", "present StatusEditor empty", "dismiss"])
  }

  /// A post that fails is reported on the composer, which stays with its text.
  @Test func aFailedPostIsShownOnTheComposerWhichStays() async throws {
    let coordinator = started()
    try #require(fake.timelineExits[.home]).complete(.status("7"))
    try #require(fake.statusExits[.home]?.last).complete(.reply("7"))
    fake.postError = PostRefused()
    try #require(fake.composerExit).complete("A reply")
    await coordinator.settle()
    #expect(coordinator.state?.current == .compose(input: "7"))
    guard case .failed(let error)? = fake.composerFeedback?.status else {
      Issue.record(
        "the composer heard no failure: \(String(describing: fake.composerFeedback?.status))")
      return
    }
    #expect(error as? PostRefused == PostRefused())
    #expect(navigator.names == ["push Timeline home", "push Status 7", "present StatusEditor 7"])
    #expect(fake.posted.isEmpty)
    // Sent again, it closes over the post it replies to.
    fake.postError = nil
    try #require(fake.composerExit).complete("A reply")
    await coordinator.settle()
    #expect(coordinator.state?.current == .status(input: "7"))
    #expect(navigator.names.last == "dismiss")
  }

  @Test func aShareLinkOpensTheComposerWithItsText() throws {
    let url = try #require(URL(string: "https://social.example/share?utm_source=x&text=Look"))
    #expect(SocialFlow.Link(url: url) == .compose(text: "Look"))
    let bare = try #require(URL(string: "https://social.example/share"))
    #expect(SocialFlow.Link(url: bare) == .compose(text: nil))
    let coordinator = started()
    coordinator.open(.compose(text: "Look"))
    #expect(coordinator.state?.current == .compose(input: "Look"))
    #expect(navigator.names == ["push Timeline home", "present StatusEditor Look"])
  }

  @Test func aSavedHistoryWithRepeatedAccountsIsRestored() throws {
    let coordinator = try atAccountB()
    let saved = try #require(coordinator.state)
    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(SocialFlow.FlowState.self, from: data)
    #expect(decoded == saved)
    let restoring = RecordingNavigator()
    let restored = SocialFlow.Coordinator(
      navigator: restoring, dependencies: SocialFake(), parameters: .init(kind: .local))
    try restored.start(restoring: decoded) { _ in }
    #expect(restored.trail.steps == ["timeline", "account", "followers", "account"])
    #expect(restoring.names.first == "push Timeline local")
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

extension SocialFake: SocialAppFlow.Dependencies {}

/// `SocialApp` runs Social once per timeline kind, each tab on a stack of its own.
@Suite(.timeLimit(.minutes(3))) @MainActor struct SocialAppTests {
  let navigator = RecordingNavigator()
  let fake = SocialFake()

  func started() -> SocialAppFlow.Coordinator {
    let app = SocialAppFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in }
    return app
  }

  @Test func eachTabRunsSocialWithItsKind() {
    let app = started()
    #expect(
      navigator.names == [
        "tabs home, local, federated selecting home", "setRoot tabs(home, local, federated)",
      ])
    #expect(
      navigator.tabs.map(\.names) == [
        ["push Timeline home"], ["push Timeline local"], ["push Timeline federated"],
      ])
    #expect(fake.kinds == [.home, .local, .federated])
    #expect(app.mainHomeCoordinator?.parameters == SocialFlow.Parameters(kind: .home))
    #expect(app.mainLocalCoordinator?.parameters == SocialFlow.Parameters(kind: .local))
    #expect(app.mainFederatedCoordinator?.parameters == SocialFlow.Parameters(kind: .federated))
  }

  /// Account A, its followers, account B in the local tab; the home tab keeps
  /// its own account, and going back in one tab leaves the other alone.
  @Test func accountsRepeatInOneTabWhileTheOtherKeepsItsStack() throws {
    let app = started()
    try #require(fake.timelineExits[.home]).complete(.author("H"))
    app.select(.local)
    try #require(fake.timelineExits[.local]).complete(.author("A"))
    try #require(fake.accountExits[.local]?.last).complete(.followers("A"))
    try #require(fake.followersExits[.local]?.last).complete("B")
    #expect(
      navigator.tabs[1].names == [
        "push Timeline local", "push Account A", "push Followers A", "push Account B",
      ])
    #expect(navigator.tabs[0].names == ["push Timeline home", "push Account H"])
    #expect(
      app.mainLocalCoordinator?.trail.steps == ["timeline", "account", "followers", "account"])
    #expect(app.mainHomeCoordinator?.state?.current == .account(input: "H"))
    app.mainLocalCoordinator?.back()
    app.select(.home)
    #expect(navigator.tabs[1].names.last == "pop")
    #expect(navigator.tabs[0].names == ["push Timeline home", "push Account H"])
    #expect(app.mainLocalCoordinator?.state?.current == .followers(input: "A"))
    #expect(fake.kinds.suffix(3) == [.local, .local, .local])
  }

  /// The composer of the local tab posts with the local kind and closes over
  /// the local tab's account; the home tab is not touched.
  @Test func theComposerOfATabClosesOverItsScreen() async throws {
    let app = started()
    app.select(.local)
    try #require(fake.timelineExits[.local]).complete(.author("A"))
    try #require(fake.accountExits[.local]?.last).complete(.mention("A"))
    try #require(fake.composerExit).complete("Hi")
    await app.settle()
    #expect(fake.posted == ["Hi (local)"])
    #expect(app.mainLocalCoordinator?.state?.current == .account(input: "A"))
    #expect(
      navigator.tabs[1].names == [
        "push Timeline local", "push Account A", "present StatusEditor A", "dismiss",
      ])
    #expect(navigator.tabs[0].names == ["push Timeline home"])
  }

  @Test func linksSelectATimelineOrOpenAnAccountInTheHomeTab() throws {
    let app = started()
    let local = try #require(URL(string: "social://timelines/local"))
    app.open(try #require(SocialAppFlow.Link(url: local)))
    #expect(navigator.names.last == "selectTab local")
    let account = try #require(URL(string: "accounts://accounts/C"))
    app.open(try #require(SocialAppFlow.Link(url: account)))
    #expect(navigator.names.last == "selectTab home")
    #expect(navigator.tabs[0].names == ["push Timeline home", "push Account C"])
    let status = try #require(URL(string: "https://social.example/#/statuses/9"))
    #expect(SocialAppFlow.Link(url: status) == .mainHomeStatus(id: "9"))
  }
}
