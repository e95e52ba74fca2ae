import Testing

@testable import FlowcCore

@Suite struct MissingFailureCheckTests {
  @Test func actionWithoutFailure() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Credentials: { email: String, password: String }
      steps:
        form: { screen: LoginForm, output: Credentials, next: logIn, back: cancel }
        1️⃣logIn: { action: LogIn, input: Credentials, next: finish }
      """)
    let diagnostics = expectReported(source, by: .missingFailure, [(.missingFailure, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("action step 'logIn' has no 'failure'"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Login", node: "logIn"))
  }

  @Test func actionWithFailure() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Credentials: { email: String, password: String }
      steps:
        form: { screen: LoginForm, output: Credentials, next: logIn, back: cancel }
        logIn: { action: LogIn, input: Credentials, next: finish, failure: form }
      """)
    expectClean(source, by: .missingFailure)
  }

  @Test func screensNeedNoFailure() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """)
    expectClean(source, by: .missingFailure)
  }
}

@Suite struct MissingFailureOfActionsThatCannotFailTests {
  @Test func anActionThatCannotFailNeedsNoFailure() {
    let source = MarkedSource(
      """
      flow: Save
      start: form
      steps:
        form: { screen: Form, output: Bool, next: save, back: cancel }
        save: { action: SaveFlag, input: Bool, throws: false, next: finish }
      """)
    expectClean(source, by: .missingFailure)
  }

  @Test func anInlineFailureIsAFailure() {
    let source = MarkedSource(
      """
      flow: Save
      start: form
      steps:
        form: { screen: Form, output: Bool, next: save, back: cancel }
        save: { action: SaveFlag, input: Bool, failure: inline, next: finish }
      """)
    expectClean(source, by: .missingFailure)
  }

  @Test func throwsTrueStillNeedsAFailure() {
    let source = MarkedSource(
      """
      flow: Save
      start: form
      steps:
        form: { screen: Form, output: Bool, next: save, back: cancel }
        1️⃣save: { action: SaveFlag, input: Bool, throws: true, next: finish }
      """)
    expectReported(source, by: .missingFailure, [(.missingFailure, "1️⃣")])
  }
}
