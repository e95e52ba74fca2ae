import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

extension RegistrationFlow.State {
  var isCancelled: Bool {
    if case .cancelled = self { return true }
    return false
  }

  var finishedSession: Session? {
    if case .finished(let session) = self { return session }
    return nil
  }
}

/// The pure reducers, driven without a coordinator.
@Suite struct ReducerTests {
  let credentials = Credentials(email: "ada@example.com", password: "secret")
  let session = Session(token: "t-1")

  @Test func registrationStartsAtTheFormWithNoHistory() {
    let state = RegistrationFlow.start()
    #expect(state.current.stepID == .form)
    #expect(state.history.isEmpty)
  }

  @Test func registrationReducesASignUpWithOneFailure() {
    var state = RegistrationFlow.start()

    state = RegistrationFlow.reduce(state, .formCompleted(credentials))
    guard case .signUp(let input) = state.current else {
      Issue.record("expected signUp, got \(state.current)")
      return
    }
    #expect(input == credentials)
    #expect(state.history.map(\.stepID) == [.form])

    state = RegistrationFlow.reduce(state, .signUpFailed(FlowFailure(FakeError(reason: "taken"))))
    guard case .signUpFailed(let error) = state.current else {
      Issue.record("expected signUpFailed, got \(state.current)")
      return
    }
    #expect(error.original as? FakeError == FakeError(reason: "taken"))
    #expect(state.history.map(\.stepID) == [.form], "an action step is not remembered")

    state = RegistrationFlow.reduce(state, .signUpFailedCompleted)
    #expect(state.current.stepID == .form)
    #expect(state.history.isEmpty, "returning to the form drops what was shown after it")

    state = RegistrationFlow.reduce(state, .formCompleted(credentials))
    state = RegistrationFlow.reduce(state, .signUpSucceeded(session))
    guard case .success(let shown) = state.current else {
      Issue.record("expected success, got \(state.current)")
      return
    }
    #expect(shown == session)
    #expect(state.history.map(\.stepID) == [.form])

    state = RegistrationFlow.reduce(state, .successCompleted(session))
    #expect(state.current.finishedSession == session)
    #expect(state.history.isEmpty)
  }

  @Test func anActionForAnotherStepChangesNothing() {
    let start = RegistrationFlow.start()
    #expect(RegistrationFlow.transition(start, .signUpSucceeded(session)) == nil)
    #expect(RegistrationFlow.transition(start, .successCompleted(session)) == nil)
    #expect(RegistrationFlow.transition(start, .signUpFailedCompleted) == nil)
    let unchanged = RegistrationFlow.reduce(start, .successCompleted(session))
    #expect(unchanged.current.stepID == .form)
    #expect(unchanged.history.isEmpty)

    let signingUp = RegistrationFlow.reduce(start, .formCompleted(credentials))
    #expect(RegistrationFlow.transition(signingUp, .formCompleted(credentials)) == nil)
    #expect(RegistrationFlow.transition(signingUp, .back) == nil, "no going back mid-request")
    let still = RegistrationFlow.reduce(signingUp, .back)
    #expect(still.current.stepID == .signUp)
    #expect(still.history.map(\.stepID) == [.form])
  }

  @Test func backFromTheFormCancelsAndAnEndedFlowTakesNoMoreActions() throws {
    let cancelled = try #require(RegistrationFlow.transition(RegistrationFlow.start(), .back))
    #expect(cancelled.current.isCancelled)
    #expect(cancelled.current.stepID == nil)
    #expect(RegistrationFlow.transition(cancelled, .cancel) == nil)
    #expect(RegistrationFlow.transition(cancelled, .back) == nil)
    #expect(RegistrationFlow.transition(cancelled, .formCompleted(credentials)) == nil)

    var finished = RegistrationFlow.reduce(RegistrationFlow.start(), .formCompleted(credentials))
    finished = RegistrationFlow.reduce(finished, .signUpSucceeded(session))
    finished = RegistrationFlow.reduce(finished, .successCompleted(session))
    #expect(finished.current.finishedSession == session)
    #expect(RegistrationFlow.transition(finished, .cancel) == nil)
    #expect(RegistrationFlow.transition(finished, .back) == nil)
  }

  @Test func cancelFromARunningStepEndsTheFlow() throws {
    let signingUp = RegistrationFlow.reduce(RegistrationFlow.start(), .formCompleted(credentials))
    let cancelled = try #require(RegistrationFlow.transition(signingUp, .cancel))
    #expect(cancelled.current.isCancelled)
    #expect(cancelled.history.isEmpty)
  }

