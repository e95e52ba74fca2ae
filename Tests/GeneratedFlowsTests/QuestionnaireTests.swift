import FlowRuntime
import Foundation
import Testing

@testable import GeneratedFlows

extension QuestionnaireFlow.State {
  var isFinished: Bool {
    if case .finished = self { return true }
    return false
  }

  /// The respondent a questionnaire screen shows, if the flow is at one.
  var respondent: User? {
    switch self {
    case .adultQuestionnaire(let input), .childQuestionnaire(let input): return input
    default: return nil
    }
  }
}

/// The age decision of Questionnaire, and how sending the answers ends the flow.
@Suite(.timeLimit(.minutes(3))) @MainActor struct QuestionnaireTests {
  let navigator = RecordingNavigator()
  let fake = QuestionnaireFake()
  let adult = User(name: "Ada", age: 36)
  let child = User(name: "Byron", age: 9)

  @Test func anAdultGetsTheAdultQuestionnaireWithTheSameUser() async throws {
    let coordinator = QuestionnaireFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    coordinator.start { results.append($0) }
    #expect(navigator.names == ["push UserForm"])

    try #require(fake.userFormExit).complete(adult)
    #expect(fake.ageGateInputs == [adult])
    #expect(navigator.names == ["push UserForm", "push AdultQuestionnaire"])
    #expect(fake.adultQuestionnaire?.input == adult)
    #expect(fake.childQuestionnaire == nil)
    #expect(coordinator.state?.current.stepID == .adultQuestionnaire)
    #expect(coordinator.state?.current.respondent == adult)
    #expect(coordinator.state?.history.map(\.stepID) == [.userForm])

    let answers = QuestionnaireFake.answers(of: adult)
    try #require(fake.adultQuestionnaire).exit.complete(answers)
    await coordinator.settle()
    #expect(fake.sent == [answers])
    #expect(coordinator.state?.current.isFinished == true)
    #expect(results.count == 1)
    #expect(results.first?.output != nil)
    #expect(navigator.names == ["push UserForm", "push AdultQuestionnaire"])
  }

  @Test func aChildGetsTheChildQuestionnaire() async throws {
    let coordinator = QuestionnaireFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    coordinator.start { results.append($0) }
    try #require(fake.userFormExit).complete(child)

    #expect(fake.ageGateInputs == [child])
    #expect(navigator.names == ["push UserForm", "push ChildQuestionnaire"])
    #expect(fake.childQuestionnaire?.input == child)
    #expect(fake.adultQuestionnaire == nil)
    #expect(coordinator.state?.current.respondent == child)

    let answers = QuestionnaireFake.answers(of: child)
    try #require(fake.childQuestionnaire).exit.complete(answers)
    await coordinator.settle()
    #expect(fake.sent == [answers])
    #expect(results.count == 1)
    #expect(results.first?.output != nil)
  }

  @Test func answersNotSentShowsTheAlertAndClosingItFinishes() async throws {
    fake.sendFailures = [.rejected("offline")]
    let coordinator = QuestionnaireFlow.Coordinator(navigator: navigator, dependencies: fake)
    var results: [FlowResult<Void>] = []
    coordinator.start { results.append($0) }
    try #require(fake.userFormExit).complete(adult)
    try #require(fake.adultQuestionnaire).exit.complete(QuestionnaireFake.answers(of: adult))
    await coordinator.settle()

    let failure = try #require(fake.answersNotSent)
    #expect(failure.error == .rejected("offline"))
    #expect(
      navigator.names == ["push UserForm", "push AdultQuestionnaire", "present AnswersNotSent"])
    #expect(coordinator.state?.current.stepID == .answersNotSent)
    #expect(results.isEmpty)
    // The failure carries the flow's `error` type, so the state holding it is Codable.
    let saved = try #require(coordinator.state)
    let decoded = try JSONDecoder().decode(
      QuestionnaireFlow.FlowState.self, from: try JSONEncoder().encode(saved))
    #expect(decoded == saved)
    #expect(decoded.current == .answersNotSent(input: .rejected("offline")))

    failure.exit.complete()
    #expect(coordinator.state?.current.isFinished == true)
    #expect(results.count == 1)
    #expect(results.first?.output != nil)
    #expect(fake.sent.count == 1)
  }

  @Test func theDecisionIsAskedAgainWhenTheFormCompletesAgain() throws {
    let coordinator = QuestionnaireFlow.Coordinator(navigator: navigator, dependencies: fake)
    coordinator.start { _ in }
    try #require(fake.userFormExit).complete(adult)
    try #require(fake.adultQuestionnaire).exit.back()
    #expect(navigator.names == ["push UserForm", "push AdultQuestionnaire", "pop"])
    #expect(coordinator.state?.current.stepID == .userForm)

    try #require(fake.userFormExit).complete(child)
    #expect(fake.ageGateInputs == [adult, child])
    #expect(navigator.names.last == "push ChildQuestionnaire")
    #expect(coordinator.state?.current.respondent == child)
  }
}
