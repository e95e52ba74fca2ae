import FlowRuntime
import Testing

@testable import GeneratedFlows

/// The screens and actions of SignIn: a form that hears its requests through
/// an `ActionFeedback`, two alerts, and a synchronous step that cannot fail.
@MainActor
final class SignInFake: SignInFlow.Dependencies {
  /// How successive `signIn` calls end, first first; once used up, they succeed.
  var signInFailures: [FakeError?] = []
  /// How successive `sendResetLink` calls end, first first; once used up, they succeed.
  var resetFailures: [FakeError?] = []

  private(set) var formExit: ScreenExit<SignInChoice>?
  private(set) var feedback: ActionFeedback?
  /// What the form heard, as text: "running", "idle", "failed <reason>".
  private(set) var heard: [String] = []
  private(set) var resetAlert: (email: String, exit: ScreenExit<String>)?
  private(set) var resetSentExit: ScreenExit<Void>?
  private(set) var signInCalls: [EmailPassword] = []
  private(set) var kept: [Session] = []
  private(set) var resetLinks: [String] = []
  /// The names of the screens built, in order.
  private(set) var built: [String] = []

  func signInForm(_ exit: ScreenExit<SignInChoice>, feedback: ActionFeedback) -> AnyObject {
    formExit = exit
    self.feedback = feedback
    feedback.onChange = { [unowned self] status in
      switch status {
      case .idle: heard.append("idle")
      case .running: heard.append("running")
      case .failed(let error): heard.append("failed \((error as? FakeError)?.reason ?? "?")")
      }
    }
    built.append("SignInForm")
    return FakeScreen("SignInForm")
  }

  func resetPasswordAlert(_ input: String, _ exit: ScreenExit<String>) -> AnyObject {
    resetAlert = (input, exit)
    built.append("ResetPasswordAlert")
    return FakeScreen("ResetPasswordAlert")
  }

  func resetLinkSent(_ exit: ScreenExit<Void>) -> AnyObject {
    resetSentExit = exit
    built.append("ResetLinkSent")
    return FakeScreen("ResetLinkSent")
  }

  func signIn(_ input: EmailPassword) async throws -> Session {
    signInCalls.append(input)
    #expect(feedback?.status.isRunning == true, "the form hears 'running' first")
    if !signInFailures.isEmpty, let failure = signInFailures.removeFirst() { throw failure }
    return Session(token: "signed-in:\(input.email)")
  }

  func keepSession(_ input: Session) -> Session {
    kept.append(input)
    return input
  }

  func sendResetLink(_ input: String) async throws {
    resetLinks.append(input)
    if !resetFailures.isEmpty, let failure = resetFailures.removeFirst() { throw failure }
  }
}

