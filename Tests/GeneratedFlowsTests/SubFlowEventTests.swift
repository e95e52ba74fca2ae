import FlowRuntime
import Testing

@testable import GeneratedFlows

/// Events and running sub-flows: the app holds only AppLaunch's coordinator, and
/// Authentication's `restart` reaches Authentication through `app.events.authentication`
/// while it runs; arriving
/// while the modal Registration shows two screens, it removes them once and shows the choice.
@Suite(.timeLimit(.minutes(3))) @MainActor struct SubFlowEventTests {
  let navigator = RecordingNavigator()
  let fake = AppFake()

  /// AppLaunch at Authentication, with Registration presented and its success pushed on it.
  func registered() async throws -> AppLaunchFlow.Coordinator {
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in Issue.record("AppLaunch ended") }
    try #require(fake.welcomeExit).complete()
    try #require(fake.choiceExit).complete(.register)
    try #require(fake.registerFormExit).complete(
      Credentials(email: "ada@example.com", password: "secret"))
    await app.settle()
    #expect(
      navigator.names == [
        "setRoot Welcome", "setRoot AuthenticationChoice", "present RegisterForm",
        "push RegisterSuccess",
      ])
    return app
  }

  @Test func aParentsEventDuringAModalSubFlowRemovesItsScreensOnce() async throws {
    let app = try await registered()
    let success = try #require(fake.registerSuccess).exit

    #expect(app.events.authentication.restart())
    #expect(app.state?.current.stepID == .authentication)
    // The modal goes with the screen pushed on it, in one dismissal; the choice stays.
    #expect(navigator.names.dropFirst(4) == ["dismiss"])
    #expect(navigator.presented.isEmpty)
    #expect((navigator.visible as? FakeScreen)?.description == "AuthenticationChoice")
    #expect(app.trail.steps == ["choice"])
    // Registration ended unheard: its screen no longer moves anything.
    success.complete(Session(token: "late"))
    #expect(navigator.names.count == 5)
    // The choice works as before.
    try #require(fake.choiceExit).complete(.login)
    #expect(navigator.names.last == "push LoginForm")
  }

  @Test func anEventSentToTheRootReachesTheSubFlowOnlyWhileItRuns() async throws {
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in }
    // At the welcome screen Authentication does not run.
    #expect(!app.events.authentication.restart())
    #expect(navigator.names == ["setRoot Welcome"])
    try #require(fake.welcomeExit).complete()
    try #require(fake.choiceExit).complete(.login)
    #expect(app.events.authentication.restart())
    #expect(
      navigator.names == [
        "setRoot Welcome", "setRoot AuthenticationChoice", "push LoginForm", "pop",
      ])
  }
}
