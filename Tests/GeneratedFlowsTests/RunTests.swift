import FlowRuntime
import Testing

@testable import GeneratedFlows

/// The `async` form of the flows: `run` returns how the flow ended.
@Suite(.timeLimit(.minutes(3))) @MainActor struct RunTests {
  let navigator = RecordingNavigator()

  @Test func registrationRunFinishesWithTheSession() async {
    let fake = AppFake()
    fake.completesScreensByItself = true
    let result = await RegistrationFlow.run(navigator: navigator, dependencies: fake)

    #expect(result == .finished(AppFake.session(for: fake.autoCredentials)))
    #expect(fake.signUpCalls == [fake.autoCredentials])
    #expect(navigator.names == ["push RegisterForm", "push RegisterSuccess"])
  }

  @Test func registrationRunRetriesAfterAFailure() async {
    let fake = AppFake()
    fake.completesScreensByItself = true
    fake.signUpFailures = [FakeError(reason: "timeout")]
    let result = await RegistrationFlow.run(navigator: navigator, dependencies: fake)

    #expect(result == .finished(AppFake.session(for: fake.autoCredentials)))
    #expect(fake.signUpCalls.count == 2)
    #expect(
      navigator.names == [
        "push RegisterForm", "present SignUpFailed", "dismiss", "push RegisterSuccess",
      ])
  }

  @Test(arguments: [AuthChoice.login, .register])
  func authenticationRunFinishesWithTheSessionOfEitherWay(_ choice: AuthChoice) async {
    let fake = AppFake()
    fake.completesScreensByItself = true
    fake.autoChoice = choice
    let result = await AuthenticationFlow.run(navigator: navigator, dependencies: fake)

    switch choice {
    case .login:
      #expect(result == .finished(AppFake.session(for: fake.autoLoginCredentials)))
      #expect(navigator.names == ["setRoot AuthenticationChoice", "push LoginForm"])
    case .register:
      #expect(result == .finished(AppFake.session(for: fake.autoCredentials)))
      #expect(
        navigator.names == [
          "setRoot AuthenticationChoice", "present RegisterForm", "push RegisterSuccess",
        ])
    }
  }

  @Test func questionnaireRunFinishes() async {
    let fake = QuestionnaireFake()
    fake.completesScreensByItself = true
    let result = await QuestionnaireFlow.run(navigator: navigator, dependencies: fake)

    #expect(result.output != nil)
    #expect(fake.sent == [QuestionnaireFake.answers(of: fake.autoUser)])
    #expect(navigator.names == ["push UserForm", "push AdultQuestionnaire"])
  }

  @Test func aRunTheUserBacksOutOfIsCancelled() async {
    let fake = BackingOutFake()
    let result = await LoginFlow.run(navigator: navigator, dependencies: fake)

    #expect(result == .cancelled)
    #expect(navigator.names == ["push LoginForm", "pop"])
  }
}

/// Login screens that go back as soon as they are shown.
@MainActor
private final class BackingOutFake: LoginFlow.Dependencies {
  func loginForm(_ exit: ScreenExit<LoginCredentials>) -> AnyObject {
    Task { exit.back() }
    return FakeScreen("LoginForm")
  }

  func loginFailed(_ input: any Error, _ exit: ScreenExit<Void>) -> AnyObject {
    Task { exit.back() }
    return FakeScreen("LoginFailed")
  }

  func logIn(_ input: LoginCredentials) async throws -> Session {
    Session(token: "unused")
  }
}
