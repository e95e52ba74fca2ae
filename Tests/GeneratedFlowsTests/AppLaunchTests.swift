import FlowRuntime
import Testing

@testable import GeneratedFlows

extension AppLaunchFlow.State {
  var isHome: Bool {
    if case .home = self { return true }
    return false
  }
}

extension AuthenticationFlow.State {
  var isChoice: Bool {
    if case .choice = self { return true }
    return false
  }
}

/// AppLaunch as a whole: the session check, the welcome screen, authentication through the
/// Authentication, Login and Registration sub-flows, and the home screen it rests on.
@Suite(.timeLimit(.minutes(3))) @MainActor struct AppLaunchTests {
  let navigator = RecordingNavigator()
  let fake = AppFake()

  @Test func aSignedOutUserSignsUpAfterOneFailureAndLandsOnHome() async throws {
    fake.sessionCheckOutcome = .signedOut
    fake.signUpFailures = [FakeError(reason: "e-mail taken")]
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    app.start { results.append($0) }
    #expect(fake.sessionChecks == 1)
    #expect(navigator.names == ["setRoot Welcome"])
    #expect(app.state?.current.stepID == .welcome)

    try #require(fake.welcomeExit).complete()
    #expect(app.state?.current.stepID == .authentication)
    try #require(fake.choiceExit).complete(.register)
    #expect(navigator.names.suffix(2) == ["setRoot AuthenticationChoice", "present RegisterForm"])

    let first = Credentials(email: "ada@example.com", password: "short")
    try #require(fake.registerFormExit).complete(first)
    // The sign-up runs in the Registration sub-flow; settling the app waits for it.
    await app.settle()
    #expect(fake.signUpCalls == [first])
    let failure = try #require(fake.signUpFailed)
    #expect(failure.error as? FakeError == FakeError(reason: "e-mail taken"))
    #expect(navigator.names.last == "present SignUpFailed")

    failure.exit.complete()
    #expect(navigator.names.last == "dismiss")
    #expect(fake.built.filter { $0 == "RegisterForm" }.count == 1)

    let second = Credentials(email: "ada@example.com", password: "long enough")
    try #require(fake.registerFormExit).complete(second)
    await app.settle()
    #expect(fake.signUpCalls == [first, second])
    let success = try #require(fake.registerSuccess)
    #expect(success.session == AppFake.session(for: second))

    success.exit.complete(success.session)
    #expect(
      navigator.names == [
        "setRoot Welcome",
        "setRoot AuthenticationChoice",
        "present RegisterForm",
        "present SignUpFailed",
        "dismiss",
        "push RegisterSuccess",
        "setRoot Home",
      ])
    #expect(app.state?.current.isHome == true)
    #expect(app.state?.history.isEmpty == true)
    #expect(fake.built.last == "Home")

    await app.settle()
    #expect(results.isEmpty, "home is a resting screen: AppLaunch never completes")
    #expect(app.state?.current.isHome == true)
  }

  @Test func aSignedInUserGoesStraightToHome() async {
    fake.sessionCheckOutcome = .signedIn
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    app.start { results.append($0) }
    await app.settle()

    #expect(fake.sessionChecks == 1)
    #expect(navigator.names == ["setRoot Home"])
    #expect(fake.built == ["Home"])
    #expect(app.state?.current.isHome == true)
    #expect(fake.homeExit != nil)
    #expect(results.isEmpty)
  }

  @Test func aLoginFailureShowsTheAlertAndReturnsToTheForm() async throws {
    fake.logInFailures = [FakeError(reason: "wrong password")]
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in }
    try #require(fake.welcomeExit).complete()
    try #require(fake.choiceExit).complete(.login)
    let credentials = LoginCredentials(email: "ada@example.com", password: "guess")
    try #require(fake.loginFormExit).complete(credentials)
    await app.settle()
    try #require(fake.loginFailed).exit.complete()
    try #require(fake.loginFormExit).complete(credentials)
    await app.settle()

    #expect(fake.logInCalls == [credentials, credentials])
    #expect(
      navigator.names == [
        "setRoot Welcome",
        "setRoot AuthenticationChoice",
        "push LoginForm",
        "present LoginFailed",
        "dismiss",
        "setRoot Home",
      ])
    #expect(app.state?.current.isHome == true)
  }

  @Test func settleWaitsForAnActionOfASubFlow() async throws {
    let app = AppLaunchFlow.Coordinator(navigator: navigator, dependencies: fake)
    app.start { _ in }
    try #require(fake.welcomeExit).complete()
    try #require(fake.choiceExit).complete(.register)
    try #require(fake.registerFormExit).complete(
      Credentials(email: "ada@example.com", password: "secret"))
    #expect(app.hasWork)
    await app.settle()
    #expect(!app.hasWork)
    #expect(fake.signUpCalls.count == 1)
    #expect(navigator.names.last == "push RegisterSuccess")
  }
}
