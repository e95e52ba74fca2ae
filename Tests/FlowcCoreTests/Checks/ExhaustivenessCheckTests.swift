import Testing

@testable import FlowcCore

@Suite struct ExhaustivenessCheckTests {
  @Test func stepWithoutNextMissesACase() {
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
          1️⃣on: { login: finish }
      """)
    let diagnostics = expectReported(source, by: .exhaustiveness, [(.nonExhaustive, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("'on' of step 'choice' does not handle case 'register'"))
    #expect(message.contains("default 'next'"))
    #expect(diagnostics.first?.subject?.node == "choice")
  }

  @Test func aMessageNamesTenMissingCasesAndCountsTheRest() {
    let cases = (0..<5_000).map { "c\($0)" }.joined(separator: ", ")
    let source = MarkedSource(
      """
      flow: Wide
      start: choice
      types:
        Pick: { enum: [\(cases)] }
      steps:
        choice: { screen: Choice, output: Pick, 1️⃣on: { c0: finish, c2: finish } }
      """)
    let diagnostics = expectReported(source, by: .exhaustiveness, [(.nonExhaustive, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "'on' of step 'choice' does not handle cases 'c1', 'c3', 'c4', 'c5', 'c6', 'c7', "
        + "'c8', 'c9', 'c10', 'c11' and 4988 more; route them or add a default 'next'")
  }

  @Test func stepWithoutNextRoutesEveryCase() {
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
          on: { login: finish, register: cancel }
      """)
    expectClean(source, by: .exhaustiveness)
  }

  @Test func stepWithADefaultNext() {
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
          on: { login: finish }
          next: cancel
      """)
    expectClean(source, by: .exhaustiveness)
  }

  @Test func stepMissesSeveralCases() {
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
          1️⃣on:
            login: finish
      """)
    let diagnostics = expectReported(source, by: .exhaustiveness, [(.nonExhaustive, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("cases 'register', 'guest'"))
  }

  @Test func decisionMissesACase() {
    let source = MarkedSource(
      """
      flow: Questionnaire
      start: ageGate
      steps:
        adultQuestions: { screen: AdultQuestionnaire, next: finish }
      decisions:
        ageGate:
          cases: [adult, child]
          1️⃣on: { adult: adultQuestions }
      """)
    let diagnostics = expectReported(source, by: .exhaustiveness, [(.nonExhaustive, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("'on' of decision 'ageGate' does not handle case 'child'"))
    #expect(!message.contains("default 'next'"))
    #expect(diagnostics.first?.subject?.node == "ageGate")
  }

  @Test func decisionRoutesEveryCase() {
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
    expectClean(source, by: .exhaustiveness)
  }
}
