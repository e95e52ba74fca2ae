import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

/// A reducer as a global: it is `@Sendable`, so Swift 6 takes it at file scope.
private let loginReducer = LoginFlow.reducer()

/// What a generic test helper asks of any flow: its states and actions compare and hash.
private func comparable<Flow: NavigationFlow>(_ flow: Flow.Type) -> String
where Flow.State: Equatable & Hashable, Flow.Action: Equatable & Hashable {
  let start = Flow.start(startInput(Flow.Input.self))
  // `FlowState` compares and hashes too, and the start equals itself.
  #expect(start == start)
  #expect(Set([start, start]).count == 1)
  return String(describing: flow)
}

/// The input a flow of `specs/` starts with: nothing, or no account number.
private func startInput<Input>(_ type: Input.Type) -> Input {
  if let none = String?.none as? Input { return none }
  return () as! Input
}

/// Every generated `State`, `Action` and `FlowState` is `Equatable` and `Hashable`, whatever
/// it carries: failures travel as `FlowFailure`, the app's types as it declares them.
@Suite struct ComparableTypesTests {
  /// Each flow of `specs/`, held as any flow.
  static var flows: [any NavigationFlow.Type] {
    [
      AppLaunchFlow.self, AuthenticationFlow.self, HelpFlow.self,
      HomeFlow.self, LibraryFlow.self,
      LoginFlow.self, MainFlow.self, OnboardingFlow.self, QuestionnaireFlow.self,
      RegistrationFlow.self, SettingsFlow.self, SignInFlow.self, SocialFlow.self,
      SocialAppFlow.self,
      TabsFlow.self, TodoFlow.self,
      UserRegistrationFlow.self, WelcomeFlow.self, WorkspaceLoginFlow.self,
    ]
  }

  @MainActor @Test func theStateAndActionOfEverySpecCompare() throws {
    let names = Self.flows.map { comparable($0) }
    let specs = try FileManager.default.contentsOfDirectory(
      atPath: RuntimeFuzzTests.specs.path
    ).filter { $0.hasSuffix(".flow.yaml") }
    #expect(names.count == 19)
    #expect(
      names.map { String($0.dropLast(4)) }.sorted()
        == specs.map { String($0.dropLast(10)) }.sorted())
  }

  @Test func aFailureComparesByWhatItSaysAndKeepsItsError() throws {
    let declined = FakeError(reason: "declined")
    let failed = LoginFlow.State.loginFailed(input: FlowFailure(declined))
    #expect(failed == .loginFailed(input: FlowFailure(FakeError(reason: "declined"))))
    #expect(failed != .loginFailed(input: FlowFailure(FakeError(reason: "offline"))))
    #expect(
      LoginFlow.Action.logInFailed(FlowFailure(declined))
        == .logInFailed(FlowFailure(FakeError(reason: "declined"))))
    guard case .loginFailed(let failure) = failed else { return }
    #expect(failure.original as? FakeError == declined)
    #expect(failure.error as? FakeError == declined)
    #expect(failure.type.hasSuffix("FakeError"))
  }

  @Test func aStateWithAFailureSavesAndRestoresWithoutTheError() throws {
    let state = HomeFlow.FlowState(
      current: .paymentFailed(input: FlowFailure(FakeError(reason: "declined"))),
      history: [.hub, .shop, .product(input: 5)])
    let data = try JSONEncoder().encode(state)
    let restored = try JSONDecoder().decode(HomeFlow.FlowState.self, from: data)
    #expect(restored == state)
    try HomeFlow.validate(restored)
    guard case .paymentFailed(let failure) = restored.current else {
      Issue.record("expected paymentFailed, got \(restored.current)")
      return
    }
    #expect(failure.original == nil)
    #expect(failure.error is FlowFailure)
    #expect(failure.error.localizedDescription == failure.message)
  }

  @Test func theGlobalReducerReducesAndHasAFreshStart() {
    let start = loginReducer("not an action", nil)
    #expect(start == LoginFlow.start())
    let credentials = LoginCredentials(email: "ada@example.com", password: "secret")
    let next = loginReducer(LoginFlow.Action.credentialsCompleted(credentials), start)
    #expect(next.current == .logIn(input: credentials))
  }
}
