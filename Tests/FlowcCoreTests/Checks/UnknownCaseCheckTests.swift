import Testing

@testable import FlowcCore

@Suite struct UnknownCaseCheckTests {
  @Test func stepRoutesACaseTheEnumDoesNotHave() {
    let source = MarkedSource(
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register, guest] }
      steps:
        choice:
          screen: AuthenticationChoice
          output: AuthChoice
          on: { login: finish, 1️⃣regster: finish }
          next: cancel
      """)
    let diagnostics = expectReported(source, by: .unknownCases, [(.unknownCase, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("enum 'AuthChoice' has no case 'regster'"))
    #expect(message.hasSuffix("did you mean 'register'?"))
    #expect(diagnostics.first?.subject?.node == "choice")
  }

  @Test func stepRoutesOnlyCasesTheEnumHas() {
    let source = MarkedSource(
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register, guest] }
      steps:
        choice:
          screen: AuthenticationChoice
          output: AuthChoice
          on: { login: finish, register: finish }
          next: cancel
      """)
    expectClean(source, by: .unknownCases)
  }

  @Test func extraCaseBesideEveryRealOne() {
    let source = MarkedSource(
      """
      flow: Authentication
      start: choice
      types:
        AuthChoice: { enum: [login, register] }
      steps:
        choice:
          screen: AuthenticationChoice
          output: AuthChoice
          on: { login: finish, register: finish, 1️⃣signup: finish }
      """)
    let diagnostics = expectReported(source, by: .unknownCases, [(.unknownCase, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("no case 'signup'"))
  }

  @Test func decisionRoutesACaseItDoesNotHave() {
    let source = MarkedSource(
      """
      flow: Questionnaire
      start: ageGate
      steps:
        adultQuestions: { screen: AdultQuestionnaire, next: finish }
        childQuestions: { screen: ChildQuestionnaire, next: finish }
      decisions:
        ageGate:
          cases: [adult, child]
          on: { adult: adultQuestions, child: childQuestions, 1️⃣adlt: adultQuestions }
      """)
    let diagnostics = expectReported(source, by: .unknownCases, [(.unknownCase, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("decision 'ageGate' has no case 'adlt'"))
    #expect(message.hasSuffix("did you mean 'adult'?"))
    #expect(diagnostics.first?.subject?.node == "ageGate")
  }

  @Test func decisionRoutesItsOwnCases() {
    let source = MarkedSource(
      """
      flow: Questionnaire
      start: ageGate
      steps:
        adultQuestions: { screen: AdultQuestionnaire, next: finish }
        childQuestions: { screen: ChildQuestionnaire, next: finish }
      decisions:
        ageGate:
          cases: [adult, child]
          on: { adult: adultQuestions, child: childQuestions }
      """)
    expectClean(source, by: .unknownCases)
  }
}
