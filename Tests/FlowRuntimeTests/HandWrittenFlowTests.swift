import Testing

@testable import FlowRuntime

/// The registration flow of `specs/Registration.flow.yaml`, written by hand in
/// the shape code generation is heading for: a typed state with the data each
/// step has, actions, a pure reducer, and a coordinator that turns states into
/// screens and requests through a navigator. It checks that the runtime
/// carries such a flow under Swift 6's strict concurrency, without UIKit.
enum Registration {
  struct Credentials: Sendable, Equatable {
    var email: String
    var password: String
  }

  struct Session: Sendable, Equatable {
    var token: String
  }

  /// The screens the app supplies.
  @MainActor
  protocol Screens {
    func registerForm(completion: @escaping @MainActor (Credentials) -> Void) -> AnyObject
    func signUpFailed(_ error: any Error, completion: @escaping @MainActor () -> Void) -> AnyObject
    func registerSuccess(_ session: Session, completion: @escaping @MainActor (Session) -> Void)
      -> AnyObject
  }

  /// The requests the app supplies.
  protocol Actions: Sendable {
    func signUp(_ credentials: Credentials) async throws -> Session
  }

  /// Where the flow is, with exactly the data available there.
  enum State: Equatable {
    case form
    case signUp(Credentials)
    case signUpFailed
    case success(Session)
    case finished(Session)
    case cancelled
  }

  enum Action {
    case formCompleted(Credentials)
    case signUpSucceeded(Session)
    case signUpFailed
    case failureAcknowledged
    case successConfirmed(Session)
    case cancel
  }

  /// Pure: an action that does not belong to the current step changes nothing.
  static func reduce(_ state: State, _ action: Action) -> State {
    switch action {
    case .formCompleted(let credentials):
      guard case .form = state else { return state }
      return .signUp(credentials)
    case .signUpSucceeded(let session):
      guard case .signUp = state else { return state }
      return .success(session)
    case .signUpFailed:
      guard case .signUp = state else { return state }
      return .signUpFailed
    case .failureAcknowledged:
      guard case .signUpFailed = state else { return state }
      return .form
    case .successConfirmed(let session):
      guard case .success = state else { return state }
      return .finished(session)
    case .cancel:
      return .cancelled
    }
  }

  /// Runs the flow: each new state becomes a screen, a request or the end.
  @MainActor
  final class Coordinator {
    let navigator: any Navigator
    let screens: any Screens
    let actions: any Actions
    let store = Store(state: State.form, reducer: Registration.reduce)
    private var subscription: Store<State, Action>.Subscription?
    private var lastError: (any Error)?

    init(navigator: any Navigator, screens: any Screens, actions: any Actions) {
      self.navigator = navigator
      self.screens = screens
      self.actions = actions
    }

    /// Starts the flow; `completion` hears how it ended.
    func start(completion: @escaping @MainActor (FlowResult<Session>) -> Void) {
      subscription = store.subscribe { [weak self] state in
        self?.render(state, completion: completion)
      }
    }

    private func render(
      _ state: State, completion: @escaping @MainActor (FlowResult<Session>) -> Void
    ) {
      switch state {
      case .form:
        navigator.show(
          screens.registerForm { [store] in store.dispatch(.formCompleted($0)) }, .root)
      case .signUp(let credentials):
        let actions = self.actions
        Task { [weak self] in
          do {
            let session = try await actions.signUp(credentials)
            self?.store.dispatch(.signUpSucceeded(session))
          } catch {
            self?.lastError = error
            self?.store.dispatch(.signUpFailed)
          }
        }
      case .signUpFailed:
        let screen = screens.signUpFailed(lastError ?? CancellationError()) { [store, navigator] in
          navigator.dismiss(animated: true)
          store.dispatch(.failureAcknowledged)
        }
        navigator.show(screen, .modal)
      case .success(let session):
        navigator.show(
          screens.registerSuccess(session) { [store] in store.dispatch(.successConfirmed($0)) },
          .push)
      case .finished(let session):
        subscription?.cancel()
        completion(.finished(session))
      case .cancelled:
        subscription?.cancel()
        completion(.cancelled)
      }
    }
  }
}

/// Screens that complete when the test tells them to.
@MainActor
final class FakeRegistrationScreens: Registration.Screens {
  var submitForm: ((Registration.Credentials) -> Void)?
  var acknowledgeFailure: (() -> Void)?
  var confirmSuccess: ((Registration.Session) -> Void)?
  var session: Registration.Session?

  func registerForm(completion: @escaping @MainActor (Registration.Credentials) -> Void)
    -> AnyObject
  {
    submitForm = completion
    return NamedScreen("RegisterForm")
  }

  func signUpFailed(_ error: any Error, completion: @escaping @MainActor () -> Void) -> AnyObject {
    acknowledgeFailure = completion
    return NamedScreen("SignUpFailed")
  }

  func registerSuccess(
    _ session: Registration.Session, completion: @escaping @MainActor (Registration.Session) -> Void
  ) -> AnyObject {
    self.session = session
    confirmSuccess = completion
    return NamedScreen("RegisterSuccess")
  }
}

/// A server that refuses the first sign-up and accepts the second.
actor FlakyServer: Registration.Actions {
  struct Refused: Error {}
  private var attempts = 0

  func signUp(_ credentials: Registration.Credentials) async throws -> Registration.Session {
    attempts += 1
    if attempts == 1 { throw Refused() }
    return Registration.Session(token: "token-for-\(credentials.email)")
  }
}

@Suite @MainActor struct HandWrittenFlowTests {
  /// Lets the coordinator's request task run until `condition` holds (bounded,
  /// so a broken flow fails the expectation after it instead of hanging).
  func settle(until condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
  }

  @Test func signUpFailsOnceThenSucceedsAndFinishes() async {
    let navigator = RecordingNavigator()
    let screens = FakeRegistrationScreens()
    let coordinator = Registration.Coordinator(
      navigator: navigator, screens: screens, actions: FlakyServer())
    var results: [FlowResult<Registration.Session>] = []
    coordinator.start { results.append($0) }

    let credentials = Registration.Credentials(email: "ada@example.com", password: "secret")
    screens.submitForm?(credentials)
    await settle { coordinator.store.state == .signUpFailed }
    #expect(coordinator.store.state == .signUpFailed)
    screens.acknowledgeFailure?()
    #expect(coordinator.store.state == .form)
    screens.submitForm?(credentials)
    await settle { screens.session != nil }
    #expect(screens.session == Registration.Session(token: "token-for-ada@example.com"))
    screens.confirmSuccess?(screens.session!)

    #expect(results == [.finished(Registration.Session(token: "token-for-ada@example.com"))])
    #expect(
      navigator.events.map(\.description) == [
        "setRoot RegisterForm", "present SignUpFailed", "dismiss", "setRoot RegisterForm",
        "push RegisterSuccess",
      ])
  }

  @Test func theReducerIgnoresActionsForOtherSteps() {
    let session = Registration.Session(token: "t")
    #expect(Registration.reduce(.form, .signUpSucceeded(session)) == .form)
    #expect(
      Registration.reduce(.success(session), .formCompleted(.init(email: "", password: "")))
        == .success(session))
    #expect(Registration.reduce(.signUp(.init(email: "a", password: "b")), .cancel) == .cancelled)
  }
}
