import Testing

@testable import FlowcCore

@Suite struct UnknownFlowCheckTests {
  static let registration = MarkedSource(
    """
    flow: Registration
    output: Session
    start: form
    external: [Session]
    steps:
      form: { screen: RegisterForm, output: Session, next: finish, back: cancel }
    """, path: "Registration.flow.yaml")

  @Test func misspelledFlow() {
    let authentication = MarkedSource(
      """
      flow: Authentication
      output: Session
      start: registration
      external: [Session]
      steps:
        registration: { flow: 1️⃣Regstration, output: Session, present: modal, next: finish }
      """, path: "Authentication.flow.yaml")
    let diagnostics = expectReported(
      [authentication, Self.registration], by: .unknownFlows,
      [(.unknownFlow, "1️⃣", authentication)])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'registration' runs flow 'Regstration'"))
    #expect(message.hasSuffix("did you mean 'Registration'?"))
    #expect(
      diagnostics.first?.subject == Diagnostic.Subject(flow: "Authentication", node: "registration")
    )
  }

  @Test func flowSpelledRight() {
    let authentication = MarkedSource(
      """
      flow: Authentication
      output: Session
      start: registration
      external: [Session]
      steps:
        registration: { flow: Registration, output: Session, present: modal, next: finish }
      """, path: "Authentication.flow.yaml")
    expectClean([authentication, Self.registration], by: .unknownFlows)
  }

  @Test func flowMissingFromTheRun() {
    let authentication = MarkedSource(
      """
      flow: Authentication
      start: login
      steps:
        login: { flow: 1️⃣Login, next: finish }
      """, path: "Authentication.flow.yaml")
    let diagnostics = expectReported(
      [authentication, Self.registration], by: .unknownFlows,
      [(.unknownFlow, "1️⃣", authentication)])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("flow 'Login', which no spec of this run defines"))
    #expect(!message.contains("did you mean"))
  }
}
