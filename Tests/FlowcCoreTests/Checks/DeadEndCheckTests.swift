import Testing

@testable import FlowcCore

@Suite struct DeadEndCheckTests {
  @Test func screenThatCompletesButGoesNowhere() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        1️⃣form: { screen: LoginForm, back: cancel }
      """)
    let diagnostics = expectReported(source, by: .deadEnds, [(.deadEnd, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'form' can complete but has nowhere to go"))
    #expect(diagnostics.first?.subject == Diagnostic.Subject(flow: "Login", node: "form"))
  }

  @Test func screenWithNext() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, next: finish, back: cancel }
      """)
    expectClean(source, by: .deadEnds)
  }

  @Test func screenThatNeverCompletes() {
    let source = MarkedSource(
      """
      flow: Main
      start: home
      steps:
        home: { screen: Home, present: root, output: Never }
      """)
    expectClean(source, by: .deadEnds)
  }

  @Test func actionWithOnlyAFailure() {
    let source = MarkedSource(
      """
      flow: Login
      start: logIn
      steps:
        1️⃣logIn: { action: LogIn, failure: cancel }
      """)
    let diagnostics = expectReported(source, by: .deadEnds, [(.deadEnd, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("step 'logIn'"))
  }

  @Test func stepRoutedWithOnOnly() {
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
    expectClean(source, by: .deadEnds)
  }
}