/// SignIn through its coordinator: the form stays while a request runs and
/// hears its failure inline; the alerts go by themselves.
@Suite(.timeLimit(.minutes(3))) @MainActor struct SignInTests {
  let navigator = RecordingNavigator()
  let fake = SignInFake()
  let ada = EmailPassword(email: "ada@example.com", password: "secret")

  func start() -> (SignInFlow.Coordinator, Box) {
    let coordinator = SignInFlow.Coordinator(navigator: navigator, dependencies: fake)
    let box = Box()
    coordinator.start { box.results.append($0) }
    return (coordinator, box)
  }

  @MainActor final class Box {
    var results: [FlowResult<Session>] = []
  }

  @Test func aFailedSignInIsShownOnTheSameFormWhichThenSignsIn() async throws {
    fake.signInFailures = [FakeError(reason: "wrong password")]
    let (coordinator, box) = start()
    #expect(navigator.names == ["push SignInForm"])

    try #require(fake.formExit).complete(.submit(ada))
    #expect(fake.heard == ["running"])
    #expect(coordinator.state?.current.stepID == .signIn)
    await coordinator.settle()
    #expect(fake.heard == ["running", "failed wrong password"])
    #expect(coordinator.state?.current.stepID == .form)
    #expect(coordinator.state?.history.isEmpty == true)

    // The same form, still shown, submits again.
    try #require(fake.formExit).complete(.submit(ada))
    await coordinator.settle()
    #expect(fake.heard == ["running", "failed wrong password", "running", "idle"])
    #expect(fake.signInCalls == [ada, ada])
    #expect(fake.kept == [Session(token: "signed-in:ada@example.com")])
    #expect(box.results.first?.output == Session(token: "signed-in:ada@example.com"))
    #expect(fake.built == ["SignInForm"], "the form is built once")
    #expect(navigator.names == ["push SignInForm"])
  }

  @Test func theReducerReturnsToTheFormOnAFailureAndRunsTheSynchronousStepAtOnce() {
    var state = SignInFlow.start()
    state = SignInFlow.reduce(state, .formCompleted(.submit(ada)))
    #expect(state.current.stepID == .signIn)
    #expect(state.history.map(\.stepID) == [.form])
    let failed = SignInFlow.reduce(state, .signInFailed(FlowFailure(FakeError(reason: "offline"))))
    #expect(failed.current.stepID == .form && failed.returned && failed.history.isEmpty)
    let session = Session(token: "t")
    let kept = SignInFlow.reduce(state, .signInSucceeded(session))
    #expect(kept.current.stepID == .keepSession)
    #expect(
      SignInFlow.transition(kept, .signInFailed(FlowFailure(FakeError(reason: "late")))) == nil)
  }

  @Test func forgotPasswordAsksInAnAlertThatTheFlowNeverDismisses() async throws {
    let (coordinator, _) = start()
    try #require(fake.formExit).complete(.forgotPassword("ada@example.com"))
    #expect(navigator.names == ["push SignInForm", "alert ResetPasswordAlert"])
    #expect(fake.resetAlert?.email == "ada@example.com")

    try #require(fake.resetAlert).exit.complete("ada@example.com")
    #expect(fake.heard == ["running"], "the form under the alert hears the request")
    await coordinator.settle()
    #expect(fake.resetLinks == ["ada@example.com"])
    #expect(fake.heard == ["running", "idle"])
    #expect(coordinator.state?.current.stepID == .resetSent)
    #expect(coordinator.state?.history.map(\.stepID) == [.form], "alerts are not remembered")

    try #require(fake.resetSentExit).complete()
    #expect(coordinator.state?.current.stepID == .form)
    #expect(fake.built == ["SignInForm", "ResetPasswordAlert", "ResetLinkSent"])
    #expect(
      navigator.names == ["push SignInForm", "alert ResetPasswordAlert", "alert ResetLinkSent"],
      "no dismiss: the alerts went by themselves")
    #expect(coordinator.trail.steps == ["form"])
  }

  @Test func aFailedResetLinkIsShownOnTheForm() async throws {
    fake.resetFailures = [FakeError(reason: "offline")]
    let (coordinator, _) = start()
    try #require(fake.formExit).complete(.forgotPassword("ada@example.com"))
    try #require(fake.resetAlert).exit.complete("ada@example.com")
    await coordinator.settle()
    #expect(fake.heard == ["running", "failed offline"])
    #expect(coordinator.state?.current.stepID == .form)
    #expect(fake.built == ["SignInForm", "ResetPasswordAlert"])
    #expect(navigator.names == ["push SignInForm", "alert ResetPasswordAlert"])
  }

  @Test func cancellingTheResetAlertReturnsToTheForm() async throws {
    let (coordinator, box) = start()
    try #require(fake.formExit).complete(.forgotPassword("ada@example.com"))
    try #require(fake.resetAlert).exit.back()
    #expect(coordinator.state?.current.stepID == .form)
    #expect(navigator.names == ["push SignInForm", "alert ResetPasswordAlert"])
    coordinator.back()
    #expect(box.results.first?.isCancelled == true)
    #expect(navigator.names == ["push SignInForm", "alert ResetPasswordAlert", "pop"])
  }

  @Test func theStepsOfTheSynchronousActionCompleteAtOnce() {
    let steps = SignInFlow.Steps(navigator: navigator, dependencies: fake)
    var got: [Session] = []
    steps.keepSession().perform(Session(token: "s")) { got.append($0) }
    #expect(got == [Session(token: "s")])
  }
}
