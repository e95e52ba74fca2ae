import Testing

@testable import FlowcCore

@Suite struct InlineFailureCheckTests {
  @Test func anActionAfterAScreenReportsInline() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Credentials: { email: String, password: String }
      external: [Session]
      output: Session
      steps:
        form: { screen: LoginForm, output: Credentials, next: check, back: cancel }
        logIn: { action: LogIn, input: Credentials, output: Session, next: finish, failure: inline }
      decisions:
        check: { input: Credentials, cases: [ok], on: { ok: logIn } }
      """)
    expectClean(source, by: .inlineFailures)
  }

  @Test func anActionAtStart() {
    let source = MarkedSource(
      """
      flow: Login
      start: logIn
      steps:
        logIn: { action: LogIn, next: finish, failure: 1️⃣inline }
      """)
    let diagnostics = expectReported(source, by: .inlineFailures, [(.inlineFailure, "1️⃣")])
    #expect(
      onlyMessage(diagnostics)
        == "step 'logIn' reports its failure inline, but no screen of the flow is shown before "
        + "it: it is where the flow starts; give it a 'failure' target instead")
  }

  @Test func anActionAfterOtherActionsFromStart() {
    let source = MarkedSource(
      """
      flow: Login
      start: load
      steps:
        load: { action: Load, next: logIn, throws: false }
        logIn: { action: LogIn, next: finish, failure: 1️⃣inline }
      """)
    let diagnostics = expectReported(source, by: .inlineFailures, [(.inlineFailure, "1️⃣")])
    #expect(
      onlyMessage(diagnostics).contains("from 'start' through actions, decisions and alerts only"))
  }

  @Test func anActionALinkOpens() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: Form, next: logIn }
        logIn: { action: LogIn, next: finish, failure: 1️⃣inline }
      links:
        "app://login": logIn
      """)
    let diagnostics = expectReported(source, by: .inlineFailures, [(.inlineFailure, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("the link 'app://login' opens the flow there"))
  }

  @Test func anActionAfterASubflow() {
    let parent = MarkedSource(
      """
      flow: Parent
      start: form
      steps:
        form: { screen: Form, next: child }
        child: { flow: Child, next: send }
        send: { action: Send, next: finish, failure: 1️⃣inline }
      """, path: "Parent.flow.yaml")
    let child = MarkedSource(
      """
      flow: Child
      start: page
      steps:
        page: { screen: Page, next: finish }
      """, path: "Child.flow.yaml")
    let diagnostics = diagnose(parent, child)
    #expect(diagnostics.map(\.code) == [.inlineFailure])
    #expect(diagnostics.first?.location == parent.location("1️⃣"))
    #expect(
      diagnostics.first?.message.contains("it follows the sub-flow step 'child'") == true)
  }

  @Test func theScreensThatStartInlineActions() throws {
    let model = try #require(
      FlowChecker().check([
        MarkedSource(
          """
          flow: Shop
          start: list
          steps:
            list: { screen: List, output: Int, next: pick }
            pick: { action: Pick, input: Int, throws: false, next: buy }
            buy: { action: Buy, next: done, failure: inline }
            done: { screen: Done, next: again }
            again: { action: Again, next: finish, failure: list }
          """
        ).source
      ]).model)
    #expect(InlineFeedback(model.flows[0]).screens == [0])
  }
}
