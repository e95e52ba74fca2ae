import CasePaths
import Testing

@testable import CasePathsFlows

/// `Tests/CasePathsFlows/Login.swift` is `specs/Login.flow.yaml` generated
/// with a config that adds `@CasePathable` to `State` and `Action`: without
/// the attribute, none of these case key paths would compile.
@Suite struct CasePathsFlowTests {
  static let credentials = LoginCredentials(email: "ada@example.com", password: "secret")

  @Test func aStateAnswersWhichCaseItIs() {
    let start = LoginFlow.start().current
    #expect(start.is(\.credentials))
    #expect(!start.is(\.logIn))
    #expect(LoginFlow.State.logIn(input: Self.credentials).is(\.logIn))
  }

  @Test func aStateCaseKeyPathExtractsAndEmbedsItsData() {
    let state = LoginFlow.State.logIn(input: Self.credentials)
    #expect(state[case: \.logIn] == Self.credentials)
    #expect(state[case: \.finished] == nil)
    let finished: CaseKeyPath<LoginFlow.State, Session> = \.finished
    #expect(finished(Session(token: "t"))[case: \.finished] == Session(token: "t"))
  }

  /// The reducer's steps, read through case key paths as a TCA feature or a
  /// test of one reads them.
  @Test func theReducerMovesBetweenCasesTheKeyPathsName() {
    var state = LoginFlow.start()
    state = LoginFlow.reduce(state, .credentialsCompleted(Self.credentials))
    #expect(state.current[case: \.logIn]?.email == "ada@example.com")
    state = LoginFlow.reduce(state, .logInSucceeded(Session(token: "token")))
    #expect(state.current[case: \.finished]?.token == "token")
  }

  @Test func anActionCaseKeyPathExtractsAndEmbedsItsPayload() {
    let action = LoginFlow.Action.logInSucceeded(Session(token: "t"))
    #expect(action.is(\.logInSucceeded))
    #expect(action[case: \.logInSucceeded] == Session(token: "t"))
    #expect(action[case: \.credentialsCompleted] == nil)
    let completed: CaseKeyPath<LoginFlow.Action, LoginCredentials> = \.credentialsCompleted
    #expect(completed(Self.credentials)[case: \.credentialsCompleted] == Self.credentials)
    #expect(LoginFlow.Action.back.is(\.back))
  }
}
