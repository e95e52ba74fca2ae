import FlowRuntime
import SignUpCore
import Testing

/// An account service that refuses one e-mail address.
struct FakeService: AccountService {
  struct Taken: Error {}
  let taken: String

  func register(_ credentials: Credentials) async throws -> Account {
    guard credentials.email != taken else { throw Taken() }
    return Account(id: "id-" + credentials.email, email: credentials.email)
  }
}

/// The flow generated at build time by the FlowcPlugin, driven through a
/// recording navigator.
@Suite @MainActor struct SignUpFlowTests {
  @Test func aTakenAddressShowsTheErrorThenSigningUpAgainWelcomes() async throws {
    let navigator = RecordingNavigator()
    let app = SignUpApp(service: FakeService(taken: "ada@example.com"))
    let coordinator = SignUpFlow.Coordinator(navigator: navigator, dependencies: app)
    var result: FlowResult<Account>?
    coordinator.start { result = $0 }

    try #require(app.formExit).complete(Credentials(email: "ada@example.com", password: "x"))
    await coordinator.settle()
    let failure = try #require(app.failure)
    #expect(failure.error is FakeService.Taken)
    failure.exit.complete()
    await coordinator.settle()

    try #require(app.formExit).complete(Credentials(email: "grace@example.com", password: "y"))
    await coordinator.settle()
    let welcome = try #require(app.welcome)
    #expect(welcome.account == Account(id: "id-grace@example.com", email: "grace@example.com"))
    welcome.exit.complete(welcome.account)
    await coordinator.settle()

    #expect(result == .finished(welcome.account))
    #expect(
      navigator.events.map(\.description) == [
        "push SignUpForm", "present SignUpFailed", "dismiss", "push Welcome",
      ])
  }
}
