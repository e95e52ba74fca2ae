import Testing

@testable import FlowcCore

@Suite struct NotAnEnumCheckTests {
  @Test func onOverAString() {
    let source = MarkedSource(
      """
      flow: Search
      start: query
      steps:
        query: { screen: SearchField, output: String, 1️⃣on: { empty: cancel }, next: finish }
      """)
    let diagnostics = expectReported(source, by: .notAnEnum, [(.notAnEnum, "1️⃣")])
    let message = onlyMessage(diagnostics)
    #expect(message.contains("step 'query' outputs String"))
    #expect(diagnostics.first?.subject?.node == "query")
  }

  /// A `flow:` step naming a missing flow has no known output: only
  /// `unknown-flow` is reported, not a `not-an-enum` about its `on`.
  @Test func onOfAMissingFlowIsNotASecondError() {
    let source = MarkedSource(
      """
      flow: Parent
      start: child
      steps:
        child:
          flow: 1️⃣Missing
          on: { done: finish, failed: cancel }
      """)
    expectReported(source, by: .unknownFlows, [(.unknownFlow, "1️⃣")])
    expectDiagnostics(diagnose(source, only: .notAnEnum), [], in: source)
  }

  @Test func onOverAnEnum() {
    let source = MarkedSource(
      """
      flow: Search
      start: query
      types:
        SearchEvent: { enum: { empty: null, search: String } }
      steps:
        query: { screen: SearchField, output: SearchEvent, on: { empty: cancel }, next: finish }
      """)
    expectClean(source, by: .notAnEnum)
  }

  @Test func onOverADeclaredStruct() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      types:
        Credentials: { email: String, password: String }
      steps:
        form:
          screen: LoginForm
          output: Credentials
          1️⃣on: { email: finish }
          next: finish
      """)
    let diagnostics = expectReported(source, by: .notAnEnum, [(.notAnEnum, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("outputs Credentials"))
  }

  @Test func onOverAVoidOutput() {
    let source = MarkedSource(
      """
      flow: Login
      start: form
      steps:
        form: { screen: LoginForm, 1️⃣on: { done: finish } }
      """)
    let diagnostics = expectReported(source, by: .notAnEnum, [(.notAnEnum, "1️⃣")])
    #expect(onlyMessage(diagnostics).contains("outputs Void"))
  }
}