  @Test func mainHistoryGrowsWithPushedScreensAndShrinksWhenGoingBack() {
    let basics = ListingBasics(title: "Bike", price: 120)
    let details = ListingDetails(condition: .likeNew, notes: "red", photoURLs: [])
    var state = MainFlow.start()
    state = MainFlow.reduce(state, .itemListCompleted(.sellItem))
    state = MainFlow.reduce(state, .listingBasicsCompleted(basics))
    state = MainFlow.reduce(state, .listingDetailsCompleted(details))
    #expect(state.history.map(\.stepID) == [.itemList, .listingBasics, .listingDetails])
    guard case .listingReview(let input, let gatheredBasics, let gatheredDetails) = state.current
    else {
      Issue.record("expected listingReview, got \(state.current)")
      return
    }
    #expect(input == NewListing(basics: basics, details: details))
    #expect(gatheredBasics == basics)
    #expect(gatheredDetails == details)

    let back = MainFlow.reduce(state, .back)
    #expect(back.current.stepID == .listingDetails)
    #expect(back.history.map(\.stepID) == [.itemList, .listingBasics])

    state = MainFlow.reduce(state, .listingReviewCompleted(input))
    #expect(state.current.stepID == .publishListing)
    #expect(state.history.count == 4)
    let failed = MainFlow.reduce(
      state, .publishListingFailed(FlowFailure(FakeError(reason: "offline"))))
    #expect(failed.current.stepID == .listingReview)
    #expect(failed.history.map(\.stepID) == [.itemList, .listingBasics, .listingDetails])

    let published = MainFlow.reduce(state, .publishListingSucceeded(501))
    #expect(published.current.stepID == .itemList)
    #expect(published.history.isEmpty, "returning to the list drops the form screens")
  }

  @Test func aRootScreenStartsANewHistory() {
    var state = TodoFlow.start()
    state = TodoFlow.reduce(state, .loginCompleted(.createUser))
    #expect(state.history.map(\.stepID) == [.login])
    state = TodoFlow.reduce(
      state, .createUserCompleted(NewUser(name: "A", email: "a@b", password: "p")))
    #expect(state.history.map(\.stepID) == [.login, .createUser])
    state = TodoFlow.reduce(state, .createAccountSucceeded)
    #expect(state.current.stepID == .todoList)
    #expect(state.history.isEmpty)

    state = TodoFlow.reduce(state, .todoListCompleted(.create))
    #expect(state.current.stepID == .createTodo)
    #expect(state.history.map(\.stepID) == [.todoList])
    state = TodoFlow.reduce(state, .back)
    #expect(state.current.stepID == .todoList)
    #expect(state.history.isEmpty)
  }

  @Test func aDecisionPassesItsInputOnUnchanged() {
    let user = User(name: "Byron", age: 9)
    let deciding = QuestionnaireFlow.reduce(QuestionnaireFlow.start(), .userFormCompleted(user))
    guard case .ageGate(let asked) = deciding.current else {
      Issue.record("expected ageGate, got \(deciding.current)")
      return
    }
    #expect(asked == user)
    let child = QuestionnaireFlow.reduce(deciding, .ageGateDecided(.child))
    guard case .childQuestionnaire(let shown) = child.current else {
      Issue.record("expected childQuestionnaire, got \(child.current)")
      return
    }
    #expect(shown == user)
    #expect(child.history.map(\.stepID) == [.userForm])
    #expect(QuestionnaireFlow.transition(child, .ageGateDecided(.adult)) == nil)
  }

  @Test func aSubFlowStepFinishesOrGoesBackWithItsChild() {
    let session = Session(token: "s")
    let registering = AuthenticationFlow.reduce(
      AuthenticationFlow.start(), .choiceCompleted(.register))
    #expect(registering.current.stepID == .registration)
    #expect(registering.history.map(\.stepID) == [.choice])
    #expect(AuthenticationFlow.transition(registering, .loginFinished(session)) == nil)

    let cancelled = AuthenticationFlow.reduce(registering, .registrationCancelled)
    #expect(cancelled.current.stepID == .choice)
    #expect(cancelled.history.isEmpty)

    let finished = AuthenticationFlow.reduce(registering, .registrationFinished(session))
    guard case .finished(let output) = finished.current else {
      Issue.record("expected finished, got \(finished.current)")
      return
    }
    #expect(output == session)
  }
}

/// Actions whose payloads are all plain (Questionnaire throws `SendError`) are `Hashable` and
/// `Codable`: a log of them compares, and replays from JSON to the same state.
@Suite @MainActor struct ActionConformanceTests {
  @Test func questionnaireActionsCompareAndReplayFromJSON() throws {
    let user = User(name: "Ann", age: 12)
    let answers = QuestionnaireFake.answers(of: user)
    let actions: [QuestionnaireFlow.Action] = [
      .userFormCompleted(user), .ageGateDecided(.child), .childQuestionnaireCompleted(answers),
      .sendAnswersFailed(.rejected("offline")),
    ]
    let data = try JSONEncoder().encode(actions)
    let decoded = try JSONDecoder().decode([QuestionnaireFlow.Action].self, from: data)
    #expect(decoded == actions)
    #expect(decoded.last != .sendAnswersFailed(.offline))
    #expect(Set(actions + decoded).count == 4)
    let state = decoded.reduce(QuestionnaireFlow.start(), QuestionnaireFlow.reduce)
    #expect(state.current == .answersNotSent(input: .rejected("offline")))
    #expect(state.history.map(\.stepID) == [.userForm, .childQuestionnaire])
  }
}
